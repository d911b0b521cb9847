import { stepFrom, stepHit, stepTo } from '../core/packed-step.js';
import { BAR, OFF, sideOffset } from '../core/board.js';
import { UNIT_OF, WORD_OF } from '../core/packed-board.js';
import type { MoveRules } from '../core/variant.js';
import type { Player } from '../core/player.js';

/**
 * Whether a play's packed steps alone say what its board is: under these rules a sub-move moves
 * one checker and, when it hits (ST-5), sends one opposing checker to his bar, and nothing else
 * changes on the board. Pins (PL-5, PL-6) and a decision by a variant rule (PL-12, PL-14) also
 * change the state word, so their boards are kept whole.
 */
export function stepsMakeBoard(rules: MoveRules): boolean {
  return !rules.pins && rules.outcomeAfterStep === null;
}

/**
 * Plays `n` packed steps of `mover` on the packed board `words[0..]` (rules for which
 * `stepsMakeBoard` holds): the board the generator reached with them.
 */
export function playSteps(words: number[], rules: MoveRules, mover: Player, steps: ArrayLike<number>, at: number, n: number): void {
  const mineAt = sideOffset(mover);
  const theirsAt = sideOffset(mover === 'white' ? 'black' : 'white');
  const facing = rules.facing[mover];
  for (let d = at; d < at + n; d++) {
    const step = steps[d]!;
    const to = stepTo(step);
    const kf = mineAt + stepFrom(step);
    const kt = mineAt + (to <= 0 ? OFF : to);
    words[WORD_OF[kf]!]! -= UNIT_OF[kf]!;
    words[WORD_OF[kt]!]! += UNIT_OF[kt]!;
    if (stepHit(step)) {
      const kq = theirsAt + facing[to]!;
      const kb = theirsAt + BAR;
      words[WORD_OF[kq]!]! -= UNIT_OF[kq]!;
      words[WORD_OF[kb]!]! += UNIT_OF[kb]!;
    }
  }
}
