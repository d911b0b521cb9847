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

const preset = (games: MatchPreset['games'], game: GamePreset): MatchPreset =>
  Object.freeze({ games: Object.freeze(games.map((g) => Object.freeze({ ...g }))), game: Object.freeze({ ...game }) });

/** The name of a match preset: `'tavliMatch'` (TV-1) or `'tablaMatch'` (TV-11). */
export type MatchPresetName = 'tavliMatch' | 'tablaMatch';

/** Every match preset by name; the type makes the table list exactly the names above. */
export const MATCH_PRESETS: Readonly<Record<MatchPresetName, MatchPreset>> = Object.freeze({
  // TV-1: Portes, Plakoto, Fevga, then Portes again; TV-10: each game with its own preset's rules.
  // TV-2 length 5, TV-3 the opening winner throws both dice anew, TV-4 the previous winner starts
  // the next game, TV-7 no cube. TV-5's match.afterDraw keeps its default, 'rollOff'.
  tavliMatch: preset(
    [
      { variant: 'short-tavla', preset: 'portes' },
      { variant: 'plakoto', preset: 'plakoto' },
      { variant: 'fevga', preset: 'fevga' },
    ],
    { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, cubeForbiddenBy: 'TV-7', length: 5 },
  ),
  // TV-11 (low confidence): Tabla, Gjul Bara (gulbaraBulgarian), Tapa; target 5, the previous
  // winner starts, no cube. The first move is each game's preset's (the preset table: "per game").
  tablaMatch: preset(
    [
      { variant: 'short-tavla', preset: 'tabla' },
      { variant: 'crazy-gulbar', preset: 'bulgarian' },
      { variant: 'plakoto', preset: 'tapa' },
    ],
    { nextGameStarter: 'previousWinner', cube: false, cubeForbiddenBy: 'TV-11', length: 5 },
  ),
});
