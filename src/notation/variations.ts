import type { GameConfig, GameSettings } from '../game/config.js';

/**
 * The backgammon setups other programs name in their files — a .mat file's
 * `; [Variation "…"]` (eXtreme Gammon writes `Backgammon`, GNU Backgammon `NackGammon`,
 * `HyperGammon (1)`, …) and a GNU Backgammon SGF file's `RU[…]` (`Nackgammon`, `Hypergammon1`,
 * …) — and the configuration each is played with (NH-1: short tavla's presets `nackgammon` and
 * `hypergammon` with `shortTavla.hyperCheckers` N). Names are compared without case, spaces or
 * brackets. A setup missing here is refused (`mat-unsupported`, `sgf-unsupported`).
 */
interface Variation {
  /** The name as GNU Backgammon's .mat export writes it (`; [Variation "…"]`). */
  readonly mat: string;
  /** The word of GNU Backgammon's SGF `RU` value. */
  readonly sgf: string;
  readonly config: GameConfig;
  /** Whether a match of these settings is this setup. */
  readonly is: (settings: GameSettings) => boolean;
}

const setup = (s: GameSettings): unknown => (s.options as { shortTavla?: { setup?: unknown } }).shortTavla?.setup;
const hyper = (s: GameSettings): unknown => (s.options as { shortTavla?: { hyperCheckers?: unknown } }).shortTavla?.hyperCheckers;

const hypergammon = (n: 1 | 2 | 3): Variation => ({
  mat: `HyperGammon (${n})`,
  sgf: `Hypergammon${n}`,
  config: { variant: 'short-tavla', preset: 'hypergammon', options: { shortTavla: { hyperCheckers: n } } },
  is: (s) => s.variant === 'short-tavla' && setup(s) === 'hypergammon' && hyper(s) === n,
});

const VARIATIONS: readonly Variation[] = [
  { mat: 'Backgammon', sgf: '', config: { variant: 'short-tavla', preset: 'standard' }, is: (s) => s.variant === 'short-tavla' && setup(s) === 'standard' },
  { mat: 'NackGammon', sgf: 'Nackgammon', config: { variant: 'short-tavla', preset: 'nackgammon' }, is: (s) => s.variant === 'short-tavla' && setup(s) === 'nackgammon' },
  hypergammon(1),
  hypergammon(2),
  hypergammon(3),
];

const key = (name: string): string => name.toLowerCase().replace(/[\s()]/g, '');

function byName(name: string): Variation | undefined {
  const k = key(name);
  return VARIATIONS.find((v) => key(v.mat) === k || (v.sgf !== '' && key(v.sgf) === k));
}

/** The base configuration for a variation's name (undefined: none given, backgammon), or null when the library does not play it. */
export function variationConfig(name: string | undefined): GameConfig | null {
  return byName(name ?? 'backgammon')?.config ?? null;
}

/** True for a word of an SGF `RU` value that names a setup: a known one, or any other "…gammon" (refused as unsupported). */
export function isVariationName(word: string): boolean {
  return byName(word) !== undefined || /gammon/i.test(word);
}

/** The setup of a match's settings as GNU Backgammon names it in .mat and SGF files; null for a setup it does not play (Long-gammon). */
export function variationOf(settings: GameSettings): { readonly mat: string; readonly sgf: string } | null {
  const found = VARIATIONS.find((v) => v.is(settings));
  return found === undefined ? null : { mat: found.mat, sgf: found.sgf };
}
