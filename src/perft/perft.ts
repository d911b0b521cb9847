import { ALL_ROLLS } from '../core/dice.js';
import { err, ok, type Result, type TavlaError } from '../core/result.js';
import type { Position } from '../position/position.js';
import { positionArgument } from '../position/argument.js';
import { snapshot } from '../core/snapshot.js';
import { show } from '../core/show.js';
import { PositionCodec } from './position-key.js';
import { PositionSet } from './position-set.js';
import { turnEnds } from './turn-ends.js';

/**
 * Perft ("performance test", from computer chess): what the move generator produces from a
 * position, ply by ply, over all 21 rolls — numbers any other implementation can be checked
 * against. See docs/perft.md for the published tables.
 */

export type PerftErrorCode = 'invalid-position' | 'invalid-depth' | 'invalid-option';
/** Why `perft` refused its arguments: one of `PerftErrorCode`, with a message. */
export type PerftError = TavlaError<PerftErrorCode>;

/** The figures of one ply (a whole turn of the player on turn, cascades and transfers included). */
export interface PerftPly {
  /** 1 for the turn of the player on turn in the root position, 2 for the reply, ... */
  readonly ply: number;
  /** Distinct positions before this ply that were played from (those whose game goes on). */
  readonly from: number;
  /**
   * Distinct plays of each turn's first stage (`legalPlays`, the forced pass counting as one),
   * summed over `from` × 21 rolls.
   */
  readonly plays: number;
  /** Distinct end positions of each whole turn (`beginTurn` / `advanceTurn`), summed over `from` × 21 rolls. */
  readonly ends: number;
  /** Distinct positions after this ply, over every position before it and every roll. */
  readonly positions: number;
  /**
   * Lines of play of length `ply` from the root: sequences roll, end position, roll, end
   * position, ... — chess perft's leaf count, where two lines reaching one position both count.
   */
  readonly lines: number;
}

/** What `perft` counts: one entry per ply, up to `depth`. */
export interface PerftResult {
  /** The depth walked, in plies. */
  readonly depth: number;
  /** The counts of each ply, ply 1 first. */
  readonly plies: readonly PerftPly[];
}

/** Options of `perft`. */
export interface PerftOptions {
  /** Called after each (position, roll) of a ply: `done` of `total` turns walked in ply `ply`. */
  readonly onProgress?: (done: number, total: number, ply: number) => void;
}

/** Depths beyond this are refused: crazy gulbar's second ply alone is hours of work. */
export const MAX_PERFT_DEPTH = 8;

/**
 * Perft from `position` to `depth` plies, each ply over all 21 rolls (unordered, unweighted).
 * Positions are told apart by board, player on turn and turns played; a position whose game is
 * over is counted but not played from (LN-15's extra turn is not played), so a root that is
 * over gives plies of zeros. `plies[k - 1]` is ply k.
 */
export function perft(given: Position, depth: number, options: PerftOptions = {}): Result<PerftResult, PerftError> {
  const position = positionArgument(given);
  if (position === null) return err('invalid-position', 'perft needs a Position (from startPosition, positionFromSetup or a decoder).');
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 1 || depth > MAX_PERFT_DEPTH) {
    return err('invalid-depth', `The depth must be an integer from 1 to ${MAX_PERFT_DEPTH}; got ${show(depth)}.`);
  }
  // Callers without the types may hand anything: the options are read once into our own copy.
  const read = snapshot(options, 'perft options');
  if (!read.ok || typeof read.value !== 'object' || read.value === null) return err('invalid-option', 'perft options must be an object.');
  const onProgress: unknown = (read.value as { onProgress?: unknown }).onProgress;
  if (onProgress !== undefined && typeof onProgress !== 'function') return err('invalid-option', 'onProgress must be a function.');
  const codec = new PositionCodec(position);
  let frontier = new PositionSet(codec, true);
  frontier.add(position);
  const plies: PerftPly[] = [];
  for (let ply = 1; ply <= depth; ply++) {
    const next = new PositionSet(codec, true);
    const step = expand(
      frontier,
      (group, key, at, count) => {
        next.addPacked(group, key, at, count);
      },
      ply,
      onProgress as PerftOptions['onProgress'],
    );
    plies.push(Object.freeze({ ply, ...step, positions: next.size }));
    frontier = next;
  }
  return ok(Object.freeze({ depth, plies: Object.freeze(plies) }));
}

/**
 * The sums of one ply; `onEnd` receives each (position, roll)'s distinct ends with their line
 * counts, as codec words (`key[at..]`, valid during the call) and group.
 */
export interface PlySums {
  readonly from: number;
  readonly plays: number;
  readonly ends: number;
  readonly lines: number;
}

/** Plays one ply from every position of `frontier` that is not over, with every roll. */
export function expand(
  frontier: PositionSet,
  onEnd: (group: string, key: Uint32Array, at: number, count: number) => void,
  ply: number,
  onProgress?: (done: number, total: number, ply: number) => void,
): PlySums {
  const sources: [Position, number][] = [];
  frontier.forEach((p, count) => {
    if (!p.isOver()) sources.push([p, count]);
  });
  const total = sources.length * ALL_ROLLS.length;
  let plays = 0;
  let ends = 0;
  let lines = 0;
  let done = 0;
  for (const [p, count] of sources) {
    for (const dice of ALL_ROLLS) {
      const n = turnEnds(frontier.codec, p, dice, (key, at, group) => {
        onEnd(group, key, at, count);
      });
      plays += n.plays;
      ends += n.ends;
      lines += count * n.ends;
      onProgress?.(++done, total, ply);
    }
  }
  return { from: sources.length, plays, ends, lines };
}
