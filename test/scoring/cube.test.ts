import { describe, expect, it } from 'vitest';
import {
  automaticDouble,
  beaverRefusal,
  CENTRED_CUBE,
  doubleRefusal,
  gammonsCountSingle,
  offerDouble,
  raccoonRefusal,
  raisedValue,
  redouble,
  scoreDraw,
  scoreDrop,
  scoreWin,
  takeOffer,
  type CubeRules,
  type DoubleContext,
} from '../../src/index.js';

/** docs/rules/cube.md as pure functions: the reducer's tests (test/game) check the same rules in play. */

const RULES: CubeRules = {
  enabled: true,
  maxValue: 64,
  progression: 'geometric',
  beaver: true,
  raccoon: true,
  maxInstantRedoubles: 2,
  jacoby: false,
  jacobyCountsAutomaticDoubles: false,
  jacobyCountsResignations: true,
  automaticDoubles: 0,
  noGammonsOnceCubed: false,
};

function context(patch: Partial<DoubleContext> = {}): DoubleContext {
  return { rules: RULES, cube: CENTRED_CUBE, player: 'white', crawford: false, holland: false, extraTurn: false, ...patch };
}

describe('cube rules as pure functions', () => {
  it('CU-1: the cube starts centred at 1 and doubles 2, 4, 8, ...', () => {
    expect(CENTRED_CUBE).toEqual({ value: 1, owner: null });
    expect([1, 2, 4, 8, 16, 32].map((v) => raisedValue(v, RULES))).toEqual([2, 4, 8, 16, 32, 64]);
  });

  it('CU-2: either player may double a centred cube; only the owner an owned one', () => {
    expect(doubleRefusal(context({ player: 'white' }))).toBeNull();
    expect(doubleRefusal(context({ player: 'black' }))).toBeNull();
    const owned = { value: 2, owner: 'black' as const };
    expect(doubleRefusal(context({ cube: owned, player: 'white' }))).toBe('cube-not-yours');
    expect(doubleRefusal(context({ cube: owned, player: 'black' }))).toBeNull();
  });

  it('CU-2 INTERPRETATION: no double in the Crawford game, in the LN-15 extra turn, or with the cube off (CU-12)', () => {
    expect(doubleRefusal(context({ crawford: true }))).toBe('crawford-game');
    expect(doubleRefusal(context({ extraTurn: true }))).toBe('no-cube-in-extra-turn');
    expect(doubleRefusal(context({ rules: { ...RULES, enabled: false } }))).toBe('cube-disabled');
  });

  it('CU-3: a take doubles the cube and gives it to the taker; a drop scores the pre-double value as a single game', () => {
    const offer = offerDouble({ value: 2, owner: 'white' }, 'white', RULES);
    expect(offer).toEqual({ kind: 'double', offerer: 'white', offered: 4 });
    expect(takeOffer(offer)).toEqual({ value: 4, owner: 'black' });
    expect(scoreDrop('white', { value: 2, owner: 'white' }).points).toEqual({ white: 2, black: 0 });
  });

  it('CU-4: nothing may take the cube past its maximum; null is unlimited', () => {
    expect(doubleRefusal(context({ cube: { value: 64, owner: 'white' } }))).toBe('cube-at-maximum');
    expect(doubleRefusal(context({ cube: { value: 32, owner: 'white' } }))).toBeNull();
    expect(doubleRefusal(context({ cube: { value: 64, owner: 'white' }, rules: { ...RULES, maxValue: null } }))).toBeNull();
    expect(beaverRefusal(RULES, { kind: 'double', offerer: 'white', offered: 64 })).toBe('cube-at-maximum');
    expect(automaticDouble({ value: 64, owner: null }, { ...RULES, automaticDoubles: 9 }, 0)).toBeNull();
  });

  it("CU-5: 'arithmetic' raises the stake by one (1, 2, 3, 4, ...)", () => {
    const arithmetic = { ...RULES, progression: 'arithmetic' as const };
    expect([1, 2, 3].map((v) => raisedValue(v, arithmetic))).toEqual([2, 3, 4]);
    expect(offerDouble({ value: 3, owner: 'black' }, 'black', arithmetic).offered).toBe(4);
  });

  it('CU-6: a beaver keeps the cube with the beaverer at the doubled value and offers twice that', () => {
    const offer = offerDouble(CENTRED_CUBE, 'white', RULES);
    expect(beaverRefusal(RULES, offer)).toBeNull();
    const beaver = redouble(offer, 'beaver', RULES);
    expect(beaver.cube).toEqual({ value: 2, owner: 'black' });
    expect(beaver.offer).toEqual({ kind: 'beaver', offerer: 'black', offered: 4 });
    expect(takeOffer(beaver.offer)).toEqual({ value: 4, owner: 'black' });
    // Refusing the beaver costs the pre-beaver value, the value after the original double.
    expect(scoreDrop('black', beaver.cube).points).toEqual({ white: 0, black: 2 });
    expect(beaverRefusal({ ...RULES, beaver: false }, offer)).toBe('beaver-not-allowed');
    expect(beaverRefusal(RULES, beaver.offer)).toBe('beaver-not-allowed');
  });

  it('CU-7: a raccoon answers a beaver; ownership stays with the beaverer', () => {
    const beaver = redouble(offerDouble(CENTRED_CUBE, 'white', RULES), 'beaver', RULES);
    expect(raccoonRefusal(RULES, beaver.offer)).toBeNull();
    const raccoon = redouble(beaver.offer, 'raccoon', RULES);
    expect(raccoon.cube).toEqual({ value: 4, owner: 'black' });
    expect(raccoon.offer).toEqual({ kind: 'raccoon', offerer: 'white', offered: 8 });
    expect(takeOffer(raccoon.offer)).toEqual({ value: 8, owner: 'black' });
    expect(raccoonRefusal({ ...RULES, raccoon: false }, beaver.offer)).toBe('raccoon-not-allowed');
    expect(raccoonRefusal(RULES, offerDouble(CENTRED_CUBE, 'white', RULES))).toBe('raccoon-not-allowed');
  });

  it('CU-7 OPTION maxInstantRedoubles: further animals by turns, counted on the offer, the cube always the beaverer\'s', () => {
    const rules = { ...RULES, maxInstantRedoubles: 4 };
    const beaver = redouble(offerDouble(CENTRED_CUBE, 'white', rules), 'beaver', rules);
    const raccoon = redouble(beaver.offer, 'raccoon', rules);
    expect(raccoonRefusal(RULES, raccoon.offer)).toBe('raccoon-not-allowed'); // the default, 2
    expect(raccoonRefusal(rules, raccoon.offer)).toBeNull();
    const third = redouble(raccoon.offer, 'raccoon', rules);
    expect(third.cube).toEqual({ value: 8, owner: 'black' });
    expect(third.offer).toEqual({ kind: 'raccoon', offerer: 'black', offered: 16, redoubles: 3 });
    expect(takeOffer(third.offer)).toEqual({ value: 16, owner: 'black' });
    const fourth = redouble(third.offer, 'raccoon', rules);
    expect(fourth.offer).toEqual({ kind: 'raccoon', offerer: 'white', offered: 32, redoubles: 4 });
    expect(takeOffer(fourth.offer)).toEqual({ value: 32, owner: 'black' });
    expect(raccoonRefusal(rules, fourth.offer)).toBe('raccoon-not-allowed');
    expect(raccoonRefusal({ ...rules, maxInstantRedoubles: 5, maxValue: 32 }, fourth.offer)).toBe('cube-at-maximum');
    // The kind follows the count: a beaver answers a double, a raccoon everything after it.
    expect(() => redouble(raccoon.offer, 'beaver', rules)).toThrow(/redouble: kind/);
    expect(() => redouble(offerDouble(CENTRED_CUBE, 'white', rules), 'raccoon', rules)).toThrow(/redouble: kind/);
    expect(() => takeOffer({ ...third.offer, redoubles: 41 })).toThrow(TypeError);
    expect(() => redouble({ ...third.offer, redoubles: 40 }, 'raccoon', rules)).toThrow(/redouble: offer/);
  });

  it('CU-8: Jacoby counts mars and koks single while the cube is centred, automatic doubles included unless counted', () => {
    const jacoby = { ...RULES, jacoby: true };
    expect(gammonsCountSingle(CENTRED_CUBE, jacoby)).toBe(true);
    expect(gammonsCountSingle({ value: 2, owner: null }, jacoby)).toBe(true);
    expect(gammonsCountSingle({ value: 2, owner: null }, { ...jacoby, jacobyCountsAutomaticDoubles: true })).toBe(false);
    expect(gammonsCountSingle({ value: 2, owner: 'white' }, jacoby)).toBe(false);
    expect(scoreWin('white', 'koks', 3, CENTRED_CUBE, jacoby, 'bear-off')).toMatchObject({ multiplier: 1, single: true, points: { white: 1, black: 0 } });
    expect(scoreWin('white', 'koks', 3, { value: 2, owner: 'black' }, jacoby, 'bear-off').points).toEqual({ white: 6, black: 0 });
  });

  it('CU-8 / SC-8: a conceded mars or koks counts single too, unless jacobyCountsResignations is off (GNU Backgammon)', () => {
    const jacoby = { ...RULES, jacoby: true };
    const gnubg = { ...jacoby, jacobyCountsResignations: false };
    expect(gammonsCountSingle(CENTRED_CUBE, jacoby, true)).toBe(true);
    expect(gammonsCountSingle(CENTRED_CUBE, gnubg, true)).toBe(false);
    expect(gammonsCountSingle(CENTRED_CUBE, gnubg)).toBe(true);
    expect(scoreWin('white', 'mars', 2, CENTRED_CUBE, jacoby, 'resignation')).toMatchObject({ multiplier: 1, single: true, points: { white: 1, black: 0 } });
    expect(scoreWin('white', 'mars', 2, CENTRED_CUBE, gnubg, 'resignation')).toMatchObject({ multiplier: 2, single: false, points: { white: 2, black: 0 } });
    expect(scoreWin('white', 'mars', 2, CENTRED_CUBE, gnubg, 'bear-off')).toMatchObject({ multiplier: 1, single: true });
    // CU-13 is not Jacoby: it still counts a resignation on a turned cube single.
    expect(scoreWin('white', 'mars', 2, { value: 2, owner: 'black' }, { ...gnubg, noGammonsOnceCubed: true }, 'resignation').single).toBe(true);
    expect(() => gammonsCountSingle(CENTRED_CUBE, jacoby, 'yes' as never)).toThrow(TypeError);
  });

  it('CU-9: an opening tie doubles the cube, which stays centred, up to the limit per game', () => {
    const rules = { ...RULES, automaticDoubles: 1 };
    expect(automaticDouble(CENTRED_CUBE, rules, 0)).toEqual({ value: 2, owner: null });
    expect(automaticDouble({ value: 2, owner: null }, rules, 1)).toBeNull();
    expect(automaticDouble(CENTRED_CUBE, RULES, 0)).toBeNull();
  });

  it('CU-13: noGammonsOnceCubed (not adopted, off by default) counts mars single once the cube was turned', () => {
    const rules = { ...RULES, noGammonsOnceCubed: true };
    expect(scoreWin('black', 'mars', 2, { value: 2, owner: 'white' }, rules, 'bear-off').points).toEqual({ white: 0, black: 2 });
    expect(scoreWin('black', 'mars', 2, CENTRED_CUBE, rules, 'bear-off').points).toEqual({ white: 0, black: 2 });
    expect(scoreWin('black', 'mars', 2, { value: 2, owner: 'white' }, RULES, 'bear-off').points).toEqual({ white: 0, black: 4 });
  });

  it('SC-1: points are the multiplier times the cube', () => {
    expect(scoreWin('white', 'mars', 2, { value: 4, owner: 'black' }, RULES, 'bear-off')).toEqual({
      winner: 'white',
      kind: 'mars',
      end: 'bear-off',
      multiplier: 2,
      cube: 4,
      single: false,
      points: { white: 8, black: 0 },
    });
  });

  it('SC-9: a draw scores drawScore to each player and ignores the cube', () => {
    expect(scoreDraw('half').points).toEqual({ white: 0.5, black: 0.5 });
    expect(scoreDraw('one')).toMatchObject({ winner: null, kind: 'draw', cube: 1, points: { white: 1, black: 1 } });
  });
});

describe('cube helpers given a value they cannot read (docs/errors.md, "Wrong types")', () => {
  const message = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(TypeError);
      return (e as TypeError).message;
    }
    throw new Error('no TypeError');
  };

  it('say why the argument could not be read, then what it must be', () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const huge = { value: 2, owner: 'white', extra: new Array<number>(20_000).fill(0) };
    const read = message(() => scoreDrop('white', revoked.proxy as never));
    expect(read).toMatch(/^scoreDrop: cube could not be read: reading it failed \(a throwing getter, a revoked Proxy or a cycle\); it must be \{ value: /);
    const large = message(() => offerDouble(huge as never, 'white', { progression: 'doubling' } as never));
    expect(large).toMatch(/^offerDouble: cube could not be read: it is nested too deeply or is too large; it must be \{ value: /);
  });
});
