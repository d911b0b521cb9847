import { describe, expect, it } from 'vitest';
import {
  applyPlay,
  beginTurn,
  fromFibsBoard,
  fromGnubgId,
  fromMat,
  fromPositionString,
  fromSgf,
  fromXgid,
  legalActions,
  legalPlays,
  newGame,
  newMatch,
  perft,
  playList,
  playsFor,
  positionFromGnubgId,
  positionFromSetup,
  positionFromXgid,
  positionToJSON,
  startPosition,
  type Position,
} from '../../src/index.js';
import { show } from '../../src/core/show.js';
import { must, money, act, opening } from '../game/helpers.js';

/**
 * docs/security.md, bounded cost, and docs/errors.md: an error message quotes at most a short
 * prefix of a wrong value, at a cost that does not grow with the value, and runs none of the
 * caller's code but the reads of an array's length and first elements. Found by a new user's
 * review: a wrong-typed argument of ten million elements took half a second to be refused,
 * because its message was built by serialising all of it (and its `toJSON` ran).
 */

/** An array of `length` elements behind a Proxy that counts every read and listing of keys. */
function countedArray(length: number): { value: unknown; reads: () => number } {
  let reads = 0;
  const value = new Proxy(new Array<unknown>(length), {
    get(target, key, receiver) {
      reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
    ownKeys(target) {
      reads += 1_000_000;
      return Reflect.ownKeys(target);
    },
  });
  return { value, reads: () => reads };
}

/** An object with a `toJSON` that counts its calls: quoting it must not run it. */
function countedObject(): { value: unknown; toJsonCalls: () => number } {
  let calls = 0;
  const value = {
    toJSON() {
      calls++;
      return 'caller code ran';
    },
  };
  return { value, toJsonCalls: () => calls };
}

const start = (): Position => must(startPosition('short-tavla'));

/** Readers and other Result functions whose first argument is quoted when it has the wrong type. */
const QUOTING: ReadonlyArray<[string, (value: unknown) => { ok: boolean; error?: { code: string; message: string } }]> = [
  ['fromPositionString', (v) => fromPositionString(v as string)],
  ['fromGnubgId', (v) => fromGnubgId(v as string)],
  ['positionFromGnubgId', (v) => positionFromGnubgId(v as string)],
  ['fromXgid', (v) => fromXgid(v as string)],
  ['positionFromXgid', (v) => positionFromXgid(v as string)],
  ['fromFibsBoard', (v) => fromFibsBoard(v as string)],
  ['fromSgf', (v) => fromSgf(v as string)],
  ['fromMat', (v) => fromMat(v as string)],
  ['startPosition', (v) => startPosition(v as 'short-tavla')],
  ['newGame (variant)', (v) => newGame({ variant: v as 'short-tavla' })],
  ['perft (depth)', (v) => perft(start(), v as number)],
];

describe('error messages quote a wrong value at a cost that does not grow with it', () => {
  it.each(QUOTING)('%s: an array of ten million elements is refused after a few reads, quoted by its first elements', (_name, call) => {
    const { value, reads } = countedArray(10_000_000);
    const answer = call(value);
    expect(answer.ok).toBe(false);
    expect(reads()).toBeLessThanOrEqual(10);
    expect(answer.error!.message.length).toBeLessThan(400);
  });

  it.each(QUOTING)('%s: an object is named, not serialised: its toJSON never runs', (_name, call) => {
    const { value, toJsonCalls } = countedObject();
    const answer = call(value);
    expect(answer.ok).toBe(false);
    expect(toJsonCalls()).toBe(0);
    expect(answer.error!.message).toContain('an object');
  });

  it('show: an array by its first four elements, nested values by their kind, at most 60 characters', () => {
    expect(show([3, 1])).toBe('[3,1]');
    expect(show([1, 2, 3, 4, 5, 6])).toBe('[1,2,3,4,...]');
    expect(show([[1], { a: 1 }, 'x', null])).toBe('[[...],{...},"x",null]');
    expect(show({ a: 1 })).toBe('an object');
    expect(show('x'.repeat(1_000))).toBe(`"${'x'.repeat(56)}...`);
    expect(show(['y'.repeat(100)]).length).toBe(60);
    expect(show(10n ** 1000n)).toBe('a value of type bigint');
    expect(show(Symbol('s'))).toBe('a value of type symbol');
    expect(show(undefined)).toBe('undefined');
  });

  it('show: a revoked Proxy or a throwing element is quoted as unreadable, never thrown', () => {
    const { proxy, revoke } = Proxy.revocable([1, 2], {});
    revoke();
    expect(show(proxy)).toBe('an unreadable value');
    const throwing = Object.defineProperty([0, 0], 1, {
      get() {
        throw new Error('no');
      },
    });
    expect(show(throwing)).toBe('an unreadable value');
  });
});

describe('numbers are quoted as JavaScript writes them: NaN is not null', () => {
  it('a setting of NaN or Infinity says so (CU-4, MP-1)', () => {
    const cube = newGame({ variant: 'short-tavla', cube: { maxValue: Number.NaN } });
    expect(cube.ok).toBe(false);
    if (!cube.ok) expect(cube.error.message).toContain('cannot be NaN');
    const length = newMatch({ variant: 'short-tavla', match: { length: Number.POSITIVE_INFINITY } });
    expect(length.ok).toBe(false);
    if (!length.ok) expect(length.error.message).toContain('cannot be Infinity');
  });

  it('dice and a Setup (G-1, G-4)', () => {
    const dice = playsFor(start(), [Number.NaN, 1] as unknown as [number, number]);
    expect(dice.ok).toBe(false);
    if (!dice.ok) expect(dice.error.message).toContain('got [NaN, 1]');
    const setup = positionFromSetup({ variant: 'short-tavla', turn: 'white', white: { points: { 24: Number.NaN } }, black: { points: { 24: 2 } } });
    expect(setup.ok).toBe(false);
    if (!setup.ok) expect(setup.error.message).toContain('got NaN');
  });
});

describe('the classes whose instances the library hands out are frozen, prototypes included', () => {
  it('Position, PlayList, Turn, game state and action prototypes cannot be patched', () => {
    const position = start();
    const state = act(money({ variant: 'short-tavla' }), opening('white'));
    const prototypes: Array<[string, object]> = [
      ['Position', Object.getPrototypeOf(position) as object],
      ['PlayList', Object.getPrototypeOf(must(playList(position, [3, 1]))) as object],
      ['Turn', Object.getPrototypeOf(must(beginTurn(position, [3, 1]))) as object],
      ['GameState', Object.getPrototypeOf(state) as object],
      ...legalActions(state).map((action): [string, object] => [`action ${action.type}`, Object.getPrototypeOf(action) as object]),
      ...legalActions(money({ variant: 'short-tavla' })).map((action): [string, object] => [`action ${action.type}`, Object.getPrototypeOf(action) as object]),
    ];
    expect(new Set(prototypes.map(([, prototype]) => prototype)).size).toBeGreaterThanOrEqual(5);
    for (const [name, prototype] of prototypes) {
      expect(Object.isFrozen(prototype), name).toBe(true);
      expect(Object.isFrozen(prototype.constructor), name).toBe(true);
    }
  });

  it("replacing a Position method on its prototype fails, and the library's answers stay the same", () => {
    const position = start();
    const plays = legalPlays(position, [6, 5]).length;
    const prototype = Object.getPrototypeOf(position) as Record<string, unknown>;
    for (const method of ['isOver', 'winner', 'toJSON']) {
      expect(() => {
        prototype[method] = () => {
          throw new Error(`patched ${method}`);
        };
      }).toThrow(TypeError);
    }
    expect(legalPlays(position, [6, 5]).length).toBe(plays);
    expect(applyPlay(position, [6, 5], '24/13').ok).toBe(true);
    expect(positionToJSON(position)).toContain('short-tavla');
  });
});
