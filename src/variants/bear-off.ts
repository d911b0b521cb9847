import { oneOf, type SectionOf } from '../core/option-schema.js';
import type { BearOffPolicy } from '../core/variant.js';

/**
 * The generic bear-off options of the rule book (G-13, G-14), shared by the variants that use
 * G-11..G-14 as they stand (short tavla and its presets, long nard, Fevga).
 */
export const BEAR_OFF_SECTION = Object.freeze({
  higherDieRule: oneOf(true, [true, false]), // G-13: over-shoot from the highest occupied point
  allowMovesWithinHome: oneOf(true, [true, false]), // G-14: a die may move a checker inside the home
});

/**
 * The `bearOff` option section (docs/rules/rule-index.md#options): `higherDieRule` (G-13, default
 * true: a die larger than needed bears off from the highest occupied point) and
 * `allowMovesWithinHome` (G-14, default true: a die may move a checker inside the home).
 */
export type BearOffOptions = SectionOf<typeof BEAR_OFF_SECTION>;

/** G-11..G-14 as the generator's policy. */
export function bearOffPolicy(options: BearOffOptions): BearOffPolicy {
  return Object.freeze({
    requireAllHome: true, // G-11
    overshoot: options.higherDieRule ? 'fromHighest' : 'never', // G-13
    movesWithinHome: options.allowMovesWithinHome, // G-14
  });
}
