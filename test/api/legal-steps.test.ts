import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  applyPlay,
  legalPlays,
  legalSteps,
  positionFromSetup,
  positionToSetup,
  type Dice,
  type Position,
  type Step,
} from '../../src/index.js';
import { generalSteps } from '../../src/movegen/steps.js';
import { shortTavlaPosition } from '../property/arbitraries.js';
import { corpusPositions, wildbgPositions } from './corpora.js';
import { codeOf, must, position, start, stepText } from '../rules/helpers.js';
import { runs } from '../tier.js';

/**
 * legalSteps, the builder a user interface uses to let a player make a play one checker at a
 * time. Walking its whole tree must reach exactly the legal plays (G-9): every offered step can
 * be completed, every complete play is legal, and every legal play can be built.
 */

interface Walk {
  readonly finals: Set<string>;
  readonly leaves: number;
}

function walk(p: Position, dice: Dice): Walk {
  const finals = new Set<string>();
  let leaves = 0;
  const visit = (so: readonly Step[]): void => {
    const next = must(legalSteps(p, dice, so));
    if (next.length === 0) {
      leaves++;
      // A complete play: applyPlay accepts it, in this order and with these dice.
      const after = must(applyPlay(p, dice, so));
      finals.add(JSON.stringify(after));
      return;
    }
    for (const step of next) {
      expect(dice).toContain(step.die);
      visit([...so, step]);
    }
  };
  visit([]);
  return { finals, leaves };
}

const legalFinals = (p: Position, dice: Dice): Set<string> => new Set(legalPlays(p, dice).map((play) => JSON.stringify(play.position)));

describe('walking the legalSteps tree reaches exactly the legal plays', () => {
  // Doubles from busy positions make big trees; those positions walk the mixed rolls and two doubles.
  const SOME_ROLLS = ALL_ROLLS.filter(([a, b]) => a !== b || a >= 5);
  const MIXED_ROLLS = ALL_ROLLS.filter(([a, b]) => a !== b);
  const positions: readonly [string, () => Position, readonly Dice[]][] = [
    ['start', start, SOME_ROLLS],
    ['on the bar', () => position({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } }), SOME_ROLLS],
    ['two on the bar', () => position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 24: 2, 13: 5, 8: 3, 6: 4, 5: 1 } }), ALL_ROLLS],
    ['G-9 trap', () => position({ points: { 24: 1, 20: 1, 1: 13 } }, { points: { 6: 2, 8: 2 } }), ALL_ROLLS],
    ['larger die', () => position({ points: { 24: 1, 1: 14 } }, { points: { 10: 2 } }), ALL_ROLLS],
    ['bear-off with contact', () => position({ points: { 6: 3, 5: 2, 3: 3, 2: 2 } }, { points: { 24: 1, 21: 2, 12: 5 } }), SOME_ROLLS],
    ['hits', () => position({ points: { 24: 2, 13: 4, 11: 1, 8: 3, 6: 5 } }, { points: { 24: 1, 18: 1, 16: 1, 13: 5, 8: 3, 6: 4 } }), MIXED_ROLLS],
    [
      'hit-and-run forbidden in home',
      () => position({ points: { 8: 2, 3: 1, 1: 12 } }, { points: { 20: 1, 21: 1 } }, { options: { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } } }),
      ALL_ROLLS,
    ],
    [
      'hit-and-run forbidden to own point',
      () => position({ points: { 24: 1, 13: 2, 8: 1, 1: 11 } }, { points: { 7: 1, 11: 1 } }, { options: { shortTavla: { hitAndRun: 'forbiddenToOwnPoint' } } }),
      SOME_ROLLS,
    ],
  ];

  it.each(positions)('%s', (_, make, rolls) => {
    const p = make();
    for (const dice of rolls) {
      const { finals, leaves } = walk(p, dice);
      expect(leaves).toBeGreaterThan(0);
      expect([...finals].sort()).toEqual([...legalFinals(p, dice)].sort());
    }
  });
});

