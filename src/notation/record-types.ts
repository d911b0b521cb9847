import type { NotationError } from '../core/errors.js';
import type { Action } from '../game/actions.js';
import type { GameConfig } from '../game/config.js';
import type { GameState } from '../game/state.js';

/**
 * A game or match as a history: the configuration and every action since `newMatch(config)`
 * (use `match: { length: null }` for money play). `replay(config, actions)` rebuilds its state,
 * which is why a record is made from a log and not from a state: a state keeps the results of
 * finished games, not the moves that led to them.
 */
export interface GameLog {
  /** The game or match configuration the actions start from. */
  readonly config: GameConfig;
  /** Every action, in order, from the start. */
  readonly actions: readonly Action[];
  /** Optional names of the two seats, written in the header (and as the players of a .mat file). */
  readonly names?: {
    /** White's name. */
    readonly white?: string;
    /** Black's name. */
    readonly black?: string;
  };
}

/** What `fromRecord` reads: a log in normal form (plays as notation) and the state it replays to. */
export interface GameRecord extends GameLog {
  /** The state the actions replay to. */
  readonly state: GameState;
}

/** A record that could not be read: the code, a message, and the 1-based line it concerns (0: the whole text). */
export interface RecordError extends NotationError {
  /** The 1-based line the error concerns; 0 for the whole text. */
  readonly line: number;
}

/** A first check of a log's shape (the reducer checks the rest). */
export function isGameLog(value: unknown): value is GameLog {
  return typeof value === 'object' && value !== null && Array.isArray((value as { actions?: unknown }).actions);
}
