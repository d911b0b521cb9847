import fc from 'fast-check';
import type { OptionsInput } from '../../src/index.js';

/** LN-12's four `firstTurnHeadException` modes. */
export const HEAD_EXCEPTION_MODES = ['list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'] as const;

/** How a property test weights and widens the random options of `randomGulbarOptions`. */
export interface GulbarOptionsShape {
  /** How much likelier a random record is than each of the two fixed choices (defaults, Bulgarian preset). */
  readonly weight: number;
  /** The `crazyGulbar.cascadeFromTurn` values to pick from (repeat one to make it likelier). */
  readonly cascadeFromTurn: readonly number[];
  /** The `longNard.headRule` values to pick from (repeat one to make it likelier). */
  readonly headRule: readonly boolean[];
  /** Also vary `longNard.headExceptionRolls` (LN-12) and `longNard.blockVariant` (LN-13b). */
  readonly exceptionRollsAndBlockVariant: boolean;
}

/**
 * Random crazy gulbar options: the defaults, the Bulgarian preset, or a random record of §10's
 * crazyGulbar section and the longNard rules it builds on (CG-1).
 */
export function randomGulbarOptions(shape: GulbarOptionsShape): fc.Arbitrary<OptionsInput> {
  const wide = shape.exceptionRollsAndBlockVariant;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<OptionsInput>({}) },
    { weight: 1, arbitrary: fc.constant<OptionsInput>({ preset: 'bulgarian' }) },
    {
      weight: shape.weight,
      arbitrary: fc.record({
        crazyGulbar: fc.record({
          movesPerStage: fc.constantFrom<4 | 2>(4, 2),
          cascadeFromTurn: fc.constantFrom(...shape.cascadeFromTurn),
          firstTurnExceptionStages: fc.constantFrom<'initialOnly' | 'allStages'>('initialOnly', 'allStages'),
          remainder: fc.constantFrom<'opponent' | 'forfeit'>('opponent', 'forfeit'),
          transferIfNothingPlayed: fc.boolean(),
          transferNonDoubles: fc.boolean(),
          bearOff: fc.constantFrom<'exactOnly' | 'exactOrHighest' | 'standard'>('exactOnly', 'exactOrHighest', 'standard'),
          cascadeDuringBearOff: fc.boolean(),
        }),
        longNard: fc.record({
          headRule: fc.constantFrom(...shape.headRule),
          firstTurnHeadException: fc.constantFrom(...HEAD_EXCEPTION_MODES),
          ...(wide ? { headExceptionRolls: fc.constantFrom<(1 | 2 | 3 | 4 | 5 | 6)[]>([6, 4, 3], [6, 4], [5, 2]) } : {}),
          blockRule: fc.constantFrom(true, true, false),
          blockCheck: fc.constantFrom<'endOfTurn' | 'passThroughOnly' | 'everySubMove'>('endOfTurn', 'passThroughOnly', 'everySubMove'),
          ...(wide
            ? { blockVariant: fc.constantFrom<'opponentCheckerAhead' | 'opponentCheckerInHome'>('opponentCheckerAhead', 'opponentCheckerInHome') }
            : {}),
        }),
      }),
    },
  );
}
