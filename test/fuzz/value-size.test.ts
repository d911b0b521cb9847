import { describe, expect, it } from 'vitest';
import {
  apply,
  beginTurn,
  fromXgid,
  legalSteps,
  newGame,
  outcomeLevels,
  positionFromSetup,
  startPosition,
  stateFromJSON,
  stateToJSON,
  type Action,
  type Dice,
  type Setup,
  type StepInput,
} from '../../src/index.js';

/**
 * docs/security.md, bounded cost: a caller's value is copied once before it is checked, and a
 * value that is small by nature (rule options, a Setup, a game configuration, an action, the
 * steps of a turn) is refused as too large when its objects and members together go past 16,384,
 * an array's or object's members before they are copied; game states, action lists and game
 * logs, which grow with a match, keep the large budget.
 */

/** An object of `n` keys: far more than any valid options object, Setup or action holds. */
function manyKeys(n: number, base: Record<string, unknown> = {}): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base };
  for (let i = 0; i < n; i++) value[`k${i}`] = i;
  return value;
}

const HUGE = 20_000;
const START: Setup = { variant: 'short-tavla', turn: 'white', white: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, black: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } } };
const XGID = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10';

function refusedAsTooLarge(result: { ok: boolean; error?: { message: string } }, what: string): void {
  expect(result.ok, what).toBe(false);
  expect(result.error!.message, what).toContain('too large');
}

function start() {
  const p = startPosition('short-tavla');
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('a value small by nature is refused before it is copied when it is far too large', () => {
  it('rule options: startPosition, fromXgid, beginTurn; outcomeLevels throws a TypeError', () => {
    refusedAsTooLarge(startPosition('short-tavla', manyKeys(HUGE)), 'startPosition');
    refusedAsTooLarge(fromXgid(XGID, manyKeys(HUGE)), 'fromXgid');
    refusedAsTooLarge(beginTurn(start(), [3, 1] as unknown as Dice, manyKeys(HUGE)), 'beginTurn');
    expect(() => outcomeLevels('short-tavla', manyKeys(HUGE))).toThrow(/too large/);
  });

  it('a Setup, a game configuration, an action and the steps of a turn', () => {
    refusedAsTooLarge(positionFromSetup(manyKeys(HUGE, START as unknown as Record<string, unknown>) as unknown as Setup), 'setup');
    refusedAsTooLarge(newGame(manyKeys(HUGE, { variant: 'short-tavla' })), 'config');
    const game = newGame({ variant: 'short-tavla' });
    if (!game.ok) throw new Error(game.error.message);
    refusedAsTooLarge(apply(game.value, manyKeys(HUGE, { type: 'opening-roll' }) as unknown as Action), 'action');
    const steps = new Array<StepInput>(HUGE).fill({ from: 24, to: 21 });
    refusedAsTooLarge(legalSteps(start(), [3, 1] as unknown as Dice, steps), 'stepsSoFar');
  });

  it('members count together: many arrays or objects, each of ordinary size, are too large in all', () => {
    const arrays = { x: Array.from({ length: 200 }, () => new Array<number>(100).fill(0)) };
    refusedAsTooLarge(startPosition('short-tavla', arrays as never), 'options of many arrays');
    const objects = { x: Array.from({ length: 200 }, () => manyKeys(100)) };
    refusedAsTooLarge(newGame({ variant: 'short-tavla', options: objects } as never), 'a configuration of many objects');
  });

  it('the same readers take a value of ordinary size and judge it on its content', () => {
    const options = startPosition('short-tavla', manyKeys(20));
    expect(options.ok).toBe(false);
    expect(options.ok ? '' : options.error.message).not.toContain('too large');
    expect(positionFromSetup(START).ok).toBe(true);
  });

  it('a game state keeps the large budget: one with thousands of extra keys is read and refused on its content', () => {
    const game = newGame({ variant: 'short-tavla' });
    if (!game.ok) throw new Error(game.error.message);
    const written = stateToJSON(game.value);
    if (!written.ok) throw new Error(written.error.message);
    const state = manyKeys(HUGE, JSON.parse(written.value) as Record<string, unknown>);
    const refused = apply(state as never, { type: 'opening-roll' } as unknown as Action);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.error.message).not.toContain('too large');
    expect(stateFromJSON(written.value).ok).toBe(true);
  });
});
