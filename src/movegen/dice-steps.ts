import type { Dice } from '../core/dice.js';
import type { MoveRules, StagePlan } from '../core/variant.js';

/** The sub-move dice of a roll: both dice, or a double's value repeated (G-8, SO-7). */
export function subMoveDice(rules: MoveRules, dice: Dice): number[] {
  const [a, b] = dice;
  return a === b ? new Array<number>(rules.stepsForDouble).fill(a) : [a, b];
}

/**
 * The stages of a roll for a roller who has finished `turnsPlayedByRoller` own turns. Most
 * variants have one: G-8's sub-move dice, LN-12's exception possible, nothing transferred. A
 * variant with a `turnStructure` (crazy gulbar, CG-2) names its own cascade.
 */
export function stagesOfRoll(rules: MoveRules, dice: Dice, turnsPlayedByRoller: number): readonly StagePlan[] {
  if (rules.turnStructure !== undefined) return rules.turnStructure.stages(dice, turnsPlayedByRoller);
  const subMoves = Object.freeze(subMoveDice(rules, dice));
  return Object.freeze([Object.freeze({ subMoves, dice, headException: true, transferable: false })]);
}
