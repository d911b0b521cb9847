import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  applyPlay,
  beginTurn,
  legalDestinations,
  legalPlays,
  legalSteps,
  stageDestinations,
  stageSteps,
  startPosition,
  VARIANT_IDS,
  type Destinations,
  type Dice,
  type Play,
  type PlayError,
  type Position,
  type Result,
  type Step,
  type StepInput,
  type StepOffer,
  type Turn,
  type VariantId,
} from '../../src/index.js';
import { getVariant } from '../../src/variants/index.js';
import { handMadePosition } from '../property/arbitraries.js';
import { randomBelow } from '../property/xorshift.js';
import { runs } from '../tier.js';

/**
 * legalSteps, legalDestinations and their turn-layer forms agree with the legal plays (G-9), on
 * positions of every variant and preset reached by random play, for every stage of a turn (a
 * crazy gulbar cascade, CG-2, is checked stage by stage through stageSteps/stageDestinations):
 *
 * - every prefix of every sampled legal play is accepted, and its next step is offered with its die;
 *   a whole play leaves nothing to offer;
 * - each (from, to) is offered once, its dice largest first, `die` the first of them;
 * - following every offered step with each of its dice, then always the first offer, ends on a legal
 *   play that applyPlay (or advanceTurn) accepts: nothing offered leads nowhere;
 * - the one-die destinations are exactly the offered steps with their dice; every combined way
 *   also leads on to a legal play (followed the same way); every run of one checker's steps in a legal play is a way;
 * - a prefix written as hops over several dice (one checker's consecutive steps merged, die left
 *   out) is accepted too, and offers at least what the step-by-step prefix offers;
 * - a prefix with a random extra step is accepted whenever applyPlay accepts it, and otherwise
 *   refused with applyPlay's code.
 */

/** One way to ask: a whole roll (legalSteps & co.) or one stage of a turn (stageSteps & co.). */
interface Asker {
  readonly plays: readonly Play[];
  steps(so: readonly StepInput[]): Result<readonly StepOffer[], PlayError>;
  destinations(so: readonly StepInput[]): Result<Destinations, PlayError>;
  /** The position after the written play, or the error applyPlay/advanceTurn gives. */
  apply(so: readonly StepInput[]): Result<Position, PlayError>;
}

function rollAsker(p: Position, dice: Dice): Asker {
  return {
    plays: legalPlays(p, dice),
    steps: (so) => legalSteps(p, dice, so),
    destinations: (so) => legalDestinations(p, dice, so),
    apply: (so) => applyPlay(p, dice, so),
  };
}

function stageAsker(turn: Turn): Asker {
  return {
    plays: turn.plays,
    steps: (so) => stageSteps(turn, so),
    destinations: (so) => stageDestinations(turn, so),
    apply: (so) => {
      const next = advanceTurn(turn, so);
      return next.ok ? { ok: true, value: next.value.played[next.value.played.length - 1]!.play.position } : next;
    },
  };
}

const ok = <T>(r: Result<T, PlayError>, what: string): T => {
  if (!r.ok) throw new Error(`${what}: ${r.error.code} ${r.error.message}`);
  return r.value;
};
const hop = (s: { from: Step['from']; to: Step['to'] }): string => `${s.from}/${s.to}`;
const withDie = (s: Step): StepInput => ({ from: s.from, to: s.to, die: s.die });

/** Follows the first offer until nothing more is offered; the steps taken. */
function followFirst(a: Asker, so: readonly StepInput[]): StepInput[] {
  const taken = [...so];
  for (let guard = 0; guard < 20; guard++) {
    const next = ok(a.steps(taken), `after ${JSON.stringify(taken)}`);
    if (next.length === 0) return taken;
    taken.push({ from: next[0]!.from, to: next[0]!.to, die: next[0]!.die });
  }
  throw new Error('legalSteps never ends');
}

