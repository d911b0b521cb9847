import { PLAYERS, type Player } from '../core/player.js';
import { requirePosition } from '../position/argument.js';
import type { RulesOptions } from '../variants/registry.js';
import { sameJson } from '../core/show.js';
import type { VariantId } from '../variants/registry.js';
import type { Position } from '../position/position.js';
import { resolveOptions } from '../variants/registry.js';
import { writeOptionValue } from './option-values.js';
import { PLAYER_LETTER, SECTION_SEPARATOR } from './position-string-syntax.js';

export { fromPositionString } from './position-string-read.js';

/** The rule book's default options of a variant: what a position string leaves unsaid. */
function defaultOptions(variant: VariantId): Readonly<Record<string, Readonly<Record<string, unknown>>>> {
  const resolved = resolveOptions(variant, undefined);
  if (!resolved.ok) throw new Error(`The defaults of ${variant} do not resolve.`);
  return resolved.value;
}

/** `section.field=value` for every option that differs from the variant's default, in schema order. */
function optionTokens(variant: VariantId, options: RulesOptions): string[] {
  const defaults = defaultOptions(variant);
  const tokens: string[] = [];
  for (const [section, fields] of Object.entries(options as Readonly<Record<string, Readonly<Record<string, unknown>>>>)) {
    for (const [field, value] of Object.entries(fields)) {
      if (!sameJson(value, defaults[section]?.[field])) tokens.push(`${section}.${field}=${writeOptionValue(value)}`);
    }
  }
  return tokens;
}

/** One player's checkers in his own numbering (G-2): bar first, then his points from the back, then off. */
function sideText(position: Position, player: Player): string {
  const entries: string[] = [];
  if (position.bar(player) > 0) entries.push(`bar:${position.bar(player)}`);
  for (let point = 24; point >= 1; point--) {
    const count = position.checkers(player, point);
    // PL-3: `p` marks the player's checker pinned there under the opponent's.
    if (count > 0) entries.push(`${point}:${count}${position.pinned(player, point) ? 'p' : ''}`);
  }
  if (position.off(player) > 0) entries.push(`off:${position.off(player)}`);
  return entries.join(' ');
}

/**
 * The position string of a position: the variant and the player to move, each player's checkers
 * in his own numbering, then the turns played (when not both 0) and the rule options that differ
 * from the variant's defaults. The same position always gives the same string, and
 * `fromPositionString` gives back an equal position. Format: docs/notation.md.
 */
export function toPositionString(given: Position): string {
  const position = requirePosition(given, 'toPositionString');
  const sections = [`${position.variant} ${PLAYER_LETTER[position.turn]}`, ...PLAYERS.map((player) => sideText(position, player))];
  const extras: string[] = [];
  const { white, black } = position.turnsPlayed;
  if (white !== 0 || black !== 0) extras.push(`turns=${white},${black}`);
  const decided = position.decision();
  if (decided !== null) extras.push(`decided=${decided}`);
  extras.push(...optionTokens(position.variant, position.options));
  if (extras.length > 0) sections.push(extras.join(' '));
  return sections.join(` ${SECTION_SEPARATOR} `);
}
