import { BAR, OFF, sideOffset } from '../core/board.js';
import type { Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import { slotOf, WORDS } from '../core/packed-board.js';
import type { Play, Step } from '../core/play.js';
import { requirePlayer, type Player } from '../core/player.js';
import { ok, type Result } from '../core/result.js';
import { rulesOf, wordsOf, type Position, type TurnsPlayed } from '../position/position.js';
import { playAt, turnsAfter } from './convert.js';
import { PAIR_MASK, PAIR_SHIFT, stepListAt } from '../core/step-lists.js';
import { MAX_STEPS, release, type Engine } from './generate.js';
import { generateFirstStage, readRollInput } from './plays.js';
import { playSteps, stepsMakeBoard } from './step-board.js';
import { freezeClass } from '../core/frozen-class.js';

/**
 * The key the constructor asks for: only this module holds it, so a caller who reaches the
 * class through an instance's `constructor` cannot make one (the brand would vouch for it).
 */
const MADE_HERE: unique symbol = Symbol('tavla play list');

// Set by PlayList's static block: only this module builds PlayLists.
let fromEngine: (position: Position, engine: Engine, boardsKept: boolean) => PlayList;

/**
 * The legal plays of a roll in packed form, for programs that look at many plays and keep few
 * (bots, analysers, self-play). `legalPlays` hands out a frozen Play with a frozen Position for
 * every play, and freezing costs more than generating (docs/performance.md); a PlayList holds
 * the same plays, in the same order, as one private array of small integers, and builds a Play only for
 * the ones asked for. It cannot be changed: the object is frozen and its data private.
 */
export class PlayList {
  /** How many plays (G-9: each distinct resulting position once; the forced pass counts as one). */
  readonly size: number;
  /**
   * Sub-moves a play makes (G-9.2's m), 0 for the forced pass. A play that bears off the mover's
   * last checker may make fewer (G-9.6): `steps(i).length` says how many play i makes.
   */
  readonly length: number;
  readonly #position: Position;
  // One buffer: the packed boards (WORDS a play) where the steps alone do not say them
  // (`stepsMakeBoard`), then the steps. Where the steps say the board, a board is played from
  // the start position when asked for. When every play has `length` steps (all but a few
  // bear-offs, G-9.6), play i's steps are two to a number (15 bits each) in `perPlay` numbers
  // from `stepsAt + i * perPlay`; otherwise where each play's steps start (size + 1 offsets)
  // comes first, then one step to a number.
  readonly #data: number[];
  readonly #boardsKept: boolean;
  readonly #perPlay: number;
  // Plays built so far, so that play(i) always returns the same object.
  #plays: (Play | undefined)[] | null = null;
  #turnsAfter: TurnsPlayed | null = null;
  // The last board asked for, and which play it is (-1: none yet).
  #board: number[] | null = null;
  #boardOf = -1;

  /** Only the library builds PlayLists (`playList`). */
  private constructor(key: typeof MADE_HERE, position: Position, size: number, length: number, data: number[], boardsKept: boolean, perPlay: number) {
    if (key !== MADE_HERE) throw new TypeError('PlayLists are made by playList, never with new.');
    this.size = size;
    this.length = length;
    this.#position = position;
    this.#data = data;
    this.#boardsKept = boardsKept;
    this.#perPlay = perPlay;
    Object.freeze(this);
  }

  static {
    fromEngine = (position, engine, boardsKept) => {
      const count = engine.count;
      const length = engine.length;
      const stepCount = engine.stepCount;
      const steps = engine.steps;
      let total = 0;
      let uniform = true;
      for (let i = 0; i < count; i++) {
        total += stepCount[i]!;
        if (stepCount[i] !== length) uniform = false;
      }
      // A plain array of small integers: allocated on the JavaScript heap like any object, where a
      // typed array of this size needs a buffer of its own outside it (about a third of a
      // playList call's time went to allocating those).
      const stepsAt = boardsKept ? count * WORDS : 0;
      const perPlay = uniform ? (length + 1) >> 1 : -1;
      const data = new Array<number>(stepsAt + (uniform ? count * perPlay : count + 1 + total));
      const boards = engine.boards;
      for (let k = 0; k < stepsAt; k++) data[k] = boards[k]!;
      if (uniform) {
        let at = stepsAt;
        // The two usual lengths written out (a mixed roll's two steps, a double's four).
        if (length === 2) {
          for (let from = 0; from < count * MAX_STEPS; from += MAX_STEPS) data[at++] = steps[from]! | (steps[from + 1]! << PAIR_SHIFT);
        } else if (length === 4) {
          for (let from = 0; from < count * MAX_STEPS; from += MAX_STEPS) {
            data[at++] = steps[from]! | (steps[from + 1]! << PAIR_SHIFT);
            data[at++] = steps[from + 2]! | (steps[from + 3]! << PAIR_SHIFT);
          }
        } else {
          for (let i = 0; i < count; i++) {
            const from = i * MAX_STEPS;
            for (let d = 0; d < length; d += 2) data[at++] = steps[from + d]! | (d + 1 < length ? steps[from + d + 1]! << PAIR_SHIFT : 0);
          }
        }
      } else {
        let at = stepsAt + count + 1;
        for (let i = 0; i < count; i++) {
          data[stepsAt + i] = at;
          const n = stepCount[i]!;
          for (let d = 0; d < n; d++) data[at++] = steps[i * MAX_STEPS + d]!;
        }
        data[stepsAt + count] = at;
      }
      return new PlayList(MADE_HERE, position, count, length, data, boardsKept, perPlay);
    };
  }

  /** The position the plays start from. */
  get position(): Position {
    return this.#position;
  }

  /** Play i (0 <= i < size) as `legalPlays` gives it; the same object every time; undefined out of range. */
  play(i: number): Play | undefined {
    if (!this.#has(i)) return undefined;
    const plays = (this.#plays ??= new Array<Play | undefined>(this.size));
    const turnsPlayed = (this.#turnsAfter ??= turnsAfter(this.#position));
    const known = plays[i];
    if (known !== undefined) return known;
    // The board first: #boardAfter may use the step scratch that #unpackSteps then fills for the Play.
    const board = this.#boardAfter(i);
    return (plays[i] = playAt(this.#position, turnsPlayed, board, 0, STEPS_OF_ONE, this.#unpackSteps(i)));
  }

  /** Every play, as `legalPlays` gives them (built on this call for those not built yet). */
  plays(): readonly Play[] {
    const out = new Array<Play>(this.size);
    for (let i = 0; i < this.size; i++) out[i] = this.play(i)!;
    return Object.freeze(out);
  }

  /** The steps of play i, without building the play; an empty list out of range. */
  steps(i: number): readonly Step[] {
    return this.#has(i) ? this.#stepList(i) : NO_STEPS;
  }

  /**
   * Checkers `player` has after play i on one of his own points (G-2), on the bar or borne off:
   * what `play(i).position.checkers(player, point)` says, without building the position. 0 out of range.
   */
  checkers(i: number, player: Player, point: number | 'bar' | 'off'): number {
    requirePlayer(player, 'PlayList.checkers');
    if (!this.#has(i)) return 0;
    const slot = point === 'bar' ? BAR : point === 'off' ? OFF : point;
    if (!Number.isInteger(slot) || slot < 0 || slot > BAR) return 0;
    return slotOf(this.#boardAfter(i), 0, sideOffset(player) + slot);
  }

  /** Pips `player` still has to travel after play i (the bar counting 25), as `Position.pipCount`. */
  pipCount(i: number, player: Player): number {
    requirePlayer(player, 'PlayList.pipCount');
    if (!this.#has(i)) return 0;
    const board = this.#boardAfter(i);
    const offset = sideOffset(player);
    let pips = 0;
    for (let s = 1; s <= BAR; s++) pips += s * slotOf(board, 0, offset + s);
    return pips;
  }

  #has(i: number): boolean {
    return Number.isInteger(i) && i >= 0 && i < this.size;
  }

  /** Play i's packed steps into `STEPS_OF_ONE` (shared scratch, read at once); returns how many. */
  #unpackSteps(i: number): number {
    const data = this.#data;
    const stepsAt = this.#boardsKept ? this.size * WORDS : 0;
    const perPlay = this.#perPlay;
    if (perPlay < 0) {
      const at = data[stepsAt + i]!;
      const n = data[stepsAt + i + 1]! - at;
      for (let d = 0; d < n; d++) STEPS_OF_ONE[d] = data[at + d]!;
      return n;
    }
    const at = stepsAt + i * perPlay;
    for (let d = 0; d < this.length; d++) STEPS_OF_ONE[d] = (data[at + (d >> 1)]! >> ((d & 1) * PAIR_SHIFT)) & PAIR_MASK;
    return this.length;
  }

  #stepList(i: number): readonly Step[] {
    return stepListAt(STEPS_OF_ONE, 0, this.#unpackSteps(i));
  }

  /** The packed board after play i (a private scratch, valid until the next call). */
  #boardAfter(i: number): readonly number[] {
    const board = (this.#board ??= new Array<number>(WORDS).fill(0));
    if (this.#boardOf === i) return board;
    const data = this.#data;
    if (this.#boardsKept) {
      for (let w = 0; w < WORDS; w++) board[w] = data[i * WORDS + w]!;
    } else {
      const position = this.#position;
      wordsOf(position, board, 0);
      playSteps(board, rulesOf(position), position.turn, STEPS_OF_ONE, 0, this.#unpackSteps(i));
    }
    this.#boardOf = i;
    return board;
  }
}
freezeClass(PlayList);

const NO_STEPS: readonly Step[] = Object.freeze([]);
// One play's packed steps, unpacked by PlayList for the call that asked (never kept).
const STEPS_OF_ONE = new Int32Array(MAX_STEPS);

/**
 * The legal plays of a roll as a PlayList: the same plays as `playsFor` / `legalPlays`, in the
 * same order, with the same errors (`invalid-dice`, `game-over`). For a crazy gulbar double
 * that cascades, the first stage's plays, as `legalPlays`.
 */
export function playList(position: Position, dice: Dice): Result<PlayList, PlayError> {
  const input = readRollInput('playList', position, dice);
  if ('ok' in input) return input;
  // Where the steps say the boards, the list keeps steps only, so the search need not write boards.
  const boardsKept = !stepsMakeBoard(rulesOf(input.position));
  const engine = generateFirstStage(input.position, input.dice, boardsKept);
  try {
    return ok(fromEngine(input.position, engine, boardsKept));
  } finally {
    release(engine);
  }
}
