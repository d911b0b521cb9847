import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlay, legalPlays, positionFromSetup, positionToSetup, startPosition, type Dice, type OptionsInput, type Position, type Setup, type VariantId } from '../../src/index.js';
import { referencePlays, setupKey } from './reference-generator.js';
import { runs } from '../tier.js';

/**
 * The generator tries a double's sources in non-increasing order when the variant says order
 * cannot matter, and, where only the bear-off options make it matter (G-14's
 * `allowMovesWithinHome: false`, crazy gulbar's CG-8 `exactOnly` / `exactOrHighest`,
 * `MoveRules.orderIndependentOutsideHome`), in these cases:
 * - the mover starts with at least as many checkers outside his home as sub-moves to play;
 * - every checker is home already, since every sub-move then bears a checker off;
 * - some checkers are outside, but fewer than the sub-moves. The sub-move that brings the last
 *   of them home may then also come after lower sources, so that moves inside the home can be
 *   made before it (generate.ts, `lateHomecoming`).
 * Checked here against the literal reference generator with 0 to 5 checkers outside for a
 * double's four sub-moves, which covers all three cases and the boundaries between them (for
 * the option sets where only the bear-off option makes the order matter).
 */

interface Case {
  readonly variant: VariantId;
  readonly options: OptionsInput;
}

const CASES: readonly Case[] = [
  { variant: 'crazy-gulbar', options: {} },
  { variant: 'crazy-gulbar', options: { crazyGulbar: { bearOff: 'exactOrHighest' } } },
  { variant: 'long-nard', options: { bearOff: { allowMovesWithinHome: false } } },
  { variant: 'short-tavla', options: { bearOff: { allowMovesWithinHome: false } } },
  // G-13 off: no over-shoot at all.
  { variant: 'long-nard', options: { bearOff: { allowMovesWithinHome: false, higherDieRule: false } } },
  { variant: 'short-tavla', options: { bearOff: { allowMovesWithinHome: false, higherDieRule: false } } },
  // Fevga's first-checker rule (FE-5) and Plakoto's mother rule make the order matter on their
  // own: these two take the every-order search.
  { variant: 'fevga', options: { bearOff: { allowMovesWithinHome: false } } },
  { variant: 'plakoto', options: { bearOff: { allowMovesWithinHome: false } } },
  // Without them only the bear-off option does, and source order applies as above.
  { variant: 'fevga', options: { bearOff: { allowMovesWithinHome: false }, fevga: { firstChecker: 'off', quarterRule: 'none' } } },
  { variant: 'plakoto', options: { bearOff: { allowMovesWithinHome: false }, plakoto: { motherRule: 'off' } } },
  { variant: 'plakoto', options: { bearOff: { allowMovesWithinHome: false, higherDieRule: false }, plakoto: { motherRule: 'off', bearOffWhilePinned: true } } },
];

/** White near the bear-off: `outside` checkers on his points 7-12, the rest home or off; Black all home, out of reach. */
function setupOf(c: Case, outside: readonly number[], home: readonly number[], off: number): Setup {
  const points: Record<number, number> = {};
  for (const p of [...outside, ...home]) points[p] = (points[p] ?? 0) + 1;
  const nard = c.variant !== 'short-tavla';
  return {
    variant: c.variant,
    turn: 'white',
    ...(nard ? { turnsPlayed: { white: 10, black: 10 } } : {}),
    options: c.options,
    white: nard ? { points, off } : { points, bar: 0, off },
    black: nard ? { points: { 1: 5, 2: 5, 3: 5 }, off: 0 } : { points: { 1: 5, 2: 5, 3: 5 }, bar: 0, off: 0 },
  };
}

