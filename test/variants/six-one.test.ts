import fc from 'fast-check';
import { startOf, sideText, finalsOf } from './helpers.js';
import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, type Dice } from '../../src/core/dice.js';
import type { OptionsInput } from '../../src/variants/registry.js';
import type { Play } from '../../src/core/play.js';
import type { Player } from '../../src/core/player.js';
import { applyPlay } from '../../src/movegen/apply.js';
import { legalPlays, playsFor } from '../../src/movegen/plays.js';
import type { Position } from '../../src/position/position.js';
import { positionFromSetup, positionToSetup, startPosition } from '../../src/position/setup.js';
import type { SetupSide } from '../../src/position/setup-types.js';
import { outcome, outcomeLevels } from '../../src/scoring/outcome.js';
import { getVariant, playableVariants } from '../../src/variants/index.js';
import { referencePlays, setupKey } from '../reference/reference-generator.js';
import { runs } from '../tier.js';

/**
 * Six-one (docs/rules/six-one.md, experimental). Own numbering throughout: own point 12 is the stack
 * (the "lid"), own point 1 the last point of the row, "off" is home.
 */

const STACK: SetupSide = { points: { 12: 15 } };

function position(white: SetupSide, options?: OptionsInput, black: SetupSide = STACK, turn: Player = 'white'): Position {
  const result = positionFromSetup({ variant: 'six-one', turn, white, black, ...(options ? { options } : {}) });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const start = (options?: OptionsInput): Position => startOf('six-one', options);

const side = (p: Position, player: Player): string => sideText(p, player, 12);

const finals = (p: Position, dice: Dice): string[] => finalsOf(p, dice, 12);

const stepText = (play: Play): string[] => play.steps.map((s) => `${s.from}/${s.to}`);

function setupError(white: SetupSide, options?: unknown): string | undefined {
  const result = positionFromSetup({
    variant: 'six-one',
    turn: 'white',
    white,
    black: STACK,
    ...(options === undefined ? {} : { options: options as OptionsInput }),
  });
  return result.ok ? undefined : result.error.code;
}

describe('six-one: registration', () => {
  it('is a playable variant with a 12-point track and no bar', () => {
    expect(playableVariants()).toContain('six-one');
    const variant = getVariant('six-one')!;
    expect(variant.points).toBe(12);
    expect(variant.hasBar).toBe(false);
  });

  it('resolves to the §5.3 defaults', () => {
    expect(start().options).toEqual({
      sixOne: { numberMeaning: 'distance', oneSixForMovedCheckers: 'move', exactHome: false, doubles: 2 },
    });
    expect(start({ preset: 'standard' }).options).toEqual(start().options);
  });
});

describe('six-one: SO-1 separate rows', () => {
  it('SO-1: each player has his own row of board points (White 1..12, Black 13..24)', () => {
    const p = start();
    expect(p.absolutePoint('white', 12)).toBe(12);
    expect(p.absolutePoint('white', 1)).toBe(1);
    expect(p.absolutePoint('black', 12)).toBe(13);
    expect(p.absolutePoint('black', 1)).toBe(24);
    expect(p.absolutePoint('white', 13)).toBeNull();
    expect(p.ownPoint('white', 13)).toBeNull();
    expect(p.ownPoint('black', 12)).toBeNull();
    expect(p.ownPoint('black', 20)).toBe(5);
    expect(p.occupant(12)).toEqual({ player: 'white', count: 15 });
    expect(p.occupant(13)).toEqual({ player: 'black', count: 15 });
    expect(p.occupant(1)).toBeNull();
  });

  it('SO-1: the players never block or hit each other', () => {
    const white: SetupSide = { points: { 12: 12, 9: 1, 7: 1, 4: 1 } };
    // Black blots on every point of his row, and Black stacked: White's options are the same.
    const spread: SetupSide = { points: { 12: 4, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1, 5: 1, 4: 1, 3: 1, 2: 1, 1: 1 } };
    const crowded = position(white, undefined, spread);
    const alone = position(white);
    expect(crowded.hasContact()).toBe(false);
    for (const dice of ALL_ROLLS) {
      expect(finals(crowded, dice)).toEqual(finals(alone, dice));
      for (const play of legalPlays(crowded, dice)) {
        expect(play.steps.every((s) => !s.hit && s.from !== 'bar')).toBe(true);
        expect(side(play.position, 'black')).toBe(side(crowded, 'black'));
      }
    }
  });

  it('SO-1: a checker beyond the row is refused (invalid-point)', () => {
    expect(setupError({ points: { 12: 14, 13: 1 } })).toBe('invalid-point');
    expect(setupError({ points: { 24: 15 } })).toBe('invalid-point');
    expect(setupError({ points: { 12: 14, 1: 1 } })).toBeUndefined();
  });

  it('SO-1: there is no bar (bar-not-allowed)', () => {
    expect(setupError({ points: { 12: 14 }, bar: 1 })).toBe('bar-not-allowed');
    expect(setupError({ points: { 12: 15 }, bar: 0 })).toBeUndefined();
  });
});

describe('six-one: SO-2 and SO-3 start', () => {
  it('SO-2: all fifteen checkers of each player start on the stack, own point 12', () => {
    const p = start();
    for (const player of ['white', 'black'] as const) {
      expect(side(p, player)).toBe('12:15');
      expect(p.pipCount(player)).toBe(180);
    }
    expect(positionToSetup(p).white).toEqual({ points: { 12: 15 }, off: 0 });
  });

  it('SO-3: the opening winner, either colour, plays a fresh roll of two dice, doubles included', () => {
    // The roll-off itself belongs to the game layer (OP-2 'winnerRerolls'); what the rules
    // engine owes is a first turn on any of the 21 rolls, for whichever player won it.
    for (const turn of ['white', 'black'] as const) {
      const p = start().withTurn(turn);
      for (const dice of ALL_ROLLS) {
        const plays = legalPlays(p, dice);
        expect(plays.length).toBeGreaterThan(0);
        expect(plays.every((play) => play.steps.length === 2 && play.position.turn !== turn)).toBe(true);
      }
    }
  });
});

describe('six-one: SO-4 the special 6 and 1', () => {
  it('SO-4: a 6 sends a stack checker home', () => {
    const plays = legalPlays(start(), [6, 6]);
    expect(plays).toHaveLength(1);
    expect(stepText(plays[0]!)).toEqual(['12/off', '12/off']);
    expect(side(plays[0]!.position, 'white')).toBe('12:13 off:2');
  });

  it('SO-4: a 1 sends a stack checker home', () => {
    expect(finals(start(), [1, 1])).toEqual(['12:13 off:2']);
    expect(finals(start(), [6, 1])).toEqual(['12:13 off:2']);
  });

  it('SO-4: a 6 or 1 never moves a stack checker 6 or 1 points', () => {
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(start(), dice)) {
        for (const s of play.steps) if (s.from === 12 && (s.die === 6 || s.die === 1)) expect(s.to).toBe('off');
      }
    }
    expect(applyPlay(start(), [6, 2], '12/6 12/10').ok).toBe(false);
  });

  it("SO-4 'distance' (default): a 2-5 moves any checker forward that many points", () => {
    expect(finals(start(), [4, 2])).toEqual(['12:13 10:1 8:1', '12:14 6:1']);
    expect(finals(position({ points: { 9: 1 }, off: 14 }), [3, 2])).toEqual(['4:1 off:14']);
    expect(applyPlay(start(), [5, 3], '12/7 12/9').ok).toBe(true);
  });

  it("SO-4 'pointNumber': a 2-5 puts a stack checker on row point n (own point 13 - n)", () => {
    const options = { sixOne: { numberMeaning: 'pointNumber' } } as const;
    for (const die of [2, 3, 4, 5]) {
      const plays = legalPlays(start(options), [die, 6]);
      expect(plays.some((play) => play.steps.some((s) => s.from === 12 && s.to === 13 - die))).toBe(true);
    }
    // 12/11 with the 2 then 11/7 with the 4, or 12/9 with the 4 then 9/7 with the 2.
    expect(finals(start(options), [4, 2])).toEqual(['12:13 11:1 9:1', '12:14 7:1']);
    expect(finals(start(options), [5, 5])).toEqual(['12:13 8:2', '12:14 3:1']);
  });

  it("SO-4 'pointNumber': a checker that has left the stack still moves n points", () => {
    const options = { sixOne: { numberMeaning: 'pointNumber' } } as const;
    expect(finals(position({ points: { 9: 1 }, off: 14 }, options), [4, 2])).toEqual(['3:1 off:14']);
    expect(finals(position({ points: { 11: 1 }, off: 14 }, options), [5, 3])).toEqual(['3:1 off:14']);
  });

  it('SO-4: an unknown numberMeaning is refused (invalid-option)', () => {
    expect(setupError(STACK, { sixOne: { numberMeaning: 'pips' } })).toBe('invalid-option');
  });
});

