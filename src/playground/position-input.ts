import {
  fromGnubgId,
  fromPositionString,
  fromXgid,
  positionFromGnubgId,
  positionFromJSON,
  startPosition,
  type GameState,
  type Player,
  type Position,
} from '../index.js';
import { playableVariants } from '../variants/index.js';

/**
 * What the playground's position box reads, in whichever format it is written. The shape of the
 * text says which of the library's readers to call, and that reader decides: its refusal (code
 * and message) is shown as it is.
 *
 * | written as                                         | reader                      | gives        |
 * |----------------------------------------------------|-----------------------------|--------------|
 * | `{...}`                                            | `positionFromJSON`          | a position   |
 * | `long-nard w \| 24:15 \| 24:15`                    | `fromPositionString`        | a position   |
 * | a variant id (`fevga`)                             | `startPosition`             | a position   |
 * | `XGID=...`                                         | `fromXgid`                  | a game state |
 * | `4HPwATDgc/ABMA:cAkAAAAAAAAA`                      | `fromGnubgId`               | a game state |
 * | `4HPwATDgc/ABMA` (then optionally `black`)         | `positionFromGnubgId`       | a position   |
 */
export type ReadInput =
  | { readonly ok: true; readonly kind: 'position'; readonly position: Position; readonly format: string }
  | { readonly ok: true; readonly kind: 'state'; readonly state: GameState; readonly format: string }
  | { readonly ok: false; readonly code: string; readonly message: string };

const GNUBG_ID = /^([A-Za-z0-9+/]{14})(?:\s+(w|b|white|black))?$/i;
const GNUBG_MATCH = /^[A-Za-z0-9+/]{14}:[A-Za-z0-9+/]{12}$/;

type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

function position(result: Answer<Position>, format: string): ReadInput {
  return result.ok ? { ok: true, kind: 'position', position: result.value, format } : { ok: false, ...result.error };
}

function state(result: Answer<GameState>, format: string): ReadInput {
  return result.ok ? { ok: true, kind: 'state', state: result.value, format } : { ok: false, ...result.error };
}

export function readInput(text: string): ReadInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, code: 'empty', message: 'Type or paste a position first.' };
  if (trimmed.startsWith('{')) return position(positionFromJSON(trimmed), 'JSON');
  if (trimmed.includes('|')) return position(fromPositionString(trimmed), 'position string');
  const variant = playableVariants().find((v) => v === trimmed);
  if (variant !== undefined) return position(startPosition(variant), 'start position');
  if (/^XGID=/i.test(trimmed)) return state(fromXgid(trimmed), 'XGID');
  if (GNUBG_MATCH.test(trimmed)) return state(fromGnubgId(trimmed), 'GNU Backgammon position and match ID');
  const id = GNUBG_ID.exec(trimmed);
  if (id !== null) {
    const turn: Player = (id[2] ?? 'w').toLowerCase().startsWith('b') ? 'black' : 'white';
    return position(positionFromGnubgId(id[1]!, turn), 'GNU Backgammon position ID');
  }
  return {
    ok: false,
    code: 'unrecognised-position',
    message:
      'Not a position: give a GNU Backgammon position ID (4HPwATDgc/ABMA, optionally followed by "black"), ' +
      'a position:match ID pair, an XGID, a position string ("short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5"), ' +
      'position JSON, or a variant id for its start.',
  };
}
