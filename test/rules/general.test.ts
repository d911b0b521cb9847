import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  applyPlay,
  formatPlay,
  legalPlays,
  legalSteps,
  parsePlay,
  playsFor,
  positionFromSetup,
  positionToSetup,
  validateDice,
  type Dice,
  type Step,
} from '../../src/index.js';
import { rollWeight } from '../../src/core/dice.js';
import { applyCode, codeOf, must, playsOf, position, positionsOf, shortSetup, start, stepText } from './helpers.js';

/**
 * docs/rules/common.md (G-1 … G-15), one or more scenarios per rule, played out in short tavla.
 * Every position is written in each player's own numbering (G-2). White is on roll unless a
 * test says otherwise. Where a side's checkers do not add up to 15 on the board, the rest are
 * borne off (see helpers.ts).
 */

const stepsOf = (steps: readonly Step[]): string[] => steps.map(stepText);

/** Black's checkers, all in his own home board (White's 19-24 area): out of the way of White's bear-off. */
const BLACK_HOME = { points: { 6: 2 } };

describe('§1.1 Board and coordinates', () => {
  it('G-1: each side has 15 checkers on a board of 24 points', () => {
    const p = start();
    for (const player of ['white', 'black'] as const) {
      let total = p.bar(player) + p.off(player);
      for (let point = 1; point <= 24; point++) total += p.checkers(player, point);
      expect(total).toBe(15);
    }
    // Point 25 is not a point of the board, and 14 or 16 checkers are not a side.
    expect(codeOf(positionFromSetup(shortSetup({ points: { 25: 1 }, off: 14 }, { points: { 6: 15 } })))).toBe('invalid-point');
    expect(codeOf(positionFromSetup(shortSetup({ points: { 6: 14 }, off: 0 }, { points: { 6: 15 } })))).toBe('wrong-checker-count');
    expect(codeOf(positionFromSetup(shortSetup({ points: { 6: 16 }, off: 0 }, { points: { 6: 15 } })))).toBe('wrong-checker-count');
  });

  it('G-1: the game uses two six-sided dice', () => {
    // 21 distinct rolls; with their weights (a double 1, a mixed roll 2) the 36 outcomes of two dice.
    expect(ALL_ROLLS).toHaveLength(21);
    expect(ALL_ROLLS.reduce((n, dice) => n + rollWeight(dice), 0)).toBe(36);
    expect(rollWeight([3, 3])).toBe(1);
    expect(rollWeight([3, 1])).toBe(2);
    expect(validateDice([6, 1]).ok).toBe(true);
    expect(codeOf(validateDice([7, 1]))).toBe('invalid-dice');
    expect(codeOf(validateDice([0, 1]))).toBe('invalid-dice');
    expect(codeOf(validateDice([3]))).toBe('invalid-dice');
    expect(codeOf(validateDice([3, 3, 3]))).toBe('invalid-dice');
  });

  it('G-2: each player numbers the points 24 → 1 in his own direction, so both start on their own 24, 13, 8 and 6', () => {
    const p = start();
    for (const player of ['white', 'black'] as const) {
      expect([24, 13, 8, 6].map((point) => p.checkers(player, point))).toEqual([2, 5, 3, 5]);
    }
    // Black on roll writes his play in his own numbering, exactly as White would.
    const blackToMove = start().withTurn('black');
    expect(playsOf(blackToMove, [6, 5])).toEqual(playsOf(start(), [6, 5]));
    expect(playsOf(blackToMove, [6, 5])).toContain('24/13');
  });

  it('G-2: the bar is point 25 and bearing off is point 0', () => {
    const onBar = position({ points: { 6: 14 }, bar: 1 }, { points: { 6: 15 } });
    const viaBar = must(parsePlay(onBar, [3, 1], 'bar/22 6/5'));
    const via25 = must(parsePlay(onBar, [3, 1], '25/22 6/5'));
    expect(via25.position.equals(viaBar.position)).toBe(true);
    expect(onBar.checkers('white', 'bar')).toBe(1);

    const bearing = position({ points: { 6: 2, 5: 2 } }, { points: { 6: 15 } });
    const viaOff = must(parsePlay(bearing, [6, 5], '6/off 5/off'));
    const via0 = must(parsePlay(bearing, [6, 5], '6/0 5/0'));
    expect(via0.position.equals(viaOff.position)).toBe(true);
    expect(viaOff.position.off('white')).toBe(13);
  });

  it("G-3: positions are stored in White's numbering; Black's point b is board point 25 − b (opposed directions)", () => {
    const p = start();
    for (let b = 1; b <= 24; b++) {
      expect(p.absolutePoint('white', b)).toBe(b);
      expect(p.absolutePoint('black', b)).toBe(25 - b);
      expect(p.ownPoint('black', 25 - b)).toBe(b);
      expect(p.ownPoint('white', b)).toBe(b);
    }
  });

  it('G-4: orientation is cosmetic: the same position with the colours swapped has the same plays', () => {
    const white = { points: { 24: 1, 13: 4, 8: 3, 6: 4, 5: 2 }, bar: 1 };
    const black = { points: { 22: 2, 13: 4, 9: 2, 6: 4, 4: 2 }, off: 1 };
    const whiteToMove = position(white, black);
    const blackToMove = position(black, white, { turn: 'black' });
    for (const dice of ALL_ROLLS) {
      expect(playsOf(blackToMove, dice)).toEqual(playsOf(whiteToMove, dice));
    }
  });
});

