import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import {
  advanceTurn,
  apply,
  applyPlay,
  beginTurn,
  formatPlay,
  gamePosition,
  legalActions,
  legalPlays,
  playList,
  positionFromGnubgId,
  startPosition,
  type Play,
  type Position,
} from '../../src/index.js';

import { packStep } from '../../src/core/packed-step.js';
import { playFromPacked } from '../../src/core/play.js';
import { toStep } from '../../src/core/step-lists.js';
import { act, match, must, opening } from '../game/helpers.js';

/**
 * The Play a generator hands out (docs/api.md, `Play`): a frozen value of the library's class,
 * `position` its own property, `steps` a getter that makes the frozen list once. These tests
 * hold it to that contract, and check that every function taking a play back reads one by its
 * getter (core/snapshot.ts), the library's other build's Play too.
 */

const start = (): Position => must(startPosition('short-tavla'));
const codeOf = (r: { ok: boolean; error?: { code: string } }): string | undefined => (r.ok ? undefined : r.error?.code);

/** Every play of 6-5 and of 3-3 from the start (two-step and four-step plays, G-8). */
const samplePlays = (): Play[] => [...legalPlays(start(), [6, 5]), ...legalPlays(start(), [3, 3])];

describe('a Play is a frozen value the library makes', () => {
  it('is frozen with its class, and cannot be made with new (no forged Plays)', () => {
    const play = legalPlays(start(), [6, 5])[0]!;
    expect(Object.isFrozen(play)).toBe(true);
    expect(Object.isFrozen(Object.getPrototypeOf(play))).toBe(true);
    const PlayClass = play.constructor as new (...args: unknown[]) => unknown;
    expect(Object.isFrozen(PlayClass)).toBe(true);
    expect(() => new PlayClass(Symbol('tavla play'), start(), [], 0, 0, 0)).toThrow(/never with new/);
    expect(() => Object.defineProperty(Object.getPrototypeOf(play) as object, 'steps', { get: () => [] })).toThrow(TypeError);
  });

  it('gives the same frozen list of frozen Steps at every read (G-6: steps in the order played)', () => {
    for (const play of samplePlays()) {
      const steps = play.steps;
      expect(play.steps).toBe(steps);
      expect(Object.isFrozen(steps)).toBe(true);
      for (const step of steps) expect(Object.isFrozen(step)).toBe(true);
      // The position is an own property, the same frozen Position at every read.
      expect(Object.getOwnPropertyDescriptor(play, 'position')?.value).toBe(play.position);
    }
  });

  it('has the steps of playList, play by play, whether its steps are read first or its position (G-9.5)', () => {
    for (const dice of [[6, 5], [3, 3], [4, 4], [2, 1]] as const) {
      const list = must(playList(start(), dice));
      const plays = legalPlays(start(), dice);
      expect(plays.length).toBe(list.size);
      plays.forEach((play, i) => {
        expect(play.position.equals(list.play(i)!.position)).toBe(true);
        expect(play.steps).toEqual(list.steps(i));
        expect(list.play(i)!.steps).toEqual(list.steps(i));
      });
    }
  });

  it('the forced pass has an empty list of steps (G-10)', () => {
    // wildbg's one call with no legal move (test/published/wildbg.test.ts): 6-6 here.
    const closed = must(positionFromGnubgId('4HPwATDgc/ABUA'));
    const [pass, ...more] = legalPlays(closed, [6, 6]);
    expect(more).toEqual([]);
    expect(pass!.steps).toEqual([]);
    expect(Object.isFrozen(pass!.steps)).toBe(true);
    expect(pass!.toJSON().steps).toBe(pass!.steps);
  });

  it('keeps a list it was given longer than two packed numbers hold (more than four steps, SO-7 options and cascades)', () => {
    const packed = Int32Array.from([24, 23, 22, 21, 20, 19].map((from) => packStep(from, from - 1, 1, false)));
    const play = playFromPacked(start(), packed, 0, 6);
    expect(play.steps.map((s) => s.from)).toEqual([24, 23, 22, 21, 20, 19]);
    expect(play.steps).toEqual([...packed].map(toStep));
    const four = playFromPacked(start(), packed, 2, 4);
    expect(four.steps).toEqual([...packed.subarray(2, 6)].map(toStep));
  });

  it('keeps a hit mark through its packed steps (ST-5)', () => {
    const packed = Int32Array.from([packStep(13, 10, 3, true), packStep(10, 7, 3, false), packStep(8, 5, 3, true)]);
    expect(playFromPacked(start(), packed, 0, 3).steps.map((s) => s.hit)).toEqual([true, false, true]);
  });
});

