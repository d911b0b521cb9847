import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  applyPlay,
  beginTurn,
  formatPlay,
  gnubgPositionId,
  legalPlays,
  legalSteps,
  parsePlay,
  playsFor,
  positionFromGnubgId,
  positionFromSetup,
  positionToSetup,
  resolvePlay,
  startPosition,
  validateDice,
  type Setup,
} from '../../src/index.js';
import { must, position, shortSetup, start } from '../rules/helpers.js';

/** The Position value: queries, its Setup, and immutability. */

// A middle-game position with something everywhere: White has a checker on the bar, Black has borne off two.
const busy = (): ReturnType<typeof position> =>
  position({ points: { 24: 1, 20: 2, 13: 3, 8: 2, 6: 4, 5: 2 }, bar: 1 }, { points: { 21: 2, 13: 4, 8: 3, 6: 3, 4: 1 }, off: 2 });

describe('Position queries', () => {
  it('checkers, bar and off, in each player’s own numbering', () => {
    const p = busy();
    expect(p.checkers('white', 20)).toBe(2);
    expect(p.checkers('white', 'bar')).toBe(1);
    expect(p.bar('white')).toBe(1);
    expect(p.checkers('black', 'off')).toBe(2);
    expect(p.off('black')).toBe(2);
    expect(p.off('white')).toBe(0);
    expect(p.checkers('black', 4)).toBe(1);
    expect(p.checkers('black', 5)).toBe(0);
    // Not a point: nothing there.
    expect(p.checkers('white', 2.5)).toBe(0);
    expect(p.checkers('white', -1)).toBe(0);
    expect(p.checkers('white', 26)).toBe(0);
  });

  it('occupant, ownPoint and absolutePoint convert between own and board numbering (G-3)', () => {
    const p = busy();
    expect(p.occupant(20)).toEqual({ player: 'white', count: 2 });
    expect(p.occupant(4)).toEqual({ player: 'black', count: 2 }); // Black's 21
    expect(p.occupant(21)).toEqual({ player: 'black', count: 1 }); // Black's 4
    expect(p.occupant(23)).toBeNull();
    for (const bad of [0, 25, 1.5, Number.NaN]) {
      expect(p.occupant(bad)).toBeNull();
      expect(p.ownPoint('white', bad)).toBeNull();
      expect(p.absolutePoint('black', bad)).toBeNull();
    }
    expect(p.ownPoint('black', 4)).toBe(21);
    expect(p.absolutePoint('black', 21)).toBe(4);
  });

  it('pipCount: 167 each at the start; the bar counts 25', () => {
    expect(start().pipCount('white')).toBe(167);
    expect(start().pipCount('black')).toBe(167);
    const p = busy();
    expect(p.pipCount('white')).toBe(25 + 24 + 40 + 39 + 16 + 24 + 10);
    expect(p.pipCount('black')).toBe(42 + 52 + 24 + 18 + 4);
  });

  it('allHome, hasWon and winner', () => {
    expect(start().allHome('white')).toBe(false);
    const home = position({ points: { 6: 5, 1: 5 } }, { points: { 13: 15 } });
    expect(home.allHome('white')).toBe(true);
    expect(home.allHome('black')).toBe(false);
    expect(home.hasWon('white')).toBe(false);
    expect(home.winner()).toBeNull();
    const won = position({ points: {} }, { points: { 6: 15 } });
    expect(won.hasWon('white')).toBe(true);
    expect(won.allHome('white')).toBe(true);
    expect(won.winner()).toBe('white');
    expect(position({ points: { 6: 15 } }, { points: {} }).winner()).toBe('black');
  });

  it('hasContact: true at the start, false in a race, true while a checker on the bar still has to pass', () => {
    expect(start().hasContact()).toBe(true);
    const race = position({ points: { 6: 10, 10: 5 } }, { points: { 6: 10, 11: 5 } });
    expect(race.hasContact()).toBe(false);
    // Black's checker on his 20 (White's 5) still has to pass White's checkers on 6 and 10.
    const passing = position({ points: { 6: 10, 10: 5 } }, { points: { 6: 10, 11: 4, 20: 1 } });
    expect(passing.hasContact()).toBe(true);
    const onBar = position({ points: { 6: 15 } }, { points: { 6: 14 }, bar: 1 });
    expect(onBar.hasContact()).toBe(true);
    expect(must(applyPlay(start(), [6, 5], '24/13')).hasContact()).toBe(true);
  });

  it('equals compares variant, options, turn, turn counts and checkers', () => {
    expect(start().equals(start())).toBe(true);
    expect(start().equals(start().withTurn('black'))).toBe(false);
    expect(start().equals(start({ preset: 'turkish' }))).toBe(false);
    expect(start().equals(start({ shortTavla: { koks: true } }))).toBe(true);
    expect(start().equals(position({ points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { turnsPlayed: { white: 1, black: 0 } }))).toBe(false);
    expect(start().equals(must(positionFromGnubgId('4HPwATDgc/ABMA')))).toBe(true);
    expect(start().equals(busy())).toBe(false);
  });

  it('withTurn gives the same checkers with the other player to move', () => {
    const p = busy().withTurn('black');
    expect(p.turn).toBe('black');
    expect(positionToSetup(p).white).toEqual(positionToSetup(busy()).white);
    expect(busy().withTurn('white').equals(busy())).toBe(true);
    // Black now rolls: his own 24/18 etc.
    expect(legalPlays(p, [6, 5]).length).toBeGreaterThan(0);
  });

  it('toJSON writes the Setup, so JSON.stringify(position) is plain data that reads back', () => {
    const p = busy();
    const json = JSON.stringify(p);
    expect(JSON.parse(json)).toEqual(positionToSetup(p));
    expect(must(positionFromSetup(JSON.parse(json) as Setup)).equals(p)).toBe(true);
    expect(JSON.parse(JSON.stringify(start()))).toEqual({
      variant: 'short-tavla',
      turn: 'white',
      white: { points: { 6: 5, 8: 3, 13: 5, 24: 2 }, bar: 0, off: 0 },
      black: { points: { 6: 5, 8: 3, 13: 5, 24: 2 }, bar: 0, off: 0 },
      turnsPlayed: { white: 0, black: 0 },
      options: { bearOff: { higherDieRule: true, allowMovesWithinHome: true }, shortTavla: { koks: true, hitAndRun: 'allowed', setup: 'standard', hyperCheckers: 3, gammonRule: 'noneBorneOff' } },
    });
  });
});

describe('positionToSetup and positionFromSetup are exact inverses', () => {
  const setups: Setup[] = [
    shortSetup({ points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }),
    shortSetup({ points: { 24: 1, 20: 2, 13: 3, 8: 2, 6: 4, 5: 2 }, bar: 1 }, { points: { 21: 2, 13: 4, 8: 3, 6: 3, 4: 1 }, off: 2 }, { turn: 'black' }),
    shortSetup({ points: { 3: 1 } }, { points: { 23: 1, 6: 5 } }, { turnsPlayed: { white: 30, black: 29 }, options: { preset: 'turkish' } }),
    shortSetup({ points: {} }, { points: { 1: 15 } }, { options: { bearOff: { higherDieRule: false, allowMovesWithinHome: false }, shortTavla: { hitAndRun: 'forbiddenToOwnPoint' } } }),
  ];

  it.each(setups.map((s, i) => [i, s] as const))('setup %i → position → setup → position', (_, setup) => {
    const p = must(positionFromSetup(setup));
    const written = positionToSetup(p);
    const again = must(positionFromSetup(written));
    expect(again.equals(p)).toBe(true);
    // And the written Setup is stable: writing the re-read position gives the same data.
    expect(positionToSetup(again)).toEqual(written);
    expect(written.white).toEqual({ points: setup.white.points, bar: setup.white.bar ?? 0, off: setup.white.off ?? 0 });
    expect(written.turn).toBe(setup.turn);
    expect(written.turnsPlayed).toEqual(setup.turnsPlayed ?? { white: 0, black: 0 });
  });

  it('holds for every position after every play from the start', () => {
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(start(), dice)) {
        expect(must(positionFromSetup(positionToSetup(play.position))).equals(play.position)).toBe(true);
      }
    }
  });
});

