import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';
import { literalPlays, type LiteralVariant, type RefChild, type RefResult, type RefStep } from './literal.js';

/**
 * Long nard for the literal reference generator, written from RULES.md §1 and §3 alone.
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
export interface NardChecker {
  readonly id: number;
  readonly where: number | 'off';
}

export interface LongNardState {
  readonly start: Setup;
  readonly rules: LongNardRules;
  readonly mover: Player;
  readonly checkers: readonly NardChecker[];
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

function other(player: Player): Player {
  return player === 'white' ? 'black' : 'white';
}

export function longNardStart(setup: Setup): LongNardState {
  const mover = setup.turn;
  const moverSide = setup[mover];
  const opponentSide = setup[other(mover)];
  const checkers: NardChecker[] = [];
  for (let own = 24; own >= 1; own--) {
    for (let k = 0; k < (moverSide.points[own] ?? 0); k++) checkers.push({ id: checkers.length, where: absoluteOf(mover, own) });
  }
  for (let k = 0; k < (moverSide.off ?? 0); k++) checkers.push({ id: checkers.length, where: 'off' });
  const opponentPoints = new Array<number>(25).fill(0);
  for (let own = 1; own <= 24; own++) opponentPoints[absoluteOf(other(mover), own)] = opponentSide.points[own] ?? 0;
  const o = setup.options?.longNard;
  const bearOff = setup.options?.bearOff;
  return {
    start: setup,
    rules: {
      higherDieRule: bearOff?.higherDieRule ?? true,
      allowMovesWithinHome: bearOff?.allowMovesWithinHome ?? true,
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

function ownPointOf(state: LongNardState, checker: NardChecker): number {
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
      const checkers = state.checkers.map((c) => (c.id === checker.id ? { id: c.id, where: landing } : c));
      children.push({ step: { from, to, die, hit: false }, state: { ...state, checkers } });
      continue;
    }
    if (!allHome) continue; // G-11, re-checked before each sub-move
    if (to < 0) {
      // G-13: point n is empty, no checker stands higher than n, and this is the highest checker.
      if (!rules.higherDieRule) continue;
      const pointNEmpty = !inPlay.includes(die);
      const noneHigherThanN = inPlay.every((p) => p <= die);
      const fromHighest = inPlay.every((p) => p <= from);
      if (!(pointNEmpty && noneHigherThanN && fromHighest)) continue;
    }
    const checkers = state.checkers.map((c) => (c.id === checker.id ? { id: c.id, where: 'off' as const } : c));
    children.push({ step: { from, to: 'off', die, hit: false }, state: { ...state, checkers } });
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

/** LN-13a: the six-block rule at its timing, on a whole sequence. */
function blockRuleHolds(steps: readonly RefStep[], states: readonly LongNardState[]): boolean {
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
 * LN-12 'blockedByHeadOnly': would a lone checker leaving the head with `die` stop exactly because
 * its next landing point is the opponent's head (his own 24)?
 */
function loneCheckerStoppedByTheirHead(state: LongNardState, die: number): boolean {
  const theirHead = absoluteOf(other(state.mover), HEAD);
  for (let k = 1; k <= 4; k++) {
    const own = HEAD - k * die;
    if (own < 1) return false;
    const a = absoluteOf(state.mover, own);
    if (state.opponentPoints[a]! > 0) return a === theirHead;
  }
  return false;
}

function nardVariant(headLimit: number): LiteralVariant<LongNardState> {
  return {
    // G-8 / LN-6: a double gives four sub-moves.
    subMoveDice: (dice: Dice) => (dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [dice[0], dice[1]]),
    subMoves,
    finished: (state) => state.checkers.every((c) => c.where === 'off'), // G-15
    // LN-11 (a checker leaves the head once, so head sub-moves = head checkers) and LN-13.
    sequenceAllowed: (steps, states) => steps.filter((s) => s.from === HEAD).length <= headLimit && blockRuleHolds(steps, states),
    positionKey,
    toSetup,
  };
}

/** The mover's count per absolute point, and borne off (the opponent never moves in the turn). */
function positionKey(state: LongNardState): string {
  const counts = new Array<number>(25).fill(0);
  for (const c of state.checkers) counts[c.where === 'off' ? 0 : c.where]!++;
  return String.fromCharCode(...counts);
}

function toSetup(state: LongNardState): Setup {
  const { mover, start } = state;
  const points: Record<number, number> = {};
  let off = 0;
  for (const c of state.checkers) {
    if (c.where === 'off') off++;
    else {
      const own = ownOf(mover, c.where);
      points[own] = (points[own] ?? 0) + 1;
    }
  }
  const moverSide: SetupSide = { points, off };
  const opponentSide = start[other(mover)];
  const turnsPlayed = start.turnsPlayed ?? { white: 0, black: 0 };
  return {
    variant: start.variant,
    turn: other(mover),
    white: mover === 'white' ? moverSide : opponentSide,
    black: mover === 'white' ? opponentSide : moverSide,
    turnsPlayed: { ...turnsPlayed, [mover]: turnsPlayed[mover] + 1 },
    ...(start.options === undefined ? {} : { options: start.options }),
  };
}

/** The literal legal plays of a long-nard Setup (valid, game not over) for the player on turn. */
export function longNardPlays(setup: Setup, dice: Dice): RefResult {
  const start = longNardStart(setup);
  const { rules } = start;
  const firstTurn = (setup.turnsPlayed ?? { white: 0, black: 0 })[start.mover] === 0; // LN-12a
  const double = dice[0] === dice[1];
  const listed = double && rules.headExceptionRolls.includes(dice[0]);
  if (!rules.headRule) return literalPlays(nardVariant(15), start, dice);
  switch (rules.firstTurnHeadException) {
    case 'anyDouble':
      return literalPlays(nardVariant(double ? 2 : 1), start, dice);
    case 'list':
      return literalPlays(nardVariant(firstTurn && listed ? 2 : 1), start, dice);
    case 'blockedByHeadOnly':
      return literalPlays(nardVariant(firstTurn && listed && loneCheckerStoppedByTheirHead(start, dice[0]) ? 2 : 1), start, dice);
    case 'anyBlockage': {
      const one = literalPlays(nardVariant(1), start, dice);
      if (!firstTurn || one.maxLength === (double ? 4 : 2)) return one;
      return literalPlays(nardVariant(2), start, dice);
    }
  }
}
