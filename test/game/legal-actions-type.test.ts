import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, apply, isActionType, legalActions, newGame, newMatch, type Action, type ActionType, type GameConfig, type GameState, type LegalAction, type VariantId } from '../../src/index.js';
import { playableVariants } from '../../src/variants/registry.js';
import { chooseAction, cubeAllowed, type Random } from './driver.js';
import { runs } from '../tier.js';

/**
 * `legalActions(state, type)`: the entries of one type of the whole list, in its order. A bot
 * asks `legalActions(state, 'play')` for the plays it chooses among (the game layer's G-9: every
 * legal play once), a UI the resignation levels (SC-8) or the cube answers (CU-6).
 */

const TYPES: readonly ActionType[] = [
  'opening-roll',
  'roll',
  'play',
  'double',
  'take',
  'drop',
  'beaver',
  'raccoon',
  'resign',
  'accept-resignation',
  'reject-resignation',
  'next-game',
];

/** Settings under which every type turns up: a match, money play with beavers and raccoons (CU-6, CU-7), resigning while doubled. */
const CONFIGS: readonly ((variant: VariantId) => GameConfig)[] = [
  (variant) => ({ variant, match: { length: 3 } }),
  // Plakoto and Fevga have no cube (PL-21, FE-12): money play without it.
  (variant) => ({ variant, match: { length: null }, ...(cubeAllowed(variant) ? { cube: { enabled: true, beaver: true, raccoon: true } } : {}) }),
  (variant) => ({ variant, match: { length: 5 }, resignWhileDoubled: true }),
];

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/** What apply makes of an action, as JSON: two actions that lead to the same state are the same move. */
const after = (state: GameState, action: Action): string => JSON.stringify(must(apply(state, action)));

/** Checks every type at `state` against the whole list, and applies the typed play entries. */
function checkState(state: GameState): void {
  const all = legalActions(state);
  let listed = 0;
  for (const type of TYPES) {
    const typed: readonly LegalAction[] = legalActions(state, type);
    const expected = all.filter((a) => a.type === type);
    expect(Object.isFrozen(typed)).toBe(true);
    // The same entries in the same order, each frozen; a play listed by type applies like its
    // twin in the whole list (same steps, so the same play).
    expect(typed).toEqual(expected);
    for (let i = 0; i < typed.length; i++) {
      expect(Object.isFrozen(typed[i])).toBe(true);
      if (type === 'play') expect(after(state, typed[i] as Action)).toBe(after(state, expected[i] as Action));
    }
    listed += typed.length;
  }
  // Every entry has one of the types: together they are the whole list.
  expect(listed).toBe(all.length);
}

