import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardStateNode, type BoardState, type BoardStateNode, type DicePip } from 'tsgammon-core';
import { collectNodes } from 'tsgammon-core/utils/collectNodes.js';
import { decodePositionID } from 'tsgammon-core/utils/decodePositionID.js';

/**
 * tsgammon-core (a TypeScript backgammon library, devDependency) timed side by side with tavla
 * in `npm run bench`, on the first positions of wildbg's two corpora (short tavla), so anyone can
 * reproduce the comparison. It is a few hundred times slower, so it gets a fixed subset
 * rather than all 42,000 calls; the report extrapolates to 42,000.
 *
 * One call is what a caller needs to get the distinct plays of a roll: build tsgammon-core's
 * tree of moves for the board and the dice (`boardStateNode`), collect the positions at the end
 * of the roll (`collectNodes`), and keep one per distinct board. Its own `isRedundant` flag is
 * not used for the count: on some rolls it marks one play too many as redundant (the bench
 * reports how often), while the distinct boards agree with tavla's `legalPlays`.
 */

export interface TsgammonPosition {
  readonly id: string;
  readonly board: BoardState;
}

export function loadTsgammon(root: string, files: readonly string[], perFile: number): TsgammonPosition[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .slice(0, perFile)
      .map((id) => ({ id, board: decodePositionID(id) })),
  );
}

const boardKey = (node: BoardStateNode): string => `${node.board.points.join(',')}|${node.board.myBornOff}|${node.board.opponentBornOff}`;

/** One call: the distinct plays of `dice` from `board` (their resulting boards), and how many tsgammon-core itself flags as not redundant. */
export function tsgammonPlays(board: BoardState, dice: readonly [number, number]): { readonly distinct: number; readonly notRedundant: number } {
  const node = boardStateNode(board, { dice1: dice[0] as DicePip, dice2: dice[1] as DicePip });
  const leaves = collectNodes(node);
  const boards = new Set<string>();
  let notRedundant = 0;
  for (const leaf of leaves) {
    boards.add(boardKey(leaf));
    if (!leaf.isRedundant) notRedundant++;
  }
  return { distinct: boards.size, notRedundant };
}
