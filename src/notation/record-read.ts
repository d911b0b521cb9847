import { INPUT_LIMITS, MAX_FILE_GAMES } from '../core/limits.js';
import type { Dice } from '../core/dice.js';
import { ok, type Result } from '../core/result.js';
import { cut, show } from '../core/show.js';
import { isVariantId, VARIANT_IDS } from '../variants/registry.js';
import type { Action } from '../game/actions.js';
import { apply, newMatch } from '../game/reducer.js';
import type { GameState, ResignLevel } from '../game/state.js';
import type { Setup } from '../position/setup-types.js';
import { baseSettings, configOf, flattenSettings, type HeaderFields } from './record-header.js';
import { ANSWER_VERBS, CUBE_VERBS, diceText, gameLine, matchLine, resultLine, seatOf } from './record-lines.js';
import type { GameRecord, RecordError } from './record-types.js';
import { deepFreeze } from '../core/snapshot.js';

type Fail = { readonly ok: false; readonly error: RecordError };

function fail(code: RecordError['code'], line: number, message: string): Fail {
  return { ok: false, error: Object.freeze({ code, message: line > 0 ? `Line ${line}: ${message}` : message, line }) };
}

const TAG = /^\[([A-Za-z][\w.]*) (.*)\]$/;
const STAGE = /^(White|Black) ([1-6])-([1-6])(?::(.*))?$/;
const CUBE = /^(White|Black) (doubles|beavers|raccoons) to (\d+)$/;
const ANSWER = /^(White|Black) (takes|drops|accepts|rejects)$/;
const RESIGN = /^(White|Black) resigns (\S+)$/;
const OPENING = /^Opening: White ([1-6]), Black ([1-6])$/;
const GAME = /^Game \d+ /;

const verbToType = <T extends string>(verbs: Readonly<Record<T, string>>, verb: string): T =>
  (Object.keys(verbs) as T[]).find((type) => verbs[type] === verb)!;

function parseJson(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return null;
  }
}

/** Reads the `[Tag value]` lines into header fields. */
function readHeader(tags: readonly { line: number; name: string; raw: string }[]): Result<HeaderFields, RecordError> {
  const values = new Map<string, { line: number; value: unknown }>();
  for (const tag of tags) {
    const parsed = parseJson(tag.raw);
    if (parsed === null) return fail('malformed-record', tag.line, `the value of [${tag.name}] is not JSON: ${show(tag.raw)}.`);
    if (values.has(tag.name)) return fail('malformed-record', tag.line, `[${cut(tag.name)}] is given twice.`);
    values.set(tag.name, { line: tag.line, value: parsed.value });
  }
  const variant = values.get('Variant')?.value;
  const preset = values.get('Preset')?.value;
  const length = values.get('Length')?.value;
  if (!isVariantId(variant)) return fail('malformed-record', 0, `The header needs [Variant ${VARIANT_IDS.map((v) => `"${v}"`).join(' | ')}].`);
  if (typeof preset !== 'string') return fail('malformed-record', 0, 'The header needs [Preset "name"].');
  if (length !== null && !(typeof length === 'number' && Number.isInteger(length) && length >= 1)) {
    return fail('malformed-record', 0, 'The header needs [Length n] (a positive integer) or [Length null] for money play.');
  }
  const base = baseSettings(variant, preset, length);
  if (base === null) return fail('illegal-record', 0, `No game of ${variant} with preset ${show(preset)} and length ${show(length)}.`);
  const known = new Set(flattenSettings(base).map(([path]) => path));
  const names: { white?: string; black?: string } = {};
  const settings: [string, unknown][] = [];
  let startFrom: Setup | null = null;
  for (const [name, { line, value }] of values) {
    if (name === 'Variant' || name === 'Preset' || name === 'Length') continue;
    if (name === 'White' || name === 'Black') {
      if (typeof value !== 'string') return fail('malformed-record', line, `[${cut(name)}] is a name in quotes.`);
      names[name === 'White' ? 'white' : 'black'] = value;
    } else if (name === 'StartFrom') {
      startFrom = value as Setup;
    } else if (known.has(name)) {
      settings.push([name, value]);
    } else {
      return fail('malformed-record', line, `[${cut(name)}] is not a tag of a ${variant} record.`);
    }
  }
  return ok({ variant, preset, length, settings, startFrom, names });
}

/** The reader: applies each line's actions, checking every stated fact against the replay. */
class Reader {
  readonly actions: Action[] = [];
  constructor(public state: GameState) {}

  act(line: number, action: Action): Fail | null {
    const next = apply(this.state, action);
    if (!next.ok) return fail('illegal-record', line, `${next.error.code}: ${next.error.message}`);
    this.actions.push(action);
    this.state = next.value;
    return null;
  }

  expect(line: number, text: string, wanted: string | null, what: string): Fail | null {
    if (wanted === text) return null;
    return fail('record-mismatch', line, `the record says ${show(text)}, but the replay ${wanted === null ? `has no ${what} here` : `says ${show(wanted)}`}.`);
  }

