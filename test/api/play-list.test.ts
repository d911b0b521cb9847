import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  fromPositionString,
  legalPlays,
  playList,
  playsFor,
  positionFromSetup,
  type Dice,
  type PlayList,
  type Position,
} from '../../src/index.js';
import { dice, shortTavlaPosition } from '../property/arbitraries.js';
import { must } from '../rules/helpers.js';
import { corpusPositions, wildbgPositions } from './corpora.js';
import { runs } from '../tier.js';

/**
 * playList: the packed form of legalPlays for bots (docs/api.md). It must hold exactly the plays
 * legalPlays lists (G-9, G-10: the same plays, same order, same steps, same positions) and read
 * every resulting board the way Position does, without building positions.
 */

const POINTS: readonly (number | 'bar' | 'off')[] = ['bar', ...Array.from({ length: 24 }, (_, i) => 24 - i), 'off'];

/**
 * Every fact a PlayList gives about its plays, compared with legalPlays and the plays' positions;
 * returns the disagreements (collected, so that one expect per test reports them all).
 */
function differences(p: Position, roll: Dice): string[] {
  const out: string[] = [];
  const where = `${JSON.stringify(p)} ${roll.join('-')}`;
  const list: PlayList = must(playList(p, roll));
  const plays = legalPlays(p, roll);
  if (list.size !== plays.length) return [`${where}: ${list.size} plays, legalPlays has ${plays.length}`];
  if (list.position !== p) out.push(`${where}: position`);
  for (let i = 0; i < plays.length; i++) {
    const expected = plays[i]!;
    if (JSON.stringify(list.steps(i)) !== JSON.stringify(expected.steps)) out.push(`${where}: steps of play ${i}`);
    for (const player of ['white', 'black'] as const) {
      for (const point of POINTS) {
        if (list.checkers(i, player, point) !== expected.position.checkers(player, point)) out.push(`${where}: play ${i} ${player} ${point}`);
      }
      if (list.pipCount(i, player) !== expected.position.pipCount(player)) out.push(`${where}: play ${i} pips of ${player}`);
    }
    const built = list.play(i)!;
    if (!built.position.equals(expected.position) || JSON.stringify(built) !== JSON.stringify(expected)) out.push(`${where}: play ${i} built`);
    if (list.play(i) !== built) out.push(`${where}: play ${i} is not the same object twice`);
  }
  // Boards asked for in another order than the plays' (the list plays one board at a time).
  for (let i = plays.length - 1; i >= 0; i--) {
    if (list.pipCount(i, p.turn) !== plays[i]!.position.pipCount(p.turn)) out.push(`${where}: play ${i} pips, asked last to first`);
  }
  const all = list.plays();
  if (all.length !== plays.length || all.some((play, i) => play !== list.play(i))) out.push(`${where}: plays()`);
  // G-9.2: m sub-moves in every play, fewer only when the last checker came off first (G-9.6).
  const longest = Math.max(...plays.map((play) => play.steps.length));
  const finishing = plays.some((play) => play.position.winner() !== null);
  if (finishing ? list.length < longest : list.length !== longest) out.push(`${where}: length ${list.length}, longest play ${longest}`);
  return out;
}

