import type { Dice } from '../core/dice.js';
import type { NotationError } from '../core/errors.js';
import type { Player } from '../core/player.js';
import { err } from '../core/result.js';
import { show } from '../core/show.js';
import type { SetupSide } from '../position/setup-types.js';
import { MAX_CUBE_LOG2, MAX_FIELD } from './match-moment.js';

/**
 * The fields of an XGID (layout in docs/notation.md, "XGID") and its board, shared by the
 * readers and writers of game states (`toXgid` / `fromXgid`) and of bare positions
 * (`positionToXgid` / `positionFromXgid`). Bottom (upper case) is Black, top (lower case) White.
 */

export const BOARD_LENGTH = 26;
/** XG's default maximum cube, 2^10, written when the settings have no maximum. */
export const NO_LIMIT_LOG2 = 10;
export const sign = (player: Player): string => (player === 'black' ? '1' : '-1');

/** The 26 board characters for the checkers `side(player, point)` gives (point 25: the bar). */
export function boardOf(side: (player: Player, point: number) => number): string {
  const letter = (count: number, player: Player): string =>
    count === 0 ? '-' : String.fromCharCode((player === 'black' ? 64 : 96) + count);
  let out = letter(side('white', 25), 'white');
  for (let p = 1; p <= 24; p++) {
    const black = side('black', p);
    out += black > 0 ? letter(black, 'black') : letter(side('white', 25 - p), 'white');
  }
  return out + letter(side('black', 25), 'black');
}

type Fail = { readonly ok: false; readonly error: NotationError };
export const malformed = (text: string, why: string): Fail => err('malformed-xgid', `${show(text)} is not an XGID: ${why}.`);

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

/** An XGID's fields, each read and range-checked (not yet checked against each other). */
export interface XgidFields {
  readonly sides: { readonly white: SetupSide; readonly black: SetupSide };
  readonly cube: number;
  readonly owner: number;
  readonly turn: Player;
  readonly black: number;
  readonly white: number;
  readonly flags: number;
  readonly length: number;
  readonly max: number | undefined;
  readonly rolled: Dice | null;
  readonly offer: 'D' | 'B' | 'R' | null;
}

/**
 * Reads the fields of an XGID (with or without `XGID=`, in any case, as people type it; nine
 * fields when the maximum cube is left out).
 */
export function readXgidFields(text: string): XgidFields | Fail {
  const body = text.trim().replace(/^XGID=/i, '');
  const fields = body.split(':');
  if (fields.length !== 9 && fields.length !== 10) return malformed(text, `${fields.length} fields, where an XGID has 10 (or 9 without the maximum cube)`);
  const [board, cubeLog, ownerField, turnField, dice, score1, score2, flagField, lengthField, maxField] = fields as [string, string, string, string, string, string, string, string, string, string | undefined];
  if (board.length !== BOARD_LENGTH) return malformed(text, `its board has ${board.length} characters, where an XGID's has ${BOARD_LENGTH}`);
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
  return { sides, cube, owner, turn, black, white, flags, length, max, rolled, offer };
}
