import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_ROLLS, type Dice } from '../../src/core/dice.js';
import type { Play } from '../../src/core/play.js';
import { kernels, plainKernelFits } from '../../src/movegen/generate.js';
import { playList } from '../../src/movegen/play-list.js';
import { legalPlays } from '../../src/movegen/plays.js';
import { generalSteps, legalSteps } from '../../src/movegen/steps.js';
import { positionFromGnubgId } from '../../src/notation/gnubg-position-id.js';
import { rulesOf, type Position } from '../../src/position/position.js';
import { positionFromSetup, startPosition } from '../../src/position/setup.js';
import type { Setup } from '../../src/position/setup-types.js';
import { doublesHeavyDice, shortTavlaPosition } from '../property/arbitraries.js';
import { runs } from '../tier.js';

/**
 * The plain kernel (src/movegen/generate.ts, Engine.plainMixed / plainSecond / plainDoubles) must give exactly the generic
 * engine's answer wherever `plainKernelFits` selects it: the same plays (G-9, G-9.3, G-10) in the
 * same order, each with the same steps and the same resulting position. Each check generates the
 * plays twice, the kernel switched on and off, and compares them play by play.
 */

afterEach(() => {
  kernels.enabled = true;
});

/** Plays, as legalPlays gives them, with the kernels on or off. */
function playsWith(enabled: boolean, position: Position, dice: Dice): readonly Play[] {
  kernels.enabled = enabled;
  try {
    return legalPlays(position, dice);
  } finally {
    kernels.enabled = true;
  }
}

function expectSameAnswer(position: Position, dice: Dice): void {
  const kernel = playsWith(true, position, dice);
  const generic = playsWith(false, position, dice);
  expect(kernel.length).toBe(generic.length);
  for (let i = 0; i < generic.length; i++) {
    expect(kernel[i]!.steps).toEqual(generic[i]!.steps);
    expect(kernel[i]!.position.equals(generic[i]!.position)).toBe(true);
  }
  // playList asks the kernel for steps only, and a double then files its plays without the
  // table of boards (Engine.stepsOnly): the same plays, each once, with the same positions.
  const list = playList(position, dice);
  if (!list.ok) throw new Error(list.error.message);
  expect(list.value.size).toBe(generic.length);
  for (let i = 0; i < generic.length; i++) {
    expect(list.value.steps(i)).toEqual(generic[i]!.steps);
    expect(list.value.play(i)!.position.equals(generic[i]!.position)).toBe(true);
  }
}

/** The position after `plies` random legal plays (roll index, choice), stopping before a play that ends the game. */
function playedFrom(start: Position, plies: readonly (readonly [number, number])[]): Position {
  let position = start;
  for (const [roll, choice] of plies) {
    const plays = legalPlays(position, ALL_ROLLS[roll]!);
    const next = plays[choice % plays.length]!.position;
    if (next.isOver()) break;
    position = next;
  }
  return position;
}

/** expectSameAnswer on every roll, and playList's steps and legalSteps' offers with it. */
function expectSameOnEveryRoll(position: Position): void {
  for (const dice of ALL_ROLLS) {
    expectSameAnswer(position, dice);
    kernels.enabled = false;
    const genericList = playList(position, dice);
    const genericSteps = legalSteps(position, dice);
    kernels.enabled = true;
    const list = playList(position, dice);
    if (!list.ok || !genericList.ok) throw new Error('playList failed');
    expect(list.value.size).toBe(genericList.value.size);
    for (let k = 0; k < list.value.size; k++) expect(list.value.steps(k)).toEqual(genericList.value.steps(k));
    expect(legalSteps(position, dice)).toEqual(genericSteps);
  }
}

const PLIES = (max: number) => fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.nat()), { maxLength: max });

const PRESETS = ['standard', 'turkish', 'portes', 'tabla', 'nackgammon', 'hypergammon', 'longGammon'];


