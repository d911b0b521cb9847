import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  fromFibsBoard,
  fromMat,
  fromSgf,
  legalActions,
  newMatch,
  toFibsBoard,
  toMat,
  toSgf,
  type Action,
  type GameConfig,
  type GameState,
} from '../../src/index.js';
import { chooseAction, type Random } from '../game/driver.js';
import { runs } from '../tier.js';

/**
 * Round trips through the formats of other programs, on random legal short tavla matches and
 * money sessions (the only variant they carry; driven by legalActions, cut at a random action):
 * toMat → fromMat and toSgf → fromSgf give back the same games, and fromSgf → toSgf the same
 * text; every state a FIBS board can show comes back from toFibsBoard → fromFibsBoard, from
 * either seat, in either colour and direction.
 */

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const CONFIGS: readonly GameConfig[] = [
  { variant: 'short-tavla', match: { length: 1 } },
  { variant: 'short-tavla', match: { length: 5 } },
  { variant: 'short-tavla', match: { length: 3, crawford: false } }, // CU-10 off: .mat says so with a tag
  { variant: 'short-tavla', match: { length: 7 }, cube: { maxValue: 16 } },
  { variant: 'short-tavla', match: { length: null } }, // money, Jacoby (CU-8)
  { variant: 'short-tavla', match: { length: null }, cube: { jacoby: false, beaver: true } }, // CU-6
  { variant: 'short-tavla', match: { length: null }, cube: { beaver: true, raccoon: true }, resignWhileDoubled: true }, // CU-7, SC-8 (gnubg)
  { variant: 'short-tavla', match: { length: 3 }, cube: { enabled: false } }, // CU-12
];

/** NH-1: the other setups GNU Backgammon's files name (`; [Variation "NackGammon"]`, `RU[Hypergammon2]`). */
const SETUP_CONFIGS: readonly GameConfig[] = [
  { variant: 'short-tavla', preset: 'nackgammon', match: { length: 5 } },
  { variant: 'short-tavla', preset: 'nackgammon', match: { length: null } },
  { variant: 'short-tavla', options: { shortTavla: { setup: 'nackgammon' } }, match: { length: 3 } }, // the setup as an option of standard
  { variant: 'short-tavla', preset: 'hypergammon', match: { length: 3 } },
  { variant: 'short-tavla', preset: 'hypergammon', options: { shortTavla: { hyperCheckers: 2 } }, match: { length: null }, cube: { beaver: true } },
  { variant: 'short-tavla', preset: 'hypergammon', options: { shortTavla: { hyperCheckers: 1 } }, match: { length: 5 } },
];

/** Long enough for several games (a game takes some 50 to 80 actions), short enough for 1,000 runs. */
const MAX_ACTIONS = 240;

function randomLog(config: GameConfig, pick: Random, cut: number): Action[] {
  const started = newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const actions: Action[] = [];
  while (state.phase !== 'match-over' && actions.length < cut) {
    if (state.match.length === null && state.phase === 'game-over' && state.match.results.length >= 3) break;
    // A resignation while a beaver or raccoon waits is left out: the files write only the result,
    // and when its points fit both readings (resigned facing the animal, or took it and then
    // resigned: a mars on 32 or an oin on 64) the reader takes the second (docs/notation.md).
    const animal = state.offer !== null && state.offer.kind !== 'double';
    const action = chooseAction(legalActions(state).filter((a) => !(animal && a.type === 'resign')), pick);
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    actions.push(action);
    state = next.value;
  }
  return actions;
}

/**
 * A match as the files hold it: the state after every play, cube action, accepted resignation
 * and new game, less the settings (a file carries those it can) and a resignation declined this
 * turn (the files keep only a resignation's result). Tied roll-offs and declined offers change
 * nothing else.
 */
function games(config: GameConfig, actions: readonly Action[]): string[] {
  const started = newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value;
  const out: string[] = [];
  for (const action of actions) {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    state = next.value;
    if (['play', 'double', 'beaver', 'raccoon', 'take', 'drop', 'accept-resignation', 'next-game'].includes(action.type)) {
      out.push(JSON.stringify({ ...state, settings: null, game: { ...state.game, declinedResignation: null } }));
    }
  }
  return out;
}

const logArbOf = (configs: readonly GameConfig[]) =>
  fc.tuple(fc.gen(), fc.integer({ min: 0, max: configs.length - 1 }), fc.integer({ min: 1, max: MAX_ACTIONS })).map(([gen, which, cut]) => {
    const pick: Random = (n) => gen(fc.integer, { min: 0, max: n - 1 });
    const config = configs[which]!;
    return { config, actions: randomLog(config, pick, cut), names: { white: 'Ann Lee', black: 'Bo' } };
  });

