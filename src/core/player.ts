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