describe('six-one: SO-5 checkers off the stack', () => {
  it("SO-5 'move' (default): a 6 or 1 moves a checker off the stack 6 or 1 points, never straight home", () => {
    const p = position({ points: { 9: 1 }, off: 14 });
    expect(finals(p, [6, 1])).toEqual(['2:1 off:14']);
    expect(legalPlays(p, [6, 1]).every((play) => play.steps.every((s) => s.to !== 'off'))).toBe(true);
    // From the stack the same roll still jumps home (SO-4): own point 12 is always the stack.
    expect(finals(position({ points: { 12: 1, 9: 1 }, off: 13 }), [6, 1])).toEqual(['12:1 2:1 off:13', '3:1 off:14', '8:1 off:14'].sort());
  });

  it("SO-5 'unusable': a 6 or 1 cannot move a checker that has left the stack", () => {
    const options = { sixOne: { oneSixForMovedCheckers: 'unusable' } } as const;
    const p = position({ points: { 9: 1 }, off: 14 }, options);
    const forfeit = legalPlays(p, [6, 1]);
    expect(forfeit).toHaveLength(1);
    expect(forfeit[0]!.steps).toEqual([]);
    expect(forfeit[0]!.position.turn).toBe('black');
    expect(finals(p, [6, 3])).toEqual(['6:1 off:14']);
    // Stack checkers still jump home with them.
    expect(finals(position({ points: { 12: 14, 9: 1 } }, options), [6, 1])).toEqual(['12:12 9:1 off:2']);
  });

  it('SO-5: an unknown oneSixForMovedCheckers is refused (invalid-option)', () => {
    expect(setupError(STACK, { sixOne: { oneSixForMovedCheckers: 'jump' } })).toBe('invalid-option');
  });
});

