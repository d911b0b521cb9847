import { describe, expect, it } from 'vitest';
import { fromMat, toMat } from '../../src/index.js';
import { must } from '../game/helpers.js';

/** Issue 12 reviewed again: a large input within its limit (full tier only: reading 5 MB takes seconds). */

describe('a .mat file within the size limit is read without a throw (findings 8 and 12 on fromMat)', () => {
  it('a file of 200,000 moves (about 5 MB, under the 16 MB limit) gets a Result, not a RangeError', () => {
    const head = must(toMat({ config: { variant: 'short-tavla', match: { length: 3 } }, actions: [{ type: 'opening-roll', white: 3, black: 1 }, { type: 'play', play: '8/5 6/5' }] }));
    const text = `${head}\n${'  1) 31: 8/5 6/5                     42: 24/20 13/11\n'.repeat(100_000)}`;
    expect(text.length).toBeLessThan(16_000_000);
    expect(() => fromMat(text)).not.toThrow();
  });
});
