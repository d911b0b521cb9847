import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Setup } from '../../src/position/setup-types.js';
import {
  absoluteCounts,
  bearOffRules,
  countKey,
  higherDieBearsOff,
  moveChecker,
  other,
  ownPointsOfSide,
  setupAfterPlay,
  sideOfOwnPoints,
  subMoveDice,
  type MoverState,
  type RefChecker,
} from './board.js';
import { literalPlays, type LiteralVariant, type RefChild, type RefResult, type RefStep } from './literal.js';

/**
 * Long nard for the literal reference generator, written from docs/rules/common.md and long-nard.md alone.
 *
 * The board is plain data in absolute coordinates (G-3: White's numbering). Every checker of the
 * player on turn is its own object, so "the same checker moves on" (LN-13a 'passThroughOnly') is
 * judged by identity. The opponent never moves during the turn: plain counts per absolute point.
 * The head limit (LN-11/12) and the six-block rule (LN-13) are turn-level constraints, checked on
 * whole sequences; LN-12 'anyBlockage' runs the whole G-9 pipeline under the ordinary head rule
 * first, as its wording asks ("no play that takes one head checker uses all the dice").
 *
 * Nothing here reads src/movegen or the variant's MoveRules tables.
 */

type Exception = 'list' | 'anyBlockage' | 'blockedByHeadOnly' | 'anyDouble';
type BlockCheck = 'endOfTurn' | 'passThroughOnly' | 'everySubMove';
type BlockVariant = 'opponentCheckerAhead' | 'opponentCheckerInHome';

export interface LongNardRules {
  readonly higherDieRule: boolean; // G-13
  readonly allowMovesWithinHome: boolean; // G-14
  readonly headRule: boolean; // LN-11
  readonly firstTurnHeadException: Exception; // LN-12
  readonly headExceptionRolls: readonly number[]; // LN-12
  readonly blockRule: boolean; // LN-13
  readonly blockCheck: BlockCheck; // LN-13a
  readonly blockVariant: BlockVariant; // LN-13b
}

/** One checker of the mover: an absolute point 1..24 (G-3) or borne off. */
export type NardChecker = RefChecker<'off'>;

export interface LongNardState extends MoverState<LongNardRules, NardChecker> {
  /** The opponent's checkers per absolute point (index 1..24; 0 unused). */
  readonly opponentPoints: readonly number[];
  readonly opponentOff: number;
}

const HEAD = 24; // LN-1: own point 24
const HOME = 6; // LN-3: own 1-6

/** G-3, parallel games: White's own p is board p; Black's own b is board ((b + 11) mod 24) + 1. */
export function absoluteOf(player: Player, own: number): number {
  return player === 'white' ? own : ((own + 11) % 24) + 1;
}

/** The inverse (a rotation by 12 is its own inverse). */
export function ownOf(player: Player, absolute: number): number {
  return player === 'white' ? absolute : ((absolute + 11) % 24) + 1;
}

export function longNardStart(setup: Setup): LongNardState {
  const mover = setup.turn;
  const moverSide = setup[mover];
  const opponentSide = setup[other(mover)];
  // LN-4: nothing is ever hit, so there is no bar: the checkers are on points 24..1 or borne off.
  const checkers: NardChecker[] = ownPointsOfSide(moverSide, 24).map((own, id) => ({
    id,
    where: own === 0 ? 'off' : absoluteOf(mover, own),
  }));
  const opponentPoints = absoluteCounts(opponentSide, (own) => absoluteOf(other(mover), own));
  const o = setup.options?.longNard;
  return {
    start: setup,
    rules: {
      ...bearOffRules(setup),
      headRule: o?.headRule ?? true,
      firstTurnHeadException: o?.firstTurnHeadException ?? 'list',
      headExceptionRolls: o?.headExceptionRolls ?? [6, 4, 3],
      blockRule: o?.blockRule ?? true,
      blockCheck: o?.blockCheck ?? 'endOfTurn',
      blockVariant: o?.blockVariant ?? 'opponentCheckerAhead',
    },
    mover,
    checkers,
    opponentPoints,
    opponentOff: opponentSide.off ?? 0,
  };
}

export function ownPointOf(state: LongNardState, checker: NardChecker): number {
  return checker.where === 'off' ? 0 : ownOf(state.mover, checker.where);
}