describe('six-one: SO-6 home beyond the row', () => {
  it('SO-6: a move past own point 1 goes home, with no all-home precondition', () => {
    // 13 checkers stay on the stack while the one on own point 2 goes home with a 5 or a 3.
    expect(finals(position({ points: { 12: 14, 2: 1 } }), [5, 3])).toEqual(
      ['12:13 9:1 off:1', '12:13 7:1 off:1', '12:13 4:1 2:1', '12:12 9:1 7:1 2:1'].sort(),
    );
  });

  it('SO-6: landing exactly on own point 1 leaves the checker on the board', () => {
    const plays = legalPlays(position({ points: { 12: 14, 4: 1 } }), [3, 2]);
    expect(plays.some((play) => play.steps.some((s) => s.from === 4 && s.to === 1))).toBe(true);
    expect(finals(position({ points: { 12: 14, 4: 1 } }), [3, 2])).toContain('12:13 10:1 1:1');
  });

  it("SO-6 'exactHome': only a move that ends exactly at home goes home", () => {
    const options = { sixOne: { exactHome: true } } as const;
    expect(finals(position({ points: { 12: 14, 2: 1 } }, options), [5, 3])).toEqual(['12:12 9:1 7:1 2:1', '12:13 4:1 2:1'].sort());
    expect(finals(position({ points: { 12: 14, 2: 1 } }, options), [2, 2])).toEqual(
      ['12:13 10:1 off:1', '12:12 10:2 2:1', '12:13 8:1 2:1'].sort(),
    );
    expect(applyPlay(position({ points: { 12: 14, 2: 1 } }, options), [5, 3], '2/off 12/9')).toMatchObject({
      ok: false,
      error: { code: 'bear-off-needs-exact' },
    });
  });

  it("SO-6 'exactHome': a 6 or 1 still sends a stack checker home", () => {
    expect(finals(start({ sixOne: { exactHome: true } }), [6, 1])).toEqual(['12:13 off:2']);
  });

  it('SO-6: a non-boolean exactHome is refused (invalid-option)', () => {
    expect(setupError(STACK, { sixOne: { exactHome: 'yes' } })).toBe('invalid-option');
  });
});

