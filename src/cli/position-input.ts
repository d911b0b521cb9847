import {
  fromGnubgId,
  fromPositionString,
  fromXgid,
  gamePosition,
  positionFromGnubgId,
  positionFromJSON,
  startPosition,
  VARIANT_IDS,
  type GameState,
  type Player,
  type Position,
  type VariantId,
} from '../index.js';
import { playableVariants } from '../variants/index.js';
import { unknownVariant } from './args.js';
import { orRefuse, refused } from './cli-error.js';

/**
 * Reads the position argument of `plays`, `show`, `convert` and `perft` in whichever format it
 * is written. The shape of the text says which reader to call, and that reader (the library's)
 * decides: a refusal keeps the library's code.
 *
 * | written as                                   | reader                              |
 * |----------------------------------------------|-------------------------------------|
 * | `{...}`                                      | `positionFromJSON`                  |
 * | `short-tavla w \| 24:2 13:5 ... \| ...`      | `fromPositionString`                |
 * | `start`, or a variant name (`long-nard`)     | `startPosition` (`start`: --variant) |
 * | `XGID=...` (or ten colon-separated fields)   | `fromXgid` (a game state)           |
 * | `4HPwATDgc/ABMA:cAkAAAAAAAAA`                | `fromGnubgId` (a game state)        |
 * | `4HPwATDgc/ABMA`                             | `positionFromGnubgId` (--turn on roll) |
 */

export type PositionFormat = 'json' | 'string' | 'start' | 'xgid' | 'gnubg-match' | 'gnubg';

export interface PositionInput {
  readonly position: Position;
  readonly format: PositionFormat;
  /** The game state when the format holds one (XGID, gnubg match ID) and --turn did not change it. */
  readonly state: GameState | null;
}

export interface PositionFlags {
  /** --variant: the variant of `start`; any other position must be of this variant. */
  readonly variant?: string | undefined;
  /** --turn: the player on roll (a GNU Backgammon position ID does not say; default white). */
  readonly turn?: Player | undefined;
}

const GNUBG_ID = /^[A-Za-z0-9+/]{14}$/;
const GNUBG_MATCH = /^[A-Za-z0-9+/]{14}:[A-Za-z0-9+/]{12}$/;

/** A variant the library names (playable or not: startPosition says which it refuses). */
function variantId(text: string): VariantId | undefined {
  return [...playableVariants(), ...VARIANT_IDS].find((v) => v === text);
}

function fromState(state: GameState, format: PositionFormat): PositionInput {
  const position = gamePosition(state);
  if (position === null) throw refused('invalid-game-state', 'The game state holds no position to play from.');
  return { position, format, state };
}

function read(text: string, flags: PositionFlags): PositionInput {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return { position: orRefuse(positionFromJSON(trimmed)), format: 'json', state: null };
  if (trimmed.includes('|')) return { position: orRefuse(fromPositionString(trimmed)), format: 'string', state: null };
  if (trimmed === 'start' || variantId(trimmed) !== undefined) {
    const variant = trimmed === 'start' ? (flags.variant ?? 'short-tavla') : trimmed;
    return { position: orRefuse(startPosition(variant as VariantId)), format: 'start', state: null };
  }
  if (/^XGID=/i.test(trimmed) || trimmed.split(':').length >= 9) return fromState(orRefuse(fromXgid(trimmed)), 'xgid');
  if (GNUBG_MATCH.test(trimmed)) return fromState(orRefuse(fromGnubgId(trimmed)), 'gnubg-match');
  if (GNUBG_ID.test(trimmed)) return { position: orRefuse(positionFromGnubgId(trimmed, flags.turn ?? 'white')), format: 'gnubg', state: null };
  throw refused(
    'unrecognised-position',
    `${JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}...` : text)} is not a position: give a GNU Backgammon position ID ` +
      `(4HPwATDgc/ABMA), an XGID, a position string ("short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5"), ` +
      `position JSON, or a variant name for its start position.`,
  );
}

/** Reads a position argument, then applies --turn and checks --variant. */
export function readPosition(text: string, flags: PositionFlags = {}): PositionInput {
  // A --variant the library does not name is that, whatever the position (not a mismatch).
  if (flags.variant !== undefined && variantId(flags.variant) === undefined) throw unknownVariant(flags.variant);
  const input = read(text, flags);
  if (flags.variant !== undefined && input.position.variant !== flags.variant) {
    throw refused('variant-mismatch', `The position is ${input.position.variant}, not ${flags.variant} (--variant).`);
  }
  if (flags.turn === undefined || flags.turn === input.position.turn) return input;
  // A state's turn is part of the state (dice, cube); with another player on turn only the position is kept.
  return { position: input.position.withTurn(flags.turn), format: input.format, state: null };
}
