import { deepFreeze } from '../core/snapshot.js';
import { buildGeometry } from '../core/geometry.js';
import { oneOf, type OptionsOf, type SectionOf } from '../core/option-schema.js';
import { straightTargets } from '../core/tracks.js';
import type { HitterRule, ModuleRules, OutcomeKind, StartSide, VariantModule } from '../core/variant.js';
import { BEAR_OFF_SECTION, bearOffPolicy } from './bear-off.js';
import { perOptions } from './per-options.js';
import { anyOn } from './scoring-helpers.js';

/**
 * Short tavla: backgammon as played in Russia and Turkey (docs/rules/short-tavla.md), and with it
 * Greek Portes (docs/rules/portes.md), Bulgarian Tabla (tavli-match.md TV-11) and the backgammon
 * setups Nackgammon, Hypergammon and Long-gammon (backgammon-setups.md), which are its presets.
 */

const SHORT_TAVLA_SECTION = Object.freeze({
  koks: oneOf(true, [true, false]), // SC-2 (PO-4: Portes' tavli.backgammon)
  hitAndRun: oneOf('allowed', ['allowed', 'forbiddenInOwnHome', 'forbiddenToOwnPoint']), // ST-9
  setup: oneOf('standard', ['standard', 'nackgammon', 'hypergammon', 'longGammon']), // NH-1
  hyperCheckers: oneOf(3, [1, 2, 3]), // NH-3: checkers a side under setup 'hypergammon' (no effect otherwise)
  gammonRule: oneOf('noneBorneOff', ['noneBorneOff', 'checkerInStartQuarter']), // PO-4: Portes' tavli.gammonRule
});

const OPTIONS = Object.freeze({ bearOff: BEAR_OFF_SECTION, shortTavla: SHORT_TAVLA_SECTION });

/**
 * The `shortTavla` option section (docs/rules/short-tavla.md): `koks` (SC-2), `hitAndRun` (ST-9),
 * `setup` (NH-1), `hyperCheckers` (NH-3) and `gammonRule` (PO-4).
 */
export type ShortTavlaOptions = SectionOf<typeof SHORT_TAVLA_SECTION>;
/** ST-9: what a checker that hit may do afterwards in the same turn. */
export type HitAndRun = ShortTavlaOptions['hitAndRun'];
/** NH-1: the starting position of short tavla. */
export type ShortTavlaSetup = ShortTavlaOptions['setup'];
/** PO-4: what makes a double win (a gammon). */
export type GammonRule = ShortTavlaOptions['gammonRule'];
type Options = OptionsOf<typeof OPTIONS>;

// ST-1 / G-3: White's own numbering is the board's; Black's point b is board point 25 - b (ST-2).
const GEOMETRY = buildGeometry(
  24,
  (p) => p,
  (p) => 25 - p,
);

const side = (points: Record<number, number>): StartSide => Object.freeze({ points: Object.freeze(points) });

/** Each setup's start, the same in each player's own numbering. */
const STARTS: Readonly<Record<Exclude<ShortTavlaSetup, 'hypergammon'>, StartSide>> = Object.freeze({
  standard: side({ 24: 2, 13: 5, 8: 3, 6: 5 }), // ST-1, PO-1
  nackgammon: side({ 24: 2, 23: 2, 13: 4, 8: 3, 6: 4 }), // NH-2
  longGammon: side({ 24: 15 }), // NH-5
});
// NH-3: N checkers, one on each of the player's own 24, 23 and 22 (the first N of them).
const HYPER_STARTS: readonly StartSide[] = Object.freeze([side({}), side({ 24: 1 }), side({ 24: 1, 23: 1 }), side({ 24: 1, 23: 1, 22: 1 })]);

/** G-1 / NH-3 / NH-4: checkers a side: 15, or Hypergammon's N. */
function checkersOf(options: ShortTavlaOptions): number {
  return options.setup === 'hypergammon' ? options.hyperCheckers : 15;
}

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
    checkers: checkersOf(options.shortTavla), // G-1, NH-3
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
    // Portes, PO-1..PO-5: the standard setup, no triple (PO-4), the opening winner rolls both dice
    // anew (PO-2), the previous winner starts the next game (PO-3), no cube (PO-5), 5 points (suggested).
    // PO-5's option lets a club play Portes with the cube, so the cube is only off by default.
    // In a rotation match (TV-10) Portes reads the Tavli options, which it spells as its own (PO-4).
    portes: {
      rules: { shortTavla: { koks: false } },
      game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 },
      matchSpelling: { tavli: { backgammon: ['shortTavla', 'koks'], gammonRule: ['shortTavla', 'gammonRule'] } },
    },
    // Bulgarian Tabla as a single game, TV-11: no cube, no koks. The rule book leaves the opening
    // and the next game's starter unstated (tavli-match.md, Presets); this preset chooses what the
    // Tabla match says of its games and what its other two games do: the previous winner starts
    // the next game (TV-11), the opening winner rolls both dice anew (as gulbaraBulgarian and
    // tapa, OP-2 'winnerRerolls'), and 5 points, the Tabla match's target.
    tabla: { rules: { shortTavla: { koks: false } }, game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 } },
    // NH-1 / NH-2: only the setup changes; koks, the cube and the roll-off dice as in GNU Backgammon.
    nackgammon: { rules: { shortTavla: { setup: 'nackgammon' } }, game: { firstMove: 'useOpeningDice', nextGameStarter: 'openingRoll', cube: true, length: 9 } },
    // NH-1 / NH-3 / NH-4: three checkers a side (shortTavla.hyperCheckers chooses 1..3).
    hypergammon: { rules: { shortTavla: { setup: 'hypergammon', hyperCheckers: 3 } }, game: { firstMove: 'useOpeningDice', nextGameStarter: 'openingRoll', cube: true, length: 9 } },
    // NH-1 / NH-5 (low-medium confidence, CONFLICT-40): all fifteen on the 24-point.
    longGammon: { rules: { shortTavla: { setup: 'longGammon' } }, game: { firstMove: 'useOpeningDice', nextGameStarter: 'openingRoll', cube: true, length: 9 } },
  },
  moveRules,
  startSide: (options: Options) => (options.shortTavla.setup === 'hypergammon' ? HYPER_STARTS[options.shortTavla.hyperCheckers]! : STARTS[options.shortTavla.setup]),
  scoring: {
    levels: (options: Options) => (options.shortTavla.koks ? WITH_KOKS : WITHOUT_KOKS),
    // SC-2 / NH-4: oin once the loser has borne off (whatever his number of checkers); koks needs
    // a checker on the bar or in the winner's home, which is the loser's own 19..24. PO-4's
    // 'checkerInStartQuarter' makes the double a loser with a checker still in his starting
    // quarter (own 19..24) or behind it, on the bar, borne off or not.
    classify(position, loser, options): OutcomeKind {
      const o = options.shortTavla;
      const noneOff = position.off(loser) === 0;
      const back = position.bar(loser) > 0 || anyOn(position, loser, 19, 24);
      if (!(o.gammonRule === 'noneBorneOff' ? noneOff : back)) return 'oin';
      if (o.koks && noneOff && back) return 'koks';
      return 'mars';
    },
  },
});