describe('six-one: SO-7 doubles', () => {
  it('SO-7: a double gives two sub-moves by default', () => {
    const plays = legalPlays(start(), [3, 3]);
    expect(plays.map((play) => play.steps.length)).toEqual([2, 2]);
    expect(finals(start(), [3, 3])).toEqual(['12:13 9:2', '12:14 6:1']);
  });

  it('SO-7 doubles 4: a double gives four sub-moves', () => {
    const p = start({ sixOne: { doubles: 4 } });
    const plays = legalPlays(p, [3, 3]);
    expect(plays.every((play) => play.steps.length === 4)).toBe(true);
    expect(finals(p, [3, 3])).toEqual(['12:11 9:4', '12:12 9:2 6:1', '12:13 6:2', '12:13 9:1 3:1', '12:14 off:1'].sort());
  });

  it('SO-7: doubles other than 2 or 4 are refused (invalid-option)', () => {
    expect(setupError(STACK, { sixOne: { doubles: 3 } })).toBe('invalid-option');
  });
});

describe('six-one: SO-8 maximal usage (G-9)', () => {
  it('SO-8: both dice must be played when they can be', () => {
    const p = position({ points: { 12: 13, 9: 1, 3: 1 } });
    for (const dice of ALL_ROLLS) expect(legalPlays(p, dice).every((play) => play.steps.length === 2)).toBe(true);
  });

  it('SO-8: when only one die can be played, it must be the larger', () => {
    // exactHome: 6/1 (5) or 6/2 (4); neither leaves a usable other die, so the 5 must be played.
    const plays = legalPlays(position({ points: { 6: 1 }, off: 14 }, { sixOne: { exactHome: true } }), [5, 4]);
    expect(plays).toHaveLength(1);
    expect(plays[0]!.steps).toEqual([{ from: 6, to: 1, die: 5, hit: false }]);
  });

  it('SO-8: a die that cannot be used is lost', () => {
    const p = position({ points: { 3: 1 }, off: 14 }, { sixOne: { exactHome: true, oneSixForMovedCheckers: 'unusable' } });
    for (const dice of [
      [6, 6],
      [6, 5],
      [5, 4],
      [6, 1],
    ] as const) {
      const plays = legalPlays(p, dice);
      expect(plays).toHaveLength(1);
      expect(plays[0]!.steps).toEqual([]);
    }
  });
});

