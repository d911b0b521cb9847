import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../src/core/dice.js';
import type { OptionsInput } from '../../src/variants/registry.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';
import { positionFromSetup } from '../../src/position/setup.js';
import { diceOrderings, stepsKey } from './literal.js';
import { referencePlays, referencePlaysFromSetup, type RefResult } from './reference-generator.js';

/**
 * Tests of the reference generator itself, so that "the fast generator agrees with the
 * reference" means something: published move counts (wildbg), the rule book's test vectors
 * (docs/rules/test-vectors.md) and one scenario per rule and option it implements.
 */

interface WildbgCase {
  readonly category: string;
  readonly positionId: string;
  readonly x: SetupSide;
  readonly o: SetupSide;
  readonly dice: [number, number];
  readonly count: number;
  readonly resultingPositions: number;
}

const wildbg = JSON.parse(readFileSync(new URL('../fixtures/wildbg/move-counts.json', import.meta.url), 'utf8')) as {
  cases: WildbgCase[];
};

/** White on turn; both sides in their own numbering (G-2). */
function white(whiteSide: SetupSide, blackSide: SetupSide, options?: OptionsInput): Setup {
  return { variant: 'short-tavla', turn: 'white', white: whiteSide, black: blackSide, ...(options ? { options } : {}) };
}

/** Runs the reference on a Setup after checking that the library accepts it. */
function plays(setup: Setup, dice: Dice): RefResult {
  const position = positionFromSetup(setup);
  if (!position.ok) throw new Error(position.error.message);
  return referencePlays(position.value, dice);
}

/** The resulting White side of each play, as "point:count ... bar off" for readable expectations. */
function whiteResults(result: RefResult): string[] {
  return result.plays
    .map((p) => {
      const side = p.setup.white;
      const points = Object.entries(side.points)
        .map(([point, n]) => `${point}:${n}`)
        .join(' ');
      return `${points} bar${side.bar ?? 0} off${side.off ?? 0} | black bar${p.setup.black.bar ?? 0}`;
    })
    .sort();
}

describe('reference generator: published counts', () => {
  it.each(wildbg.cases.map((c) => [c.category, c.positionId, c.dice.join('-'), c] as const))(
    'G-9 / G-9.5: wildbg %s %s %s gives the published number of distinct positions',
    (_category, _id, _dice, c) => {
      const result = referencePlaysFromSetup(white(c.x, c.o), c.dice);
      // wildbg's resultingPositions counts a forced pass as the one unchanged position (G-10).
      expect(result.plays).toHaveLength(c.resultingPositions);
      if (c.count === 0) expect(result.plays[0]!.sequences()).toEqual([[]]);
    },
  );
});