function endsOnLegalPlay(a: Asker, so: readonly StepInput[]): void {
  const taken = followFirst(a, so);
  const after = ok(a.apply(taken), `apply ${JSON.stringify(taken)}`);
  expect(a.plays.some((play) => play.position.equals(after)), `${JSON.stringify(taken)} is a legal play`).toBe(true);
}

/** The checks above for one roll or stage; `pick` draws the sampled play and the extras. */
function checkAsker(a: Asker, pick: (n: number) => number): void {
  if (a.plays.length === 0) return;
  const play = a.plays[pick(a.plays.length)]!;
  const steps = play.steps;
  for (let k = 0; k <= steps.length; k++) {
    const prefix = steps.slice(0, k).map(withDie);
    const offers = ok(a.steps(prefix), `prefix ${JSON.stringify(prefix)}`);
    if (k === steps.length) expect(offers).toEqual([]);
    else {
      const s = steps[k]!;
      expect(offers.some((o) => hop(o) === hop(s) && o.dice.includes(s.die)), `${hop(s)}:${s.die} offered`).toBe(true);
    }
    // Each (from, to) once, dice largest first.
    expect(new Set(offers.map(hop)).size).toBe(offers.length);
    for (const o of offers) {
      expect(o.dice.length).toBeGreaterThan(0);
      expect([...o.dice].sort((x, y) => y - x)).toEqual(o.dice);
      expect(o.die).toBe(o.dice[0]);
      expect(new Set(o.dice).size).toBe(o.dice.length);
    }
    // Nothing offered leads nowhere: every offer, with every one of its dice.
    for (const o of offers) for (const die of o.dice) endsOnLegalPlay(a, [...prefix, { from: o.from, to: o.to, die }]);
    // Destinations: the one-die ways are the offers; every way leads on; the play's runs are ways.
    const dests = ok(a.destinations(prefix), `destinations after ${JSON.stringify(prefix)}`);
    const singles = dests.flatMap(([, list]) => list.flatMap((d) => d.ways.filter((w) => w.length === 1).map((w) => `${hop(w[0]!)}:${w[0]!.die}`)));
    const offered = offers.flatMap((o) => o.dice.map((die) => `${hop(o)}:${die}`));
    expect([...singles].sort()).toEqual([...offered].sort());
    expect(new Set(dests.map(([from]) => from)).size).toBe(dests.length);
    for (const [from, list] of dests) {
      for (const d of list) {
        for (const w of d.ways) {
          expect(w[0]!.from).toBe(from);
          expect(w[w.length - 1]!.to).toBe(d.to);
          for (let i = 1; i < w.length; i++) expect(w[i]!.from).toBe(w[i - 1]!.to);
        }
      }
    }
    const combined = dests.flatMap(([, list]) => list.flatMap((d) => d.ways.filter((w) => w.length > 1)));
    for (const way of combined) endsOnLegalPlay(a, [...prefix, ...way.map(withDie)]);
    if (k < steps.length) {
      const byFrom = new Map(dests);
      let at = k;
      while (at + 1 < steps.length && steps[at + 1]!.from === steps[at]!.to) at++;
      const run = steps.slice(k, at + 1);
      for (let j = 0; j < run.length; j++) {
        const ways = byFrom.get(run[0]!.from)?.find((d) => d.to === run[j]!.to)?.ways ?? [];
        const want = JSON.stringify(run.slice(0, j + 1));
        expect(ways.some((w) => JSON.stringify(w) === want), `${want} is a way`).toBe(true);
      }
    }
    // The same prefix written as hops over several dice, dice left out.
    const merged: StepInput[] = [];
    for (let i = 0; i < k; i++) {
      const last = merged[merged.length - 1];
      if (last !== undefined && last.to === steps[i]!.from && pick(2) === 0) merged[merged.length - 1] = { from: last.from, to: steps[i]!.to };
      else merged.push({ from: steps[i]!.from, to: steps[i]!.to });
    }
    const mergedOffers = new Set(ok(a.steps(merged), `merged ${JSON.stringify(merged)}`).map(hop));
    for (const o of offers) expect(mergedOffers.has(hop(o)), `${hop(o)} after ${JSON.stringify(merged)}`).toBe(true);
    // A random extra step: accepted whenever applyPlay accepts it, otherwise refused with its code.
    const extra: StepInput = { from: pick(3) === 0 ? 'bar' : 1 + pick(24), to: pick(4) === 0 ? 'off' : 1 + pick(24), ...(pick(2) === 0 ? { die: 1 + pick(6) } : {}) };
    const tried = [...prefix, extra];
    const ours = a.steps(tried);
    const theirs = a.apply(tried);
    if (theirs.ok) expect(ours.ok, `${JSON.stringify(tried)} accepted by applyPlay`).toBe(true);
    if (!ours.ok) expect(theirs.ok ? 'ok' : theirs.error.code, JSON.stringify(tried)).toBe(ours.error.code);
  }
}

