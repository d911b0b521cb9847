import { KEY_WORDS } from './position-key.js';

/**
 * A set of fixed-size keys (KEY_WORDS 32-bit words; the all-zero key is never used, it marks an
 * empty slot) in one flat typed array, with open addressing. A JavaScript Set of strings would
 * cost several times the memory and stops at 2^24 entries; perft needs more.
 * Each key may carry a count (how many lines of play reach it), kept when `counted`.
 */
export class KeySet {
  #keys: Uint32Array;
  #counts: Float64Array | null;
  #mask: number;
  #size = 0;

  constructor(counted = false, capacity = 1024) {
    let cap = 1024;
    while (cap < capacity) cap *= 2;
    this.#keys = new Uint32Array(cap * KEY_WORDS);
    this.#counts = counted ? new Float64Array(cap) : null;
    this.#mask = cap - 1;
  }

  get size(): number {
    return this.#size;
  }

  /** Adds the key at `words[at..]`; adds `count` to its count. True when the key was new. */
  add(words: Uint32Array, at: number, count = 1): boolean {
    const a = words[at]!;
    const b = words[at + 1]!;
    const c = words[at + 2]!;
    const d = words[at + 3]!;
    let slot = hash(a, b, c, d) & this.#mask;
    const keys = this.#keys;
    for (;;) {
      const k = slot * KEY_WORDS;
      const ka = keys[k]!;
      const kb = keys[k + 1]!;
      const kc = keys[k + 2]!;
      const kd = keys[k + 3]!;
      if (ka === 0 && kb === 0 && kc === 0 && kd === 0) break;
      if (ka === a && kb === b && kc === c && kd === d) {
        if (this.#counts !== null) this.#counts[slot]! += count;
        return false;
      }
      slot = (slot + 1) & this.#mask;
    }
    const k = slot * KEY_WORDS;
    keys[k] = a;
    keys[k + 1] = b;
    keys[k + 2] = c;
    keys[k + 3] = d;
    if (this.#counts !== null) this.#counts[slot] = count;
    this.#size++;
    if (this.#size * 10 > (this.#mask + 1) * 7) this.#grow();
    return true;
  }

  /** Calls `f` with every key (as words at an offset of a shared array) and its count. */
  forEach(f: (words: Uint32Array, at: number, count: number) => void): void {
    const keys = this.#keys;
    for (let slot = 0; slot <= this.#mask; slot++) {
      const k = slot * KEY_WORDS;
      if (keys[k] === 0 && keys[k + 1] === 0 && keys[k + 2] === 0 && keys[k + 3] === 0) continue;
      f(keys, k, this.#counts === null ? 1 : this.#counts[slot]!);
    }
  }

  #grow(): void {
    const old = this.#keys;
    const oldCounts = this.#counts;
    const cap = (this.#mask + 1) * 2;
    this.#keys = new Uint32Array(cap * KEY_WORDS);
    this.#counts = oldCounts === null ? null : new Float64Array(cap);
    this.#mask = cap - 1;
    this.#size = 0;
    for (let slot = 0; slot < old.length / KEY_WORDS; slot++) {
      const k = slot * KEY_WORDS;
      if (old[k] === 0 && old[k + 1] === 0 && old[k + 2] === 0 && old[k + 3] === 0) continue;
      this.add(old, k, oldCounts === null ? 1 : oldCounts[slot]!);
    }
  }
}

/** A 32-bit mix of the four words (murmur3's finaliser on a running combination). */
function hash(a: number, b: number, c: number, d: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ c, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ d, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
