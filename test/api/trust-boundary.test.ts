import { describe, expect, it, vi } from 'vitest';
import {
  apply,
  applyAll,
  formatPlay,
  fromGnubgId,
  fromXgid,
  gamePosition,
  gamePresets,
  legalActions,
  legalPlays,
  newGame,
  newMatch,
  outcomeLevels,
  parsePlay,
  playsFor,
  positionFromGnubgId,
  positionFromJSON,
  positionFromSetup,
  replay,
  startPosition,
  stateFromJSON,
  stateToJSON,
  validateDice,
  type Action,
  type GameState,
  type Position,
} from '../../src/index.js';
import { getVariant, playableVariants } from '../../src/variants/index.js';
import { INPUT_LIMITS } from '../../src/core/limits.js';
import { CUBE_LIMIT } from '../../src/scoring/cube.js';
import { act, match, money, must, opening } from '../game/helpers.js';

/**
 * Issue 12: every finding of the hostile-caller review, as the test that failed before the fix.
 * The library trusts only values it made and froze; everything else is read once, checked on
 * every call, and never remembered by the identity of an object the caller can still change.
 */

const codeOf = (r: { ok: boolean; error?: { code: string } }): string | undefined => (r.ok ? undefined : r.error?.code);
const start = (): Position => must(startPosition('short-tavla'));

/** Plain data as JSON.parse gives it: every level may be read and written by path. */
type Data = Record<string, unknown>;

function at(data: Data, path: readonly string[]): Data {
  let here: Data = data;
  for (const key of path) here = here[key] as Data;
  return here;
}

/** A short tavla match, a few actions in: Black to roll, as a plain caller-owned save. */
function save(): { state: GameState; data: Data } {
  const state = act(match({ variant: 'short-tavla', match: { length: 5 } }), opening('white'), { type: 'play', play: '13/7 8/7' });
  return { state, data: JSON.parse(must(stateToJSON(state))) as Data };
}

const asState = (data: Data): GameState => data as unknown as GameState;
const copyOf = (data: Data): Data => JSON.parse(JSON.stringify(data)) as Data;

describe('finding 1: validation is never cached by the identity of a caller object', () => {
  it('a parsed save edited after a first check is checked again, and refused like a fresh copy', () => {
    const { data } = save();
    const roll: Action = { type: 'roll', dice: [3, 1] };
    expect(legalActions(asState(data)).length).toBeGreaterThan(0);
    expect(gamePosition(asState(data))).not.toBeNull();
    at(data, ['match', 'score'])['white'] = 3; // the score no longer equals the sum of the results
    expect(codeOf(apply(asState(data), roll))).toBe('invalid-state');
    expect(codeOf(apply(asState(copyOf(data)), roll))).toBe('invalid-state');
  });

  it('settings replaced by null after a check: apply refuses and legalActions answers [] without throwing', () => {
    const { data } = save();
    expect(apply(asState(data), { type: 'roll', dice: [3, 1] }).ok).toBe(true);
    data['settings'] = null;
    expect(codeOf(apply(asState(data), { type: 'roll', dice: [3, 1] }))).toBe('invalid-state');
    expect(legalActions(asState(data))).toEqual([]);
  });

  it('gamePosition answers from the position the state holds now, not from an earlier look', () => {
    const { data } = save();
    const before = gamePosition(asState(data))!;
    expect(before.checkers('white', 7)).toBe(2);
    data['position'] = JSON.parse(JSON.stringify(start().withTurn('black'))) as Data;
    // The edited position no longer follows from the game: either refused (null) or read afresh.
    const after = gamePosition(asState(data));
    expect(after === null || after.checkers('white', 7) === 0).toBe(true);
  });

  it("apply never freezes or changes the caller's objects (finding 9)", () => {
    const { data } = save();
    const text = JSON.stringify(data);
    const next = apply(asState(data), { type: 'roll', dice: [3, 1] });
    expect(next.ok).toBe(true);
    expect(Object.isFrozen(data['settings'])).toBe(false);
    expect(Object.isFrozen(data['match'])).toBe(false);
    expect(Object.isFrozen(data['cube'])).toBe(false);
    expect(JSON.stringify(data)).toBe(text);
  });
});

