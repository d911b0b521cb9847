import type { GamePreset } from '../core/variant.js';
import type { VariantId } from './registry.js';

/**
 * Matches that play several variants in turn (docs/rules/tavli-match.md). A match preset names
 * its games (a variant and one of its presets each) and the match-wide game settings.
 */
export interface MatchPreset {
  readonly games: readonly { readonly variant: VariantId; readonly preset: string }[];
  readonly game: GamePreset;
}

export const MATCH_PRESETS = Object.freeze({}) as Readonly<Record<string, MatchPreset>>;

export type MatchPresetName = string;