describe('§1.2 Turn, dice and sub-moves', () => {
  it('G-5: players alternate; every play (a forced pass too) hands the turn to the opponent', () => {
    const afterWhite = must(applyPlay(start(), [3, 1], '8/5 6/5'));
    expect(afterWhite.turn).toBe('black');
    expect(afterWhite.turnsPlayed).toEqual({ white: 1, black: 0 });
    const afterBlack = must(applyPlay(afterWhite, [6, 4], '24/14'));
    expect(afterBlack.turn).toBe('white');
    expect(afterBlack.turnsPlayed).toEqual({ white: 1, black: 1 });

    // White on the bar against a closed board cannot move, and still the turn passes.
    const shutOut = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 6: 5, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 } });
    const [pass] = legalPlays(shutOut, [6, 1]);
    expect(pass?.position.turn).toBe('black');
    expect(pass?.position.turnsPlayed).toEqual({ white: 1, black: 0 });
  });

  it('G-6: a sub-move moves one checker forward by exactly one die', () => {
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(start(), dice)) {
        for (const step of play.steps) {
          expect(dice).toContain(step.die);
          expect(Number(step.from) - Number(step.to)).toBe(step.die);
        }
      }
    }
  });

  it('G-6: a checker may pass over closed points; only where it lands must be open', () => {
    // Black holds White's 23, 22, 21, 20 and 19; White's 18 and 13 are open.
    const p = position({ points: { 24: 1, 1: 14 } }, { points: { 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 } });
    expect(playsOf(p, [6, 5])).toEqual(['24/13']);
    expect(legalPlays(p, [6, 5])[0]!.steps.map((s) => s.to)).toEqual([18, 13]);
    expect(applyCode(p, [6, 5], '24/19/13')).toBe('point-blocked');
  });

  it('G-6: each intermediate landing of a checker that moves twice must itself be open', () => {
    // White's 13 is open, but both ways there (via 18 and via 19) land on a closed point.
    const p = position({ points: { 24: 1, 1: 14 } }, { points: { 7: 2, 6: 2 } });
    expect(p.checkers('white', 13) + p.checkers('black', 12)).toBe(0);
    expect(playsOf(p, [6, 5])).toEqual(['']);
    expect(applyCode(p, [6, 5], '24/13')).toBe('point-blocked');
    expect(applyCode(p, [6, 5], '24/18/13')).toBe('point-blocked');
  });

  it('G-7: a die cannot be split between two checkers (with 5-4 there is no 2+3 as the five)', () => {
    for (const play of legalPlays(start(), [5, 4])) {
      expect(play.steps.map((s) => s.die).sort()).toEqual([4, 5]);
    }
    expect(applyCode(start(), [5, 4], '13/11 13/10 24/20')).toBe('die-not-rolled');
    expect(applyCode(start(), [5, 4], [{ from: 13, to: 11 }, { from: 13, to: 10 }, { from: 24, to: 20 }])).toBe('die-not-rolled');
  });

  it('G-8: a double gives four sub-moves of its value', () => {
    const plays = legalPlays(start(), [6, 6]);
    expect(plays).toHaveLength(11);
    for (const play of plays) expect(play.steps.map((s) => s.die)).toEqual([6, 6, 6, 6]);
    for (const play of legalPlays(start(), [6, 5])) expect(play.steps).toHaveLength(2);
  });

  it('G-8: when only three of the four can be played, exactly three are', () => {
    // 24/20/16/12 is open, White's 8 is closed, and the checkers on White's 1 cannot move yet.
    const p = position({ points: { 24: 1, 1: 14 } }, { points: { 17: 2 } });
    const plays = legalPlays(p, [4, 4]);
    expect(plays.map(formatPlay)).toEqual(['24/12']);
    expect(plays[0]!.steps).toHaveLength(3);
    expect(applyCode(p, [4, 4], '24/16')).toBe('must-use-more-dice');
  });

  describe('G-9 maximal usage, over complete sequences', () => {
    // White: one checker on 24 and one on 20; the rest on 1 cannot move. Black holds 19 and 17.
    // 24/18 is legal on its own, but after it no 1 can be played (18/17 and 20/19 are closed,
    // 24/23 is gone). Playing 20/14 and 24/23 uses both dice, so 24/18 is not a legal start.
    const trap = (): ReturnType<typeof position> => position({ points: { 24: 1, 20: 1, 1: 13 } }, { points: { 6: 2, 8: 2 } });

    it('G-9.2: only sequences of the maximal length are legal', () => {
      expect(playsOf(trap(), [6, 1])).toEqual(['20/13', '24/23 20/14']);
      expect(applyCode(trap(), [6, 1], '24/18')).toBe('must-use-more-dice');
      expect(applyCode(trap(), [6, 1], '20/14')).toBe('must-use-more-dice');
    });

    it('G-9: a sub-move that is legal on its own is illegal when it makes the other die unplayable', () => {
      expect(applyCode(trap(), [6, 1], [{ from: 24, to: 18, die: 6 }])).toBe('must-use-more-dice');
      expect(applyCode(trap(), [6, 1], '24/18 18/17')).toBe('point-blocked');
      expect(applyCode(trap(), [6, 1], '24/18 20/19')).toBe('point-blocked');
      // A user interface that asks legalSteps is never offered 24/18 in the first place.
      const first = must(legalSteps(trap(), [6, 1]));
      expect(first.map(stepText).sort()).toEqual(['20/14:6', '24/23:1']);
    });

    it('G-9.3: either the 6 or the 3 can be played but not both, so the 6 must be (§11 item 2)', () => {
      // White's 18 and 21 are open, White's 15 is closed: 24/18/15 and 24/21/15 both fail.
      const p = position({ points: { 24: 1, 1: 14 } }, { points: { 10: 2 } });
      expect(playsOf(p, [6, 3])).toEqual(['24/18']);
      expect(playsOf(p, [3, 6])).toEqual(['24/18']);
      expect(applyCode(p, [6, 3], '24/21')).toBe('must-use-larger-die');
      expect(applyCode(p, [6, 3], [{ from: 24, to: 21, die: 3 }])).toBe('must-use-larger-die');
      expect(must(applyPlay(p, [6, 3], '24/18')).checkers('white', 18)).toBe(1);
    });

    it('G-9.3: if only the 3 can be played, the 3 must be played (§11 item 2)', () => {
      // Now White's 18 is closed too.
      const p = position({ points: { 24: 1, 1: 14 } }, { points: { 10: 2, 7: 2 } });
      expect(playsOf(p, [6, 3])).toEqual(['24/21']);
      expect(applyPlay(p, [6, 3], '24/21').ok).toBe(true);
    });

    it('G-9.3: the larger-die rule does not apply to doubles or when both dice can be used', () => {
      const p = position({ points: { 24: 1, 1: 14 } }, { points: { 10: 2 } });
      // 3-3: 24/21/18 then 18/15 is closed, so two threes are played.
      expect(playsOf(p, [3, 3])).toEqual(['24/18']);
      expect(legalPlays(p, [3, 3])[0]!.steps).toHaveLength(2);
      // From the start, the 6-1 plays use both dice.
      for (const play of legalPlays(start(), [6, 1])) expect(play.steps).toHaveLength(2);
    });

    it('G-9.4 / G-10: when no sub-move is legal the roll is forfeited: one play with no steps', () => {
      // White has two checkers on the bar and Black has closed his home board.
      const p = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 6: 5, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 } });
      for (const dice of ALL_ROLLS) {
        const plays = legalPlays(p, dice);
        expect(plays).toHaveLength(1);
        expect(plays[0]!.steps).toEqual([]);
        expect(formatPlay(plays[0]!)).toBe('');
      }
      const after = must(applyPlay(p, [6, 1], []));
      expect(after.turn).toBe('black');
      expect(positionToSetup(after.withTurn('white')).white).toEqual(positionToSetup(p).white);
      expect(must(applyPlay(p, [6, 1], '')).equals(after)).toBe(true);
      expect(must(applyPlay(p, [6, 1], 'pass')).equals(after)).toBe(true);
      expect(applyCode(p, [6, 1], 'bar/19')).toBe('point-blocked');
    });

    it('G-9.5: sequences that reach the same position are one play', () => {
      // 2-1: 24/23/21 and 24/22/21 are one play; GNU Backgammon counts 15 plays.
      const plays = legalPlays(start(), [2, 1]);
      expect(plays).toHaveLength(15);
      expect(plays.map(formatPlay).filter((t) => t === '24/21')).toHaveLength(1);
      for (const dice of ALL_ROLLS) {
        const all = legalPlays(start(), dice);
        expect(new Set(positionsOf(all)).size).toBe(all.length);
      }
    });

    it('G-9.6: bearing off the last checker uses all the dice (the rest of the roll is void)', () => {
      // White's last checker is on 3; Black has a blot on White's 2 (his own 23).
      // 3/off with the 6 ends the game at once, so it is as complete as 3/2*/off with both dice;
      // the two reach different positions (Black on the bar or not), so both are legal.
      const p = position({ points: { 3: 1 } }, { points: { 23: 1, 6: 5 } });
      expect(playsOf(p, [6, 1])).toEqual(['3/2*/off', '3/off']);
      const single = must(applyPlay(p, [6, 1], [{ from: 3, to: 'off', die: 6 }]));
      expect(single.winner()).toBe('white');
      expect(single.bar('black')).toBe(0);
    });

    it('G-9.6: with a double, the play stops when the last checker is off', () => {
      const p = position({ points: { 2: 1, 1: 1 } }, { points: { 6: 15 } });
      const plays = legalPlays(p, [6, 6]);
      expect(plays).toHaveLength(1);
      expect(plays[0]!.steps).toHaveLength(2);
      expect(plays[0]!.position.winner()).toBe('white');
    });
  });
});

