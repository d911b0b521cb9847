import { describe, expect, it } from 'vitest';
import { apply, newMatch, startPosition, stateFromJSON, stateToJSON, toFibsBoard, toGnubgId, toXgid, type GameState } from '../../src/index.js';
import { getVariant, longNard, playableVariants } from '../../src/variants/index.js';
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

describe('the option schemas handed out are frozen all the way down (finding 4 on getVariant(id).options)', () => {
  const deepUnfrozen = (value: unknown, path: string, out: string[]): string[] => {
    if (typeof value !== 'object' || value === null) return out;
    if (!Object.isFrozen(value)) out.push(path);
    for (const [k, v] of Object.entries(value)) deepUnfrozen(v, `${path}.${k}`, out);
    return out;
  };

  it('every variant: options and presets, every level frozen', () => {
    for (const id of playableVariants()) {
      const variant = getVariant(id)!;
      expect(deepUnfrozen(variant.options, `${variant.id}.options`, [])).toEqual([]);
      expect(deepUnfrozen(variant.presets, `${variant.id}.presets`, [])).toEqual([]);
    }
  });

  it("writing into long nard's default exception rolls (LN-12) cannot change a later position's rules", () => {
    const defaults = longNard.options['longNard']!['headExceptionRolls']!.default as number[];
    expect(() => defaults.splice(0, defaults.length, 1, 2)).toThrow(TypeError);
    expect(must(startPosition('long-nard')).options.longNard?.headExceptionRolls).toEqual([6, 4, 3]);
  });

  it('writing into an allowed value (LN-15 lastRollDraw) cannot make an unknown value allowed', () => {
    const allowed = longNard.options['longNard']!['lastRollDraw']!.allowed as Data[];
    expect(() => {
      allowed[1]!['drawScore'] = 'bogus';
    }).toThrow(TypeError);
    expect(startPosition('long-nard', { longNard: { lastRollDraw: { drawScore: 'bogus' } } } as never).ok).toBe(false);
  });
});

describe('a rotation read from a save is bounded as newMatch bounds it (findings 3 and 12 on TV-1 rotations)', () => {
  const rotationState = (): Data => {
    const state = must(newMatch({ rotation: [{ variant: 'short-tavla', preset: 'portes' }, { variant: 'plakoto' }, { variant: 'fevga' }], match: { length: 3 } }));
    return JSON.parse(must(stateToJSON(state))) as Data;
  };

  it('newMatch refuses a rotation of more than 12 games', () => {
    const games = Array.from({ length: 13 }, () => ({ variant: 'plakoto' }));
    expect(newMatch({ rotation: games, match: { length: 3 } } as never).ok).toBe(false);
  });

  it('stateFromJSON refuses a resolved rotation of more than 12 games (13, or 5,000 that each cost a resolution)', () => {
    const data = rotationState();
    const rotation = (data['settings'] as Data)['rotation'] as { games: unknown[] };
    const three = rotation.games;
    rotation.games = Array.from({ length: 13 }, (_, i) => three[i % 3]);
    const thirteen = stateFromJSON(JSON.stringify(data));
    expect(thirteen.ok ? 'accepted' : thirteen.error.code).toBe('invalid-state');
    rotation.games = Array.from({ length: 5000 }, (_, i) => three[i % 3]);
    const many = stateFromJSON(JSON.stringify(data));
    expect(many.ok ? 'accepted' : many.error.code).toBe('invalid-state');
  });
});
