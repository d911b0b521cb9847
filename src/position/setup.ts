import { BAR, OFF, SLOTS, sideOffset } from '../core/board.js';
import { STATUS_BLACK_WINS, STATUS_DRAW, STATUS_NONE, STATUS_SHIFT, STATUS_WHITE_WINS } from '../core/packed-board.js';
import type { SetupError } from '../core/errors.js';
import { isVariantId, resolveOptions, rulesFor, unknownVariantText, variantModule, type OptionsInput, type RulesOptions, type VariantId } from '../variants/registry.js';
import { isPlayer, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import type { MoveRules } from '../core/variant.js';

import { makePosition, setupOf, type Position, type TurnsPlayed } from './position.js';
import { requirePosition } from './argument.js';
import type { Decided, Setup } from './setup-types.js';
import { cut, show } from '../core/show.js';
import { snapshot } from '../core/snapshot.js';

/**
 * The most turns a player can have played in a game: counters are bounded, so that every count
 * the library accepts it can also write and read back (1e21 would be written "1e+21").
 */
export const MAX_TURNS_PLAYED = 0x7fffffff;

type Fail = { readonly ok: false; readonly error: SetupError };

const SETUP_KEYS = new Set(['variant', 'turn', 'white', 'black', 'turnsPlayed', 'options', 'decided']);
const SIDE_KEYS = new Set(['points', 'bar', 'off', 'pinned']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown, max = Infinity): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** Reads one side into the board; returns an error or null. */
function readSide(raw: unknown, player: Player, rules: MoveRules, variantName: string, board: Uint8Array): Fail | null {
  if (!isPlainObject(raw)) return err('invalid-setup', `Setup.${player} must be an object { points, bar?, off? }.`);
  for (const key of Object.keys(raw)) {
    if (!SIDE_KEYS.has(key)) return err('unknown-field', `Setup.${player} has an unknown field "${cut(key)}".`);
  }
  const offset = sideOffset(player);
  const points = raw['points'];
  if (!isPlainObject(points)) return err('invalid-setup', `Setup.${player}.points must be an object { point: count }.`);
  let total = 0;
  for (const [key, count] of Object.entries(points)) {
    const point = Number(key);
    if (!/^[1-9]\d*$/.test(key) || point > rules.points) {
      return err('invalid-point', `Setup.${player}.points has point "${cut(key)}"; ${variantName} points run from 1 to ${rules.points}.`);
    }
    if (!isCount(count)) {
      return err('invalid-count', `Setup.${player}.points[${key}] must be a non-negative integer; got ${show(count)}.`);
    }
    total += count;
    if (total > rules.checkers) break;
    board[offset + point] = count;
  }
  for (const [field, slot] of [
    ['bar', BAR],
    ['off', OFF],
  ] as const) {
    const value = raw[field];
    if (value === undefined) continue;
    if (!isCount(value)) {
      return err('invalid-count', `Setup.${player}.${field} must be a non-negative integer; got ${show(value)}.`);
    }
    if (field === 'bar' && value > 0 && !rules.hasBar) {
      return err('bar-not-allowed', `${variantName} has no bar: Setup.${player}.bar must be 0 or left out.`);
    }
    total += value;
    if (total > rules.checkers) break;
    board[offset + slot] = value;
  }
  const all = rules.checkers;
  if (total !== all) {
    return err(
      'wrong-checker-count',
      `${player} has ${total > all ? `more than ${all}` : String(total)} checkers counting bar and off; each side has exactly ${all} (${all === 15 ? 'G-1' : 'NH-3'}).`,
    );
  }
  return null;
}

/** PL-3: the points a side lists as pinned, as a bit set of own points; an error when malformed. */
function readPinned(raw: unknown, player: Player, rules: MoveRules, variantName: string): Result<number, SetupError> {
  const pinned = (raw as Record<string, unknown>)['pinned'];
  if (pinned === undefined) return ok(0);
  if (!rules.pins) return err('pins-not-allowed', `${variantName} has no pinning: Setup.${player}.pinned must be left out.`);
  if (!Array.isArray(pinned) || pinned.length > rules.points) {
    return err('invalid-pin', `Setup.${player}.pinned must be a list of ${player}'s own points.`);
  }
  let mask = 0;
  for (const point of pinned as unknown[]) {
    if (!isCount(point, rules.points) || point === 0) return err('invalid-pin', `Setup.${player}.pinned has ${show(point)}; points run from 1 to ${rules.points}.`);
    if ((mask >> point) & 1) return err('invalid-pin', `Setup.${player}.pinned names point ${point} twice.`);
    mask |= 1 << point;
  }
  return ok(mask);
}

/**
 * PL-3: every shared point holds one pinned checker under the other side's stack; the state
 * word's pin bits (core/packed-board.ts) say whose. Without pins, no point is shared.
 */
function pinState(board: Uint8Array, rules: MoveRules, pinnedWhite: number, pinnedBlack: number): Result<number, SetupError> {
  let state = 0;
  for (let p = 1; p <= rules.points; p++) {
    const q = rules.facing.white[p]!;
    const whiteHere = board[p]! > 0;
    const blackHere = q < SLOTS && board[SLOTS + q]! > 0;
    const whitePinned = ((pinnedWhite >> p) & 1) === 1;
    const blackPinned = q < SLOTS && ((pinnedBlack >> q) & 1) === 1;
    const where = `White's point ${p} and Black's point ${q} (board point ${rules.absolute.white[p]})`;
    if (!(whiteHere && blackHere)) {
      if (whitePinned || blackPinned) return err('invalid-pin', `A pinned checker shares its point with the opponent's; nothing is shared at ${where}.`);
      continue;
    }
    if (!rules.pins) return err('shared-point', `${where} are the same board point; one point cannot hold both colours.`);
    if (whitePinned === blackPinned) {
      return err('invalid-pin', `${where} hold both colours, so exactly one side's checker there is pinned (PL-3): list it in that side's pinned.`);
    }
    const count = whitePinned ? board[p]! : board[SLOTS + q]!;
    if (count !== 1) return err('invalid-pin', `A pinned checker is alone under the opponent's stack (PL-3); ${where} has ${count} pinned.`);
    if (whitePinned) state |= 1 << (rules.absolute.white[p]! - 1);
  }
  return ok(state);
}

function readTurnsPlayed(raw: unknown): Result<TurnsPlayed, SetupError> {
  if (raw === undefined) return ok(Object.freeze({ white: 0, black: 0 }));
  if (!isPlainObject(raw) || !isCount(raw['white'], MAX_TURNS_PLAYED) || !isCount(raw['black'], MAX_TURNS_PLAYED) || Object.keys(raw).length !== 2) {
    return err('invalid-turns-played', `Setup.turnsPlayed must be { white: n, black: n } with integers from 0 to ${MAX_TURNS_PLAYED}.`);
  }
  return ok(Object.freeze({ white: raw['white'], black: raw['black'] }));
}

/**
 * Validates a Setup and builds the immutable Position. Every way into the library (setups,
 * IDs, notation, JSON) ends here, so every position a caller holds is consistent.
 */
export function positionFromSetup(setup: Setup): Result<Position, SetupError> {
  // Read once into the library's own copy: nothing below looks at the caller's object again.
  const read = snapshot(setup, 'positionFromSetup: setup');
  if (!read.ok) return read;
  return checkedPosition(read.value);
}

/** A Setup the library already holds as its own plain data (a snapshot, or one it wrote itself), checked. */
export function checkedPosition(raw: unknown): Result<Position, SetupError> {
  if (!isPlainObject(raw)) return err('invalid-setup', 'A Setup must be an object { variant, turn, white, black }.');
  for (const key of Object.keys(raw)) {
    if (!SETUP_KEYS.has(key)) return err('unknown-field', `Setup has an unknown field "${cut(key)}".`);
  }
  const variantId = raw['variant'];
  if (!isVariantId(variantId)) {
    return err('unknown-variant', unknownVariantText(variantId));
  }
  const variant = variantModule(variantId);
  const turn = raw['turn'];
  if (!isPlayer(turn)) return err('invalid-turn', `Setup.turn must be "white" or "black"; got ${show(turn)}.`);
  const options = resolveOptions(variantId, raw['options'] as OptionsInput | undefined);
  if (!options.ok) return options;
  const rules = rulesFor(variantId, options.value);
  const turnsPlayed = readTurnsPlayed(raw['turnsPlayed']);
  if (!turnsPlayed.ok) return turnsPlayed;

  const board = new Uint8Array(2 * SLOTS);
  const name = variant.name;
  const white = readSide(raw['white'], 'white', rules, name, board);
  if (white) return white;
  const black = readSide(raw['black'], 'black', rules, name, board);
  if (black) return black;

  // No mixed points, except a pinned checker under the opponent's stack (PL-3).
  const pinnedWhite = readPinned(raw['white'], 'white', rules, name);
  if (!pinnedWhite.ok) return pinnedWhite;
  const pinnedBlack = readPinned(raw['black'], 'black', rules, name);
  if (!pinnedBlack.ok) return pinnedBlack;
  const pins = pinState(board, rules, pinnedWhite.value, pinnedBlack.value);
  if (!pins.ok) return pins;
  const all = rules.checkers;
  if (board[OFF] === all && board[SLOTS + OFF] === all) {
    return err('impossible-position', 'Both players have borne off all their checkers; a game ends when the first does (G-15).');
  }
  const decided = raw['decided'];
  if (decided !== undefined && decided !== 'white' && decided !== 'black' && decided !== 'draw') {
    return err('invalid-decision', `Setup.decided must be "white", "black" or "draw" when present; got ${show(decided)}.`);
  }
  const position = makePosition(rules, turn, turnsPlayed.value, board, pins.value | statusOf(decided));
  // The variant says whether the board bears the decision out (PL-12, PL-14); without a rule that decides on the board, nothing does.
  const problem =
    variant.decisionProblem === undefined
      ? decided === undefined
        ? null
        : `${name} has no rule that ends a game on the board`
      : variant.decisionProblem(position, decided);
  if (problem !== null) return err('invalid-decision', `Setup.decided: ${problem}.`);
  return ok(position);
}

function statusOf(decided: Decided | undefined): number {
  const status = decided === undefined ? STATUS_NONE : decided === 'white' ? STATUS_WHITE_WINS : decided === 'black' ? STATUS_BLACK_WINS : STATUS_DRAW;
  return status << STATUS_SHIFT;
}

/** The Setup of a position: plain data that `positionFromSetup` turns back into an equal position. */
export function positionToSetup(position: Position): Setup {
  return setupOf(requirePosition(position, 'positionToSetup'));
}

/** The start position of a variant (ST-1 and its siblings), White to move, under the given options. */
export function startPosition(variant: VariantId, options?: OptionsInput): Result<Position, SetupError> {
  if (!isVariantId(variant)) return err('unknown-variant', unknownVariantText(variant));
  const read = snapshot(options, 'startPosition: options');
  if (!read.ok) return read;
  return startOf(variant, read.value as OptionsInput | undefined);
}

function startOf(variant: VariantId, options: OptionsInput | undefined): Result<Position, SetupError> {
  const module = variantModule(variant);
  const resolved = resolveOptions(variant, options);
  if (!resolved.ok) return resolved;
  const side = module.startSide(resolved.value);
  return checkedPosition({
    variant,
    turn: 'white',
    white: { points: side.points },
    black: { points: side.points },
    ...(options === undefined ? {} : { options }),
  });
}

export type { RulesOptions };
