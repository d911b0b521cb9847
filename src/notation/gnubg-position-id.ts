import { BAR, SLOTS, sideOffset } from '../core/board.js';
import type { NotationError } from '../core/errors.js';
import { resolveOptions, rulesFor, type OptionsInput } from '../variants/registry.js';
import { isPlayer, opponent, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { boardOf, type Position } from '../position/position.js';
import { positionFromSetup } from '../position/setup.js';
import { decodeBase64, encodeBase64 } from './base64.js';
import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import { requirePosition } from '../position/argument.js';
import { show } from '../core/show.js';
import { snapshot } from '../core/snapshot.js';

/**
 * GNU Backgammon's position ID: 80 bits, base64 without padding (14 characters). For each
 * player — first the one NOT on roll, then the one on roll — and for each of his own points 1..24
 * and then the bar: as many 1-bits as checkers, then a 0-bit. Bits fill each byte from its least
 * significant bit. Borne-off checkers are implied (15, or Hypergammon's N, minus the rest).
 */

const ID_LENGTH = 14;
const ID_BYTES = 10;

/** The 14-character position ID of a short tavla position, with `onRoll` (default: the player on turn) on roll. */
export function gnubgPositionId(position: Position, onRoll?: Player): string {
  const p = requirePosition(position, 'gnubgPositionId');
  const roller = onRoll === undefined ? p.turn : onRoll;
  if (!isPlayer(roller)) throw new TypeError('gnubgPositionId: onRoll must be "white", "black" or left out.');
  const board = boardOf(p);
  const bytes = new Uint8Array(ID_BYTES);
  let bit = 0;
  for (const player of [opponent(roller), roller]) {
    const offset = sideOffset(player);
    for (let s = 1; s <= BAR; s++) {
      for (let c = board[offset + s]!; c > 0; c--) {
        bytes[bit >> 3]! |= 1 << (bit & 7);
        bit++;
      }
      bit++;
    }
  }
  return encodeBase64(bytes);
}

/**
 * Reads a GNU Backgammon position ID into a short tavla position with `turn` on roll
 * (default White), under the short tavla `options`: each side's borne-off checkers are what is
 * left of 15, or of Hypergammon's N (NH-3, `{ preset: 'hypergammon' }`). The result passes the
 * same validation as every Setup.
 */
export function positionFromGnubgId(
  id: string,
  turn: Player = 'white',
  options?: OptionsInput,
): Result<Position, NotationError> {
  if (typeof id === 'string') {
    const tooLong = refuseLength(id, INPUT_LIMITS.gnubgId, 'GNU Backgammon position ID');
    if (tooLong !== null) return tooLong;
  }
  if (typeof id !== 'string' || id.length !== ID_LENGTH) {
    return err('malformed-position-id', `A GNU Backgammon position ID has ${ID_LENGTH} base64 characters; got ${show(id)}.`);
  }
  if (!isPlayer(turn)) return err('invalid-position', 'The player on roll must be "white" or "black".');
  const bytes = decodeBase64(id, ID_BYTES);
  if (bytes === null) return err('malformed-position-id', `${show(id)} contains characters outside base64.`);
  // NH-3: Hypergammon's options give each side 1..3 checkers; borne-off ones are what is left of them.
  const copy = snapshot(options, 'positionFromGnubgId: options');
  if (!copy.ok) return err('invalid-position', copy.error.message);
  const given = copy.value as OptionsInput | undefined;
  const resolved = resolveOptions('short-tavla', given);
  if (!resolved.ok) return err('invalid-position', `The options are not short tavla's: ${resolved.error.message}`);
  const all = rulesFor('short-tavla', resolved.value).checkers;
  const counts = [new Array<number>(SLOTS).fill(0), new Array<number>(SLOTS).fill(0)];
  let bit = 0;
  for (let side = 0; side < 2; side++) {
    const sideCounts = counts[side]!;
    let total = 0;
    for (let s = 1; s <= BAR; s++) {
      while (bit < 80 && (bytes[bit >> 3]! >> (bit & 7)) & 1) {
        sideCounts[s]!++;
        total++;
        bit++;
      }
      if (bit >= 80 || total > all) {
        return err('malformed-position-id', `${id} does not describe two sides of at most ${all} checkers.`);
      }
      bit++;
    }
  }
  const sideOf = (c: number[]) => {
    const points: Record<number, number> = {};
    let onBoard = 0;
    for (let p = 1; p <= 24; p++) {
      if (c[p]! > 0) points[p] = c[p]!;
      onBoard += c[p]!;
    }
    onBoard += c[BAR]!;
    return { points, bar: c[BAR]!, off: all - onBoard };
  };
  const notOnRoll = sideOf(counts[0]!);
  const onRollSide = sideOf(counts[1]!);
  const white = turn === 'white' ? onRollSide : notOnRoll;
  const black = turn === 'white' ? notOnRoll : onRollSide;
  const setup = positionFromSetup({ variant: 'short-tavla', turn, white, black, ...(given ? { options: given } : {}) });
  if (!setup.ok) return err('invalid-position', `${id} is not a legal position: ${setup.error.message}`);
  return ok(setup.value);
}
