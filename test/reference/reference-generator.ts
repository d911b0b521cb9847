import type { Dice } from '../../src/core/dice.js';
import type { Position } from '../../src/position/position.js';
import { positionToSetup } from '../../src/position/setup.js';
import type { Setup } from '../../src/position/setup-types.js';
import { crazyGulbarPlays } from './crazy-gulbar.js';
import { fevgaPlays } from './fevga.js';
import { literalPlays, type RefResult } from './literal.js';
import { longNardPlays } from './long-nard.js';
import { plakotoPlays } from './plakoto.js';
import { shortTavlaReference, shortTavlaStart } from './short-tavla.js';
import { sixOnePlays } from './six-one.js';

/**
 * The slow literal reference generator (see README.md in this folder): the set of legal
 * full-turn plays of a position and roll, computed straight from the rule book so that the fast
 * generator in src/movegen can be checked against it.
 *
 * One file per variant in this folder supplies that variant's per-step rules as a
 * `LiteralVariant` (literal.ts); this file only picks the right one.
 */

export type { RefPlay, RefResult, RefStep } from './literal.js';
export { setupKey, stableStringify } from './literal.js';

/** G-15 / NH-4: the game is over once either player has borne off all his checkers (15, or Hypergammon's N), or a rule decided it on the board (PL-12, PL-14). */
function gameOver(setup: Setup): boolean {
  const allOff = (side: Setup['white']): boolean => Object.values(side.points).every((n) => n === 0) && (side.bar ?? 0) === 0 && (side.off ?? 0) > 0;
  return allOff(setup.white) || allOff(setup.black) || setup.decided !== undefined;
}

const GAME_OVER: RefResult = Object.freeze({ gameOver: true, maxLength: 0, plays: Object.freeze([]), sequenceCount: 0 });

/** The legal plays of a Setup (assumed valid: build it from a Position) for the player on turn. */
export function referencePlaysFromSetup(setup: Setup, dice: Dice): RefResult {
  if (gameOver(setup)) return GAME_OVER;
  switch (setup.variant) {
    case 'short-tavla':
      return literalPlays(shortTavlaReference, shortTavlaStart(setup), dice);
    case 'six-one':
      return sixOnePlays(setup, dice);
    case 'long-nard':
      return longNardPlays(setup, dice);
    case 'crazy-gulbar':
      // A cascade is several decisions: the reference of a roll is its first stage, as legalPlays.
      return crazyGulbarPlays(setup, dice);
    case 'plakoto':
      return plakotoPlays(setup, dice);
    case 'fevga':
      return fevgaPlays(setup, dice);
  }
}

/** The legal plays of a position for the player on turn, computed literally from the rule book (docs/rules/). */
export function referencePlays(position: Position, dice: Dice): RefResult {
  return referencePlaysFromSetup(positionToSetup(position), dice);
}
