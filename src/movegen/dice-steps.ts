import type { Dice } from '../core/dice.js';
import type { MoveRules } from '../core/variant.js';

/** The sub-move dice of a roll: both dice, or a double's value repeated (G-8, SO-7). */
export function subMoveDice(rules: MoveRules, dice: Dice): number[] {
  const [a, b] = dice;
  return a === b ? new Array<number>(rules.stepsForDouble).fill(a) : [a, b];
}
