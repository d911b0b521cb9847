import { describe, expect, it } from 'vitest';
import { apply, beginTurn, currentTurn, legalActions, newGame, playList, startPosition, type GameState } from '../../src/index.js';

/**
 * The trust rule (docs/security.md): a value the library made carries a private brand, and the
 * library takes a branded value as its own without checking it again. From JavaScript, every
 * instance hands out its class as `constructor`; a caller who calls it must not get a branded
 * value built from his own data. Each class asks for a key only its module holds.
 */

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

type AnyClass = new (...args: unknown[]) => unknown;
const classOf = (value: object): AnyClass => (value as { constructor: AnyClass }).constructor;

function playing(): GameState {
  let state = must(newGame({ variant: 'short-tavla', match: { length: null } }));
  state = must(apply(state, { type: 'opening-roll', white: 6, black: 1 }));
  return state;
}

describe('branded values cannot be built through their constructor', () => {
  it('a game state: new state.constructor(...) throws, so no forged state with a forged turn is trusted', () => {
    const state = playing();
    const fakeTurn = { position: null, cursor: null };
    expect(() => new (classOf(state))(state, { position: null, turn: fakeTurn }, true)).toThrow(TypeError);
    // Whatever a caller builds by spreading a state is checked in full.
    expect(apply({ ...state }, { type: 'play', play: [] }).ok).toBe(false);
  });

  it('an action: new action.constructor(...) throws, so no unchecked action reaches apply', () => {
    const state = playing();
    const action = legalActions(state)[0]!;
    expect(() => new (classOf(action))('no-such-type', 'white', undefined, undefined)).toThrow(TypeError);
  });

  it('a Turn: new turn.constructor(...) throws', () => {
    // A record shaped like the turn layer's own, naming a finished turn of the caller's choosing.
    const position = must(startPosition('long-nard'));
    const record = { frame: { roller: 'white', dice: [6, 5] }, cursor: null, position, before: [], lastPlay: null, playedList: [], nextToRoll: 'black', plays: [] };
    const turn = currentTurn(playing())!;
    expect(() => new (classOf(turn))(record)).toThrow(TypeError);
    const begun = must(beginTurn(position, [6, 5]));
    expect(() => new (classOf(begun))(record)).toThrow(TypeError);
  });

  it('a PlayList: new list.constructor(...) throws', () => {
    const list = must(playList(must(startPosition('short-tavla')), [3, 1]));
    expect(() => new (classOf(list))(list.position, 1, 2, [0])).toThrow(TypeError);
  });

  it('a Position: new position.constructor(...) throws', () => {
    const position = must(startPosition('short-tavla'));
    expect(() => new (classOf(position))(null, 'white', { white: 0, black: 0 }, [0, 0, 0, 0, 0, 0, 0, 0, 0], 0)).toThrow(TypeError);
  });
});
