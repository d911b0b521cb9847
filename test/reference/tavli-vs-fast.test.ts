import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../src/core/dice.js';
import { legalPlays } from '../../src/movegen/plays.js';
import type { Position } from '../../src/position/position.js';
import { positionFromSetup, positionToSetup } from '../../src/position/setup.js';
import type { Setup } from '../../src/position/setup-types.js';
import { FULL, runs } from '../tier.js';
import { stepsKey } from './literal.js';
import { referencePlays, setupKey } from './reference-generator.js';
import { fevgaHandMadeSetup, fevgaHandMadeSetupOf, hypergammonHandMadeSetup } from './tavli-arbitraries.js';

/**
 * The fast generator (src/movegen with the variant modules) against the literal reference of this
 * folder on hand-built positions that random play seldom reaches: Fevga ('fevga':
 * fevga.firstChecker, fevga.quarterRule, fevga.quarterCheck, fevga.primeRule) with gathered
 * opponents behind primes, filled quarters, unreleased runners and bear-offs, and Hypergammon
 * (shortTavla.setup 'hypergammon', shortTavla.hyperCheckers) with checkers on the bar and borne
 * off. Both must give the same set of final positions, as many plays as positions (G-9.5), and each
 * fast play's steps must be one of the reference's legal sequences to its position. (Positions of
 * random play are compared in test/variants/fevga-reference.test.ts,
 * test/variants/plakoto-reference.test.ts and test/variants/short-tavla-presets.property.test.ts;
 * Plakoto's hand-built positions in plakoto-reference.test.ts.)
 */

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }, what: string): T {
  if (!result.ok) throw new Error(`${what}: ${result.error.message}`);
  return result.value;
}

function positionOf(setup: Setup): Position {
  return unwrap(positionFromSetup(setup), `positionFromSetup(${JSON.stringify(setup)})`);
}

/** Same plays, no duplicates, as many plays as positions, and each fast play's steps a legal sequence to its position. */
function assertSamePlays(position: Position, roll: Dice): void {
  const reference = referencePlays(position, roll);
  const fast = legalPlays(position, roll);
  const where = `setup ${JSON.stringify(positionToSetup(position))} dice [${roll[0]}, ${roll[1]}]`;
  const fastKeys = fast.map((p) => setupKey(positionToSetup(p.position)));
  expect(new Set(fastKeys).size, `G-9.5: one play per position; ${where}`).toBe(fast.length);
  expect([...fastKeys].sort(), `G-9: the set of final positions; ${where}`).toEqual(reference.plays.map((p) => p.key).sort());
  expect(fast.length, `G-9.5: the play count; ${where}`).toBe(reference.plays.length);
  const byKey = new Map(reference.plays.map((p) => [p.key, p]));
  fast.forEach((play, i) => {
    const legal = byKey.get(fastKeys[i]!)!.sequences().map(stepsKey);
    expect(legal, `the steps of a fast play are a legal sequence; ${where}`).toContain(stepsKey(play.steps));
  });
}

const die = fc.integer({ min: 1, max: 6 });
const roll: fc.Arbitrary<Dice> = fc.tuple(die, die).map(([a, b]) => [a, b] as const);
/** Doubles one roll in two (four sub-moves: where orderings and pass-through rules matter). */
const doublesHeavy: fc.Arbitrary<Dice> = fc.oneof(roll, die.map((d) => [d, d] as const));

/**
 * A Fevga double with fifteen movable checkers is tens of thousands of reference sequences: the
 * quick tier takes the kinds with few movable points and mixed rolls, the full tier every kind
 * with doubles one roll in two.
 */
const fevgaHandMade: fc.Arbitrary<Position> = (FULL ? fevgaHandMadeSetup : fevgaHandMadeSetupOf(['runner', 'bearOff', 'gathered'])).map(positionOf);
const fevgaDice: fc.Arbitrary<Dice> = FULL ? doublesHeavy : roll;
const hypergammonHandMade: fc.Arbitrary<Position> = hypergammonHandMadeSetup.map(positionOf);

describe("reference vs fast generator: 'fevga' (fevga.firstChecker, fevga.quarterRule, fevga.quarterCheck, fevga.primeRule)", () => {
  it('G-9 / FE-5..FE-10: hand-built positions with gathered opponents, primes, filled quarters, runners and bear-offs give exactly the reference plays', () => {
    fc.assert(
      fc.property(fevgaHandMade, fevgaDice, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(6, 500) },
    );
  });

  it("FE-9 / FE-10: every opposing checker gathered behind a (sometimes incomplete) prime, under primeRule 'unblockWhenGathered', 'unblockWhenStuck' and 'forbidTrapAll' at both quarterCheck timings", () => {
    const duties = fc.record({
      fevga: fc.record({
        primeRule: fc.constantFrom('unblockWhenGathered', 'unblockWhenStuck', 'forbidTrapAll'),
        quarterCheck: fc.constantFrom('endOfTurn', 'everySubMove'),
        quarterRule: fc.constantFrom('ownStart', 'none'),
      }),
    });
    fc.assert(
      fc.property(fevgaHandMadeSetupOf(['gathered'], duties).map(positionOf), fevgaDice, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(1, 300) },
    );
  });
});

describe("reference vs fast generator: Hypergammon (shortTavla.setup 'hypergammon', shortTavla.hyperCheckers)", () => {
  it('G-9 / NH-3 / NH-4: hand-built Hypergammon positions (1 to 3 checkers, bar, bear-off) give exactly the reference plays', () => {
    fc.assert(
      fc.property(hypergammonHandMade, doublesHeavy, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(30, 1000) },
    );
  });
});
