import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  applyPlay,
  beginTurn,
  gnubgPositionId,
  legalPlays,
  legalSteps,
  parsePlay,
  playsFor,
  positionFromGnubgId,
  positionFromSetup,
  resolvePlay,
  startPosition,
  validateDice,
  type Dice,
  type Setup,
} from '../../src/index.js';
import { must, start } from '../rules/helpers.js';

/**
 * Bad input of every kind is answered with a Result carrying its specific error code: never a
 * throw, never a position that breaks the rules.
 */

const START_SIDE = { points: { 24: 2, 13: 5, 8: 3, 6: 5 } };
const base = { variant: 'short-tavla', turn: 'white', white: START_SIDE, black: START_SIDE } as const;
const withWhite = (white: unknown): unknown => ({ ...base, white });
const withOptions = (options: unknown): unknown => ({ ...base, options });

/** Calls f and returns the error code of the Result it gives (failing the test if it throws or succeeds). */
function codeFrom(f: () => { ok: boolean; error?: { code: string } }): string {
  let result: { ok: boolean; error?: { code: string } };
  expect(() => (result = f())).not.toThrow();
  expect(result!.ok).toBe(false);
  return result!.error!.code;
}

describe('malformed setups', () => {
  const table: readonly [string, unknown, string][] = [
    ['not an object: null', null, 'invalid-setup'],
    ['not an object: a number', 42, 'invalid-setup'],
    ['not an object: a string', 'short-tavla', 'invalid-setup'],
    ['not an object: an array', [base], 'invalid-setup'],
    ['unknown field', { ...base, colour: 'white' }, 'unknown-field'],
    ['unknown field in a side', withWhite({ ...START_SIDE, home: 0 }), 'unknown-field'],
    ['unknown variant', { ...base, variant: 'chess' }, 'unknown-variant'],
    ['variant missing', { turn: 'white', white: START_SIDE, black: START_SIDE }, 'unknown-variant'],
    ['bad turn', { ...base, turn: 'red' }, 'invalid-turn'],
    ['turn missing', { variant: 'short-tavla', white: START_SIDE, black: START_SIDE }, 'invalid-turn'],
    ['side missing', { variant: 'short-tavla', turn: 'white', white: START_SIDE }, 'invalid-setup'],
    ['side not an object', withWhite(15), 'invalid-setup'],
    ['points not an object', withWhite({ points: [2, 5, 3, 5] }), 'invalid-setup'],
    ['point 0', withWhite({ points: { 0: 2, 13: 5, 8: 3, 6: 5 } }), 'invalid-point'],
    ['point 25', withWhite({ points: { 25: 2, 13: 5, 8: 3, 6: 5 } }), 'invalid-point'],
    ["point 'x'", withWhite({ points: { x: 2, 13: 5, 8: 3, 6: 5 } }), 'invalid-point'],
    ['point 2.5', withWhite({ points: { 2.5: 2, 13: 5, 8: 3, 6: 5 } }), 'invalid-point'],
    ['point -1', withWhite({ points: { '-1': 2, 13: 5, 8: 3, 6: 5 } }), 'invalid-point'],
    ["point '01'", withWhite({ points: { '01': 2, 13: 5, 8: 3, 6: 5 } }), 'invalid-point'],
    ['negative count', withWhite({ points: { 24: -2, 13: 5, 8: 3, 6: 5 } }), 'invalid-count'],
    ['fractional count', withWhite({ points: { 24: 1.5, 13: 5, 8: 3, 6: 5 } }), 'invalid-count'],
    ['count as a string', withWhite({ points: { 24: '2', 13: 5, 8: 3, 6: 5 } }), 'invalid-count'],
    ['count NaN', withWhite({ points: { 24: Number.NaN, 13: 5, 8: 3, 6: 5 } }), 'invalid-count'],
    ['negative bar', withWhite({ ...START_SIDE, bar: -1 }), 'invalid-count'],
    ['fractional off', withWhite({ points: { 13: 5, 8: 3, 6: 5 }, off: 1.5 }), 'invalid-count'],
    ['14 checkers', withWhite({ points: { 24: 1, 13: 5, 8: 3, 6: 5 } }), 'wrong-checker-count'],
    ['16 checkers', withWhite({ points: { 24: 3, 13: 5, 8: 3, 6: 5 } }), 'wrong-checker-count'],
    ['16 counting the bar', withWhite({ ...START_SIDE, bar: 1 }), 'wrong-checker-count'],
    ['16 counting off', withWhite({ ...START_SIDE, off: 1 }), 'wrong-checker-count'],
    ['a billion checkers', withWhite({ points: { 24: 1e9 } }), 'wrong-checker-count'],
    ['shared point', withWhite({ points: { 24: 2, 13: 5, 8: 3, 6: 4, 19: 1 } }), 'shared-point'],
    ['shared point at the corner', withWhite({ points: { 1: 2, 13: 5, 8: 3, 6: 5 } }), 'shared-point'],
    ['unknown option section', withOptions({ doubling: {} }), 'unknown-option'],
    ['unknown option field', withOptions({ bearOff: { exactOnly: true } }), 'unknown-option'],
    ['bad option value', withOptions({ bearOff: { higherDieRule: 'yes' } }), 'invalid-option'],
    ['bad option value (hitAndRun)', withOptions({ shortTavla: { hitAndRun: 'never' } }), 'invalid-option'],
    ['option left undefined', withOptions({ bearOff: { higherDieRule: undefined } }), 'invalid-option'],
    ['options not an object', withOptions('standard'), 'invalid-option'],
    ['options null', withOptions(null), 'invalid-option'],
    ['option section not an object', withOptions({ bearOff: true }), 'invalid-option'],
    ['option of another variant (long nard)', withOptions({ longNard: { headRule: true } }), 'option-not-for-variant'],
    ['option of another variant (six-one)', withOptions({ sixOne: {} }), 'option-not-for-variant'],
    ['unknown preset', withOptions({ preset: 'russian' }), 'unknown-preset'],
    ['preset not a string', withOptions({ preset: 1 }), 'unknown-preset'],
    ['negative turnsPlayed', { ...base, turnsPlayed: { white: -1, black: 0 } }, 'invalid-turns-played'],
    ['fractional turnsPlayed', { ...base, turnsPlayed: { white: 1.5, black: 0 } }, 'invalid-turns-played'],
    ['turnsPlayed not an object', { ...base, turnsPlayed: 3 }, 'invalid-turns-played'],
    ['turnsPlayed with an extra field', { ...base, turnsPlayed: { white: 0, black: 0, red: 0 } }, 'invalid-turns-played'],
    ['turnsPlayed missing a player', { ...base, turnsPlayed: { white: 0 } }, 'invalid-turns-played'],
    ['both sides all off', { ...base, white: { points: {}, off: 15 }, black: { points: {}, off: 15 } }, 'impossible-position'],
  ];

  it.each(table)('%s → %s', (_, setup, code) => {
    expect(codeFrom(() => positionFromSetup(setup as Setup))).toBe(code);
  });

  it('every error carries a message a person can act on', () => {
    for (const [, setup] of table) {
      const result = positionFromSetup(setup as Setup);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
    }
  });

  it('startPosition refuses an unknown variant or bad options the same way', () => {
    expect(codeFrom(() => startPosition('chess' as never))).toBe('unknown-variant');
    expect(codeFrom(() => startPosition('short-tavla', { bearOff: { higherDieRule: 1 as never } }))).toBe('invalid-option');
    expect(codeFrom(() => startPosition('short-tavla', { preset: 'nope' }))).toBe('unknown-preset');
  });
});