describe('six-one: SO-9 end of game', () => {
  it('SO-9: the first player with all fifteen home wins, even mid-roll', () => {
    const p = position({ points: { 12: 1 }, off: 14 });
    const plays = legalPlays(p, [6, 1]);
    // G-9.6: the last checker home ends the game; the other die is void.
    expect(plays).toHaveLength(1);
    expect(stepText(plays[0]!)).toEqual(['12/off']);
    const after = plays[0]!.position;
    expect(after.winner()).toBe('white');
    expect(after.off('black')).toBe(0);
    expect(playsFor(after, [2, 1])).toMatchObject({ ok: false, error: { code: 'game-over' } });
    // One point, though Black has borne off nothing: no mars or koks in six-one.
    expect(outcome(after)).toEqual({ winner: 'white', kind: 'oin', multiplier: 1 });
    expect(outcomeLevels('six-one', after.options)).toEqual([{ kind: 'oin', multiplier: 1 }]);
  });

  it('SO-9: going home is never compulsory while the dice can be used otherwise (G-9)', () => {
    // 12/off with the 6 wins at once (G-9.6 counts it as using both dice), but 12/9/3 also uses
    // both dice, so G-9 leaves the player the choice (the stub: a 6 or 1 gives the *right* to go home).
    const plays = legalPlays(position({ points: { 12: 1 }, off: 14 }), [6, 3]);
    expect(plays.map(stepText).sort()).toEqual([['12/9', '9/3'], ['12/off']]);
  });
});

describe('six-one: bad options', () => {
  it('refuses the options of another variant (option-not-for-variant)', () => {
    expect(setupError(STACK, { shortTavla: { koks: false } })).toBe('option-not-for-variant');
    expect(setupError(STACK, { longNard: { headRule: false } })).toBe('option-not-for-variant');
    // SO-6 replaces G-13 / G-14: the generic bear-off options do not apply.
    expect(setupError(STACK, { bearOff: { higherDieRule: false } })).toBe('option-not-for-variant');
    const tavla = positionFromSetup({ variant: 'short-tavla', turn: 'white', white: STACK, black: STACK, options: { sixOne: { doubles: 4 } } });
    expect(tavla.ok ? undefined : tavla.error.code).toBe('option-not-for-variant');
  });

  it('refuses unknown fields and presets', () => {
    expect(setupError(STACK, { sixOne: { lid: true } })).toBe('unknown-option');
    expect(setupError(STACK, { preset: 'sice-ace' })).toBe('unknown-preset');
  });
});

describe('six-one: positions', () => {
  it('round-trips through its Setup', () => {
    const p = position({ points: { 12: 9, 7: 2, 1: 1 }, off: 3 }, { sixOne: { numberMeaning: 'pointNumber', doubles: 4 } });
    const again = positionFromSetup(positionToSetup(p));
    expect(again.ok && again.value.equals(p)).toBe(true);
    expect(positionToSetup(p).white).toEqual({ points: { 12: 9, 7: 2, 1: 1 }, off: 3 });
  });
});

/**
 * Perft-style table (docs/perft.md): distinct plays from the start position for each of
 * the 21 rolls, in ALL_ROLLS order 11 21 22 31 32 33 41 42 43 44 51 52 53 54 55 61 62 63 64 65 66.
 */
const PERFT: Readonly<Record<string, { options: OptionsInput; counts: readonly number[] }>> = {
  default: { options: {}, counts: [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 1] },
  unusable: {
    options: { sixOne: { oneSixForMovedCheckers: 'unusable' } },
    counts: [1, 1, 2, 1, 2, 2, 1, 2, 2, 2, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1],
  },
  pointNumber: {
    options: { sixOne: { numberMeaning: 'pointNumber' } },
    counts: [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 1],
  },
  exactHome: {
    options: { sixOne: { exactHome: true } },
    counts: [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 1],
  },
  doubles4: {
    options: { sixOne: { doubles: 4 } },
    counts: [1, 2, 5, 2, 2, 5, 2, 2, 2, 4, 2, 2, 2, 2, 4, 1, 2, 2, 2, 2, 1],
  },
  doubles4ExactHome: {
    options: { sixOne: { doubles: 4, exactHome: true } },
    counts: [1, 2, 5, 2, 2, 5, 2, 2, 2, 4, 2, 2, 2, 2, 3, 1, 2, 2, 2, 2, 1],
  },
};

describe('six-one: perft from the start position', () => {
  for (const [name, { options, counts }] of Object.entries(PERFT)) {
    it(`distinct plays per roll (${name})`, () => {
      const p = start(options);
      expect(ALL_ROLLS.map((dice) => legalPlays(p, dice).length)).toEqual(counts);
    });
  }
});

