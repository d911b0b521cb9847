import { describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, positionToSetup, gamePosition, type GameState, type Setup } from '../../src/index.js';

/**
 * A game state stores its position as a Setup (docs/games.md). The reducer builds one a turn and
 * shares a side that did not change with the previous Setup (src/position/position.ts,
 * sharedSide): deep-frozen library data, equal by content. Whatever is shared, the state's Setup
 * must be exactly the Setup of its position, in the shape of its own variant.
 */

const sameCounts = (variant: 'short-tavla' | 'long-nard'): Setup => ({
  variant,
  turn: 'white',
  white: { points: { 24: 15 }, off: 0 },
  black: { points: { 11: 15 }, off: 0 },
});

function started(setup: Setup): GameState {
  const game = newGame({ variant: setup.variant, startFrom: setup });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

describe('the Setup a state stores', () => {
  it('has the shape of its own variant after a state of another variant with the same counts (G-1: long nard has no bar)', () => {
    const tavla = started(sameCounts('short-tavla'));
    expect(tavla.position.white.bar).toBe(0);
    const nard = started(sameCounts('long-nard'));
    expect('bar' in nard.position.white).toBe(false);
    expect('bar' in nard.position.black).toBe(false);
    const again = started(sameCounts('short-tavla'));
    expect(again.position.white.bar).toBe(0);
    expect(again.position.black.bar).toBe(0);
  });

  it('is the Setup of the state position all through a game, frozen all through', () => {
    let state = started(sameCounts('short-tavla'));
    let next = 7;
    for (let turn = 0; turn < 60 && state.phase === 'roll'; turn++) {
      next = (next * 48271) % 2147483647;
      const rolled = apply(state, { type: 'roll', dice: [1 + (next % 6), 1 + ((next >> 8) % 6)] });
      if (!rolled.ok) throw new Error(rolled.error.message);
      state = rolled.value;
      while (state.phase === 'play') {
        const plays = legalActions(state).filter((a) => a.type === 'play');
        const played = apply(state, plays[next % plays.length]!);
        if (!played.ok) throw new Error(played.error.message);
        state = played.value;
      }
      // The stored Setup shares the position's options object; the caller's copy has its own.
      expect({ ...state.position, options: null }).toEqual({ ...positionToSetup(gamePosition(state)!), options: null });
      expect(Object.isFrozen(state.position.white.points) && Object.isFrozen(state.position.black)).toBe(true);
    }
  });
});