describe('reference generator: the rule book', () => {
  it('G-8: a double is four sub-moves and a mixed roll two; every ordering of the dice is tried', () => {
    expect(diceOrderings([4, 4, 4, 4])).toEqual([[4, 4, 4, 4]]);
    expect(diceOrderings([6, 3])).toEqual([
      [6, 3],
      [3, 6],
    ]);
    // Start position, 1-1: all four sub-moves are always playable.
    const start = white({ points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    const result = plays(start, [1, 1]);
    expect(result.maxLength).toBe(4);
    for (const play of result.plays) for (const s of play.sequences()) expect(s).toHaveLength(4);
  });

  it('ST-6 / §11.1: on the bar with 6-4 against a made 6-point, enter with the 4, then play the 6 with any checker', () => {
    const setup = white(
      { points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 },
      { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, // Black's 6-point is White's own 19
    );
    const result = plays(setup, [6, 4]);
    expect(result.maxLength).toBe(2);
    expect(result.plays.length).toBeGreaterThan(1);
    for (const play of result.plays) {
      for (const s of play.sequences()) {
        expect(s[0]).toEqual({ from: 'bar', to: 21, die: 4, hit: false });
        expect(s[1]!.die).toBe(6);
      }
    }
    // "Then play the 6 with any checker": also with the checker that just entered.
    expect(result.plays.some((p) => p.sequences().some((s) => stepsKey(s) === 'bar/21/4/0 21/15/6/0'))).toBe(true);
  });

  it('ST-6: a checker that cannot enter forfeits the roll (G-10: one empty play)', () => {
    const setup = white({ points: { 13: 14 }, bar: 1 }, { points: { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 }, off: 3 });
    const result = plays(setup, [6, 5]);
    expect(result.maxLength).toBe(0);
    expect(result.plays).toHaveLength(1);
    expect(result.plays[0]!.sequences()).toEqual([[]]);
    expect(result.plays[0]!.setup.turn).toBe('black');
  });

  it('ST-6: with two on the bar and one entry possible, enter one and forfeit the rest', () => {
    const setup = white({ points: { 13: 13 }, bar: 2 }, { points: { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2 }, off: 5 });
    const result = plays(setup, [6, 3]);
    expect(whiteResults(result)).toEqual(['13:13 19:1 bar1 off0 | black bar0']);
  });

  it('G-9.3 / §11.2: when either die but not both can be played, only the larger is legal; if only the smaller can, it must be', () => {
    // White's last checker outside home on 10; Black holds White's 1 (a1 = Black's 24).
    const either = white({ points: { 10: 1 }, off: 14 }, { points: { 24: 2, 6: 13 } });
    expect(whiteResults(plays(either, [6, 3]))).toEqual(['4:1 bar0 off14 | black bar0']);
    // Now Black also holds White's 4 (Black's 21): the 6 is blocked, so the 3 must be played.
    const smaller = white({ points: { 10: 1 }, off: 14 }, { points: { 24: 2, 21: 2, 6: 11 } });
    expect(whiteResults(plays(smaller, [6, 3]))).toEqual(['7:1 bar0 off14 | black bar0']);
  });

  it('G-9.6: bearing off the last checker counts as using all the dice, so a shorter finish is as legal as a longer one', () => {
    // White's last checker is on 3; a Black blot sits on White's 1 (Black's own 24).
    const setup = white({ points: { 3: 1 }, off: 14 }, { points: { 24: 1, 6: 14 } });
    const result = plays(setup, [3, 2]);
    expect(result.maxLength).toBe(2);
    // 3/off with the 3 alone (blot stays), or 3/1* then 1/off (blot hit).
    expect(whiteResults(result)).toEqual([' bar0 off15 | black bar0', ' bar0 off15 | black bar1']);
  });

  it('G-11: a checker that comes home earlier in the turn makes bear-off legal for the later sub-moves', () => {
    const setup = white({ points: { 7: 1, 1: 1 }, off: 13 }, { points: { 13: 15 } });
    const result = plays(setup, [6, 1]);
    expect(result.plays.some((p) => p.sequences().some((s) => stepsKey(s) === '7/6/1/0 6/off/6/0'))).toBe(true);
    // Bearing off before the last checker is home is never legal.
    for (const play of result.plays) for (const s of play.sequences()) expect(s[0]!.to).not.toBe('off');
  });

  it('G-12 / G-13: over-shoot bears off only from the highest point, and never while a checker stands higher than the die', () => {
    // Checkers on 6 and 1; Black holds White's 2 so 6/2 is blocked. A 4 can neither move the 6
    // nor bear off the 1 (a checker stands on 6, higher than 4): 4-4 is a forced pass.
    const blocked = white({ points: { 6: 1, 1: 1 }, off: 13 }, { points: { 23: 2, 13: 13 } });
    expect(plays(blocked, [4, 4]).maxLength).toBe(0);
    // Checkers on 3 and 2, roll 6-5: the 6 takes the 3 (highest), then the 5 takes the 2.
    const race = white({ points: { 3: 1, 2: 1 }, off: 13 }, { points: { 13: 15 } });
    const result = plays(race, [6, 5]);
    expect(whiteResults(result)).toEqual([' bar0 off15 | black bar0']);
    expect(result.plays[0]!.sequences().map(stepsKey).sort()).toEqual(['3/off/5/0 2/off/6/0', '3/off/6/0 2/off/5/0']);
  });

  it('G-13 option off (higherDieRule: false): only exact bear-offs', () => {
    const race = white({ points: { 3: 1, 2: 1 }, off: 13 }, { points: { 13: 15 } }, { bearOff: { higherDieRule: false } });
    const result = plays(race, [6, 5]);
    expect(result.maxLength).toBe(0);
    expect(result.plays).toHaveLength(1);
  });

  it('G-14 option off (allowMovesWithinHome: false): during bear-off no die may move a checker inside the home', () => {
    const base = { points: { 6: 1, 5: 1 }, off: 13 };
    const allowed = plays(white(base, { points: { 13: 15 } }), [1, 1]);
    expect(allowed.maxLength).toBe(4);
    const forbidden = plays(white(base, { points: { 13: 15 } }, { bearOff: { allowMovesWithinHome: false } }), [1, 1]);
    // A 1 cannot bear off (point 1 empty, checkers higher) and may not move inside: forfeit.
    expect(forbidden.maxLength).toBe(0);
  });

  it('ST-5: hitting on an intermediate landing point counts', () => {
    // A Black blot on White's 10 (Black's 15); White's checker on 13 plays 3 then 2.
    const setup = white({ points: { 13: 1, 6: 14 } }, { points: { 15: 1, 1: 14 } });
    const result = plays(setup, [3, 2]);
    expect(result.plays.some((p) => p.sequences().some((s) => stepsKey(s) === '13/10/3/1 10/8/2/0'))).toBe(true);
  });

  it("ST-9 'forbiddenInOwnHome': the checker that hit in its own home board may not move again this turn", () => {
    // White 8 and 6:2; a Black blot on White's 4 (Black's 21). 8/4*/2 hits in the home and runs.
    const sides = [{ points: { 8: 1, 6: 2, 13: 12 } }, { points: { 21: 1, 1: 14 } }] as const;
    const hitAndRunPosition = '2:1 6:2 13:12 bar0 off0 | black bar1';
    const run = (hitAndRun: 'allowed' | 'forbiddenInOwnHome' | 'forbiddenToOwnPoint'): string[] =>
      whiteResults(plays(white(sides[0], sides[1], { shortTavla: { hitAndRun } }), [4, 2]));
    expect(run('allowed')).toContain(hitAndRunPosition);
    expect(run('forbiddenToOwnPoint')).toContain(hitAndRunPosition); // 2 is an empty point
    expect(run('forbiddenInOwnHome')).not.toContain(hitAndRunPosition);
    // The other checkers still move: 8/4* and 6/4 is legal.
    expect(run('forbiddenInOwnHome')).toContain('4:2 6:1 13:12 bar0 off0 | black bar1');
  });

  it("ST-9 'forbiddenToOwnPoint': the checker that hit may not move on onto a point holding its own checkers", () => {
    // White 10 and 3:2; a Black blot on White's 7 (Black's 18). 10/7*/3 would hide on the 3-point.
    const sides = [{ points: { 10: 1, 3: 2, 13: 12 } }, { points: { 18: 1, 1: 14 } }] as const;
    const hide = '3:3 13:12 bar0 off0 | black bar1';
    const run = (hitAndRun: 'allowed' | 'forbiddenInOwnHome' | 'forbiddenToOwnPoint'): string[] =>
      whiteResults(plays(white(sides[0], sides[1], { shortTavla: { hitAndRun } }), [4, 3]));
    expect(run('allowed')).toContain(hide);
    expect(run('forbiddenInOwnHome')).toContain(hide); // the hit was on 7, outside the home
    expect(run('forbiddenToOwnPoint')).not.toContain(hide);
    // The hit itself stays legal: 10/7* with the 3 and 13/9 with the 4.
    expect(run('forbiddenToOwnPoint')).toContain('3:2 7:1 9:1 13:11 bar0 off0 | black bar1');
  });

  it('G-15: nothing is played once a player has borne off all fifteen checkers', () => {
    const over = referencePlaysFromSetup(white({ points: {}, off: 15 }, { points: { 6: 15 } }), [6, 5]);
    expect(over.gameOver).toBe(true);
    expect(over.plays).toHaveLength(0);
  });
});
