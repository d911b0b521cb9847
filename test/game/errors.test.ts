import { describe, expect, it } from 'vitest';
import { apply, GAME_ERROR_MESSAGES, legalActions, newGame, newMatch, startPosition, type Action, type GameConfig, type GameRuleErrorCode, type GameState, type Setup } from '../../src/index.js';
import { act, loseGame, match, money, opening, playOut, turn } from './helpers.js';

/**
 * Every refusal of the reducer has its own code from a closed union. Each code of
 * GameRuleErrorCode is produced here by a concrete situation; the table must name them all.
 */

type Case = () => { readonly ok: boolean; readonly error?: { readonly code: string; readonly message: string } };

const whiteToRoll = (config: Partial<GameConfig> = {}): GameState =>
  playOut(act(money({ variant: 'short-tavla', ...config }), opening('black')));

const attempt = (state: GameState, action: unknown): ReturnType<Case> => apply(state, action as Action);
const config = (c: unknown): ReturnType<Case> => newMatch(c as GameConfig);

const EXTRA_TURN: Setup = {
  variant: 'long-nard',
  turn: 'white',
  white: { points: { 1: 1 }, off: 14 },
  black: { points: { 1: 2 }, off: 13 },
  turnsPlayed: { white: 30, black: 30 },
};

const CASES: Readonly<Record<GameRuleErrorCode, Case>> = {
  'invalid-config': () => config({ variant: 'short-tavla', cube: { sides: 6 } }),
  'money-play-only': () => config({ variant: 'short-tavla', cube: { beaver: true } }),
  'invalid-state': () => attempt({ version: 2 } as unknown as GameState, { type: 'roll', dice: [1, 2] }),
  'invalid-action': () => attempt(whiteToRoll(), { type: 'fly' }),
  'not-your-turn': () => attempt(whiteToRoll(), { type: 'roll', dice: [3, 1], player: 'black' }),
  'opening-roll-expected': () => attempt(money({ variant: 'short-tavla' }), { type: 'roll', dice: [3, 1] }),
  'opening-roll-not-expected': () => attempt(whiteToRoll(), { type: 'opening-roll', white: 3, black: 1 }),
  'must-roll-first': () => attempt(whiteToRoll(), { type: 'play', play: '24/21 24/23' }),
  'already-rolled': () => attempt(act(whiteToRoll(), { type: 'roll', dice: [3, 1] }), { type: 'double' }),
  'double-pending': () => attempt(act(whiteToRoll(), { type: 'double' }), { type: 'roll', dice: [3, 1] }),
  'resignation-pending': () => attempt(act(whiteToRoll(), { type: 'resign', level: 'oin' }), { type: 'double' }),
  'no-pending-double': () => attempt(whiteToRoll(), { type: 'take' }),
  'no-pending-resignation': () => attempt(whiteToRoll(), { type: 'accept-resignation' }),
  'cube-disabled': () => attempt(whiteToRoll({ cube: { enabled: false } }), { type: 'double' }),
  'cube-not-yours': () => attempt(turn(turn(act(whiteToRoll(), { type: 'double' }, { type: 'take' }), [3, 1]), [4, 2]), { type: 'double' }),
  'crawford-game': () => {
    let s = loseGame(match({ variant: 'short-tavla', match: { length: 2 } }), 'black');
    s = playOut(act(s, { type: 'next-game' }, opening('black')));
    return attempt(s, { type: 'double' });
  },
  'holland-rule': () => {
    let s = loseGame(match({ variant: 'short-tavla', match: { length: 3, holland: true } }), 'black', 'mars');
    s = loseGame(act(s, { type: 'next-game' }), 'white');
    s = playOut(act(s, { type: 'next-game' }, opening('white')));
    return attempt(s, { type: 'double' });
  },
  'cube-dead': () => attempt(playOut(act(match({ variant: 'short-tavla', match: { length: 1, deadCube: true } }), opening('black'))), { type: 'double' }),
  'cube-at-maximum': () => attempt(whiteToRoll({ cube: { maxValue: 1 } }), { type: 'double' }),
  'no-cube-in-extra-turn': () => attempt(turn(match({ variant: 'long-nard', preset: 'sport', options: { longNard: { lastRollDraw: { drawScore: 'half' } } }, startFrom: EXTRA_TURN }), [6, 5]), { type: 'double' }),
  'beaver-not-allowed': () => attempt(act(whiteToRoll(), { type: 'double' }), { type: 'beaver' }),
  'raccoon-not-allowed': () => attempt(act(whiteToRoll({ cube: { beaver: true } }), { type: 'double' }, { type: 'beaver' }), { type: 'raccoon' }),
  'resignation-not-allowed': () => attempt(whiteToRoll({ resignation: false }), { type: 'resign', level: 'oin' }),
  'invalid-resignation-level': () => attempt(whiteToRoll(), { type: 'resign', level: 'everything' }),
  'resignation-already-declined': () => attempt(act(whiteToRoll(), { type: 'resign', level: 'mars' }, { type: 'reject-resignation' }), { type: 'resign', level: 'oin' }),
  'game-over': () => attempt(act(whiteToRoll(), { type: 'double' }, { type: 'drop' }), { type: 'roll', dice: [3, 1] }),
  'match-over': () => attempt(loseGame(match({ variant: 'short-tavla', match: { length: 1 } }), 'white'), { type: 'next-game' }),
  'game-not-over': () => attempt(whiteToRoll(), { type: 'next-game' }),
};