describe('§1.3 Bearing off', () => {
  it('G-11: no bearing off while a checker is outside the home', () => {
    const p = position({ points: { 7: 1, 6: 4, 5: 5, 4: 5 } }, BLACK_HOME);
    let bearOffs = 0;
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(p, dice)) {
        // Every bear-off in a legal play comes after the checker on 7 has entered the home.
        const firstOff = play.steps.findIndex((s) => s.to === 'off');
        const entry = play.steps.findIndex((s) => s.from === 7);
        if (firstOff < 0) continue;
        bearOffs++;
        expect(entry).toBeGreaterThanOrEqual(0);
        expect(entry).toBeLessThan(firstOff);
      }
    }
    expect(bearOffs).toBeGreaterThan(0); // e.g. 6-5: 7/1 5/off
    expect(applyCode(p, [6, 5], [{ from: 6, to: 'off', die: 6 }, { from: 5, to: 'off', die: 5 }])).toBe('cannot-bear-off');
  });

  it('G-11: the precondition is re-checked before each sub-move: a checker entering the home makes bear-off legal later in the same turn', () => {
    // 5-3: 8/3 brings the last outside checker home; then the 3 bears a checker off from 3.
    const p = position({ points: { 8: 1, 3: 14 } }, BLACK_HOME);
    const plays = legalPlays(p, [5, 3]);
    expect(plays).toHaveLength(1);
    expect(plays[0]!.position.off('white')).toBe(1);
    expect(plays[0]!.position.checkers('white', 8)).toBe(0);
    // Step by step: bearing off first is refused, after 8/3 it is offered.
    expect(codeOf(legalSteps(p, [5, 3], [{ from: 3, to: 'off' }]))).toBe('cannot-bear-off');
    expect(must(legalSteps(p, [5, 3])).map(stepText).sort()).toEqual(['8/3:5', '8/5:3']);
    expect(must(legalSteps(p, [5, 3], [{ from: 8, to: 3 }])).map(stepText)).toEqual(['3/off:3']);
    expect(must(legalSteps(p, [5, 3], [{ from: 8, to: 5 }])).map(stepText)).toEqual(['5/off:5']);
  });

  it('G-12: a die of n bears off a checker from own point n', () => {
    const p = position({ points: { 6: 1, 4: 1, 2: 1 } }, BLACK_HOME);
    const first = must(legalSteps(p, [4, 2])).map(stepText);
    expect(first).toContain('4/off:4');
    expect(first).toContain('2/off:2');
    const after = must(applyPlay(p, [4, 2], '4/off 2/off'));
    expect(after.off('white')).toBe(14);
    expect(after.checkers('white', 6)).toBe(1);
  });

  it('G-13: with no checker above n, die n bears off from the highest occupied point (and must)', () => {
    const p = position({ points: { 3: 2, 2: 3 } }, BLACK_HOME);
    expect(playsOf(p, [6, 5])).toEqual(['3/off(2)']);
    expect(applyCode(p, [6, 5], '2/off(2)')).toBe('bear-off-needs-exact');
  });

  it('G-13: if point n is empty and a checker stands higher, the die must move that checker', () => {
    // 4-1 with checkers on 5 and 2: the 4 may not bear off from 2 while 5 is occupied.
    const p = position({ points: { 5: 1, 2: 1 } }, BLACK_HOME);
    const firstSteps = must(legalSteps(p, [4, 1])).map(stepText);
    expect(firstSteps).toContain('5/1:4');
    expect(firstSteps).not.toContain('2/off:4');
    expect(applyCode(p, [4, 1], [{ from: 2, to: 'off', die: 4 }, { from: 5, to: 4, die: 1 }])).toBe('bear-off-needs-exact');
    // 5/1 2/1 or 5/4/off (the 1 first, then the 4 bears off exactly from 4).
    expect(positionsOf(legalPlays(p, [4, 1]))).toEqual(
      positionsOf([
        must(parsePlay(p, [4, 1], '5/1 2/1')),
        must(parsePlay(p, [4, 1], '5/4 4/off')),
      ]),
    );
  });

  it('G-13: while a checker stands above n, die n never bears off, even when that checker is blocked', () => {
    // A 4 from 6 lands on White's 2, which Black holds; the checkers on 3 may not use the 4 to bear off.
    const p = position({ points: { 6: 1, 3: 14 } }, { points: { 23: 2 } });
    expect(playsOf(p, [4, 4])).toEqual(['']);
    expect(applyCode(p, [4, 4], '3/off(4)')).toBe('bear-off-needs-exact');
    expect(playsOf(p, [4, 1])).toEqual(['6/1']);
  });

  it('G-13 option bearOff.higherDieRule = false: only exact bear-offs', () => {
    const options = { bearOff: { higherDieRule: false } };
    const p = position({ points: { 3: 2, 2: 3 } }, BLACK_HOME, { options });
    expect(p.options.bearOff?.higherDieRule).toBe(false);
    expect(playsOf(p, [6, 5])).toEqual(['']);
    expect(applyCode(p, [6, 5], '3/off')).toBe('bear-off-needs-exact');
    // Exact bear-offs still work: the 3 from 3, the 2 from 2 (or the 2 moves 3/1).
    expect(playsOf(p, [3, 2])).toEqual(['3/1 3/off', '3/off 2/off']);
    // Over-shooting is simply unavailable; the same roll under the default over-shoots.
    expect(playsOf(position({ points: { 3: 2, 2: 3 } }, BLACK_HOME), [6, 5])).toEqual(['3/off(2)']);
  });

  it('G-14: during bear-off a die may instead move a checker inside the home (bearing off is never compulsory)', () => {
    const p = position({ points: { 6: 1, 2: 1, 1: 1 } }, BLACK_HOME);
    const plays = legalPlays(p, [2, 1]);
    expect(plays).toHaveLength(5);
    const left = plays.map((play) => [6, 5, 4, 3, 2, 1].map((pt) => play.position.checkers('white', pt)).join('')).sort();
    // Remaining checkers on points 6..1: {6}, {5,1}, {4,2}, {4,1,1}, {3,2,1}.
    expect(left).toEqual(['000111', '001002', '001010', '010001', '100000']);
    expect(playsOf(p, [2, 1])).toContain('2/off 1/off');
  });

  it('G-14 option bearOff.allowMovesWithinHome = false: once all are home, dice only bear off', () => {
    const options = { bearOff: { allowMovesWithinHome: false } };
    const p = position({ points: { 6: 1, 2: 1, 1: 1 } }, BLACK_HOME, { options });
    expect(playsOf(p, [2, 1])).toEqual(['2/off 1/off']);
    expect(applyCode(p, [2, 1], '6/3')).toBe('move-within-home-forbidden');
    // A die that can neither bear off exactly nor over-shoot is then unusable.
    const q = position({ points: { 6: 2, 4: 2 } }, BLACK_HOME, { options });
    expect(playsOf(q, [2, 1])).toEqual(['']);
    expect(playsOf(q, [6, 4])).toEqual(['6/off 4/off']);
  });

  it('G-14 option bearOff.allowMovesWithinHome = false: before the last checker comes home, home checkers still move (G-9 over every order)', () => {
    const options = { bearOff: { allowMovesWithinHome: false } };
    // 2-2: 6/4, 4/2 while 8 is still out, then 8/6 brings it home, then 2/off uses the fourth 2.
    // Bringing 8/6 home first would leave only bear-offs, and no 2 bears off: G-9 wants all four.
    const p = position({ points: { 8: 1, 6: 1 } }, { points: { 12: 2 } }, { options });
    const plays = legalPlays(p, [2, 2]);
    expect(plays).toHaveLength(1);
    expect(plays[0]!.steps).toHaveLength(4);
    expect(plays[0]!.position.off('white')).toBe(14);
    expect(plays[0]!.position.checkers('white', 6)).toBe(1);
    expect(must(applyPlay(p, [2, 2], [{ from: 6, to: 4 }, { from: 4, to: 2 }, { from: 8, to: 6 }, { from: 2, to: 'off' }])).equals(plays[0]!.position)).toBe(true);
    expect(applyCode(p, [2, 2], '6/2')).toBe('must-use-more-dice');
  });
});

