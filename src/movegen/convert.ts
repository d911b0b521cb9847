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
  const t = position.turnsPlayed;
  return Object.freeze(position.turn === 'white' ? { white: t.white + 1, black: t.black } : { white: t.white, black: t.black + 1 });
}

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

// Frozen step lists are values too, and freezing costs more than building one (docs/performance.md):
// a direct-mapped cache of recent lists, keyed by the packed steps (15 bits each, at most four
// per list here), lets a play reuse the list an earlier play with the same steps froze.
const LIST_SLOTS = 1 << 14;
const listKeyA = new Int32Array(LIST_SLOTS).fill(-1);
const listKeyB = new Int32Array(LIST_SLOTS);
const lists = new Array<readonly Step[] | undefined>(LIST_SLOTS);
const NO_STEPS: readonly Step[] = Object.freeze([]);

/** The frozen list of the `n` packed steps at `steps[at..]` (shared with earlier equal lists). */
export function stepListAt(steps: Int32Array, at: number, n: number): readonly Step[] {
  if (n === 0) return NO_STEPS;
  if (n > 4) return Object.freeze(Array.from(steps.subarray(at, at + n), toStep));
  const s0 = steps[at]!;
  const s1 = n > 1 ? steps[at + 1]! : 0;
  const s2 = n > 2 ? steps[at + 2]! : 0;
  const s3 = n > 3 ? steps[at + 3]! : 0;
  // Bits 30-31 hold the length, so that lists of different lengths never share a key.
  const a = s0 | (s1 << 15) | ((n & 1) << 30);
  const b = s2 | (s3 << 15) | ((n >> 1) << 30);
  const slot = Math.imul(a ^ Math.imul(b, 0x27d4eb2d), 0x9e3779b1) >>> 18;
  if (listKeyA[slot] === a && listKeyB[slot] === b) return lists[slot]!;
  const list = new Array<Step>(n);
  for (let d = 0; d < n; d++) list[d] = toStep(steps[at + d]!);
  const frozen = Object.freeze(list);
  listKeyA[slot] = a;
  listKeyB[slot] = b;
  lists[slot] = frozen;
  return frozen;
}

/** The Play reaching the packed board at `boards[at..]` from `position` with `steps`. */
export function playAt(position: Position, turnsPlayed: TurnsPlayed, boards: Int32Array, at: number, steps: readonly Step[]): Play {
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