  /** `12. White 3-3: 24/21(4); White 4-4: 13/9(2); Black 5-5: pass` */
  turn(line: number, text: string): Fail | null {
    const items = text.replace(/^\d+\.\s+/, '').split(';').map((s) => s.trim());
    for (let k = 0; k < items.length; k++) {
      const m = STAGE.exec(items[k]!);
      if (!m) return fail('malformed-record', line, `${show(items[k])} is not a stage like "White 3-1: 8/5 6/5".`);
      const player = seatOf(m[1]!)!;
      const dice: Dice = [Number(m[2]), Number(m[3])];
      const rolled = k === 0 && this.state.phase === 'roll';
      if (rolled) {
        const bad = this.act(line, { type: 'roll', dice, player });
        if (bad) return bad;
      }
      const stage = this.state.stage;
      const heading = `${m[1]} ${diceText(dice)}`;
      const wanted = stage === null ? null : `${stage.player === 'white' ? 'White' : 'Black'} ${diceText(stage.dice)}`;
      if (m[4] === undefined) {
        // A stage heading without its play: the record stops (or is interrupted) before it.
        if (rolled) continue;
        const off = this.expect(line, heading, wanted, 'stage to play');
        if (off) return off;
        continue;
      }
      const off = this.expect(line, heading, wanted, 'stage to play');
      if (off) return off;
      const bad = this.act(line, { type: 'play', play: m[4].trim(), player });
      if (bad) return bad;
    }
    return null;
  }

  read(line: number, text: string): Fail | null {
    if (GAME.test(text)) {
      if (this.state.phase === 'game-over') {
        const bad = this.act(line, { type: 'next-game' });
        if (bad) return bad;
      } else if (this.actions.length > 0) {
        return fail('record-mismatch', line, 'a new game starts, but the game before it is not over.');
      }
      return this.expect(line, text, gameLine(this.state), 'game');
    }
    if (text.startsWith('Match over:')) {
      return this.expect(line, text, this.state.phase === 'match-over' ? matchLine(this.state) : null, 'match result');
    }
    if (/^(White wins|Black wins|Draw) /.test(text)) {
      const result = this.state.game.result;
      return this.expect(line, text, result === null ? null : resultLine(result), 'game result');
    }
    let m = OPENING.exec(text);
    if (m) return this.act(line, { type: 'opening-roll', white: Number(m[1]), black: Number(m[2]) });
    m = CUBE.exec(text);
    if (m) {
      const bad = this.act(line, { type: verbToType(CUBE_VERBS, m[2]!), player: seatOf(m[1]!)! });
      if (bad) return bad;
      return this.expect(line, m[3]!, this.state.offer === null ? null : String(this.state.offer.offered), 'cube offer');
    }
    m = ANSWER.exec(text);
    if (m) return this.act(line, { type: verbToType(ANSWER_VERBS, m[2]!), player: seatOf(m[1]!)! });
    m = RESIGN.exec(text);
    if (m) return this.act(line, { type: 'resign', level: m[2] as ResignLevel, player: seatOf(m[1]!)! });
    if (/^(\d+\.\s+)?(White|Black) [1-6]-[1-6]/.test(text)) return this.turn(line, text);
    return fail('malformed-record', line, `${show(text)} is not a line of a record.`);
  }
}

/**
 * Reads a record written by `toRecord` (or by hand in the same format) back into its log and
 * state. Every line is replayed through the reducer: an action the rules refuse is
 * `illegal-record`, a stated fact the replay contradicts is `record-mismatch`, text outside the
 * format is `malformed-record`; `line` names the line (1-based). Never throws.
 */
export function fromRecord(text: string): Result<GameRecord, RecordError> {
  if (typeof text !== 'string') return fail('malformed-record', 0, 'A record is a string.');
  if (text.length > INPUT_LIMITS.record) return fail('input-too-long', 0, `The record is ${text.length} characters long; at most ${INPUT_LIMITS.record} are read.`);
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const tags: { line: number; name: string; raw: string }[] = [];
  let first = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '' || line.startsWith(';')) continue;
    const m = TAG.exec(line);
    if (!m) {
      // A bracketed line among the tags is a tag whose name cannot be one (`[__proto__ 1]`).
      if (line.startsWith('[') && line.endsWith(']')) {
        return fail('malformed-record', i + 1, `${show(line)} is not a header tag: a tag is [Name value], its name a letter and then letters, digits, "_" or ".".`);
      }
      first = i;
      break;
    }
    tags.push({ line: i + 1, name: m[1]!, raw: m[2]! });
  }
  const header = readHeader(tags);
  if (!header.ok) return header;
  const config = configOf(header.value);
  const started = newMatch(config);
  if (!started.ok) return fail('illegal-record', 0, `The header's settings are refused: ${started.error.code}: ${started.error.message}`);
  const reader = new Reader(started.value);
  let sawGame = false;
  let games = 0;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '' || line.startsWith(';')) continue;
    if (GAME.test(line) && ++games > MAX_FILE_GAMES) {
      return fail('input-too-long', i + 1, `the record has more than ${MAX_FILE_GAMES.toLocaleString('en')} games; a record of more is not read.`);
    }
    if (TAG.test(line)) return fail('malformed-record', i + 1, 'header tags belong before the first game.');
    if (!sawGame && !GAME.test(line)) return fail('malformed-record', i + 1, 'the body starts with "Game 1 (White 0, Black 0)".');
    sawGame = true;
    const bad = reader.read(i + 1, line);
    if (bad) return bad;
  }
  const names = header.value.names;
  const log = { config, actions: reader.actions, state: reader.state };
  // Frozen all the way down, as every value in a Result is (docs/security.md).
  return ok(deepFreeze(names.white === undefined && names.black === undefined ? log : { ...log, names }));
}