/** Every sub-move of `die` for every checker, by G-6, G-11..G-14, LN-2, LN-4 (no bar, no hits). */
function subMoves(state: LongNardState, die: number): RefChild<LongNardState>[] {
  const { mover, rules } = state;
  const children: RefChild<LongNardState>[] = [];
  const inPlay = state.checkers.filter((c) => c.where !== 'off').map((c) => ownPointOf(state, c));
  const allHome = inPlay.every((p) => p <= HOME); // G-11
  for (const checker of state.checkers) {
    if (checker.where === 'off') continue;
    const from = ownPointOf(state, checker);
    const to = from - die; // G-6 / LN-2: towards own 1
    if (to >= 1) {
      const landing = absoluteOf(mover, to);
      // LN-4: any opposing checker closes the point.
      if (state.opponentPoints[landing]! > 0) continue;
      // G-14 off: with every checker home, no die may move a checker inside the home.
      if (!rules.allowMovesWithinHome && allHome) continue;
      children.push({ step: { from, to, die, hit: false }, state: { ...state, checkers: moveChecker(state.checkers, checker.id, landing) } });
      continue;
    }
    if (!allHome) continue; // G-11, re-checked before each sub-move
    // G-13 for an over-shoot, when the option allows it at all.
    if (to < 0 && !(rules.higherDieRule && higherDieBearsOff(inPlay, die, from))) continue;
    children.push({ step: { from, to: 'off', die, hit: false }, state: { ...state, checkers: moveChecker(state.checkers, checker.id, 'off') } });
  }
  return children;
}

/**
 * LN-13 / LN-13b on one state: every block (run of >= 6 consecutive points of the opponent's path
 * held by the mover, the path running O24 -> O1 with no wrap at its end) needs an opposing checker
 * in front of it (at a lower opponent point, or borne off = 0); under 'opponentCheckerInHome' one
 * opposing checker must be in the opponent's home (O1-O6) or off instead.
 */
export function illegalBlock(state: LongNardState): boolean {
  // States are shared by every sequence that extends them: judge each once.
  let verdict = blockVerdicts.get(state);
  if (verdict === undefined) {
    verdict = judgeBlocks(state);
    blockVerdicts.set(state, verdict);
  }
  return verdict;
}

const blockVerdicts = new WeakMap<LongNardState, boolean>();

function judgeBlocks(state: LongNardState): boolean {
  const them = other(state.mover);
  const held = new Set<number>();
  for (const c of state.checkers) if (c.where !== 'off') held.add(ownOf(them, c.where));
  const theirCheckers: number[] = [];
  for (let a = 1; a <= 24; a++) for (let k = 0; k < state.opponentPoints[a]!; k++) theirCheckers.push(ownOf(them, a));
  for (let k = 0; k < state.opponentOff; k++) theirCheckers.push(0);
  for (let lo = 1; lo + 5 <= 24; lo++) {
    let run = true;
    for (let q = lo; q < lo + 6; q++) if (!held.has(q)) run = false;
    if (!run) continue;
    const allowed =
      state.rules.blockVariant === 'opponentCheckerInHome' ? theirCheckers.some((x) => x <= HOME) : theirCheckers.some((x) => x < lo);
    if (!allowed) return true;
  }
  return false;
}

/** The checker that moved between two consecutive states. */
function movedChecker(before: LongNardState, after: LongNardState): NardChecker {
  return after.checkers.find((c, i) => c.where !== before.checkers[i]!.where)!;
}

/** LN-13a: the six-block rule at its timing, on a whole sequence (in crazy gulbar, 'endOfTurn' is the end of the stage, CG-4). */
function blockRuleHolds(states: readonly LongNardState[]): boolean {
  const rules = states[0]!.rules;
  if (!rules.blockRule) return true;
  const last = states.length - 1;
  switch (rules.blockCheck) {
    case 'endOfTurn':
      return !illegalBlock(states[last]!);
    case 'everySubMove':
      for (let i = 1; i <= last; i++) if (illegalBlock(states[i]!)) return false;
      return true;
    case 'passThroughOnly':
      if (illegalBlock(states[last]!)) return false;
      for (let i = 1; i < last; i++) {
        if (!illegalBlock(states[i]!)) continue;
        // The sub-move before must have closed the gap (landed on a point the mover did not hold)...
        const closer = movedChecker(states[i - 1]!, states[i]!);
        const landed = closer.where;
        if (states[i - 1]!.checkers.some((c) => c.where === landed)) return false;
        // ...and the next one must move that same checker on, leaving that point.
        if (movedChecker(states[i]!, states[i + 1]!).id !== closer.id) return false;
      }
      return true;
  }
}

