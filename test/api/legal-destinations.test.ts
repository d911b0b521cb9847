import { describe, expect, it } from 'vitest';
import {
  applyPlay,
  beginTurn,
  legalDestinations,
  legalSteps,
  positionFromSetup,
  stageDestinations,
  stageSteps,
  startPosition,
  type Destinations,
  type Dice,
  type Position,
  type StepInput,
} from '../../src/index.js';
import { codeOf, must, position, start } from '../rules/helpers.js';

/**
 * legalSteps and legalDestinations as a board UI uses them (docs/api.md#legalsteps): the steps
 * so far are read as applyPlay reads a play's steps, each (from, to) is offered once with its
 * dice, a bad step gets applyPlay's code, and the destinations of every checker, one die or
 * several in a row, come in one call.
 */

/** Destinations as text: `from: to(dice+dice|dice+dice) …` per checker. */
function text(d: Destinations): string[] {
  return d.map(([from, list]) => `${from}: ${list.map((x) => `${x.to}(${x.ways.map((w) => w.map((s) => `${s.die}${s.hit ? '*' : ''}`).join('+')).join('|')})`).join(' ')}`);
}
const hops = (offers: readonly { from: unknown; to: unknown; dice: readonly number[] }[]): string[] => offers.map((o) => `${String(o.from)}/${String(o.to)}:${o.dice.join(',')}`);

