import { sameWords, tableSlot, WORDS } from '../core/packed-board.js';

/**
 * The generator's memory of positions already searched inside one play. When a variant cannot
 * try a double's sources in order (docs/move-generation.md: long nard's in-play block timings,
 * Plakoto's mother rule, Fevga's first-checker rule), the same board is reached after two
 * sub-moves by each order of the two, and everything below it would be walked again for
 * nothing: its final positions are all recorded already. A node is the board, the depth, the head checkers moved
 * so far (LN-11) and the square the next step must start from (LN-13a), which is everything the
 * rest of the walk looks at (hitter marks are not: the table is used only without ST-9's rules).
 */
export class Transpositions {
  private cap = 0;
  private count = 0;
  private hashes = new Int32Array(0);
  private boards = new Int32Array(0);
  private meta = new Int32Array(0);
  private results = new Uint8Array(0);
  private table = new Int32Array(0);
  private stamps = new Int32Array(0);
  private mask = 0;
  private generation = 1;

  constructor() {
    this.grow(256);
  }

  /** Forgets every node (a new search). */
  clear(): void {
    this.count = 0;
    if (++this.generation > 0x3fffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  /** The stored answer for a node: 1 (something was recorded below it), 0 (nothing), -1 (unknown). */
  find(words: Int32Array, hash: number, key: number): number {
    const h = (hash ^ Math.imul(key, 0x9e3779b1)) | 0;
    let idx = tableSlot(h, this.mask);
    while (this.stamps[idx] === this.generation) {
      const j = this.table[idx]!;
      if (this.hashes[j] === h && this.meta[j] === key && sameWords(this.boards, j * WORDS, words, 0)) return this.results[j]!;
      idx = (idx + 1) & this.mask;
    }
    return -1;
  }

  /** Stores a node's answer (the node must not be stored yet). */
  add(words: Int32Array, hash: number, key: number, found: boolean): void {
    if (this.count === this.cap) this.grow(this.cap * 2);
    const h = (hash ^ Math.imul(key, 0x9e3779b1)) | 0;
    const j = this.count++;
    this.hashes[j] = h;
    this.meta[j] = key;
    this.results[j] = found ? 1 : 0;
    for (let w = 0; w < WORDS; w++) this.boards[j * WORDS + w] = words[w]!;
    this.file(j);
  }

  private file(j: number): void {
    let idx = tableSlot(this.hashes[j]!, this.mask);
    while (this.stamps[idx] === this.generation) idx = (idx + 1) & this.mask;
    this.stamps[idx] = this.generation;
    this.table[idx] = j;
  }

  private grow(cap: number): void {
    const hashes = new Int32Array(cap);
    hashes.set(this.hashes);
    const boards = new Int32Array(cap * WORDS);
    boards.set(this.boards);
    const meta = new Int32Array(cap);
    meta.set(this.meta);
    const results = new Uint8Array(cap);
    results.set(this.results);
    this.hashes = hashes;
    this.boards = boards;
    this.meta = meta;
    this.results = results;
    this.cap = cap;
    // A quarter full at most; the nodes of the current search are filed again.
    this.table = new Int32Array(cap * 4);
    this.stamps = new Int32Array(cap * 4);
    this.mask = cap * 4 - 1;
    this.generation = 1;
    for (let j = 0; j < this.count; j++) this.file(j);
  }
}
