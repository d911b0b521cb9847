import type { Player } from '../core/player.js';

/**
 * The vocabulary of position strings (docs/notation.md, "Position strings"), shared by the
 * writer and the reader:
 *
 *   short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5
 *   long-nard b | 24:13 19:1 16:1 | 24:14 22:1 | turns=1,1 longNard.blockCheck=everySubMove
 *
 * Sections are separated by '|': the header (variant and the player to move), White's checkers,
 * Black's checkers (each in that player's own numbering, G-2), then optional extras.
 */

/** The letter the writer uses for the player to move; the reader also takes the full colour. */
export const PLAYER_LETTER: Readonly<Record<Player, string>> = Object.freeze({ white: 'w', black: 'b' });

export const SECTION_SEPARATOR = '|';

/** The only version so far; a string may start with it (`v1 short-tavla w | ...`), the writer leaves it out. */
export const VERSION_TAG = 'v1';

