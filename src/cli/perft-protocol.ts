import type { Setup } from '../position/setup-types.js';

/** What `npm run perft` hands each worker once: the root (variant, options) and the positions to play from. */
export interface PerftJob {
  readonly root: Setup;
  readonly sources: readonly Setup[];
  /**
   * `--dir`: the worker appends each turn's end keys to the run's store under this writer tag
   * (perft-store.ts) instead of sending them back, and flushes them before reporting the turn.
   */
  readonly store?: { readonly dir: string; readonly tag: string };
}

/** A worker's answer for one (source position, roll): its counts and its distinct end positions, packed. */
export interface PerftTaskDone {
  readonly kind: 'done';
  readonly source: number;
  readonly roll: number;
  readonly plays: number;
  readonly ends: number;
  readonly ms: number;
  /** The end keys, unless the worker wrote them to the store. */
  readonly keys: readonly { readonly group: string; readonly words: Uint32Array }[];
}

/** A worker's heartbeat during a long turn: mid-turn states walked and distinct ends found so far. */
export interface PerftTaskBeat {
  readonly kind: 'beat';
  readonly source: number;
  readonly roll: number;
  readonly states: number;
  readonly ends: number;
}
