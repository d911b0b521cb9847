import type { OptionsInput } from '../variants/registry.js';
import type { Player } from '../core/player.js';
import type { Decided } from '../core/variant.js';
import type { VariantId } from '../variants/registry.js';

/** One player's checkers in his own numbering (G-2): point -> count, plus bar and borne off. */
export interface SetupSide {
  /** Checkers per own point (1..24, or 1..12 in six-one's rows): point -> count; empty points may be left out. */
  readonly points: Readonly<Record<number, number>>;
  /** Checkers on the bar (default 0). */
  readonly bar?: number;
  /** Checkers borne off (default 0). */
  readonly off?: number;
  /**
   * The player's own points where his checker is pinned under the opponent's (Plakoto, PL-3):
   * only in variants that pin, and only on a point both players share. Left out when none is.
   */
  readonly pinned?: readonly number[];
}

export type { Decided };

/**
 * Plain, JSON-serialisable, unvalidated position data — what users and tests write by hand.
 * `positionFromSetup` turns it into a validated `Position`.
 */
export interface Setup {
  /** The variant. */
  readonly variant: VariantId;
  /** The player to roll and play next. */
  readonly turn: Player;
  /** White's checkers. */
  readonly white: SetupSide;
  /** Black's checkers. */
  readonly black: SetupSide;
  /** Turns each player has finished in this game (LN-12, CG-3); default none. */
  readonly turnsPlayed?: {
    /** White's finished turns. */
    readonly white: number;
    /** Black's finished turns. */
    readonly black: number;
  };
  /** Rule options of the variant (or a preset); default the variant's first preset. */
  readonly options?: OptionsInput;
  /** Set only when a variant rule has ended the game on the board (PL-12, PL-14). */
  readonly decided?: Decided;
}
