import { describe, expect, it } from 'vitest';
import {
  outcome,
  outcomeLevels,
  positionFromSetup,
  startPosition,
  type OptionsInput,
  type RulesOptions,
  type Setup,
  type SetupSide,
  type VariantId,
} from '../../src/index.js';
import { must } from '../game/helpers.js';

/** docs/rules/scoring.md: classifying a finished game. White has borne off all fifteen; Black lost. */
function whiteWon(variant: VariantId, black: SetupSide, options?: OptionsInput) {
  const setup: Setup = { variant, turn: 'black', white: { points: {}, off: 15 }, black, ...(options ? { options } : {}) };
  return outcome(must(positionFromSetup(setup)));
}

describe('SC-1 result kinds and base multipliers', () => {
  it('SC-1: oin 1, mars 2, koks 3 in short tavla', () => {
    expect(outcomeLevels('short-tavla', must(startPosition('short-tavla')).options)).toEqual([
      { kind: 'oin', multiplier: 1 },
      { kind: 'mars', multiplier: 2 },
      { kind: 'koks', multiplier: 3 },
    ]);
  });

  it('SC-1: null while nobody has borne off all fifteen', () => {
    expect(outcome(must(startPosition('short-tavla')))).toBeNull();
  });

  it('SC-1: the winner is whoever bore off fifteen, Black as well as White', () => {
    const o = outcome(must(positionFromSetup({ variant: 'short-tavla', turn: 'white', white: { points: { 6: 15 } }, black: { points: {}, off: 15 } })));
    expect(o).toEqual({ winner: 'black', kind: 'mars', multiplier: 2 });
  });
});

describe('SC-2 short tavla: oin, mars, koks', () => {
  it('SC-2: oin when the loser has borne off at least one checker', () => {
    expect(whiteWon('short-tavla', { points: { 20: 14 }, off: 1 })).toEqual({ winner: 'white', kind: 'oin', multiplier: 1 });
  });

  it('SC-2: mars when the loser has borne off none and has nothing in the winner home or on the bar', () => {
    expect(whiteWon('short-tavla', { points: { 18: 1, 6: 14 } })?.kind).toBe('mars');
  });

  it('SC-2: koks with a checker on the bar', () => {
    expect(whiteWon('short-tavla', { points: { 6: 14 }, bar: 1 })).toEqual({ winner: 'white', kind: 'koks', multiplier: 3 });
  });

  it("SC-2: koks with a checker in the winner's home (the loser's own 19..24)", () => {
    expect(whiteWon('short-tavla', { points: { 19: 1, 6: 14 } })?.kind).toBe('koks');
    expect(whiteWon('short-tavla', { points: { 24: 1, 6: 14 } })?.kind).toBe('koks');
  });

  it('SC-2 option shortTavla.koks = false (Turkish preset): the win is capped at mars', () => {
    expect(whiteWon('short-tavla', { points: { 6: 14 }, bar: 1 }, { shortTavla: { koks: false } })?.kind).toBe('mars');
    expect(whiteWon('short-tavla', { points: { 21: 1, 6: 14 } }, { preset: 'turkish' })?.kind).toBe('mars');
    expect(outcomeLevels('short-tavla', must(startPosition('short-tavla', { preset: 'turkish' })).options).map((l) => l.kind)).toEqual(['oin', 'mars']);
  });

  it('§11 item 3: loser with 0 off and one checker on own 21 → koks ×3', () => {
    expect(whiteWon('short-tavla', { points: { 21: 1, 6: 14 } })).toEqual({ winner: 'white', kind: 'koks', multiplier: 3 });
  });
});

