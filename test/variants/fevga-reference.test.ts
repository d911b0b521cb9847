import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  ALL_ROLLS,
  legalPlays,
  positionFromSetup,
  startPosition,
  type Dice,
  type OptionsInput,
  type Player,
  type Position,
} from '../../src/index.js';
import { facingPoint } from '../reference/fevga.js';
import { assertSamePlays } from '../reference/same-plays.js';
import { FULL, runs } from '../tier.js';

/**
 * Fevga: the fast generator (src/movegen with src/variants/fevga.ts) against the literal
 * reference (test/reference/fevga.ts), which enumerates every checker and every order of the dice,
 * applies the first-checker rule before every sub-move, the quarter rule (and 'forbidTrapAll') to
 * whole sequences at their timing, and the prime duty after G-9. Same set of resulting positions,
 * each once (G-9.5), and every fast play's steps one of the reference's legal sequences to it.
 */


const options: fc.Arbitrary<OptionsInput> = fc.oneof(
  fc.record({
    bearOff: fc.record({ higherDieRule: fc.boolean(), allowMovesWithinHome: fc.boolean() }),
    fevga: fc.record({
      firstChecker: fc.constantFrom('pastStartPoint', 'pastStartPoint', 'reachStartPoint', 'off'),
      quarterRule: fc.constantFrom('ownStart', 'opponentStart', 'both', 'opponentMax4', 'none'),
      quarterCheck: fc.constantFrom('endOfTurn', 'everySubMove'),
      primeRule: fc.constantFrom('unblockWhenGathered', 'unblockWhenStuck', 'forbidTrapAll', 'none'),
    }),
  }) as fc.Arbitrary<OptionsInput>,
  fc.constant({ preset: 'moultezim' }),
  fc.constant({}),
);

const roll: fc.Arbitrary<Dice> = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).map(([a, b]) => [a, b] as const);

/** Spreads `15 - off` checkers over `points` (own numbering) as `how` says. */
function spread(points: readonly number[], how: readonly number[], off: number): { points: Record<number, number>; off: number } {
  const counts: Record<number, number> = {};
  if (points.length === 0) return { points: counts, off: 15 };
  for (let i = off; i < 15; i++) {
    const p = points[how[i]! % points.length]!;
    counts[p] = (counts[p] ?? 0) + 1;
  }
  return { points: counts, off };
}

const wrap = (p: number): number => ((p - 1 + 24) % 24) + 1;

/**
 * Hand-made positions, in the mover P's and the opponent O's own numberings (P's point p is O's
 * facingPoint(p)):
 * - 'spread': P on a few points, sometimes near home (bear-off) or round a run of five or six
 *   points (the quarter rules, FE-7 / FE-8, and six-point primes);
 * - 'start': P not yet released: his checkers on own 24 and at most one runner on own 12..23,
 *   sometimes two (FE-5, FE-6);
 * - 'gathered': every O checker on one point x >= 7, P on the six points in front of it and
 *   elsewhere (FE-9), or O stuck behind a prime some other way (FE-10).
 */