/** A small deterministic generator (xorshift) so the sampled positions never change. */
function randomSide(seed: number): () => SetupSide {
  let s = seed;
  const next = (): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  return () => {
    const points: Record<number, number> = {};
    let off = 0;
    // About half the checkers home: the literal reference enumerates every checker's sub-moves,
    // so a full board of fifteen under four-step doubles would take minutes.
    for (let k = 0; k < 15; k++) {
      const r = next();
      if (r < 0.15) points[12] = (points[12] ?? 0) + 1;
      else if (r < 0.6) off++;
      else {
        const p = 1 + Math.floor(next() * 11);
        points[p] = (points[p] ?? 0) + 1;
      }
    }
    return { points, off };
  };
}

describe('six-one: fast generator against the literal reference (docs/rules/six-one.md)', () => {
  const optionSets: OptionsInput[] = [];
  for (const numberMeaning of ['distance', 'pointNumber'] as const)
    for (const oneSixForMovedCheckers of ['move', 'unusable'] as const)
      for (const exactHome of [false, true])
        for (const doubles of [2, 4] as const) optionSets.push({ sixOne: { numberMeaning, oneSixForMovedCheckers, exactHome, doubles } });

  const sides: SetupSide[] = [{ points: { 12: 4, 2: 1 }, off: 10 }, { points: { 12: 1, 6: 1, 1: 2 }, off: 11 }];
  const random = randomSide(0x5eed);
  for (let k = 0; k < 6; k++) sides.push(random());

  it('gives the same set of resulting positions for every option set, sampled position and roll', () => {
    for (const options of optionSets) {
      for (const white of sides) {
        const p = position(white, options, { points: { 12: 5, 3: 10 } });
        for (const dice of ALL_ROLLS) {
          const fast = legalPlays(p, dice).map((play) => setupKey(positionToSetup(play.position))).sort();
          const literal = referencePlays(p, dice).plays.map((play) => play.key).sort();
          expect(fast, `${JSON.stringify(options)} ${JSON.stringify(white)} ${dice.join('-')}`).toEqual(literal);
        }
      }
    }
  });
});

describe('six-one: fast generator against the literal reference on positions reached by random play', () => {
  const options = fc.record({
    numberMeaning: fc.constantFrom<'distance' | 'pointNumber'>('distance', 'pointNumber'),
    oneSixForMovedCheckers: fc.constantFrom<'move' | 'unusable'>('move', 'unusable'),
    exactHome: fc.boolean(),
    doubles: fc.constantFrom<2 | 4>(2, 2, 4),
  });
  it('SO-1..SO-8 / G-9: every preset option value, random play, random roll — the same set of positions', () => {
    fc.assert(
      fc.property(options, fc.integer({ min: 1, max: 0x7fffffff }), fc.integer({ min: 12, max: 60 }), (sixOne, seed, plies) => {
        const start = startPosition('six-one', { sixOne });
        if (!start.ok) throw new Error(start.error.message);
        let s = seed;
        const next = (): number => {
          s ^= s << 13;
          s ^= s >>> 17;
          s ^= s << 5;
          return (s >>> 0) / 2 ** 32;
        };
        const roll = (): [number, number] => [1 + Math.floor(next() * 6), 1 + Math.floor(next() * 6)];
        let p = start.value;
        for (let i = 0; i < plies && p.winner() === null; i++) {
          const plays = legalPlays(p, roll());
          p = plays[Math.floor(next() * plays.length)]!.position;
        }
        if (p.winner() !== null) return;
        const dice = roll();
        const fast = legalPlays(p, dice).map((play) => setupKey(positionToSetup(play.position))).sort();
        const literal = referencePlays(p, dice).plays.map((play) => play.key).sort();
        expect(fast).toEqual(literal);
      }),
      { numRuns: runs(200, 2000) },
    );
  });
});
