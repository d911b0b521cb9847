import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  ALL_ROLLS,
  legalPlays,
  positionFromSetup,
  startPosition,
  type Dice,
  type OptionsInput,
  type Position,
  type Setup,
} from '../../src/index.js';
import { assertSamePlays } from '../reference/same-plays.js';
import { plakotoHandMadeSetup, plakotoStandsUndecided } from '../reference/tavli-arbitraries.js';
import { FULL, runs } from '../tier.js';

/**
 * Plakoto and Tapa: the fast generator (src/movegen with src/variants/plakoto.ts) against the
 * literal reference (test/reference/plakoto.ts), which moves every checker in every order of the
 * dice, pins on every landing (PL-5), frees on leaving (PL-6), closes points by PL-4, blocks the
 * bear-off by PL-9, and tests the mother rules after each sub-move (PL-12..PL-17), a decided
 * sequence ending there (PL-16). Same set of resulting positions (pins and decisions included),
 * each once (G-9.5), and every fast play's steps one of the reference's legal sequences to it.
 */


/** Every plakoto and bearOff option, and the three presets. */
const options: fc.Arbitrary<OptionsInput> = fc.oneof(
  fc.record({
    bearOff: fc.record({ higherDieRule: fc.boolean(), allowMovesWithinHome: fc.boolean() }),
    plakoto: fc.record({
      motherRule: fc.constantFrom('standard', 'standard', 'noException', 'off'),
      motherCheck: fc.constantFrom('everySubMove', 'atPinOnly'),
      motherPinPoints: fc.constantFrom(2, 3),
      bearOffWhilePinned: fc.boolean(),
    }),
  }) as fc.Arbitrary<OptionsInput>,
  fc.constantFrom<OptionsInput>({ preset: 'plakoto' }, { preset: 'tapa' }, { preset: 'tapaQjs' }),
);

const die = fc.integer({ min: 1, max: 6 });
const roll: fc.Arbitrary<Dice> = fc.tuple(die, die).map(([a, b]) => [a, b] as const);
/** Doubles one roll in two: four sub-moves, where orders, pass-through pins and mid-play decisions matter. */
const doublesHeavy: fc.Arbitrary<Dice> = fc.oneof(roll, die.map((d) => [d, d] as const));

function positionOf(setup: Setup): Position {
  const result = positionFromSetup(setup);
  if (!result.ok) throw new Error(`${result.error.message}: ${JSON.stringify(setup)}`);
  return result.value;
}

/**
 * Hand-built positions with pins (test/reference/tavli-arbitraries.ts): pins anywhere, pins in the
 * home meeting the bear-off (PL-9, PL-10), lone mothers next to the other side's checkers (PL-11..
 * PL-17), under random plakoto options or a preset; only those that could stand undecided in play.
 */
const handMade: fc.Arbitrary<Position> = plakotoHandMadeSetup.filter(plakotoStandsUndecided).map(positionOf);

/** Positions of real games: random legal plies from the start under random options, stopping before the game ends. */
const played: fc.Arbitrary<Position> = fc
  .record({
    options,
    plies: fc.integer({ min: 0, max: 80 }),
    script: fc.array(fc.tuple(die, die, fc.nat()), { minLength: 80, maxLength: 80 }),
  })
  .map(({ options: input, plies, script }) => {
    const start = startPosition('plakoto', input);
    if (!start.ok) throw new Error(start.error.message);
    let position = start.value;
    for (let i = 0; i < plies; i++) {
      const [a, b, choice] = script[i]!;
      const plays = legalPlays(position, [a, b]);
      const next = plays[choice % plays.length]!.position;
      if (next.isOver()) break;
      position = next;
    }
    return position;
  });

describe('Plakoto: fast generator = literal reference', () => {
  it('PL-1 / PL-T0: the start position, every roll (in the full tier also under tapaQjs and motherRule noException)', () => {
    const inputs: readonly OptionsInput[] = FULL ? [{}, { preset: 'tapaQjs' }, { plakoto: { motherRule: 'noException' } }] : [{}];
    for (const input of inputs) {
      const start = startPosition('plakoto', input);
      if (!start.ok) throw new Error(start.error.message);
      for (const dice of ALL_ROLLS) assertSamePlays(start.value, dice);
    }
  });

  it('PL-3..PL-17: hand-built positions with pins, pinned mothers and bear-offs under random options', () => {
    fc.assert(
      fc.property(handMade, doublesHeavy, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(10, 600) },
    );
  });

  it('PL-3..PL-17: positions from random play under random options', () => {
    fc.assert(
      fc.property(played, roll, (position, dice) => {
        assertSamePlays(position, dice);
      }),
      { numRuns: runs(8, 400) },
    );
  });
});
