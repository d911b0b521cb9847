import { OFF, sideOffset } from '../core/board.js';
import { readRoll, validateDice, type Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play } from '../core/play.js';
import { opponent, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { readWritten, resolveAgainst, type StepInput } from '../movegen/apply.js';
import { snapshot } from '../core/snapshot.js';
import { notAPosition, positionArgument } from '../position/argument.js';
import { toStep } from '../movegen/convert.js';
import { stagesOfRoll } from '../movegen/dice-steps.js';
import { stepDie, type RawPlays } from '../movegen/generate.js';
import { rawStagePlays } from '../movegen/plays.js';
import { legalDestinationsAgainst, legalStepsAgainst, type Destinations, type StepOffer } from '../movegen/steps.js';
import { positionFromWords, rulesOf, wordsOf, type Position, gameOverText } from '../position/position.js';
import { decidedIn, slotOf, WORDS } from '../core/packed-board.js';
import { firstCursor, nextCursor, planOf, type Cursor } from './cursor.js';

/**
 * A turn as a queue of stages, for every variant. In short tavla, long nard and six-one a turn
 * is one stage: the roller plays his roll. In crazy gulbar a qualifying double is a cascade of
 * stages (CG-2), each one decision under its own G-9 and head limit (CG-4), and an unplayable
 * remainder may pass to the opponent (CG-5..CG-7), who plays it stage by stage before rolling.
 *
 * The meaning of a roll comes from the variant as data (`MoveRules.turnStructure`); nothing here
 * knows a variant's name. See docs/turns.md.
 */

/** One decision inside a turn: who plays it and with which sub-move dice. */
export interface Stage {
  /** Who plays this stage (the roller's opponent for a transferred stage, CG-5). */
  readonly player: Player;
  /** The dice the stage comes from: the roll for a turn's first stage, [v, v] for a cascade stage of v (CG-2). */
  readonly dice: Dice;
  /**
   * The sub-move dice to play: both dice of a mixed roll, four equal values for a double or a
   * cascade stage (two under `movesPerStage: 2`), or the unplayed rest of a stage (CG-5).
   */
  readonly subMoves: readonly number[];
  /** CG-5: the roller's opponent plays this stage with his own checkers (transferred play). */
  readonly transferred: boolean;
}

/** A stage that has been played, and how. */
export interface PlayedStage {
  /** The stage. */
  readonly stage: Stage;
  /** The play made in it. */
  readonly play: Play;
}

/**
 * A turn in progress as a queue of stages (`beginTurn`, `advanceTurn`): the stage to play now,
 * its legal plays, the stages played and those still to come. Frozen; made only by the turn layer.
 */
export interface Turn {
  /** The player who rolled. */
  readonly roller: Player;
  /** The roll. */
  readonly dice: Dice;
  /**
   * The position so far: before the first stage, then after each stage played. While the turn
   * goes on, its `turn` is the player of the current stage and `turnsPlayed` is unchanged; once
   * done, the roller's opponent is on turn and the roller has one more turn played (CG-4:
   * transferred play counts for nobody).
   */
  readonly position: Position;
  /** The stage to play now, or null once the turn is over. */
  readonly stage: Stage | null;
  /**
   * The stages after the current one as things stand: a transfer (CG-5) hands them to the
   * opponent, and a failure or CG-9 may void them. Empty for a one-stage turn.
   */
  readonly upcoming: readonly Stage[];
  /**
   * The legal plays of the current stage (G-9 for this stage alone, CG-4), each distinct result
   * once; the forced pass is one empty play (G-10). Each play's `position` is exactly the
   * `position` of the turn that `advanceTurn` returns for it. Empty once done.
   */
  readonly plays: readonly Play[];
  /** True once no stage is left to play. */
  readonly done: boolean;
  /** The stages played so far, in order, with their plays. */
  readonly played: readonly PlayedStage[];
  /**
   * Once done: who rolls next (the roller's opponent, who is also the receiver of any transfer,
   * CG-5), or null when the game is over (G-15, CG-10). Null while the turn goes on.
   */
  readonly nextToRoll: Player | null;
}

/** What may be handed to `advanceTurn`: a Play from `turn.plays`, a list of steps, or notation. */
export type StageInput = Pick<Play, 'steps'> | readonly StepInput[] | string;

/** Options of `beginTurn`. */
export interface TurnOptions {
  /**
   * LN-15's extra turn: the position is already decided (the first mover has borne off his last
   * checker) and the opponent plays one more normal turn on it. The turn ends when he bears off
   * his last checker or his stages run out; nobody rolls after it (`nextToRoll` null).
   */
  readonly extraTurn?: boolean;
}

/** The fixed facts of a turn. */
interface Frame {
  readonly start: Position;
  readonly roller: Player;
  readonly dice: Dice;
  readonly extraTurn: boolean;
}

/**
 * What the layer keeps per Turn it hands out (Turns are frozen plain data; this is not): among
 * it the plays it generated, so that a play is trusted only when it is one of those — never
 * because a Turn object lists it, since a caller can build an object that lists anything.
 */
interface Internal {
  readonly frame: Frame;
  readonly cursor: Cursor | null;
  readonly raw: RawPlays | null;
  readonly plays: readonly Play[];
  /** The Turn's own position and stages played, as this layer made them. */
  readonly position: Position;
  readonly played: readonly PlayedStage[];
}

// Keyed only by Turns this layer made and froze (makeTurn): nobody else can add to it, and what
// it vouches for cannot change (docs/design.md, the trust rule).
const INTERNAL = new WeakMap<object, Internal>();
const NONE: readonly never[] = Object.freeze([]);

function stageOf(c: Cursor): Stage {
  return Object.freeze({ player: c.player, dice: c.plans[c.index]!.dice, subMoves: c.subMoves, transferred: c.transferred });
}

function upcomingOf(c: Cursor): readonly Stage[] {
  if (c.index + 1 >= c.plans.length) return NONE;
  return Object.freeze(
    c.plans.slice(c.index + 1).map((p) => Object.freeze({ player: c.player, dice: p.dice, subMoves: p.subMoves, transferred: c.transferred })),
  );
}

/**
 * What comes after the current stage is played with `used` dice reaching a board where the
 * stage's player has `off` checkers borne off: the next stage, or null when the turn is over.
 */
function after(frame: Frame, c: Cursor, used: readonly number[], off: OffCounts, decided: boolean): Cursor | null {
  const rules = rulesOf(frame.start);
  const borne = off(c.player);
  return nextCursor(rules.turnStructure, c, used, borne, decided || borne === rules.checkers);
}

/** The position while a turn goes on: `player` to play the next stage, turn counts unchanged. */
function midPosition(frame: Frame, words: Int32Array, player: Player): Position {
  const s = frame.start;
  return positionFromWords(rulesOf(s), player, s.turnsPlayed, words, 0);
}

/**
 * The position once the turn is over: the roller's opponent on turn (also the receiver of a
 * transfer, CG-5), and one more own turn for the roller, forfeits included (LN-12a, CG-4).
 */
function endPosition(frame: Frame, words: Int32Array): Position {
  const s = frame.start;
  const turnsPlayed = Object.freeze({ ...s.turnsPlayed, [frame.roller]: s.turnsPlayed[frame.roller] + 1 });
  return positionFromWords(rulesOf(s), opponent(frame.roller), turnsPlayed, words, 0);
}

function positionAfter(frame: Frame, next: Cursor | null, words: Int32Array): Position {
  return next === null ? endPosition(frame, words) : midPosition(frame, words, next.player);
}

/** A player's borne-off checkers on some board. */
type OffCounts = (player: Player) => number;

const offIn =
  (words: Int32Array): OffCounts =>
  (player) =>
    slotOf(words, 0, sideOffset(player) + OFF);

/** The Turn for a cursor (null: over) at `position`, with the stages played so far. */
function makeTurn(frame: Frame, cursor: Cursor | null, position: Position, played: readonly PlayedStage[]): Turn {
  if (cursor === null) {
    const turn: Turn = Object.freeze({
      roller: frame.roller,
      dice: frame.dice,
      position,
      stage: null,
      upcoming: NONE,
      plays: NONE,
      done: true,
      played,
      nextToRoll: frame.extraTurn || position.isOver() ? null : opponent(frame.roller),
    });
    INTERNAL.set(turn, { frame, cursor: null, raw: null, plays: NONE, position, played });
    return turn;
  }
  const raw = rawStagePlays(position, planOf(cursor));
  const plays = raw.plays.map((r) => {
    const steps = Object.freeze(r.steps.map(toStep));
    const next = after(
      frame,
      cursor,
      r.steps.map((s) => stepDie(s)),
      offIn(r.words),
      decidedIn(r.words, 0),
    );
    return Object.freeze({ steps, position: positionAfter(frame, next, r.words) });
  });
  const frozenPlays = Object.freeze(plays);
  const turn: Turn = Object.freeze({
    roller: frame.roller,
    dice: frame.dice,
    position,
    stage: stageOf(cursor),
    upcoming: upcomingOf(cursor),
    plays: frozenPlays,
    done: false,
    played,
    nextToRoll: null,
  });
  INTERNAL.set(turn, { frame, cursor, raw, plays: frozenPlays, position, played });
  return turn;
}

/**
 * Starts the turn of the player on turn with his roll: the first stage of what the roll means
 * (one stage; a crazy gulbar cascade's first, CG-2), with its legal plays.
 */
export function beginTurn(position: Position, dice: Dice, options: TurnOptions = {}): Result<Turn, PlayError> {
  const p = positionArgument(position);
  if (p === null) return notAPosition('beginTurn', position);
  const roll = readRoll(dice);
  if (roll === null) return validateDice(dice) as { readonly ok: false; readonly error: PlayError };
  const read = snapshot(options, 'beginTurn: options');
  if (!read.ok) return read;
  const given = read.value;
  if (given !== undefined && (typeof given !== 'object' || given === null || Array.isArray(given))) {
    return err('invalid-argument', 'beginTurn: options must be an object such as { extraTurn: true }.');
  }
  return begin(p, roll, (given as { extraTurn?: unknown } | undefined)?.extraTurn === true);
}

function begin(position: Position, rolled: Dice, extraTurn: boolean): Result<Turn, PlayError> {
  const winner = position.winner();
  // LN-15's extra turn is played after the starter has borne off his last checker.
  if (position.isOver() && !(extraTurn && winner !== null && position.decision() === null && winner !== position.turn)) {
    return err('game-over', gameOverText(position));
  }
  const roller = position.turn;
  const frame: Frame = Object.freeze({ start: position, roller, dice: rolled, extraTurn });
  const plans = stagesOfRoll(rulesOf(position), rolled, position.turnsPlayed[roller]);
  return ok(makeTurn(frame, firstCursor(plans, roller), position, NONE));
}

const NOT_A_TURN =
  'This is not a Turn made by beginTurn / advanceTurn (a copy that has played stages cannot be trusted): begin the turn again and replay its stages.';

/**
 * The layer's record of a Turn. A Turn this layer made is known by identity (it is frozen, and
 * only this layer adds to INTERNAL). Anything else is caller data: a copy of a Turn that has
 * played nothing yet (spread, JSON-revived with a real Position) is begun again from its own
 * position and dice, both read and checked once; nothing else of it — its `plays` least of all —
 * is ever used.
 */
function internalOf(turn: unknown, fn: string): Result<Internal, PlayError> {
  if (typeof turn !== 'object' || turn === null) return err('invalid-argument', `${fn}: turn must be a Turn from beginTurn or advanceTurn.`);
  const known = INTERNAL.get(turn);
  if (known !== undefined) return ok(known);
  let position: unknown;
  let dice: unknown;
  let fresh = false;
  try {
    const fields = turn as { position?: unknown; dice?: unknown; played?: unknown };
    position = fields.position;
    dice = fields.dice;
    fresh = Array.isArray(fields.played) && fields.played.length === 0;
  } catch {
    return err('invalid-argument', `${fn}: the turn could not be read (a throwing getter or a revoked Proxy).`);
  }
  if (!fresh) return err('invalid-argument', `${fn}: ${NOT_A_TURN}`);
  const p = positionArgument(position);
  if (p === null) return notAPosition(`${fn} (turn.position)`, position);
  const roll = readRoll(dice);
  if (roll === null) return validateDice(dice) as { readonly ok: false; readonly error: PlayError };
  const begun = begin(p, roll, p.isOver());
  if (!begun.ok) return begun;
  return ok(INTERNAL.get(begun.value)!);
}

/**
 * Plays the current stage (a Play from `turn.plays`, a list of steps, or notation) and moves the
 * turn on: to the next stage of the cascade, to the opponent with the unplayed rest (CG-5), or
 * to its end.
 */
export function advanceTurn(turn: Turn, play: StageInput): Result<Turn, PlayError> {
  const known = internalOf(turn, 'advanceTurn');
  if (!known.ok) return known;
  const { frame, cursor, raw, plays, position } = known.value;
  if (cursor === null || raw === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  let chosen: Play;
  let next: Cursor | null;
  if (typeof play === 'object' && plays.includes(play as Play)) {
    // One of the plays this layer generated for this very stage: legal by construction, its
    // position already exact. (Only the layer's own list counts, never the Turn object's.)
    chosen = play as Play;
    next = after(
      frame,
      cursor,
      chosen.steps.map((s) => s.die),
      (player) => chosen.position.off(player),
      chosen.position.decision() !== null,
    );
  } else {
    const written = readWritten(play, 'advanceTurn: play');
    if (!written.ok) return written;
    const found = resolveAgainst(position, raw, written.value);
    if (!found.ok) return found;
    const words = new Int32Array(WORDS);
    wordsOf(found.value.position, words, 0);
    next = after(
      frame,
      cursor,
      found.value.steps.map((s) => s.die),
      offIn(words),
      decidedIn(words, 0),
    );
    chosen = Object.freeze({ steps: found.value.steps, position: positionAfter(frame, next, words) });
  }
  const played = Object.freeze([...known.value.played, Object.freeze({ stage: stageOf(cursor), play: chosen })]);
  return ok(makeTurn(frame, next, chosen.position, played));
}

/**
 * The single steps a UI may offer next in the current stage (`legalSteps` for a stage): exactly
 * those that extend `stepsSoFar` towards one of `turn.plays`, each (from, to) once with its
 * dice. Empty when the steps so far already make a complete play of the stage.
 */
export function stageSteps(turn: Turn, stepsSoFar: readonly StepInput[] = []): Result<readonly StepOffer[], PlayError> {
  const known = internalOf(turn, 'stageSteps');
  if (!known.ok) return known;
  const { raw, position } = known.value;
  if (raw === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  const steps = snapshot(stepsSoFar, 'stageSteps: stepsSoFar');
  if (!steps.ok) return steps;
  return legalStepsAgainst(position, raw, steps.value as readonly StepInput[]);
}

/**
 * Every checker's reachable destinations in the current stage (`legalDestinations` for a
 * stage): single and combined moves that lead on to one of `turn.plays`. Empty when the steps
 * so far already make a complete play of the stage.
 */
export function stageDestinations(turn: Turn, stepsSoFar: readonly StepInput[] = []): Result<Destinations, PlayError> {
  const known = internalOf(turn, 'stageDestinations');
  if (!known.ok) return known;
  const { raw, position } = known.value;
  if (raw === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  const steps = snapshot(stepsSoFar, 'stageDestinations: stepsSoFar');
  if (!steps.ok) return steps;
  return legalDestinationsAgainst(position, raw, steps.value as readonly StepInput[]);
}
