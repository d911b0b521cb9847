import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPlay,
  formatPlay,
  gnubgPositionId,
  legalPlays,
  legalSteps,
  parsePlay,
  positionFromGnubgId,
  positionFromSetup,
  positionToSetup,
  validateDice,
  type Dice,
  type Position,
  type Setup,
} from '../../src/index.js';
import { position, start } from '../rules/helpers.js';
import { runs } from '../tier.js';

/**
 * Fuzzing every parser and every entry point that takes caller data: whatever comes in, the
 * answer is a Result (never a throw), and an ok answer is consistent with the rules.
 */

const RUNS = { numRuns: runs(300, 3000) };

/** True when `value` has the shape of a Result. */
function isResult(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (r.ok === true) return 'value' in r;
  return r.ok === false && typeof r.error?.code === 'string' && typeof r.error.message === 'string';
}

const POSITIONS: readonly Position[] = [
  start(),
  position({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }),
  position({ points: { 24: 1, 13: 1, 1: 13 } }, { points: { 7: 1, 6: 1 } }),
  position({ points: { 6: 3, 5: 3, 2: 2 } }, { points: { 21: 1, 22: 2, 12: 5 } }),
  position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 6: 5, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 } }),
];
const positionArb = fc.constantFrom(...POSITIONS);
const diceArb: fc.Arbitrary<Dice> = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }));

const TOKENS = ['24', '18', '13', '11', '8', '7', '6', '5', '3', '2', '1', '0', '25', '26', '99', 'bar', 'off', 'b', 'o', 'BAR', 'Off',
  '/', '/', '/', '-', '*', '(2)', '(3)', '(4)', '(9)', '(', ')', ' ', ' ', ',', 'pass', '\t', '\u00a0', 'é'];
/** Near misses of the move grammar: tokens of real notation strung together at random. */
const grammarArb = fc.array(fc.constantFrom(...TOKENS), { maxLength: 14 }).map((parts) => parts.join(''));

/** Real notation of a legal play, mangled by one edit: a character dropped, a token inserted, or nothing. */
const mangledArb = fc
  .tuple(positionArb, diceArb, fc.nat(), fc.nat(), fc.constantFrom('keep', 'drop', 'insert', 'double'), fc.constantFrom(...TOKENS))
  .map(([p, dice, which, at, edit, token]) => {
    const plays = legalPlays(p, dice);
    const text = formatPlay(plays[which % plays.length]!);
    const i = text.length === 0 ? 0 : at % text.length;
    const mangled =
      edit === 'drop' ? text.slice(0, i) + text.slice(i + 1) : edit === 'insert' ? text.slice(0, i) + token + text.slice(i) : edit === 'double' ? `${text} ${text}` : text;
    return { p, dice, text: mangled };
  });

const textArb = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), grammarArb);

/** When parsing succeeded, the play is one of the legal plays and applyPlay agrees. */
function checkParsed(p: Position, dice: Dice, text: string): void {
  const parsed = parsePlay(p, dice, text);
  expect(isResult(parsed)).toBe(true);
  const applied = applyPlay(p, dice, text);
  expect(isResult(applied)).toBe(true);
  expect(applied.ok).toBe(parsed.ok);
  if (parsed.ok && applied.ok) {
    expect(legalPlays(p, dice).some((play) => play.position.equals(parsed.value.position))).toBe(true);
    expect(applied.value.equals(parsed.value.position)).toBe(true);
  } else if (!parsed.ok && !applied.ok) {
    expect(applied.error.code).toBe(parsed.error.code);
  }
}

