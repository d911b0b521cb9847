import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';
import { literalPlays, type LiteralVariant, type RefChild, type RefResult, type RefStep } from './literal.js';
import { absoluteOf, illegalBlock, longNardStart, ownOf, type LongNardState, type NardChecker } from './long-nard.js';

/**
 * Crazy gulbar for the literal reference generator, written from RULES.md §4 (and §3, which it
 * builds on, CG-1), one STAGE at a time. A stage is a list of sub-move dice played under long
 * nard's rules with G-9 applied to the stage alone and its own head limit (CG-4); a whole
 * cascade is several decisions, which the turn layer strings together, so a stage is what a
 * generator can be checked on.
 *
 * Shared with the long-nard reference (itself literal): the state (every checker an object, the
 * board in absolute coordinates, G-3) and the LN-13 judgement of a single state. Written here
 * from the rule book: CG-8's bear-off in its three readings, the head limit per stage (CG-4), the
 * LN-13a timings on a stage's sequences, and CG-2/CG-3 for what a roll's first stage is.
 * Nothing here reads src/movegen or the variant's MoveRules tables.
 */

type GulbarBearOff = 'exactOnly' | 'exactOrHighest' | 'standard';

/** One stage as the rule book describes it. */
export interface RefStage {
  /** The sub-move dice (CG-2: four, or two, of one value; or the unplayed rest of a stage, CG-5). */
  readonly subMoves: readonly number[];
  /** The value the stage is "a roll" of, for LN-12 (a double [v, v], or the mixed roll itself). */
  readonly dice: Dice;
  /**
   * CG-4: may LN-12's first-turn exception apply (the initial stage of a player's first turn; every
   * own stage of it under 'allStages')? Never for transferred stages.
   */
  readonly headException: boolean;
}

interface GulbarState extends LongNardState {
  readonly gulbarBearOff: GulbarBearOff;
}

const HEAD = 24; // LN-1
const HOME = 6; // LN-3

function other(player: Player): Player {
  return player === 'white' ? 'black' : 'white';
}

function gulbarStart(setup: Setup): GulbarState {
  const base = longNardStart(setup);
  const cg = setup.options?.crazyGulbar;
  return { ...base, gulbarBearOff: cg?.bearOff ?? 'exactOnly' };
}

function ownPoint(state: GulbarState, checker: NardChecker): number {
  return checker.where === 'off' ? 0 : ownOf(state.mover, checker.where);
}

/** Every sub-move of `die` for every checker: G-6, G-11, LN-2, LN-4, and CG-8's bear-off. */
function subMoves(state: GulbarState, die: number): RefChild<GulbarState>[] {
  const children: RefChild<GulbarState>[] = [];
  const inPlay = state.checkers.filter((c) => c.where !== 'off').map((c) => ownPoint(state, c));
  const allHome = inPlay.every((p) => p <= HOME); // G-11, re-checked before each sub-move
  const mode = state.gulbarBearOff;
  for (const checker of state.checkers) {
    if (checker.where === 'off') continue;
    const from = ownPoint(state, checker);
    const to = from - die;
    if (to >= 1) {
      const landing = absoluteOf(state.mover, to);
      if (state.opponentPoints[landing]! > 0) continue; // LN-4
      // CG-8 'exactOnly' / 'exactOrHighest': "moving checkers inside the home is also forbidden"
      // once all are home; while one is outside, home checkers move as usual.
      if (mode !== 'standard' && allHome) continue;
      const checkers = state.checkers.map((c) => (c.id === checker.id ? { id: c.id, where: landing } : c));
      children.push({ step: { from, to, die, hit: false }, state: { ...state, checkers } });
      continue;
    }
    if (!allHome) continue; // G-11
    if (to < 0) {
      // CG-8 'exactOnly': a die n bears off only from point n.
      if (mode === 'exactOnly') continue;
      // 'exactOrHighest': with no checker on n or on any point above it, the highest occupied
      // point may be borne off. 'standard' (LN-14 / G-13) reads the same: point n empty, nothing
      // higher than n, and this is the highest checker.
      const nothingOnOrAboveN = inPlay.every((p) => p < die);
      const fromHighest = inPlay.every((p) => p <= from);
      if (!(nothingOnOrAboveN && fromHighest)) continue;
    }
    const checkers = state.checkers.map((c) => (c.id === checker.id ? { id: c.id, where: 'off' as const } : c));
    children.push({ step: { from, to: 'off', die, hit: false }, state: { ...state, checkers } });
  }
  return children;
}

/** The checker that moved between two consecutive states. */
function movedChecker(before: LongNardState, after: LongNardState): NardChecker {
  return after.checkers.find((c, i) => c.where !== before.checkers[i]!.where)!;
}

