import { cut, show } from '../core/show.js';
import { MAX_FILE_GAMES, MAX_SGF_NODES } from '../core/limits.js';
import { fileFail, type FileFail } from './match-file.js';

/**
 * SGF (Smart Game Format, FF[4]) syntax as GNU Backgammon writes it: a collection of game
 * trees, one per game, each one sequence of nodes `;` holding properties `ID[value][value]`.
 * Values are kept as written (escapes included), so that a property read can be written back
 * byte for byte; `sgfText` undoes the escapes where a value is read as text. Variations (a
 * tree inside a tree) are not part of gnubg's files and are refused.
 */

export interface SgfProperty {
  /** The property's identifier, such as `W`, `B` or `RU`. */
  readonly id: string;
  /** The values as written between the brackets, escapes kept. */
  readonly values: readonly string[];
}

/** A node: its properties in order, and the line it starts on (1-based). */
export interface SgfNode {
  readonly line: number;
  readonly properties: readonly SgfProperty[];
}

/** One game tree: the root node (game information) first. */
export interface SgfTree {
  readonly line: number;
  readonly nodes: readonly SgfNode[];
}

/** The text of a value: `\` escapes the next character, and an escaped line break is removed (FF[4] soft line break). */
export function sgfText(raw: string): string {
  return raw.replace(/\\(\r\n|\n\r|\r|\n)|\\([\s\S])/g, (_, _soft: string | undefined, ch: string | undefined) => ch ?? '');
}

/** A text as a value: `]` and `\` escaped (GNU Backgammon does the same). */
export function sgfEscape(text: string): string {
  return text.replace(/[\\\]]/g, (c) => `\\${c}`);
}

/** Reads an SGF collection into its game trees, or says where the syntax breaks. */
export function readSgf(text: string): SgfTree[] | FileFail {
  const trees: SgfTree[] = [];
  let nodeCount = 0;
  let i = 0;
  let line = 1;
  const n = text.length;
  const fail = (why: string): FileFail => fileFail('malformed-sgf', { game: trees.length + 1, line }, why);
  const skipSpace = (): void => {
    while (i < n && /\s/.test(text[i]!)) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  skipSpace();
  if (i < n && text.charCodeAt(i) === 0xfeff) i++;
  for (;;) {
    skipSpace();
    if (i >= n) break;
    if (text[i] !== '(') return fail(`expected "(" to start a game tree, found ${show(text.slice(i, i + 20))}.`);
    const treeLine = line;
    i++;
    const nodes: SgfNode[] = [];
    for (;;) {
      skipSpace();
      if (i >= n) return fail('the file ends inside a game tree (a ")" is missing).');
      const c = text[i]!;
      if (c === ')') {
        i++;
        break;
      }
      if (c === '(') return fileFail('sgf-unsupported', { game: trees.length + 1, line }, 'a variation (a game tree inside a game tree): GNU Backgammon writes one line of play per game.');
      if (c !== ';') return fail(`expected ";" before a node, found ${show(text.slice(i, i + 20))}.`);
      if (++nodeCount > MAX_SGF_NODES) {
        return fileFail('input-too-long', { game: trees.length + 1, line }, `the file has more than ${MAX_SGF_NODES.toLocaleString('en')} nodes (moves and cube actions); a match file holds fewer.`);
      }
      i++;
      const nodeLine = line;
      const properties: SgfProperty[] = [];
      for (;;) {
        skipSpace();
        const start = i;
        while (i < n && text[i]! >= 'A' && text[i]! <= 'Z') i++;
        if (i === start) break;
        const id = text.slice(start, i);
        const values: string[] = [];
        for (;;) {
          skipSpace();
          if (text[i] !== '[') break;
          i++;
          const from = i;
          while (i < n && text[i] !== ']') {
            if (text[i] === '\\') i++;
            if (text[i] === '\n') line++;
            i++;
          }
          if (i >= n) return fail(`the value of ${cut(id)} is not closed by "]".`);
          values.push(text.slice(from, i));
          i++;
        }
        if (values.length === 0) return fail(`the property ${cut(id)} has no value.`);
        properties.push({ id, values });
      }
      nodes.push({ line: nodeLine, properties });
    }
    if (nodes.length === 0) return fail('an empty game tree.');
    if (trees.length === MAX_FILE_GAMES) {
      return fileFail('input-too-long', { game: trees.length + 1, line: treeLine }, `the file has more than ${MAX_FILE_GAMES.toLocaleString('en')} games; a file of more is not read.`);
    }
    trees.push({ line: treeLine, nodes });
  }
  return trees;
}

/** The RU token of `cube.jacobyCountsResignations: false` (sgf-write.ts writes it, sgf-read.ts reads it). */
export const FULL_RESIGNATIONS_RULE = 'JacobyResignationsOff';

/** Whether a game's root names GNU Backgammon as the program that wrote the file (AP). */
export function gnubgWrote(root: readonly SgfProperty[] | undefined): boolean {
  return root?.find((p) => p.id === 'AP')?.values[0]?.startsWith('GNU Backgammon') === true;
}
