import { startOf } from './helpers.js';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  advanceTurn,
  apply,
  beginTurn,
  currentTurn,
  formatPlay,
  legalActions,
  legalPlays,
  newGame,
  positionFromSetup,
  positionToSetup,
  startPosition,
  type Dice,
  type OptionsInput,
  type Play,
  type Player,
  type Position,
  type Turn,
} from '../../src/index.js';
import { getVariant } from '../../src/variants/index.js';

/**
 * Crazy gulbar (docs/rules/crazy-gulbar.md), one block per rule ID (CG-0..CG-12), with §11 items 11 and 12,
 * every option value of §10's `crazyGulbar` section and the Bulgarian preset. Positions are
 * written in each player's own numbering (G-2): own 24 is the head, own 1 the last point. As in
 * long nard (G-3), Black's own point b stands on White's own point ((b + 11) mod 24) + 1, so
 * White's own 12 is Black's head and Black's own 9, 10, 11 are White's own 21, 22, 23.
 *
 * A turn is played through the turn layer (`beginTurn` / `advanceTurn`): a cascade is several
 * stages, each one decision (CG-4).
 */

type Points = Readonly<Record<number, number>>;

interface Spec {
  readonly white: Points;
  readonly black: Points;
  /** Borne off; by default whatever the points leave of 15. */
  readonly whiteOff?: number;
  readonly blackOff?: number;
  readonly turn?: Player;
  /** Mid-game by default, so that CG-3 and LN-12's first turn stay out of the way. */
  readonly turnsPlayed?: { readonly white: number; readonly black: number };
  readonly options?: OptionsInput;
}

const MID_GAME = { white: 5, black: 5 };
const sum = (points: Points): number => Object.values(points).reduce((a, b) => a + b, 0);

