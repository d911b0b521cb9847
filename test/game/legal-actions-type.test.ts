import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, newMatch, type Action, type ActionType, type GameState, type LegalAction, type VariantId } from '../../src/index.js';
import { playableVariants } from '../../src/variants/registry.js';
import { chooseAction, type Random } from './driver.js';
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
      fc.property(fc.constantFrom(...variants), fc.boolean(), fc.integer({ min: 20, max: 60 }), fc.gen(), (variant, cube, steps, g) => {
        const pick: Random = (n) => g(fc.nat, { max: n - 1 });
        const started = cube ? newMatch({ variant, match: { length: 3 } }) : newGame({ variant });
        let state = must(started);
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
    for (const type of ['plays', 'Play', '', 'x'.repeat(100_000), null, 7, Symbol('play'), hostile, ['play']]) {
      let thrown: unknown;
      try {
        legalActions(state, type as never);
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(TypeError);
      const message = (thrown as TypeError).message;
      expect(message.startsWith('legalActions: type must be one of')).toBe(true);
      expect(message.length).toBeLessThan(300);
    }
    // Left out (undefined) is the whole list.
    expect(legalActions(state, undefined as never)).toEqual(legalActions(state));
  });
});
