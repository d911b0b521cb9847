import { describe, expect, it } from 'vitest';
import { apply, newMatch, stateToJSON, toFibsBoard, toGnubgId, toXgid, type GameState } from '../../src/index.js';
import { must } from '../game/helpers.js';

/**
 * Issue 12, reviewed again on the exports that came after it (the Tavli variants, rotation
 * matches, the FIBS, XGID, SGF and .mat readers): each test failed before its fix.
 */

type Data = Record<string, unknown>;

/** A short tavla match after the opening roll, as a caller's plain save. */
function savedState(): Data {
  const state = must(apply(must(newMatch({ variant: 'short-tavla', match: { length: 3 } })), { type: 'opening-roll', white: 3, black: 1 }));
  return JSON.parse(must(stateToJSON(state))) as Data;
}

/** `data` with `key` read through a getter: the first `honest` reads see the value, later ones `later()`. */
function changingAfter(data: Data, key: string, honest: number, later: () => unknown): GameState {
  const value = data[key];
  let reads = 0;
  const hostile = { ...data };
  Object.defineProperty(hostile, key, { enumerable: true, get: () => (reads++ < honest ? value : later()) });
  return hostile as unknown as GameState;
}

describe('the state writers read the caller\'s state once (findings 1, 8, 11 on toGnubgId, toXgid, toFibsBoard)', () => {
  const writers = { toGnubgId, toXgid, toFibsBoard: (s: GameState) => toFibsBoard(s) } as const;

  for (const [name, write] of Object.entries(writers)) {
    it(`${name}: a getter that throws on its second read is read once, so the Result comes back`, () => {
      const data = savedState();
      const expected = write(data as unknown as GameState);
      expect(expected.ok).toBe(true);
      for (const key of ['phase', 'position', 'offer', 'settings', 'dice']) {
        const hostile = changingAfter(data, key, 1, () => {
          throw new Error(`${key} read twice`);
        });
        expect(() => write(hostile), key).not.toThrow();
        expect(write(changingAfter(data, key, 1, () => data[key])), key).toEqual(expected);
      }
    });

    it(`${name}: a position that changes after it was checked does not reach the output`, () => {
      const data = savedState();
      const expected = write(data as unknown as GameState);
      const bogus = { ...(data['position'] as Data), white: { points: { 6: 99 }, bar: 7, off: 0 } };
      for (let honest = 1; honest <= 3; honest++) {
        expect(write(changingAfter(data, 'position', honest, () => bogus)), `honest reads: ${honest}`).toEqual(expected);
      }
    });
  }
});
