import { readRoll, rollOf, type Dice } from '../core/dice.js';
import { opponent, type Player } from '../core/player.js';
import { ok, type Result } from '../core/result.js';
import type { Position } from '../position/position.js';
import { startPosition } from '../position/setup.js';
import { advanceCore, beginCore, type TurnCore } from '../turn/turn-core.js';
import {
  automaticDouble,
  beaverRefusal,
  CENTRED_CUBE,
  doubleRefusal,
  type DoubleRefusal,
  offerDouble,
  raccoonRefusal,
  redouble,
  takeOffer,
} from '../scoring/cube.js';
import { addPoints, cubeIsDead, hollandForbids, matchWinner, nextCrawfordState } from '../scoring/match.js';
import { levelsOf, outcome } from '../scoring/outcome.js';
import { scoreDraw, scoreDrop, scoreWin, type GameResult } from '../scoring/points.js';
import { deadlocked } from '../movegen/mobility.js';
import { isResignLevel, readAction, type Action, type ActionType, type PlayInput } from './actions.js';
import { deadlockDraws, resolveSettings, settingsForNextGame, type GameConfig, type GameSettings } from './config.js';
import { gameError, GAME_ERROR_MESSAGES, type GameError } from './errors.js';
import { readState, remember, setupOf, type Live } from './live.js';
import { deepFreeze, snapshot } from '../core/snapshot.js';
import { contentKey } from '../core/content-key.js';
import type { GameInfo, GameState, MatchInfo, Phase, ResignLevel, StageRecord, TurnRecord } from './state.js';

type Answer = Result<GameState, GameError>;

/** Seals a new state and remembers its live objects. */
function make(state: GameState, live: Live, partsFrozen = false): GameState {
  return remember(state, live, partsFrozen);
}

/** The state of a game about to start: opening roll-off, or the fixed starter to roll (OP-3). */
function gameStart(settings: GameSettings, start: Position, number: number, match: MatchInfo, crawford: boolean, starter: Player | null): GameState {
  const position = starter === null ? start : start.withTurn(starter);
  const game: GameInfo = {
    number,
    starter,
    automaticDoubles: 0,
    crawford,
    extraTurn: false,
    declinedResignation: null,
    result: null,
  };
  return make(
    {
      version: 1,
      settings,
      phase: starter === null ? 'opening' : 'roll',
      toAct: starter,
      position: setupOf(position),
      dice: null,
      stage: null,
      turn: null,
      cube: CENTRED_CUBE,
      offer: null,
      resignation: null,
      game,
      match,
    },
    { position, turn: null },
  );
}

type Resolved = ReturnType<typeof resolveSettings>;

/**
 * Settings resolved before, by the configuration's content (core/content-key.ts): a self-play
 * loop or a server starts game after game from the same configuration, and resolving it (the
 * option schema, the preset, a startFrom position checked in full) cost more than a turn. Only
 * accepted configurations are kept, their settings deep-frozen; at most RESOLVED_MAX of them.
 */
const RESOLVED = new Map<string, Resolved>();
const RESOLVED_MAX = 64;

function resolvedSettings(config: unknown, defaultLength: 'preset' | null): Resolved {
  const content = contentKey(config);
  const key = content === null ? null : `${defaultLength ?? 'null'}|${content}`;
  const known = key === null ? undefined : RESOLVED.get(key);
  if (known !== undefined) return known;
  const resolved = resolveSettings(config, defaultLength);
  if (!resolved.ok || key === null) return resolved;
  deepFreeze(resolved.value.settings);
  if (RESOLVED.size >= RESOLVED_MAX) RESOLVED.clear();
  RESOLVED.set(key, resolved);
  return resolved;
}

function start(config: GameConfig, defaultLength: 'preset' | null): Answer {
  // The configuration is read once into the library's own copy; the caller's object is not kept.
  const read = snapshot(config, 'The game configuration');
  if (!read.ok) return gameError('invalid-config', read.error.message);
  const resolved = resolvedSettings(read.value, defaultLength);
  if (!resolved.ok) return resolved;
  const { settings, start: position, first } = resolved.value;
  const match: MatchInfo = { length: settings.match.length, score: { white: 0, black: 0 }, postCrawford: false, results: [], winner: null };
  // OP-1: the first game starts with the roll-off, unless the caller set up a position to play from.
  if (first !== null) return ok(gameStart(settings, first, 1, match, false, first.turn));
  return ok(gameStart(settings, position, 1, match, false, null));
}

/**
 * Starts a match (MP-1). `match.length` defaults to the preset's suggested length (short tavla 9,
 * long nard 7, crazy gulbar 5, six-one 3, Plakoto and Fevga 5); `match: { length: null }` is money play.
 */
