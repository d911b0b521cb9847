import { afterEach, describe, expect, it } from 'vitest';
import { apply, newGame, positionFromSetup, startPosition, type GameState } from '../../src/index.js';

/**
 * The library's copy of a caller's value (src/core/snapshot.ts), seen through the functions that
 * take one: an action, a Setup. Keys that Object.prototype knows are copied as own data
 * properties, whatever a polluted prototype holds; shared sub-objects are fine, cycles are not.
 */

function rolling(): GameState {
  const game = newGame({ variant: 'short-tavla' });
  if (!game.ok) throw new Error(game.error.message);
  const opened = apply(game.value, { type: 'opening-roll', white: 6, black: 5 });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

const polluted: string[] = [];
afterEach(() => {
  for (const key of polluted.splice(0)) Reflect.deleteProperty(Object.prototype, key);
});

describe('copies of caller values', () => {
  it('a "__proto__" key is a field the action does not have, never the copy\'s prototype', () => {
    const action = JSON.parse('{"type":"take","__proto__":{"player":"white"}}') as unknown;
    const r = apply(rolling(), action as never);
    expect(!r.ok && r.error.code).toBe('invalid-action');
    expect(({} as Record<string, unknown>)['player']).toBeUndefined();
  });

  it('a setter someone put on Object.prototype never sees the caller\'s data as it is copied', () => {
    let seen = 0;
    Object.defineProperty(Object.prototype, 'hostile', {
      set: () => {
        seen++;
      },
      configurable: true,
    });
    polluted.push('hostile');
    const setup = { variant: 'short-tavla', turn: 'white', white: { points: { 6: 15 }, hostile: 1 }, black: { points: { 6: 15 } } };
    const r = positionFromSetup(setup as never);
    expect(!r.ok && r.error.code).toBe('unknown-field'); // read as the caller's data, then refused
    const action = apply(rolling(), { type: 'roll', dice: [3, 1], hostile: 1 } as never);
    expect(!action.ok && action.error.code).toBe('invalid-action');
    expect(seen).toBe(0);
  });

  it('the same object twice in a value is fine; an object inside itself is refused with invalid-argument', () => {
    const side = { points: { 6: 15 } };
    expect(positionFromSetup({ variant: 'short-tavla', turn: 'white', white: side, black: side }).ok).toBe(true);
    const looped: Record<string, unknown> = { variant: 'short-tavla', turn: 'white', black: side };
    looped['white'] = { points: { 6: 15 }, back: looped };
    const r = positionFromSetup(looped as never);
    expect(!r.ok && r.error.code).toBe('invalid-argument');
    expect(startPosition('short-tavla').ok).toBe(true);
  });
});
