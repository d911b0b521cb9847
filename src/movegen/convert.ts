import type { Play, Step } from '../core/play.js';
import { opponent } from '../core/player.js';
import { positionFromWords, rulesOf, type Position, type TurnsPlayed } from '../position/position.js';
import { WORDS } from '../core/packed-board.js';
import { MAX_STEPS, stepDie, stepFrom, stepHit, stepTo, type Engine, type PackedStep, type RawPlay } from './generate.js';

// A packed step fits in 15 bits, and a frozen Step is a value: one shared object per packed step
// saves an allocation and a freeze for every step of every play the generator hands out.
const STEPS = new Array<Step | undefined>(1 << 15);

/** The public, frozen form of a packed sub-move. */
export function toStep(packed: PackedStep): Step {
  const known = STEPS[packed];
  if (known !== undefined) return known;
  const from = stepFrom(packed);
  const to = stepTo(packed);
  const step: Step = Object.freeze({ from: from === 25 ? 'bar' : from, to: to <= 0 ? 'off' : to, die: stepDie(packed), hit: stepHit(packed) });
  STEPS[packed] = step;
  return step;
}

/** The turn counts after the mover's turn (LN-12a counts every own turn, forfeits included). */
export function turnsAfter(position: Position): TurnsPlayed {
  // A bot asks for several rolls of one position: the counts of the last one asked are kept
  // (a Position is a frozen value the library made, so its counts cannot have changed).
  if (position === lastAsked) return lastAfter;
  const t = position.turnsPlayed;
  lastAfter = Object.freeze(position.turn === 'white' ? { white: t.white + 1, black: t.black } : { white: t.white, black: t.black + 1 });
  lastAsked = position;
  return lastAfter;
}

let lastAsked: Position | null = null;
let lastAfter: TurnsPlayed = Object.freeze({ white: 0, black: 0 });

/**
 * Turns raw plays into public Plays whose positions have the opponent to move and one more
 * finished turn for the mover.
 */
export function toPlays(position: Position, raw: readonly RawPlay[]): readonly Play[] {
  const next = opponent(position.turn);
  const turnsPlayed = turnsAfter(position);
  const rules = rulesOf(position);
  const plays: Play[] = new Array<Play>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    const steps = Object.freeze(r.steps.map(toStep));
    const after = positionFromWords(rules, next, turnsPlayed, r.words, 0);
    plays[i] = Object.freeze({ steps, position: after });
  }
  return Object.freeze(plays);
}

// Step lists are values too. One- and two-step lists (every play of a mixed roll) come from
// permanent tables, filled once per list the first time it is made and never changed: a list is
// made and frozen once, not once per play. Longer lists are made fresh for each play: a cache of
// recent ones would be overwritten all the time, and the old lists it drops point at new ones,
// which makes every minor garbage collection copy them (measured: a scavenge took ~2.2 ms with
// such a cache, ~0.1 without); a table that only grows has no such dropped lists.
const ONE_STEP = new Array<readonly Step[] | undefined>(1 << 15);
// Two-step lists by their first packed step, then by the second step's number in the order the
// steps were first seen (a few hundred distinct steps in practice, at most 2^15).
const TWO_STEPS = new Array<(readonly Step[] | undefined)[] | undefined>(1 << 15);
const STEP_NUMBER = new Int16Array(1 << 15).fill(-1);
let stepsNumbered = 0;
const NO_STEPS: readonly Step[] = Object.freeze([]);

/** The frozen list of the packed steps s0, s1, from the permanent table. */
function twoStepList(s0: PackedStep, s1: PackedStep): readonly Step[] {
  let k = STEP_NUMBER[s1]!;
  if (k < 0) k = STEP_NUMBER[s1] = stepsNumbered++;
  const row = (TWO_STEPS[s0] ??= []);
  return (row[k] ??= Object.freeze([toStep(s0), toStep(s1)]));
}

/** The frozen list of the `n` packed steps at `steps[at..]`. */
export function stepListAt(steps: Int32Array | readonly number[], at: number, n: number): readonly Step[] {
  switch (n) {
    case 0:
      return NO_STEPS;
    case 1: {
      const s0 = steps[at]!;
      return (ONE_STEP[s0] ??= Object.freeze([toStep(s0)]));
    }
    case 2:
      return twoStepList(steps[at]!, steps[at + 1]!);
    case 3:
      return Object.freeze([toStep(steps[at]!), toStep(steps[at + 1]!), toStep(steps[at + 2]!)]);
    case 4:
      return Object.freeze([toStep(steps[at]!), toStep(steps[at + 1]!), toStep(steps[at + 2]!), toStep(steps[at + 3]!)]);
    default: {
      const list = new Array<Step>(n);
      for (let d = 0; d < n; d++) list[d] = toStep(steps[at + d]!);
      return Object.freeze(list);
    }
  }
}

/** The Play reaching the packed board at `boards[at..]` from `position` with `steps`. */
export function playAt(position: Position, turnsPlayed: TurnsPlayed, boards: Int32Array | readonly number[], at: number, steps: readonly Step[]): Play {
  const after = positionFromWords(rulesOf(position), opponent(position.turn), turnsPlayed, boards, at);
  return Object.freeze({ steps, position: after });
}

/** `toPlays` straight from the engine's answer, with no intermediate RawPlay objects. */
export function playsFromEngine(position: Position, engine: Engine): readonly Play[] {
  const next = opponent(position.turn);
  const turnsPlayed = turnsAfter(position);
  const rules = rulesOf(position);
  const count = engine.count;
  const boards = engine.boards;
  const plays: Play[] = new Array<Play>(count);
  for (let i = 0; i < count; i++) {
    const after = positionFromWords(rules, next, turnsPlayed, boards, i * WORDS);
    plays[i] = Object.freeze({ steps: stepListAt(engine.steps, i * MAX_STEPS, engine.stepCount[i]!), position: after });
  }
  return Object.freeze(plays);
}
