import { opponent, type Player } from '../core/player.js';
import { snapshot } from '../core/snapshot.js';
import { show } from '../core/show.js';
import type { OutcomeKind, OutcomeLevel } from '../core/variant.js';
import { requirePosition } from '../position/argument.js';
import type { Position } from '../position/position.js';
import { isVariantId, resolveOptions, VARIANT_IDS, variantModule, type OptionsInput, type RulesOptions, type VariantId } from '../variants/registry.js';

/**
 * How a finished game is classified (docs/rules/scoring.md): oin (single), mars (gammon), koks
 * (backgammon) and long nard's optional home mars. Each variant module says which results it can
 * produce and what a finished board is; this module only asks it. The draw of LN-15 is not a
 * property of a position — it depends on who moved first — so the game layer decides it (SC-9).
 */
export type { OutcomeKind, OutcomeLevel };

/** How a finished game was won on the board (SC-1): who won, the kind of result and its multiplier. */
export interface Outcome {
  /** The winner. */
  readonly winner: Player;
  /** The kind of result: oin, mars, koks, …. */
  readonly kind: OutcomeKind;
  /** The base multiplier of the kind (SC-1): points = multiplier × cube, after Jacoby (CU-8). */
  readonly multiplier: number;
}

function frozenLevels(levels: readonly OutcomeLevel[]): readonly OutcomeLevel[] {
  return Object.freeze(levels.map((level) => Object.freeze({ kind: level.kind, multiplier: level.multiplier })));
}

/** The results of a variant under options the library resolved itself, from oin upwards. */
export function levelsOf(variant: VariantId, options: RulesOptions): readonly OutcomeLevel[] {
  return frozenLevels(variantModule(variant).scoring.levels(options));
}

/**
 * The results a variant can produce under these options, from oin upwards (SC-1..SC-6, SO-9).
 * `options` may be partial (`{}` is the rule book's defaults); they are resolved first.
 */
export function outcomeLevels(variant: VariantId, options: RulesOptions | OptionsInput): readonly OutcomeLevel[] {
  if (!isVariantId(variant)) throw new TypeError(`outcomeLevels: variant must be one of ${VARIANT_IDS.join(', ')}; got ${show(variant)}.`);
  const read = snapshot(options, 'outcomeLevels: options');
  const resolved = read.ok ? resolveOptions(variant, read.value as OptionsInput) : read;
  if (!resolved.ok) throw new TypeError(`outcomeLevels: options must be rule options of ${variant} (${resolved.error.message})`);
  return levelsOf(variant, resolved.value);
}

/**
 * Classifies a finished game: who won, its kind and the kind's base multiplier; `null` while
 * nobody has won. A position in which both players have borne off everything (LN-15's draw,
 * which only the game layer can reach) is no win either and also answers `null`.
 */
export function outcome(given: Position): Outcome | null {
  const position = requirePosition(given, 'outcome');
  const winner = position.winner();
  if (winner === null) return null;
  const loser = opponent(winner);
  if (position.hasWon(loser)) return null;
  const scoring = variantModule(position.variant).scoring;
  const kind = scoring.classify(position, loser, position.options);
  const level = scoring.levels(position.options).find((l) => l.kind === kind)!;
  return Object.freeze({ winner, kind, multiplier: level.multiplier });
}


