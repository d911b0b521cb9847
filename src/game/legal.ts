import { cut } from '../core/show.js';
import type { Position } from '../position/position.js';
import { turnOf, type Turn } from '../turn/turn.js';
import { stepListsOf } from '../turn/turn-core.js';
import { beaverRefusal, raccoonRefusal } from '../scoring/cube.js';
import { variantModule } from '../variants/registry.js';
import { ACTION_TYPES, isActionType, isResignLevel, madeAction, madePlayAction, type ActionType, type LegalAction, type LegalActionOf } from './actions.js';
import type { Live } from './live.js';
import { readState } from './live.js';
import { doubleRefusalFor, levelMultiplier } from './reducer.js';
import type { GameState } from './state.js';

const NO_ACTIONS: readonly LegalAction[] = Object.freeze([]);

function resignations(state: GameState): readonly LegalAction[] {
  const player = state.toAct!;
  const settings = state.settings;
  if (!settings.resignation || state.game.extraTurn) return NO_ACTIONS;
  const declined = state.game.declinedResignation;
  const floor = declined !== null && declined.player === player ? levelMultiplier(state, declined.level)! : 0;
  const last = LAST_RESIGNATIONS[player === 'white' ? 0 : 1]!;
  if (last.settings === settings && last.floor === floor) return last.actions;
  // The module's own list, read here and not kept (levelsOf would copy and freeze it for a caller).
  const actions: LegalAction[] = [];
  for (const level of variantModule(settings.variant).scoring.levels(settings.options)) {
    if (level.multiplier > floor && isResignLevel(level.kind)) actions.push(madeAction({ type: 'resign', player, level: level.kind }));
  }
  last.settings = settings;
  last.floor = floor;
  last.actions = Object.freeze(actions);
  return last.actions;
}

/**
 * Each player's resignation actions last listed, with the settings and the floor they were
 * listed for: a game asks for them on every turn with the same settings object (a state's
 * settings are deep-frozen library data, shared by every state of the game, or a validated
 * copy the library froze), and the actions are shared frozen library values (madeAction).
 */
const LAST_RESIGNATIONS: { settings: GameState['settings'] | null; floor: number; actions: readonly LegalAction[] }[] = [
  { settings: null, floor: 0, actions: NO_ACTIONS },
  { settings: null, floor: 0, actions: NO_ACTIONS },
];

/**
 * Everything that may happen now, so a UI can offer exactly these buttons and a bot can choose
 * among them. `opening-roll` and `roll` are kinds: the caller supplies the dice. Every other
 * entry is an action `apply` accepts as it is; anything not listed is refused with a specific
 * error code. A state that is not a game state has no legal actions.
 *
 * With a `type`, only the entries of that type, in the order the whole list has them:
 * `legalActions(state, 'play')` is the plays a bot chooses among, with no frozen list to filter
 * (V8 filters a frozen array the slow way: docs/performance.md, "Frozen arrays in V8"). A `type`
 * that is no action type is a programming error: a TypeError, never an empty list that would
 * hide a misspelling.
 */
export function legalActions<T extends ActionType>(state: GameState, type: T): readonly LegalActionOf<T>[];
export function legalActions(state: GameState, type?: ActionType): readonly LegalAction[];
export function legalActions(state: GameState, type?: ActionType): readonly LegalAction[] {
  if (type !== undefined && !isActionType(type)) throw new TypeError(`legalActions: type must be one of ${ACTION_TYPES.join(', ')} (or left out for every action); got ${given(type)}.`);
  const read = readState(state);
  if (!read.ok) return NONE;
  const { state: s, live } = read.value;
  // A turn's plays are listed straight from the turn, with no resignations to leave out.
  if (type === 'play') return s.phase === 'play' && live !== null ? Object.freeze(playActions(s, live)) : NONE;
  if (type === undefined) return Object.freeze(actionsOf(s, live, true));
  // Any other type: the list without the plays (which it would only drop), then that type's entries.
  return Object.freeze(actionsOf(s, live, false).filter((a) => a.type === type));
}

/** A wrong `type` as the TypeError quotes it: a string's first characters, encoded, or what it is. */
function given(type: unknown): string {
  if (typeof type === 'string') return cut(JSON.stringify(type.slice(0, 40)), 40);
  return type === null ? 'null' : `a value of type ${typeof type}`;
}

const NONE: readonly LegalAction[] = Object.freeze([]);

/**
 * The play actions of the stage in play, one per legal play, in the turn's order, with `room`
 * slots left at the end for the caller to fill (the list is made at its final length).
 */
function playActions(state: GameState, live: Live, room = 0): LegalAction[] {
  const player = state.toAct!;
  const lists = stepListsOf(live.turn!);
  const plays = new Array<LegalAction>(lists.length + room);
  for (let i = 0; i < lists.length; i++) plays[i] = madePlayAction(player, lists[i]!);
  return plays;
}

/**
 * The legal actions, each made by `madeAction` or `madePlayAction` (frozen, branded) as it is
 * listed; without the plays when `plays` is false.
 */
function actionsOf(state: GameState, live: Live | null, plays: boolean): LegalAction[] {
  switch (state.phase) {
    case 'match-over':
      return [];
    case 'game-over':
      return [madeAction({ type: 'next-game' })];
    case 'opening':
      return [madeAction({ type: 'opening-roll' })];
    default:
      break;
  }
  if (live === null) return [];
  const player = state.toAct!;
  const actions: LegalAction[] = [];
  switch (state.phase) {
    case 'roll': {
      actions.push(madeAction({ type: 'roll', player }));
      if (doubleRefusalFor(state, live, player) === null) actions.push(madeAction({ type: 'double', player }));
      actions.push(...resignations(state));
      break;
    }
    case 'play': {
      const resigns = resignations(state);
      if (!plays) return [...resigns];
      const all = playActions(state, live, resigns.length);
      const at = all.length - resigns.length;
      for (let i = 0; i < resigns.length; i++) all[at + i] = resigns[i]!;
      return all;
    }
    case 'double': {
      const offer = state.offer!;
      actions.push(madeAction({ type: 'take', player }), madeAction({ type: 'drop', player }));
      if (beaverRefusal(state.settings.cube, offer) === null) actions.push(madeAction({ type: 'beaver', player }));
      if (raccoonRefusal(state.settings.cube, offer) === null) actions.push(madeAction({ type: 'raccoon', player }));
      if (state.settings.resignWhileDoubled) actions.push(...resignations(state));
      break;
    }
    case 'resignation':
      actions.push(madeAction({ type: 'accept-resignation', player }), madeAction({ type: 'reject-resignation', player }));
      break;
  }
  return actions;
}

/**
 * The validated Position of a state (within a turn: after the stages played so far), for board
 * queries, drawing and `legalSteps`. Null only after an LN-15 draw, whose final position (both
 * sides borne off) is kept as a Setup but is no valid Position, and for values that are not states.
 */
export function gamePosition(state: GameState): Position | null {
  const read = readState(state);
  // An LN-15 draw's final board (both sides borne off) is kept as data; it is no Position.
  if (!read.ok || read.value.state.game.result?.end === 'draw') return null;
  return read.value.live?.position ?? null;
}

/** The Turn in progress (the turn layer's view: stage, legal plays, stages played), or null. */
export function currentTurn(state: GameState): Turn | null {
  const read = readState(state);
  const turn = read.ok ? (read.value.live?.turn ?? null) : null;
  return turn === null ? null : turnOf(turn);
}