export function newMatch(config: GameConfig): Answer {
  return start(config, 'preset');
}

/**
 * Starts money play: a session of games scored one by one (`match.length` null unless given),
 * where Jacoby is on by default with the cube (CU-8) and beavers, raccoons and automatic doubles
 * may be switched on. After each game, `next-game` starts the next.
 */
export function newGame(config: GameConfig): Answer {
  return start(config, null);
}

// ---------------------------------------------------------------------------------------------
// Turns

/**
 * The state of a stage in play. Its new parts are frozen as they are made (the record by its
 * makers: roll, openingRoll, play), and every other part comes from a state the reducer made,
 * so MadeState need not look for unfrozen parts.
 */
function turnState(s: GameState, turn: TurnCore, record: TurnRecord): GameState {
  const cursor = turn.cursor!;
  const stage = Object.freeze({ player: cursor.player, dice: frozenDice(cursor.plans[cursor.index]!.dice) });
  // Field by field (state.ts's order): a spread of a made state takes V8's slow path.
  return make(
    {
      version: s.version,
      settings: s.settings,
      phase: 'play',
      toAct: stage.player,
      position: setupOf(turn.position),
      dice: frozenDice(turn.frame.dice),
      stage,
      turn: record,
      cube: s.cube,
      offer: s.offer,
      resignation: s.resignation,
      game: s.game,
      match: s.match,
    },
    { position: turn.position, turn },
    true,
  );
}

/** Moves on after a turn (or a stage) was begun or played: next stage, next roll, or the end of the game. */
function settle(state: GameState, turn: TurnCore, record: TurnRecord): GameState {
  if (turn.cursor !== null) return turnState(state, turn, record);
  return finishTurn(state, turn.position, turn.nextToRoll);
}

/** A fresh frozen copy of dice: a state's own array, frozen as it is made. */
function frozenDice(dice: Dice): Dice {
  // The library's own frozen tuple of the two values (shared, like every roll it hands out).
  return rollOf(dice[0], dice[1]);
}

/** A new turn's record of stages played: none yet (frozen library data, shared). */
const NO_STAGES: readonly StageRecord[] = Object.freeze([]);

function finishTurn(state: GameState, position: Position, nextToRoll: Player | null): GameState {
  // A declined resignation lasts for the turn it was declined in.
  const game: GameInfo = state.game.declinedResignation === null ? state.game : Object.freeze({ ...state.game, declinedResignation: null });
  const winner = position.winner();
  const decided = position.decision();
  if (winner === null && decided === null && !deadlockDraws(state.settings)) {
    // The usual end of a turn: the next player to roll. Field by field, in state.ts's order.
    const next: GameState = {
      version: state.version,
      settings: state.settings,
      phase: 'roll',
      toAct: nextToRoll ?? position.turn,
      position: setupOf(position),
      dice: null,
      stage: null,
      turn: null,
      cube: state.cube,
      offer: state.offer,
      resignation: state.resignation,
      game,
      match: state.match,
    };
    // Its parts: the new Setup (frozen by setupOf), the game record (frozen above) and the
    // rest from a state the reducer made or a part frozen as it was made.
    return make(next, { position, turn: null }, true);
  }
  const base: GameState = { ...state, game, dice: null, stage: null, turn: null };
  if (decided === 'draw') return endGame(base, scoreDraw('none'), position); // PL-14
  if (decided !== null) return endGame(base, winOnBoard(state, position, 'board-rule'), position); // PL-12
  if (winner === null) {
    // PL-19 / FE-14: before the next roll, a game neither player can ever move in again is drawn.
    if (deadlockDraws(state.settings) && deadlocked(position)) return endGame(base, scoreDraw('none'), position);
    const toAct = nextToRoll ?? position.turn;
    return make({ ...base, phase: 'roll', toAct, position: setupOf(position) }, { position, turn: null });
  }
  const settings = state.settings;
  if (game.extraTurn) {
    // LN-15: after the extra turn, a second player who has borne off everything draws; otherwise
    // the starter wins, and the kind of win is judged now (INTERPRETATION in LN-15).
    const starter = game.starter!;
    if (position.hasWon(opponent(starter)) && settings.lastRollDraw !== false) {
      return endGame(base, scoreDraw(settings.lastRollDraw.drawScore), position);
    }
    return endGame(base, winOnBoard(state, position), position);
  }
  if (settings.lastRollDraw !== false && winner === game.starter) {
    // LN-15: the starter has borne off his last checker; the opponent takes one more normal turn.
    const extra = position.withTurn(opponent(winner));
    return make(
      { ...base, phase: 'roll', toAct: extra.turn, position: setupOf(extra), game: { ...game, extraTurn: true } },
      { position: extra, turn: null },
    );
  }
  return endGame(base, winOnBoard(state, position), position);
}

