import { ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import { snapshot } from '../core/snapshot.js';
import { isGameLog, type GameLog, type RecordError } from './record-types.js';
import type { GameState } from '../game/state.js';
import { newMatch } from '../game/reducer.js';
import { settingsDiff } from './record-header.js';
import { variationConfig, variationOf } from './variations.js';

/**
 * What GNU Backgammon's match files (.mat, SGF) can hold: backgammon, Nackgammon or Hypergammon
 * (NH-1; each by its preset's rules, Hypergammon with 1 to 3 checkers),
 * every game opened by the roll-off whose dice the winner plays (OP-1, OP-2), matches or money
 * sessions with the doubling cube, Crawford, Jacoby, beavers and raccoons. Why a match cannot be
 * written as `format`, or null.
 */
export function gnubgFileProblem(state: GameState, startFrom: boolean, format: string): string | null {
  const s = state.settings;
  if (s.variant !== 'short-tavla') return `${format} holds backgammon matches; this is ${s.variant}.`;
  // The current game alone says nothing of the others: a rotation's next game may be Plakoto.
  if (s.rotation !== null) return `${format} holds matches of one game; a rotation of games (TV-1) cannot be written.`;
  if (startFrom) return `${format} games start from the starting position; startFrom cannot be written.`;
  if (s.opening.firstMove !== 'useOpeningDice') return `${format} games open with the roll-off dice (OP-2 useOpeningDice); the winner cannot roll anew.`;
  if (s.match.nextGameStarter !== 'openingRoll') return `${format} games each open with a roll-off (OP-3 openingRoll).`;
  if (s.lastRollDraw !== false) return `${format} has no drawn games (LN-15).`;
  if (s.cube.automaticDoubles > 0) return `${format} does not record the tied roll-offs of automatic doubles (CU-9).`;
  if (s.cube.progression !== 'geometric') return `${format} cubes double (CU-5 geometric).`;
  if (s.match.holland || s.cube.noGammonsOnceCubed || s.cube.jacobyCountsAutomaticDoubles) {
    return `${format} cannot say that the Holland rule, CU-13 or Jacoby counting automatic doubles is played.`;
  }
  // NH-1: backgammon, Nackgammon or Hypergammon with 1 to 3 checkers, each by its preset's rules.
  const variation = variationOf(s);
  if (variation === null) return `${format} matches are backgammon, Nackgammon or Hypergammon (1 to 3 checkers); not the ${s.preset} preset's setup.`;
  const config = variationConfig(variation.mat)!;
  const started = newMatch({ ...config, match: { length: s.match.length } });
  const options = started.ok ? settingsDiff(s, started.value.settings).filter(([path]) => path.startsWith('options.')) : [];
  if (options.length > 0) return `${format} matches are played by the ${variation.mat === 'Backgammon' ? 'standard' : variation.mat} rules; not ${show(options.map(([p]) => p))}.`;
  return null;
}

/** A refused write: the record error with its line (0: the log as a whole). */
export function fileFail(code: RecordError['code'], message: string, line = 0): { readonly ok: false; readonly error: RecordError } {
  return { ok: false, error: Object.freeze({ code, message, line }) };
}

export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A log taken in for writing as a GNU Backgammon file: the library's own copy, its first state, and the names given. */
export interface StartedLog {
  readonly log: GameLog;
  readonly start: GameState;
  readonly names: Readonly<Record<string, unknown>>;
}

/**
 * The start shared by toMat and toSgf: the log is read once into the library's own copy (it is
 * replayed from the copy only), its configuration must start a match, and the match must be one
 * the format holds (`unsupported`: mat-unsupported or sgf-unsupported).
 */
export function startGnubgFile(input: GameLog, format: string, unsupported: RecordError['code']): Result<StartedLog, RecordError> {
  const read = snapshot(input, 'The game log', 'large');
  if (!read.ok) return fileFail('invalid-game-log', read.error.message);
  const log = read.value as GameLog;
  if (!isGameLog(log)) return fileFail('invalid-game-log', 'A game log is { config, actions, names? }.');
  const started = newMatch(log.config);
  if (!started.ok) return fileFail('invalid-game-log', `The configuration is refused: ${started.error.code}: ${started.error.message}`);
  const why = gnubgFileProblem(started.value, isRecord(log.config) && log.config.startFrom !== undefined, format);
  if (why !== null) return fileFail(unsupported, why);
  return ok({ log, start: started.value, names: isRecord(log.names) ? log.names : {} });
}
