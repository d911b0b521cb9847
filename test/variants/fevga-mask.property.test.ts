import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../src/core/variant.js';
import { rulesOf } from '../../src/position/position.js';
import { startPosition } from '../../src/position/setup.js';
import { runs } from '../tier.js';

/**
 * FE-7 / FE-8 (the quarter rule) and FE-10 'forbidTrapAll' (the six-block test) at the end of the
 * play read only the mover's occupied points and the opponent's counts, so Fevga offers them on
 * the occupied mask too (MoveRules.endConstraintOnMask), which the plain kernel asks of a final
 * board. On random boards, the mask form must give the board form's verdict, for every quarter
 * rule with and without FE-10.
 */

const board = fc.record({
  // Runs of held points make quarters and blocks likely.
  runStart: fc.integer({ min: 1, max: 24 }),
  runLength: fc.integer({ min: 0, max: 12 }),
  extra: fc.array(fc.integer({ min: 0, max: 24 }), { maxLength: 6 }),
  theirs: fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 15 }),
});

describe('FE-7, FE-8, FE-10: the end-of-play limits on the occupied mask are the board test', () => {
  for (const quarterRule of ['ownStart', 'opponentStart', 'both', 'opponentMax4', 'none'] as const) {
    for (const primeRule of ['forbidTrapAll', 'none'] as const) {
      if (quarterRule === 'none' && primeRule === 'none') continue; // no limit at all
      it(`quarterRule '${quarterRule}', primeRule '${primeRule}': the same verdict on random boards, either player moving`, () => {
        const start = startPosition('fevga', { fevga: { quarterRule, primeRule, quarterCheck: 'endOfTurn' } });
        if (!start.ok) throw new Error(start.error.message);
        const rules = rulesOf(start.value);
        const onBoard = rules.endConstraint!;
        const onMask = rules.endConstraintOnMask!;
        expect(onMask).toBeTypeOf('function');
        let broken = 0;
        fc.assert(
          fc.property(board, fc.constantFrom('white' as const, 'black' as const), ({ runStart, runLength, extra, theirs }, mover) => {
            const facing = rules.facing[mover];
            const mine = new Int8Array(26);
            for (let k = 0; k < runLength; k++) mine[((runStart - 1 + k) % 24) + 1] = 1;
            for (const p of extra) mine[p] = 2;
            const held = new Set<number>();
            for (let p = 1; p <= 24; p++) if (mine[p]! > 0) held.add(facing[p]!);
            const counts = new Int8Array(27);
            for (const q of theirs) if (!held.has(q)) counts[q] = counts[q]! + 1;
            let occupied = 0;
            for (let s = 0; s <= 25; s++) if (mine[s]! > 0) occupied |= 1 << s;
            const view: BoardView = { mine, theirs: counts, facing, occupied, pinnedMine: 0, pinnedTheirs: 0 };
            const verdict = onBoard(view);
            if (!verdict) broken++;
            expect(onMask(occupied, counts)).toBe(verdict);
          }),
          { numRuns: runs(1000, 20000) },
        );
        // The boards break the limits too, so the comparison is not only of legal ones.
        expect(broken).toBeGreaterThan(0);
      });
    }
  }
});
