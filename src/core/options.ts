/**
 * Rule options, named exactly as RULES.md §10 names them, so a reader of the rule book can
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

export interface RulesOptions {
  readonly bearOff: BearOffOptions;
  readonly shortTavla?: ShortTavlaOptions;
}

type DeepPartial<T> = { -readonly [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What callers pass in `Setup.options` or `startPosition(variant, options)`. */
export type OptionsInput = DeepPartial<RulesOptions> & { preset?: string };
