import type { Player } from '../../src/core/player.js';
import type { Setup } from '../../src/position/setup-types.js';

/**
 * A tiny, independent replay of a play's steps on plain data (short tavla, G-3 opposed
 * geometry), used by the invariant tests to check that the steps a play reports really lead to
 * the position it reports. It checks only what a step itself claims: the checker exists, the
 * landing is not closed (ST-4), and `hit` is true exactly when a lone opposing checker stood there
 * (ST-5). Turn-level legality is the reference generator's job, not this one's.
 */

export interface ReplayStep {
  readonly from: number | 'bar';
  readonly to: number | 'off';
  readonly die: number;
  readonly hit: boolean;
}

/** One side in the mover's own numbering: index 0 off, 1..24 points, 25 bar. */
type Slots = number[];

function slotsOf(side: Setup['white']): Slots {
  const slots = new Array<number>(26).fill(0);
  slots[0] = side.off ?? 0;
  slots[25] = side.bar ?? 0;
  for (let p = 1; p <= 24; p++) slots[p] = side.points[p] ?? 0;
  return slots;
}

/** Short tavla, G-3: a player's own point p faces the opponent's own point 25 - p. */
const facing = (p: number): number => 25 - p;

/** The checkers of both sides after replaying `steps` for the player on turn, or a reason it fails. */
export function replaySteps(
  setup: Setup,
  steps: readonly ReplayStep[],
): { ok: true; mover: Slots; opponent: Slots } | { ok: false; reason: string } {
  const moverName: Player = setup.turn;
  const mover = slotsOf(setup[moverName]);
  const opponent = slotsOf(setup[moverName === 'white' ? 'black' : 'white']);
  for (const [i, step] of steps.entries()) {
    const from = step.from === 'bar' ? 25 : step.from;
    const to = step.to === 'off' ? 0 : step.to;
    if (mover[from]! <= 0) return { ok: false, reason: `step ${i}: no checker on ${String(step.from)}` };
    mover[from]!--;
    mover[to]!++;
    if (to >= 1) {
      const theirs = opponent[facing(to)]!;
      if (theirs >= 2) return { ok: false, reason: `step ${i}: lands on ${to}, closed by ${theirs} opposing checkers` };
      if (step.hit !== (theirs === 1)) return { ok: false, reason: `step ${i}: hit flag ${step.hit} but ${theirs} opposing there` };
      if (theirs === 1) {
        opponent[facing(to)] = 0;
        opponent[25]!++;
      }
    } else if (step.hit) {
      return { ok: false, reason: `step ${i}: a bear-off cannot hit` };
    }
  }
  return { ok: true, mover, opponent };
}

/** Whether a Setup side holds exactly these slot counts. */
export function sideEquals(side: Setup['white'], slots: readonly number[]): boolean {
  const mine = slotsOf(side);
  return mine.every((n, i) => n === slots[i]);
}
