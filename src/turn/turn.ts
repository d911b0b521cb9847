import { readDice, type Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import type { Play } from '../core/play.js';
import type { Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import type { StepInput } from '../movegen/apply.js';
import { show } from '../core/show.js';
import { snapshot } from '../core/snapshot.js';
import { notAPosition, positionArgument } from '../position/argument.js';
import { legalDestinationsAgainst, legalStepsAgainst, type Destinations, type StepOffer } from '../movegen/steps.js';
import type { Position } from '../position/position.js';
import { advanceCore, allPlays, beginCore, playedOf, rawOf, stageOf, upcomingOf, type TurnCore } from './turn-core.js';
import { freezeClass } from '../core/frozen-class.js';

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

const NONE: readonly never[] = Object.freeze([]);

/**
 * The key the constructor asks for: only this module holds it, so a caller who reaches the
 * class through an instance's `constructor` cannot make one (the brand would vouch for it).
 */
const MADE_HERE: unique symbol = Symbol('tavla turn');

let coreOfTurn: (value: object) => TurnCore | undefined;

/**
 * A Turn this layer made, the public face of its record (turn-core.ts). The trust rule
 * (docs/design.md): only a Turn this class constructed has its private field — a spread copy, a
 * JSON copy, a structured clone or a Proxy does not — and the instance is frozen, so what the
 * field vouches for cannot change. This brand replaces an identity map of Turns: no table of
 * every Turn ever made for the garbage collector to walk.
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
  readonly #core: TurnCore;

  static {
    coreOfTurn = (value) => (#core in value ? value.#core : undefined);
  }

  constructor(key: typeof MADE_HERE, c: TurnCore) {
    if (key !== MADE_HERE) throw new TypeError('Turns are made by beginTurn and advanceTurn, never with new.');
    const cursor = c.cursor;
    this.roller = c.frame.roller;
    this.dice = c.frame.dice;
    this.position = c.position;
    this.stage = cursor === null ? null : stageOf(cursor);
    this.upcoming = cursor === null ? NONE : upcomingOf(cursor);
    this.plays = cursor === null ? NONE : allPlays(c);
    this.done = cursor === null;
    this.played = playedOf(c);
    this.nextToRoll = c.nextToRoll;
    this.#core = c;
    Object.freeze(this);
  }
}
freezeClass(MadeTurn);

/** The Turn of a record: made once, when first asked for. */
export function turnOf(c: TurnCore): Turn {
  return (c.turn ??= new MadeTurn(MADE_HERE, c)) as Turn;
}

/**
 * Starts the turn of the player on turn with his roll: the first stage of what the roll means
 * (one stage; a crazy gulbar cascade's first, CG-2), with its legal plays.
 */
export function beginTurn(position: Position, dice: Dice, options?: TurnOptions): Result<Turn, PlayError> {
  const p = positionArgument(position);
  if (p === null) return notAPosition('beginTurn', position);
  // The dice read once: the library's roll, or why they are not one.
  const roll = readDice(dice);
  if (typeof roll === 'string') return err('invalid-dice', roll);
  let extraTurn = false;
  // No options (the usual call): nothing to read.
  if (options !== undefined) {
    const read = snapshot(options, 'beginTurn: options');
    if (!read.ok) return read;
    const given = read.value;
    if (given !== undefined) {
      const wanted = readTurnOptions(given);
      if (typeof wanted === 'string') return err('invalid-argument', wanted);
      extraTurn = wanted.extraTurn;
    }
  }
  // LN-15's extra turn is the loser's last turn on a decided board; on a board nobody has won
  // it would only end the game early (no roll after it), so it is refused, not played.
  if (extraTurn && !p.isOver()) {
    return err('invalid-argument', 'beginTurn: extraTurn is the last turn after the other player has borne off his last checker (LN-15); nobody has in this position.');
  }
  const begun = beginCore(p, roll, extraTurn, true);
  return begun.ok ? ok(turnOf(begun.value)) : begun;
}

/** The caller's options, read from their snapshot: `{ extraTurn?: boolean }` and nothing else, or why not. */
function readTurnOptions(given: unknown): { readonly extraTurn: boolean } | string {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return 'beginTurn: options must be an object such as { extraTurn: true }.';
  const fields = given as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (key !== 'extraTurn') return `beginTurn: options has no field ${show(key)}; the one option is extraTurn.`;
  }
  const extraTurn = fields['extraTurn'];
  if (extraTurn !== undefined && typeof extraTurn !== 'boolean') return `beginTurn: options.extraTurn must be true or false; got ${show(extraTurn)}.`;
  return { extraTurn: extraTurn === true };
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
function coreOf(turn: unknown, fn: string): Result<TurnCore, PlayError> {
  if (typeof turn !== 'object' || turn === null) return err('invalid-argument', `${fn}: turn must be a Turn from beginTurn or advanceTurn.`);
  const known = coreOfTurn(turn);
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
  // The dice read once: the library's roll, or why they are not one.
  const roll = readDice(dice);
  if (typeof roll === 'string') return err('invalid-dice', roll);
  return beginCore(p, roll, p.isOver(), true);
}

/**
 * Plays the current stage (a Play from `turn.plays`, a list of steps, or notation) and moves the
 * turn on: to the next stage of the cascade, to the opponent with the unplayed rest (CG-5), or
 * to its end.
 */
export function advanceTurn(turn: Turn, play: StageInput): Result<Turn, PlayError> {
  const known = coreOf(turn, 'advanceTurn');
  if (!known.ok) return known;
  const advanced = advanceCore(known.value, play, 'advanceTurn');
  return advanced.ok ? ok(turnOf(advanced.value)) : advanced;
}

/**
 * The single steps a UI may offer next in the current stage (`legalSteps` for a stage): exactly
 * those that extend `stepsSoFar` towards one of `turn.plays`, each (from, to) once with its
 * dice. Empty when the steps so far already make a complete play of the stage.
 */
export function stageSteps(turn: Turn, stepsSoFar: readonly StepInput[] = []): Result<readonly StepOffer[], PlayError> {
  const known = coreOf(turn, 'stageSteps');
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
  const known = coreOf(turn, 'stageDestinations');
  if (!known.ok) return known;
  const { position } = known.value;
  const raw = rawOf(known.value);
  if (raw === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  const steps = snapshot(stepsSoFar, 'stageDestinations: stepsSoFar');
  if (!steps.ok) return steps;
  return legalDestinationsAgainst(position, raw, steps.value as readonly StepInput[]);
}