/**
 * LN-12 'blockedByHeadOnly': would a lone checker leaving the head with `steps` sub-moves of `die`
 * stop exactly because its next landing point is the opponent's head (his own 24)?
 */
function loneCheckerStoppedByTheirHead(state: LongNardState, die: number, steps: number): boolean {
  const theirHead = absoluteOf(other(state.mover), HEAD);
  for (let k = 1; k <= steps; k++) {
    const own = HEAD - k * die;
    if (own < 1) return false;
    const a = absoluteOf(state.mover, own);
    if (state.opponentPoints[a]! > 0) return a === theirHead;
  }
  return false;
}

/**
 * The turn-level constraints of a sequence: LN-11 (a checker leaves the head once, so head
 * sub-moves = head checkers, at most `headLimit`) and LN-13 at its LN-13a timing.
 */
export function headAndBlockAllowed(headLimit: number): (steps: readonly RefStep[], states: readonly LongNardState[]) => boolean {
  return (steps, states) => steps.filter((s) => s.from === HEAD).length <= headLimit && blockRuleHolds(states);
}

/** G-15: the mover has borne off every checker. */
export function allBorneOff(state: LongNardState): boolean {
  return state.checkers.every((c) => c.where === 'off');
}

function nardVariant(headLimit: number): LiteralVariant<LongNardState> {
  return {
    subMoveDice: (dice: Dice) => subMoveDice(dice, 4), // G-8 / LN-6: a double gives four sub-moves
    subMoves,
    finished: allBorneOff,
    sequenceAllowed: headAndBlockAllowed(headLimit),
    positionKey: nardPositionKey,
    toSetup: nardToSetup,
  };
}

/** The mover's count per absolute point, and borne off (the opponent never moves in the turn). */
export function nardPositionKey(state: LongNardState): string {
  return countKey(
    state.checkers.map((c) => (c.where === 'off' ? 0 : c.where)),
    25,
  );
}

/** The Setup after the play (G-5); the opponent's side is copied, he never moves in the turn. */
export function nardToSetup(state: LongNardState): Setup {
  const { points, off } = sideOfOwnPoints(state.checkers.map((c) => ownPointOf(state, c)));
  return setupAfterPlay(state.start, state.mover, { points, off }, state.start[other(state.mover)]);
}

/**
 * LN-11 / LN-12: the plays under the head limit that LN-12's first-turn exception gives (the
 * caller has checked that the head rule is on). `dice` is the roll LN-12 reads, `subMoveCount`
 * how many sub-moves it gives, and `run(limit)` the G-9 pipeline with at most `limit` checkers
 * leaving the head.
 */
export function headLimitedPlays(start: LongNardState, dice: Dice, subMoveCount: number, run: (headLimit: number) => RefResult): RefResult {
  const { rules } = start;
  const firstTurn = (start.start.turnsPlayed ?? { white: 0, black: 0 })[start.mover] === 0; // LN-12a
  const double = dice[0] === dice[1];
  const listed = double && rules.headExceptionRolls.includes(dice[0]);
  switch (rules.firstTurnHeadException) {
    case 'anyDouble':
      return run(double ? 2 : 1);
    case 'list':
      return run(firstTurn && listed ? 2 : 1);
    case 'blockedByHeadOnly':
      return run(firstTurn && listed && loneCheckerStoppedByTheirHead(start, dice[0], subMoveCount) ? 2 : 1);
    case 'anyBlockage': {
      // "A second head checker iff no play that takes one head checker uses all the dice."
      const one = run(1);
      if (!firstTurn || one.maxLength === subMoveCount) return one;
      return run(2);
    }
  }
}

/** The literal legal plays of a long-nard Setup (valid, game not over) for the player on turn. */
export function longNardPlays(setup: Setup, dice: Dice): RefResult {
  const start = longNardStart(setup);
  const run = (headLimit: number): RefResult => literalPlays(nardVariant(headLimit), start, dice);
  if (!start.rules.headRule) return run(15);
  return headLimitedPlays(start, dice, dice[0] === dice[1] ? 4 : 2, run);
}
