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

export type { Play } from '../movegen/play-value.js';

/** The mark of a Play of any copy of the library (movegen/play-value.ts; read by core/snapshot.ts). */
export const PLAY_MARK: unique symbol = Symbol.for('tavla.Play') as never;

/**
 * What an error about a caller's play adds when the play is an object with a position but no
 * steps: most likely a spread copy of a Play, whose steps are a getter (movegen/play-value.ts).
 */
export function missingStepsHint(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('position' in value) || 'steps' in value) return '';
  return ' This one has a position but no steps, as a spread copy of a Play has: pass the Play itself or play.toJSON().';
}
