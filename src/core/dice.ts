import { err, ok, type Result, type TavlaError } from './result.js';
import { show } from './show.js';

/** A roll of two six-sided dice (G-1). Order does not matter to the rules. */
export type Dice = readonly [number, number];

/** The code `validateDice` gives for anything that is not two integers from 1 to 6. */
export type DiceErrorCode = 'invalid-dice';

export function isDieValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

// One frozen tuple per ordered roll, shared: reading a roll allocates nothing.
const ROLLS: readonly Dice[] = (() => {
  const rolls: Dice[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) rolls[a * 7 + b] = Object.freeze([a, b] as const);
  return rolls;
})();

/** The library's own frozen tuple for two die values that are already known to be 1..6. */
export function rollOf(a: number, b: number): Dice {
  return ROLLS[a * 7 + b]!;
}

/**
 * A caller's dice read once into the library's own frozen tuple, or null when they are not a
 * roll. Each die is read exactly once, inside a guard, so an array whose getters change their
 * answer or throw can neither slip past the check nor make the caller's function throw.
 */
export function readRoll(dice: unknown): Dice | null {
  let a: unknown;
  let b: unknown;
  try {
    if (!Array.isArray(dice) || dice.length !== 2) return null;
    a = dice[0];
    b = dice[1];
  } catch {
    return null;
  }
  return isDieValue(a) && isDieValue(b) ? rollOf(a, b) : null;
}

/** Why caller-supplied dice are not a roll: exactly two integers from 1 to 6. Never throws. */
function diceProblem(dice: unknown): string {
  try {
    if (!Array.isArray(dice)) return 'Dice must be an array of two integers from 1 to 6.';
    if (dice.length !== 2) return `A roll is exactly two dice; got ${show(dice.length)}.`;
    return `Each die must be an integer from 1 to 6; got [${show(dice[0])}, ${show(dice[1])}].`;
  } catch {
    return 'Dice must be an array of two integers from 1 to 6; reading this one failed.';
  }
}

/** Checks caller-supplied dice: exactly two integers from 1 to 6. The value is the library's own frozen copy. */
export function validateDice(dice: unknown): Result<Dice, TavlaError<DiceErrorCode>> {
  const roll = readRoll(dice);
  return roll !== null ? ok(roll) : err('invalid-dice', diceProblem(dice));
}

/** The 21 distinct rolls, larger die first: 11 21 22 31 32 33 ... 66 ordered by (high, low). */
export const ALL_ROLLS: readonly Dice[] = Object.freeze(
  (() => {
    const rolls: Dice[] = [];
    for (let hi = 1; hi <= 6; hi++) for (let lo = 1; lo <= hi; lo++) rolls.push(rollOf(hi, lo));
    return rolls;
  })(),
);

/** How many of the 36 ordered outcomes give this roll: 1 for a double, 2 otherwise. */
export function rollWeight(dice: Dice): number {
  return dice[0] === dice[1] ? 1 : 2;
}