describe('§1.4 End of game', () => {
  it('G-15: the game ends the moment the 15th checker is borne off; that player wins', () => {
    const p = position({ points: { 1: 1 } }, { points: { 6: 15 } });
    const plays = legalPlays(p, [6, 5]);
    expect(plays.map(formatPlay)).toEqual(['1/off']);
    const over = plays[0]!.position;
    expect(over.hasWon('white')).toBe(true);
    expect(over.winner()).toBe('white');
    expect(over.hasWon('black')).toBe(false);
    // Nobody plays on.
    expect(legalPlays(over, [3, 1])).toEqual([]);
    expect(codeOf(playsFor(over, [3, 1]))).toBe('game-over');
    expect(applyCode(over, [3, 1], '')).toBe('game-over');
    expect(codeOf(legalSteps(over, [3, 1]))).toBe('game-over');
  });

  it('G-15: there are no draws: a setup where both sides are off is refused', () => {
    const both = shortSetup({ points: {} }, { points: {} });
    expect(codeOf(positionFromSetup(both))).toBe('impossible-position');
  });
});

describe('G-9 and legalSteps (the step-by-step builder for user interfaces)', () => {
  const dice: Dice = [6, 1];
  const trap = (): ReturnType<typeof position> => position({ points: { 24: 1, 20: 1, 1: 13 } }, { points: { 6: 2, 8: 2 } });

  it('offers only first steps that can be completed to a legal play', () => {
    expect(stepsOf(must(legalSteps(trap(), dice))).sort()).toEqual(['20/14:6', '24/23:1']);
  });

  it('offers exactly the continuations after partial steps', () => {
    expect(stepsOf(must(legalSteps(trap(), dice, [{ from: 20, to: 14 }]))).sort()).toEqual(['14/13:1', '24/23:1']);
    expect(stepsOf(must(legalSteps(trap(), dice, [{ from: 24, to: 23 }])))).toEqual(['20/14:6']);
  });

  it('returns [] when the play is complete', () => {
    expect(must(legalSteps(trap(), dice, [{ from: 20, to: 14 }, { from: 24, to: 23 }]))).toEqual([]);
    expect(must(legalSteps(trap(), dice, [{ from: 20, to: 14 }, { from: 14, to: 13 }]))).toEqual([]);
  });

  it('refuses steps that are not the start of a legal play', () => {
    expect(codeOf(legalSteps(trap(), dice, [{ from: 24, to: 18 }, { from: 18, to: 17 }]))).toBe('point-blocked');
    expect(codeOf(legalSteps(trap(), dice, [{ from: 13, to: 7 }]))).toBe('no-checker');
  });
});

describe('whole-roll consistency of the general rules', () => {
  it('a roll and the same roll with the dice swapped are the same roll', () => {
    const p = position({ points: { 24: 1, 20: 1, 1: 13 } }, { points: { 6: 2, 8: 2 } });
    for (const [a, b] of ALL_ROLLS) expect(playsOf(p, [b, a])).toEqual(playsOf(p, [a, b]));
  });
});
