import { deepFreeze } from '../core/snapshot.js';
import { CHECKERS } from '../core/board.js';
import type { Dice } from '../core/dice.js';
import { oneOf, where, type OptionsOf, type SectionOf } from '../core/option-schema.js';
import { stagePlan } from '../core/stage-plan.js';
import { straightTargets } from '../core/tracks.js';
import type { ModuleRules, Overshoot, StagePlan, TurnStructure, VariantModule } from '../core/variant.js';
import { headRuleHooks } from './head-rule.js';
import { LONG_NARD_SECTION, NARD_GEOMETRY, NARD_START, nardScoring } from './long-nard.js';
import { perOptions } from './per-options.js';
import { blockHooks } from './six-block.js';

/**
 * Crazy gulbar (бешеный гюльбар, gul bara), docs/rules/crazy-gulbar.md: long nard (CG-1) with the doubles
 * cascade (CG-2) played stage by stage (CG-4), unplayable remainders passed to the opponent
 * (CG-5..CG-7), its own bear-off (CG-8) and CG-9's bear-off stop. The cascade is handed to the
 * turn layer as data (`MoveRules.turnStructure`); the generator sees one stage at a time.
 * See docs/crazy-gulbar.md.
 */

const isTurnNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** The `crazyGulbar` options (docs/rules/rule-index.md#options), with the rule book's defaults. */
const CRAZY_GULBAR_SECTION = Object.freeze({
  movesPerStage: oneOf(4, [4, 2]), // CG-2, CONFLICT-8
  cascadeFromTurn: where(1, isTurnNumber, 'a positive integer (the own turn from which doubles cascade)'), // CG-3, CONFLICT-9
  firstTurnExceptionStages: oneOf('initialOnly', ['initialOnly', 'allStages']), // CG-4
  remainder: oneOf('opponent', ['opponent', 'forfeit']), // CG-5, CONFLICT-10
  transferIfNothingPlayed: oneOf(true, [true, false]), // CG-6, CONFLICT-11
  transferNonDoubles: oneOf(false, [true, false]), // CG-7
  bearOff: oneOf('exactOnly', ['exactOnly', 'exactOrHighest', 'standard']), // CG-8, CONFLICT-12
  cascadeDuringBearOff: oneOf(true, [true, false]), // CG-9
});

/**
 * The `crazyGulbar` option section (docs/rules/crazy-gulbar.md): `movesPerStage` (CG-2: 4 or 2),
 * `cascadeFromTurn` (CG-3), `firstTurnExceptionStages` (CG-4), `remainder` (CG-5),
 * `transferIfNothingPlayed` (CG-6), `transferNonDoubles` (CG-7), `bearOff` (CG-8) and
 * `cascadeDuringBearOff` (CG-9).
 */
export type CrazyGulbarOptions = SectionOf<typeof CRAZY_GULBAR_SECTION>;
/** CG-4: whether LN-12's first-turn head exception applies to the first stage of a cascade only or to all. */
export type FirstTurnExceptionStages = CrazyGulbarOptions['firstTurnExceptionStages'];
/** CG-5: what happens to a cascade's unplayable rest: the opponent plays it, or it is forfeit. */
export type CascadeRemainder = CrazyGulbarOptions['remainder'];
/** CG-8: how checkers are borne off: exact dice only, exact or from the highest point, or as in short tavla. */
export type GulbarBearOff = CrazyGulbarOptions['bearOff'];

/**
 * CG-1: the `longNard` section applies as it is (head rule, LN-12, six-block rule, scoring).
 * There is no `bearOff` section: CG-8's `crazyGulbar.bearOff` replaces G-13 / G-14, so a
 * `bearOff` section is refused as 'option-not-for-variant' rather than half-obeyed.
 */
const OPTIONS = Object.freeze({ longNard: LONG_NARD_SECTION, crazyGulbar: CRAZY_GULBAR_SECTION });
type Options = OptionsOf<typeof OPTIONS>;


const TARGETS = straightTargets(24); // G-6 / LN-2 via CG-1

/** CG-8 as the generator's bear-off policy. */
function bearOffPolicy(mode: CrazyGulbarOptions['bearOff']): { overshoot: Overshoot; movesWithinHome: boolean } {
  switch (mode) {
    case 'exactOnly':
      // A die n bears off only from point n (G-13 off), and once every checker is home no die
      // may move inside the home (G-14 off). While a checker is outside, home checkers move as usual.
      return { overshoot: 'never', movesWithinHome: false };
    case 'exactOrHighest':
      // As 'exactOnly', but with nothing on n or above, the highest occupied point may bear off:
      // exactly G-13's over-shoot from the highest point.
      return { overshoot: 'fromHighest', movesWithinHome: false };
    case 'standard':
      // LN-14: G-13 and G-14 with their defaults.
      return { overshoot: 'fromHighest', movesWithinHome: true };
  }
}

const freezePlan = (subMoves: number[], dice: Dice, headException: boolean, transferable: boolean): StagePlan =>
  stagePlan(subMoves, Object.freeze([dice[0], dice[1]] as const), headException, transferable);

/**
 * CG-2 / CG-3 / CG-4 / CG-7 as a table of frozen stage lists, built once per option set:
 * `mixed[a * 7 + b]`, `plainDouble[d]` (a double played normally, G-8) and `cascade[d]`.
 */
function stageTables(o: CrazyGulbarOptions): TurnStructure['stages'] {
  const mixed: (readonly StagePlan[])[] = [];
  const plainDouble: (readonly StagePlan[])[] = [];
  const cascade: (readonly StagePlan[])[] = [];
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      // CG-7: a non-double's unplayable die is lost as in long nard, unless transferNonDoubles.
      if (a !== b) mixed[a * 7 + b] = Object.freeze([freezePlan([a, b], [a, b], true, o.transferNonDoubles)]);
    }
    // CG-3: a double before the cascade starts is played normally: four sub-moves (G-8), and
    // (CG-7) its remainder is lost unless transferNonDoubles ("any roll").
    plainDouble[a] = Object.freeze([freezePlan([a, a, a, a], [a, a], true, o.transferNonDoubles)]);
    // CG-2: stage d, d+1, ..., 6, each movesPerStage sub-moves of that value. CG-4: LN-12's
    // exception on the initial stage only, or on every stage with 'allStages'. CG-5: a stage's
    // remainder passes to the opponent unless remainder is 'forfeit'.
    const stages: StagePlan[] = [];
    for (let v = a; v <= 6; v++) {
      stages.push(
        freezePlan(
          new Array<number>(o.movesPerStage).fill(v),
          [v, v],
          v === a || o.firstTurnExceptionStages === 'allStages',
          o.remainder === 'opponent',
        ),
      );
    }
    cascade[a] = Object.freeze(stages);
  }
  return (dice, turnsPlayedByRoller) => {
    // Indexed, not destructured: destructuring walks the array's iterator on every call.
    const a = dice[0];
    const b = dice[1];
    if (a !== b) return mixed[a * 7 + b]!;
    // CG-3: the roll is the roller's own turn number turnsPlayedByRoller + 1.
    return turnsPlayedByRoller + 1 >= o.cascadeFromTurn ? cascade[a]! : plainDouble[a]!;
  };
}

