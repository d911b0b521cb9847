import type { TavlaError } from './result.js';
import type { DiceErrorCode } from './dice.js';
import type { InvalidArgumentCode } from './snapshot.js';

/** Why a Setup was refused. One code per kind of failure, stable across versions. */
export type SetupErrorCode =
  | InvalidArgumentCode // an argument of the wrong type, or one that cannot be read (docs/errors.md)
  | 'invalid-setup' // not an object, or a field of the wrong type
  | 'unknown-field' // a key the Setup shape does not have
  | 'unknown-variant'
  | 'invalid-turn'
  | 'invalid-point' // a point key outside the variant's track
  | 'invalid-count' // a count that is not a non-negative integer
  | 'wrong-checker-count' // a side without exactly 15 checkers (points + bar + off)
  | 'shared-point' // both players on one absolute point (no mixed points) in a variant without pins
  | 'pins-not-allowed' // Setup.<side>.pinned in a variant that does not pin
  | 'invalid-pin' // a pinned list that does not match the board (PL-3: one pinned checker under the other side's stack)
  | 'invalid-decision' // Setup.decided that the board does not bear out, or missing where a rule has decided (PL-12, PL-14)
  | 'bar-not-allowed' // checkers on the bar in a variant without one
  | 'invalid-turns-played'
  | 'unknown-option'
  | 'invalid-option'
  | 'option-not-for-variant'
  | 'unknown-preset'
  | 'impossible-position'; // e.g. both players have borne off all their checkers

/** Why a Setup was refused: one of `SetupErrorCode`, with a message. */
export type SetupError = TavlaError<SetupErrorCode>;

/** Why a play (as steps, a Play value or notation) was refused for a position and roll. */
export type PlayErrorCode =
  | InvalidArgumentCode // not a Position, not a Turn of this library, unreadable input (docs/errors.md)
  | DiceErrorCode
  | 'game-over' // somebody has already borne off all 15
  | 'turn-over' // the turn has no stage left to play
  | 'malformed-play' // not a Play, not a list of steps, or a step of the wrong shape
  | 'die-not-rolled' // a step uses a die the roll does not contain (or uses it too often)
  | 'no-checker' // no checker of the mover on the starting point
  | 'wrong-direction' // a step that does not move forward by its die
  | 'must-enter-first' // ST-6: a checker is on the bar
  | 'point-blocked' // ST-4 / LN-4: the landing point is closed
  | 'cannot-bear-off' // G-11: not all checkers are home
  | 'bear-off-needs-exact' // G-13 / CG-8: the over-shoot rule does not allow it
  | 'move-within-home-forbidden' // CG-8 'exactOnly' once all checkers are home
  | 'head-rule' // LN-11: too many checkers from the head
  | 'hit-and-run' // ST-9 house rules
  | 'step-not-allowed' // a variant-specific sub-move restriction
  | 'checker-pinned' // PL-6: the checker is pinned (Plakoto, Tapa)
  | 'first-checker' // FE-5: the first checker has not yet passed the opponent's start (Fevga, Moultezim)
  | 'six-block' // LN-13: an illegal block
  | 'must-use-more-dice' // G-9.2: a longer play exists
  | 'must-use-larger-die' // G-9.3
  | 'illegal-play' // legal step by step, yet not one of the legal plays
  | 'ambiguous-play' // notation that fits more than one legal play
  | 'malformed-notation'
  | 'input-too-long'; // notation longer than any play (INPUT_LIMITS.notation)

/** Why a play was refused: one of `PlayErrorCode`, with a message. */
export type PlayError = TavlaError<PlayErrorCode>;

/** Why a notation string or ID could not be read. */
export type NotationErrorCode =
  | InvalidArgumentCode // an argument of the wrong type (not a Position, not a string, ...)
  | 'malformed-notation'
  | 'malformed-position-id'
  | 'invalid-position'
  | 'malformed-match-id' // a GNU Backgammon match ID (or positionId:matchId) that is not 12 base64 characters of valid fields
  | 'malformed-xgid' // an XGID whose fields cannot be read (count, characters, ranges)
  | 'invalid-game-state' // well-formed fields that no game can be in (a double with dice down, a score past the length in play, ...)
  | 'unrepresentable-state' // a game state the format cannot hold (another variant, the opening roll-off, a pending resignation in an XGID, ...)
  | 'invalid-game-log' // toRecord / toMat: the config or an action of the log is refused by the reducer
  | 'malformed-record' // a record line or header tag that is not part of the record format
  | 'illegal-record' // a record line the rules refuse (the reducer's code is in the message)
  | 'record-mismatch' // a line that states a fact (stage dice, result, score) the replay contradicts
  | 'mat-unsupported' // a game or match the .mat format cannot hold (not short tavla, automatic doubles, ...), or a .mat of another variation
  | 'malformed-mat' // fromMat: no "N point match" line, a game without its score line, a cell that is no roll, cube action or result
  | 'malformed-sgf' // fromSgf: not SGF syntax, not a backgammon game (GM[6]), or a property value of the wrong shape
  | 'sgf-unsupported' // fromSgf / toSgf: what the library cannot hold as a game: another variation, edited positions or cubes, automatic doubles
  | 'malformed-fibs-board' // fromFibsBoard: not "board:" and 52 colon-separated fields of the right kinds
  | 'malformed-position-string' // not `variant turn | White | Black [| extras]`, or a token of the wrong shape
  | 'duplicate-entry' // a position string names the same point, bar, off, turns or option twice
  | 'malformed-json' // JSON.parse refused the text (or it is not a string)
  | 'json-too-deep' // JSON nested deeper than any value of the library needs
  | 'input-too-long'; // text longer than the reader's limit (INPUT_LIMITS), refused before it is read

/** Why a text or ID could not be read: one of `NotationErrorCode`, with a message. */
export type NotationError = TavlaError<NotationErrorCode>;
