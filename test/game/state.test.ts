import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyAll,
  currentTurn,
  gamePosition,
  gamePresets,
  legalActions,
  replay,
  type Action,
  type GameState,
} from '../../src/index.js';
import { act, match, money, must, opening, playOut } from './helpers.js';
import { runs } from '../tier.js';

/** The state as data: what it says at each moment, JSON, immutability, replays. */

function json<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A short scripted money game touching every phase. */
const SCRIPT: Action[] = [
  { type: 'opening-roll', white: 3, black: 3 },
  { type: 'opening-roll', white: 5, black: 2 },
  { type: 'play', play: '13/8 13/11' },
  { type: 'double', player: 'black' },
  { type: 'beaver', player: 'white' },
  { type: 'take', player: 'black' },
  { type: 'roll', dice: [6, 4], player: 'black' },
  { type: 'play', play: '24/18 13/9' },
  { type: 'resign', level: 'oin', player: 'white' },
  { type: 'reject-resignation', player: 'black' },
  { type: 'roll', dice: [2, 2] },
  { type: 'play', play: [{ from: 6, to: 4 }, { from: 6, to: 4 }, { from: 8, to: 6 }, { from: 8, to: 6 }] },
  { type: 'roll', dice: [5, 1] },
];
const CONFIG = { variant: 'short-tavla', match: { length: null }, cube: { beaver: true, automaticDoubles: 1 } } as const;

describe('the state says what is going on', () => {
  it('phase, player to act, dice, stage, cube, score and flags at each step of a scripted game', () => {
    const states: GameState[] = [];
    let s = money(CONFIG);
    states.push(s);
    for (const a of SCRIPT) states.push((s = act(s, a)));
    const view = states.map((x) => [x.phase, x.toAct, x.dice, x.cube.value, x.cube.owner]);
    expect(view).toEqual([
      ['opening', null, null, 1, null],
      ['opening', null, null, 2, null], // CU-9 automatic double
      ['play', 'white', [5, 2], 2, null], // OP-2 the opening dice
      ['roll', 'black', null, 2, null],
      ['double', 'white', null, 2, null],
      ['double', 'black', null, 4, 'white'], // beaver: White keeps the cube at 4 and offers 8
      ['roll', 'black', null, 8, 'white'],
      ['play', 'black', [6, 4], 8, 'white'],
      ['roll', 'white', null, 8, 'white'],
      ['resignation', 'black', null, 8, 'white'],
      ['roll', 'white', null, 8, 'white'],
      ['play', 'white', [2, 2], 8, 'white'],
      ['roll', 'black', null, 8, 'white'],
      ['play', 'black', [5, 1], 8, 'white'],
    ]);
    expect(s.stage).toEqual({ player: 'black', dice: [5, 1] });
    expect(s.turn?.roller).toBe('black');
    expect(s.game).toMatchObject({ number: 1, starter: 'white', automaticDoubles: 1, crawford: false, extraTurn: false, result: null });
    expect(s.match).toMatchObject({ length: null, score: { white: 0, black: 0 }, results: [], winner: null });
  });

  it('is plain JSON data: a parsed copy is equal and plays on identically', () => {
    let s = money(CONFIG);
    for (const a of SCRIPT) {
      const copy = json(s);
      expect(copy).toEqual(s);
      expect(legalActions(copy)).toEqual(legalActions(s));
      const fromCopy = must(apply(copy, json(a)));
      s = act(s, a);
      expect(json(fromCopy)).toEqual(json(s));
    }
  });

  it('is frozen, and apply never changes the state it is given', () => {
    const s = act(money(CONFIG), opening('white'));
    const before = JSON.stringify(s);
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.position.white.points)).toBe(true);
    expect(Object.isFrozen(s.settings.cube)).toBe(true);
    playOut(s);
    apply(s, { type: 'play', play: 'nonsense' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('replay(config, actions) reproduces the state; applyAll continues from any state', () => {
    const direct = SCRIPT.reduce((s, a) => act(s, a), money(CONFIG));
    const replayed = must(replay(CONFIG, SCRIPT));
    expect(json(replayed)).toEqual(json(direct));
    const half = must(replay(CONFIG, SCRIPT.slice(0, 6)));
    expect(json(must(applyAll(half, SCRIPT.slice(6))))).toEqual(json(direct));
  });

  it('a replay that fails says which action and keeps the state before it', () => {
    const broken = [...SCRIPT.slice(0, 3), { type: 'take' } as Action];
    const result = replay(CONFIG, broken);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code: 'no-pending-double', index: 3 });
      expect(result.error.state?.phase).toBe('roll');
    }
    const config = replay({ variant: 'short-tavla', cube: { beaver: true } }, []);
    expect(!config.ok && config.error).toMatchObject({ code: 'money-play-only', index: -1, state: null });
  });

  it('applyAll reads its state as apply does, even with no actions: the caller\'s object never comes back', () => {
    const half = must(replay(CONFIG, SCRIPT.slice(0, 6)));
    // The reducer's own state is used as it is.
    expect(must(applyAll(half, []))).toBe(half);
    // A JSON copy is checked and comes back as the library's frozen copy, not as the caller's object.
    const copy = json(half);
    const read = must(applyAll(copy, []));
    expect(read).not.toBe(copy);
    expect(Object.isFrozen(read) && Object.isFrozen(read.position)).toBe(true);
    expect(json(read)).toEqual(copy);
    expect(Object.isFrozen(copy)).toBe(false);
    // Anything else is refused before the first action: index -1 and no state.
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const forged = { ...copy, hacked: true };
    for (const bad of [null, 7, { version: 1, phase: 'match-over' }, forged, revoked.proxy]) {
      for (const actions of [[], SCRIPT.slice(6, 7)]) {
        const result = applyAll(bad as never, actions);
        expect(!result.ok && result.error).toMatchObject({ code: 'invalid-state', index: -1, state: null });
      }
    }
  });

  it('every legal action is accepted (roll kinds with dice added)', () => {
    let s = money(CONFIG);
    for (const a of SCRIPT) {
      for (const legal of legalActions(s)) {
        const action: Action =
          legal.type === 'opening-roll'
            ? { type: 'opening-roll', white: 4, black: 2 }
            : legal.type === 'roll'
              ? { type: 'roll', dice: [4, 2], player: legal.player }
              : legal;
        expect(apply(s, action).ok, JSON.stringify(action)).toBe(true);
      }
      s = act(s, a);
    }
  });

  it('gamePosition and currentTurn give the live objects for drawing and step-by-step UIs', () => {
    const s = act(money(CONFIG), opening('white'));
    expect(gamePosition(s)?.turn).toBe('white');
    expect(gamePosition(s)?.pipCount('white')).toBe(167);
    const t = currentTurn(s);
    expect(t?.stage).toEqual({ player: 'white', dice: [6, 1], subMoves: [6, 1], transferred: false });
    expect(t?.plays.length).toBe(legalActions(s).filter((a) => a.type === 'play').length);
    expect(currentTurn(playOut(s))).toBeNull();
    expect(gamePosition(json(s))?.equals(gamePosition(s)!)).toBe(true);
    expect(gamePosition({} as GameState)).toBeNull();
    expect(legalActions({} as GameState)).toEqual([]);
  });

  it('a state altered by hand into nonsense is refused as invalid-state, not thrown on', () => {
    const s = json(act(money(CONFIG), opening('white')));
    const broken = { ...s, position: { ...s.position, white: { points: { 24: 99 } } } } as GameState;
    const result = apply(broken, { type: 'play', play: '13/7 8/7' });
    expect(!result.ok && result.error.code).toBe('invalid-state');
  });
});

