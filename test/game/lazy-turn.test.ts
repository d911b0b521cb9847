import { describe, expect, it } from 'vitest';
import {
  apply,
  beginTurn,
  currentTurn,
  gamePosition,
  legalActions,
  legalPlays,
  newGame,
  startPosition,
  type GameState,
  type LegalAction,
  type Position,
  type VariantId,
} from '../../src/index.js';

/**
 * The reducer's turns build a play's Position only for the play chosen (src/turn/turn-core.ts):
 * they read the stage's plays from the engine that found them while it has run no other search,
 * and otherwise search the stage again. Whatever ran in between, `legalActions` must list the
 * plays of the turn layer (G-9 for the stage, CG-4), in its order, and `apply` must reach the
 * chosen play's position.
 */

const VARIANTS: readonly VariantId[] = ['short-tavla', 'long-nard', 'crazy-gulbar', 'six-one', 'plakoto', 'fevga'];

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

const die = (next: () => number): number => 1 + Math.floor(next() * 6);

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Another search on the shared engine: a roll of another position. */
function searchElsewhere(other: Position, next: () => number): void {
  legalPlays(other, [die(next), die(next)]);
}

const stepsOf = (actions: readonly LegalAction[]): unknown[] => actions.filter((a) => a.type === 'play').map((a) => (a as { play: unknown }).play);

describe('the reducer reads a stage’s plays again after other searches (G-9, CG-4)', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: legalActions lists the turn's plays and apply reaches the chosen play, with searches between`, () => {
      const next = seeded(VARIANTS.indexOf(variant) + 11);
      const other = must(startPosition(variant === 'long-nard' ? 'short-tavla' : 'long-nard'));
      let state: GameState = must(newGame({ variant, match: { length: null } }));
      let checked = 0;
      for (let step = 0; step < 400 && checked < 120; step++) {
        if (state.phase === 'opening') {
          const white = die(next);
          const black = die(next);
          state = must(apply(state, { type: 'opening-roll', white, black }));
          continue;
        }
        if (state.phase === 'game-over') {
          state = must(apply(state, { type: 'next-game' }));
          continue;
        }
        if (state.phase === 'roll') {
          state = must(apply(state, { type: 'roll', dice: [die(next), die(next)] }));
          continue;
        }
        expect(state.phase).toBe('play');
        const kept = state;
        if (next() < 0.5) searchElsewhere(other, next);
        const actions = legalActions(kept);
        const plays = stepsOf(actions);
        if (next() < 0.5) searchElsewhere(other, next);
        // The Turn, built only now, lists the same plays in the same order, with the same lists.
        const turn = currentTurn(kept)!;
        expect(turn.plays.map((p) => p.steps)).toEqual(plays);
        for (let i = 0; i < plays.length; i++) expect(turn.plays[i]!.steps).toBe(plays[i]);
        // On a turn's first stage, the public turn layer gives the same plays.
        if (turn.played.length === 0) {
          const fresh = must(beginTurn(turn.position, turn.dice, { extraTurn: kept.game.extraTurn }));
          expect(fresh.plays.map((p) => p.steps)).toEqual(plays);
        }
        const choice = Math.floor(next() * plays.length);
        if (next() < 0.5) searchElsewhere(other, next);
        const played = must(apply(kept, actions.filter((a) => a.type === 'play')[choice]!));
        const after = gamePosition(played);
        if (after !== null && played.phase === 'play') expect(after.equals(turn.plays[choice]!.position)).toBe(true);
        if (after !== null && played.phase !== 'play' && played.game.result === null) {
          expect(after.equals(turn.plays[choice]!.position) || after.equals(turn.plays[choice]!.position.withTurn(after.turn))).toBe(true);
        }
        // The same play written out as plain steps (not the listed object) is the same play.
        const copy = must(apply(kept, { type: 'play', play: JSON.parse(JSON.stringify(plays[choice])) as [] }));
        expect(JSON.stringify(copy)).toBe(JSON.stringify(played));
        state = played;
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
    });
  }

  it('a kept state read after many other turns still lists its plays and plays them', () => {
    const next = seeded(5);
    let state: GameState = must(newGame({ variant: 'short-tavla', match: { length: null } }));
    while (state.phase !== 'play') {
      state = state.phase === 'opening' ? must(apply(state, { type: 'opening-roll', white: 6, black: 1 })) : must(apply(state, { type: 'roll', dice: [3, 1] }));
    }
    const kept = state;
    const before = stepsOf(legalActions(kept));
    const other = must(startPosition('long-nard'));
    for (let i = 0; i < 50; i++) searchElsewhere(other, next);
    expect(stepsOf(legalActions(kept))).toEqual(before);
    const positions = currentTurn(kept)!.plays.map((p) => p.position);
    for (let i = 0; i < 50; i++) searchElsewhere(other, next);
    const actions = legalActions(kept).filter((a) => a.type === 'play');
    actions.forEach((action, i) => {
      const reached = gamePosition(must(apply(kept, action)));
      if (reached !== null && positions[i] !== undefined) expect(reached.equals(positions[i])).toBe(true);
    });
  });
});