function winOnBoard(state: GameState, position: Position, end: 'bear-off' | 'board-rule' = 'bear-off'): GameResult {
  const o = outcome(position)!;
  return scoreWin(o.winner, o.kind, o.multiplier, state.cube, state.settings.cube, end);
}

/** Records a finished game: its result, the score (MP-1) and, when a player has reached the length, the match's end. */
function endGame(state: GameState, result: GameResult, position: Position): GameState {
  const score = addPoints(state.match.score, result.points);
  const winner = matchWinner(state.settings.match, score);
  const match: MatchInfo = { ...state.match, score, results: [...state.match.results, result], winner: winner ?? null };
  // A drawn final position (both sides borne off) is not a valid Setup for a live game; it is kept
  // as data only, and nothing is played on it.
  return make(
    {
      ...state,
      phase: winner === undefined ? 'game-over' : 'match-over',
      toAct: null,
      position: setupOf(position),
      // A game resigned with the dice down ends with them still on the table (GNU Backgammon
      // keeps them in its match ID too); nothing more is played with them.
      dice: result.end === 'resignation' ? state.dice : null,
      stage: null,
      turn: null,
      offer: null,
      resignation: null,
      game: { ...state.game, result, declinedResignation: null },
      match,
    },
    { position, turn: null },
  );
}

// ---------------------------------------------------------------------------------------------
// Actions

function openingRoll(state: GameState, live: Live, white: number, black: number): Answer {
  if (white === black) {
    // OP-1: equal dice are rolled again; CU-9 may double the cube first (money play only).
    const cube = automaticDouble(state.cube, state.settings.cube, state.game.automaticDoubles);
    if (cube === null) return ok(make({ ...state }, live));
    return ok(make({ ...state, cube, game: { ...state.game, automaticDoubles: state.game.automaticDoubles + 1 } }, live));
  }
  // OP-1: the higher die moves first (in the nard family "plays White": colours here are seats,
  // and the board is symmetric, so the higher roller simply moves first).
  const winner: Player = white > black ? 'white' : 'black';
  const position = live.position.withTurn(winner);
  const game: GameInfo = Object.freeze({ ...state.game, starter: winner });
  if (state.settings.opening.firstMove === 'winnerRerolls') {
    // OP-2 'winnerRerolls': the winner rolls both dice for his first turn.
    return ok(make({ ...state, game, phase: 'roll', toAct: winner, position: setupOf(position) }, { position, turn: null }));
  }
  // OP-2 'useOpeningDice': the winner plays the two roll-off dice, so there is no cube action
  // before his first move (CU-2 INTERPRETATION) — the turn starts at once.
  const dice = Object.freeze<Dice>([Math.max(white, black), Math.min(white, black)]);
  const turn = beginCore(position, readRoll(dice)!, false, false);
  if (!turn.ok) return turn;
  const record: TurnRecord = Object.freeze({ roller: winner, dice, start: setupOf(position), stages: NO_STAGES });
  return ok(settle({ ...state, game }, turn.value, record));
}

function roll(state: GameState, live: Live, dice: Dice): Answer {
  // LN-15: the extra turn is played by the turn layer like any turn (a cascade in crazy gulbar too).
  // The live Position is the library's own, and the dice were copied and checked by readAction.
  const turn = beginCore(live.position, readRoll(dice)!, state.game.extraTurn, false);
  if (!turn.ok) return turn;
  const record: TurnRecord = Object.freeze({ roller: live.position.turn, dice: frozenDice(dice), start: state.position, stages: NO_STAGES });
  return ok(settle(state, turn.value, record));
}

function play(state: GameState, live: Live, input: PlayInput): Answer {
  const turn = live.turn!;
  const record = state.turn!;
  const next = advanceCore(turn, input, 'advanceTurn');
  if (!next.ok) return next;
  const after = next.value;
  // A finished turn keeps no record: the state after it has none.
  if (after.cursor === null) return ok(finishTurn(state, after.position, after.nextToRoll));
  const stage = after.lastStage!;
  // The play's own frozen list of frozen Steps (library values, plain data) is the record's.
  const stageRecord = Object.freeze({ player: stage.player, dice: frozenDice(stage.plans[stage.index]!.dice), steps: after.lastPlay!.steps });
  return ok(settle(state, after, Object.freeze({ ...record, stages: Object.freeze([...record.stages, stageRecord]) })));
}

