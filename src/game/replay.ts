import { ok, type Result } from '../core/result.js';
import { snapshot } from '../core/snapshot.js';
import type { Action } from './actions.js';
import type { GameConfig } from './config.js';
import type { GameError } from './errors.js';
import { readState } from './live.js';
import { apply, newMatch } from './reducer.js';
import type { GameState } from './state.js';

/**
 * A replay that stopped: the error of the action at `index` (0-based) and the state before it;
 * a refused configuration (`replay`) or starting state (`applyAll`) has index -1 and no state.
 */
export interface ReplayError extends GameError {
  /** The 0-based index of the refused action; -1 for a refused configuration or starting state. */
  readonly index: number;
  /** The state before that action; null when the configuration or the starting state was refused (index -1). */
  readonly state: GameState | null;
}

/**
 * Applies a list of actions in order; stops at the first one refused. The state is read first,
 * as `apply` reads it, and refused with index -1 when it is not one: what comes back, even for an
 * empty list, is always a state the reducer made or checked, never the caller's object.
 */
export function applyAll(state: GameState, actions: readonly Action[]): Result<GameState, ReplayError> {
  const start = readState(state);
  if (!start.ok) return { ok: false, error: Object.freeze({ ...start.error, index: -1, state: null }) };
  // The list is read once into the library's own copy; each action is then checked by apply.
  const read = snapshot(actions, 'The actions', 'large');
  if (!read.ok || !Array.isArray(read.value)) {
    const message = read.ok ? 'The actions must be a list (an array) of actions.' : read.error.message;
    return { ok: false, error: Object.freeze({ code: 'invalid-action' as const, message, index: -1, state: null }) };
  }
  const list = read.value as readonly Action[];
  let current = start.value.state;
  for (let index = 0; index < list.length; index++) {
    const next = apply(current, list[index]!);
    if (!next.ok) return { ok: false, error: Object.freeze({ ...next.error, index, state: current }) };
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
  if (!start.ok) return { ok: false, error: Object.freeze({ ...start.error, index: -1, state: null }) };
  return applyAll(start.value, actions);
}
