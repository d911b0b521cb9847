import { sameJson } from '../core/show.js';
import type { Dice } from '../core/dice.js';
import { ok, type Result } from '../core/result.js';
import { deepFreeze, snapshot } from '../core/snapshot.js';
import { setupOf as setupOfPosition, type Position } from '../position/position.js';
import { checkedPosition, positionToSetup } from '../position/setup.js';
import type { Setup } from '../position/setup-types.js';
import { advanceTurn, beginTurn, type Turn } from '../turn/turn.js';
import { gameError, type GameError } from './errors.js';
import type { GameState } from './state.js';
import { stateProblem } from './validate.js';

/**
 * The objects behind a plain state: its validated Position and the Turn in progress.
 *
 * The trust rule (docs/design.md): a state the reducer made is deep-frozen and known by identity,
 * so `apply` neither checks nor rebuilds it. Any other value — a parsed save, a spread copy, a
 * state edited by its owner — is caller data: it is copied once, the copy is checked in full
 * (validate.ts, and the turn record replayed), and the reducer goes on from that copy, which it
 * freezes and then trusts. The caller's object is never frozen, never kept and never trusted: the
 * same object handed in again is checked again, whatever happened to it in between.
 */
export interface Live {
  readonly position: Position;
  readonly turn: Turn | null;
}

/** A state the library can work from, and the objects behind it (null only after an LN-15 draw). */
export interface ReadState {
  readonly state: GameState;
  readonly live: Live | null;
}

// Keyed only by states the library built and deep-froze itself (remember, and the checked copies
// of readState): nobody else can add to it, and nothing it vouches for can change.
const MADE = new WeakMap<object, Live | null>();

/** Records a state the reducer has just built and deep-frozen, with its live objects. */
export function remember(state: GameState, live: Live | null): GameState {
  MADE.set(state, live);
  return state;
}

/**
 * The library's own version of a state handed in by a caller: the state itself when the library
 * made it, otherwise a checked, frozen copy (or `invalid-state` with the reason).
 */
export function readState(value: unknown): Result<ReadState, GameError> {
  if (typeof value === 'object' && value !== null) {
    const live = MADE.get(value);
    if (live !== undefined || MADE.has(value)) return ok({ state: value as GameState, live: live ?? null });
  }
  const copy = snapshot(value, 'The game state');
  if (!copy.ok) return gameError('invalid-state', copy.error.message);
  const problem = stateProblem(copy.value);
  if (problem !== null) {
    return gameError('invalid-state', `This is not a usable game state (${problem}); build states with newGame, newMatch and apply.`);
  }
  const state = copy.value as GameState;
  const live = rebuild(state);
  if (!live.ok) return live;
  remember(deepFreeze(state), live.value);
  return ok({ state, live: live.value });
}

function revive(setup: Setup): Result<Position, GameError> {
  const position = checkedPosition(setup);
  return position.ok ? position : gameError('invalid-state', `The state's position is not valid: ${position.error.message}`);
}

/**
 * Rebuilds the Position and Turn of a checked copy of a state: the turn record is replayed stage
 * by stage. An LN-15 draw keeps its final position (both sides borne off), which is no valid
 * Position and on which nothing is played: it has none.
 */
function rebuild(state: GameState): Result<Live | null, GameError> {
  const record = state.turn;
  if (record === null) {
    if (state.game.result?.end === 'draw') return ok(null);
    const position = revive(state.position);
    return position.ok ? ok({ position: position.value, turn: null }) : position;
  }
  const start = revive(record.start);
  if (!start.ok) return start;
  // LN-15's extra turn is a turn of the turn layer like any other (cascades included).
  let turn = beginTurn(start.value, record.dice, { extraTurn: state.game.extraTurn });
  for (const stage of record.stages) {
    if (!turn.ok) break;
    turn = advanceTurn(turn.value, { steps: stage.steps });
  }
  if (!turn.ok) return gameError('invalid-state', `The state's turn cannot be replayed: ${turn.error.message}`);
  // The replayed turn must arrive where the state says it is.
  if (!sameJson(positionToSetup(turn.value.position), state.position)) {
    return gameError('invalid-state', "The state's position does not follow from its turn record.");
  }
  return ok({ position: turn.value.position, turn: turn.value });
}

/**
 * The Setup a state stores for a position, deep-frozen. Its `options` is the position's own
 * deep-frozen options object, shared rather than copied. The last answer is kept for the next
 * call: a roll stores the Setup of the position the previous play reached. Keyed by a Position,
 * which is the library's own immutable value (the brand of position.ts), never a caller's object.
 */
export function setupOf(position: Position): Setup {
  if (position === lastPosition) return lastSetup!;
  const setup = deepFreeze(setupOfPosition(position, true));
  lastPosition = position;
  lastSetup = setup;
  return setup;
}

let lastPosition: Position | null = null;
let lastSetup: Setup | null = null;

/** A fresh plain copy of dice, so no frozen-by-someone-else array ends up in a state. */
export function diceCopy(dice: Dice): Dice {
  return [dice[0], dice[1]];
}
