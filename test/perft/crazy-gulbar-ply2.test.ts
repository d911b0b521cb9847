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
 * Crazy gulbar's second ply, turn by turn (docs/perft.md). The whole count is days of work, so
 * it is not pinned; what is pinned are the turns `npm run perft -- crazy-gulbar 2` finished:
 * for each (ply-1 position, Black's roll), Black's first-stage plays and the distinct end
 * positions of his whole turn — his own cascade (CG-2, first turn, `cascadeFromTurn: 1`) and
 * any rest transferred to White (CG-5), who plays it with his checkers spread by his own first
 * cascade. A seeded sample of the quick turns is recomputed here; the slow ones (up to millions
 * of ends) are pinned only by the fixture and the run that wrote it.
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

describe('crazy gulbar ply 2, turn by turn (default options)', () => {
  it('holds the 1,010 ply-1 positions (21,210 turns) `npm run perft -- crazy-gulbar 2` has finished: 22,089 plays, 460,931,992 ends (docs/perft.md)', () => {
    expect(fixture.rolls).toEqual(ALL_ROLLS.map((d) => `${d[0]}-${d[1]}`));
    expect(fixture.positions.length).toBe(1_010);
    expect(turns.reduce((n, t) => n + t.plays, 0)).toBe(22_089);
    expect(turns.reduce((n, t) => n + t.ends, 0)).toBe(460_931_992);
  });

  it('the fixture holds turns of ply-1 positions only, each roll of a position once', () => {
    const ply1 = new Set<string>();
    for (const dice of ALL_ROLLS) {
      referenceTurnEnds(codec, root, dice, (end) => {
        const setup = end.toJSON();
        ply1.add(pointsKey(setup.white.points, setup.black.points));
      });
    }
    expect(ply1.size).toBe(1775);
    const seen = new Set<string>();
    for (const t of turns) {
      expect(ply1.has(pointsKey(t.white, t.black))).toBe(true);
      const id = `${pointsKey(t.white, t.black)} ${t.roll}`;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
    }
    expect(turns.length).toBeGreaterThan(0);
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
