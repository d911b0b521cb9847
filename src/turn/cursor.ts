import { opponent, type Player } from '../core/player.js';
import { stagePlan } from '../core/stage-plan.js';
import type { StagePlan, TurnStructure } from '../core/variant.js';

/**
 * Where a turn stands (turn.ts): the stage in play, derived from the roller's stage plan. The
 * turn layer and perft's walk of whole turns (src/perft/turn-ends.ts) both move it on with
 * `nextCursor`, so a cascade means the same thing to both.
 */
export interface Cursor {
  /** The roller's stages (CG-2), from `MoveRules.turnStructure` or G-8's single stage. */
  readonly plans: readonly StagePlan[];
  /** `plans[index]` is the stage in play (or, transferred, the stage whose rest is in play). */
  readonly index: number;
  readonly player: Player;
  readonly transferred: boolean;
  readonly subMoves: readonly number[];
  /** CG-6: the roller has played at least one sub-move in this turn. */
  readonly playedAny: boolean;
}

/** The cursor of a turn's first stage. */
export function firstCursor(plans: readonly StagePlan[], roller: Player): Cursor {
  return { plans, index: 0, player: roller, transferred: false, subMoves: plans[0]!.subMoves, playedAny: false };
}

/** The plan a cursor's stage is generated from (CG-4: transferred stages never get LN-12). */
export function planOf(c: Cursor): StagePlan {
  const own = c.plans[c.index]!;
  if (!c.transferred) return own;
  return stagePlan(c.subMoves, own.dice, false, false);
}

/** `sub` minus the dice in `used`, as multisets (the unplayed sub-moves of a stage, CG-5). */
function remainder(sub: readonly number[], used: readonly number[]): readonly number[] {
  const rest = [...sub];
  for (const d of used) {
    const i = rest.indexOf(d);
    if (i >= 0) rest.splice(i, 1);
  }
  return Object.freeze(rest);
}

/**
 * What comes after the current stage is played with `used` dice, leaving the stage's player
 * with `off` checkers borne off, `over` when he has borne off his last one or a rule has ended
 * the game on the board: the next stage, or null when the turn is over.
 */
export function nextCursor(structure: TurnStructure | undefined, c: Cursor, used: readonly number[], off: number, over: boolean): Cursor | null {
  // CG-10 / G-15: the stage's player has borne off his last checker, or a rule has ended the game on the board (PL-16): the rest is void.
  if (over) return null;
  // CG-6 looks at the roller's own sub-moves only.
  const playedAny = c.playedAny || (!c.transferred && used.length > 0);
  if (used.length >= c.subMoves.length) {
    const index = c.index + 1;
    if (index >= c.plans.length) return null;
    // CG-9: once the player who would play the next stage has begun bearing off, the cascade stops.
    if (structure !== undefined && structure.stopsOnceBearingOff && off > 0) return null;
    return { ...c, index, subMoves: c.plans[index]!.subMoves, playedAny };
  }
  // Not all of the stage could be played (G-9 for this stage alone, CG-4).
  if (c.transferred) return null; // CG-5: no transfer back; the rest is lost
  if (!c.plans[c.index]!.transferable) return null; // G-10 as in long nard; CG-5 'forfeit'; CG-7
  if (!playedAny && !(structure?.transferIfNothingPlayed ?? false)) return null; // CG-6
  // CG-5: the unplayed sub-moves of this stage and every later stage pass to the opponent.
  return {
    plans: c.plans,
    index: c.index,
    player: opponent(c.player),
    transferred: true,
    subMoves: remainder(c.subMoves, used),
    playedAny,
  };
}
