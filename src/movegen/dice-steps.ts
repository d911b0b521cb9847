import type { Dice } from '../core/dice.js';
import { stagePlan } from '../core/stage-plan.js';
import type { MoveRules, StagePlan } from '../core/variant.js';

/** The sub-move dice of a roll: both dice, or a double's value repeated (G-8, SO-7). */
export function subMoveDice(rules: MoveRules, dice: Dice): number[] {
  const a = dice[0];
  const b = dice[1];
  return a === b ? new Array<number>(rules.stepsForDouble).fill(a) : [a, b];
}

/**
 * The stages of a roll for a roller who has finished `turnsPlayedByRoller` own turns. Most
 * variants have one: G-8's sub-move dice, LN-12's exception possible, nothing transferred. A
 * variant with a `turnStructure` (crazy gulbar, CG-2) names its own cascade.
 */
export function stagesOfRoll(rules: MoveRules, dice: Dice, turnsPlayedByRoller: number): readonly StagePlan[] {
  if (rules.turnStructure !== undefined) return rules.turnStructure.stages(dice, turnsPlayedByRoller);
  // One frozen plan per roll and double length, built on first use: the generator asks per call.
  const key = rules.stepsForDouble * 64 + dice[0] * 8 + dice[1];
  const known = SINGLE_STAGES[key];
  if (known !== undefined) return known;
  const roll = Object.freeze([dice[0], dice[1]] as const);
  const plans = Object.freeze([stagePlan(subMoveDice(rules, roll), roll, true, false)]);
  SINGLE_STAGES[key] = plans;
  return plans;
}

const SINGLE_STAGES: (readonly StagePlan[] | undefined)[] = [];
