import type { Play, Step } from '../core/play.js';
import { opponent } from '../core/player.js';
import { makePosition, rulesOf, type Position } from '../position/position.js';
import { stepDie, stepFrom, stepHit, stepTo, type PackedStep, type RawPlay } from './generate.js';

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

/**
 * Turns raw plays into public Plays whose positions have the opponent to move and one more
 * finished turn for the mover (LN-12a counts every own turn, forfeits included).
 */
export function toPlays(position: Position, raw: readonly RawPlay[]): readonly Play[] {
  const mover = position.turn;
  const next = opponent(mover);
  const turnsPlayed = Object.freeze({ ...position.turnsPlayed, [mover]: position.turnsPlayed[mover] + 1 });
  const rules = rulesOf(position);
  const plays: Play[] = new Array<Play>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    const steps = Object.freeze(r.steps.map(toStep));
    const after = makePosition(position.variant, next, turnsPlayed, position.options, rules, r.board);
    plays[i] = Object.freeze({ steps, position: after });
  }
  return Object.freeze(plays);
}
