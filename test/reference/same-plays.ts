import { expect } from 'vitest';
import { legalPlays, positionToSetup, type Dice, type Position } from '../../src/index.js';
import { stepsKey } from './literal.js';
import { referencePlays, setupKey } from './reference-generator.js';

/**
 * G-9 / G-9.5: the fast generator and the literal reference give the same set of resulting
 * positions for one position and roll, each once, and every fast play's steps are one of the
 * reference's legal sequences to that position. Shared by the variants' reference tests.
 */
export function assertSamePlays(position: Position, roll: Dice): void {
  const reference = referencePlays(position, roll);
  const fast = legalPlays(position, roll);
  const fastKeys = fast.map((p) => setupKey(positionToSetup(p.position)));
  const where = `setup ${JSON.stringify(positionToSetup(position))} dice [${roll[0]}, ${roll[1]}]`;
  expect(new Set(fastKeys).size, `G-9.5: ${where}`).toBe(fast.length);
  expect([...fastKeys].sort(), `G-9: ${where}`).toEqual(reference.plays.map((p) => p.key).sort());
  const byKey = new Map(reference.plays.map((p) => [p.key, p]));
  fast.forEach((play, i) => {
    const legal = byKey.get(fastKeys[i]!)!.sequences().map(stepsKey);
    expect(legal, `steps of a fast play: ${where}`).toContain(stepsKey(play.steps));
  });
}