describe('finding 3: states that do not add up are refused by stateFromJSON and apply', () => {
  const edited = (edit: (s: Data) => void): string => {
    const { data } = save();
    edit(data);
    return JSON.stringify(data);
  };
  const doubled = (): { data: Data } => {
    const state = act(match({ variant: 'short-tavla', match: { length: 5 } }), opening('white'), { type: 'play', play: '13/7 8/7' }, { type: 'double' });
    return { data: JSON.parse(must(stateToJSON(state))) as Data };
  };

  it('an offered cube that is not the next value (7, 2^40) while the cube is 1', () => {
    for (const offered of [7, 2 ** 40]) {
      const { data } = doubled();
      at(data, ['offer'])['offered'] = offered;
      expect(codeOf(stateFromJSON(JSON.stringify(data)))).toBe('invalid-state');
      expect(codeOf(apply(asState(data), { type: 'take' }))).toBe('invalid-state');
    }
  });

  it('the doubler answering his own double', () => {
    const { data } = doubled();
    data['toAct'] = at(data, ['offer'])['offerer'];
    expect(codeOf(stateFromJSON(JSON.stringify(data)))).toBe('invalid-state');
  });

  it('a player accepting his own resignation', () => {
    const state = act(match({ variant: 'short-tavla', match: { length: 5 } }), opening('white'), { type: 'play', play: '13/7 8/7' }, { type: 'resign', level: 'oin' });
    const data = JSON.parse(must(stateToJSON(state))) as Data;
    data['toAct'] = at(data, ['resignation'])['player'];
    expect(codeOf(stateFromJSON(JSON.stringify(data)))).toBe('invalid-state');
  });

  it('cube 3 under geometric progression, 128 above the maximum 64', () => {
    for (const value of [3, 128]) {
      expect(codeOf(stateFromJSON(edited((s) => (s['cube'] = { value, owner: 'white' }))))).toBe('invalid-state');
    }
  });

  it('earlier results with negative points or kinds the rules do not have', () => {
    const state = act(match({ variant: 'short-tavla', match: { length: 5 } }), opening('white'), { type: 'resign', level: 'oin' }, { type: 'accept-resignation' }, { type: 'next-game' });
    const data = JSON.parse(must(stateToJSON(state))) as Data;
    expect(stateFromJSON(JSON.stringify(data)).ok).toBe(true);
    const negative = copyOf(data);
    at(negative, ['match', 'results', '0'])['points'] = { white: -1, black: 0 };
    at(negative, ['match'])['score'] = { white: -1, black: 0 };
    expect(codeOf(stateFromJSON(JSON.stringify(negative)))).toBe('invalid-state');
    const unknownKind = copyOf(data);
    at(unknownKind, ['match', 'results', '0'])['kind'] = 'triumph';
    expect(codeOf(stateFromJSON(JSON.stringify(unknownKind)))).toBe('invalid-state');
  });
});

describe('finding 4: nothing handed out can change later answers', () => {
  it('writing into the tables of getVariant(id).moveRules changes no later answer', () => {
    const before = legalPlays(start(), [6, 5]).length;
    const module = getVariant('short-tavla')!;
    const rules = module.moveRules(must(module.resolveOptions(undefined)));
    rules.target.fill(0);
    rules.facing.white.fill(0);
    expect(legalPlays(start(), [6, 5]).length).toBe(before);
    expect(legalPlays(must(startPosition('short-tavla')), [6, 5]).length).toBe(before);
  });

  it('arrays documented as frozen are frozen (finding 13)', () => {
    const state = money({ variant: 'short-tavla' });
    expect(Object.isFrozen(legalActions(state))).toBe(true);
    expect(Object.isFrozen(outcomeLevels('short-tavla', start().options))).toBe(true);
    expect(Object.isFrozen(gamePresets('short-tavla'))).toBe(true);
    expect(Object.isFrozen(playableVariants())).toBe(true);
    expect(Object.isFrozen(must(validateDice([3, 1])))).toBe(true);
  });
});

