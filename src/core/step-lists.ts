import type { Step } from './play.js';
import { stepDie, stepFrom, stepHit, stepTo, type PackedStep } from './packed-step.js';

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

/** The frozen list of the packed step s0, from the permanent table. */
function oneStepList(s0: PackedStep): readonly Step[] {
  return (ONE_STEP[s0] ??= Object.freeze([toStep(s0)]));
}

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
    case 1:
      return oneStepList(steps[at]!);
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

/** Two packed steps in one number, as a Play and a PlayList keep them: the first in the low 15 bits, the second above. */
export const PAIR_SHIFT = 15;
export const PAIR_MASK = (1 << PAIR_SHIFT) - 1;

/** Where `stepListOfPairs` lays the steps out for `stepListAt` (read at once). */
const PAIR_STEPS = new Int32Array(4);

/**
 * The frozen list of up to four packed steps held two to a number: `first` holds steps 0 and 1,
 * `second` steps 2 and 3 (a Play, core/play.ts, keeps its steps so until they are read).
 */
export function stepListOfPairs(first: number, second: number, n: number): readonly Step[] {
  PAIR_STEPS[0] = first & PAIR_MASK;
  PAIR_STEPS[1] = first >>> PAIR_SHIFT;
  PAIR_STEPS[2] = second & PAIR_MASK;
  PAIR_STEPS[3] = second >>> PAIR_SHIFT;
  return stepListAt(PAIR_STEPS, 0, n);
}
