import { NOWHERE } from './board.js';

/** The board tables a variant derives from where each player's own points lie (G-3). */
export interface Geometry {
  readonly absolute: { readonly white: Int8Array; readonly black: Int8Array };
  readonly ownAt: { readonly white: Int8Array; readonly black: Int8Array };
  readonly facing: { readonly white: Int8Array; readonly black: Int8Array };
}

/**
 * Builds the lookup tables from two mappings own point -> absolute point. Points that map to the
 * same absolute point face each other (that is where checkers block and hit); a point with no
 * counterpart faces NOWHERE.
 */
export function buildGeometry(
  points: number,
  whiteToAbsolute: (own: number) => number,
  blackToAbsolute: (own: number) => number,
): Geometry {
  const absolute = { white: new Int8Array(26), black: new Int8Array(26) };
  const ownAt = { white: new Int8Array(25), black: new Int8Array(25) };
  for (let p = 1; p <= points; p++) {
    const w = whiteToAbsolute(p);
    const b = blackToAbsolute(p);
    absolute.white[p] = w;
    absolute.black[p] = b;
    ownAt.white[w] = p;
    ownAt.black[b] = p;
  }
  const facing = { white: new Int8Array(26).fill(NOWHERE), black: new Int8Array(26).fill(NOWHERE) };
  for (let p = 1; p <= points; p++) {
    const whiteFaces = ownAt.black[absolute.white[p]!]!;
    const blackFaces = ownAt.white[absolute.black[p]!]!;
    if (whiteFaces !== 0) facing.white[p] = whiteFaces;
    if (blackFaces !== 0) facing.black[p] = blackFaces;
  }
  return { absolute, ownAt, facing };
}
