import { isRoll, validateDice, type Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play } from '../core/play.js';
import { err, ok, type Result } from '../core/result.js';
import type { Position } from '../position/position.js';
import { playsFromEngine } from './convert.js';
import type { StagePlan } from '../core/variant.js';
import { acquire, firstStage, generateRoll, generateStage, release, runStage, type Engine, type RawPlays } from './generate.js';

const NO_PLAYS: readonly Play[] = Object.freeze([]);

/** Raw generator output for a validated roll (shared by every public entry point). */
export function rawPlays(position: Position, dice: Dice): RawPlays {
  return generateRoll(position, dice);
}

/**
 * Raw generator output for one stage of a turn (the turn layer's entry): the stage's sub-move
 * dice for the player on turn in `position`, without handing the turn over.
 */
export function rawStagePlays(position: Position, stage: StagePlan): RawPlays {
  return generateStage(position, stage);
}

/**
 * Every legal full-turn play for the player on turn, each distinct resulting position once
 * (G-9). When nothing can move, the one play is the forced pass with no steps (G-10).
 * Returns an empty list for dice that are not a roll or a finished game; `playsFor` says why.
 *
 * A roll that is several decisions (a crazy gulbar double that cascades, CG-2) cannot be one
 * list of plays: here it gives the plays of its FIRST stage only (the roller's sub-moves of the
 * rolled value), and each play's position shows the board after that stage with the opponent to
 * move, as if the roll ended there. Play whole turns with `beginTurn` / `advanceTurn`
 * (docs/turns.md), whose `turn.plays` are the plays of the current stage with exact positions.
 */
export function legalPlays(position: Position, dice: Dice): readonly Play[] {
  // Straight to the plays, without a Result around them: nothing is allocated but the answer.
  return refuseRoll(position, dice) === null ? generatedPlays(position, dice) : NO_PLAYS;
}

/** The plays of a roll that `refuseRoll` accepted, built straight from the engine's pools. */
function generatedPlays(position: Position, dice: Dice): readonly Play[] {
  const engine = generateFirstStage(position, dice);
  try {
    return playsFromEngine(position, engine);
  } finally {
    release(engine);
  }
}

/**
 * Why a roll can have no plays in a position: the dice are not a roll, or the game is over
 * (G-15). Null when plays can be generated. Shared by every entry point that takes a roll.
 */
export function refuseRoll(position: Position, dice: Dice): { readonly ok: false; readonly error: PlayError } | null {
  if (!isRoll(dice)) {
    // isRoll checks without allocating; validateDice says what is wrong.
    const checked = validateDice(dice);
    if (!checked.ok) return checked;
  }
  return position.winner() === null ? null : err('game-over', 'The game is over: a player has borne off all 15 checkers (G-15).');
}

/** The engine with the plays of the roll's first stage generated; give it back with `release`. */
export function generateFirstStage(position: Position, dice: Dice): Engine {
  const engine = acquire(position);
  try {
    runStage(engine, position, firstStage(position, dice));
  } catch (e) {
    release(engine);
    throw e;
  }
  return engine;
}

/** `legalPlays` with a reason when there can be none: bad dice, or the game is already over. */
export function playsFor(position: Position, dice: Dice): Result<readonly Play[], PlayError> {
  const refused = refuseRoll(position, dice);
  return refused !== null ? refused : ok(generatedPlays(position, dice));
}