const moveRules = perOptions((options: Options): ModuleRules => {
  const ln = options.longNard;
  const cg = options.crazyGulbar;
  const stepsForDouble = 4; // G-8: a double that does not cascade (CG-3)
  const block = blockHooks(ln.blockRule, ln.blockCheck, ln.blockVariant, NARD_GEOMETRY.facing); // LN-13 via CG-1
  const { overshoot, movesWithinHome } = bearOffPolicy(cg.bearOff);
  // LN-12 'blockedByHeadOnly' walks a lone head checker through the sub-moves of a first-turn
  // double: a cascade stage's when first-turn doubles cascade (CG-3), else G-8's four.
  const firstTurnDoubleSteps = cg.cascadeFromTurn <= 1 ? cg.movesPerStage : stepsForDouble;
  const turnStructure: TurnStructure = Object.freeze({
    stages: stageTables(cg),
    transferIfNothingPlayed: cg.transferIfNothingPlayed, // CG-6
    stopsOnceBearingOff: !cg.cascadeDuringBearOff, // CG-9
    // CG-4: stages without LN-12's exception keep LN-11's one head checker (none with headRule off).
    plainHeadLimit: ln.headRule ? 1 : CHECKERS,
  });
  const rules: ModuleRules = Object.freeze({
    checkers: 15, // G-1
    points: 24,
    homeSize: 6, // LN-3
    hasBar: false, // LN-4: nothing is ever hit
    absolute: NARD_GEOMETRY.absolute, // LN-1..LN-3 / G-3: the long-nard board (CG-1)
    ownAt: NARD_GEOMETRY.ownAt,
    facing: NARD_GEOMETRY.facing,
    closedAt: 1, // LN-4
    hits: false, // LN-4
    bearOff: Object.freeze({ requireAllHome: true, overshoot, movesWithinHome }), // G-11, CG-8
    target: TARGETS,
    stepsForDouble,
    // LN-11 / LN-12 per stage (CG-4): the generator asks these hooks for stages that may have the
    // exception, and uses turnStructure.plainHeadLimit for the others.
    ...headRuleHooks(ln, firstTurnDoubleSteps),
    hitter: 'free',
    // As in long nard: order matters under LN-13a's in-play timings, and when no die may move
    // inside the home once all checkers are home (CG-8 'exactOnly' / 'exactOrHighest': 6/3 then
    // 7/4 is legal, 7/4 then 6/3 is not). orderIndependentOutsideHome is true when only the
    // latter makes it matter; the generator then lets the last checker's homecoming come late.
    orderIndependent: block.orderIndependent && movesWithinHome,
    orderIndependentOutsideHome: block.orderIndependent,
    stepConstraint: block.stepConstraint, // LN-13a; 'endOfTurn' = end of each stage (CG-4)
    pins: false,
    mayMoveFrom: null,
    outcomeAfterStep: null,
    preferredPlays: null,
    endConstraint: block.endConstraint, // LN-13, LN-13c, per stage
    ...(block.endConstraintOnMask === undefined ? {} : { endConstraintOnMask: block.endConstraintOnMask }),
    turnStructure,
  });
  return rules;
});

