import { show } from '../core/show.js';
import { validateDice, type Dice } from '../index.js';
import { orRefuse, refused } from './cli-error.js';

/**
 * A roll as people type it: `3-1`, `31` or `3,1` (either die first). The library's
 * `validateDice` has the last word, so a die out of 1..6 gets its code, `invalid-dice`.
 */
export function readDice(text: string): Dice {
  const match = /^\s*(\d)\s*[-,]?\s*(\d)\s*$/.exec(text);
  if (match === null) throw refused('invalid-dice', `${show(text)} is not a roll: write two dice as 3-1, 31 or 3,1.`);
  return orRefuse(validateDice([Number(match[1]), Number(match[2])]));
}

/** Whether two rolls are the same dice, in either order. */
export function sameRoll([a, b]: Dice, [c, d]: Dice): boolean {
  return (a === c && b === d) || (a === d && b === c);
}

/** A roll as players say it, larger die first: 6-4. */
export function diceText([a, b]: Dice): string {
  return `${Math.max(a, b)}-${Math.min(a, b)}`;
}
