import { snapshot } from '../core/snapshot.js';
import { rulesOf } from '../position/position.js';
import type { Dice } from '../core/dice.js';
import type { NotationError } from '../core/errors.js';
import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import { isPlayer, opponent, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import { currentTurn } from '../game/legal.js';
import type { GameState } from '../game/state.js';
import { positionFromSetup } from '../position/setup.js';
import type { SetupSide } from '../position/setup-types.js';
import { fifteenCheckerRules, MAX_CUBE_LOG2, MAX_FIELD, momentOf, stateArgument, stateOf, type MatchMoment } from './match-moment.js';
import type { OptionsInput } from '../variants/registry.js';

/**
 * The `board:` line of the FIBS client protocol (`set boardstyle 3`, gnubg's `set output
 * rawboard on`): 52 colon-separated fields after `board`, seen from one player ("you", the
 * first name). The fields, how each is read and written, and where GNU Backgammon departs from
 * FIBS are in docs/notation.md ("FIBS board strings").
 */

/** What `fromFibsBoard` reads. */
export interface FibsBoard {
  /** The game state the board shows: position, dice, cube, score, a double waiting (docs/notation.md). */
  readonly state: GameState;
  /** The seat of the board's first name ("you"). */
  readonly you: Player;
  /** The two players' names on the board. */
  readonly names: {
    /** White's name. */
    readonly white: string;
    /** Black's name. */
    readonly black: string;
  };
}

/** How `fromFibsBoard` (and `toFibsBoard`) read the board's seats. */
export interface FibsBoardOptions {
  /** The seat of the board's first player ("you"); default `'black'` (GNU Backgammon's player 1 writes the board). */
  readonly you?: Player;
}

/** How `fromFibsBoard` reads a board: the seats, and the rules of the game it belongs to. */
export interface FibsBoardReadOptions extends FibsBoardOptions {
  /**
   * The game's rule options and preset, as for `fromGnubgId` (the board does not say them);
   * default the `standard` preset. A FIBS board holds fifteen checkers a side, so rules with
   * fewer (Hypergammon, NH-3) are refused.
   */
  readonly rules?: OptionsInput;
}

/** How `toFibsBoard` writes the board: seats, names, colour and direction. */
export interface FibsBoardWriteOptions extends FibsBoardOptions {
  /** The names to write for the two seats (defaults: the board's usual names). */
  readonly names?: {
    /** White's name. */
    readonly white?: string;
    /** Black's name. */
    readonly black?: string;
  };
  /** Your colour: 1 (O, default, as gnubg writes) or -1 (X); your checkers have this sign. */
  readonly colour?: 1 | -1;
  /** -1 (default): you move from position 24 to 1, your bar is 25; 1: from 1 to 24, your bar is 0. */
  readonly direction?: 1 | -1;
}

/** The number of fields after `board`. */
const FIELDS = 52;
/** FIBS writes 9999 as the length of an unlimited match (money play); gnubg writes 0. */
const UNLIMITED = 9999;

type Fail = { readonly ok: false; readonly error: NotationError };
const malformed = (text: string, why: string): Fail => err('malformed-fibs-board', `${show(text)} is not a FIBS board: ${why}.`);

/** Board index of a point of `you` or of the opponent, for a direction (bars: point 25). */
function indexOf(mine: boolean, point: number, direction: number): number {
  const own = point === 25 ? 25 : point;
  // direction -1: you move 24 -> 1, so your point p is position p and your bar 25; the opponent's point q is 25 - q.
  const forward = direction === -1 ? mine : !mine;
  return forward ? own : 25 - own;
}

/** The two sides of the board, each in its own numbering. */
function readSides(text: string, cells: readonly number[], colour: number, direction: number): { mine: SetupSide; theirs: SetupSide } | Fail {
  const sides = { mine: { points: {} as Record<number, number>, bar: 0 }, theirs: { points: {} as Record<number, number>, bar: 0 } };
  for (const mine of [true, false]) {
    const side = mine ? sides.mine : sides.theirs;
    const sign = mine ? colour : -colour;
    for (let point = 1; point <= 25; point++) {
      const value = cells[indexOf(mine, point, direction)]!;
      if (point === 25) {
        // A bar position holds one player's checkers only; zero or his sign.
        if (value * sign < 0) return malformed(text, `position ${indexOf(mine, 25, direction)} is ${mine ? 'your' : "the opponent's"} bar, but holds the other player's checkers`);
        side.bar = Math.abs(value);
      } else if (value * sign > 0) {
        side.points[point] = Math.abs(value);
      }
    }
  }
  const off = (side: { points: Record<number, number>; bar: number }): number => 15 - side.bar - Object.values(side.points).reduce((a, b) => a + b, 0);
  return { mine: { ...sides.mine, off: Math.max(0, off(sides.mine)) }, theirs: { ...sides.theirs, off: Math.max(0, off(sides.theirs)) } };
}

function readInt(field: string): number | null {
  const t = field.trim();
  return /^-?\d{1,6}$/.test(t) ? Number(t) : null;
}

/**
 * Reads a FIBS `board:` line (as FIBS, GNU Backgammon and the engine protocols write it) into
 * the game state it shows: position, player on turn, dice, cube value and owner, a double (or
 * gnubg's beaver / raccoon) waiting, match length and score, the Crawford game. Both colours
 * and both directions are read; "you" (the first name) sits in `options.you` (default Black).
 * `options.rules` are the game's rule options and preset, as `fromGnubgId`'s options (default
 * the `standard` preset; fifteen checkers a side only). Refusals: `input-too-long`,
 * `malformed-fibs-board` (field count, kinds, ranges, the direction's home and bar, `you`),
 * `invalid-position` (no legal position, or rules that cannot be used), `invalid-game-state` (a
 * finished game, fields no game can be in). Never throws.
 */
export function fromFibsBoard(text: string, options: FibsBoardReadOptions = {}): Result<FibsBoard, NotationError> {
  if (typeof text !== 'string') return err('malformed-fibs-board', `A FIBS board is a string; got ${show(text)}.`);
  const long = refuseLength(text, INPUT_LIMITS.fibsBoard, 'FIBS board');
  if (long) return long;
  // The two options, each read once inside a guard (a getter or a Proxy may throw; JavaScript
  // callers may pass anything); the rules are copied and checked once the board itself has been
  // read, as the other readers do.
  const given: unknown = options;
  let youGiven: unknown;
  let rulesGiven: unknown;
  try {
    if (typeof given === 'object' && given !== null) {
      youGiven = (given as { readonly you?: unknown }).you;
      rulesGiven = (given as { readonly rules?: unknown }).rules;
    }
  } catch {
    return err('malformed-fibs-board', 'fromFibsBoard: options could not be read.');
  }
  const you = youGiven ?? 'black';
  if (!isPlayer(you)) return err('malformed-fibs-board', `options.you is "white" or "black"; got ${show(you)}.`);
  const tokens = text.trim().split(':');
  if (tokens[0] !== 'board') return malformed(text, 'it starts with "board:"');
  if (tokens.length !== FIELDS + 1) return malformed(text, `${tokens.length - 1} fields after "board", where there are ${FIELDS}`);
  const numbers: number[] = [];
  for (let k = 3; k <= FIELDS; k++) {
    const n = readInt(tokens[k]!);
    if (n === null) return malformed(text, `field ${k} (${show(tokens[k])}) is not a whole number`);
    numbers[k] = n;
  }
  const f = (k: number): number => numbers[k]!;
  const [length0, myScore, theirScore] = [f(3), f(4), f(5)];
  const cells = Array.from({ length: 26 }, (_, i) => f(6 + i));
  const [turnField, colour, direction, home, bar] = [f(32), f(41), f(42), f(43), f(44)];
  if (colour !== 1 && colour !== -1) return malformed(text, `colour ${colour}: 1 (O) or -1 (X)`);
  if (direction !== 1 && direction !== -1) return malformed(text, `direction ${direction}: -1 (24 to 1) or 1 (1 to 24)`);
  if (home !== (direction === -1 ? 0 : 25) || bar !== (direction === -1 ? 25 : 0)) return malformed(text, `home ${home} and bar ${bar} do not fit direction ${direction}`);
  if (turnField === 0) return err('invalid-game-state', `${show(text)} shows a finished game (turn 0); a board string does not say how it ended.`);
  if (turnField !== 1 && turnField !== -1) return malformed(text, `turn ${turnField}: the colour on turn (1 or -1), or 0 when the game is over`);
  if (cells.some((c) => Math.abs(c) > 15)) return malformed(text, 'a position holds more than 15 checkers');
  const length = length0 === UNLIMITED ? 0 : length0;
  if (length < 0 || length > MAX_FIELD || myScore < 0 || theirScore < 0 || myScore > MAX_FIELD || theirScore > MAX_FIELD) return malformed(text, 'the match length and scores are whole numbers from 0');
  const sides = readSides(text, cells, colour, direction);
  if ('ok' in sides) return sides;
  // "On home": the checkers each player has borne off; they must agree with the board.
  if (f(45) !== sides.mine.off || f(46) !== sides.theirs.off) return malformed(text, `the borne-off counts ${f(45)} and ${f(46)} do not fit the board (${sides.mine.off}, ${sides.theirs.off})`);

  const them = opponent(you);
  const onRoll: Player = turnField === colour ? you : them;
  // The rules, read once: used for the position and the settings.
  const rules = fifteenCheckerRules(rulesGiven, 'A FIBS board', 'fromFibsBoard: options.rules');
  if (!rules.ok) return rules;
  const ruleOptions = rules.value;
  const position = positionFromSetup({ variant: 'short-tavla', turn: onRoll, [you]: sides.mine, [them]: sides.theirs, ...(ruleOptions === undefined ? {} : { options: ruleOptions }) } as unknown as Parameters<typeof positionFromSetup>[0]);
  if (!position.ok) return err('invalid-position', `${show(text)} is not a legal position: ${position.error.message}`);

  const mineDice = [f(33), f(34)] as const;
  const theirDice = [f(35), f(36)] as const;
  for (const d of [...mineDice, ...theirDice]) if (d < 0 || d > 6) return malformed(text, `a die of ${d}`);
  // The roller's fields; gnubg writes the dice in both players' fields, FIBS in the roller's.
  const rolled = onRoll === you ? (mineDice[0] > 0 ? mineDice : theirDice) : theirDice[0] > 0 ? theirDice : mineDice;
  if ((rolled[0] === 0) !== (rolled[1] === 0)) return malformed(text, 'one die rolled and the other not');
  const dice: Dice | null = rolled[0] === 0 ? null : [Math.max(rolled[0], rolled[1]), Math.min(rolled[0], rolled[1])];

  const cube = f(37);
  if (cube < 1 || cube > 2 ** MAX_CUBE_LOG2 || (cube & (cube - 1)) !== 0) return malformed(text, `cube ${cube}: a power of two`);
  const [mayMe, mayThem, doubled] = [f(38), f(39), f(40)];
  if (![0, 1].includes(mayMe) || ![0, 1].includes(mayThem)) return malformed(text, 'the may-double fields are 0 or 1');
  if (![-1, 0, 1].includes(doubled)) return malformed(text, `was doubled ${doubled}: 0, or 1 / -1 while a double waits`);
  // FIBS turns the cube by clearing both may-double flags; gnubg keeps them and sets "was doubled".
  const offered = doubled !== 0 || (mayMe === 0 && mayThem === 0);
  let owner: Player | null = mayMe === mayThem ? null : mayMe === 1 ? you : them;
  if (mayMe === 0 && mayThem === 0) owner = cube === 1 ? null : onRoll;
  // The doubler is on turn. A plain double is answered by the other player; a beaver (CU-6) or
  // raccoon (CU-7), with the cube on the beaverer's side, by whoever gnubg's sign names: -1 you, 1 the opponent.
  const animal = offered && owner === opponent(onRoll);
  const decider: Player = !offered ? onRoll : animal ? (doubled === -1 ? you : them) : opponent(onRoll);

  const score = { [you]: myScore, [them]: theirScore } as Record<Player, number>;
  // CU-10 as gnubg reads it: a player one point away, and neither of the last two fields set.
  const oneAway = length > 1 && (length - myScore === 1 || length - theirScore === 1);
  const crawford = oneAway && f(51) === 0 && f(52) === 0;
  const moment: MatchMoment = {
    length,
    score: { white: score.white, black: score.black },
    cube: { value: cube, owner },
    onRoll,
    decider,
    crawford,
    gameState: 'playing',
    doubleOffered: offered,
    resignation: 0,
    dice,
    jacoby: false,
  };
  const state = stateOf(moment, position.value, ruleOptions === undefined ? {} : { options: ruleOptions }, `The FIBS board ${show(text)}`);
  if (!state.ok) return state;
  const names = { [you]: tokens[1]!, [them]: tokens[2]! } as Record<Player, string>;
  return ok(Object.freeze({ state: state.value, you, names: Object.freeze({ white: names.white, black: names.black }) }));
}

/**
 * Writes a short tavla game state as a FIBS `board:` line seen from `options.you` (default
 * Black, as gnubg writes its player 1), in the colour and direction asked for (default as gnubg:
 * colour 1, direction -1). Money play is length 9999, as FIBS writes it. States a board cannot
 * show (the roll-off, a resignation waiting, a finished game, other variants) are
 * `unrepresentable-state`.
 */
export function toFibsBoard(state: GameState, options: FibsBoardWriteOptions = {}): Result<string, NotationError> {
  // Read once: everything below looks at the library's checked copy, never at the caller's object again.
  const own = stateArgument(state);
  if (!own.ok) return own;
  state = own.value;
  const moment = momentOf(state, 'A FIBS board');
  if (!moment.ok) return moment;
  const m = moment.value;
  if (state.phase !== 'roll' && state.phase !== 'play' && state.phase !== 'double') {
    return err('unrepresentable-state', `A FIBS board shows a player to roll, to play or to answer a double, not the ${state.phase} phase.`);
  }
  // Read as unknown: callers' options may be anything, and a bad one gets a Result, not a throw.
  const copy = snapshot(options, 'toFibsBoard: options');
  if (!copy.ok) return err('invalid-argument', copy.error.message);
  const opts = (typeof copy.value === 'object' ? copy.value : {}) as Readonly<Record<string, unknown>> | null;
  const you = opts?.['you'] ?? 'black';
  const colour = opts?.['colour'] ?? 1;
  const direction = opts?.['direction'] ?? -1;
  const given = opts?.['names'];
  if (!isPlayer(you) || (colour !== 1 && colour !== -1) || (direction !== 1 && direction !== -1)) {
    return err('unrepresentable-state', 'options.you is "white" or "black", colour and direction 1 or -1.');
  }
  const nameOf = (player: Player): unknown => (typeof given === 'object' && given !== null ? (given as Readonly<Record<string, unknown>>)[player] : undefined);
  const them = opponent(you);
  // A FIBS board counts borne-off checkers as what is left of fifteen: not Hypergammon's N (NH-3).
  const position = positionFromSetup(state.position);
  if (!position.ok) return err('invalid-game-state', `The state's position is not valid: ${position.error.message}`);
  if (rulesOf(position.value).checkers !== 15) {
    return err('unrepresentable-state', `A FIBS board holds fifteen checkers a side; this game has ${rulesOf(position.value).checkers} (NH-3).`);
  }
  const setup = state.position;
  const count = (player: Player, point: number): number => (point === 25 ? setup[player].bar ?? 0 : setup[player].points[point] ?? 0);
  const cells = new Array<number>(26).fill(0);
  for (const [player, sign] of [[you, colour], [them, -colour]] as const) {
    for (let point = 1; point <= 25; point++) {
      const n = count(player, point);
      if (n > 0) cells[indexOf(player === you, point, direction)] = sign * n;
    }
  }
  const off = (player: Player): number => 15 - count(player, 25) - Array.from({ length: 24 }, (_, i) => count(player, i + 1)).reduce((a, b) => a + b, 0);
  const name = (player: Player): string => {
    const n = nameOf(player);
    return (typeof n === 'string' ? n : player === 'white' ? 'White' : 'Black').replace(/[:\r\n]/g, '_');
  };
  const dice = m.dice ?? [0, 0];
  const mine = m.onRoll === you ? dice : [0, 0];
  const theirs = m.onRoll === you ? [0, 0] : dice;
  const owner = m.cube.owner;
  // "can move": how many checkers your roll lets you move (FIBS); 0 when it is not your roll.
  const plays = state.phase === 'play' && m.onRoll === you ? (currentTurn(state)?.plays ?? []) : [];
  const canMove = Math.max(0, ...plays.map((p) => p.steps.length));
  const doubled = state.offer === null ? 0 : m.decider === you ? -1 : 1;
  const fields = [
    name(you),
    name(them),
    m.length === 0 ? UNLIMITED : m.length,
    m.score[you],
    m.score[them],
    ...cells,
    m.onRoll === you ? colour : -colour,
    mine[0],
    mine[1],
    theirs[0],
    theirs[1],
    m.cube.value,
    owner === them ? 0 : 1,
    owner === you ? 0 : 1,
    doubled,
    colour,
    direction,
    direction === -1 ? 0 : 25,
    direction === -1 ? 25 : 0,
    off(you),
    off(them),
    count(you, 25),
    count(them, 25),
    canMove,
    0,
    // gnubg's reading of the last two fields: post-Crawford (a 1-point match is, from its start:
    // both players are one point away), and "not the Crawford game".
    state.match.postCrawford || m.length === 1 ? 1 : 0,
    state.game.crawford ? 0 : 1,
  ];
  return ok(`board:${fields.join(':')}`);
}