describe('legalSteps step by step', () => {
  const trap = (): Position => position({ points: { 24: 1, 20: 1, 1: 13 } }, { points: { 6: 2, 8: 2 } });

  it('never offers a first step that makes the other die unplayable (the G-9 trap)', () => {
    const offered = must(legalSteps(trap(), [6, 1])).map(stepText).sort();
    expect(offered).toEqual(['20/14:6', '24/23:1']);
    expect(offered).not.toContain('24/18:6');
  });

  it('offers the steps of the forced larger die only (G-9.3)', () => {
    const p = position({ points: { 24: 1, 1: 14 } }, { points: { 10: 2 } });
    expect(must(legalSteps(p, [6, 3])).map(stepText)).toEqual(['24/18:6']);
    expect(must(legalSteps(p, [6, 3], [{ from: 24, to: 18 }]))).toEqual([]);
  });

  it('offers each distinct step once for a double, and four steps in all', () => {
    const first = must(legalSteps(start(), [6, 6])).map(stepText).sort();
    expect(first).toEqual(['13/7:6', '24/18:6', '8/2:6']);
    const two = must(legalSteps(start(), [6, 6], [{ from: 13, to: 7 }, { from: 13, to: 7 }])).map(stepText).sort();
    expect(two).toEqual(['13/7:6', '24/18:6', '8/2:6']);
    const four = [{ from: 13, to: 7 }, { from: 13, to: 7 }, { from: 24, to: 18 }, { from: 24, to: 18 }] as const;
    expect(must(legalSteps(start(), [6, 6], four))).toEqual([]);
  });

  it('marks hits on the steps it offers', () => {
    const p = position({ points: { 24: 1, 1: 14 } }, { points: { 7: 1 } });
    expect(must(legalSteps(p, [6, 5])).map(stepText).sort()).toEqual(['24/18*:6', '24/19:5']);
    expect(must(legalSteps(p, [6, 5], [{ from: 24, to: 18 }])).map(stepText)).toEqual(['18/13:5']);
  });

  it('accepts steps with or without their die', () => {
    const withDie = must(legalSteps(start(), [6, 5], [{ from: 24, to: 18, die: 6 }]));
    const without = must(legalSteps(start(), [6, 5], [{ from: 24, to: 18 }]));
    expect(without.map(stepText)).toEqual(withDie.map(stepText));
    // The 5 after 24/18: 24/19 lands on Black's 6-point and is closed,
    // (6/1 too: Black's two back checkers hold White's 1.)
    expect(withDie.map(stepText).sort()).toEqual(['13/8:5', '18/13:5', '8/3:5']);
  });

  it('returns [] for the forced pass', () => {
    const shutOut = position({ points: { 13: 5, 8: 3, 6: 5 }, bar: 2 }, { points: { 6: 5, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2 } });
    expect(must(legalSteps(shutOut, [6, 5]))).toEqual([]);
  });

  it('refuses steps that are not the start of a legal play, with the reason', () => {
    expect(codeOf(legalSteps(start(), [6, 5], [{ from: 24, to: 19 }]))).toBe('point-blocked');
    expect(codeOf(legalSteps(start(), [6, 5], [{ from: 23, to: 17 }]))).toBe('no-checker');
    expect(codeOf(legalSteps(start(), [6, 5], [{ from: 24, to: 20 }]))).toBe('die-not-rolled');
    expect(codeOf(legalSteps(start(), [6, 5], [{ from: 24, to: 18 }, { from: 18, to: 13 }, { from: 13, to: 8 }]))).toBe('die-not-rolled');
    expect(codeOf(legalSteps(start(), [6, 5], [{ from: 6, to: 'off' }]))).toBe('cannot-bear-off');
    const p = position({ points: { 24: 1, 1: 14 } }, { points: { 10: 2 } });
    expect(codeOf(legalSteps(p, [6, 3], [{ from: 24, to: 21 }]))).toBe('must-use-larger-die');
  });

  it('refuses a first step that is legal on its own but begins no legal play (G-9), as applyPlay does', () => {
    const dice: Dice = [6, 1];
    expect(codeOf(legalSteps(trap(), dice, [{ from: 24, to: 18 }]))).toBe('must-use-more-dice');
    expect(codeOf(applyPlay(trap(), dice, [{ from: 24, to: 18 }]))).toBe('must-use-more-dice');
  });
});