describe('reducer error codes', () => {
  for (const [code, run] of Object.entries(CASES)) {
    it(`${code}: produced with its own code and a message`, () => {
      const result = run();
      expect(result.ok).toBe(false);
      expect(result.error?.code).toBe(code);
      expect(result.error?.message.length).toBeGreaterThan(15);
    });
  }

  it('every code of the closed union has a description and a case above', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(GAME_ERROR_MESSAGES).sort());
  });

  it('bad dice are refused with the dice code, for the opening roll and for a roll', () => {
    const open = apply(money({ variant: 'short-tavla' }), { type: 'opening-roll', white: 0, black: 3 });
    expect(!open.ok && open.error.code).toBe('invalid-dice');
    const roll = apply(whiteToRoll(), { type: 'roll', dice: [7, 1] });
    expect(!roll.ok && roll.error.code).toBe('invalid-dice');
  });

  it('the roll and opening-roll entries of legalActions are kinds: applied without dice they are refused with the dice code, in every variant', () => {
    for (const variant of ['short-tavla', 'long-nard', 'crazy-gulbar', 'six-one', 'plakoto', 'fevga'] as const) {
      const fresh = money({ variant });
      // TypeScript refuses these without dice; a JavaScript caller can pass them as they are.
      const kind = legalActions(fresh).find((a) => a.type === 'opening-roll')!;
      const open = apply(fresh, kind as unknown as Action);
      expect(!open.ok && open.error.code, variant).toBe('invalid-dice');
      let state = act(fresh, { type: 'opening-roll', white: 4, black: 2 });
      state = playOut(state);
      const roll = legalActions(state).find((a) => a.type === 'roll')!;
      const rolled = apply(state, roll as unknown as Action);
      expect(!rolled.ok && rolled.error.code, variant).toBe('invalid-dice');
      // With the dice added (a copy of the entry), the same kind is a roll.
      expect(apply(state, { ...roll, dice: [3, 1] }).ok, variant).toBe(true);
    }
  });

  it('a roll action read by its shape gets the answer the general reading gives (same state, same code and message)', () => {
    const s = whiteToRoll();
    const throwing = Object.defineProperty({ type: 'roll' }, 'dice', {
      enumerable: true,
      get() {
        throw new Error('no dice');
      },
    });
    // Dice the general copy refuses as a whole: a throwing element, a cycle, nesting past its
    // limit, a revoked Proxy (the action could not be read), not merely dice that are no roll.
    const throwingDie = Object.defineProperty([3, 1], 0, {
      enumerable: true,
      get() {
        throw new Error('no die');
      },
    });
    const cyclic: unknown[] = [1, 2, 3];
    cyclic[2] = cyclic;
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    const { proxy: revoked, revoke } = Proxy.revocable([1, 2], {});
    revoke();
    const cases: unknown[] = [
      { type: 'roll', dice: throwingDie },
      { type: 'roll', dice: cyclic },
      { type: 'roll', dice: [3, 1, deep] },
      { type: 'roll', dice: [1, deep] },
      { type: 'roll', dice: revoked },
      { type: 'roll', dice: [3, 1] },
      { dice: [6, 6], type: 'roll' },
      { type: 'roll', player: 'white', dice: [5, 2] },
      { type: 'roll', player: 'black', dice: [5, 2] },
      { type: 'roll', player: 'red', dice: [5, 2] },
      { type: 'roll', dice: [7, 1] },
      { type: 'roll', dice: [1] },
      { type: 'roll', dice: 'x' },
      { type: 'roll', dice: [1.5, 2] },
      { type: 'play', dice: [1, 2] },
      { type: 7, dice: [1, 2] },
      throwing,
    ];
    cases.forEach((action, i) => {
      // The same own fields on an object whose prototype is not Object.prototype: read the general way.
      const general = Object.create({ inherited: true }) as Record<string, unknown>;
      for (const key of Object.keys(action as object)) {
        const d = Object.getOwnPropertyDescriptor(action, key)!;
        Object.defineProperty(general, key, d);
      }
      const fast = apply(s, action as Action);
      const slow = apply(s, general as unknown as Action);
      expect(JSON.stringify(fast), `case ${i}`).toBe(JSON.stringify(slow));
    });
  });

  it('malformed actions are refused, never thrown on', () => {
    const s = whiteToRoll();
    for (const bad of [null, 42, 'roll', [], { type: 'roll' }, { type: 'roll', dice: [1, 2], extra: 1 }, { type: 'double', player: 'red' }, { type: 'play', play: 7 }]) {
      const result = apply(s, bad as unknown as Action);
      expect(result.ok).toBe(false);
    }
  });

  it('an illegal play keeps the play code of the move generator', () => {
    const s = act(whiteToRoll(), { type: 'roll', dice: [6, 5] });
    const result = apply(s, { type: 'play', play: '24/13 6/1' });
    expect(result.ok).toBe(false);
    const notation = apply(s, { type: 'play', play: 'to the moon' });
    expect(!notation.ok && notation.error.code).toBe('malformed-notation');
  });

  it('a bad configuration is refused with a specific code, never thrown on', () => {
    const bad: unknown[] = [
      null,
      { variant: 'chess' },
      { variant: 'short-tavla', preset: 'nope' },
      { variant: 'short-tavla', preset: 'turkish', options: { preset: 'standard' } },
      { variant: 'short-tavla', options: { shortTavla: { koks: 'maybe' } } },
      { variant: 'short-tavla', options: { longNard: {} } },
      { variant: 'short-tavla', match: { length: 0 } },
      { variant: 'short-tavla', match: { nextGameStarter: 'loser' } },
      { variant: 'short-tavla', cube: { maxValue: 0 } },
      { variant: 'short-tavla', cube: { progression: 'exponential' } },
      { variant: 'short-tavla', cube: { automaticDoubles: -1 } },
      { variant: 'short-tavla', cube: { enabled: 'yes' } },
      { variant: 'short-tavla', opening: { firstMove: 'coinToss' } },
      { variant: 'short-tavla', lastRollDraw: true },
      { variant: 'short-tavla', startFrom: { variant: 'long-nard', turn: 'white', white: { points: {} }, black: { points: {} } } },
    ];
    for (const c of bad) {
      const result = newMatch(c as GameConfig);
      expect(result.ok, JSON.stringify(c)).toBe(false);
    }
    const codes = (c: unknown): string | undefined => {
      const r = newGame(c as GameConfig);
      return r.ok ? undefined : r.error.code;
    };
    expect(codes({ variant: 'short-tavla', preset: 'nope' })).toBe('unknown-preset');
    // An unknown variant has the same code (and words) as startPosition's, in a rotation too.
    expect(codes({ variant: 'chess' })).toBe('unknown-variant');
    expect(codes({ rotation: [{ variant: 'short-tavla' }, { variant: 'chess' }] })).toBe('unknown-variant');
    expect(codes({ rotation: 'tavliMatch', variant: 'chess' })).toBe('unknown-variant');
    expect(codes({ variant: 'short-tavla', startFrom: { variant: 'chess', turn: 'white', white: { points: {} }, black: { points: {} } } })).toBe('unknown-variant');
    const chess = newGame({ variant: 'chess' } as never);
    const position = startPosition('chess' as never);
    expect(!chess.ok && !position.ok && chess.error.message === position.error.message).toBe(true);
    expect(codes({ variant: 'short-tavla', options: { longNard: {} } })).toBe('option-not-for-variant');
    expect(codes({ variant: 'short-tavla', cube: { raccoon: true } })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', cube: { enabled: false, jacoby: true } })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', match: { crawford: true } })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', match: { length: 5, holland: true, crawford: false } })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', match: { deadCube: true } })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', match: { length: 5, deadCube: 'yes' } })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', resignation: false, resignWhileDoubled: true })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', resignWhileDoubled: 1 })).toBe('invalid-config');
    const finished = { variant: 'short-tavla', turn: 'white', white: { points: {}, off: 15 }, black: { points: { 6: 15 } } };
    expect(codes({ variant: 'short-tavla', startFrom: finished })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', startFrom: { ...finished, options: {} } })).toBe('invalid-config');
    expect(codes({ variant: 'short-tavla', startFrom: 'the usual' })).toBe('invalid-config');
    expect(codes({ variant: 'crazy-gulbar', lastRollDraw: { drawScore: 'half' } })).not.toBeUndefined();
    expect(codes({ variant: 'short-tavla', startFrom: { variant: 'short-tavla', turn: 'white', white: { points: {} }, black: { points: {} } } })).toBe('wrong-checker-count');
  });

  it('values JSON cannot hold (BigInts, cycles) anywhere in a config, an action or a state get a Result, never an exception', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    for (const c of [{ variant: 10n }, { variant: cycle }, { variant: 'short-tavla', preset: 'turkish', options: { preset: 1n } }, { variant: 'short-tavla', startFrom: { variant: 2n } }]) {
      expect(() => newGame(c as unknown as GameConfig)).not.toThrow();
      expect(newGame(c as unknown as GameConfig).ok).toBe(false);
    }
    const s = whiteToRoll();
    expect(apply(s, { type: 'double', player: 3n } as unknown as Action).ok).toBe(false);
    const rolled = act(s, { type: 'roll', dice: [3, 1] });
    const plain = JSON.parse(JSON.stringify(rolled)) as Record<string, unknown>;
    const tampered: Record<string, unknown>[] = [
      { ...plain, settings: { ...(plain['settings'] as object), variant: 5n } },
      { ...plain, settings: cycle },
      { ...plain, dice: [3n, 1n] },
      { ...plain, position: { ...(plain['position'] as object), options: { bearOff: cycle } } },
      { ...plain, game: { ...(plain['game'] as object), result: 1n } },
    ];
    for (const t of tampered) {
      expect(() => apply(t as unknown as GameState, { type: 'play', play: '8/5 6/5' })).not.toThrow();
      expect(apply(t as unknown as GameState, { type: 'play', play: '8/5 6/5' }).ok).toBe(false);
    }
  });

  it('a turn record that cannot be replayed is invalid-state', () => {
    const s = JSON.parse(JSON.stringify(act(whiteToRoll(), { type: 'roll', dice: [3, 1] }))) as GameState;
    const tampered = { ...s, turn: { ...s.turn!, stages: [{ player: 'white', dice: [3, 1], steps: [{ from: 2, to: 1 }] }] } } as unknown as GameState;
    const result = apply(tampered, { type: 'play', play: '8/5 6/5' });
    expect(!result.ok && result.error.code).toBe('invalid-state');
  });
});