describe('legalSteps accepts every step applyPlay accepts (G-6: one checker over several dice)', () => {
  it('a checker carried over both dice of 6-5 is a whole play: nothing more to offer', () => {
    const steps: StepInput[] = [{ from: 24, to: 13 }];
    expect(must(applyPlay(start(), [6, 5], steps))).toBeDefined();
    expect(must(legalSteps(start(), [6, 5], steps))).toEqual([]);
  });

  it('ST-5: a hop over several dice may hit on the way, and the offer goes on from there', () => {
    // Black's blot on White's 21: 24/21*/18 with two of the four 3s, hitting on the way.
    const p = position({ points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { points: { 4: 1, 24: 2, 13: 5, 8: 3, 6: 4 } });
    const dice: Dice = [3, 3];
    expect(must(legalSteps(p, dice, [{ from: 24, to: 21 }])).length).toBeGreaterThan(0);
    const after = must(legalSteps(p, dice, [{ from: 24, to: 18 }]));
    expect(after.length).toBeGreaterThan(0);
    // The same prefix as two single steps gives the same offer, and each offered step completes.
    expect(hops(after)).toEqual(hops(must(legalSteps(p, dice, [{ from: 24, to: 21 }, { from: 21, to: 18 }]))));
    const full = [{ from: 24, to: 18 }, ...[0, 1].map(() => ({ from: 13, to: 10 }))];
    expect(must(applyPlay(p, dice, full)).bar('black')).toBe(1);
    expect(must(legalSteps(p, dice, full))).toEqual([]);
  });

  it('steps so far in another order than they can be played are read as applyPlay reads them (ST-6)', () => {
    // White on the bar: the entering step must come first, yet applyPlay takes it in any order.
    const p = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 1, off: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    const steps: StepInput[] = [{ from: 13, to: 7 }, { from: 'bar', to: 20 }];
    expect(codeOf(applyPlay(p, [6, 5], steps))).toBeUndefined();
    expect(must(legalSteps(p, [6, 5], steps))).toEqual([]);
  });
});

describe('legalSteps refuses a bad step with the code applyPlay gives it', () => {
  const cases: readonly [string, StepInput[], string][] = [
    ['a named die that does not cover the hop', [{ from: 24, to: 20, die: 6 }], 'die-not-rolled'],
    ['a die that is not in the roll', [{ from: 24, to: 20, die: 4 }], 'die-not-rolled'],
    ['a distance no dice make', [{ from: 24, to: 20 }], 'die-not-rolled'],
    ['the wrong die for a hop another die makes', [{ from: 24, to: 18, die: 5 }], 'die-not-rolled'],
    ['a step away from home', [{ from: 13, to: 18 }], 'wrong-direction'],
    ['a closed landing point (ST-4)', [{ from: 24, to: 19 }], 'point-blocked'],
    ['no checker there', [{ from: 23, to: 17 }], 'no-checker'],
    ['bearing off with checkers outside (G-11)', [{ from: 6, to: 'off' }], 'cannot-bear-off'],
  ];
  it.each(cases)('%s', (_, steps, code) => {
    expect(codeOf(legalSteps(start(), [6, 5], steps))).toBe(code);
    expect(codeOf(applyPlay(start(), [6, 5], steps))).toBe(code);
    expect(codeOf(legalDestinations(start(), [6, 5], steps))).toBe(code);
  });
});

describe('each (from, to) is offered once, with the dice that may make it', () => {
  it('G-13: a bear-off that the 6 and the 5 both make is one offer with dice [6, 5]', () => {
    const p = position({ points: { 2: 1, 1: 1 } }, { points: { 12: 2 } });
    const offers = must(legalSteps(p, [6, 5]));
    expect(hops(offers)).toEqual(['2/off:6,5']);
    expect(offers[0]!.die).toBe(6);
    // Either die may be named when it is handed back; the play is then finished with the other.
    for (const die of [6, 5]) expect(hops(must(legalSteps(p, [6, 5], [{ from: 2, to: 'off', die }])))).toEqual([`1/off:${11 - die}`]);
  });

  it('a double offers each step once, with its die once (G-8)', () => {
    expect(hops(must(legalSteps(start(), [6, 6])))).toEqual(['24/18:6', '13/7:6', '8/2:6']);
  });
});

describe('legalDestinations: every checker, one die or several in a row', () => {
  it('short tavla 6-5 from the start', () => {
    expect(text(must(legalDestinations(start(), [6, 5])))).toEqual([
      // 24/19 lands on Black's 6-point: closed (ST-4), so 24/13 goes by 18 only.
      '24: 18(6) 13(6+5)',
      '13: 8(5) 7(6) 2(6+5|5+6)',
      '8: 3(5) 2(6)',
    ]);
    // After 24/18 only the 5 is left.
    expect(text(must(legalDestinations(start(), [6, 5], [{ from: 24, to: 18 }])))).toEqual(['18: 13(5)', '13: 8(5)', '8: 3(5)']);
    expect(must(legalDestinations(start(), [6, 5], [{ from: 24, to: 13 }]))).toEqual([]);
  });

  it('is frozen, and new Map(destinations) looks a checker up', () => {
    const d = must(legalDestinations(start(), [6, 5]));
    expect(Object.isFrozen(d)).toBe(true);
    expect(Object.isFrozen(d[0])).toBe(true);
    expect(Object.isFrozen(d[0]![1][0]!.ways[0])).toBe(true);
    expect(new Map(d).get(13)?.map((x) => x.to)).toEqual([8, 7, 2]);
  });

  it('G-9: the trap step that leaves the 1 unplayable is no destination', () => {
    const trap: Position = position({ points: { 24: 1, 20: 1, 1: 13 } }, { points: { 6: 2, 8: 2 } });
    expect(text(must(legalDestinations(trap, [6, 1])))).toEqual(['24: 23(1)', '20: 14(6) 13(6+1)']);
  });

  it('PL-6: a pinned checker has no destinations; PL-5: landing on a lone checker pins it', () => {
    const p = must(
      positionFromSetup({
        variant: 'plakoto',
        turn: 'white',
        white: { points: { 20: 1, 10: 1, 6: 13 }, pinned: [10] },
        black: { points: { 15: 1, 12: 1, 1: 13 } },
      }),
    );
    const d = new Map(must(legalDestinations(p, [6, 1])));
    expect(d.has(10)).toBe(false);
    // 20/14/13 lands on Black's lone checker on White's 13 and pins it.
    const way = d.get(20)?.find((x) => x.to === 13)?.ways[0];
    expect(way?.map((s) => s.die)).toEqual([6, 1]);
    const after = must(applyPlay(p, [6, 1], way!.map((s) => ({ from: s.from, to: s.to }))));
    expect(after.pinned('black', 12)).toBe(true);
  });

  it('FE-5: at the start of Fevga only the first checker moves, by one die or both', () => {
    const fevga = must(startPosition('fevga'));
    expect(text(must(legalDestinations(fevga, [6, 5])))).toEqual(['24: 19(5) 18(6) 13(6+5|5+6)']);
  });

  it('CG-2: a crazy gulbar cascade stage through the turn layer (stageDestinations)', () => {
    const turn = must(beginTurn(must(startPosition('crazy-gulbar')), [5, 5]));
    // LN-11: one checker leaves the head, so its four 5s are the whole stage.
    expect(text(must(stageDestinations(turn)))).toEqual(['24: 19(5) 14(5+5) 9(5+5+5) 4(5+5+5+5)']);
    expect(hops(must(stageSteps(turn)))).toEqual(['24/19:5']);
    expect(hops(must(stageSteps(turn, [{ from: 24, to: 9 }])))).toEqual(['9/4:5']);
  });
});
