import { BAR, OFF, sideOffset } from '../core/board.js';
import { readRoll, validateDice, type Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play, Step } from '../core/play.js';
import { opponent, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { readWritten, resolveAgainst, type StepInput, type Written } from '../movegen/apply.js';
import { snapshot } from '../core/snapshot.js';
import { notAPosition, positionArgument } from '../position/argument.js';
import { toStep } from '../movegen/convert.js';
import { stagesOfRoll } from '../movegen/dice-steps.js';
import { acquire, packAnswer, packStep, rawOfAnswer, release, runStage, stepDie, type PackedAnswer, type RawPlays } from '../movegen/generate.js';
import { playsFromEngine } from '../movegen/convert.js';
import { legalDestinationsAgainst, legalStepsAgainst, type Destinations, type StepOffer } from '../movegen/steps.js';
import { positionFromWords, rulesOf, wordsOf, type Position, gameOverText } from '../position/position.js';
import { decidedIn, hashWords, slotOf, WORDS } from '../core/packed-board.js';
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
  /**
   * The stage's plays as the generator found them, packed, for the paths that need RawPlays
   * (built on demand); `data` null when the plays themselves say it all (a one-stage turn).
   */
  readonly answer: PackedAnswer | StageFacts | null;
  readonly plays: readonly Play[];
  /** The Turn's own position and stages played, as this layer made them. */
  readonly position: Position;
  readonly played: readonly PlayedStage[];
}

const NONE: readonly never[] = Object.freeze([]);

let internalOfTurn: (value: object) => Internal | undefined;

/**
 * A Turn this layer made. The trust rule (docs/design.md): only a Turn this class constructed
 * has its private field — a spread copy, a JSON copy, a structured clone or a Proxy does not —
 * and the instance is frozen, so what the field vouches for cannot change. This brand replaces
 * an identity map of Turns: no table of every Turn ever made for the garbage collector to walk.
 */
class MadeTurn implements Turn {
  readonly roller: Player;
  readonly dice: Dice;
  readonly position: Position;
  readonly stage: Stage | null;
  readonly upcoming: readonly Stage[];
  readonly plays: readonly Play[];
  readonly done: boolean;
  readonly played: readonly PlayedStage[];
  readonly nextToRoll: Player | null;
  readonly #internal: Internal;

  static {
    internalOfTurn = (value) => (#internal in value ? value.#internal : undefined);
  }

  constructor(fields: Turn, internal: Internal) {
    this.roller = fields.roller;
    this.dice = fields.dice;
    this.position = fields.position;
    this.stage = fields.stage;
    this.upcoming = fields.upcoming;
    this.plays = fields.plays;
    this.done = fields.done;
    this.played = fields.played;
    this.nextToRoll = fields.nextToRoll;
    this.#internal = internal;
    Object.freeze(this);
  }
}

/** What a stage's plays need beside the plays to be RawPlays. */
interface StageFacts {
  readonly data: null;
  readonly length: number;
  readonly headLimit: number;
  readonly subMoves: readonly number[];
}

/** The RawPlays of a Turn's stage, for the paths that match steps or notation against them. */
function rawOf(internal: Internal): RawPlays | null {
  const answer = internal.answer;
  if (answer === null) return null;
  if (answer.data !== null) return rawOfAnswer(answer);
  // Every play's board is its position's, and its steps are its Steps packed again.
  const plays = internal.plays.map((play) => {
    const words = new Int32Array(WORDS);
    wordsOf(play.position, words, 0);
    const steps = play.steps.map((s) => packStep(s.from === 'bar' ? BAR : s.from, s.to === 'off' ? 0 : s.to, s.die, s.hit));
    return { steps, words, hash: hashWords(words, 0) };
  });
  return { plays, length: answer.length, headLimit: answer.headLimit, subMoves: answer.subMoves };
}

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
    const fields: Turn = {
      roller: frame.roller,
      dice: frame.dice,
      position,
      stage: null,
      upcoming: NONE,
      plays: NONE,
      done: true,
      played,
      nextToRoll: frame.extraTurn || position.isOver() ? null : opponent(frame.roller),
    };
    return new MadeTurn(fields, { frame, cursor: null, answer: null, plays: NONE, position, played });
  }
  const engine = acquire(position);
  let answer: PackedAnswer | StageFacts;
  let plays: readonly Play[];
  try {
    runStage(engine, position, planOf(cursor));
    if (oneStage(cursor)) {
      // A turn of one stage that nothing can hand on (G-8: every variant's turn but a crazy gulbar
      // cascade or its transfer): every play ends the turn, so its position is the one `legalPlays`
      // gives (the opponent to move, one more turn for the roller), built straight from the engine.
      plays = playsFromEngine(position, engine);
      answer = { data: null, length: engine.length, headLimit: engine.headLimit, subMoves: engine.subMoves };
    } else {
      const packed = packAnswer(engine);
      answer = packed;
      plays = stagePlays(frame, cursor, packed);
    }
  } finally {
    release(engine);
  }
  const fields: Turn = {
    roller: frame.roller,
    dice: frame.dice,
    position,
    stage: stageOf(cursor),
    upcoming: upcomingOf(cursor),
    plays,
    done: false,
    played,
    nextToRoll: null,
  };
  return new MadeTurn(fields, { frame, cursor, answer, plays, position, played });
}

/** True when whatever is played in the cursor's stage ends the turn (nextCursor is null for every play). */
function oneStage(c: Cursor): boolean {
  return c.index === 0 && !c.transferred && c.plans.length === 1 && !c.plans[0]!.transferable;
}

