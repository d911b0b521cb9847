import type { Player } from '../core/player.js';
import { show } from '../core/show.js';
import { fileFail, type FileFail } from './match-file.js';

/**
 * The text of a Jellyfish `.mat` file, as GNU Backgammon, eXtreme Gammon and Jellyfish write it,
 * cut into its parts without any rules: the header (`; [Key "value"]` tags and other comments),
 * the ` N point match` line, and per game its number, the two names with their scores, and the
 * cells of its numbered lines in order. The left column is the first seat (White), the right
 * the second (Black); which column a cell is in is told by where it starts on its line,
 * measured against the column of the second name on the game's score line (the programs pad
 * their columns to different widths: 33 characters in GNU Backgammon, 38 in eXtreme Gammon).
 */

export type MatCell =
  | { readonly kind: 'roll'; readonly dice: readonly [number, number]; readonly play: string }
  | { readonly kind: 'double' | 'beaver'; readonly value: number }
  | { readonly kind: 'take' | 'drop' }
  | { readonly kind: 'wins'; readonly points: number };

export type PlacedCell = MatCell & { readonly line: number; readonly seat: Player };

export interface MatGame {
  readonly number: number;
  /** The line of ` Game N`. */
  readonly line: number;
  readonly scoreLine: number;
  readonly names: readonly [white: string, black: string];
  readonly score: readonly [white: number, black: number];
  readonly cells: readonly PlacedCell[];
}

export interface MatText {
  readonly length: number;
  readonly tags: readonly (readonly [key: string, value: string])[];
  readonly comments: readonly string[];
  readonly games: readonly MatGame[];
}