const logArb = logArbOf(CONFIGS);
const setupLogArb = logArbOf(SETUP_CONFIGS);

describe('round trips through the files of other programs (short tavla)', () => {
  it('.mat: toMat then fromMat gives back the same games', () => {
    fc.assert(
      fc.property(logArb, (log) => {
        const text = toMat(log);
        if (!text.ok) throw new Error(`${text.error.code}: ${text.error.message}`);
        const read = fromMat(text.value);
        if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}\n${text.value}`);
        expect(games(read.value.config, read.value.actions)).toEqual(games(log.config, log.actions));
        expect(read.value.state.match.score).toEqual(read.value.state.match.score);
        const again = toMat(read.value);
        expect(again.ok && again.value).toBe(text.value);
      }),
      { numRuns: runs(15, 1000) },
    );
  });

  it('SGF: toSgf then fromSgf gives back the same games, and writing them again the same text', () => {
    fc.assert(
      fc.property(logArb, (log) => {
        const text = toSgf(log);
        if (!text.ok) throw new Error(`${text.error.code}: ${text.error.message}`);
        const read = fromSgf(text.value);
        if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}\n${text.value}`);
        expect(games(read.value.config, read.value.actions)).toEqual(games(log.config, log.actions));
        expect(read.value.names).toEqual(log.names);
        const again = toSgf(read.value);
        expect(again.ok && again.value).toBe(text.value);
      }),
      { numRuns: runs(15, 1000) },
    );
  });

  it('FIBS boards: every state a board shows comes back, from either seat, colour and direction', () => {
    fc.assert(
      fc.property(logArb, fc.constantFrom('white', 'black'), fc.constantFrom(1, -1), fc.constantFrom(1, -1), (log, you, colour, direction) => {
        const started = newMatch(log.config);
        if (!started.ok) throw new Error(started.error.message);
        let state = started.value;
        for (const [i, action] of log.actions.entries()) {
          const next = apply(state, action);
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
          // Every third state, and every cube offer (the rarer states), to keep 1,000 runs short.
          if (state.phase !== 'roll' && state.phase !== 'play' && state.phase !== 'double') continue;
          if (i % 3 !== 0 && state.phase !== 'double') continue;
          const board = toFibsBoard(state, { you, colour, direction });
          if (!board.ok) throw new Error(board.error.message);
          const read = fromFibsBoard(board.value, { you });
          if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}`);
          const s = read.value.state;
          expect([s.position, s.dice, s.cube, s.offer, s.phase, s.toAct, s.match.score, s.game.crawford]).toEqual([
            { ...state.position, options: s.position.options, turnsPlayed: s.position.turnsPlayed },
            state.dice === null ? null : [...state.dice].sort((a, b) => b - a),
            state.cube,
            state.offer,
            state.phase,
            state.toAct,
            state.match.score,
            state.game.crawford,
          ]);
        }
      }),
      { numRuns: runs(15, 1000) },
    );
  });
});

describe('round trips through the files of other programs (Nackgammon, Hypergammon: NH-1)', () => {
  it('NH-1: .mat: toMat writes the Variation tag, and fromMat gives back the same setup and games', () => {
    fc.assert(
      fc.property(setupLogArb, (log) => {
        const text = toMat(log);
        if (!text.ok) throw new Error(`${text.error.code}: ${text.error.message}`);
        expect(text.value).toMatch(/^; \[Variation "(NackGammon|HyperGammon \([123]\))"\]$/m);
        const read = fromMat(text.value);
        if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}\n${text.value}`);
        expect(read.value.state.settings.options).toEqual(must(newMatch(log.config)).settings.options);
        expect(games(read.value.config, read.value.actions)).toEqual(games(log.config, log.actions));
        const again = toMat(read.value);
        expect(again.ok && again.value).toBe(text.value);
      }),
      { numRuns: runs(6, 500) },
    );
  });

  it('NH-1: SGF: toSgf names the setup in RU, and fromSgf gives back the same setup and games', () => {
    fc.assert(
      fc.property(setupLogArb, (log) => {
        const text = toSgf(log);
        if (!text.ok) throw new Error(`${text.error.code}: ${text.error.message}`);
        expect(text.value).toMatch(/RU\[([A-Za-z]+:)*(Nackgammon|Hypergammon[123])\]/);
        const read = fromSgf(text.value);
        if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}\n${text.value}`);
        expect(read.value.state.settings.options).toEqual(must(newMatch(log.config)).settings.options);
        expect(games(read.value.config, read.value.actions)).toEqual(games(log.config, log.actions));
        const again = toSgf(read.value);
        expect(again.ok && again.value).toBe(text.value);
      }),
      { numRuns: runs(6, 500) },
    );
  });
});