describe('move notation: parsePlay and applyPlay', () => {
  it('arbitrary strings (UTF-16, binary, graphemes, grammar tokens) give a Result, consistent when ok', () => {
    fc.assert(
      fc.property(positionArb, diceArb, textArb, (p, dice, text) => {
        checkParsed(p, dice, text);
      }),
      RUNS,
    );
  });

  it('near misses of real notation give a Result, consistent when ok', () => {
    let accepted = 0;
    fc.assert(
      fc.property(mangledArb, ({ p, dice, text }) => {
        checkParsed(p, dice, text);
        if (parsePlay(p, dice, text).ok) accepted++;
      }),
      RUNS,
    );
    // The generator really produces parseable text some of the time.
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('GNU Backgammon position IDs: positionFromGnubgId', () => {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('');
  const base64Id = fc.string({ minLength: 14, maxLength: 14, unit: fc.constantFrom(...BASE64) });
  /** A real ID with one character replaced: often still a position, sometimes not. */
  const mutatedId = fc
    .tuple(fc.constantFrom(...POSITIONS.map((p) => gnubgPositionId(p))), fc.nat({ max: 13 }), fc.constantFrom(...BASE64))
    .map(([id, i, c]) => id.slice(0, i) + c + id.slice(i + 1));
  const idArb = fc.oneof(fc.string(), fc.string({ unit: 'binary', minLength: 14, maxLength: 14 }), base64Id, mutatedId, mutatedId);

  it('arbitrary strings give a Result; a position read is valid and reads back from its own ID', () => {
    let read = 0;
    fc.assert(
      fc.property(idArb, fc.constantFrom('white', 'black'), (id, turn) => {
        const result = positionFromGnubgId(id, turn);
        expect(isResult(result)).toBe(true);
        if (!result.ok) return;
        read++;
        const p = result.value;
        expect(p.turn).toBe(turn);
        expect(positionFromSetup(positionToSetup(p)).ok).toBe(true);
        const again = positionFromGnubgId(gnubgPositionId(p), turn);
        expect(again.ok && again.value.equals(p)).toBe(true);
      }),
      RUNS,
    );
    expect(read).toBeGreaterThan(0);
  });
});

describe('arbitrary values where structured input is expected', () => {
  const anything = fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true, withSparseArray: true, withDate: true });

  /** A Setup-shaped value: mostly sensible fields, sometimes junk, so validation is reached deep down. */
  const setupish = fc.record(
    {
      variant: fc.oneof(fc.constant('short-tavla'), anything),
      turn: fc.oneof(fc.constantFrom('white', 'black'), anything),
      white: fc.oneof(
        // 15 checkers anywhere on White's 2..24 (Black is on White's 1): a valid side.
        fc.array(fc.integer({ min: 2, max: 24 }), { minLength: 15, maxLength: 15 }).map((at) => {
          const points: Record<number, number> = {};
          for (const point of at) points[point] = (points[point] ?? 0) + 1;
          return { points };
        }),
        fc.record({
          points: fc.dictionary(fc.oneof(fc.integer({ min: -1, max: 26 }).map(String), fc.string()), fc.oneof(fc.integer({ min: -1, max: 15 }), anything)),
          bar: fc.integer({ min: -1, max: 15 }),
          off: fc.integer({ min: 0, max: 15 }),
        }, { requiredKeys: ['points'] }),
        anything,
      ),
      black: fc.oneof(fc.constant({ points: { 24: 15 } }), fc.constant({ points: {}, off: 15 }), anything),
      turnsPlayed: fc.oneof(fc.record({ white: fc.nat(), black: fc.nat() }), anything),
      options: fc.oneof(fc.constant({ preset: 'turkish' }), fc.constant({ bearOff: { higherDieRule: false } }), anything),
    },
    { requiredKeys: [] },
  );

  it('positionFromSetup: a Result; an accepted position has 15 checkers a side and no shared point', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(anything, setupish), (value) => {
        const result = positionFromSetup(value as Setup);
        expect(isResult(result)).toBe(true);
        if (!result.ok) return;
        accepted++;
        const p = result.value;
        for (const player of ['white', 'black'] as const) {
          let total = p.bar(player) + p.off(player);
          for (let point = 1; point <= 24; point++) total += p.checkers(player, point);
          expect(total).toBe(15);
        }
        for (let a = 1; a <= 24; a++) {
          const white = p.checkers('white', p.ownPoint('white', a)!);
          const black = p.checkers('black', p.ownPoint('black', a)!);
          expect(white === 0 || black === 0).toBe(true);
        }
        expect(positionFromSetup(positionToSetup(p)).ok).toBe(true);
      }),
      RUNS,
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('validateDice: a Result; accepted dice are two integers from 1 to 6, returned unchanged', () => {
    const diceish = fc.oneof(anything, fc.array(fc.oneof(fc.integer({ min: -1, max: 8 }), fc.double(), anything), { maxLength: 3 }));
    fc.assert(
      fc.property(diceish, (value) => {
        const result = validateDice(value);
        expect(isResult(result)).toBe(true);
        if (!result.ok) return;
        expect(result.value).toEqual(value);
        for (const d of result.value) expect(Number.isInteger(d) && d >= 1 && d <= 6).toBe(true);
      }),
      RUNS,
    );
  });

  const stepish = fc.record(
    {
      from: fc.oneof(fc.integer({ min: -1, max: 26 }), fc.constantFrom('bar', 'off'), anything),
      to: fc.oneof(fc.integer({ min: -1, max: 26 }), fc.constantFrom('bar', 'off'), anything),
      die: fc.oneof(fc.integer({ min: 0, max: 7 }), anything),
    },
    { requiredKeys: [] },
  );
  const playish = fc.oneof(anything, fc.array(stepish, { maxLength: 5 }), fc.record({ steps: fc.array(stepish, { maxLength: 5 }) }));

  it('applyPlay: a Result for any play value; an accepted play is one of the legal plays', () => {
    fc.assert(
      fc.property(positionArb, diceArb, playish, (p, dice, play) => {
        const result = applyPlay(p, dice, play as never);
        expect(isResult(result)).toBe(true);
        if (result.ok) expect(legalPlays(p, dice).some((legal) => legal.position.equals(result.value))).toBe(true);
      }),
      RUNS,
    );
  });

  it('applyPlay and legalSteps: a Result for any dice value', () => {
    fc.assert(
      fc.property(positionArb, anything, (p, dice) => {
        expect(isResult(applyPlay(p, dice as Dice, '24/18 13/8'))).toBe(true);
        expect(isResult(legalSteps(p, dice as Dice))).toBe(true);
      }),
      RUNS,
    );
  });

  it('legalSteps: a Result for any steps so far; offered steps use the roll and extend the steps given', () => {
    fc.assert(
      fc.property(positionArb, diceArb, fc.oneof(anything, fc.array(stepish, { maxLength: 4 })), (p, dice, so) => {
        const result = legalSteps(p, dice, so as never);
        expect(isResult(result)).toBe(true);
        if (!result.ok || !Array.isArray(so)) return;
        for (const step of result.value) {
          expect(dice).toContain(step.die);
          expect(isResult(legalSteps(p, dice, [...(so as never[]), step]))).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
