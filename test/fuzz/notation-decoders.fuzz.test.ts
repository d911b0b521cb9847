import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionFromJSON,
  fromPositionString,
  newMatch,
  positionFromJSON,
  positionFromSetup,
  positionToJSON,
  positionToSetup,
  startPosition,
  stateFromJSON,
  toPositionString,
  type Position,
} from '../../src/index.js';
import { handMadePosition } from '../property/arbitraries.js';
import { runs } from '../tier.js';

/**
 * Fuzzing the position-string and JSON decoders (issue 5): whatever text comes in, the answer is a
 * Result with a specific code (never a throw), and whatever is accepted is a valid, frozen value
 * that writes back to text which reads back to the same value.
 */

const RUNS = { numRuns: runs(300, 3000) };

function isError(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  return r.ok === false && typeof r.error?.code === 'string' && /^[a-z-]+$/.test(r.error.code) && typeof r.error.message === 'string';
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const SAMPLES: readonly Position[] = [
  must(startPosition('short-tavla')),
  must(startPosition('long-nard', { longNard: { headExceptionRolls: [6, 4], homeMars: { points: 3 } } })),
  must(startPosition('crazy-gulbar', { preset: 'bulgarian' })),
  must(startPosition('six-one', { sixOne: { doubles: 4 } })),
  must(positionFromSetup({ variant: 'short-tavla', turn: 'black', white: { points: { 6: 4 }, bar: 2, off: 9 }, black: { points: { 20: 15 } }, turnsPlayed: { white: 9, black: 8 } })),
];

/** Pieces of real position strings, strung together at random. */
const TOKENS = ['short-tavla', 'st', 'long-nard', 'ln', 'cg', 'six-one', 'v1', 'v2', 'w', 'b', 'white', 'BLACK', '|', '|', ' ', ' ', '\t', ':', '=', ',',
  '24', '13', '6', '0', '25', '15', 'bar', 'off', '24:2', '6:5', 'bar:1', 'off:15', '12:15', 'turns=1,0', 'turns=', 'preset=turkish', 'preset=',
  'shortTavla.koks=false', 'longNard.headExceptionRolls=[6,4]', 'longNard.homeMars={points:3}', '[', ']', '{', '}', '"', '\\', 'null', 'true',
  '__proto__', 'constructor.name=1', '\u00a0', 'é', '-1', '1e999'];
const grammarArb = fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((parts) => parts.join(''));

/** A real string with one edit: a character dropped, a token inserted, a character doubled. */
const mangledArb = fc
  .tuple(fc.oneof(fc.constantFrom(...SAMPLES), handMadePosition), fc.nat(), fc.constantFrom('keep', 'drop', 'insert', 'double'), fc.constantFrom(...TOKENS))
  .map(([p, at, edit, token]) => {
    const text = toPositionString(p);
    const i = at % text.length;
    if (edit === 'drop') return text.slice(0, i) + text.slice(i + 1);
    if (edit === 'insert') return text.slice(0, i) + token + text.slice(i);
    if (edit === 'double') return text.slice(0, i) + text.slice(i, i + 1) + text.slice(i);
    return text;
  });

const textArb = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), grammarArb, mangledArb);

describe('fromPositionString', () => {
  it('arbitrary and near-miss strings give a Result; an accepted position writes back to a string that reads back', () => {
    let accepted = 0;
    fc.assert(
      fc.property(textArb, (text) => {
        const result = fromPositionString(text);
        if (!result.ok) {
          expect(isError(result)).toBe(true);
          return;
        }
        accepted++;
        const p = result.value;
        expect(Object.isFrozen(p)).toBe(true);
        expect(must(positionFromSetup(positionToSetup(p))).equals(p)).toBe(true);
        const again = toPositionString(p);
        expect(must(fromPositionString(again)).equals(p)).toBe(true);
        expect(toPositionString(must(fromPositionString(again)))).toBe(again);
      }),
      RUNS,
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

/** JSON text near real values: a real value serialised, with one value swapped for arbitrary JSON. */
function mutatedJson(base: unknown): fc.Arbitrary<string> {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    paths.push(path);
    if (typeof value !== 'object' || value === null) return;
    for (const [k, v] of Object.entries(value)) walk(v, [...path, Array.isArray(value) ? Number(k) : k]);
  };
  walk(base, []);
  return fc.tuple(fc.nat({ max: paths.length - 1 }), fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('replace', 'proto')).map(([i, by, how]) => {
    const copy = JSON.parse(JSON.stringify(base)) as unknown;
    const path = paths[i]!;
    if (path.length === 0) return JSON.stringify(by);
    let at = copy as Record<string | number, unknown>;
    for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (how === 'proto' && typeof at === 'object' && !Array.isArray(at)) Object.defineProperty(at, '__proto__', { value: by, enumerable: true });
    else at[last] = by;
    return JSON.stringify(copy);
  });
}

const jsonTextArb = (base: unknown): fc.Arbitrary<string> =>
  fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v)), mutatedJson(base), fc.integer({ min: 1, max: 300 }).map((n) => '['.repeat(n) + ']'.repeat(n)));

describe('JSON decoders', () => {
  it('positionFromJSON: a Result for any text; an accepted position writes the JSON it reads back from', () => {
    fc.assert(
      fc.property(fc.oneof(...SAMPLES.map((p) => jsonTextArb(positionToSetup(p)))), (text) => {
        const result = positionFromJSON(text);
        if (!result.ok) {
          expect(isError(result)).toBe(true);
          return;
        }
        const again = positionToJSON(result.value);
        expect(must(positionFromJSON(again)).equals(result.value)).toBe(true);
      }),
      RUNS,
    );
  });

  it('stateFromJSON: a Result for any text; an accepted state is frozen', () => {
    const state = must(newMatch({ variant: 'long-nard', match: { length: 3 } }));
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(jsonTextArb(state), fc.constant(JSON.stringify(state))), (text) => {
        const result = stateFromJSON(text);
        if (!result.ok) {
          expect(isError(result)).toBe(true);
          return;
        }
        accepted++;
        expect(Object.isFrozen(result.value)).toBe(true);
        expect(Object.isFrozen(result.value.position)).toBe(true);
      }),
      { numRuns: runs(150, 1500) },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('actionFromJSON: a Result for any text', () => {
    fc.assert(
      fc.property(jsonTextArb({ type: 'roll', dice: [3, 1], player: 'white' }), (text) => {
        const result = actionFromJSON(text);
        if (!result.ok) expect(isError(result)).toBe(true);
        else expect(Object.isFrozen(result.value)).toBe(true);
      }),
      RUNS,
    );
  });
});
