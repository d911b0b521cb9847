import { BAR, sideOffset } from '../core/board.js';
import { slotOf, STATE_WORD, STATUS_BLACK_WINS, STATUS_MASK, STATUS_NONE, STATUS_SHIFT, STATUS_WHITE_WINS, WORDS } from '../core/packed-board.js';
import type { Decided } from '../core/variant.js';
import type { Player } from '../core/player.js';
import type { Setup, SetupSide } from '../position/setup-types.js';
import { rulesOf, wordsOf, type Position, type TurnsPlayed } from '../position/position.js';

/**
 * A compact, exact key for the positions of one perft run: five 32-bit words for the checkers
 * and a short string for the rest (player on turn and turns played). Perft can reach hundreds of
 * millions of positions, so they are kept as keys, not as Position objects, and rebuilt from
 * the key only when a ply has to be expanded.
 *
 * Words: each absolute point 1..24 is a 5-bit cell (0 empty, 1..15 White's count, 17..31
 * Black's count + 16: no point holds both players' checkers), six cells per word in bits 0..29.
 * Bits 30..31 of the four words hold the bars, two bits at a time. Borne-off checkers are what
 * is left of the checkers, so they need no bits. Variant and options are those of the run's root
 * and are not part of the key.
 *
 * The fifth word is for Plakoto's pins (PL-3): bit abs - 1 is set when the point holds, under the
 * stack its cell counts, one pinned checker of the other colour; bits 24..25 are the board's
 * status (a game decided on the board, PL-12, PL-14), as in the packed board's state word.
 */
export const KEY_WORDS = 5;

const CELLS = 24;
const PINS_WORD = 4;

export class PositionCodec {
  readonly #root: Position;
  /** White's and Black's own point at each absolute point (index abs - 1), 0 when not on his track. */
  readonly #whiteOwn: Int8Array;
  readonly #blackOwn: Int8Array;
  readonly #hasBar: boolean;
  /** The packed-board slot (core/packed-board.ts) of White's and Black's checkers at each absolute point, -1 off his track. */
  readonly #whiteSlot: Int8Array;
  readonly #blackSlot: Int8Array;
  readonly #board = new Int32Array(WORDS);
  readonly #checkers: number;

  constructor(root: Position) {
    this.#root = root;
    this.#whiteOwn = new Int8Array(CELLS);
    this.#blackOwn = new Int8Array(CELLS);
    for (let abs = 1; abs <= CELLS; abs++) {
      this.#whiteOwn[abs - 1] = root.ownPoint('white', abs) ?? 0;
      this.#blackOwn[abs - 1] = root.ownPoint('black', abs) ?? 0;
    }
    this.#hasBar = rulesOf(root).hasBar;
    this.#checkers = rulesOf(root).checkers;
    this.#whiteSlot = this.#whiteOwn.map((own) => (own === 0 ? -1 : sideOffset('white') + own));
    this.#blackSlot = this.#blackOwn.map((own) => (own === 0 ? -1 : sideOffset('black') + own));
  }

