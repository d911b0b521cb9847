import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, apply, applyPlay, legalActions, legalPlays, legalSteps, newGame, resolvePlay, type Dice, type Play, type Position, type Step } from '../../src/index.js';
import { must } from '../rules/helpers.js';
import { wildbgPositions } from './corpora.js';
import { runs } from '../tier.js';

/**
 * ST-5 (a checker landing on a lone opposing checker hits it) as a caller writes it: a step's
 * `hit` mark, when given, is a claim about the board and is checked both ways, as notation's `*`
 * is. Left out, the step may hit or not.
 */

const POSITIONS = wildbgPositions('contact.txt', 200);

/** The legal plays of contact positions that hit at least once, with their position and dice. */
function hittingPlays(count: number): { position: Position; dice: Dice; play: Play }[] {
  const out: { position: Position; dice: Dice; play: Play }[] = [];
  for (const position of POSITIONS) {
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(position, dice)) {
        if (play.steps.some((s) => s.hit) && play.steps.some((s) => !s.hit)) out.push({ position, dice, play });
        if (out.length === count) return out;
      }
    }
  }
  return out;
}

const CASES = hittingPlays(400);

/** The play's steps with the mark of step k flipped. */
const flipped = (steps: readonly Step[], k: number): Step[] => steps.map((s, i) => (i === k ? { ...s, hit: !s.hit } : { ...s }));

describe('ST-5: a step says whether it hits, and the library checks it', () => {
  it('found plays with hits and quiet steps to test on', () => {
    expect(CASES.length).toBe(400);
  });

  it('a legal play handed back with its own marks (or with none) is that play; one mark flipped is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CASES), fc.nat(), ({ position, dice, play }, k) => {
        const own = must(resolvePlay(position, dice, play.steps.map((s) => ({ ...s }))));
        expect(own.position.equals(play.position)).toBe(true);
        const unmarked = must(resolvePlay(position, dice, play.steps.map(({ from, to, die }) => ({ from, to, die }))));
        expect(unmarked.position.equals(play.position)).toBe(true);
        const at = k % play.steps.length;
        const wrong = applyPlay(position, dice, { steps: flipped(play.steps, at) });
        expect(wrong.ok).toBe(false);
        if (!wrong.ok) {
          expect(wrong.error.code).toBe('illegal-play');
          expect(wrong.error.message).toMatch(play.steps[at]!.hit ? /says hit: false, but it hits a lone checker \(ST-5\)/ : /says hit: true, but it hits nothing/);
        }
      }),
      { numRuns: runs(100, 1000) },
    );
  });

  it('legalSteps checks the marks of the steps so far the same way', () => {
    for (const { position, dice, play } of CASES.slice(0, 60)) {
      const first = play.steps[0]!;
      expect(legalSteps(position, dice, [{ ...first }]).ok).toBe(true);
      expect(legalSteps(position, dice, [{ from: first.from, to: first.to, die: first.die }]).ok).toBe(true);
      expect(legalSteps(position, dice, [{ ...first, hit: !first.hit }]).ok).toBe(false);
    }
  });

  it('a mark that is not a boolean is a malformed play', () => {
    const { position, dice, play } = CASES[0]!;
    const steps = play.steps.map((s) => ({ ...s, hit: s.hit ? 'yes' : 0 }));
    const r = applyPlay(position, dice, steps as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('malformed-play');
    const s = legalSteps(position, dice, [steps[0]] as never);
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.error.code).toBe('malformed-play');
  });

  it('the reducer refuses a play whose steps claim a hit that does not happen', () => {
    let state = must(newGame({ variant: 'short-tavla' }));
    state = must(apply(state, { type: 'opening-roll', white: 3, black: 1 }));
    // From the start nothing can be hit: 8/5 6/5 with a hit mark on 8/5 claims what is not there.
    const claimed = apply(state, { type: 'play', play: [{ from: 8, to: 5, die: 3, hit: true }, { from: 6, to: 5, die: 1 }] });
    expect(claimed.ok).toBe(false);
    if (!claimed.ok) expect(claimed.error.message).toMatch(/8\/5 says hit: true, but it hits nothing/);
    const honest = apply(state, { type: 'play', play: [{ from: 8, to: 5, die: 3, hit: false }, { from: 6, to: 5, die: 1, hit: false }] });
    expect(honest.ok).toBe(true);
    // The same play from legalActions (marks included) is what the honest steps reached.
    const listed = legalActions(state, 'play').find((a) => a.play.map((x) => `${x.from}/${x.to}`).join(' ') === '8/5 6/5');
    expect(listed).toBeDefined();
    expect(JSON.stringify(must(apply(state, listed!)).position)).toBe(JSON.stringify(must(honest).position));
  });
});