describe('SC-3..SC-6 / LN-18 long nard scoring (also crazy gulbar, CG-1)', () => {
  it('SC-3: oin when the loser has borne off, mars when he has borne off none (CONFLICT-13: not "did not get home")', () => {
    expect(whiteWon('long-nard', { points: { 1: 14 }, off: 1 })).toEqual({ winner: 'white', kind: 'oin', multiplier: 1 });
    expect(whiteWon('long-nard', { points: { 24: 15 } })).toEqual({ winner: 'white', kind: 'mars', multiplier: 2 });
  });

  it('SC-3: no koks by default, however far behind the loser is', () => {
    expect(whiteWon('long-nard', { points: { 24: 10, 14: 5 } })?.kind).toBe('mars');
    expect(outcomeLevels('long-nard', must(startPosition('long-nard')).options).map((l) => l.kind)).toEqual(['oin', 'mars']);
  });

  it("SC-4 'inWinnerHome': 0 off and a checker in the winner's home (loser's 13..18) → koks", () => {
    const options = { longNard: { koks: 'inWinnerHome' } } as const;
    expect(whiteWon('long-nard', { points: { 13: 1, 1: 14 } }, options)).toEqual({ winner: 'white', kind: 'koks', multiplier: 3 });
    expect(whiteWon('long-nard', { points: { 19: 1, 1: 14 } }, options)?.kind).toBe('mars');
  });

  it("SC-4 'inOwnStartQuarter': 0 off and a checker still in the head quarter (own 19..24) → koks", () => {
    const options = { longNard: { koks: 'inOwnStartQuarter' } } as const;
    expect(whiteWon('long-nard', { points: { 24: 1, 1: 14 } }, options)?.kind).toBe('koks');
    expect(whiteWon('long-nard', { points: { 18: 1, 1: 14 } }, options)?.kind).toBe('mars');
  });

  it("SC-4 'noCheckerHome': 0 off and not one checker in the own home → koks; koksPoints sets its value", () => {
    const options = { longNard: { koks: 'noCheckerHome', koksPoints: 2 } } as const;
    expect(whiteWon('long-nard', { points: { 7: 15 } }, options)).toEqual({ winner: 'white', kind: 'koks', multiplier: 2 });
    expect(whiteWon('long-nard', { points: { 7: 14, 6: 1 } }, options)?.kind).toBe('mars');
  });

  it('SC-6: home mars (all fifteen home, none off) is off by default and worth 3 or 4 when on', () => {
    const allHome = { points: { 1: 5, 2: 5, 3: 5 } };
    expect(whiteWon('long-nard', allHome)?.kind).toBe('mars');
    expect(whiteWon('long-nard', allHome, { longNard: { homeMars: { points: 3 } } })).toEqual({ winner: 'white', kind: 'home-mars', multiplier: 3 });
    expect(whiteWon('long-nard', allHome, { longNard: { homeMars: { points: 4 } } })?.multiplier).toBe(4);
  });

  it('SC-6: home mars and koks exclude each other — a loser with a checker outside the home is no home mars', () => {
    const options = { longNard: { homeMars: { points: 4 }, koks: 'inOwnStartQuarter' } } as const;
    expect(whiteWon('long-nard', { points: { 1: 14, 20: 1 } }, options)?.kind).toBe('koks');
    expect(whiteWon('long-nard', { points: { 1: 15 } }, options)?.kind).toBe('home-mars');
  });

  it('SC-5: the "up to 4 points" of S0 is home mars at 4 — the largest multiplier the options allow', () => {
    const levels = outcomeLevels('long-nard', must(startPosition('long-nard', { longNard: { homeMars: { points: 4 }, koks: 'inWinnerHome' } })).options);
    expect(Math.max(...levels.map((l) => l.multiplier))).toBe(4);
  });

  it('§11 item 9: 0 off → mars; 0 off with all 15 home → mars by default, home mars 3/4 only with the option', () => {
    expect(whiteWon('long-nard', { points: { 20: 15 } })?.multiplier).toBe(2);
    expect(whiteWon('long-nard', { points: { 6: 15 } })?.multiplier).toBe(2);
    expect(whiteWon('long-nard', { points: { 6: 15 } }, { longNard: { homeMars: { points: 3 } } })?.multiplier).toBe(3);
    expect(whiteWon('long-nard', { points: { 6: 15 } }, { longNard: { homeMars: { points: 4 } } })?.multiplier).toBe(4);
  });
});

describe('outcomeLevels resolves the options it is given', () => {
  it('partial options take the rule book defaults; options a variant does not allow are a TypeError', () => {
    expect(outcomeLevels('long-nard', {}).map((l) => l.kind)).toEqual(['oin', 'mars']);
    expect(outcomeLevels('long-nard', { longNard: { koks: 'inWinnerHome' } }).map((l) => l.multiplier)).toEqual([1, 2, 3]);
    expect(() => outcomeLevels('long-nard', { longNard: { koks: 'sometimes' } } as unknown as RulesOptions)).toThrow(TypeError);
  });
});

describe('SO-9 six-one', () => {
  it('SO-9: a win is one point, never mars, however many checkers the loser has left', () => {
    expect(whiteWon('six-one', { points: { 12: 15 } })).toEqual({ winner: 'white', kind: 'oin', multiplier: 1 });
    expect(outcomeLevels('six-one', must(startPosition('six-one')).options)).toEqual([{ kind: 'oin', multiplier: 1 }]);
  });
});
