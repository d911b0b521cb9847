import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';
import { stepsKey } from './literal.js';
import { fevgaRules } from './fevga.js';
import { standingDecision } from './plakoto.js';
import { referencePlaysFromSetup, type RefPlay, type RefResult } from './reference-generator.js';
import { referenceStartSetup } from './starts.js';
import { fevgaHandMadeSetup, plakotoHandMadeSetup, plakotoStandsUndecided } from './tavli-arbitraries.js';
import { absoluteOf as parallelAbsolute } from './long-nard.js';
import { absoluteOf as opposedAbsolute } from './short-tavla.js';
import { FULL, runs } from '../tier.js';

/**
 * Tests of the literal reference for the Tavli games and the backgammon setups, against the test
 * vectors of docs/rules/test-vectors.md (PL-T*, TA-T*, FE-T*, MZ-T*, NH-T*) and the FE-5
 * first-roll table. They use no library code: only the Setup types.
 *
 * A play is written as the test vectors write it (the mover's own numbering, `14/9/6` for one
 * checker moving twice, `(2)` for two checkers, `off` for bearing off, † when the play ends the
 * game) and compared by the mover's final distribution, which identifies a play of these
 * variants: the opponent's checkers do not move, and in Plakoto a lone opposing checker is
 * pinned at the end exactly when the mover has a checker on its point.
 */

/** Options as the rule pages name them (plain data: the reference reads them by name). */
type Options = Record<string, Record<string, unknown>>;

function setupOf(variant: string, turn: Player, white: SetupSide, black: SetupSide, options?: Options): Setup {
  return {
    variant: variant as Setup['variant'],
    turn,
    white,
    black,
    ...(options === undefined ? {} : { options }),
  };
}

/** A side's distribution, highest own point first: "24:13 9:1 off:2". */
function distribution(points: Readonly<Record<number, number>>, off: number): string {
  const parts: string[] = [];
  for (let p = 24; p >= 1; p--) if ((points[p] ?? 0) > 0) parts.push(`${p}:${points[p]}`);
  if (off > 0) parts.push(`off:${off}`);
  return parts.join(' ');
}

/** The mover's final distribution of a play, with † when it ended the game (G-15, PL-12, PL-14). */
function describePlay(play: RefPlay, mover: Player): string {
  const side = play.setup[mover];
  const allOff = Object.values(side.points).every((n) => n === 0);
  return distribution(side.points, side.off ?? 0) + (play.setup.decided !== undefined || allOff ? ' †' : '');
}

function results(result: RefResult, mover: Player): string[] {
  return result.plays.map((p) => describePlay(p, mover)).sort();
}

/** The mover's final distribution after a play written as in the test vectors. */
function afterNotation(start: SetupSide, play: string): string {
  const points: Record<number, number> = { ...start.points };
  let off = start.off ?? 0;
  const ends = play.endsWith(' †');
  const body = ends ? play.slice(0, -2) : play;
  for (const token of body.split(' ').filter((t) => t.length > 0)) {
    const m = /^([\d/]+|[\d/]+\/off)(?:\((\d)\))?$/.exec(token.replace('/off', '/0'));
    if (m === null) throw new Error(`bad play notation ${token}`);
    const hops = m[1]!.split('/').map(Number);
    const times = m[2] === undefined ? 1 : Number(m[2]);
    for (let k = 0; k < times; k++) {
      const from = hops[0]!;
      const to = hops[hops.length - 1]!;
      points[from] = (points[from] ?? 0) - 1;
      if (points[from] < 0) throw new Error(`play ${play} moves a checker that is not there`);
      if (to === 0) off++;
      else points[to] = (points[to] ?? 0) + 1;
    }
  }
  return distribution(points, off) + (ends ? ' †' : '');
}

function expected(setup: Setup, plays: readonly string[]): string[] {
  return plays.map((p) => afterNotation(setup[setup.turn], p)).sort();
}

/** The reference's plays of a roll, checked to be exactly the listed ones (n = plays.length). */
function expectPlays(setup: Setup, dice: Dice, plays: readonly string[]): RefResult {
  const result = referencePlaysFromSetup(setup, dice);
  expect(results(result, setup.turn)).toEqual(expected(setup, plays));
  return result;
}

function playOf(result: RefResult, setup: Setup, play: string): RefPlay {
  const want = afterNotation(setup[setup.turn], play);
  const found = result.plays.find((p) => describePlay(p, setup.turn) === want);
  if (found === undefined) throw new Error(`no play ${play} among ${results(result, setup.turn).join(' | ')}`);
  return found;
}

const ROLLS: readonly Dice[] = (() => {
  const rolls: Dice[] = [];
  for (let hi = 1; hi <= 6; hi++) for (let lo = 1; lo <= hi; lo++) rolls.push([hi, lo]);
  return rolls;
})();

