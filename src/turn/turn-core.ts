import { packStep, stepDie } from '../core/packed-step.js';
import { BAR, OFF, sideOffset } from '../core/board.js';
import type { Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import { opponent, type Player } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { readWritten, resolveAgainst, type Written } from '../movegen/apply.js';
import { playsFromEngine, turnsAfter } from '../movegen/convert.js';
import { playFromPacked, playFromSteps, type Play, type Step } from '../core/play.js';
import { stepListAt } from '../core/step-lists.js';
import { stagesOfRoll } from '../movegen/dice-steps.js';
import { acquire, MAX_STEPS, release, runStage, type Engine, type RawPlays } from '../movegen/generate.js';
import { decidedIn, hashWords, slotOf, WORDS } from '../core/packed-board.js';
import { gameOverText, positionFromWords, rulesOf, wordsOf, type Position } from '../position/position.js';
import { firstCursor, nextCursor, planOf, type Cursor } from './cursor.js';
import type { PlayedStage, Stage } from './turn.js';

/**
 * The turn layer's own record of a turn in progress (turn.ts hands it out as a frozen `Turn`):
 * where the turn stands, the current stage's plays as the generator found them, and the stages
 * played. Only this layer makes one, and nothing a caller hands in is ever taken for one.
 *
 * Two ways to make it. The public `beginTurn` / `advanceTurn` build every play with its Position
 * at once (`eager`), since a Turn lists them. The game reducer reads a stage's plays only as step
 * lists (`legalActions`) and plays one of them, so its turns build a Position only for the play
 * chosen, or for every play when a caller asks for the Turn (`currentTurn`). Such a record keeps
 * no copy of the plays: it reads them from the engine that found them while that engine has run
 * no other search since (Engine.runs), and otherwise searches the stage again, which finds the
 * same plays in the same order. Both ways give the same plays, in the same order, with the same
 * step lists.
 */

/** The fixed facts of a turn. */
export interface Frame {
  readonly start: Position;
  readonly roller: Player;
  readonly dice: Dice;
  readonly extraTurn: boolean;
}

/** What the stage's search found besides its plays (null once the turn is over). */
interface StageFacts {
  /** How many plays. */
  readonly count: number;
  readonly length: number;
  readonly headLimit: number;
  readonly subMoves: readonly number[];
}

export interface TurnCore {
  readonly frame: Frame;
  /** The stage in play, or null once the turn is over. */
  readonly cursor: Cursor | null;
  /** What the stage's search found (null once over). */
  readonly facts: StageFacts | null;
  /** Not eager: the engine that found the plays, and its run count then (see above). */
  engine: Engine | null;
  run: number;
  /** The position so far (turn.ts: `Turn.position`). */
  readonly position: Position;
  /** The stages played before the last one (`playedOf` gives them all). */
  readonly before: readonly PlayedStage[];
  /** The stage played last to reach this record, and its play (null at a turn's start). */
  readonly lastStage: Cursor | null;
  readonly lastPlay: Play | null;
  /** Every stage played, once asked for. */
  playedList: readonly PlayedStage[] | null;
  /** Once over: who rolls next, or null when the game is over (G-15, CG-10). */
  readonly nextToRoll: Player | null;
  readonly eager: boolean;
  /** Every play of the stage, once built. */
  plays: readonly Play[] | null;
  /** Plays built one by one before all were (the one played), so each play is one object. */
  built: (Play | undefined)[] | null;
  /** The step list of every play, once built. */
  stepLists: readonly (readonly Step[])[] | null;
  /** The public Turn made for this record (turn.ts), once asked for. */
  turn: object | null;
}

const NONE: readonly never[] = Object.freeze([]);

/** A stage of the cursor's player with a plan's dice and sub-moves. */
function stageWith(c: Cursor, dice: Dice, subMoves: readonly number[]): Stage {
  return Object.freeze({ player: c.player, dice, subMoves, transferred: c.transferred });
}

export function stageOf(c: Cursor): Stage {
  return stageWith(c, c.plans[c.index]!.dice, c.subMoves);
}

export function upcomingOf(c: Cursor): readonly Stage[] {
  if (c.index + 1 >= c.plans.length) return NONE;
  // A loop, not slice: the plans are frozen, and V8 slices a frozen array the slow way (docs/performance.md).
  const out: Stage[] = [];
  for (let i = c.index + 1; i < c.plans.length; i++) out.push(stageWith(c, c.plans[i]!.dice, c.plans[i]!.subMoves));
  return Object.freeze(out);
}

/** A player's borne-off checkers on some board. */
type OffCounts = (player: Player) => number;

const offIn =
  (words: ArrayLike<number>, at: number): OffCounts =>
  (player) =>
    slotOf(words, at, sideOffset(player) + OFF);

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
function midPosition(frame: Frame, words: ArrayLike<number>, at: number, player: Player): Position {
  const s = frame.start;
  return positionFromWords(rulesOf(s), player, s.turnsPlayed, words, at);
}

/**
 * The position once the turn is over: the roller's opponent on turn (also the receiver of a
 * transfer, CG-5), and one more own turn for the roller, forfeits included (LN-12a, CG-4).
 */
function endPosition(frame: Frame, words: ArrayLike<number>, at: number): Position {
  const s = frame.start;
  // The roller is the start's player on turn (beginCore), so his counts are turnsAfter's.
  return positionFromWords(rulesOf(s), opponent(frame.roller), turnsAfter(s), words, at);
}

function positionAfter(frame: Frame, next: Cursor | null, words: ArrayLike<number>, at: number): Position {
  return next === null ? endPosition(frame, words, at) : midPosition(frame, words, at, next.player);
}

/** True when whatever is played in the cursor's stage ends the turn (nextCursor is null for every play). */
function oneStage(c: Cursor): boolean {
  return c.index === 0 && !c.transferred && c.plans.length === 1 && !c.plans[0]!.transferable;
}

/** A stage played: the stages before it, and where it stood and what was played in it. */
interface Last {
  readonly before: readonly PlayedStage[];
  readonly stage: Cursor | null;
  readonly play: Play | null;
}

const START: Last = { before: NONE, stage: null, play: null };

function core(frame: Frame, cursor: Cursor | null, facts: StageFacts | null, position: Position, last: Last, eager: boolean): TurnCore {
  const nextToRoll = cursor !== null || frame.extraTurn || position.isOver() ? null : opponent(frame.roller);
  return {
    frame,
    cursor,
    facts,
    engine: null,
    run: 0,
    position,
    before: last.before,
    lastStage: last.stage,
    lastPlay: last.play,
    playedList: last.play === null ? last.before : null,
    nextToRoll,
    eager,
    plays: cursor === null ? NONE : null,
    built: null,
    stepLists: null,
    turn: null,
  };
}

/** Every stage played so far, in order, with its play (built when first asked for: a reducer's finished turn never is). */
export function playedOf(c: TurnCore): readonly PlayedStage[] {
  if (c.playedList !== null) return c.playedList;
  const last = Object.freeze({ stage: stageOf(c.lastStage!), play: c.lastPlay! });
  // Copied by index, not spread: `before` is frozen, and V8 spreads a frozen array the slow way
  // (docs/performance.md); a turn of one stage has nothing before it.
  const before = c.before;
  const all = new Array<PlayedStage>(before.length + 1);
  for (let i = 0; i < before.length; i++) all[i] = before[i]!;
  all[before.length] = last;
  return (c.playedList = Object.freeze(all));
}

/** The record for a cursor (null: over) at `position`, after the stage `last` says. */
function makeCore(frame: Frame, cursor: Cursor | null, position: Position, last: Last, eager: boolean): TurnCore {
  if (cursor === null) return core(frame, null, null, position, last, eager);
  const engine = acquire(position);
  try {
    runStage(engine, position, planOf(cursor));
    const facts: StageFacts = { count: engine.count, length: engine.length, headLimit: engine.headLimit, subMoves: engine.subMoves };
    const made = core(frame, cursor, facts, position, last, eager);
    made.engine = engine;
    made.run = engine.runs;
    if (!eager) return made;
    // A turn of one stage that nothing can hand on (G-8: every variant's turn but a crazy gulbar
    // cascade or its transfer): every play ends the turn, so its position is the one `legalPlays`
    // gives (the opponent to move, one more turn for the roller), built straight from the engine.
    made.plays = oneStage(cursor) ? playsFromEngine(position, engine) : null;
    allPlays(made, engine);
    made.engine = null;
    return made;
  } finally {
    release(engine);
  }
}

/** The engine holding the stage's plays: the one that found them if it has not run since, else a new search. */
function answerOf(c: TurnCore): Engine {
  const known = c.engine;
  if (known !== null && known.runs === c.run && !known.busy) return known;
  const engine = acquire(c.position);
  try {
    runStage(engine, c.position, planOf(c.cursor!));
  } finally {
    release(engine);
  }
  // The search is deterministic: the same stage gives the same plays in the same order.
  if (engine.count !== c.facts!.count) throw new Error('The turn layer searched a stage again and found other plays.');
  c.engine = engine;
  c.run = engine.runs;
  return engine;
}

/** The step list of every play of the stage, in order (the plays' own lists once they are built). */
export function stepListsOf(c: TurnCore): readonly (readonly Step[])[] {
  if (c.stepLists !== null) return c.stepLists;
  let lists: (readonly Step[])[];
  if (c.plays !== null) lists = c.plays.map((p) => p.steps);
  else {
    const engine = answerOf(c);
    const count = engine.count;
    lists = new Array<readonly Step[]>(count);
    for (let i = 0; i < count; i++) lists[i] = c.built?.[i]?.steps ?? stepListAt(engine.steps, i * MAX_STEPS, engine.stepCount[i]!);
  }
  return (c.stepLists = Object.freeze(lists));
}

/** Play i of the stage, with its position exactly as advancing with it makes it; built once. */
function playOf(c: TurnCore, i: number, source?: Engine): Play {
  const known = c.plays?.[i] ?? c.built?.[i];
  if (known !== undefined) return known;
  const engine = source ?? answerOf(c);
  const from = i * MAX_STEPS;
  const n = engine.stepCount[i]!;
  const listed = c.stepLists?.[i];
  const boards = engine.boards;
  const at = i * WORDS;
  const cursor = c.cursor!;
  let next: Cursor | null = null;
  if (!oneStage(cursor)) {
    const used = new Array<number>(n);
    for (let d = 0; d < n; d++) used[d] = stepDie(engine.steps[from + d]!);
    next = after(c.frame, cursor, used, offIn(boards, at), decidedIn(boards, at));
  }
  const position = positionAfter(c.frame, next, boards, at);
  const play = listed !== undefined ? playFromSteps(position, listed) : playFromPacked(position, engine.steps, from, n);
  (c.built ??= [])[i] = play;
  return play;
}

/** Every play of the stage, in order (G-9 for this stage alone, CG-4); empty once over. */
export function allPlays(c: TurnCore, engine?: Engine): readonly Play[] {
  if (c.plays !== null) return c.plays;
  const source = engine ?? answerOf(c);
  const count = c.facts!.count;
  const plays = new Array<Play>(count);
  for (let i = 0; i < count; i++) plays[i] = playOf(c, i, source);
  c.built = null;
  c.engine = null;
  return (c.plays = Object.freeze(plays));
}

/** The RawPlays of the stage, for the paths that match steps or notation against them (null once over). */
export function rawOf(c: TurnCore): RawPlays | null {
  const facts = c.facts;
  if (facts === null) return null;
  if (c.plays === null) return answerOf(c).toRaw();
  // Every play's board is its position's, and its steps are its Steps packed again.
  const plays = c.plays.map((play) => {
    const words = new Int32Array(WORDS);
    wordsOf(play.position, words, 0);
    const steps = play.steps.map((s) => packStep(s.from === 'bar' ? BAR : s.from, s.to === 'off' ? 0 : s.to, s.die, s.hit));
    return { steps, words, hash: hashWords(words, 0) };
  });
  return { plays, length: facts.length, headLimit: facts.headLimit, subMoves: facts.subMoves };
}

/**
 * The first stage of what the roll means (one stage; a crazy gulbar cascade's first, CG-2). The
 * position and roll are the library's own (checked by the caller).
 */
export function beginCore(position: Position, rolled: Dice, extraTurn: boolean, eager: boolean): Result<TurnCore, PlayError> {
  const winner = position.winner();
  // LN-15's extra turn is played after the starter has borne off his last checker.
  if (position.isOver() && !(extraTurn && winner !== null && position.decision() === null && winner !== position.turn)) {
    return err('game-over', gameOverText(position));
  }
  const roller = position.turn;
  // Not frozen: a Frame is the layer's own, held only by its records, which a Turn keeps in a
  // private field; nothing hands it out (every field is also readonly to the compiler).
  const frame: Frame = { start: position, roller, dice: rolled, extraTurn };
  const plans = stagesOfRoll(rulesOf(position), rolled, position.turnsPlayed[roller]);
  return ok(makeCore(frame, firstCursor(plans, roller), position, START, eager));
}

/**
 * Plays the current stage and moves the turn on: to the next stage of the cascade, to the
 * opponent with the unplayed rest (CG-5), or to its end. `fn` names the caller in messages.
 */
export function advanceCore(c: TurnCore, play: unknown, fn: string): Result<TurnCore, PlayError> {
  const { frame, cursor, position } = c;
  if (cursor === null) return err('turn-over', 'This turn has been played in full; begin the next one.');
  let index = generatedIndex(c, play);
  let written: Written | undefined;
  if (index < 0) {
    const read = readWritten(play, `${fn}: play`);
    if (!read.ok) return read;
    written = read.value;
    // Steps written out in full (from, to, die, hit) equal to one generated play's steps, one by
    // one, name that play and no other: each step is then fixed, so the sequence reaches exactly
    // that play's board (this is how the reducer hands on a play from `legalActions`).
    // (The copy is whatever the caller passed, null included: readWritten checks no shape.)
    const copy: unknown = written;
    if (typeof copy === 'object' && copy !== null) index = sameSteps(stepListsOf(c), Array.isArray(copy) ? copy : (copy as { steps?: unknown }).steps);
  }
  let chosen: Play;
  let next: Cursor | null;
  if (index >= 0) {
    // One of the plays this layer generated for this very stage: legal by construction, its
    // position already exact. (Only the layer's own list counts, never a Turn object's.)
    const g = playOf(c, index);
    chosen = g;
    next = oneStage(cursor)
      ? null
      : after(
          frame,
          cursor,
          g.steps.map((s) => s.die),
          (player) => g.position.off(player),
          g.position.decision() !== null,
        );
  } else {
    const found = resolveAgainst(position, rawOf(c)!, written!);
    if (!found.ok) return found;
    const words = new Int32Array(WORDS);
    wordsOf(found.value.position, words, 0);
    next = after(
      frame,
      cursor,
      found.value.steps.map((s) => s.die),
      offIn(words, 0),
      decidedIn(words, 0),
    );
    chosen = playFromSteps(positionAfter(frame, next, words, 0), found.value.steps);
  }
  return ok(makeCore(frame, next, chosen.position, { before: playedOf(c), stage: cursor, play: chosen }, c.eager));
}

/**
 * The generated play `play` is by identity: one of this stage's Plays, or the frozen steps list of
 * one (what `legalActions` hands out); -1 if none. Both are objects the library made and froze,
 * held in the layer's own record of the stage, so identity with them vouches for nothing a caller made.
 */
function generatedIndex(c: TurnCore, play: unknown): number {
  if (typeof play !== 'object' || play === null) return -1;
  const plays = c.plays;
  if (plays !== null) {
    for (let i = 0; i < plays.length; i++) if (plays[i] === play) return i;
    // Only then the step lists: reading a Play's steps makes its list (core/play.ts).
    for (let i = 0; i < plays.length; i++) if (plays[i]!.steps === play) return i;
    return -1;
  }
  const built = c.built;
  if (built !== null) for (let i = 0; i < built.length; i++) if (built[i] === play) return i;
  const lists = c.stepLists;
  if (lists !== null) for (let i = 0; i < lists.length; i++) if (lists[i] === play) return i;
  return -1;
}

/**
 * The generated play whose steps equal `steps` field by field (a library copy of the caller's
 * steps: plain data, read once), each step with exactly the fields from, to, die and hit; else
 * -1 (the caller's steps are then matched by the rules, resolveAgainst).
 */
function sameSteps(lists: readonly (readonly Step[])[], steps: unknown): number {
  if (!Array.isArray(steps)) return -1;
  const n = steps.length;
  for (let i = 0; i < n; i++) {
    const s = steps[i] as unknown;
    if (typeof s !== 'object' || s === null || Object.keys(s).length !== 4) return -1;
  }
  for (let k = 0; k < lists.length; k++) {
    const g = lists[k]!;
    if (g.length !== n) continue;
    let i = 0;
    for (; i < n; i++) {
      const s = steps[i] as Step;
      const t = g[i]!;
      if (s.from !== t.from || s.to !== t.to || s.die !== t.die || s.hit !== t.hit) break;
    }
    if (i === n) return k;
  }
  return -1;
}