function gulbar(spec: Spec): Position {
  const result = positionFromSetup({
    variant: 'crazy-gulbar',
    turn: spec.turn ?? 'white',
    white: { points: spec.white, off: spec.whiteOff ?? 15 - sum(spec.white) },
    black: { points: spec.black, off: spec.blackOff ?? 15 - sum(spec.black) },
    turnsPlayed: spec.turnsPlayed ?? MID_GAME,
    ...(spec.options === undefined ? {} : { options: spec.options }),
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const start = (options?: OptionsInput): Position => startOf('crazy-gulbar', options);

function begin(position: Position, dice: Dice): Turn {
  const result = beginTurn(position, dice);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Plays the current stage by notation (or the given Play). */
function play(turn: Turn, chosen: string | Play): Turn {
  const result = advanceTurn(turn, chosen);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** Plays the first listed play of every stage to the end of the turn. */
function playOut(turn: Turn): Turn {
  let t = turn;
  while (!t.done) t = play(t, t.plays[0]!);
  return t;
}

/** The current stage as "white 5555" ("black* 55" when transferred, CG-5). */
function stageName(turn: Turn): string {
  const s = turn.stage!;
  return `${s.player}${s.transferred ? '*' : ''} ${s.subMoves.join('')}`;
}

/** The stages a finished turn went through, with the play of each: "white 4444: 16/8(2)". */
function history(turn: Turn): string[] {
  return turn.played.map(
    ({ stage, play: p }) => `${stage.player}${stage.transferred ? '*' : ''} ${stage.subMoves.join('')}: ${formatPlay(p)}`,
  );
}

const names = (turn: Turn): string[] => turn.plays.map(formatPlay);

/** Checkers a player has left on the head (own 24). */
const onHead = (p: Position, player: Player): number => p.checkers(player, 24);

describe('CG-0 / CG-1 identity and base rules: long nard with a cascade', () => {
  it('CG-0: crazy gulbar is its own variant, registered and playable', () => {
    expect(getVariant('crazy-gulbar')?.id).toBe('crazy-gulbar');
    const p = start();
    expect(p.variant).toBe('crazy-gulbar');
  });

  it('CG-1 / LN-1: the long-nard setup, White to move', () => {
    const p = start();
    expect(p.checkers('white', 24)).toBe(15);
    expect(p.checkers('black', 24)).toBe(15);
    expect(p.absolutePoint('white', 24)).toBe(24);
    expect(p.absolutePoint('black', 24)).toBe(12);
    expect(p.turnsPlayed).toEqual({ white: 0, black: 0 });
  });

  it('CG-1 / LN-4: a point with one opposing checker is closed, nothing is hit', () => {
    // Black's lone checker on his own 9 stands on White's own 21.
    const p = gulbar({ white: { 24: 14, 22: 1 }, black: { 9: 1, 1: 14 } });
    const plays = legalPlays(p, [3, 1]);
    for (const x of plays) for (const s of x.steps) expect(s.to).not.toBe(21);
    expect(plays.map(formatPlay)).not.toContain('24/21');
  });

  it('CG-1 / LN-11: a non-double takes at most one checker from the head', () => {
    const p = gulbar({ white: { 24: 15 }, black: { 14: 15 } });
    for (const x of legalPlays(p, [6, 5])) expect(x.steps.filter((s) => s.from === 24).length).toBeLessThanOrEqual(1);
    expect(legalPlays(p, [6, 5]).map(formatPlay)).toEqual(['24/13']);
  });

  it('CG-1 / LN-13: the six-block rule holds (no block with every opposing checker behind it)', () => {
    // White holds own 20..16 and could close own 15 (Black's own 3) with the 4 from 19: every
    // Black checker (own 9..11) is behind the block, so that play is not legal.
    const p = gulbar({ white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 } });
    const plays = legalPlays(p, [4, 1]);
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.map(formatPlay)).not.toContain('19/15 16/15');
    for (const x of plays) expect(x.position.checkers('white', 15) > 0 && x.position.checkers('white', 20) > 0).toBe(false);
  });

  it('CG-1: the longNard section applies; a bearOff section is refused (CG-8 replaces it)', () => {
    expect(start({ longNard: { firstTurnHeadException: 'anyBlockage' } }).options.longNard?.firstTurnHeadException).toBe('anyBlockage');
    const bad = (options: unknown): string | undefined => {
      const r = startPosition('crazy-gulbar', options as OptionsInput);
      return r.ok ? undefined : r.error.code;
    };
    expect(bad({ bearOff: { higherDieRule: false } })).toBe('option-not-for-variant');
    expect(bad({ shortTavla: { koks: true } })).toBe('option-not-for-variant');
    expect(bad({ sixOne: { doubles: 4 } })).toBe('option-not-for-variant');
    expect(bad({ crazyGulbar: { movesPerStage: 3 } })).toBe('invalid-option');
    expect(bad({ crazyGulbar: { cascadeFromTurn: 0 } })).toBe('invalid-option');
    expect(bad({ crazyGulbar: { cascadeFromTurn: 1.5 } })).toBe('invalid-option');
    expect(bad({ crazyGulbar: { remainder: 'bank' } })).toBe('invalid-option');
    expect(bad({ crazyGulbar: { bearOff: 'highest' } })).toBe('invalid-option');
    expect(bad({ crazyGulbar: { cascade: true } })).toBe('unknown-option');
    expect(bad({ preset: 'russian' })).toBe('unknown-preset');
  });

  it('§10 / §13.6: the defaults of the crazyGulbar section', () => {
    expect(start().options.crazyGulbar).toEqual({
      movesPerStage: 4,
      cascadeFromTurn: 1,
      firstTurnExceptionStages: 'initialOnly',
      remainder: 'opponent',
      transferIfNothingPlayed: true,
      transferNonDoubles: false,
      bearOff: 'exactOnly',
      cascadeDuringBearOff: true,
    });
    expect(start({ preset: 'standard' }).options).toEqual(start().options);
  });
});

describe('CG-2 the cascade', () => {
  // Black is behind White (own 9..11 = White's own 21..23), so White's checkers run freely.
  const open = gulbar({ white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 } });

  it('CG-2: 4-4 gives four 4s, then four 5s, then four 6s, all played by the roller', () => {
    let t = begin(open, [4, 4]);
    const stages: string[] = [];
    while (!t.done) {
      stages.push(stageName(t));
      expect(t.position.turn).toBe('white');
      t = play(t, t.plays[0]!);
    }
    expect(stages).toEqual(['white 4444', 'white 5555', 'white 6666']);
    expect(t.played.every((s) => s.play.steps.length === 4)).toBe(true);
  });

  it('CG-2 / §11.11: 6-6 gives one stage only', () => {
    const t = begin(open, [6, 6]);
    expect(stageName(t)).toBe('white 6666');
    expect(t.upcoming).toEqual([]);
    const done = play(t, t.plays[0]!);
    expect(done.done).toBe(true);
    expect(done.played).toHaveLength(1);
    expect(done.nextToRoll).toBe('black');
  });

  it('CG-2 / §11.11: 1-1 gives six stages, 24 sub-moves', () => {
    const t = begin(open, [1, 1]);
    expect(stageName(t)).toBe('white 1111');
    expect(t.upcoming.map((s) => s.subMoves.join(''))).toEqual(['2222', '3333', '4444', '5555', '6666']);
    const done = playOut(t);
    expect(done.played.map((s) => s.stage.subMoves[0])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(done.played.every((s) => s.stage.player === 'white' && !s.stage.transferred)).toBe(true);
    const steps = done.played.flatMap((s) => s.play.steps);
    expect(steps).toHaveLength(24);
    // Pips moved = dice used: 4 x (1 + 2 + ... + 6) = 84.
    expect(open.pipCount('white') - done.position.pipCount('white')).toBe(84);
    expect(done.nextToRoll).toBe('black');
    expect(done.position.turnsPlayed).toEqual({ white: 6, black: 5 });
  });

  it("CG-2 movesPerStage 2 (CONFLICT-8): 4-4 gives 4, 4, 5, 5, 6, 6", () => {
    const p = gulbar({ white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 }, options: { crazyGulbar: { movesPerStage: 2 } } });
    const done = playOut(begin(p, [4, 4]));
    expect(done.played.map((s) => s.stage.subMoves.join(''))).toEqual(['44', '55', '66']);
    expect(done.played.map((s) => s.stage.dice)).toEqual([
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
    expect(p.pipCount('white') - done.position.pipCount('white')).toBe(30);
  });

  it('CG-2: a mixed roll is one stage of its two dice', () => {
    const t = begin(open, [6, 1]);
    expect(stageName(t)).toBe('white 61');
    expect(t.upcoming).toEqual([]);
    expect(play(t, t.plays[0]!).done).toBe(true);
  });

  it('CG-2: every stage is offered with its dice as a double of its value', () => {
    const t = begin(open, [3, 3]);
    expect(t.stage!.dice).toEqual([3, 3]);
    expect(t.upcoming.map((s) => s.dice)).toEqual([
      [4, 4],
      [5, 5],
      [6, 6],
    ]);
    expect(t.upcoming.every((s) => s.player === 'white' && !s.transferred)).toBe(true);
  });
});

describe('CG-3 cascadeFromTurn', () => {
  const spec = { white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 } };

  it('CG-3 default 1: every double cascades, the first roll included (CG-12)', () => {
    const p = gulbar({ ...spec, turnsPlayed: { white: 0, black: 0 } });
    expect(begin(p, [5, 5]).upcoming.map((s) => s.subMoves.join(''))).toEqual(['6666']);
  });

  it('CG-3 / §11.11 cascadeFromTurn 4: doubles of own turns 1-3 are played normally, from turn 4 they cascade', () => {
    const options: OptionsInput = { crazyGulbar: { cascadeFromTurn: 4 } };
    for (const own of [0, 1, 2]) {
      const p = gulbar({ ...spec, turnsPlayed: { white: own, black: 9 }, options });
      const t = begin(p, [1, 1]);
      expect(stageName(t)).toBe('white 1111');
      expect(t.upcoming).toEqual([]);
      const done = play(t, t.plays[0]!);
      expect(done.done).toBe(true);
      expect(done.position.turnsPlayed.white).toBe(own + 1);
    }
    const fourth = gulbar({ ...spec, turnsPlayed: { white: 3, black: 0 }, options });
    expect(begin(fourth, [1, 1]).upcoming).toHaveLength(5);
  });

  it('CG-3: the count is per player (the opponent\'s turns do not count)', () => {
    const p = gulbar({ ...spec, turnsPlayed: { white: 1, black: 30 }, options: { crazyGulbar: { cascadeFromTurn: 4 } } });
    expect(begin(p, [2, 2]).upcoming).toEqual([]);
  });
});

describe('CG-4 each stage is a separate roll', () => {
  it('CG-4: G-9 per stage, not over the cascade: a full play of a stage is legal even if it spoils the next stage', () => {
    // White's 2-stage has three plays of four 2s. After two of them all four 3s can be played;
    // after 23/17 18/16 only two (the rest passes to Black). A maximum over the whole cascade
    // would forbid that play; CG-4 judges each stage alone, so all three are legal.
    const p = gulbar({ white: { 24: 7, 23: 1, 18: 1, 17: 3, 16: 3 }, black: { 8: 1, 3: 1, 2: 5, 1: 8 } });
    const t = begin(p, [2, 2]);
    expect(names(t).sort()).toEqual(['23/17 18/16', '24/22 23/17', '24/22 23/19 18/16']);
    const threes = (first: string): number => play(t, first).plays[0]!.steps.length;
    expect(threes('24/22 23/17')).toBe(4);
    expect(threes('24/22 23/19 18/16')).toBe(4);
    expect(threes('23/17 18/16')).toBe(2);
    const spoiled = play(play(t, '23/17 18/16'), '24/18');
    expect(stageName(spoiled)).toBe('black* 33');
  });

  it('CG-4: the head limit (LN-11) is counted per stage: one head checker in each stage', () => {
    const p = gulbar({ white: { 24: 10, 20: 5 }, black: { 14: 5, 15: 5, 16: 5 } });
    let t = begin(p, [3, 3]);
    let departures = 0;
    while (!t.done) {
      const max = Math.max(...t.plays.map((x) => x.steps.filter((s) => s.from === 24).length));
      expect(max).toBe(1);
      const withHead = t.plays.find((x) => x.steps.some((s) => s.from === 24))!;
      departures++;
      t = play(t, withHead);
    }
    expect(departures).toBe(4);
    expect(onHead(t.position, 'white')).toBe(6);
  });

  it("CG-4 / LN-13a: 'endOfTurn' means the end of each stage", () => {
    // White holds own 21, 20, 19, 18, 17 and can close own 16 with a 1 (from 17 or 21...). Every
    // Black checker is behind, so no stage may end with the six-block, even though a later stage
    // of the same cascade could open it again.
    const p = gulbar({ white: { 21: 3, 20: 3, 19: 3, 18: 3, 17: 3 }, black: { 10: 5, 11: 5, 12: 5 } });
    let t = begin(p, [1, 1]);
    while (!t.done) {
      for (const x of t.plays) {
        const held = [21, 20, 19, 18, 17, 16, 15, 14, 13].filter((q) => x.position.checkers('white', q) > 0);
        for (const lo of held) {
          const run = [0, 1, 2, 3, 4, 5].every((k) => x.position.checkers('white', lo + k) > 0);
          expect(run, `stage ${stageName(t)} play ${formatPlay(x)} ends with a six-block`).toBe(false);
        }
      }
      t = play(t, t.plays[0]!);
    }
  });

  it("CG-4 firstTurnExceptionStages 'initialOnly' (default): LN-12 applies to the initial stage of the first turn only", () => {
    // White's first roll 3-3 (listed in LN-12): two head checkers in the 3-stage; in the 4-stage
    // (4-4 is listed too) only one.
    const t = begin(start(), [3, 3]);
    expect(names(t).sort()).toEqual(['24/15 24/21', '24/18(2)']);
    const fours = play(t, '24/18(2)');
    expect(stageName(fours)).toBe('white 4444');
    for (const x of fours.plays) expect(x.steps.filter((s) => s.from === 24).length).toBeLessThanOrEqual(1);
    expect(names(fours)).not.toContain('24/16(2)');
  });

  it("CG-4 firstTurnExceptionStages 'allStages': every own stage of the first turn may take two from the head", () => {
    const t = begin(start({ crazyGulbar: { firstTurnExceptionStages: 'allStages' } }), [3, 3]);
    const fours = play(t, '24/18(2)');
    expect(names(fours)).toContain('24/16(2)');
    // 5-5 is not in LN-12's list: the 5-stage keeps one head checker.
    const fives = play(fours, '24/16(2)');
    for (const x of fives.plays) expect(x.steps.filter((s) => s.from === 24).length).toBeLessThanOrEqual(1);
  });

  it("CG-4 with LN-12 'anyDouble': the exception is the initial stage's, or every own stage's with 'allStages'", () => {
    const twoInStage = (options: OptionsInput, stage: number): boolean => {
      let t = begin(gulbar({ white: { 24: 15 }, black: { 14: 15 }, options }), [2, 2]);
      for (let k = 0; k < stage; k++) t = play(t, t.plays[0]!);
      return t.plays.some((x) => x.steps.filter((s) => s.from === 24).length === 2);
    };
    const anyDouble: OptionsInput = { longNard: { firstTurnHeadException: 'anyDouble' } };
    expect(twoInStage(anyDouble, 0)).toBe(true);
    expect(twoInStage(anyDouble, 1)).toBe(false);
    const all: OptionsInput = { longNard: { firstTurnHeadException: 'anyDouble' }, crazyGulbar: { firstTurnExceptionStages: 'allStages' } };
    expect(twoInStage(all, 1)).toBe(true);
  });

  it('CG-4: transferred stages never get the exception and do not use up the receiver\'s first turn', () => {
    // White's first roll 6-6: two checkers to 18, two sixes pass to Black (CG-12). Black, on his
    // first turn, may take only one checker from the head for them, although 6-6 is listed.
    const t = play(begin(start(), [6, 6]), '24/18(2)');
    expect(stageName(t)).toBe('black* 66');
    expect(names(t)).toEqual(['24/18']);
    const done = play(t, '24/18');
    expect(done.position.turnsPlayed).toEqual({ white: 1, black: 0 });
    // Black's own first roll still gets the exception.
    expect(names(begin(done.position, [6, 6]))).toContain('24/18(2)');
  });
});

describe('CG-5 transfer of unplayable moves', () => {
  // White has two checkers on his own 16 and the rest at home; Black waits on his own 23 and 6.
  const example = gulbar({ white: { 16: 2, 4: 8, 2: 5 }, black: { 23: 12, 6: 3 } });

  it('CG-5 / §11.11 worked example: four 4s, only two 5s, Black plays the two 5s and the four 6s, then Black rolls', () => {
    let t = begin(example, [4, 4]);
    expect(stageName(t)).toBe('white 4444');
    expect(names(t).sort()).toEqual(['16/4 16/12', '16/8(2)']);
    t = play(t, '16/8(2)');
    expect(stageName(t)).toBe('white 5555');
    // 8/3(2) brings every White checker home; under CG-8 'exactOnly' no 5 is usable after that.
    expect(names(t)).toEqual(['8/3(2)']);
    t = play(t, '8/3(2)');
    expect(stageName(t)).toBe('black* 55');
    expect(t.stage).toEqual({ player: 'black', dice: [5, 5], subMoves: [5, 5], transferred: true });
    expect(t.upcoming).toEqual([{ player: 'black', dice: [6, 6], subMoves: [6, 6, 6, 6], transferred: true }]);
    expect(t.position.turn).toBe('black');
    expect(names(t).sort()).toEqual(['23/13', '23/18 6/1', '23/18(2)', '6/1(2)']);
    t = play(t, '23/18(2)');
    expect(stageName(t)).toBe('black* 6666');
    expect(t.plays.every((x) => x.steps.length === 4)).toBe(true);
    t = play(t, '23/17(4)');
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBe('black');
    expect(t.position.turn).toBe('black');
    // Transferred play counts for nobody (CG-4); White's own roll counts.
    expect(t.position.turnsPlayed).toEqual({ white: 6, black: 5 });
    expect(history(t)).toEqual(['white 4444: 16/8(2)', 'white 5555: 8/3(2)', 'black* 55: 23/18(2)', 'black* 6666: 23/17(4)']);
  });

  it('CG-5: if the opponent cannot complete a transferred stage, the rest is lost and he rolls', () => {
    // Black has one checker left outside, on his own 23; his 18/13 is closed by White's checker on
    // White's own 1 (Black's 13), and his checkers on his own 1 have no use for a 5 while one is
    // outside (G-11). Of the two 5s he plays one; the 6-stage is lost.
    const p = gulbar({ white: { 16: 2, 4: 8, 2: 4, 1: 1 }, black: { 23: 1, 1: 14 } });
    let t = play(play(begin(p, [4, 4]), '16/8(2)'), '8/3(2)');
    expect(stageName(t)).toBe('black* 55');
    expect(names(t)).toEqual(['23/18']);
    t = play(t, '23/18');
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBe('black');
    expect(history(t)).toEqual(['white 4444: 16/8(2)', 'white 5555: 8/3(2)', 'black* 55: 23/18']);
  });

  it('CG-5: no transfer back: the receiver never hands a remainder to the roller', () => {
    const p = gulbar({ white: { 16: 2, 4: 8, 2: 4, 1: 1 }, black: { 23: 1, 1: 14 } });
    const t = playOut(begin(p, [4, 4]));
    expect(t.played.filter((s) => s.stage.player === 'white')).toHaveLength(2);
    expect(t.played.at(-1)!.stage.transferred).toBe(true);
  });

  it("CG-5 remainder 'forfeit' (CONFLICT-10): the unplayable rest is lost, the opponent just rolls", () => {
    const p = gulbar({ white: { 16: 2, 4: 8, 2: 5 }, black: { 23: 12, 6: 3 }, options: { crazyGulbar: { remainder: 'forfeit' } } });
    const t = play(play(begin(p, [4, 4]), '16/8(2)'), '8/3(2)');
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBe('black');
    expect(history(t)).toEqual(['white 4444: 16/8(2)', 'white 5555: 8/3(2)']);
  });

  it("CG-5: a stage's play shows the position the turn will have after it", () => {
    let t = begin(example, [4, 4]);
    while (!t.done) {
      for (const x of t.plays) expect(play(t, x).position.equals(x.position)).toBe(true);
      t = play(t, t.plays[0]!);
    }
  });
});

describe('CG-6 transferIfNothingPlayed', () => {
  // §11.12: White's checkers only on his own 3 and 2, Black's on his own 23 and 6.
  const spec = { white: { 3: 8, 2: 7 }, black: { 23: 12, 6: 3 } };

  it('CG-6 / §11.12 default true: nothing of 6-6 is playable, the four 6s pass to Black', () => {
    let t = begin(gulbar(spec), [6, 6]);
    expect(t.plays).toHaveLength(1);
    expect(t.plays[0]!.steps).toEqual([]);
    t = play(t, '');
    expect(stageName(t)).toBe('black* 6666');
    expect(names(t).sort()).toEqual(['23/11 23/17(2)', '23/11(2)', '23/17(4)', '23/5 23/17']);
    t = play(t, '23/17(4)');
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBe('black');
    expect(t.position.turnsPlayed).toEqual({ white: 6, black: 5 });
  });

  it('CG-6 false (CONFLICT-11, the Bulgarian reading): with nothing played nothing passes', () => {
    const t = play(begin(gulbar({ ...spec, options: { crazyGulbar: { transferIfNothingPlayed: false } } }), [6, 6]), '');
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBe('black');
    expect(t.played).toHaveLength(1);
  });

  it('CG-6 false: once the roller has played something, the remainder still passes', () => {
    const p = gulbar({ white: { 16: 2, 4: 8, 2: 5 }, black: { 23: 12, 6: 3 }, options: { crazyGulbar: { transferIfNothingPlayed: false } } });
    const t = play(play(begin(p, [4, 4]), '16/8(2)'), '8/3(2)');
    expect(stageName(t)).toBe('black* 55');
  });
});

describe('CG-7 transferNonDoubles', () => {
  const spec = { white: { 3: 8, 2: 7 }, black: { 23: 12, 6: 3 } };

  it('CG-7 default false: the unplayable die of a non-double is lost, as in long nard', () => {
    const t = play(begin(gulbar(spec), [6, 3]), '3/off');
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBe('black');
  });

  it('CG-7 true ("gulbara uzbechka"): the unplayable die of any roll goes to the opponent', () => {
    let t = begin(gulbar({ ...spec, options: { crazyGulbar: { transferNonDoubles: true } } }), [6, 3]);
    t = play(t, '3/off');
    expect(t.stage).toEqual({ player: 'black', dice: [6, 3], subMoves: [6], transferred: true });
    expect(names(t)).toEqual(['23/17']);
    t = play(t, '23/17');
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBe('black');
  });

  it('CG-7 true: a double before the cascade starts (CG-3) passes its remainder too', () => {
    const options: OptionsInput = { crazyGulbar: { transferNonDoubles: true, cascadeFromTurn: 10 } };
    const t = play(begin(gulbar({ ...spec, options }), [6, 6]), '');
    expect(t.stage).toEqual({ player: 'black', dice: [6, 6], subMoves: [6, 6, 6, 6], transferred: true });
    const lost = play(begin(gulbar({ ...spec, options: { crazyGulbar: { cascadeFromTurn: 10 } } }), [6, 6]), '');
    expect(lost.done).toBe(true);
  });
});

describe('CG-8 bear-off', () => {
  // White: all home on his 6, 4, 2 (nothing on 5, 3, 1); Black far away.
  const home = { white: { 6: 5, 4: 5, 2: 5 }, black: { 23: 15 } };

  it("CG-8 'exactOnly' (default): a die n bears off only from point n; no over-shoot, no moves inside the home", () => {
    const p = gulbar(home);
    expect(legalPlays(p, [4, 2]).map(formatPlay)).toEqual(['4/off 2/off']);
    // A 5 and a 3: nothing on 5 or 3, no over-shoot, no move inside the home: a forced pass.
    expect(legalPlays(p, [5, 3]).map((x) => x.steps.length)).toEqual([0]);
    // With a 1 nothing moves either (no checker on 1, no move inside the home).
    expect(legalPlays(p, [6, 1]).map(formatPlay)).toEqual(['6/off']);
  });

  it("CG-8 'exactOnly': while a checker is outside, home checkers move as usual", () => {
    const p = gulbar({ white: { 8: 1, 6: 4, 4: 5, 2: 5 }, black: { 23: 15 } });
    expect(legalPlays(p, [3, 1]).map(formatPlay)).toContain('6/3 4/3');
    // 8/7 first, then a move inside the home is still fine (a checker is still out).
    expect(legalPlays(p, [2, 1]).map(formatPlay)).toContain('8/7 4/2');
  });

  it("CG-8 'exactOnly': the condition is re-checked before each sub-move (G-11)", () => {
    // One checker on 9, the rest on 2. With four 1s the 9 may go to 6 (home), but not on to 5:
    // once every checker is home no die moves inside the home. The 1s inside the home are fine
    // while the 9 is still out, so 9/6 2/1 is legal (2/1 first).
    const p = gulbar({ white: { 9: 1, 2: 14 }, black: { 23: 15 } });
    const plays = legalPlays(p, [1, 1]).map(formatPlay);
    expect(plays).toContain('9/6 2/1');
    expect(plays).not.toContain('9/5');
    const standard = gulbar({ white: { 9: 1, 2: 14 }, black: { 23: 15 }, options: { crazyGulbar: { bearOff: 'standard' } } });
    expect(legalPlays(standard, [1, 1]).map(formatPlay)).toContain('9/5');
  });

  it("CG-8 'exactOrHighest': with nothing on n or above, the highest point bears off", () => {
    const p = gulbar({ white: { 4: 5, 2: 5, 1: 5 }, black: { 23: 15 }, options: { crazyGulbar: { bearOff: 'exactOrHighest' } } });
    expect(legalPlays(p, [6, 5]).map(formatPlay)).toEqual(['4/off(2)']);
    // A 3 with a checker on 4 above it: not usable (no over-shoot, no move inside the home).
    expect(legalPlays(p, [3, 3]).map((x) => x.steps.length)).toEqual([0]);
  });

  it("CG-8 'standard' (LN-14): over-shoot from the highest point and moves inside the home", () => {
    const p = gulbar({ white: { 4: 5, 2: 5, 1: 5 }, black: { 23: 15 }, options: { crazyGulbar: { bearOff: 'standard' } } });
    expect(legalPlays(p, [6, 5]).map(formatPlay)).toEqual(['4/off(2)']);
    expect(legalPlays(p, [3, 3]).map(formatPlay).sort()).toContain('4/1(4)');
  });

  it("CG-8: 'exactOnly' applies to every roll, doubles or not, and can trigger CG-5", () => {
    const p = gulbar({ white: { 6: 5, 4: 5, 2: 5 }, black: { 23: 15 } });
    const t = play(begin(p, [5, 5]), '');
    expect(stageName(t)).toBe('black* 5555');
  });
});

describe('CG-9 cascadeDuringBearOff', () => {
  const spec = { white: { 4: 3, 3: 4, 2: 4, 1: 4 }, black: { 23: 12, 6: 3 } };

  it('CG-9 default true: the cascade goes on while bearing off', () => {
    const t = playOut(begin(gulbar({ ...spec, black: { 23: 15 } }), [2, 2]));
    expect(history(t).slice(0, 3)).toEqual(['white 2222: 2/off(4)', 'white 3333: 3/off(4)', 'white 4444: 4/off(3)']);
  });

  it('CG-9 false: once bear-off has begun the cascade stops, so a double bears off at most four', () => {
    const t = playOut(begin(gulbar({ ...spec, options: { crazyGulbar: { cascadeDuringBearOff: false } } }), [1, 1]));
    expect(history(t)).toEqual(['white 1111: 1/off(4)']);
    expect(t.nextToRoll).toBe('black');
  });

  it('CG-9 false: a cascade that has borne nothing off goes on', () => {
    const options: OptionsInput = { crazyGulbar: { cascadeDuringBearOff: false } };
    const p = gulbar({ white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 }, options });
    expect(playOut(begin(p, [1, 1])).played).toHaveLength(6);
  });
});

describe('CG-10 the game ends immediately', () => {
  it('CG-10 / §11.11: bearing off the last checker mid-cascade ends the game; the rest is void', () => {
    const p = gulbar({ white: { 4: 3, 3: 4, 2: 4, 1: 4 }, black: { 23: 12, 6: 3 } });
    const t = playOut(begin(p, [1, 1]));
    expect(history(t)).toEqual(['white 1111: 1/off(4)', 'white 2222: 2/off(4)', 'white 3333: 3/off(4)', 'white 4444: 4/off(3)']);
    expect(t.done).toBe(true);
    expect(t.nextToRoll).toBeNull();
    expect(t.position.winner()).toBe('white');
    expect(t.position.turnsPlayed.white).toBe(6);
    expect(beginTurn(t.position, [3, 1]).ok).toBe(false);
  });

  it('CG-10: winning during transferred play: the receiver bears off his last checker and wins', () => {
    // §11.12's White cannot use 6-6; the sixes pass to Black, whose last checker is on his 6.
    const p = gulbar({ white: { 3: 8, 2: 7 }, black: { 6: 1 } });
    let t = play(begin(p, [6, 6]), '');
    expect(stageName(t)).toBe('black* 6666');
    t = play(t, '6/off');
    expect(t.done).toBe(true);
    expect(t.position.winner()).toBe('black');
    expect(t.nextToRoll).toBeNull();
  });
});

describe('CG-11 cube actions only at the start of an own turn', () => {
  it('CG-11: between stages and before transferred stages no double is offered', () => {
    const open = newGame({ variant: 'crazy-gulbar', cube: { enabled: true } });
    if (!open.ok) throw new Error(open.error.message);
    let s = open.value;
    const step = (action: Parameters<typeof apply>[1]): void => {
      const r = apply(s, action);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    };
    step({ type: 'opening-roll', white: 6, black: 1 });
    expect(legalActions(s).map((a) => a.type)).toContain('double');
    step({ type: 'roll', player: 'white', dice: [6, 6] });
    // Stage 6 of White, then the transferred sixes of Black: no double in between.
    while (currentTurn(s) !== null) {
      expect(legalActions(s).map((a) => a.type)).not.toContain('double');
      const turn = currentTurn(s)!;
      step({ type: 'play', player: turn.stage!.player, play: turn.plays[0]!.steps });
    }
    expect(legalActions(s).map((a) => a.type)).toContain('double');
  });
});

describe('CG-12 opening', () => {
  it('CG-12: a first roll double cascades (cascadeFromTurn 1)', () => {
    const t = begin(start(), [4, 4]);
    expect(names(t)).toEqual(['24/16(2)']);
    expect(t.upcoming.map((s) => s.subMoves.join(''))).toEqual(['5555', '6666']);
  });

  it('CG-12 INTERPRETATION: the sixes a first 6-6 cannot play pass to the opponent', () => {
    const t = playOut(begin(start(), [6, 6]));
    expect(history(t)).toEqual(['white 6666: 24/18(2)', 'black* 66: 24/18']);
    expect(t.nextToRoll).toBe('black');
  });

  it('CG-12 INTERPRETATION: a first 5-5 runs one checker to 4, then one six, then Black plays one of three', () => {
    const t = playOut(begin(start(), [5, 5]));
    expect(history(t)).toEqual(['white 5555: 24/4', 'white 6666: 24/18', 'black* 666: 24/18']);
  });
});

describe('the Bulgarian preset (gulbaraBulgarian)', () => {
  it('§4 / §10: cascade from turn 4, remainder to the opponent only if something was played, standard bear-off, head and block rules off', () => {
    for (const preset of ['bulgarian']) {
      const o = start({ preset }).options;
      expect(o.crazyGulbar).toMatchObject({ cascadeFromTurn: 4, remainder: 'opponent', transferIfNothingPlayed: false, bearOff: 'standard' });
      expect(o.longNard).toMatchObject({ headRule: false, blockRule: false });
    }
  });

  it('CONFLICT-22: no head rule, so a first 6-6 moves four checkers from the head, one stage', () => {
    const t = begin(start({ preset: 'bulgarian' }), [6, 6]);
    expect(names(t)).toEqual(['24/18(4)']);
    expect(t.upcoming).toEqual([]);
  });

  it('CONFLICT-22: no six-block rule', () => {
    const p = gulbar({ white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 }, options: { preset: 'bulgarian' } });
    expect(legalPlays(p, [4, 1]).map(formatPlay)).toContain('19/15 16/15');
  });

  it('the flags can be turned back on over the preset', () => {
    const o = start({ preset: 'bulgarian', longNard: { headRule: true } }).options;
    expect(o.longNard?.headRule).toBe(true);
    expect(names(begin(start({ preset: 'bulgarian', longNard: { headRule: true } }), [6, 6]))).toEqual(['24/18(2)']);
  });
});

describe('legalPlays for crazy gulbar', () => {
  it('gives the plays of the first stage of a cascade only (docs/turns.md)', () => {
    const p = gulbar({ white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 } });
    const first = begin(p, [2, 2]);
    const stage = legalPlays(p, [2, 2]);
    expect(stage.map(formatPlay)).toEqual(names(first));
    expect(stage.every((x) => x.steps.every((s) => s.die === 2) && x.steps.length === 4)).toBe(true);
  });

  it("with movesPerStage 2 the first stage has two sub-moves", () => {
    const p = gulbar({ white: { 20: 3, 19: 3, 18: 3, 17: 3, 16: 3 }, black: { 9: 5, 10: 5, 11: 5 }, options: { crazyGulbar: { movesPerStage: 2 } } });
    expect(legalPlays(p, [2, 2]).every((x) => x.steps.length === 2)).toBe(true);
  });
});