describe('malformed GNU Backgammon position IDs', () => {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  /** Builds an ID from its bit string (bits in GNU Backgammon's order: least significant bit of each byte first). */
  const idFromBits = (bits: string): string => {
    const bytes = new Uint8Array(10);
    for (let i = 0; i < bits.length; i++) if (bits[i] === '1') bytes[i >> 3]! |= 1 << (i & 7);
    const binary = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');
    let id = '';
    for (let i = 0; i < 84; i += 6) id += BASE64.charAt(parseInt(binary.slice(i, i + 6).padEnd(6, '0'), 2));
    return id;
  };
  // One side at the start, own points 1..24 then the bar: n one-bits and a zero-bit per point.
  const START_BITS = '00000' + '111110' + '0' + '1110' + '0000' + '111110' + '0'.repeat(10) + '110' + '0';

  it('the bit-string helper agrees with the known start ID', () => {
    expect(idFromBits(START_BITS + START_BITS)).toBe('4HPwATDgc/ABMA');
  });

  const table: readonly [string, unknown, string][] = [
    ['empty', '', 'malformed-position-id'],
    ['13 characters', '4HPwATDgc/ABM', 'malformed-position-id'],
    ['15 characters', '4HPwATDgc/ABMAA', 'malformed-position-id'],
    ['padding', '4HPwATDgc/ABM=', 'malformed-position-id'],
    ['not base64', '4HPwATDgc/AB!A', 'malformed-position-id'],
    ['a space', '4HPwATDgc/AB A', 'malformed-position-id'],
    ['non-ASCII', 'ñHPwATDgc/ABMA', 'malformed-position-id'],
    ['not a string', 42, 'malformed-position-id'],
    ['too many checkers', '//////////////', 'malformed-position-id'],
    ['16 checkers on one side', idFromBits('1'.repeat(16) + '0'.repeat(25) + START_BITS), 'malformed-position-id'],
    // Black on his 1 and White on his 24: the same board point.
    ['shared point', idFromBits('10' + '0'.repeat(24) + '0'.repeat(23) + '10' + '0'), 'invalid-position'],
    ['both sides all off', 'AAAAAAAAAAAAAA', 'invalid-position'],
  ];

  it.each(table)('%s → %s', (_, id, code) => {
    expect(codeFrom(() => positionFromGnubgId(id as string))).toBe(code);
  });

  it('a bad player on roll is refused', () => {
    expect(codeFrom(() => positionFromGnubgId('4HPwATDgc/ABMA', 'red' as never))).toBe('invalid-position');
  });

  it('a valid ID still reads (the table is not refusing everything)', () => {
    expect(gnubgPositionId(must(positionFromGnubgId(idFromBits(START_BITS + START_BITS))))).toBe('4HPwATDgc/ABMA');
  });
});

