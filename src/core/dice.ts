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
  const read = readDice(dice);
  return typeof read === 'string' ? null : read;
}

/**
 * Caller-supplied dice read once: the library's own frozen roll, or why they are not a roll
 * (exactly two integers from 1 to 6). Each part is read at most once, inside a guard. Never throws.
 */
export function readDice(dice: unknown): Dice | string {
  try {
    if (!Array.isArray(dice)) return 'Dice must be an array of two integers from 1 to 6.';
    const length: unknown = dice.length;
    if (length !== 2) return `A roll is exactly two dice; got ${show(length)}.`;
    const a: unknown = dice[0];
    const b: unknown = dice[1];
    if (isDieValue(a) && isDieValue(b)) return rollOf(a, b);
    return `Each die must be an integer from 1 to 6; got [${show(a)}, ${show(b)}].`;
  } catch {
    return 'Dice must be an array of two integers from 1 to 6; reading this one failed.';
  }
}

/** Checks caller-supplied dice: exactly two integers from 1 to 6. The value is the library's own frozen copy. */
export function validateDice(dice: unknown): Result<Dice, TavlaError<DiceErrorCode>> {
  const read = readDice(dice);
  return typeof read === 'string' ? err('invalid-dice', read) : ok(read);
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
