import { CHECKERS } from '../core/board.js';
import type { Dice } from '../core/dice.js';
import type { Player } from '../core/player.js';
import { STEP_REJECTED, type MoveRules, type StagePlan } from '../core/variant.js';
import { Builder, HIT, StepCode } from './builder.js';
import { stagesOfRoll } from './dice-steps.js';

/**
 * The shared legal-play generator (G-9 over whole sequences). It walks every sequence of
 * sub-moves depth first on one scratch board, keeps the sequences of maximal length, applies the
 * larger-die rule, and merges sequences that reach the same position. Variants plug in through
 * `MoveRules`; nothing here knows a variant's name.
 */

/** A sub-move packed into one integer: from (5 bits), to + 8 (6 bits), die (3 bits), hit (1 bit). */
export type PackedStep = number;

export function packStep(from: number, to: number, die: number, hit: boolean): PackedStep {
  return from | ((to + 8) << 5) | (die << 11) | (hit ? 1 << 14 : 0);
}
export const stepFrom = (s: PackedStep): number => s & 31;
export const stepTo = (s: PackedStep): number => ((s >> 5) & 63) - 8;
export const stepDie = (s: PackedStep): number => (s >> 11) & 7;
export const stepHit = (s: PackedStep): boolean => (s & (1 << 14)) !== 0;

export interface RawPlay {
  readonly steps: PackedStep[];
  /** The whole board after the play (both sides, absolute blocks). */
  readonly board: Uint8Array;
  /** The Builder's Zobrist key of that board, for fast look-ups. */
  readonly hash: number;
}

export interface RawPlays {
  readonly plays: RawPlay[];
  /** Sub-moves in each play (G-9.2's m); the full count when the last checker came off (G-9.6). */
  readonly length: number;
  /** LN-11/12: the head limit these plays obey (what a step-by-step checker should use). */
  readonly headLimit: number;
  /** The sub-move dice the plays were generated for (G-8, or one stage of a cascade, CG-2). */
  readonly subMoves: readonly number[];
}

/**
 * All legal plays of the mover for the given sub-move dice (two values for a mixed roll, n equal
 * values for a double), each exactly once.
 */
export function generatePlays(
  rules: MoveRules,
  board: Uint8Array,
  mover: Player,
  dice: readonly number[],
  headLimit: number,
): RawPlays {
  return playsOn(new Builder(rules, board, mover), mover, dice, headLimit);
}

/**
 * All legal plays of a roll, the head limit settled first (LN-11/12). Usually that is one run
 * under `headLimit`. A variant with `headLimits` names limits to try in order, and the first
 * under which some play uses every die wins (LN-12 'anyBlockage' answers [1, 2]: a second head
 * checker only when one cannot play the whole roll), else the last. A bigger limit only adds
 * plays, so a later try is never shorter. The scratch board is back at the start after each run.
 */
export function generateRoll(rules: MoveRules, board: Uint8Array, mover: Player, turnsPlayedByMover: number, roll: Dice): RawPlays {
  // A roll of several stages (crazy gulbar's cascade, CG-2) is several decisions: this is the first.
  return generateStage(rules, board, mover, turnsPlayedByMover, stagesOfRoll(rules, roll, turnsPlayedByMover)[0]!);
}

/**
 * All legal plays of one stage: its sub-move dice, for `mover`, with G-9 applied to this stage
 * alone (CG-4) and its own head limit. `turnsPlayedByMover` feeds LN-12 when the stage may have
 * the exception; otherwise the limit is the variant's plain one (CG-4: transferred and later
 * cascade stages).
 */
export function generateStage(rules: MoveRules, board: Uint8Array, mover: Player, turnsPlayedByMover: number, stage: StagePlan): RawPlays {
  const dice = stage.subMoves;
  const b = new Builder(rules, board, mover);
  if (!stage.headException) {
    const plain = rules.turnStructure?.plainHeadLimit ?? rules.headLimit(turnsPlayedByMover, stage.dice);
    return playsOn(b, mover, dice, plain);
  }
  if (rules.headLimits === undefined) return playsOn(b, mover, dice, rules.headLimit(turnsPlayedByMover, stage.dice));
  const limits = rules.headLimits(turnsPlayedByMover, stage.dice, b);
  let raw = playsOn(b, mover, dice, limits[0] ?? CHECKERS);
  for (let i = 1; i < limits.length && raw.length < dice.length; i++) raw = playsOn(b, mover, dice, limits[i]!);
  return raw;
}

