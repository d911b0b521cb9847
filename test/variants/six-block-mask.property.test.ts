import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../src/core/variant.js';
import { NARD_GEOMETRY } from '../../src/variants/long-nard.js';
import { blockHooks } from '../../src/variants/six-block.js';
import { runs } from '../tier.js';

/**
 * LN-13 (and LN-13b's variants) at the end of the play: on the nard board the six-block test is
 * also offered on the mover's occupied mask (MoveRules.endConstraintOnMask), which the plain
 * kernel asks of a final board before making it. Both forms must give the rule book's verdict,
 * computed here literally, on random boards with runs of held points and opposing checkers on
 * the points the mover does not hold or borne off, either player moving.
 */

/** A board in the generator's view: the mover's counts, the opponent's, both numberings. */
interface Board {
  readonly mine: number[];
  readonly theirs: number[];
}

/** A random board for `mover`: a run of held points (blocks are likely), a few more, and the opponent's checkers elsewhere or off. */
const boardFor = (facing: Int8Array): fc.Arbitrary<Board> =>
  fc
    .record({
      runStart: fc.integer({ min: 1, max: 24 }),
      runLength: fc.integer({ min: 0, max: 9 }),
      extra: fc.array(fc.integer({ min: 1, max: 24 }), { maxLength: 5 }),
      theirs: fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 15 }),
    })
    .map(({ runStart, runLength, extra, theirs }) => {
      const mine = new Array<number>(26).fill(0);
      for (let k = 0; k < runLength; k++) mine[((runStart - 1 + k) % 24) + 1] = 1;
      for (const p of extra) mine[p] = 2;
      // LN-4: the opponent has no checker on a point the mover holds.
      const held = new Set<number>();
      for (let p = 1; p <= 24; p++) if (mine[p]! > 0) held.add(facing[p]!);
      const counts = new Array<number>(27).fill(0);
      for (const q of theirs) if (!held.has(q)) counts[q] = counts[q]! + 1;
      return { mine, theirs: counts };
    });

/**
 * The rule book's verdict, literally: LN-13.2 a block is six or more consecutive points of the
 * opponent's path (his own numbering; his 24 and 1 are not neighbours, LN-13.5) held by the
 * mover; LN-13.3 an opposing checker at x (0: borne off) has passed a block starting at lo when
 * x < lo; LN-13.4 only the lowest block matters. LN-13b 'opponentCheckerInHome': a block is
 * allowed once an opposing checker is in his home (points 1-6) or off. True: the board is legal.
 */
function legalByTheBook(b: Board, facing: Int8Array, variant: 'opponentCheckerAhead' | 'opponentCheckerInHome'): boolean {
  const held = new Array<boolean>(26).fill(false);
  for (let p = 1; p <= 24; p++) if (b.mine[p]! > 0) held[facing[p]!] = true;
  let lowest = 0;
  for (let lo = 1; lo + 5 <= 24 && lowest === 0; lo++) {
    let run = true;
    for (let q = lo; q < lo + 6; q++) if (!held[q]) run = false;
    if (run) lowest = lo;
  }
  if (lowest === 0) return true;
  let rearmost = 25;
  for (let x = 24; x >= 0; x--) if (b.theirs[x]! > 0) rearmost = x;
  return variant === 'opponentCheckerInHome' ? rearmost <= 6 : rearmost < lowest;
}

function viewOf(b: Board, facing: Int8Array): BoardView {
  let occupied = 0;
  for (let s = 0; s <= 25; s++) if (b.mine[s]! > 0) occupied |= 1 << s;
  return { mine: Int8Array.from(b.mine), theirs: Int8Array.from(b.theirs), facing, occupied, pinnedMine: 0, pinnedTheirs: 0 };
}

describe("LN-13: the six-block test, on the board and on the occupied mask, is the rule book's", () => {
  for (const variant of ['opponentCheckerAhead', 'opponentCheckerInHome'] as const) {
    it(`LN-13 / LN-13b '${variant}': both forms give the rule book's verdict on random boards, either player moving`, () => {
      const hooks = blockHooks(true, 'endOfTurn', variant, NARD_GEOMETRY.facing);
      const onBoard = hooks.endConstraint!;
      const onMask = hooks.endConstraintOnMask!;
      let illegal = 0;
      fc.assert(
        fc.property(
          fc.constantFrom('white' as const, 'black' as const).chain((mover) => {
            const facing = Int8Array.from(NARD_GEOMETRY.facing[mover]);
            return boardFor(facing).map((b) => ({ b, facing }));
          }),
          ({ b, facing }) => {
            const view = viewOf(b, facing);
            const verdict = legalByTheBook(b, facing, variant);
            if (!verdict) illegal++;
            expect(onBoard(view)).toBe(verdict);
            expect(onMask(view.occupied, view.theirs)).toBe(verdict);
          },
        ),
        { numRuns: runs(2000, 50000) },
      );
      // The boards include illegal blocks, so the comparison is not only of legal ones.
      expect(illegal).toBeGreaterThan(0);
    });
  }

  it('LN-13a: only the end-of-play timing offers the mask form; blockRule off offers none', () => {
    expect(blockHooks(true, 'everySubMove', 'opponentCheckerAhead', NARD_GEOMETRY.facing).endConstraintOnMask).toBeUndefined();
    expect(blockHooks(true, 'passThroughOnly', 'opponentCheckerAhead', NARD_GEOMETRY.facing).endConstraintOnMask).toBeUndefined();
    expect(blockHooks(false, 'endOfTurn', 'opponentCheckerAhead', NARD_GEOMETRY.facing).endConstraintOnMask).toBeUndefined();
  });
});