/** Every `step`-th of wildbg's 2,000 positions (test/fixtures/wildbg), decoded. */
function wildbgSample(step: number): Position[] {
  const ids = ['contact', 'race'].flatMap((file) =>
    readFileSync(`test/fixtures/wildbg/${file}.txt`, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  const sample: Position[] = [];
  for (let i = 0; i < ids.length; i += step) {
    const decoded = positionFromGnubgId(ids[i]!);
    if (!decoded.ok) throw new Error(decoded.error.message);
    sample.push(decoded.value);
  }
  return sample;
}

describe('the plain kernel is selected only by what the rules declare', () => {
  it('short tavla and its presets with the standard per-step rules use it', () => {
    for (const preset of PRESETS) {
      const start = startPosition('short-tavla', { preset });
      if (!start.ok) throw new Error(start.error.message);
      expect(plainKernelFits(rulesOf(start.value))).toBe(true);
    }
  });

  it('long nard with the six-block tested at the end of the play (LN-11, LN-13), crazy gulbar (CG-8), six-one (SO-4..SO-7), Fevga without the first-checker rule or a duty (FE-7, FE-10), and G-13 / G-14 options use it', () => {
    const cases = [
      ['long-nard', {}],
      ['long-nard', { preset: 'sport' }],
      ['long-nard', { longNard: { blockVariant: 'opponentCheckerInHome', headRule: false } }],
      ['long-nard', { bearOff: { allowMovesWithinHome: false, higherDieRule: false } }],
      ['crazy-gulbar', {}],
      ['six-one', {}],
      ['six-one', { sixOne: { numberMeaning: 'pointNumber', oneSixForMovedCheckers: 'unusable', exactHome: true, doubles: 4 } }],
      ['short-tavla', { bearOff: { allowMovesWithinHome: false } }],
      ['short-tavla', { bearOff: { higherDieRule: false } }],
      // FE-7 / FE-8 and FE-10 at the end of the play, offered on the occupied mask; no FE-5, no FE-9 duty.
      ['fevga', { fevga: { firstChecker: 'off', primeRule: 'none' } }],
      ['fevga', { fevga: { firstChecker: 'off', primeRule: 'forbidTrapAll', quarterRule: 'opponentMax4' } }],
    ] as const;
    for (const [variant, options] of cases) {
      const start = startPosition(variant, options);
      if (!start.ok) throw new Error(start.error.message);
      expect(plainKernelFits(rulesOf(start.value))).toBe(true);
    }
  });

  it('ST-9 hit-and-run house rules, LN-13a in play, and the variants with other per-step rules do not', () => {
    const refused = [
      startPosition('short-tavla', { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } }),
      startPosition('short-tavla', { shortTavla: { hitAndRun: 'forbiddenToOwnPoint' } }),
      startPosition('long-nard', { longNard: { blockCheck: 'everySubMove' } }),
      startPosition('plakoto'),
      startPosition('fevga'),
    ];
    for (const start of refused) {
      if (!start.ok) throw new Error(start.error.message);
      expect(plainKernelFits(rulesOf(start.value))).toBe(false);
    }
  });
});

describe('the plain kernel against the generic engine (G-9, G-9.3, G-10, G-11, G-13, ST-4..ST-6)', () => {
  it('agrees play by play on random positions under random option sets and rolls', () => {
    fc.assert(
      fc.property(shortTavlaPosition, doublesHeavyDice, (position, dice) => {
        expectSameAnswer(position, dice);
      }),
      { numRuns: runs(150, 3000) },
    );
  });

  it('agrees on every roll of positions from every preset reached by random play', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRESETS), PLIES(80), (preset, plies) => {
        const start = startPosition('short-tavla', { preset });
        if (!start.ok) throw new Error(start.error.message);
        const position = playedFrom(start.value, plies);
        for (const dice of ALL_ROLLS) expectSameAnswer(position, dice);
      }),
      { numRuns: runs(20, 300) },
    );
  });

  it("agrees on wildbg's positions (a sample in the quick tier), and playList and legalSteps with it", () => {
    for (const position of wildbgSample(runs(50, 1))) expectSameOnEveryRoll(position);
  });

  it("answers legalSteps by the whole table of plays (generalSteps) after a double's steps as the generic engine does", () => {
    // A double of four is searched by Engine.fastDoubles, which files its full-length plays in
    // the table of boards only when findScratch first asks: generalSteps asks it of every
    // completion of the steps given.
    for (const position of wildbgSample(runs(100, 5))) {
      for (const dice of ALL_ROLLS) {
        if (dice[0] !== dice[1]) continue;
        const plays = playsWith(false, position, dice);
        for (const play of [plays[0]!, plays[plays.length >> 1]!, plays[plays.length - 1]!]) {
          for (let k = 0; k <= play.steps.length; k++) {
            const given = play.steps.slice(0, k);
            kernels.enabled = false;
            const generic = generalSteps(position, dice, given);
            kernels.enabled = true;
            expect(generalSteps(position, dice, given)).toEqual(generic);
          }
        }
      }
    }
  });
});

