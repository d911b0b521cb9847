import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, applyPlay, formatPlay, legalPlays, resolvePlay, type Dice, type StepInput } from '../../src/index.js';
import { applyCode, must, position, start, stepText } from '../rules/helpers.js';

/** applyPlay / resolvePlay: the three ways to write a play, and why an illegal one is refused. */

describe('applyPlay accepts a play written three ways', () => {
  it('a Play value from legalPlays, its steps with dice, its steps without dice, and its notation', () => {
    const p = start();
    // Every mixed roll and two doubles from the start (the rest of the doubles are in notation.test.ts).
    for (const dice of ALL_ROLLS.filter(([a, b]) => a !== b || a >= 5)) {
      for (const play of legalPlays(p, dice)) {
        const withDice = play.steps.map(({ from, to, die }) => ({ from, to, die }));
        const withoutDice: StepInput[] = play.steps.map(({ from, to }) => ({ from, to }));
        for (const written of [play, { steps: play.steps }, withDice, withoutDice, formatPlay(play)]) {
          expect(must(applyPlay(p, dice, written)).equals(play.position)).toBe(true);
        }
      }
    }
  });

  it('returns the position after the play with the opponent to move', () => {
    const after = must(applyPlay(start(), [3, 1], '8/5 6/5'));
    expect(after.turn).toBe('black');
    expect(after.checkers('white', 5)).toBe(2);
    expect(after.checkers('white', 8)).toBe(2);
    expect(after.checkers('white', 6)).toBe(4);
  });

  it('resolvePlay returns the legal Play meant, with its steps and hit flags', () => {
    const p = position({ points: { 24: 1, 13: 1, 1: 13 } }, { points: { 7: 1 } });
    const play = must(resolvePlay(p, [6, 5], '24/18*/13'));
    expect(play.steps.map(stepText)).toEqual(['24/18*:6', '18/13:5']);
    expect(play.position.bar('black')).toBe(1);
    expect(legalPlays(p, [6, 5]).some((q) => q.position.equals(play.position))).toBe(true);
  });

  it('a checker that moves twice can be written as one path or as its two steps', () => {
    const viaPath = must(applyPlay(start(), [6, 5], '24/13'));
    expect(must(applyPlay(start(), [6, 5], '24/18/13')).equals(viaPath)).toBe(true);
    expect(must(applyPlay(start(), [6, 5], [{ from: 24, to: 18 }, { from: 18, to: 13 }])).equals(viaPath)).toBe(true);
    // The other way round lands on Black's 6-point, which is closed.
    expect(applyCode(start(), [6, 5], [{ from: 24, to: 19, die: 5 }, { from: 19, to: 13, die: 6 }])).toBe('point-blocked');
  });
});

describe('applyPlay refuses an illegal play with the code that says why', () => {
  // The G-9 positions of docs/rules/test-vectors.md item 2.
  const sixOrThree = (): ReturnType<typeof position> => position({ points: { 24: 1, 1: 14 } }, { points: { 10: 2 } });
  // Two Black blots, on White's 18 and 19: 24/13 can hit either one.
  const twoBlots = (): ReturnType<typeof position> => position({ points: { 24: 1, 1: 14 } }, { points: { 7: 1, 6: 1 } });
  const bearOff = (): ReturnType<typeof position> => position({ points: { 5: 1, 3: 2 } }, { points: { 6: 2 } });
  const over = (): ReturnType<typeof position> => position({ points: { 1: 1 } }, { points: { 6: 2 } });
  const gameOver = (): ReturnType<typeof position> => must(applyPlay(over(), [2, 1], '1/off'));

  const cases: readonly [string, () => ReturnType<typeof position>, Dice, Parameters<typeof applyPlay>[2]][] = [
    ['no-checker', start, [6, 5], '23/17 13/8'],
    ['no-checker', start, [6, 5], [{ from: 'bar', to: 19, die: 6 }, { from: 13, to: 8, die: 5 }]],
    ['must-enter-first', () => position({ points: { 13: 5, 8: 3, 6: 6 }, bar: 1 }, { points: { 6: 5 } }), [6, 5], '13/7 13/8'],
    ['point-blocked', start, [6, 5], [{ from: 24, to: 19, die: 5 }, { from: 24, to: 18, die: 6 }]],
    ['point-blocked', start, [6, 5], '24/19/13'],
    ['cannot-bear-off', start, [6, 5], [{ from: 6, to: 'off', die: 6 }, { from: 6, to: 1, die: 5 }]],
    ['bear-off-needs-exact', bearOff, [6, 2], [{ from: 3, to: 'off', die: 6 }, { from: 3, to: 1, die: 2 }]],
    ['must-use-more-dice', start, [6, 5], '24/18'],
    ['must-use-more-dice', start, [3, 3], '24/21(2)'],
    ['must-use-larger-die', sixOrThree, [6, 3], '24/21'],
    ['die-not-rolled', start, [6, 5], '13/9 13/8'],
    ['die-not-rolled', start, [6, 5], '24/18 13/7'],
    ['die-not-rolled', start, [6, 5], [{ from: 24, to: 20, die: 4 }, { from: 13, to: 8, die: 5 }]],
    ['wrong-direction', start, [6, 5], [{ from: 13, to: 18 }, { from: 13, to: 8 }]],
    ['game-over', gameOver, [6, 5], '6/off 6/1'],
    ['malformed-play', start, [6, 5], { steps: 'twenty-four to thirteen' } as never],
    ['malformed-play', start, [6, 5], [{ from: 24 }] as never],
    ['malformed-notation', start, [6, 5], '24//13'],
    ['malformed-notation', start, [6, 5], 'twenty-four to thirteen'],
    ['ambiguous-play', twoBlots, [6, 5], '24/13'],
    ['illegal-play', start, [6, 5], '24/18 13/8*'],
    ['invalid-dice', start, [6, 7] as unknown as Dice, '24/18 13/6'],
  ];

  it.each(cases)('%s', (code, make, dice, written) => {
    expect(applyCode(make(), dice, written)).toBe(code);
  });

  it('ambiguous-play: a path written without its intermediate point, when the two ways there hit different blots', () => {
    const p = twoBlots();
    const viaEighteen = must(applyPlay(p, [6, 5], '24/18*/13'));
    const viaNineteen = must(applyPlay(p, [6, 5], '24/19*/13'));
    expect(viaEighteen.equals(viaNineteen)).toBe(false);
    expect(viaEighteen.checkers('black', 6)).toBe(1);
    expect(viaNineteen.checkers('black', 7)).toBe(1);
    expect(legalPlays(p, [6, 5]).map(formatPlay).sort()).toEqual(['24/18*/13', '24/19*/13']);
  });

  it('hit-and-run: a house rule that freezes the hitter', () => {
    const p = position({ points: { 8: 1, 3: 1, 1: 13 } }, { points: { 20: 1 } }, { options: { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } } });
    expect(applyCode(p, [3, 2], '8/5*/3')).toBe('hit-and-run');
  });

  it('a Play of another roll is not a play of this roll', () => {
    const [play] = legalPlays(start(), [6, 5]);
    expect(applyCode(start(), [4, 2], play!)).toBe('die-not-rolled');
  });
});