export const crazyGulbar: VariantModule<'crazy-gulbar', typeof OPTIONS> = deepFreeze({
  id: 'crazy-gulbar',
  name: 'crazy gulbar',
  code: 'cg',
  points: 24,
  hasBar: false,
  options: OPTIONS,
  presets: {
    // Russian crazy gulbar, §13.6's defaults. CG-12 and CU-12: as long nard traditional, no cube; 5 points suggested.
    standard: { game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 } },
    // The rule book's gulbaraBulgarian (QJS, EIGHTY, bg-wiki): doubles cascade from each player's
    // fourth own roll, the remainder goes to the opponent only if the roller played something,
    // standard bear-off. QJS implements neither the head rule nor the six-block rule and no
    // Bulgarian text confirms or denies them (CONFLICT-22), so the preset turns both off as flags
    // a caller may turn back on.
    bulgarian: {
      rules: {
        crazyGulbar: { cascadeFromTurn: 4, remainder: 'opponent', transferIfNothingPlayed: false, bearOff: 'standard' },
        longNard: { headRule: false, blockRule: false },
      },
      game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 },
    },
  },
  moveRules,
  startSide: () => NARD_START, // LN-1 via CG-1
  scoring: nardScoring, // SC-3 via CG-1
  lastRollDraw: (o) => o.longNard.lastRollDraw, // LN-15 (CG-1: crazy gulbar too; its extra turn may be a cascade)
});