const MATCH_LINE = /^\s*(\d{1,9})\s+point\s+match\s*$/i;
const GAME_LINE = /^\s*Game\s+(\d{1,9})\s*$/i;
/** Where a cell starts: dice (`63:`) or a cube or result word. */
const CELL_START = /(?<![\w/*])(?:[1-6][1-6]:|(?:doubles|beavers|raccoons|takes?|drops?|pass(?:es)?|wins)\b)/gi;
/** What may stand before a line's first cell (trimmed): its number, or nothing. */
const LINE_NUMBER = /^(?:\d{1,9}\))?$/;

/*
 * The header tag and the score line are read with indexOf rather than one regular expression:
 * their free-text parts (keys, names) next to optional spaces would make a regular expression
 * backtrack for a time quadratic in a long hostile line.
 */

/** `; [Key "value"]` (also `#`): the key (letters, digits, spaces) and the value between the first `"` and the last `"]`. */
function readTag(line: string): [string, string] | null {
  const open = /^[;#]\s*\[/.exec(line);
  if (!open) return null;
  const rest = line.slice(open[0].length);
  const quote = rest.indexOf('"');
  const end = rest.lastIndexOf('"]');
  if (quote < 0 || end <= quote || rest.slice(end + 2).trim() !== '') return null;
  const key = rest.slice(0, quote).trim();
  return /^[A-Za-z][\w ]*$/.test(key) ? [key, rest.slice(quote + 1, end)] : null;
}

/** ` Alice : 4      Bob : 1`: the two names, their scores, and the column where the second name starts. */
function readScoreLine(line: string): { names: [string, string]; score: [number, number]; second: number } | null {
  const first = line.indexOf(':');
  const last = line.lastIndexOf(':');
  if (first < 0 || last === first) return null;
  const name1 = line.slice(0, first).trim();
  const middle = /^\s*(\d{1,9})\s+/.exec(line.slice(first + 1, last));
  if (name1 === '' || middle === null) return null;
  const from = first + 1 + middle[0].length;
  const name2 = line.slice(from, last).trim();
  const score2 = line.slice(last + 1).trim();
  if (name2 === '' || !/^\d{1,9}$/.test(score2)) return null;
  return { names: [name1, name2], score: [Number(middle[1]), Number(score2)], second: from };
}
/** eXtreme Gammon writes these after the dice of a roll it has no play for. */
const NO_PLAY = /^(?:|cannot move|can't move|\?{3,4})$/i;

/** One cell's text (trimmed) as a cell, or null when it is none. */
function readCell(text: string): MatCell | null {
  let m = /^([1-6])([1-6]):(.*)$/.exec(text);
  if (m) {
    const play = m[3]!.trim();
    return { kind: 'roll', dice: [Number(m[1]), Number(m[2])], play: NO_PLAY.test(play) ? '' : play };
  }
  m = /^(doubles|beavers|raccoons)\s*=>\s*(\d{1,9})$/i.exec(text);
  if (m) return { kind: m[1]!.toLowerCase() === 'doubles' ? 'double' : 'beaver', value: Number(m[2]) };
  if (/^takes?$/i.test(text)) return { kind: 'take' };
  if (/^(?:drops?|pass(?:es)?)$/i.test(text)) return { kind: 'drop' };
  // Jellyfish adds "and the match" to the last game's result.
  m = /^wins\s+(\d{1,9})\s+points?(?:\s+and\s+the\s+match)?$/i.exec(text);
  if (m) return { kind: 'wins', points: Number(m[1]) };
  return null;
}

/** The cells of one line of a game, each placed in its column. */
function readCells(raw: string, lineNumber: number, boundary: number, game: number): PlacedCell[] | FileFail {
  const starts = [...raw.matchAll(CELL_START)].map((m) => m.index);
  const where = { game, line: lineNumber };
  const head = raw.slice(0, starts[0] ?? raw.length);
  if (!LINE_NUMBER.test(head.trim())) return fileFail('malformed-mat', where, `${show(raw.trim())} is not a line of moves: it does not start with a line number and a cell.`);
  const cells: PlacedCell[] = [];
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k]!;
    const text = raw.slice(start, starts[k + 1] ?? raw.length).trim();
    const cell = readCell(text);
    if (cell === null) return fileFail('malformed-mat', where, `${show(text)} is not a roll and play, a cube action or a result.`);
    cells.push({ ...cell, line: lineNumber, seat: start < boundary ? 'white' : 'black' });
  }
  return cells;
}

/** Splits .mat text into header, match length and games (no rules applied yet). */
export function readMatText(text: string): MatText | FileFail {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const tags: [string, string][] = [];
  const comments: string[] = [];
  let i = 0;
  let length: number | null = null;
  for (; i < lines.length && length === null; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const tag = readTag(line);
    if (tag) {
      tags.push(tag);
      continue;
    }
    if (/^\s*[;#]/.test(line)) {
      comments.push(line.trim().slice(1).trim());
      continue;
    }
    const m = MATCH_LINE.exec(line);
    if (!m) return fileFail('malformed-mat', { game: 0, line: i + 1 }, `${show(line.trim())}: a .mat file begins with comments and then " N point match".`);
    length = Number(m[1]);
  }
  if (length === null) return fileFail('malformed-mat', { game: 0, line: 0 }, 'No " N point match" line: this is not a .mat file.');

  const games: MatGame[] = [];
  let current: { number: number; line: number; scoreLine: number; names: [string, string]; score: [number, number]; cells: PlacedCell[]; boundary: number } | null = null;
  const finish = (): void => {
    if (current !== null) games.push({ number: current.number, line: current.line, scoreLine: current.scoreLine, names: current.names, score: current.score, cells: current.cells });
  };
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const where = { game: current?.number ?? 0, line: i + 1 };
    if (/^\s*[;#]/.test(line)) {
      // eXtreme Gammon's "; Set Pos=" starts a game from a position: the reducer cannot replay that.
      if (/^\s*;\s*Set Pos=/i.test(line)) return fileFail('mat-unsupported', where, 'a game set up from a position ("; Set Pos=") cannot be replayed from the start.');
      continue;
    }
    const g = GAME_LINE.exec(line);
    if (g) {
      finish();
      let j = i + 1;
      while (j < lines.length && lines[j]!.trim() === '') j++;
      const scoreText = lines[j] ?? '';
      const s = readScoreLine(scoreText);
      const number = Number(g[1]);
      if (!s) return fileFail('malformed-mat', { game: number, line: j + 1 }, `${show(scoreText.trim())}: a game begins with "name : score   name : score".`);
      // The second name's column is where the right-hand column of the game's lines begins.
      current = { number, line: i + 1, scoreLine: j + 1, names: s.names, score: s.score, cells: [], boundary: Math.max(12, Math.floor((6 + s.second) / 2)) };
      i = j;
      continue;
    }
    if (current === null) return fileFail('malformed-mat', where, `${show(line.trim())}: moves come after a " Game N" line.`);
    const cells = readCells(line, i + 1, current.boundary, current.number);
    if (!Array.isArray(cells)) return cells;
    // One by one: a spread of a very long line's cells would overflow the call stack.
    for (const cell of cells) current.cells.push(cell);
  }
  finish();
  return { length, tags, comments, games };
}