/** The plays of a stage that may lead on to another stage: each play's position as `advanceTurn` will make it. */
function stagePlays(frame: Frame, cursor: Cursor, answer: PackedAnswer): readonly Play[] {
  const { count, data } = answer;
  const starts = count * WORDS;
  const plays = new Array<Play>(count);
  for (let i = 0; i < count; i++) {
    const packed = Array.from(data.subarray(data[starts + i], data[starts + i + 1]));
    const words = data.slice(i * WORDS, i * WORDS + WORDS);
    const steps = Object.freeze(packed.map(toStep));
    const next = after(
      frame,
      cursor,
      packed.map((s) => stepDie(s)),
      offIn(words),
      decidedIn(words, 0),
    );
    plays[i] = Object.freeze({ steps, position: positionAfter(frame, next, words) });
  }
  return Object.freeze(plays);
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

/**
 * `beginTurn` for the reducer, which hands in only library values: a Position (brand-checked by
 * the caller's own read of its state) and a roll already copied and validated (readAction).
 */
export function beginTurnOf(position: Position, rolled: Dice, extraTurn: boolean): Result<Turn, PlayError> {
  return begin(position, rolled, extraTurn);
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
 * The layer's record of a Turn. A Turn this layer made is known by its private brand (MadeTurn:
 * frozen, and only this layer constructs it). Anything else is caller data: a copy of a Turn that has
 * played nothing yet (spread, JSON-revived with a real Position) is begun again from its own
 * position and dice, both read and checked once; nothing else of it — its `plays` least of all —
 * is ever used.
 */
function internalOf(turn: unknown, fn: string): Result<Internal, PlayError> {
  if (typeof turn !== 'object' || turn === null) return err('invalid-argument', `${fn}: turn must be a Turn from beginTurn or advanceTurn.`);
  const known = internalOfTurn(turn);
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
  return ok(internalOfTurn(begun.value)!);
}

/**
 * Plays the current stage (a Play from `turn.plays`, a list of steps, or notation) and moves the
 * turn on: to the next stage of the cascade, to the opponent with the unplayed rest (CG-5), or
 * to its end.
 */
export function advanceTurn(turn: Turn, play: StageInput): Result<Turn, PlayError> {
  const known = internalOf(turn, 'advanceTurn');
  if (!known.ok) return known;
  const { frame, cursor, answer, plays, position } = known.value;
  if (cursor === null || answer === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  let chosen: Play;
  let next: Cursor | null;
  let generated = generatedPlay(plays, play);
  let written: Written | undefined;
  if (generated === undefined) {
    const read = readWritten(play, 'advanceTurn: play');
    if (!read.ok) return read;
    written = read.value;
    // Steps written out in full (from, to, die, hit) equal to one generated play's steps, one by
    // one, name that play and no other: each step is then fixed, so the sequence reaches exactly
    // that play's board (this is how the reducer hands on a play from `legalActions`).
    // (The copy is whatever the caller passed, null included: readWritten checks no shape.)
    const copy: unknown = written;
    if (typeof copy === 'object' && copy !== null) generated = sameSteps(plays, Array.isArray(copy) ? copy : (copy as { steps?: unknown }).steps);
  }
  if (generated !== undefined) {
    // One of the plays this layer generated for this very stage: legal by construction, its
    // position already exact. (Only the layer's own list counts, never the Turn object's.)
    const g = generated;
    chosen = g;
    next = after(
      frame,
      cursor,
      g.steps.map((s) => s.die),
      (player) => g.position.off(player),
      g.position.decision() !== null,
    );
  } else {
    const found = resolveAgainst(position, rawOf(known.value)!, written!);
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
 * The generated play `play` is by identity: one of this stage's Plays, or the frozen steps list of
 * one (what `legalActions` hands out). Both are objects the library made and froze, held in the
 * layer's own list of the stage's plays, so identity with them vouches for nothing a caller made.
 */
function generatedPlay(plays: readonly Play[], play: unknown): Play | undefined {
  if (typeof play !== 'object' || play === null) return undefined;
  for (const p of plays) if (p === play || p.steps === play) return p;
  return undefined;
}

/**
 * The generated play whose steps equal `steps` field by field (a library copy of the caller's
 * steps: plain data, read once), each step with exactly the fields from, to, die and hit; else
 * undefined (the caller's steps are then matched by the rules, resolveAgainst).
 */
function sameSteps(plays: readonly Play[], steps: unknown): Play | undefined {
  if (!Array.isArray(steps)) return undefined;
  const n = steps.length;
  for (let i = 0; i < n; i++) {
    const s = steps[i] as unknown;
    if (typeof s !== 'object' || s === null || Object.keys(s).length !== 4) return undefined;
  }
  for (const p of plays) {
    const g = p.steps;
    if (g.length !== n) continue;
    let i = 0;
    for (; i < n; i++) {
      const s = steps[i] as Step;
      const t = g[i]!;
      if (s.from !== t.from || s.to !== t.to || s.die !== t.die || s.hit !== t.hit) break;
    }
    if (i === n) return p;
  }
  return undefined;
}

/**
 * The single steps a UI may offer next in the current stage (`legalSteps` for a stage): exactly
 * those that extend `stepsSoFar` towards one of `turn.plays`, each (from, to) once with its
 * dice. Empty when the steps so far already make a complete play of the stage.
 */
export function stageSteps(turn: Turn, stepsSoFar: readonly StepInput[] = []): Result<readonly StepOffer[], PlayError> {
  const known = internalOf(turn, 'stageSteps');
  if (!known.ok) return known;
  const { position } = known.value;
  const raw = rawOf(known.value);
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
  const { position } = known.value;
  const raw = rawOf(known.value);
  if (raw === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  const steps = snapshot(stepsSoFar, 'stageDestinations: stepsSoFar');
  if (!steps.ok) return steps;
  return legalDestinationsAgainst(position, raw, steps.value as readonly StepInput[]);
}
