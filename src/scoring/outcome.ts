import { opponent, type Player } from '../core/player.js';
import { requirePosition } from '../position/argument.js';
import { snapshot } from '../core/snapshot.js';
import type { RulesOptions } from '../core/options.js';
import { isVariantId, VARIANT_IDS, type VariantId } from '../core/variant-id.js';
import { show } from '../core/show.js';
import type { Position } from '../position/position.js';

/**
 * How a finished game is classified (docs/rules/scoring.md): oin (single), mars (gammon), koks
 * (backgammon) and long nard's optional home mars. The draw of LN-15 is not a property of a
 * position — it depends on who moved first — so the game layer decides it (SC-9).
 */
export type OutcomeKind = 'oin' | 'mars' | 'koks' | 'home-mars';

export interface Outcome {
  readonly winner: Player;
  readonly kind: OutcomeKind;
  /** The base multiplier of the kind (SC-1): points = multiplier × cube, after Jacoby (CU-8). */
  readonly multiplier: number;
}

/** One result a variant can produce under its options, with its base multiplier. */
export interface OutcomeLevel {
  readonly kind: OutcomeKind;
  readonly multiplier: number;
}

/** SC-4: the long-nard koks definitions. */
export type LongNardKoks = 'none' | 'inWinnerHome' | 'inOwnStartQuarter' | 'noCheckerHome';

/** The scoring options of long nard and crazy gulbar (docs/rules/rule-index.md#options `longNard`), read defensively. */
export interface LongNardScoring {
  readonly koks: LongNardKoks;
  readonly koksPoints: number;
  readonly homeMars: { readonly points: number } | null;
}

const LONG_NARD_KOKS: readonly LongNardKoks[] = ['none', 'inWinnerHome', 'inOwnStartQuarter', 'noCheckerHome'];

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * The `longNard` scoring fields of resolved options, with the rule book's defaults (§13.5: koks
 * and home mars off, koks worth 3) for anything absent. The section is read as untyped data so
 * that this module does not depend on which option fields the variant modules declare.
 */
export function longNardScoring(options: RulesOptions): LongNardScoring {
  const read = snapshot(options, 'longNardScoring: options');
  const section = read.ok && isRecord(read.value) ? read.value['longNard'] : undefined;
  const fields = isRecord(section) ? section : {};
  const koks = fields['koks'];
  const koksPoints = fields['koksPoints'];
  const homeMars = fields['homeMars'];
  return {
    koks: typeof koks === 'string' && (LONG_NARD_KOKS as readonly string[]).includes(koks) ? (koks as LongNardKoks) : 'none',
    koksPoints: positiveInteger(koksPoints) ? koksPoints : 3,
    homeMars: isRecord(homeMars) && positiveInteger(homeMars['points']) ? { points: homeMars['points'] } : null,
  };
}

/** SC-2: short tavla counts koks unless the option (or the Turkish preset) turns it off. */
function shortTavlaKoks(options: RulesOptions): boolean {
  const section = (options as Readonly<Record<string, unknown>>)['shortTavla'];
  return !(isRecord(section) && section['koks'] === false);
}

function anyOn(position: Position, player: Player, from: number, to: number): boolean {
  for (let p = from; p <= to; p++) if (position.checkers(player, p) > 0) return true;
  return false;
}

/** What a variant's scoring needs: the results it can produce, and the kind of a finished game. */
interface VariantScoring {
  levels(options: RulesOptions): readonly OutcomeLevel[];
  /** The kind of a game the winner has won; the loser is the other player. */
  classify(position: Position, loser: Player): OutcomeKind;
}

