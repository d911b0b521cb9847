import { deepFreeze } from '../core/snapshot.js';
import { isDieValue } from '../core/dice.js';
import { buildGeometry } from '../core/geometry.js';
import { oneOf, where, type OptionsOf, type SectionOf } from '../core/option-schema.js';
import { straightTargets } from '../core/tracks.js';
import type { ModuleRules, OutcomeKind, OutcomeLevel, StartSide, VariantModule } from '../core/variant.js';
import type { Player } from '../core/player.js';
import type { Position } from '../position/position.js';
import { BEAR_OFF_SECTION, bearOffPolicy } from './bear-off.js';
import { HEAD, headRuleHooks } from './head-rule.js';
import { perOptions } from './per-options.js';
import { anyOn } from './scoring-helpers.js';
import { blockHooks } from './six-block.js';

/** Long nard (длинные нарды): parallel movement, no hitting, head rule, six-block rule (docs/rules/long-nard.md). */

/** A die's face. */
export type DieValue = 1 | 2 | 3 | 4 | 5 | 6;

const isExceptionRolls = (value: unknown): value is readonly DieValue[] =>
  Array.isArray(value) && value.every((v) => isDieValue(v)) && new Set(value as unknown[]).size === value.length;

// SC-4: a koks is worth a few points; the bound keeps every score an exact integer (scoring/cube.ts CUBE_LIMIT).
const isKoksPoints = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100;

/** The `longNard` options (docs/rules/rule-index.md#options), with the rule book's defaults. Crazy gulbar reads the same section (CG-1). */
export const LONG_NARD_SECTION = Object.freeze({
  headRule: oneOf(true, [true, false]), // LN-11
  firstTurnHeadException: oneOf('list', ['list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble']), // LN-12
  headExceptionRolls: where<readonly DieValue[]>([6, 4, 3], isExceptionRolls, 'a list of distinct die values from 1 to 6, such as [6, 4, 3]'), // LN-12
  blockRule: oneOf(true, [true, false]), // LN-13
  blockCheck: oneOf('endOfTurn', ['endOfTurn', 'passThroughOnly', 'everySubMove']), // LN-13a
  blockVariant: oneOf('opponentCheckerAhead', ['opponentCheckerAhead', 'opponentCheckerInHome']), // LN-13b
  // Scoring and the game's end (LN-15, SC-4, SC-6): read by the scoring and game layers through this module.
  lastRollDraw: oneOf<false | { readonly drawScore: 'half' | 'one' }>(false, [false, { drawScore: 'half' }, { drawScore: 'one' }]), // LN-15
  koks: oneOf('none', ['none', 'inWinnerHome', 'inOwnStartQuarter', 'noCheckerHome']), // SC-4
  koksPoints: where(3, isKoksPoints, 'an integer from 1 to 100'), // SC-4
  homeMars: oneOf<null | { readonly points: 3 | 4 }>(null, [null, { points: 3 }, { points: 4 }]), // SC-6
});

/**
 * The `longNard` option section (docs/rules/long-nard.md): `headRule` (LN-11),
 * `firstTurnHeadException` and `headExceptionRolls` (LN-12), `blockRule`, `blockCheck` and
 * `blockVariant` (LN-13), `lastRollDraw` (LN-15), `koks` and `koksPoints` (SC-4), `homeMars` (SC-6).
 */
export type LongNardOptions = SectionOf<typeof LONG_NARD_SECTION>;
/** LN-12: when a second checker may leave the head on the first turn. */
export type FirstTurnHeadException = LongNardOptions['firstTurnHeadException'];
/** LN-13a: when the six-block rule is checked: at the end of the turn, on passing through, or after every sub-move. */
export type BlockCheck = LongNardOptions['blockCheck'];
/** LN-13b: what makes a block of six legal: an opposing checker ahead of it, or one in the opponent's home. */
export type BlockVariant = LongNardOptions['blockVariant'];
/** SC-4: when a win counts as a koks (triple), if ever. */
export type LongNardKoks = LongNardOptions['koks'];

