import { describe, expect, it } from 'vitest';
import {
  apply,
  formatPlay,
  fromRecord,
  legalActions,
  newMatch,
  replay,
  toRecord,
  type Action,
  type GameConfig,
  type GameLog,
  type GameState,
} from '../../src/index.js';
import { chooseAction, prng } from '../game/driver.js';

/** Game and match records (docs/notation.md, "Game and match records"). */

function roundTrip(log: GameLog): string {
  const text = toRecord(log);
  if (!text.ok) throw new Error(`${text.error.code}: ${text.error.message}`);
  const read = fromRecord(text.value);
  if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}\n${text.value}`);
  const original = replay(log.config, log.actions);
  expect(original.ok).toBe(true);
  if (original.ok) expect(read.value.state).toEqual(original.value);
  const again = toRecord(read.value);
  expect(again.ok && again.value).toBe(text.value);
  return text.value;
}

function selfPlay(config: GameConfig, seed: number, until: (s: GameState, actions: readonly Action[]) => boolean): Action[] {
  const started = newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const pick = prng(seed);
  const actions: Action[] = [];
  while (state.phase !== 'match-over' && !until(state, actions)) {
    const action = chooseAction(legalActions(state), pick);
    const next = apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    actions.push(action);
    state = next.value;
  }
  return actions;
}

const SHORT: GameLog = {
  config: { variant: 'short-tavla', match: { length: 7 } },
  names: { white: 'Ann', black: 'Ben' },
  actions: [
    { type: 'opening-roll', white: 5, black: 2 },
    { type: 'play', play: '13/8 13/11' },
    { type: 'double' },
    { type: 'take' },
    { type: 'roll', dice: [6, 4] },
    { type: 'play', play: '24/18 13/9' },
    { type: 'resign', level: 'mars' },
    { type: 'accept-resignation' },
    { type: 'next-game' },
    { type: 'opening-roll', white: 5, black: 5 },
    { type: 'opening-roll', white: 1, black: 4 },
    { type: 'play', play: '24/23 13/9' },
  ],
};

const SHORT_TEXT = `; tavla record 1
[Variant "short-tavla"]
[Preset "standard"]
[Length 7]
[White "Ann"]
[Black "Ben"]

Game 1 (White 0, Black 0)
Opening: White 5, Black 2
1. White 5-2: 13/11 13/8
Black doubles to 2
White takes
2. Black 6-4: 24/18 13/9
White resigns mars
Black accepts
Black wins 4 points (mars, resignation, cube 2)

