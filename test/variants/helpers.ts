import type { Dice } from '../../src/core/dice.js';
import type { OptionsInput } from '../../src/variants/registry.js';
import type { Player } from '../../src/core/player.js';
import type { VariantId } from '../../src/variants/registry.js';
import { legalPlays } from '../../src/movegen/plays.js';
import type { Position } from '../../src/position/position.js';
import { startPosition } from '../../src/position/setup.js';

/** Shared by the variant tests: start positions and a readable form of a side and of a roll's results. */

export function startOf(variant: VariantId, options?: OptionsInput): Position {
  const result = startPosition(variant, options);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** One player's checkers, farthest point first: "24:13 18:2 off:1" (`top` is the track length). */
export function sideText(p: Position, player: Player, top: number): string {
  const parts: string[] = [];
  for (let point = top; point >= 1; point--) {
    const n = p.checkers(player, point);
    if (n > 0) parts.push(`${point}:${n}`);
  }
  if (p.off(player) > 0) parts.push(`off:${p.off(player)}`);
  return parts.join(' ');
}

/** The distinct results of a roll for the mover, sorted. */
export function finalsOf(p: Position, dice: Dice, top: number): string[] {
  return legalPlays(p, dice)
    .map((play) => sideText(play.position, p.turn, top))
    .sort();
}
