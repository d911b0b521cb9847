import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  applyPlay,
  formatPlay,
  fromPositionString,
  fromRecord,
  legalPlays,
  legalSteps,
  newMatch,
  outcome,
  outcomeLevels,
  positionFromJSON,
  positionFromSetup,
  positionToJSON,
  positionToSetup,
  replay,
  stateFromJSON,
  stateToJSON,
  toPositionString,
  toRecord,
  type Dice,
  type GameState,
  type OptionsInput,
  type Play,
  type Player,
  type Position,
  type Setup,
} from '../../src/index.js';
import { fevga as fevgaVariant, getVariant } from '../../src/variants/index.js';
import { act, loseGame, opening, playOut } from '../game/helpers.js';
import { sideText, startOf } from './helpers.js';

/**
 * Fevga and Moultezim (docs/rules/fevga.md), one block per rule ID, with the vectors FE-T1 … FE-T8
 * and MZ-T1 … MZ-T5 of docs/rules/test-vectors.md. Positions are written in each player's own
 * numbering (G-2): own 24 is the starting point, own 1 the last point. White's own p is board
 * point p; Black's own b is board point ((b + 11) mod 24) + 1 (FE-1, the long-nard geometry), so
 * own point p of one player is own point p ± 12 of the other.
 */

type Points = Readonly<Record<number, number>>;

interface Spec {
  readonly turn?: Player;
  readonly white: Points;
  readonly black: Points;
  readonly whiteOff?: number;
  readonly blackOff?: number;
  readonly options?: OptionsInput;
}

const count = (points: Points): number => Object.values(points).reduce((a, b) => a + b, 0);

function setupOf(spec: Spec): Setup {
  return {
    variant: 'fevga',
    turn: spec.turn ?? 'white',
    white: { points: spec.white, off: spec.whiteOff ?? 15 - count(spec.white) },
    black: { points: spec.black, off: spec.blackOff ?? 15 - count(spec.black) },
    turnsPlayed: { white: 5, black: 5 },
    ...(spec.options === undefined ? {} : { options: spec.options }),
  };
}

