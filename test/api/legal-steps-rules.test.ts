import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  apply,
  applyPlay,
  beginTurn,
  legalSteps,
  newMatch,
  parsePlay,
  positionFromSetup,
  type Dice,
  type OptionsInput,
  type Position,
} from '../../src/index.js';
import { codeOf, must, start, stepText } from '../rules/helpers.js';

/**
 * `legalSteps` on hand-made positions where a rule of the whole play decides which single steps
 * a UI may offer (issue 12, finding 16): a step legal on its own, all of whose completions break
 * the six-block rule (LN-13), the head rule (LN-11/12) or G-9, is never offered.
 */

function nard(white: Record<number, number>, black: Record<number, number>, options?: OptionsInput, turnsPlayed = { white: 5, black: 5 }): Position {
  return must(
    positionFromSetup({
      variant: 'long-nard',
      turn: 'white',
      white: { points: white },
      black: { points: black },
      turnsPlayed,
      ...(options === undefined ? {} : { options }),
    }),
  );
}

const offer = (p: Position, dice: Dice, so: Parameters<typeof legalSteps>[2] = []): string[] => must(legalSteps(p, dice, so)).map(stepText).sort();

describe('LN-13 decides the offer: a first step whose every completion leaves an illegal block', () => {
  // White: two each on own 6..2, three on 8, two on 20; Black: all fifteen on b21 (a9), behind
  // everything. 6-1: 8/7 makes the run 7..2 (Black's 19..14) with every Black checker behind it,
  // and no 6 afterwards can open it again (20/14 and 8/2 keep it; 7/1 makes 6..1). Plays that use
  // both dice exist (20/13, 8/2 20/19, ...), so the quick path that stops at the first complete play runs.
  const p = nard({ 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 8: 3, 20: 2 }, { 21: 15 });

  it('LN-13: 8/7 is legal as a single step but begins no legal play, so it is not offered', () => {
    const first = offer(p, [6, 1]);
    expect(first).not.toContain('8/7:1');
    expect(first).toEqual(expect.arrayContaining(['20/14:6', '20/19:1', '8/2:6']));
  });

  it('LN-13: and the step is refused when a UI sends it anyway, with the code applyPlay gives', () => {
    expect(codeOf(legalSteps(p, [6, 1], [{ from: 8, to: 7 }]))).toBe(codeOf(applyPlay(p, [6, 1], [{ from: 8, to: 7 }])));
  });

  it("LN-13a 'passThroughOnly': after a step that closes a block only the same checker may go on", () => {
    // 10/7 closes 7..2; the 1 must move that checker on (7/6) for the play to pass through.
    const q = nard({ 6: 1, 5: 1, 4: 1, 3: 1, 2: 1, 10: 10 }, { 21: 15 }, { longNard: { blockCheck: 'passThroughOnly' } });
    expect(offer(q, [3, 1], [{ from: 10, to: 7 }])).toEqual(['7/6:1']);
  });
});

describe('LN-11 / LN-12 decide the offer: the head limit over the whole play', () => {
  it('LN-11: after one checker has left the head, no second head step is offered', () => {
    const p = nard({ 24: 10, 18: 3, 11: 2 }, { 24: 15 });
    expect(offer(p, [6, 5], [{ from: 24, to: 18 }])).not.toContain('24/19:5');
  });

  it('LN-12: on the first turn, 6-6 offers a second head checker; 18/12 (the opponent\'s head) never', () => {
    const p = nard({ 24: 15 }, { 24: 15 }, undefined, { white: 0, black: 0 });
    expect(offer(p, [6, 6])).toEqual(['24/18:6']);
    expect(offer(p, [6, 6], [{ from: 24, to: 18 }])).toEqual(['24/18:6']);
    expect(offer(p, [6, 6], [{ from: 24, to: 18 }, { from: 24, to: 18 }])).toEqual([]);
  });
});

describe('G-9 decides the offer', () => {
  it('G-9.6: bearing off the last checker with the first die completes the play', () => {
    const p = must(positionFromSetup({ variant: 'short-tavla', turn: 'white', white: { points: { 2: 1 }, off: 14 }, black: { points: { 1: 15 } } }));
    expect(offer(p, [6, 1])).toEqual(['2/1:1', '2/off:6']);
    expect(offer(p, [6, 1], [{ from: 2, to: 'off' }])).toEqual([]);
  });
});

describe('a hit mark (*) on a step that hits nothing makes the play illegal-play (docs/notation.md)', () => {
  const dice: Dice = [6, 5];
  it('applyPlay and parsePlay refuse 24/18* when 18 holds no blot', () => {
    expect(codeOf(applyPlay(start(), dice, '24/18* 18/13'))).toBe('illegal-play');
    expect(codeOf(parsePlay(start(), dice, '24/18*/13'))).toBe('illegal-play');
    expect(codeOf(parsePlay(start(), dice, '13/8* 13/7'))).toBe('illegal-play');
    expect(codeOf(applyPlay(start(), dice, '24/13'))).toBeUndefined();
  });

  it('the turn layer and the reducer refuse it too', () => {
    expect(codeOf(advanceTurn(must(beginTurn(start(), dice)), '24/18* 18/13'))).toBe('illegal-play');
    const state = must(apply(must(newMatch({ variant: 'short-tavla' })), { type: 'opening-roll', white: 6, black: 5 }));
    expect(codeOf(apply(state, { type: 'play', play: '24/18* 18/13' }))).toBe('illegal-play');
  });
});
