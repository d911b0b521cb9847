import type { OptionsInput } from '../variants/registry.js';
import type { Player } from '../core/player.js';
import type { VariantId } from '../variants/registry.js';

/** One player's checkers in his own numbering (G-2): point -> count, plus bar and borne off. */
export interface SetupSide {
  readonly points: Readonly<Record<number, number>>;
  readonly bar?: number;
  readonly off?: number;
}

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
}
