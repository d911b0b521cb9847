import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, gnubgPositionId, legalPlays, positionFromGnubgId, positionToSetup, type Dice } from '../../src/index.js';
import { codeOf, must, position, start } from '../rules/helpers.js';

/**
 * GNU Backgammon position IDs. Known values: the start position is 4HPwATDgc/ABMA (GNU
 * Backgammon manual, "Position ID"); the other IDs are wildbg's
 * (test/fixtures/wildbg/README.md, with the points each one decodes to).
 */

interface WildbgSide {
  readonly points: Readonly<Record<string, number>>;
  readonly bar: number;
  readonly off: number;
}
interface WildbgCase {
  readonly positionId: string;
  readonly x: WildbgSide;
  readonly o: WildbgSide;
  readonly dice: Dice;
}

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/wildbg/${name}`, import.meta.url), 'utf8');
const cases = (JSON.parse(fixture('move-counts.json')) as { cases: WildbgCase[] }).cases;
const corpus = [...fixture('contact.txt').trim().split('\n'), ...fixture('race.txt').trim().split('\n')];

const numeric = (points: Readonly<Record<string, number>>): Record<number, number> =>
  Object.fromEntries(Object.entries(points).map(([k, v]) => [Number(k), v]));

describe('gnubgPositionId', () => {
  it('the start position is 4HPwATDgc/ABMA, whoever is on roll', () => {
    expect(gnubgPositionId(start())).toBe('4HPwATDgc/ABMA');
    expect(gnubgPositionId(start().withTurn('black'))).toBe('4HPwATDgc/ABMA');
    expect(gnubgPositionId(start(), 'black')).toBe('4HPwATDgc/ABMA');
  });

  it('is 14 characters of base64 for any position', () => {
    const p = position({ points: { 24: 1, 6: 3 }, bar: 2 }, { points: { 2: 1 }, bar: 3 });
    expect(must(positionFromGnubgId(gnubgPositionId(p))).equals(p)).toBe(true);
    expect(gnubgPositionId(p)).toMatch(/^[A-Za-z0-9+/]{14}$/);
  });

  it('puts the player on roll second: a checker of the player on roll on the bar gives 4HPwATDgc/ABUA', () => {
    const p = position({ points: { 24: 1, 13: 5, 8: 3, 6: 5 }, bar: 1 }, { points: { 24: 2, 13: 5, 8: 3, 6: 5 } });
    expect(gnubgPositionId(p)).toBe('4HPwATDgc/ABUA');
    // The same board seen with Black on roll: now the opponent's checker is on the bar.
    expect(gnubgPositionId(p, 'black')).not.toBe('4HPwATDgc/ABUA');
    expect(must(positionFromGnubgId(gnubgPositionId(p, 'black'), 'black')).equals(p.withTurn('black'))).toBe(true);
  });
});

describe('positionFromGnubgId', () => {
  it("decodes each of wildbg's 47 IDs to the points its README describes (x on roll, o not)", () => {
    expect(cases).toHaveLength(47);
    for (const c of cases) {
      for (const turn of ['white', 'black'] as const) {
        const p = must(positionFromGnubgId(c.positionId, turn));
        const setup = positionToSetup(p);
        const x = turn === 'white' ? setup.white : setup.black;
        const o = turn === 'white' ? setup.black : setup.white;
        expect(p.turn).toBe(turn);
        expect({ points: x.points, bar: x.bar, off: x.off }).toEqual({ points: numeric(c.x.points), bar: c.x.bar, off: c.x.off });
        expect({ points: o.points, bar: o.bar, off: o.off }).toEqual({ points: numeric(c.o.points), bar: c.o.bar, off: c.o.off });
      }
    }
  });

  it('reads the start position', () => {
    expect(must(positionFromGnubgId('4HPwATDgc/ABMA')).equals(start())).toBe(true);
    expect(must(positionFromGnubgId('4HPwATDgc/ABMA', 'black')).equals(start().withTurn('black'))).toBe(true);
  });

  it('takes rule options for the position it builds', () => {
    const p = must(positionFromGnubgId('4HPwATDgc/ABMA', 'white', { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } }));
    expect(p.options.shortTavla?.hitAndRun).toBe('forbiddenInOwnHome');
    expect(codeOf(positionFromGnubgId('4HPwATDgc/ABMA', 'white', { shortTavla: { hitAndRun: 'no' as never } }))).toBe('invalid-position');
  });
});

describe('round trips', () => {
  it("ID → position → ID is the identity on wildbg's 2,000 corpus positions, either player on roll", () => {
    expect(corpus).toHaveLength(2000);
    for (const id of corpus) {
      expect(gnubgPositionId(must(positionFromGnubgId(id, 'white')))).toBe(id);
      expect(gnubgPositionId(must(positionFromGnubgId(id, 'black')))).toBe(id);
    }
  });

  it('position → ID → position is the identity on every position after a play (hits and bear-offs included)', () => {
    const sample = corpus.filter((_, i) => i % 80 === 0).map((id) => must(positionFromGnubgId(id)));
    let checked = 0;
    for (const [i, p] of sample.entries()) {
      for (const play of legalPlays(p, ALL_ROLLS[i % 21]!)) {
        const after = play.position;
        const back = must(positionFromGnubgId(gnubgPositionId(after), after.turn));
        // The ID holds the checkers only (turn counts are not part of it).
        expect(back.turn).toBe(after.turn);
        expect(positionToSetup(back).white).toEqual(positionToSetup(after).white);
        expect(positionToSetup(back).black).toEqual(positionToSetup(after).black);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
