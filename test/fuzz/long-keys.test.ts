import { describe, expect, it } from 'vitest';
import { apply, newGame, newMatch, positionFromSetup, stateFromJSON, stateToJSON, fromPositionString, type Action, type GameConfig, type Setup } from '../../src/index.js';

/**
 * docs/errors.md: an error message quotes at most a short prefix of what it refuses. A key or
 * name the caller chose (an unknown field, a point, an option section) is quoted cut short too,
 * however long it is.
 */

const LONG = 'K'.repeat(100_000);
const START: Setup = { variant: 'short-tavla', turn: 'white', white: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, black: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } } };

function short(result: { ok: boolean; error?: { message: string } }, what: string): void {
  expect(result.ok, what).toBe(false);
  expect(result.error!.message.length, what).toBeLessThan(400);
}

describe('a long key in a refused value is quoted cut short', () => {
  it('positionFromSetup: an unknown field of the Setup or of a side, a point, an option section or option', () => {
    short(positionFromSetup({ ...START, [LONG]: 1 }), 'setup field');
    short(positionFromSetup({ ...START, white: { ...START.white, [LONG]: 1 } }), 'side field');
    short(positionFromSetup({ ...START, white: { points: { ...START.white.points, [LONG]: 1 } } }), 'point');
    short(positionFromSetup({ ...START, options: { [LONG]: {} } }), 'options section');
    short(positionFromSetup({ ...START, options: { shortTavla: { [LONG]: 1 } } }), 'option');
  });

  it('newGame / newMatch: an unknown setting or cube field, a rotation entry', () => {
    short(newGame({ variant: 'short-tavla', [LONG]: 1 } as unknown as GameConfig), 'config');
    short(newGame({ variant: 'short-tavla', match: { length: null }, cube: { [LONG]: true } } as unknown as GameConfig), 'cube');
    short(newMatch({ rotation: [{ variant: 'short-tavla', [LONG]: 1 }] } as unknown as GameConfig), 'rotation');
  });

  it('apply and stateFromJSON: an unknown field of an action or a saved state', () => {
    const state = newGame({ variant: 'short-tavla' });
    if (!state.ok) throw new Error(state.error.message);
    short(apply(state.value, { type: 'opening-roll', white: 3, black: 1, [LONG]: 1 } as unknown as Action), 'action');
    const written = stateToJSON(state.value);
    if (!written.ok) throw new Error(written.error.message);
    const json = written.value;
    short(stateFromJSON(json.replace('{', `{"${LONG}":1,`)), 'state');
    short(stateFromJSON(json.replace('"game":{', `"game":{"${LONG}":1,`)), 'game record');
  });

  it('fromPositionString: a repeated option key', () => {
    const key = `shortTavla.${'k'.repeat(1_500)}`;
    short(fromPositionString(`short-tavla white | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5 | ${key}=1 ${key}=1`), 'option key');
  });
});
