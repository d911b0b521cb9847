import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPlay,
  legalPlays,
  parsePlay,
  advanceTurn,
  beginTurn,
  fromPositionString,
  positionFromJSON,
  positionFromSetup,
  positionToJSON,
  positionToSetup,
  startPosition,
  toPositionString,
  VARIANT_IDS,
  type OptionsInput,
  type Position,
  type VariantId,
} from '../../src/index.js';
import { handMadePosition, shortTavlaOptions } from './arbitraries.js';
import { runs } from '../tier.js';

/**
 * Round trips of the position formats for every variant (issue 5): for random positions of all
 * four variants, under random rule options, after random play (so with turn counts, LN-12, and
 * crazy gulbar's transferred stages), with either player to move:
 * - fromPositionString(toPositionString(p)) equals p, and writing it again gives the same string
 *   (the string is canonical);
 * - positionFromJSON(positionToJSON(p)) equals p, and the JSON is the Setup positionToSetup gives;
 * - the string and the JSON of p are also those of the position rebuilt from p's Setup.
 */

const bool = fc.boolean();

const bearOff = fc.record({ higherDieRule: bool, allowMovesWithinHome: bool }, { requiredKeys: [] });

/** docs/rules/rule-index.md#options `longNard`, every field drawn from what it allows (LN-11..LN-15, SC-4, SC-6). */
const longNardSection = fc.record(
  {
    headRule: bool,
    firstTurnHeadException: fc.constantFrom('list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'),
    headExceptionRolls: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4, 5, 6), { maxLength: 6 }),
    blockRule: bool,
    blockCheck: fc.constantFrom('endOfTurn', 'passThroughOnly', 'everySubMove'),
    blockVariant: fc.constantFrom('opponentCheckerAhead', 'opponentCheckerInHome'),
    lastRollDraw: fc.constantFrom(false, { drawScore: 'half' }, { drawScore: 'one' }),
    koks: fc.constantFrom('none', 'inWinnerHome', 'inOwnStartQuarter', 'noCheckerHome'),
    koksPoints: fc.integer({ min: 1, max: 100 }),
    homeMars: fc.constantFrom(null, { points: 3 }, { points: 4 }),
  },
  { requiredKeys: [] },
);

/** docs/rules/rule-index.md#options `crazyGulbar` (CG-2..CG-9). */
const crazyGulbarSection = fc.record(
  {
    movesPerStage: fc.constantFrom(4, 2),
    cascadeFromTurn: fc.integer({ min: 1, max: 6 }),
    firstTurnExceptionStages: fc.constantFrom('initialOnly', 'allStages'),
    remainder: fc.constantFrom('opponent', 'forfeit'),
    transferIfNothingPlayed: bool,
    transferNonDoubles: bool,
    bearOff: fc.constantFrom('exactOnly', 'exactOrHighest', 'standard'),
    cascadeDuringBearOff: bool,
  },
  { requiredKeys: [] },
);

/** docs/rules/rule-index.md#options `sixOne` (SO-4..SO-7). */
const sixOneSection = fc.record(
  {
    numberMeaning: fc.constantFrom('distance', 'pointNumber'),
    oneSixForMovedCheckers: fc.constantFrom('move', 'unusable'),
    exactHome: bool,
    doubles: fc.constantFrom(2, 4),
  },
  { requiredKeys: [] },
);

/** docs/rules/rule-index.md#options `plakoto` (PL-9, PL-12, PL-15, PL-17) and `tavli` (PL-18, PL-19). */
const plakotoSection = fc.record(
  {
    motherRule: fc.constantFrom('standard', 'noException', 'off'),
    motherCheck: fc.constantFrom('everySubMove', 'atPinOnly'),
    motherPinPoints: fc.constantFrom(2, 3),
    bearOffWhilePinned: bool,
  },
  { requiredKeys: [] },
);
/** docs/rules/rule-index.md#options `fevga` (FE-6..FE-10) and `tavli` (FE-12, FE-14). */
const fevgaSection = fc.record(
  {
    firstChecker: fc.constantFrom('pastStartPoint', 'reachStartPoint', 'off'),
    quarterRule: fc.constantFrom('ownStart', 'opponentStart', 'both', 'opponentMax4', 'none'),
    quarterCheck: fc.constantFrom('endOfTurn', 'everySubMove'),
    primeRule: fc.constantFrom('unblockWhenGathered', 'unblockWhenStuck', 'forbidTrapAll', 'none'),
  },
  { requiredKeys: [] },
);
const tavliSection = fc.record(
  { backgammon: bool, gammonRule: fc.constantFrom('noneBorneOff', 'checkerInStartQuarter'), deadlockDraw: bool },
  { requiredKeys: [] },
);

const OPTIONS: Readonly<Record<VariantId, fc.Arbitrary<OptionsInput>>> = {
  'short-tavla': fc.oneof(shortTavlaOptions, fc.constant({ preset: 'turkish' }), fc.constant({})),
  'long-nard': fc.record({ bearOff, longNard: longNardSection }, { requiredKeys: [] }) as fc.Arbitrary<OptionsInput>,
  'crazy-gulbar': fc.oneof(
    fc.record({ longNard: longNardSection, crazyGulbar: crazyGulbarSection }, { requiredKeys: [] }),
    fc.constant({ preset: 'bulgarian' }),
  ) as fc.Arbitrary<OptionsInput>,
  'six-one': fc.record({ sixOne: sixOneSection }, { requiredKeys: [] }),
  plakoto: fc.oneof(
    fc.record({ bearOff, tavli: tavliSection, plakoto: plakotoSection }, { requiredKeys: [] }),
    fc.constantFrom({ preset: 'tapa' }, { preset: 'tapaQjs' }),
  ),
  fevga: fc.oneof(
    fc.record({ bearOff, fevga: fevgaSection, tavli: tavliSection }, { requiredKeys: [] }),
    fc.constant({ preset: 'moultezim' }),
  ),
};

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * A position of `variant` reached by `turns` random turns through the turn layer (every stage of
 * a cascade, by whichever player plays it), then possibly handed to the other player.
 */