function fevga(spec: Spec): Position {
  const result = positionFromSetup(setupOf(spec));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const start = (options?: OptionsInput): Position => startOf('fevga', options);

/** The mover's side after each legal play ("24:14 13:1"), sorted: plays are their final positions (G-9.5). */
const finals = (p: Position, dice: Dice): string[] =>
  legalPlays(p, dice)
    .map((play) => sideText(play.position, p.turn, 24))
    .sort();

/** The mover's side after the play written `text` (refused plays fail the test). */
function after(p: Position, dice: Dice, text: string): string {
  const played = applyPlay(p, dice, text);
  if (!played.ok) throw new Error(`${text}: ${played.error.code} ${played.error.message}`);
  return sideText(played.value, p.turn, 24);
}

/** The legal plays in move notation, each with its moves sorted, so that `14/9 24/21` = `24/21 14/9`. */
const notation = (p: Position, dice: Dice): string[] =>
  legalPlays(p, dice)
    .map((play) => formatPlay(play).split(' ').sort().join(' '))
    .sort();
const norm = (play: string): string => play.split(' ').sort().join(' ');
const sorted = (plays: readonly string[]): string[] => plays.map(norm).sort();

/** One checker plays every sub-move: each step starts where the one before ended. */
const oneChecker = (play: Play): boolean => play.steps.every((s, i) => i === 0 || s.from === play.steps[i - 1]!.to);

/** The own points 1..24 on which `player` has a checker after the play. */
const heldAfter = (play: Play, player: Player): Set<number> => {
  const held = new Set<number>();
  for (let q = 1; q <= 24; q++) if (play.position.checkers(player, q) > 0) held.add(q);
  return held;
};

/** Own point p of one player is own point p + 12 (p <= 12) or p - 12 of the other (FE-1). */
const facing = (p: number): number => (p <= 12 ? p + 12 : p - 12);

/** Whether the player on turn in `p` has a legal sub-move for some die value (PL-19's reading, via doubles). */
const canMoveSomeDie = (p: Position): boolean => [1, 2, 3, 4, 5, 6].some((d) => legalPlays(p, [d, d]).some((play) => play.steps.length > 0));

describe('FE-1 .. FE-4: board, setup, movement', () => {
  it('FE-1: 15 checkers on each own 24, at diagonally opposite corners: White a24, Black a12', () => {
    const p = start();
    expect(p.variant).toBe('fevga');
    expect(p.turn).toBe('white');
    expect(sideText(p, 'white', 24)).toBe('24:15');
    expect(sideText(p, 'black', 24)).toBe('24:15');
    expect(p.occupant(24)).toEqual({ player: 'white', count: 15 });
    expect(p.occupant(12)).toEqual({ player: 'black', count: 15 });
    expect(getVariant('fevga')?.startSide({}).points).toEqual({ 24: 15 });
  });

  it('FE-1 / FE-2: own point p of one player is own point p ± 12 of the other; each own 12 is the other start', () => {
    const p = start();
    for (let own = 1; own <= 24; own++) {
      expect(p.absolutePoint('white', own)).toBe(own);
      expect(p.absolutePoint('black', own)).toBe(((own + 11) % 24) + 1);
      expect(p.ownPoint('black', p.absolutePoint('white', own)!)).toBe(facing(own));
    }
    expect(p.absolutePoint('white', 12)).toBe(p.absolutePoint('black', 24));
    expect(p.absolutePoint('black', 12)).toBe(p.absolutePoint('white', 24));
  });

  it('FE-2: both players move the same way round the board, each from his 24 towards his 1', () => {
    const afterWhite = legalPlays(start(), [6, 5])[0]!.position;
    expect(sideText(afterWhite, 'white', 24)).toBe('24:14 13:1');
    expect(afterWhite.occupant(13)).toEqual({ player: 'white', count: 1 });
    const afterBlack = legalPlays(afterWhite, [6, 5])[0]!.position;
    expect(sideText(afterBlack, 'black', 24)).toBe('24:14 13:1');
    // Both moved 11 points anticlockwise: White a24 -> a13, Black a12 -> a1.
    expect(afterBlack.occupant(1)).toEqual({ player: 'black', count: 1 });
  });

  it('FE-2: the home is Q4, own 1-6: bearing off only once every checker is there', () => {
    const notHome = fevga({ white: { 9: 1, 3: 14 }, black: { 24: 15 } });
    expect(notHome.allHome('white')).toBe(false);
    expect(legalPlays(notHome, [2, 1]).some((play) => play.steps.some((s) => s.to === 'off'))).toBe(false);
    // G-11 is asked before each sub-move: 7/6 brings the last checker home, and the 3 bears one off.
    expect(notation(fevga({ white: { 7: 1, 3: 14 }, black: { 24: 15 } }), [3, 1])).toContain(norm('7/6 3/off'));
    const home = fevga({ white: { 6: 1, 3: 14 }, black: { 24: 15 } });
    expect(home.allHome('white')).toBe(true);
    expect(finals(home, [6, 3])).toContain('3:13 off:2');
  });

  it('FE-3: a point with one opposing checker is closed, to landing and to stopping on the way; it may be jumped', () => {
    // Black's lone checker on b5 stands on White's own 17.
    const p = fevga({ white: { 20: 1, 1: 14 }, black: { 5: 1, 24: 14 } });
    expect(finals(p, [3, 1])).toEqual(['16:1 1:14']); // 20/19/16: neither ending nor stopping on 17
    expect(finals(p, [6, 3])).toEqual(['11:1 1:14']); // 20/14/11 jumps over 17
    for (const play of legalPlays(p, [6, 3])) expect(play.steps.every((s) => s.to !== 17 && !s.hit)).toBe(true);
    // Nothing is hit: the lone black checker is still there after any play.
    for (const play of legalPlays(p, [3, 2])) expect(sideText(play.position, 'black', 24)).toBe('24:14 5:1');
  });

  it('FE-3: no bar: a setup with a checker on the bar is refused', () => {
    const result = positionFromSetup({ ...setupOf({ white: { 24: 14 }, black: { 24: 15 } }), white: { points: { 24: 14 }, bar: 1, off: 0 } });
    expect(result.ok).toBe(false);
  });

  it('FE-4: no head rule: a released player may take several checkers off his starting point in one turn', () => {
    // White is released (a checker on own 10); Black's start a12 (White's 12) is empty.
    const p = fevga({ white: { 24: 14, 10: 1 }, black: { 3: 15 } });
    const plays = legalPlays(p, [6, 6]);
    const fromStart = Math.max(...plays.map((play) => play.steps.filter((s) => s.from === 24).length));
    expect(fromStart).toBe(4);
    expect(finals(p, [6, 6])).toContain('24:10 18:4 10:1');
  });

  it('FE-4: no six-block rule: closing six points in front of every enemy checker is a legal play (only FE-9 may ask to reopen it)', () => {
    // White holds own 11..8 and two on 7; 7/6 closes 11..6, and every black checker (on a12 = W12) is behind it.
    const p = fevga({ white: { 24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 2 }, black: { 24: 15 } });
    const closing = legalPlays(p, [2, 1]).filter((play) => [11, 10, 9, 8, 7, 6].every((q) => heldAfter(play, 'white').has(q)));
    expect(closing.length).toBeGreaterThan(0);
  });
});

describe('FE-5: the first checker', () => {
  /** The FE-5 table, as the rule page gives it: the first player's plays from the start. */
  function tableFinals(dice: Dice): string[] {
    const [a, b] = dice;
    if (a !== b) return [`24:14 ${24 - a - b}:1`]; // one checker plays both dice
    switch (a) {
      case 6:
        return ['24:14 18:1']; // 18/12 would land on the opponent's start
      case 5:
        return ['24:13 19:1 9:1', '24:14 4:1']; // after the third five the checker is past own 12
      case 4:
        return ['24:14 16:1']; // 16/12 is closed
      case 3:
        return ['24:14 15:1']; // 15/12 is closed
      default:
        return [`24:14 ${24 - 4 * a}:1`]; // 2-2 and 1-1: one checker takes all four steps
    }
  }

  it.each(ALL_ROLLS.map((roll) => [roll.join('-'), roll] as const))('FE-5 / FE-T1: the first roll %s gives the table of the rule page', (_name, roll) => {
    const p = start();
    expect(finals(p, roll)).toEqual(tableFinals(roll).sort());
    if (roll[0] !== roll[1]) for (const play of legalPlays(p, roll)) expect(oneChecker(play)).toBe(true);
  });

  it('FE-T1: 6-6 → 24/18 only (three sixes lost); 5-5 → 24/4 or 24/9 24/19; 4-4 → 24/16; 3-3 → 24/15', () => {
    const p = start();
    expect(notation(p, [6, 6])).toEqual(['24/18']);
    expect(notation(p, [5, 5])).toEqual(sorted(['24/4', '24/9 24/19']));
    expect(notation(p, [4, 4])).toEqual(['24/16']);
    expect(notation(p, [3, 3])).toEqual(['24/15']);
    expect(notation(p, [6, 5])).toEqual(['24/13']);
    expect(notation(p, [2, 1])).toEqual(['24/21']);
  });

  it("FE-T1: the second player's first turn gives the same results, except where the first player's runner stands on a point the second player's runner needs", () => {
    const first = start();
    const differing: string[] = [];
    const seen = new Set<string>();
    for (const whiteRoll of ALL_ROLLS) {
      for (const whitePlay of legalPlays(first, whiteRoll)) {
        const key = sideText(whitePlay.position, 'white', 24);
        if (seen.has(key)) continue; // the same position after White's play (G-9.5)
        seen.add(key);
        // White's runners, as Black's own points.
        const runners = [...heldAfter(whitePlay, 'white')].filter((q) => q !== 24).map(facing);
        for (const blackRoll of ALL_ROLLS) {
          const table = legalPlays(first, blackRoll);
          const reply = finals(whitePlay.position, blackRoll);
          const same = JSON.stringify(reply) === JSON.stringify(finals(first, blackRoll));
          // Points the runner lands on in the table's plays (the roll's sub-move landings).
          const needed = new Set(table.flatMap((play) => play.steps.map((s) => s.to)));
          if (!runners.some((q) => needed.has(q))) expect(same, `${key} then ${blackRoll.join('-')}`).toBe(true);
          if (!same) differing.push(`${formatPlay(whitePlay)} then ${blackRoll.join('-')}: ${notation(whitePlay.position, blackRoll).join(', ') || 'no play'}`);
        }
      }
    }
    expect(differing.sort()).toEqual([
      '24/21 then 5-5: 24/14',
      '24/16 then 5-5: 24/19 24/9',
      '24/9 24/19 then 1-1: 24/22',
      '24/9 24/19 then 2-1: 24/22',
      '24/9 24/19 then 3-3: no play',
      '24/4 then 2-2: 24/18',
      '24/4 then 4-4: 24/20',
      '24/4 then 5-3: 24/19',
      '24/4 then 6-2: 24/18',
    ].sort());
  });

  it('FE-T2: release inside a turn: once the runner has passed own 12, the other die may start a checker from 24', () => {
    const p = fevga({ white: { 24: 14, 14: 1 }, black: { 24: 15 } });
    expect(notation(p, [5, 3])).toEqual(sorted(['14/6', '14/9 24/21', '14/11 24/19']));
    // 24/21 14/9 and 14/9 24/21 are one play.
    expect(after(p, [5, 3], '24/21 14/9')).toBe(after(p, [5, 3], '14/9 24/21'));
  });

  it('FE-5: before release a second checker may not leave 24: the play is refused with the code first-checker', () => {
    const result = applyPlay(start(), [6, 5], '24/18 24/19');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('first-checker');
    // After 24/18, the only next step is the runner's.
    const steps = legalSteps(start(), [6, 5], [{ from: 24, to: 18, die: 6 }]);
    expect(steps.ok && steps.value.map((s) => `${s.from}/${s.to}`)).toEqual(['18/13']);
  });

  it('FE-5: a checker on own 1..11 or one borne off releases the player; released, any checker may move', () => {
    // Black (all on b3 = W15) leaves White's own 12 open. 24/18 24/19 takes two checkers off 24.
    for (const [white, twoOff] of [
      [{ 24: 14, 11: 1 }, '24:12 19:1 18:1 11:1'],
      [{ 24: 14, 1: 1 }, '24:12 19:1 18:1 1:1'],
      [{ 24: 14 }, '24:12 19:1 18:1 off:1'],
    ] as const) {
      expect(finals(fevga({ white, black: { 3: 15 } }), [6, 5])).toContain(twoOff);
    }
    // On own 12 .. 23 the runner has not passed: only it may start the play, even onto an empty own 12.
    const runner = fevga({ white: { 24: 14, 13: 1 }, black: { 3: 15 } });
    const first = legalSteps(runner, [2, 1], []);
    expect(first.ok && first.value.map((s) => s.from)).toEqual([13, 13]);
    // 1-1: two ones take the runner to own 11, which releases White for the other two.
    expect(finals(runner, [1, 1])).toEqual(['24:14 9:1', '24:13 23:1 10:1', '24:13 22:1 11:1', '24:12 23:2 11:1'].sort());
  });
});

describe('FE-6: when the first checker counts as past', () => {
  const t5 = (firstChecker: 'pastStartPoint' | 'reachStartPoint' | 'off'): Position =>
    fevga({ white: { 24: 14, 13: 1 }, black: { 3: 15 }, options: { fevga: { firstChecker } } });

  it("FE-T5 'pastStartPoint' (default): 13/6 (via 7 or via 12) and 13/7 24/23", () => {
    expect(notation(t5('pastStartPoint'), [6, 1])).toEqual(sorted(['13/6', '13/7 24/23']));
  });

  it("FE-T5 'reachStartPoint': landing on own 12 releases, so 13/12 24/18 is legal too", () => {
    expect(notation(t5('reachStartPoint'), [6, 1])).toEqual(sorted(['13/6', '13/7 24/23', '13/12 24/18']));
  });

  it("FE-6 'off': no first-checker rule: two checkers may leave 24 on the first turn", () => {
    expect(finals(start({ fevga: { firstChecker: 'off' } }), [6, 5])).toEqual(['24:13 19:1 18:1', '24:14 13:1']);
    expect(notation(t5('off'), [6, 1])).toContain('24/18 24/23');
  });
});

describe('FE-7 / FE-8: quarters', () => {
  const t3 = (options?: OptionsInput): Position =>
    fevga({ white: { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 10: 1, 1: 8 }, black: { 6: 3, 5: 4, 4: 4, 3: 4 }, ...(options ? { options } : {}) });

  it('FE-T3: 5-4 → six plays; 24/19 10/6 ends on all of own 19..24 and is illegal; with quarterRule none it is the seventh', () => {
    const fevgaPlays = ['10/1', '10/5 23/19', '10/5 24/20', '23/14', '24/19 23/19', '24/19 24/20'];
    expect(notation(t3(), [5, 4])).toEqual(sorted(fevgaPlays));
    expect(notation(t3({ fevga: { quarterRule: 'none' } }), [5, 4])).toEqual(sorted([...fevgaPlays, '24/19 10/6']));
    const refused = applyPlay(t3(), [5, 4], '24/19 10/6');
    expect(refused.ok).toBe(false);
  });

  it('FE-7: a die that could only be used by filling the starting quarter is lost', () => {
    // White holds own 24 (two), 23, 22, 21, 20; Black closes White's own 18..13; White's others are on own 1.
    const blocked = (options?: OptionsInput): Position =>
      fevga({ white: { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 1: 9 }, black: { 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2 }, ...(options ? { options } : {}) });
    expect(notation(blocked(), [6, 5])).toEqual(['']); // 24/19 is the only sub-move, and it fills 19..24
    expect(notation(blocked({ fevga: { quarterRule: 'none' } }), [6, 5])).toEqual(['24/19']);
  });

  it("FE-7 quarterCheck: 'endOfTurn' allows a passing fill, 'everySubMove' does not", () => {
    // 23/19/13 fills own 19..24 after its first step and leaves 19 again; 23/17 is closed (Black on b5).
    const passing = (quarterCheck: 'endOfTurn' | 'everySubMove'): Position =>
      fevga({ white: { 24: 1, 23: 2, 22: 1, 21: 1, 20: 1, 1: 9 }, black: { 5: 15 }, options: { fevga: { quarterCheck } } });
    const end = notation(passing('endOfTurn'), [6, 4]);
    const every = notation(passing('everySubMove'), [6, 4]);
    expect(end).toContain('23/13');
    expect(every).not.toContain('23/13');
    expect(every).toEqual(end.filter((play) => play !== '23/13'));
  });

  /**
   * FE-8: each quarterRule value keeps exactly the plays of 'none' whose final board it allows
   * (read here straight from the rule), in a position where each of them bites.
   */
  const breaks: Record<string, (held: Set<number>) => boolean> = {
    ownStart: (held) => [19, 20, 21, 22, 23, 24].every((q) => held.has(q)),
    opponentStart: (held) => [7, 8, 9, 10, 11, 12].every((q) => held.has(q)),
    both: (held) => breaks['ownStart']!(held) || breaks['opponentStart']!(held),
    opponentMax4: (held) => [7, 8, 9, 10, 11, 12].filter((q) => held.has(q)).length > 4,
  };

  it.each(Object.keys(breaks))("FE-8 '%s': the plays of 'none' minus those that end breaking the rule", (quarterRule) => {
    // White on own 24..20 (two on 24) and 11..8 with two on 7 and one on 18; Black (all on b3 = W15) leaves own 12 open.
    const at = (rule: string): Position =>
      fevga({ white: { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 18: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 2, 1: 2 }, black: { 3: 15 }, options: { fevga: { quarterRule: rule as never } } });
    for (const dice of [[6, 1], [5, 1], [6, 5], [1, 1]] as Dice[]) {
      const all = legalPlays(at('none'), dice);
      const kept = all.filter((play) => !breaks[quarterRule]!(heldAfter(play, 'white'))).map((play) => sideText(play.position, 'white', 24));
      expect(finals(at(quarterRule), dice), `${quarterRule} ${dice.join('-')}`).toEqual(kept.sort());
    }
    // Somewhere in those rolls the rule removed a play.
    const removed = ([[6, 1], [5, 1], [6, 5], [1, 1]] as Dice[]).some((dice) => finals(at(quarterRule), dice).length < finals(at('none'), dice).length);
    expect(removed).toBe(true);
  });

  it("FE-T6 / MZ-T3: 6-1 → 29 plays under Fevga; 28 under moultezim ('opponentMax4'): 13/7 24/23 would hold five of own 7..12; 13/6 stays", () => {
    const t6 = (options?: OptionsInput): Position => fevga({ white: { 24: 10, 13: 1, 11: 1, 10: 1, 9: 1, 8: 1 }, black: { 24: 15 }, ...(options ? { options } : {}) });
    expect(legalPlays(t6(), [6, 1])).toHaveLength(29);
    const moultezim = notation(t6({ preset: 'moultezim' }), [6, 1]);
    expect(moultezim).toHaveLength(28);
    expect(moultezim).not.toContain(norm('13/7 24/23'));
    expect(moultezim).toContain('13/6');
    expect(notation(t6(), [6, 1])).toContain(norm('13/7 24/23'));
  });

  it("MZ-T2: Moultezim does not protect its own starting quarter: FE-T3's 24/19 10/6 is legal (n = 7); with 'ownStart' n = 6", () => {
    expect(legalPlays(t3({ preset: 'moultezim' }), [5, 4])).toHaveLength(7);
    expect(notation(t3({ preset: 'moultezim' }), [5, 4])).toContain(norm('24/19 10/6'));
    expect(legalPlays(t3({ preset: 'moultezim', fevga: { quarterRule: 'ownStart' } }), [5, 4])).toHaveLength(6);
  });
});

describe('FE-9 / FE-10: primes', () => {
  const t4 = (options?: OptionsInput): Position => fevga({ white: { 24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1 }, black: { 24: 15 }, ...(options ? { options } : {}) });
  const t8 = (options?: OptionsInput): Position => fevga({ white: { 24: 2, 23: 1, 22: 1, 21: 1, 20: 1, 1: 1, 5: 8 }, black: { 14: 15 }, ...(options ? { options } : {}) });

  it('FE-T4: Black (all on b24) cannot move; White 6-5 → 36 plays: the 38 that use both dice minus 24/13 and 24/18 24/19', () => {
    const black = t4().withTurn('black');
    expect(canMoveSomeDie(black)).toBe(false);
    const none = t4({ fevga: { primeRule: 'none' } });
    expect(legalPlays(none, [6, 5])).toHaveLength(38);
    const keeping = [after(none, [6, 5], '24/13'), after(none, [6, 5], '24/18 24/19')];
    expect(finals(t4(), [6, 5])).toEqual(finals(none, [6, 5]).filter((side) => !keeping.includes(side)));
    expect(legalPlays(t4(), [6, 5])).toHaveLength(36);
  });

  it("FE-T8: the six points may run round the mover's corner: 2-1 → 26 plays, the 30 minus the four that keep them all", () => {
    const none = t8({ fevga: { primeRule: 'none' } });
    expect(legalPlays(none, [2, 1])).toHaveLength(30);
    const keeping = ['5/3 5/4', '5/3 24/23', '24/21', '24/22 5/4'].map((text) => after(none, [2, 1], text));
    expect(after(none, [2, 1], '23/21 24/23')).toBe(after(none, [2, 1], '24/21'));
    expect(finals(t8(), [2, 1])).toEqual(finals(none, [2, 1]).filter((side) => !keeping.includes(side)));
    expect(legalPlays(t8(), [2, 1])).toHaveLength(26);
  });

  it('FE-9: the duty lapses when no play that G-9 allows opens the prime', () => {
    // Black gathered on b19 (White's own 7); White holds White's own 6..1 (Black's 18..13), two on 6.
    const lapse = (options?: OptionsInput): Position => fevga({ white: { 17: 8, 6: 2, 5: 1, 4: 1, 3: 1, 2: 1, 1: 1 }, black: { 19: 15 }, ...(options ? { options } : {}) });
    expect(canMoveSomeDie(lapse().withTurn('black'))).toBe(false);
    const plays = legalPlays(lapse(), [6, 5]);
    expect(plays.length).toBeGreaterThan(1);
    for (const play of plays) expect([6, 5, 4, 3, 2, 1].every((q) => heldAfter(play, 'white').has(q))).toBe(true);
    expect(finals(lapse(), [6, 5])).toEqual(finals(lapse({ fevga: { primeRule: 'none' } }), [6, 5]));
  });

  it('FE-9: no duty when the opponent is not all on one point, or the six points are not all held', () => {
    // FE-T4 with one Black checker elsewhere (b3), and FE-T4 with White's own 6 empty.
    const spread = fevga({ white: { 24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1 }, black: { 24: 14, 3: 1 } });
    expect(notation(spread, [6, 5])).toContain('24/13');
    const spreadNone = positionFromSetup({ ...positionToSetup(spread), options: { fevga: { primeRule: 'none' } } });
    expect(spreadNone.ok && finals(spreadNone.value, [6, 5])).toEqual(finals(spread, [6, 5]));
    const open = fevga({ white: { 24: 10, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1 }, black: { 24: 15 } });
    const openNone = fevga({ white: { 24: 10, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1 }, black: { 24: 15 }, options: { fevga: { primeRule: 'none' } } });
    expect(finals(open, [6, 5])).toEqual(finals(openNone, [6, 5]));
  });

  it("FE-10 'unblockWhenStuck': the duty arises whenever the opponent cannot move, whatever the shape; the play must leave him a sub-move", () => {
    // Black's runner on b20 faces White's own 7..2 (his 19..14); his other checkers may not leave b24 yet (FE-5).
    const stuck = (primeRule: string): Position =>
      fevga({ white: { 24: 9, 7: 1, 6: 1, 5: 1, 4: 1, 3: 1, 2: 1 }, black: { 24: 14, 20: 1 }, options: { fevga: { primeRule: primeRule as never } } });
    expect(canMoveSomeDie(stuck('none').withTurn('black'))).toBe(false);
    const all = legalPlays(stuck('none'), [6, 5]);
    const freeing = all.filter((play) => canMoveSomeDie(play.position)).map((play) => sideText(play.position, 'white', 24));
    expect(freeing.length).toBeGreaterThan(0);
    expect(freeing.length).toBeLessThan(all.length);
    expect(finals(stuck('unblockWhenStuck'), [6, 5])).toEqual(freeing.sort());
    // Black is on two points, so the default (gathered) reading puts no duty here.
    expect(finals(stuck('unblockWhenGathered'), [6, 5])).toEqual(finals(stuck('none'), [6, 5]));
  });

  it("FE-10 'forbidTrapAll': LN-13 instead: no play may end with six points in front of every enemy checker; building one is illegal too", () => {
    // LN-13 read from the rule: six consecutive points of Black's path (his own 23 .. 1, all in front
    // of his checkers, which are all on b24) held by White.
    const trapped = (held: Set<number>): boolean => {
      const black = new Set([...held].map(facing));
      for (let lo = 1; lo + 5 <= 23; lo++) if ([0, 1, 2, 3, 4, 5].every((k) => black.has(lo + k))) return true;
      return false;
    };
    const cases: [(primeRule: string) => Position, Dice][] = [
      [(primeRule) => fevga({ white: { 24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 2 }, black: { 24: 15 }, options: { fevga: { primeRule: primeRule as never } } }), [2, 1]],
      [(primeRule) => t4({ fevga: { primeRule: primeRule as never } }), [6, 5]],
    ];
    for (const [position, dice] of cases) {
      const all = legalPlays(position('none'), dice);
      expect(all.some((play) => trapped(heldAfter(play, 'white')))).toBe(true);
      const allowed = all.filter((play) => !trapped(heldAfter(play, 'white'))).map((play) => sideText(play.position, 'white', 24));
      expect(finals(position('forbidTrapAll'), dice)).toEqual(allowed.sort());
    }
  });

  it("FE-10 'none' / MZ-T4: no limit on primes: FE-T8 gives all 30 plays under Moultezim", () => {
    expect(legalPlays(t8({ preset: 'moultezim' }), [2, 1])).toHaveLength(30);
  });
});

describe('FE-11: bearing off', () => {
  it('FE-11 / G-11 .. G-14: all home first; the exact die; an over-shoot only from the highest point; moves inside the home allowed', () => {
    const p = fevga({ white: { 5: 2, 2: 1 }, black: { 3: 15 } });
    expect(finals(p, [5, 2])).toContain('5:1 off:14'); // 5/off 2/off: exact dice
    expect(finals(p, [6, 6])).toEqual(['off:15']); // over-shoots from the highest point, 5, then 2
    // A 6 from 2 while 5 is occupied is no over-shoot: refused.
    expect(applyPlay(p, [6, 1], '2/off 5/4').ok).toBe(false);
    expect(finals(p, [4, 3])).toContain('2:2 1:1 off:12'); // 5/1 5/2: moves inside the home
  });

  it('FE-11: the bearOff options apply (G-13 without over-shoot, G-14 without moves inside the home)', () => {
    const exact = fevga({ white: { 3: 1 }, black: { 3: 15 }, options: { bearOff: { higherDieRule: false } } });
    expect(finals(exact, [6, 5])).toEqual(['3:1 off:14']); // no 6 or 5 bears off from 3: the roll is lost
    const inside = fevga({ white: { 5: 1, 1: 1 }, black: { 3: 15 }, options: { bearOff: { allowMovesWithinHome: false } } });
    expect(finals(inside, [4, 1])).toEqual(['5:1 off:14']); // 1/off; 5/1 and 5/4 would move inside the home
  });

  it('FE-T7: 6-5 → 6/off 2/off (ending the game) or 6/1 2/off', () => {
    const p = fevga({ white: { 6: 1, 2: 1 }, black: { 3: 15 } });
    expect(notation(p, [6, 5])).toEqual(sorted(['6/off 2/off', '6/1 2/off']));
  });
});

describe('FE-12 .. FE-14: scoring, opening, deadlock', () => {
  it('FE-12 / FE-T7: 2 points when the loser has borne off none, 1 when he has borne off one', () => {
    const p = fevga({ white: { 6: 1, 2: 1 }, black: { 3: 15 } });
    const won = legalPlays(p, [6, 5]).find((play) => play.position.winner() !== null)!;
    expect(outcome(won.position)).toEqual({ winner: 'white', kind: 'mars', multiplier: 2 });
    const single = fevga({ white: { 6: 1, 2: 1 }, black: { 3: 14 }, blackOff: 1 });
    const wonSingle = legalPlays(single, [6, 5]).find((play) => play.position.winner() !== null)!;
    expect(outcome(wonSingle.position)).toEqual({ winner: 'white', kind: 'oin', multiplier: 1 });
  });

  it('FE-12: no triple by default; levels 1 and 2 in both presets', () => {
    for (const preset of ['fevga', 'moultezim']) {
      expect(outcomeLevels('fevga', { preset })).toEqual([
        { kind: 'oin', multiplier: 1 },
        { kind: 'mars', multiplier: 2 },
      ]);
    }
    // A loser with a checker in the winner's home (his own 13..18) and none off still loses 2.
    const p = fevga({ white: { 2: 1 }, black: { 15: 1, 3: 14 } });
    const won = legalPlays(p, [2, 1]).find((play) => play.position.winner() !== null)!;
    expect(outcome(won.position)?.multiplier).toBe(2);
  });

  it("FE-12 with tavli.backgammon: 3 when the loser has borne off none and has a checker in the winner's home (the loser's own 13..18)", () => {
    const win = (black: Points, blackOff = 0): ReturnType<typeof outcome> => {
      const p = fevga({ white: { 2: 1 }, black, blackOff, options: { tavli: { backgammon: true } } });
      return outcome(legalPlays(p, [2, 1]).find((play) => play.position.winner() !== null)!.position);
    };
    expect(win({ 18: 1, 3: 14 })).toEqual({ winner: 'white', kind: 'koks', multiplier: 3 });
    expect(win({ 13: 1, 3: 14 })?.kind).toBe('koks');
    // Own 19 and 12 are outside the winner's home; a loser who bore off one scores a single.
    expect(win({ 19: 1, 3: 14 })?.kind).toBe('mars');
    expect(win({ 12: 1, 3: 14 })?.kind).toBe('mars');
    expect(win({ 18: 1, 3: 13 }, 1)?.kind).toBe('oin');
    // The winner's home as board points: White's 1..6 is a1..a6, Black's own 13..18.
    const p = start();
    for (let q = 13; q <= 18; q++) expect(p.absolutePoint('black', q)).toBe(q - 12);
  });

  it("FE-12 with tavli.gammonRule 'checkerInStartQuarter': a double needs a loser's checker on his own 19..24", () => {
    const win = (black: Points, blackOff: number): ReturnType<typeof outcome> => {
      const p = fevga({ white: { 2: 1 }, black, blackOff, options: { tavli: { gammonRule: 'checkerInStartQuarter' } } });
      return outcome(legalPlays(p, [2, 1]).find((play) => play.position.winner() !== null)!.position);
    };
    expect(win({ 19: 1, 3: 13 }, 1)?.kind).toBe('mars');
    expect(win({ 18: 1, 3: 14 }, 0)?.kind).toBe('oin');
  });

  it('FE-12 / FE-13 / FE-16: the presets: winner rerolls, no cube, a match to 5; the previous winner starts in Fevga, a roll-off in Moultezim', () => {
    const settings = (preset?: string) => {
      const made = newMatch({ variant: 'fevga', ...(preset === undefined ? {} : { preset }) });
      if (!made.ok) throw new Error(made.error.message);
      return made.value.settings;
    };
    for (const [preset, starter] of [
      [undefined, 'previousWinner'],
      ['fevga', 'previousWinner'],
      ['moultezim', 'openingRoll'],
    ] as const) {
      const s = settings(preset);
      expect(s.preset).toBe(preset ?? 'fevga');
      expect(s.opening.firstMove).toBe('winnerRerolls');
      expect(s.match.nextGameStarter).toBe(starter);
      expect(s.cube.enabled).toBe(false);
      expect(s.match.length).toBe(5);
    }
    expect(Object.keys(fevgaVariant.presets)).toEqual(['fevga', 'moultezim']);
  });

  it('FE-13 / MZ-T5: after White wins game 1, Fevga starts game 2 with White rolling; Moultezim with a roll-off whose winner rolls both dice anew', () => {
    const secondGame = (preset: string): GameState => {
      const made = newMatch({ variant: 'fevga', preset });
      if (!made.ok) throw new Error(made.error.message);
      return act(loseGame(made.value, 'black'), { type: 'next-game' });
    };
    const fevgaGame = secondGame('fevga');
    expect(fevgaGame.phase).toBe('roll');
    expect(fevgaGame.toAct).toBe('white');
    const moultezim = secondGame('moultezim');
    expect(moultezim.phase).toBe('opening');
    const rolledOff = act(moultezim, opening('black'));
    expect(rolledOff.phase).toBe('roll');
    expect(rolledOff.toAct).toBe('black');
    expect(rolledOff.dice).toBeNull();
  });

  /**
   * A match state with `setup` as the position and its player on turn to roll: a fresh match's
   * state after the roll-off, with the position swapped (the reducer checks such a state in full).
   */
  function rollingAt(setup: Setup, options: OptionsInput): GameState {
    const made = newMatch({ variant: 'fevga', options });
    if (!made.ok) throw new Error(made.error.message);
    const rolled = act(made.value, opening(setup.turn));
    const json = stateToJSON(rolled);
    if (!json.ok) throw new Error(json.error.message);
    const data = JSON.parse(json.value) as { position: Setup };
    data.position = { ...setup, options: rolled.settings.options };
    const read = stateFromJSON(JSON.stringify(data));
    if (!read.ok) throw new Error(read.error.message);
    return read.value;
  }

  it('FE-14: a game neither player can ever move in again is drawn 0-0 before the next roll (tavli.deadlockDraw, default true)', () => {
    // White: five on own 14, whose next six points are Black's; ten on own 1, which may not bear
    // off yet. Black: all six of his own 19..24 doubled and two on b1; under quarterCheck
    // 'everySubMove' any move of his keeps 19..24 full (FE-7), and b1 may not bear off.
    const deadlock = setupOf({ white: { 14: 5, 1: 10 }, black: { 24: 3, 23: 2, 22: 2, 21: 2, 20: 2, 19: 2, 1: 2 } });
    const options = { fevga: { quarterCheck: 'everySubMove' } } as const;
    const position = positionFromSetup({ ...deadlock, options });
    if (!position.ok) throw new Error(position.error.message);
    expect(canMoveSomeDie(position.value)).toBe(false);
    expect(canMoveSomeDie(position.value.withTurn('black'))).toBe(false);
    // One move before it, White's fifth checker for his 14 is on his 15, which only a 1 moves.
    const before = setupOf({ white: { 15: 1, 14: 4, 1: 10 }, black: { 24: 3, 23: 2, 22: 2, 21: 2, 20: 2, 19: 2, 1: 2 } });
    const rolled = act(act(rollingAt(before, options), { type: 'roll', dice: [2, 1] }), { type: 'play', play: '15/14' });
    expect(rolled.phase).toBe('game-over');
    const result = rolled.game.result;
    expect(result?.end).toBe('draw');
    expect(result?.winner).toBeNull();
    expect(result?.points).toEqual({ white: 0, black: 0 });
    expect(rolled.match.score).toEqual({ white: 0, black: 0 });
    // With the option off the game goes on: Black rolls next (and passes too).
    const off = { fevga: { quarterCheck: 'everySubMove' }, tavli: { deadlockDraw: false } } as const;
    const goesOn = playOut(act(rollingAt(deadlock, off), { type: 'roll', dice: [6, 5] }));
    expect(goesOn.phase).toBe('roll');
    expect(goesOn.toAct).toBe('black');
    // With it on, no game waits for a roll on that board: a saved state or a startFrom with it is refused.
    expect(() => rollingAt(deadlock, options)).toThrow(/FE-14/);
    const started = newMatch({ variant: 'fevga', options, startFrom: deadlock });
    expect(!started.ok && started.error.code).toBe('invalid-config');
  });

  it("FE-14: under quarterCheck 'endOfTurn' the same board is no deadlock: Black has sub-moves (the quarter rule is checked on whole plays)", () => {
    const position = fevga({ turn: 'black', white: { 14: 5, 1: 10 }, black: { 24: 3, 23: 2, 22: 2, 21: 2, 20: 2, 19: 2, 1: 2 } });
    expect(legalPlays(position, [1, 1]).some((play) => play.steps.length > 0)).toBe(true);
    const rolled = playOut(act(rollingAt(positionToSetup(position.withTurn('white')), {}), { type: 'roll', dice: [6, 5] }));
    expect(rolled.phase).toBe('roll');
    expect(rolled.toAct).toBe('black');
  });
});

describe('FE-15 / FE-16: Moultezim', () => {
  it('FE-16: the preset moultezim is Fevga with quarterRule opponentMax4 and no prime rule; the first checker as in Fevga', () => {
    const resolved = fevgaVariant.resolveOptions({ preset: 'moultezim' });
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    expect(resolved.value.fevga).toEqual({ firstChecker: 'pastStartPoint', quarterRule: 'opponentMax4', quarterCheck: 'endOfTurn', primeRule: 'none' });
    expect(resolved.value.tavli).toEqual({ backgammon: false, gammonRule: 'noneBorneOff', deadlockDraw: true });
    const defaults = fevgaVariant.resolveOptions(undefined);
    expect(defaults.ok && defaults.value.fevga).toEqual({ firstChecker: 'pastStartPoint', quarterRule: 'ownStart', quarterCheck: 'endOfTurn', primeRule: 'unblockWhenGathered' });
  });

  it('MZ-T1: the first turn is as FE-T1 (the same first-checker rule)', () => {
    for (const roll of ALL_ROLLS) expect(finals(start({ preset: 'moultezim' }), roll), roll.join('-')).toEqual(finals(start(), roll));
  });

  it('FE-16: a caller may still choose another reading on top of the preset (PBM: reachStartPoint)', () => {
    const p = fevga({ white: { 24: 14, 13: 1 }, black: { 3: 15 }, options: { preset: 'moultezim', fevga: { firstChecker: 'reachStartPoint' } } });
    expect(notation(p, [6, 1])).toContain(norm('13/12 24/18'));
  });

  it('options: unknown values and sections of other variants are refused with clear codes', () => {
    const bad = positionFromSetup({ ...setupOf({ white: { 24: 15 }, black: { 24: 15 } }), options: { fevga: { quarterRule: 'all' as never } } });
    expect(!bad.ok && bad.error.code).toBe('invalid-option');
    const foreign = positionFromSetup({ ...setupOf({ white: { 24: 15 }, black: { 24: 15 } }), options: { longNard: { headRule: false } } });
    expect(!foreign.ok && foreign.error.code).toBe('option-not-for-variant');
    const preset = positionFromSetup({ ...setupOf({ white: { 24: 15 }, black: { 24: 15 } }), options: { preset: 'plakoto' } });
    expect(preset.ok).toBe(false);
  });
});

describe('Fevga notation', () => {
  it('position strings: the code fe reads as fevga; options other than the defaults are written in the extras', () => {
    expect(toPositionString(start())).toBe('fevga w | 24:15 | 24:15');
    expect(toPositionString(start({ preset: 'moultezim' }))).toBe('fevga w | 24:15 | 24:15 | fevga.quarterRule=opponentMax4 fevga.primeRule=none');
    const read = fromPositionString('fe b | 24:14 13:1 | 24:15 | turns=1,0 fevga.firstChecker=reachStartPoint');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.variant).toBe('fevga');
    expect(read.value.options).toMatchObject({ fevga: { firstChecker: 'reachStartPoint' } });
    expect(fromPositionString(toPositionString(read.value))).toEqual(read);
  });

  it('JSON and records: a Fevga position and a Moultezim game come back unchanged', () => {
    const p = fevga({ white: { 24: 14, 14: 1 }, black: { 24: 15 }, options: { preset: 'moultezim' } });
    const back = positionFromJSON(positionToJSON(p));
    expect(back.ok && back.value.equals(p)).toBe(true);
    const config = { variant: 'fevga', preset: 'moultezim', match: { length: 1 } } as const;
    const actions = [opening('white'), { type: 'roll', dice: [5, 5] }, { type: 'play', play: '24/9 24/19' }, { type: 'roll', dice: [3, 3] }] as const;
    const state = replay(config, actions);
    if (!state.ok) throw new Error(state.error.message);
    // Black's 3-3 after 24/9 24/19 is a forfeit (FE-T1's erratum): the pass is his only play.
    expect(state.value.toAct).toBe('black');
    expect(state.value.phase).toBe('play');
    const passed = act(state.value, { type: 'play', play: [] });
    expect(passed.toAct).toBe('white');
    const record = toRecord({ config, actions: [...actions, { type: 'play', play: [] }] });
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    expect(record.value).toContain('[Variant "fevga"]');
    expect(record.value).toContain('[Preset "moultezim"]');
    const read = fromRecord(record.value);
    expect(read.ok && JSON.stringify(read.value.state)).toBe(JSON.stringify(passed));
  });
});
