import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  applyPlay,
  legalPlays,
  legalSteps,
  positionFromSetup,
  startPosition,
  type Dice,
  type HitAndRun,
} from '../../src/index.js';
import { playableVariants } from '../../src/variants/index.js';
import { applyCode, codeOf, must, playsOf, position, shortSetup, start, stepText } from './helpers.js';

/**
 * docs/rules/short-tavla.md (ST-1 … ST-11): short tavla, i.e. backgammon as played in Russia and Turkey.
 * Positions are written in each player's own numbering (G-2); White is on roll unless a test
 * says otherwise; checkers not on the board or the bar are borne off (helpers.ts).
 */

const firstSteps = (p: ReturnType<typeof position>, dice: Dice): string[] => must(legalSteps(p, dice)).map(stepText).sort();

describe('ST-1 … ST-3 board', () => {
  it('ST-1: each player starts with 2 on his 24, 5 on 13, 3 on 8 and 5 on 6', () => {
    const p = start();
    for (const player of ['white', 'black'] as const) {
      expect([24, 13, 8, 6].map((pt) => p.checkers(player, pt))).toEqual([2, 5, 3, 5]);
      expect(p.bar(player)).toBe(0);
      expect(p.off(player)).toBe(0);
      expect(p.pipCount(player)).toBe(167);
    }
    expect(p.turn).toBe('white');
    expect(p.variant).toBe('short-tavla');
    expect(playableVariants()).toContain('short-tavla');
  });

  it('ST-1: in absolute coordinates White has a24:2 a13:5 a8:3 a6:5 and Black a1:2 a12:5 a17:3 a19:5', () => {
    const p = start();
    const expected = new Map<number, { player: 'white' | 'black'; count: number }>([
      [24, { player: 'white', count: 2 }],
      [13, { player: 'white', count: 5 }],
      [8, { player: 'white', count: 3 }],
      [6, { player: 'white', count: 5 }],
      [1, { player: 'black', count: 2 }],
      [12, { player: 'black', count: 5 }],
      [17, { player: 'black', count: 3 }],
      [19, { player: 'black', count: 5 }],
    ]);
    for (let a = 1; a <= 24; a++) expect(p.occupant(a)).toEqual(expected.get(a) ?? null);
    expect([24, 13, 8, 6].map((own) => p.absolutePoint('black', own))).toEqual([1, 12, 17, 19]);
  });

  it('ST-2: the players move in opposite directions, each from his 24 towards his 1', () => {
    const afterWhite = must(applyPlay(start(), [6, 5], '24/13'));
    // White's checker went from board point 24 down to 13.
    expect(afterWhite.occupant(24)).toEqual({ player: 'white', count: 1 });
    expect(afterWhite.occupant(13)).toEqual({ player: 'white', count: 6 });
    // Black's 24/13 goes from board point 1 up to 12.
    const afterBlack = must(applyPlay(afterWhite, [6, 5], '24/13'));
    expect(afterBlack.occupant(1)).toEqual({ player: 'black', count: 1 });
    expect(afterBlack.occupant(12)).toEqual({ player: 'black', count: 6 });
    // No step ever moves a checker backwards.
    expect(applyCode(start(), [6, 5], [{ from: 13, to: 18 }])).toBe('wrong-direction');
  });

  it('ST-3: home is 1-6: all home only when every checker is on 1-6, and only then can he bear off', () => {
    const home = position({ points: { 6: 10, 1: 5 } }, { points: { 6: 15 } });
    expect(home.allHome('white')).toBe(true);
    // One checker in the yard (7-12) and bearing off is not allowed.
    const yard = position({ points: { 7: 1, 6: 9, 1: 5 } }, { points: { 6: 15 } });
    expect(yard.allHome('white')).toBe(false);
    expect(applyCode(yard, [6, 1], [{ from: 6, to: 'off', die: 6 }, { from: 1, to: 'off', die: 1 }])).toBe('cannot-bear-off');
    // A checker on the bar is not home either.
    const bar = position({ points: { 6: 14 }, bar: 1 }, { points: { 12: 15 } });
    expect(bar.allHome('white')).toBe(false);
  });

  it("ST-3: the opponent's home (own 19-24) is where a checker on the bar enters", () => {
    const p = position({ points: { 6: 14 }, bar: 1 }, { points: { 12: 15 } });
    for (const [a, b] of ALL_ROLLS) {
      if (a === b) continue;
      expect(firstSteps(p, [a, b])).toEqual([`bar/${25 - a}:${a}`, `bar/${25 - b}:${b}`].sort());
    }
  });
});

