/**
 * Rule options, named exactly as docs/rules/rule-index.md#options names them, so a reader of the rule book can
 * configure any house rule without learning another vocabulary.
 *
 * `OptionsInput` is what callers write (every field optional); each variant resolves it to a
 * complete, frozen `RulesOptions` with the rule book's defaults.
 */

export interface BearOffOptions {
  /** G-13: over-shoot from the highest occupied point. Default true. */
  readonly higherDieRule: boolean;
  /** G-14: a die may move a checker inside the home instead of bearing off. Default true. */
  readonly allowMovesWithinHome: boolean;
}

export type HitAndRun = 'allowed' | 'forbiddenInOwnHome' | 'forbiddenToOwnPoint';

export interface ShortTavlaOptions {
  /** SC-2: koks (backgammon, x3) counts. Default true. */
  readonly koks: boolean;
  /** ST-9: may the checker that hit keep moving? Default 'allowed'. */
  readonly hitAndRun: HitAndRun;
}

/** LN-12: when a second checker may leave the head on a player's first turn. */
export type FirstTurnHeadException = 'list' | 'anyBlockage' | 'blockedByHeadOnly' | 'anyDouble';
/** LN-13a: when the six-block rule is checked. */
export type BlockCheck = 'endOfTurn' | 'passThroughOnly' | 'everySubMove';
/** LN-13b: what makes a six-block allowed. */
export type BlockVariant = 'opponentCheckerAhead' | 'opponentCheckerInHome';
/** SC-4: which long-nard losses count as koks. */
export type LongNardKoks = 'none' | 'inWinnerHome' | 'inOwnStartQuarter' | 'noCheckerHome';
export type DieValue = 1 | 2 | 3 | 4 | 5 | 6;

/** docs/rules/rule-index.md#options `longNard` (also read by crazy gulbar, CG-1). */
export interface LongNardOptions {
  /** LN-11: at most one checker leaves the head per turn. Default true. */
  readonly headRule: boolean;
  /** LN-12: the first-turn exception. Default 'list'. */
  readonly firstTurnHeadException: FirstTurnHeadException;
  /** LN-12 'list' / 'blockedByHeadOnly': the doubles (by value) that allow two. Default [6, 4, 3]. */
  readonly headExceptionRolls: readonly DieValue[];
  /** LN-13: the six-block rule. Default true. */
  readonly blockRule: boolean;
  /** LN-13a. Default 'endOfTurn'. */
  readonly blockCheck: BlockCheck;
  /** LN-13b. Default 'opponentCheckerAhead'. */
  readonly blockVariant: BlockVariant;
  /** LN-15: last-roll draw (read by scoring). Default false. */
  readonly lastRollDraw: false | { readonly drawScore: 'half' | 'one' };
  /** SC-4 (read by scoring). Default 'none'. */
  readonly koks: LongNardKoks;
  /** SC-4: points for a koks. Default 3. */
  readonly koksPoints: number;
  /** SC-6: home mars (read by scoring). Default null (off). */
  readonly homeMars: null | { readonly points: 3 | 4 };
}

/** CG-4: which stages of a player's first turn LN-12's head exception applies to. */
export type FirstTurnExceptionStages = 'initialOnly' | 'allStages';
/** CG-5: what happens to a cascade stage's unplayable sub-moves. */
export type CascadeRemainder = 'opponent' | 'forfeit';
/** CG-8: crazy gulbar's bear-off. */
export type GulbarBearOff = 'exactOnly' | 'exactOrHighest' | 'standard';

/** docs/rules/rule-index.md#options `crazyGulbar` (the cascade, CG-2..CG-9); the rest of the rules is `longNard` (CG-1). */
export interface CrazyGulbarOptions {
  /** CG-2: sub-moves per cascade stage. Default 4. */
  readonly movesPerStage: 4 | 2;
  /** CG-3: a double cascades from the player's k-th own turn. Default 1. */
  readonly cascadeFromTurn: number;
  /** CG-4: LN-12 on the initial stage only, or on every own stage of the first turn. Default 'initialOnly'. */
  readonly firstTurnExceptionStages: FirstTurnExceptionStages;
  /** CG-5: unplayable sub-moves go to the opponent, or are lost. Default 'opponent'. */
  readonly remainder: CascadeRemainder;
  /** CG-6: transfer even when the roller played nothing. Default true. */
  readonly transferIfNothingPlayed: boolean;
  /** CG-7: unplayable dice of any roll go to the opponent. Default false. */
  readonly transferNonDoubles: boolean;
  /** CG-8. Default 'exactOnly'. */
  readonly bearOff: GulbarBearOff;
  /** CG-9: the cascade goes on once bear-off has begun. Default true. */
  readonly cascadeDuringBearOff: boolean;
}

/** SO-4: what a 2-5 does to a checker still on the stack (own point 12). */
export type SixOneNumberMeaning = 'distance' | 'pointNumber';
/** SO-5: what a 6 or 1 does to a checker that has left the stack. */
export type SixOneMovedCheckers = 'move' | 'unusable';

export interface SixOneOptions {
  /** SO-4: 'distance' moves a stack checker n points; 'pointNumber' puts it on row point n. Default 'distance'. */
  readonly numberMeaning: SixOneNumberMeaning;
  /** SO-5: a 6 or 1 moves a checker off the stack normally ('move') or not at all. Default 'move'. */
  readonly oneSixForMovedCheckers: SixOneMovedCheckers;
  /** SO-6: only a move that ends exactly at home goes home. Default false. */
  readonly exactHome: boolean;
  /** SO-7: sub-moves a double gives. Default 2. */
  readonly doubles: 2 | 4;
}

export interface RulesOptions {
  /** G-13 / G-14; absent in six-one, whose SO-6 replaces the generic bear-off rules. */
  readonly bearOff?: BearOffOptions;
  readonly shortTavla?: ShortTavlaOptions;
  readonly longNard?: LongNardOptions;
  readonly crazyGulbar?: CrazyGulbarOptions;
  readonly sixOne?: SixOneOptions;
}

// `| undefined`: optional sections (shortTavla?, sixOne?) must be partial too, not all-or-nothing.
type DeepPartial<T> = {
  // Arrays (LN-12 headExceptionRolls) are values, not sections: given whole or not at all.
  -readonly [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object | undefined
      ? DeepPartial<Exclude<T[K], undefined>>
      : T[K];
};

/** What callers pass in `Setup.options` or `startPosition(variant, options)`. */
export type OptionsInput = DeepPartial<RulesOptions> & { preset?: string };
