import type { Dice } from '../core/dice.js';
import type { Step } from '../core/play.js';
import { rulesOf, type Position } from '../position/position.js';
import { HIT, StepCode, type Builder } from './builder.js';
import { toStep } from './convert.js';
import { acquire, firstStage, packStep, release } from './generate.js';

/**
 * The first steps a UI may offer when every die can be played, found without generating every
 * play: `legalSteps(position, dice)` with no steps taken yet, in the common case.
 *
 * When some sequence uses every die (or bears off the last checker first, G-9.6) and passes the
 * end-of-play rule, the legal plays are exactly those sequences (G-9.2), so a first step can be
 * offered as soon as one such sequence is found behind it: a depth-first search that stops at
 * the first success, instead of the whole generation. Where that is not enough — no play uses
 * every die (G-9's shorter plays, G-9.3's larger die, G-10's pass), a per-step rule (LN-13a), a
 * head limit chosen by trying plays (LN-12's position-dependent modes) or ST-9's hitter rules — it
 * answers null and `legalSteps` takes the general path. A crazy gulbar cascade is offered stage
 * by stage like any roll: its first stage (CG-2, CG-4), as `legalSteps` does. Same steps, same
 * order as the general path (test/api/legal-steps.test.ts compares the two).
 */
export function quickFirstSteps(position: Position, dice: Dice): readonly Step[] | null {
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
    const offered: Step[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < n; i++) {
      // Equal dice are interchangeable: each distinct value once, as the general path does.
      if (i > 0 && sorted[i] === sorted[i - 1]) continue;
      const die = sorted[i]!;
      used[i] = 1;
      for (let from = 25; from >= 1; from--) {
        if (b.mine[from]! <= 0 || b.check(from, die, false) !== StepCode.Ok) continue;
        const token = b.apply(from, die, false);
        if (completes(b, 1, n, sorted, used)) {
          const packed = packStep(from, (token & 63) - 8, die, (token & HIT) !== 0);
          if (!seen.has(packed)) {
            seen.add(packed);
            offered.push(toStep(packed));
          }
        }
        b.undo(from, token);
      }
      used[i] = 0;
    }
    return offered.length > 0 ? Object.freeze(offered) : null;
  } finally {
    release(engine);
  }
}

/** True when the board in `b` can go on to use every die left (or finish, G-9.6) and pass the end rule. */
function completes(b: Builder, depth: number, n: number, sorted: Int8Array, used: Uint8Array): boolean {
  if (depth === n || b.finished()) return b.endOk();
  for (let i = 0; i < n; i++) {
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
