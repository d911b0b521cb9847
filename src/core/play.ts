import type { Position } from '../position/position.js';

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

/**
 * A full-turn play: the ordered steps and the position they reach, with the opponent to move.
 * An empty `steps` list is the forced pass (G-10).
 */
export interface Play {
  /** The sub-moves in the order they are played; empty for the forced pass. */
  readonly steps: readonly Step[];
  /** The position after the play, with the opponent to move. */
  readonly position: Position;
}
