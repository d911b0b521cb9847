import { show } from './show.js';

/** The two sides. White moves first in the nard family (OP-1); in short tavla colour is only a name. */
export type Player = 'white' | 'black';

/** Both players, White first. */
export const PLAYERS: readonly Player[] = Object.freeze(['white', 'black'] as const);

/** The other player. */
export function opponent(player: Player): Player {
  return player === 'white' ? 'black' : 'white';
}

export function isPlayer(value: unknown): value is Player {
  return value === 'white' || value === 'black';
}

/** The argument check of every method that takes a player: a clear TypeError naming the method, never an answer for the other side. */
export function requirePlayer(value: unknown, where: string, name = 'player'): asserts value is Player {
  if (!isPlayer(value)) throw new TypeError(`${where}: ${name} must be "white" or "black"; got ${show(value)}.`);
}
