import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, type Dice } from '../../src/core/dice.js';
import type { OptionsInput } from '../../src/variants/registry.js';
import type { Play } from '../../src/core/play.js';
import { legalPlays } from '../../src/movegen/plays.js';
import type { Position } from '../../src/position/position.js';
import { positionFromSetup, positionToSetup, startPosition } from '../../src/position/setup.js';
import { stepsKey } from '../reference/literal.js';
import { referencePlays, setupKey, type RefResult } from '../reference/reference-generator.js';
import {
  dice,
  doublesHeavyDice,
  handMadePosition,
  handMadeSetupOf,
  HIT_AND_RUN,
  lastCheckersPosition,
  playedPosition,
} from './arbitraries.js';
import { runs } from '../tier.js';

/**
 * The fast generator (src/movegen) against the slow literal
 * reference (test/reference), which enumerates every ordering of the dice and every checker and
 * applies G-9 at the end. They must agree on the set of resulting positions exactly, the fast one
 * must list each position once (G-9.5), and its steps must be one of the legal sequences that
 * reach that position.
 */

const RUNS = runs(150, 1000);

function describeCase(position: Position, roll: Dice): string {
  return `setup ${JSON.stringify(positionToSetup(position))} dice [${roll[0]}, ${roll[1]}]`;
}

/** Throws with a readable diff when the two generators disagree. */
function assertSamePlays(position: Position, roll: Dice): void {
  comparePlays(referencePlays(position, roll), legalPlays(position, roll), describeCase(position, roll));
}

/** The comparison itself: same set of positions, no duplicates, and legal step lists. */
/** A play as the comparison reads it: a Play, or a test's own forged `{ steps, position }`. */
type PlayData = Pick<Play, 'steps' | 'position'>;

function comparePlays(reference: RefResult, fast: readonly PlayData[], where: string): void {
  const fastKeys = fast.map((p) => setupKey(positionToSetup(p.position)));
  const refKeys = new Map(reference.plays.map((p) => [p.key, p]));

  // G-9.5: one play per distinct resulting position.
  if (new Set(fastKeys).size !== fast.length) {
    throw new Error(`G-9.5: legalPlays lists ${fast.length} plays but only ${new Set(fastKeys).size} distinct positions; ${where}`);
  }
  const missing = [...refKeys.keys()].filter((k) => !fastKeys.includes(k));
  const extra = fastKeys.filter((k) => !refKeys.has(k));
  if (missing.length > 0 || extra.length > 0) {
    const show = (keys: string[]): string => keys.map((k) => `\n    ${k}`).join('');
    const extraSteps = fast
      .filter((_, i) => extra.includes(fastKeys[i]!))
      .map((p) => `\n    ${stepsKey(p.steps)}`)
      .join('');
    const missingSteps = missing.map((k) => `\n    ${stepsKey(refKeys.get(k)!.sequences()[0]!)}`).join('');
    throw new Error(
      `G-9: reference has ${reference.plays.length} plays (m = ${reference.maxLength}), legalPlays ${fast.length}; ${where}` +
        `\n  missing from legalPlays:${show(missing)}${missingSteps}\n  extra in legalPlays:${show(extra)}${extraSteps}`,
    );
  }
  // Each fast play's steps are a legal sequence (by the reference) reaching its position.
  fast.forEach((play, i) => {
    const ref = refKeys.get(fastKeys[i]!)!;
    const key = stepsKey(play.steps);
    if (!ref.sequences().some((s) => stepsKey(s) === key)) {
      throw new Error(
        `G-9: legalPlays reaches a legal position by the steps "${key}", which are not a legal sequence; legal ones: ` +
          `${ref.sequences().map(stepsKey).join(' | ')}; ${where}`,
      );
    }
  });
}

describe('reference vs fast generator: short tavla', () => {
  it('G-9 / G-9.5 / ST-1: from the start position every one of the 21 rolls gives the reference set of plays', () => {
    const start = startPosition('short-tavla');
    if (!start.ok) throw new Error(start.error.message);
    for (const roll of ALL_ROLLS) assertSamePlays(start.value, roll);
  });

  it('G-9 / G-9.5: positions from random play (0..120 plies, random options) give exactly the reference plays', () => {
    fc.assert(
      fc.property(playedPosition, dice, (position, roll) => {
        assertSamePlays(position, roll);
      }),
      { numRuns: RUNS },
    );
  });

  it('G-9 / G-9.5 / ST-6 / G-11..G-14: hand-made positions of every kind (contact, race, bear-off, almost home, bar, home blots, blocked) give exactly the reference plays', () => {
    fc.assert(
      fc.property(handMadePosition, dice, (position, roll) => {
        assertSamePlays(position, roll);
      }),
      { numRuns: RUNS },
    );
  });

  it('ST-9 / G-11 / G-13 / G-14: positions where the options bite (home blots, bear-off, almost home, blocked, bar) under every hitAndRun value and bear-off option, doubles one roll in two', () => {
    const options = fc.record({
      bearOff: fc.record({ higherDieRule: fc.boolean(), allowMovesWithinHome: fc.boolean() }),
      shortTavla: fc.record({ hitAndRun: fc.constantFrom(...HIT_AND_RUN) }),
    });
    const setups = handMadeSetupOf(['homeBlots', 'bearOff', 'bearOffContact', 'almostHome', 'blocked', 'bar']);
    fc.assert(
      fc.property(setups, options, doublesHeavyDice, (setup, input: OptionsInput, roll) => {
        const position = positionFromSetup({ ...setup, options: input });
        if (!position.ok) throw new Error(position.error.message);
        assertSamePlays(position.value, roll);
      }),
      { numRuns: RUNS },
    );
  });

  it('G-9.6 / G-11..G-13 / ST-8: the last one to three checkers, with opposing blots in the home, give exactly the reference plays', () => {
    fc.assert(
      fc.property(lastCheckersPosition, dice, (position, roll) => {
        assertSamePlays(position, roll);
      }),
      { numRuns: RUNS },
    );
  });

  it('G-9 / G-9.5: the comparison notices a missing play, an extra play, a duplicate and steps that are not a legal sequence', () => {
    const start = startPosition('short-tavla');
    if (!start.ok) throw new Error(start.error.message);
    const reference = referencePlays(start.value, [3, 1]);
    const fast = legalPlays(start.value, [3, 1]);
    expect(() => {
      comparePlays(reference, fast, 'start 3-1');
    }).not.toThrow();
    expect(() => {
      comparePlays(reference, fast.slice(1), 'start 3-1');
    }).toThrow(/missing from legalPlays/);
    expect(() => {
      comparePlays(reference, [...fast, fast[0]!], 'start 3-1');
    }).toThrow(/G-9.5/);
    const other = legalPlays(start.value, [6, 5]).filter((p) => !fast.some((f) => f.position.equals(p.position)));
    expect(() => {
      comparePlays(reference, [...fast.slice(1), other[0]!], 'start 3-1');
    }).toThrow(/extra in legalPlays/);
    // The right position reached by steps that do not add up to a legal sequence.
    const forged: PlayData = { steps: [...fast[0]!.steps].reverse().map((s) => ({ ...s, die: 7 - s.die })), position: fast[0]!.position };
    expect(() => {
      comparePlays(reference, [forged, ...fast.slice(1)], 'start 3-1');
    }).toThrow(/not a legal sequence/);
  });
});
