import type { GameConfig } from '../game/config.js';

/**
 * The backgammon setups other programs name in their files — a .mat file's
 * `; [Variation "…"]` (eXtreme Gammon writes `Backgammon`, GNU Backgammon `NackGammon`,
 * `HyperGammon (1)`, …) and a GNU Backgammon SGF file's `RU[…]` (`Nackgammon`, `Hypergammon1`,
 * …) — and the configuration each is played with. Names are compared without case, spaces or
 * brackets. A setup missing here is refused (`mat-unsupported`, `sgf-unsupported`); one the
 * library learns to play (Nackgammon as a short tavla preset) is added as one line.
 */
const VARIATIONS: Readonly<Record<string, GameConfig>> = {
  backgammon: { variant: 'short-tavla', preset: 'standard' },
};

/** The names of the setups GNU Backgammon knows besides backgammon, as its SGF rules write them. */
export const GNUBG_VARIATIONS: readonly string[] = ['nackgammon', 'hypergammon1', 'hypergammon2', 'hypergammon3'];

const key = (name: string): string => name.toLowerCase().replace(/[\s()]/g, '');

/** The base configuration for a variation's name (undefined: none given, backgammon), or null when the library does not play it. */
export function variationConfig(name: string | undefined): GameConfig | null {
  const k = key(name ?? 'backgammon');
  return Object.hasOwn(VARIATIONS, k) ? VARIATIONS[k]! : null;
}

/** True for a word of an SGF `RU` value that names a setup (played or not). */
export function isVariationName(word: string): boolean {
  const k = key(word);
  return Object.hasOwn(VARIATIONS, k) || GNUBG_VARIATIONS.includes(k);
}
