import { oneOf, type SectionOf } from '../core/option-schema.js';
import type { OutcomeKind, OutcomeLevel } from '../core/variant.js';
import type { Player } from '../core/player.js';
import type { Position } from '../position/position.js';
import { anyOn } from './scoring-helpers.js';

/**
 * The options the Tavli games share (docs/rules/portes.md PO-4, plakoto.md PL-18 / PL-19,
 * fevga.md FE-12 / FE-14): the optional triple win, what makes a double win, and the draw when
 * neither player can ever move again. Plakoto and Fevga carry this section; Portes is short tavla
 * with koks off (PO-4), which says the same in short tavla's own options.
 */
export const TAVLI_SECTION = Object.freeze({
  backgammon: oneOf(false, [false, true]), // PO-4 / PL-18 / FE-12: a triple win (3) as in SC-2
  gammonRule: oneOf('noneBorneOff', ['noneBorneOff', 'checkerInStartQuarter']), // PO-4: what makes a double win
  deadlockDraw: oneOf(true, [true, false]), // PL-19 / FE-14
});

/**
 * The `tavli` option section shared by Portes, Plakoto and Fevga (docs/rules/rule-index.md#options):
 * `backgammon` (PO-4 / PL-18 / FE-12: a triple win), `gammonRule` (PO-4: what makes a double win)
 * and `deadlockDraw` (PL-19 / FE-14).
 */
export type TavliOptions = SectionOf<typeof TAVLI_SECTION>;

const SINGLE: OutcomeLevel = Object.freeze({ kind: 'oin', multiplier: 1 });
const DOUBLE: OutcomeLevel = Object.freeze({ kind: 'mars', multiplier: 2 });
const TRIPLE: OutcomeLevel = Object.freeze({ kind: 'koks', multiplier: 3 });

/** PL-18 / FE-12: single 1, double 2, and the triple 3 when `tavli.backgammon` is on. */
export function tavliLevels(options: TavliOptions): readonly OutcomeLevel[] {
  return options.backgammon ? [SINGLE, DOUBLE, TRIPLE] : [SINGLE, DOUBLE];
}

/**
 * PO-4 / PL-18 / FE-12: the kind of a win on the board. A double win: the loser has borne off
 * none ('noneBorneOff') or still has a checker in his starting quarter, own 19..24
 * ('checkerInStartQuarter'). The triple (`tavli.backgammon`, as SC-2): the loser has borne off
 * none and has a checker in the winner's home, which is the loser's own `winnerHome` points.
 */
export function tavliKind(position: Position, loser: Player, options: TavliOptions, winnerHome: readonly [number, number]): OutcomeKind {
  const noneOff = position.off(loser) === 0;
  const double = options.gammonRule === 'noneBorneOff' ? noneOff : anyOn(position, loser, 19, 24);
  if (!double) return 'oin';
  if (options.backgammon && noneOff && anyOn(position, loser, winnerHome[0], winnerHome[1])) return 'koks';
  return 'mars';
}
