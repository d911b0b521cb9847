import type { Dice } from '../core/dice.js';
import type { FirstTurnHeadException } from './long-nard.js';
import type { BoardView, ModuleRules } from '../core/variant.js';

/**
 * The head rule of the nard family (LN-11) with its first-turn exception (LN-12), as generator
 * hooks. Crazy gulbar (CG-1, CG-4) reuses it.
 */

export interface HeadRuleSettings {
  /** §10 `headRule`: false lifts LN-11 altogether. */
  readonly headRule: boolean;
  readonly firstTurnHeadException: FirstTurnHeadException;
  /** LN-12 'list' / 'blockedByHeadOnly': the doubles, by value, that may take two. */
  readonly headExceptionRolls: readonly number[];
}

/** LN-1: the head is own point 24 for both players. */
export const HEAD = 24;

// Shared frozen answers: `headLimits` runs once per roll and should not allocate.
const ONE: readonly number[] = Object.freeze([1]);
const TWO: readonly number[] = Object.freeze([2]);
const ONE_THEN_TWO: readonly number[] = Object.freeze([1, 2]);

type HeadHooks = Pick<ModuleRules, 'headPoint' | 'headLimit' | 'headLimits'>;

/**
 * LN-12 'blockedByHeadOnly': would a lone checker leaving the head with a double of `die` stop
 * exactly because its next landing point is the opponent's head? It walks the checker's
 * landings (G-6: each must be open, LN-4: one opposing checker closes a point) and looks at the
 * first closed one. The opponent's head is his own point 24, so `facing[p] === HEAD`.
 */
export function loneHeadCheckerStopsAtTheirHead(view: BoardView, die: number, steps: number): boolean {
  for (let k = 1; k <= steps; k++) {
    const p = HEAD - k * die;
    if (p < 1) return false;
    const q = view.facing[p]!;
    if (view.theirs[q]! > 0) return q === HEAD;
  }
  return false;
}

/** `headPoint`, `headLimit` and (for the position-dependent LN-12 modes) `headLimits`. */
export function headRuleHooks(settings: HeadRuleSettings, stepsForDouble: number): HeadHooks {
  // §10 headRule false: no head point, so the generator never counts head departures.
  if (!settings.headRule) return { headPoint: 0, headLimit: () => 15 };
  const mode = settings.firstTurnHeadException;
  const listed = (dice: Dice): boolean => dice[0] === dice[1] && settings.headExceptionRolls.includes(dice[0]);
  // LN-12a: "first turn" is the mover's own first roll of the game, whoever started.
  const first = (turnsPlayedByMover: number): boolean => turnsPlayedByMover === 0;

  // The ceiling (and, for 'list' and 'anyDouble', the limit itself).
  const headLimit = (turnsPlayedByMover: number, dice: Dice): number => {
    switch (mode) {
      case 'anyDouble':
        // LN-12 'anyDouble': every double, on every turn, lets two leave the head.
        return dice[0] === dice[1] ? 2 : 1;
      case 'anyBlockage':
        return first(turnsPlayedByMover) ? 2 : 1;
      case 'list':
      case 'blockedByHeadOnly':
        // LN-12 'list': the listed doubles allow up to two; G-9 then forces the second whenever
        // it lets more dice be played.
        return first(turnsPlayedByMover) && listed(dice) ? 2 : 1; // LN-11 otherwise
    }
  };

  switch (mode) {
    case 'list':
    case 'anyDouble':
      return { headPoint: HEAD, headLimit };
    case 'anyBlockage':
      // LN-12 'anyBlockage': a second head checker iff no play under the ordinary head rule
      // uses all the dice (judged under every other rule, the six-block rule included). Once
      // allowed, plays with one or two head checkers are all candidates for G-9.
      return {
        headPoint: HEAD,
        headLimit,
        headLimits: (turnsPlayedByMover) => (first(turnsPlayedByMover) ? ONE_THEN_TWO : ONE),
      };
    case 'blockedByHeadOnly':
      // LN-12 'blockedByHeadOnly': as 'list', but only when the lone head checker is stopped by
      // the opponent's head itself (S3 §3.1: behind an ordinary checker, one checker only).
      return {
        headPoint: HEAD,
        headLimit,
        headLimits: (turnsPlayedByMover, dice, view) =>
          first(turnsPlayedByMover) && listed(dice) && loneHeadCheckerStopsAtTheirHead(view, dice[0], stepsForDouble) ? TWO : ONE,
      };
  }
}