describe('malformed dice', () => {
  const table: readonly [string, unknown][] = [
    ['a 0', [0, 3]],
    ['a 7', [7, 3]],
    ['2.5', [2.5, 3]],
    ['negative', [-1, 3]],
    ['NaN', [Number.NaN, 3]],
    ['Infinity', [Number.POSITIVE_INFINITY, 3]],
    ['one die', [3]],
    ['three dice', [3, 3, 3]],
    ['no dice', []],
    ['strings', ['3', '1']],
    ['a string', '31'],
    ['null', null],
    ['undefined', undefined],
    ['nulls', [null, null]],
    ['an object', { 0: 3, 1: 1, length: 2 }],
  ];

  it.each(table)('%s → invalid-dice everywhere', (_, dice) => {
    const d = dice as Dice;
    const p = start();
    expect(codeFrom(() => validateDice(dice))).toBe('invalid-dice');
    expect(codeFrom(() => playsFor(p, d))).toBe('invalid-dice');
    expect(codeFrom(() => applyPlay(p, d, '24/18 13/8'))).toBe('invalid-dice');
    expect(codeFrom(() => resolvePlay(p, d, [])))
      .toBe('invalid-dice');
    expect(codeFrom(() => parsePlay(p, d, '24/18 13/8'))).toBe('invalid-dice');
    expect(codeFrom(() => legalSteps(p, d))).toBe('invalid-dice');
    expect(codeFrom(() => beginTurn(p, d))).toBe('invalid-dice');
    // legalPlays has no room for a reason: it returns no plays, and playsFor says why.
    expect(legalPlays(p, d)).toEqual([]);
  });

  it('playsFor says why legalPlays is empty', () => {
    const result = playsFor(start(), [0, 7] as unknown as Dice);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/1 to 6/);
  });
});

