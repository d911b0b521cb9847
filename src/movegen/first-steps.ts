import type { Dice } from '../core/dice.js';
import { rulesOf, type Position } from '../position/position.js';
import { StepCode, type Builder } from './builder.js';
import { acquire, firstStage, release } from './generate.js';

/**
 * The shortcut behind `legalSteps`: when some sequence uses every die (or bears off the last
 * checker first, G-9.6) and passes the end-of-play rule, the legal plays are exactly those
 * sequences (G-9.2), so "can this step still reach a legal play?" is answered by a depth-first
 * search that stops at the first complete sequence behind it, with no need to generate every
 * play. Where that is not enough — no play uses every die (G-9's shorter plays, G-9.3's larger
 * die, G-10's pass), a per-step rule (LN-13a), a head limit chosen by trying plays (LN-12's
 * position-dependent modes) or ST-9's hitter rules — `withFullPlays` answers null and
 * `legalSteps` generates every play first. test/api/legal-steps.test.ts compares the two.
 *
 * `use` runs on the scratch board at `position`, with the stage's sub-move dice and head limit
 * set as the generator would (the first stage of the roll, CG-2, CG-4).
 */
export function withFullPlays<T>(position: Position, dice: Dice, use: (b: Builder, subMoves: readonly number[]) => T): T | null {
  const rules = rulesOf(position);
  if (rules.headLimits !== undefined || rules.hitter !== 'free' || rules.stepConstraint !== null) return null;
  const engine = acquire(position);
  try {
    const b = engine.b!;
    const stage = firstStage(position, dice);
    // LN-11/12 (CG-4 per stage): the limit the generator uses for this stage (runStage).
    const turnsPlayed = position.turnsPlayed[position.turn];
    b.headLimit = stage.headException
      ? rules.headLimit(turnsPlayed, stage.dice)
      : (rules.turnStructure?.plainHeadLimit ?? rules.headLimit(turnsPlayed, stage.dice));
    const n = stage.subMoves.length;
    // The engine's scratch arrays: it is not generating now.
    const sorted = engine.sorted;
    const used = engine.used;
    for (let i = 0; i < n; i++) sorted[i] = stage.subMoves[i]!;
    sorted.subarray(0, n).sort((x, y) => y - x);
    used.fill(0);
    return completes(b, 0, n, sorted, used) ? use(b, stage.subMoves) : null;
  } finally {
    release(engine);
  }
}

/** True when the board in `b` can go on to use every die left (or finish, G-9.6) and pass the end rule. */
function completes(b: Builder, depth: number, n: number, sorted: Int8Array, used: Uint8Array): boolean {
  if (depth === n || b.finished()) return b.endOk();
  for (let i = 0; i < n; i++) {
    // Equal dice are interchangeable: each distinct value once per depth.
    if (used[i] || (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1])) continue;
    const die = sorted[i]!;
    used[i] = 1;
    for (let from = 25; from >= 1; from--) {
      if (b.mine[from]! <= 0 || b.check(from, die, false) !== StepCode.Ok) continue;
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
