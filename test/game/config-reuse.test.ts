import { describe, expect, it } from 'vitest';
import { contentKey } from '../../src/core/content-key.js';
import { newGame, newMatch, type GameConfig } from '../../src/index.js';

/**
 * newGame / newMatch reuse the settings they resolved for the same configuration content
 * (src/game/reducer.ts, resolvedSettings). The key is the data itself, so no two configurations
 * that read differently can share it, and a caller's object edited after a call is read anew.
 */

describe('contentKey', () => {
  it('tells apart every pair of values that differ as data', () => {
    const values: unknown[] = [
      null, 0, -0, 1, '1', true, 'true', NaN, Infinity, -Infinity, 'null', [], {}, [[]], [{}], { a: 1 }, { a: '1' }, { b: 1 },
      { a: 1, b: 2 }, { b: 2, a: 1 }, ['a', 'b'], ['a,b'], ['a', ['b']], { 'a,b': 1 }, { a: { b: 1 } }, { a: [1] }, '[', ',', ':',
    ];
    const keys = values.map((v) => contentKey(v));
    expect(keys.every((k) => typeof k === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(values.length);
  });

  it('gives no key for what is not plain data, or too much of it', () => {
    for (const v of [undefined, [undefined], { a: undefined }, () => 1, Symbol('s'), 1n, { a: [1n] }]) expect(contentKey(v)).toBeNull();
    expect(contentKey(new Array(3000).fill(1))).toBeNull();
  });
});

describe('newGame with a configuration seen before', () => {
  it('the same content gives the same game; a different value is resolved (and refused) on its own', () => {
    const config = { variant: 'short-tavla', match: { length: null }, cube: { beaver: true } } as GameConfig;
    const a = newGame(config);
    const b = newGame(structuredClone(config));
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(b.value).toEqual(a.value);
    expect(b.value.settings).toBe(a.value.settings); // resolved once
    expect(Object.isFrozen(a.value.settings)).toBe(true);
    // CU-2: a length of Infinity is no length, though JSON would write it as null.
    const infinite = newGame({ variant: 'short-tavla', match: { length: Infinity } });
    expect(!infinite.ok && infinite.error.code).toBe('invalid-config');
    const extra = newGame({ variant: 'short-tavla', match: { length: null }, cube: { beaver: true }, colour: undefined } as unknown as GameConfig);
    expect(!extra.ok && extra.error.code).toBe('invalid-config');
  });

  it('an object edited after a call is read again: the edit counts', () => {
    const config: { variant: 'short-tavla'; match: { length: number | null } } = { variant: 'short-tavla', match: { length: 5 } };
    const five = newMatch(config);
    config.match.length = 7;
    const seven = newMatch(config);
    expect(five.ok && five.value.match.length).toBe(5);
    expect(seven.ok && seven.value.match.length).toBe(7);
  });
});
