import type { Action } from '../game/actions.js';
import type { GameConfig } from '../game/config.js';
import { apply, newMatch } from '../game/reducer.js';
import type { GameState } from '../game/state.js';
import type { GameResult } from '../scoring/points.js';
import { LEVEL_NUMBER } from './match-moment.js';
import type { RecordError } from './record-types.js';

/**
 * What the readers of other programs' match files (`fromMat`, `fromSgf`) share: the error that
 * names the game and the line, and the replay of what a file says through the reducer, trying
 * in turn the settings the file leaves open (Crawford in a .mat match, Jacoby in a .mat money
 * session) until one replays.
 */

/** A match file that could not be read: `line` is 1-based (0: the whole file), `game` 1-based (0: no game in particular). */
export interface MatchFileError extends RecordError {
  /** The 1-based game the error concerns; 0 for none in particular. */
  readonly game: number;
}

export type FileFail = { readonly ok: false; readonly error: MatchFileError };

/** Where in the file a fact was read. */
export interface Where {
  readonly game: number;
  readonly line: number;
}

export function fileFail(code: MatchFileError['code'], where: Where, message: string): FileFail {
  const at = where.line > 0 ? `Game ${where.game}, line ${where.line}: ` : where.game > 0 ? `Game ${where.game}: ` : '';
  return { ok: false, error: Object.freeze({ code, message: `${at}${message}`, line: where.line, game: where.game }) };
}

/**
 * The longest run of consecutive items that `counts` in any one of `lists` (the readers use it
 * for animals in a row, CU-6 / CU-7). A loop, not spread arguments: a long file has millions.
 */
export function longestRun<T>(lists: readonly (readonly T[])[], counts: (item: T) => boolean): number {
  let longest = 0;
  for (const list of lists) {
    let run = 0;
    for (const item of list) {
      run = counts(item) ? run + 1 : 0;
      if (run > longest) longest = run;
    }
  }
  return longest;
}

/** The log a file replays to, and where it ends. */
export interface Replayed {
  readonly config: GameConfig;
  readonly actions: readonly Action[];
  readonly state: GameState;
}

/**
 * Applies a file's actions one by one with the reducer (the one replay of the library), keeping
 * the log; an action the rules refuse becomes `illegal-record` at the file's game and line.
 */
export class FileReplay {
  readonly actions: Action[] = [];
  /** The furthest point reached, to report the best of several failed readings. */
  reached: Where = { game: 0, line: 0 };

  private constructor(
    readonly config: GameConfig,
    public state: GameState,
  ) {}

  static start(config: GameConfig): FileReplay | FileFail {
    const started = newMatch(config);
    if (!started.ok) return fileFail('illegal-record', { game: 0, line: 0 }, `The file's settings are refused: ${started.error.code}: ${started.error.message}`);
    return new FileReplay(config, started.value);
  }

  act(where: Where, action: Action): FileFail | null {
    this.reached = where;
    const next = apply(this.state, action);
    if (!next.ok) return fileFail('illegal-record', where, `${next.error.code}: ${next.error.message}`);
    this.actions.push(action);
    this.state = next.value;
    return null;
  }

  done(): Replayed {
    return { config: this.config, actions: this.actions, state: this.state };
  }
}

/**
 * Tries each configuration in order; the first that replays wins. When none does, the failure
 * of the reading that got furthest is reported (ties: the first), so the error names the place
 * where the file really stops making sense.
 */
export function firstReplaying(
  configs: readonly GameConfig[],
  run: (config: GameConfig) => { readonly ok: true; readonly value: Replayed } | (FileFail & { readonly reached?: Where }),
): { readonly ok: true; readonly value: Replayed } | FileFail {
  let best: FileFail | null = null;
  for (const config of configs) {
    const result = run(config);
    if (result.ok) return result;
    if (best === null || later(result.error, best.error)) best = result;
  }
  return best ?? fileFail('illegal-record', { game: 0, line: 0 }, 'No settings to replay the file with.');
}

const later = (a: MatchFileError, b: MatchFileError): boolean => a.game > b.game || (a.game === b.game && a.line > b.line);

/**
 * The points a file may state for a finished game: the points scored, or (GNU Backgammon writes
 * `Wins` lines before Jacoby, CU-8) the result's kind times the cube when Jacoby counted it single.
 */
export function statedPointsFit(result: GameResult, stated: number): boolean {
  if (result.winner === null) return false;
  if (result.points[result.winner] === stated) return true;
  return result.single && uncounted(result) === stated;
}

/** A result's points before Jacoby counted it single (CU-8): its kind's value (SC-2) times the cube. */
export function uncounted(result: GameResult): number {
  return (LEVEL_NUMBER[result.kind] ?? result.multiplier) * result.cube;
}

/** CU-1: a resignation level from the points it is worth on this cube: 1 oin, 2 mars, 3 koks (SC-8), or null. */
export function levelOfPoints(points: number, cube: number): 'oin' | 'mars' | 'koks' | null {
  if (cube <= 0 || points % cube !== 0) return null;
  return ({ 1: 'oin', 2: 'mars', 3: 'koks' } as const)[points / cube] ?? null;
}

/**
 * A game that ends in a resignation while a beaver or raccoon is waiting for its answer: true when
 * the points fit a resignation level on the cube before the animal (`cube`) and none on the value
 * it offers (`offered`), so the player facing it resigned rather than taking it first.
 */
export function resignedFacing(points: number, cube: number, offered: number): boolean {
  return levelOfPoints(points, offered) === null && levelOfPoints(points, cube) !== null;
}