/**
 * Perft from the crazy gulbar start position (docs/crazy-gulbar.md): for each of the 21 rolls the
 * distinct plays of the first stage (`legalPlays`), and the distinct positions at the end of the
 * whole turn (the cascade, with any transfer), over every choice at every stage; and the distinct
 * positions after the first turn over all 21 rolls. Under the defaults, under movesPerStage 2 and
 * under the Bulgarian preset.
 */
type PerftRow = readonly [plays: number, ends: number];
type Perft = { readonly rolls: Readonly<Record<string, PerftRow>>; readonly afterOneTurn: number };

const row = (text: string): Readonly<Record<string, PerftRow>> =>
  Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .map((cell) => {
        const [roll, counts] = cell.split(':') as [string, string];
        const [plays, ends] = counts.split('/').map(Number) as [number, number];
        return [roll, [plays, ends] as const];
      }),
  );

const PERFT: Readonly<Record<string, Perft>> = {
  default: {
    rolls: row(`
      1-1:1/1392 2-1:1/1 2-2:1/119 3-1:1/1 3-2:1/1 3-3:2/240 4-1:1/1 4-2:1/1 4-3:1/1 4-4:1/22 5-1:1/1
      5-2:1/1 5-3:1/1 5-4:1/1 5-5:1/1 6-1:1/1 6-2:1/1 6-3:1/1 6-4:1/1 6-5:1/1 6-6:1/1`),
    afterOneTurn: 1775,
  },
  movesPerStage2: {
    rolls: row(`
      1-1:1/750 2-1:1/1 2-2:1/207 3-1:1/1 3-2:1/1 3-3:2/142 4-1:1/1 4-2:1/1 4-3:1/1 4-4:2/28 5-1:1/1
      5-2:1/1 5-3:1/1 5-4:1/1 5-5:1/2 6-1:1/1 6-2:1/1 6-3:1/1 6-4:1/1 6-5:1/1 6-6:1/1`),
    afterOneTurn: 1139,
  },
  bulgarian: {
    rolls: row(`
      1-1:5/5 2-1:2/2 2-2:5/5 3-1:2/2 3-2:2/2 3-3:4/4 4-1:2/2 4-2:2/2 4-3:2/2 4-4:3/3 5-1:2/2
      5-2:2/2 5-3:2/2 5-4:2/2 5-5:5/5 6-1:2/2 6-2:2/2 6-3:2/2 6-4:2/2 6-5:2/2 6-6:1/1`),
    afterOneTurn: 43,
  },
};

const PERFT_OPTIONS: Readonly<Record<string, OptionsInput>> = {
  default: {},
  movesPerStage2: { crazyGulbar: { movesPerStage: 2 } },
  bulgarian: { preset: 'bulgarian' },
};

function turnFinals(turn: Turn, out: Set<string>): void {
  if (turn.done) {
    out.add(JSON.stringify(positionToSetup(turn.position)));
    return;
  }
  for (const x of turn.plays) turnFinals(play(turn, x), out);
}

describe('perft from the start position', () => {
  for (const [name, options] of Object.entries(PERFT_OPTIONS)) {
    it(`${name}: first-stage plays and end-of-turn positions for the 21 rolls`, () => {
      const p = start(options);
      const rolls: Record<string, PerftRow> = {};
      const all = new Set<string>();
      for (const roll of ALL_ROLLS) {
        const ends = new Set<string>();
        turnFinals(begin(p, roll), ends);
        for (const e of ends) all.add(e);
        rolls[`${roll[0]}-${roll[1]}`] = [legalPlays(p, roll).length, ends.size];
      }
      expect({ rolls, afterOneTurn: all.size }).toEqual(PERFT[name]);
    });
  }
});
