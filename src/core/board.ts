/**
 * Board primitives shared by the position core and the generator.
 *
 * Each player's checkers are kept in his own numbering (G-2): slot 0 is "borne off", slots 1..24 are
 * his points, slot 25 is the bar. A whole position is one Uint8Array of two such blocks, White's
 * first. Variants whose tracks are shorter (six-one's row of 12) leave the upper slots empty.
 */
export const OFF = 0;
export const BAR = 25;
/** Slots per player: off, points 1..24, bar. */
export const SLOTS = 26;
/** Total checkers per side (G-1). */
export const CHECKERS = 15;
/**
 * Index of an always-empty slot used by `facing` tables when two points never meet
 * (six-one's players use separate rows, SO-1).
 */
export const NOWHERE = 26;

/** Offset of a player's block inside the board array. */
export function sideOffset(player: 'white' | 'black'): number {
  return player === 'white' ? 0 : SLOTS;
}
