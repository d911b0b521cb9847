import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import { snapshot } from '../core/snapshot.js';
import { requirePosition } from '../position/argument.js';
import type { NotationError, SetupError } from '../core/errors.js';
import { err, ok, type Result } from '../core/result.js';
import { readAction, type Action } from '../game/actions.js';
import { gameError, type GameError } from '../game/errors.js';
import { readState } from '../game/live.js';
import type { GameState } from '../game/state.js';
import type { Position } from '../position/position.js';
import { positionFromSetup } from '../position/setup.js';
import type { Setup } from '../position/setup-types.js';

/**
 * JSON text in and out for positions (as their Setup), game and match states, and actions. Each
 * reader parses safely and then hands the value to the same check as every other way in:
 * `positionFromSetup`, the reducer's state check, `readAction`. Values read are deep-frozen.
 */

/** Deeper than any value of the library (a state is about six levels deep); deeper text is refused. */
export const MAX_JSON_DEPTH = 64;

/** Nesting depth of a parsed JSON value, counted without recursion so no input can exhaust the stack. */
function tooDeep(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_JSON_DEPTH) return true;
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return false;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** JSON.parse that answers instead of throwing, with a bound on nesting; the value comes back frozen. */
function parse(text: string, what: string): Result<unknown, NotationError> {
  if (typeof text !== 'string') return err('malformed-json', `${what} JSON must be given as a string; got a value of type ${typeof text}.`);
  const tooLong = refuseLength(text, INPUT_LIMITS.json, `${what} JSON`);
  if (tooLong !== null) return tooLong;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'not JSON';
    return err('malformed-json', `The ${what} text is not JSON: ${reason.slice(0, 120)}`);
  }
  if (tooDeep(value)) return err('json-too-deep', `The ${what} JSON is nested more than ${MAX_JSON_DEPTH} levels deep.`);
  return ok(deepFreeze(value));
}

/** The JSON text of a position: its Setup (as `JSON.stringify(position)` writes it). */
export function positionToJSON(position: Position): string {
  return JSON.stringify(requirePosition(position, 'positionToJSON').toJSON());
}

/** Reads the JSON text of a Setup into a validated Position (`positionFromSetup`'s checks and codes). */
export function positionFromJSON(text: string): Result<Position, NotationError | SetupError> {
  const parsed = parse(text, 'position');
  if (!parsed.ok) return parsed;
  return positionFromSetup(parsed.value as Setup);
}

/**
 * Why a value is not a state `apply` accepts, as the reducer answers it: the state check, then
 * (for a turn in progress) the replay of the turn record.
 */
function readGameState(value: unknown): Result<GameState, GameError> {
  const read = readState(value);
  return read.ok ? ok(read.value.state) : read;
}

/** The JSON text of a game or match state, or `invalid-state` for a value `apply` would refuse. */
export function stateToJSON(state: GameState): Result<string, GameError> {
  const read = readGameState(state);
  if (!read.ok) return read;
  return stringify(read.value, () => gameError('invalid-state', 'The state holds a value JSON cannot represent.'));
}

/** JSON.stringify that answers instead of throwing (a BigInt or a cycle in a hand-made value). */
function stringify(value: unknown, failure: () => { readonly ok: false; readonly error: GameError }): Result<string, GameError> {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return text === undefined ? failure() : ok(text);
}

/**
 * Reads the JSON text of a game or match state. The state is checked as `apply` checks it, so a
 * state `apply` would refuse is refused here with the same code (`invalid-state`); an accepted
 * state is frozen and plays on exactly like the one that was saved.
 */
export function stateFromJSON(text: string): Result<GameState, NotationError | GameError> {
  const parsed = parse(text, 'game state');
  if (!parsed.ok) return parsed;
  return readGameState(parsed.value);
}

/** The JSON text of an action, checked by `readAction` first (`invalid-action`, `invalid-dice`, ...). */
export function actionToJSON(action: Action): Result<string, GameError> {
  const copy = snapshot(action, 'The action');
  if (!copy.ok) return gameError('invalid-action', copy.error.message);
  const read = readAction(copy.value);
  if (!read.ok) return read;
  // A play given as a list of steps is only checked against a position, so it may hold anything.
  return stringify(read.value, () => gameError('invalid-action', 'The action holds a value JSON cannot represent.'));
}

/** Reads the JSON text of an action through `readAction`, the reducer's own check of an action's shape. */
export function actionFromJSON(text: string): Result<Action, NotationError | GameError> {
  const parsed = parse(text, 'action');
  if (!parsed.ok) return parsed;
  return readAction(parsed.value);
}
