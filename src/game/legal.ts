import type { Position } from '../position/position.js';
import { turnOf, type Turn } from '../turn/turn.js';
import { stepListsOf } from '../turn/turn-core.js';
import { beaverRefusal, raccoonRefusal } from '../scoring/cube.js';
import { variantModule } from '../variants/registry.js';
import { madeAction, madePlayAction, RESIGN_LEVELS, type LegalAction } from './actions.js';
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
    if (level.multiplier > floor && RESIGN_LEVELS.includes(level.kind)) actions.push(madeAction({ type: 'resign', player, level: level.kind }));
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
 */
export function legalActions(state: GameState): readonly LegalAction[] {
  const read = readState(state);
  return read.ok ? Object.freeze(actionsOf(read.value.state, read.value.live)) : NONE;
}

const NONE: readonly LegalAction[] = Object.freeze([]);

/** The legal actions, each made by `madeAction` or `madePlayAction` (frozen, branded) as it is listed. */
function actionsOf(state: GameState, live: Live | null): LegalAction[] {
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
      const lists = stepListsOf(live.turn!);
      const resigns = resignations(state);
      const all = new Array<LegalAction>(lists.length + resigns.length);
      for (let i = 0; i < lists.length; i++) all[i] = madePlayAction(player, lists[i]!);
      for (let i = 0; i < resigns.length; i++) all[lists.length + i] = resigns[i]!;
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