  /** Writes the position's checker words into `out` at `at`. */
  pack(p: Position, out: Uint32Array, at: number): void {
    wordsOf(p, this.#board, 0);
    this.packBoard(this.#board, 0, out, at);
  }

  /** Writes the checker words of the packed board `board[from..]` into `out` at `at`. */
  packBoard(board: Int32Array, from: number, out: Uint32Array, at: number): void {
    let cell = 0;
    const state = board[from + STATE_WORD]!;
    let shared = 0;
    for (let w = 0; w < 4; w++) {
      let word = 0;
      for (let c = 0; c < 6; c++, cell++) {
        const ws = this.#whiteSlot[cell]!;
        const bs = this.#blackSlot[cell]!;
        const white = ws < 0 ? 0 : slotOf(board, from, ws);
        const black = bs < 0 ? 0 : slotOf(board, from, bs);
        let v: number;
        if (white > 0 && black > 0) {
          // PL-3: the cell counts the pinner's stack; the pinned checker is the other colour's one.
          shared |= 1 << cell;
          v = (state >> cell) & 1 ? blackCell(black) : white;
        } else v = white > 0 ? white : blackCell(black);
        word |= v << (5 * c);
      }
      out[at + w] = word >>> 0;
    }
    out[at + PINS_WORD] = (shared | (state & STATUS_MASK)) >>> 0;
    if (this.#hasBar) {
      const wb = slotOf(board, from, sideOffset('white') + BAR);
      const bb = slotOf(board, from, sideOffset('black') + BAR);
      out[at] = (out[at]! | ((wb & 3) << 30)) >>> 0;
      out[at + 1] = (out[at + 1]! | ((wb >> 2) << 30)) >>> 0;
      out[at + 2] = (out[at + 2]! | ((bb & 3) << 30)) >>> 0;
      out[at + 3] = (out[at + 3]! | ((bb >> 2) << 30)) >>> 0;
    }
  }

  /** The group of the position `turn` is on turn in with these turns played (see `group`). */
  groupOf(turn: Player, turnsPlayed: TurnsPlayed): string {
    return `${turn === 'white' ? 'w' : 'b'}${turnsPlayed.white},${turnsPlayed.black}`;
  }

  /** What the words leave out: the player on turn and the turns played. */
  group(p: Position): string {
    return this.groupOf(p.turn, p.turnsPlayed);
  }

  /** The Setup of a packed position (same variant and options as the root). */
  setup(words: Uint32Array, at: number, group: string): Setup {
    const white: Record<number, number> = {};
    const black: Record<number, number> = {};
    let whiteOn = 0;
    let blackOn = 0;
    const pins = words[at + PINS_WORD]!;
    const whitePinned: number[] = [];
    const blackPinned: number[] = [];
    for (let cell = 0; cell < CELLS; cell++) {
      const v = (words[at + ((cell / 6) | 0)]! >>> (5 * (cell % 6))) & 31;
      if (v === 0) continue;
      const shared = ((pins >>> cell) & 1) === 1;
      if (v < 16) {
        white[this.#whiteOwn[cell]!] = v;
        whiteOn += v;
        if (shared) {
          black[this.#blackOwn[cell]!] = 1;
          blackOn += 1;
          blackPinned.push(this.#blackOwn[cell]!);
        }
      } else {
        black[this.#blackOwn[cell]!] = v - 16;
        blackOn += v - 16;
        if (shared) {
          white[this.#whiteOwn[cell]!] = 1;
          whiteOn += 1;
          whitePinned.push(this.#whiteOwn[cell]!);
        }
      }
    }
    const wb = (words[at]! >>> 30) | ((words[at + 1]! >>> 30) << 2);
    const bb = (words[at + 2]! >>> 30) | ((words[at + 3]! >>> 30) << 2);
    const turn: Player = group.startsWith('w') ? 'white' : 'black';
    const counts = group.slice(1).split(',');
    const all = this.#checkers;
    const side = (points: Record<number, number>, on: number, bar: number, pinned: number[]): SetupSide => ({
      ...(this.#hasBar ? { points, bar, off: all - on - bar } : { points, off: all - on }),
      ...(pinned.length > 0 ? { pinned } : {}),
    });
    const status = (pins & STATUS_MASK) >> STATUS_SHIFT;
    const decided: Decided | undefined =
      status === STATUS_NONE ? undefined : status === STATUS_WHITE_WINS ? 'white' : status === STATUS_BLACK_WINS ? 'black' : 'draw';
    return {
      variant: this.#root.variant,
      turn,
      turnsPlayed: { white: Number(counts[0]), black: Number(counts[1]) },
      options: this.#root.options,
      white: side(white, whiteOn, wb, whitePinned),
      black: side(black, blackOn, bb, blackPinned),
      ...(decided === undefined ? {} : { decided }),
    };
  }
}

function blackCell(count: number): number {
  return count === 0 ? 0 : count + 16;
}