const OPTIONS = Object.freeze({ bearOff: BEAR_OFF_SECTION, longNard: LONG_NARD_SECTION });
type Options = OptionsOf<typeof OPTIONS>;

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

const moveRules = perOptions((options: Options): ModuleRules => {
  const ln = options.longNard;
  const stepsForDouble = 4; // G-8 / LN-6
  const block = blockHooks(ln.blockRule, ln.blockCheck, ln.blockVariant, NARD_GEOMETRY.facing);
  const movesWithinHome = options.bearOff.allowMovesWithinHome;
  return Object.freeze({
    checkers: 15, // G-1
    points: 24,
    homeSize: 6, // LN-3: own points 1-6
    hasBar: false, // LN-4: nothing is ever hit
    absolute: NARD_GEOMETRY.absolute,
    ownAt: NARD_GEOMETRY.ownAt,
    facing: NARD_GEOMETRY.facing,
    closedAt: 1, // LN-4: one opposing checker closes a point
    hits: false, // LN-4
    bearOff: bearOffPolicy(options.bearOff), // G-11..G-14 via LN-14
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
    pins: false,
    mayMoveFrom: null,
    outcomeAfterStep: null,
    preferredPlays: null,
    endConstraint: block.endConstraint, // LN-13, LN-13c
    ...(block.endConstraintOnMask === undefined ? {} : { endConstraintOnMask: block.endConstraintOnMask }),
  });
});

/**
 * The scoring of long nard and crazy gulbar (SC-3, SC-4, SC-6) from the `longNard` section:
 * oin 1, mars 2 (loser has borne off none, CONFLICT-13), and the optional koks and home mars.
 */
export const nardScoring = Object.freeze({
  levels(options: { readonly longNard: LongNardOptions }): readonly OutcomeLevel[] {
    const o = options.longNard;
    const levels: OutcomeLevel[] = [
      { kind: 'oin', multiplier: 1 },
      { kind: 'mars', multiplier: 2 },
    ];
    if (o.koks !== 'none') levels.push({ kind: 'koks', multiplier: o.koksPoints });
    if (o.homeMars !== null) levels.push({ kind: 'home-mars', multiplier: o.homeMars.points });
    return levels;
  },
  classify(position: Position, loser: Player, options: { readonly longNard: LongNardOptions }): OutcomeKind {
    // SC-3: mars is "borne off none", never "did not get home".
    if (position.off(loser) > 0) return 'oin';
    const o = options.longNard;
    // SC-6: home mars — all fifteen in the loser's own home, none borne off. It excludes every
    // koks definition of SC-4 (those need a checker outside the home), so the order is free.
    if (o.homeMars !== null && !anyOn(position, loser, 7, 24)) return 'home-mars';
    const koks =
      (o.koks === 'inWinnerHome' && anyOn(position, loser, 13, 18)) || // the winner's home is the loser's 13..18 (LN-3)
      (o.koks === 'inOwnStartQuarter' && anyOn(position, loser, 19, 24)) ||
      (o.koks === 'noCheckerHome' && !anyOn(position, loser, 1, 6));
    return koks ? 'koks' : 'mars';
  },
});

export const longNard: VariantModule<'long-nard', typeof OPTIONS> = deepFreeze({
  id: 'long-nard',
  name: 'long nard',
  code: 'ln',
  points: 24,
  hasBar: false,
  options: OPTIONS,
  presets: {
    // LN-16, LN-17, CU-12 (traditional: no cube), MP-1 (7 points).
    traditional: { game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 7 } },
    // §13.2 / §13.7 (docs/rules/README.md#decisions-where-the-sources-leave-a-choice): the sport
    // preset plays the roll-off dice and uses the cube (RU-MS24 26.2, 26.3); match to 7.
    sport: { game: { firstMove: 'useOpeningDice', nextGameStarter: 'openingRoll', cube: true, length: 7 } },
  },
  moveRules,
  startSide: () => NARD_START,
  scoring: nardScoring,
  lastRollDraw: (o) => o.longNard.lastRollDraw, // LN-15 (CG-1: crazy gulbar too; its extra turn may be a cascade)
});
