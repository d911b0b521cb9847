import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';

/**
 * Board bookkeeping shared by the variant files of the literal reference: reading the mover's
 * checkers out of a Setup, moving one of them, counting them back into a Setup, and the general
 * rules of docs/rules/common.md that read the same in every variant (G-5, G-8, G-13). Written from the
 * rule book like the rest of this folder; nothing here reads src/movegen.
 */

/** The player who is not `player`. */
export function other(player: Player): Player {
  return player === 'white' ? 'black' : 'white';
}

/** G-8: a mixed roll gives its two dice, a double `doubleCount` sub-moves of its value (four, or SO-7's count). */
export function subMoveDice(dice: Dice, doubleCount: number): number[] {
  return dice[0] === dice[1] ? new Array<number>(doubleCount).fill(dice[0]) : [dice[0], dice[1]];
}

/** The turn as the mover sees it: the Setup it started from, the rules read from its options, and his checkers. */
export interface MoverState<Rules, Checker> {
  /** The Setup the turn started from (variant, options, turn counts and the opponent are read from it). */
  readonly start: Setup;
  readonly rules: Rules;
  readonly mover: Player;
  /** The mover's checkers, each a distinct entry (its identity is its index). */
  readonly checkers: readonly Checker[];
}

/** G-13 and G-14 as the Setup's `bearOff` options set them (both on by default). */
export function bearOffRules(setup: Setup): { readonly higherDieRule: boolean; readonly allowMovesWithinHome: boolean } {
  const bearOff = setup.options?.bearOff;
  return { higherDieRule: bearOff?.higherDieRule ?? true, allowMovesWithinHome: bearOff?.allowMovesWithinHome ?? true };
}

/** One checker of the mover with an identity (its index in the state): on a point, or gone (borne off, home). */
export interface RefChecker<Gone extends string> {
  readonly id: number;
  readonly where: number | Gone;
}

/** The checkers after checker `id` went to `where` (a copy: states are shared by every sequence that extends them). */
export function moveChecker<Gone extends string>(
  checkers: readonly RefChecker<Gone>[],
  id: number,
  where: number | Gone,
): RefChecker<Gone>[] {
  return checkers.map((c) => (c.id === id ? { id, where } : c));
}

/**
 * A side's checkers one entry each, as own points (G-2): the bar (25) first, then the points from
 * `points` down to 1, then the borne-off ones (0). The entry's index becomes the checker's identity.
 */
export function ownPointsOfSide(side: SetupSide, points: number): number[] {
  const own: number[] = [];
  const add = (point: number, count: number): void => {
    for (let k = 0; k < count; k++) own.push(point);
  };
  add(25, side.bar ?? 0);
  for (let p = points; p >= 1; p--) add(p, side.points[p] ?? 0);
  add(0, side.off ?? 0);
  return own;
}

/** A side's count per absolute point (index 1..24; index 0 unused), given its own-to-absolute mapping (G-3). */
export function absoluteCounts(side: SetupSide, absoluteOf: (own: number) => number): number[] {
  const counts = new Array<number>(25).fill(0);
  for (let own = 1; own <= 24; own++) counts[absoluteOf(own)] = side.points[own] ?? 0;
  return counts;
}

/** Counts own points (25 the bar, 0 borne off, as `ownPointsOfSide` writes them) back into a side. */
export function sideOfOwnPoints(own: Iterable<number>): { points: Record<number, number>; bar: number; off: number } {
  const points: Record<number, number> = {};
  let bar = 0;
  let off = 0;
  for (const p of own) {
    if (p === 25) bar++;
    else if (p === 0) off++;
    else points[p] = (points[p] ?? 0) + 1;
  }
  return { points, bar, off };
}

/** A string of how many entries of `indices` fall on each index 0..size-1: a position key for G-9.5. */
export function countKey(indices: Iterable<number>, size: number): string {
  const counts = new Array<number>(size).fill(0);
  for (const i of indices) counts[i]!++;
  return String.fromCharCode(...counts);
}

/**
 * G-13: a die larger than the checker's own point bears it off only when point n is empty, no
 * checker stands higher than n, and this checker is the highest. `inPlay` holds the own points of
 * every checker still on the board.
 */
export function higherDieBearsOff(inPlay: readonly number[], die: number, from: number): boolean {
  const pointNEmpty = !inPlay.includes(die);
  const noneHigherThanN = inPlay.every((p) => p <= die);
  const fromHighest = inPlay.every((p) => p <= from);
  return pointNEmpty && noneHigherThanN && fromHighest;
}

/** G-5: the position after the mover's play: the opponent on turn, the mover's turn count + 1, options kept. */
export function setupAfterPlay(start: Setup, mover: Player, moverSide: SetupSide, opponentSide: SetupSide): Setup {
  const turnsPlayed = start.turnsPlayed ?? { white: 0, black: 0 };
  return {
    variant: start.variant,
    turn: other(mover),
    white: mover === 'white' ? moverSide : opponentSide,
    black: mover === 'white' ? opponentSide : moverSide,
    turnsPlayed: { ...turnsPlayed, [mover]: turnsPlayed[mover] + 1 },
    ...(start.options === undefined ? {} : { options: start.options }),
  };
}

/**
 * One option section of a Setup as plain data, read without the library's option types (the
 * reference reads the option names the rule pages give, whether or not this version's types
 * know them yet).
 */
export function optionSection(setup: Setup, name: string): Readonly<Record<string, unknown>> | undefined {
  const options = setup.options as Readonly<Record<string, unknown>> | undefined;
  const section = options?.[name];
  return typeof section === 'object' && section !== null ? (section as Readonly<Record<string, unknown>>) : undefined;
}

/** One option value of a section: the rule book's default when absent, an error when not one of the values the rule page lists. */
export function optionValue<T>(section: Readonly<Record<string, unknown>> | undefined, key: string, values: readonly T[], fallback: T): T {
  const value = section?.[key];
  if (value === undefined) return fallback;
  if (!values.includes(value as T)) throw new Error(`reference: option ${key} = ${JSON.stringify(value)} is not one of ${JSON.stringify(values)}`);
  return value as T;
}