describe('the quick first-step offer agrees with the general one (G-9)', () => {
  // legalSteps with no steps taken answers from a search that stops at the first complete play
  // behind each step when every die can be played (src/movegen/first-steps.ts); generalSteps
  // generates every play first. They must offer the same steps in the same order.
  // Compared with no steps taken, after each offered first step, after the first offered second
  // step, and after a step that begins no legal play (the error must be the same too).
  const differences = (positions: readonly Position[]): string[] =>
    positions.flatMap((p) =>
      ALL_ROLLS.flatMap((dice) => {
        if (p.winner() !== null) return [];
        const out: string[] = [];
        const compare = (so: readonly Step[] | readonly { from: number | 'bar'; to: number | 'off' }[]): readonly Step[] => {
          const quick = legalSteps(p, dice, so);
          const general = generalSteps(p, dice, so);
          if (JSON.stringify(quick) !== JSON.stringify(general)) {
            out.push(`${JSON.stringify(p)} ${dice.join('-')} after ${JSON.stringify(so)}: ${JSON.stringify(quick)} vs ${JSON.stringify(general)}`);
          }
          return quick.ok ? quick.value : [];
        };
        const first = compare([]);
        for (const step of first) {
          const second = compare([step]);
          if (second.length > 0) compare([step, second[0]!]);
        }
        compare([{ from: 1, to: 'off' }]);
        return out;
      }),
    );

  it('short tavla: wildbg contact and race positions', () => {
    expect(differences([...wildbgPositions('contact.txt', runs(25, 120)), ...wildbgPositions('race.txt', runs(25, 120))])).toEqual([]);
  });

  for (const variant of ['long-nard', 'crazy-gulbar', 'six-one'] as const) {
    it(`${variant}: self-play positions of the bench corpus`, () => {
      expect(differences(corpusPositions(variant, runs(30, 120)))).toEqual([]);
    });
  }

  it('long nard under every LN-12 mode and LN-13a timing, from its corpus', () => {
    const modes = ['list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'] as const;
    const checks = ['endOfTurn', 'passThroughOnly', 'everySubMove'] as const;
    const found = modes.flatMap((firstTurnHeadException, k) =>
      corpusPositions('long-nard', runs(10, 60)).flatMap((p) => {
        const setup = { ...positionToSetup(p), options: { longNard: { firstTurnHeadException, blockCheck: checks[k % 3]! } } };
        return differences([must(positionFromSetup(setup))]);
      }),
    );
    expect(found).toEqual([]);
  });

  it('crazy gulbar under other cascade and bear-off options, from its corpus (CG-2, CG-8)', () => {
    const variants = [
      { movesPerStage: 2, bearOff: 'standard' },
      { movesPerStage: 4, bearOff: 'exactOrHighest', firstTurnExceptionStages: 'allStages' },
    ] as const;
    const found = variants.flatMap((crazyGulbar) =>
      corpusPositions('crazy-gulbar', runs(10, 60)).flatMap((p) => differences([must(positionFromSetup({ ...positionToSetup(p), options: { crazyGulbar } }))])),
    );
    expect(found).toEqual([]);
  });

  it('short tavla under random house rules and positions (fast-check)', () => {
    fc.assert(
      fc.property(shortTavlaPosition, (p) => {
        expect(differences([p])).toEqual([]);
      }),
      { numRuns: runs(25, 300) },
    );
  });
});
