import { deepFreeze } from '../core/snapshot.js';
import { buildGeometry } from '../core/geometry.js';
import { oneOf, type OptionsOf, type SectionOf } from '../core/option-schema.js';
import { straightTargets } from '../core/tracks.js';
import type { HitterRule, ModuleRules, OutcomeKind, StartSide, VariantModule } from '../core/variant.js';
import { BEAR_OFF_SECTION, bearOffPolicy } from './bear-off.js';
import { perOptions } from './per-options.js';
import { anyOn } from './scoring-helpers.js';

/** Short tavla: backgammon as played in Russia and Turkey (docs/rules/short-tavla.md). */

const SHORT_TAVLA_SECTION = Object.freeze({
  koks: oneOf(true, [true, false]), // SC-2
  hitAndRun: oneOf('allowed', ['allowed', 'forbiddenInOwnHome', 'forbiddenToOwnPoint']), // ST-9
});

const OPTIONS = Object.freeze({ bearOff: BEAR_OFF_SECTION, shortTavla: SHORT_TAVLA_SECTION });

export type ShortTavlaOptions = SectionOf<typeof SHORT_TAVLA_SECTION>;
export type HitAndRun = ShortTavlaOptions['hitAndRun'];
type Options = OptionsOf<typeof OPTIONS>;

// ST-1 / G-3: White's own numbering is the board's; Black's point b is board point 25 - b (ST-2).
const GEOMETRY = buildGeometry(
  24,
  (p) => p,
  (p) => 25 - p,
);

// ST-1: 2 on 24, 5 on 13, 3 on 8, 5 on 6, in each player's own numbering.
const START: StartSide = Object.freeze({ points: Object.freeze({ 24: 2, 13: 5, 8: 3, 6: 5 }) });

const TARGETS = straightTargets(24);

const HITTER: Readonly<Record<HitAndRun, HitterRule>> = {
  allowed: 'free',
  forbiddenInOwnHome: 'frozenInHome',
  forbiddenToOwnPoint: 'noHideOnOwnPoint',
};

const moveRules = perOptions((options: Options): ModuleRules => {
  const hitter = HITTER[options.shortTavla.hitAndRun];
  const movesWithinHome = options.bearOff.allowMovesWithinHome;
  return Object.freeze({
    checkers: 15, // G-1
    points: 24,
    homeSize: 6, // ST-3
    hasBar: true,
    absolute: GEOMETRY.absolute,
    ownAt: GEOMETRY.ownAt,
    facing: GEOMETRY.facing,
    closedAt: 2, // ST-4: two or more opposing checkers close a point
    hits: true, // ST-5
    bearOff: bearOffPolicy(options.bearOff), // G-11..G-14 / ST-8
    target: TARGETS,
    stepsForDouble: 4, // G-8
    headPoint: 0,
    headLimit: () => 15,
    hitter,
    // Reordering steps never changes what is legal unless a house rule tracks the hitting checker,
    // or G-14's option forbids moves inside the home once all are home (6/3 before 7/4, not after).
    orderIndependent: hitter === 'free' && movesWithinHome,
    orderIndependentOutsideHome: hitter === 'free',
    stepConstraint: null,
    pins: false,
    mayMoveFrom: null,
    outcomeAfterStep: null,
    preferredPlays: null,
    endConstraint: null,
  });
});

const WITH_KOKS = Object.freeze([Object.freeze({ kind: 'oin', multiplier: 1 }), Object.freeze({ kind: 'mars', multiplier: 2 }), Object.freeze({ kind: 'koks', multiplier: 3 })] as const);
const WITHOUT_KOKS = Object.freeze([WITH_KOKS[0], WITH_KOKS[1]] as const);

export const shortTavla: VariantModule<'short-tavla', typeof OPTIONS> = deepFreeze({
  id: 'short-tavla',
  name: 'short tavla',
  code: 'st',
  points: 24,
  hasBar: true,
  options: OPTIONS,
  presets: {
    // OP-2, OP-3, CU-12, MP-1 (9 points, SPORTNARDY).
    standard: { game: { firstMove: 'useOpeningDice', nextGameStarter: 'openingRoll', cube: true, length: 9 } },
    // VAR-8 / ST-10 / ST-11 / SC-2: winner rerolls, no cube, a win is at most 2 points; previous winner starts (INTERPRETATION).
    turkish: { rules: { shortTavla: { koks: false } }, game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 } },
  },
  moveRules,
  startSide: () => START,
  scoring: {
    levels: (options: Options) => (options.shortTavla.koks ? WITH_KOKS : WITHOUT_KOKS),
    // SC-2: oin once the loser has borne off; koks needs a checker on the bar or in the winner's
    // home, which is the loser's own 19..24.
    classify(position, loser, options): OutcomeKind {
      if (position.off(loser) > 0) return 'oin';
      if (options.shortTavla.koks && (position.bar(loser) > 0 || anyOn(position, loser, 19, 24))) return 'koks';
      return 'mars';
    },
  },
});
