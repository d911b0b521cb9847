import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import type { NotationError, SetupError } from '../core/errors.js';
import type { OptionsInput } from '../variants/registry.js';
import type { Player } from '../core/player.js';
import { err, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import { variantByName, variantList, type VariantId } from '../variants/registry.js';
import type { Position } from '../position/position.js';
import { positionFromSetup } from '../position/setup.js';
import type { Decided, SetupSide } from '../position/setup-types.js';
import { readOptionValue } from './option-values.js';
import { SECTION_SEPARATOR, VERSION_TAG } from './position-string-syntax.js';

type Fail = { readonly ok: false; readonly error: NotationError | SetupError };

const SHAPE = '`variant turn | White\'s checkers | Black\'s checkers`, then optionally `| extras`';
const PLAYER_WORDS: ReadonlyMap<string, Player> = new Map([
  ['w', 'white'],
  ['white', 'white'],
  ['b', 'black'],
  ['black', 'black'],
]);

const tokensOf = (section: string): string[] => section.split(/\s+/).filter((t) => t.length > 0);

// A variant's full id or the short code its module declares (st, ln, ...), any letter case.
const readVariant = (token: string): VariantId | null => variantByName(token);

/** The header: an optional version tag, the variant, and the player to move. */
function readHeader(section: string): { variant: VariantId; turn: Player } | Fail {
  const tokens = tokensOf(section);
  if (tokens.length > 0 && /^v\d+$/i.test(tokens[0]!)) {
    if (tokens[0]!.toLowerCase() !== VERSION_TAG) {
      return err('malformed-position-string', `This version reads position strings of format ${VERSION_TAG}; got ${show(tokens[0])}.`);
    }
    tokens.shift();
  }
  if (tokens.length !== 2) {
    return err('malformed-position-string', `The first section is the variant and the player to move, such as "short-tavla w"; got ${show(section.trim())}.`);
  }
  const variant = readVariant(tokens[0]!);
  if (variant === null) {
    return err('unknown-variant', `Unknown variant ${show(tokens[0])}; expected one of ${variantList()}.`);
  }
  const turn = PLAYER_WORDS.get(tokens[1]!.toLowerCase());
  if (turn === undefined) return err('invalid-turn', `The player to move is w or b (white or black); got ${show(tokens[1])}.`);
  return { variant, turn };
}

/** One player's checkers: `point:count`, `bar:count` and `off:count` tokens. */
function readSide(section: string, player: Player): SetupSide | Fail {
  const points: Record<string, number> = {};
  const pinned: number[] = [];
  const side: { points: Record<string, number>; bar?: number; off?: number; pinned?: number[] } = { points };
  const seen = new Set<string>();
  for (const token of tokensOf(section)) {
    const parts = token.split(':');
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
      return err('malformed-position-string', `${player}'s checkers are written point:count (and bar:count, off:count); got ${show(token)}.`);
    }
    const place = parts[0]!.toLowerCase();
    // PL-3: `7:1p` is one checker pinned on the point under the opponent's.
    const isPinned = /^\d+p$/i.test(parts[1]!) && place !== 'bar' && place !== 'off';
    const countText = isPinned ? parts[1]!.slice(0, -1) : parts[1]!;
    if (place !== 'bar' && place !== 'off' && !/^[1-9]\d*$/.test(place)) {
      return err('invalid-point', `${player} has ${show(token)}: a point is a number from 1 (or bar, off).`);
    }
    if (!/^\d+$/.test(countText)) return err('invalid-count', `${player} has ${show(token)}: a count is a whole number.`);
    if (seen.has(place)) return err('duplicate-entry', `${player}'s ${place === 'bar' || place === 'off' ? place : `point ${place}`} is given twice.`);
    seen.add(place);
    const count = Number(countText);
    if (place === 'bar') side.bar = count;
    else if (place === 'off') side.off = count;
    else points[place] = count;
    if (isPinned) pinned.push(Number(place));
  }
  if (pinned.length > 0) side.pinned = pinned;
  return side;
}

interface Extras {
  turnsPlayed?: { white: number; black: number };
  options?: OptionsInput;
  decided?: Decided;
}

