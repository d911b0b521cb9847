import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, beginTurn, legalPlays, legalSteps, playList, type Dice, type Position } from '../../src/index.js';
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