const TAPA_QJS: Options = { plakoto: { motherRule: 'off', bearOffWhilePinned: true } }; // PL-24
const MOULTEZIM: Options = { fevga: { quarterRule: 'opponentMax4', primeRule: 'none' } }; // FE-16

describe('reference: Plakoto test vectors (docs/rules/test-vectors.md)', () => {
  const start = referenceStartSetup('plakoto');

  it('PL-T0 / PL-1: the start position, 6-6 gives 4 plays and 6-5 gives 2 (no checker past own 6)', () => {
    expect(start.white.points).toEqual({ 24: 15 });
    expectPlays(start, [6, 6], ['24/6 24/18', '24/12(2)', '24/12 24/18(2)', '24/18(4)']);
    expectPlays(start, [6, 5], ['24/13', '24/18 24/19']);
  });

  const t1 = setupOf('plakoto', 'white', { points: { 24: 14, 10: 1 } }, { points: { 24: 14, 18: 1 } });

  it('PL-T1 / PL-5 / PL-6: 3-1 gives 5 plays; 10/7 pins the blot, 10/6 pins it on the way and frees it again', () => {
    const result = expectPlays(t1, [3, 1], ['10/7 24/23', '10/6', '24/21 10/9', '24/20', '24/21 24/23']);
    expect(playOf(result, t1, '10/7 24/23').setup.black.pinned).toEqual([18]);
    expect(playOf(result, t1, '10/6').setup.black.pinned).toBeUndefined();
    // 10/7/6 and 10/9/6 are one play (G-9.5).
    expect(playOf(result, t1, '10/6').sequences().map(stepsKey).sort()).toEqual(['10/7/3/0 7/6/1/0', '10/9/1/0 9/6/3/0']);
  });

  const t2 = (turn: Player): Setup =>
    setupOf('plakoto', turn, { points: { 24: 13, 9: 1, 7: 1 } }, { points: { 24: 13, 18: 1, 22: 1 }, pinned: [18] });

  it('PL-T2 / PL-4: White 2-1 gives 9 plays (White may stack on his own pin); moving the lone pinner away frees the checker', () => {
    const setup = t2('white');
    const result = expectPlays(setup, [2, 1], ['7/4', '7/5 9/8', '7/5 24/23', '9/6', '9/7 24/23', '24/22 7/6', '24/22 9/8', '24/21', '24/22 24/23']);
    expect(playOf(result, setup, '9/7 24/23').setup.black.pinned).toEqual([18]);
    for (const play of ['7/4', '7/5 9/8', '7/5 24/23', '24/22 7/6']) expect(playOf(result, setup, play).setup.black.pinned).toBeUndefined();
  });

  it('PL-T2 / PL-4: Black 4-3 gives 4 plays; 22/18 is illegal, a point holding his own pinned checker is closed to him', () => {
    expectPlays(t2('black'), [4, 3], ['22/15', '24/17', '24/20 22/19', '24/20 24/21']);
  });

  const t3 = (options?: Options): Setup =>
    setupOf('plakoto', 'white', { points: { 6: 4, 5: 4, 4: 4, 3: 1 }, off: 2, pinned: [3] }, { points: { 24: 2, 22: 1, 6: 12 } }, options);

  it('PL-T3 / PL-9: with a checker pinned White may not bear off: 6-5 is a forfeit', () => {
    const result = expectPlays(t3(), [6, 5], ['']);
    expect(result.maxLength).toBe(0);
    expect(result.plays[0]!.sequences()).toEqual([[]]);
  });

  it('PL-T3 / TA-T2 / PL-9: with bearOffWhilePinned (tapaQjs) 6-5 bears off around the pinned checker: 6/off 5/off', () => {
    expectPlays(t3({ plakoto: { bearOffWhilePinned: true } }), [6, 5], ['6/off 5/off']);
    expectPlays(t3(TAPA_QJS), [6, 5], ['6/off 5/off']);
  });

  it('PL-T3 / PL-4: 2-1 gives 4 plays; own 3 (his pinned checker under one Black) and own 1 are closed', () => {
    expectPlays(t3(), [2, 1], ['6/4 6/5', '6/4 5/4', '4/2 6/5', '4/2 5/4']);
  });

  const t4 = (options?: Options): Setup =>
    setupOf('plakoto', 'white', { points: { 13: 14, 3: 1 } }, { points: { 24: 1, 13: 14 } }, options);

  it('PL-T4 / PL-12 / PL-16: pinning the mother with nothing on own 24 wins at once and counts as using both dice: n = 3', () => {
    for (const motherCheck of ['everySubMove', 'atPinOnly']) {
      const setup = t4({ plakoto: { motherCheck } });
      const result = expectPlays(setup, [2, 1], ['3/1 †', '13/11 3/2', '13/10']);
      const win = playOf(result, setup, '3/1 †');
      expect(win.setup.decided).toBe('white');
      expect(win.setup.black.pinned).toEqual([24]);
      expect(win.sequences().map(stepsKey)).toEqual(['3/1/2/0']); // the 1 is void
    }
  });

  it("PL-T4 / TA-T3 / PL-17: with motherRule 'off' (tapaQjs) 3/1 uses one die only and is not legal: n = 2", () => {
    expectPlays(t4({ plakoto: { motherRule: 'off' } }), [2, 1], ['13/11 3/2', '13/10']);
    expectPlays(t4(TAPA_QJS), [2, 1], ['13/11 3/2', '13/10']);
  });

  const t5 = (options?: Options): Setup =>
    setupOf('plakoto', 'white', { points: { 24: 1, 13: 13, 3: 1 } }, { points: { 24: 1, 13: 14 } }, options);
  const t5Plays = ['3/1 24/23 †', '13/11 3/2', '13/10', '13/11 24/23', '24/22 3/2', '24/21'];

  it("PL-T5 / PL-13 / PL-15 'everySubMove': the pin alone does not end the game, leaving own 24 afterwards does: n = 6", () => {
    const setup = t5();
    const result = expectPlays(setup, [2, 1], t5Plays);
    const win = playOf(result, setup, '3/1 24/23 †');
    expect(win.setup.decided).toBe('white');
    expect(win.sequences().map(stepsKey).sort()).toEqual(['24/23/1/0 3/1/2/0', '3/1/2/0 24/23/1/0']);
  });

  it("PL-T5 / PL-15 'atPinOnly': 24/23 3/1 pins with own 24 empty, so the play (identified by its final board) ends the game", () => {
    const setup = t5({ plakoto: { motherCheck: 'atPinOnly' } });
    const result = expectPlays(setup, [2, 1], t5Plays);
    const win = playOf(result, setup, '3/1 24/23 †');
    expect(win.setup.decided).toBe('white');
    // Both orders reach the board; only one of them decides, and the play is the decided one.
    expect(win.sequences().map(stepsKey).sort()).toEqual(['24/23/1/0 3/1/2/0', '3/1/2/0 24/23/1/0']);
  });

  it("PL-T5 / PL-17 'noException': any pinned mother ends the game, so 3/1 alone is a play: n = 7", () => {
    for (const motherCheck of ['everySubMove', 'atPinOnly']) {
      const setup = t5({ plakoto: { motherRule: 'noException', motherCheck } });
      const result = expectPlays(setup, [2, 1], ['3/1 †', '24/23 3/1 †', '13/11 3/2', '13/10', '13/11 24/23', '24/22 3/2', '24/21']);
      expect(playOf(result, setup, '3/1 †').setup.decided).toBe('white');
    }
  });

  it('PL-T5 / TA-T4 / PL-17: without the mother rule (tapaQjs) the same six plays, and 3/1 24/23 ends nothing', () => {
    const setup = t5(TAPA_QJS);
    const result = expectPlays(setup, [2, 1], t5Plays.map((p) => p.replace(' †', '')));
    const pin = playOf(result, setup, '3/1 24/23');
    expect(pin.setup.decided).toBeUndefined();
    expect(pin.setup.black.pinned).toEqual([24]);
  });

  it('PL-T6 / PL-14: Black pinning White\'s mother while his own is pinned is a draw: 4-1 gives 4 plays, two of them drawn', () => {
    const setup = setupOf('plakoto', 'black', { points: { 24: 1, 6: 13, 1: 1 } }, { points: { 24: 1, 13: 13, 2: 1 }, pinned: [24] });
    const result = expectPlays(setup, [4, 1], ['2/1 †', '13/9 2/1 †', '13/8', '13/9 13/12']);
    expect(playOf(result, setup, '2/1 †').setup.decided).toBe('draw');
    expect(playOf(result, setup, '13/9 2/1 †').setup.decided).toBe('draw');
    expect(playOf(result, setup, '2/1 †').setup.white.pinned).toEqual([24]);
  });

  it('PL-T7 / PL-18 / G-15: 6-5 with two checkers left gives 2 plays, one bearing both off', () => {
    const setup = setupOf('plakoto', 'white', { points: { 6: 1, 2: 1 }, off: 13 }, { points: { 3: 15 } });
    expectPlays(setup, [6, 5], ['6/off 2/off †', '6/1 2/off']);
  });

  it("TA-T1 / PL-23: the vectors read the same under the tapa preset's options (the defaults written out)", () => {
    const tapa: Options = { plakoto: { motherRule: 'standard', bearOffWhilePinned: false, motherCheck: 'everySubMove' } };
    expectPlays(t4(tapa), [2, 1], ['3/1 †', '13/11 3/2', '13/10']);
    expectPlays(t5(tapa), [2, 1], t5Plays);
    expectPlays(t3(tapa), [6, 5], ['']);
  });
});

