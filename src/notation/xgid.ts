import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import type { Dice } from '../core/dice.js';
import type { NotationError } from '../core/errors.js';
import { opponent, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import type { GameState } from '../game/state.js';
import { positionFromSetup } from '../position/setup.js';
import { rulesOf } from '../position/position.js';
import type { SetupSide } from '../position/setup-types.js';
import { MAX_CUBE_LOG2, MAX_FIELD, momentOf, stateOf, type MatchMoment } from './match-moment.js';

/**
 * eXtreme Gammon's position ID: `XGID=<board>:<cube>:<owner>:<turn>:<dice>:<score1>:<score2>:<flags>:<length>:<max cube>`.
 *
 * - board: 26 characters. Index 0 is the top player's bar, 1..24 the points in the bottom
 *   player's numbering, 25 the bottom player's bar; `-` empty, `A`..`O` 1..15 bottom checkers,
 *   `a`..`o` top checkers.
 * - cube: log2 of its value; owner 1 bottom, -1 top, 0 centred; turn 1 bottom, -1 top (the
 *   player whose turn it is, also while his double waits).
 * - dice: `00` to roll (or double), two digits once rolled, `D` doubled, `B` doubled and
 *   beavered, `R` doubled, beavered and raccooned. The cube fields are the cube as it stands; the
 *   offer waiting is twice it.
 * - score1 / score2: bottom's, top's. flags: in a match 1 = Crawford game; in money play bit 0
 *   Jacoby, bit 1 beavers. length: 0 money. max cube: log2 of the largest cube.
 *
 * As in GNU Backgammon, which draws its player 1 at the bottom and reads an XGID's bottom player
 * as its player 1: bottom (upper case) is Black, top (lower case) is White.
 */

const BOARD_LENGTH = 26;
/** XG's default maximum cube, 2^10, written when the settings have no maximum. */
const NO_LIMIT_LOG2 = 10;
const sign = (player: Player): string => (player === 'black' ? '1' : '-1');

function boardOf(side: (player: Player, point: number) => number): string {
  const letter = (count: number, player: Player): string =>
    count === 0 ? '-' : String.fromCharCode((player === 'black' ? 64 : 96) + count);
  let out = letter(side('white', 25), 'white');
  for (let p = 1; p <= 24; p++) {
    const black = side('black', p);
    out += black > 0 ? letter(black, 'black') : letter(side('white', 25 - p), 'white');
  }
  return out + letter(side('black', 25), 'black');
}

/** The dice field: rolled dice, the pending offer's letter, or 00. */
function diceField(state: GameState): string {
  if (state.offer !== null) return state.offer.kind === 'double' ? 'D' : state.offer.kind === 'beaver' ? 'B' : 'R';
  if (state.dice === null) return '00';
  const [a, b] = state.dice;
  return `${Math.max(a, b)}${Math.min(a, b)}`;
}

/**
 * The XGID of a short tavla game or match state at a moment XG can show: the player to roll
 * (`00`), to play (the dice), or a double, beaver or raccoon waiting (`D`, `B`, `R`). Refuses
 * (`unrepresentable-state`) resignations, finished games, the opening roll-off, other variants and
 * what gnubg's IDs cannot hold either (toGnubgId); a cube maximum that is not a power of two;
 * Hypergammon's 1 to 3 checkers a side (an XGID implies 15).
 */
export function toXgid(state: GameState): Result<string, NotationError> {
  const moment = momentOf(state, 'An XGID');
  if (!moment.ok) return moment;
  const m = moment.value;
  if (state.phase !== 'roll' && state.phase !== 'play' && state.phase !== 'double') {
    return err('unrepresentable-state', `An XGID cannot hold this state: it shows a player to roll, to play or to answer a cube, not the ${state.phase} phase.`);
  }
  const maxValue = state.settings.cube.maxValue;
  const maxLog2 = maxValue === null ? NO_LIMIT_LOG2 : Math.log2(maxValue);
  if (!Number.isInteger(maxLog2) || maxLog2 > MAX_CUBE_LOG2) {
    return err('unrepresentable-state', `An XGID cannot hold this state: its maximum cube is a power of two up to ${2 ** MAX_CUBE_LOG2}, not ${String(maxValue)}.`);
  }
  const position = positionFromSetup(state.position);
  if (!position.ok) return err('invalid-game-state', `The state's position is not valid: ${position.error.message}`);
  const p = position.value;
  // The board has no count of borne-off checkers: XG plays with fifteen a side, not Hypergammon's N (NH-3).
  const checkers = rulesOf(p).checkers;
  if (checkers !== 15) {
    return err('unrepresentable-state', `An XGID cannot hold this state: its checkers borne off are what is left of 15, and this game has ${checkers} a side (NH-3).`);
  }
  const board = boardOf((player, point) => (point === 25 ? p.bar(player) : p.checkers(player, point)));
  const owner = m.cube.owner === null ? '0' : sign(m.cube.owner);
  const flags = m.length > 0 ? (m.crawford ? 1 : 0) : (m.jacoby ? 1 : 0) + (state.settings.cube.beaver ? 2 : 0);
  const fields = [board, Math.log2(m.cube.value), owner, sign(m.onRoll), diceField(state), m.score.black, m.score.white, flags, m.length, maxLog2];
  return ok(`XGID=${fields.join(':')}`);
}

type Fail = { readonly ok: false; readonly error: NotationError };
const malformed = (text: string, why: string): Fail => err('malformed-xgid', `${show(text)} is not an XGID: ${why}.`);

function readInt(field: string, min: number, max: number): number | null {
  if (!/^-?\d{1,6}$/.test(field)) return null;
  const n = Number(field);
  return n >= min && n <= max ? n : null;
}

function readBoard(text: string, board: string): { white: SetupSide; black: SetupSide } | Fail {
  const sides = { white: { points: {} as Record<number, number>, bar: 0, total: 0 }, black: { points: {} as Record<number, number>, bar: 0, total: 0 } };
  for (let i = 0; i < BOARD_LENGTH; i++) {
    const c = board.charAt(i);
    if (c === '-') continue;
    const upper = c >= 'A' && c <= 'O';
    if (!upper && !(c >= 'a' && c <= 'o')) return malformed(text, `board character "${c}": "-", A-O or a-o`);
    const player: Player = upper ? 'black' : 'white';
    const count = c.charCodeAt(0) - (upper ? 64 : 96);
    const side = sides[player];
    if (i === 0 || i === 25) {
      if ((i === 0) !== (player === 'white')) return malformed(text, `the ${i === 0 ? 'first (top player' : 'last (bottom player'}'s bar) character holds the other player's checkers`);
      side.bar = count;
    } else {
      side.points[player === 'black' ? i : 25 - i] = count;
    }
    side.total += count;
  }
  const out = (side: (typeof sides)['white']): SetupSide => ({ points: side.points, bar: side.bar, off: Math.max(0, 15 - side.total) });
  return { white: out(sides.white), black: out(sides.black) };
}

/**
 * Reads an XGID (with or without the `XGID=` prefix; the last field, the maximum cube, may be
 * missing) into a short tavla GameState that `apply` accepts: `roll` for `00`, `play` for rolled
 * dice, `double` for `D` / `B` / `R`. Money play when the length is 0, with Jacoby and beavers as
 * its flags say. Upper case is Black, lower case White. What the XGID does not hold gets the
 * defaults of docs/notation.md.
 */
export function fromXgid(text: string): Result<GameState, NotationError> {
  if (typeof text !== 'string') return err('malformed-xgid', `An XGID is a string; got ${show(text)}.`);
  const tooLong = refuseLength(text, INPUT_LIMITS.xgid, 'XGID');
  if (tooLong !== null) return tooLong;
  const body = text.trim().replace(/^XGID=/, '');
  const fields = body.split(':');
  if (fields.length !== 9 && fields.length !== 10) return malformed(text, `${fields.length} fields, where an XGID has 10 (or 9 without the maximum cube)`);
  const [board, cubeLog, ownerField, turnField, dice, score1, score2, flagField, lengthField, maxField] = fields as [string, string, string, string, string, string, string, string, string, string | undefined];
  if (board.length !== BOARD_LENGTH) return malformed(text, `the board has ${BOARD_LENGTH} characters`);
  const cube = readInt(cubeLog, 0, MAX_CUBE_LOG2);
  const owner = readInt(ownerField, -1, 1);
  const turn = turnField === '1' ? 'black' : turnField === '-1' ? 'white' : null;
  const black = readInt(score1, 0, MAX_FIELD);
  const white = readInt(score2, 0, MAX_FIELD);
  const flags = readInt(flagField, 0, 3);
  const length = readInt(lengthField, 0, MAX_FIELD);
  const max = maxField === undefined ? undefined : readInt(maxField, 0, MAX_CUBE_LOG2);
  if (cube === null) return malformed(text, `cube ${show(cubeLog)}: log2 of the cube, 0 to ${MAX_CUBE_LOG2}`);
  if (owner === null) return malformed(text, `cube owner ${show(ownerField)}: 1, 0 or -1`);
  if (turn === null) return malformed(text, `turn ${show(turnField)}: 1 or -1`);
  if (black === null || white === null) return malformed(text, `scores are whole numbers from 0 to ${MAX_FIELD}`);
  if (length === null) return malformed(text, `match length ${show(lengthField)}: 0 (money) to ${MAX_FIELD}`);
  if (flags === null || (length > 0 && flags > 1)) return malformed(text, `flags ${show(flagField)}: 0 or 1 (Crawford) in a match, 0-3 (Jacoby + 2 x beaver) in money play`);
  if (max === null) return malformed(text, `maximum cube ${show(maxField)}: log2 of the cube, 0 to ${MAX_CUBE_LOG2}`);
  let rolled: Dice | null = null;
  let offer: 'D' | 'B' | 'R' | null = null;
  if (dice === 'D' || dice === 'B' || dice === 'R') offer = dice;
  else if (/^[1-6][1-6]$/.test(dice)) rolled = [Number(dice[0]), Number(dice[1])];
  else if (dice !== '00') return malformed(text, `dice ${show(dice)}: 00, two dice 1-6, D, B or R`);
  const sides = readBoard(text, board);
  if ('ok' in sides) return sides;
  const position = positionFromSetup({ variant: 'short-tavla', turn, ...sides });
  if (!position.ok) return err('invalid-position', `${show(text)} is not a legal position: ${position.error.message}`);

  // The player who decides: the one on turn, except that a double and a raccoon are answered by the other.
  const decider = offer === 'D' || offer === 'R' ? opponent(turn) : turn;
  const moment: MatchMoment = {
    length,
    score: { white, black },
    cube: { value: 2 ** cube, owner: owner === 0 ? null : owner === 1 ? 'black' : 'white' },
    onRoll: turn,
    decider,
    crawford: length > 0 && flags === 1,
    gameState: 'playing',
    doubleOffered: offer !== null,
    resignation: 0,
    dice: rolled,
    jacoby: length === 0 && (flags & 1) === 1,
  };
  const what = `The XGID ${show(text)}`;
  const state = stateOf(moment, position.value, { beaver: length === 0 && (flags & 2) === 2, ...(max === undefined ? {} : { maxValue: 2 ** max }) }, what);
  if (!state.ok) return state;
  // The letter names the animal; the cube must say the same (stateOf derives it from the owner).
  const kind = state.value.offer?.kind;
  if (offer !== null && kind !== { D: 'double', B: 'beaver', R: 'raccoon' }[offer]) {
    return err('invalid-game-state', `${what} describes no reachable game state: "${offer}" does not fit the cube's owner (the cube is ${kind === undefined ? 'not offered' : `at a ${kind}`}).`);
  }
  return state;
}
