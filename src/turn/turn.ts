import { validateDice, type Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play } from '../core/play.js';
import type { Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { resolvePlay, type StepInput } from '../movegen/apply.js';
import { legalPlays } from '../movegen/plays.js';
import type { Position } from '../position/position.js';

/**
 * A turn as a queue of stages. In short tavla and long nard a turn is one stage: the roller
 * plays his roll. The same API serves variants whose roll can mean several decisions.
 */

/** One decision inside a turn: who plays and which dice. */
export interface Stage {
  readonly player: Player;
  readonly dice: Dice;
}

/** What has been played so far in a turn. */
export interface PlayedStage {
  readonly stage: Stage;
  readonly play: Play;
}

export interface Turn {
  /** The player who rolled. */
  readonly roller: Player;
  readonly dice: Dice;
  /** The position so far: before the first stage, after each stage played. */
  readonly position: Position;
  /** The stage to play now, or null once the turn is over. */
  readonly stage: Stage | null;
  /** The legal plays of the current stage (the forced pass is one empty play); empty once done. */
  readonly plays: readonly Play[];
  readonly done: boolean;
  readonly played: readonly PlayedStage[];
  /** Once done: who rolls next (null when the game is over). */
  readonly nextToRoll: Player | null;
}

function freezeTurn(turn: Turn): Turn {
  return Object.freeze(turn);
}

/** Starts the turn of the player on turn with his roll. */
export function beginTurn(position: Position, dice: Dice): Result<Turn, PlayError> {
  const checked = validateDice(dice);
  if (!checked.ok) return checked;
  if (position.winner() !== null) return err('game-over', 'The game is over: a player has borne off all 15 checkers (G-15).');
  const stage: Stage = Object.freeze({ player: position.turn, dice: checked.value });
  return ok(
    freezeTurn({
      roller: position.turn,
      dice: checked.value,
      position,
      stage,
      plays: legalPlays(position, checked.value),
      done: false,
      played: Object.freeze([]),
      nextToRoll: null,
    }),
  );
}

/** Plays the current stage (a Play, steps, or notation) and moves the turn on. */
export function advanceTurn(turn: Turn, play: Pick<Play, 'steps'> | readonly StepInput[] | string): Result<Turn, PlayError> {
  if (turn.done || turn.stage === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  // A play handed back from `turn.plays` is legal by construction: no need to check it again.
  const listed = typeof play === 'object' && turn.plays.includes(play as Play);
  const found = listed ? ok(play as Play) : resolvePlay(turn.position, turn.stage.dice, play);
  if (!found.ok) return found;
  const after = found.value.position;
  return ok(
    freezeTurn({
      roller: turn.roller,
      dice: turn.dice,
      position: after,
      stage: null,
      plays: Object.freeze([]),
      done: true,
      played: Object.freeze([...turn.played, Object.freeze({ stage: turn.stage, play: found.value })]),
      nextToRoll: after.winner() === null ? after.turn : null,
    }),
  );
}