describe('reference: Plakoto rules beyond the vectors', () => {
  // White holds Black's mother pinned on a1 (Black's 24) and still has his own checker on his 24,
  // so the exception (PL-13) keeps the game going; Black has 14 on his 13 (a12).
  const held = (motherCheck: string): Setup =>
    setupOf('plakoto', 'white', { points: { 24: 1, 13: 13, 1: 1 } }, { points: { 24: 1, 13: 14 }, pinned: [24] }, { plakoto: { motherCheck } });

  it("PL-15 'everySubMove': a pin made earlier becomes decisive the moment the pinner's last checker leaves his 24", () => {
    const setup = held('everySubMove');
    expect(standingDecision(setup)).toBeNull();
    const result = expectPlays(setup, [2, 1], ['24/23 †', '24/22 †', '13/11 24/23 †', '13/10']);
    for (const play of result.plays) if (play.setup.decided !== undefined) expect(play.setup.decided).toBe('white');
  });

  it("PL-15 'atPinOnly': a pin that the exception let stand never decides later: 2-1 gives 3 ordinary plays", () => {
    expectPlays(held('atPinOnly'), [2, 1], ['24/21', '13/11 24/23', '13/10']);
  });

  it('PL-15 (reading): adding a checker to a pin of the mother is not a new pin; under atPinOnly it decides nothing', () => {
    // White pins Black's mother on a1 with his checker on own 1; own 24 still holds one of his.
    const setup = setupOf('plakoto', 'white', { points: { 24: 1, 13: 12, 3: 1, 1: 1 } }, { points: { 24: 1, 13: 14 }, pinned: [24] }, { plakoto: { motherCheck: 'atPinOnly' } });
    const result = referencePlaysFromSetup(setup, [2, 1]);
    expect(result.plays.every((p) => p.setup.decided === undefined)).toBe(true);
    expect(results(result, 'white')).toContain(afterNotation(setup.white, '3/1 24/23'));
  });

  it('PL-5 / PL-6: with a double a checker may pin a blot, move on (freeing it) and another checker may pin it again', () => {
    // A Black blot on a10 (Black's 15); White has single checkers on his 14 and 12, the rest on his 1
    // (they cannot move: a 2 from there would bear off, G-11).
    const setup = setupOf('plakoto', 'white', { points: { 14: 1, 12: 1, 1: 13 } }, { points: { 3: 14, 15: 1 } });
    const result = referencePlaysFromSetup(setup, [2, 2]);
    const repinned = playOf(result, setup, '14/10 12/8');
    expect(repinned.setup.black.pinned).toEqual([15]);
    expect(repinned.sequences().map(stepsKey)).toContain('12/10/2/0 10/8/2/0 14/12/2/0 12/10/2/0');
    expect(playOf(result, setup, '14/12 12/6').setup.black.pinned).toBeUndefined();
  });
});