describe('immutability', () => {
  it('positions, options, turn counts, plays and steps are frozen', () => {
    const p = busy();
    expect(Object.isFrozen(p)).toBe(true);
    expect(Object.isFrozen(p.options)).toBe(true);
    expect(Object.isFrozen(p.options.bearOff)).toBe(true);
    expect(Object.isFrozen(p.options.shortTavla)).toBe(true);
    expect(Object.isFrozen(p.turnsPlayed)).toBe(true);
    const plays = legalPlays(p, [6, 4]);
    expect(Object.isFrozen(plays)).toBe(true);
    for (const play of plays) {
      expect(Object.isFrozen(play)).toBe(true);
      expect(Object.isFrozen(play.steps)).toBe(true);
      for (const step of play.steps) expect(Object.isFrozen(step)).toBe(true);
      expect(Object.isFrozen(play.position.turnsPlayed)).toBe(true);
    }
    expect(Object.isFrozen(must(legalSteps(p, [6, 4])))).toBe(true);
  });

  it('assignments throw in strict mode and change nothing', () => {
    const p = busy();
    const before = JSON.stringify(p);
    const mutable = p as unknown as Record<string, unknown>;
    expect(() => {
      mutable['turn'] = 'black';
    }).toThrow(TypeError);
    expect(() => {
      (p.options.bearOff as unknown as Record<string, unknown>)['higherDieRule'] = false;
    }).toThrow(TypeError);
    expect(() => {
      (p.turnsPlayed as unknown as Record<string, unknown>)['white'] = 9;
    }).toThrow(TypeError);
    const [play] = legalPlays(p, [6, 4]);
    expect(() => {
      (play!.steps as unknown as unknown[]).push(play!.steps[0]);
    }).toThrow(TypeError);
    expect(() => {
      (play!.steps[0] as unknown as Record<string, unknown>)['from'] = 3;
    }).toThrow(TypeError);
    expect(JSON.stringify(p)).toBe(before);
  });

  it('the Setup written by positionToSetup is a copy: changing it does not change the position', () => {
    const p = start();
    const setup = positionToSetup(p) as unknown as { white: { points: Record<number, number> }; options: { bearOff: { higherDieRule: boolean } } };
    setup.white.points[24] = 7;
    setup.options.bearOff.higherDieRule = false;
    expect(p.checkers('white', 24)).toBe(2);
    expect(p.options.bearOff?.higherDieRule).toBe(true);
  });

  it('no function mutates its arguments (all arguments deep-frozen; strict mode would throw)', () => {
    const deepFreeze = <T>(value: T): T => {
      if (typeof value === 'object' && value !== null) {
        for (const inner of Object.values(value)) deepFreeze(inner);
        Object.freeze(value);
      }
      return value;
    };
    const options = deepFreeze({ bearOff: { higherDieRule: true }, shortTavla: { hitAndRun: 'allowed' as const } });
    const setup = deepFreeze(
      shortSetup({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { options }),
    );
    const snapshot = JSON.stringify(setup);
    const p = must(positionFromSetup(setup));
    const dice = deepFreeze([6, 4] as const);
    const steps = deepFreeze([{ from: 'bar' as const, to: 21 }]);
    const [play] = legalPlays(p, dice);
    expect(play).toBeDefined();
    deepFreeze(play);
    expect(playsFor(p, dice).ok).toBe(true);
    expect(must(legalSteps(p, dice, steps)).length).toBeGreaterThan(0);
    expect(applyPlay(p, dice, play!).ok).toBe(true);
    expect(applyPlay(p, dice, play!.steps).ok).toBe(true);
    expect(resolvePlay(p, dice, formatPlay(play!)).ok).toBe(true);
    expect(parsePlay(p, dice, formatPlay(play!)).ok).toBe(true);
    expect(beginTurn(p, dice).ok).toBe(true);
    expect(validateDice(dice).ok).toBe(true);
    expect(gnubgPositionId(p)).toHaveLength(14);
    expect(must(startPosition('short-tavla', options)).options.shortTavla?.hitAndRun).toBe('allowed');
    expect(JSON.stringify(setup)).toBe(snapshot);
    expect(dice).toEqual([6, 4]);
    expect(steps).toEqual([{ from: 'bar', to: 21 }]);
    // The position did not keep a reference to the caller's options either.
    expect(p.options).not.toBe(options);
    expect(Object.isFrozen(options)).toBe(true);
  });

  it("a caller's unfrozen options object is neither frozen nor changed by the library", () => {
    const options = { bearOff: { higherDieRule: false } };
    const p = must(startPosition('short-tavla', options));
    expect(Object.isFrozen(options)).toBe(false);
    expect(Object.isFrozen(options.bearOff)).toBe(false);
    expect(options).toEqual({ bearOff: { higherDieRule: false } });
    options.bearOff.higherDieRule = true;
    expect(p.options.bearOff?.higherDieRule).toBe(false);
  });
});