describe('ST-4 … ST-5 open points and hitting', () => {
  // White: checkers on 13 and 11 (the rest on 1, not yet able to bear off).
  // Black: two on White's 7 (closed), a blot on White's 9 (open: it can be hit).
  const p = (): ReturnType<typeof position> => position({ points: { 13: 1, 11: 1, 1: 13 } }, { points: { 18: 2, 16: 1 } });

  it('ST-4: a point is open unless two or more opposing checkers are on it', () => {
    // 11/7 is closed (two Black checkers); 13/9* and 11/9* land on a lone Black checker and hit.
    // (13/11 would be legal on its own, but it leaves the 4 unplayable: G-9.)
    expect(firstSteps(p(), [4, 2])).toEqual(['11/9*:2', '13/9*:4']);
    expect(applyCode(p(), [4, 2], [{ from: 11, to: 7, die: 4 }, { from: 13, to: 11, die: 2 }])).toBe('point-blocked');
    // Own checkers never close a point: after 11/9*, the 4 lands 13/9 on White's own checker.
    expect(must(applyPlay(p(), [4, 2], '11/9* 13/9')).checkers('white', 9)).toBe(2);
  });

  it('ST-5: landing on a blot hits it and sends it to the bar', () => {
    const after = must(applyPlay(p(), [4, 2], '13/9* 11/9'));
    expect(after.bar('black')).toBe(1);
    expect(after.checkers('black', 16)).toBe(0);
    expect(after.checkers('white', 9)).toBe(2);
    const play = legalPlays(p(), [4, 2]).find((pl) => pl.position.equals(after));
    expect(play?.steps.map(stepText).sort()).toEqual(['11/9:2', '13/9*:4']);
  });

  it('ST-5: a hit on an intermediate landing counts too (24/18*/13)', () => {
    const q = position({ points: { 24: 1, 1: 14 } }, { points: { 7: 1 } });
    const hitting = legalPlays(q, [6, 5]).find((pl) => pl.position.bar('black') === 1);
    expect(hitting?.steps.map(stepText)).toEqual(['24/18*:6', '18/13:5']);
    expect(hitting?.position.checkers('white', 13)).toBe(1);
    // Two blots hit by one checker on the way.
    const r = position({ points: { 24: 1, 1: 14 } }, { points: { 7: 1, 13: 1 } });
    const both = legalPlays(r, [6, 6]).find((pl) => pl.position.bar('black') === 2);
    // 24/18*/12*/6, and with every checker home the fourth 6 bears it off.
    expect(legalPlays(r, [6, 6])).toHaveLength(1);
    expect(both?.steps.map(stepText)).toEqual(['24/18*:6', '18/12*:6', '12/6:6', '6/off:6']);
    expect(both?.position.checkers('black', 7)).toBe(0);
    expect(both?.position.checkers('black', 13)).toBe(0);
  });

  it('ST-5: the hit checker must re-enter before its owner moves anything else', () => {
    const after = must(applyPlay(p(), [4, 2], '13/9* 11/9'));
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(after, dice)) {
        if (play.steps.length > 0) expect(play.steps[0]!.from).toBe('bar');
      }
    }
  });
});