describe('finding 5: every way to build a Position validates', () => {
  it("withTurn('red') is a TypeError, not a Position that breaks later", () => {
    expect(() => start().withTurn('red' as never)).toThrow(TypeError);
  });

  it('the Position constructor cannot be reached from JavaScript', () => {
    const PositionClass = start().constructor as new (...args: unknown[]) => Position;
    expect(() => new PositionClass('short-tavla', 'white', { white: 0, black: 0 }, {}, {}, [255, 255, 255, 255, 255, 255, 255, 255], 0)).toThrow(TypeError);
  });
});

describe('finding 6: formatPlay costs at most a bounded, near-linear amount of work', () => {
  it('writes a long list of steps, and refuses an absurd one with a TypeError', () => {
    const steps = Array.from({ length: 1000 }, () => ({ from: 24, to: 23, die: 1, hit: false }));
    expect(formatPlay({ steps })).toBe('24/23(1000)');
    expect(() => formatPlay({ steps: Array.from({ length: 100_000 }, () => steps[0]!) })).toThrow(TypeError);
  });
});

describe('finding 7: Positions across copies of the library and across threads', () => {
  it('a Position made by another copy of the library (as the CJS and ESM builds are) works here', async () => {
    vi.resetModules();
    // A second, separate copy of the library's modules, with its own Position class.
    const path = '../../src/index.js?copy';
    const other = (await import(/* @vite-ignore */ path)) as typeof import('../../src/index.js');
    const theirs = must(other.startPosition('long-nard'));
    expect(theirs.constructor).not.toBe(start().constructor);
    expect(legalPlays(theirs, [6, 5]).length).toBe(legalPlays(must(startPosition('long-nard')), [6, 5]).length);
    expect(must(playsFor(theirs, [3, 1])).length).toBeGreaterThan(0);
    expect(other.legalPlays(start(), [6, 5]).length).toBe(legalPlays(start(), [6, 5]).length);
  });

  it('another copy is told apart by a shared mark, not by the class name a bundler may change, and is still validated', () => {
    const mark = Symbol.for('tavla.Position');
    const prototype = { [mark]: true };
    // A renamed class with the mark whose Setup is valid is read like that Setup.
    const renamed = Object.create(prototype, { toJSON: { value: () => start().toJSON() } }) as never;
    expect(legalPlays(renamed, [3, 1]).length).toBe(legalPlays(start(), [3, 1]).length);
    // The mark alone vouches for nothing: a broken Setup behind it is refused.
    const forged = Object.create(prototype, { toJSON: { value: () => ({ variant: 'short-tavla' }) } }) as never;
    expect(codeOf(playsFor(forged, [3, 1]))).toBe('invalid-argument');
    // Without the mark, a class named Position is not taken for one.
    class Position {
      toJSON(): unknown {
        return start().toJSON();
      }
    }
    expect(codeOf(playsFor(new Position() as never, [3, 1]))).toBe('invalid-argument');
  });

  it('a structured clone is answered with a coded error or a TypeError that says how to send a position', () => {
    const clone = structuredClone(start());
    expect(codeOf(playsFor(clone, [3, 1]))).toBe('invalid-argument');
    expect(() => legalPlays(clone, [3, 1])).toThrow(/positionToJSON/);
    // The documented way to a worker and back: positionToJSON / positionFromJSON round-trips exactly.
    const text = JSON.stringify(start());
    expect(must(positionFromJSON(structuredClone(text))).equals(start())).toBe(true);
  });
});

describe('finding 8: wrong types get a coded error from Result functions, a clear TypeError elsewhere', () => {
  it('Result-returning functions never throw', () => {
    const setup = JSON.parse(JSON.stringify(start())) as never;
    expect(codeOf(playsFor(setup, [3, 1]))).toBe('invalid-argument');
    expect(codeOf(playsFor(null as never, [3, 1]))).toBe('invalid-argument');
    expect(codeOf(parsePlay(setup, [3, 1], '8/5 6/5'))).toBe('invalid-argument');
    expect(codeOf(replay({ variant: 'short-tavla' }, null as never))).toBe('invalid-action');
    expect(codeOf(applyAll(money({ variant: 'short-tavla' }), null as never))).toBe('invalid-action');
  });

  it('plain-value functions answer sensibly or throw a TypeError naming the argument', () => {
    expect(start().equals(null as never)).toBe(false);
    expect(() => formatPlay(null as never)).toThrow(/formatPlay\(play\)/);
    expect(() => gamePresets('chess' as never)).toThrow(/gamePresets: variant/);
    expect(() => outcomeLevels('chess' as never, start().options)).toThrow(/outcomeLevels: variant/);
  });
});

