import { cut } from '../core/show.js';

/**
 * The value syntax of rule options inside a position string (`longNard.headExceptionRolls=[6,4,3]`,
 * `longNard.homeMars={points:3}`): JSON without quotes around words, and without whitespace, so
 * that one option is one whitespace-free token a person can type.
 *
 *   value := true | false | null | number | word | "json string" | [ value,... ] | { key:value,... }
 *   word  := a letter, then letters, digits, '_' or '-'; key := word | "json string"
 *
 * Every option value of docs/rules/rule-index.md#options is written with words, numbers, lists and small objects. A
 * string that is not a word is written as a JSON string whose whitespace and '|' are escaped, so
 * that it still reads back.
 */

const WORD = /^[A-Za-z][\w-]*$/;
const LITERALS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['null', null],
]);
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
/** Deeper than any option value (a list or an object one level down); deeper text is refused. */
const MAX_DEPTH = 8;

function writeString(text: string): string {
  if (WORD.test(text) && !LITERALS.has(text)) return text;
  return JSON.stringify(text).replace(/[\s|]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The token form of an option value. Option values are JSON data (they come out of validated,
 * resolved options), so this covers every kind of value they can hold.
 */
export function writeOptionValue(value: unknown): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return writeString(value);
  if (Array.isArray(value)) return `[${value.map((v) => writeOptionValue(v)).join(',')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${writeString(k)}:${writeOptionValue(v)}`).join(',')}}`;
  }
  return 'null';
}

/** A failed read: the reason, for the error message. A class, so no parsed value can pass for one. */
class Failure {
  constructor(readonly reason: string) {}
}

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  fail(what: string): Failure {
    return new Failure(`${what} at character ${this.at + 1}`);
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) return this.fail('nested too deeply');
    const c = this.text[this.at];
    if (c === '[') return this.list(depth);
    if (c === '{') return this.object(depth);
    if (c === '"') return this.string();
    const number = NUMBER.exec(this.text.slice(this.at));
    if (number !== null && number[0] !== '-') {
      this.at += number[0].length;
      const n = Number(number[0]);
      return Number.isFinite(n) ? n : this.fail('a number out of range');
    }
    const word = /^[A-Za-z][\w-]*/.exec(this.text.slice(this.at));
    if (word === null) return this.fail('expected a value');
    this.at += word[0].length;
    return LITERALS.has(word[0]) ? LITERALS.get(word[0]) : word[0];
  }

  string(): string | Failure {
    const match = /^"(?:[^"\\]|\\.)*"/.exec(this.text.slice(this.at));
    if (match === null) return this.fail('an unterminated string');
    try {
      const text = JSON.parse(match[0]) as string;
      this.at += match[0].length;
      return text;
    } catch {
      return this.fail('a bad string escape');
    }
  }

  list(depth: number): unknown[] | Failure {
    this.at++;
    const items: unknown[] = [];
    if (this.text[this.at] === ']') {
      this.at++;
      return items;
    }
    for (;;) {
      const item = this.value(depth + 1);
      if (isFailure(item)) return item;
      items.push(item);
      const c = this.text[this.at++];
      if (c === ']') return items;
      if (c !== ',') return this.fail("expected ',' or ']'");
    }
  }

  object(depth: number): Record<string, unknown> | Failure {
    this.at++;
    const entries: [string, unknown][] = [];
    if (this.text[this.at] === '}') {
      this.at++;
      return {};
    }
    for (;;) {
      const key = this.text[this.at] === '"' ? this.string() : this.word();
      if (isFailure(key)) return key;
      if (entries.some(([k]) => k === key)) return this.fail(`a repeated key "${cut(key)}"`);
      if (this.text[this.at++] !== ':') return this.fail("expected ':'");
      const item = this.value(depth + 1);
      if (isFailure(item)) return item;
      entries.push([key, item]);
      const c = this.text[this.at++];
      // fromEntries defines own properties, so a key such as "__proto__" stays a plain key.
      if (c === '}') return Object.fromEntries(entries);
      if (c !== ',') return this.fail("expected ',' or '}'");
    }
  }

  word(): string | Failure {
    const word = /^[A-Za-z][\w-]*/.exec(this.text.slice(this.at));
    if (word === null) return this.fail('expected a key');
    this.at += word[0].length;
    return word[0];
  }
}

function isFailure(value: unknown): value is Failure {
  return value instanceof Failure;
}

/** Reads an option value token; a string says why it could not be read. */
export function readOptionValue(text: string): { readonly value: unknown } | { readonly failure: string } {
  const reader = new Reader(text);
  const value = reader.value(0);
  if (isFailure(value)) return { failure: value.reason };
  if (reader.at !== text.length) return { failure: reader.fail('unexpected text').reason };
  return { value };
}