describe('reference: Fevga test vectors (docs/rules/test-vectors.md)', () => {
  const start = referenceStartSetup('fevga');

  it('FE-T1 / FE-5: the first turn, one checker only until it has passed own 12', () => {
    expect(start.white.points).toEqual({ 24: 15 });
    expectPlays(start, [6, 6], ['24/18']); // 18/12 lands on the opponent's start; three sixes lost
    expectPlays(start, [5, 5], ['24/4', '24/9 24/19']); // released after the third five
    expectPlays(start, [4, 4], ['24/16']);
    expectPlays(start, [3, 3], ['24/15']);
    expectPlays(start, [2, 2], ['24/16']);
    expectPlays(start, [1, 1], ['24/20']);
    expectPlays(start, [6, 5], ['24/13']);
    expectPlays(start, [2, 1], ['24/21']);
  });

  it('FE-5: the first-roll table — every non-double is one checker playing both dice', () => {
    for (const [a, b] of ROLLS) if (a !== b) expectPlays(start, [a, b], [`24/${24 - a - b}`]);
  });

  it("FE-T1 (erratum 2026-12-01): the second player's first turn differs from the table only where White's runner stands in the way", () => {
    const tables = new Map(ROLLS.map((roll) => [roll.join('-'), JSON.stringify(results(referencePlaysFromSetup(start, roll), 'white'))]));
    /** The (White's first position, Black's reply) pairs whose plays differ from the first-turn table, for White's first rolls given. */
    const differing = (firstRolls: readonly Dice[]): string[] => {
      const out: string[] = [];
      for (const roll of firstRolls) {
        for (const play of referencePlaysFromSetup(start, roll).plays) {
          for (const reply of ROLLS) {
            const answers = results(referencePlaysFromSetup(play.setup, reply), 'black');
            if (JSON.stringify(answers) !== tables.get(reply.join('-'))) out.push(`${distribution(play.setup.white.points, 0)} then ${reply.join('-')}: ${answers.join(' | ')}`);
          }
        }
      }
      return out;
    };
    // Over the rolls FE-T1 lists (24/16 comes from both 4-4 and 2-2): the erratum's 10 pairs.
    const listed: Dice[] = [[6, 6], [5, 5], [4, 4], [3, 3], [2, 2], [1, 1], [6, 5], [2, 1]];
    expect(differing(listed)).toHaveLength(10);
    // Over every first roll, as distinct first positions: a runner on a21 (B9), a16 (B4), a4 (B16), or a9 and a19 (B21, B7).
    expect([...new Set(differing(ROLLS))].sort()).toEqual(
      [
        '24:14 21:1 then 5-5: 24:14 14:1', // B9 closed: 24/19/14, and not released
        '24:14 16:1 then 5-5: 24:13 19:1 9:1', // the erratum's example: 24/4 is closed
        '24:14 4:1 then 2-2: 24:14 18:1',
        '24:14 4:1 then 4-4: 24:14 20:1',
        '24:14 4:1 then 5-3: 24:14 19:1', // only one die playable: the larger (G-9.3)
        '24:14 4:1 then 6-2: 24:14 18:1',
        '24:13 19:1 9:1 then 1-1: 24:14 22:1',
        '24:13 19:1 9:1 then 2-1: 24:14 22:1',
        '24:13 19:1 9:1 then 3-3: 24:15', // the erratum's example: a forfeit
      ].sort(),
    );
  });

  it('FE-T2 / FE-5: 5-3 with the runner on own 14: once it has passed own 12 the other die may start a second checker', () => {
    const setup = setupOf('fevga', 'white', { points: { 24: 14, 14: 1 } }, { points: { 24: 15 } });
    const result = expectPlays(setup, [5, 3], ['14/6', '14/9 24/21', '14/11 24/19']);
    expect(playOf(result, setup, '14/9 24/21').sequences().map(stepsKey).sort()).toEqual(['14/9/5/0 24/21/3/0']);
  });

  const t3 = (options?: Options): Setup =>
    setupOf('fevga', 'white', { points: { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 10: 1, 1: 8 } }, { points: { 6: 3, 5: 4, 4: 4, 3: 4 } }, options);
  const t3Plays = ['10/1', '10/5 23/19', '10/5 24/20', '23/14', '24/19 23/19', '24/19 24/20'];

  it('FE-T3 / FE-7: 5-4 gives 6 plays; 24/19 10/6 would end with all of own 19-24 held', () => {
    expectPlays(t3(), [5, 4], t3Plays);
  });

  it("FE-T3 / FE-8: with quarterRule 'none' n = 7 (24/19 10/6 added)", () => {
    expectPlays(t3({ fevga: { quarterRule: 'none' } }), [5, 4], [...t3Plays, '24/19 10/6']);
  });

  it("MZ-T2 / FE-16: under moultezim ('opponentMax4') the own quarter is not protected: n = 7; with 'ownStart' n = 6", () => {
    expectPlays(t3(MOULTEZIM), [5, 4], [...t3Plays, '24/19 10/6']);
    expectPlays(t3({ fevga: { quarterRule: 'ownStart', primeRule: 'none' } }), [5, 4], t3Plays);
  });

  it("FE-7 'everySubMove': a fill that exists only during the turn is forbidden too; 'endOfTurn' allows it", () => {
    // 5-5: 24/19/14/9/4 holds all of own 19-24 right after 24/19, and not at the end.
    const passing = afterNotation(t3().white, '24/4');
    expect(results(referencePlaysFromSetup(t3(), [5, 5]), 'white')).toContain(passing);
    expect(results(referencePlaysFromSetup(t3({ fevga: { quarterCheck: 'everySubMove' } }), [5, 5]), 'white')).not.toContain(passing);
  });

  const t4 = (options?: Options): Setup =>
    setupOf('fevga', 'white', { points: { 24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1 } }, { points: { 24: 15 } }, options);

  it('FE-T4 / FE-9 / FE-10: White must open the prime that traps every Black checker: 6-5 gives 36 of the 38 plays', () => {
    const all = results(referencePlaysFromSetup(t4({ fevga: { primeRule: 'none' } }), [6, 5]), 'white');
    expect(all).toHaveLength(38);
    const keeping = expected(t4(), ['24/13', '24/18 24/19']);
    for (const play of keeping) expect(all).toContain(play);
    const opening = all.filter((p) => !keeping.includes(p));
    expect(results(referencePlaysFromSetup(t4(), [6, 5]), 'white')).toEqual(opening);
    // Black cannot move at all, so 'unblockWhenStuck' asks the same.
    expect(results(referencePlaysFromSetup(t4({ fevga: { primeRule: 'unblockWhenStuck' } }), [6, 5]), 'white')).toEqual(opening);
    // 'forbidTrapAll' (LN-13) takes those two out of L, and also 24/19 11/5, which builds a new prime on own 10-5
    // (O22-O17) with every Black checker behind it.
    const newPrime = afterNotation(t4().white, '24/19 11/5');
    expect(opening).toContain(newPrime);
    expect(results(referencePlaysFromSetup(t4({ fevga: { primeRule: 'forbidTrapAll' } }), [6, 5]), 'white')).toEqual(opening.filter((p) => p !== newPrime));
  });

  const t5 = (firstChecker: string): Setup =>
    setupOf('fevga', 'white', { points: { 24: 14, 13: 1 } }, { points: { 3: 15 } }, { fevga: { firstChecker } });

  it("FE-T5 / FE-6: 6-1 with Black's start empty: 'pastStartPoint' n = 2, 'reachStartPoint' n = 3 (own 12 releases)", () => {
    const past = expectPlays(t5('pastStartPoint'), [6, 1], ['13/6', '13/7 24/23']);
    expect(playOf(past, t5('pastStartPoint'), '13/6').sequences().map(stepsKey).sort()).toEqual(['13/12/1/0 12/6/6/0', '13/7/6/0 7/6/1/0']);
    expectPlays(t5('reachStartPoint'), [6, 1], ['13/6', '13/7 24/23', '13/12 24/18']);
  });

  it("FE-6 'off': no first-checker rule, so a second checker may start at once", () => {
    expectPlays(referenceStartSetup('fevga', { fevga: { firstChecker: 'off' } }), [6, 5], ['24/13', '24/18 24/19']);
  });

  const t6 = (options?: Options): Setup =>
    setupOf('fevga', 'white', { points: { 24: 10, 13: 1, 11: 1, 10: 1, 9: 1, 8: 1 } }, { points: { 24: 15 } }, options);

  it("FE-T6 / MZ-T3 / FE-16: 6-1 gives 29 plays in Fevga, 28 under moultezim: 13/7 24/23 would hold five of own 7-12", () => {
    const fevga = results(referencePlaysFromSetup(t6(), [6, 1]), 'white');
    expect(fevga).toHaveLength(29);
    const moultezim = results(referencePlaysFromSetup(t6(MOULTEZIM), [6, 1]), 'white');
    expect(moultezim).toEqual(fevga.filter((p) => p !== afterNotation(t6().white, '13/7 24/23')));
    expect(moultezim).toContain(afterNotation(t6().white, '13/6'));
  });

  it('FE-T7 / FE-12: 6-5 with two checkers left gives 2 plays, one bearing both off', () => {
    expectPlays(setupOf('fevga', 'white', { points: { 6: 1, 2: 1 }, off: 13 }, { points: { 3: 15 } }), [6, 5], ['6/off 2/off †', '6/1 2/off']);
  });

  const t8 = (options?: Options): Setup =>
    setupOf('fevga', 'white', { points: { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 5: 8, 1: 1 } }, { points: { 14: 15 } }, options);

  it('FE-T8 / MZ-T4 / FE-9: the prime across the corner (own 1, 24 … 20): 2-1 gives 26 of 30 plays; none under moultezim', () => {
    const all = results(referencePlaysFromSetup(t8({ fevga: { primeRule: 'none' } }), [2, 1]), 'white');
    expect(all).toHaveLength(30);
    expect(results(referencePlaysFromSetup(t8(MOULTEZIM), [2, 1]), 'white')).toEqual(all);
    const keeping = expected(t8(), ['5/3 5/4', '5/3 24/23', '24/21', '24/22 5/4']);
    expect(results(referencePlaysFromSetup(t8(), [2, 1]), 'white')).toEqual(all.filter((p) => !keeping.includes(p)));
  });

  it('MZ-T1 / FE-16: the first turn under moultezim is the Fevga table', () => {
    const moultezimStart = referenceStartSetup('fevga', MOULTEZIM);
    for (const roll of ROLLS) expect(results(referencePlaysFromSetup(moultezimStart, roll), 'white')).toEqual(results(referencePlaysFromSetup(start, roll), 'white'));
  });
});

