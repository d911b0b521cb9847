import { SLOTS } from './board.js';

/**
 * A whole board (both players' blocks of `SLOTS` counts, White's first) packed into eight small
 * integers, four bits a slot, seven slots a word, and a ninth, the state word. Counts never
 * exceed 15, so adding or taking a checker is one addition on one word and never carries into
 * the next slot. A Position keeps its board this way: nine numbers in the object itself instead
 * of a typed array beside it, which makes positions cheap to create, compare and hash
 * (docs/performance.md).
 *
 * The state word holds what counts cannot say. Bits 0..23: for each absolute point a (bit
 * a - 1), set when the checker pinned there is White's — a point that holds both colours holds
 * one pinned checker and the pinner's stack (PL-3); the bit is clear wherever the colours do not
 * share a point. Bits 24..25: the game decided by a variant rule rather than by bearing off
 * (STATUS_*: Plakoto's pinned mother, PL-12, PL-14). Variants without pinning leave it 0.
 */

/** Integers per packed board: eight of counts and the state word. (`sameWords` and `Engine.fileStep` write the nine out.) */
export const WORDS = 9;
/** The index of the state word in a packed board. */
export const STATE_WORD = 8;
/** Counts words: the slots of both blocks. */
const COUNT_WORDS = 8;
/** Where the status bits of the state word start, and their values. */
export const STATUS_SHIFT = 24;
export const STATUS_MASK = 3 << STATUS_SHIFT;
export const STATUS_NONE = 0;
export const STATUS_WHITE_WINS = 1;
export const STATUS_BLACK_WINS = 2;
export const STATUS_DRAW = 3;
/** The pin bits of the state word (absolute points 1..24). */
export const PIN_MASK = 0xffffff;
/** A state word's weight in a board's hash (STATE_MUL × state word, added). */
export const STATE_MUL = 0x2c1b3c6d;
const SLOTS_PER_WORD = 7;
const BOARD_SLOTS = 2 * SLOTS;

/** The word that holds board slot k (0..51). */
export const WORD_OF: Int8Array = new Int8Array(BOARD_SLOTS).map((_, k) => Math.floor(k / SLOTS_PER_WORD));
/** Where slot k's four bits start in its word. */
export const SHIFT_OF: Int8Array = new Int8Array(BOARD_SLOTS).map((_, k) => (k % SLOTS_PER_WORD) * 4);
/** One checker on slot k, in its word. */
export const UNIT_OF: Int32Array = new Int32Array(BOARD_SLOTS).map((_, k) => 1 << SHIFT_OF[k]!);

/** The count on board slot k of the packed board at `words[at..at+8]`. */
export function slotOf(words: ArrayLike<number>, at: number, k: number): number {
  return (words[at + WORD_OF[k]!]! >> SHIFT_OF[k]!) & 15;
}

/** Packs a board of 2 × SLOTS counts, and its state word, into `out[at..at+8]`. */
export function packBoard(board: ArrayLike<number>, out: Int32Array | number[], at: number, state = 0): void {
  for (let w = 0; w < COUNT_WORDS; w++) out[at + w] = 0;
  for (let k = 0; k < BOARD_SLOTS; k++) out[at + WORD_OF[k]!]! += board[k]! * UNIT_OF[k]!;
  out[at + STATE_WORD] = state;
}

/** Unpacks the counts of `words[at..at+8]` into a fresh board of 2 × SLOTS counts (the state word is `words[at + STATE_WORD]`). */
export function unpackBoard(words: ArrayLike<number>, at: number): Uint8Array {
  const board = new Uint8Array(BOARD_SLOTS);
  for (let k = 0; k < BOARD_SLOTS; k++) board[k] = slotOf(words, at, k);
  return board;
}

/**
 * Random 32-bit keys per board slot. A board's hash is the sum of count × key over its slots,
 * so moving one checker changes it by two additions: the generator keeps it up to date move by
 * move instead of hashing every final board anew.
 */
export const SLOT_KEY: Int32Array = (() => {
  const keys = new Int32Array(BOARD_SLOTS);
  let seed = 0x2545f491;
  for (let k = 0; k < BOARD_SLOTS; k++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    keys[k] = seed;
  }
  return keys;
})();

/** True when a variant rule has decided the game on the packed board at `words[at..]` (the status bits: PL-12, PL-14). */
export function decidedIn(words: ArrayLike<number>, at: number): boolean {
  return (words[at + STATE_WORD]! & STATUS_MASK) !== 0;
}

/** The 32-bit hash of a packed board (see SLOT_KEY and STATE_MUL); equal boards always hash alike. */
export function hashWords(words: ArrayLike<number>, at: number): number {
  let h = Math.imul(words[at + STATE_WORD]!, STATE_MUL);
  for (let k = 0; k < BOARD_SLOTS; k++) h = (h + Math.imul(slotOf(words, at, k), SLOT_KEY[k]!)) | 0;
  return h;
}

/** A hash table slot for a board hash: the high bits folded in, so that masks see them. */
export function tableSlot(hash: number, mask: number): number {
  return (hash ^ (hash >>> 15) ^ (hash >>> 27)) & mask;
}

/**
 * True when two packed boards (WORDS = 9 words) are equal. Written out: the generator compares a
 * board on every call and every repeated path, and V8 runs nine comparisons faster than a loop
 * of nine (measured: legalPlays and playList about 0.985x the time; docs/performance.md).
 */
export function sameWords(a: ArrayLike<number>, at: number, b: ArrayLike<number>, bt: number): boolean {
  return (
    a[at] === b[bt] &&
    a[at + 1] === b[bt + 1] &&
    a[at + 2] === b[bt + 2] &&
    a[at + 3] === b[bt + 3] &&
    a[at + 4] === b[bt + 4] &&
    a[at + 5] === b[bt + 5] &&
    a[at + 6] === b[bt + 6] &&
    a[at + 7] === b[bt + 7] &&
    a[at + 8] === b[bt + 8]
  );
}