describe('legalActions(state, type)', () => {
  it('lists exactly the entries of that type, in order, at every state of random games of every variant (G-9, SC-8, CU-6)', () => {
    const variants: readonly VariantId[] = playableVariants();
    fc.assert(
      fc.property(fc.constantFrom(...variants), fc.constantFrom(...CONFIGS), fc.boolean(), fc.integer({ min: 20, max: 60 }), fc.gen(), (variant, config, match, steps, g) => {
        const pick: Random = (n) => g(fc.nat, { max: n - 1 });
        let state = must(match ? newMatch(config(variant)) : newGame(config(variant)));
        for (let k = 0; k < steps && state.phase !== 'match-over'; k++) {
          checkState(state);
          state = must(apply(state, chooseAction(legalActions(state), pick)));
        }
      }),
      { numRuns: runs(12, 120) },
    );
  });

  it('lists the plays of a turn and nothing else, and no plays outside one', () => {
    let state = must(newGame({ variant: 'short-tavla' }));
    state = must(apply(state, { type: 'opening-roll', white: 3, black: 1 }));
    expect(state.phase).toBe('play');
    const plays = legalActions(state, 'play');
    expect(plays.length).toBeGreaterThan(1);
    // Typed as play actions, and at run time nothing else: every one White's play.
    expect(new Set(plays.map((a) => `${a.type} ${a.player} ${a.play.length}`))).toEqual(new Set(['play white 2']));
    // The entries apply as they are, like every entry of the whole list.
    const next = must(apply(state, plays[0]!));
    expect(next.phase).toBe('roll');
    expect(legalActions(next, 'play')).toEqual([]);
    expect(legalActions(next, 'roll')).toEqual([{ type: 'roll', player: 'black' }]);
  });

  it('answers [] for a value that is no game state, as the whole list does', () => {
    for (const value of [null, undefined, 42, 'state', {}, [], { phase: 'play' }]) {
      expect(legalActions(value as never, 'play')).toEqual([]);
      expect(legalActions(value as never, 'resign')).toEqual([]);
    }
  });

  it('refuses a type that is no action type with a TypeError naming legalActions and quoting a short prefix', () => {
    const state = must(newGame({ variant: 'long-nard' }));
    const hostile = {
      toString() {
        throw new Error('read');
      },
    };
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const proxy = new Proxy(new String('play'), {});
    const odd = ['plays', 'Play', '', 'x'.repeat(100_000), '\u0001'.repeat(40), '😀'.repeat(30), '__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    for (const type of [...odd, null, 7, NaN, 10n, Symbol('play'), hostile, ['play'], new String('play'), proxy, revoked.proxy, () => 'play']) {
      let thrown: unknown;
      try {
        legalActions(state, type as never);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(TypeError);
      const message = (thrown as TypeError).message;
      expect(message.startsWith('legalActions: type must be one of')).toBe(true);
      // The list of types, then at most 40 characters of what was given.
      expect(message.length).toBeLessThan(240);
    }
    expect([...ACTION_TYPES].sort()).toEqual([...TYPES].sort());
    expect(Object.isFrozen(ACTION_TYPES)).toBe(true);
    // Left out (undefined) is the whole list.
    expect(legalActions(state, undefined as never)).toEqual(legalActions(state));
  });
});

describe('legalActions(value, type) for values that are no state the library made', () => {
  it('reads a copy or a parsed save like the state itself, and answers [] for what cannot be one, in every form', () => {
    let state = must(newGame({ variant: 'crazy-gulbar' }));
    state = must(apply(state, { type: 'opening-roll', white: 4, black: 2 }));
    if (state.phase === 'roll') state = must(apply(state, { type: 'roll', dice: [5, 3] }));
    const copies: unknown[] = [JSON.parse(JSON.stringify(state)), structuredClone(state), new Proxy(state, {})];
    for (const copy of copies) for (const type of [undefined, ...TYPES]) expect(legalActions(copy as GameState, type)).toEqual(legalActions(state, type));
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    const getter = Object.defineProperty({}, 'phase', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    const traps = new Proxy(state, {
      get() {
        throw new Error('trap');
      },
      ownKeys() {
        throw new Error('trap');
      },
    });
    const hostile = [null, undefined, NaN, 10n, Symbol('s'), () => state, 'state', [], {}, revoked.proxy, traps, cycle, getter, { ...state, phase: 'nonsense' }, new Array<number>(200_000).fill(1)];
    for (const value of hostile) {
      for (const type of [undefined, ...TYPES]) expect(legalActions(value as GameState, type)).toEqual([]);
    }
  });
});

describe('isActionType and the roll kinds', () => {
  it('isActionType answers true for the action types and false for anything else, reading nothing', () => {
    for (const type of TYPES) expect(isActionType(type)).toBe(true);
    const touched: string[] = [];
    const spy = new Proxy(
      {},
      {
        get(_t, key) {
          touched.push(String(key));
          return undefined;
        },
      },
    );
    for (const value of ['plays', 'Play', '', '__proto__', 'constructor', 'toString', null, undefined, 3, Symbol('play'), spy, ['play'], new String('play')]) {
      expect(isActionType(value)).toBe(false);
    }
    expect(touched).toEqual([]);
  });

  it('a roll listed by legalActions and applied without its dice is refused with a message that says to add them', () => {
    let state = must(newGame({ variant: 'short-tavla' }));
    state = must(apply(state, { type: 'opening-roll', white: 3, black: 1 }));
    state = must(apply(state, legalActions(state, 'play')[0]!));
    const kind = legalActions(state, 'roll')[0]!;
    const r = apply(state, kind as Action);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('invalid-dice');
      expect(r.error.message).toMatch(/legalActions lists the roll without them; add them/);
    }
  });
});
