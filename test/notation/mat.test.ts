import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apply,
  gamePosition,
  gnubgPositionId,
  newMatch,
  replay,
  toMat,
  type Action,
  type GameLog,
  type GameState,
  type Player,
  type Step,
} from '../../src/index.js';
import { MAT_MATCHES } from '../oracle/mat-matches.js';

/**
 * Jellyfish .mat export, checked against GNU Backgammon: test/oracle/generate-mat.sh wrote each
 * match of test/oracle/mat-matches.ts with toMat, had gnubg 1.07 `import mat` it, and recorded
 * what gnubg read (readback.json). Here the library replays the same logs and must agree with
 * gnubg on every move (player, dice, checker steps, the position before it), every cube action,
 * every resignation, each game's winner and points, and the score each game starts from.
 */

const DIR = new URL('../fixtures/gnubg/mat/', import.meta.url);

interface GnubgAction {
  readonly action: string;
  readonly player: string;
  readonly dice?: readonly number[];
  readonly move?: readonly (readonly number[])[];
  readonly board?: string;
}
interface GnubgGame {
  readonly score: Readonly<Record<string, number>>;
  readonly winner: string | null;
  readonly points: number | null;
  readonly resigned: boolean;
  readonly actions: readonly GnubgAction[];
}
interface GnubgMatch {
  readonly length: number;
  readonly players: readonly string[];
  readonly rules: readonly string[];
  readonly games: readonly GnubgGame[];
}

const readback = JSON.parse(readFileSync(new URL('readback.json', DIR), 'utf8')) as { gnubg: string; matches: Record<string, GnubgMatch> };

const point = (p: Step['from'] | Step['to']): number => (p === 'bar' ? 25 : p === 'off' ? 0 : p);
const sortedSteps = (steps: readonly (readonly number[])[]): string[] => steps.map((s) => `${s[0]}/${s[1]}`).sort();

/** The library's own account of a match, in the shape of readback.json. */
function libraryView(log: GameLog): GnubgGame[] {
  const names: Record<Player, string> = { white: log.names?.white ?? 'White', black: log.names?.black ?? 'Black' };
  const started = newMatch(log.config);
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value;
  const games: { score: Record<string, number>; winner: string | null; points: number | null; resigned: boolean; actions: GnubgAction[] }[] = [];
  const begin = (s: GameState): void => {
    games.push({ score: { [names.white]: s.match.score.white, [names.black]: s.match.score.black }, winner: null, points: null, resigned: false, actions: [] });
  };
  begin(state);
  log.actions.forEach((action: Action, i) => {
    const next = apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    const game = games[games.length - 1]!;
    const who = state.toAct === null ? '' : names[state.toAct];
    if (action.type === 'play') {
      const stage = state.stage!;
      const position = gamePosition(state)!;
      const turn = next.value.turn;
      // The play's steps: the reducer's record of the stage (the turn is over, so from the play itself).
      const steps = turn?.stages.at(-1)?.steps ?? (action.play as readonly Step[]);
      game.actions.push({
        action: 'move',
        player: names[stage.player],
        dice: [...stage.dice].sort(),
        move: steps.map((s) => [point(s.from), point(s.to)]),
        board: gnubgPositionId(position, stage.player),
      });
    } else if (action.type === 'double' || action.type === 'take' || action.type === 'drop') {
      game.actions.push({ action: action.type, player: who });
    } else if (action.type === 'resign' && log.actions[i + 1]?.type === 'accept-resignation') {
      game.actions.push({ action: 'resign', player: who });
      game.resigned = true;
    } else if (action.type === 'next-game') {
      begin(next.value);
    }
    const result = next.value.game.result;
    if (result !== null && state.game.result === null) {
      game.winner = result.winner === null ? null : names[result.winner];
      game.points = result.winner === null ? null : result.points[result.winner];
    }
    state = next.value;
  });
  return games;
}

function gnubgView(match: GnubgMatch): GnubgGame[] {
  return match.games.map((g) => ({
    ...g,
    actions: g.actions.map((a) =>
      a.action === 'move' ? { action: 'move', player: a.player, dice: [...a.dice!].sort(), move: a.move!, board: a.board! } : { action: a.action, player: a.player },
    ),
  }));
}

