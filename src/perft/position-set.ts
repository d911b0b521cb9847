import { positionFromSetup } from '../position/setup.js';
import type { Position } from '../position/position.js';
import { KeySet } from './key-set.js';
import { KEY_WORDS, type PositionCodec } from './position-key.js';

/**
 * Distinct positions of one perft run, kept as packed keys (position-key.ts): one KeySet per
 * group (player on turn and turns played; a ply's positions normally share one group).
 */
export class PositionSet {
  readonly #codec: PositionCodec;
  readonly #counted: boolean;
  readonly #groups = new Map<string, KeySet>();
  readonly #scratch = new Uint32Array(KEY_WORDS);

  constructor(codec: PositionCodec, counted = false) {
    this.#codec = codec;
    this.#counted = counted;
  }

  get codec(): PositionCodec {
    return this.#codec;
  }

  get size(): number {
    let n = 0;
    for (const set of this.#groups.values()) n += set.size;
    return n;
  }

  /** Adds a position (with `count` lines of play reaching it); true when it was new. */
  add(p: Position, count = 1): boolean {
    this.#codec.pack(p, this.#scratch, 0);
    return this.addPacked(this.#codec.group(p), this.#scratch, 0, count);
  }

  addPacked(group: string, words: Uint32Array, at: number, count = 1): boolean {
    let set = this.#groups.get(group);
    if (set === undefined) {
      set = new KeySet(this.#counted);
      this.#groups.set(group, set);
    }
    return set.add(words, at, count);
  }

  /** Rebuilds every position with its count. */
  forEach(f: (p: Position, count: number) => void): void {
    for (const [group, set] of this.#groups) {
      set.forEach((words, at, count) => {
        const p = positionFromSetup(this.#codec.setup(words, at, group));
        // The key was made from a valid position of the same variant and options.
        if (!p.ok) throw new Error(`perft: a packed position did not rebuild (${p.error.code}: ${p.error.message})`);
        f(p.value, count);
      });
    }
  }
}
