import { describe, expect, it } from 'vitest';
import {
  actionFromJSON,
  actionToJSON,
  apply,
  legalActions,
  newGame,
  newMatch,
  positionFromJSON,
  positionToJSON,
  positionToSetup,
  startPosition,
  stateFromJSON,
  stateToJSON,
  type Action,
  type GameConfig,
  type GameState,
} from '../../src/index.js';
import { chooseAction, prng } from '../game/driver.js';
import { act, must, opening } from '../game/helpers.js';

/**
 * JSON in and out (issue 5): positions as their Setup, game and match states, and actions. Each
 * reader answers malformed text with `malformed-json` / `json-too-deep` and then applies the same
 * check as every other way in, so it refuses exactly what positionFromSetup, apply and
 * readAction refuse, with their codes.
 */

function codeOf(result: { ok: true } | { ok: false; error: { code: string } }): string {
  return result.ok ? 'ok' : result.error.code;
}

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

const deep = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('positions', () => {
  it('positionToJSON writes the Setup, and positionFromJSON reads it back to an equal position', () => {
    const p = must(startPosition('long-nard', { longNard: { blockCheck: 'passThroughOnly' } }));
    const text = positionToJSON(p);
    expect(JSON.parse(text)).toEqual(positionToSetup(p));
    expect(text).toBe(JSON.stringify(p));
    expect(must(positionFromJSON(text)).equals(p)).toBe(true);
  });

  it('reads a hand-written Setup with the defaults filled in', () => {
    const text = '{"variant":"six-one","turn":"black","white":{"points":{"12":15}},"black":{"points":{"12":14,"3":1}}}';
    const p = must(positionFromJSON(text));
    expect(p.checkers('black', 3)).toBe(1);
    expect(p.turnsPlayed).toEqual({ white: 0, black: 0 });
  });

  const START = '{"variant":"short-tavla","turn":"white","white":{"points":{"24":2,"13":5,"8":3,"6":5}},"black":{"points":{"24":2,"13":5,"8":3,"6":5}}';
  const REFUSED: readonly (readonly [string, string, string])[] = [
    ['', 'malformed-json', 'empty text'],
    ['{"variant":', 'malformed-json', 'cut-off JSON'],
    ["{'variant':'short-tavla'}", 'malformed-json', 'single quotes'],
    ['undefined', 'malformed-json', 'not a JSON value'],
    [deep(100), 'json-too-deep', 'nesting beyond 64 levels'],
    [deep(1_000_000), 'json-too-deep', 'a million levels of nesting'],
    ['null', 'invalid-setup', 'null'],
    ['[1,2]', 'invalid-setup', 'an array'],
    [`${START},"__proto__":{"turn":"black"}}`, 'unknown-field', 'a __proto__ key is a plain (unknown) key'],
    [`${START},"options":{"constructor":{"name":1}}}`, 'unknown-option', 'an option named after Object.prototype'],
    ['{"variant":"short-tavla","turn":"white","white":{"points":{"__proto__":15}},"black":{"points":{"6":15}}}', 'invalid-point', 'a __proto__ point'],
    ['{"variant":"short-tavla","turn":"white","white":{"points":{"6":1e400}},"black":{"points":{"6":15}}}', 'invalid-count', 'a number too large for a double'],
    ['{"variant":"short-tavla","turn":"white","white":{"points":{"6":1e20}},"black":{"points":{"6":15}}}', 'wrong-checker-count', 'a huge count'],
    [`${START},"turnsPlayed":{"white":-1,"black":0}}`, 'invalid-turns-played', 'a negative turn count'],
    ['{"variant":"chess","turn":"white","white":{"points":{}},"black":{"points":{}}}', 'unknown-variant', 'an unknown variant'],
  ];
  for (const [text, code, why] of REFUSED) {
    it(`${why}: ${code}`, () => {
      expect(codeOf(positionFromJSON(text))).toBe(code);
    });
  }

  it('a value that is not a string is malformed-json', () => {
    for (const value of [null, undefined, 1, {}, positionToSetup(must(startPosition('short-tavla')))]) {
      expect(codeOf(positionFromJSON(value as string))).toBe('malformed-json');
    }
  });
});

