import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, legalPlays, positionFromGnubgId, type Dice } from '../../src/index.js';
import { must } from '../rules/helpers.js';

/**
 * wildbg's published move-generation numbers (Carsten Wenderdel, Apache-2.0 OR MIT), copied as data
 * into test/fixtures/wildbg/ with their provenance (see its README.md):
 * - move-counts.json: the 47 cases of wildbg's test
 *   `position::tests::number_of_moves_for_various_positions_and_dice`
 *   (crates/engine/src/position.rs, commit 1ad2c0bcbdcf8ac527ffaf56a74919a88482dea7);
 * - contact.txt / race.txt: the benchmark corpora crates/benchmarks/resources/{contact,race}.csv,
 *   with the totals asserted in crates/benchmarks/benches/move_generation_bench.rs.
 *
 * Counting conventions. wildbg counts distinct resulting positions. When no move is legal,
 * wildbg's generator returns the unchanged position: its unit test maps that to `count` 0,
 * while its benchmark totals count it as 1 (`resultingPositions`). Our legalPlays returns the
 * forced pass as exactly one play with no steps, so it is compared as 0 with `count` and as 1
 * with `resultingPositions` and the totals.
 */

interface WildbgCase {
  readonly category: string;
  readonly positionId: string;
  readonly dice: Dice;
  readonly count: number;
  readonly resultingPositions: number;
}

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/wildbg/${name}`, import.meta.url), 'utf8');
const data = JSON.parse(fixture('move-counts.json')) as { source: { commit: string }; cases: WildbgCase[] };

describe("wildbg's move-count table (position.rs, number_of_moves_for_various_positions_and_dice)", () => {
  it('has 47 cases from the documented commit', () => {
    expect(data.cases).toHaveLength(47);
    expect(data.source.commit).toBe('1ad2c0bcbdcf8ac527ffaf56a74919a88482dea7');
  });

  it.each(data.cases.map((c, i) => [i + 1, c.category, c.positionId, c.dice.join('-'), c] as const))(
    'case %i (%s) %s %s',
    (_, __, id, ___, c) => {
      // wildbg's IDs put the player on roll second; we read them with White on roll.
      const plays = legalPlays(must(positionFromGnubgId(id, 'white')), c.dice);
      const forcedPass = plays.length === 1 && plays[0]!.steps.length === 0;
      expect(forcedPass ? 0 : plays.length).toBe(c.count);
      expect(plays.length).toBe(c.resultingPositions);
      // The same board with Black on roll gives the same count.
      expect(legalPlays(must(positionFromGnubgId(id, 'black')), c.dice)).toHaveLength(c.resultingPositions);
    },
  );

  it('the one roll with no legal move is 4HPwATDgc/ABUA with 6-6, a forced pass', () => {
    const zero = data.cases.filter((c) => c.count === 0);
    expect(zero.map((c) => [c.positionId, c.dice])).toEqual([['4HPwATDgc/ABUA', [6, 6]]]);
    const plays = legalPlays(must(positionFromGnubgId('4HPwATDgc/ABUA')), [6, 6]);
    expect(plays).toHaveLength(1);
    expect(plays[0]!.steps).toEqual([]);
  });
});

describe("wildbg's totals over its benchmark corpora (move_generation_bench.rs)", () => {
  // Distinct resulting positions summed over 1,000 positions and the 6 doubles / the 15 mixed
  // rolls; a roll with no legal move counts 1. contact_double, contact_mixed, race_double, race_mixed.
  const TOTALS = {
    contact: { doubles: 218_356, mixed: 185_957 },
    race: { doubles: 140_720, mixed: 122_570 },
  } as const;

  it.each(['contact', 'race'] as const)('%s.txt', (name) => {
    const ids = fixture(`${name}.txt`).trim().split('\n');
    expect(ids).toHaveLength(1000);
    let doubles = 0;
    let mixed = 0;
    for (const id of ids) {
      const p = must(positionFromGnubgId(id));
      for (const dice of ALL_ROLLS) {
        const n = legalPlays(p, dice).length;
        if (dice[0] === dice[1]) doubles += n;
        else mixed += n;
      }
    }
    expect({ doubles, mixed }).toEqual(TOTALS[name]);
  });
});