describe('playList holds exactly the plays of legalPlays (G-9, G-10)', () => {
  it('short tavla: wildbg contact and race positions, every roll', () => {
    const found = [...wildbgPositions('contact.txt', 40), ...wildbgPositions('race.txt', 40)].flatMap((p) => ALL_ROLLS.flatMap((roll) => differences(p, roll)));
    expect(found).toEqual([]);
  });

  // Plakoto keeps each play's board whole (pins change the state word); the others play the
  // steps on the start board when a board is asked for.
  for (const variant of ['long-nard', 'crazy-gulbar', 'six-one', 'plakoto', 'fevga'] as const) {
    it(`${variant}: self-play positions of the bench corpus, every roll`, () => {
      const found = corpusPositions(variant, 40).flatMap((p) => ALL_ROLLS.flatMap((roll) => differences(p, roll)));
      expect(found).toEqual([]);
    });
  }

  it('short tavla under random house rules and positions (fast-check)', () => {
    fc.assert(
      fc.property(shortTavlaPosition, dice, (p, roll) => {
        if (p.winner() === null) expect(differences(p, roll)).toEqual([]);
      }),
      { numRuns: runs(100, 1000) },
    );
  });

  it('G-9.6: plays that bear off the last checker before the roll is used up', () => {
    // White's last checkers come off in fewer steps than the roll gives; the list's length is
    // still the roll's (G-9.6), so its plays have fewer steps than `length`.
    const setups = [
      { white: { points: { 2: 1, 5: 1 }, off: 13 }, dice: [6, 6], steps: 2 },
      { white: { points: { 3: 1 }, off: 14 }, dice: [5, 5], steps: 1 },
      { white: { points: { 1: 1, 3: 2 }, off: 12 }, dice: [3, 3], steps: 3 },
    ] as const;
    for (const { white, dice: roll, steps } of setups) {
      const p = must(positionFromSetup({ variant: 'short-tavla', turn: 'white', white, black: { points: { 19: 15 } } }));
      const list = must(playList(p, roll));
      expect(differences(p, roll)).toEqual([]);
      expect(list.length).toBe(4);
      for (let i = 0; i < list.size; i++) {
        expect(list.steps(i)).toHaveLength(steps);
        expect(list.play(i)!.position.winner()).toBe('white');
      }
    }
  });

  it('G-9: plays of one list all use the same number of sub-moves', () => {
    for (const p of wildbgPositions('contact.txt', 30)) {
      for (const roll of ALL_ROLLS) {
        const list = must(playList(p, roll));
        for (let i = 0; i < list.size; i++) expect(list.steps(i).length).toBeLessThanOrEqual(list.length);
      }
    }
  });
});

describe('playList is a value', () => {
  const p = wildbgPositions('contact.txt', 1)[0]!;
  const list = must(playList(p, [6, 5]));

  it('is frozen and keeps nothing a caller can reach', () => {
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.keys(list).sort()).toEqual(['length', 'size']);
    expect(() => {
      (list as { size: number }).size = 0;
    }).toThrow(TypeError);
    expect(Object.isFrozen(list.steps(0))).toBe(true);
    expect(Object.isFrozen(list.play(0))).toBe(true);
  });

  it('answers out-of-range questions without throwing', () => {
    for (const i of [-1, list.size, 1.5, Number.NaN]) {
      expect(list.play(i)).toBeUndefined();
      expect(list.steps(i)).toEqual([]);
      expect(list.checkers(i, 'white', 6)).toBe(0);
      expect(list.pipCount(i, 'black')).toBe(0);
    }
    expect(list.checkers(0, 'white', 26)).toBe(0);
    expect(list.checkers(0, 'white', 2.5)).toBe(0);
  });

  it('refuses a player that is not one with a TypeError naming the method, as Position does (never an answer for Black)', () => {
    for (const player of ['red', 0, null, 'White']) {
      expect(() => list.checkers(0, player as never, 6)).toThrow(/PlayList\.checkers: player must be "white" or "black"/);
      expect(() => list.pipCount(0, player as never)).toThrow(/PlayList\.pipCount: player must be "white" or "black"/);
      expect(() => list.pipCount(list.size, player as never)).toThrow(TypeError);
    }
  });

  it('length is the sub-moves of the longest plays: a play that bears off the last checker may make fewer (G-9.6)', () => {
    // Six-one: White's last checker on his 1 bears off with the first five of 5-5.
    const last = fromPositionString('six-one w | 1:1 off:14 | 12:2 5:1 1:1 off:11 | turns=17,17');
    if (!last.ok) throw new Error(last.error.message);
    const bearOff = playList(last.value, [5, 5]);
    if (!bearOff.ok) throw new Error(bearOff.error.message);
    expect(bearOff.value.length).toBe(2);
    expect(bearOff.value.steps(0).length).toBe(1);
    expect(legalPlays(last.value, [5, 5])[0]!.steps.length).toBe(1);
  });
});

describe('playList errors are those of playsFor', () => {
  const p = wildbgPositions('race.txt', 1)[0]!;
  it('invalid-dice', () => {
    for (const bad of [[7, 1], [0, 3], [1], 'x'] as unknown as Dice[]) {
      const got = playList(p, bad);
      const want = playsFor(p, bad);
      expect(got.ok).toBe(false);
      expect(!got.ok && got.error.code).toBe(!want.ok && want.error.code);
    }
  });

  it('game-over (G-15)', () => {
    const over = must(
      positionFromSetup({ variant: 'short-tavla', turn: 'black', white: { points: {}, off: 15 }, black: { points: { 6: 15 } } }),
    );
    const got = playList(over, [3, 1]);
    expect(!got.ok && got.error.code).toBe('game-over');
  });
});