describe('ST-6 entering from the bar', () => {
  // The start position with one of White's back checkers on the bar.
  const hit = (): ReturnType<typeof position> =>
    position({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });

  it("ST-6 / §11 item 1: with 6-4 and Black's 6-point held, White enters with the 4 on 21, then plays the 6 with any checker", () => {
    expect(playsOf(hit(), [6, 4])).toEqual(['bar/15', 'bar/21 13/7', 'bar/21 24/18', 'bar/21 8/2']);
    expect(firstSteps(hit(), [6, 4])).toEqual(['bar/21:4']);
    expect(applyCode(hit(), [6, 4], [{ from: 'bar', to: 19, die: 6 }, { from: 24, to: 20, die: 4 }])).toBe('point-blocked');
  });

  it('ST-6: while a checker is on the bar, the only legal sub-moves are entries', () => {
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(hit(), dice)) {
        if (play.steps.length > 0) expect(play.steps[0]!.from).toBe('bar');
      }
    }
    expect(applyCode(hit(), [6, 4], '13/7 13/9')).toBe('must-enter-first');
    expect(codeOf(legalSteps(hit(), [6, 4], [{ from: 13, to: 7 }]))).toBe('must-enter-first');
  });

  it("ST-6: a die n enters on own point 25 − n (the opponent's n-point) when it is open", () => {
    // Black's 6-point is closed; his 1- to 5-points are open (on his 1-point, White's 24, stands a White checker).
    for (let n = 1; n <= 5; n++) {
      const dice: Dice = [n, n];
      const entered = legalPlays(hit(), dice).map((pl) => pl.steps[0]);
      for (const step of entered) expect(step).toMatchObject({ from: 'bar', to: 25 - n, die: n });
    }
    expect(playsOf(hit(), [6, 6])).toEqual(['']);
  });

  it('ST-6: if not all checkers can enter, as many enter as can and the rest of the roll is lost', () => {
    const twoOnBar = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    expect(playsOf(twoOnBar, [6, 4])).toEqual(['bar/21']);
    expect(must(applyPlay(twoOnBar, [6, 4], 'bar/21')).bar('white')).toBe(1);
    expect(playsOf(twoOnBar, [6, 6])).toEqual(['']);
    // Three on the bar, 4-4: three enter and the fourth 4 may be played by any checker.
    const threeOnBar = position({ points: { 13: 4, 8: 3, 6: 5 }, bar: 3 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    for (const play of legalPlays(threeOnBar, [4, 4])) {
      expect(play.steps.slice(0, 3).map(stepText)).toEqual(['bar/21:4', 'bar/21:4', 'bar/21:4']);
      expect(play.steps).toHaveLength(4);
    }
  });

  it('ST-6: once the last bar checker has entered, the unused dice are played normally, with any checker', () => {
    const twoOnBar = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    const plays = legalPlays(twoOnBar, [5, 5]);
    const movers = new Set<string>();
    for (const play of plays) {
      expect(play.steps.slice(0, 2).map(stepText)).toEqual(['bar/20:5', 'bar/20:5']);
      expect(play.steps).toHaveLength(4);
      for (const step of play.steps.slice(2)) movers.add(String(step.from));
    }
    // Both the entered checkers and checkers that were never on the bar move on
    // (6/1 is closed: Black's two back checkers are on White's 1).
    expect([...movers].sort()).toEqual(['13', '15', '20', '8']);
  });
});

describe('ST-7 … ST-8 stacking and bear-off', () => {
  it('ST-7: a point has no stacking limit', () => {
    const p = position({ points: { 9: 1, 6: 14 } }, { points: { 6: 15 } });
    const stacked = must(applyPlay(p, [2, 1], '9/6'));
    expect(stacked.checkers('white', 6)).toBe(15);
    expect(position({ points: { 24: 15 } }, { points: { 24: 15 } }).checkers('white', 24)).toBe(15);
  });

  it('ST-8: a checker hit during bear-off must re-enter and come home before bear-off resumes', () => {
    // White was bearing off (8 off) when a checker was hit. Black holds White's 2.
    const p = position({ points: { 6: 3, 5: 3 }, bar: 1 }, { points: { 23: 2 } });
    expect(playsOf(p, [6, 5])).toEqual(['bar/14', 'bar/19 6/1']);
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(p, dice)) expect(play.steps.some((s) => s.to === 'off')).toBe(false);
    }
    expect(applyCode(p, [6, 5], [{ from: 'bar', to: 20, die: 5 }, { from: 6, to: 'off', die: 6 }])).toBe('cannot-bear-off');
  });
});

