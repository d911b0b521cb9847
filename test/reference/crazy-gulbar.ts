import type { Dice } from '../../src/core/dice.js';
import type { Setup } from '../../src/position/setup-types.js';
import { higherDieBearsOff, moveChecker } from './board.js';
import { literalPlays, type LiteralVariant, type RefChild, type RefResult } from './literal.js';
import {
  absoluteOf,
  allBorneOff,
  headAndBlockAllowed,
  headLimitedPlays,
  longNardStart,
  nardPositionKey,
  nardToSetup,
  ownPointOf,
  type LongNardState,
} from './long-nard.js';

/**
 * Crazy gulbar for the literal reference generator, written from docs/rules/crazy-gulbar.md (and long-nard.md, which it
 * builds on, CG-1), one STAGE at a time. A stage is a list of sub-move dice played under long
 * nard's rules with G-9 applied to the stage alone and its own head limit (CG-4); a whole
 * cascade is several decisions, which the turn layer strings together, so a stage is what a
 * generator can be checked on.
 *
 * Shared with the long-nard reference (itself literal), since CG-1 plays crazy gulbar by long
 * nard's rules: the state (every checker an object, the board in absolute coordinates, G-3), the
 * head limit LN-11/LN-12 and the six-block rule LN-13 at its LN-13a timing, both judged here on a
 * stage's sequences (CG-4: 'endOfTurn' is the end of the stage). Written here from the rule book:
 * CG-8's bear-off in its three readings, which stages get LN-12 (CG-4), and CG-2/CG-3 for what a
 * roll's first stage is.
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

const HOME = 6; // LN-3

function gulbarStart(setup: Setup): GulbarState {
  const base = longNardStart(setup);
  const cg = setup.options?.crazyGulbar;
  return { ...base, gulbarBearOff: cg?.bearOff ?? 'exactOnly' };
}

/** Every sub-move of `die` for every checker: G-6, G-11, LN-2, LN-4, and CG-8's bear-off. */
function subMoves(state: GulbarState, die: number): RefChild<GulbarState>[] {
  const children: RefChild<GulbarState>[] = [];
  const inPlay = state.checkers.filter((c) => c.where !== 'off').map((c) => ownPointOf(state, c));
  const allHome = inPlay.every((p) => p <= HOME); // G-11, re-checked before each sub-move
  const mode = state.gulbarBearOff;
  for (const checker of state.checkers) {
    if (checker.where === 'off') continue;
    const from = ownPointOf(state, checker);
    const to = from - die;
    if (to >= 1) {
      const landing = absoluteOf(state.mover, to);
      if (state.opponentPoints[landing]! > 0) continue; // LN-4
      // CG-8 'exactOnly' / 'exactOrHighest': "moving checkers inside the home is also forbidden"
      // once all are home; while one is outside, home checkers move as usual.
      if (mode !== 'standard' && allHome) continue;
      children.push({ step: { from, to, die, hit: false }, state: { ...state, checkers: moveChecker(state.checkers, checker.id, landing) } });
      continue;
    }
    if (!allHome) continue; // G-11
    if (to < 0) {
      // CG-8 'exactOnly': a die n bears off only from point n.
      if (mode === 'exactOnly') continue;
      // 'exactOrHighest': with no checker on n or on any point above it, the highest occupied
      // point may be borne off. 'standard' (LN-14 / G-13) reads the same: point n empty, nothing
      // higher than n, and this is the highest checker.
      if (!higherDieBearsOff(inPlay, die, from)) continue;
    }
    children.push({ step: { from, to: 'off', die, hit: false }, state: { ...state, checkers: moveChecker(state.checkers, checker.id, 'off') } });
  }
  return children;
}

function stageVariant(stage: RefStage, headLimit: number): LiteralVariant<GulbarState> {
  return {
    subMoveDice: () => stage.subMoves,
    subMoves,
    finished: allBorneOff, // G-15, CG-10
    sequenceAllowed: headAndBlockAllowed(headLimit), // LN-11 per stage (CG-4), LN-13
    positionKey: nardPositionKey, // the opponent never moves in a stage
    toSetup: nardToSetup, // written as the fast generator's plays are: the opponent to move, the mover's count + 1
  };
}

/** The literal legal plays of one stage for the player on turn in `setup` (valid, game not over). */
export function crazyGulbarStagePlays(setup: Setup, stage: RefStage): RefResult {
  const start = gulbarStart(setup);
  // literalPlays applies G-9.3 (the larger die) only to a mixed pair of dice.
  const [a, b] = stage.subMoves;
  const asDice: Dice = stage.subMoves.length === 2 && a !== b ? [a!, b!] : [a!, a!];
  const run = (limit: number): RefResult => literalPlays(stageVariant(stage, limit), start, asDice);
  if (!start.rules.headRule) return run(15); // §10 headRule false (the Bulgarian preset)
  if (!stage.headException) return run(1); // CG-4: LN-11 alone
  // LN-12 reads the stage as "a roll" of its dice; the lone checker of 'blockedByHeadOnly' makes the stage's sub-moves.
  return headLimitedPlays(start, stage.dice, stage.subMoves.length, run);
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
