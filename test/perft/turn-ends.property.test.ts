import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceTurn, ALL_ROLLS, beginTurn, startPosition, type OptionsInput, type Position, type VariantId } from '../../src/index.js';
import { KEY_WORDS, PositionCodec } from '../../src/perft/position-key.js';
import { turnEnds } from '../../src/perft/turn-ends.js';
import { randomGulbarOptions } from '../turn/gulbar-options.js';
import { referenceTurnEnds } from './reference-turn-ends.js';
import { randomBelow } from '../property/xorshift.js';
import { runs } from '../tier.js';

/**
 * perft's walk of whole turns (src/perft/turn-ends.ts: packed boards, the engine or StageUnion's
 * merged layers, and the turn layer's `nextCursor`, no objects) against the same walk through the public turn API
 * (`beginTurn` / `advanceTurn`, reference-turn-ends.ts): on random positions of random games of
 * every variant, under random crazy gulbar options, both find the same first-stage plays and
 * the same set of distinct end positions (CG-2..CG-10 for cascades and transfers).
 */

/** The position after `turns` random whole turns from the start (null if the game ended). */
function randomPosition(variant: VariantId, options: OptionsInput, turns: number, seed: number): Position | null {
  const begun = startPosition(variant, options);
  if (!begun.ok) throw new Error(begun.error.message);
  let p = begun.value;
  const next = randomBelow(seed);
  for (let t = 0; t < turns; t++) {
    if (p.winner() !== null) return null;
    const started = beginTurn(p, ALL_ROLLS[next(ALL_ROLLS.length)]!);
    if (!started.ok) throw new Error(started.error.message);
    let turn = started.value;
    while (!turn.done) {
      const moved = advanceTurn(turn, turn.plays[next(turn.plays.length)]!);
      if (!moved.ok) throw new Error(moved.error.message);
      turn = moved.value;
    }
    p = turn.position;
  }
  return p.winner() === null ? p : null;
}

/** Thrown by the reference walk when a turn is too big for a unit test. */
class TooBig extends Error {}

function compare(p: Position, rollIndex: number, maxStates: number): boolean {
  const codec = new PositionCodec(p);
  const dice = ALL_ROLLS[rollIndex]!;
  const expected = new Set<string>();
  let reference;
  try {
    reference = referenceTurnEnds(
      codec,
      p,
      dice,
      (end) => {
        const key = new Uint32Array(KEY_WORDS);
        codec.pack(end, key, 0);
        expected.add(`${key.join(',')}:${codec.group(end)}`);
      },
      (states) => {
        if (states > maxStates) throw new TooBig();
      },
    );
  } catch (e) {
    if (e instanceof TooBig) return false;
    throw e;
  }
  // Board by board with the engine, and by StageUnion's merged layers wherever they apply.
  for (const unionFrom of [Infinity, 1]) {
    const found = new Set<string>();
    const fast = turnEnds(
      codec,
      p,
      dice,
      (key, at, group) => {
        found.add(`${Array.from(key.subarray(at, at + KEY_WORDS)).join(',')}:${group}`);
      },
      undefined,
      unionFrom,
    );
    expect({ plays: fast.plays, ends: fast.ends }).toEqual(reference);
    expect(found).toEqual(expected);
  }
  return true;
}

describe('perft: the packed walk of a whole turn equals the walk through the turn API', () => {
  it('crazy gulbar under random options (CG-2..CG-10), doubles twice as likely', () => {
    const options = randomGulbarOptions({ weight: 4, cascadeFromTurn: [1, 1, 2], headRule: [true, true, false], exceptionRollsAndBlockVariant: true });
    // Doubles are ALL_ROLLS' entries with equal dice; pick among all rolls or among doubles.
    const doubles = ALL_ROLLS.flatMap((d, i) => (d[0] === d[1] ? [i] : []));
    let compared = 0;
    const numRuns = runs(60, 150);
    fc.assert(
      fc.property(options, fc.nat(60), fc.integer(), fc.boolean(), fc.nat(20), (o, turns, seed, double, r) => {
        const p = randomPosition('crazy-gulbar', o, turns, seed);
        if (p === null) return;
        if (compare(p, double ? doubles[r % doubles.length]! : r % ALL_ROLLS.length, 3000)) compared++;
      }),
      { numRuns },
    );
    // Most cases must be small enough to compare; a vacuous pass would prove nothing.
    expect(compared).toBeGreaterThan(numRuns / 2);
  });

  it('short tavla, long nard and six-one: one stage, the ends are the plays (G-8, G-9)', () => {
    fc.assert(
      fc.property(fc.constantFrom<VariantId>('short-tavla', 'long-nard', 'six-one'), fc.nat(40), fc.integer(), fc.nat(20), (variant, turns, seed, r) => {
        const p = randomPosition(variant, {}, turns, seed);
        if (p === null) return;
        expect(compare(p, r, Infinity)).toBe(true);
      }),
      { numRuns: runs(20, 200) },
    );
  });
});
