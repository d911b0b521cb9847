import type { Dice } from '../../src/core/dice.js';
import type { HitAndRun } from '../../src/variants/short-tavla.js';
import type { Player } from '../../src/core/player.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';
import {
  absoluteCounts,
  bearOffRules,
  countKey,
  higherDieBearsOff,
  other,
  ownPointsOfSide,
  setupAfterPlay,
  sideOfOwnPoints,
  subMoveDice,
  type MoverState,
} from './board.js';
import type { LiteralVariant, RefChild } from './literal.js';

/**
 * Short tavla for the literal reference generator, written from docs/rules/common.md and short-tavla.md alone.
 *
 * The board is plain data in absolute coordinates (G-3: White's numbering). Every checker of the
 * player on turn is its own entry with an identity, so the house rules of ST-9 that follow "the
 * checker that hit" are tracked checker by checker, not by counts. The opponent's checkers never
 * move during the turn, so they are plain counts per absolute point.
 *
 * Nothing here reads src/movegen or the variant's MoveRules tables.
 */

/**
 * One checker of the mover, packed into a number so that tens of thousands of sequences stay
 * cheap: bits 0-4 say where it is (0 borne off, 1..24 an absolute point (G-3), 25 the bar),
 * bit 5 that it has hit a blot this turn, bit 6 that it hit a blot in its own home board (ST-9).
 * Its identity is its index in `ShortTavlaState.checkers`.
 */
export type Checker = number;

const WHERE = 31;
const OFF_CODE = 0;
const BAR_CODE = 25;
/** ST-9 'forbiddenToOwnPoint': this checker has hit a blot earlier in this turn. */
const HAS_HIT = 32;
/** ST-9 'forbiddenInOwnHome': this checker has hit a blot on a point of its own home board (1-6). */
const HIT_IN_OWN_HOME = 64;

export interface ShortTavlaRules {
  readonly higherDieRule: boolean; // G-13
  readonly allowMovesWithinHome: boolean; // G-14
  readonly hitAndRun: HitAndRun; // ST-9
}

export interface ShortTavlaState extends MoverState<ShortTavlaRules, Checker> {
  /** ST-6: some checker of the mover is on the bar (derived from `checkers`). */
  readonly someoneOnBar: boolean;
  /** G-11: every checker of the mover still in play is home and none is on the bar (derived). */
  readonly allHome: boolean;
  /** The opponent's checkers: counts per absolute point (index 1..24; index 0 unused), bar, off. */
  readonly opponentPoints: readonly number[];
  readonly opponentBar: number;
  readonly opponentOff: number;
  /** The opponent's checkers as a string, for `positionKey` (derived). */
  readonly opponentKey: string;
}

const HOME = 6; // ST-3: home = own points 1-6

/** G-3, short tavla: White's own point p is board point p; Black's own point b is board point 25 - b. */
export function absoluteOf(player: Player, own: number): number {
  return player === 'white' ? own : 25 - own;
}

/** The inverse of `absoluteOf` (the same formula: 25 - (25 - b) = b). */
export function ownOf(player: Player, absolute: number): number {
  return player === 'white' ? absolute : 25 - absolute;
}

/** Builds the literal state of the turn: the player on turn is the mover. */
export function shortTavlaStart(setup: Setup): ShortTavlaState {
  const mover = setup.turn;
  const moverSide = setup[mover];
  const opponentSide = setup[other(mover)];
  const checkers: Checker[] = ownPointsOfSide(moverSide, 24).map((own) =>
    own === 25 ? BAR_CODE : own === 0 ? OFF_CODE : absoluteOf(mover, own),
  );
  const opponentPoints = absoluteCounts(opponentSide, (own) => absoluteOf(other(mover), own));
  return {
    start: setup,
    rules: {
      ...bearOffRules(setup),
      hitAndRun: setup.options?.shortTavla?.hitAndRun ?? 'allowed',
    },
    mover,
    ...derived(mover, checkers),
    opponentPoints,
    opponentBar: opponentSide.bar ?? 0,
    opponentOff: opponentSide.off ?? 0,
    opponentKey: opponentKey(opponentPoints, opponentSide.bar ?? 0, opponentSide.off ?? 0),
  };
}

/** The mover's own point of a checker: 25 on the bar, 0 borne off (G-2). */
function ownPointOf(mover: Player, checker: Checker): number {
  const where = checker & WHERE;
  if (where === BAR_CODE) return 25;
  if (where === OFF_CODE) return 0;
  return ownOf(mover, where);
}

/** The facts about the mover's checkers that every sub-move asks for (ST-6, G-11). */
function derived(mover: Player, checkers: Checker[]): Pick<ShortTavlaState, 'checkers' | 'someoneOnBar' | 'allHome'> {
  let someoneOnBar = false;
  let allHome = true;
  for (const c of checkers) {
    const own = ownPointOf(mover, c);
    if (own === 25) someoneOnBar = true;
    if (own > HOME) allHome = false; // the bar (25) is not home either
  }
  return { checkers, someoneOnBar, allHome };
}

/** How many of the mover's checkers stand on an absolute point. */
function moverCountAt(state: ShortTavlaState, absolute: number): number {
  let n = 0;
  for (const c of state.checkers) if ((c & WHERE) === absolute) n++;
  return n;
}

