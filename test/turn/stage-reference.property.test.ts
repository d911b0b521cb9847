import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  ALL_ROLLS,
  beginTurn,
  legalPlays,
  positionFromSetup,
  positionToSetup,
  startPosition,
  type Dice,
  type Player,
  type Position,
  type Setup,
  type Turn,
} from '../../src/index.js';
import type { StagePlan } from '../../src/core/variant.js';
import { stagePlan } from '../../src/core/stage-plan.js';
import { toPlays } from '../../src/movegen/convert.js';
import { rawStagePlays } from '../../src/movegen/plays.js';
import { crazyGulbarPlays, crazyGulbarStagePlays, type RefStage } from '../reference/crazy-gulbar.js';
import { setupKey, stepsKey, type RefResult } from '../reference/literal.js';
import { HEAD_EXCEPTION_MODES, randomGulbarOptions } from './gulbar-options.js';
import { runs } from '../tier.js';

/**
 * Crazy gulbar, stage by stage: the fast generator (src/movegen through the turn layer) against
 * the literal reference (test/reference/crazy-gulbar.ts), which enumerates every checker and
 * every order of a stage's dice and applies CG-8's bear-off, the head limit per stage (CG-4) and
 * the six-block rule at its timing to whole sequences. A stage is a list of sub-move dice; a
 * cascade is several stages, so this is where the generator can be compared (CG-4: G-9 per stage).
 */

/** The board only: who is on turn and the turn counts depend on the turn layer, not on the stage. */
function boardKey(setup: Setup): string {
  return setupKey({ ...setup, turn: 'white', turnsPlayed: { white: 0, black: 0 } });
}

function assertSame(reference: RefResult, fast: readonly { readonly steps: readonly { from: number | 'bar'; to: number | 'off'; die: number; hit: boolean }[]; readonly position: Position }[], where: string): void {
  const fastKeys = fast.map((p) => boardKey(positionToSetup(p.position)));
  expect(new Set(fastKeys).size, `G-9.5: ${where}`).toBe(fast.length);
  const refKeys = reference.plays.map((p) => boardKey(p.setup));
  expect([...fastKeys].sort(), `G-9 per stage: ${where}`).toEqual([...refKeys].sort());
  const byKey = new Map(reference.plays.map((p) => [boardKey(p.setup), p]));
  fast.forEach((play, i) => {
    const legal = byKey.get(fastKeys[i]!)!.sequences().map(stepsKey);
    expect(legal, `steps of a fast play: ${where}`).toContain(stepsKey(play.steps));
  });
}

/** Every option of §10's crazyGulbar section, and the longNard rules it builds on (CG-1). */
const gulbarOptions = randomGulbarOptions({
  weight: 6,
  cascadeFromTurn: [1, 1, 2, 4],
  headRule: [true, true, true, false],
  exceptionRollsAndBlockVariant: true,
});

const roll: fc.Arbitrary<Dice> = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })).map(([a, b]) => [a, b] as const);

/**
 * A turn in progress, reached by random play from the start through the turn layer: random
 * rolls, a random play at every stage, stopped at a random decision (any stage of a cascade,
 * transferred or not). Stops before a play that would end the game.
 */
function turnInProgress(maxDecisions: number): fc.Arbitrary<Turn> {
  return fc
    .record({
      options: gulbarOptions,
      decisions: fc.integer({ min: 0, max: maxDecisions }),
      script: fc.array(fc.tuple(roll, fc.nat()), { minLength: maxDecisions + 1, maxLength: maxDecisions + 1 }),
    })
    .map(({ options, decisions, script }) => {
      const start = startPosition('crazy-gulbar', options);
      if (!start.ok) throw new Error(start.error.message);
      let position = start.value;
      let turn: Turn | null = null;
      for (let i = 0; i <= decisions; i++) {
        const [dice, choice] = script[i]!;
        if (turn === null) {
          const begun = beginTurn(position, dice);
          if (!begun.ok) throw new Error(begun.error.message);
          turn = begun.value;
          continue;
        }
        if (i === decisions) break;
        const chosen = turn.plays[choice % turn.plays.length]!;
        if (chosen.position.winner() !== null) break;
        const next = advanceTurn(turn, chosen);
        if (!next.ok) throw new Error(next.error.message);
        if (next.value.done) {
          position = next.value.position;
          turn = null;
        } else turn = next.value;
      }
      if (turn === null) {
        const begun = beginTurn(position, script[decisions]![0]);
        if (!begun.ok) throw new Error(begun.error.message);
        turn = begun.value;
      }
      return turn;
    });
}

/**
 * The current stage of a turn as the rule book describes it (CG-4): LN-12's exception only for
 * the roller's initial stage, or every own stage with 'allStages'; never for transferred stages.
 */
function refStageOf(turn: Turn): RefStage {
  const stage = turn.stage!;
  const allStages = turn.position.options.crazyGulbar?.firstTurnExceptionStages === 'allStages';
  return { subMoves: stage.subMoves, dice: stage.dice, headException: !stage.transferred && (turn.played.length === 0 || allStages) };
}