describe('the plain kernel against the generic engine on long nard, crazy gulbar, six-one and Fevga (G-9, G-11, G-13, G-14, LN-4, LN-11, LN-12, LN-13, CG-8, SO-4..SO-7, FE-7, FE-8, FE-10)', () => {
  const longNardSection = fc.record({
    headRule: fc.constantFrom(true, true, false),
    firstTurnHeadException: fc.constantFrom('list', 'anyBlockage', 'blockedByHeadOnly', 'anyDouble'),
    blockRule: fc.boolean(),
    blockCheck: fc.constant('endOfTurn'), // the in-play timings (LN-13a) keep the generic engine
    blockVariant: fc.constantFrom('opponentCheckerAhead', 'opponentCheckerInHome'),
  });
  const variantOptions = fc.oneof(
    fc.record({ variant: fc.constant('long-nard' as const), options: fc.record({ bearOff: fc.record({ higherDieRule: fc.boolean(), allowMovesWithinHome: fc.boolean() }), longNard: longNardSection }) }),
    fc.record({
      variant: fc.constant('crazy-gulbar' as const),
      options: fc.record({ longNard: longNardSection, crazyGulbar: fc.record({ bearOff: fc.constantFrom('exactOnly', 'exactOrHighest', 'standard'), movesPerStage: fc.constantFrom(4, 2) }) }),
    }),
    fc.record({
      // FE-5's first-checker rule off, FE-7 judged at the end of the play, no FE-9 duty: the
      // quarter rule and FE-10's six-block test, both read from the occupied mask.
      variant: fc.constant('fevga' as const),
      options: fc.record({
        fevga: fc.record({
          firstChecker: fc.constant('off'),
          quarterRule: fc.constantFrom('ownStart', 'opponentStart', 'both', 'opponentMax4', 'none'),
          quarterCheck: fc.constant('endOfTurn'),
          primeRule: fc.constantFrom('forbidTrapAll', 'none'),
        }),
      }),
    }),
    fc.record({
      variant: fc.constant('six-one' as const),
      options: fc.record({
        sixOne: fc.record({
          numberMeaning: fc.constantFrom('distance', 'pointNumber'),
          oneSixForMovedCheckers: fc.constantFrom('move', 'unusable'),
          exactHome: fc.boolean(),
          doubles: fc.constantFrom(2, 4),
        }),
      }),
    }),
  );

  it('agrees on every roll of positions reached by random play under random options', () => {
    fc.assert(
      fc.property(variantOptions, PLIES(120), ({ variant, options }, plies) => {
        const start = startPosition(variant, options);
        if (!start.ok) throw new Error(start.error.message);
        expect(plainKernelFits(rulesOf(start.value))).toBe(true);
        const position = playedFrom(start.value, plies);
        for (const dice of ALL_ROLLS) expectSameAnswer(position, dice);
      }),
      { numRuns: runs(25, 400) },
    );
  });

  it('agrees on the long nard, crazy gulbar and six-one bench corpora (a sample in the quick tier), and playList and legalSteps with it', () => {
    const setups = ['long-nard', 'crazy-gulbar', 'six-one'].flatMap((name) => (JSON.parse(readFileSync(`test/fixtures/corpora/${name}.json`, 'utf8')) as { setups: Setup[] }).setups);
    const step = runs(10, 1);
    for (let i = 0; i < setups.length; i += step) {
      const read = positionFromSetup(setups[i]!);
      if (!read.ok) throw new Error(read.error.message);
      expectSameOnEveryRoll(read.value);
    }
  });

  it('G-9.2 / LN-13: a second step is skipped as a repeat only once a full-length play is filed, since until then a shorter play may count', () => {
    // White to play 6-2, no head rule: the only open 6, 20/14, makes a six-block (White's 13-18)
    // with no black checker in front of it, and no 2 breaks it (LN-13), so no play uses both dice
    // and every single 2 is a play (G-9.2). Skipping second steps as repeats of the first order
    // before a two-step play is filed would keep only 20/18 (found by an independent review that
    // removed the guard on purpose).
    const setup = {
      variant: 'long-nard',
      turn: 'white',
      turnsPlayed: { white: 10, black: 10 },
      options: { longNard: { headRule: false } },
      white: { points: { 13: 1, 15: 2, 16: 2, 17: 2, 18: 2, 20: 1 }, off: 5 },
      black: { points: { 19: 1, 20: 1, 21: 1, 22: 1, 23: 1, 24: 10 }, off: 0 },
    } as unknown as Setup;
    const read = positionFromSetup(setup);
    if (!read.ok) throw new Error(read.error.message);
    expect(plainKernelFits(rulesOf(read.value))).toBe(true);
    const plays = legalPlays(read.value, [6, 2] as unknown as Dice).map((play) => play.steps.map((s) => `${s.from}/${s.to}`).join(' '));
    expect(plays).toEqual(['20/18', '18/16', '17/15', '15/13']);
    expectSameAnswer(read.value, [6, 2] as unknown as Dice);
  });
});

