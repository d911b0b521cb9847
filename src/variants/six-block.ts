import type { BlockCheck, BlockVariant } from './long-nard.js';
import { STEP_OK, STEP_REJECTED, type BoardView } from '../core/variant.js';

/**
 * The six-block rule of the nard family (LN-13; crazy gulbar inherits it, CG-1), written against
 * the generator's `BoardView` so it runs on the scratch board without allocating.
 */

/** LN-13.2: a block is six or more consecutive points of the opponent's path. */
const BLOCK = 6;
/** LN-13b: the opponent's home is his own points 1-6 (LN-3). */
const THEIR_HOME = 6;
/** The mover's board points 1..24 in `BoardView.occupied` (bit 0 is borne off, bit 25 the bar). */
const BOARD_POINTS = 0x1fffffe;

/** Points 1..12 as bits. */
const LOWER_HALF = 0x1ffe;

/** Whether `facing[p]` is the mover's point p turned by 12 (p + 12, or p - 12 above 12) for every point. */
function turnedByTwelve(facing: ArrayLike<number>): boolean {
  for (let p = 1; p <= 24; p++) if (facing[p] !== ((p + 11) % 24) + 1) return false;
  return true;
}

/**
 * True when the mover has a block that breaks LN-13 (or LN-13b), in the mover's view.
 *
 * LN-13.1: the mover's points are read in the opponent's numbering through `facing`, so a block
 * round the mover's 1/24 corner is simply a run of the opponent's points; the opponent's path
 * ends at his point 1, so his points 24 and 1 are never neighbours (LN-13.5). LN-13.3: an
 * opposing checker at x has passed a block whose lowest point is lo when x < lo; borne off is
 * x = 0. LN-13.4/5: only the lowest block matters, since a checker in front of it is in front of
 * every block above it too.
 */
export function hasIllegalBlock(view: BoardView, variant: BlockVariant, turned: boolean): boolean {
  // Bit q set: the mover holds the opponent's point q (1..24). This runs on every candidate
  // play's final position: where the opponent's numbering is the mover's turned by 12 points
  // (`turned`: the nard board, LN-1..LN-3), one rotation of the occupied mask; otherwise point
  // by point.
  if (turned) return blockInFront(heldTurned(view.occupied), view.theirs, variant);
  const facing = view.facing;
  let held = 0;
  for (let points = view.occupied & BOARD_POINTS; points !== 0; points &= points - 1) {
    const p = 31 - Math.clz32(points & -points);
    const q = facing[p]!;
    if (q <= 24) held |= 1 << q;
  }
  return blockInFront(held, view.theirs, variant);
}

/** The opponent's points the mover holds (bit q), on a board whose numberings are turned by 12. */
function heldTurned(occupied: number): number {
  const points = occupied & BOARD_POINTS;
  return ((points & LOWER_HALF) << 12) | ((points >>> 12) & LOWER_HALF);
}

/** Whether a block among the held points (bit q: the opponent's point q) breaks LN-13 / LN-13b. */
function blockInFront(held: number, theirs: ArrayLike<number>, variant: BlockVariant): boolean {
  // Bit lo set: the opponent's points lo..lo+5 (BLOCK of them) are all held. Built by doubling
  // (runs of two, of four, then four and two more) rather than five shifts in a loop: this runs on
  // every candidate play of the nard variants (measured: their playList 0.92-0.98x the time).
  const pairs = held & (held >> 1);
  const fours = pairs & (pairs >> 2);
  const runs = fours & (pairs >> (BLOCK - 2));
  if (runs === 0) return false;
  const lowestBlock = 31 - Math.clz32(runs & -runs);
  let rearmost = 0; // the opponent's most advanced checker: 0 = borne off
  while (rearmost <= 24 && theirs[rearmost] === 0) rearmost++;
  // LN-13b 'opponentCheckerInHome': allowed once one opposing checker is home or off.
  if (variant === 'opponentCheckerInHome') return rearmost > THEIR_HOME;
  return rearmost > lowestBlock;
}

/** The generator hooks (and reordering guarantee) that enforce LN-13 at a given timing. */
export interface BlockHooks {
  readonly stepConstraint: ((view: BoardView, from: number, to: number) => number) | null;
  readonly endConstraint: ((view: BoardView) => boolean) | null;
  /** `endConstraint` from the occupied mask and the opponent's counts (MoveRules.endConstraintOnMask); absent where it reads more. */
  readonly endConstraintOnMask?: (occupied: number, theirs: Int8Array) => boolean;
  /** False when the check looks at positions inside the play, where the order of steps matters. */
  readonly orderIndependent: boolean;
}

const NO_BLOCK_RULE: BlockHooks = Object.freeze({ stepConstraint: null, endConstraint: null, orderIndependent: true });

/**
 * LN-13 / LN-13a / LN-13b as generator hooks on a board whose `facing` tables are given;
 * `enabled` false is §10's `blockRule: false`.
 */
export function blockHooks(enabled: boolean, check: BlockCheck, variant: BlockVariant, facing: { readonly white: ArrayLike<number>; readonly black: ArrayLike<number> }): BlockHooks {
  if (!enabled) return NO_BLOCK_RULE;
  // Decided once for the board: both sides' numberings are each other's turned by 12.
  const turned = turnedByTwelve(facing.white) && turnedByTwelve(facing.black);
  const legalEnd = (view: BoardView): boolean => !hasIllegalBlock(view, variant, turned);
  switch (check) {
    case 'endOfTurn':
      // LN-13a default: only the final position counts ("on the way" blocks are fine), so any
      // reordering of a play reaches the same verdict.
      return Object.freeze({
        stepConstraint: null,
        endConstraint: legalEnd,
        // On the turned board the test reads only the occupied mask and the opponent's counts.
        ...(turned ? { endConstraintOnMask: (occupied: number, theirs: Int8Array): boolean => !blockInFront(heldTurned(occupied), theirs, variant) } : {}),
        orderIndependent: true,
      });
    case 'everySubMove':
      // LN-13a: no illegal block after any sub-move ("even in a run"). The step check also
      // covers the final position, as every final position is reached by a step.
      return Object.freeze({
        stepConstraint: (view: BoardView): number => (hasIllegalBlock(view, variant, turned) ? STEP_REJECTED : STEP_OK),
        endConstraint: null,
        orderIndependent: false,
      });
    case 'passThroughOnly':
      // LN-13a: an illegal block may stand after a sub-move only if the same checker moves on
      // next, leaving the point whose landing closed the gap. A new block can only appear where a
      // checker lands on an empty point, so that checker is alone there; if it is not (the block
      // was there before: a hand-made position), nothing can pass it through. The final
      // position must be legal.
      return Object.freeze({
        stepConstraint: (view: BoardView, _from: number, to: number): number => {
          if (!hasIllegalBlock(view, variant, turned)) return STEP_OK;
          return to >= 1 && view.mine[to] === 1 ? to : STEP_REJECTED;
        },
        endConstraint: legalEnd,
        orderIndependent: false,
      });
  }
}
