import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  advanceTurn,
  applyPlay,
  beginTurn,
  formatPlay,
  fromPositionString,
  fromRecord,
  legalActions,
  legalPlays,
  legalSteps,
  newMatch,
  outcome,
  outcomeLevels,
  positionFromJSON,
  positionFromSetup,
  positionToJSON,
  replay,
  startPosition,
  stateFromJSON,
  stateToJSON,
  toPositionString,
  toRecord,
  type Dice,
  type GameState,
  type OptionsInput,
  type Player,
  type Position,
  type Setup,
} from '../../src/index.js';
import { getVariant, plakoto as plakotoVariant } from '../../src/variants/index.js';
import { act, loseGame, opening } from '../game/helpers.js';
import { sideText, startOf } from './helpers.js';

/**
 * Plakoto and Tapa (docs/rules/plakoto.md), one block per rule ID, with the vectors PL-T0 … PL-T7
 * and TA-T1 … TA-T5 of docs/rules/test-vectors.md. Positions are written in each player's own
 * numbering (G-2): own 24 is the starting point, own 1 the last point. White's own p is board
 * point p; Black's own b is board point 25 - b (PL-2), so own point p of one player is own point
 * 25 - p of the other. `pinned` lists a side's own points where its checker is pinned (PL-3).
 */

type Points = Readonly<Record<number, number>>;

interface Spec {
  readonly turn?: Player;
  readonly white: Points;
  readonly black: Points;
  readonly whiteOff?: number;
  readonly blackOff?: number;
  readonly whitePinned?: readonly number[];
  readonly blackPinned?: readonly number[];
  readonly options?: OptionsInput;
}

const count = (points: Points): number => Object.values(points).reduce((a, b) => a + b, 0);

function setupOf(spec: Spec): Setup {
  const side = (points: Points, off: number | undefined, pinned: readonly number[] | undefined) => ({
    points,
    off: off ?? 15 - count(points),
    ...(pinned === undefined ? {} : { pinned }),
  });
  return {
    variant: 'plakoto',
    turn: spec.turn ?? 'white',
    white: side(spec.white, spec.whiteOff, spec.whitePinned),
    black: side(spec.black, spec.blackOff, spec.blackPinned),
    turnsPlayed: { white: 5, black: 5 },
    ...(spec.options === undefined ? {} : { options: spec.options }),
  };
}