describe('states from outside', () => {
  /** Every path to a value inside a JSON value. */
  function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
    if (typeof value !== 'object' || value === null) return [prefix];
    const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
    return [prefix, ...keys.flatMap((k) => paths((value as Record<string | number, unknown>)[k], [...prefix, k]))];
  }

  function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
    if (path.length === 0) return by;
    const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
    copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), by);
    return copy;
  }

  it("a copy cannot hand the roller's stage to his opponent, or name dice nobody rolled", () => {
    const rolled = json(act(match({ variant: 'short-tavla', match: { length: 5 } }), { type: 'opening-roll', white: 3, black: 1 }));
    expect(rolled.phase).toBe('play');
    expect(apply(rolled, { type: 'play', play: '8/5 6/5' }).ok).toBe(true);
    const forgeries: GameState[] = [
      { ...rolled, toAct: 'black', stage: { ...rolled.stage!, player: 'black' } },
      { ...rolled, stage: { ...rolled.stage!, dice: [6, 6] } },
      { ...rolled, stage: { ...rolled.stage!, dice: [1, 3] } },
    ];
    for (const forged of forgeries) {
      for (const action of [{ type: 'play', player: forged.toAct!, play: '8/5 6/5' }, { type: 'resign', player: 'white', level: 'oin' }] as const) {
        const answer = apply(forged, action);
        expect(answer.ok ? 'accepted' : answer.error.code).toBe('invalid-state');
        expect(answer.ok ? '' : answer.error.message).toMatch(/^The state's turn does not follow from its record: the stage to play is white's, from 3-1\.$/);
      }
      expect(legalActions(forged)).toEqual([]);
    }
  });

  it('a copy of a crazy gulbar cascade must name each stage played with its own player and dice (CG-2)', () => {
    let state = act(match({ variant: 'crazy-gulbar', match: { length: 3 } }), { type: 'opening-roll', white: 5, black: 2 });
    state = playOut(state);
    state = act(state, { type: 'roll', dice: [2, 2] });
    state = act(state, legalActions(state, 'play')[0]!);
    const copy = json(state);
    expect(copy.phase).toBe('play');
    expect(copy.turn!.stages).toHaveLength(1);
    expect(copy.turn!.stages[0]).toMatchObject({ player: copy.turn!.roller, dice: [2, 2] });
    expect(legalActions(copy).length).toBeGreaterThan(0);
    const stage = copy.turn!.stages[0]!;
    for (const forged of [{ ...stage, dice: [3, 3] }, { ...stage, player: copy.turn!.roller === 'white' ? 'black' : 'white' }]) {
      const bad = { ...copy, turn: { ...copy.turn!, stages: [forged] } } as GameState;
      const answer = apply(bad, legalActions(copy, 'play')[0]!);
      expect(answer.ok ? 'accepted' : answer.error.code).toBe('invalid-state');
      expect(answer.ok ? '' : answer.error.message).toMatch(/^The state's turn does not follow from its record: stage 1 was played by (white|black) from 2-2\.$/);
    }
  });

  it('a state with any one value replaced by arbitrary JSON is answered with a Result, never an exception', () => {
    const samples = [money(CONFIG), ...SCRIPT.map((_, i) => must(replay(CONFIG, SCRIPT.slice(0, i + 1))))].map((x) => json(x));
    fc.assert(
      fc.property(fc.nat({ max: samples.length - 1 }), fc.nat(), fc.jsonValue({ maxDepth: 2 }), (which, at, by) => {
        const sample = samples[which]!;
        const all = paths(sample);
        const mutated = replaced(sample, all[at % all.length]!, by) as GameState;
        for (const action of [...SCRIPT, { type: 'next-game' } as Action]) {
          const result = apply(mutated, action);
          if (!result.ok) expect(typeof result.error.code).toBe('string');
        }
        legalActions(mutated);
        gamePosition(mutated);
        currentTurn(mutated);
      }),
      { numRuns: runs(100, 1000) },
    );
  });
});