describe('the plain kernel against the generic engine while the last checkers come home and bear off (G-11, G-13, G-14, CG-8, ST-5)', () => {
  // Where no move inside the home is allowed once every checker is home, whether a step is legal
  // depends on how many checkers are still outside, so the order of a mixed roll's two steps
  // matters just when the last one or two come home; in the bear-off it matters through G-13's
  // over-shoots. The kernel's skips of a repeated path must keep exactly the generic engine's
  // plays here.
  const homeCounts = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 });
  const outside = fc.array(fc.integer({ min: 7, max: 12 }), { minLength: 0, maxLength: 3 });
  const cases = fc.constantFrom(
    ['short-tavla', { bearOff: { allowMovesWithinHome: false } }] as const,
    ['short-tavla', { bearOff: { allowMovesWithinHome: false, higherDieRule: false } }] as const,
    ['crazy-gulbar', {}] as const,
    ['crazy-gulbar', { crazyGulbar: { bearOff: 'exactOnly' } }] as const,
    ['long-nard', { bearOff: { allowMovesWithinHome: false } }] as const,
  );

  it('agrees on every roll with up to three checkers outside the home, and in the bear-off (G-11, G-13)', () => {
    fc.assert(
      fc.property(cases, homeCounts, outside, fc.integer({ min: 0, max: 6 }), fc.constantFrom('white', 'black'), ([variant, options], home, away, blot, turn) => {
        const points: Record<number, number> = {};
        home.forEach((count, i) => {
          if (count > 0) points[i + 1] = count;
        });
        for (const p of away) points[p] = (points[p] ?? 0) + 1;
        const mine = Object.values(points).reduce((a, b) => a + b, 0);
        fc.pre(mine > 0);
        // The opponent waits in his own home (the mover's 19..24 on the tavla board, 13..18 on
        // the nard board), the rest of each side borne off.
        const theirs: Record<number, number> = { 1: 2, 2: 2, 3: 2 };
        // One opposing checker in the mover's home (his point 25 - p on the tavla board, p + 12
        // on the nard board), on a point of the mover's that is empty: a blot to hit (ST-5), or
        // on the nard board a point it closes (LN-4).
        if (blot > 0) {
          fc.pre(points[blot] === undefined);
          theirs[variant === 'short-tavla' ? 25 - blot : blot + 12] = 1;
        }
        const theirCount = Object.values(theirs).reduce((a, b) => a + b, 0);
        const side = (pts: Record<number, number>, on: number) => ({ points: pts, off: 15 - on, ...(variant === 'short-tavla' ? { bar: 0 } : {}) });
        const setup = { variant, turn, options, white: side(turn === 'white' ? points : theirs, turn === 'white' ? mine : theirCount), black: side(turn === 'black' ? points : theirs, turn === 'black' ? mine : theirCount) };
        const read = positionFromSetup(setup);
        if (!read.ok) throw new Error(read.error.message);
        expect(plainKernelFits(rulesOf(read.value))).toBe(true);
        for (const dice of ALL_ROLLS) expectSameAnswer(read.value, dice);
      }),
      { numRuns: runs(100, 2000) },
    );
  });

  it('keeps a hit inside the home followed by a bear-off of the same checker as a play of its own (ST-5, G-11)', () => {
    // 2-1: 3/2* 2/off hits the blot on 2 and bears the hitter off; 3/1 1/off reaches another
    // board (the blot stays), so no other path files this one.
    const setup = { variant: 'short-tavla', turn: 'white', white: { points: { 3: 1, 5: 2 }, bar: 0, off: 12 }, black: { points: { 1: 2, 23: 1 }, bar: 0, off: 12 } } as const;
    const read = positionFromSetup(setup);
    if (!read.ok) throw new Error(read.error.message);
    const named = legalPlays(read.value, [2, 1] as unknown as Dice).map((play) => play.steps.map((s) => `${s.from}/${s.to}${s.hit ? '*' : ''}`).join(' '));
    expect(named).toContain('3/2* 2/off');
    expect(named).toContain('3/1 1/off');
    expectSameAnswer(read.value, [2, 1] as unknown as Dice);
  });
});
