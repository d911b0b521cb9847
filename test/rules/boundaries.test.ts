import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  apply,
  beginTurn,
  legalPlays,
  newMatch,
  positionFromSetup,
  type Dice,
  type GameState,
  type OptionsInput,
  type Player,
  type Position,
  type Setup,
} from '../../src/index.js';
import { must, playsOf, position } from './helpers.js';

/**
 * Every threshold of an option or rule tested on both sides of its edge (issue 12, finding 15):
 * a rule that reads "> 6" must be seen to differ from ">= 6". Each pair is the smallest position
 * where the two readings part, with the rule ID in the test's name.
 */

function nard(variant: 'long-nard' | 'crazy-gulbar', white: Record<number, number>, black: Record<number, number>, extra: { turn?: Player; options?: OptionsInput; turnsPlayed?: { white: number; black: number }; whiteOff?: number; blackOff?: number } = {}): Position {
  const setup = {
    variant,
    turn: extra.turn ?? 'white',
    white: { points: white, off: extra.whiteOff ?? 0 },
    black: { points: black, off: extra.blackOff ?? 0 },
    turnsPlayed: extra.turnsPlayed ?? { white: 5, black: 5 },
    ...(extra.options === undefined ? {} : { options: extra.options }),
  } as Setup;
  return must(positionFromSetup(setup));
}

/** True when the player holds six consecutive points of the opponent's path (LN-13). */
function holdsSixInARow(p: Position, player: Player): boolean {
  const other: Player = player === 'white' ? 'black' : 'white';
  const held = new Set<number>();
  for (let own = 1; own <= 24; own++) {
    if (p.checkers(player, own) === 0) continue;
    held.add(p.ownPoint(other, p.absolutePoint(player, own)!)!);
  }
  for (let lo = 1; lo + 5 <= 24; lo++) if ([0, 1, 2, 3, 4, 5].every((k) => held.has(lo + k))) return true;
  return false;
}

describe('LN-13b: "an opposing checker in his home" is his own points 1..6 (or off)', () => {
  // White holds his own 6..2 and can close own 7 with 10/7 (3-1); in Black's numbering the run
  // is b19..b14. Under 'opponentCheckerInHome' the block is allowed once a Black checker stands on
  // b1..b6: a checker on b6 allows it, one on b7 does not (though both are "in front" of it).
  const white = { 6: 1, 5: 1, 4: 1, 3: 1, 2: 1, 10: 10 };
  const options: OptionsInput = { longNard: { blockVariant: 'opponentCheckerInHome' } };
  const closing = (p: Position): number => legalPlays(p, [3, 1]).filter((play) => holdsSixInARow(play.position, 'white')).length;

  it('LN-13b: a Black checker on b6 (his home) allows the block', () => {
    expect(closing(nard('long-nard', white, { 6: 1, 24: 14 }, { options }))).toBeGreaterThan(0);
  });

  it('LN-13b: a Black checker on b7 (one point short of his home) does not', () => {
    expect(closing(nard('long-nard', white, { 7: 1, 24: 14 }, { options }))).toBe(0);
  });

  it('LN-13 (default reading): the same b7 checker is in front of the block, so it is allowed', () => {
    expect(closing(nard('long-nard', white, { 7: 1, 24: 14 }))).toBeGreaterThan(0);
  });
});

describe('LN-13.3: "in front of" the block means below its lowest point', () => {
  // White's run own 7..2 is Black's b19..b14; lo = b14. A Black checker on b13 has passed it; on b14 it has not.
  const white = { 6: 1, 5: 1, 4: 1, 3: 1, 2: 1, 10: 10 };
  const closing = (p: Position): number => legalPlays(p, [3, 1]).filter((play) => holdsSixInARow(play.position, 'white')).length;
  it('LN-13: a Black checker on b13 is in front: the block may be closed', () => {
    expect(closing(nard('long-nard', white, { 13: 1, 24: 14 }))).toBeGreaterThan(0);
  });
  it('LN-13: with Black\'s most advanced checker on b20 (behind the run), it may not', () => {
    expect(closing(nard('long-nard', white, { 20: 1, 24: 14 }))).toBe(0);
  });
});

describe('CG-9: the cascade stops once bear-off has begun — one checker off is enough', () => {
  // White has all fifteen home; 1-1 cascades. With the standard bear-off (moves inside the home
  // allowed) the first stage can bear off exactly one checker (from own 1) and move three others.
  const options: OptionsInput = { crazyGulbar: { cascadeDuringBearOff: false, bearOff: 'standard' } };
  const p = nard('crazy-gulbar', { 1: 1, 3: 4, 4: 5, 5: 5 }, { 20: 15 }, { options });

  it('CG-9: after a stage that bears off exactly one checker the turn is over (no 2-2 stage)', () => {
    const turn = must(beginTurn(p, [1, 1]));
    const oneOff = turn.plays.find((play) => play.position.off('white') === 1);
    expect(oneOff).toBeDefined();
    const next = must(advanceTurn(turn, oneOff!));
    expect(next.done).toBe(true);
  });

  it('CG-9: after a stage that bears off none the cascade goes on to 2-2', () => {
    const turn = must(beginTurn(p, [1, 1]));
    const noneOff = turn.plays.find((play) => play.position.off('white') === 0);
    const next = must(advanceTurn(turn, noneOff!));
    expect(next.done).toBe(false);
    expect(next.stage?.dice).toEqual([2, 2]);
  });
});

