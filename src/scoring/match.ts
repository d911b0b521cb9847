import type { Player } from '../core/player.js';
import type { Points } from './points.js';

/**
 * Match play (MP-1, CU-10, CU-11): scores, the Crawford game, post-Crawford games and the
 * Holland rule, as pure functions of the score.
 */

/** The match settings of docs/rules/rule-index.md#options `match`. */
export interface MatchRules {
  /** MP-1: points to win; `null` is money play, an unlimited series of games. */
  readonly length: number | null;
  /** CU-10: the game after a player first reaches length − 1 is played without the cube. */
  readonly crawford: boolean;
  /** CU-10 (obsolete): post-Crawford, the trailer may not double until both have rolled twice. */
  readonly holland: boolean;
  /** OP-3 / LN-17: who starts the next game. */
  readonly nextGameStarter: 'openingRoll' | 'previousWinner' | 'alternate';
  /** TV-5: who starts after a drawn game (PL-14, PL-19, LN-15): a roll-off, or the same starter again. */
  readonly afterDraw: 'rollOff' | 'sameStarter';
  /**
   * GNU Backgammon's dead cube (not in the rule book, docs/rules/, default false): a player may not double when
   * the cube already covers what he needs to win the match (see `cubeIsDead`).
   */
  readonly deadCube: boolean;
}

/** Where the match stands between games with respect to the Crawford rule. */
export interface CrawfordState {
  /** The game being played (or about to be) is the Crawford game. */
  readonly crawford: boolean;
  /** The Crawford game has been played (or skipped because both reached length − 1 together). */
  readonly postCrawford: boolean;
}

// The three answers, frozen values shared like every value the helpers hand out.
const NEITHER: CrawfordState = Object.freeze({ crawford: false, postCrawford: false });
const CRAWFORD: CrawfordState = Object.freeze({ crawford: true, postCrawford: false });
const POST_CRAWFORD: CrawfordState = Object.freeze({ crawford: false, postCrawford: true });

/**
 * CU-10: the Crawford status of the next game, given the status of the game just finished and
 * the score after it. The Crawford game is the game right after either player first reaches
 * `length − 1` (GNU Backgammon's reading, CONFLICT-20: it bars both players); every later game
 * is post-Crawford. When both players reach `length − 1` at once (only an LN-15 draw can do
 * that) there is no leader to protect, so no Crawford game is played.
 */
export function nextCrawfordState(rules: MatchRules, finished: CrawfordState, score: Points): CrawfordState {
  if (rules.length === null || !rules.crawford) return NEITHER;
  if (finished.crawford || finished.postCrawford) return POST_CRAWFORD;
  const matchPoint = rules.length - 1;
  const white = score.white >= matchPoint;
  const black = score.black >= matchPoint;
  if (white && black) return POST_CRAWFORD;
  return white || black ? CRAWFORD : NEITHER;
}


/**
 * MP-1: once a player has reached the match length, the match is over. Points beyond the length
 * bring nothing (CU-11), so the higher score wins; equal scores (both reaching the length with an
 * LN-15 draw) leave the match drawn. Returns `undefined` while the match goes on.
 */
export function matchWinner(rules: MatchRules, score: Points): Player | null | undefined {
  if (rules.length === null) return undefined;
  if (score.white < rules.length && score.black < rules.length) return undefined;
  if (score.white === score.black) return null;
  return score.white > score.black ? 'white' : 'black';
}

/**
 * CU-10 `holland`: in a post-Crawford game the player who trails may not double until both
 * players have rolled at least twice in this game (`rolls` counts each player's own turns).
 */
export function hollandForbids(rules: MatchRules, postCrawford: boolean, score: Points, player: Player, rolls: Points): boolean {
  if (!rules.holland || !postCrawford) return false;
  const other = player === 'white' ? score.black : score.white;
  const trailing = score[player] < other;
  return trailing && (rolls.white < 2 || rolls.black < 2);
}

/**
 * `deadCube` (GNU Backgammon's rule; CU-2 (docs/rules/cube.md) has no such limit): in a match, doubling is
 * pointless once the cube's value is at least what the doubler still needs (`length − his
 * score`), so gnubg refuses it — in a 1-point match, for the leader after the Crawford game, and
 * for both players at double match point. False in money play and when the option is off.
 */
export function cubeIsDead(rules: Pick<MatchRules, 'length' | 'deadCube'>, score: Points, player: Player, cubeValue: number): boolean {
  if (!rules.deadCube || rules.length === null) return false;
  return cubeValue >= rules.length - score[player];
}

/** Adds a game's points to the score (MP-1: points = result × cube, already in `points`). */
export function addPoints(score: Points, points: Points): Points {
  return Object.freeze({ white: score.white + points.white, black: score.black + points.black });
}
