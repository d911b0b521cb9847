import type { Player } from '../core/player.js';
import type { Position } from '../position/position.js';

/** True when the player has a checker on any of his own points from..to (G-2). */
export function anyOn(position: Position, player: Player, from: number, to: number): boolean {
  for (let p = from; p <= to; p++) if (position.checkers(player, p) > 0) return true;
  return false;
}