describe('doubles in source order while checkers stay outside home, or once all are home (G-13, G-14, CG-8)', () => {
  it('agree with the literal reference with 0 to 5 checkers outside, every double', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CASES),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.integer({ min: 7, max: 12 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (c, k, outsidePoints, homePoints, offCount, die) => {
          const outside = outsidePoints.slice(0, k);
          const home = homePoints.slice(0, Math.max(0, 15 - k - offCount));
          const off = 15 - outside.length - home.length;
          const p = positionFromSetup(setupOf(c, outside, home, off));
          if (!p.ok) throw new Error(p.error.message);
          const fast = legalPlays(p.value, [die, die]).map((play) => setupKey(positionToSetup(play.position)));
          const reference = referencePlays(p.value, [die, die]).plays.map((play) => setupKey(play.setup));
          expect(new Set(fast).size).toBe(fast.length);
          expect([...fast].sort()).toEqual([...new Set(reference)].sort());
        },
      ),
      { numRuns: runs(60, 600) },
    );
  });
});

/** Checkers the player on turn has outside his home (points 7-24 and the bar): the home is points 1-6 in every case here. */
function outsideOf(p: Position): number {
  let n = p.bar(p.turn);
  for (let point = 7; point <= 24; point++) n += p.checkers(p.turn, point);
  return n;
}

describe('doubles with one to three checkers outside, in positions of random games (G-13, G-14, CG-8)', () => {
  it('agree with the literal reference on every double, the opponent anywhere (blocks, blots, pins, the head)', () => {
    // Random games from the start under each option set; wherever the player on turn has one to
    // three checkers outside his home, every double is compared with the reference.
    let compared = 0;
    let seed = 99;
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
    for (const c of CASES) {
      const start = startPosition(c.variant, c.options);
      if (!start.ok) throw new Error(start.error.message);
      for (let game = 0; game < runs(1, 12); game++) {
        let p = start.value;
        for (let turn = 0; turn < 400 && !p.isOver(); turn++) {
          const outside = outsideOf(p);
          if (outside >= 1 && outside <= 3) {
            for (let die = 1; die <= 6; die++) {
              const dice = [die, die] as unknown as Dice;
              const fast = legalPlays(p, dice).map((play) => setupKey(positionToSetup(play.position)));
              const reference = referencePlays(p, dice).plays.map((play) => setupKey(play.setup));
              expect(new Set(fast).size).toBe(fast.length);
              expect([...fast].sort()).toEqual([...new Set(reference)].sort());
              compared++;
            }
          }
          const plays = legalPlays(p, [1 + (random() % 6), 1 + (random() % 6)] as unknown as Dice);
          p = plays[random() % plays.length]!.position;
        }
      }
    }
    expect(compared).toBeGreaterThan(runs(150, 2000));
  });
});

describe('a double that moves inside the home before the last checker comes home (CG-8, G-14)', () => {
  it('lists the play that brings the last outside checker home after the moves inside the home', () => {
    // Crazy gulbar (CG-8 'exactOnly' by default): White has one checker outside on 8, two on 6,
    // ten on 1 and two off, and rolls 2-2. Once the checker on 8 is home, no checker may move
    // inside the home, so 6/4 6/4 4/2 must come before 8/6; in source order 8/6 would come first.
    const p = positionFromSetup({
      variant: 'crazy-gulbar',
      turn: 'white',
      turnsPlayed: { white: 10, black: 10 },
      options: {},
      white: { points: { 8: 1, 6: 2, 1: 10 }, off: 2 },
      black: { points: { 1: 5, 2: 5, 3: 5 }, off: 0 },
    });
    if (!p.ok) throw new Error(p.error.message);
    const plays = legalPlays(p.value, [2, 2] as unknown as Dice);
    const written = plays.map((play) => play.steps.map((s) => `${s.from}/${s.to}`).join(' '));
    expect(new Set(written)).toEqual(new Set(['6/4 6/4 4/2 8/6', '6/4 6/4 4/2 4/2', '6/4 4/2 8/6 2/off']));
    expect(plays.map((play) => formatPlay(play)).sort()).toEqual(['6/2(2)', '8/6 6/2 6/4', '8/6 6/off'].sort());
  });
});
