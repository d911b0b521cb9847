import type { Dice } from '../core/dice.js';
import type { NotationError } from '../core/errors.js';
import { opponent, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { resolveSettings, type GameConfig, type GameSettings } from '../game/config.js';
import { readState } from '../game/live.js';
import type { GameInfo, GameState, MatchInfo, Phase, ResignLevel, TurnRecord } from '../game/state.js';
import { rulesOf, type Position } from '../position/position.js';
import { positionToSetup, startPosition } from '../position/setup.js';
import { snapshot } from '../core/snapshot.js';
import { show } from '../core/show.js';
import type { OptionsInput } from '../variants/registry.js';
import type { Setup } from '../position/setup-types.js';
import { CUBE_LIMIT, instantRedoubles, type CubeOffer, type CubeRules, type CubeState } from '../scoring/cube.js';
import { matchWinner, nextCrawfordState, type CrawfordState } from '../scoring/match.js';
import { levelsOf, outcome } from '../scoring/outcome.js';
import { scoreDrop, scoreWin, type GameResult, type Points } from '../scoring/points.js';

/**
 * What GNU Backgammon's match ID and the XGID describe, in their own terms, and the conversion
 * between it and a GameState. Both formats are built on it, so they agree on every convention:
 * the player on roll (gnubg's fMove) is `state.position.turn`; the player who decides now (gnubg's
 * fTurn) is `state.toAct`; the cube of a pending offer is the cube as it stands, the offer being
 * twice it (CU-1, CU-6, CU-7); the Crawford flag of a finished game is the next game's.
 */

/** gnubg's game states that a GameState can stand for. */
export type MomentGameState = 'playing' | 'over' | 'resigned' | 'dropped';

/** Resignation levels as both formats number them: 1 single (oin), 2 gammon (mars), 3 backgammon (koks). */
export const LEVEL_NUMBER: Readonly<Record<string, number>> = { oin: 1, mars: 2, koks: 3 };
const LEVEL_KIND: readonly ResignLevel[] = ['oin', 'oin', 'mars', 'koks'];

/** The largest value of a 15-bit field: match length, scores, and (as 2^15) the cube. */
export const MAX_FIELD = 32767;
export const MAX_CUBE_LOG2 = 15;

export interface MatchMoment {
  /** 0 for money play. */
  readonly length: number;
  readonly score: Points;
  readonly cube: CubeState;
  /** The player whose turn it is (gnubg's fMove; the doubler while a double waits). */
  readonly onRoll: Player;
  /** The player who must decide now (gnubg's fTurn). */
  readonly decider: Player;
  /** In play: this game is the Crawford game. At game over: the next game is (gnubg updates it when a game ends). */
  readonly crawford: boolean;
  readonly gameState: MomentGameState;
  /** A double, beaver or raccoon waits for an answer (or waited when its answerer resigned instead). */
  readonly doubleOffered: boolean;
  /** 0 none, else the level number of a pending (or, at game over, accepted) resignation. */
  readonly resignation: number;
  /** The dice on the table, high die first, or null. */
  readonly dice: Dice | null;
  /** Money play only: the Jacoby rule (CU-8). */
  readonly jacoby: boolean;
}

/** Settings a format may carry besides the moment (XGID: beavers, the cube's maximum), and the caller's rule options. */
export interface MomentSettings {
  readonly beaver?: boolean;
  /** `undefined`: 64 (CU-4), or no limit when the cube on the table is beyond it. */
  readonly maxValue?: number | null;
  /**
   * The game's rule options and their preset, as the caller names them (gnubg's `set variation`
   * lives outside its IDs: NH-3's Hypergammon needs its number of checkers). The library's own
   * copy, already accepted by `positionFromGnubgId`. Absent: the `standard` preset.
   */
  readonly options?: OptionsInput;
}

type Fail = { readonly ok: false; readonly error: NotationError };

/**
 * The rule options a reader of a fifteen-checker format (a FIBS board, an XGID) is given for the
 * game, read once into the library's copy: `undefined` for the `standard` preset, or why they
 * cannot be used (`invalid-position`): not plain data, not short tavla's options, or rules with
 * fewer than fifteen checkers a side, which such a format cannot hold (NH-3, Hypergammon).
 */
export function fifteenCheckerRules(given: unknown, format: string, label: string): Result<OptionsInput | undefined, NotationError> {
  const copy = snapshot(given, label);
  if (!copy.ok) return err('invalid-position', copy.error.message);
  const options = copy.value as OptionsInput | undefined;
  if (options === undefined) return ok(undefined);
  // The variant says what its options mean: its start position under them counts the checkers.
  const start = startPosition('short-tavla', options);
  if (!start.ok) return err('invalid-position', `The options are not short tavla's: ${start.error.message}`);
  const checkers = rulesOf(start.value).checkers;
  if (checkers !== 15) return err('invalid-position', `${format} holds fifteen checkers a side; these rules give each player ${show(checkers)} checkers (NH-3).`);
  return ok(options);
}

const unrepresentable = (format: string, why: string): Fail => err('unrepresentable-state', `${format} cannot hold this state: ${why}.`);
// `why` may be another error's message, which ends in a full stop already.
const invalid = (what: string, why: string): Fail => err('invalid-game-state', `${what} describes no reachable game state: ${why.replace(/\.$/, '')}.`);

function isPowerOfTwo(value: number, maxLog2: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2 ** maxLog2 && (value & (value - 1)) === 0;
}

const isScore = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_FIELD;

/** The dice high die first, as both formats store them. */
export function highFirst(dice: Dice): Dice {
  return dice[0] >= dice[1] ? [dice[0], dice[1]] : [dice[1], dice[0]];
}

/** Reads a GameState as a moment, or says why `format` cannot hold it. */
/**
 * The library's own copy of a caller's state, read once and checked (game/live.ts): a writer that
 * looks at more of the state than its moment reads this copy, never the caller's object again.
 */
export function stateArgument(given: unknown): Result<GameState, NotationError> {
  const read = readState(given);
  return read.ok ? ok(read.value.state) : err('invalid-game-state', read.error.message);
}

export function momentOf(given: GameState, format: string): Result<MatchMoment, NotationError> {
  const read = readState(given);
  if (!read.ok) return err('invalid-game-state', read.error.message);
  const state = read.value.state;
  const { settings, game, match } = state;
  if (settings.variant !== 'short-tavla') return unrepresentable(format, `it is for short tavla (backgammon) only, not ${settings.variant}`);
  if (state.phase === 'opening') return unrepresentable(format, 'the game has not started: the opening roll-off comes before any ID');
  if (game.extraTurn) return unrepresentable(format, 'the extra turn of the last-roll rule (LN-15) does not exist in backgammon');
  const length = match.length ?? 0;
  if (length > MAX_FIELD) return unrepresentable(format, `a match length above ${MAX_FIELD}`);
  if (!isScore(match.score.white) || !isScore(match.score.black)) return unrepresentable(format, `scores must be whole numbers from 0 to ${MAX_FIELD}`);
  const cube = state.cube;
  if (!isPowerOfTwo(cube.value, MAX_CUBE_LOG2)) return unrepresentable(format, `the cube must be a power of two up to ${2 ** MAX_CUBE_LOG2}`);
  if (state.offer !== null && state.offer.offered !== cube.value * 2) return unrepresentable(format, 'an offer that does not double the cube (CU-5 arithmetic progression)');
  // The ID tells a beaver from a raccoon by who owns the cube and who is on roll, which a third
  // animal repeats (the beaverer redoubles again): it cannot say how many came before.
  if (state.offer !== null && instantRedoubles(state.offer) > 2) return unrepresentable(format, 'an animal after the raccoon (CU-7 maxInstantRedoubles): the ID cannot count instant redoubles');
  if (state.turn !== null && state.turn.stages.length > 0) return unrepresentable(format, 'a turn with stages already played');
  const onRoll = state.position.turn;
  const jacoby = length === 0 && settings.cube.jacoby;
  const base = { length, score: { white: match.score.white, black: match.score.black }, cube: { value: cube.value, owner: cube.owner }, onRoll, jacoby };

  const result = game.result;
  if (result === null) {
    return ok({
      ...base,
      decider: state.toAct!,
      crawford: game.crawford,
      gameState: 'playing',
      doubleOffered: state.offer !== null,
      resignation: state.resignation === null ? 0 : LEVEL_NUMBER[state.resignation.level]!,
      dice: state.dice === null ? null : highFirst(state.dice),
    });
  }
  if (result.end === 'draw' || result.winner === null) return unrepresentable(format, 'a drawn game (LN-15)');
  const winner = result.winner;
  const crawford = state.phase === 'match-over' ? false : nextCrawfordState(settings.match, { crawford: game.crawford, postCrawford: match.postCrawford }, match.score).crawford;
  const over = { ...base, crawford, dice: null, resignation: 0, doubleOffered: false };
  if (result.end === 'bear-off') return ok({ ...over, decider: onRoll, gameState: 'over' });
  if (result.end === 'drop') return ok({ ...over, decider: opponent(winner), gameState: 'dropped' });
  // An accepted resignation: the answerer (the winner) keeps the decision, and a resigner who was
  // not on roll resigned instead of answering a double, which gnubg's ID still shows as offered.
  const level = LEVEL_NUMBER[result.kind];
  if (level === undefined) return unrepresentable(format, `a resignation at ${result.kind}`);
  return ok({
    ...over,
    decider: winner,
    gameState: 'resigned',
    resignation: level,
    doubleOffered: winner === onRoll,
    dice: state.dice === null ? null : highFirst(state.dice),
  });
}

/** The pending offer when `answerer` must answer one: which animal it is follows from who is on roll and who owns the cube. */
function offerFor(m: MatchMoment, answerer: Player, what: string): CubeOffer | Fail {
  const offerer = opponent(answerer);
  const value = m.cube.value * 2;
  if (m.dice !== null) return invalid(what, 'a double is offered before the roll, yet the dice are down');
  if (m.crawford) return invalid(what, 'nobody may double in the Crawford game (CU-10)');
  if (value > 2 ** MAX_CUBE_LOG2) return invalid(what, 'the offer would pass the largest cube');
  // CU-6: the beaverer redoubles at once, so the original doubler (on roll) answers; the beaverer owns the cube.
  if (answerer === m.onRoll) {
    if (m.length !== 0) return invalid(what, 'a beaver in a match (CU-11)');
    if (m.cube.owner !== offerer) return invalid(what, 'a beaver leaves the cube with the beaverer');
    return { kind: 'beaver', offerer, offered: value };
  }
  // CU-7: the raccoon comes from the doubler (on roll) while the beaverer owns the cube.
  if (m.cube.owner === answerer) {
    if (m.length !== 0) return invalid(what, 'a raccoon in a match (CU-11)');
    return { kind: 'raccoon', offerer, offered: value };
  }
  return { kind: 'double', offerer, offered: value };
}

interface Phased {
  readonly phase: Phase;
  readonly toAct: Player | null;
  readonly offer: CubeOffer | null;
  readonly resignation: { readonly player: Player; readonly level: ResignLevel } | null;
  readonly dice: Dice | null;
  /** How the game ended; scored once the settings are known. */
  readonly ending: ((rules: CubeRules) => GameResult) | null;
}

function phaseOf(m: MatchMoment, position: Position, what: string): Phased | Fail {
  const none = { offer: null, resignation: null, dice: null, ending: null };
  if (m.gameState === 'playing') {
    if (position.winner() !== null) return invalid(what, 'the game is marked as in play, but a player has borne off all his checkers');
    if (m.resignation > 0) {
      const resigner = opponent(m.decider);
      const resignation = { player: resigner, level: LEVEL_KIND[m.resignation]! };
      if (m.doubleOffered) {
        const offer = offerFor(m, resigner, what);
        if ('ok' in offer) return offer;
        return { ...none, phase: 'resignation', toAct: m.decider, offer, resignation };
      }
      if (resigner !== m.onRoll) return invalid(what, 'only the player on roll (or one answering a double) may resign');
      return { ...none, phase: 'resignation', toAct: m.decider, resignation, dice: m.dice };
    }
    if (m.doubleOffered) {
      const offer = offerFor(m, m.decider, what);
      if ('ok' in offer) return offer;
      return { ...none, phase: 'double', toAct: m.decider, offer };
    }
    if (m.decider !== m.onRoll) return invalid(what, 'the player to decide is not on roll, yet nothing is offered');
    return { ...none, phase: m.dice === null ? 'roll' : 'play', toAct: m.onRoll, dice: m.dice };
  }
  // The game is over: who won, and how, follows from the decider and the board.
  const overNone = { ...none, phase: 'game-over' as Phase, toAct: null };
  if (m.gameState === 'over') {
    const o = outcome(position);
    if (o === null) return invalid(what, 'the game is over, yet nobody has borne off all his checkers');
    if (o.winner === m.onRoll || m.decider !== m.onRoll) return invalid(what, 'after the last checker is borne off, the loser is on roll');
    if (m.dice !== null || m.doubleOffered || m.resignation > 0) return invalid(what, 'a game borne off has no dice, offer or resignation left');
    return { ...overNone, ending: (rules) => scoreWin(o.winner, o.kind, o.multiplier, m.cube, rules, 'bear-off') };
  }
  if (position.winner() !== null) return invalid(what, 'a game ended by a drop or resignation, yet a player has borne off all his checkers');
  if (m.gameState === 'dropped') {
    if (m.dice !== null || m.doubleOffered || m.resignation > 0) return invalid(what, 'a dropped game has no dice, offer or resignation left');
    return { ...overNone, ending: () => scoreDrop(opponent(m.decider), m.cube) };
  }
  if (m.resignation === 0) return invalid(what, 'a resigned game without a resignation level');
  // SC-8: the answerer (decider) accepted; a resigner who was not on roll was answering a double.
  if (m.doubleOffered !== (m.decider === m.onRoll)) return invalid(what, 'the double-offered flag does not fit who resigned');
  if (m.doubleOffered && m.dice !== null) return invalid(what, 'a double is answered before the roll, yet the dice are down');
  const kind = LEVEL_KIND[m.resignation]!;
  return { ...overNone, dice: m.dice, ending: (rules) => scoreWin(m.decider, kind, m.resignation, m.cube, rules, 'resignation') };
}

/**
 * MP-1: a state's score is the sum of its results. The IDs hold the score but not the games that
 * made it, so the points won before this game are carried as games that could have made them:
 * for each player, single games won on cubes of the powers of two that add up to his points
 * (CU-1), largest first, each within the cube's maximum. They are put in an order whose Crawford
 * history (CU-10) gives this game the status the moment shows: the leader's games last when this
 * is the Crawford game, first when the Crawford game is behind us. Null when the score is below
 * this game's own points, or no order fits.
 */
function carriedResults(
  score: Points,
  current: GameResult | null,
  settings: GameSettings,
  fits: (status: CrawfordState) => boolean,
): { readonly results: GameResult[]; readonly status: CrawfordState } | null {
  const games: Record<Player, GameResult[]> = { white: [], black: [] };
  const values = carriedValues(settings);
  for (const player of ['white', 'black'] as const) {
    let before = score[player] - (current?.points[player] ?? 0);
    if (before < 0) return null;
    // Largest value first; the last is always a single game on a cube of 1, so any score is reached.
    for (const { kind, multiplier, cube } of values) {
      const won = multiplier * cube;
      for (; before >= won; before -= won) {
        const points = player === 'white' ? { white: won, black: 0 } : { white: 0, black: won };
        games[player].push({ winner: player, kind, end: 'bear-off', multiplier, cube, single: false, points });
      }
    }
  }
  for (const order of [
    [...games.white, ...games.black],
    [...games.black, ...games.white],
  ]) {
    let state: CrawfordState = { crawford: false, postCrawford: false };
    let running = { white: 0, black: 0 };
    for (const game of order) {
      running = { white: running.white + game.points.white, black: running.black + game.points.black };
      state = nextCrawfordState(settings.match, state, running);
    }
    if (fits(state)) return { results: order, status: state };
  }
  return null;
}

/**
 * The games a carried score is made of, largest first. With the cube (CU-1): single games on
 * every cube value up to the maximum. Without it (Portes, the Turkish and Tabla presets: a game
 * is worth its kind alone, SC-1): one game of each kind the rules can produce, on a cube of 1.
 */
function carriedValues(settings: GameSettings): { readonly kind: GameResult['kind']; readonly multiplier: number; readonly cube: number }[] {
  if (!settings.cube.enabled) {
    return levelsOf(settings.variant, settings.options)
      .map((level) => ({ kind: level.kind, multiplier: level.multiplier, cube: 1 }))
      .sort((a, b) => b.multiplier - a.multiplier);
  }
  const values = [];
  for (let cube = 2 ** Math.floor(Math.log2(settings.cube.maxValue ?? CUBE_LIMIT)); cube >= 1; cube /= 2) values.push({ kind: 'oin' as const, multiplier: 1, cube });
  return values;
}

/**
 * Builds the GameState a moment stands for, with `position` (short tavla, `onRoll` on turn).
 * What the formats do not carry gets the defaults of docs/notation.md: game number 1, no
 * results history, the rule book's settings (CU-4 maximum 64, Crawford on in matches) under
 * the preset and rule options of `extra.options` (default: the `standard` preset).
 */
export function stateOf(m: MatchMoment, position: Position, extra: MomentSettings, what: string): Result<GameState, NotationError> {
  const money = m.length === 0;
  if (money && m.crawford) return invalid(what, 'a Crawford game in money play');
  if (!money && m.jacoby) return invalid(what, 'the Jacoby rule in a match (CU-11)');
  const phased = phaseOf(m, position, what);
  if ('ok' in phased) return phased;
  const offer = phased.offer;
  const biggest = Math.max(m.cube.value, offer?.offered ?? 0);
  const maxValue = extra.maxValue === undefined ? (biggest > 64 ? null : 64) : extra.maxValue;
  if (maxValue !== null && biggest > maxValue) return invalid(what, `the cube (${biggest}) is above the maximum ${maxValue}`);
  const beaver = extra.beaver === true || offer?.kind === 'beaver' || offer?.kind === 'raccoon';
  // CU-9: a centred cube above 1 can only come from automatic doubles, one per doubling (money play).
  const automatic = m.cube.owner === null ? Math.round(Math.log2(m.cube.value)) : 0;
  if (automatic > 0 && !money) return invalid(what, 'a centred cube above 1 in a match: automatic doubles are for money play only (CU-9, CU-11)');
  const { preset, ...rules } = extra.options ?? {};
  const config: GameConfig = {
    variant: 'short-tavla',
    preset: preset ?? 'standard',
    ...(Object.keys(rules).length > 0 ? { options: rules } : {}),
    match: { length: money ? null : m.length },
    cube: money ? { maxValue, jacoby: m.jacoby, beaver, raccoon: offer?.kind === 'raccoon', automaticDoubles: automatic } : { maxValue },
    // gnubg lets the doubled player resign instead of answering; a state showing it needs the option.
    resignWhileDoubled: phased.phase === 'resignation' && offer !== null,
  };
  const resolved = resolveSettings(config, null);
  if (!resolved.ok) return invalid(what, resolved.error.message);
  let settings = resolved.value.settings;

  let phase = phased.phase;
  let winner: Player | null = null;
  if (phase === 'game-over' && !money) {
    const won = matchWinner(settings.match, m.score);
    if (won === null) return invalid(what, 'a match ended level');
    if (won !== undefined) {
      if (m.crawford) return invalid(what, 'the match is over, yet the next game is marked as the Crawford game');
      phase = 'match-over';
      winner = won;
    }
  } else if (!money && (m.score.white >= m.length || m.score.black >= m.length)) {
    return invalid(what, `a game in play although a score has reached the match length ${m.length}`);
  }
  // CU-10: the IDs show whether this game (at game over: the next game) is the Crawford game.
  // The history carried in for the score must give it that status; when no history can under the
  // Crawford rule (black 6-0 in a 7-point match, no flag), the match is played without it.
  const over = phase === 'game-over' || phase === 'match-over';
  const current = phased.ending === null ? null : phased.ending(settings.cube);
  // A game in which the cube was turned or offered is not the Crawford game.
  const cubeUsed = m.cube.owner !== null || offer !== null;
  const fits = (status: CrawfordState): boolean =>
    !(cubeUsed && status.crawford) &&
    (over ? nextCrawfordState(settings.match, status, m.score).crawford === m.crawford : status.crawford === m.crawford);
  let carried = carriedResults(m.score, current, settings, fits);
  if (carried === null && !money && !m.crawford && settings.match.crawford) {
    const without = resolveSettings({ ...config, match: { length: m.length, crawford: false } }, null);
    if (!without.ok) return invalid(what, without.error.message);
    settings = without.value.settings;
    carried = carriedResults(m.score, current, settings, fits);
  }
  if (carried === null) {
    return invalid(what, "no history of games gives this score and Crawford status (CU-10), or the score is lower than this game's points");
  }
  const gameCrawford = carried.status.crawford;
  const postCrawford = carried.status.postCrawford;

  // The position carries the settings' rule options, as every position of a game does.
  const setup: Setup = { ...positionToSetup(position), options: settings.options };
  let turn: TurnRecord | null = null;
  let stage: GameState['stage'] = null;
  if (phased.dice !== null && (phase === 'play' || phase === 'resignation')) {
    turn = { roller: m.onRoll, dice: phased.dice, start: setup, stages: [] };
    stage = { player: m.onRoll, dice: phased.dice };
  }
  const result = current;
  const history = carried.results;
  const results = result === null ? history : [...history, result];
  // Who started the game is not in the IDs: the player on roll is taken (it only matters to LN-15 and OP-3 'alternate').
  const game: GameInfo = {
    number: results.length + (result === null ? 1 : 0),
    starter: m.onRoll,
    automaticDoubles: automatic,
    crawford: gameCrawford,
    extraTurn: false,
    declinedResignation: null,
    result,
  };
  const match: MatchInfo = { length: settings.match.length, score: { white: m.score.white, black: m.score.black }, postCrawford, results, winner };
  const state: GameState = {
    version: 1,
    settings,
    phase,
    toAct: phased.toAct,
    position: setup,
    // A game resigned after the roll keeps its dice on the table, as the ID shows them.
    dice: turn !== null ? [turn.dice[0], turn.dice[1]] : phased.dice !== null && result !== null ? [phased.dice[0], phased.dice[1]] : null,
    stage,
    turn,
    cube: { value: m.cube.value, owner: m.cube.owner },
    offer,
    resignation: phased.resignation,
    game,
    match,
  };
  const read = readState(state);
  if (!read.ok) return invalid(what, read.error.message.replace(/^This is not a usable game state \((.*)\);.*$/s, '$1'));
  return ok(read.value.state);
}
