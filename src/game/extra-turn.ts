import { validateDice, type Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play } from '../core/play.js';
import { err, ok, type Result } from '../core/result.js';
import { toPlays } from '../movegen/convert.js';
import { rawPlays } from '../movegen/plays.js';
import { readPaths } from '../notation/move-syntax.js';
import type { Position } from '../position/position.js';
import type { Turn } from '../turn/turn.js';
import type { PlayInput } from './actions.js';

/**
 * LN-15's extra turn. The starter has borne off his fifteenth checker, so to the turn layer the
 * game is over (G-15) and `beginTurn` refuses the position; the second player still plays one
 * normal turn on it. The turn is built here as one stage whose plays come from the generator
 * directly (the generator never asks who has won), with the Turn shape of the turn layer. That
 * is exact for every variant whose turn is one stage; a crazy gulbar cascade in the extra turn
 * would need the turn layer to accept such a position.
 */

export function beginExtraTurn(position: Position, dice: Dice): Result<Turn, PlayError> {
  const checked = validateDice(dice);
  if (!checked.ok) return checked;
  const raw = rawPlays(position, checked.value);
  const stage = Object.freeze({ player: position.turn, dice: checked.value, subMoves: raw.subMoves, transferred: false });
  return ok(
    Object.freeze({
      roller: position.turn,
      dice: checked.value,
      position,
      stage,
      upcoming: Object.freeze([]),
      plays: toPlays(position, raw.plays),
      done: false,
      played: Object.freeze([]),
      nextToRoll: null,
    }),
  );
}

/** Net change of the mover's checkers per slot (0 off, 25 bar) that a written play makes. */
function netChange(input: PlayInput): Map<number, number> | PlayError {
  const change = new Map<number, number>();
  const move = (from: number, to: number): void => {
    change.set(from, (change.get(from) ?? 0) - 1);
    change.set(to, (change.get(to) ?? 0) + 1);
  };
  if (typeof input === 'string') {
    const paths = readPaths(input);
    if (!Array.isArray(paths)) {
      return { code: 'malformed-notation', message: `Cannot read the play ${JSON.stringify(input)}: ${(paths as { message: string }).message}` };
    }
    for (const path of paths as readonly (readonly { from: number; to: number }[])[]) {
      if (path.length > 0) move(path[0]!.from, path[path.length - 1]!.to);
    }
    return change;
  }
  const steps: unknown = Array.isArray(input) ? input : (input as Pick<Play, 'steps'>).steps;
  if (!Array.isArray(steps)) return { code: 'malformed-play', message: 'A play is a Play, a list of steps, or notation.' };
  for (const step of steps as unknown[]) {
    const { from, to } = (step ?? {}) as { from?: unknown; to?: unknown };
    const f = from === 'bar' ? 25 : from;
    const t = to === 'off' ? 0 : to;
    if (typeof f !== 'number' || typeof t !== 'number' || !Number.isInteger(f) || !Number.isInteger(t) || t < 0 || t >= f || f > 25) {
      return { code: 'malformed-play', message: 'Each step is { from: 1..25 | "bar", to: 0..24 | "off", die? } moving towards home.' };
    }
    move(f, t);
  }
  return change;
}

function sameChange(a: Map<number, number>, b: Map<number, number>): boolean {
  const keys = new Set([...a.keys(), ...b.keys()]);
  for (const k of keys) if ((a.get(k) ?? 0) !== (b.get(k) ?? 0)) return false;
  return true;
}

function stepsChange(play: Play): Map<number, number> {
  return netChange(play.steps) as Map<number, number>;
}

/**
 * Plays the extra turn. The starter has no checker left on the board, so nothing of his can
 * block, be hit or count for a six-block: a play is fixed by the mover's net movement, and the
 * written play is the legal play with the same final position (G-9.5) or is refused.
 */
export function advanceExtraTurn(turn: Turn, input: PlayInput): Result<Turn, PlayError> {
  if (turn.done || turn.stage === null) return err('game-over', 'The extra turn is already over.');
  const change = netChange(input);
  if (!(change instanceof Map)) return { ok: false, error: change };
  const found = turn.plays.find((play) => sameChange(stepsChange(play), change));
  if (found === undefined) return err('illegal-play', 'That is not one of the legal plays of this roll (LN-15 extra turn).');
  return ok(
    Object.freeze({
      ...turn,
      position: found.position,
      stage: null,
      plays: Object.freeze([]),
      done: true,
      played: Object.freeze([...turn.played, Object.freeze({ stage: turn.stage, play: found })]),
      nextToRoll: null,
    }),
  );
}