/** The extras: `turns=w,b`, `preset=name` and `section.field=value` tokens, in any order. */
function readExtras(section: string): Extras | Fail {
  const extras: Extras = {};
  let preset: string | undefined;
  const sections = new Map<string, Map<string, unknown>>();
  for (const token of tokensOf(section)) {
    const at = token.indexOf('=');
    if (at <= 0 || at === token.length - 1) {
      return err('malformed-position-string', `An extra is name=value, such as turns=1,0 or longNard.headRule=false; got ${show(token)}.`);
    }
    const name = token.slice(0, at);
    const valueText = token.slice(at + 1);
    const keyword = name.toLowerCase();
    if (keyword === 'turns') {
      if (extras.turnsPlayed !== undefined) return err('duplicate-entry', 'turns is given twice.');
      const turns = /^(\d+),(\d+)$/.exec(valueText);
      if (turns === null) return err('invalid-turns-played', `turns is White's and Black's finished turns, such as turns=3,2; got ${show(valueText)}.`);
      extras.turnsPlayed = { white: Number(turns[1]), black: Number(turns[2]) };
      continue;
    }
    if (keyword === 'decided') {
      if (extras.decided !== undefined) return err('duplicate-entry', 'decided is given twice.');
      const value = valueText.toLowerCase();
      if (value !== 'white' && value !== 'black' && value !== 'draw') return err('invalid-decision', `decided is white, black or draw (PL-12, PL-14); got ${show(valueText)}.`);
      extras.decided = value;
      continue;
    }
    if (keyword === 'preset') {
      if (preset !== undefined) return err('duplicate-entry', 'preset is given twice.');
      preset = valueText;
      continue;
    }
    const dotted = /^([A-Za-z]\w*)\.([A-Za-z]\w*)$/.exec(name);
    if (dotted === null) {
      return err('unknown-option', `Unknown extra ${show(name)}: the extras are turns, decided, preset and options named section.field (docs/rules/rule-index.md#options).`);
    }
    const [, sectionName, field] = dotted as unknown as [string, string, string];
    const value = readOptionValue(valueText);
    if ('failure' in value) return err('invalid-option', `Option ${name} has a value that cannot be read (${value.failure}): ${show(valueText)}.`);
    const fields = sections.get(sectionName) ?? new Map<string, unknown>();
    if (fields.has(field)) return err('duplicate-entry', `Option ${name} is given twice.`);
    fields.set(field, value.value);
    sections.set(sectionName, fields);
  }
  if (preset !== undefined || sections.size > 0) {
    // fromEntries defines own properties, so no name can reach an object's prototype.
    const options = Object.fromEntries([...sections].map(([name, fields]) => [name, Object.fromEntries(fields)]));
    extras.options = (preset === undefined ? options : { preset, ...options });
  }
  return extras;
}

const failed = (value: object): value is Fail => 'ok' in value && value.ok === false;

/**
 * Reads a position string (docs/notation.md, "Position strings"). The position passes through
 * `positionFromSetup`, so it is checked exactly like every other way in; the answer is a
 * notation error (`malformed-position-string`, `duplicate-entry`) or the setup error that names
 * what is wrong (`unknown-variant`, `invalid-point`, `wrong-checker-count`, `unknown-option`, ...).
 */
export function fromPositionString(text: string): Result<Position, NotationError | SetupError> {
  if (typeof text !== 'string') return err('malformed-position-string', `A position string is a string; got ${show(text)}.`);
  const tooLong = refuseLength(text, INPUT_LIMITS.positionString, 'position string');
  if (tooLong !== null) return tooLong;
  const sections = text.split(SECTION_SEPARATOR);
  if (sections.length < 3 || sections.length > 4) {
    return err('malformed-position-string', `A position string is ${SHAPE}, separated by '|'; got ${sections.length} section(s).`);
  }
  const header = readHeader(sections[0]!);
  if (failed(header)) return header;
  const white = readSide(sections[1]!, 'white');
  if (failed(white)) return white;
  const black = readSide(sections[2]!, 'black');
  if (failed(black)) return black;
  const extras = readExtras(sections[3] ?? '');
  if (failed(extras)) return extras;
  return positionFromSetup({ variant: header.variant, turn: header.turn, white, black, ...extras });
}
