import { describe, expect, it } from 'vitest';
import {
  applyPlay,
  fromPositionString,
  positionFromSetup,
  startPosition,
  toPositionString,
  type NotationErrorCode,
  type Position,
  type SetupErrorCode,
} from '../../src/index.js';

/**
 * Position strings (issue 5, docs/notation.md "Position strings"): `variant turn | White | Black
 * [| extras]`, each side in that player's own numbering (G-2), extras for turn counts (LN-12) and
 * rule options that differ from the variant's defaults (docs/rules/rule-index.md#options names).
 */

function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function codeOf(text: string): string {
  const result = fromPositionString(text);
  return result.ok ? 'ok' : result.error.code;
}

const START = 'short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5';

describe('toPositionString', () => {
  it('writes the start positions of every variant (ST-1, LN-1, SO-2)', () => {
    expect(toPositionString(must(startPosition('short-tavla')))).toBe(START);
    expect(toPositionString(must(startPosition('long-nard')))).toBe('long-nard w | 24:15 | 24:15');
    expect(toPositionString(must(startPosition('crazy-gulbar')))).toBe('crazy-gulbar w | 24:15 | 24:15');
    expect(toPositionString(must(startPosition('six-one')))).toBe('six-one w | 12:15 | 12:15');
  });

  it('writes each side in its own numbering, bar first and off last, and the turns played once non-zero', () => {
    const after = must(applyPlay(must(startPosition('short-tavla')), [6, 4], '24/18 13/9'));
    expect(toPositionString(after)).toBe('short-tavla b | 24:1 18:1 13:4 9:1 8:3 6:5 | 24:2 13:5 8:3 6:5 | turns=1,0');
    const p = must(
      positionFromSetup({
        variant: 'short-tavla',
        turn: 'black',
        white: { points: { 6: 3, 1: 2 }, bar: 1, off: 9 },
        black: { points: { 20: 2, 18: 13 }, bar: 0 },
        turnsPlayed: { white: 12, black: 11 },
      }),
    );
    expect(toPositionString(p)).toBe('short-tavla b | bar:1 6:3 1:2 off:9 | 20:2 18:13 | turns=12,11');
  });

  it('LN-12: a long-nard position after one turn each carries its turn counts', () => {
    let p: Position = must(startPosition('long-nard'));
    p = must(applyPlay(p, [6, 5], '24/18 18/13'));
    p = must(applyPlay(p, [3, 1], '24/21 21/20'));
    expect(toPositionString(p)).toBe('long-nard w | 24:14 13:1 | 24:14 20:1 | turns=1,1');
    expect(must(fromPositionString(toPositionString(p))).turnsPlayed).toEqual({ white: 1, black: 1 });
  });

  it('writes only the options that differ from the defaults, typed, in the order of docs/rules/rule-index.md#options', () => {
    const p = must(
      startPosition('long-nard', {
        longNard: { blockCheck: 'everySubMove', headRule: true, headExceptionRolls: [6, 3], lastRollDraw: { drawScore: 'half' }, homeMars: { points: 4 }, koksPoints: 5 },
        bearOff: { higherDieRule: false },
      }),
    );
    expect(toPositionString(p)).toBe(
      'long-nard w | 24:15 | 24:15 | bearOff.higherDieRule=false longNard.headExceptionRolls=[6,3] longNard.blockCheck=everySubMove ' +
        'longNard.lastRollDraw={drawScore:half} longNard.koksPoints=5 longNard.homeMars={points:4}',
    );
  });

  it('a preset is written as the options it sets (positions keep options, not preset names)', () => {
    expect(toPositionString(must(startPosition('short-tavla', { preset: 'turkish' })))).toBe(`${START} | shortTavla.koks=false`);
    expect(toPositionString(must(startPosition('crazy-gulbar', { preset: 'bulgarian' })))).toBe(
      'crazy-gulbar w | 24:15 | 24:15 | longNard.headRule=false longNard.blockRule=false crazyGulbar.cascadeFromTurn=4 ' +
        'crazyGulbar.transferIfNothingPlayed=false crazyGulbar.bearOff=standard',
    );
    expect(toPositionString(must(startPosition('six-one', { sixOne: { doubles: 4, exactHome: true } })))).toBe(
      'six-one w | 12:15 | 12:15 | sixOne.exactHome=true sixOne.doubles=4',
    );
  });
});