function playedPosition(variant: VariantId): fc.Arbitrary<Position> {
  return fc
    .record({
      options: OPTIONS[variant],
      turns: fc.integer({ min: 0, max: 60 }),
      choices: fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat()), { minLength: 60, maxLength: 60 }),
      flip: bool,
    })
    .map(({ options, turns, choices, flip }) => {
      let position = unwrap(startPosition(variant, options));
      for (let t = 0; t < turns && !position.isOver(); t++) {
        const [a, b, pick] = choices[t]!;
        let turn = unwrap(beginTurn(position, [a, b]));
        let stage = 0;
        while (!turn.done) {
          const play = turn.plays[(pick + stage++) % turn.plays.length]!;
          turn = unwrap(advanceTurn(turn, play));
        }
        position = turn.position;
      }
      return flip ? position.withTurn(position.turn === 'white' ? 'black' : 'white') : position;
    });
}

const anyPosition: fc.Arbitrary<Position> = fc.oneof(...VARIANT_IDS.map((v) => playedPosition(v)), handMadePosition);

describe('position strings and JSON round-trip for every variant', () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: fromPositionString(toPositionString(p)) equals p, and the string is canonical`, () => {
      fc.assert(
        fc.property(playedPosition(variant), (p) => {
          const text = toPositionString(p);
          const back = unwrap(fromPositionString(text));
          expect(back.equals(p)).toBe(true);
          expect(toPositionString(back)).toBe(text);
          // The same position built another way (from its Setup) writes the same string.
          expect(toPositionString(unwrap(positionFromSetup(positionToSetup(p))))).toBe(text);
        }),
        { numRuns: runs(20, 120) },
      );
    });

    it(`${variant}: positionFromJSON(positionToJSON(p)) equals p`, () => {
      fc.assert(
        fc.property(playedPosition(variant), (p) => {
          const text = positionToJSON(p);
          expect(JSON.parse(text)).toEqual(positionToSetup(p));
          const back = unwrap(positionFromJSON(text));
          expect(back.equals(p)).toBe(true);
          expect(positionToJSON(back)).toBe(text);
        }),
        { numRuns: runs(20, 120) },
      );
    });
  }

  it('short tavla hand-made positions (bar, borne off, every distribution kind) round-trip both ways', () => {
    fc.assert(
      fc.property(handMadePosition, (p) => {
        expect(unwrap(fromPositionString(toPositionString(p))).equals(p)).toBe(true);
        expect(unwrap(positionFromJSON(positionToJSON(p))).equals(p)).toBe(true);
      }),
      { numRuns: runs(60, 1000) },
    );
  });

  it('two positions have the same string exactly when they are equal', () => {
    // q: an unrelated position, p rebuilt from its Setup (equal), or p with the other player to move.
    const pair = fc.tuple(anyPosition, anyPosition, fc.constantFrom('other', 'rebuilt', 'flipped')).map(([p, other, how]) => {
      if (how === 'other') return [p, other] as const;
      if (how === 'rebuilt') return [p, unwrap(positionFromSetup(positionToSetup(p)))] as const;
      return [p, p.withTurn(p.turn === 'white' ? 'black' : 'white')] as const;
    });
    let equal = 0;
    fc.assert(
      fc.property(pair, ([p, q]) => {
        if (p.equals(q)) equal++;
        expect(toPositionString(p) === toPositionString(q)).toBe(p.equals(q));
      }),
      { numRuns: runs(100, 1000) },
    );
    expect(equal).toBeGreaterThan(0);
  });

  it('whitespace between tokens and the letter case of keywords do not matter', () => {
    fc.assert(
      fc.property(anyPosition, fc.constantFrom(' ', '  ', '\t', '\n', ' \r\n '), bool, (p, gap, upper) => {
        const text = toPositionString(p);
        const spaced = `${gap}${text.replaceAll(' ', gap).replaceAll('|', `${gap}|${gap}`)}${gap}`;
        const header = text.slice(0, text.indexOf('|'));
        const cased = upper ? spaced.replace(header.trim(), header.trim().toUpperCase()).replace(/bar:|off:/g, (k) => k.toUpperCase()) : spaced;
        const back = unwrap(fromPositionString(cased));
        expect(back.equals(p)).toBe(true);
      }),
      { numRuns: runs(60, 1000) },
    );
  });
});

describe('move notation round-trips for every variant', () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: parsePlay(p, dice, formatPlay(play)) is play, for every play of a random roll`, () => {
      fc.assert(
        fc.property(playedPosition(variant), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (p, a, b) => {
          if (p.winner() !== null) return;
          for (const play of legalPlays(p, [a, b])) {
            const back = unwrap(parsePlay(p, [a, b], formatPlay(play)));
            expect(back.position.equals(play.position)).toBe(true);
          }
        }),
        { numRuns: runs(25, 200) },
      );
    });
  }
});
