import { isDieValue } from '../core/dice.js';
import type { SetupError } from '../core/errors.js';
import { buildGeometry } from '../core/geometry.js';
import type { LongNardOptions, OptionsInput, RulesOptions } from '../core/options.js';
import { resolveOptionsBySpec, type OptionsSpec, type SectionSpec } from '../core/option-schema.js';
import type { Result } from '../core/result.js';
import { straightTargets } from '../core/tracks.js';
import type { MoveRules, StartSide, Variant } from '../core/variant.js';
import { HEAD, headRuleHooks } from './head-rule.js';
import { blockHooks } from './six-block.js';

/** Long nard (длинные нарды): parallel movement, no hitting, head rule, six-block rule (docs/rules/long-nard.md). */

const distinctDieValues = {
  test: (value: unknown): boolean =>
    Array.isArray(value) && value.every((v) => isDieValue(v)) && new Set(value as unknown[]).size === value.length,
  describe: 'a list of distinct die values from 1 to 6, such as [6, 4, 3]',
};

// SC-4: a koks is worth a few points; the bound keeps every score an exact integer (scoring/cube.ts CUBE_LIMIT).
const koksPointsValue = {
  test: (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100,
  describe: 'an integer from 1 to 100',
};

/** docs/rules/rule-index.md#options `longNard`, with §13's defaults. Crazy gulbar reads the same section (CG-1). */
export const LONG_NARD_SECTION: SectionSpec = {
  headRule: { default: true, allowed: [true, false] }, // LN-11
  firstTurnHeadException: { default: 'list', allowed: ['list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'] }, // LN-12, §13.3
  headExceptionRolls: { default: [6, 4, 3], allowed: distinctDieValues }, // LN-12
  blockRule: { default: true, allowed: [true, false] }, // LN-13
  blockCheck: { default: 'endOfTurn', allowed: ['endOfTurn', 'passThroughOnly', 'everySubMove'] }, // LN-13a, §13.4
  blockVariant: { default: 'opponentCheckerAhead', allowed: ['opponentCheckerAhead', 'opponentCheckerInHome'] }, // LN-13b
  // Scoring options (LN-15, SC-4, SC-6): validated here, read by the scoring layer.
  lastRollDraw: { default: false, allowed: [false, { drawScore: 'half' }, { drawScore: 'one' }] }, // LN-15, §13.8
  koks: { default: 'none', allowed: ['none', 'inWinnerHome', 'inOwnStartQuarter', 'noCheckerHome'] }, // SC-4, §13.5
  koksPoints: { default: 3, allowed: koksPointsValue }, // SC-4
  homeMars: { default: null, allowed: [null, { points: 3 }, { points: 4 }] }, // SC-6, §13.5
};

const SPEC: OptionsSpec = {
  bearOff: {
    higherDieRule: { default: true, allowed: [true, false] }, // G-13 via LN-14
    allowMovesWithinHome: { default: true, allowed: [true, false] }, // G-14 via LN-14
  },
  longNard: LONG_NARD_SECTION,
};

/**
 * Named option sets (docs/rules/rule-index.md#options). They differ only in game-level rules, which live above the
 * position: 'sport' (sport-RU) plays the opening dice (LN-16 'useOpeningDice'), starts every game
 * with a roll-off, and enables the cube (CU-12, Crawford, match to 7). Its position options are
 * the traditional ones, so both presets resolve to the defaults here.
 */
const PRESETS = {
  traditional: {},
  sport: {},
} as const;

/**
 * G-3 / LN-1: White's own numbering is the board's; Black's own point b is board point
 * ((b + 11) mod 24) + 1, so the heads (own 24) are a24 and a12, diagonally opposite.
 */
export const NARD_GEOMETRY = buildGeometry(
  24,
  (p) => p,
  (p) => ((p + 11) % 24) + 1,
);

/** LN-1: all 15 checkers on the head, own point 24. */
export const NARD_START: StartSide = Object.freeze({ points: Object.freeze({ [HEAD]: 15 }) });

const TARGETS = straightTargets(24); // G-6 / LN-2: 24 -> 1, then off

/** The resolved `longNard` section; its absence is a bug (the spec always fills it in). */
export function longNardOptions(options: RulesOptions): LongNardOptions {
  const section = options.longNard;
  if (section === undefined) throw new Error('Long-nard rules were built from options without a longNard section.');
  return section;
}

const rulesCache = new WeakMap<RulesOptions, MoveRules>();

function moveRules(options: RulesOptions): MoveRules {
  const cached = rulesCache.get(options);
  if (cached) return cached;
  const ln = longNardOptions(options);
  const stepsForDouble = 4; // G-8 / LN-6
  const block = blockHooks(ln.blockRule, ln.blockCheck, ln.blockVariant);
  const movesWithinHome = options.bearOff?.allowMovesWithinHome ?? true;
  const rules: MoveRules = Object.freeze({
    points: 24,
    homeSize: 6, // LN-3: own points 1-6
    hasBar: false, // LN-4: nothing is ever hit
    absolute: NARD_GEOMETRY.absolute,
    ownAt: NARD_GEOMETRY.ownAt,
    facing: NARD_GEOMETRY.facing,
    closedAt: 1, // LN-4: one opposing checker closes a point
    hits: false, // LN-4
    bearOff: Object.freeze({
      requireAllHome: true, // G-11 via LN-14
      overshoot: (options.bearOff?.higherDieRule ?? true) ? 'fromHighest' : 'never', // G-13
      movesWithinHome, // G-14
    }),
    target: TARGETS,
    stepsForDouble,
    ...headRuleHooks(ln, stepsForDouble), // LN-11, LN-12
    hitter: 'free',
    // The head rule counts departures, which no reordering changes, and points are closed only
    // by the opponent, who does not move during the turn. The order matters under LN-13a's
    // in-play timings, and when G-14's option forbids moves inside the home once all are home
    // (6/3 before 7/4 is legal, after it is not).
    orderIndependent: block.orderIndependent && movesWithinHome,
    orderIndependentOutsideHome: block.orderIndependent,
    stepConstraint: block.stepConstraint, // LN-13a
    endConstraint: block.endConstraint, // LN-13, LN-13c
  });
  rulesCache.set(options, rules);
  return rules;
}

export const longNard: Variant = Object.freeze({
  id: 'long-nard',
  points: 24,
  hasBar: false,
  resolveOptions(input: OptionsInput | undefined): Result<RulesOptions, SetupError> {
    return resolveOptionsBySpec('long nard', SPEC, input, PRESETS);
  },
  moveRules,
  startSide: () => NARD_START,
});