describe('settings and presets', () => {
  it('lists the game presets of each variant, the default first', () => {
    expect(gamePresets('short-tavla')).toEqual(['standard', 'turkish', 'portes', 'tabla', 'nackgammon', 'hypergammon', 'longGammon']);
    expect(gamePresets('long-nard')).toEqual(['traditional', 'sport']);
    expect(gamePresets('crazy-gulbar')).toEqual(['standard', 'bulgarian']);
    expect(gamePresets('six-one')).toEqual(['standard']);
  });

  it('resolves every default of docs/rules/rule-index.md#options for short tavla', () => {
    expect(match({ variant: 'short-tavla' }).settings).toEqual({
      variant: 'short-tavla',
      preset: 'standard',
      options: { bearOff: { higherDieRule: true, allowMovesWithinHome: true }, shortTavla: { koks: true, hitAndRun: 'allowed', setup: 'standard', hyperCheckers: 3, gammonRule: 'noneBorneOff' } },
      opening: { firstMove: 'useOpeningDice' },
      cube: {
        enabled: true,
        maxValue: 64,
        progression: 'geometric',
        beaver: false,
        raccoon: false,
        maxInstantRedoubles: 2,
        jacoby: false,
        jacobyCountsAutomaticDoubles: false,
        jacobyCountsResignations: true,
        automaticDoubles: 0,
        noGammonsOnceCubed: false,
      },
      match: { length: 9, crawford: true, holland: false, nextGameStarter: 'openingRoll', afterDraw: 'rollOff', deadCube: false },
      lastRollDraw: false,
      resignation: true,
      resignWhileDoubled: false,
      rotation: null,
    });
  });

  it('long nard traditional and sport presets (§10, §13.2, §13.7)', () => {
    const traditional = match({ variant: 'long-nard' }).settings;
    expect(traditional).toMatchObject({ preset: 'traditional', opening: { firstMove: 'winnerRerolls' }, match: { length: 7, crawford: false, nextGameStarter: 'previousWinner' } });
    expect(traditional.cube.enabled).toBe(false);
    const sport = match({ variant: 'long-nard', options: { preset: 'sport' } }).settings;
    expect(sport).toMatchObject({ preset: 'sport', opening: { firstMove: 'useOpeningDice' }, match: { length: 7, crawford: true, nextGameStarter: 'openingRoll' } });
    expect(sport.cube.enabled).toBe(true);
  });

  it('a preset passes its rule half to the variant (Turkish tavla: no koks)', () => {
    const s = match({ variant: 'short-tavla', preset: 'turkish' });
    expect(s.settings.options.shortTavla?.koks).toBe(false);
    expect(s.position.options?.shortTavla?.koks).toBe(false);
  });
});