describe('reference: backgammon setups (docs/rules/backgammon-setups.md)', () => {
  const st = (options: Options): Setup['options'] => options;

  it('NH-T1 / NH-2: Nackgammon opening counts 2-1: 23, 4-4: 25; 6-6 and 6-5 as GNU Backgammon lists them', () => {
    const start = referenceStartSetup('short-tavla', st({ shortTavla: { setup: 'nackgammon' } }));
    expect(start.white.points).toEqual({ 24: 2, 23: 2, 13: 4, 8: 3, 6: 4 });
    expect(referencePlaysFromSetup(start, [2, 1]).plays).toHaveLength(23);
    expect(referencePlaysFromSetup(start, [4, 4]).plays).toHaveLength(25);
    expectPlays(start, [6, 6], ['13/7(4)', '24/18 13/7(3)', '24/18(2) 13/7(2)']);
    expectPlays(start, [6, 5], ['24/13', '24/18 23/18', '24/18 13/8', '24/18 8/3', '23/18 13/7', '13/8 13/7', '13/7 8/3']);
  });

  it('NH-T2 / NH-3: Hypergammon with three checkers: 6-5: 9, 2-1: 6, 6-6: 12, 1-1: 7', () => {
    const start = referenceStartSetup('short-tavla', st({ shortTavla: { setup: 'hypergammon', hyperCheckers: 3 } }));
    expect(start.white.points).toEqual({ 24: 1, 23: 1, 22: 1 });
    expectPlays(start, [6, 5], ['24/18 23/18', '24/18 22/17', '24/13', '23/17 24/19', '23/17 22/17', '23/12', '22/16 24/19', '22/16 23/18', '22/11']);
    expectPlays(start, [2, 1], ['24/22 23/22', '23/21 24/23', '23/21 22/21', '22/20 24/23', '22/20 23/22', '22/19']);
    expect(referencePlaysFromSetup(start, [6, 6]).plays).toHaveLength(12);
    expect(referencePlaysFromSetup(start, [1, 1]).plays).toHaveLength(7);
    // The default N is 3.
    expect(referenceStartSetup('short-tavla', st({ shortTavla: { setup: 'hypergammon' } })).white.points).toEqual({ 24: 1, 23: 1, 22: 1 });
  });

  it('NH-T3 / NH-3 / NH-4: Hypergammon with one checker: 6-6 bears it off (24/18/12/6/off), 3-1 plays 24/20', () => {
    const start = referenceStartSetup('short-tavla', st({ shortTavla: { setup: 'hypergammon', hyperCheckers: 1 } }));
    expect(start.white.points).toEqual({ 24: 1 });
    const result = expectPlays(start, [6, 6], ['24/off †']);
    expect(result.plays[0]!.sequences().map(stepsKey)).toEqual(['24/18/6/0 18/12/6/0 12/6/6/0 6/off/6/0']);
    expectPlays(start, [3, 1], ['24/20']);
    expect(referenceStartSetup('short-tavla', st({ shortTavla: { setup: 'hypergammon', hyperCheckers: 2 } })).white.points).toEqual({ 24: 1, 23: 1 });
  });

  it('NH-T4 / NH-4 / G-15: with three checkers the third one off ends the game: 2-1 gives one play, 2/off', () => {
    const setup = setupOf('short-tavla', 'white', { points: { 2: 1 }, off: 2 }, { points: { 6: 1, 5: 1, 4: 1 } }, { shortTavla: { setup: 'hypergammon', hyperCheckers: 3 } });
    const result = expectPlays(setup, [2, 1], ['2/off †']);
    expect(result.plays[0]!.sequences().map(stepsKey).sort()).toEqual(['2/1/1/0 1/off/2/0', '2/off/2/0']);
    // Once it is off the game is over: nothing more is played (G-15 with N = 3).
    expect(referencePlaysFromSetup(result.plays[0]!.setup, [6, 5]).gameOver).toBe(true);
  });

  it('NH-T5 / NH-5: Long-gammon (all fifteen on own 24): 6-5: 2, 2-1: 2, 6-6: 4, 5-5 / 4-4 / 1-1: 5 each', () => {
    const start = referenceStartSetup('short-tavla', st({ shortTavla: { setup: 'longGammon' } }));
    expect(start.white.points).toEqual({ 24: 15 });
    expectPlays(start, [6, 5], ['24/13', '24/18 24/19']);
    expectPlays(start, [2, 1], ['24/21', '24/22 24/23']);
    // The reference tries each of fifteen checkers at every sub-move of a double: the full tier only.
    if (FULL) {
      expectPlays(start, [6, 6], ['24/6 24/18', '24/12(2)', '24/12 24/18(2)', '24/18(4)']);
      for (const d of [5, 4, 1]) expect(referencePlaysFromSetup(start, [d, d]).plays).toHaveLength(5);
    }
  });

  it('ST-1 / NH-1: the standard setup is the short tavla start', () => {
    expect(referenceStartSetup('short-tavla').white.points).toEqual({ 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(referenceStartSetup('short-tavla', st({ shortTavla: { setup: 'standard' } })).black.points).toEqual({ 24: 2, 13: 5, 8: 3, 6: 5 });
  });
});

/**
 * PL-3, read from the rule page: every point is empty, free checkers of one side, or one pinned
 * checker under the other side's (listed in its owner's \`pinned\`); no bar (PL-7).
 */
function pointStatesProblem(setup: Setup): string | null {
  const counts = (player: Player): number[] => {
    const c = new Array<number>(25).fill(0);
    for (let own = 1; own <= 24; own++) c[opposedAbsolute(player, own)] = setup[player].points[own] ?? 0;
    return c;
  };
  const pinnedAt = (player: Player): Set<number> => new Set((setup[player].pinned ?? []).map((own) => opposedAbsolute(player, own)));
  const [white, black, whitePinned, blackPinned] = [counts('white'), counts('black'), pinnedAt('white'), pinnedAt('black')];
  for (let a = 1; a <= 24; a++) {
    const shared = white[a]! > 0 && black[a]! > 0;
    const ok = shared
      ? (whitePinned.has(a) && !blackPinned.has(a) && white[a] === 1) || (blackPinned.has(a) && !whitePinned.has(a) && black[a] === 1)
      : !whitePinned.has(a) && !blackPinned.has(a);
    if (!ok) return `a${a}: white ${white[a]}, black ${black[a]}, pinned ${JSON.stringify([setup.white.pinned, setup.black.pinned])}`;
  }
  return (setup.white.bar ?? 0) + (setup.black.bar ?? 0) > 0 ? 'a checker on the bar' : null;
}

/** FE-7 / FE-8, read from the rule page, on one side (own numbering): is its quarter rule broken? */
function breaksQuarter(side: SetupSide, rule: string): boolean {
  const held = (lo: number): number => [0, 1, 2, 3, 4, 5].filter((k) => (side.points[lo + k] ?? 0) > 0).length;
  switch (rule) {
    case 'ownStart':
      return held(19) === 6;
    case 'opponentStart':
      return held(7) === 6;
    case 'both':
      return held(19) === 6 || held(7) === 6;
    case 'opponentMax4':
      return held(7) > 4;
    default:
      return false;
  }
}

describe('reference: what its own plays look like', () => {
  const die = fc.integer({ min: 1, max: 6 });
  const doublesHeavy: fc.Arbitrary<Dice> = fc.oneof(fc.tuple(die, die), die.map((d) => [d, d] as [number, number]));
  const total = (side: SetupSide): number => Object.values(side.points).reduce((a, b) => a + b, 0) + (side.bar ?? 0) + (side.off ?? 0);

  it('G-1 / PL-3 / PL-16: every Plakoto play keeps 15 checkers a side, every point in one of PL-3\'s states, and only decided or maximal plays', () => {
    fc.assert(
      fc.property(plakotoHandMadeSetup.filter(plakotoStandsUndecided), doublesHeavy, (setup, dice) => {
        const result = referencePlaysFromSetup(setup, dice);
        for (const play of result.plays) {
          expect(total(play.setup.white)).toBe(15);
          expect(total(play.setup.black)).toBe(15);
          expect(pointStatesProblem(play.setup), play.key).toBeNull();
          for (const s of play.sequences()) {
            const ended = play.setup.decided !== undefined || play.setup[setup.turn].off === 15; // PL-16, G-9.6
            if (!ended) expect(s).toHaveLength(result.maxLength);
          }
        }
      }),
      { numRuns: runs(2, 300) },
    );
  });

  it('FE-3 / FE-7: no Fevga play shares a point between the colours, and under the end-of-play timing none ends in a filled quarter', () => {
    fc.assert(
      fc.property(fevgaHandMadeSetup, doublesHeavy, (setup, dice) => {
        const rules = fevgaRules(setup);
        const before = setup[setup.turn];
        for (const play of referencePlaysFromSetup(setup, dice).plays) {
          const white = new Set(Object.keys(play.setup.white.points).map((p) => parallelAbsolute('white', Number(p))));
          for (const p of Object.keys(play.setup.black.points)) expect(white.has(parallelAbsolute('black', Number(p)))).toBe(false);
          expect(total(play.setup[setup.turn])).toBe(15);
          const after = play.setup[setup.turn];
          if (!breaksQuarter(before, rules.quarterRule) && (after.off ?? 0) < 15) expect(breaksQuarter(after, rules.quarterRule)).toBe(false);
        }
      }),
      { numRuns: runs(2, 300) },
    );
  });
});
