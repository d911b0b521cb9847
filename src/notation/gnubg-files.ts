import { show } from '../core/show.js';
import type { GameState } from '../game/state.js';
import { newMatch } from '../game/reducer.js';
import { settingsDiff } from './record-header.js';
import { variationConfig, variationOf } from './variations.js';

/**
 * What GNU Backgammon's match files (.mat, SGF) can hold: backgammon, Nackgammon or Hypergammon
 * (NH-1; each by its preset's rules, Hypergammon with 1 to 3 checkers),
 * every game opened by the roll-off whose dice the winner plays (OP-1, OP-2), matches or money
 * sessions with the doubling cube, Crawford, Jacoby, beavers and raccoons. Why a match cannot be
 * written as `format`, or null.
 */
export function gnubgFileProblem(state: GameState, startFrom: boolean, format: string): string | null {
  const s = state.settings;
  if (s.variant !== 'short-tavla') return `${format} holds backgammon matches; this is ${s.variant}.`;
  if (startFrom) return `${format} games start from the starting position; startFrom cannot be written.`;
  if (s.opening.firstMove !== 'useOpeningDice') return `${format} games open with the roll-off dice (OP-2 useOpeningDice); the winner cannot roll anew.`;
  if (s.match.nextGameStarter !== 'openingRoll') return `${format} games each open with a roll-off (OP-3 openingRoll).`;
  if (s.lastRollDraw !== false) return `${format} has no drawn games (LN-15).`;
  if (s.cube.automaticDoubles > 0) return `${format} does not record the tied roll-offs of automatic doubles (CU-9).`;
  if (s.cube.progression !== 'geometric') return `${format} cubes double (CU-5 geometric).`;
  if (s.match.holland || s.cube.noGammonsOnceCubed || s.cube.jacobyCountsAutomaticDoubles) {
    return `${format} cannot say that the Holland rule, CU-13 or Jacoby counting automatic doubles is played.`;
  }
  // NH-1: backgammon, Nackgammon or Hypergammon with 1 to 3 checkers, each by its preset's rules.
  const variation = variationOf(s);
  if (variation === null) return `${format} matches are backgammon, Nackgammon or Hypergammon (1 to 3 checkers); not the ${s.preset} preset's setup.`;
  const config = variationConfig(variation.mat)!;
  const started = newMatch({ ...config, match: { length: s.match.length } });
  const options = started.ok ? settingsDiff(s, started.value.settings).filter(([path]) => path.startsWith('options.')) : [];
  if (options.length > 0) return `${format} matches are played by the ${variation.mat === 'Backgammon' ? 'standard' : variation.mat} rules; not ${show(options.map(([p]) => p))}.`;
  return null;
}
