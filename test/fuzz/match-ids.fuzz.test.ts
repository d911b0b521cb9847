import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, fromGnubgId, fromXgid, legalActions, toGnubgId, toXgid, type NotationErrorCode } from '../../src/index.js';
import { BASE64 } from '../../src/notation/base64.js';
import { runs } from '../tier.js';

/**
 * Fuzzing the GNU Backgammon ID and XGID readers: whatever the string, the answer is a Result
 * with a specific code, never a throw; an ok answer is a state the reducer takes and that writes
 * back to a string the reader accepts again.
 */

const RUNS = { numRuns: runs(500, 5000) };
const CODES: readonly NotationErrorCode[] = ['malformed-match-id', 'malformed-position-id', 'invalid-position', 'invalid-game-state', 'malformed-xgid'];

const base64Arb = (length: number): fc.Arbitrary<string> => fc.array(fc.constantFrom(...Array.from(BASE64)), { minLength: length, maxLength: length }).map((a) => a.join(''));
/** Real position IDs (start, mid-game, bear-off) with random match IDs: most bits of a match ID are meaningful. */
const gnubgArb = fc.oneof(
  fc.tuple(fc.constantFrom('4HPwATDgc/ABMA', 'sGfwATDgc/ABMA', 'wufgBwCw58EBIQ', '4PPgASTgc/ABMA', 'AAAAfl8AAAAAAA'), base64Arb(12)).map(([p, m]) => `${p}:${m}`),
  fc.tuple(base64Arb(14), base64Arb(12)).map(([p, m]) => `${p}:${m}`),
  fc.string({ maxLength: 40 }),
);
const XG_CHARS = ['-', '-', '-', 'A', 'B', 'C', 'E', 'O', 'P', 'a', 'b', 'c', 'e', 'o', 'z', '1'];
const xgidArb = fc.oneof(
  fc
    .tuple(
      fc.array(fc.constantFrom(...XG_CHARS), { minLength: 26, maxLength: 26 }),
      fc.constantFrom('0', '1', '2', '6', '15', '16', '-1'),
      fc.constantFrom('0', '1', '-1', '2'),
      fc.constantFrom('1', '-1', '0'),
      fc.constantFrom('00', '31', '66', 'D', 'B', 'R', '70', '3'),
      fc.constantFrom('0', '3', '4', '6', '99999'),
      fc.constantFrom('0', '1', '4'),
      fc.constantFrom('0', '1', '2', '3', '4'),
      fc.constantFrom('0', '1', '5', '7', '32768'),
      fc.constantFrom('10', '6', '0', '16', ''),
    )
    .map(([board, ...rest]) => `XGID=${board.join('')}:${rest.join(':')}`.replace(/:$/, '')),
  fc.constantFrom('XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10').chain((x) =>
    fc.tuple(fc.nat(x.length - 1), fc.string({ maxLength: 2 })).map(([i, s]) => x.slice(0, i) + s + x.slice(i + 1)),
  ),
  fc.string({ maxLength: 60 }),
);

function checkReader(read: (text: string) => ReturnType<typeof fromXgid>, write: typeof toXgid, text: string): void {
  const r = read(text);
  if (!r.ok) {
    expect(CODES).toContain(r.error.code);
    expect(typeof r.error.message).toBe('string');
    return;
  }
  expect(legalActions(r.value).length > 0 || r.value.phase === 'match-over').toBe(true);
  const again = write(r.value);
  expect(again.ok).toBe(true);
  if (again.ok) expect(read(again.value).ok).toBe(true);
  const first = legalActions(r.value)[0];
  if (first !== undefined && first.type !== 'roll' && first.type !== 'opening-roll') expect(apply(r.value, first).ok).toBe(true);
}

describe('fuzz: GNU Backgammon IDs and XGIDs', () => {
  it('fromGnubgId: a Result with a specific code for any string, never a throw', () => {
    fc.assert(fc.property(gnubgArb, (text) => {
        checkReader(fromGnubgId, toGnubgId, text);
      }), RUNS);
  });

  it('fromXgid: a Result with a specific code for any string, never a throw', () => {
    fc.assert(fc.property(xgidArb, (text) => {
        checkReader(fromXgid, toXgid, text);
      }), RUNS);
  });

  it('non-strings and odd values are answered, not thrown', () => {
    for (const value of [null, undefined, 42, {}, [], '\u0000', 'XGID=', ':', '::::::::::']) {
      expect(fromGnubgId(value as string).ok).toBe(false);
      expect(fromXgid(value as string).ok).toBe(false);
    }
    for (const value of [null, undefined, 42, {}, []]) {
      expect(toGnubgId(value as never)).toMatchObject({ ok: false, error: { code: 'invalid-game-state' } });
      expect(toXgid(value as never)).toMatchObject({ ok: false, error: { code: 'invalid-game-state' } });
    }
  });
});
