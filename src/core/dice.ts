import { err, ok, type Result, type TavlaError } from './result.js';
import { show } from './show.js';

/** A roll of two six-sided dice (G-1). Order does not matter to the rules. */
export type Dice = readonly [number, number];

export type DiceErrorCode = 'invalid-dice';

export function isDieValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** Checks caller-supplied dice: exactly two integers from 1 to 6. */
export function validateDice(dice: unknown): Result<Dice, TavlaError<DiceErrorCode>> {
  if (!Array.isArray(dice)) return err('invalid-dice', 'Dice must be an array of two integers from 1 to 6.');
  if (dice.length !== 2) {
    return err('invalid-dice', `A roll is exactly two dice; got ${dice.length}.`);
  }
  const [a, b] = dice as unknown[];
  if (!isDieValue(a) || !isDieValue(b)) {
    return err('invalid-dice', `Each die must be an integer from 1 to 6; got [${show(a)}, ${show(b)}].`);
  }
  return ok([a, b] as const);
}

/** The 21 distinct rolls, larger die first: 11 21 22 31 32 33 ... 66 ordered by (high, low). */
export const ALL_ROLLS: readonly Dice[] = Object.freeze(
  (() => {
    const rolls: Dice[] = [];
    for (let hi = 1; hi <= 6; hi++) for (let lo = 1; lo <= hi; lo++) rolls.push(Object.freeze([hi, lo] as const));
    return rolls;
  })(),
);

/** How many of the 36 ordered outcomes give this roll: 1 for a double, 2 otherwise. */
export function rollWeight(dice: Dice): number {
  return dice[0] === dice[1] ? 1 : 2;
}

/**
 * True when `dice` is already a valid roll, checked without allocating (the generator's entry
 * points call this on every call and fall back to `validateDice` for the error).
 */
export function isRoll(dice: unknown): dice is Dice {
  return Array.isArray(dice) && dice.length === 2 && isDieValue(dice[0]) && isDieValue(dice[1]);
}
