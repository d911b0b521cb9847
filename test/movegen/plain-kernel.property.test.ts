import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_ROLLS, type Dice } from '../../src/core/dice.js';
import type { Play } from '../../src/core/play.js';
import { kernels, plainKernelFits } from '../../src/movegen/generate.js';
import { playList } from '../../src/movegen/play-list.js';
import { legalPlays } from '../../src/movegen/plays.js';
import { legalSteps } from '../../src/movegen/steps.js';
import { positionFromGnubgId } from '../../src/notation/gnubg-position-id.js';
import { rulesOf, type Position } from '../../src/position/position.js';
import { startPosition } from '../../src/position/setup.js';
import { doublesHeavyDice, shortTavlaPosition } from '../property/arbitraries.js';
import { runs } from '../tier.js';

/**
 * The plain kernel (src/movegen/generate.ts, Engine.plainSearch) must give exactly the generic
 * engine's answer wherever `plainKernelFits` selects it: the same plays (G-9, G-9.3, G-10) in the
 * same order, each with the same steps and the same resulting position. Each check generates the
 * plays twice, the kernel switched on and off, and compares them play by play.
 */

afterEach(() => {
  kernels.enabled = true;
});

/** Plays, as legalPlays gives them, with the kernels on or off. */
function playsWith(enabled: boolean, position: Position, dice: Dice): readonly Play[] {
  kernels.enabled = enabled;
  try {
    return legalPlays(position, dice);
  } finally {
    kernels.enabled = true;
  }
}

function expectSameAnswer(position: Position, dice: Dice): void {
  const kernel = playsWith(true, position, dice);
  const generic = playsWith(false, position, dice);
  expect(kernel.length).toBe(generic.length);
  for (let i = 0; i < generic.length; i++) {
    expect(kernel[i]!.steps).toEqual(generic[i]!.steps);
    expect(kernel[i]!.position.equals(generic[i]!.position)).toBe(true);
  }
}

const PRESETS = ['standard', 'turkish', 'portes', 'tabla', 'nackgammon', 'hypergammon', 'longGammon'];

describe('the plain kernel is selected only by what the rules declare', () => {
  it('short tavla and its presets with the standard per-step rules use it', () => {
    for (const preset of PRESETS) {
      const start = startPosition('short-tavla', { preset });
      if (!start.ok) throw new Error(start.error.message);
      expect(plainKernelFits(rulesOf(start.value))).toBe(true);
    }
  });

  it('ST-9 hit-and-run house rules, G-14 with no moves inside the home, and the other variants do not', () => {
    const refused = [
      startPosition('short-tavla', { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } }),
      startPosition('short-tavla', { shortTavla: { hitAndRun: 'forbiddenToOwnPoint' } }),
      startPosition('short-tavla', { bearOff: { allowMovesWithinHome: false } }),
      startPosition('long-nard'),
      startPosition('crazy-gulbar'),
      startPosition('six-one'),
      startPosition('plakoto'),
      startPosition('fevga'),
    ];
    for (const start of refused) {
      if (!start.ok) throw new Error(start.error.message);
      expect(plainKernelFits(rulesOf(start.value))).toBe(false);
    }
  });
});

describe('the plain kernel against the generic engine (G-9, G-9.3, G-10, G-11, G-13, ST-4..ST-6)', () => {
  it('agrees play by play on random positions under random option sets and rolls', () => {
    fc.assert(
      fc.property(shortTavlaPosition, doublesHeavyDice, (position, dice) => {
        expectSameAnswer(position, dice);
      }),
      { numRuns: runs(150, 3000) },
    );
  });

  it('agrees on every roll of positions from every preset reached by random play', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRESETS), fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.nat()), { maxLength: 80 }), (preset, plies) => {
        const start = startPosition('short-tavla', { preset });
        if (!start.ok) throw new Error(start.error.message);
        let position = start.value;
        for (const [roll, choice] of plies) {
          const plays = legalPlays(position, ALL_ROLLS[roll]!);
          const next = plays[choice % plays.length]!.position;
          if (next.isOver()) break;
          position = next;
        }
        for (const dice of ALL_ROLLS) expectSameAnswer(position, dice);
      }),
      { numRuns: runs(20, 300) },
    );
  });

  it("agrees on wildbg's positions (a sample in the quick tier), and playList and legalSteps with it", () => {
    const ids = ['contact', 'race'].flatMap((file) =>
      readFileSync(`test/fixtures/wildbg/${file}.txt`, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    );
    const step = runs(50, 1);
    for (let i = 0; i < ids.length; i += step) {
      const decoded = positionFromGnubgId(ids[i]!);
      if (!decoded.ok) throw new Error(decoded.error.message);
      const position = decoded.value;
      for (const dice of ALL_ROLLS) {
        expectSameAnswer(position, dice);
        kernels.enabled = false;
        const genericList = playList(position, dice);
        const genericSteps = legalSteps(position, dice);
        kernels.enabled = true;
        const list = playList(position, dice);
        if (!list.ok || !genericList.ok) throw new Error('playList failed');
        expect(list.value.size).toBe(genericList.value.size);
        for (let k = 0; k < list.value.size; k++) expect(list.value.steps(k)).toEqual(genericList.value.steps(k));
        expect(legalSteps(position, dice)).toEqual(genericSteps);
      }
    }
  });
});