describe('copies of a Play', () => {
  it('toJSON and JSON.stringify write { steps, position } as plain data', () => {
    for (const play of samplePlays()) {
      const json = play.toJSON();
      expect(Object.keys(json)).toEqual(['steps', 'position']);
      expect(json.steps).toBe(play.steps);
      expect(json.position).toBe(play.position);
      const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
      expect(plain(play)).toEqual({ steps: plain(play.steps), position: plain(play.position) });
    }
  });

  it('a spread, Object.keys or a structured clone sees the position only, and TypeScript says so', () => {
    const play = legalPlays(start(), [6, 5])[0]!;
    expect(Object.keys(play)).toEqual(['position']);
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- the copy this test is about (typescript-eslint warns a user too)
    const spread = { ...play };
    // @ts-expect-error: a spread copy of a Play has no steps, in its type as in fact.
    expect(spread.steps).toBeUndefined();
    expect(Object.keys(structuredClone(play))).toEqual(['position']);
    // Node's console.log shows the steps all the same.
    expect(inspect(play)).toContain(`from: ${String(play.steps[0]!.from)}`);
  });

  it('deep equality cannot tell two Plays apart, as it cannot two Positions: equals and JSON can (docs/api.md)', () => {
    const [first, second] = legalPlays(start(), [6, 5]);
    expect(first!.position.equals(second!.position)).toBe(false);
    expect(first).toStrictEqual(second);
    expect(JSON.stringify(first)).not.toBe(JSON.stringify(second));
    expect(formatPlay(first!)).not.toBe(formatPlay(second!));
  });

  it('a spread copy handed back is refused with an error that says what happened', () => {
    const play = legalPlays(start(), [6, 5])[0]!;
    // eslint-disable-next-line @typescript-eslint/no-misused-spread -- the copy this test is about
    const spread = { ...play } as unknown as Play;
    expect(() => formatPlay(spread)).toThrow(/spread copy of a Play/);
    const result = applyPlay(start(), [6, 5], spread);
    expect(codeOf(result)).toBe('malformed-play');
    expect(result.ok ? '' : result.error.message).toMatch(/spread copy of a Play has: pass the Play itself or play.toJSON\(\)/);
    const state = act(match({ variant: 'short-tavla' }), { type: 'opening-roll', white: 6, black: 5 });
    const refused = apply(state, { type: 'play', play: spread });
    expect(codeOf(refused)).toBe('invalid-action');
    expect(refused.ok ? '' : refused.error.message).toMatch(/spread copy of a Play/);
    // What the message suggests works.
    expect(must(applyPlay(start(), [6, 5], play.toJSON())).equals(play.position)).toBe(true);
  });
});

describe('every function taking a play back reads a Play by its getter', () => {
  it('formatPlay, applyPlay', () => {
    for (const play of samplePlays()) {
      const dice = play.steps.length === 4 ? ([3, 3] as const) : ([6, 5] as const);
      expect(formatPlay(play)).toBe(formatPlay(play.toJSON()));
      expect(must(applyPlay(start(), dice, play)).equals(play.position)).toBe(true);
    }
  });

  it('a Proxy of a Play is refused with a clear answer, as a Proxy of a Position is (its getter needs the Play itself)', () => {
    const play = legalPlays(start(), [6, 5])[1]!;
    const proxy = new Proxy(play, {});
    expect(() => formatPlay(proxy)).toThrow(/formatPlay: play could not be read/);
    const result = applyPlay(start(), [6, 5], proxy);
    expect(codeOf(result)).toBe('invalid-argument');
    expect(result.ok ? '' : result.error.message).toMatch(/could not be read/);
    const state = act(match({ variant: 'short-tavla' }), { type: 'opening-roll', white: 6, black: 5 });
    const refused = apply(state, { type: 'play', play: proxy });
    expect(codeOf(refused)).toBe('invalid-action');
    expect(refused.ok ? '' : refused.error.message).toMatch(/could not be read/);
    // A Proxy of its plain form is read through its traps.
    expect(formatPlay(new Proxy(play.toJSON(), {}))).toBe(formatPlay(play));
  });

  it('the turn layer and the reducer take a Play or its steps', () => {
    const turn = must(beginTurn(start(), [6, 5]));
    const chosen = turn.plays[2]!;
    expect(must(advanceTurn(turn, chosen)).position.equals(chosen.position)).toBe(true);
    expect(must(advanceTurn(turn, chosen.steps)).position.equals(chosen.position)).toBe(true);
    expect(must(advanceTurn(turn, chosen.toJSON())).position.equals(chosen.position)).toBe(true);
    // White won the opening roll with 6-1 (OP-1) and plays it: a Play of that roll is an action's play.
    const state = act(match({ variant: 'short-tavla' }), opening('white'));
    const position = gamePosition(state);
    if (position === null) throw new Error('no position');
    const play = legalPlays(position, [6, 1])[3]!;
    const after = must(apply(state, { type: 'play', play }));
    expect(gamePosition(after)?.equals(play.position)).toBe(true);
    expect(legalActions(state).some((a) => a.type === 'play')).toBe(true);
  });

  it('a Play of another copy of the library (as the CJS and ESM builds are) is read here', async () => {
    vi.resetModules();
    const path = '../../src/index.js?play-copy';
    const other = (await import(/* @vite-ignore */ path)) as typeof import('../../src/index.js');
    const theirs = other.legalPlays(must(other.startPosition('short-tavla')), [6, 5]);
    const ours = legalPlays(start(), [6, 5]);
    expect(theirs[0]!.constructor).not.toBe(ours[0]!.constructor);
    expect(theirs.map((p) => formatPlay(p))).toEqual(ours.map((p) => formatPlay(p)));
    theirs.forEach((play, i) => {
      expect(must(applyPlay(start(), [6, 5], play)).equals(ours[i]!.position)).toBe(true);
    });
  });
});