describe('toMat: Jellyfish .mat files that GNU Backgammon imports', () => {
  it('the committed .mat files are what toMat writes now', () => {
    for (const { name, log } of MAT_MATCHES) {
      const mat = toMat(log);
      if (!mat.ok) throw new Error(`${name}: ${mat.error.code}: ${mat.error.message}`);
      expect(mat.value).toBe(readFileSync(new URL(`${name}.mat`, DIR), 'utf8'));
    }
    expect(Object.keys(readback.matches).sort()).toEqual(MAT_MATCHES.map((m) => m.name).sort());
  });

  for (const { name, log } of MAT_MATCHES) {
    it(`${name}: gnubg reads back the same moves, cube actions, results and scores`, () => {
      const match = readback.matches[name]!;
      expect(match.length).toBe(log.config.match?.length);
      const ours = libraryView(log);
      const theirs = gnubgView(match);
      expect(theirs.length).toBe(ours.length);
      ours.forEach((game, g) => {
        const read = theirs[g]!;
        expect(read.score).toEqual(game.score);
        expect(read.winner).toBe(game.winner);
        if (game.winner !== null) expect(read.points).toBe(game.points);
        expect(read.resigned).toBe(game.resigned);
        expect(read.actions.length).toBe(game.actions.length);
        game.actions.forEach((action, k) => {
          const other = read.actions[k]!;
          expect({ ...other, move: other.move && sortedSteps(other.move) }).toEqual({ ...action, move: action.move && sortedSteps(action.move) });
        });
      });
      const final = replay(log.config, log.actions);
      expect(final.ok).toBe(true);
    });
  }

  it('the matches cover several games, cube actions, Crawford, gammons, resignation, passes, the bar and bear-offs', () => {
    const all = MAT_MATCHES.flatMap((m) => libraryView(m.log));
    const moves = all.flatMap((g) => g.actions.filter((a) => a.action === 'move'));
    const kinds = new Set(all.flatMap((g) => g.actions.map((a) => a.action)));
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const kind of ['double', 'take', 'drop', 'resign']) expect(kinds).toContain(kind);
    expect(moves.some((a) => a.move!.length === 0)).toBe(true); // G-10 forced pass
    expect(moves.some((a) => a.move!.some((s) => s[0] === 25))).toBe(true); // ST-6 entering
    expect(moves.some((a) => a.move!.some((s) => s[1] === 0))).toBe(true); // G-11 bearing off
    const states = MAT_MATCHES.map((m) => replay(m.log.config, m.log.actions)).flatMap((r) => (r.ok ? [r.value] : []));
    const results = states.flatMap((s) => s.match.results);
    expect(results.some((r) => r.kind === 'mars' && r.end === 'bear-off')).toBe(true); // SC-2 gammon
    expect(results.some((r) => r.end === 'resignation')).toBe(true); // SC-8
    expect(results.some((r) => r.end === 'drop')).toBe(true); // SC-7
    expect(states.some((s) => s.match.postCrawford)).toBe(true); // CU-10: a Crawford game was played
    expect(states.some((s) => s.phase !== 'match-over')).toBe(true); // a running match
  });
});

describe('toMat refuses what .mat cannot hold', () => {
  const cases: readonly [string, GameLog, string][] = [
    ['long nard', { config: { variant: 'long-nard' }, actions: [] }, 'mat-unsupported'],
    ['crazy gulbar', { config: { variant: 'crazy-gulbar' }, actions: [] }, 'mat-unsupported'],
    ['six-one', { config: { variant: 'six-one' }, actions: [] }, 'mat-unsupported'],
    ['automatic doubles (CU-9: the tied roll-offs are not written)', { config: { variant: 'short-tavla', match: { length: null }, cube: { automaticDoubles: 1 } }, actions: [] }, 'mat-unsupported'],
    ['the turkish preset (no cube, winner rerolls)', { config: { variant: 'short-tavla', preset: 'turkish' }, actions: [] }, 'mat-unsupported'],
    ['no koks (ST option)', { config: { variant: 'short-tavla', options: { shortTavla: { koks: false } } }, actions: [] }, 'mat-unsupported'],
    ['the Holland rule (CU-10)', { config: { variant: 'short-tavla', match: { holland: true } }, actions: [] }, 'mat-unsupported'],
    ['Long-gammon (NH-5: no file program plays it)', { config: { variant: 'short-tavla', preset: 'longGammon' }, actions: [] }, 'mat-unsupported'],
    ['Nackgammon without koks (a rule option of the setup)', { config: { variant: 'short-tavla', preset: 'nackgammon', options: { shortTavla: { koks: false } } }, actions: [] }, 'mat-unsupported'],
    ['the arithmetic cube (CU-5)', { config: { variant: 'short-tavla', cube: { progression: 'arithmetic' } }, actions: [] }, 'mat-unsupported'],
    // TV-1: the first game is backgammon, but the next is Plakoto, which .mat cannot write.
    ['a rotation of games (TV-1)', { config: { rotation: [{ variant: 'short-tavla' }, { variant: 'plakoto' }], opening: { firstMove: 'useOpeningDice' }, match: { nextGameStarter: 'openingRoll' } }, actions: [] }, 'mat-unsupported'],
    ['a refused configuration', { config: { variant: 'short-tavla', match: { length: 0 } }, actions: [] }, 'invalid-game-log'],
    ['an illegal action', { config: { variant: 'short-tavla' }, actions: [{ type: 'take' }] }, 'invalid-game-log'],
    ['not a log', 'nonsense' as unknown as GameLog, 'invalid-game-log'],
  ];
  for (const [what, log, code] of cases) {
    it(`${what}: ${code}`, () => {
      const mat = toMat(log);
      expect(mat.ok).toBe(false);
      if (!mat.ok) {
        expect(mat.error.code).toBe(code);
        expect(mat.error.message.length).toBeGreaterThan(10);
      }
    });
  }
});
