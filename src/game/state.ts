import type { Dice } from '../core/dice.js';
import type { Step } from '../core/play.js';
import type { Player } from '../core/player.js';
import type { Setup } from '../position/setup-types.js';
import type { CubeOffer, CubeState } from '../scoring/cube.js';
import type { OutcomeKind } from '../scoring/outcome.js';
import type { GameResult, Points } from '../scoring/points.js';
import type { GameSettings } from './config.js';

/**
 * The state of a game or match: plain, frozen, JSON-serialisable data. `JSON.parse(JSON.stringify(s))`
 * is an equal state that `apply` accepts; positions are kept as Setups (`gamePosition` gives the
 * validated Position).
 */

/**
 * What happens next:
 * - `opening`: both players roll one die (OP-1); the action is `opening-roll`.
 * - `roll`: `toAct` may double or resign, then rolls.
 * - `play`: the dice are down; `toAct` plays the current stage (`stage`).
 * - `double`: `toAct` answers a double (take, drop, beaver, raccoon).
 * - `resignation`: `toAct` accepts or rejects a resignation.
 * - `game-over`: the game is decided (`game.result`); `next-game` starts the next one.
 * - `match-over`: the match is decided (`match.winner`).
 */
export type Phase = 'opening' | 'roll' | 'play' | 'double' | 'resignation' | 'game-over' | 'match-over';

/**
 * A level a player may resign at (SC-8): one of the results the variant can produce, but not a
 * win by a rule on the board (Plakoto's mother pin, PL-12), which is a way of winning, not a
 * level to concede.
 */
export type ResignLevel = Exclude<OutcomeKind, 'mother-pin'>;

/** One stage of the turn in progress that has been played. */
export interface StageRecord {
  /** Who played the stage. */
  readonly player: Player;
  /** The stage's dice ([v, v] for a cascade stage of v). */
  readonly dice: Dice;
  /** The steps played. */
  readonly steps: readonly Step[];
}

/**
 * The turn in progress, enough to rebuild it through the turn layer: the position at the roll and
 * the stages played since. A turn of several stages (crazy gulbar's cascade and transfers) is
 * replayed stage by stage.
 */
export interface TurnRecord {
  /** Who rolled. */
  readonly roller: Player;
  /** The roll. */
  readonly dice: Dice;
  /** The position at the roll. */
  readonly start: Setup;
  /** The stages played so far. */
  readonly stages: readonly StageRecord[];
}

/** An offer to resign (SC-8): who offers, and at which result. */
export interface ResignationOffer {
  /** Who offers to resign. */
  readonly player: Player;
  /** The result he offers to lose by. */
  readonly level: ResignLevel;
}

/** The game being played (or just finished). */
export interface GameInfo {
  /** 1 for the first game of the match or session. */
  readonly number: number;
  /** The player who won the roll-off or was set to start (OP-1, OP-3): he makes the first move (LN-15). */
  readonly starter: Player | null;
  /** CU-9: automatic doubles so far in this game. */
  readonly automaticDoubles: number;
  /** CU-10: this is the Crawford game, played without the cube. */
  readonly crawford: boolean;
  /** LN-15: the second player's extra turn after the starter bore off his last checker. */
  readonly extraTurn: boolean;
  /** A resignation the opponent declined during this turn: the same player may only offer more. */
  readonly declinedResignation: ResignationOffer | null;
  /** Set once the game is over. */
  readonly result: GameResult | null;
}

/** The match (or the money session) around the games. */
export interface MatchInfo {
  /** MP-1: `null` for money play. */
  readonly length: number | null;
  /** Points won so far by each player. */
  readonly score: Points;
  /** CU-10: the Crawford game has been played; doubling is allowed again. */
  readonly postCrawford: boolean;
  /** Every finished game's result, in order; the score is their sum. */
  readonly results: readonly GameResult[];
  /** Once the match is over: the winner, or null for a match tied by LN-15 draws. */
  readonly winner: Player | null;
}

/**
 * The whole state of a game or match as plain, frozen JSON data: what `apply` takes and returns
 * (docs/games.md lists its invariants).
 */
export interface GameState {
  /** The format's version. */
  readonly version: 1;
  /** Every setting, resolved. */
  readonly settings: GameSettings;
  /** What happens next: an opening roll, a roll, a play, a cube or resignation answer, or the end. */
  readonly phase: Phase;
  /** The player who must act now; null during the opening roll-off and between games. */
  readonly toAct: Player | null;
  /** The position now (within a turn: after the stages played so far). */
  readonly position: Setup;
  /**
   * The roll of the turn in progress. A game resigned with the dice down ends with them still on
   * the table (as in GNU Backgammon's match ID); nothing is played with them.
   */
  readonly dice: Dice | null;
  /** The stage to play now: who plays it and with which dice (in crazy gulbar this may be the opponent). */
  readonly stage: {
    /** Who plays the stage. */
    readonly player: Player;
    /** Its dice. */
    readonly dice: Dice;
  } | null;
  /** The turn in progress; null between turns. */
  readonly turn: TurnRecord | null;
  /** The doubling cube's value and owner. */
  readonly cube: CubeState;
  /** The double (or beaver / raccoon) waiting for an answer. */
  readonly offer: CubeOffer | null;
  /** The resignation waiting for an answer. */
  readonly resignation: ResignationOffer | null;
  /** The game being played. */
  readonly game: GameInfo;
  /** The match or money session around it. */
  readonly match: MatchInfo;
}
