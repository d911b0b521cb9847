import { buildGeometry } from '../core/geometry.js';
import type { OptionsInput, RulesOptions, ShortTavlaOptions } from '../core/options.js';
import { resolveOptionsBySpec, type OptionsSpec } from '../core/option-schema.js';
import type { SetupError } from '../core/errors.js';
import type { Result } from '../core/result.js';
import { straightTargets } from '../core/tracks.js';
import type { HitterRule, MoveRules, StartSide, Variant } from '../core/variant.js';

/** Short tavla: backgammon as played in Russia and Turkey (docs/rules/short-tavla.md). */

const SPEC: OptionsSpec = {
  bearOff: {
    higherDieRule: { default: true, allowed: [true, false] }, // G-13
    allowMovesWithinHome: { default: true, allowed: [true, false] }, // G-14
  },
  shortTavla: {
    koks: { default: true, allowed: [true, false] }, // SC-2
    hitAndRun: { default: 'allowed', allowed: ['allowed', 'forbiddenInOwnHome', 'forbiddenToOwnPoint'] }, // ST-9
  },
};

/** Named option sets (docs/rules/rule-index.md#options). Game-level parts of a preset (opening, cube) live in the game layer. */
const PRESETS = {
  standard: {},
  // VAR-8 / SC-2: Turkish tavla caps a win at 2 points.
  turkish: { shortTavla: { koks: false } },
} as const;

// ST-1 / G-3: White's own numbering is the board's; Black's point b is board point 25 - b (ST-2).
const GEOMETRY = buildGeometry(
  24,
  (p) => p,
  (p) => 25 - p,
);

// ST-1: 2 on 24, 5 on 13, 3 on 8, 5 on 6, in each player's own numbering.
const START: StartSide = Object.freeze({ points: Object.freeze({ 24: 2, 13: 5, 8: 3, 6: 5 }) });

const TARGETS = straightTargets(24);

const HITTER: Readonly<Record<ShortTavlaOptions['hitAndRun'], HitterRule>> = {
  allowed: 'free',
  forbiddenInOwnHome: 'frozenInHome',
  forbiddenToOwnPoint: 'noHideOnOwnPoint',
};

const rulesCache = new WeakMap<RulesOptions, MoveRules>();

function moveRules(options: RulesOptions): MoveRules {
  const cached = rulesCache.get(options);
  if (cached) return cached;
  const hitter = HITTER[options.shortTavla?.hitAndRun ?? 'allowed'];
  const rules: MoveRules = Object.freeze({
    points: 24,
    homeSize: 6, // ST-3
    hasBar: true,
    absolute: GEOMETRY.absolute,
    ownAt: GEOMETRY.ownAt,
    facing: GEOMETRY.facing,
    closedAt: 2, // ST-4: two or more opposing checkers close a point
    hits: true, // ST-5
    bearOff: Object.freeze({
      requireAllHome: true, // G-11 / ST-8
      overshoot: (options.bearOff?.higherDieRule ?? true) ? 'fromHighest' : 'never', // G-13
      movesWithinHome: options.bearOff?.allowMovesWithinHome ?? true, // G-14
    }),
    target: TARGETS,
    stepsForDouble: 4, // G-8
    headPoint: 0,
    headLimit: () => 15,
    hitter,
    // Reordering steps never changes what is legal unless a house rule tracks the hitting checker,
    // or G-14's option forbids moves inside the home once all are home (6/3 before 7/4, not after).
    orderIndependent: hitter === 'free' && (options.bearOff?.allowMovesWithinHome ?? true),
    orderIndependentOutsideHome: hitter === 'free',
    stepConstraint: null,
    endConstraint: null,
  });
  rulesCache.set(options, rules);
  return rules;
}

export const shortTavla: Variant = Object.freeze({
  id: 'short-tavla',
  points: 24,
  hasBar: true,
  resolveOptions(input: OptionsInput | undefined): Result<RulesOptions, SetupError> {
    return resolveOptionsBySpec('short tavla', SPEC, input, PRESETS);
  },
  moveRules,
  startSide: () => START,
});