Game 2 (White 0, Black 4)
Opening: White 5, Black 5
Opening: White 1, Black 4
1. Black 4-1: 24/23 13/9
`;

describe('toRecord writes a readable record', () => {
  it('header, roll-offs (OP-1 ties), turns in notation, cube actions (CU-2, CU-3), a resignation (SC-8), results', () => {
    expect(roundTrip(SHORT)).toBe(SHORT_TEXT);
  });

  it('the header carries only settings that differ from the preset, and the start position', () => {
    const log: GameLog = {
      config: {
        variant: 'long-nard',
        match: { length: 3 },
        options: { longNard: { lastRollDraw: { drawScore: 'half' } } },
        startFrom: { variant: 'long-nard', turn: 'white', white: { points: { 1: 1 }, off: 14 }, black: { points: { 1: 2 }, off: 13 } },
      },
      actions: [
        { type: 'roll', dice: [6, 5] },
        { type: 'play', play: '1/off' },
        { type: 'roll', dice: [2, 1] },
        { type: 'play', play: '1/off 1/off' },
      ],
    };
    const text = roundTrip(log);
    expect(text).toContain('[options.longNard.lastRollDraw {"drawScore":"half"}]');
    expect(text).toContain('[StartFrom {"variant":"long-nard"');
    expect(text).not.toContain('[cube.');
    expect(text).toContain('Draw (White 0.5, Black 0.5)'); // LN-15, SC-9
    expect(text).not.toContain('Match over'); // a 3-point match goes on at ½–½
  });

  it('money play with beavers and raccoons (CU-6, CU-7)', () => {
    const log: GameLog = {
      config: { variant: 'short-tavla', match: { length: null }, cube: { beaver: true, raccoon: true } },
      actions: [{ type: 'opening-roll', white: 3, black: 1 }, { type: 'play', play: '8/5 6/5' }, { type: 'double' }, { type: 'beaver' }, { type: 'raccoon' }, { type: 'drop' }],
    };
    const text = roundTrip(log);
    expect(text).toContain('[Length null]');
    expect(text).toContain('[cube.beaver true]');
    expect(text).toMatch(/Black doubles to 2\nWhite beavers to 4\nBlack raccoons to 8\nWhite drops\nBlack wins 4 points \(oin, drop, cube 4\)/);
  });

  it('crazy gulbar: a cascade whose later stages the opponent plays (CG-5) stays on its roller\'s line', () => {
    const config: GameConfig = { variant: 'crazy-gulbar', match: { length: 3 } };
    let found: string | null = null;
    for (let seed = 1; seed < 40 && found === null; seed++) {
      const actions = selfPlay(config, seed, () => false);
      const text = roundTrip({ config, actions });
      found = text.split('\n').find((l) => /^\d+\. White .*; Black /.test(l) || /^\d+\. Black .*; White /.test(l)) ?? null;
    }
    expect(found).not.toBeNull();
  });

  it('the quiet route past a blot reads back as itself (the writer checks every play it writes)', () => {
    // docs/notation.md "Known issue": 21/17 quietly, while 21/18*/17 hits. Were 21/17 read as
    // ambiguous, the writer would fall back to writing the play step by step.
    const config: GameConfig = {
      variant: 'short-tavla',
      match: { length: 3 },
      startFrom: { variant: 'short-tavla', turn: 'white', white: { points: { 21: 1, 3: 1, 2: 3, 1: 10 } }, black: { points: { 19: 2, 7: 1, 6: 2, 3: 3, 2: 5, 1: 2 } } },
    };
    const rolled = replay(config, [{ type: 'roll', dice: [3, 1] }]);
    if (!rolled.ok) throw new Error(rolled.error.message);
    const quiet = legalActions(rolled.value).find((a) => a.type === 'play' && formatPlay({ steps: a.play }) === '21/17');
    expect(quiet).toBeDefined();
    const text = roundTrip({ config, actions: [{ type: 'roll', dice: [3, 1] }, quiet as Action] });
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^1\. White 3-1: 21\/(17|20 20\/17)$/);
  });
});

describe('fromRecord refuses bad records with a code and the line', () => {
  const lines = SHORT_TEXT.split('\n');
  const edit = (index: number, replacement: string): string => lines.map((l, i) => (i === index ? replacement : l)).join('\n');
  const at = (text: string): number => lines.indexOf(text);

  const cases: readonly [string, string, string, number][] = [
    ['an illegal play (G-9)', edit(at('1. White 5-2: 13/11 13/8'), '1. White 5-2: 13/11'), 'illegal-record', at('1. White 5-2: 13/11 13/8') + 1],
    ['a take nobody offered', edit(at('Black doubles to 2'), 'Black takes'), 'illegal-record', at('Black doubles to 2') + 1],
    ['the wrong player', edit(at('White takes'), 'Black takes'), 'illegal-record', at('White takes') + 1],
    ['a result the replay contradicts', edit(at('Black wins 4 points (mars, resignation, cube 2)'), 'Black wins 2 points (mars, resignation, cube 1)'), 'record-mismatch', at('Black wins 4 points (mars, resignation, cube 2)') + 1],
    ['a cube value the replay contradicts', edit(at('Black doubles to 2'), 'Black doubles to 4'), 'record-mismatch', at('Black doubles to 2') + 1],
    ['a wrong game header', edit(at('Game 2 (White 0, Black 4)'), 'Game 2 (White 4, Black 0)'), 'record-mismatch', at('Game 2 (White 0, Black 4)') + 1],
    ['stage dice that are not the roll-off dice', edit(at('1. Black 4-1: 24/23 13/9'), '1. Black 4-2: 24/22 13/9'), 'record-mismatch', at('1. Black 4-1: 24/23 13/9') + 1],
    ['an unknown line', edit(at('White takes'), 'White sulks'), 'malformed-record', at('White takes') + 1],
    ['an unknown tag', edit(at('[Length 7]'), '[Length 7]\n[cube.colour "red"]'), 'malformed-record', at('[Length 7]') + 2],
    ['a tag that is not JSON', edit(at('[White "Ann"]'), '[White Ann]'), 'malformed-record', at('[White "Ann"]') + 1],
    ['a refused setting', edit(at('[Length 7]'), '[Length 7]\n[cube.beaver true]'), 'illegal-record', 0],
    ['no variant', edit(at('[Variant "short-tavla"]'), ''), 'malformed-record', 0],
    ['a body that does not start with its game', edit(at('Game 1 (White 0, Black 0)'), ''), 'malformed-record', at('Opening: White 5, Black 2') + 1],
  ];
  it('a bracketed header line whose name cannot be a tag is named as such, not taken for the body', () => {
    for (const tag of ['[__proto__ {"x":1}]', '[constructor 1]', '[1st "x"]']) {
      const read = fromRecord(edit(at('[White "Ann"]'), tag));
      expect(!read.ok && read.error).toMatchObject({ code: 'malformed-record', line: at('[White "Ann"]') + 1 });
      expect(!read.ok && read.error.message).toMatch(/is not (a header tag|a tag of a short-tavla record)/);
    }
  });

  for (const [what, text, code, line] of cases) {
    it(`${what}: ${code}`, () => {
      const read = fromRecord(text);
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.error.code).toBe(code);
      expect(read.error.line).toBe(line);
      expect(read.error.message.length).toBeGreaterThan(10);
    });
  }

  it('not a string: malformed-record', () => {
    const read = fromRecord(42 as unknown as string);
    expect(!read.ok && read.error.code).toBe('malformed-record');
  });
});

describe('toRecord refuses a log that does not replay', () => {
  it('a refused action: invalid-game-log, naming the action', () => {
    const bad = toRecord({ config: { variant: 'short-tavla' }, actions: [{ type: 'opening-roll', white: 3, black: 1 }, { type: 'take' }] });
    expect(!bad.ok && [bad.error.code, bad.error.line]).toEqual(['invalid-game-log', 2]);
  });
  it('a refused configuration or a non-log: invalid-game-log', () => {
    for (const log of [{ config: { variant: 'chess' }, actions: [] }, null, { config: { variant: 'short-tavla' }, actions: [], names: { white: 'a\nb' } }]) {
      const bad = toRecord(log as unknown as GameLog);
      expect(!bad.ok && bad.error.code).toBe('invalid-game-log');
    }
  });
});
