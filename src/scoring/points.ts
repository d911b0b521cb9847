import type { Player } from '../core/player.js';
import { gammonsCountSingle, type CubeRules, type CubeState } from './cube.js';
import type { OutcomeKind } from './outcome.js';

/**
 * How a game ended: the last checker borne off; a refused double; an accepted resignation; a
 * draw; or a variant rule that decided it on the board (Plakoto's pinned mother, PL-12).
 */
export type GameEnd = 'bear-off' | 'drop' | 'resignation' | 'draw' | 'board-rule';

/** What each player scores for a draw: LN-15's half or one point (SC-9), or nothing (PL-14, PL-19). */
export type DrawScore = 'half' | 'one' | 'none';

/** Points each player receives from one game. */
export interface Points {
  /** White's points. */
  readonly white: number;
  /** Black's points. */
  readonly black: number;
}

/** The scored result of one game. */
export interface GameResult {
  /** `null` only for a draw (LN-15, PL-14, PL-19, FE-14). */
  readonly winner: Player | null;
  /** What happened on the board or was conceded (a drop is always `oin`, SC-7). */
  readonly kind: OutcomeKind | 'draw';
  /** How the game ended: on the board, by a rule on the board, a drop, a resignation or a draw. */
  readonly end: GameEnd;
  /** The multiplier actually scored: the kind's, or 1 when Jacoby (CU-8) or a drop makes it single. */
  readonly multiplier: number;
  /** The cube value the points were multiplied by (a draw ignores the cube: 1). */
  readonly cube: number;
  /** True when Jacoby (CU-8) or CU-13 counted a mars or koks as single. */
  readonly single: boolean;
  /** The points each player scores for the game. */
  readonly points: Points;
}

function pointsTo(player: Player, points: number): Points {
  return player === 'white' ? { white: points, black: 0 } : { white: 0, black: points };
}

/**
 * SC-1 / CU-8: a game won on the board or by an accepted resignation (SC-8) scores the kind's
 * multiplier × the cube, except that Jacoby (money play only, CU-11) and CU-13 count mars and
 * koks as single.
 */
export function scoreWin(
  winner: Player,
  kind: OutcomeKind,
  multiplier: number,
  cube: CubeState,
  rules: CubeRules,
  end: 'bear-off' | 'resignation' | 'board-rule',
): GameResult {
  const single = multiplier > 1 && gammonsCountSingle(cube, rules, end === 'resignation');
  const counted = single ? 1 : multiplier;
  return Object.freeze({
    winner,
    kind,
    end,
    multiplier: counted,
    cube: cube.value,
    single,
    points: Object.freeze(pointsTo(winner, counted * cube.value)),
  });
}

/** SC-7: a refused double (or beaver, or raccoon) scores the cube before the offer, as a single game. */
export function scoreDrop(offerer: Player, cube: CubeState): GameResult {
  return Object.freeze({
    winner: offerer,
    kind: 'oin',
    end: 'drop',
    multiplier: 1,
    cube: cube.value,
    single: false,
    points: Object.freeze(pointsTo(offerer, cube.value)),
  });
}

/** SC-9 / LN-15 / PL-14 / PL-19: a draw scores `drawScore` to each player and ignores the cube (INTERPRETATION). */
export function scoreDraw(drawScore: DrawScore): GameResult {
  const each = drawPoints(drawScore);
  return Object.freeze({
    winner: null,
    kind: 'draw',
    end: 'draw',
    multiplier: 1,
    cube: 1,
    single: false,
    points: Object.freeze({ white: each, black: each }),
  });
}

/** Each player's points for a draw scored `drawScore`. */
export function drawPoints(drawScore: DrawScore): number {
  return drawScore === 'half' ? 0.5 : drawScore === 'one' ? 1 : 0;
}
