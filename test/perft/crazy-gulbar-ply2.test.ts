import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, positionFromSetup, startPosition, type Dice, type Position } from '../../src/index.js';
import { PositionCodec } from '../../src/perft/position-key.js';
import { turnEnds } from '../../src/perft/turn-ends.js';
import { referenceTurnEnds } from './reference-turn-ends.js';
import { must } from '../rules/helpers.js';
import { fixtureTurns, type FixtureTurn, type TurnsFixture } from './turns-fixture.js';
import { randomBelow } from '../property/xorshift.js';

/**
 * Crazy gulbar's second ply, turn by turn (docs/perft.md). The count took hours of two workers
 * (`npm run perft -- crazy-gulbar 2`), so what is pinned is its result: for each (ply-1
 * position, Black's roll), Black's first-stage plays and the distinct end positions of his
 * whole turn — his own cascade (CG-2, first turn, `cascadeFromTurn: 1`) and any rest transferred
 * to White (CG-5), who plays it with his checkers spread by his own first cascade — and the
 * ply's figures, the distinct positions among them. A seeded sample of the quick turns is
 * recomputed here; the slow ones (up to millions of ends) are pinned by the fixture and the run
 * that wrote it.
 */

const fixture = JSON.parse(readFileSync(new URL('./crazy-gulbar-ply2-turns.json', import.meta.url), 'utf8')) as TurnsFixture;
const turns = fixtureTurns(fixture);
const root = must(startPosition('crazy-gulbar'));
const codec = new PositionCodec(root);

const pointsKey = (white: Readonly<Record<string, number>>, black: Readonly<Record<string, number>>): string => JSON.stringify([white, black]);

function ply1Position(turn: FixtureTurn): Position {
  const count = (points: Readonly<Record<string, number>>): number => Object.values(points).reduce((a, b) => a + b, 0);
  return must(
    positionFromSetup({
      variant: 'crazy-gulbar',
      turn: 'black',
      turnsPlayed: { white: 1, black: 0 },
      options: root.options,
      white: { points: turn.white, off: 15 - count(turn.white) },
      black: { points: turn.black, off: 15 - count(turn.black) },
    }),
  );
}

const diceOf = (roll: string): Dice => ALL_ROLLS.find((d) => `${d[0]}-${d[1]}` === roll)!;

/** A seeded sample (xorshift32) of `n` of `xs`. */
function sample<T>(xs: readonly T[], n: number, seed: number): T[] {
  const pool = [...xs];
  const next = randomBelow(seed);
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(next(pool.length), 1)[0]!);
  return out;
}

/** The ply-1 positions, each with the number of ply-1 lines (roll, distinct end) reaching it. */
function ply1Lines(): Map<string, number> {
  const lines = new Map<string, number>();
  for (const dice of ALL_ROLLS) {
    referenceTurnEnds(codec, root, dice, (end) => {
      const setup = end.toJSON();
      const key = pointsKey(setup.white.points, setup.black.points);
      lines.set(key, (lines.get(key) ?? 0) + 1);
    });
  }
  return lines;
}

describe('crazy gulbar ply 2, turn by turn (default options)', () => {
  it('perft(start, 2): 1,775 positions × 21 rolls, 38,796 plays, 794,564,152 ends, 12,817,882 distinct positions, 794,853,480 lines (docs/perft.md)', () => {
    expect(fixture.rolls).toEqual(ALL_ROLLS.map((d) => `${d[0]}-${d[1]}`));
    expect(fixture.plies).toEqual([
      { ply: 1, from: 1, plays: 22, ends: 1_790, lines: 1_790, positions: 1_775 },
      { ply: 2, from: 1_775, plays: 38_796, ends: 794_564_152, lines: 794_853_480, positions: 12_817_882 },
    ]);
    // The fixture's turns are the whole ply: every ply-1 position with all 21 rolls, summing to the ply's figures.
    expect(fixture.positions.length).toBe(1_775);
    expect(turns.reduce((n, t) => n + t.plays, 0)).toBe(38_796);
    expect(turns.reduce((n, t) => n + t.ends, 0)).toBe(794_564_152);
    // Distinct positions: no more than the ends summed over turns, no fewer than one turn's ends.
    expect(Math.max(...turns.map((t) => t.ends))).toBeLessThanOrEqual(12_817_882);
  });

  it('the fixture holds the turns of the ply-1 positions, each roll of a position once, and its lines weigh each by the ply-1 lines reaching it', () => {
    const ply1 = ply1Lines();
    expect(ply1.size).toBe(1_775);
    const seen = new Set<string>();
    let lines = 0;
    for (const t of turns) {
      const key = pointsKey(t.white, t.black);
      expect(ply1.has(key)).toBe(true);
      const id = `${key} ${t.roll}`;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
      lines += ply1.get(key)! * t.ends;
    }
    expect(seen.size).toBe(1_775 * 21);
    expect(lines).toBe(fixture.plies?.[1]?.lines);
  });

  it('recomputes a seeded sample of the quick turns: first-stage plays and whole-turn ends', () => {
    // Cascading doubles with at most 2,000 distinct ends: a fraction of a second each.
    const quick = turns.filter((t) => t.ends > 1 && t.ends <= 2000);
    expect(quick.length).toBeGreaterThanOrEqual(40);
    const picked = sample(quick, 40, 20261129);
    picked.forEach((t, i) => {
      const got = turnEnds(codec, ply1Position(t), diceOf(t.roll), () => undefined);
      expect({ plays: got.plays, ends: got.ends }, `${pointsKey(t.white, t.black)} ${t.roll}`).toEqual({ plays: t.plays, ends: t.ends });
      // A quarter of them also through the public turn API (beginTurn / advanceTurn).
      if (i % 4 === 0) expect(referenceTurnEnds(codec, ply1Position(t), diceOf(t.roll), () => undefined)).toEqual({ plays: t.plays, ends: t.ends });
    });
    // Non-doubles are one stage: ends equal plays; cascading doubles can only add ends.
    for (const t of turns) {
      const [a, b] = diceOf(t.roll);
      if (a !== b) expect(t.ends).toBe(t.plays);
    }
  });
});
