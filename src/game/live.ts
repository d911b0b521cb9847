import { sameJson } from '../core/show.js';
import { ok, type Result } from '../core/result.js';
import { deepFreeze, snapshot } from '../core/snapshot.js';
import { setupOf as setupOfPosition, type Position } from '../position/position.js';
import { checkedPosition, positionToSetup } from '../position/setup.js';
import type { Setup } from '../position/setup-types.js';
import { readRoll, validateDice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import { advanceCore, beginCore, playedOf, stageOf, type TurnCore } from '../turn/turn-core.js';
import { gameError, type GameError } from './errors.js';
import type { GameInfo, GameState, MatchInfo, TurnRecord } from './state.js';
import { stateProblem } from './validate.js';
import { freezeClass } from '../core/frozen-class.js';

/**
 * The objects behind a plain state: its validated Position and the Turn in progress.
 *
 * The trust rule (docs/design.md): a state the reducer made is deep-frozen and carries a private
 * brand (MadeState), so `apply` neither checks nor rebuilds it. Any other value — a parsed save, a spread copy, a
 * state edited by its owner — is caller data: it is copied once, the copy is checked in full
 * (validate.ts, and the turn record replayed), and the reducer goes on from that copy, which it
 * freezes and then trusts. The caller's object is never frozen, never kept and never trusted: the
 * same object handed in again is checked again, whatever happened to it in between.
 */
export interface Live {
  readonly position: Position;
  /** The turn layer's record of the turn in progress (its Turn is made only if asked for: `currentTurn`). */
  readonly turn: TurnCore | null;
}

/** A state the library can work from, and the objects behind it (null only after an LN-15 draw). */
export interface ReadState {
  readonly state: GameState;
  readonly live: Live | null;
}

/**
 * The key the constructor asks for: only this module holds it, so a caller who reaches the
 * class through an instance's `constructor` cannot make one (the brand would vouch for it).
 */
const MADE_HERE: unique symbol = Symbol('tavla state');

let liveOf: (value: unknown) => Live | null | undefined;

/**
 * A state the library built and deep-froze itself: its private field is the brand and holds the
 * live objects. Only this class can make one; a spread copy, a JSON copy, a structured clone or a
 * Proxy of it has no such field and is caller data. Its fields are the plain state's, in the
 * state's order, so it serialises and compares as the plain data it is. (A WeakMap from states to
 * live objects did this before; its entries kept every promoted state's turn and plays alive until
 * a full garbage collection, so V8 moved the plays' allocation to the old generation.)
 */
class MadeState {
  readonly #live: Live | null;
  static {
    liveOf = (value) => (typeof value === 'object' && value !== null && #live in value ? value.#live : undefined);
  }
  constructor(key: typeof MADE_HERE, s: GameState, live: Live | null, partsFrozen: boolean) {
    if (key !== MADE_HERE) throw new TypeError('Game states are made by newGame, newMatch and apply, never with new.');
    const self = this as unknown as Record<keyof GameState, unknown>;
    self.version = s.version;
    self.settings = s.settings;
    self.phase = s.phase;
    self.toAct = s.toAct;
    self.position = s.position;
    self.dice = s.dice;
    self.stage = s.stage;
    self.turn = s.turn;
    self.cube = s.cube;
    self.offer = s.offer;
    self.resignation = s.resignation;
    self.game = s.game;
    self.match = s.match;
    this.#live = live;
    // Each part the reducer built is frozen once; parts taken over from an earlier state (or a
    // Setup from setupOf) are frozen already, and a frozen part here is always frozen all through.
    Object.freeze(this);
    if (!partsFrozen) freezeParts(s);
  }
}
freezeClass(MadeState);

function freezeParts(s: GameState): void {
  if (!Object.isFrozen(s.settings)) deepFreeze(s.settings);
  if (!Object.isFrozen(s.position)) deepFreeze(s.position);
  if (s.dice !== null) Object.freeze(s.dice);
  if (s.stage !== null && !Object.isFrozen(s.stage)) {
    Object.freeze(s.stage.dice);
    Object.freeze(s.stage);
  }
  if (s.turn !== null && !Object.isFrozen(s.turn)) freezeTurn(s.turn);
  if (!Object.isFrozen(s.cube)) Object.freeze(s.cube);
  if (s.offer !== null && !Object.isFrozen(s.offer)) Object.freeze(s.offer);
  if (s.resignation !== null && !Object.isFrozen(s.resignation)) Object.freeze(s.resignation);
  if (!Object.isFrozen(s.game)) freezeGame(s.game);
  if (!Object.isFrozen(s.match)) freezeMatch(s.match);
}

/**
 * A match record by its shape. The reducer only ever appends to the results of the state before,
 * whose results are frozen all through, so the new ones are those at the end up to the first
 * frozen one: a walk over the whole history made every game's end cost all the games before it,
 * and a long session's replay quadratic in its games. (Random games check every state is frozen
 * all through.)
 */
function freezeMatch(match: MatchInfo): void {
  Object.freeze(match);
  Object.freeze(match.score);
  const results = match.results;
  if (Object.isFrozen(results)) return;
  Object.freeze(results);
  for (let i = results.length - 1; i >= 0 && !Object.isFrozen(results[i]); i--) deepFreeze(results[i]);
}

/** A turn record by its shape (the start Setup and a played stage's steps come frozen already). */
function freezeTurn(turn: TurnRecord): void {
  Object.freeze(turn);
  Object.freeze(turn.dice);
  if (!Object.isFrozen(turn.start)) deepFreeze(turn.start);
  if (Object.isFrozen(turn.stages)) return;
  Object.freeze(turn.stages);
  for (const stage of turn.stages) if (!Object.isFrozen(stage)) deepFreeze(stage);
}

/** A game's record by its shape: every field a value but the declined offer and the result. */
function freezeGame(game: GameInfo): void {
  Object.freeze(game);
  if (game.declinedResignation !== null) Object.freeze(game.declinedResignation);
  if (game.result !== null && !Object.isFrozen(game.result)) deepFreeze(game.result);
}

/**
 * Seals a state the library has just built from its own values (never a caller's object): a
 * deep-frozen, branded state that remembers its live objects.
 */
export function remember(state: GameState, live: Live | null, partsFrozen = false): GameState {
  return new MadeState(MADE_HERE, state, live, partsFrozen) as unknown as GameState;
}

/**
 * The library's own version of a state handed in by a caller: the state itself when the library
 * made it, otherwise a checked, frozen copy (or `invalid-state` with the reason).
 */
export function readState(value: unknown): Result<ReadState, GameError> {
  if (typeof value === 'object' && value !== null) {
    const live = liveOf(value);
    if (live !== undefined) return ok({ state: value as GameState, live });
  }
  const copy = snapshot(value, 'The game state', 'large');
  if (!copy.ok) return gameError('invalid-state', copy.error.message);
  const problem = stateProblem(copy.value);
  if (problem !== null) {
    return gameError('invalid-state', `This is not a usable game state (${problem}); build states with newGame, newMatch and apply.`);
  }
  const state = copy.value as GameState;
  const live = rebuild(state);
  if (!live.ok) return live;
  // The checked copy is the library's own: frozen all through before it is branded.
  return ok({ state: remember(deepFreeze(state), live.value), live: live.value });
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
  const roll = readRoll(record.dice);
  if (roll === null) {
    const refused = validateDice(record.dice);
    return gameError('invalid-state', `The state's turn cannot be replayed: ${refused.ok ? 'its dice are not a roll' : refused.error.message}`);
  }
  let turn: Result<TurnCore, PlayError> = beginCore(start.value, roll, state.game.extraTurn, false);
  for (const stage of record.stages) {
    if (!turn.ok) break;
    turn = advanceCore(turn.value, { steps: stage.steps }, 'advanceTurn');
  }
  if (!turn.ok) return gameError('invalid-state', `The state's turn cannot be replayed: ${turn.error.message}`);
  // The replayed turn must arrive where the state says it is: its board, and who plays which dice.
  if (!sameJson(positionToSetup(turn.value.position), state.position)) {
    return gameError('invalid-state', "The state's position does not follow from its turn record.");
  }
  const stages = stagesProblem(turn.value, state);
  if (stages !== null) return gameError('invalid-state', `The state's turn does not follow from its record: ${stages}.`);
  return ok({ position: turn.value.position, turn: turn.value });
}

/**
 * Whether the stages a state names are the ones its turn record replays to: each stage played
 * by the player and from the dice the turn layer gave it, and the stage now in play (`stage`,
 * and so `toAct`, which validate.ts ties to it) the replayed turn's next. Otherwise a copy could
 * hand the roller's stage to his opponent, or show dice nobody rolled (CG-2, CG-5).
 */
function stagesProblem(turn: TurnCore, state: GameState): string | null {
  const cursor = turn.cursor;
  if (cursor === null) return 'the turn is over after the stages played, so there is no stage to play';
  const played = turn.lastStage === null ? [] : playedOf(turn);
  const records = state.turn!.stages;
  for (let i = 0; i < records.length; i++) {
    const stage = played[i]!.stage;
    if (records[i]!.player !== stage.player || !sameJson(records[i]!.dice, stage.dice)) return `stage ${i + 1} was played by ${stage.player} from ${stage.dice.join('-')}`;
  }
  const now = stageOf(cursor);
  const named = state.stage;
  if (named === null || named.player !== now.player || !sameJson(named.dice, now.dice)) return `the stage to play is ${now.player}'s, from ${now.dice.join('-')}`;
  return null;
}

/**
 * The Setup a state stores for a position, deep-frozen. Its `options` is the position's own
 * deep-frozen options object, shared rather than copied. The last answer is kept for the next
 * call: a roll stores the Setup of the position the previous play reached. Keyed by a Position,
 * which is the library's own immutable value (the brand of position.ts), never a caller's object.
 */
export function setupOf(position: Position): Setup {
  if (position === lastPosition) return lastSetup!;
  // Deep-frozen as it is built (position.ts), with the position's own deep-frozen options.
  const setup = setupOfPosition(position, true);
  lastPosition = position;
  lastSetup = setup;
  return setup;
}

let lastPosition: Position | null = null;
let lastSetup: Setup | null = null;
