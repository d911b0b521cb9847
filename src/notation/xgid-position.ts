import { notAPosition, positionArgument } from '../position/argument.js';
import type { NotationError } from '../core/errors.js';
import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import { err, ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import type { OptionsInput } from '../variants/registry.js';
import { Position, rulesOf } from '../position/position.js';
import { positionFromSetup } from '../position/setup.js';
import { boardOf, NO_LIMIT_LOG2, readXgidFields, sign } from './xgid-fields.js';

/**
 * An XGID for a bare position: the board and the player on turn, for tools that paste a board
 * rather than a game. The other fields are written as a money game at its start (cube 1 centred,
 * dice `00`, scores 0); when read, they must be well formed but say nothing about the position.
 */

/**
 * The XGID of a short tavla position: its board and the player on turn, the rest as a money
 * game before the roll (`XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10`). Other variants
 * are `unrepresentable-state`; a value that is not a Position is `invalid-argument`.
 */
export function positionToXgid(position: Position): Result<string, NotationError> {
  const given = positionArgument(position);
  if (given === null) return notAPosition('positionToXgid', position);
  position = given;
  if (position.variant !== 'short-tavla') return err('unrepresentable-state', `An XGID holds a backgammon (short tavla) position, not ${position.variant}.`);
  if (rulesOf(position).checkers !== 15) {
    return err('unrepresentable-state', `An XGID holds fifteen checkers a side; this position has ${rulesOf(position).checkers} (NH-3).`);
  }
  const board = boardOf((player, point) => (point === 25 ? position.bar(player) : position.checkers(player, point)));
  return ok(`XGID=${board}:0:0:${sign(position.turn)}:00:0:0:0:0:${NO_LIMIT_LOG2}`);
}

/**
 * The position of an XGID: its board and the player on turn (upper case is Black, lower case
 * White, as in `fromXgid`), under the given short tavla rule options. The ID's other fields
 * (cube, dice, scores, ...) must be well formed and are otherwise ignored. Refusals:
 * `input-too-long`, `malformed-xgid`, `invalid-position` (no legal board). Never throws.
 */
export function positionFromXgid(text: string, options?: OptionsInput): Result<Position, NotationError> {
  if (typeof text !== 'string') return err('malformed-xgid', `An XGID is a string; got ${show(text)}.`);
  const long = refuseLength(text, INPUT_LIMITS.xgid, 'XGID');
  if (long) return long;
  const read = readXgidFields(text);
  if ('ok' in read) return read;
  const position = positionFromSetup({ variant: 'short-tavla', turn: read.turn, ...read.sides, ...(options === undefined ? {} : { options }) });
  if (!position.ok) return err('invalid-position', `${show(text)} is not a legal position: ${position.error.message}`);
  return position;
}