/** The state after checker `id` became `checker`, with the opponent's side as given. */
function after(
  state: ShortTavlaState,
  id: number,
  checker: Checker,
  opponentPoints: readonly number[],
  opponentBar: number,
): ShortTavlaState {
  const checkers = state.checkers.slice();
  checkers[id] = checker;
  const { someoneOnBar, allHome } = derived(state.mover, checkers);
  return {
    start: state.start,
    rules: state.rules,
    mover: state.mover,
    checkers,
    someoneOnBar,
    allHome,
    opponentPoints,
    opponentBar,
    opponentOff: state.opponentOff,
    opponentKey:
      opponentPoints === state.opponentPoints ? state.opponentKey : opponentKey(opponentPoints, opponentBar, state.opponentOff),
  };
}

/** Every sub-move of `die` for every checker of the mover, by G-6, G-11..G-14, ST-4..ST-6, ST-9. */
function subMoves(state: ShortTavlaState, die: number): RefChild<ShortTavlaState>[] {
  const { mover, rules } = state;
  const children: RefChild<ShortTavlaState>[] = [];
  const bearingOff = state.allHome; // G-11, "during bear-off" in G-14

  for (let id = 0; id < state.checkers.length; id++) {
    const checker = state.checkers[id]!;
    const from = ownPointOf(mover, checker);
    if (from === 0) continue; // a borne-off checker is out of the game
    // ST-6: while any checker is on the bar, the only legal sub-moves are entries.
    if (state.someoneOnBar && from !== 25) continue;
    // ST-9 'forbiddenInOwnHome': the checker that hit in its own home board may not move again.
    if (rules.hitAndRun === 'forbiddenInOwnHome' && (checker & HIT_IN_OWN_HOME) !== 0) continue;

    // G-6: forward (24 -> 1) by exactly the die; ST-6: from the bar (25), a die n enters on 25 - n.
    const to = from - die;

    if (to >= 1) {
      const landing = absoluteOf(mover, to);
      const theirs = state.opponentPoints[landing]!;
      // ST-4: a point is closed when two or more opposing checkers occupy it.
      if (theirs >= 2) continue;
      // G-14 off: during bear-off no die may move a checker inside the home.
      if (!rules.allowMovesWithinHome && bearingOff) continue;
      // ST-9 'forbiddenToOwnPoint': the checker that hit may not move on onto a point that
      // already holds checkers of its own.
      if (rules.hitAndRun === 'forbiddenToOwnPoint' && (checker & HAS_HIT) !== 0 && moverCountAt(state, landing) > 0) {
        continue;
      }
      // ST-5: landing on a lone opposing checker hits it (final or intermediate landing alike).
      const hit = theirs === 1;
      let moved = (checker & ~WHERE) | landing;
      if (hit) moved |= HAS_HIT;
      if (hit && to <= HOME) moved |= HIT_IN_OWN_HOME;
      const opponentPoints = hit ? state.opponentPoints.map((n, a) => (a === landing ? 0 : n)) : state.opponentPoints;
      children.push({
        step: { from: from === 25 ? 'bar' : from, to, die, hit },
        state: after(state, id, moved, opponentPoints, state.opponentBar + (hit ? 1 : 0)),
      });
      continue;
    }

    // Bearing off (to <= 0). G-11: only with every checker home and none on the bar,
    // re-checked before each sub-move.
    if (!bearingOff) continue;
    if (to < 0) {
      // G-12 covers to === 0 (exact). An over-shoot needs G-13:
      if (!rules.higherDieRule) continue; // option off: exact bear-offs only
      const inPlay = state.checkers.map((c) => ownPointOf(mover, c)).filter((p) => p !== 0);
      if (!higherDieBearsOff(inPlay, die, from)) continue;
    }
    children.push({
      step: { from, to: 'off', die, hit: false },
      state: after(state, id, (checker & ~WHERE) | OFF_CODE, state.opponentPoints, state.opponentBar),
    });
  }
  return children;
}

/** The Setup after the play: the opponent to move, the mover's turn count + 1 (G-5). */
function toSetup(state: ShortTavlaState): Setup {
  const { mover } = state;
  const moverSide: SetupSide = sideOfOwnPoints(state.checkers.map((c) => ownPointOf(mover, c)));
  const opponentPoints: Record<number, number> = {};
  for (let a = 1; a <= 24; a++) {
    const n = state.opponentPoints[a]!;
    if (n > 0) opponentPoints[ownOf(other(mover), a)] = n;
  }
  const opponentSide: SetupSide = { points: opponentPoints, bar: state.opponentBar, off: state.opponentOff };
  return setupAfterPlay(state.start, mover, moverSide, opponentSide);
}

/** The checker distribution of a state: mover's count per absolute point, bar, off; then the opponent's. */
function positionKey(state: ShortTavlaState): string {
  // 0 off, 1..24 absolute points, 25 bar: the mover; then the opponent in the same layout.
  return countKey(state.checkers.map((c) => c & WHERE), 26) + state.opponentKey;
}

/** The opponent's half of `positionKey`. */
function opponentKey(points: readonly number[], bar: number, off: number): string {
  const codes = points.slice();
  codes[0] = off;
  codes.push(bar);
  return String.fromCharCode(...codes);
}

export const shortTavlaReference: LiteralVariant<ShortTavlaState> = {
  // G-8: a double gives four sub-moves of its value.
  subMoveDice: (dice: Dice) => subMoveDice(dice, 4),
  subMoves,
  // G-15: the game ends when the 15th checker is borne off.
  finished: (state) => state.checkers.every((c) => (c & WHERE) === OFF_CODE),
  // No sequenceAllowed: short tavla has no turn-level constraint (no head rule, no six-block rule).
  positionKey,
  toSetup,
};