const handMade: fc.Arbitrary<Position> = fc
  .record({
    turn: fc.constantFrom<Player>('white', 'black'),
    kind: fc.constantFrom('spread', 'spread', 'start', 'gathered', 'gathered'),
    run: fc.option(fc.integer({ min: 1, max: 24 }), { nil: undefined }),
    runLength: fc.integer({ min: 5, max: 6 }),
    nearHome: fc.boolean(),
    runners: fc.uniqueArray(fc.integer({ min: 12, max: 23 }), { minLength: 0, maxLength: 2 }),
    x: fc.integer({ min: 7, max: 24 }),
    moverPoints: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 7 }),
    opponentPoints: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 7 }),
    moverSpread: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    opponentSpread: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    moverOff: fc.integer({ min: 0, max: 3 }),
    opponentOff: fc.integer({ min: 0, max: 3 }),
    options,
  })
  .map((r) => {
    let mover: { points: Record<number, number>; off: number };
    let opponent: { points: Record<number, number>; off: number };
    if (r.kind === 'start') {
      // Two runners only now and then (a hand-made position the first-checker rule cannot reach).
      const runners = r.runners.slice(0, r.moverOff === 3 ? 2 : 1);
      const points: Record<number, number> = { 24: 15 - runners.length };
      for (const p of runners) points[p] = 1;
      mover = { points, off: 0 };
      const taken = new Set(Object.keys(points).map((p) => facingPoint(Number(p))));
      opponent = spread(
        r.opponentPoints.filter((q) => !taken.has(q)),
        r.opponentSpread,
        r.opponentOff,
      );
    } else if (r.kind === 'gathered') {
      const six = [1, 2, 3, 4, 5, 6].map((k) => facingPoint(r.x - k));
      const theirPoint = facingPoint(r.x);
      // Now and then one of the six is left open, so that the duty does not arise.
      const prime = r.nearHome ? six.slice(1) : six;
      const points = [...new Set([...prime, ...r.moverPoints.filter((p) => p !== theirPoint)])];
      mover = spread(points, r.moverSpread, Math.min(r.moverOff, 15 - points.length));
      // Every point gets a checker: P holds each of them.
      for (const p of points) if (mover.points[p] === undefined) mover = moveOne(mover, p);
      opponent = { points: { [r.x]: 15 - r.opponentOff }, off: r.opponentOff };
    } else {
      let points = r.nearHome ? [...new Set(r.moverPoints.map((p) => ((p - 1) % 9) + 1))] : r.moverPoints;
      if (r.run !== undefined) points = [...new Set([...Array.from({ length: r.runLength }, (_, k) => wrap(r.run! + k)), ...points])];
      mover = spread(points, r.moverSpread, r.moverOff);
      const taken = new Set(Object.keys(mover.points).map((p) => facingPoint(Number(p))));
      opponent = spread(
        r.opponentPoints.filter((q) => !taken.has(q)),
        r.opponentSpread,
        r.opponentOff,
      );
    }
    const other: Player = r.turn === 'white' ? 'black' : 'white';
    const result = positionFromSetup({ variant: 'fevga', turn: r.turn, [r.turn]: mover, [other]: opponent, options: r.options } as never);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  })
  .filter((p) => p.winner() === null);

/** Moves one checker from the fullest point of `side` to `to` (so that `to` is held). */
function moveOne(side: { points: Record<number, number>; off: number }, to: number): { points: Record<number, number>; off: number } {
  const entries = Object.entries(side.points).sort(([, a], [, b]) => b - a);
  const [fullest, n] = entries[0]!;
  if (n < 2) return side;
  return { points: { ...side.points, [fullest]: n - 1, [to]: 1 }, off: side.off };
}

/** Positions of real games: random legal plies from the start under random options. */
const played: fc.Arbitrary<Position> = fc
  .record({
    options,
    plies: fc.integer({ min: 0, max: 80 }),
    script: fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat()), { minLength: 80, maxLength: 80 }),
  })
  .map(({ options: input, plies, script }) => {
    const start = startPosition('fevga', input);
    if (!start.ok) throw new Error(start.error.message);
    let position = start.value;
    for (let i = 0; i < plies; i++) {
      const [a, b, choice] = script[i]!;
      const plays = legalPlays(position, [a, b]);
      const next = plays[choice % plays.length]!.position;
      if (next.winner() !== null) break;
      position = next;
    }
    return position;
  });

describe('Fevga: fast generator = literal reference', () => {
  it('FE-1 / FE-5: the start position, every roll (in the full tier also under the other first-checker reading and the Moultezim preset)', () => {
    const inputs: readonly OptionsInput[] = FULL ? [{}, { fevga: { firstChecker: 'reachStartPoint' } }, { preset: 'moultezim' }] : [{}];
    for (const input of inputs) {
      const start = startPosition('fevga', input);
      if (!start.ok) throw new Error(start.error.message);
      for (const dice of ALL_ROLLS) assertSamePlays(start.value, dice);
    }
  });

  it("FE-5: Black's first turn after each White first play (sampled)", () => {
    const start = startPosition('fevga');
    if (!start.ok) throw new Error(start.error.message);
    fc.assert(
      fc.property(fc.constantFrom(...ALL_ROLLS), fc.nat(), fc.constantFrom(...ALL_ROLLS), (white, pick, black) => {
        const plays = legalPlays(start.value, white);
        assertSamePlays(plays[pick % plays.length]!.position, black);
      }),
      { numRuns: runs(8, 200) },
    );
  });

  it('FE-3..FE-11: hand-made positions (not yet released, prime behind a gathered opponent, spread, near home) under random options', () => {
    fc.assert(
      fc.property(handMade, roll, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(15, 500) },
    );
  });

  it('FE-3..FE-11: positions from random play under random options', () => {
    fc.assert(
      fc.property(played, roll, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(10, 600) },
    );
  });
});
