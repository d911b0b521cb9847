import type { Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play } from '../core/play.js';
import type { Result } from '../core/result.js';
import { resolvePlayFor } from '../movegen/apply.js';
import type { Position } from '../position/position.js';

/**
 * Reads move notation for a position and roll into the legal Play it denotes. Any spelling that
 * reaches the same position is accepted (`24/13`, `24/18/13`, `13/11 13/11`, `13/11(2)`, ...).
 */
export function parsePlay(position: Position, dice: Dice, text: string): Result<Play, PlayError> {
  if (typeof text !== 'string') {
    return { ok: false, error: Object.freeze({ code: 'malformed-notation' as const, message: 'Move notation must be a string.' }) };
  }
  return resolvePlayFor('parsePlay', position, dice, text);
}
