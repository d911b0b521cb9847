import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  formatPlay,
  legalPlays,
  parsePlay,
  positionFromGnubgId,
  type Dice,
  type Position,
  type Step,
} from '../../src/index.js';
import { must, position, start } from '../rules/helpers.js';

/** Move notation in GNU Backgammon's style: formatPlay writes it, parsePlay reads any equivalent spelling. */

const step = (from: Step['from'], to: Step['to'], die: number, hit = false): Step => ({ from, to, die, hit });

describe('formatPlay writes GNU Backgammon notation', () => {
  it.each<[string, Step[]]>([
    ['24/18 13/11*', [step(24, 18, 6), step(13, 11, 2, true)]],
    ['24/18 13/11*', [step(13, 11, 2, true), step(24, 18, 6)]],
    ['bar/22', [step('bar', 22, 3)]],
    ['bar/22* 13/7', [step('bar', 22, 3, true), step(13, 7, 6)]],
    ['6/off', [step(6, 'off', 6)]],
    ['6/off(2)', [step(6, 'off', 6), step(6, 'off', 6)]],
    ['13/7(2)', [step(13, 7, 6), step(13, 7, 6)]],
    ['24/18(2) 13/7(2)', [step(13, 7, 6), step(24, 18, 6), step(13, 7, 6), step(24, 18, 6)]],
    ['24/18*/13', [step(24, 18, 6, true), step(18, 13, 5)]],
    ['24/13*', [step(24, 18, 6), step(18, 13, 5, true)]],
    ['24/13', [step(24, 18, 6), step(18, 13, 5)]],
    ['24/18*/13*', [step(24, 18, 6, true), step(18, 13, 5, true)]],
    ['8/5 6/5', [step(8, 5, 3), step(6, 5, 1)]],
    ['', []],
  ])('%j', (text, steps) => {
    expect(formatPlay({ steps })).toBe(text);
  });

  it('names the plays of real positions', () => {
    // A Black blot on White's 11 (his 14): 6-2 can hit it.
    const p = position({ points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { points: { 24: 2, 14: 1, 13: 4, 8: 3, 6: 5 } });
    expect(legalPlays(p, [6, 2]).map(formatPlay)).toContain('24/18 13/11*');
    expect(legalPlays(start(), [6, 6]).map(formatPlay)).toContain('13/7(2) 8/2(2)');
    const onBar = position({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    expect(legalPlays(onBar, [6, 3]).map(formatPlay).sort()).toEqual(['bar/16', 'bar/22 13/7', 'bar/22 24/18', 'bar/22 8/2'].sort());
    const home = position({ points: { 6: 2, 5: 1 } }, { points: { 6: 2 } });
    expect(legalPlays(home, [6, 5]).map(formatPlay).sort()).toEqual(['6/1 6/off', '6/off 5/off']);
  });

  it('writes a list of steps alone as the play of those steps (a play action holds a step list)', () => {
    for (const play of legalPlays(start(), [6, 5])) expect(formatPlay(play.steps)).toBe(formatPlay(play));
    expect(formatPlay([])).toBe('');
    expect(() => formatPlay([{ from: 30, to: 1 }] as never)).toThrow(TypeError);
  });
});

describe('parsePlay reads any equivalent spelling', () => {
  const same = (p: Position, dice: Dice, spellings: readonly string[]): void => {
    const first = must(parsePlay(p, dice, spellings[0]!));
    for (const text of spellings) expect(must(parsePlay(p, dice, text)).position.equals(first.position)).toBe(true);
  };

  it('a path with or without its intermediate point', () => {
    same(start(), [6, 5], ['24/13', '24/18/13', '24/18 18/13']);
  });

  it('repeated moves written out or counted', () => {
    same(start(), [2, 2], ['13/11(2) 6/4(2)', '13/11 13/11 6/4 6/4', '13/11(2) 6/4 6/4']);
    same(start(), [2, 2], ['13/9 6/2', '13/11/9 6/4/2', '13/11 11/9 6/4 4/2']);
    expect(must(parsePlay(start(), [2, 2], '13/11(2) 6/4(2)')).position.checkers('white', 11)).toBe(2);
    expect(must(parsePlay(start(), [2, 2], '13/9 6/2')).position.checkers('white', 9)).toBe(1);
  });

  it('moves in any order', () => {
    same(start(), [6, 5], ['24/18 13/8', '13/8 24/18']);
    same(start(), [2, 2], ['6/4(2) 13/11(2)', '13/11 6/4 13/11 6/4']);
  });

  it('any letter case, bar as 25 and off as 0, / or - between points, spaces or commas between moves', () => {
    const onBar = position({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    same(onBar, [3, 1], ['bar/22 6/5', 'BAR/22 6/5', 'Bar/22 6/5', '25/22 6/5', 'bar-22 6-5', 'bar/22, 6/5', '  bar/22   6/5  ']);
    const home = position({ points: { 6: 2, 5: 1 } }, { points: { 6: 2 } });
    same(home, [6, 5], ['6/off 5/off', '6/OFF 5/Off', '6/0 5/0', '5/off 6/off']);
  });

  it('a hit may be marked with * but a mark where nothing is hit is refused', () => {
    const p = position({ points: { 24: 1, 13: 1, 1: 13 } }, { points: { 7: 1 } });
    expect(must(parsePlay(p, [6, 5], '24/18*/13')).position.bar('black')).toBe(1);
    expect(must(parsePlay(p, [6, 5], '24/18/13')).position.bar('black')).toBe(1);
    expect(parsePlay(p, [6, 5], '24/19*/13').ok).toBe(false);
  });

  it('an intermediate point left unwritten did not hit (GNU Backgammon marks every hit)', () => {
    // Black has a blot on White's 18: 24/13 is 24/19/13, and 24/18*/13 must be written so.
    const p = position({ points: { 24: 1, 1: 14 } }, { points: { 7: 1 } });
    expect(must(parsePlay(p, [6, 5], '24/13')).position.bar('black')).toBe(0);
    expect(must(parsePlay(p, [6, 5], '24/19/13')).position.bar('black')).toBe(0);
    expect(must(parsePlay(p, [6, 5], '24/18*/13')).position.bar('black')).toBe(1);
    // When every route hits, the unmarked path still reads (there is only one way).
    const q = position({ points: { 24: 1, 1: 14 } }, { points: { 7: 1, 6: 2 } });
    expect(must(parsePlay(q, [6, 5], '24/13')).position.bar('black')).toBe(1);
  });

  it('the moves of different checkers may interleave: two checkers enter and move on with a double', () => {
    // Two on the bar, 2-2: bar/23 bar/23 23/21 23/21 is written bar/21(2).
    const twoOnBar = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    expect(legalPlays(twoOnBar, [2, 2]).map(formatPlay)).toContain('bar/21(2)');
    same(twoOnBar, [2, 2], ['bar/21(2)', 'bar/21 bar/21', 'bar/23(2) 23/21(2)', 'bar/23/21(2)']);
    expect(must(parsePlay(twoOnBar, [2, 2], 'bar/21(2)')).position.checkers('white', 21)).toBe(2);
  });

  it('the moves of different checkers may interleave: a bear-off between two hops of another checker', () => {
    // 4-4 with checkers on 6 and 3: 6/2, then 3/off (3 is now the highest), then 2/off.
    const p = position({ points: { 6: 1, 3: 1 } }, { points: { 6: 2 } });
    expect(legalPlays(p, [4, 4]).map(formatPlay)).toEqual(['6/off 3/off']);
    same(p, [4, 4], ['6/off 3/off', '3/off 6/off', '6/2 3/off 2/off']);
    expect(must(parsePlay(p, [4, 4], '6/off 3/off')).position.winner()).toBe('white');
  });

  it('the forced pass is the empty string or "pass"', () => {
    const shutOut = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 6: 5, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 } });
    const [pass] = legalPlays(shutOut, [6, 1]);
    for (const text of ['', 'pass', 'PASS', ' ']) expect(must(parsePlay(shutOut, [6, 1], text)).position.equals(pass!.position)).toBe(true);
  });

  it('returns the legal Play, steps included', () => {
    const play = must(parsePlay(start(), [3, 1], '8/5 6/5'));
    expect(play.steps.map((s) => [s.from, s.to, s.die])).toEqual([
      [8, 5, 3],
      [6, 5, 1],
    ]);
    expect(play.position.turn).toBe('black');
  });
});

describe('parsePlay(formatPlay(p)) is p', () => {
  const roundTrip = (p: Position, dice: Dice): number => {
    const plays = legalPlays(p, dice);
    for (const play of plays) {
      const back = must(parsePlay(p, dice, formatPlay(play)));
      expect(back.position.equals(play.position)).toBe(true);
    }
    return plays.length;
  };

  it('for every play of every roll from the start position (447 plays)', () => {
    let n = 0;
    for (const dice of ALL_ROLLS) n += roundTrip(start(), dice);
    expect(n).toBe(447);
  });

  it('for every play of hand-made positions: bar entry, two on the bar, hits on the way, bear-off with contact', () => {
    const positions = [
      position({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }),
      position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }),
      position({ points: { 6: 3, 5: 3 }, bar: 1 }, { points: { 23: 2 } }),
      position({ points: { 6: 4, 4: 4, 2: 4 } }, { points: { 24: 1, 22: 2, 6: 9 } }),
      position({ points: { 24: 1, 13: 1, 1: 13 } }, { points: { 7: 1 } }),
      position({ points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { points: { 24: 2, 14: 1, 13: 4, 8: 3, 6: 5 } }),
      position({ points: { 6: 1, 3: 1, 2: 2 } }, { points: { 6: 2 } }),
    ];
    let n = 0;
    for (const p of positions) for (const dice of ALL_ROLLS) n += roundTrip(p, dice);
    expect(n).toBeGreaterThan(1000);
  });

  it('for every play after every first play from the start (a sample of rolls)', () => {
    let n = 0;
    ALL_ROLLS.forEach((first, i) => {
      for (const [k, play] of legalPlays(start(), first).entries()) {
        if (k % 3 !== 0) continue;
        n += roundTrip(play.position, ALL_ROLLS[(i * 4 + k) % 21]!);
      }
    });
    expect(n).toBeGreaterThan(1500);
  });

  it.each(['contact', 'race'])("for %s positions of wildbg's corpus (a sample; race includes bear-offs)", (name) => {
    const ids = readFileSync(new URL(`../fixtures/wildbg/${name}.txt`, import.meta.url), 'utf8').trim().split('\n');
    let n = 0;
    ids
      .filter((_, i) => i % 100 === 0)
      .forEach((id, i) => {
        const p = must(positionFromGnubgId(id));
        for (let k = 0; k < 3; k++) n += roundTrip(p, ALL_ROLLS[(i * 5 + k * 8) % 21]!);
      });
    expect(n).toBeGreaterThan(300);
  });
});
