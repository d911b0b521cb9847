import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dice } from '../../src/core/dice.js';
import type { Play } from '../../src/core/play.js';
import type { Player } from '../../src/core/player.js';
import { legalPlays, playsFor } from '../../src/movegen/plays.js';
import { gnubgPositionId, positionFromGnubgId } from '../../src/notation/gnubg-position-id.js';
import type { Position } from '../../src/position/position.js';
import { positionFromSetup, positionToSetup } from '../../src/position/setup.js';
import type { Setup } from '../../src/position/setup-types.js';
import { setupKey } from '../reference/literal.js';
import { dice, handMadeSetup, shortTavlaPosition } from './arbitraries.js';
import { replaySteps, sideEquals } from './replay.js';
import { runs } from '../tier.js';

/**
 * Invariants of the fast generator and of positions, on random
 * short tavla positions (random play and hand-made, random options) and random rolls.
 */

const RUNS = runs(150, 1000);

const other = (p: Player): Player => (p === 'white' ? 'black' : 'white');

/** Runs `verify` on every play of the roll, adding the position and roll to any failure. */
function eachPlay(
  position: Position,
  roll: Dice,
  verify: (play: Play, plays: readonly Play[], before: Setup) => void,
): void {
  const before = positionToSetup(position);
  const plays = legalPlays(position, roll);
  for (const play of plays) {
    try {
      verify(play, plays, before);
    } catch (error) {
      const steps = play.steps.map((s) => `${s.from}/${s.to}(${s.die}${s.hit ? '*' : ''})`).join(' ');
      throw new Error(`${(error as Error).message}\n  setup ${JSON.stringify(before)} dice [${roll.join(', ')}] play ${steps}`);
    }
  }
}

function sideTotal(side: Setup['white']): number {
  return Object.values(side.points).reduce((a, b) => a + b, 0) + (side.bar ?? 0) + (side.off ?? 0);
}

function pips(side: Setup['white']): number {
  return Object.entries(side.points).reduce((sum, [p, n]) => sum + Number(p) * n, 0) + 25 * (side.bar ?? 0);
}

/** G-3 for short tavla: White's own p is a(p) = p, Black's own b is a(b) = 25 - b. */
function absoluteOccupancy(setup: Setup): { white: number[]; black: number[] } {
  const white = new Array<number>(25).fill(0);
  const black = new Array<number>(25).fill(0);
  for (const [p, n] of Object.entries(setup.white.points)) white[Number(p)]! += n;
  for (const [b, n] of Object.entries(setup.black.points)) black[25 - Number(b)]! += n;
  return { white, black };
}

const num = (x: number | 'bar' | 'off'): number => (x === 'bar' ? 25 : x === 'off' ? 0 : x);

/** True when `mutate` throws a TypeError (what strict mode does on a frozen object). */
function throwsTypeError(mutate: () => void): boolean {
  try {
    mutate();
  } catch (error) {
    return error instanceof TypeError;
  }
  return false;
}

/** A cheap assertion for the hot loops (vitest's expect is too slow for millions of checks). */
function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

