import { gameOverText } from '../position/position.js';
import { readDice, readRoll, type Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play } from '../core/play.js';
import { err, ok, type Result } from '../core/result.js';
import type { Position } from '../position/position.js';
import { notAPosition, positionArgument, requirePosition } from '../position/argument.js';
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
 * Throws a TypeError when `position` is not a Position (docs/errors.md).
 *
 * A roll that is several decisions (a crazy gulbar double that cascades, CG-2) cannot be one
 * list of plays: here it gives the plays of its FIRST stage only (the roller's sub-moves of the
 * rolled value), and each play's position shows the board after that stage with the opponent to
 * move, as if the roll ended there. Play whole turns with `beginTurn` / `advanceTurn`
 * (docs/turns.md), whose `turn.plays` are the plays of the current stage with exact positions.
 */
export function legalPlays(position: Position, dice: Dice): readonly Play[] {
  const p = requirePosition(position, 'legalPlays');
  // The dice are read once into the library's own frozen roll; nothing else is allocated but the answer.
  const roll = readRoll(dice);
  return roll === null || p.isOver() ? NO_PLAYS : generatedPlays(p, roll);
}

/** The plays of a roll that `readRollInput` accepted, built straight from the engine's pools. */
function generatedPlays(position: Position, dice: Dice): readonly Play[] {
  const engine = generateFirstStage(position, dice);
  try {
    return playsFromEngine(position, engine);
  } finally {
    release(engine);
  }
}

type Refusal = { readonly ok: false; readonly error: PlayError };

/**
 * A caller's position and dice as the library's own values — the Position itself (or, from
 * another copy of the library, a validated one) and a frozen copy of the roll — or why plays
 * cannot be generated: not a Position, not a roll, or the game is over (G-15). Shared by every
 * entry point that takes a roll; nothing after it reads the caller's arguments again.
 */
export function readRollInput(fn: string, position: unknown, dice: unknown): { readonly position: Position; readonly dice: Dice } | Refusal {
  const p = positionArgument(position);
  if (p === null) return notAPosition(fn, position);
  // The dice read once: the library's roll, or why they are not one.
  const roll = readDice(dice);
  if (typeof roll === 'string') return err('invalid-dice', roll);
  if (p.isOver()) return err('game-over', gameOverText(p));
  return { position: p, dice: roll };
}

/**
 * The engine with the plays of the roll's first stage generated; give it back with `release`.
 * `withBoards` false: the caller reads only the plays' steps (`Engine.run`).
 */
export function generateFirstStage(position: Position, dice: Dice, withBoards = true): Engine {
  const engine = acquire(position);
  try {
    runStage(engine, position, firstStage(position, dice), withBoards);
  } catch (e) {
    release(engine);
    throw e;
  }
  return engine;
}

/** `legalPlays` with a reason when there can be none: not a Position, bad dice, or the game is already over. */
export function playsFor(position: Position, dice: Dice): Result<readonly Play[], PlayError> {
  const input = readRollInput('playsFor', position, dice);
  return 'ok' in input ? input : ok(generatedPlays(input.position, input.dice));
}
