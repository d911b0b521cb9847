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
import { assertSamePlays } from '../reference/same-plays.js';
import { runs } from '../tier.js';

/**
 * Long nard: the fast generator (src/movegen with src/variants/long-nard.ts) against the literal
 * reference (test/reference/long-nard.ts), which enumerates every checker and every order of
 * the dice and applies the head rule, LN-12's exception and the six-block rule to whole
 * sequences. Same set of resulting positions, each once (G-9.5), and every fast play's steps
 * one of the reference's legal sequences to that position.
 */


const MODES = ['list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'] as const;
const CHECKS = ['endOfTurn', 'passThroughOnly', 'everySubMove'] as const;
const VARIANTS = ['opponentCheckerAhead', 'opponentCheckerInHome'] as const;

const longNardOptions: fc.Arbitrary<OptionsInput> = fc.record({
  bearOff: fc.record({ higherDieRule: fc.boolean(), allowMovesWithinHome: fc.boolean() }),
  longNard: fc.record({
    headRule: fc.constantFrom(true, true, true, false), // mostly on: LN-12 modifies the head rule
    firstTurnHeadException: fc.constantFrom(...MODES),
    headExceptionRolls: fc.constantFrom<(1 | 2 | 3 | 4 | 5 | 6)[]>([6, 4, 3], [6, 4], [5, 2], []),
    blockRule: fc.boolean(),
    blockCheck: fc.constantFrom(...CHECKS),
    blockVariant: fc.constantFrom(...VARIANTS),
  }),
});

const roll: fc.Arbitrary<Dice> = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).map(([a, b]) => [a, b] as const);

/** Black's own point at White's own point p (G-3, rotation by 12). */
const facing = (p: number): number => ((p + 11) % 24) + 1;

/**
 * Hand-made positions: each side's checkers spread over a few points (White's, then Black's on
 * the points White leaves free), some borne off; one kind keeps White in or near a run of points
 * so six-blocks are common, another near his home; the turn counts are 0 or 1 so LN-12 comes
 * into play.
 */
const handMade: fc.Arbitrary<Position> = fc
  .record({
    turn: fc.constantFrom<Player>('white', 'black'),
    turns: fc.record({ white: fc.integer({ min: 0, max: 1 }), black: fc.integer({ min: 0, max: 1 }) }),
    run: fc.option(fc.integer({ min: 1, max: 24 }), { nil: undefined }),
    nearHome: fc.boolean(),
    whitePoints: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 7 }),
    blackPoints: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 7 }),
    whiteSpread: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    blackSpread: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    whiteOff: fc.integer({ min: 0, max: 3 }),
    blackOff: fc.integer({ min: 0, max: 3 }),
    options: longNardOptions,
  })
  .map((r) => {
    // Near home: White on his points 1..9, so bear-off (G-11..G-14) comes into play.
    let whitePoints = r.nearHome ? [...new Set(r.whitePoints.map((p) => ((p - 1) % 9) + 1))] : r.whitePoints;
    // A run of five points round `run` (wrapping round White's 24/1 corner), plus the others.
    if (r.run !== undefined) whitePoints = [...new Set([...[0, 1, 2, 3, 4].map((k) => ((r.run! + k - 1) % 24) + 1), ...whitePoints])];
    const taken = new Set(whitePoints.map(facing));
    const blackPoints = r.blackPoints.filter((b) => !taken.has(b));
    const spread = (points: number[], how: number[], off: number): { points: Record<number, number>; off: number } => {
      const counts: Record<number, number> = {};
      if (points.length === 0) return { points: counts, off: 15 };
      for (let i = off; i < 15; i++) {
        const p = points[how[i]! % points.length]!;
        counts[p] = (counts[p] ?? 0) + 1;
      }
      return { points: counts, off };
    };
    const result = positionFromSetup({
      variant: 'long-nard',
      turn: r.turn,
      white: spread(whitePoints, r.whiteSpread, r.whiteOff),
      black: spread(blackPoints, r.blackSpread, r.blackOff),
      turnsPlayed: r.turns,
      options: r.options,
    });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  });

/** Positions of real games: random legal plies from the start under random options. */
const played: fc.Arbitrary<Position> = fc
  .record({
    options: longNardOptions,
    plies: fc.integer({ min: 0, max: 60 }),
    script: fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat()), { minLength: 60, maxLength: 60 }),
  })
  .map(({ options, plies, script }) => {
    const start = startPosition('long-nard', options);
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

describe('long nard: fast generator = literal reference', () => {
  // The literal reference walks every one of the 15 head checkers separately, so positions
  // with a full head are slow to enumerate: the start is checked per LN-12 mode (the LN-13a
  // timings cannot differ there: no block is possible on the first turns), and the second
  // player's first turns by sampling.
  it("G-9 / LN-12: the start position, every roll under 'list', every double (and 6-5) in the other modes", () => {
    for (const firstTurnHeadException of MODES) {
      const start = startPosition('long-nard', { longNard: { firstTurnHeadException } });
      if (!start.ok) throw new Error(start.error.message);
      const rolls = firstTurnHeadException === 'list' ? ALL_ROLLS : ALL_ROLLS.filter(([a, b]) => a === b || (a === 6 && b === 5));
      for (const dice of rolls) assertSamePlays(start.value, dice);
    }
  });

  it("G-9 / LN-12: Black's first turn after a White first play, in every LN-12 mode (sampled)", () => {
    const firstTurns = fc.record({ mode: fc.constantFrom(...MODES), white: fc.constantFrom(...ALL_ROLLS), pick: fc.nat(), black: fc.constantFrom(...ALL_ROLLS) });
    fc.assert(
      fc.property(firstTurns, ({ mode, white, pick, black }) => {
        const start = startPosition('long-nard', { longNard: { firstTurnHeadException: mode } });
        if (!start.ok) throw new Error(start.error.message);
        const plays = legalPlays(start.value, white);
        assertSamePlays(plays[pick % plays.length]!.position, black);
      }),
      { numRuns: runs(8, 60) },
    );
  });

  it('LN-11..LN-14: hand-made positions under random options', () => {
    fc.assert(
      fc.property(handMade, roll, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(30, 400) },
    );
  });

  it('LN-11..LN-14: positions from random play under random options', () => {
    fc.assert(
      fc.property(played, roll, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(25, 1000) },
    );
  });
});
