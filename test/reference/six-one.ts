import type { Dice } from '../../src/core/dice.js';
import type { Setup } from '../../src/position/setup-types.js';
import { countKey, moveChecker, other, ownPointsOfSide, setupAfterPlay, sideOfOwnPoints, subMoveDice, type MoverState, type RefChecker } from './board.js';
import { literalPlays, type LiteralVariant, type RefChild, type RefResult } from './literal.js';

/**
 * Six-one for the literal reference generator, written from docs/rules/six-one.md (SO-1..SO-9) alone.
 *
 * Each checker of the player on turn is its own object, standing on a point of the mover's own
 * row (12 = the stack, 1 = the last point) or home. SO-1: the rows never meet, so the opponent's
 * checkers are copied through untouched and never looked at.
 *
 * Nothing here reads src/movegen or the variant's MoveRules tables.
 */

export interface SixOneRules {
  readonly numberMeaning: 'distance' | 'pointNumber'; // SO-4
  readonly oneSixForMovedCheckers: 'move' | 'unusable'; // SO-5
  readonly exactHome: boolean; // SO-6
  readonly doubles: number; // SO-7
}

/** Where one checker is: a point of the mover's own row, or home. */
export type SixOneChecker = RefChecker<'home'>;

export type SixOneState = MoverState<SixOneRules, SixOneChecker>;

const STACK = 12; // SO-2: the stack ("lid") is own point 12
const ROW_POINTS = 12; // SO-1

export function sixOneStart(setup: Setup): SixOneState {
  const mover = setup.turn;
  // SO-1: no hitting, so no bar; a side's borne-off checkers are the ones home.
  const checkers: SixOneChecker[] = ownPointsOfSide(setup[mover], ROW_POINTS).map((own, id) => ({ id, where: own === 0 ? 'home' : own }));
  const o = setup.options?.sixOne;
  return {
    start: setup,
    rules: {
      numberMeaning: o?.numberMeaning ?? 'distance',
      oneSixForMovedCheckers: o?.oneSixForMovedCheckers ?? 'move',
      exactHome: o?.exactHome ?? false,
      doubles: o?.doubles ?? 2,
    },
    mover,
    checkers,
  };
}

/** Every sub-move of `die` for every checker of the mover, by SO-4, SO-5 and SO-6. */
function subMoves(state: SixOneState, die: number): RefChild<SixOneState>[] {
  const { rules } = state;
  const children: RefChild<SixOneState>[] = [];
  for (const checker of state.checkers) {
    if (checker.where === 'home') continue;
    const from = checker.where;
    const sixOrOne = die === 6 || die === 1;
    let to: number;
    if (from === STACK && sixOrOne) {
      to = 0; // SO-4: a 6 or 1 throws a checker still on the stack straight home
    } else if (from === STACK && rules.numberMeaning === 'pointNumber') {
      to = 13 - die; // SO-4 'pointNumber': row point n, which is own point 13 - n
    } else if (sixOrOne && rules.oneSixForMovedCheckers === 'unusable') {
      continue; // SO-5 'unusable': a checker off the stack cannot use a 6 or 1
    } else {
      to = from - die; // SO-4 / SO-5 'move': forward by the die
    }
    // SO-6: past the row end is home (any over-shoot, or only an exact one with exactHome).
    if (to < 0 && rules.exactHome) continue;
    const checkers = moveChecker(state.checkers, checker.id, to <= 0 ? 'home' : to);
    children.push({ step: { from, to: to <= 0 ? 'off' : to, die, hit: false }, state: { ...state, checkers } });
  }
  return children;
}

/** The Setup after the play: the opponent to move, the mover's turn count + 1 (G-5). */
function toSetup(state: SixOneState): Setup {
  const { points, off } = sideOfOwnPoints(ownPoints(state));
  return setupAfterPlay(state.start, state.mover, { points, off }, state.start[other(state.mover)]);
}

/** The mover's own points, home written as 0. */
function ownPoints(state: SixOneState): number[] {
  return state.checkers.map((c) => (c.where === 'home' ? 0 : c.where));
}

/** The mover's count per own point and home (the opponent never changes during the turn). */
function positionKey(state: SixOneState): string {
  return countKey(ownPoints(state), ROW_POINTS + 1);
}

/** SO-7: a double gives `doubles` sub-moves of its value (2 by default); G-8's four do not apply. */
function sixOneVariant(doubles: number): LiteralVariant<SixOneState> {
  return {
    subMoveDice: (dice: Dice) => subMoveDice(dice, doubles),
    subMoves,
    // SO-9 / G-15: the game ends when the 15th checker is home.
    finished: (state) => state.checkers.every((c) => c.where === 'home'),
    // No sequenceAllowed: six-one has no turn-level constraint.
    positionKey,
    toSetup,
  };
}

/** The literal legal plays of a six-one Setup (valid, game not over) for the player on turn. */
export function sixOnePlays(setup: Setup, dice: Dice): RefResult {
  const start = sixOneStart(setup);
  return literalPlays(sixOneVariant(start.rules.doubles), start, dice);
}
