import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Setup } from '../../src/position/setup-types.js';
import {
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
 * Fevga and Moultezim for the literal reference generator, written from docs/rules/fevga.md and
 * common.md alone (nothing here reads src/movegen, src/variants or the MoveRules tables).
 *
 * Every checker of the mover is its own object, kept in his own numbering (G-2); the opponent,
 * who never moves during the turn, is a count per point of his own numbering. Per sub-move:
 * FE-3 (any opposing checker closes a point), FE-5 / FE-6 (the first checker, tested before
 * every sub-move), G-11..G-14. On whole sequences: FE-7 / FE-8 (the quarter rule) and FE-10
 * 'forbidTrapAll' (LN-13 with an opposing checker ahead) at `fevga.quarterCheck`'s timing. After
 * G-9: the prime duty of FE-9 ('unblockWhenGathered') or FE-10 ('unblockWhenStuck'), which keeps
 * the plays that meet it when any does.
 */

type FirstChecker = 'pastStartPoint' | 'reachStartPoint' | 'off';
type QuarterRule = 'ownStart' | 'opponentStart' | 'both' | 'opponentMax4' | 'none';
type QuarterCheck = 'endOfTurn' | 'everySubMove';
type PrimeRule = 'unblockWhenGathered' | 'unblockWhenStuck' | 'forbidTrapAll' | 'none';

export interface FevgaRules {
  readonly higherDieRule: boolean; // G-13
  readonly allowMovesWithinHome: boolean; // G-14
  readonly firstChecker: FirstChecker; // FE-6
  readonly quarterRule: QuarterRule; // FE-8
  readonly quarterCheck: QuarterCheck; // FE-7
  readonly primeRule: PrimeRule; // FE-10
}

/** One checker of the mover: his own point 1..24, or 'off'. */
type FevgaChecker = RefChecker<'off'>;

interface FevgaState extends MoverState<FevgaRules, FevgaChecker> {
  /** The opponent's checkers per point of HIS own numbering (index 1..24; 0 unused). */
  readonly theirs: readonly number[];
  readonly theirOff: number;
}

const START_POINT = 24; // FE-1
const HOME = 6; // FE-2: Q4 = own 1-6

/** FE-1 / G-3: own point p of one player is own point p + 12 (p <= 12) or p - 12 of the other. */
export function facingPoint(p: number): number {
  return p <= 12 ? p + 12 : p - 12;
}

export function fevgaRules(setup: Setup): FevgaRules {
  const o = setup.options?.fevga;
  return {
    ...bearOffRules(setup),
    firstChecker: o?.firstChecker ?? 'pastStartPoint',
    quarterRule: o?.quarterRule ?? 'ownStart',
    quarterCheck: o?.quarterCheck ?? 'endOfTurn',
    primeRule: o?.primeRule ?? 'unblockWhenGathered',
  };
}

function startState(setup: Setup, mover: Player): FevgaState {
  const opponentSide = setup[other(mover)];
  const theirs = new Array<number>(25).fill(0);
  for (let q = 1; q <= 24; q++) theirs[q] = opponentSide.points[q] ?? 0;
  return {
    start: setup,
    rules: fevgaRules(setup),
    mover,
    checkers: ownPointsOfSide(setup[mover], 24).map((own, id) => ({ id, where: own === 0 ? 'off' : own })),
    theirs,
    theirOff: opponentSide.off ?? 0,
  };
}

const pointOf = (c: FevgaChecker): number => (c.where === 'off' ? 0 : c.where);

/**
 * FE-5 / FE-6: released once a checker stands on own 1..11 (1..12 under 'reachStartPoint') or has
 * been borne off. Before that, "if one of his checkers has already left his point 24, only that
 * checker may move": no checker may leave 24 while another is off it.
 */
function mayMove(state: FevgaState, from: number): boolean {
  const rule = state.rules.firstChecker;
  if (rule === 'off') return true;
  const lastOfTheStart = rule === 'pastStartPoint' ? 11 : 12;
  const released = state.checkers.some((c) => pointOf(c) <= lastOfTheStart);
  if (released) return true;
  const someoneLeft = state.checkers.some((c) => pointOf(c) !== START_POINT);
  return from !== START_POINT || !someoneLeft;
}

/** Every sub-move of `die` for every checker: FE-3, FE-5, G-6, G-11..G-14. */
function subMoves(state: FevgaState, die: number): RefChild<FevgaState>[] {
  const { rules } = state;
  const children: RefChild<FevgaState>[] = [];
  const inPlay = state.checkers.filter((c) => c.where !== 'off').map(pointOf);
  const allHome = inPlay.every((p) => p <= HOME); // G-11
  for (const checker of state.checkers) {
    if (checker.where === 'off') continue;
    const from = checker.where;
    if (!mayMove(state, from)) continue; // FE-5, before every sub-move
    const to = from - die; // FE-2: towards own 1
    if (to >= 1) {
      if (state.theirs[facingPoint(to)]! > 0) continue; // FE-3: one opposing checker closes a point
      if (!rules.allowMovesWithinHome && allHome) continue; // G-14
      children.push({ step: { from, to, die, hit: false }, state: { ...state, checkers: moveChecker(state.checkers, checker.id, to) } });
      continue;
    }
    if (!allHome) continue; // G-11
    if (to < 0 && !(rules.higherDieRule && higherDieBearsOff(inPlay, die, from))) continue; // G-13
    children.push({ step: { from, to: 'off', die, hit: false }, state: { ...state, checkers: moveChecker(state.checkers, checker.id, 'off') } });
  }
  return children;
}

/** The own points 1..24 on which the mover has a checker. */
function held(state: FevgaState): Set<number> {
  return new Set(state.checkers.filter((c) => c.where !== 'off').map(pointOf));
}

/** FE-7 / FE-8 on one state. */
function breaksQuarterRule(state: FevgaState): boolean {
  const mine = held(state);
  const count = (lo: number): number => [0, 1, 2, 3, 4, 5].filter((k) => mine.has(lo + k)).length;
  switch (state.rules.quarterRule) {
    case 'ownStart':
      return count(19) === 6;
    case 'opponentStart':
      return count(7) === 6;
    case 'both':
      return count(19) === 6 || count(7) === 6;
    case 'opponentMax4':
      return count(7) > 4;
    case 'none':
      return false;
  }
}

/**
 * FE-10 'forbidTrapAll' = LN-13 with 'opponentCheckerAhead': six or more consecutive points of the
 * opponent's path (his 24 -> 1, no wrap at its end) held by the mover need an opposing checker
 * past them (at a lower point of his, or borne off).
 */
function trapsAll(state: FevgaState): boolean {
  const mine = held(state);
  const heldTheirs = (q: number): boolean => mine.has(facingPoint(q));
  let lowest = state.theirOff > 0 ? 0 : 25;
  for (let q = 1; q <= 24; q++) if (state.theirs[q]! > 0) lowest = Math.min(lowest, q);
  for (let lo = 1; lo + 5 <= 24; lo++) {
    let run = true;
    for (let q = lo; q < lo + 6; q++) run &&= heldTheirs(q);
    if (run && !(lowest < lo)) return true;
  }
  return false;
}

function stateOk(state: FevgaState): boolean {
  return !breaksQuarterRule(state) && !(state.rules.primeRule === 'forbidTrapAll' && trapsAll(state));
}

/** FE-7's timing for the quarter rule and, under FE-10 'forbidTrapAll', for LN-13. */
function sequenceAllowed(_steps: readonly RefStep[], states: readonly FevgaState[]): boolean {
  const last = states.length - 1;
  if (states[0]!.rules.quarterCheck === 'endOfTurn') return stateOk(states[last]!);
  for (let i = 1; i <= last; i++) if (!stateOk(states[i]!)) return false;
  return true;
}

function toSetup(state: FevgaState): Setup {
  const { points, off } = sideOfOwnPoints(state.checkers.map(pointOf));
  return setupAfterPlay(state.start, state.mover, { points, off }, state.start[other(state.mover)]);
}

const fevgaVariant: LiteralVariant<FevgaState> = {
  subMoveDice: (dice: Dice) => subMoveDice(dice, 4), // G-8
  subMoves,
  finished: (state) => state.checkers.every((c) => c.where === 'off'), // G-15
  sequenceAllowed,
  positionKey: (state) => countKey(state.checkers.map(pointOf), 25),
  toSetup,
};

/**
 * PL-19's reading, as FE-10 'unblockWhenStuck' uses it: could `player` make one sub-move with some
 * die value 1..6 by the sub-move rules (landing, the first checker, bear-off, and a quarter rule
 * timed 'everySubMove'), not the rules checked at the end of the play?
 */
export function canMoveFevga(setup: Setup, player: Player): boolean {
  const state = startState(setup, player);
  for (let die = 1; die <= 6; die++) {
    for (const child of subMoves(state, die)) {
      if (state.rules.quarterCheck === 'endOfTurn' || stateOk(child.state)) return true;
    }
  }
  return false;
}

/** The duty FE-9 / FE-10 puts on the mover of `start`: null, or a test of a play's resulting Setup. */
function primeDuty(start: Setup, mover: Player): ((after: Setup) => boolean) | null {
  const them = other(mover);
  const rule = fevgaRules(start).primeRule;
  if (rule === 'unblockWhenStuck') return canMoveFevga(start, them) ? null : (after) => canMoveFevga(after, them);
  if (rule !== 'unblockWhenGathered') return null;
  // FE-9.1: every O checker still on the board on one point x >= 7 (O's numbering)...
  const points = Object.entries(start[them].points)
    .filter(([, n]) => n > 0)
    .map(([q]) => Number(q));
  if (points.length !== 1 || points[0]! < 7) return null;
  const x = points[0]!;
  // ...FE-9.2: P on each of O's x-1 .. x-6, which are P's own facingPoint(x - k).
  const six = [1, 2, 3, 4, 5, 6].map((k) => facingPoint(x - k));
  const holdsAll = (side: Setup): boolean => six.every((p) => (side[mover].points[p] ?? 0) > 0);
  if (!holdsAll(start)) return null;
  return (after) => !holdsAll(after);
}

/** The literal legal plays of a Fevga Setup (valid, game not over) for the player on turn. */
export function fevgaPlays(setup: Setup, dice: Dice): RefResult {
  const result = literalPlays(fevgaVariant, startState(setup, setup.turn), dice);
  const duty = primeDuty(setup, setup.turn);
  if (duty === null) return result;
  // FE-9: after G-9, only the plays that open the prime, when some play can (else the duty lapses).
  const opening = result.plays.filter((p) => duty(p.setup));
  return opening.length === 0 ? result : { ...result, plays: opening };
}