describe('ST-9 forbiddenInOwnHome: the home board is own points 1..6', () => {
  const options: OptionsInput = { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } };
  it('ST-9: a checker that hits on own 6 may not move on (10/6* then 6/4 is refused)', () => {
    const p = position({ points: { 10: 1, 13: 14 } }, { points: { 19: 1, 24: 14 } }, { options });
    expect(playsOf(p, [4, 2])).not.toContain('10/6*/4');
    expect(playsOf(p, [4, 2])).toContain('13/11 10/6*');
  });
  it('ST-9: a checker that hits on own 7 may move on (11/7*/5 is legal)', () => {
    const p = position({ points: { 11: 1, 13: 14 } }, { points: { 18: 1, 24: 14 } }, { options });
    expect(playsOf(p, [4, 2])).toContain('11/7*/5');
  });
});

describe('G-13: a higher die bears off from the highest point only when nothing stands above the die', () => {
  it('G-13: with a checker on own 6, a 5 cannot bear off from own 4', () => {
    const p = position({ points: { 6: 1, 4: 1 }, off: 13 }, { points: { 24: 15 } });
    expect(playsOf(p, [5, 5])).not.toContain('4/off 6/1');
  });
  it('G-13: with nothing above own 4, a 5 bears off from own 4', () => {
    const p = position({ points: { 4: 1, 3: 1 }, off: 13 }, { points: { 24: 15 } });
    expect(playsOf(p, [5, 6])).toEqual(['4/off 3/off']);
  });
});

describe('LN-12: the exception is on the first turn only (turnsPlayed 0), not the second', () => {
  const start = (turnsPlayed: number): Position => nard('long-nard', { 24: 15 }, { 24: 15 }, { turnsPlayed: { white: turnsPlayed, black: 0 } });
  const fromHead = (p: Position, dice: Dice): number => Math.max(...legalPlays(p, dice).map((play) => play.steps.filter((s) => s.from === 24).length));
  it('LN-12: on the first turn 6-6 takes two checkers from the head', () => {
    expect(fromHead(start(0), [6, 6])).toBe(2);
  });
  it('LN-11: on the second turn 6-6 takes one', () => {
    expect(fromHead(start(1), [6, 6])).toBe(1);
  });
});

describe('CG-3: doubles cascade from the k-th own turn: turn k-1 plays a double normally, turn k cascades', () => {
  const options: OptionsInput = { crazyGulbar: { cascadeFromTurn: 4 } };
  const at = (played: number): Position => nard('crazy-gulbar', { 24: 10, 18: 5 }, { 24: 10, 18: 5 }, { options, turnsPlayed: { white: played, black: played } });
  it('CG-3: the third own turn (2 played) plays 2-2 as four twos', () => {
    const turn = must(beginTurn(at(2), [2, 2]));
    expect(turn.upcoming).toEqual([]);
  });
  it('CG-3: the fourth own turn (3 played) cascades 2-2 into 3-3 .. 6-6', () => {
    const turn = must(beginTurn(at(3), [2, 2]));
    expect(turn.upcoming.map((s) => s.dice[0])).toEqual([3, 4, 5, 6]);
  });
});

describe('CU-4 / CU-10 / MP-1 edges in the reducer', () => {
  const roll = (state: GameState): GameState => {
    const rolled = must(apply(state, { type: 'roll', dice: [2, 1] }));
    return must(apply(rolled, { type: 'play', play: rolled.toAct === 'white' ? '8/6 6/5' : '8/6 6/5' }));
  };
  it('CU-4: a cube at half the maximum may be doubled to the maximum, a cube at the maximum may not', () => {
    let state = must(newMatch({ variant: 'short-tavla', match: { length: null }, cube: { maxValue: 4 } }));
    state = must(apply(state, { type: 'opening-roll', white: 2, black: 1 }));
    state = must(apply(state, { type: 'play', play: '8/6 6/5' }));
    state = must(apply(must(apply(state, { type: 'double' })), { type: 'take' })); // cube 2, Black's
    state = roll(state);
    state = must(apply(must(apply(state, { type: 'double' })), { type: 'take' })); // cube 4 = maximum
    expect(state.cube.value).toBe(4);
    state = roll(state);
    const refused = apply(state, { type: 'double' });
    expect(refused.ok ? 'allowed' : refused.error.code).toBe('cube-at-maximum');
  });

  it('CU-10: at 3-0 in a 5-point match the next game is not the Crawford game; at 4-0 it is', () => {
    const resignAt = (state: GameState, level: 'oin' | 'mars'): GameState => must(apply(must(apply(state, { type: 'resign', level })), { type: 'accept-resignation' }));
    let state = must(newMatch({ variant: 'short-tavla', match: { length: 5 } }));
    state = must(apply(state, { type: 'opening-roll', white: 1, black: 2 })); // Black to play 2-1
    state = must(apply(state, { type: 'play', play: '8/6 6/5' }));
    state = resignAt(state, 'mars'); // White resigns a mars: Black 2-0
    state = must(apply(state, { type: 'next-game' }));
    expect(state.game.crawford).toBe(false);
    state = must(apply(state, { type: 'opening-roll', white: 1, black: 2 }));
    state = must(apply(state, { type: 'play', play: '8/6 6/5' }));
    state = resignAt(state, 'oin'); // 3-0
    state = must(apply(state, { type: 'next-game' }));
    expect(state.game.crawford).toBe(false);
    state = must(apply(state, { type: 'opening-roll', white: 1, black: 2 }));
    state = must(apply(state, { type: 'play', play: '8/6 6/5' }));
    state = resignAt(state, 'oin'); // 4-0: match point
    expect(state.phase).toBe('game-over');
    state = must(apply(state, { type: 'next-game' }));
    expect(state.game.crawford).toBe(true);
  });
});