describe('malformed plays', () => {
  const table: readonly [string, unknown][] = [
    ['null', null],
    ['a number', 42],
    ['an object without steps', {}],
    ['steps not a list', { steps: 3 }],
    ['a step without to', [{ from: 24 }]],
    ['a step that is null', [null]],
    ['a step that is a string', ['24/18']],
    ['die 7', [{ from: 24, to: 18, die: 7 }]],
    ['die 0', [{ from: 24, to: 18, die: 0 }]],
    ['die as a string', [{ from: 24, to: 18, die: '6' }]],
    ['from 0', [{ from: 0, to: 18 }]],
    ['from 26', [{ from: 26, to: 18 }]],
    ['from 24.5', [{ from: 24.5, to: 18 }]],
    ['points as strings', [{ from: '24', to: '18' }]],
    ['to -1', [{ from: 24, to: -1 }]],
    ['to 25', [{ from: 24, to: 25 }]],
    ['to the bar', [{ from: 24, to: 'bar' }]],
    ['from off', [{ from: 'off', to: 18 }]],
    ['17 steps', Array.from({ length: 17 }, () => ({ from: 24, to: 18 }))],
  ];

  it.each(table)('%s → malformed-play', (_, play) => {
    const p = start();
    expect(codeFrom(() => applyPlay(p, [6, 5], play as never))).toBe('malformed-play');
    expect(codeFrom(() => advanceTurn(must(beginTurn(p, [6, 5])), play as never))).toBe('malformed-play');
  });

  it('legalSteps refuses malformed steps so far', () => {
    expect(codeFrom(() => legalSteps(start(), [6, 5], 'x' as never))).toBe('malformed-play');
    expect(codeFrom(() => legalSteps(start(), [6, 5], [null] as never))).toBe('malformed-play');
    // A well-formed step away from home gets the code applyPlay gives it.
    expect(codeFrom(() => legalSteps(start(), [6, 5], [{ from: 18, to: 24 }]))).toBe('wrong-direction');
    expect(codeFrom(() => applyPlay(start(), [6, 5], [{ from: 18, to: 24 }]))).toBe('wrong-direction');
    expect(codeFrom(() => legalSteps(start(), [6, 5], [{ from: 24.5, to: 18 }]))).toBe('malformed-play');
  });
});

describe('malformed notation', () => {
  const table: readonly string[] = [
    '24/',
    '/18',
    '24//18',
    '24/18/',
    'x/y',
    '24/18(5)',
    '24/18(0)',
    '24/18(2',
    '24*/18',
    'off/18',
    '18/24',
    '24/24',
    '13/bar',
    '100/18',
    '024/18',
    '24/18**',
    '24/18(2)(2)',
    '24 18',
    '24/18 ;13/8',
    '24/18.13/8',
    'twenty-four/eighteen',
    '24\u00a0/18',
    'a'.repeat(300),
    Array.from({ length: 17 }, () => '13/8').join(' '),
  ];

  it.each(table)('%j → malformed-notation', (text) => {
    expect(codeFrom(() => parsePlay(start(), [6, 5], text))).toBe('malformed-notation');
    expect(codeFrom(() => applyPlay(start(), [6, 5], text))).toBe('malformed-notation');
  });

  it('parsePlay refuses something that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['24/18']]) {
      expect(codeFrom(() => parsePlay(start(), [6, 5], value as never))).toBe('malformed-notation');
    }
  });

  it('well-formed notation that is not legal gets a rules code, not malformed-notation', () => {
    expect(codeFrom(() => parsePlay(start(), [6, 5], '23/17 13/8'))).toBe('no-checker');
    expect(codeFrom(() => parsePlay(start(), [6, 5], '24/18'))).toBe('must-use-more-dice');
  });
});

describe('a refusal names the function the caller called', () => {
  it('applyPlay, parsePlay and resolvePlay each name themselves when the position is a JSON copy', () => {
    const copy = JSON.parse(JSON.stringify(start())) as never;
    const answers: Array<[string, { ok: boolean; error?: { code: string; message: string } }]> = [
      ['applyPlay', applyPlay(copy, [3, 1], '8/5 6/5')],
      ['parsePlay', parsePlay(copy, [3, 1], '8/5 6/5')],
      ['resolvePlay', resolvePlay(copy, [3, 1], '8/5 6/5')],
    ];
    for (const [name, answer] of answers) {
      expect(answer.error?.code, name).toBe('invalid-argument');
      expect(answer.error?.message.startsWith(`${name}: position must be`), name).toBe(true);
    }
  });

  it('and when the play itself cannot be read', () => {
    const cycle: unknown[] = [];
    cycle.push(cycle);
    const answer = applyPlay(start(), [3, 1], cycle as never);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.message.startsWith('applyPlay: play')).toBe(true);
  });
});