/** LN-13 at its LN-13a timing on a stage's sequence; 'endOfTurn' means the end of the stage (CG-4). */
function blockRuleHolds(states: readonly LongNardState[]): boolean {
  const rules = states[0]!.rules;
  if (!rules.blockRule) return true;
  const last = states.length - 1;
  if (rules.blockCheck === 'endOfTurn') return !illegalBlock(states[last]!);
  for (let i = 1; i <= last; i++) {
    if (!illegalBlock(states[i]!)) continue;
    if (rules.blockCheck === 'everySubMove' || i === last) return false;
    // 'passThroughOnly': the sub-move before closed the gap (landed on a point the mover did not
    // hold), and the next one moves that same checker on, leaving the point.
    const closer = movedChecker(states[i - 1]!, states[i]!);
    if (states[i - 1]!.checkers.some((c) => c.where === closer.where)) return false;
    if (movedChecker(states[i]!, states[i + 1]!).id !== closer.id) return false;
  }
  return true;
}

/** The mover's count per absolute point, and borne off (the opponent never moves in a stage). */
function positionKey(state: GulbarState): string {
  const counts = new Array<number>(25).fill(0);
  for (const c of state.checkers) counts[c.where === 'off' ? 0 : c.where]!++;
  return String.fromCharCode(...counts);
}

/** The position after the stage, written as the fast generator's plays are: the opponent to move, the mover's count + 1. */
function toSetup(state: GulbarState): Setup {
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

function stageVariant(stage: RefStage, headLimit: number): LiteralVariant<GulbarState> {
  return {
    subMoveDice: () => stage.subMoves,
    subMoves,
    finished: (state) => state.checkers.every((c) => c.where === 'off'), // G-15, CG-10
    // LN-11 per stage (CG-4): a checker leaves the head once, so head sub-moves = head checkers.
    sequenceAllowed: (steps: readonly RefStep[], states: readonly GulbarState[]) =>
      steps.filter((s) => s.from === HEAD).length <= headLimit && blockRuleHolds(states),
    positionKey,
    toSetup,
  };
}

/** LN-12 'blockedByHeadOnly': a lone head checker with this stage's dice stops at the opponent's head. */
function loneCheckerStoppedByTheirHead(state: GulbarState, die: number, steps: number): boolean {
  const theirHead = absoluteOf(other(state.mover), HEAD);
  for (let k = 1; k <= steps; k++) {
    const own = HEAD - k * die;
    if (own < 1) return false;
    const a = absoluteOf(state.mover, own);
    if (state.opponentPoints[a]! > 0) return a === theirHead;
  }
  return false;
}

/** The literal legal plays of one stage for the player on turn in `setup` (valid, game not over). */
export function crazyGulbarStagePlays(setup: Setup, stage: RefStage): RefResult {
  const start = gulbarStart(setup);
  const { rules } = start;
  // literalPlays applies G-9.3 (the larger die) only to a mixed pair of dice.
  const [a, b] = stage.subMoves;
  const asDice: Dice = stage.subMoves.length === 2 && a !== b ? [a!, b!] : [a!, a!];
  const run = (limit: number): RefResult => literalPlays(stageVariant(stage, limit), start, asDice);
  if (!rules.headRule) return run(15); // §10 headRule false (the Bulgarian preset)
  if (!stage.headException) return run(1); // CG-4: LN-11 alone
  const firstTurn = (setup.turnsPlayed ?? { white: 0, black: 0 })[start.mover] === 0; // LN-12a
  const double = stage.dice[0] === stage.dice[1];
  const listed = double && rules.headExceptionRolls.includes(stage.dice[0]);
  switch (rules.firstTurnHeadException) {
    case 'anyDouble':
      return run(double ? 2 : 1);
    case 'list':
      return run(firstTurn && listed ? 2 : 1);
    case 'blockedByHeadOnly':
      return run(firstTurn && listed && loneCheckerStoppedByTheirHead(start, stage.dice[0], stage.subMoves.length) ? 2 : 1);
    case 'anyBlockage': {
      // "A second head checker iff no play that takes one head checker uses all the dice."
      const one = run(1);
      if (!firstTurn || one.maxLength === stage.subMoves.length) return one;
      return run(2);
    }
  }
}

/**
 * The first stage of a roll, read from CG-2 / CG-3: a double cascades from the player's
 * `cascadeFromTurn`-th own turn, and its first stage is `movesPerStage` sub-moves of the rolled
 * value; a double before that is four (G-8); a mixed roll is its two dice.
 */
export function crazyGulbarFirstStage(setup: Setup, dice: Dice): RefStage {
  const cg = setup.options?.crazyGulbar;
  const [a, b] = dice;
  if (a !== b) return { subMoves: [a, b], dice, headException: true };
  const ownTurn = (setup.turnsPlayed ?? { white: 0, black: 0 })[setup.turn] + 1;
  const cascades = ownTurn >= (cg?.cascadeFromTurn ?? 1);
  const n = cascades ? (cg?.movesPerStage ?? 4) : 4;
  return { subMoves: new Array<number>(n).fill(a), dice, headException: true };
}

/** The literal plays of a roll's first stage (what `legalPlays` answers for crazy gulbar). */
export function crazyGulbarPlays(setup: Setup, dice: Dice): RefResult {
  return crazyGulbarStagePlays(setup, crazyGulbarFirstStage(setup, dice));
}