function plakoto(spec: Spec): Position {
  const result = positionFromSetup(setupOf(spec));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const start = (options?: OptionsInput): Position => startOf('plakoto', options);

/** The legal plays in move notation, each with its moves sorted, so that `10/7 24/23` = `24/23 10/7`. */
const notation = (p: Position, dice: Dice): string[] =>
  legalPlays(p, dice)
    .map((play) => formatPlay(play).split(' ').sort().join(' '))
    .sort();
const norm = (play: string): string => play.split(' ').sort().join(' ');
const sorted = (plays: readonly string[]): string[] => plays.map(norm).sort();

/** The position after the play written `text` (refused plays fail the test). */
function after(p: Position, dice: Dice, text: string): Position {
  const played = applyPlay(p, dice, text);
  if (!played.ok) throw new Error(`${text}: ${played.error.code} ${played.error.message}`);
  return played.value;
}

/** The legal play whose notation (moves sorted) is `text`. */
function playNamed(p: Position, dice: Dice, text: string) {
  const play = legalPlays(p, dice).find((q) => norm(formatPlay(q)) === norm(text));
  if (play === undefined) throw new Error(`${text} is not among ${notation(p, dice).join(', ')}`);
  return play;
}

/** Whether the player on turn in `p` has a legal sub-move for some die value (PL-19's reading, via doubles). */
const canMoveSomeDie = (p: Position): boolean => [1, 2, 3, 4, 5, 6].some((d) => legalPlays(p, [d, d]).some((play) => play.steps.length > 0));

// The vectors' positions (docs/rules/test-vectors.md#plakoto).
const t1 = (options?: OptionsInput): Position => plakoto({ white: { 24: 14, 10: 1 }, black: { 24: 14, 18: 1 }, ...(options ? { options } : {}) });
const t2 = (turn: Player = 'white', options?: OptionsInput): Position =>
  plakoto({ turn, white: { 24: 13, 9: 1, 7: 1 }, black: { 24: 13, 18: 1, 22: 1 }, blackPinned: [18], ...(options ? { options } : {}) });
const t3 = (options?: OptionsInput): Position =>
  plakoto({ white: { 6: 4, 5: 4, 4: 4, 3: 1 }, whiteOff: 2, whitePinned: [3], black: { 24: 2, 22: 1, 6: 12 }, ...(options ? { options } : {}) });
const t4 = (options?: OptionsInput): Position => plakoto({ white: { 13: 14, 3: 1 }, black: { 24: 1, 13: 14 }, ...(options ? { options } : {}) });
const t5 = (options?: OptionsInput): Position => plakoto({ white: { 24: 1, 13: 13, 3: 1 }, black: { 24: 1, 13: 14 }, ...(options ? { options } : {}) });
const t6 = (options?: OptionsInput): Position =>
  plakoto({ turn: 'black', white: { 24: 1, 6: 13, 1: 1 }, black: { 24: 1, 13: 13, 2: 1 }, blackPinned: [24], ...(options ? { options } : {}) });
const t7 = (options?: OptionsInput, blackOff = 0): Position =>
  plakoto({ white: { 6: 1, 2: 1 }, black: { 3: 15 - blackOff }, blackOff, ...(options ? { options } : {}) });

const T5_PLAYS = ['3/1 24/23', '13/11 3/2', '13/10', '13/11 24/23', '24/22 3/2', '24/21'];

describe('PL-1 / PL-2: setup, direction and zones', () => {
  it('PL-1: 15 checkers on each own 24, which is the opponent\'s 1-point: White a24:15, Black a1:15', () => {
    const p = start();
    expect(p.variant).toBe('plakoto');
    expect(p.turn).toBe('white');
    expect(sideText(p, 'white', 24)).toBe('24:15');
    expect(sideText(p, 'black', 24)).toBe('24:15');
    expect(p.occupant(24)).toEqual({ player: 'white', count: 15 });
    expect(p.occupant(1)).toEqual({ player: 'black', count: 15 });
    expect(getVariant('plakoto')?.startSide({}).points).toEqual({ 24: 15 });
  });

  it('PL-25 (not adopted): every Tapa preset starts with all fifteen on the 24-point (PL-1), none left to enter later', () => {
    for (const preset of ['tapa', 'tapaQjs']) {
      const p = startPosition('plakoto', { preset });
      expect(p.ok && [sideText(p.value, 'white', 24), sideText(p.value, 'black', 24), p.value.off('white'), p.value.bar('white')]).toEqual(['24:15', '24:15', 0, 0]);
    }
  });

  it('PL-T0: 6-6 → 24/6 24/18, 24/12(2), 24/12 24/18(2), 24/18(4); 6-5 → 24/13, 24/18 24/19', () => {
    expect(legalPlays(start(), [6, 6])).toHaveLength(4);
    expect(notation(start(), [6, 6])).toEqual(sorted(['24/6 24/18', '24/12(2)', '24/12 24/18(2)', '24/18(4)']));
    expect(notation(start(), [6, 5])).toEqual(sorted(['24/13', '24/18 24/19']));
  });

  it('PL-2: opposite directions: own p of White is a p, own b of Black is a(25 - b); each starts on the other\'s 1-point', () => {
    const p = start();
    for (let own = 1; own <= 24; own++) {
      expect(p.absolutePoint('white', own)).toBe(own);
      expect(p.absolutePoint('black', own)).toBe(25 - own);
    }
    const afterWhite = after(p, [6, 5], '24/13');
    expect(afterWhite.occupant(13)).toEqual({ player: 'white', count: 1 });
    const afterBlack = after(afterWhite, [6, 5], '24/13');
    expect(afterBlack.occupant(12)).toEqual({ player: 'black', count: 1 });
  });

  it("PL-2: the home is own 1-6, the opponent's starting quarter: bearing off only with all 15 there", () => {
    const notHome = plakoto({ white: { 9: 1, 3: 14 }, black: { 13: 15 } });
    expect(notHome.allHome('white')).toBe(false);
    expect(legalPlays(notHome, [2, 1]).some((play) => play.steps.some((s) => s.to === 'off'))).toBe(false); // 9/6 at most: nothing left to bear off with
    // G-11 is asked before each sub-move: 9/6 brings the last checker home, and the 3 bears one off.
    expect(notation(notHome, [3, 3])).toContain(norm('9/6 3/off(3)'));
    const home = plakoto({ white: { 6: 1, 3: 14 }, black: { 13: 15 } });
    expect(home.allHome('white')).toBe(true);
    expect(notation(home, [6, 3])).toContain(norm('6/off 3/off'));
  });
});

describe('PL-3: the states of a point', () => {
  it('PL-3: a pinned checker is written 18:1p in a position string and listed in Setup.pinned', () => {
    expect(toPositionString(t2())).toBe('plakoto w | 24:13 9:1 7:1 | 24:13 22:1 18:1p | turns=5,5');
    expect(t2().pinned('black', 18)).toBe(true);
    expect(t2().pinned('white', 7)).toBe(false);
    // a7 = B▾W1: the board point holds one Black checker under one White checker.
    expect(t2().checkers('white', 7)).toBe(1);
    expect(t2().checkers('black', 18)).toBe(1);
  });

  it('PL-3: no other state can arise: two pinned checkers, a pinned checker alone, or a pin under a shared point are refused (invalid-pin)', () => {
    for (const text of [
      'plakoto w | 24:13 9:1 8:1 | 24:13 22:1 18:1p', // pinned, but no White checker on a7
      'plakoto w | 24:13 7:1 1:1p | 24:13 18:1p 24:0', // both colours pinned
    ]) {
      const read = fromPositionString(text);
      expect(read.ok, text).toBe(false);
    }
    const twoUnder = fromPositionString('plakoto w | 24:13 9:1 7:1 | 24:12 22:1 18:2p');
    expect(!twoUnder.ok && twoUnder.error.code).toBeTruthy();
    // Two colours on a point without a pin: not a Plakoto state.
    const shared = positionFromSetup(setupOf({ white: { 24: 13, 9: 1, 7: 1 }, black: { 24: 13, 18: 1, 22: 1 } }));
    expect(!shared.ok && shared.error.code).toBe('invalid-pin');
  });

  it('PL-3: a checker that pins can never be pinned itself: no play ever leaves a point with both colours but no pin, or two pins', () => {
    for (const dice of ALL_ROLLS) {
      for (const play of legalPlays(t2(), dice)) {
        for (let a = 1; a <= 24; a++) {
          const white = play.position.checkers('white', a);
          const black = play.position.checkers('black', 25 - a);
          if (white > 0 && black > 0) {
            const pins = Number(play.position.pinned('white', a)) + Number(play.position.pinned('black', 25 - a));
            expect(pins, `${formatPlay(play)} a${a}`).toBe(1);
          }
        }
      }
    }
  });
});

describe('PL-4: where a checker may land', () => {
  it('PL-T2: White 2-1 → 9 plays; he may stack on his own pin (a7 = B▾W2)', () => {
    expect(notation(t2(), [2, 1])).toEqual(
      sorted(['7/4', '7/5 9/8', '7/5 24/23', '9/6', '9/7 24/23', '24/22 7/6', '24/22 9/8', '24/21', '24/22 24/23']),
    );
    const stacked = after(t2(), [2, 1], '9/7 24/23');
    expect(stacked.checkers('white', 7)).toBe(2);
    expect(stacked.pinned('black', 18)).toBe(true);
  });

  it('PL-T2: 9/6 may go via own 8 or via own 7 (White may use his own pin as an intermediate landing)', () => {
    const steps = legalSteps(t2(), [2, 1], []);
    expect(steps.ok && steps.value.filter((s) => s.from === 9).map((s) => s.to).sort()).toEqual([7, 8]);
    expect(after(t2(), [2, 1], '9/7/6').equals(after(t2(), [2, 1], '9/8/6'))).toBe(true);
  });

  it('PL-T2: Black 4-3 → 22/15, 24/17, 24/20 22/19, 24/20 24/21; 22/18 is illegal (X▾Y^1 is closed to X)', () => {
    expect(notation(t2('black'), [4, 3])).toEqual(sorted(['22/15', '24/17', '24/20 22/19', '24/20 24/21']));
    expect(applyPlay(t2('black'), [4, 3], '22/18 24/21').ok).toBe(false);
  });

  it('PL-4: two or more free opposing checkers close a point (Y^k, k ≥ 2); it may be jumped', () => {
    // Black holds a12 (White's own 12) with 2; White's runner on own 14 cannot land there, but jumps it.
    const p = plakoto({ white: { 24: 14, 14: 1 }, black: { 24: 13, 13: 2 } });
    expect(legalPlays(p, [2, 1]).some((play) => play.steps.some((s) => s.to === 12))).toBe(false);
    expect(notation(p, [3, 1])).toContain(norm('14/11 24/23')); // 14/11 jumps over a12
  });
});

describe('PL-5: pinning', () => {
  it('PL-T1: 3-1 → 10/7 24/23 (pins a7), 10/6 (pins on the way and releases), 24/21 10/9, 24/20, 24/21 24/23', () => {
    expect(notation(t1(), [3, 1])).toEqual(sorted(['10/7 24/23', '10/6', '24/21 10/9', '24/20', '24/21 24/23']));
    const pinning = after(t1(), [3, 1], '10/7 24/23');
    expect(pinning.pinned('black', 18)).toBe(true);
    expect(toPositionString(pinning)).toBe('plakoto b | 24:13 23:1 7:1 | 24:14 18:1p | turns=6,5');
  });

  it('PL-5: pinning is automatic: no step hits, the pinned checker stays on the board', () => {
    for (const play of legalPlays(t1(), [3, 1])) {
      expect(play.steps.every((s) => !s.hit)).toBe(true);
      expect(play.position.checkers('black', 18)).toBe(1);
      expect(play.position.bar('black')).toBe(0);
    }
  });
});

describe('PL-6: pinned checkers and their release', () => {
  it('PL-6: a pinned checker cannot move: the play is refused with the code checker-pinned, and legalSteps never offers it', () => {
    const moved = applyPlay(t2('black'), [4, 3], '18/14 22/19');
    expect(!moved.ok && moved.error.code).toBe('checker-pinned');
    for (const dice of ALL_ROLLS) {
      const steps = legalSteps(t2('black'), dice, []);
      expect(steps.ok && steps.value.every((s) => s.from !== 18)).toBe(true);
    }
  });

  it('PL-T2 / PL-6: the last pinner leaving sets the checker free (7/4, 7/5 …, 24/22 7/6); stacking keeps it pinned', () => {
    for (const freed of ['7/4', '7/5 9/8', '7/5 24/23', '24/22 7/6']) expect(playNamed(t2(), [2, 1], freed).position.pinned('black', 18), freed).toBe(false);
    for (const kept of ['9/6', '9/7 24/23', '24/22 9/8', '24/21', '24/22 24/23']) expect(playNamed(t2(), [2, 1], kept).position.pinned('black', 18), kept).toBe(true);
  });

  it('PL-T1 / PL-6: 10/6 (via 7 or 9) is one play that leaves Black\'s blot free; a freed blot may move again', () => {
    const through = after(t1(), [3, 1], '10/7/6');
    expect(through.equals(after(t1(), [3, 1], '10/9/6'))).toBe(true);
    expect(through.pinned('black', 18)).toBe(false);
    const freed = after(t2(), [2, 1], '7/4');
    expect(notation(freed, [6, 5])).toContain(norm('18/7'));
  });
});

describe('PL-7 / PL-8: no hitting, no bar; dice and sub-moves', () => {
  it('PL-7: a Plakoto setup with a checker on the bar is refused', () => {
    const result = positionFromSetup({ ...setupOf({ white: { 24: 14 }, black: { 24: 15 } }), white: { points: { 24: 14 }, bar: 1, off: 0 } });
    expect(result.ok).toBe(false);
  });

  it('PL-8 / G-9: both dice must be played when some sequence allows it; with either die playable but not both, the larger', () => {
    // PL-T1: every one of its five plays uses both dice, though 10/7 or 24/23 alone would be legal sub-moves.
    expect(legalPlays(t1(), [3, 1]).every((play) => play.steps.length === 2)).toBe(true);
    // White on own 13 and 9; Black closes White's own 11, 8 and 2 (his own 14, 17, 23). 5-2: 9/4 or 9/7,
    // and neither can be followed by the other die: only the 5 is legal.
    const p = plakoto({ white: { 13: 14, 9: 1 }, black: { 14: 2, 17: 2, 23: 2, 6: 9 } });
    expect(notation(p, [5, 2])).toEqual(['9/4']);
    expect(applyPlay(p, [5, 2], '9/7').ok).toBe(false);
  });

  it('PL-8 / G-10: with nothing playable the roll is lost (PL-T3 6-5: one empty play)', () => {
    const plays = legalPlays(t3(), [6, 5]);
    expect(plays).toHaveLength(1);
    expect(plays[0]!.steps).toEqual([]);
  });
});

describe('PL-9 / PL-10: bearing off', () => {
  it('PL-T3: with a checker pinned in his home White may not bear off: 6-5 is lost', () => {
    expect(notation(t3(), [6, 5])).toEqual(['']);
  });

  it('PL-T3 / TA-T2: with bearOffWhilePinned (preset tapaQjs) 6-5 bears off around the pinned checker: 6/off 5/off', () => {
    expect(notation(t3({ plakoto: { bearOffWhilePinned: true } }), [6, 5])).toEqual([norm('6/off 5/off')]);
    expect(notation(t3({ preset: 'tapaQjs' }), [6, 5])).toEqual([norm('6/off 5/off')]);
  });

  it('PL-T3: 2-1 → 6/4 6/5, 6/4 5/4, 4/2 6/5, 4/2 5/4; own 3 (his own pinned checker under one Black) and own 1 are closed', () => {
    expect(notation(t3(), [2, 1])).toEqual(sorted(['6/4 6/5', '6/4 5/4', '4/2 6/5', '4/2 5/4']));
    for (const bad of ['5/3 6/5', '4/3 6/4', '6/5/3', '6/4/3']) expect(applyPlay(t3(), [2, 1], bad).ok, bad).toBe(false);
  });

  it('PL-9: bearing off starts again once the opponent sets the checker free', () => {
    // Black moves his pinner off White's own 3 (Black's own 22): White's checker is free, and 6-5 bears off.
    const blackToMove = t3().withTurn('black');
    const freed = after(blackToMove, [6, 5], '22/11');
    expect(freed.pinned('white', 3)).toBe(false);
    expect(notation(freed, [6, 5])).toEqual([norm('6/off 5/off')]);
  });

  it('PL-9 reading: with bearOffWhilePinned a pinned checker still stands on its point for G-13: a higher die bears off no checker below it', () => {
    // White: own 5 pinned (under Black's own 20), two on own 2; a 6 cannot bear off from 2 while own 5 is occupied.
    const p = plakoto({ white: { 5: 1, 2: 2 }, whitePinned: [5], black: { 20: 1, 13: 14 }, options: { plakoto: { bearOffWhilePinned: true } } });
    expect(notation(p, [6, 6])).toEqual(['']);
    expect(notation(p, [2, 1])).toEqual(sorted(['2/off 2/1']));
  });

  it('PL-10: a point where the mover holds a pin counts as his; bearing off his last checker there sets the pinned checker free', () => {
    // White bears off from own 4, where he pins Black's straggler (Black's own 21).
    const p = plakoto({ white: { 4: 1, 2: 2 }, black: { 21: 1, 13: 14 }, blackPinned: [21] });
    expect(p.pinned('black', 21)).toBe(true);
    const bornOff = after(p, [4, 2], '4/off 2/off');
    expect(bornOff.pinned('black', 21)).toBe(false);
    // G-13: a 6 bears off from own 4, the highest occupied point (his pin counts as occupied).
    expect(notation(p, [6, 5])).toContain(norm('4/off 2/off'));
    expect(applyPlay(p, [6, 5], '2/off 2/off').ok).toBe(false);
  });

  it('PL-10 / G-14: the bearOff options apply (no over-shoot with higherDieRule false; no moves inside the home with allowMovesWithinHome false)', () => {
    const exact = plakoto({ white: { 3: 1 }, black: { 13: 15 }, options: { bearOff: { higherDieRule: false } } });
    expect(notation(exact, [6, 5])).toEqual(['']);
    const inside = plakoto({ white: { 5: 1, 1: 1 }, black: { 13: 15 }, options: { bearOff: { allowMovesWithinHome: false } } });
    expect(notation(inside, [4, 1])).toEqual([norm('1/off')]);
  });
});

describe('PL-11 .. PL-16: the mother', () => {
  it('PL-11: the mother is a checker on her owner\'s own 24; a mother is pinned when own 24 holds his pinned checker', () => {
    const decided = after(t4(), [2, 1], '3/1');
    expect(decided.pinned('black', 24)).toBe(true);
    expect(decided.absolutePoint('black', 24)).toBe(1);
  });

  it('PL-T4 / PL-12 / PL-16: 2-1 → 3/1 † (White wins 2 at once, the 1 void), 13/11 3/2, 13/10', () => {
    expect(notation(t4(), [2, 1])).toEqual(sorted(['3/1', '13/11 3/2', '13/10']));
    const win = playNamed(t4(), [2, 1], '3/1');
    expect(win.steps).toHaveLength(1);
    expect(win.position.decision()).toBe('white');
    expect(win.position.isOver()).toBe(true);
    expect(outcome(win.position)).toEqual({ winner: 'white', kind: 'mother-pin', multiplier: 2 });
    for (const other of ['13/11 3/2', '13/10']) expect(playNamed(t4(), [2, 1], other).position.decision()).toBeNull();
  });

  it('PL-12: plakoto.motherPinPoints 3 scores the mother pin 3', () => {
    const win = playNamed(t4({ plakoto: { motherPinPoints: 3 } }), [2, 1], '3/1');
    expect(outcome(win.position)).toEqual({ winner: 'white', kind: 'mother-pin', multiplier: 3 });
  });

  it('PL-16: a player is never obliged to make the decisive pin; nothing is played on a decided position', () => {
    expect(legalPlays(t4(), [2, 1]).filter((play) => play.position.decision() === null).length).toBe(2);
    const win = playNamed(t4(), [2, 1], '3/1');
    expect(legalPlays(win.position, [6, 5])).toEqual([]);
  });

  it('PL-T5 / PL-13 / PL-15 everySubMove: n = 6; the pin alone does not end the game, leaving own 24 does (3/1 24/23 †)', () => {
    expect(notation(t5(), [2, 1])).toEqual(sorted(T5_PLAYS));
    const win = playNamed(t5(), [2, 1], '3/1 24/23');
    expect(win.position.decision()).toBe('white');
    expect(outcome(win.position)?.kind).toBe('mother-pin');
    // PL-13: pinned with White still on own 24, the game goes on.
    const held = plakoto({ white: { 24: 1, 13: 13, 1: 1 }, black: { 24: 1, 13: 14 }, blackPinned: [24] });
    expect(held.decision()).toBeNull();
    expect(held.isOver()).toBe(false);
  });

  it("PL-T5 / PL-15 'atPinOnly': the same play ends the game (it can be played 24/23 3/1, pinning with own 24 empty)", () => {
    const options = { plakoto: { motherCheck: 'atPinOnly' } } as const;
    expect(notation(t5(options), [2, 1])).toEqual(sorted(T5_PLAYS));
    expect(playNamed(t5(options), [2, 1], '3/1 24/23').position.decision()).toBe('white');
    // Either order given by the caller is that play.
    expect(after(t5(options), [2, 1], '3/1 24/23').decision()).toBe('white');
    expect(after(t5(options), [2, 1], '24/23 3/1').decision()).toBe('white');
  });

  it("PL-15 'atPinOnly': a pin the exception let stand never decides later; under 'everySubMove' it does, once the pinner leaves his 24", () => {
    const held = (motherCheck: 'everySubMove' | 'atPinOnly'): Position =>
      plakoto({ white: { 24: 1, 13: 13, 1: 1 }, black: { 24: 1, 13: 14 }, blackPinned: [24], options: { plakoto: { motherCheck } } });
    expect(notation(held('atPinOnly'), [2, 1])).toEqual(sorted(['24/21', '13/11 24/23', '13/10']));
    expect(legalPlays(held('atPinOnly'), [2, 1]).every((play) => play.position.decision() === null)).toBe(true);
    // 'everySubMove': leaving own 24 decides at once, the other die void (PL-16).
    expect(notation(held('everySubMove'), [2, 1])).toEqual(sorted(['24/23', '24/22', '13/11 24/23', '13/10']));
    const decided = legalPlays(held('everySubMove'), [2, 1]).filter((play) => play.position.decision() === 'white');
    expect(decided.map((play) => norm(formatPlay(play))).sort()).toEqual(sorted(['24/23', '24/22', '13/11 24/23']));
  });

  it("PL-15 'atPinOnly' / PL-16: only the sub-move that pins decides: 7/1 first (own 24 still held) lets 24/12 7/1(2) go on; 24/18 first makes 7/1 decide", () => {
    // White 24:1 7:13 9:1; Black's mother alone on his 24 (White's 1-point), 14 on his 2-point; 6-6.
    const p = plakoto({ white: { 24: 1, 9: 1, 7: 13 }, black: { 24: 1, 2: 14 }, options: { plakoto: { motherCheck: 'atPinOnly' } } });
    const decided = (text: string) => playNamed(p, [6, 6], text).position.decision();
    expect(decided('24/12 7/1(2)')).toBeNull(); // the pin came while the exception applied (PL-13)
    expect(decided('24/18 7/1(3)')).toBeNull();
    expect(decided('24/18 7/1')).toBe('white'); // 24/18 then 7/1: the pin with own 24 empty ends it, the rest void
    expect(decided('24/6 7/1')).toBe('white');
    expect(notation(p, [6, 6])).not.toContain(norm('24/18 7/1(2)')); // an undecided three-step play would have to go on
    expect(notation(p, [6, 6]).length).toBe(11);
  });

  it("PL-15 'atPinOnly' / G-9.5: steps entered one by one are judged by the play they lead to, not by the order typed", () => {
    // White 24:1 7:2 4:12; Black's mother alone on his 24 (White's 1-point), 14 on his 6; 3-3.
    const p = plakoto({ white: { 24: 1, 7: 2, 4: 12 }, black: { 24: 1, 6: 14 }, options: { plakoto: { motherCheck: 'atPinOnly' } } });
    // Typed in this order, 4/1 would pin with own 24 empty and end the game (PL-16) ...
    const typed = [{ from: 24, to: 21 }, { from: 21, to: 18 }, { from: 4, to: 1 }] as const;
    const offered = legalSteps(p, [3, 3], typed);
    if (!offered.ok) throw new Error(offered.error.message);
    // ... but pinning first reaches the same checkers undecided (24/18 4/1(2)), a legal play, so the turn goes on.
    expect(offered.value.some((step) => step.from === 4 && step.to === 1)).toBe(true);
    expect(playNamed(p, [3, 3], '24/18 4/1(2)').position.decision()).toBeNull();
    expect(playNamed(p, [3, 3], '24/18 7/1').position.decision()).toBe('white'); // only the deciding order reaches this board
  });

  it('PL-T6 / PL-14: Black 4-1 → 2/1 † draw, 13/9 2/1 † draw, 13/8, 13/9 13/12', () => {
    expect(notation(t6(), [4, 1])).toEqual(sorted(['2/1', '13/9 2/1', '13/8', '13/9 13/12']));
    for (const drawn of ['2/1', '13/9 2/1']) {
      const play = playNamed(t6(), [4, 1], drawn);
      expect(play.position.decision()).toBe('draw');
      expect(play.position.isOver()).toBe(true);
      expect(play.position.winner()).toBeNull();
      expect(outcome(play.position)).toBeNull();
    }
    // PL-14 holds under every setting of PL-15 and under 'noException'.
    expect(playNamed(t6({ plakoto: { motherCheck: 'atPinOnly' } }), [4, 1], '2/1').position.decision()).toBe('draw');
  });

  it('PL-T6 / PL-17: under motherRule off the same pins end nothing', () => {
    const p = t6({ plakoto: { motherRule: 'off' } });
    const both = playNamed(p, [4, 1], '13/9 2/1');
    expect(both.position.decision()).toBeNull();
    expect(both.position.pinned('white', 24)).toBe(true);
    expect(both.position.pinned('black', 24)).toBe(true);
  });
});

describe('PL-17: mother rule variants', () => {
  it("PL-T5 'noException': n = 7: 3/1 † alone, 24/23 3/1 †, and the five plays that pin nothing", () => {
    for (const motherCheck of ['everySubMove', 'atPinOnly'] as const) {
      const p = t5({ plakoto: { motherRule: 'noException', motherCheck } });
      expect(notation(p, [2, 1])).toEqual(sorted(['3/1', ...T5_PLAYS]));
      expect(playNamed(p, [2, 1], '3/1').position.decision()).toBe('white');
      expect(playNamed(p, [2, 1], '3/1 24/23').position.decision()).toBe('white');
    }
  });

  it("TA-T3 / PL-17 'off' (tapaQjs): PL-T4's 3/1 uses one die only and nothing ends the game: n = 2", () => {
    expect(notation(t4({ plakoto: { motherRule: 'off' } }), [2, 1])).toEqual(sorted(['13/11 3/2', '13/10']));
    expect(notation(t4({ preset: 'tapaQjs' }), [2, 1])).toEqual(sorted(['13/11 3/2', '13/10']));
  });

  it("TA-T4 / PL-17 'off': PL-T5 gives the same six plays, and 3/1 24/23 leaves Black's mother simply pinned", () => {
    const p = t5({ preset: 'tapaQjs' });
    expect(notation(p, [2, 1])).toEqual(sorted(T5_PLAYS));
    const pin = playNamed(p, [2, 1], '3/1 24/23');
    expect(pin.position.decision()).toBeNull();
    expect(pin.position.pinned('black', 24)).toBe(true);
  });

  it('PL-17: a Setup.decided that does not fit the board under the options is refused (invalid-decision)', () => {
    const board = { white: { 13: 14, 1: 1 }, black: { 24: 1, 13: 14 }, blackPinned: [24] } as const;
    const undecided = positionFromSetup(setupOf({ ...board, turn: 'black' }));
    expect(!undecided.ok && undecided.error.code).toBe('invalid-decision');
    expect(positionFromSetup({ ...setupOf({ ...board, turn: 'black' }), decided: 'white' }).ok).toBe(true);
    expect(positionFromSetup({ ...setupOf({ ...board, turn: 'black' }), decided: 'black' }).ok).toBe(false);
    // With the mother rule off, the same board is a game going on.
    expect(positionFromSetup(setupOf({ ...board, turn: 'black', options: { plakoto: { motherRule: 'off' } } })).ok).toBe(true);
  });
});

describe('PL-18: scoring', () => {
  it('PL-T7: 6-5 → 6/off 2/off † (2: Black has borne off none) or 6/1 2/off; 1 if Black had borne off one', () => {
    expect(notation(t7(), [6, 5])).toEqual(sorted(['6/off 2/off', '6/1 2/off']));
    expect(outcome(playNamed(t7(), [6, 5], '6/off 2/off').position)).toEqual({ winner: 'white', kind: 'mars', multiplier: 2 });
    expect(outcome(playNamed(t7(undefined, 1), [6, 5], '6/off 2/off').position)).toEqual({ winner: 'white', kind: 'oin', multiplier: 1 });
  });

  it('PL-18: no triple by default: the levels of plakoto and tapa are 1, 2 and the mother pin; tapaQjs has the triple and no mother pin', () => {
    const pin = { kind: 'mother-pin', multiplier: 2 };
    for (const preset of ['plakoto', 'tapa']) expect(outcomeLevels('plakoto', { preset })).toEqual([{ kind: 'oin', multiplier: 1 }, { kind: 'mars', multiplier: 2 }, pin]);
    expect(outcomeLevels('plakoto', { preset: 'tapaQjs' })).toEqual([
      { kind: 'oin', multiplier: 1 },
      { kind: 'mars', multiplier: 2 },
      { kind: 'koks', multiplier: 3 },
    ]);
  });

  it("TA-T5 / PL-18: Black none off with a checker on his own 22 (a3, White's home) → 3 under tapaQjs, 2 under tapa and plakoto", () => {
    const win = (options: OptionsInput) =>
      outcome(playNamed(plakoto({ white: { 2: 1 }, black: { 22: 1, 13: 14 }, options }), [2, 1], '2/off').position);
    expect(win({ preset: 'tapaQjs' })).toEqual({ winner: 'white', kind: 'koks', multiplier: 3 });
    expect(win({ preset: 'tapa' })).toEqual({ winner: 'white', kind: 'mars', multiplier: 2 });
    expect(win({ preset: 'plakoto' })).toEqual({ winner: 'white', kind: 'mars', multiplier: 2 });
    expect(win({ tavli: { backgammon: true } })?.kind).toBe('koks');
    // The winner's home is the loser's own 19..24: own 18 is outside it.
    const outside = plakoto({ white: { 2: 1 }, black: { 18: 1, 13: 14 }, options: { preset: 'tapaQjs' } });
    expect(outcome(playNamed(outside, [2, 1], '2/off').position)?.kind).toBe('mars');
  });

  it("PL-18 with tavli.gammonRule 'checkerInStartQuarter': a double needs a loser's checker on his own 19..24", () => {
    const win = (black: Points, blackOff: number) =>
      outcome(playNamed(plakoto({ white: { 2: 1 }, black, blackOff, options: { tavli: { gammonRule: 'checkerInStartQuarter' } } }), [2, 1], '2/off').position);
    expect(win({ 19: 1, 3: 13 }, 1)?.kind).toBe('mars');
    expect(win({ 18: 1, 3: 14 }, 0)?.kind).toBe('oin');
  });
});

/**
 * A match state with `setup` as the position and its player on turn to roll: a fresh match's
 * state after the roll-off, with the position swapped (the reducer checks such a state in full).
 */
function rollingAt(setup: Setup, config: { preset?: string; options?: OptionsInput } = {}): GameState {
  const made = newMatch({ variant: 'plakoto', ...config });
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

describe('PL-12 / PL-14 / PL-16 through the turn layer and the reducer', () => {
  it('PL-16 turn layer: advanceTurn with the decisive 3/1 ends the turn with nobody to roll', () => {
    const turn = beginTurn(t4(), [2, 1]);
    if (!turn.ok) throw new Error(turn.error.message);
    expect(turn.value.plays).toHaveLength(3);
    const done = advanceTurn(turn.value, '3/1');
    if (!done.ok) throw new Error(done.error.message);
    expect(done.value.done).toBe(true);
    expect(done.value.nextToRoll).toBeNull();
    expect(done.value.position.decision()).toBe('white');
    // An ordinary play hands the roll to Black.
    const ordinary = advanceTurn(turn.value, '13/10');
    expect(ordinary.ok && ordinary.value.nextToRoll).toBe('black');
  });

  it("PL-12 reducer: the mother pin ends the game as 'board-rule' with the kind 'mother-pin', 2 points (3 with motherPinPoints 3)", () => {
    for (const [options, points] of [
      [{}, 2],
      [{ plakoto: { motherPinPoints: 3 } }, 3],
    ] as const) {
      const state = act(rollingAt(setupOf({ white: { 13: 14, 3: 1 }, black: { 24: 1, 13: 14 } }), { options }), { type: 'roll', dice: [2, 1] }, { type: 'play', play: '3/1' });
      expect(state.phase).toBe('game-over');
      const result = state.game.result!;
      expect(result.end).toBe('board-rule');
      expect(result.winner).toBe('white');
      expect(result.kind).toBe('mother-pin');
      expect(result.points).toEqual({ white: points, black: 0 });
      expect(state.match.score).toEqual({ white: points, black: 0 });
    }
  });

  it('PL-14 reducer: a play pinning the second mother ends the game drawn 0-0', () => {
    const state = act(rollingAt(setupOf({ turn: 'black', white: { 24: 1, 6: 13, 1: 1 }, black: { 24: 1, 13: 13, 2: 1 }, blackPinned: [24] })), { type: 'roll', dice: [4, 1] }, { type: 'play', play: '2/1' });
    expect(state.phase).toBe('game-over');
    expect(state.game.result?.end).toBe('draw');
    expect(state.game.result?.winner).toBeNull();
    expect(state.game.result?.points).toEqual({ white: 0, black: 0 });
  });

  it('PL-12 / SC-8: a win by the mother pin is not a resignation level: legalActions offer resignations at 1 and 2 only', () => {
    const state = act(rollingAt(setupOf({ white: { 13: 14, 3: 1 }, black: { 24: 1, 13: 14 } })), { type: 'roll', dice: [2, 1] });
    const levels = legalActions(state)
      .filter((a) => a.type === 'resign')
      .map((a) => (a as { level: string }).level);
    expect(levels).not.toContain('mother-pin');
  });
});

describe('PL-19: mutual deadlock', () => {
  // Both mothers pinned under fourteen checkers each (PL-24's story): with the mother rule off,
  // neither player can ever move: the pinned mother cannot, and the fourteen may not bear off.
  const board = { white: { 24: 1, 1: 14 }, whitePinned: [24], black: { 24: 1, 1: 14 }, blackPinned: [24] };
  const deadlock = (): Setup => setupOf({ ...board, options: { plakoto: { motherRule: 'off' } } });

  it('PL-19: neither player has a sub-move for any die value', () => {
    const p = positionFromSetup(deadlock());
    if (!p.ok) throw new Error(p.error.message);
    expect(canMoveSomeDie(p.value)).toBe(false);
    expect(canMoveSomeDie(p.value.withTurn('black'))).toBe(false);
  });

  // One move before it: White's fifteenth checker on his 2, which only a 1 moves (to his 1).
  const beforeDeadlock = (): Setup =>
    setupOf({ white: { 24: 1, 2: 1, 1: 13 }, whitePinned: [24], black: { 24: 1, 1: 14 }, blackPinned: [24], options: { plakoto: { motherRule: 'off' } } });

  it('PL-19 / PL-24: under tapaQjs the reducer draws the game 0-0 before the next roll', () => {
    const played = act(act(rollingAt(beforeDeadlock(), { preset: 'tapaQjs' }), { type: 'roll', dice: [2, 1] }), { type: 'play', play: '2/1' });
    expect(played.phase).toBe('game-over');
    expect(played.game.result?.end).toBe('draw');
    expect(played.game.result?.points).toEqual({ white: 0, black: 0 });
  });

  it('PL-19: with tavli.deadlockDraw false the game goes on (Black rolls next)', () => {
    const options = { plakoto: { motherRule: 'off' }, tavli: { deadlockDraw: false } } as const;
    const played = act(act(rollingAt(beforeDeadlock(), { options }), { type: 'roll', dice: [2, 1] }), { type: 'play', play: '2/1' });
    expect(played.phase).toBe('roll');
    expect(played.toAct).toBe('black');
    // Off, a deadlocked board may also wait for a roll, and a game may start from one.
    expect(rollingAt(deadlock(), { options }).phase).toBe('roll');
    expect(newMatch({ variant: 'plakoto', options, startFrom: setupOf(board) }).ok).toBe(true);
  });

  it('PL-19: under the rule no game waits for a roll on a deadlocked board: such a saved state, or a startFrom, is refused', () => {
    expect(() => rollingAt(deadlock(), { preset: 'tapaQjs' })).toThrow(/PL-19/);
    const started = newMatch({ variant: 'plakoto', preset: 'tapaQjs', startFrom: setupOf(board) });
    expect(!started.ok && started.error).toMatchObject({ code: 'invalid-config', message: expect.stringContaining('PL-19') as unknown });
  });

  it('PL-19 is not PL-14: under the mother rule the same board is already a draw (both mothers pinned)', () => {
    const board = { ...deadlock(), options: {} };
    expect(positionFromSetup(board).ok).toBe(false);
    const drawn = positionFromSetup({ ...board, decided: 'draw' });
    expect(drawn.ok && drawn.value.decision()).toBe('draw');
  });
});

describe('PL-20 .. PL-24: opening, cube, presets', () => {
  const settings = (preset?: string) => {
    const made = newMatch({ variant: 'plakoto', ...(preset === undefined ? {} : { preset }) });
    if (!made.ok) throw new Error(made.error.message);
    return made.value.settings;
  };

  it('PL-20 / PL-21: every preset: winner rerolls, previous winner starts the next game, no cube, a match to 5', () => {
    for (const preset of [undefined, 'plakoto', 'tapa', 'tapaQjs']) {
      const s = settings(preset);
      expect(s.preset).toBe(preset ?? 'plakoto');
      expect(s.opening.firstMove).toBe('winnerRerolls');
      expect(s.match.nextGameStarter).toBe('previousWinner');
      expect(s.cube.enabled).toBe(false);
      expect(s.match.length).toBe(5);
    }
    expect(Object.keys(plakotoVariant.presets)).toEqual(['plakoto', 'tapa', 'tapaQjs']);
  });

  it('PL-20: after White wins game 1, White rolls first in game 2 (no roll-off)', () => {
    const made = newMatch({ variant: 'plakoto' });
    if (!made.ok) throw new Error(made.error.message);
    const second = act(loseGame(made.value, 'black'), { type: 'next-game' });
    expect(second.phase).toBe('roll');
    expect(second.toAct).toBe('white');
  });

  it('PL-21: no cube: legalActions never offer a double', () => {
    const made = newMatch({ variant: 'plakoto' });
    if (!made.ok) throw new Error(made.error.message);
    const rolling = act(made.value, opening('white'));
    expect(legalActions(rolling).some((a) => a.type === 'double')).toBe(false);
  });

  it('PL-22 / PL-23 / TA-T1: tapa is plakoto with every rule at its default: PL-T0 … PL-T7 give the same plays', () => {
    const resolve = (input: OptionsInput | undefined) => {
      const r = plakotoVariant.resolveOptions(input);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(resolve({ preset: 'tapa' })).toEqual(resolve(undefined));
    const cases: [(o?: OptionsInput) => Position, Dice][] = [
      [start, [6, 6]],
      [start, [6, 5]],
      [t1, [3, 1]],
      [(o) => t2('white', o), [2, 1]],
      [(o) => t2('black', o), [4, 3]],
      [t3, [6, 5]],
      [t3, [2, 1]],
      [t4, [2, 1]],
      [t5, [2, 1]],
      [t6, [4, 1]],
      [t7, [6, 5]],
    ];
    for (const [position, dice] of cases) {
      const plays = (o?: OptionsInput) => legalPlays(position(o), dice).map((play) => `${norm(formatPlay(play))} ${play.position.decision() ?? ''}`).sort();
      expect(plays({ preset: 'tapa' })).toEqual(plays());
    }
  });

  it('PL-24: tapaQjs is motherRule off, bearOffWhilePinned, tavli.backgammon and deadlockDraw', () => {
    const resolved = plakotoVariant.resolveOptions({ preset: 'tapaQjs' });
    if (!resolved.ok) throw new Error(resolved.error.message);
    expect(resolved.value.plakoto).toEqual({ motherRule: 'off', motherCheck: 'everySubMove', motherPinPoints: 2, bearOffWhilePinned: true });
    expect(resolved.value.tavli).toEqual({ backgammon: true, gammonRule: 'noneBorneOff', deadlockDraw: true });
    const defaults = plakotoVariant.resolveOptions(undefined);
    expect(defaults.ok && defaults.value.plakoto).toEqual({ motherRule: 'standard', motherCheck: 'everySubMove', motherPinPoints: 2, bearOffWhilePinned: false });
  });

  it('options: unknown values and sections of other variants are refused with clear codes', () => {
    const bad = positionFromSetup({ ...setupOf({ white: { 24: 15 }, black: { 24: 15 } }), options: { plakoto: { motherRule: 'sometimes' as never } } });
    expect(!bad.ok && bad.error.code).toBe('invalid-option');
    const foreign = positionFromSetup({ ...setupOf({ white: { 24: 15 }, black: { 24: 15 } }), options: { fevga: { primeRule: 'none' } } });
    expect(!foreign.ok && foreign.error.code).toBe('option-not-for-variant');
  });
});

describe('Plakoto notation', () => {
  it('position strings: pins as 18:1p, a decided game as decided=white; the code pl reads as plakoto; options other than the defaults in the extras', () => {
    expect(toPositionString(start())).toBe('plakoto w | 24:15 | 24:15');
    expect(toPositionString(start({ preset: 'tapaQjs' }))).toBe(
      'plakoto w | 24:15 | 24:15 | tavli.backgammon=true plakoto.motherRule=off plakoto.bearOffWhilePinned=true',
    );
    const won = playNamed(t4(), [2, 1], '3/1').position;
    expect(toPositionString(won)).toBe('plakoto b | 13:14 1:1 | 24:1p 13:14 | turns=6,5 decided=white');
    const read = fromPositionString('pl b | 13:14 1:1 | 24:1p 13:14 | turns=6,5 decided=white');
    expect(read.ok && read.value.equals(won)).toBe(true);
    const back = fromPositionString(toPositionString(t2()));
    expect(back.ok && back.value.equals(t2())).toBe(true);
  });

  it('JSON: a position with pins and a decided position come back unchanged', () => {
    for (const p of [t2(), t3({ preset: 'tapaQjs' }), playNamed(t4(), [2, 1], '3/1').position, playNamed(t6(), [4, 1], '2/1').position]) {
      const back = positionFromJSON(positionToJSON(p));
      expect(back.ok && back.value.equals(p)).toBe(true);
    }
  });

  it('records: a Tapa game that pins replays to the same state', () => {
    const config = { variant: 'plakoto', preset: 'tapa', match: { length: 1 } } as const;
    // White 6-5 24/13; Black 1-1 runs a checker to own 20 (a5); White 6-2 pins it with 13/5.
    const actions = [opening('white'), { type: 'roll', dice: [6, 5] }, { type: 'play', play: '24/13' }, { type: 'roll', dice: [1, 1] }, { type: 'play', play: '24/20' }, { type: 'roll', dice: [6, 2] }, { type: 'play', play: '13/7/5' }] as const;
    const state = replay(config, actions);
    if (!state.ok) throw new Error(state.error.message);
    expect(state.value.position.black.pinned).toEqual([20]);
    const record = toRecord({ config, actions: [...actions] });
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value).toContain('[Variant "plakoto"]');
    expect(record.value).toContain('[Preset "tapa"]');
    const read = fromRecord(record.value);
    expect(read.ok && JSON.stringify(read.value.state)).toBe(JSON.stringify(state.value));
  });
});
