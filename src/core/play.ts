import { freezeClass } from './frozen-class.js';
import type { Position } from '../position/position.js';
import { PAIR_SHIFT, stepListAt, stepListOfPairs } from './step-lists.js';

/** Where a step starts: a point in the mover's own numbering (G-2), or the bar (point 25). */
export type StepFrom = number | 'bar';
/** Where a step ends: a point in the mover's own numbering, or borne off (point 0). */
export type StepTo = number | 'off';

/** One sub-move (G-6): one checker moves by exactly one die. */
export interface Step {
  /** The point the checker leaves, or 'bar'. */
  readonly from: StepFrom;
  /** The point the checker lands on, or 'off'. */
  readonly to: StepTo;
  /** The die this sub-move uses (1..6). */
  readonly die: number;
  /** True when the step landed on a lone opposing checker and sent it to the bar (ST-5). */
  readonly hit: boolean;
}

/** The mark of a Play of any copy of the library (read by core/snapshot.ts). */
export const PLAY_MARK: unique symbol = Symbol.for('tavla.Play') as never;

/**
 * What an error about a caller's play adds when the play is an object with a position but no
 * steps: most likely a spread copy of a Play, whose steps are a getter.
 */
export function missingStepsHint(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('position' in value) || 'steps' in value) return '';
  return ' This one has a position but no steps, as a spread copy of a Play has: pass the Play itself or play.toJSON().';
}

let playFromPacked: (position: Position, steps: Int32Array, at: number, count: number) => Play;
let playFromSteps: (position: Position, steps: readonly Step[]) => Play;

/**
 * The key the constructor asks for: only this module holds it, so `new Play(...)` from
 * JavaScript (where TypeScript's `private` means nothing) cannot make a Play the generator did not.
 */
const MADE_HERE: unique symbol = Symbol('tavla play');

/** The key Node's util.inspect asks an object for its picture by (a registered symbol: no import of node:util). */
const INSPECT: unique symbol = Symbol.for('nodejs.util.inspect.custom') as never;

/** A play of more steps than two packed words hold keeps its list from the start. */
const MOST_PACKED = 4;

/**
 * A full-turn play: the ordered steps and the position they reach, with the opponent to move.
 * An empty `steps` list is the forced pass (G-10).
 *
 * Like a Position, a Play is a frozen value the library makes, never with `new`. Its `position`
 * is an own property; its `steps` are read through a getter on the class, which makes the frozen
 * list the first time it is asked for and returns that same list after. A bot scoring every play
 * by its position never pays for step lists it does not read (docs/performance.md, eighteenth
 * round: making them all was about a quarter of `legalPlays`' time; reading them all costs ~5%
 * more than lists made up front). So `{ ...play }`, `Object.keys(play)` and
 * `structuredClone(play)` see `position` only, and TypeScript types a spread copy without
 * `steps`; `play.toJSON()` (what `JSON.stringify` writes) gives both as plain data.
 */
export class Play {
  /** The position after the play, with the opponent to move. */
  readonly position: Position;
  // The steps, packed (movegen/generate.ts PackedStep), two to a number: up to four steps, every
  // play of the short and long games. A longer play keeps its list in #steps from the start.
  readonly #first: number;
  readonly #second: number;
  readonly #count: number;
  // The frozen list, once made. Only this class writes it, and only with the list the packed
  // steps make, so the Play looks the same before and after: a private field is not frozen.
  #steps: readonly Step[] | null;

  static {
    // The mark every copy of the library puts on its Play class (Symbol.for is shared by all
    // copies in one realm): the reader of caller values (core/snapshot.ts) reads a marked object
    // as { steps, position }. Only a hint about which members to read; what it reads is checked.
    Object.defineProperty(Play.prototype, PLAY_MARK, { value: true });
    // What Node's console.log and util.inspect show: the steps too, not the own property alone.
    Object.defineProperty(Play.prototype, INSPECT, {
      value(this: Play) {
        return this.toJSON();
      },
    });
    playFromPacked = (position, steps, at, count) =>
      count <= MOST_PACKED
        ? new Play(
            MADE_HERE,
            position,
            null,
            count > 0 ? steps[at]! | (count > 1 ? steps[at + 1]! << PAIR_SHIFT : 0) : 0,
            count > 2 ? steps[at + 2]! | (count > 3 ? steps[at + 3]! << PAIR_SHIFT : 0) : 0,
            count,
          )
        : new Play(MADE_HERE, position, stepListAt(steps, at, count), 0, 0, count);
    playFromSteps = (position, steps) => new Play(MADE_HERE, position, steps, 0, 0, steps.length);
  }

  private constructor(key: typeof MADE_HERE, position: Position, steps: readonly Step[] | null, first: number, second: number, count: number) {
    if (key !== MADE_HERE) throw new TypeError('Plays are made by legalPlays, playList and the turn layer, never with new.');
    this.position = position;
    this.#first = first;
    this.#second = second;
    this.#count = count;
    this.#steps = steps;
    Object.freeze(this);
  }

  /** The sub-moves in the order they are played; empty for the forced pass (G-10). */
  get steps(): readonly Step[] {
    return (this.#steps ??= stepListOfPairs(this.#first, this.#second, this.#count));
  }

  /** JSON.stringify(play) writes `{ steps, position }`, the position as its Setup: plays travel as plain data. */
  toJSON(): {
    /** The play's steps (the getter's list). */
    readonly steps: readonly Step[];
    /** The position after the play (JSON.stringify writes its Setup). */
    readonly position: Position;
  } {
    return { steps: this.steps, position: this.position };
  }
}
freezeClass(Play);

export { playFromPacked, playFromSteps };