/** Hand-made positions near and in the bear-off, so CG-8's three readings are exercised. */
const bearOffPosition: fc.Arbitrary<Position> = fc
  .record({
    turn: fc.constantFrom<Player>('white', 'black'),
    outside: fc.integer({ min: 0, max: 2 }),
    outsidePoints: fc.array(fc.integer({ min: 7, max: 12 }), { minLength: 2, maxLength: 2 }),
    homePoints: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
    spread: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    off: fc.integer({ min: 0, max: 13 }),
    block: fc.boolean(),
    options: gulbarOptions,
  })
  .map((r) => {
    const mover = r.turn;
    const other: Player = mover === 'white' ? 'black' : 'white';
    const points: Record<number, number> = {};
    const onBoard = 15 - r.off;
    const outside = Math.min(r.outside, onBoard);
    for (let i = 0; i < outside; i++) points[r.outsidePoints[i]!] = (points[r.outsidePoints[i]!] ?? 0) + 1;
    for (let i = outside; i < onBoard; i++) {
      const p = r.homePoints[r.spread[i]! % r.homePoints.length]!;
      points[p] = (points[p] ?? 0) + 1;
    }
    // The opponent: most checkers on his own 2..4, which stand on the mover's 14..16 (G-3: the
    // rotation by 12 is its own inverse), behind every checker of the mover; and, when `block` is
    // set, one on a free point of the mover's home, which closes it (LN-4).
    const theirPoints: Record<number, number> = { 2: 5, 3: 5, 4: 5 };
    const free = [1, 2, 3, 4, 5, 6].filter((p) => points[p] === undefined);
    if (r.block && free.length > 0) {
      theirPoints[4] = 4;
      theirPoints[((free[0]! + 11) % 24) + 1] = 1;
    }
    const theirs = { points: theirPoints, off: 0 };
    const result = positionFromSetup({
      variant: 'crazy-gulbar',
      turn: mover,
      [mover]: { points, off: r.off },
      [other]: theirs,
      turnsPlayed: { white: 6, black: 6 },
      options: r.options,
    } as unknown as Setup);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  });

/** A stage of any shape: four or two equal values, a remainder of one to three, or a mixed pair. */
const anyStage: fc.Arbitrary<StagePlan> = fc
  .record({ value: fc.integer({ min: 1, max: 6 }), other: fc.integer({ min: 1, max: 6 }), count: fc.integer({ min: 1, max: 4 }), mixed: fc.boolean(), headException: fc.boolean() })
  .map(({ value, other, count, mixed, headException }) =>
    mixed && value !== other
      ? stagePlan([value, other], Object.freeze<Dice>([value, other]), headException, false)
      : stagePlan(new Array<number>(count).fill(value), Object.freeze<Dice>([value, value]), headException, false),
  );

describe('crazy gulbar: fast generator = literal reference, stage by stage', () => {
  it('CG-2 / CG-4: the first stage of every roll from the start, in every LN-12 mode and both movesPerStage', () => {
    for (const firstTurnHeadException of HEAD_EXCEPTION_MODES) {
      for (const movesPerStage of [4, 2] as const) {
        const start = startPosition('crazy-gulbar', { longNard: { firstTurnHeadException }, crazyGulbar: { movesPerStage } });
        if (!start.ok) throw new Error(start.error.message);
        for (const dice of ALL_ROLLS) {
          const setup = positionToSetup(start.value);
          assertSame(crazyGulbarPlays(setup, dice), legalPlays(start.value, dice), `start ${firstTurnHeadException} ${movesPerStage} ${dice.join('-')}`);
        }
      }
    }
  });

  it('CG-4 / CG-5: the current stage of turns reached by random play (own, cascade and transferred stages)', () => {
    fc.assert(
      fc.property(turnInProgress(90), (turn) => {
        const setup = positionToSetup(turn.position);
        const where = `setup ${JSON.stringify(setup)} stage ${JSON.stringify(turn.stage)} played ${turn.played.length}`;
        assertSame(crazyGulbarStagePlays(setup, refStageOf(turn)), turn.plays, where);
      }),
      { numRuns: runs(20, 150) },
    );
  });

  it('CG-8: stages of any shape in hand-made bear-off positions, every bear-off reading', () => {
    fc.assert(
      fc.property(bearOffPosition, anyStage, (position, stage) => {
        const setup = positionToSetup(position);
        const fast = toPlays(position, rawStagePlays(position, stage).plays);
        const ref: RefStage = { subMoves: stage.subMoves, dice: stage.dice, headException: stage.headException };
        assertSame(crazyGulbarStagePlays(setup, ref), fast, `setup ${JSON.stringify(setup)} stage ${JSON.stringify(stage)}`);
      }),
      { numRuns: runs(40, 1000) },
    );
  });
});
