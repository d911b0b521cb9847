import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { apply, gnubgPositionId, gamePosition, newMatch, resolvePlay, type Action, type GameConfig, type GameState, type OptionsInput, type Step } from '../../src/index.js';

/**
 * The files GNU Backgammon wrote (test/oracle/generate-files.sh, test/fixtures/gnubg/files/):
 * per match a .mat and an .sgf, gnubg's own account of each match as played (matches.json.gz),
 * its FIBS board and IDs after every command (snapshots.jsonl.gz), what it read back from its
 * own .mat and from the library's files (readback.json.gz), and what each file covers (files.json).
 */

export const DIR = new URL('../fixtures/gnubg/files/', import.meta.url);

export interface FileSpec {
  readonly name: string;
  readonly length: number;
  readonly crawford: boolean;
  readonly jacoby: boolean;
  readonly beavers: number;
  /** gnubg's `set variation`: null (standard), 'nackgammon' or 'N-chequer-hypergammon'. */
  readonly variation: string | null;
  readonly animals: number;
  readonly coverage: { readonly games: number };
}

export interface GnubgAction {
  readonly action: string;
  readonly player: number;
  readonly dice?: readonly number[];
  readonly move?: readonly (readonly number[])[];
  readonly board?: string;
}

export interface GnubgGame {
  readonly score: readonly number[];
  readonly winner: number | null;
  readonly points: number | null;
  readonly resigned: boolean;
  readonly actions: readonly GnubgAction[];
}

export interface GnubgMatch {
  readonly length: number;
  /** gnubg's name of the setup: 'Standard', 'Nackgammon', 'Hypergammon1'..'3'. */
  readonly variation: string;
  readonly players: readonly string[];
  readonly games: readonly GnubgGame[];
}

export interface Snapshot {
  readonly file: string;
  readonly game: number;
  readonly positionId: string;
  readonly matchId: string;
  readonly board: string;
}

const gz = (name: string): string => gunzipSync(readFileSync(new URL(name, DIR))).toString('utf8');

export const FILES: readonly FileSpec[] = (JSON.parse(readFileSync(new URL('files.json', DIR), 'utf8')) as { files: FileSpec[] }).files;
export const MATCHES: Readonly<Record<string, GnubgMatch>> = (JSON.parse(gz('matches.json.gz')) as { matches: Record<string, GnubgMatch> }).matches;
export const READBACK: Readonly<Record<string, { gnubgMat: GnubgMatch; libraryMat: GnubgMatch; librarySgf: GnubgMatch }>> = (
  JSON.parse(gz('readback.json.gz')) as { files: Record<string, { gnubgMat: GnubgMatch; libraryMat: GnubgMatch; librarySgf: GnubgMatch }> }
).files;
export const SNAPSHOTS: readonly Snapshot[] = gz('snapshots.jsonl.gz')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Snapshot);


/**
 * NH-1: the short tavla options of a file's setup, as gnubg's `set variation` names it:
 * standard (none), Nackgammon, or Hypergammon with N checkers.
 */
export function setupOptions(f: FileSpec): OptionsInput | undefined {
  if (f.variation === null) return undefined;
  if (f.variation === 'nackgammon') return { preset: 'nackgammon' };
  const hyper = /^([123])-chequer-hypergammon$/.exec(f.variation);
  if (hyper === null) throw new Error(`unknown variation ${f.variation}`);
  return { preset: 'hypergammon', shortTavla: { hyperCheckers: Number(hyper[1]) as 1 | 2 | 3 } };
}

export const text = (name: string): string => readFileSync(new URL(name, DIR), 'utf8');

const point = (p: Step['from'] | Step['to']): number => (p === 'bar' ? 25 : p === 'off' ? 0 : p);
const SEAT = { white: 0, black: 1 } as const;

/**
 * The library's replay of a log in the terms of gnubg's account: per game the score it starts
 * from, its winner, points and whether it was resigned, and its moves (player, dice high first,
 * checker steps, the position ID before the move from the mover's side) and cube actions
 * (double, beaver and raccoon are all gnubg's "double"), and the resignation.
 */
export function libraryAccount(config: GameConfig, actions: readonly Action[]): GnubgGame[] {
  const started = newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value;
  const games: { score: number[]; winner: number | null; points: number | null; resigned: boolean; actions: GnubgAction[] }[] = [];
  const begin = (s: GameState): void => {
    games.push({ score: [s.match.score.white, s.match.score.black], winner: null, points: null, resigned: false, actions: [] });
  };
  begin(state);
  for (const action of actions) {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    const game = games[games.length - 1]!;
    const who = state.toAct === null ? -1 : SEAT[state.toAct];
    if (action.type === 'play') {
      const stage = state.stage!;
      const position = gamePosition(state)!;
      const played = resolvePlay(position, stage.dice, action.play);
      if (!played.ok) throw new Error(played.error.message);
      const steps = played.value.steps;
      game.actions.push({
        action: 'move',
        player: SEAT[stage.player],
        dice: [...stage.dice].sort((a, b) => b - a),
        move: steps.map((s) => [point(s.from), point(s.to)]),
        board: gnubgPositionId(position, stage.player),
      });
    } else if (action.type === 'double' || action.type === 'beaver' || action.type === 'raccoon') {
      game.actions.push({ action: 'double', player: who });
    } else if (action.type === 'take' || action.type === 'drop') {
      game.actions.push({ action: action.type, player: who });
    } else if (action.type === 'accept-resignation') {
      game.resigned = true;
    } else if (action.type === 'next-game') {
      begin(next.value);
    }
    const result = next.value.game.result;
    if (result !== null && state.game.result === null && result.winner !== null) {
      game.winner = SEAT[result.winner];
      game.points = result.points[result.winner];
    }
    state = next.value;
  }
  return games;
}