/** A position of `variant` under `preset`, after `plies` random legal plays (fewer if the game ends). */
function playedPosition(variant: VariantId, preset: string, plies: number, pick: (n: number) => number): Position | null {
  const start = startPosition(variant, { preset });
  if (!start.ok) throw new Error(start.error.message);
  let p = start.value;
  for (let i = 0; i < plies; i++) {
    const plays = legalPlays(p, [1 + pick(6), 1 + pick(6)]);
    const next = plays.length === 0 ? null : plays[pick(plays.length)]!.position;
    if (next === null) continue;
    if (next.isOver()) break;
    p = next;
  }
  return p.isOver() ? null : p;
}

const variantAndPreset = fc.constantFrom(...VARIANT_IDS).chain((variant) =>
  fc.constantFrom(...Object.keys(getVariant(variant)?.presets ?? {})).map((preset) => ({ variant, preset })),
);

describe('legalSteps and legalDestinations agree with legalPlays (G-9), every variant', () => {
  it('a whole roll: legalSteps / legalDestinations / applyPlay', () => {
    fc.assert(
      fc.property(variantAndPreset, fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer(), ({ variant, preset }, plies, d1, d2, seed) => {
        const pick = randomBelow(seed);
        const p = playedPosition(variant, preset, plies, pick);
        if (p === null) return;
        checkAsker(rollAsker(p, [d1, d2]), pick);
      }),
      { numRuns: runs(12, 400) },
    );
  });

  it('hand-made short tavla positions, where blocks, the bar and the bear-off make G-9 bite', () => {
    fc.assert(
      fc.property(handMadePosition, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer(), (p, d1, d2, seed) => {
        if (p.isOver()) return;
        checkAsker(rollAsker(p, [d1, d2]), randomBelow(seed));
      }),
      { numRuns: runs(20, 500) },
    );
  });

  it('every stage of a turn: stageSteps / stageDestinations / advanceTurn (CG-2 cascades, CG-5 transfers)', () => {
    const doubles = fc.integer({ min: 1, max: 6 }).map((d) => [d, d] as const);
    const anyRoll = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }));
    fc.assert(
      fc.property(variantAndPreset, fc.integer({ min: 0, max: 60 }), fc.oneof(doubles, anyRoll), fc.integer(), ({ variant, preset }, plies, dice, seed) => {
        const pick = randomBelow(seed);
        const p = playedPosition(variant, preset, plies, pick);
        if (p === null) return;
        let turn = ok(beginTurn(p, dice), 'beginTurn');
        for (let guard = 0; !turn.done && guard < 12; guard++) {
          checkAsker(stageAsker(turn), pick);
          turn = ok(advanceTurn(turn, turn.plays[pick(turn.plays.length)] ?? ''), 'advanceTurn');
        }
        expect(stageSteps(turn).ok ? 'ok' : 'turn-over').toBe('turn-over');
      }),
      { numRuns: runs(12, 300) },
    );
  });
});
