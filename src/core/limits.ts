import { err, type TavlaError } from './result.js';

/**
 * How much text each reader takes, checked before any work is done on it (docs/errors.md,
 * docs/security.md). Each limit is far above what the format ever needs, and far below what
 * could cost a caller real time or memory. Longer text is refused with `input-too-long`.
 */
export const INPUT_LIMITS = Object.freeze({
  /** A play in move notation (`24/18* 13/8`): sixteen paths at most. */
  notation: 400,
  /** A GNU Backgammon position ID (14 characters), match ID (12) or both with a colon. */
  gnubgId: 64,
  /** An XGID (about 60 characters). */
  xgid: 256,
  /** A position string of any variant, options included. */
  positionString: 2_000,
  /** A FIBS `board:` line. */
  fibsBoard: 4_096,
  /** JSON text of a position, an action or a game state (a long money session included). */
  json: 4_000_000,
  /** A game record (toRecord / fromRecord). */
  record: 5_000_000,
  /** A Jellyfish / GNU Backgammon `.mat` file, or a GNU Backgammon SGF file: a whole match archive. */
  matchFile: 16_000_000,
});

/** The code every reader answers with when its input is longer than its limit. */
export type InputTooLongCode = 'input-too-long';

/**
 * The refusal for `text` when it is longer than `max` characters (or not a string at all the
 * caller's own check handles), else null. It looks at the length only: nothing of the text is
 * read, copied or quoted.
 */
export function refuseLength(
  text: string,
  max: number,
  what: string,
): { readonly ok: false; readonly error: TavlaError<InputTooLongCode> } | null {
  if (text.length <= max) return null;
  return err('input-too-long', `The ${what} is ${text.length} characters long; at most ${max} are read.`);
}

/** A short prefix of a caller's text for an error message: never the whole of a long input. */
export function quote(text: string, max = 40): string {
  const head = text.length > max ? `${text.slice(0, max)}...` : text;
  return JSON.stringify(head);
}

/**
 * Games one match file or record may hold (`.mat`, SGF, `toRecord`'s text). Every game's end
 * copies the list of results so far (a state is immutable), so replaying n games costs n² in
 * the end; 5,000 short games replay in a fraction of a second. A `.mat` or SGF file of more is
 * refused with `input-too-long` before any game is replayed, a record at its 5,001st game.
 */
export const MAX_FILE_GAMES = 5_000;

/**
 * Why a writer refuses to begin game `number` of a file: past `MAX_FILE_GAMES` it would write
 * what its own reader refuses (a money session the reducer lets run on). Null when it may.
 */
export function fileGamesRefusal(number: number): string | null {
  return number > MAX_FILE_GAMES ? `The log has more than ${MAX_FILE_GAMES.toLocaleString('en')} games, more than a file holds (its reader refuses more).` : null;
}

/**
 * Nodes of one SGF file (a game's root, each move and cube action), counted as the text is
 * read: 250,000 is 5,000 games of 50 nodes, and holds the syntax tree in some 100 MB.
 */
export const MAX_SGF_NODES = 250_000;
