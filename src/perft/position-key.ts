import { BAR, sideOffset } from '../core/board.js';
import { slotOf, WORDS } from '../core/packed-board.js';
import type { Player } from '../core/player.js';
import type { Setup, SetupSide } from '../position/setup-types.js';
import { rulesOf, wordsOf, type Position, type TurnsPlayed } from '../position/position.js';

/**
 * A compact, exact key for the positions of one perft run: four 32-bit words for the checkers
 * and a short string for the rest (player on turn and turns played). Perft can reach hundreds of
 * millions of positions, so they are kept as keys, not as Position objects, and rebuilt from
 * the key only when a ply has to be expanded.
 *
 * Words: each absolute point 1..24 is a 5-bit cell (0 empty, 1..15 White's count, 17..31
 * Black's count + 16: no point holds both players' checkers), six cells per word in bits 0..29.
 * Bits 30..31 of the four words hold the bars, two bits at a time. Borne-off checkers are what
 * is left of the fifteen, so they need no bits. Variant and options are those of the run's root
 * and are not part of the key.
 */
export const KEY_WORDS = 4;

const CELLS = 24;
const CHECKERS = 15;

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

  constructor(root: Position) {
    this.#root = root;
    this.#whiteOwn = new Int8Array(CELLS);
    this.#blackOwn = new Int8Array(CELLS);
    for (let abs = 1; abs <= CELLS; abs++) {
      this.#whiteOwn[abs - 1] = root.ownPoint('white', abs) ?? 0;
      this.#blackOwn[abs - 1] = root.ownPoint('black', abs) ?? 0;
    }
    this.#hasBar = rulesOf(root).hasBar;
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
    for (let w = 0; w < KEY_WORDS; w++) {
      let word = 0;
      for (let c = 0; c < 6; c++, cell++) {
        const ws = this.#whiteSlot[cell]!;
        const bs = this.#blackSlot[cell]!;
        const white = ws < 0 ? 0 : slotOf(board, from, ws);
        const v = white > 0 ? white : bs < 0 ? 0 : blackCell(slotOf(board, from, bs));
        word |= v << (5 * c);
      }
      out[at + w] = word >>> 0;
    }
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
    for (let cell = 0; cell < CELLS; cell++) {
      const v = (words[at + ((cell / 6) | 0)]! >>> (5 * (cell % 6))) & 31;
      if (v === 0) continue;
      if (v < 16) {
        white[this.#whiteOwn[cell]!] = v;
        whiteOn += v;
      } else {
        black[this.#blackOwn[cell]!] = v - 16;
        blackOn += v - 16;
      }
    }
    const wb = (words[at]! >>> 30) | ((words[at + 1]! >>> 30) << 2);
    const bb = (words[at + 2]! >>> 30) | ((words[at + 3]! >>> 30) << 2);
    const turn: Player = group.startsWith('w') ? 'white' : 'black';
    const counts = group.slice(1).split(',');
    const side = (points: Record<number, number>, on: number, bar: number): SetupSide =>
      this.#hasBar ? { points, bar, off: CHECKERS - on - bar } : { points, off: CHECKERS - on };
    return {
      variant: this.#root.variant,
      turn,
      turnsPlayed: { white: Number(counts[0]), black: Number(counts[1]) },
      options: this.#root.options,
      white: side(white, whiteOn, wb),
      black: side(black, blackOn, bb),
    };
  }
}

function blackCell(count: number): number {
  return count === 0 ? 0 : count + 16;
}
