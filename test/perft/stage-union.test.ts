import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceTurn, ALL_ROLLS, beginTurn, legalPlays, positionFromSetup, startPosition, type Position, type VariantId } from '../../src/index.js';
import { Builder } from '../../src/movegen/builder.js';
import { BoardSet } from '../../src/perft/board-set.js';
import { StageUnion } from '../../src/perft/stage-union.js';
import { hashWords, WORDS } from '../../src/core/packed-board.js';
import { rulesOf, wordsOf } from '../../src/position/position.js';
import { must } from '../rules/helpers.js';
import { randomBelow } from '../property/xorshift.js';
import { runs } from '../tier.js';

/**
 * StageUnion (src/perft/stage-union.ts) plays one stage of a double from many boards at once by
 * merged layers of sub-moves. Its union must be exactly the union of `legalPlays` of the boards
 * that can play the whole double (G-9), and it must name the others (whose shorter plays depend
 * on their own board). Positions after the first turn, so that LN-12 never applies and the head
 * limit is LN-11's one checker.
 */

function boardKey(words: ArrayLike<number>, at: number): string {
  return Array.from({ length: WORDS }, (_, w) => words[at + w]).join(',');
}

/** What StageUnion finds from `positions` (one mover, one rule set) with `die` four times. */
function unionOf(positions: readonly Position[], die: number): { short: Set<number>; full: Set<string> } {
  const first = positions[0]!;
  const rules = rulesOf(first);
  const set = new BoardSet();
  const words = new Int32Array(WORDS);
  const index: number[] = [];
  positions.forEach((p, i) => {
    wordsOf(p, words, 0);
    if (set.add(words, 0, hashWords(words, 0))) index.push(i);
  });
  const short = new Set<number>();
  const full = new Set<string>();
  new StageUnion(new Builder(first, rules)).run(
    set,
    first.turn,
    rules,
    die,
    4,
    1,
    (i) => short.add(index[i]!),
    (w, at) => full.add(boardKey(w, at)),
  );
  return { short, full };
}

/** The same from `legalPlays`: who cannot play all four sub-moves, and the boards of those who can. */
function expectedOf(positions: readonly Position[], die: number): { short: Set<number>; full: Set<string> } {
  const short = new Set<number>();
  const full = new Set<string>();
  const words = new Int32Array(WORDS);
  positions.forEach((p, i) => {
    const plays = legalPlays(p, [die, die]);
    // G-9.6: bearing off the last checker completes a play whatever sub-moves are left.
    const whole = plays.filter((play) => play.steps.length === 4 || play.position.off(p.turn) === 15);
    if (whole.length === 0) {
      short.add(i);
      return;
    }
    for (const play of whole) {
      wordsOf(play.position, words, 0);
      full.add(boardKey(words, 0));
    }
  });
  return { short, full };
}

function randomGame(variant: VariantId, seed: number, turns: number): Position[] {
  const next = randomBelow(seed);
  let p = must(startPosition(variant));
  const out: Position[] = [];
  for (let t = 0; t < turns && p.winner() === null; t++) {
    let turn = must(beginTurn(p, ALL_ROLLS[next(21)]!));
    while (!turn.done) turn = must(advanceTurn(turn, turn.plays[next(turn.plays.length)]!));
    p = turn.position;
    if (p.winner() === null && p.turnsPlayed[p.turn] > 0) out.push(p);
  }
  return out;
}

describe('StageUnion: a double played from many boards at once', () => {
  it('LN-13 / LN-13c: a whole play that closes an illegal six-block is not a play, and a board left with only such plays is short', () => {
    // White holds his points 13-17; each 1 from 19 closes 13-18 in front of all of Black's checkers.
    const blocked = must(
      positionFromSetup({
        variant: 'crazy-gulbar',
        turn: 'white',
        turnsPlayed: { white: 3, black: 3 },
        white: { points: { 13: 2, 14: 2, 15: 2, 16: 2, 17: 2, 19: 5 }, off: 0 },
        black: { points: { 24: 15 }, off: 0 },
      }),
    );
    const got = unionOf([blocked], 1);
    expect(got).toEqual(expectedOf([blocked], 1));
    expect(got.full.size).toBeGreaterThan(0);
  });

  it('equals legalPlays board by board on random long nard and crazy gulbar positions, every double', () => {
    fc.assert(
      fc.property(fc.constantFrom<VariantId>('long-nard', 'crazy-gulbar'), fc.integer(), fc.integer({ min: 1, max: 6 }), (variant, seed, die) => {
        // One position per board: StageUnion takes a set of boards (a game that stalls repeats one).
        const byBoard = new Map<string, Position>();
        const words = new Int32Array(WORDS);
        for (const p of randomGame(variant, seed, 80)) {
          if (p.turn !== 'white') continue;
          wordsOf(p, words, 0);
          if (!byBoard.has(boardKey(words, 0))) byBoard.set(boardKey(words, 0), p);
        }
        const positions = [...byBoard.values()];
        if (positions.length === 0) return;
        expect(unionOf(positions, die)).toEqual(expectedOf(positions, die));
      }),
      { numRuns: runs(20, 300) },
    );
  });
});
