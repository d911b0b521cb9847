import type { PlayErrorCode, SetupErrorCode } from '../core/errors.js';
import { err, type TavlaError } from '../core/result.js';

/**
 * Why the game reducer refused a configuration or an action. Closed: a UI can switch over it.
 * Play errors (an illegal play, bad dice) and setup errors (bad rule options) pass through with
 * their own codes.
 */
export type GameRuleErrorCode =
  | 'invalid-config'
  | 'money-play-only'
  | 'invalid-state'
  | 'invalid-action'
  | 'not-your-turn'
  | 'opening-roll-expected'
  | 'opening-roll-not-expected'
  | 'must-roll-first'
  | 'already-rolled'
  | 'double-pending'
  | 'resignation-pending'
  | 'no-pending-double'
  | 'no-pending-resignation'
  | 'cube-disabled'
  | 'cube-not-yours'
  | 'crawford-game'
  | 'holland-rule'
  | 'cube-dead'
  | 'cube-at-maximum'
  | 'no-cube-in-extra-turn'
  | 'beaver-not-allowed'
  | 'raccoon-not-allowed'
  | 'resignation-not-allowed'
  | 'invalid-resignation-level'
  | 'resignation-already-declined'
  | 'game-over'
  | 'match-over'
  | 'game-not-over';

/** Every code `apply` and the game layer can give: its own, a play's and a setup's. */
export type GameErrorCode = GameRuleErrorCode | PlayErrorCode | SetupErrorCode;

/** Why the game layer refused an action or a state: one of `GameErrorCode`, with a message. */
export type GameError = TavlaError<GameErrorCode>;

/** What each reducer code means, for logs and UIs (each error also has its own specific message). */
export const GAME_ERROR_MESSAGES: Readonly<Record<GameRuleErrorCode, string>> = Object.freeze({
  'invalid-config': 'The game configuration has an unknown field or a value of the wrong kind.',
  'money-play-only': 'Beavers, raccoons, Jacoby and automatic doubles belong to money play, not to matches (CU-11).',
  'invalid-state': 'This is not a game state produced by newGame / newMatch / apply (or it was altered).',
  'invalid-action': 'The action is not one of the action shapes, or has a field of the wrong kind.',
  'not-your-turn': 'The action names a player who is not the one to act now.',
  'opening-roll-expected': 'The game starts with the opening roll-off (OP-1); nothing else can happen before it.',
  'opening-roll-not-expected': 'The opening roll-off is over; the players now roll their turns.',
  'must-roll-first': 'A play needs dice: roll first.',
  'already-rolled': 'The dice are already rolled: play them. Cube actions come before the roll (CU-2).',
  'double-pending': 'A double is waiting for its answer: take, drop, or (where allowed) beaver / raccoon.',
  'resignation-pending': 'A resignation is waiting for its answer: accept or reject it.',
  'no-pending-double': 'No double has been offered, so there is nothing to take, drop or redouble.',
  'no-pending-resignation': 'No resignation has been offered, so there is nothing to accept or reject.',
  'cube-disabled': 'The doubling cube is not used in this game (CU-12).',
  'cube-not-yours': 'Only the owner of the cube may redouble (CU-3).',
  'crawford-game': 'Nobody may double in the Crawford game (CU-10).',
  'holland-rule': 'Holland rule: after the Crawford game the trailer may double only once both players have rolled twice (CU-10).',
  'cube-dead': 'The cube is dead: its value already covers what you need to win the match, so you may not double (match.deadCube).',
  'cube-at-maximum': 'The cube would exceed its maximum value (CU-4).',
  'no-cube-in-extra-turn': 'The extra turn of the last-roll rule is a roll and a play, without cube actions (LN-15).',
  'beaver-not-allowed': 'A beaver answers a double, in money play with the beaver option on (CU-6).',
  'raccoon-not-allowed': 'A raccoon answers a beaver, in money play with the raccoon option on; a further animal answers a raccoon only while cube.maxInstantRedoubles allows one more (CU-7).',
  'resignation-not-allowed': 'Resigning is switched off, or not possible at this moment.',
  'invalid-resignation-level': 'That result cannot happen under these rules, so it cannot be resigned (SC-8).',
  'resignation-already-declined': 'The opponent has already declined a resignation at this level or higher this turn.',
  'game-over': 'This game is over; start the next one with next-game.',
  'match-over': 'The match is over.',
  'game-not-over': 'The next game can only start once this one is over.',
});

export function gameError(code: GameRuleErrorCode, detail?: string): { readonly ok: false; readonly error: GameError } {
  return err(code, detail ?? GAME_ERROR_MESSAGES[code]);
}
