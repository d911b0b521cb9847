import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import type { NotationError } from '../core/errors.js';
import { PLAYERS, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import { snapshot } from '../core/snapshot.js';
import type { GameState } from '../game/state.js';
import { positionFromSetup } from '../position/setup.js';
import { decodeBase64, encodeBase64 } from './base64.js';
import { gnubgPositionId, positionFromGnubgId } from './gnubg-position-id.js';
import { momentOf, stateArgument, stateOf, type MatchMoment, type MomentGameState } from './match-moment.js';
import type { OptionsInput } from '../variants/registry.js';

/**
 * GNU Backgammon's match ID: 72 bits (9 bytes, 12 base64 characters), least significant bit first
 * as in the position ID, multi-bit fields low bit first. Layout (verified on the 1,830 IDs of
 * test/fixtures/gnubg/matches.json, see test/oracle/README.md):
 *
 *   0-3 log2 cube | 4-5 owner (0 player 0, 1 player 1, 3 centred) | 6 on roll | 7 Crawford |
 *   8-10 game state (1 playing, 2 over, 3 resigned, 4 dropped) | 11 turn (decides now) |
 *   12 double offered | 13-14 resignation | 15-17, 18-20 dice (high first, 0 = none) |
 *   21-35 match length | 36-50, 51-65 scores | 66 no Jacoby | 67-71 zero
 *
 * gnubg's player 0 is White and player 1 is Black, as in every fixture of this repository.
 */

const ID_LENGTH = 12;
const ID_BYTES = 9;
const GAME_STATES: readonly (MomentGameState | null)[] = [null, 'playing', 'over', 'resigned', 'dropped'];
const playerBit = (player: Player): number => (player === 'white' ? 0 : 1);

function readBits(bytes: Uint8Array, start: number, width: number): number {
  let value = 0;
  for (let i = 0; i < width; i++) value += ((bytes[(start + i) >> 3]! >> ((start + i) & 7)) & 1) * 2 ** i;
  return value;
}

function writeBits(bytes: Uint8Array, start: number, width: number, value: number): void {
  for (let i = 0; i < width; i++) {
    if (Math.floor(value / 2 ** i) % 2 === 1) bytes[(start + i) >> 3]! |= 1 << ((start + i) & 7);
  }
}

/** The 12-character match ID of a moment. */
function encodeMoment(m: MatchMoment): string {
  const bytes = new Uint8Array(ID_BYTES);
  writeBits(bytes, 0, 4, Math.log2(m.cube.value));
  writeBits(bytes, 4, 2, m.cube.owner === null ? 3 : playerBit(m.cube.owner));
  writeBits(bytes, 6, 1, playerBit(m.onRoll));
  writeBits(bytes, 7, 1, m.crawford ? 1 : 0);
  writeBits(bytes, 8, 3, GAME_STATES.indexOf(m.gameState));
  writeBits(bytes, 11, 1, playerBit(m.decider));
  writeBits(bytes, 12, 1, m.doubleOffered ? 1 : 0);
  writeBits(bytes, 13, 2, m.resignation);
  writeBits(bytes, 15, 3, m.dice === null ? 0 : m.dice[0]);
  writeBits(bytes, 18, 3, m.dice === null ? 0 : m.dice[1]);
  writeBits(bytes, 21, 15, m.length);
  writeBits(bytes, 36, 15, m.score.white);
  writeBits(bytes, 51, 15, m.score.black);
  // gnubg's "extended" bit 66 says Jacoby is off; matches never play Jacoby (CU-11).
  writeBits(bytes, 66, 1, m.jacoby ? 0 : 1);
  return encodeBase64(bytes);
}

type Fail = { readonly ok: false; readonly error: NotationError };
const malformed = (id: string, why: string): Fail => err('malformed-match-id', `${show(id)} is not a GNU Backgammon match ID: ${why}.`);

/** Reads the fields of a 12-character match ID (syntax and ranges only). */
function decodeMoment(id: string): Result<MatchMoment, NotationError> {
  if (id.length !== ID_LENGTH) return malformed(id, `a match ID has ${ID_LENGTH} base64 characters`);
  const bytes = decodeBase64(id, ID_BYTES);
  if (bytes === null) return malformed(id, 'a character outside base64');
  const field = (start: number, width: number): number => readBits(bytes, start, width);
  if (field(67, 5) !== 0) return malformed(id, 'bits 67-71 are unused and must be 0');
  const owner = field(4, 2);
  if (owner === 2) return malformed(id, 'cube owner 2 does not exist (0, 1 or 3 for centred)');
  const gameState = GAME_STATES[field(8, 3)];
  if (gameState === undefined || gameState === null) {
    return malformed(id, `game state ${field(8, 3)}: only games in play (1) or finished (2 over, 3 resigned, 4 dropped) have an ID here`);
  }
  const d1 = field(15, 3);
  const d2 = field(18, 3);
  if (d1 > 6 || d2 > 6 || (d1 === 0) !== (d2 === 0)) return malformed(id, `dice ${d1}-${d2}: two dice 1-6, or none`);
  const length = field(21, 15);
  // Builds of gnubg without the extended match ID leave bit 66 at 0; in a match it is ignored.
  const jacoby = length === 0 && field(66, 1) === 0;
  return ok({
    length,
    score: { white: field(36, 15), black: field(51, 15) },
    cube: { value: 2 ** field(0, 4), owner: owner === 3 ? null : PLAYERS[owner]! },
    onRoll: PLAYERS[field(6, 1)]!,
    decider: PLAYERS[field(11, 1)]!,
    crawford: field(7, 1) === 1,
    gameState,
    doubleOffered: field(12, 1) === 1,
    resignation: field(13, 2),
    // Stored high die first; a low die first is read as it is and written back high first.
    dice: d1 === 0 ? null : [d1, d2],
    jacoby,
  });
}

/**
 * GNU Backgammon's `positionId:matchId` (as gnubg prints it, e.g. `4HPwATDgc/ABMA:cIkqAAAAAAAA`)
 * for a short tavla game or match state. White is gnubg's player 0, Black its player 1. Refuses
 * (`unrepresentable-state`) what the IDs cannot hold: other variants, the opening roll-off, LN-15's
 * extra turn or draw, cubes that are not powers of two up to 2^15, lengths and scores beyond
 * 32767; `invalid-game-state` for a value that is not a usable GameState.
 */
export function toGnubgId(state: GameState): Result<string, NotationError> {
  // Read once: everything below looks at the library's checked copy, never at the caller's object again.
  const own = stateArgument(state);
  if (!own.ok) return own;
  state = own.value;
  const moment = momentOf(state, 'A GNU Backgammon ID');
  if (!moment.ok) return moment;
  // The position ID is the board seen from the player on roll, which gnubg keeps for a finished game too.
  const position = positionFromSetup(state.position);
  if (!position.ok) return err('invalid-game-state', `The state's position is not valid: ${position.error.message}`);
  return ok(`${gnubgPositionId(position.value, moment.value.onRoll)}:${encodeMoment(moment.value)}`);
}

/**
 * Reads GNU Backgammon's `positionId:matchId` into a short tavla GameState that `apply` and
 * `legalActions` accept: money play when the match length is 0, else a match. The phase follows
 * gnubg's flags: `roll` (no dice), `play` (dice down), `double` (an offer waits; a beaver or
 * raccoon when the cube says so), `resignation`, `game-over` / `match-over` (game state 2-4).
 * `options` are the game's rule options and preset, as for `positionFromGnubgId`: gnubg keeps
 * its variation outside the IDs, so a Hypergammon ID (NH-3) is read with
 * `{ preset: 'hypergammon' }` (and `shortTavla.hyperCheckers` for 1 or 2 checkers). What the ID
 * does not hold gets the defaults listed in docs/notation.md, under that preset (default `standard`).
 */
export function fromGnubgId(text: string, options?: OptionsInput): Result<GameState, NotationError> {
  if (typeof text !== 'string') return err('malformed-match-id', `A GNU Backgammon ID is a string "positionId:matchId"; got ${show(text)}.`);
  const tooLong = refuseLength(text, INPUT_LIMITS.gnubgId, 'GNU Backgammon ID');
  if (tooLong !== null) return tooLong;
  const parts = text.trim().split(':');
  if (parts.length !== 2) return err('malformed-match-id', `${show(text)} is not "positionId:matchId" (14 and 12 base64 characters joined by a colon).`);
  const moment = decodeMoment(parts[1]!);
  if (!moment.ok) return moment;
  // Read the caller's options once; the position and the settings both use this copy.
  const copy = snapshot(options, 'fromGnubgId: options');
  if (!copy.ok) return err('invalid-position', copy.error.message);
  const given = copy.value as OptionsInput | undefined;
  const position = positionFromGnubgId(parts[0]!, moment.value.onRoll, given);
  if (!position.ok) return position;
  return stateOf(moment.value, position.value, given === undefined ? {} : { options: given }, `The GNU Backgammon ID ${show(text)}`);
}