const SHORT_TAVLA: VariantScoring = {
  levels: (options) =>
    shortTavlaKoks(options)
      ? [
          { kind: 'oin', multiplier: 1 },
          { kind: 'mars', multiplier: 2 },
          { kind: 'koks', multiplier: 3 },
        ]
      : [
          { kind: 'oin', multiplier: 1 },
          { kind: 'mars', multiplier: 2 },
        ],
  classify(position, loser) {
    // SC-2: oin once the loser has borne off; koks needs a checker on the bar or in the
    // winner's home, which is the loser's own 19..24.
    if (position.off(loser) > 0) return 'oin';
    if (shortTavlaKoks(position.options) && (position.bar(loser) > 0 || anyOn(position, loser, 19, 24))) return 'koks';
    return 'mars';
  },
};

const LONG_NARD: VariantScoring = {
  levels(options) {
    const o = longNardScoring(options);
    const levels: OutcomeLevel[] = [
      { kind: 'oin', multiplier: 1 },
      { kind: 'mars', multiplier: 2 },
    ];
    if (o.koks !== 'none') levels.push({ kind: 'koks', multiplier: o.koksPoints });
    if (o.homeMars !== null) levels.push({ kind: 'home-mars', multiplier: o.homeMars.points });
    return levels;
  },
  classify(position, loser) {
    // SC-3: mars is "borne off none" (CONFLICT-13), never "did not get home".
    if (position.off(loser) > 0) return 'oin';
    const o = longNardScoring(position.options);
    // SC-6: home mars — all fifteen in the loser's own home, none borne off. It excludes every
    // koks definition of SC-4 (those need a checker outside the home), so the order is free.
    if (o.homeMars !== null && !anyOn(position, loser, 7, 24)) return 'home-mars';
    const koks =
      (o.koks === 'inWinnerHome' && anyOn(position, loser, 13, 18)) || // the winner's home is the loser's 13..18 (LN-3)
      (o.koks === 'inOwnStartQuarter' && anyOn(position, loser, 19, 24)) ||
      (o.koks === 'noCheckerHome' && !anyOn(position, loser, 1, 6));
    return koks ? 'koks' : 'mars';
  },
};

/** SO-9: the first player with all fifteen home wins one point; there is no mars or koks. */
const SIX_ONE: VariantScoring = {
  levels: () => [{ kind: 'oin', multiplier: 1 }],
  classify: () => 'oin',
};

/**
 * Scoring per variant. A `Record` over every VariantId, so adding a variant to core's list
 * fails to compile until its scoring is written here. Crazy gulbar scores as long nard (CG-1,
 * SC-3), reading the same `longNard` options.
 */
const SCORING: Readonly<Record<VariantId, VariantScoring>> = {
  'short-tavla': SHORT_TAVLA,
  'long-nard': LONG_NARD,
  'crazy-gulbar': LONG_NARD,
  'six-one': SIX_ONE,
};

/** The results a variant can produce under these options, from oin upwards (SC-1..SC-6, SO-9). */
export function outcomeLevels(variant: VariantId, options: RulesOptions): readonly OutcomeLevel[] {
  if (!isVariantId(variant)) throw new TypeError(`outcomeLevels: variant must be one of ${VARIANT_IDS.join(', ')}; got ${show(variant)}.`);
  const read = snapshot(options, 'outcomeLevels: options');
  if (!read.ok || !isRecord(read.value)) throw new TypeError('outcomeLevels: options must be the rule options of a position (position.options).');
  return Object.freeze(SCORING[variant].levels(read.value as RulesOptions).map((level) => Object.freeze({ ...level })));
}

/**
 * Classifies a finished game: who won, oin / mars / koks / home mars, and the kind's base
 * multiplier; `null` while nobody has borne off all fifteen. A position in which both players
 * have borne off everything (LN-15's draw, which only the game layer can reach) is no win
 * either and also answers `null`.
 */
export function outcome(given: Position): Outcome | null {
  const position = requirePosition(given, 'outcome');
  const winner = position.winner();
  if (winner === null) return null;
  const loser = opponent(winner);
  if (position.hasWon(loser)) return null;
  const rules = SCORING[position.variant];
  const kind = rules.classify(position, loser);
  const level = rules.levels(position.options).find((l) => l.kind === kind)!;
  return Object.freeze({ winner, kind, multiplier: level.multiplier });
}
