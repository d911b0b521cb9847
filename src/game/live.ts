import { sameJson } from '../core/show.js';
import type { Dice } from '../core/dice.js';
import { ok, type Result } from '../core/result.js';
import type { Position } from '../position/position.js';
import { positionFromSetup, positionToSetup } from '../position/setup.js';
import type { Setup } from '../position/setup-types.js';
import { advanceTurn, beginTurn, type Turn } from '../turn/turn.js';
import { advanceExtraTurn, beginExtraTurn } from './extra-turn.js';
import { gameError, type GameError } from './errors.js';
import type { GameState } from './state.js';
import { stateProblem, trust } from './validate.js';

/**
 * The objects behind a plain state: its validated Position and the Turn in progress. They are
 * rebuilt from the state's data (so a state that went through JSON works), and remembered per
 * state object so that a game driven through `apply` never rebuilds anything.
 */
export interface Live {
  readonly position: Position;
  readonly turn: Turn | null;
}

const LIVE = new WeakMap<GameState, Live>();

export function remember(state: GameState, live: Live): GameState {
  LIVE.set(state, live);
  trust(state);
  return state;
}

/** True for a usable GameState (built here, or checked once by `stateProblem`). */
export function looksLikeState(value: unknown): value is GameState {
  return stateProblem(value) === null;
}

function revive(setup: Setup): Result<Position, GameError> {
  const position = positionFromSetup(setup);
  return position.ok ? position : gameError('invalid-state', `The state's position is not valid: ${position.error.message}`);
}

/** Rebuilds the Position and Turn of a state that was not produced in this process (e.g. parsed JSON). */
export function liveOf(state: GameState): Result<Live, GameError> {
  const known = LIVE.get(state);
  if (known) return ok(known);
  const record = state.turn;
  if (record === null) {
    const position = revive(state.position);
    if (!position.ok) return position;
    const live = { position: position.value, turn: null };
    LIVE.set(state, live);
    return ok(live);
  }
  const start = revive(record.start);
  if (!start.ok) return start;
  const extra = state.game.extraTurn;
  let turn = extra ? beginExtraTurn(start.value, record.dice) : beginTurn(start.value, record.dice);
  for (const stage of record.stages) {
    if (!turn.ok) break;
    turn = extra ? advanceExtraTurn(turn.value, { steps: stage.steps }) : advanceTurn(turn.value, { steps: stage.steps });
  }
  if (!turn.ok) return gameError('invalid-state', `The state's turn cannot be replayed: ${turn.error.message}`);
  // The replayed turn must arrive where the state says it is.
  if (!sameJson(positionToSetup(turn.value.position), state.position)) {
    return gameError('invalid-state', "The state's position does not follow from its turn record.");
  }
  const live = { position: turn.value.position, turn: turn.value };
  LIVE.set(state, live);
  return ok(live);
}

/** The Setup a state stores for a position. */
export function setupOf(position: Position): Setup {
  return positionToSetup(position);
}

/** A fresh plain copy of dice, so no frozen-by-someone-else array ends up in a state. */
export function diceCopy(dice: Dice): Dice {
  return [dice[0], dice[1]];
}
