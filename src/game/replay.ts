import { ok, type Result } from '../core/result.js';
import type { Action } from './actions.js';
import type { GameConfig } from './config.js';
import type { GameError } from './errors.js';
import { apply, newMatch } from './reducer.js';
import type { GameState } from './state.js';

/**
 * A replay that stopped: the error of the action at `index` (0-based) and the state before it;
 * a refused configuration has index -1 and no state.
 */
export interface ReplayError extends GameError {
  readonly index: number;
  readonly state: GameState | null;
}

/** Applies a list of actions in order; stops at the first one refused. */
export function applyAll(state: GameState, actions: readonly Action[]): Result<GameState, ReplayError> {
  let current = state;
  for (let index = 0; index < actions.length; index++) {
    const next = apply(current, actions[index]!);
    if (!next.ok) return { ok: false, error: { ...next.error, index, state: current } };
    current = next.value;
  }
  return ok(current);
}

/**
 * Replays a recorded game or match: `newMatch(config)` followed by every action. Because dice are
 * part of the actions, the same config and actions always give the same state (use
 * `match: { length: null }` for money play).
 */
export function replay(config: GameConfig, actions: readonly Action[]): Result<GameState, ReplayError> {
  const start = newMatch(config);
  if (!start.ok) return { ok: false, error: { ...start.error, index: -1, state: null } };
  return applyAll(start.value, actions);
}
