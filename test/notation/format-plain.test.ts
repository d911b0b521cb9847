import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPlay, legalPlays, parsePlay, startPosition } from '../../src/index.js';
import { dice as diceArb, shortTavlaPosition } from '../property/arbitraries.js';
import { runs } from '../tier.js';

/**
 * formatPlay's plain style, the move syntax of the engine protocols (UBGI, wildbg) and of .mat
 * files: every step on its own, `from/to`, the bar 25 and off 0, no `(n)` and no `*`. parsePlay
 * reads it back (G-9.5: any spelling that reaches one legal play's position).
 */

describe("formatPlay(play, { style: 'plain' })", () => {
  const start = startPosition('short-tavla');
  if (!start.ok) throw new Error(start.error.message);

  it('writes every step, highest first, where gnubg groups and joins them', () => {
    const play = legalPlays(start.value, [6, 6]).find((p) => formatPlay(p) === '24/18(2) 13/7(2)')!;
    expect(formatPlay(play, { style: 'plain' })).toBe('24/18 24/18 13/7 13/7');
    const run = legalPlays(start.value, [6, 5]).find((p) => formatPlay(p) === '24/13')!;
    expect(formatPlay(run, { style: 'plain' })).toBe('24/18 18/13');
    expect(formatPlay(run)).toBe('24/13'); // gnubg's style stays the default
    expect(formatPlay(run, { style: 'gnubg' })).toBe('24/13');
    expect(formatPlay(run, {})).toBe('24/13');
    expect(formatPlay(run, 3)).toBe('24/13'); // the index plays.map(formatPlay) passes
    expect(legalPlays(start.value, [6, 5]).map(formatPlay)).toContain('24/13'); // and .map(formatPlay) still works
  });

  it('refuses a style it does not know with a TypeError, rather than writing the default', () => {
    const run = { steps: [{ from: 24, to: 18, die: 6, hit: false }, { from: 18, to: 13, die: 5, hit: false }] };
    for (const style of ['Plain', 'xg', '', null, 1]) {
      expect(() => formatPlay(run, { style } as never)).toThrow(new TypeError(`formatPlay(play, options): options.style must be 'gnubg' or 'plain'; got ${JSON.stringify(style)}.`));
    }
    const unreadable = new Proxy({}, { get: () => { throw new Error('no'); } });
    expect(() => formatPlay(run, unreadable as never)).toThrow(new TypeError('formatPlay(play, options): options.style could not be read.'));
  });

  it('reads back through parsePlay to the same play, with no * and no (n), for any position and roll', () => {
    fc.assert(
      fc.property(shortTavlaPosition, diceArb, fc.nat(), (position, dice, pick) => {
        const plays = legalPlays(position, dice);
        const play = plays[pick % plays.length]!;
        const text = formatPlay(play, { style: 'plain' });
        expect(text).not.toMatch(/[*()a-z]/);
        expect(text === '' ? 0 : text.split(' ').length).toBe(play.steps.length);
        const back = parsePlay(position, dice, text);
        if (!back.ok) throw new Error(`${text}: ${back.error.code}`);
        expect(back.value.position.equals(play.position)).toBe(true);
      }),
      { numRuns: runs(200, 2000) },
    );
  });
});
