import { describe, expect, it } from 'vitest';
import { addPoints, hollandForbids, matchWinner, nextCrawfordState, type MatchRules } from '../../src/index.js';
import { cubeIsDead } from '../../src/scoring/match.js';

const TO_5: MatchRules = { length: 5, crawford: true, holland: false, nextGameStarter: 'openingRoll', afterDraw: 'rollOff', deadCube: false };
const NONE = { crawford: false, postCrawford: false };

describe('match arithmetic', () => {
  it('CU-10: the game after a player first reaches length − 1 is the Crawford game (worked example, match to 5)', () => {
    expect(nextCrawfordState(TO_5, NONE, { white: 2, black: 0 })).toEqual(NONE);
    expect(nextCrawfordState(TO_5, NONE, { white: 2, black: 1 })).toEqual(NONE);
    expect(nextCrawfordState(TO_5, NONE, { white: 4, black: 1 })).toEqual({ crawford: true, postCrawford: false });
    expect(nextCrawfordState(TO_5, { crawford: true, postCrawford: false }, { white: 4, black: 2 })).toEqual({ crawford: false, postCrawford: true });
    expect(nextCrawfordState(TO_5, { crawford: false, postCrawford: true }, { white: 4, black: 3 })).toEqual({ crawford: false, postCrawford: true });
  });

  it('CU-10: crawford off means no Crawford game; both at length − 1 at once (an LN-15 draw) skips it', () => {
    expect(nextCrawfordState({ ...TO_5, crawford: false }, NONE, { white: 4, black: 1 })).toEqual(NONE);
    expect(nextCrawfordState(TO_5, NONE, { white: 4, black: 4 })).toEqual({ crawford: false, postCrawford: true });
  });

  it('CU-10 holland: post-Crawford, the trailer may not double before both players have rolled twice', () => {
    const rules = { ...TO_5, holland: true };
    expect(hollandForbids(rules, true, { white: 4, black: 2 }, 'black', { white: 2, black: 1 })).toBe(true);
    expect(hollandForbids(rules, true, { white: 4, black: 2 }, 'black', { white: 2, black: 2 })).toBe(false);
    expect(hollandForbids(rules, true, { white: 4, black: 2 }, 'white', { white: 0, black: 0 })).toBe(false);
    expect(hollandForbids(rules, false, { white: 4, black: 2 }, 'black', { white: 0, black: 0 })).toBe(false);
    expect(hollandForbids(TO_5, true, { white: 4, black: 2 }, 'black', { white: 0, black: 0 })).toBe(false);
  });

  it('deadCube (GNU Backgammon, off by default): the cube is dead once it covers what the doubler needs', () => {
    const dead = { ...TO_5, deadCube: true };
    expect(cubeIsDead(TO_5, { white: 4, black: 0 }, 'white', 1)).toBe(false);
    expect(cubeIsDead(dead, { white: 4, black: 0 }, 'white', 1)).toBe(true);
    expect(cubeIsDead(dead, { white: 4, black: 0 }, 'black', 1)).toBe(false);
    expect(cubeIsDead(dead, { white: 4, black: 0 }, 'black', 4)).toBe(false);
    expect(cubeIsDead(dead, { white: 4, black: 1 }, 'black', 4)).toBe(true);
    expect(cubeIsDead({ ...dead, length: null }, { white: 40, black: 0 }, 'white', 64)).toBe(false);
  });

  it('MP-1: the first to reach the length wins; points beyond it change nothing; money play never ends', () => {
    expect(matchWinner(TO_5, { white: 4, black: 4 })).toBeUndefined();
    expect(matchWinner(TO_5, { white: 5, black: 4 })).toBe('white');
    expect(matchWinner(TO_5, { white: 3, black: 8 })).toBe('black');
    expect(matchWinner(TO_5, { white: 5, black: 5 })).toBeNull();
    expect(matchWinner({ ...TO_5, length: null }, { white: 500, black: 0 })).toBeUndefined();
    expect(addPoints({ white: 1, black: 2 }, { white: 0, black: 4 })).toEqual({ white: 1, black: 6 });
  });
});
