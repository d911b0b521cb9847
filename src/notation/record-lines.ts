import type { Dice } from '../core/dice.js';
import type { Player } from '../core/player.js';
import type { GameState } from '../game/state.js';
import type { GameResult } from '../scoring/points.js';

/**
 * The fixed wording of a record's body lines, shared by the writer and the reader (which
 * compares the lines that state facts — game headers, results — with its own replay).
 */

export const SEAT: Readonly<Record<Player, string>> = { white: 'White', black: 'Black' };

export function seatOf(word: string): Player | null {
  return word === 'White' ? 'white' : word === 'Black' ? 'black' : null;
}

export function diceText(dice: Dice): string {
  return `${dice[0]}-${dice[1]}`;
}

/** `Game 3 (White 4, Black 1) Crawford`: the game's number and the score it starts from. */
export function gameLine(state: GameState): string {
  const { white, black } = state.match.score;
  return `Game ${state.game.number} (White ${white}, Black ${black})${state.game.crawford ? ' Crawford' : ''}`;
}

/** `White wins 2 points (mars, bear-off, cube 1)` or `Draw (White 0.5, Black 0.5)` (LN-15). */
export function resultLine(result: GameResult): string {
  if (result.winner === null) return `Draw (White ${result.points.white}, Black ${result.points.black})`;
  const points = result.points[result.winner];
  const single = result.single ? ', counted single' : '';
  return `${SEAT[result.winner]} wins ${points} point${points === 1 ? '' : 's'} (${result.kind}, ${result.end}, cube ${result.cube}${single})`;
}

/** `Match over: White wins 5-2`, or `Match over: drawn 3-3`. */
export function matchLine(state: GameState): string {
  const { white, black } = state.match.score;
  const who = state.match.winner === null ? 'drawn' : `${SEAT[state.match.winner]} wins`;
  return `Match over: ${who} ${white}-${black}`;
}

export const CUBE_VERBS = { double: 'doubles', beaver: 'beavers', raccoon: 'raccoons' } as const;
export const ANSWER_VERBS = { take: 'takes', drop: 'drops', 'accept-resignation': 'accepts', 'reject-resignation': 'rejects' } as const;
