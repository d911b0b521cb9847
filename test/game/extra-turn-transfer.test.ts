import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, stateFromJSON, type GameConfig, type GameState } from '../../src/index.js';

/**
 * LN-15 in crazy gulbar with transfers (CG-5): during the second player's extra turn, the
 * unplayed rest of a stage passes to his opponent, the starter, who has borne off all his
 * checkers. A state in that stage is the starter's to play, and a saved copy of it must be
 * accepted like any state the reducer made (I-5, I-17, docs/games.md).
 */

const CONFIG = {
  variant: 'crazy-gulbar',
  match: { length: null },
  options: {
    crazyGulbar: { cascadeFromTurn: 1, remainder: 'opponent', transferIfNothingPlayed: true, transferNonDoubles: true, movesPerStage: 2 },
    longNard: { lastRollDraw: { drawScore: 'one' } },
  },
} as unknown as GameConfig;

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('LN-15 with CG-5: a stage of the extra turn transferred to the starter', () => {
  it('is the starter’s to play, and its saved copy is accepted and plays on the same', () => {
    let found = 0;
    for (let seed = 1; seed <= 200 && found < 3; seed++) {
      const next = seeded(seed);
      const die = (): number => 1 + Math.floor(next() * 6);
      let state: GameState = must(newGame(CONFIG));
      for (let step = 0; step < 3000 && state.phase !== 'game-over'; step++) {
        if (state.phase === 'opening') state = must(apply(state, { type: 'opening-roll', white: die(), black: die() }));
        else if (state.phase === 'roll') state = must(apply(state, { type: 'roll', dice: [die(), die()] }));
        else {
          const plays = legalActions(state).filter((a) => a.type === 'play');
          const choice = plays[Math.floor(next() * plays.length)]!;
          if (state.game.extraTurn && state.toAct === state.game.starter) {
            found++;
            const copy = must(stateFromJSON(JSON.stringify(state)));
            expect(JSON.stringify(must(apply(copy, choice)))).toBe(JSON.stringify(must(apply(state, choice))));
          }
          state = must(apply(state, choice));
        }
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
