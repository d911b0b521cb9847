import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, advanceTurn, beginTurn, legalPlays, legalSteps, playList, positionFromSetup, type Dice, type Position, type Setup } from '../../src/index.js';
import { Builder } from '../../src/movegen/builder.js';
import { Engine } from '../../src/movegen/generate.js';
import { corpusPositions, wildbgPositions } from '../api/corpora.js';
import { randomBelow } from '../property/xorshift.js';
import { must } from '../rules/helpers.js';
import { FULL } from '../tier.js';
import { assertSamePlays } from '../reference/same-plays.js';

/**
 * The generator reuses one scratch board from call to call, and does not derive it again when
 * the same Position comes back (src/movegen/builder.ts, `load`). G-9's answer for a position and
 * a roll must not depend on which calls came before it: the same position many times in a row,
 * other positions and variants in between, and the other entry points (legalSteps, playList,
 * the turn layer) on the same scratch board.
 */

const positions: Position[] = [
  ...wildbgPositions('contact.txt', 12),
  ...wildbgPositions('race.txt', 6),
  ...corpusPositions('long-nard', 6),
  ...corpusPositions('crazy-gulbar', 6),
  ...corpusPositions('six-one', 4),
  ...corpusPositions('plakoto', 4),
  ...corpusPositions('fevga', 4),
];

const answer = (p: Position, dice: Dice): string => JSON.stringify(legalPlays(p, dice));

describe('G-9: a position and a roll give the same plays whatever was asked before', () => {
  it('position by position, then in a random order with other calls in between', () => {
    // First each position's rolls in a row, the answers checked against the literal reference
    // generator, which shares nothing with the library's scratch board (every fourth in the
    // quick tier, all in the full tier).
    const expected = positions.map((p, i) =>
      ALL_ROLLS.map((dice, r) => {
        if (FULL || (i + r) % 4 === 0) assertSamePlays(p, dice);
        return answer(p, dice);
      }),
    );
    const next = randomBelow(20261204);
    const differences: string[] = [];
    for (let k = 0; k < 3000; k++) {
      const i = next(positions.length);
      const r = next(ALL_ROLLS.length);
      const p = positions[i]!;
      const dice = ALL_ROLLS[r]!;
      // Another entry point on the same or another position first.
      const other = positions[next(positions.length)]!;
      switch (next(4)) {
        case 0:
          legalSteps(other, dice, []);
          break;
        case 1:
          must(playList(other, dice)).plays();
          break;
        case 2:
          must(beginTurn(next(2) === 0 ? p : other, dice));
          break;
        default:
          legalSteps(p, ALL_ROLLS[next(ALL_ROLLS.length)]!, []);
      }
      // The same position again and again, or once.
      for (let repeat = next(3); repeat >= 0; repeat--) {
        if (answer(p, dice) !== expected[i]![r]) differences.push(`position ${i}, roll ${dice.join('-')}, call ${k}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('a search that throws part-way leaves nothing behind', () => {
  // What a stack overflow (RangeError) inside a variant's test does, made to happen on purpose:
  // the next calls on the same positions must answer as before.
  /**
   * Runs `run` with the `after`-th next call of `method` throwing; whether it threw: the scratch
   * board's per-step check, or the plain kernel's end-of-play test of a final board (`endOkWith`,
   * which asks the variant's test of the occupied mask, MoveRules.endConstraintOnMask).
   */
  function throwingOnce(method: 'check' | 'endOkWith', after: number, run: () => void): boolean {
    const prototype = (method === 'endOkWith' ? Engine.prototype : Builder.prototype) as unknown as Record<string, (...args: unknown[]) => unknown>;
    const original = prototype[method]!;
    let left = after;
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      if (left-- === 0) throw new RangeError('Maximum call stack size exceeded');
      return original.apply(this, args);
    };
    try {
      run();
      return false;
    } catch (e) {
      expect(e).toBeInstanceOf(RangeError);
      return true;
    } finally {
      prototype[method] = original;
    }
  }

  it('LN-13 / CG-5: the end-of-play test throws while a transferred die is played (crazy gulbar)', () => {
    const setup = {
      variant: 'crazy-gulbar',
      turn: 'black',
      white: { points: { 1: 1, 2: 4, 3: 1, 9: 2, 16: 1, 20: 1, 24: 5 }, off: 0 },
      black: { points: { 1: 2, 3: 2, 7: 1, 17: 1, 24: 9 }, off: 0 },
      turnsPlayed: { white: 9, black: 8 },
    } as Setup;
    const turn = must(beginTurn(must(positionFromSetup(setup)), [4, 4]));
    const play = turn.plays.find((p) => p.steps.map((s) => `${s.from}/${s.to}`).join(' ') === '24/20 20/16 7/3')!;
    // White is to play the 4 passed to him (CG-5): one checker on his 20.
    const after = play.position;
    const before = ALL_ROLLS.map((dice) => answer(after, dice));
    expect(throwingOnce('endOkWith', 0, () => advanceTurn(turn, play))).toBe(true);
    expect(ALL_ROLLS.map((dice) => answer(after, dice))).toEqual(before);
  });

  it('ST-9: a search under a hit-and-run house rule throws with hit marks made', () => {
    const setup = {
      variant: 'short-tavla',
      turn: 'white',
      white: { points: { 24: 2, 13: 5, 8: 3, 6: 5 } },
      black: { points: { 20: 1, 21: 1, 22: 1, 23: 1, 6: 6, 8: 3, 13: 2 } },
      options: { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } },
    } as unknown as Setup;
    const p = must(positionFromSetup(setup));
    const others = [p, ...wildbgPositions('contact.txt', 3)];
    const before = others.map((q) => ALL_ROLLS.map((dice) => answer(q, dice)));
    let thrown = 0;
    for (let at = 0; throwingOnce('check', at, () => legalPlays(p, [4, 1])); at += 7) {
      thrown++;
      expect(others.map((q) => ALL_ROLLS.map((dice) => answer(q, dice))), `thrown at check call ${at}`).toEqual(before);
    }
    expect(thrown).toBeGreaterThan(5);
  });
});