describe('fromPositionString', () => {
  it('reads what toPositionString writes, and the presets and codes a person types', () => {
    expect(must(fromPositionString(START)).equals(must(startPosition('short-tavla')))).toBe(true);
    const turkish = must(fromPositionString('st w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5 | preset=turkish'));
    expect(turkish.options.shortTavla?.koks).toBe(false);
    expect(turkish.equals(must(startPosition('short-tavla', { preset: 'turkish' })))).toBe(true);
    // A named option wins over the preset, wherever it stands.
    const bulgarian = must(fromPositionString('cg w | 24:15 | 24:15 | longNard.headRule=true preset=bulgarian'));
    expect(bulgarian.options.longNard?.headRule).toBe(true);
    expect(bulgarian.options.crazyGulbar?.cascadeFromTurn).toBe(4);
    for (const [code, variant] of [['ST', 'short-tavla'], ['ln', 'long-nard'], ['Cg', 'crazy-gulbar'], ['so', 'six-one'], ['LONG-NARD', 'long-nard']] as const) {
      const points = variant === 'short-tavla' ? '24:2 13:5 8:3 6:5' : variant === 'six-one' ? '12:15' : '24:15';
      expect(must(fromPositionString(`${code} b | ${points} | ${points}`)).variant).toBe(variant);
    }
  });

  it('takes any whitespace between tokens, w/b or white/black in any case, an optional v1 tag, and zero counts', () => {
    const spaced = '  v1\tShort-Tavla   WHITE|24:2  13:5\n8:3 6:5|24:2 13:5 8:3 6:5   BAR:0 Off:0 ';
    expect(must(fromPositionString(spaced)).equals(must(startPosition('short-tavla')))).toBe(true);
    expect(must(fromPositionString(`${START} |`)).equals(must(startPosition('short-tavla')))).toBe(true);
    expect(must(fromPositionString('st black | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5')).turn).toBe('black');
  });

  it('option names and values are case-sensitive, as in docs/rules/rule-index.md#options', () => {
    expect(codeOf(`${START} | shortTavla.koks=false`)).toBe('ok');
    expect(codeOf(`${START} | shorttavla.koks=false`)).toBe('unknown-option');
    expect(codeOf(`${START} | shortTavla.koks=False`)).toBe('invalid-option');
  });

  it('reads option values of every kind: words, numbers, lists, small objects, null, quoted strings', () => {
    const p = must(
      fromPositionString(
        'ln w | 24:15 | 24:15 | longNard.headExceptionRolls=[] longNard.koksPoints=7 longNard.homeMars={"points":3} longNard.koks="inWinnerHome" longNard.lastRollDraw={drawScore:one}',
      ),
    );
    expect(p.options.longNard).toMatchObject({ headExceptionRolls: [], koksPoints: 7, homeMars: { points: 3 }, koks: 'inWinnerHome', lastRollDraw: { drawScore: 'one' } });
    expect(toPositionString(p)).toBe(
      'long-nard w | 24:15 | 24:15 | longNard.headExceptionRolls=[] longNard.lastRollDraw={drawScore:one} longNard.koks=inWinnerHome longNard.koksPoints=7 longNard.homeMars={points:3}',
    );
    expect(must(fromPositionString('ln w | 24:15 | 24:15 | longNard.homeMars=null')).equals(must(startPosition('long-nard')))).toBe(true);
  });

  it('returns frozen positions checked like every Setup', () => {
    const p = must(fromPositionString(START));
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.options)).toBe(true);
  });

  type Code = NotationErrorCode | SetupErrorCode;
  const REFUSED: readonly (readonly [string, Code, string])[] = [
    ['', 'malformed-position-string', 'no sections'],
    ['short-tavla w 24:2 13:5 8:3 6:5', 'malformed-position-string', 'one section'],
    [`${START} | turns=1,1 | x`, 'malformed-position-string', 'five sections'],
    ['short-tavla | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5', 'malformed-position-string', 'no player to move'],
    ['short-tavla w w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5', 'malformed-position-string', 'a third header token'],
    ['v2 short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5', 'malformed-position-string', 'a later version'],
    ['backgammon w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5', 'unknown-variant', 'unknown variant'],
    ['st red | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5', 'invalid-turn', 'not a player'],
    ['st w | 24:2 13:5 8:3 6 | 24:2 13:5 8:3 6:5', 'malformed-position-string', 'a point without count'],
    ['st w | 24:2 13:5 8:3 6:5:1 | 24:2 13:5 8:3 6:5', 'malformed-position-string', 'two colons'],
    ['st w | 24:2 13:5 8:3 six:5 | 24:2 13:5 8:3 6:5', 'invalid-point', 'a word for a point'],
    ['st w | 25:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5', 'invalid-point', 'point 25 (the bar is bar:)'],
    ['st w | 0:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5', 'invalid-point', 'point 0 (off is off:)'],
    ['so w | 13:15 | 12:15', 'invalid-point', 'six-one rows have 12 points (SO-1)'],
    ['st w | 24:2 13:5 8:3 6:-5 | 24:2 13:5 8:3 6:5', 'invalid-count', 'a negative count'],
    ['st w | 24:2 13:5 8:3 6:2.5 | 24:2 13:5 8:3 6:5', 'invalid-count', 'a fraction'],
    ['st w | 24:2 13:5 8:3 6:5 6:0 | 24:2 13:5 8:3 6:5', 'duplicate-entry', 'a point twice'],
    ['st w | bar:1 bar:1 24:1 13:5 8:3 6:4 | 24:2 13:5 8:3 6:5', 'duplicate-entry', 'the bar twice'],
    ['st w | 24:2 13:5 8:3 6:4 | 24:2 13:5 8:3 6:5', 'wrong-checker-count', '14 checkers (G-1)'],
    ['st w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5 off:1', 'wrong-checker-count', '16 checkers (G-1)'],
    ['st w | 24:2 13:5 8:3 6:5 | 1:2 13:5 8:3 6:5', 'shared-point', 'both on one point'],
    ['ln w | bar:1 24:14 | 24:15', 'bar-not-allowed', 'nothing is hit in long nard (LN-4)'],
    ['st w | off:15 | off:15', 'impossible-position', 'both borne off (G-15)'],
    [`${START} | turns=1`, 'invalid-turns-played', 'one turn count'],
    [`${START} | turns=-1,0`, 'invalid-turns-played', 'a negative turn count'],
    [`${START} | turns=1,0 turns=1,0`, 'duplicate-entry', 'turns twice'],
    [`${START} | turns`, 'malformed-position-string', 'an extra without value'],
    [`${START} | =1`, 'malformed-position-string', 'an extra without name'],
    [`${START} | koks=false`, 'unknown-option', 'an option without its section'],
    [`${START} | shortTavla.doubling=true`, 'unknown-option', 'an unknown field'],
    [`${START} | shortTavla.koks=yes`, 'invalid-option', 'a value the option does not allow'],
    [`${START} | shortTavla.koks=[true`, 'invalid-option', 'a value that cannot be read'],
    [`${START} | shortTavla.koks=true shortTavla.koks=true`, 'duplicate-entry', 'an option twice'],
    [`${START} | longNard.headRule=false`, 'option-not-for-variant', 'a section of another variant'],
    [`${START} | preset=greek`, 'unknown-preset', 'an unknown preset'],
    [`${START} | preset=turkish preset=standard`, 'duplicate-entry', 'preset twice'],
    [`${START} | __proto__.koks=1`, 'unknown-option', 'a prototype name'],
    [`${START} | constructor.name=1`, 'unknown-option', 'a name of Object.prototype'],
    [`${START} ${' '.repeat(2000)}`, 'input-too-long', 'more than 2000 characters'],
  ];

  for (const [text, code, why] of REFUSED) {
    it(`${why}: ${code}`, () => {
      expect(codeOf(text)).toBe(code);
    });
  }

  it('answers a value that is not a string with malformed-position-string', () => {
    for (const value of [null, undefined, 42, {}, ['st w | 6:15 | 6:15']]) {
      const result = fromPositionString(value as string);
      expect(!result.ok && result.error.code).toBe('malformed-position-string');
    }
  });

  it('error messages name the token at fault', () => {
    const result = fromPositionString('st w | 24:2 13:5 8:3 six:5 | 24:2 13:5 8:3 6:5');
    expect(!result.ok && result.error.message).toContain('six:5');
  });
});
