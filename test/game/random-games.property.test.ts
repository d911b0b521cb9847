import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyAll,
  legalActions,
  newGame,
  newMatch,
  type Action,
  type GameConfig,
  type GameState,
  type VariantId,
} from '../../src/index.js';
import { playableVariants } from '../../src/variants/registry.js';
import { checkerCounts, chooseAction, cubeAllowed, type Random } from './driver.js';
import { runs } from '../tier.js';

/**
 * Random legal games and matches of every playable variant (enumerated from the registry, so a
 * variant added later is covered without touching this file), driven only by `legalActions`, with
 * dice and choices drawn by fast-check:
 * - no action listed by legalActions is ever refused;
 * - every game ends (within a generous bound) and checkers are conserved after every action (G-1);
 * - the score is the sum of the results, each result is consistent with its cube and kind
 *   (SC-1, SC-7, SC-9), and a match ends exactly when a player reaches its length (MP-1);
 * - replaying the recorded actions reproduces the final state, also after a JSON round trip of
 *   the actions; states survive JSON (the parsed state is equal and accepts the same next action).
 */

const MAX_ACTIONS = 20_000;

type Setting = (variant: VariantId) => { readonly start: 'match' | 'money'; readonly config: GameConfig; readonly games?: number };

/** LN-15 where a variant has it (the long-nard rule options; crazy gulbar's extra turn may be a cascade). */
const draw = (variant: VariantId, drawScore: 'half' | 'one'): Pick<GameConfig, 'options'> =>
  variant === 'long-nard' || variant === 'crazy-gulbar' ? { options: { longNard: { lastRollDraw: { drawScore } } } } : {};

/** A spread of settings: the defaults, a cube match, and money play with every cube option. */
const SETTINGS: readonly Setting[] = [
  (variant) => ({ start: 'match', config: { variant, match: { length: 3 } } }),
  // Plakoto and Fevga have no cube (PL-21, FE-12): the same match and money play without it.
  (variant) => ({ start: 'match', config: { variant, match: { length: 5, holland: cubeAllowed(variant) }, ...(cubeAllowed(variant) ? { cube: { enabled: true, maxValue: 8 } } : {}) } }),
  (variant) => ({
    start: 'money',
    games: 3,
    config: { variant, ...(cubeAllowed(variant) ? { cube: { enabled: true, beaver: true, raccoon: true, automaticDoubles: 2 } } : {}), ...draw(variant, 'half') },
  }),
  (variant) => ({
    start: 'match',
    config: { variant, match: { length: 2, nextGameStarter: 'alternate' }, opening: { firstMove: 'useOpeningDice' }, ...draw(variant, 'one') },
  }),
];

function sum(state: GameState, player: 'white' | 'black'): number {
  return state.match.results.reduce((total, r) => total + r.points[player], 0);
}

function checkResults(state: GameState): void {
  expect(state.match.score.white).toBe(sum(state, 'white'));
  expect(state.match.score.black).toBe(sum(state, 'black'));
  for (const r of state.match.results) {
    if (r.winner === null) {
      expect(r.kind).toBe('draw'); // SC-9
      expect(r.points.white).toBe(r.points.black);
      continue;
    }
    const loser = r.winner === 'white' ? 'black' : 'white';
    expect(r.points[loser]).toBe(0);
    expect(r.points[r.winner]).toBe(r.multiplier * r.cube); // SC-1
    if (r.end === 'drop') expect(r.multiplier).toBe(1); // SC-7
  }
  const length = state.match.length;
  if (length !== null) {
    const reached = state.match.score.white >= length || state.match.score.black >= length;
    expect(state.phase === 'match-over').toBe(reached); // MP-1
  }
}

function frozenAllThrough(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(frozenAllThrough);
}

function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function run(setting: ReturnType<Setting>, pick: Random, jsonEvery: number): void {
  const started = setting.start === 'match' ? newMatch(setting.config) : newGame(setting.config);
  expect(started.ok).toBe(true);
  if (!started.ok) return;
  const initial = started.value;
  let state = initial;
  const actions: Action[] = [];
  const done = (s: GameState): boolean =>
    s.phase === 'match-over' || (setting.games !== undefined && s.phase === 'game-over' && s.match.results.length >= setting.games);
  while (!done(state)) {
    expect(actions.length).toBeLessThan(MAX_ACTIONS);
    const legal = legalActions(state);
    expect(legal.length).toBeGreaterThan(0);
    const action = chooseAction(legal, pick);
    const next = apply(state, action);
    if (!next.ok) throw new Error(`refused ${JSON.stringify(action)} in phase ${state.phase}: ${next.error.code} ${next.error.message}`);
    if (actions.length % jsonEvery === 0) {
      // The state survives JSON and the parsed copy takes the same action to the same state.
      const parsed = jsonCopy(state);
      expect(parsed).toEqual(state);
      const again = apply(parsed, jsonCopy(action));
      expect(again.ok).toBe(true);
      if (again.ok) expect(jsonCopy(again.value)).toEqual(jsonCopy(next.value));
    }
    actions.push(action);
    state = next.value;
    expect(checkerCounts(state)).toEqual({ white: 15, black: 15 });
    // Every state the reducer hands out is frozen all through (docs/games.md).
    if (actions.length % 5 === 0) expect(frozenAllThrough(state)).toBe(true);
  }
  checkResults(state);
  const replayed = applyAll(initial, jsonCopy(actions));
  expect(replayed.ok).toBe(true);
  if (replayed.ok) expect(jsonCopy(replayed.value)).toEqual(jsonCopy(state));
}

describe('random legal games and matches driven by legalActions', () => {
  for (const variant of playableVariants()) {
    it(`${variant}: never refused, always end, conserve checkers, consistent scores, exact replay, JSON-safe`, () => {
      fc.assert(
        fc.property(fc.gen(), fc.constantFrom(...SETTINGS), (gen, setting) => {
          const pick: Random = (n) => gen(fc.integer, { min: 0, max: n - 1 });
          run(setting(variant), pick, 25);
        }),
        { numRuns: runs(8, 40) },
      );
    });
  }
});
