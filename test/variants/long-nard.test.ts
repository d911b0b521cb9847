import { startOf, sideText, finalsOf } from './helpers.js';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  applyPlay,
  legalPlays,
  legalSteps,
  positionFromSetup,
  positionToSetup,
  startPosition,
  type Dice,
  type OptionsInput,
  type Play,
  type Player,
  type Position,
  type BlockCheck,
} from '../../src/index.js';
import { getVariant } from '../../src/variants/index.js';

/**
 * Long nard (docs/rules/long-nard.md), one block per rule ID. Positions are written in each player's own
 * numbering (G-2): own 24 is the head, own 1 the last point; White's point p is board point p,
 * Black's point b is board point ((b + 11) mod 24) + 1 (G-3), so White's own 12 is Black's head
 * and Black's own b faces White's own ((b + 11) mod 24) + 1 as well.
 */

type Points = Readonly<Record<number, number>>;

interface Spec {
  readonly turn?: Player;
  readonly white: Points;
  readonly black: Points;
  readonly whiteOff?: number;
  readonly blackOff?: number;
  /** Mid-game by default, so that LN-12's first-turn exception stays out of the way. */
  readonly turnsPlayed?: { readonly white: number; readonly black: number };
  readonly options?: OptionsInput;
}

const MID_GAME = { white: 5, black: 5 };

