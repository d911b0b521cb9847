import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  beginTurn,
  opponent,
  positionFromSetup,
  startPosition,
  type OptionsInput,
  type Player,
  type Position,
  type VariantId,
} from '../../src/index.js';
import { randomUnit as rng } from './xorshift.js';
import { runs } from '../tier.js';

/**
 * The invariants of the race variants, checked at every stage of random games played through
 * the turn layer (crazy gulbar has its own, deeper file: test/turn/cascade.property.test.ts):
 * - G-1: 15 checkers a side; G-3 / LN-4: no board point holds both colours;
 * - G-6: each step moves its checker by its die, except bearing off (an over-shoot, or six-one's
 *   SO-4 jump from the stack) — so the pips moved never exceed the dice used;
 * - LN-11 / LN-12: at most one checker leaves the head, two only on a first-turn exception;
 * - LN-13 at 'endOfTurn': the mover never ends a play with a block of six that has every
 *   opposing checker behind it (checked here with its own, independent reading of the rule);
 * - every listed play is accepted again when handed back as a fresh copy of its steps, and
 *   reaches the same position.
 */

function checkersOf(position: Position, player: Player): number {
  let n = position.bar(player) + position.off(player);
  for (let p = 1; p <= 24; p++) n += position.checkers(player, p);
  return n;
}

/** LN-13, read straight from the rule book: P's runs of six in O's numbering need an O checker past them. */
function illegalBlock(position: Position, mover: Player): boolean {
  const other = opponent(mover);
  const held = new Array<boolean>(25).fill(false);
  for (let p = 1; p <= 24; p++) {
    if (position.checkers(mover, p) === 0) continue;
    const a = position.absolutePoint(mover, p);
    const q = a === null ? null : position.ownPoint(other, a);
    if (q !== null) held[q] = true;
  }
  let lowestOther = position.off(other) > 0 ? 0 : 25;
  for (let q = 1; q <= 24; q++) if (position.checkers(other, q) > 0) lowestOther = Math.min(lowestOther, q);
  for (let lo = 1; lo + 5 <= 24; lo++) {
    let run = true;
    for (let q = lo; q < lo + 6; q++) run &&= held[q]!;
    if (run && !(lowestOther < lo)) return true;
  }
  return false;
}

interface Case {
  readonly variant: VariantId;
  readonly options: OptionsInput;
  readonly head: boolean;
  readonly blockAtEnd: boolean;
  readonly pointNumber?: boolean;
  /** LN-12 'anyBlockage': on a first turn a second head checker may go on any roll, not only a double. */
  readonly secondHeadOnAnyFirstRoll?: boolean;
}

const CASES: readonly Case[] = [
  { variant: 'long-nard', options: {}, head: true, blockAtEnd: true },
  { variant: 'long-nard', options: { preset: 'sport' }, head: true, blockAtEnd: true },
  { variant: 'long-nard', options: { longNard: { firstTurnHeadException: 'anyBlockage' } }, head: true, blockAtEnd: true, secondHeadOnAnyFirstRoll: true },
  { variant: 'long-nard', options: { longNard: { blockCheck: 'everySubMove', blockVariant: 'opponentCheckerInHome' } }, head: true, blockAtEnd: false },
  { variant: 'long-nard', options: { bearOff: { higherDieRule: false, allowMovesWithinHome: false } }, head: true, blockAtEnd: true },
  { variant: 'six-one', options: {}, head: false, blockAtEnd: false },
  { variant: 'six-one', options: { sixOne: { numberMeaning: 'pointNumber', oneSixForMovedCheckers: 'unusable', exactHome: true, doubles: 4 } }, head: false, blockAtEnd: false, pointNumber: true },
  { variant: 'short-tavla', options: { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } }, head: false, blockAtEnd: false },
];

describe('race variants: invariants at every stage of random games', () => {
  it('LN-13: the independent block check itself sees a block of six with every opposing checker behind it', () => {
    const blocked = positionFromSetup({
      variant: 'long-nard',
      turn: 'black',
      white: { points: { 18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 13: 2, 24: 3 } },
      black: { points: { 24: 15 } },
    });
    if (!blocked.ok) throw new Error(blocked.error.message);
    expect(illegalBlock(blocked.value, 'white')).toBe(true);
    expect(illegalBlock(blocked.value, 'black')).toBe(false);
  });

  for (const c of CASES) {
    it(`G-1 / G-6 / LN-4 / LN-11 / LN-13: ${c.variant} ${JSON.stringify(c.options)}`, () => {
      const start = startPosition(c.variant, c.options);
      if (!start.ok) throw new Error(start.error.message);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 0x7fffffff }), fc.integer({ min: 1, max: 70 }), (seed, turns) => {
          const random = rng(seed);
          let position = start.value;
          for (let t = 0; t < turns && position.winner() === null; t++) {
            const dice = [1 + Math.floor(random() * 6), 1 + Math.floor(random() * 6)] as const;
            const begun = beginTurn(position, dice);
            if (!begun.ok) throw new Error(begun.error.message);
            let turn = begun.value;
            while (!turn.done) {
              const stage = turn.stage!;
              const mover = stage.player;
              const firstTurn = turn.position.turnsPlayed[mover] === 0;
              for (const play of turn.plays) {
                const after = play.position;
                expect(checkersOf(after, 'white')).toBe(15);
                expect(checkersOf(after, 'black')).toBe(15);
                for (let a = 1; a <= 24; a++) {
                  const w = after.ownPoint('white', a);
                  const b = after.ownPoint('black', a);
                  const both = w !== null && b !== null && after.checkers('white', w) > 0 && after.checkers('black', b) > 0;
                  expect(both).toBe(false);
                }
                let pips = 0;
                for (const step of play.steps) {
                  const from = step.from === 'bar' ? 25 : step.from;
                  const to = step.to === 'off' ? 0 : step.to;
                  // SO-4 'pointNumber': a 2-5 puts a stack checker on the row point of that number.
                  const named = c.pointNumber === true && from === 12;
                  if (step.to !== 'off' && !named) expect(from - to).toBe(step.die);
                  pips += from - to;
                }
                const dice = play.steps.reduce((sum, step) => sum + step.die, 0);
                if (c.variant !== 'six-one') expect(pips).toBeLessThanOrEqual(dice);
                if (c.head) {
                  const fromHead = play.steps.filter((step) => step.from === 24).length;
                  // LN-11 / LN-12: two from the head only on a first turn, and (except under
                  // 'anyBlockage', which judges any roll by the board) only with a double.
                  const double = stage.dice[0] === stage.dice[1];
                  const mayTakeTwo = firstTurn && (double || c.secondHeadOnAnyFirstRoll === true);
                  expect(fromHead).toBeLessThanOrEqual(mayTakeTwo ? 2 : 1);
                }
                if (c.blockAtEnd) expect(illegalBlock(after, mover)).toBe(false);
              }
              const chosen = turn.plays[Math.floor(random() * turn.plays.length)]!;
              // Handed back as a fresh copy of its steps, the play is checked again and accepted.
              const next = advanceTurn(turn, { steps: chosen.steps.map((step) => ({ ...step })) });
              if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
              expect(next.value.position.equals(chosen.position) || next.value.done).toBe(true);
              turn = next.value;
            }
            position = turn.position;
          }
        }),
        { numRuns: runs(5, 25) },
      );
    });
  }
});
