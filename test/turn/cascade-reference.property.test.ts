import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  advanceTurn,
  beginTurn,
  positionFromSetup,
  positionToSetup,
  startPosition,
  type Dice,
  type OptionsInput,
  type Player,
  type Position,
  type Setup,
} from '../../src/index.js';
import { PositionCodec } from '../../src/perft/position-key.js';
import { crazyGulbarTurnEnds, TurnTooBig } from '../reference/crazy-gulbar-turn.js';
import { setupKey } from '../reference/literal.js';
import { referenceTurnEnds } from '../perft/reference-turn-ends.js';
import { randomBelow } from '../property/xorshift.js';
import { randomGulbarOptions } from './gulbar-options.js';
import { runs } from '../tier.js';

/**
 * Crazy gulbar's whole turns: the turn layer (beginTurn / advanceTurn, every choice at every
 * stage) against a model of the turn written from the rule book alone
 * (test/reference/crazy-gulbar-turn.ts), which decides by itself which stages a roll gives,
 * who plays them, what passes to the opponent and when the cascade stops (CG-2 .. CG-10). The
 * stage plays of both come from their own generators, so cascade length and transfers are
 * checked by two independent readings.
 */

const options = randomGulbarOptions({ weight: 6, cascadeFromTurn: [1, 1, 2, 4], headRule: [true, true, false], exceptionRollsAndBlockVariant: true });

function libraryEnds(position: Position, dice: Dice): Set<string> {
  const ends = new Set<string>();
  referenceTurnEnds(new PositionCodec(position), position, dice, (end) => ends.add(setupKey(positionToSetup(end))));
  return ends;
}

/**
 * A position from random play through the turn layer: the one after `turns` turns, or the last
 * one before the game ended, so that every run has a position to compare.
 */
function played(o: OptionsInput, turns: number, seed: number): Position {
  const begun = startPosition('crazy-gulbar', o);
  if (!begun.ok) throw new Error(begun.error.message);
  let p = begun.value;
  const next = randomBelow(seed);
  for (let t = 0; t < turns; t++) {
    const started = beginTurn(p, ALL_ROLLS[next(ALL_ROLLS.length)]!);
    if (!started.ok) throw new Error(started.error.message);
    let turn = started.value;
    while (!turn.done) {
      const moved = advanceTurn(turn, turn.plays[next(turn.plays.length)]!);
      if (!moved.ok) throw new Error(moved.error.message);
      turn = moved.value;
    }
    if (turn.position.winner() !== null) break;
    p = turn.position;
  }
  return p;
}

/** A hand-made bear-off: the mover with `off` borne off and the rest at home, the opponent racing behind. */
function bearOff(o: OptionsInput, mover: Player, off: number, spread: readonly number[], theirOff: number): Position {
  const points: Record<number, number> = {};
  for (let i = 0; i < 15 - off; i++) {
    const p = 1 + (spread[i % spread.length]! % 6);
    points[p] = (points[p] ?? 0) + 1;
  }
  const theirs: Record<number, number> = {};
  for (let i = 0; i < 15 - theirOff; i++) theirs[1 + (i % 5)] = (theirs[1 + (i % 5)] ?? 0) + 1;
  const other: Player = mover === 'white' ? 'black' : 'white';
  const made = positionFromSetup({
    variant: 'crazy-gulbar',
    turn: mover,
    [mover]: { points, off },
    [other]: { points: theirs, off: theirOff },
    turnsPlayed: { white: 8, black: 8 },
    options: o,
  } as unknown as Setup);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

function compare(p: Position, dice: Dice): boolean {
  let model: Set<string>;
  try {
    model = crazyGulbarTurnEnds(positionToSetup(p), dice, 150);
  } catch (e) {
    if (e instanceof TurnTooBig) return false;
    throw e;
  }
  expect([...libraryEnds(p, dice)].sort()).toEqual([...model].sort());
  return true;
}

const doubles = ALL_ROLLS.filter((d) => d[0] === d[1]);
const NOT_A_DOUBLE: Dice = [6, 5];

describe('crazy gulbar whole turns: the turn layer = a model of the turn written from the rule book', () => {
  it('CG-2 .. CG-7: turns from positions of random games, doubles twice as likely', () => {
    let compared = 0;
    const numRuns = runs(12, 40);
    fc.assert(
      fc.property(options, fc.nat(50), fc.integer(), fc.boolean(), fc.nat(20), (o, turns, seed, double, r) => {
        const p = played(o, turns, seed);
        // A roll whose cascade is too big for the model (about one double in four) gives way to
        // a roll that is not a double, whose turn has no cascade: every run compares a turn.
        const dice = double ? doubles[r % doubles.length]! : ALL_ROLLS[r % ALL_ROLLS.length]!;
        if (compare(p, dice) || compare(p, NOT_A_DOUBLE)) compared++;
      }),
      { numRuns },
    );
    expect(compared).toBe(numRuns);
  });

  it('CG-8 .. CG-10: bear-off turns, where the cascade may stop (CG-9), pass on (CG-5) or end the game (CG-10)', () => {
    fc.assert(
      fc.property(
        options,
        fc.constantFrom<Player>('white', 'black'),
        fc.integer({ min: 0, max: 13 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 6 }),
        (o, mover, off, spread, theirOff, d) => {
          compare(bearOff(o, mover, off, spread, theirOff), [d, d]);
        },
      ),
      { numRuns: runs(60, 300) },
    );
  });
});