describe('invariants of legalPlays (short tavla)', () => {
  it("G-1 / G-3 / ST-4 / G-5: every play keeps fifteen checkers a side, never mixes colours on a point, and hands the turn over", () => {
    fc.assert(
      fc.property(shortTavlaPosition, dice, (position, roll) => {
        const options = JSON.stringify(position.options);
        eachPlay(position, roll, (play, _plays, before) => {
          const after = positionToSetup(play.position);
          // G-1: 15 checkers per side, counting points, bar and off.
          check(sideTotal(after.white) === 15, `White has ${sideTotal(after.white)} checkers`);
          check(sideTotal(after.black) === 15, `Black has ${sideTotal(after.black)} checkers`);
          // G-3 / ST-4: no absolute point holds both colours.
          const { white, black } = absoluteOccupancy(after);
          for (let a = 1; a <= 24; a++) check(white[a] === 0 || black[a] === 0, `point a${a} holds both colours`);
          // G-5: the opponent is on turn, the mover has one more finished turn, nothing else changed.
          const mover = before.turn;
          const next = play.position;
          check(next.turn === other(mover), 'the mover is still on turn');
          check(next.turnsPlayed[mover] === position.turnsPlayed[mover] + 1, "the mover's turnsPlayed did not grow by one");
          check(next.turnsPlayed[other(mover)] === position.turnsPlayed[other(mover)], "the opponent's turnsPlayed changed");
          check(next.variant === position.variant, 'the variant changed');
          check(JSON.stringify(next.options) === options, 'the options changed');
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('G-6 / G-7 / G-8 / G-12 / G-13: each step moves its die exactly (an over-shoot bear-off only from below the die) and the pips moved are the dice used', () => {
    fc.assert(
      fc.property(shortTavlaPosition, dice, (position, roll) => {
        eachPlay(position, roll, (play, _plays, before) => {
          const mover = before.turn;
          let moved = 0;
          for (const step of play.steps) {
            const from = num(step.from);
            const to = num(step.to);
            moved += from - to;
            const overshoot = step.to === 'off' && from < step.die; // G-13
            check(overshoot || from - to === step.die, `step ${String(step.from)}/${String(step.to)} does not move ${step.die}`);
          }
          // Pip difference of the mover = sum over steps of (from - to); bar 25, off 0.
          const pipDifference = pips(before[mover]) - pips(positionToSetup(play.position)[mover]);
          check(pipDifference === moved, `pips moved ${pipDifference}, steps say ${moved}`);
          // G-7 / G-8: the steps' dice are a sub-multiset of the roll's sub-move dice.
          const available = roll[0] === roll[1] ? [roll[0], roll[0], roll[0], roll[0]] : [roll[0], roll[1]];
          for (const step of play.steps) {
            const i = available.indexOf(step.die);
            check(i >= 0, `die ${step.die} is not (or no longer) in the roll`);
            available.splice(i, 1);
          }
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('ST-5 / ST-6 / G-9.2 / G-9.5 / G-10: steps replay to the play, bar entries come first, hits match the opponent bar, plays are distinct and equally long', () => {
    fc.assert(
      fc.property(shortTavlaPosition, dice, (position, roll) => {
        const before = positionToSetup(position);
        const mover = before.turn;
        const onBar = before[mover].bar ?? 0;
        const plays = legalPlays(position, roll);
        // G-10: a live game always has at least one play; a forced pass is the only play.
        expect(plays.length).toBeGreaterThan(0);
        if (plays.some((p) => p.steps.length === 0)) expect(plays).toHaveLength(1);
        // G-9.5: one play per resulting position.
        const keys = plays.map((p) => setupKey(positionToSetup(p.position)));
        expect(new Set(keys).size).toBe(plays.length);
        // G-9.2 / G-9.6: every play has the same number of steps, except plays that end the game early.
        const full = Math.max(...plays.map((p) => p.steps.length));
        eachPlay(position, roll, (play) => {
          const after = positionToSetup(play.position);
          const finished = play.position.winner() !== null;
          check(finished ? play.steps.length <= full : play.steps.length === full, `${play.steps.length} steps, others ${full}`);
          // ST-6: the first min(onBar, steps) steps are entries, and no entry comes later.
          play.steps.forEach((step, i) => {
            check((step.from === 'bar') === i < onBar, `step ${i} with ${onBar} on the bar`);
          });
          // ST-5: hits = growth of the opponent's bar.
          const hits = play.steps.filter((s) => s.hit).length;
          const grown = (after[other(mover)].bar ?? 0) - (before[other(mover)].bar ?? 0);
          check(grown === hits, `${hits} hits but the opponent's bar grew by ${grown}`);
          // The steps, replayed on plain data, reach exactly the play's position.
          const replay = replaySteps(before, play.steps);
          if (!replay.ok) throw new Error(replay.reason);
          check(sideEquals(after[mover], replay.mover), "the steps do not lead to the mover's checkers");
          check(sideEquals(after[other(mover)], replay.opponent), "the steps do not lead to the opponent's checkers");
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('immutability: nothing mutates its arguments, and plays, steps and positions are frozen', () => {
    fc.assert(
      fc.property(shortTavlaPosition, dice, (position, roll) => {
        const snapshot = JSON.stringify(positionToSetup(position));
        const rollCopy = [...roll];
        const plays = legalPlays(position, roll);
        expect(JSON.stringify(positionToSetup(position))).toBe(snapshot);
        expect([...roll]).toEqual(rollCopy);

        expect(Object.isFrozen(plays)).toBe(true);
        expect(() => (plays as Play[]).push(plays[0]!)).toThrow(TypeError);
        for (const play of plays) {
          check(Object.isFrozen(play), 'a play is not frozen');
          check(Object.isFrozen(play.steps), 'a step list is not frozen');
          for (const step of play.steps) check(Object.isFrozen(step), 'a step is not frozen');
          check(Object.isFrozen(play.position), 'a position is not frozen');
          check(Object.isFrozen(play.position.turnsPlayed), 'turnsPlayed is not frozen');
          check(Object.isFrozen(play.position.options), 'the options are not frozen');
          // Strict mode (ES modules): assignments to frozen objects throw.
          check(
            throwsTypeError(() => {
              (play.position as { turn: Player }).turn = other(play.position.turn);
            }),
            'position.turn can be assigned',
          );
          check(
            throwsTypeError(() => {
              (play.position.turnsPlayed as { white: number }).white = 99;
            }),
            'position.turnsPlayed.white can be assigned',
          );
          check(
            throwsTypeError(() => {
              (play as { steps: unknown }).steps = [];
            }),
            'play.steps can be assigned',
          );
          if (play.steps.length > 0) {
            check(
              throwsTypeError(() => {
                (play.steps[0] as { die: number }).die = 7;
              }),
              'step.die can be assigned',
            );
          }
          // A Setup handed out is a copy: scribbling on it changes nothing.
          const handedOut = positionToSetup(play.position) as { white: { points: Record<number, number> }; turn: Player };
          const clean = JSON.stringify(handedOut);
          try {
            handedOut.white.points[3] = 15;
            handedOut.turn = other(handedOut.turn);
          } catch {
            // A frozen Setup refusing the change is fine too.
          }
          check(JSON.stringify(positionToSetup(play.position)) === clean, 'changing a handed-out Setup changed the position');
        }
        // Playing again gives the same answer (no hidden state).
        expect(legalPlays(position, roll).map((p) => JSON.stringify(p.position))).toEqual(plays.map((p) => JSON.stringify(p.position)));
        expect(JSON.stringify(positionToSetup(position))).toBe(snapshot);
      }),
      { numRuns: RUNS },
    );
  });

  it('immutability: positionFromSetup keeps no reference to the Setup it was given', () => {
    fc.assert(
      fc.property(handMadeSetup, (setup) => {
        const copy = JSON.parse(JSON.stringify(setup)) as Setup & { white: { points: Record<number, number>; off?: number } };
        const built = positionFromSetup(copy);
        if (!built.ok) throw new Error(built.error.message);
        const before = JSON.stringify(positionToSetup(built.value));
        copy.white.points[1] = (copy.white.points[1] ?? 0) + 5;
        copy.white.off = 0;
        (copy as { turn: Player }).turn = other(copy.turn);
        expect(JSON.stringify(positionToSetup(built.value))).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('round trips (short tavla)', () => {
  it('Setup and JSON: positionFromSetup(positionToSetup(p)) and positionFromSetup(JSON.parse(JSON.stringify(p))) equal p, for positions and every play of a roll', () => {
    fc.assert(
      fc.property(shortTavlaPosition, dice, (position, roll) => {
        for (const p of [position, ...legalPlays(position, roll).map((play) => play.position)]) {
          const setup = positionToSetup(p);
          const again = positionFromSetup(setup);
          if (!again.ok) throw new Error(again.error.message);
          check(again.value.equals(p) && p.equals(again.value), `Setup round trip differs: ${JSON.stringify(setup)}`);
          // Position.toJSON writes the Setup.
          const text = JSON.stringify(p);
          check(text === JSON.stringify(setup), `JSON.stringify(position) is not its Setup: ${text}`);
          const parsed = positionFromSetup(JSON.parse(text) as Setup);
          if (!parsed.ok) throw new Error(parsed.error.message);
          check(parsed.value.equals(p), `JSON round trip differs: ${text}`);
          check(JSON.stringify(parsed.value) === text, `JSON round trip writes different JSON: ${text}`);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('gnubg position ID: decoding the ID of a position gives back its checkers (either player on roll)', () => {
    fc.assert(
      fc.property(shortTavlaPosition, (position) => {
        const setup = positionToSetup(position);
        const again = positionFromGnubgId(gnubgPositionId(position), position.turn, setup.options);
        if (!again.ok) throw new Error(again.error.message);
        const decoded = positionToSetup(again.value);
        const strip = (s: Setup): string => setupKey({ ...s, turnsPlayed: { white: 0, black: 0 } });
        expect(strip(decoded)).toBe(strip(setup));
        // The same position seen with the other player on roll has its own ID, which also decodes back.
        const flipped = positionFromGnubgId(gnubgPositionId(position, other(position.turn)), other(position.turn), setup.options);
        if (!flipped.ok) throw new Error(flipped.error.message);
        expect(strip({ ...positionToSetup(flipped.value), turn: position.turn })).toBe(strip(setup));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('end of game (short tavla)', () => {
  it('G-15: once a player has borne off all fifteen checkers there is nothing to play', () => {
    const finished = fc.record({
      winner: fc.constantFrom<Player>('white', 'black'),
      turn: fc.constantFrom<Player>('white', 'black'),
      loserPoint: fc.integer({ min: 1, max: 24 }),
      loserOff: fc.integer({ min: 0, max: 14 }),
      roll: dice,
    });
    fc.assert(
      fc.property(finished, ({ winner, turn, loserPoint, loserOff, roll }) => {
        const loser = { points: { [loserPoint]: 15 - loserOff }, off: loserOff };
        const won = { points: {}, off: 15 };
        const setup: Setup = {
          variant: 'short-tavla',
          turn,
          white: winner === 'white' ? won : loser,
          black: winner === 'black' ? won : loser,
        };
        const position = positionFromSetup(setup);
        if (!position.ok) throw new Error(position.error.message);
        expect(position.value.winner()).toBe(winner);
        expect(legalPlays(position.value, roll)).toHaveLength(0);
        const why = playsFor(position.value, roll);
        expect(why.ok).toBe(false);
        if (!why.ok) expect(why.error.code).toBe('game-over');
      }),
      { numRuns: RUNS },
    );
  });
});
