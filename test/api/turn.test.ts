import { describe, expect, it } from 'vitest';
import { advanceTurn, beginTurn, formatPlay, legalPlays, type Dice } from '../../src/index.js';
import { codeOf, must, position, start } from '../rules/helpers.js';

/** The turn layer for short tavla: a turn is one stage, the roller plays his roll (G-5). */

describe('beginTurn', () => {
  it('opens one stage for the player on turn with his roll and its legal plays', () => {
    const turn = must(beginTurn(start(), [3, 1]));
    expect(turn.roller).toBe('white');
    expect(turn.dice).toEqual([3, 1]);
    expect(turn.stage).toEqual({ player: 'white', dice: [3, 1], subMoves: [3, 1], transferred: false });
    expect(turn.done).toBe(false);
    expect(turn.played).toEqual([]);
    expect(turn.nextToRoll).toBeNull();
    expect(turn.position.equals(start())).toBe(true);
    expect(turn.plays.map(formatPlay)).toEqual(legalPlays(start(), [3, 1]).map(formatPlay));
    expect(Object.isFrozen(turn)).toBe(true);
  });

  it('refuses bad dice and a finished game', () => {
    expect(codeOf(beginTurn(start(), [0, 1] as unknown as Dice))).toBe('invalid-dice');
    expect(codeOf(beginTurn(start(), [1, 2, 3] as unknown as Dice))).toBe('invalid-dice');
    const over = position({ points: {} }, { points: { 6: 15 } }, { turn: 'black' });
    expect(codeOf(beginTurn(over, [3, 1]))).toBe('game-over');
  });
});

describe('advanceTurn', () => {
  it('plays the stage (notation, steps or a Play) and hands the roll to the opponent', () => {
    const turn = must(beginTurn(start(), [3, 1]));
    const byText = must(advanceTurn(turn, '8/5 6/5'));
    const bySteps = must(advanceTurn(turn, [{ from: 8, to: 5 }, { from: 6, to: 5 }]));
    const byPlay = must(advanceTurn(turn, turn.plays.find((p) => formatPlay(p) === '8/5 6/5')!));
    for (const done of [byText, bySteps, byPlay]) {
      expect(done.done).toBe(true);
      expect(done.stage).toBeNull();
      expect(done.plays).toEqual([]);
      expect(done.nextToRoll).toBe('black');
      expect(done.position.turn).toBe('black');
      expect(done.position.checkers('white', 5)).toBe(2);
      expect(done.played).toHaveLength(1);
      expect(done.played[0]!.stage).toEqual({ player: 'white', dice: [3, 1], subMoves: [3, 1], transferred: false });
      expect(formatPlay(done.played[0]!.play)).toBe('8/5 6/5');
      expect(done.roller).toBe('white');
    }
  });

  it('refuses an illegal play with its code and leaves the turn as it was', () => {
    const turn = must(beginTurn(start(), [3, 1]));
    expect(codeOf(advanceTurn(turn, '24/18'))).toBe('die-not-rolled');
    expect(codeOf(advanceTurn(turn, '8/5'))).toBe('must-use-more-dice');
    expect(codeOf(advanceTurn(turn, '8//5'))).toBe('malformed-notation');
    expect(turn.done).toBe(false);
    expect(turn.position.equals(start())).toBe(true);
  });

  it('a forced pass is a play too (G-10)', () => {
    const shutOut = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 6: 5, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 } });
    const turn = must(beginTurn(shutOut, [6, 6]));
    expect(turn.plays).toHaveLength(1);
    const done = must(advanceTurn(turn, ''));
    expect(done.nextToRoll).toBe('black');
    expect(done.position.turnsPlayed).toEqual({ white: 1, black: 0 });
  });

  it('a finished turn cannot be played again', () => {
    const done = must(advanceTurn(must(beginTurn(start(), [3, 1])), '8/5 6/5'));
    expect(codeOf(advanceTurn(done, '8/5 6/5'))).toBe('turn-over');
  });

  it('bearing off the last checker ends the game: nobody rolls next (G-15)', () => {
    const p = position({ points: { 2: 1 } }, { points: { 6: 15 } });
    const done = must(advanceTurn(must(beginTurn(p, [6, 5])), '2/off'));
    expect(done.nextToRoll).toBeNull();
    expect(done.position.winner()).toBe('white');
    expect(codeOf(beginTurn(done.position, [1, 2]))).toBe('game-over');
  });

  it('players alternate over several turns', () => {
    let p = start();
    const rolls: Dice[] = [
      [3, 1],
      [6, 4],
      [5, 5],
      [2, 1],
    ];
    const order: string[] = [];
    for (const dice of rolls) {
      const turn = must(beginTurn(p, dice));
      order.push(turn.roller);
      const done = must(advanceTurn(turn, turn.plays[0]!));
      p = done.position;
    }
    expect(order).toEqual(['white', 'black', 'white', 'black']);
    expect(p.turnsPlayed).toEqual({ white: 2, black: 2 });
  });
});
