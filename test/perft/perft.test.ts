import { describe, expect, it } from 'vitest';
import { ALL_ROLLS } from '../../src/index.js';
import { perft, replies, rollName } from './perft.js';

/**
 * The perft tables of docs/perft.md (default options), pinned. Regenerate them with
 * `npx tsx test/perft/perft.ts`. Ply 2 is pinned where it runs in seconds; crazy gulbar's ply 2
 * (Black's first-turn cascades, and transfers back to White, from each of 1,775 positions) is
 * days of work (`npm run perft -- crazy-gulbar 2`, docs/perft.md) and is not published.
 */

/** Distinct plays per roll, in ALL_ROLLS order (1-1, 2-1, 2-2, 3-1, ..., 6-6). */
const PLAYS = {
  'short-tavla': [42, 15, 75, 16, 17, 73, 14, 18, 17, 52, 8, 8, 9, 9, 4, 10, 14, 14, 14, 7, 11],
  'long-nard': [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  'crazy-gulbar': [1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  'six-one': [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 1],
  plakoto: [5, 2, 5, 2, 2, 5, 2, 2, 2, 5, 2, 2, 2, 2, 5, 2, 2, 2, 2, 2, 4],
  fevga: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1],
} as const;

/** Crazy gulbar: distinct positions at the end of the whole turn (cascade and transfers). */
const GULBAR_ENDS = [1392, 1, 119, 1, 1, 240, 1, 1, 1, 22, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];

const PLIES = {
  'short-tavla': { ply1: 406, ply2: 163_706 },
  'long-nard': { ply1: 13, ply2: 166 },
  'crazy-gulbar': { ply1: 1_775, ply2: null },
  'six-one': { ply1: 24, ply2: 576 },
  plakoto: { ply1: 49, ply2: 2_394 },
  fevga: { ply1: 11, ply2: 118 },
} as const;

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe('perft from the start position (default options)', () => {
  it('short tavla: 447 plays over the 21 rolls (GNU Backgammon), 406 distinct positions after 1 ply, 163,706 after 2', () => {
    const r = perft('short-tavla');
    expect(r.rolls.map((x) => x.plays)).toEqual(PLAYS['short-tavla']);
    expect(sum(r.rolls.map((x) => x.plays))).toBe(447);
    expect(r.rolls.every((x) => x.ends === x.plays)).toBe(true);
    expect({ ply1: r.ply1, ply2: r.ply2 }).toEqual(PLIES['short-tavla']);
    // perft's figures of ply 2: Black's plays from White's 406 distinct positions, and the lines
    // of play (each of White's 447 plays with each of Black's replies).
    expect(r.plies[1]).toEqual({ ply: 2, from: 406, plays: 183_632, ends: 183_632, positions: 163_706, lines: 202_782 });
  });

  it('long nard: 22 plays over the 21 rolls, 13 positions after 1 ply, 166 after 2', () => {
    const r = perft('long-nard');
    expect(r.rolls.map((x) => x.plays)).toEqual(PLAYS['long-nard']);
    expect(r.rolls.every((x) => x.ends === x.plays)).toBe(true);
    expect({ ply1: r.ply1, ply2: r.ply2 }).toEqual(PLIES['long-nard']);
  });

  it("long nard: Black's distinct plays after each White first roll (21 x 21, 484 in all)", () => {
    const t = replies('long-nard');
    for (const white of ALL_ROLLS) {
      const whitePositions = white[0] === 3 && white[1] === 3 ? 2 : 1;
      for (const black of ALL_ROLLS) {
        const blackPlays = black[0] === 3 && black[1] === 3 ? 2 : 1;
        expect(t.cells[rollName(white)]![rollName(black)], `${rollName(white)} then ${rollName(black)}`).toBe(whitePositions * blackPlays);
      }
      expect(t.rowSums[rollName(white)]).toBe(22 * whitePositions);
    }
    expect(t.total).toBe(484);
  });

  it('crazy gulbar: first-stage plays and whole-turn end positions per roll, 1,775 positions after 1 ply', () => {
    const r = perft('crazy-gulbar', undefined, 1);
    expect(r.rolls.map((x) => x.plays)).toEqual(PLAYS['crazy-gulbar']);
    expect(r.rolls.map((x) => x.ends)).toEqual(GULBAR_ENDS);
    expect(r.ply1).toBe(PLIES['crazy-gulbar'].ply1);
  });

  it('six-one: 39 plays over the 21 rolls, 24 positions after 1 ply, 576 (24 x 24, no contact) after 2', () => {
    const r = perft('six-one');
    expect(r.rolls.map((x) => x.plays)).toEqual(PLAYS['six-one']);
    expect(sum(r.rolls.map((x) => x.plays))).toBe(39);
    expect(r.rolls.every((x) => x.ends === x.plays)).toBe(true);
    expect({ ply1: r.ply1, ply2: r.ply2 }).toEqual(PLIES['six-one']);
    expect(r.plies[1]).toEqual({ ply: 2, from: 24, plays: 936, ends: 936, positions: 576, lines: 1521 });
  });

  it('PL-1 / PL-T0: Plakoto: 59 plays over the 21 rolls (doubles 5, 6-6 4, the rest 2), 49 positions after 1 ply, 2,394 after 2; tapaQjs the same (tapa has the same rules)', () => {
    for (const options of [undefined, { preset: 'tapaQjs' }] as const) {
      const r = perft('plakoto', options);
      expect(r.rolls.map((x) => x.plays)).toEqual(PLAYS.plakoto);
      expect(sum(r.rolls.map((x) => x.plays))).toBe(59);
      expect(r.rolls.every((x) => x.ends === x.plays)).toBe(true);
      expect({ ply1: r.ply1, ply2: r.ply2 }).toEqual(PLIES.plakoto);
      expect(r.plies[1]).toEqual({ ply: 2, from: 49, plays: 2_884, ends: 2_884, positions: 2_394, lines: 3_474 });
    }
  });

  it('FE-5: Fevga: 22 plays over the 21 rolls (5-5 has two), 11 positions after 1 ply, 118 after 2; Moultezim the same', () => {
    for (const options of [undefined, { preset: 'moultezim' }] as const) {
      const r = perft('fevga', options);
      expect(r.rolls.map((x) => x.plays)).toEqual(PLAYS.fevga);
      expect(sum(r.rolls.map((x) => x.plays))).toBe(22);
      expect(r.rolls.every((x) => x.ends === x.plays)).toBe(true);
      expect({ ply1: r.ply1, ply2: r.ply2 }).toEqual(PLIES.fevga);
      expect(r.plies[1]).toEqual({ ply: 2, from: 11, plays: 240, ends: 240, positions: 118, lines: 479 });
    }
  });
});
