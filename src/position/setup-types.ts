import type { OptionsInput } from '../variants/registry.js';
import type { Player } from '../core/player.js';
import type { Decided } from '../core/variant.js';
import type { VariantId } from '../variants/registry.js';

/** One player's checkers in his own numbering (G-2): point -> count, plus bar and borne off. */
export interface SetupSide {
  readonly points: Readonly<Record<number, number>>;
  readonly bar?: number;
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
  readonly variant: VariantId;
  readonly turn: Player;
  readonly white: SetupSide;
  readonly black: SetupSide;
  readonly turnsPlayed?: { readonly white: number; readonly black: number };
  readonly options?: OptionsInput;
  /** Set only when a variant rule has ended the game on the board (PL-12, PL-14). */
  readonly decided?: Decided;
}
