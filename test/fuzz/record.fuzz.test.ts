import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromRecord, toRecord } from '../../src/index.js';
import { runs } from '../tier.js';

/** fromRecord never throws: any string gives a record or an error with a known code and a line. */

const CODES = ['malformed-record', 'illegal-record', 'record-mismatch'];

const VALID = (() => {
  const text = toRecord({
    config: { variant: 'short-tavla', match: { length: 5 } },
    actions: [
      { type: 'opening-roll', white: 3, black: 1 },
      { type: 'play', play: '8/5 6/5' },
      { type: 'double' },
      { type: 'take' },
      { type: 'roll', dice: [6, 6] },
      { type: 'play', play: '24/18(2) 13/7(2)' },
    ],
  });
  if (!text.ok) throw new Error(text.error.message);
  return text.value;
})();

function check(text: string): void {
  const read = fromRecord(text);
  if (read.ok) return;
  expect(CODES).toContain(read.error.code);
  expect(Number.isInteger(read.error.line)).toBe(true);
  expect(read.error.message.length).toBeGreaterThan(10);
}

describe('fromRecord on arbitrary text', () => {
  it('arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
      check(text);
    }), { numRuns: runs(150, 1500) });
  });

  it('valid records with one line replaced, deleted or duplicated, or characters changed', () => {
    const lines = VALID.split('\n');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: lines.length - 1 }), fc.constantFrom('replace', 'delete', 'duplicate', 'poke'), fc.string({ maxLength: 40 }), (index, how, junk) => {
        const copy = [...lines];
        if (how === 'replace') copy[index] = junk;
        else if (how === 'delete') copy.splice(index, 1);
        else if (how === 'duplicate') copy.splice(index, 0, copy[index]!);
        else copy[index] = copy[index]!.slice(0, junk.length % (copy[index]!.length + 1)) + junk + copy[index]!.slice(junk.length);
        check(copy.join('\n'));
      }),
      { numRuns: runs(150, 1500) },
    );
  });

  it('records made of record-like lines in random order', () => {
    const piece = fc.constantFrom(
      '[Variant "short-tavla"]',
      '[Preset "standard"]',
      '[Length 3]',
      '[Length null]',
      '[StartFrom {"variant":"short-tavla"}]',
      '[cube.beaver true]',
      'Game 1 (White 0, Black 0)',
      'Game 2 (White 0, Black 1)',
      'Opening: White 3, Black 1',
      '1. White 3-1: 8/5 6/5',
      'Black 6-6: pass',
      'White doubles to 2',
      'Black takes',
      'Black resigns koks',
      'White accepts',
      'White wins 1 point (oin, resignation, cube 1)',
      'Match over: White wins 3-0',
    );
    fc.assert(fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
      check(pieces.join('\n'));
    }), { numRuns: runs(150, 1500) });
  });
});
