import { BAR, OFF, sideOffset } from '../core/board.js';
import type { Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import { slotOf, WORDS } from '../core/packed-board.js';
import type { Play, Step } from '../core/play.js';
import type { Player } from '../core/player.js';
import { ok, type Result } from '../core/result.js';
import { rulesOf, wordsOf, type Position, type TurnsPlayed } from '../position/position.js';
import { playAt, stepListAt, turnsAfter } from './convert.js';
import { MAX_STEPS, release, type Engine } from './generate.js';
import { generateFirstStage, readRollInput } from './plays.js';
import { playSteps, stepsMakeBoard } from './step-board.js';

/**
 * The key the constructor asks for: only this module holds it, so a caller who reaches the
 * class through an instance's `constructor` cannot make one (the brand would vouch for it).
 */
const MADE_HERE: unique symbol = Symbol('tavla play list');

// Set by PlayList's static block: only this module builds PlayLists.
let fromEngine: (position: Position, engine: Engine) => PlayList;

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
  /** Sub-moves in each play (G-9.2's m), 0 for the forced pass. */
  readonly length: number;
  readonly #position: Position;
  // One buffer: the packed boards (WORDS a play) where the steps alone do not say them
  // (`stepsMakeBoard`), then where each play's steps start (size + 1 offsets), then the packed
  // steps of every play. Where the steps say the board, a board is played from the start
  // position when asked for: the list then holds a quarter of the numbers.
  readonly #data: number[];
  readonly #boardsKept: boolean;
  // Plays built so far, so that play(i) always returns the same object.
  #plays: (Play | undefined)[] | null = null;
  #turnsAfter: TurnsPlayed | null = null;
  // The last board asked for, and which play it is (-1: none yet).
  #board: number[] | null = null;
  #boardOf = -1;

  /** Only the library builds PlayLists (`playList`). */
  private constructor(key: typeof MADE_HERE, position: Position, size: number, length: number, data: number[], boardsKept: boolean) {
    if (key !== MADE_HERE) throw new TypeError('PlayLists are made by playList, never with new.');
    this.size = size;
    this.length = length;
    this.#position = position;
    this.#data = data;
    this.#boardsKept = boardsKept;
    Object.freeze(this);
  }

  static {
    fromEngine = (position, engine) => {
      const count = engine.count;
      const boardsKept = !stepsMakeBoard(rulesOf(position));
      let total = 0;
      for (let i = 0; i < count; i++) total += engine.stepCount[i]!;
      // A plain array of small integers: allocated on the JavaScript heap like any object, where a
      // typed array of this size needs a buffer of its own outside it (about a third of a
      // playList call's time went to allocating those).
      const starts = boardsKept ? count * WORDS : 0;
      const data = new Array<number>(starts + count + 1 + total);
      const boards = engine.boards;
      for (let k = 0; k < starts; k++) data[k] = boards[k]!;
      let at = starts + count + 1;
      for (let i = 0; i < count; i++) {
        data[starts + i] = at;
        const n = engine.stepCount[i]!;
        for (let d = 0; d < n; d++) data[at++] = engine.steps[i * MAX_STEPS + d]!;
      }
      data[starts + count] = at;
      return new PlayList(MADE_HERE, position, count, engine.length, data, boardsKept);
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
    return (plays[i] ??= playAt(this.#position, turnsPlayed, this.#boardAfter(i), 0, this.#stepList(i)));
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
    if (!this.#has(i)) return 0;
    const slot = point === 'bar' ? BAR : point === 'off' ? OFF : point;
    if (!Number.isInteger(slot) || slot < 0 || slot > BAR) return 0;
    return slotOf(this.#boardAfter(i), 0, sideOffset(player) + slot);
  }

  /** Pips `player` still has to travel after play i (the bar counting 25), as `Position.pipCount`. */
  pipCount(i: number, player: Player): number {
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

  /** Where play i's steps start in the buffer, and (the next entry) where they end. */
  #startsAt(): number {
    return this.#boardsKept ? this.size * WORDS : 0;
  }

  #stepList(i: number): readonly Step[] {
    const starts = this.#startsAt();
    const at = this.#data[starts + i]!;
    return stepListAt(this.#data, at, this.#data[starts + i + 1]! - at);
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
      const at = data[i]!;
      playSteps(board, rulesOf(position), position.turn, data, at, data[i + 1]! - at);
    }
    this.#boardOf = i;
    return board;
  }
}

const NO_STEPS: readonly Step[] = Object.freeze([]);

/**
 * The legal plays of a roll as a PlayList: the same plays as `playsFor` / `legalPlays`, in the
 * same order, with the same errors (`invalid-dice`, `game-over`). For a crazy gulbar double
 * that cascades, the first stage's plays, as `legalPlays`.
 */
export function playList(position: Position, dice: Dice): Result<PlayList, PlayError> {
  const input = readRollInput('playList', position, dice);
  if ('ok' in input) return input;
  const engine = generateFirstStage(input.position, input.dice);
  try {
    return ok(fromEngine(input.position, engine));
  } finally {
    release(engine);
  }
}