/** Every state of random games and matches of every variant (with LN-15 draws, cube play, cascades). */
function randomStates(): GameState[] {
  const configs: GameConfig[] = [
    { variant: 'short-tavla', match: { length: 3 } },
    { variant: 'short-tavla', match: { length: null }, cube: { beaver: true, raccoon: true, automaticDoubles: 2 } },
    { variant: 'long-nard', options: { longNard: { lastRollDraw: { drawScore: 'half' } } }, match: { length: 3 } },
    { variant: 'long-nard', preset: 'sport', match: { length: 3 } },
    { variant: 'crazy-gulbar', match: { length: 2 } },
    { variant: 'crazy-gulbar', preset: 'bulgarian', options: { crazyGulbar: { transferNonDoubles: true } }, match: { length: 2 } },
    { variant: 'six-one', match: { length: 3 }, resignWhileDoubled: false },
  ];
  const states: GameState[] = [];
  configs.forEach((config, i) => {
    const pick = prng(1000 + i);
    let s = must(config.match?.length === null ? newGame(config) : newMatch(config));
    states.push(s);
    for (let n = 0; n < 3000 && s.phase !== 'match-over'; n++) {
      if (config.match?.length === null && s.match.results.length >= 2) break;
      s = must(apply(s, chooseAction(legalActions(s), pick)));
      states.push(s);
    }
  });
  return states;
}

describe('game and match states', () => {
  const states = randomStates();

  it('the random games reach every phase, an LN-15 draw and the end of matches', () => {
    expect(new Set(states.map((s) => s.phase))).toEqual(new Set(['opening', 'roll', 'play', 'double', 'resignation', 'game-over', 'match-over']));
    expect(states.some((s) => s.game.result?.end === 'draw')).toBe(true);
  });

  it('every state survives stateToJSON / stateFromJSON: equal, frozen, and it plays on the same', () => {
    const pick = prng(7);
    for (const s of states) {
      const text = must(stateToJSON(s));
      expect(text).toBe(JSON.stringify(s));
      const back = must(stateFromJSON(text));
      expect(back).toEqual(s);
      expect(isDeepFrozen(back)).toBe(true);
      const legal = legalActions(s);
      expect(legalActions(back)).toEqual(legal);
      if (legal.length === 0) continue;
      const action = chooseAction(legal, pick);
      expect(JSON.stringify(must(apply(back, action)))).toBe(JSON.stringify(must(apply(s, action))));
    }
  });

  const roll = (): GameState => act(must(newMatch({ variant: 'short-tavla', match: { length: 3 } })), opening('white'));
  const played = (): GameState => act(roll(), { type: 'play', play: '13/7 8/7' });
  const over = (): GameState => act(played(), { type: 'resign', level: 'oin', player: 'black' }, { type: 'accept-resignation' });
  type Tamper = (s: Record<string, unknown>) => void;
  const data = (s: Record<string, unknown>, key: string): Record<string, unknown> => s[key] as Record<string, unknown>;
  const TAMPERED: readonly (readonly [string, () => GameState, Tamper])[] = [
    ['an unknown field', played, (s) => (s['extra'] = 1)],
    ['an unknown field in the cube', played, (s) => (data(s, 'cube')['colour'] = 'white')],
    ['an unknown field in a result', over, (s) => (data(data(s, 'game'), 'result')['bonus'] = 1)],
    ['a version 2 state', played, (s) => (s['version'] = 2)],
    ['dice in the roll phase', roll, (s) => (s['dice'] = [3, 1])],
    ['a stage played by the other player', () => act(played(), { type: 'roll', dice: [3, 1] }), (s) => (data(s, 'stage')['player'] = 'white')],
    ['dice that are not the turn record\'s', () => act(played(), { type: 'roll', dice: [3, 1] }), (s) => (s['dice'] = [4, 2])],
    ['a position of another variant', played, (s) => (data(s, 'position')['variant'] = 'long-nard')],
    ['a position under other options', played, (s) => (data(s, 'position')['options'] = { shortTavla: { koks: false } })],
    ['a position with 16 checkers', played, (s) => (data(data(s, 'position'), 'white')['off'] = 1)],
    ['a finished game whose position is not a position', over, (s) => (data(data(s, 'position'), 'black')['points'] = { 6: 16 })],
    ['a score that is not the sum of the results', over, (s) => (data(s, 'match')['score'] = { white: 5, black: 0 })],
    ['a result that is not the last result', over, (s) => (data(data(s, 'game'), 'result')['cube'] = 2)],
    ['a match winner before the match is over', over, (s) => (data(s, 'match')['winner'] = 'white')],
    ['a starter in the opening', () => must(newMatch({ variant: 'short-tavla' })), (s) => (data(s, 'game')['starter'] = 'white')],
    [
      'a turn record that does not replay',
      () => act(played(), { type: 'roll', dice: [3, 1] }),
      (s) => (data(s, 'turn')['stages'] = [{ player: 'black', dice: [3, 1], steps: [{ from: 2, to: 1, die: 1, hit: false }] }]),
    ],
  ];

  for (const [why, make, tamper] of TAMPERED) {
    it(`${why}: invalid-state, from stateFromJSON and from apply alike`, () => {
      const copy = JSON.parse(JSON.stringify(make())) as Record<string, unknown>;
      tamper(copy);
      const text = JSON.stringify(copy);
      expect(codeOf(stateFromJSON(text))).toBe('invalid-state');
      expect(codeOf(stateToJSON(JSON.parse(text) as GameState))).toBe('invalid-state');
      // apply checks a state before any action; the turn record is replayed when an action
      // needs the turn (a play), while stateFromJSON replays it at once.
      const actions = [{ type: 'play', play: '' }, { type: 'roll', dice: [3, 1] }, { type: 'next-game' }, { type: 'opening-roll', white: 6, black: 1 }] as Action[];
      const codes = actions.map((action) => codeOf(apply(JSON.parse(text) as GameState, action)));
      if (why.startsWith('a turn record')) {
        expect(codes[0]).toBe('invalid-state');
        expect(codes).not.toContain('ok');
      } else {
        expect(codes).toEqual(actions.map(() => 'invalid-state'));
      }
    });
  }

  it('malformed text is malformed-json / json-too-deep, a non-state invalid-state', () => {
    expect(codeOf(stateFromJSON('{'))).toBe('malformed-json');
    expect(codeOf(stateFromJSON(42 as unknown as string))).toBe('malformed-json');
    expect(codeOf(stateFromJSON(`{"version":1,"settings":${deep(200)}}`))).toBe('json-too-deep');
    expect(codeOf(stateFromJSON('{"version":1}'))).toBe('invalid-state');
    expect(codeOf(stateFromJSON('{"__proto__":{"version":1}}'))).toBe('invalid-state');
    expect(codeOf(stateToJSON(null as unknown as GameState))).toBe('invalid-state');
  });
});

