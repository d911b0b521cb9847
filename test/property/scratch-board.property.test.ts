import { describe, expect, it } from 'vitest';
import { SLOTS } from '../../src/core/board.js';
import { hashWords, packBoard, WORDS } from '../../src/core/packed-board.js';
import { Builder, StepCode } from '../../src/movegen/builder.js';
import { rulesOf, type Position } from '../../src/position/position.js';
import { corpusPositions, wildbgPositions } from '../api/corpora.js';
import { randomBelow } from './xorshift.js';

/**
 * The generator's scratch board (src/movegen/builder.ts) keeps derived state up to date move by
 * move instead of recomputing it: the packed words, their hash, and the mask of the mover's
 * occupied slots that the six-block check (LN-13) reads. After every step and every undo, all of
 * it must equal what a fresh reading of the counts gives, on positions of every variant.
 */

/** The scratch board's derived state, recomputed from its counts. */
function recomputed(b: Builder): { words: number[]; hash: number; occupied: number } {
  const board = new Uint8Array(2 * SLOTS);
  for (let s = 0; s < SLOTS; s++) {
    board[b.mineAt + s] = b.mine[s]!;
    board[b.theirsAt + s] = b.theirs[s]!;
  }
  const words: number[] = [];
  packBoard(board, words, 0);
  let occupied = 0;
  for (let s = 0; s < SLOTS; s++) if (b.mine[s]! > 0) occupied |= 1 << s;
  return { words, hash: hashWords(words, 0), occupied };
}

const kept = (b: Builder): { words: number[]; hash: number; occupied: number } => ({ words: Array.from(b.words.subarray(0, WORDS)), hash: b.hash, occupied: b.occupied });

/** Random legal single steps (by the per-step rules) from `position`, each undone in turn; the mismatches found. */
function walkRandomly(position: Position, seed: number): string[] {
  const next = randomBelow(seed);
  const b = new Builder(position, rulesOf(position));
  const bad: string[] = [];
  const compare = (when: string): void => {
    const want = recomputed(b);
    const have = kept(b);
    if (JSON.stringify(want) !== JSON.stringify(have)) bad.push(`${JSON.stringify(position)} ${when}: kept ${JSON.stringify(have)}, recomputed ${JSON.stringify(want)}`);
  };
  compare('loaded');
  const undo: { from: number; token: number }[] = [];
  for (let k = 0; k < 6; k++) {
    const legal: { from: number; die: number }[] = [];
    for (let die = 1; die <= 6; die++) for (let from = 1; from <= 25; from++) if (b.check(from, die, false) === StepCode.Ok) legal.push({ from, die });
    if (legal.length === 0) break;
    const step = legal[next(legal.length)]!;
    undo.push({ from: step.from, token: b.apply(step.from, step.die, false) });
    compare(`after ${k + 1} steps`);
  }
  while (undo.length > 0) {
    const { from, token } = undo.pop()!;
    b.undo(from, token);
    compare(`undone to ${undo.length} steps`);
  }
  return bad;
}

describe('the scratch board keeps its words, hash and occupied points exact through steps and undos', () => {
  const cases: [string, () => Position[]][] = [
    ['short tavla (wildbg contact, hits and the bar)', () => wildbgPositions('contact.txt', 150)],
    ['long nard', () => corpusPositions('long-nard', 150)],
    ['crazy gulbar', () => corpusPositions('crazy-gulbar', 150)],
    ['six-one', () => corpusPositions('six-one', 150)],
  ];
  for (const [name, positions] of cases) {
    it(name, () => {
      expect(positions().flatMap((p, i) => walkRandomly(p, 20261129 + i))).toEqual([]);
    });
  }
});
