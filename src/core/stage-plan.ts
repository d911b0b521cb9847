import type { Dice } from './dice.js';
import type { StagePlan } from './variant.js';

/** Most sub-moves a stage can have (G-8's four, six-one's options, a transferred rest); the generator's MAX_STEPS. */
export const MOST_SUB_MOVES = 8;

/**
 * A stage plan, made the one way every plan is made: one object shape for every variant, the
 * sub-move dice frozen in a packed list, and `subMoveCode` computed once. Plans are made when a
 * variant's tables are built (or, for a transferred rest, once per transfer), never per search.
 */
export function stagePlan(subMoves: readonly number[], dice: Dice, headException: boolean, transferable: boolean): StagePlan {
  const list: number[] = [];
  for (let i = 0; i < subMoves.length; i++) list.push(subMoves[i]!);
  return Object.freeze({ subMoves: Object.freeze(list), dice, headException, transferable, subMoveCode: packSubMoves(list) });
}

/**
 * The sub-move dice largest first in one small integer: the count in bits 0-3, then three bits a
 * die. The generator reads a stage's dice on every call; a frozen array costs V8 several times a
 * plain read (docs/performance.md, "Frozen arrays in V8"), and plans of different variants made
 * their lists differently, which made those reads polymorphic as well.
 */
function packSubMoves(subMoves: readonly number[]): number {
  const n = subMoves.length;
  if (n > MOST_SUB_MOVES) throw new RangeError(`A stage has at most ${MOST_SUB_MOVES} sub-moves (got ${n}).`);
  const sorted = [...subMoves].sort((a, b) => b - a);
  let code = n;
  for (let i = 0; i < n; i++) {
    const die = sorted[i]!;
    if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`A sub-move die is an integer from 1 to 6 (got ${String(die)}).`);
    code |= die << (4 + 3 * i);
  }
  return code;
}

/** How many sub-moves a `subMoveCode` holds. */
export function subMoveCount(code: number): number {
  return code & 15;
}

/** A `subMoveCode`'s dice, largest first, into `out[0..]`; returns how many. */
export function unpackSubMoves(code: number, out: Int8Array): number {
  const n = code & 15;
  for (let i = 0; i < n; i++) out[i] = (code >> (4 + 3 * i)) & 7;
  return n;
}