/** The generator proper, on a scratch board at the start position of the play. */
function playsOn(b: Builder, mover: Player, dice: readonly number[], headLimit: number): RawPlays {
  const rules = b.rules;
  b.headLimit = headLimit;
  const n = dice.length;
  const sorted = [...dice].sort((x, y) => y - x);
  const allSame = sorted[0] === sorted[n - 1];
  // Doubles: trying sources in non-increasing order reaches every final position once the
  // variant guarantees that reordering never changes legality (DESIGN.md, Speed).
  const ordered = allSame && rules.orderIndependent;
  const used = new Uint8Array(n);
  const stack: PackedStep[] = [];
  const lastFrom = new Int8Array(n + 1).fill(25);
  const mustFrom = new Int8Array(n + 1); // LN-13a 'passThroughOnly': the next step must start here
  const tracksHitters = rules.hitter === 'noHideOnOwnPoint';
  const top = rules.hasBar ? 25 : rules.points;

  let best = -1;
  let plays: RawPlay[] = [];
  let byHash = new Map<number, number>();
  let oneStepDie: number[] = []; // for G-9.3: the die of each one-step play

  const record = (length: number): void => {
    if (length < best) return;
    if (length > best) {
      best = length;
      plays = [];
      byHash = new Map();
      oneStepDie = [];
    }
    const known = byHash.get(b.hash);
    let index = -1;
    if (known !== undefined) {
      if (b.sameAs(plays[known]!.board, mover)) index = known;
      else index = plays.findIndex((p) => b.sameAs(p.board, mover));
    }
    if (index >= 0) {
      // The same position by another path. For G-9.3 keep the path that uses the larger die.
      if (length === 1 && stack.length === 1 && stepDie(stack[0]!) > oneStepDie[index]!) {
        plays[index] = { steps: [stack[0]!], board: plays[index]!.board, hash: plays[index]!.hash };
        oneStepDie[index] = stepDie(stack[0]!);
      }
      return;
    }
    if (known === undefined) byHash.set(b.hash, plays.length);
    oneStepDie.push(stack.length === 1 ? stepDie(stack[0]!) : 0);
    plays.push({ steps: stack.slice(), board: b.toBoard(mover), hash: b.hash });
  };

  const walk = (depth: number): boolean => {
    let below = false;
    if (depth < n && !b.finished()) {
      const must = mustFrom[depth]!;
      for (let i = 0; i < n; i++) {
        if (used[i]) continue;
        // Equal dice are interchangeable: try each distinct value once per depth.
        if (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1]) continue;
        const die = sorted[i]!;
        used[i] = 1;
        const limit = ordered ? lastFrom[depth]! : top;
        for (let from = limit; from >= 1; from--) {
          if (must !== 0 && from !== must) continue;
          for (let kind = 0; kind < (tracksHitters ? 2 : 1); kind++) {
            const asHitter = kind === 1;
            if (b.check(from, die, asHitter) !== StepCode.Ok) continue;
            const token = b.apply(from, die, asHitter);
            const to = (token & 63) - 8;
            const after = b.afterStep(from, to);
            if (after !== STEP_REJECTED) {
              stack.push(packStep(from, to, die, (token & HIT) !== 0));
              lastFrom[depth + 1] = from;
              mustFrom[depth + 1] = after > 0 ? after : 0;
              if (walk(depth + 1)) below = true;
              stack.pop();
            }
            b.undo(from, token);
          }
        }
        used[i] = 0;
      }
    }
    if (below) return true;
    // Only a node without a valid longer continuation can be of maximal length.
    if (mustFrom[depth] !== 0 || !b.endOk()) return false;
    record(b.finished() ? n : depth);
    return true;
  };

  mustFrom[0] = 0;
  // G-10: with no legal sequence at all, the roll is forfeited: one empty play (even in a
  // hand-made position whose start already breaks an end-of-play rule).
  if (!walk(0)) record(0);

  // G-9.3: with one sub-move possible from a mixed roll, the larger die must be used if it can.
  if (best === 1 && n === 2 && !allSame) {
    const larger = sorted[0]!;
    if (oneStepDie.includes(larger)) plays = plays.filter((_, i) => oneStepDie[i] === larger);
  }
  return { plays, length: Math.max(best, 0), headLimit, subMoves: dice };
}