describe('actions', () => {
  const ACTIONS: readonly Action[] = [
    { type: 'opening-roll', white: 6, black: 1 },
    { type: 'roll', dice: [3, 1] },
    { type: 'roll', dice: [5, 5], player: 'black' },
    { type: 'play', play: '24/18 13/11*' },
    { type: 'play', play: [{ from: 'bar', to: 22 }, { from: 6, to: 'off', die: 6 }] },
    { type: 'play', play: { steps: [] } },
    { type: 'double', player: 'white' },
    { type: 'take' },
    { type: 'drop' },
    { type: 'beaver' },
    { type: 'raccoon' },
    { type: 'resign', level: 'mars', player: 'black' },
    { type: 'accept-resignation' },
    { type: 'reject-resignation' },
    { type: 'next-game' },
  ];

  it('every kind of action round-trips, frozen', () => {
    for (const action of ACTIONS) {
      const text = must(actionToJSON(action));
      expect(text).toBe(JSON.stringify(action));
      const back = must(actionFromJSON(text));
      expect(back).toEqual(action);
      expect(isDeepFrozen(back)).toBe(true);
    }
  });

  it('refuses what readAction refuses, with its codes', () => {
    expect(codeOf(actionFromJSON('{"type":"fly"}'))).toBe('invalid-action');
    expect(codeOf(actionFromJSON('{"type":"take","by":"white"}'))).toBe('invalid-action');
    expect(codeOf(actionFromJSON('{"type":"roll","dice":[7,1]}'))).toBe('invalid-dice');
    expect(codeOf(actionFromJSON('{"type":"resign","level":"all"}'))).toBe('invalid-resignation-level');
    expect(codeOf(actionFromJSON('{"type":"take","__proto__":{"player":"white"}}'))).toBe('invalid-action');
    expect(codeOf(actionFromJSON('"take"'))).toBe('invalid-action');
    expect(codeOf(actionFromJSON('{"type":"take"'))).toBe('malformed-json');
    expect(codeOf(actionFromJSON(`{"type":"play","play":${deep(70)}}`))).toBe('json-too-deep');
    expect(codeOf(actionToJSON({ type: 'roll', dice: [0, 1] } as unknown as Action))).toBe('invalid-dice');
    expect(codeOf(actionToJSON({ type: 'play', play: [{ from: 6, to: 1n }] } as unknown as Action))).toBe('invalid-action');
  });
});