function holland(state: GameState, live: Live, player: Player): boolean {
  return hollandForbids(state.settings.match, state.match.postCrawford, state.match.score, player, live.position.turnsPlayed);
}

/** Why `player`, on roll and before rolling, may not double now (CU-2..CU-4, CU-10, CU-12, LN-15, `match.deadCube`), or null. */
function doubleRefusalFor(state: GameState, live: Live, player: Player): DoubleRefusal | null {
  return doubleRefusal({
    rules: state.settings.cube,
    cube: state.cube,
    player,
    crawford: state.game.crawford,
    holland: holland(state, live, player),
    extraTurn: state.game.extraTurn,
    dead: cubeIsDead(state.settings.match, state.match.score, player, state.cube.value),
  });
}

function double(state: GameState, live: Live, player: Player): Answer {
  const refusal = doubleRefusalFor(state, live, player);
  if (refusal !== null) return gameError(refusal);
  const offer = offerDouble(state.cube, player, state.settings.cube);
  return ok(make({ ...state, phase: 'double', toAct: opponent(player), offer }, live));
}

function answerDouble(state: GameState, live: Live, type: 'take' | 'drop' | 'beaver' | 'raccoon'): Answer {
  const offer = state.offer!;
  if (type === 'take') {
    // CU-3: the cube doubles and goes to the taker (CU-6/7: to the beaverer); the roller rolls.
    const cube = takeOffer(offer);
    const roller = live.position.turn;
    return ok(make({ ...state, phase: 'roll', toAct: roller, cube, offer: null }, live));
  }
  if (type === 'drop') return ok(endGame(state, scoreDrop(offer.offerer, state.cube), live.position));
  const refusal = type === 'beaver' ? beaverRefusal(state.settings.cube, offer) : raccoonRefusal(state.settings.cube, offer);
  if (refusal !== null) return gameError(refusal);
  const next = redouble(offer, type, state.settings.cube);
  return ok(make({ ...state, toAct: opponent(next.offer.offerer), cube: next.cube, offer: next.offer }, live));
}

function levelMultiplier(state: GameState, level: ResignLevel): number | null {
  const found = levelsOf(state.settings.variant, state.settings.options).find((l) => l.kind === level);
  return found === undefined ? null : found.multiplier;
}

function resign(state: GameState, live: Live, player: Player, level: ResignLevel): Answer {
  if (!state.settings.resignation) return gameError('resignation-not-allowed', 'Resigning is switched off for this game (SC-8).');
  if (state.game.extraTurn) return gameError('resignation-not-allowed', 'The extra turn of the last-roll rule is played out (LN-15).');
  const multiplier = levelMultiplier(state, level);
  if (multiplier === null) {
    // The levels one may concede: a win by a board rule (PL-12's mother pin) is not one (RESIGN_LEVELS).
    const levels = levelsOf(state.settings.variant, state.settings.options).map((l) => l.kind).filter(isResignLevel);
    return gameError('invalid-resignation-level', `This game cannot end in ${level}; resign at ${levels.join(', ')} (SC-8).`);
  }
  const declined = state.game.declinedResignation;
  if (declined !== null && declined.player === player && multiplier <= levelMultiplier(state, declined.level)!) {
    return gameError('resignation-already-declined', `The opponent declined ${declined.level} this turn; only a higher level may be offered.`);
  }
  // With resignWhileDoubled the doubled player may resign instead of answering: the offer stays
  // on the table (state.offer) until the resignation is answered.
  return ok(make({ ...state, phase: 'resignation', toAct: opponent(player), resignation: { player, level } }, live));
}

function answerResignation(state: GameState, live: Live, accept: boolean): Answer {
  const offer = state.resignation!;
  if (accept) {
    // SC-8: the game is scored as the conceded result × cube (Jacoby applies as to any result,
    // SC-1, CU-8). Resigned instead of answering a double, the cube is the one before the offer.
    const result = scoreWin(opponent(offer.player), offer.level, levelMultiplier(state, offer.level)!, state.cube, state.settings.cube, 'resignation');
    return ok(endGame(state, result, live.position));
  }
  // Rejected: back to where the game was — answering a double, playing the dice, or before the roll.
  const phase: Phase = state.offer !== null ? 'double' : state.turn === null ? 'roll' : 'play';
  return ok(make({ ...state, phase, toAct: offer.player, resignation: null, game: { ...state.game, declinedResignation: offer } }, live));
}