describe('finding 10: the cube and the counters stay within what can be written and read back', () => {
  it('money play with no maximum: doubles stop at 2^40 with cube-at-maximum', () => {
    let state = act(money({ variant: 'short-tavla', cube: { maxValue: null } }), opening('white'), { type: 'play', play: '13/7 8/7' });
    let refusal: string | undefined;
    for (let turn = 0; turn < 60 && refusal === undefined; turn++) {
      // The player on roll doubles and the other takes, every turn: the cube doubles each time.
      const doubled = apply(state, { type: 'double' });
      if (!doubled.ok) {
        refusal = doubled.error.code;
        break;
      }
      state = must(apply(doubled.value, { type: 'take' }));
      state = must(apply(state, { type: 'roll', dice: [1, 2] }));
      state = must(apply(state, legalActions(state).find((a) => a.type === 'play') as Action));
    }
    expect(refusal).toBe('cube-at-maximum');
    expect(state.cube.value).toBe(CUBE_LIMIT);
    expect(must(stateFromJSON(must(stateToJSON(state)))).cube.value).toBe(CUBE_LIMIT);
  });

  it('a turn count of 1e21 is refused', () => {
    const setup = { ...(JSON.parse(JSON.stringify(start())) as Data), turnsPlayed: { white: 1e21, black: 0 } };
    expect(codeOf(positionFromSetup(setup as never))).toBe('invalid-turns-played');
  });
});

describe('finding 11: dice are read once', () => {
  it('an array whose getters change their answer gets the plays of the dice that were checked', () => {
    let reads = 0;
    const sly = [3, 1];
    // Reads as 3 the first time and as 6 afterwards: the plays must be 3-1's, never 6-1's.
    Object.defineProperty(sly, 0, { get: () => (++reads === 1 ? 3 : 6), enumerable: true });
    const plays = legalPlays(start(), sly as never).map(formatPlay);
    expect(plays).toEqual(legalPlays(start(), [3, 1]).map(formatPlay));
    expect(reads).toBe(1);
  });
});

describe('finding 12: size is checked before any work, and messages quote a short prefix only', () => {
  const huge = 'A'.repeat(20_000_000);
  it.each([
    ['fromGnubgId', () => fromGnubgId(huge)],
    ['positionFromGnubgId', () => positionFromGnubgId(huge)],
    ['fromXgid', () => fromXgid(huge)],
    ['parsePlay', () => parsePlay(start(), [3, 1], huge)],
    ['positionFromJSON', () => positionFromJSON(huge)],
    ['stateFromJSON', () => stateFromJSON(huge)],
  ])('%s refuses 20 MB with input-too-long', (_name, read) => {
    const answer = read() as { ok: boolean; error?: { code: string; message: string } };
    expect(answer.error?.code).toBe('input-too-long');
    expect(answer.error!.message.length).toBeLessThan(200);
  });

  it('every limit is far above what a real input needs', () => {
    expect(INPUT_LIMITS.notation).toBeGreaterThan('bar/22* 22/16* 16/10* 10/4*'.length * 4);
    expect(INPUT_LIMITS.json).toBeGreaterThan(must(stateToJSON(save().state)).length * 100);
  });
});

describe('a configuration and a state read through getters are read once', () => {
  it('newGame with a config whose getter changes after the first read plays the first answer', () => {
    let reads = 0;
    const config = {
      get variant() {
        return reads++ === 0 ? 'short-tavla' : 'long-nard';
      },
    };
    const game = must(newGame(config as never));
    expect(game.settings.variant).toBe('short-tavla');
    expect(codeOf(newMatch({ get variant(): never { throw new Error('boom'); } }))).toBe('invalid-config');
  });
});