describe('ST-9 hit-and-run (option shortTavla.hitAndRun)', () => {
  const at = (hitAndRun: HitAndRun) => ({ options: { shortTavla: { hitAndRun } } });
  // In White's home: a checker on 8 can hit Black's blot on White's 5 with the 3 and run on to 3
  // (where White has a checker) with the 2.
  const home = (h: HitAndRun): ReturnType<typeof position> =>
    position({ points: { 8: 1, 3: 1, 1: 13 } }, { points: { 20: 1 } }, at(h));
  // Outside the home: 24/18* hits on White's 18, and the 5 may carry the hitter on to 13,
  // where White has a checker of his own.
  const outer = (h: HitAndRun): ReturnType<typeof position> =>
    position({ points: { 24: 1, 13: 1, 1: 13 } }, { points: { 7: 1 } }, at(h));
  // The same, but White's 13 is empty.
  const lone = (h: HitAndRun): ReturnType<typeof position> => position({ points: { 24: 1, 1: 14 } }, { points: { 7: 1 } }, at(h));

  it("ST-9: the default is 'allowed': the hitting checker may move on", () => {
    expect(start().options.shortTavla?.hitAndRun).toBe('allowed');
    expect(playsOf(home('allowed'), [3, 2])).toEqual(['8/3', '8/5* 3/1', '8/5*/3', '8/6 3/off']);
    expect(playsOf(outer('allowed'), [6, 5])).toEqual(['13/2', '24/13', '24/18* 13/8', '24/18*/13', '24/19 13/7']);
    expect(applyPlay(home('allowed'), [3, 2], '8/5*/3').ok).toBe(true);
  });

  it("ST-9 'forbiddenInOwnHome': a checker that hit in the mover's home may not move again this turn", () => {
    expect(playsOf(home('forbiddenInOwnHome'), [3, 2])).toEqual(['8/3', '8/5* 3/1', '8/6 3/off']);
    expect(applyCode(home('forbiddenInOwnHome'), [3, 2], '8/5*/3')).toBe('hit-and-run');
    // A hit outside the home does not freeze the hitter.
    expect(playsOf(outer('forbiddenInOwnHome'), [6, 5])).toEqual(playsOf(outer('allowed'), [6, 5]));
  });

  it("ST-9 'forbiddenToOwnPoint': the hitter may not go on to hide on a point of its own", () => {
    expect(playsOf(home('forbiddenToOwnPoint'), [3, 2])).toEqual(['8/3', '8/5* 3/1', '8/6 3/off']);
    expect(playsOf(outer('forbiddenToOwnPoint'), [6, 5])).toEqual(['13/2', '24/13', '24/18* 13/8', '24/19 13/7']);
    expect(applyCode(outer('forbiddenToOwnPoint'), [6, 5], '24/18*/13')).toBe('hit-and-run');
    // Running on to an empty point is allowed.
    expect(playsOf(lone('forbiddenToOwnPoint'), [6, 5])).toEqual(['24/13', '24/18*/13']);
  });

  it('ST-9: legalSteps follows the house rule step by step', () => {
    const steps = [{ from: 8, to: 5 }] as const;
    expect(must(legalSteps(home('allowed'), [3, 2], steps)).map(stepText).sort()).toEqual(['3/1:2', '5/3:2']);
    expect(must(legalSteps(home('forbiddenInOwnHome'), [3, 2], steps)).map(stepText)).toEqual(['3/1:2']);
    expect(must(legalSteps(home('forbiddenToOwnPoint'), [3, 2], steps)).map(stepText)).toEqual(['3/1:2']);
  });

  it('ST-9: an unknown value is refused', () => {
    const bad = shortSetup({ points: { 6: 15 } }, { points: { 6: 15 } }, { options: { shortTavla: { hitAndRun: 'never' as HitAndRun } } });
    expect(codeOf(positionFromSetup(bad))).toBe('invalid-option');
  });
});

describe('ST-10 … ST-11 opening, scoring and cube (position-level parts)', () => {
  it('ST-10: the opening belongs to the game layer: a position starts with White to move and no turns played', () => {
    const p = start();
    expect(p.turn).toBe('white');
    expect(p.turnsPlayed).toEqual({ white: 0, black: 0 });
    // Position options have no opening section; an unknown section is refused by name.
    expect(codeOf(startPosition('short-tavla', { opening: { firstMove: 'winnerRerolls' } } as never))).toBe('unknown-option');
  });

  it('ST-11: koks (backgammon ×3) is a short tavla option, on by default and off in the Turkish preset', () => {
    expect(start().options.shortTavla?.koks).toBe(true);
    expect(start({ preset: 'turkish' }).options.shortTavla?.koks).toBe(false);
    expect(start({ shortTavla: { koks: false } }).options.shortTavla?.koks).toBe(false);
    expect(codeOf(startPosition('short-tavla', { shortTavla: { koks: 'yes' as never } }))).toBe('invalid-option');
    expect(codeOf(startPosition('short-tavla', { preset: 'russian-money' }))).toBe('unknown-preset');
    // The cube is not a position option.
    expect(codeOf(startPosition('short-tavla', { cube: { enabled: true } } as never))).toBe('unknown-option');
  });

  it('ST-11: options do not change which plays are legal unless they are move rules (koks is scoring only)', () => {
    const p = start({ preset: 'turkish' });
    for (const dice of ALL_ROLLS) expect(playsOf(p, dice)).toEqual(playsOf(start(), dice));
  });
});