function nextGame(state: GameState): Answer {
  // TV-1: a rotation match moves on to its next game's variant and rules.
  const settings = settingsForNextGame(state.settings);
  const crawford = nextCrawfordState(settings.match, { crawford: state.game.crawford, postCrawford: state.match.postCrawford }, state.match.score);
  const previous = state.game;
  let starter: Player | null = null;
  const winner = previous.result?.winner ?? null;
  // OP-3 / LN-17 / TV-4: a new roll-off, the previous winner, or the player who did not start.
  if (settings.match.nextGameStarter === 'previousWinner') starter = winner;
  else if (settings.match.nextGameStarter === 'alternate') starter = previous.starter === null ? null : opponent(previous.starter);
  // TV-5: after a drawn game, a roll-off or the same starter again.
  if (previous.result !== null && winner === null && settings.match.nextGameStarter !== 'alternate') {
    starter = settings.match.afterDraw === 'sameStarter' ? previous.starter : null;
  }
  const position = startPosition(settings.variant, settings.options);
  if (!position.ok) return gameError('invalid-state', `The settings' rule options are not valid: ${position.error.message}`);
  const match: MatchInfo = { ...state.match, postCrawford: crawford.postCrawford };
  return ok(gameStart(settings, position.value, previous.number + 1, match, crawford.crawford, starter));
}

/** The error for an action that the current phase does not take, or null when the phase takes it. */
function phaseRefusal(phase: Phase, type: ActionType, settings: GameSettings): { readonly ok: false; readonly error: GameError } | null {
  const cubeAnswer = type === 'take' || type === 'drop' || type === 'beaver' || type === 'raccoon';
  const resignAnswer = type === 'accept-resignation' || type === 'reject-resignation';
  switch (phase) {
    case 'roll':
      if (type === 'play') return gameError('must-roll-first');
      break;
    case 'play':
      if (type === 'roll' || type === 'double') return gameError('already-rolled');
      break;
    case 'double':
      if (resignAnswer) return gameError('no-pending-resignation');
      if (type === 'resign' && settings.resignWhileDoubled) return null;
      return cubeAnswer ? null : gameError('double-pending');
    case 'resignation':
      return resignAnswer ? null : gameError('resignation-pending');
    default:
      break;
  }
  if (cubeAnswer) return gameError('no-pending-double');
  if (resignAnswer) return gameError('no-pending-resignation');
  return null;
}

/**
 * Applies one action to a state and returns the next state, or why the action is not allowed
 * now. The state given is never changed. Every refusal has a specific code (see GameErrorCode).
 */
export function apply(state: GameState, action: Action): Answer {
  // The trust rule (docs/design.md): a state the reducer made is used as it is; any other value is
  // checked in full and the reducer goes on from its own frozen copy (live.ts), never from the
  // caller's object, which it neither keeps nor freezes.
  const read = readState(state);
  if (!read.ok) return read;
  const checked = readAction(action);
  if (!checked.ok) return checked;
  return applyTo(read.value.state, read.value.live, checked.value);
}

function applyTo(state: GameState, known: Live | null, a: Action): Answer {
  if (state.phase === 'match-over') {
    const winner = state.match.winner;
    return gameError('match-over', winner === null ? 'The match is over, drawn.' : `The match is over: ${winner} has won it (MP-1).`);
  }
  if (state.phase === 'game-over') return a.type === 'next-game' ? nextGame(state) : gameError('game-over');
  if (a.type === 'next-game') return gameError('game-not-over');
  if (state.phase === 'opening' && a.type !== 'opening-roll') return gameError('opening-roll-expected');
  if (state.phase !== 'opening' && a.type === 'opening-roll') return gameError('opening-roll-not-expected');
  const refusal = phaseRefusal(state.phase, a.type, state.settings);
  if (refusal) return refusal;
  const named = (a as { readonly player?: Player }).player;
  if (named !== undefined && named !== state.toAct) {
    return gameError('not-your-turn', `It is ${String(state.toAct)}'s decision now, not ${named}'s. ${GAME_ERROR_MESSAGES['not-your-turn']}`);
  }
  // Only a finished game (handled above) can lack live objects: an LN-15 draw's board.
  const live = known!;
  const actor = state.toAct!;
  switch (a.type) {
    case 'opening-roll':
      return openingRoll(state, live, a.white, a.black);
    case 'roll':
      return roll(state, live, a.dice);
    case 'play':
      return play(state, live, a.play);
    case 'double':
      return double(state, live, actor);
    case 'take':
    case 'drop':
    case 'beaver':
    case 'raccoon':
      return answerDouble(state, live, a.type);
    case 'resign':
      return resign(state, live, actor, a.level);
    case 'accept-resignation':
    case 'reject-resignation':
      return answerResignation(state, live, a.type === 'accept-resignation');
  }
}

export { doubleRefusalFor, levelMultiplier };