function nard(spec: Spec): Position {
  const result = positionFromSetup({
    variant: 'long-nard',
    turn: spec.turn ?? 'white',
    white: { points: spec.white, off: spec.whiteOff ?? 0 },
    black: { points: spec.black, off: spec.blackOff ?? 0 },
    turnsPlayed: spec.turnsPlayed ?? MID_GAME,
    ...(spec.options === undefined ? {} : { options: spec.options }),
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const start = (options?: OptionsInput): Position => startOf('long-nard', options);

const side = (p: Position, player: Player): string => sideText(p, player, 24);

const finals = (p: Position, dice: Dice): string[] => finalsOf(p, dice, 24);

const path = (play: Play): string => play.steps.map((s) => `${s.from}/${s.to}`).join(' ');

/** Sub-moves of each legal play (all plays have the same count, G-9.2). */
function diceUsed(p: Position, dice: Dice): number {
  const plays = legalPlays(p, dice);
  const lengths = new Set(plays.map((play) => play.steps.length));
  expect(lengths.size).toBe(1);
  return plays[0]!.steps.length;
}

/** How many checkers leave the head (own 24) in a play. */
const headCheckers = (play: Play): number => play.steps.filter((s) => s.from === 24).length;

/** The only legal play of a roll. */
function only(p: Position, dice: Dice): Play {
  const plays = legalPlays(p, dice);
  expect(plays.map(path)).toHaveLength(1);
  return plays[0]!;
}

function setupError(setup: unknown): string | undefined {
  const result = positionFromSetup(setup as Parameters<typeof positionFromSetup>[0]);
  return result.ok ? undefined : result.error.code;
}

const FIRST_TURN = { white: 0, black: 0 };

describe('LN-1..LN-5: board, setup, movement', () => {
  it('LN-1: 15 checkers on each own 24 (the head): White at a24, Black at a12', () => {
    const p = start();
    expect(p.variant).toBe('long-nard');
    expect(p.turn).toBe('white');
    expect(p.turnsPlayed).toEqual({ white: 0, black: 0 });
    expect(side(p, 'white')).toBe('24:15');
    expect(side(p, 'black')).toBe('24:15');
    expect(p.occupant(24)).toEqual({ player: 'white', count: 15 });
    expect(p.occupant(12)).toEqual({ player: 'black', count: 15 });
    expect(p.hasContact()).toBe(true);
  });

  it("LN-1 / G-3: Black's point b is board point ((b + 11) mod 24) + 1", () => {
    const p = start();
    for (let b = 1; b <= 24; b++) {
      expect(p.absolutePoint('black', b)).toBe(((b + 11) % 24) + 1);
      expect(p.ownPoint('black', ((b + 11) % 24) + 1)).toBe(b);
      expect(p.absolutePoint('white', b)).toBe(b);
    }
    // Black's home b1..b6 is a13..a18; White's home a1..a6 is b13..b18.
    expect([1, 2, 3, 4, 5, 6].map((b) => p.absolutePoint('black', b))).toEqual([13, 14, 15, 16, 17, 18]);
    expect([1, 2, 3, 4, 5, 6].map((a) => p.ownPoint('black', a))).toEqual([13, 14, 15, 16, 17, 18]);
  });

  it('LN-2: both players move the same way round the board, each from his 24 down to his 1', () => {
    const afterWhite = only(start(), [6, 5]).position; // 24/18/13 or 24/19/13
    expect(side(afterWhite, 'white')).toBe('24:14 13:1');
    expect(afterWhite.occupant(13)).toEqual({ player: 'white', count: 1 });
    const afterBlack = only(afterWhite, [6, 5]).position;
    expect(side(afterBlack, 'black')).toBe('24:14 13:1');
    // Both moved 11 points anticlockwise: White a24 -> a13, Black a12 -> a1.
    expect(afterBlack.occupant(1)).toEqual({ player: 'black', count: 1 });
  });

  it('LN-3: the home is own 1-6, which starts 18 points after the head; bear-off needs every checker there', () => {
    const away = nard({ white: { 13: 1, 3: 14 }, black: { 24: 15 } });
    expect(away.allHome('white')).toBe(false);
    const plays = legalPlays(away, [3, 1]);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.some((play) => play.steps.some((s) => s.to === 'off'))).toBe(false);
    const home = nard({ white: { 6: 1, 3: 14 }, black: { 24: 15 } });
    expect(home.allHome('white')).toBe(true);
    expect(finals(home, [6, 3])).toContain('3:13 off:2');
  });

  it('LN-4: a point holding even one opposing checker is closed; it may be passed over; nothing is hit', () => {
    // Black's lone checker on b7 stands on White's own 19.
    const p = nard({ white: { 20: 1, 1: 14 }, black: { 7: 1, 24: 14 } });
    const plays = legalPlays(p, [5, 1]);
    expect(plays.map(path)).toEqual(['20/15 15/14']);
    for (const play of plays) {
      expect(play.steps.every((s) => s.to !== 19 && !s.hit)).toBe(true);
      expect(side(play.position, 'black')).toBe('24:14 7:1');
    }
    // The start: White's 12 is Black's head, so 6-6 stops every checker on 18.
    expect(only(start(), [6, 6]).steps.every((s) => s.to === 18)).toBe(true);
  });

  it('LN-4: no bar in long nard, so a setup with checkers on the bar is rejected', () => {
    const setup = {
      variant: 'long-nard',
      turn: 'white',
      white: { points: { 24: 14 }, bar: 1 },
      black: { points: { 24: 15 } },
    };
    expect(setupError(setup)).toBe('bar-not-allowed');
    expect(setupError({ ...setup, white: { points: { 24: 15 }, bar: 0 } })).toBeUndefined();
    expect(getVariant('long-nard')!.hasBar).toBe(false);
    expect(positionToSetup(start()).white).toEqual({ points: { 24: 15 }, off: 0 });
  });

  it('LN-4: both colours on one board point is refused (a24 is White 24 and Black 12)', () => {
    expect(
      setupError({ variant: 'long-nard', turn: 'white', white: { points: { 24: 15 } }, black: { points: { 12: 1, 24: 14 } } }),
    ).toBe('shared-point');
  });

  it('LN-5: points have no stacking limit', () => {
    // The last head checker joins 14 others on 18; the other sixes are blocked by Black's head.
    const play = only(nard({ white: { 24: 1, 18: 14 }, black: { 24: 15 } }), [6, 6]);
    expect(path(play)).toBe('24/18');
    expect(side(play.position, 'white')).toBe('18:15');
  });
});

describe('LN-6: G-6..G-10 apply', () => {
  it('LN-6 / G-8: a double gives four sub-moves', () => {
    expect(path(only(start(), [5, 5]))).toBe('24/19 19/14 14/9 9/4');
    expect(path(only(start(), [2, 2]))).toBe('24/22 22/20 20/18 18/16');
  });

  it('LN-6 / G-9.3: when only one die can be played, the larger one must be', () => {
    // Black's checker on 17 may play the 6 (17/11) or the 1 (17/16), but not both: b10 is
    // White's 22. His other checkers are home and cannot bear off while 17 is out (G-11).
    const p = nard({ turn: 'black', white: { 24: 14, 22: 1 }, black: { 17: 1, 1: 14 } });
    expect(legalPlays(p, [6, 1]).map(path)).toEqual(['17/11']);
    // With b11 (White's 23) closed as well, only the 1 can be played, so it must be.
    const q = nard({ turn: 'black', white: { 24: 13, 23: 1, 22: 1 }, black: { 17: 1, 1: 14 } });
    expect(legalPlays(q, [6, 1]).map(path)).toEqual(['17/16']);
  });

  it('LN-6 / G-10: with no legal sub-move the roll is forfeited (one empty play)', () => {
    // White's last checkers sit behind Black's wall: own 18..13 faces Black's 6..1.
    const p = nard({ white: { 19: 15 }, black: { 6: 3, 5: 3, 4: 3, 3: 3, 2: 3 }, blackOff: 0 });
    expect(legalPlays(p, [1, 1]).map(path)).toEqual(['']);
    expect(legalPlays(p, [5, 3]).map(path)).toEqual(['']);
  });
});

describe('LN-11: the head rule', () => {
  const mid = nard({ white: { 24: 10, 15: 5 }, black: { 24: 13, 18: 1, 14: 1 } });

  it('LN-11: at most one checker leaves the head per turn (§11.6: 6-6 with 10 on the head)', () => {
    const plays = legalPlays(mid, [6, 6]);
    expect(plays.map(path).sort()).toEqual([
      '15/9 15/9 15/9 15/9',
      '15/9 15/9 15/9 9/3',
      '15/9 15/9 9/3 9/3',
      '24/18 15/9 15/9 15/9',
      '24/18 15/9 15/9 9/3',
    ]);
    // G-9 maximises over the other checkers: every play uses all four sixes.
    expect(plays.every((play) => play.steps.length === 4 && headCheckers(play) <= 1)).toBe(true);
  });

  it('LN-11: a mixed roll takes one head checker at most, and it may play both dice', () => {
    const plays = legalPlays(mid, [6, 5]);
    expect(plays.every((play) => headCheckers(play) <= 1)).toBe(true);
    expect(plays.map(path)).toContain('24/18 18/13');
  });

  it('LN-11: headRule false lets any number leave the head', () => {
    const free = nard({ white: { 24: 10, 15: 5 }, black: { 24: 13, 18: 1, 14: 1 }, options: { longNard: { headRule: false } } });
    const plays = legalPlays(free, [6, 6]);
    expect(Math.max(...plays.map(headCheckers))).toBe(4);
    expect(plays).toHaveLength(9);
    expect(legalPlays(free, [6, 5]).map(path)).toContain('24/18 24/19');
    // On the first turn too: 6-5 may take two from the head.
    expect(finals(start({ longNard: { headRule: false } }), [6, 5])).toEqual(['24:13 19:1 18:1', '24:14 13:1']);
  });
});

type Mode = 'list' | 'anyBlockage' | 'blockedByHeadOnly' | 'anyDouble';
const MODES: readonly Mode[] = ['list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'];
const withMode = (firstTurnHeadException: Mode, more: Record<string, unknown> = {}): OptionsInput => ({
  longNard: { firstTurnHeadException, ...more },
});

/** White's first play of the game from the start (the one whose White side reads `white`, if several). */
function afterWhite(roll: Dice, options: OptionsInput, white?: string): Position {
  const plays = legalPlays(start(options), roll);
  const chosen = white === undefined ? plays : plays.filter((play) => side(play.position, 'white') === white);
  expect(chosen).toHaveLength(1);
  return chosen[0]!.position;
}

describe('LN-12: the first-turn head exception', () => {
  describe("§11.4: the first player under the default 'list' (6-6, 4-4, 3-3)", () => {
    it('LN-12: 6-6 takes two checkers to 18; the other two sixes are lost (own 12 is the opposing head)', () => {
      const play = only(start(), [6, 6]);
      expect(path(play)).toBe('24/18 24/18');
      expect(side(play.position, 'white')).toBe('24:13 18:2');
      expect(play.position.occupant(18)).toEqual({ player: 'white', count: 2 });
    });

    it('LN-12: 4-4 takes two checkers to 16 (forced)', () => {
      expect(finals(start(), [4, 4])).toEqual(['24:13 16:2']);
    });

    it('LN-12: 3-3 plays {15, 21} or {18, 18}', () => {
      expect(finals(start(), [3, 3])).toEqual(['24:13 18:2', '24:13 21:1 15:1']);
    });

    it('LN-12: 5-5 is not on the list: one checker to 4', () => {
      expect(finals(start(), [5, 5])).toEqual(['24:14 4:1']);
    });

    it('LN-12: every other first roll takes one head checker', () => {
      for (const roll of ALL_ROLLS) {
        const most = Math.max(...legalPlays(start(), roll).map(headCheckers));
        expect(most, roll.join('-')).toBe(roll[0] === roll[1] && [6, 4, 3].includes(roll[0]) ? 2 : 1);
      }
    });
  });

  it('LN-12: headExceptionRolls [6, 4] (Şeş-Beş) leaves 3-3 to one checker', () => {
    const p = start({ longNard: { headExceptionRolls: [6, 4] } });
    expect(finals(p, [3, 3])).toEqual(['24:14 15:1']);
    expect(diceUsed(p, [3, 3])).toBe(3);
    expect(finals(p, [4, 4])).toEqual(['24:13 16:2']);
    expect(finals(start({ longNard: { headExceptionRolls: [] } }), [6, 6])).toEqual(['24:14 18:1']);
  });

  describe('§11.5: the four worked checks (Black numbering; White moved first)', () => {
    it("LN-12: White 2-1, Black 5-5: 'list' plays 2 fives (b9 is closed), 'anyBlockage' all 4", () => {
      for (const mode of MODES) {
        const black = afterWhite([2, 1], withMode(mode));
        expect(side(black, 'white')).toBe('24:14 21:1'); // b9
        const plays = legalPlays(black, [5, 5]);
        if (mode === 'anyBlockage' || mode === 'anyDouble') {
          expect(plays.map(path), mode).toEqual(['24/19 24/19 19/14 19/14']);
        } else {
          expect(plays.map(path), mode).toEqual(['24/19 19/14']);
        }
      }
    });

    it("LN-12: White 6-2, Black 5-5: 'list' plays 3 fives, 'anyBlockage' 4", () => {
      const list = afterWhite([6, 2], withMode('list'));
      expect(side(list, 'white')).toBe('24:14 16:1'); // b4
      expect(legalPlays(list, [5, 5]).map(path)).toEqual(['24/19 19/14 14/9']);
      const any = afterWhite([6, 2], withMode('anyBlockage'));
      expect(diceUsed(any, [5, 5])).toBe(4);
      expect(finals(any, [5, 5])).toEqual(['24:13 14:2', '24:13 19:1 9:1']);
      expect(legalPlays(afterWhite([6, 2], withMode('blockedByHeadOnly')), [5, 5]).map(path)).toEqual(['24/19 19/14 14/9']);
    });

    it("LN-12: White 5-5, Black 6-2: 'list' plays the larger die only (24/18), 'anyBlockage' 24/18 and 24/22", () => {
      const list = afterWhite([5, 5], withMode('list'));
      expect(side(list, 'white')).toBe('24:14 4:1'); // b16
      expect(legalPlays(list, [6, 2]).map(path)).toEqual(['24/18']);
      const any = afterWhite([5, 5], withMode('anyBlockage'));
      expect(finals(any, [6, 2])).toEqual(['24:13 22:1 18:1']);
      expect(legalPlays(afterWhite([5, 5], withMode('blockedByHeadOnly')), [6, 2]).map(path)).toEqual(['24/18']);
      expect(legalPlays(afterWhite([5, 5], withMode('anyDouble'), '24:14 4:1'), [6, 2]).map(path)).toEqual(['24/18']);
    });

    it("LN-12: White 5-5, Black 4-4: 'list' and 'anyBlockage' two to b20; 'blockedByHeadOnly' one", () => {
      for (const mode of ['list', 'anyBlockage', 'anyDouble'] as const) {
        expect(finals(afterWhite([5, 5], withMode(mode), '24:14 4:1'), [4, 4]), mode).toEqual(['24:13 20:2']);
      }
      const s3 = afterWhite([5, 5], withMode('blockedByHeadOnly'));
      expect(legalPlays(s3, [4, 4]).map(path)).toEqual(['24/20']);
    });
  });

  it("LN-12 'anyBlockage': for the first player it gives exactly 6-6, 4-4 and 3-3", () => {
    const list = start();
    const any = start(withMode('anyBlockage'));
    for (const roll of ALL_ROLLS) {
      expect(finals(any, roll), roll.join('-')).toEqual(finals(list, roll));
    }
  });

  it("LN-12 'anyBlockage': the second player's extra cases are exactly the rule book's table", () => {
    // For every first play of White and every first roll of Black: is one head checker short of
    // the whole roll? (That is when 'anyBlockage' allows the second.) 6-6, 4-4 and 3-3 always are.
    const options = withMode('anyBlockage');
    const oneOnly = { longNard: { headExceptionRolls: [] } };
    const found = new Set<string>();
    for (const whiteRoll of ALL_ROLLS) {
      for (const whitePlay of legalPlays(start(options), whiteRoll)) {
        const setup = positionToSetup(whitePlay.position);
        const limited = positionFromSetup({ ...setup, options: oneOnly });
        const allowed = positionFromSetup({ ...setup, options });
        if (!limited.ok || !allowed.ok) throw new Error('setup');
        // White's checkers off the head, in Black's numbering.
        const ends = Object.entries(setup.white.points)
          .filter(([point]) => point !== '24')
          .map(([point, n]) => `b${((Number(point) + 11) % 24) + 1}${n > 1 ? `x${n}` : ''}`)
          .sort()
          .join(',');
        for (const blackRoll of ALL_ROLLS) {
          const all = blackRoll[0] === blackRoll[1] ? 4 : 2;
          if (diceUsed(limited.value, blackRoll) === all) continue;
          // Allowed: G-9 then takes the second checker.
          expect(Math.max(...legalPlays(allowed.value, blackRoll).map(headCheckers))).toBe(2);
          if (blackRoll[0] === blackRoll[1] && [6, 4, 3].includes(blackRoll[0])) continue;
          // Beyond the list, two checkers always manage the whole roll.
          expect(diceUsed(allowed.value, blackRoll)).toBe(all);
          found.add(`White ${whiteRoll.join('-')} to ${ends}, Black ${blackRoll.join('-')}`);
        }
      }
    }
    expect([...found].sort()).toEqual([
      'White 2-1 to b9, Black 5-5',
      'White 2-2 to b4, Black 5-5',
      'White 3-3 to b3,b9, Black 5-5',
      'White 4-4 to b4x2, Black 5-5',
      'White 5-3 to b4, Black 5-5',
      'White 5-5 to b16, Black 2-2',
      'White 5-5 to b16, Black 5-3',
      'White 5-5 to b16, Black 6-2',
      'White 6-2 to b4, Black 5-5',
    ]);
  });

  it("LN-12 'blockedByHeadOnly': the first player keeps the list (his lone checker stops at the opposing head)", () => {
    const p = start(withMode('blockedByHeadOnly'));
    for (const roll of ALL_ROLLS) expect(finals(p, roll), roll.join('-')).toEqual(finals(start(), roll));
  });

  it("LN-12 'anyDouble': any double, on any turn, lets two leave the head; other rolls one", () => {
    const first = start(withMode('anyDouble'));
    expect(finals(first, [5, 5])).toContain('24:13 14:2');
    expect(Math.max(...legalPlays(first, [5, 5]).map(headCheckers))).toBe(2);
    expect(Math.max(...legalPlays(first, [6, 5]).map(headCheckers))).toBe(1);
    const mid = nard({ white: { 24: 10, 15: 5 }, black: { 24: 13, 18: 1, 14: 1 }, options: withMode('anyDouble') });
    expect(Math.max(...legalPlays(mid, [2, 2]).map(headCheckers))).toBe(2);
    expect(Math.max(...legalPlays(mid, [6, 5]).map(headCheckers))).toBe(1);
    // The default list gives nothing mid-game.
    const midList = nard({ white: { 24: 10, 15: 5 }, black: { 24: 13, 18: 1, 14: 1 } });
    expect(Math.max(...legalPlays(midList, [2, 2]).map(headCheckers))).toBe(1);
  });

  it("LN-12a: 'first turn' is the mover's own first roll, whoever started; later turns get no exception", () => {
    // Black's first turn after White's first: 6-6 takes two to b18.
    const black = afterWhite([6, 5], {});
    expect(black.turnsPlayed).toEqual({ white: 1, black: 0 });
    expect(finals(black, [6, 6])).toEqual(['24:13 18:2']);
    // Black started this game: his first turn with White still on 0 turns.
    const blackStarts = nard({ turn: 'black', white: { 24: 15 }, black: { 24: 15 }, turnsPlayed: FIRST_TURN });
    expect(finals(blackStarts, [4, 4])).toEqual(['24:13 16:2']);
    // The same board on Black's second turn: one checker only.
    const later = nard({ turn: 'black', white: { 24: 14, 13: 1 }, black: { 24: 15 }, turnsPlayed: { white: 1, black: 1 } });
    expect(finals(later, [6, 6])).toEqual(['24:14 18:1']);
    // The turn counts move on with every play, forced passes included (LN-12a, CG-4).
    const next = only(black, [6, 6]).position;
    expect(next.turnsPlayed).toEqual({ white: 1, black: 1 });
  });

  it('LN-12: applyPlay and legalSteps agree with the generator in every mode', () => {
    // White 5-5, Black 6-2: 'anyBlockage' needs both 24/18 and 24/22; 'list' the 6 alone.
    const any = afterWhite([5, 5], withMode('anyBlockage'));
    expect(applyPlay(any, [6, 2], '24/18 24/22').ok).toBe(true);
    expect(applyPlay(any, [6, 2], '24/18').ok).toBe(false);
    const steps = legalSteps(any, [6, 2]);
    expect(steps.ok && steps.value.map((s) => `${s.from}/${s.to}`).sort()).toEqual(['24/18', '24/22']);
    const list = afterWhite([5, 5], withMode('list'));
    expect(applyPlay(list, [6, 2], '24/18').ok).toBe(true);
    expect(applyPlay(list, [6, 2], '24/18 24/22').ok).toBe(false);
    // White's own 5-5 under 'anyBlockage': one checker plays all four, so two may not leave.
    const first = start(withMode('anyBlockage'));
    expect(applyPlay(first, [5, 5], '24/4').ok).toBe(true);
    expect(applyPlay(first, [5, 5], '24/14(2)').ok).toBe(false);
    // 'blockedByHeadOnly' after White 5-5: Black's 4-4 takes one checker.
    const s3 = afterWhite([5, 5], withMode('blockedByHeadOnly'));
    expect(applyPlay(s3, [4, 4], '24/20').ok).toBe(true);
    expect(applyPlay(s3, [4, 4], '24/20(2)').ok).toBe(false);
    for (const mode of MODES) {
      const p = afterWhite([2, 1], withMode(mode));
      for (const play of legalPlays(p, [5, 5])) expect(applyPlay(p, [5, 5], play).ok, mode).toBe(true);
    }
  });
});

/** True when the White side after a play holds every one of these own points. */
const holdsAll = (play: Play, points: readonly number[]): boolean => points.every((q) => play.position.checkers('white', q) > 0);

describe('LN-13: the six-block rule', () => {
  // §11.7: White's head is empty; he holds 19..23 and may close 18 (= Black's 6) with a 2 or a 1.
  const LINE = [18, 19, 20, 21, 22, 23];
  const lineWhite = { 23: 2, 22: 2, 21: 2, 20: 2, 19: 3, 10: 2, 9: 2 };
  const closing = (black: Points, blackOff = 0, options?: OptionsInput): Play[] =>
    legalPlays(nard({ white: lineWhite, black, blackOff, ...(options ? { options } : {}) }), [2, 1]).filter((play) => holdsAll(play, LINE));

  it('LN-13: §11.7 a block of six with every opposing checker behind it is illegal', () => {
    expect(closing({ 24: 11, 16: 2, 13: 2 })).toEqual([]);
    // Moving to 18 is fine as long as the line is not complete.
    expect(legalPlays(nard({ white: lineWhite, black: { 24: 11, 16: 2, 13: 2 } }), [2, 1]).map(path)).toContain('20/18 18/17');
  });

  it('LN-13: §11.7 legal once one opposing checker is in front (on b5 or lower) or borne off', () => {
    expect(closing({ 24: 10, 16: 2, 13: 2, 5: 1 }).map(path)).toContain('20/18 19/18');
    expect(closing({ 24: 10, 16: 2, 13: 2 }, 1).map(path)).toContain('20/18 19/18');
  });

  // Wrap: White holds 3, 2, 1, 24, 23, 22 (Black's 15..10) once 5/3 is played.
  const WRAP = [3, 2, 1, 24, 23, 22];
  const wrapWhite = { 24: 3, 23: 3, 22: 3, 2: 2, 1: 2, 5: 2 };
  const wrapping = (black: Points, blackOff = 0, options?: OptionsInput): Play[] =>
    legalPlays(nard({ white: wrapWhite, black, blackOff, ...(options ? { options } : {}) }), [2, 1]).filter((play) => holdsAll(play, WRAP));

  it("LN-13: §11.7 a block round White's 1/24 corner counts (legal only with a Black checker on b9 or lower)", () => {
    expect(wrapping({ 24: 15 })).toEqual([]);
    expect(wrapping({ 24: 14, 9: 1 }).map(path)).toContain('5/3 5/4');
    expect(wrapping({ 24: 14 }, 1).map(path)).toContain('5/3 5/4');
  });

  it("LN-13.5: a run through the opposing player's 24/1 seam is two runs, never a block", () => {
    // White 10..15 is Black's 22, 23, 24 and 1, 2, 3; Black's checkers all sit far behind on b20.
    const p = nard({ white: { 15: 2, 14: 2, 13: 2, 11: 2, 10: 2, 24: 5 }, black: { 20: 15 } });
    expect(legalPlays(p, [2, 1]).filter((play) => holdsAll(play, [10, 11, 12, 13, 14, 15])).map(path)).toContain('14/12 24/23');
  });

  it('LN-13.5: a run longer than six is judged by its lowest point', () => {
    // Seven points 17..23 (Black's 5..11) with 18 to close; a Black checker on b4 has passed it.
    const white = { 23: 2, 22: 2, 21: 2, 20: 2, 19: 3, 17: 2, 9: 2 };
    const seven = [17, 18, 19, 20, 21, 22, 23];
    const behind = legalPlays(nard({ white, black: { 24: 15 } }), [2, 1]);
    expect(behind.filter((play) => holdsAll(play, seven))).toEqual([]);
    const passed = legalPlays(nard({ white, black: { 24: 14, 4: 1 } }), [2, 1]);
    expect(passed.filter((play) => holdsAll(play, seven)).length).toBeGreaterThan(0);
  });

  it('LN-13c: a play that leaves an illegal block is not in L; a die with no other use is lost', () => {
    // White's only six is 11/5, which closes 1..6 (Black's 13..18) with Black all on his head.
    const white = { 6: 2, 4: 2, 3: 2, 2: 2, 1: 2, 11: 5 };
    expect(legalPlays(nard({ white, black: { 24: 15 } }), [6, 6]).map(path)).toEqual(['']);
    // With a Black checker on b12 (White's 24), in front of the block, all four sixes play.
    expect(legalPlays(nard({ white, black: { 24: 14, 12: 1 } }), [6, 6]).map(path)).toEqual(['11/5 11/5 11/5 11/5']);
  });

  it('LN-13: blockRule false allows any block', () => {
    const off = { longNard: { blockRule: false } };
    expect(closing({ 24: 11, 16: 2, 13: 2 }, 0, off).map(path)).toContain('20/18 19/18');
    expect(wrapping({ 24: 15 }, 0, off).map(path)).toContain('5/3 5/4');
    expect(legalPlays(nard({ white: { 6: 2, 4: 2, 3: 2, 2: 2, 1: 2, 11: 5 }, black: { 24: 15 }, options: off }), [6, 6]).map(path)).toEqual([
      '11/5 11/5 11/5 11/5',
    ]);
  });

  describe('LN-13a: when the rule is checked (§11.8)', () => {
    // Same checker: 17/16 closes 16..21 (Black's 4..9), 16/11 reopens it; 17/12 (Black's head) cannot come first.
    const sameChecker = (blockCheck: BlockCheck): string[] =>
      legalPlays(nard({ white: { 21: 2, 20: 2, 19: 2, 18: 2, 17: 3, 24: 4 }, black: { 24: 15 }, options: { longNard: { blockCheck } } }), [5, 1])
        .filter((play) => play.position.checkers('white', 11) === 1 && play.position.checkers('white', 17) === 2)
        .map(path);
    // Different checker: 7/6 brings the last checker home and closes 1..6 (Black's 13..18); the
    // 5 then bears off from 5, reopening it; that bear-off cannot come first (G-11).
    const otherChecker = (blockCheck: BlockCheck): string[] =>
      legalPlays(nard({ white: { 1: 3, 2: 3, 3: 3, 4: 4, 5: 1, 7: 1 }, black: { 24: 15 }, options: { longNard: { blockCheck } } }), [5, 1])
        .filter((play) => side(play.position, 'white') === '6:1 4:4 3:3 2:3 1:3 off:1')
        .map(path);

    it("LN-13a 'endOfTurn' (default): only the final position counts", () => {
      expect(sameChecker('endOfTurn')).toEqual(['17/16 16/11']);
      expect(otherChecker('endOfTurn')).toEqual(['7/6 5/off']);
    });

    it("LN-13a 'passThroughOnly': the same checker may pass through a closed gap, another may not reopen it", () => {
      expect(sameChecker('passThroughOnly')).toEqual(['17/16 16/11']);
      expect(otherChecker('passThroughOnly')).toEqual([]);
    });

    it("LN-13a 'everySubMove': no illegal block after any sub-move", () => {
      expect(sameChecker('everySubMove')).toEqual([]);
      expect(otherChecker('everySubMove')).toEqual([]);
    });

    it('LN-13a: the final position must be legal under every timing', () => {
      for (const blockCheck of ['endOfTurn', 'passThroughOnly', 'everySubMove'] as const) {
        expect(closing({ 24: 11, 16: 2, 13: 2 }, 0, { longNard: { blockCheck } }), blockCheck).toEqual([]);
      }
    });

    it("LN-13a: in-play timings depend on the order of the steps, so doubles are tried in every order", () => {
      expect(getVariant('long-nard')!.moveRules(start().options).orderIndependent).toBe(true);
      for (const blockCheck of ['passThroughOnly', 'everySubMove'] as const) {
        expect(getVariant('long-nard')!.moveRules(start({ longNard: { blockCheck } }).options).orderIndependent).toBe(false);
      }
      // With 1-1, 17/16/15 passes through the closed gap; under 'passThroughOnly' only that
      // order works (16 must be left by the checker that closed it).
      const p = (blockCheck: BlockCheck): Position =>
        nard({ white: { 21: 2, 20: 2, 19: 2, 18: 2, 17: 3, 24: 4 }, black: { 24: 15 }, options: { longNard: { blockCheck } } });
      const target = (play: Play): boolean => side(play.position, 'white') === '24:4 21:2 20:2 19:2 18:2 17:2 13:1';
      expect(legalPlays(p('passThroughOnly'), [1, 1]).filter(target).map(path)).toEqual(['17/16 16/15 15/14 14/13']);
      expect(legalPlays(p('everySubMove'), [1, 1]).filter(target)).toEqual([]);
      expect(legalPlays(p('endOfTurn'), [1, 1]).filter(target)).toHaveLength(1);
      // 19/18 closes 16..21 unless the lone checker on 16 has moved first: under 'everySubMove'
      // the lower source must go first, an order that non-increasing generation never tries.
      const late = nard({ white: { 21: 2, 20: 2, 19: 2, 17: 2, 16: 1, 24: 6 }, black: { 24: 15 }, options: { longNard: { blockCheck: 'everySubMove' } } });
      const lateTarget = (play: Play): boolean => side(play.position, 'white') === '24:6 21:2 20:2 19:1 18:1 17:2 13:1';
      const found = legalPlays(late, [1, 1]).filter(lateTarget);
      expect(found).toHaveLength(1);
      expect(found[0]!.steps[0]!.from).toBe(16);
    });
  });

  describe("LN-13b: blockVariant 'opponentCheckerInHome'", () => {
    const inHome = { longNard: { blockVariant: 'opponentCheckerInHome' as const } };

    it('LN-13b: a block needs an opposing checker in his home (b1..b6) or off; being in front is not enough', () => {
      // Black's checker on b8 is in front of the wrap block (b10..b15) but not home.
      expect(wrapping({ 24: 14, 8: 1 }).map(path)).toContain('5/3 24/23');
      expect(wrapping({ 24: 14, 8: 1 }, 0, inHome)).toEqual([]);
      expect(wrapping({ 24: 14 }, 1, inHome).map(path)).toContain('5/3 24/23');
      expect(closing({ 24: 10, 16: 2, 13: 2, 5: 1 }, 0, inHome).map(path)).toContain('20/18 19/18');
      expect(closing({ 24: 11, 16: 2, 13: 2 }, 0, inHome)).toEqual([]);
    });
  });
});

describe('LN-14: bearing off (G-11..G-14)', () => {
  it('LN-14 / G-11: a checker that comes home earlier in the turn lets a later sub-move bear off', () => {
    // 7/1 is closed (Black's 13), so the only way to end 6:14 off:1 is 7/6, then 6/off.
    const p = nard({ white: { 7: 1, 6: 14 }, black: { 13: 1, 24: 14 } });
    const plays = legalPlays(p, [6, 1]);
    expect(plays.filter((play) => side(play.position, 'white') === '6:14 off:1').map(path)).toEqual(['7/6 6/off']);
    expect(plays.every((play) => play.steps[0]!.from === 7)).toBe(true);
  });

  it('LN-14 / G-12, G-13: exact bear-off, then over-shoot from the highest occupied point', () => {
    expect(legalPlays(nard({ white: { 4: 2, 1: 13 }, black: { 24: 15 } }), [6, 5]).map(path)).toEqual(['4/off 4/off']);
    expect(finals(nard({ white: { 6: 1, 3: 14 }, black: { 24: 15 } }), [6, 3])).toContain('3:13 off:2');
  });

  it('LN-14 / G-13: while a checker stands higher than the die, the die cannot bear off, even if that checker is blocked', () => {
    // 6/2 is closed (Black's 14): the fours are unusable.
    expect(legalPlays(nard({ white: { 6: 2, 1: 13 }, black: { 14: 1, 24: 14 } }), [4, 4]).map(path)).toEqual(['']);
  });

  it('LN-14 / G-13: higherDieRule false allows exact bear-offs only', () => {
    const p = nard({ white: { 4: 2, 1: 13 }, black: { 24: 15 }, options: { bearOff: { higherDieRule: false } } });
    expect(legalPlays(p, [6, 5]).map(path)).toEqual(['']);
    expect(legalPlays(p, [4, 1]).map(path).sort()).toEqual(['4/off 1/off', '4/off 4/3']);
  });

  it('LN-14 / G-14: moves inside the home are allowed by default; allowMovesWithinHome false forbids them', () => {
    const white = { 6: 1, 5: 14 };
    expect(legalPlays(nard({ white, black: { 24: 15 } }), [6, 1]).map(path).sort()).toEqual(['6/5 5/off', '6/off 5/4']);
    const strict = nard({ white, black: { 24: 15 }, options: { bearOff: { allowMovesWithinHome: false } } });
    expect(legalPlays(strict, [6, 1]).map(path)).toEqual(['6/off']);
  });

  it('LN-14 / G-14: with allowMovesWithinHome false, a move inside the home may come before the last checker arrives', () => {
    // 6/3 is legal while 7 is still out; after 7/4 it would not be. Doubles must be tried in that order too.
    const p = nard({ white: { 7: 1, 6: 1, 1: 13 }, black: { 24: 15 }, options: { bearOff: { allowMovesWithinHome: false } } });
    expect(legalPlays(p, [3, 3]).map(path)).toEqual(['6/3 7/4 3/off']);
    expect(getVariant('long-nard')!.moveRules(p.options).orderIndependent).toBe(false);
  });

  it('LN-14 / G-9.6, G-15: bearing off the last checker ends the play', () => {
    const p = nard({ white: { 2: 1 }, whiteOff: 14, black: { 24: 15 } });
    const play = only(p, [6, 6]);
    expect(path(play)).toBe('2/off');
    expect(play.position.winner()).toBe('white');
  });
});

/** The error code of a long-nard start position under these options, or undefined when accepted. */
function optionError(options: unknown): string | undefined {
  const result = startPosition('long-nard', options as OptionsInput);
  return result.ok ? undefined : result.error.code;
}

describe('§10 options and presets', () => {
  it('§10 / §13: the defaults are the traditional rules', () => {
    expect(start().options).toEqual({
      bearOff: { higherDieRule: true, allowMovesWithinHome: true },
      longNard: {
        headRule: true,
        firstTurnHeadException: 'list',
        headExceptionRolls: [6, 4, 3],
        blockRule: true,
        blockCheck: 'endOfTurn',
        blockVariant: 'opponentCheckerAhead',
        lastRollDraw: false,
        koks: 'none',
        koksPoints: 3,
        homeMars: null,
      },
    });
    expect(Object.isFrozen(start().options.longNard)).toBe(true);
    expect(Object.isFrozen(start().options.longNard!.headExceptionRolls)).toBe(true);
  });

  it('§10: every value of every position option is accepted and kept', () => {
    const values: Record<string, readonly unknown[]> = {
      headRule: [true, false],
      firstTurnHeadException: ['list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'],
      headExceptionRolls: [[6, 4, 3], [6, 4], [], [1, 2, 3, 4, 5, 6]],
      blockRule: [true, false],
      blockCheck: ['endOfTurn', 'passThroughOnly', 'everySubMove'],
      blockVariant: ['opponentCheckerAhead', 'opponentCheckerInHome'],
    };
    for (const [field, list] of Object.entries(values)) {
      for (const value of list) {
        const p = start({ longNard: { [field]: value } });
        expect((p.options.longNard as unknown as Record<string, unknown>)[field], field).toEqual(value);
        expect(legalPlays(p, [3, 3]).length, `${field} ${JSON.stringify(value)}`).toBeGreaterThan(0);
      }
    }
    for (const higherDieRule of [true, false]) {
      for (const allowMovesWithinHome of [true, false]) {
        expect(start({ bearOff: { higherDieRule, allowMovesWithinHome } }).options.bearOff).toEqual({ higherDieRule, allowMovesWithinHome });
      }
    }
  });

  it('LN-15, SC-4, SC-6: the scoring options are validated and kept (scoring reads them)', () => {
    const values: Record<string, readonly unknown[]> = {
      lastRollDraw: [false, { drawScore: 'half' }, { drawScore: 'one' }],
      koks: ['none', 'inWinnerHome', 'inOwnStartQuarter', 'noCheckerHome'],
      koksPoints: [3, 2, 4],
      homeMars: [null, { points: 3 }, { points: 4 }],
    };
    for (const [field, list] of Object.entries(values)) {
      for (const value of list) {
        const p = start({ longNard: { [field]: value } });
        expect((p.options.longNard as unknown as Record<string, unknown>)[field], field).toEqual(value);
        // They do not change what is legal.
        expect(finals(p, [3, 3])).toEqual(finals(start(), [3, 3]));
      }
    }
    expect(optionError({ longNard: { lastRollDraw: true } })).toBe('invalid-option');
    expect(optionError({ longNard: { lastRollDraw: { drawScore: 'two' } } })).toBe('invalid-option');
    expect(optionError({ longNard: { koks: 'always' } })).toBe('invalid-option');
    expect(optionError({ longNard: { koksPoints: 0 } })).toBe('invalid-option');
    expect(optionError({ longNard: { koksPoints: 2.5 } })).toBe('invalid-option');
    expect(optionError({ longNard: { homeMars: { points: 5 } } })).toBe('invalid-option');
    expect(optionError({ longNard: { homeMars: 3 } })).toBe('invalid-option');
  });

  it("§10: presets 'traditional' (the default) and 'sport' (game-level differences only)", () => {
    expect(start({ preset: 'traditional' }).options).toEqual(start().options);
    expect(start({ preset: 'sport' }).options).toEqual(start().options);
    expect(start({ preset: 'sport', longNard: { blockCheck: 'everySubMove' } }).options.longNard!.blockCheck).toBe('everySubMove');
    expect(optionError({ preset: 'turkish' })).toBe('unknown-preset');
    expect(optionError({ preset: 7 })).toBe('unknown-preset');
  });

  it('bad options: unknown names, bad values, sections of other variants', () => {
    expect(optionError({ longNard: { headrule: true } })).toBe('unknown-option');
    expect(optionError({ longNard: { cube: true } })).toBe('unknown-option');
    expect(optionError({ longNards: {} })).toBe('unknown-option');
    expect(optionError({ bearOff: { overshoot: true } })).toBe('unknown-option');
    expect(optionError({ longNard: { headRule: 'yes' } })).toBe('invalid-option');
    expect(optionError({ longNard: { firstTurnHeadException: 'sometimes' } })).toBe('invalid-option');
    expect(optionError({ longNard: { headExceptionRolls: [7] } })).toBe('invalid-option');
    expect(optionError({ longNard: { headExceptionRolls: [6, 6] } })).toBe('invalid-option');
    expect(optionError({ longNard: { headExceptionRolls: 6 } })).toBe('invalid-option');
    expect(optionError({ longNard: { blockCheck: 'never' } })).toBe('invalid-option');
    expect(optionError({ longNard: { blockVariant: 'none' } })).toBe('invalid-option');
    expect(optionError({ longNard: 'list' })).toBe('invalid-option');
    expect(optionError('traditional')).toBe('invalid-option');
    expect(optionError({ shortTavla: { koks: true } })).toBe('option-not-for-variant');
    expect(optionError({ crazyGulbar: { movesPerStage: 4 } })).toBe('option-not-for-variant');
    expect(optionError({ sixOne: { doubles: 2 } })).toBe('option-not-for-variant');
    // And the long-nard section is not short tavla's.
    expect(startPosition('short-tavla', { longNard: { headRule: false } })).toMatchObject({
      ok: false,
      error: { code: 'option-not-for-variant' },
    });
  });

  it('bad setups: bar checkers, wrong counts, points off the track', () => {
    const base = { variant: 'long-nard', turn: 'white', black: { points: { 24: 15 } } };
    expect(setupError({ ...base, white: { points: { 24: 13 }, bar: 2 } })).toBe('bar-not-allowed');
    expect(setupError({ ...base, white: { points: { 24: 14 } } })).toBe('wrong-checker-count');
    expect(setupError({ ...base, white: { points: { 25: 15 } } })).toBe('invalid-point');
    expect(setupError({ ...base, white: { points: { 24: 15 } }, options: { longNard: { blockCheck: 'x' } } })).toBe('invalid-option');
  });
});

describe('perft: distinct plays per roll from the start position (White, first turn)', () => {
  // Published table (docs): long nard, default options. The head rule and the opposing head on
  // own 12 leave one play for every roll but 3-3 (LN-12: {15, 21} or {18, 18}).
  const EXPECTED: Record<string, number> = {
    '1-1': 1, '2-1': 1, '2-2': 1, '3-1': 1, '3-2': 1, '3-3': 2, '4-1': 1, '4-2': 1, '4-3': 1, '4-4': 1, '5-1': 1,
    '5-2': 1, '5-3': 1, '5-4': 1, '5-5': 1, '6-1': 1, '6-2': 1, '6-3': 1, '6-4': 1, '6-5': 1, '6-6': 1,
  };

  it('perft 1: one play per roll except 3-3 (22 over the 21 rolls)', () => {
    const counts: Record<string, number> = {};
    for (const roll of ALL_ROLLS) counts[roll.join('-')] = legalPlays(start(), roll).length;
    expect(counts).toEqual(EXPECTED);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(22);
  });

  it('perft 1: the same table under every LN-13a timing and LN-12 mode but anyDouble (28: 1-1, 2-2, 5-5 give 3)', () => {
    for (const options of [withMode('anyBlockage'), withMode('blockedByHeadOnly'), { longNard: { blockCheck: 'passThroughOnly' } }, { longNard: { blockCheck: 'everySubMove' } }] as const) {
      for (const roll of ALL_ROLLS) expect(legalPlays(start(options), roll).length).toBe(EXPECTED[roll.join('-')]);
    }
    const anyDouble = start(withMode('anyDouble'));
    for (const roll of ALL_ROLLS) {
      const key = roll.join('-');
      expect(legalPlays(anyDouble, roll).length, key).toBe(['1-1', '2-2', '5-5'].includes(key) ? 3 : EXPECTED[key]);
    }
  });

  it('perft 2: Black replies to every White first play, summed over the 21 x 21 rolls, per LN-12 mode', () => {
    const perft2 = (options?: OptionsInput): number => {
      let total = 0;
      for (const roll of ALL_ROLLS) {
        for (const play of legalPlays(start(options), roll)) {
          for (const reply of ALL_ROLLS) total += legalPlays(play.position, reply).length;
        }
      }
      return total;
    };
    expect(perft2()).toBe(484);
    expect(perft2(withMode('anyBlockage'))).toBe(489);
    expect(perft2(withMode('blockedByHeadOnly'))).toBe(484);
    expect(perft2(withMode('anyDouble'))).toBe(770);
  });
});
