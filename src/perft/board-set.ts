import { sameWords, WORDS } from '../core/packed-board.js';

/**
 * A set of packed boards (core/packed-board.ts) with the hash the generator already keeps for
 * each (`Engine.hashes`), so that filing a board costs one probe and no re-encoding: perft's
 * walk of a turn files every play of every mid-turn state here.
 */
export class BoardSet {
  #boards: Int32Array;
  #hashes: Int32Array;
  /** Per slot: the board's hash, then its index + 1 (0: empty). */
  #table: Int32Array;
  #mask: number;
  #size = 0;

  constructor(capacity = 256) {
    let cap = 256;
    while (cap < capacity) cap *= 2;
    this.#boards = new Int32Array(cap * WORDS);
    this.#hashes = new Int32Array(cap);
    this.#table = new Int32Array(cap * 4);
    this.#mask = cap * 2 - 1;
  }

  get size(): number {
    return this.#size;
  }

  /** The boards, board i at `words[i*WORDS .. i*WORDS+WORDS-1]` for i < size (valid until the next `add`). */
  get words(): Int32Array {
    return this.#boards;
  }

  /** The hash board i was added with. */
  hashAt(i: number): number {
    return this.#hashes[i]!;
  }

  /** Adds the board `words[at..at+WORDS-1]` whose `hashWords` is `hash`; true when it was new. */
  add(words: Int32Array, at: number, hash: number): boolean {
    const table = this.#table;
    const mask = this.#mask;
    const boards = this.#boards;
    let slot = spread(hash) & mask;
    for (;;) {
      const j = table[2 * slot + 1]!;
      if (j === 0) break;
      // The hash sits beside the index, so a miss costs no visit to the boards.
      if (table[2 * slot] === hash && sameWords(boards, (j - 1) * WORDS, words, at)) return false;
      slot = (slot + 1) & mask;
    }
    const i = this.#size;
    if (i === this.#hashes.length) {
      this.#grow();
      return this.add(words, at, hash);
    }
    this.#size = i + 1;
    table[2 * slot] = hash;
    table[2 * slot + 1] = i + 1;
    this.#hashes[i] = hash;
    for (let w = 0; w < WORDS; w++) boards[i * WORDS + w] = words[at + w]!;
    return true;
  }

  #grow(): void {
    const cap = this.#hashes.length * 2;
    const boards = new Int32Array(cap * WORDS);
    boards.set(this.#boards);
    const hashes = new Int32Array(cap);
    hashes.set(this.#hashes);
    this.#boards = boards;
    this.#hashes = hashes;
    // The table stays at most half full.
    this.#table = new Int32Array(cap * 4);
    this.#mask = cap * 2 - 1;
    for (let j = 0; j < this.#size; j++) {
      let slot = spread(hashes[j]!) & this.#mask;
      while (this.#table[2 * slot + 1] !== 0) slot = (slot + 1) & this.#mask;
      this.#table[2 * slot] = hashes[j]!;
      this.#table[2 * slot + 1] = j + 1;
    }
  }
}

/**
 * The slot a board hash starts probing at. The board hash is a sum of per-slot keys (cheap to
 * keep up to date move by move), so boards a few moves apart have related hashes; murmur3's
 * finaliser spreads them, or linear probing would run into long clusters in big sets.
 */
function spread(hash: number): number {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}
