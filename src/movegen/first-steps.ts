import { packStep, type PackedStep } from '../core/packed-step.js';
import type { Dice } from '../core/dice.js';
import { rulesOf, type Position } from '../position/position.js';
import { HIT, StepCode, type Builder } from './builder.js';
import { acquire, firstStage, release } from './generate.js';
import { unpackSubMoves } from '../core/stage-plan.js';

/**
 * The shortcut behind `legalSteps`: when some sequence uses every die (or bears off the last
 * checker first, G-9.6) and passes the end-of-play rule, the legal plays are exactly those
 * sequences (G-9.2), so "can this step still reach a legal play?" is answered by a depth-first
 * search that stops at the first complete sequence behind it, with no need to generate every
 * play. Where that is not enough — no play uses every die (G-9's shorter plays, G-9.3's larger
 * die, G-10's pass), a per-step rule (LN-13a), a head limit chosen by trying plays (LN-12's
 * position-dependent modes), ST-9's hitter rules or a duty that chooses among whole plays (FE-9) — the shortcut answers null and
 * `legalSteps` generates every play first. test/api/legal-steps.test.ts compares the two.
 */

/**
 * Runs `use` on the scratch board at `position`, with the stage's sub-move dice and head limit
 * set as the generator would (the first stage of the roll, CG-2, CG-4), or answers null where
 * the rules rule the shortcut out. `use` itself answers null when no sequence uses every die.
 */
export function withFullPlays<T>(
  position: Position,
  dice: Dice,
  use: (b: Builder, subMoves: readonly number[], sorted: Int8Array, used: Uint8Array) => T | null,
): T | null {
  const rules = rulesOf(position);
  if (rules.headLimits !== undefined || rules.hitter !== 'free' || rules.stepConstraint !== null || rules.preferredPlays !== null) return null;
  const engine = acquire(position);
  try {
    const b = engine.scratch!;
    const stage = firstStage(position, dice);
    // LN-11/12 (CG-4 per stage): the limit the generator uses for this stage (runStage).
    const turnsPlayed = position.turnsPlayed[position.turn];
    b.headLimit = stage.headException
      ? rules.headLimit(turnsPlayed, stage.dice)
      : (rules.turnStructure?.plainHeadLimit ?? rules.headLimit(turnsPlayed, stage.dice));
    // The engine's scratch arrays (it is not generating now): the dice largest first, none used.
    const sorted = engine.sorted;
    const used = engine.used;
    const n = unpackSubMoves(stage.subMoveCode, sorted);
    used.fill(0, 0, n);
    return use(b, stage.subMoves, sorted, used);
  } finally {
    release(engine);
  }
}

/**
 * The first steps of the plays that use every die (packed), largest die first and then from the highest
 * point, or null when no sequence uses every die. Called through `withFullPlays`. Steps with
 * different dice or points differ, so nothing is offered twice.
 */
export function firstStepsOfFullPlays(b: Builder, n: number, sorted: Int8Array, used: Uint8Array): PackedStep[] | null {
  const mine = b.mine;
  const offered: PackedStep[] = [];
  for (let i = 0; i < n; i++) {
    // Equal dice are interchangeable: each distinct value once.
    if (i > 0 && sorted[i] === sorted[i - 1]) continue;
    const die = sorted[i]!;
    used[i] = 1;
    for (let from = 25; from >= 1; from--) {
      if (mine[from]! <= 0 || b.check(from, die, false) !== StepCode.Ok) continue;
      const token = b.apply(from, die, false);
      const good = completes(b, 1, n, sorted, used);
      b.undo(from, token);
      if (good) offered.push(packStep(from, (token & 63) - 8, die, (token & HIT) !== 0));
    }
    used[i] = 0;
  }
  return offered.length > 0 ? offered : null;
}

/**
 * True when the board in `b` can go on to use every die left (or finish, G-9.6) and pass the end
 * rule: `sorted` holds the n dice largest first, `used` marks those already played.
 */
export function completes(b: Builder, depth: number, n: number, sorted: Int8Array, used: Uint8Array): boolean {
  if (depth === n || b.finished()) return b.endOk();
  const mine = b.mine;
  for (let i = 0; i < n; i++) {
    // Equal dice are interchangeable: each distinct value once per depth.
    if (used[i] || (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1])) continue;
    const die = sorted[i]!;
    used[i] = 1;
    for (let from = 25; from >= 1; from--) {
      if (mine[from]! <= 0 || b.check(from, die, false) !== StepCode.Ok) continue;
      const token = b.apply(from, die, false);
      const done = completes(b, depth + 1, n, sorted, used);
      b.undo(from, token);
      if (done) {
        used[i] = 0;
        return true;
      }
    }
    used[i] = 0;
  }
  return false;
}
