import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/index.js';
import * as notation from '../../src/notation/index.js';
import * as variants from '../../src/variants/index.js';
import { runs } from '../tier.js';

/**
 * A hostile caller (issue 12; docs/security.md): every export of the package, each argument in
 * turn replaced by a hostile value — null, NaN, -0, BigInt, Symbol, functions, Proxies (revoked
 * ones too), throwing getters, cycles, sparse arrays, "__proto__" keys, megabyte strings, and
 * whatever fast-check makes up. The promises checked:
 * - a function that returns a Result never throws, and its error has a string code and a short
 *   message;
 * - a function that returns a plain value answers, or throws a TypeError whose message names the
 *   function (never "Cannot read properties of ..." or a private-member error);
 * - nothing pollutes Object.prototype;
 * - no argument is changed.
 */

type Kind = 'result' | 'plain';

interface Entry {
  readonly kind: Kind;
  /** Valid arguments, made fresh for every call. */
  readonly args: () => unknown[];
}

const must = <T>(r: api.Result<T, api.TavlaError>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

const start = (): api.Position => must(api.startPosition('short-tavla'));
const setup = (): unknown => JSON.parse(JSON.stringify(start()));
const dice = (): unknown => [3, 1];
const config = (): unknown => ({ variant: 'short-tavla', match: { length: 3 } });
const state = (): api.GameState => must(api.newMatch({ variant: 'short-tavla', match: { length: 3 } }));
const played = (): api.GameState => must(api.apply(state(), { type: 'opening-roll', white: 3, black: 1 }));
const turn = (): api.Turn => must(api.beginTurn(start(), [3, 1]));
const log = (): unknown => ({ config: config(), actions: [{ type: 'opening-roll', white: 3, black: 1 }, { type: 'play', play: '8/5 6/5' }] });
const rules = (): api.CubeRules => state().settings.cube;
const cube = (): unknown => ({ value: 2, owner: 'white' });
const offer = (): unknown => ({ kind: 'double', offerer: 'white', offered: 2 });
const matchRules = (): api.MatchRules => state().settings.match;
const score = (): unknown => ({ white: 1, black: 2 });

/** Every function the package exports (index, tavla/notation, tavla/variants) with valid arguments. */
const EXPORTS: Readonly<Record<string, Entry>> = {
  opponent: { kind: 'plain', args: () => ['white'] },
  validateDice: { kind: 'result', args: () => [dice()] },
  positionFromSetup: { kind: 'result', args: () => [setup()] },
  positionToSetup: { kind: 'plain', args: () => [start()] },
  startPosition: { kind: 'result', args: () => ['short-tavla', {}] },
  legalPlays: { kind: 'plain', args: () => [start(), dice()] },
  playsFor: { kind: 'result', args: () => [start(), dice()] },
  applyPlay: { kind: 'result', args: () => [start(), dice(), '8/5 6/5'] },
  resolvePlay: { kind: 'result', args: () => [start(), dice(), [{ from: 8, to: 5 }, { from: 6, to: 5 }]] },
  legalSteps: { kind: 'result', args: () => [start(), dice(), [{ from: 8, to: 5 }]] },
  legalDestinations: { kind: 'result', args: () => [start(), dice(), [{ from: 8, to: 5 }]] },
  playList: { kind: 'result', args: () => [start(), dice()] },
  formatPlay: { kind: 'plain', args: () => [{ steps: [{ from: 8, to: 5, die: 3, hit: false }] }, { style: 'plain' }] },
  parsePlay: { kind: 'result', args: () => [start(), dice(), '8/5 6/5'] },
  gnubgPositionId: { kind: 'plain', args: () => [start(), 'white'] },
  positionFromGnubgId: { kind: 'result', args: () => ['4HPwATDgc/ABMA', 'white', { preset: 'standard' }] },
  fromGnubgId: { kind: 'result', args: () => ['4HPwATDgc/ABMA:cAkAAAAAAAAA', { preset: 'standard' }] },
  toGnubgId: { kind: 'result', args: () => [played()] },
  fromXgid: { kind: 'result', args: () => ['XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:3:8'] },
  toXgid: { kind: 'result', args: () => [played()] },
  fromPositionString: { kind: 'result', args: () => [api.toPositionString(start())] },
  toPositionString: { kind: 'plain', args: () => [start()] },
  positionToJSON: { kind: 'plain', args: () => [start()] },
  positionFromJSON: { kind: 'result', args: () => [JSON.stringify(start())] },
  stateToJSON: { kind: 'result', args: () => [played()] },
  stateFromJSON: { kind: 'result', args: () => [must(api.stateToJSON(played()))] },
  actionToJSON: { kind: 'result', args: () => [{ type: 'roll', dice: [3, 1] }] },
  actionFromJSON: { kind: 'result', args: () => ['{"type":"roll","dice":[3,1]}'] },
  toRecord: { kind: 'result', args: () => [log()] },
  fromRecord: { kind: 'result', args: () => [must(api.toRecord(log() as api.GameLog))] },
  toMat: { kind: 'result', args: () => [log()] },
  fromMat: { kind: 'result', args: () => [must(api.toMat(log() as api.GameLog))] },
  toSgf: { kind: 'result', args: () => [log()] },
  fromSgf: { kind: 'result', args: () => [must(api.toSgf(log() as api.GameLog))] },
  toFibsBoard: { kind: 'result', args: () => [played(), {}] },
  fromFibsBoard: { kind: 'result', args: () => [must(api.toFibsBoard(played())), {}] },
  positionToXgid: { kind: 'result', args: () => [start()] },
  positionFromXgid: { kind: 'result', args: () => [must(api.positionToXgid(start())), {}] },
  beginTurn: { kind: 'result', args: () => [start(), dice(), {}] },
  advanceTurn: { kind: 'result', args: () => [turn(), '8/5 6/5'] },
  stageSteps: { kind: 'result', args: () => [turn(), []] },
  stageDestinations: { kind: 'result', args: () => [turn(), []] },
  perft: { kind: 'result', args: () => [start(), 1, {}] },
  outcome: { kind: 'plain', args: () => [start()] },
  outcomeLevels: { kind: 'plain', args: () => ['short-tavla', start().options] },
  automaticDouble: { kind: 'plain', args: () => [cube(), rules(), 0] },
  beaverRefusal: { kind: 'plain', args: () => [rules(), offer()] },
  doubleRefusal: { kind: 'plain', args: () => [{ rules: rules(), cube: cube(), player: 'white', crawford: false, holland: false, extraTurn: false }] },
  dropPoints: { kind: 'plain', args: () => [cube()] },
  gammonsCountSingle: { kind: 'plain', args: () => [cube(), rules(), true] },
  offerDouble: { kind: 'plain', args: () => [cube(), 'white', rules()] },
  raccoonRefusal: { kind: 'plain', args: () => [rules(), offer()] },
  raisedValue: { kind: 'plain', args: () => [2, rules()] },
  redouble: { kind: 'plain', args: () => [offer(), 'beaver', rules()] },
  takeOffer: { kind: 'plain', args: () => [offer()] },
  withinMaximum: { kind: 'plain', args: () => [4, 64] },
  scoreDraw: { kind: 'plain', args: () => ['half'] },
  scoreDrop: { kind: 'plain', args: () => ['white', cube()] },
  scoreWin: { kind: 'plain', args: () => ['white', 'mars', 2, cube(), rules(), 'bear-off'] },
  addPoints: { kind: 'plain', args: () => [score(), score()] },
  hollandForbids: { kind: 'plain', args: () => [matchRules(), false, score(), 'white', score()] },
  matchWinner: { kind: 'plain', args: () => [matchRules(), score()] },
  nextCrawfordState: { kind: 'plain', args: () => [matchRules(), { crawford: false, postCrawford: false }, score()] },
  apply: { kind: 'result', args: () => [played(), { type: 'play', play: '8/5 6/5' }] },
  newGame: { kind: 'result', args: () => [config()] },
  newMatch: { kind: 'result', args: () => [config()] },
  currentTurn: { kind: 'plain', args: () => [played()] },
  gamePosition: { kind: 'plain', args: () => [played()] },
  // With a type, so that the type is fuzzed too (the other forms with hostile states:
  // test/game/legal-actions-type.test.ts).
  legalActions: { kind: 'plain', args: () => [played(), 'play'] },
  applyAll: { kind: 'result', args: () => [state(), [{ type: 'opening-roll', white: 3, black: 1 }]] },
  replay: { kind: 'result', args: () => [config(), [{ type: 'opening-roll', white: 3, black: 1 }]] },
  diceFromState: { kind: 'plain', args: () => [7] },
  diceSequence: { kind: 'plain', args: () => [7] },
  seededDice: { kind: 'plain', args: () => [7] },
  gamePresets: { kind: 'plain', args: () => ['short-tavla'] },
  matchPresets: { kind: 'plain', args: () => [] },
  readAction: { kind: 'result', args: () => [{ type: 'roll', dice: [3, 1] }] },
  isActionType: { kind: 'plain', args: () => ['play'] },
  getVariant: { kind: 'plain', args: () => ['short-tavla'] },
  playableVariants: { kind: 'plain', args: () => [] },
};

const plakotoStart = (): api.Position => must(api.startPosition('plakoto'));
const playList = (): api.PlayList => must(api.playList(start(), [3, 1]));
const aPlay = (): api.Play => api.legalPlays(start(), [3, 1])[0]!;

/** The Variant objects `tavla/variants` exports, by export name. */
const VARIANT_EXPORTS: Readonly<Record<string, variants.Variant>> = {
  shortTavla: variants.shortTavla,
  longNard: variants.longNard,
  crazyGulbar: variants.crazyGulbar,
  sixOne: variants.sixOne,
  plakoto: variants.plakoto,
  fevga: variants.fevga,
};

/** Methods of the values the library hands out (Position, Play, PlayList, each Variant), with valid arguments. */
const METHODS: Readonly<Record<string, { readonly target: () => object; readonly args: () => unknown[] }>> = {
  'Position.checkers': { target: start, args: () => ['white', 6] },
  'Position.bar': { target: start, args: () => ['white'] },
  'Position.off': { target: start, args: () => ['white'] },
  'Position.occupant': { target: start, args: () => [6] },
  'Position.ownPoint': { target: start, args: () => ['white', 6] },
  'Position.absolutePoint': { target: start, args: () => ['white', 6] },
  'Position.pipCount': { target: start, args: () => ['white'] },
  'Position.allHome': { target: start, args: () => ['white'] },
  'Position.hasWon': { target: start, args: () => ['white'] },
  'Position.winner': { target: plakotoStart, args: () => [] },
  'Position.decision': { target: plakotoStart, args: () => [] },
  'Position.isOver': { target: plakotoStart, args: () => [] },
  'Position.pinned': { target: plakotoStart, args: () => ['white', 24] },
  'Position.hasContact': { target: start, args: () => [] },
  'Position.equals': { target: start, args: () => [start()] },
  'Position.withTurn': { target: start, args: () => ['black'] },
  'Position.toJSON': { target: plakotoStart, args: () => [] },
  'Play.toJSON': { target: aPlay, args: () => [] },
  'PlayList.play': { target: playList, args: () => [0] },
  'PlayList.plays': { target: playList, args: () => [] },
  'PlayList.steps': { target: playList, args: () => [0] },
  'PlayList.checkers': { target: playList, args: () => [0, 'white', 5] },
  'PlayList.pipCount': { target: playList, args: () => [0, 'white'] },
  ...Object.fromEntries(
    Object.entries(VARIANT_EXPORTS).flatMap(([name, variant]) => {
      const options = (): unknown => must(api.startPosition(variant.id)).options;
      return [
        [`${name}.moveRules`, { target: () => variant, args: () => [options()] }],
        [`${name}.resolveOptions`, { target: () => variant, args: () => [{}] }],
        [`${name}.startSide`, { target: () => variant, args: () => [options()] }],
      ];
    }),
  ),
};

/** The exports that are values, not functions: each is frozen all the way down. */
const VALUES: readonly string[] = ['PLAYERS', 'VARIANT_IDS', 'ALL_ROLLS', 'CENTRED_CUBE', 'MAX_PERFT_DEPTH', 'GAME_ERROR_MESSAGES', 'ACTION_TYPES', ...Object.keys(VARIANT_EXPORTS)];

/** The classes the package exports (their constructors are closed, finding 5; their methods are in METHODS). */
const EXPORTED_CLASSES: readonly string[] = ['Position'];

/** The classes whose instances the library hands out: every method of theirs is in METHODS. */
const CLASSES: Readonly<Record<string, () => object>> = {
  Position: () => api.Position.prototype,
  Play: () => Object.getPrototypeOf(aPlay()) as object,
  PlayList: () => Object.getPrototypeOf(playList()) as object,
};

/** The methods a class or a Variant has (accessors such as Position.variant are read, not called). */
function methodsOf(target: object): string[] {
  return Object.getOwnPropertyNames(target).filter((key) => key !== 'constructor' && typeof Object.getOwnPropertyDescriptor(target, key)?.value === 'function');
}

function throwingGetter(): object {
  return Object.defineProperty({}, 'variant', {
    enumerable: true,
    get() {
      throw new Error('getter says no');
    },
  });
}

function cyclic(): object {
  const a: Record<string, unknown> = { variant: 'short-tavla' };
  a['self'] = a;
  return a;
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function trapAll(target: object): object {
  return new Proxy(target, {
    get() {
      throw new Error('trap');
    },
    has() {
      throw new Error('trap');
    },
    ownKeys() {
      throw new Error('trap');
    },
    getPrototypeOf() {
      throw new Error('trap');
    },
  });
}

const MEGABYTE = 'x'.repeat(1_000_000);

/** The table of hostile values of issue 12. */
const HOSTILE: readonly (readonly [string, () => unknown])[] = [
  ['null', () => null],
  ['undefined', () => undefined],
  ['NaN', () => NaN],
  ['Infinity', () => Infinity],
  ['-Infinity', () => -Infinity],
  ['-0', () => -0],
  ['a BigInt', () => 10n],
  ['a Symbol', () => Symbol('hostile')],
  ['a function', () => () => 1],
  ['an empty Proxy', () => new Proxy({}, {})],
  ['a revoked Proxy', revoked],
  ['a Proxy whose traps throw', () => trapAll({})],
  ['a Proxy of a Position whose traps throw', () => trapAll(start())],
  ['a Proxy of a game state', () => new Proxy(played(), {})],
  ['a throwing getter', throwingGetter],
  ['a cycle', cyclic],
  ['a sparse array', () => [, 1]], // eslint-disable-line no-sparse-arrays
  ['a __proto__ key', () => JSON.parse('{"__proto__":{"polluted":1},"variant":"short-tavla"}') as unknown],
  ['a 1 MB string', () => MEGABYTE],
  ['an empty object', () => ({})],
  ['an empty array', () => []],
  ['a structured clone of a Position', () => structuredClone(start())],
  ['a big array', () => new Array<number>(200_000).fill(1)],
  ['a number', () => 42],
  ['a string', () => 'white'],
];

/** What a call did. */
type Outcome = { readonly threw: unknown } | { readonly returned: unknown };

function call(f: () => unknown): Outcome {
  try {
    return { returned: f() };
  } catch (e) {
    return { threw: e };
  }
}

const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/** Deep plain copy of a value, for "no argument changed" (non-plain values compare by identity). */
function shape(value: unknown, seen = new Set<unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.length > 1000 ? `[array ${value.length}]` : value.map((v) => shape(v, seen));
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value; // class instances: compared by identity
    return Object.fromEntries(Object.keys(value).map((k) => [k, shape((value as Record<string, unknown>)[k], seen)]));
  } catch {
    return '[unreadable]';
  }
}

/** Checks one call's outcome against the promises. Returns what went wrong, or null. */
function judge(name: string, kind: Kind, outcome: Outcome): string | null {
  if (PROTO_KEYS !== Object.getOwnPropertyNames(Object.prototype).sort().join(',') || ({} as Record<string, unknown>)['polluted'] !== undefined) {
    return `${name} polluted Object.prototype`;
  }
  if ('threw' in outcome) {
    const e = outcome.threw;
    if (kind === 'result') return `${name} returns a Result but threw ${String(e)}`;
    if (!(e instanceof TypeError)) return `${name} threw a ${e instanceof Error ? e.constructor.name : typeof e}: ${String(e)}`;
    const short = name.split('.').pop()!;
    if (!e.message.includes(short)) return `${name} threw a TypeError that does not name it: ${e.message}`;
    return null;
  }
  if (kind === 'result') {
    const r = outcome.returned as { ok?: unknown; error?: { code?: unknown; message?: unknown } } | null;
    if (typeof r !== 'object' || r === null || typeof r.ok !== 'boolean') return `${name} did not return a Result`;
    if (!r.ok) {
      if (typeof r.error?.code !== 'string' || typeof r.error.message !== 'string') return `${name} returned an error without code and message`;
      if (r.error.message.length > 600) return `${name} quoted too much in its message (${r.error.message.length} characters)`;
      // docs/security.md: results and errors are frozen all the way down.
      if (!Object.isFrozen(r.error)) return `${name} returned an error object that is not frozen`;
    }
  }
  return null;
}

const NAMES = Object.keys(EXPORTS);

describe('a hostile caller: every export, every argument, every hostile value', () => {
  it('the tables cover every export of the package (index, tavla/notation, tavla/variants) and every method of what it hands out', () => {
    const exported = new Set([...Object.keys(api), ...Object.keys(notation), ...Object.keys(variants)]);
    const covered = new Set([...Object.keys(EXPORTS), ...VALUES, ...EXPORTED_CLASSES]);
    expect([...exported].filter((name) => !covered.has(name)).sort()).toEqual([]);
    expect([...covered].filter((name) => !exported.has(name)).sort()).toEqual([]);
    const methods = [
      ...Object.entries(CLASSES).flatMap(([name, proto]) => methodsOf(proto()).map((m) => `${name}.${m}`)),
      ...Object.entries(VARIANT_EXPORTS).flatMap(([name, variant]) => methodsOf(variant).map((m) => `${name}.${m}`)),
    ];
    expect(methods.filter((name) => !(name in METHODS)).sort()).toEqual([]);
  });

  it('the exported values are frozen all the way down', () => {
    const unfrozen = (value: unknown, path: string): string[] =>
      typeof value !== 'object' || value === null
        ? []
        : [...(Object.isFrozen(value) ? [] : [path]), ...Object.entries(value).flatMap(([k, v]) => unfrozen(v, `${path}.${k}`))];
    const all = { ...api, ...notation, ...variants } as Record<string, unknown>;
    expect(VALUES.flatMap((name) => unfrozen(all[name], name))).toEqual([]);
  });

  it('what every export answers to its usual arguments is frozen all the way down (a Result: what it carries)', () => {
    const unfrozen = (value: unknown, path: string, seen: Set<unknown>): string[] => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return [];
      seen.add(value);
      return [...(Object.isFrozen(value) ? [] : [path]), ...Object.entries(value).flatMap(([k, v]) => unfrozen(v, `${path}.${k}`, seen))];
    };
    const problems: string[] = [];
    for (const [name, entry] of Object.entries(EXPORTS)) {
      const f = ((api as Record<string, unknown>)[name] ?? (variants as Record<string, unknown>)[name]) as (...a: unknown[]) => unknown;
      const value = f(...entry.args());
      // A generator (diceSequence) and a dice function (seededDice) are the caller's to run; a
      // Setup is the caller's plain data, a fresh copy to edit (docs/positions.md).
      if (name === 'positionToSetup') continue;
      if (typeof value === 'function' || (typeof value === 'object' && value !== null && typeof (value as { next?: unknown }).next === 'function')) continue;
      // The { ok, ... } wrapper is the caller's; what it carries is the library's (docs/security.md).
      const result = entry.kind === 'result' ? (value as { ok: boolean; value?: unknown; error?: unknown }) : null;
      problems.push(...(result === null ? unfrozen(value, name, new Set()) : unfrozen(result.ok ? result.value : result.error, `${name}(result)`, new Set())));
    }
    expect(problems).toEqual([]);
  });

  for (const [name, entry] of Object.entries(EXPORTS)) {
    it(`${name}: each argument replaced by each value of the table`, () => {
      const f = (api as Record<string, unknown>)[name] ?? (variants as Record<string, unknown>)[name];
      const problems: string[] = [];
      const slots = Math.max(entry.args().length, 1);
      for (let slot = 0; slot < slots; slot++) {
        for (const [label, make] of HOSTILE) {
          const args = entry.args();
          args[slot] = make();
          const before = args.map((a) => shape(a));
          const outcome = call(() => {
            const value = (f as (...a: unknown[]) => unknown)(...args);
            // A generator (diceSequence) runs only when asked for values.
            const iterator = value as { next?: unknown } | null;
            if (typeof iterator === 'object' && iterator !== null && typeof iterator.next === 'function') (iterator.next as () => unknown)();
            return value;
          });
          const wrong = judge(name, entry.kind, outcome);
          if (wrong !== null) problems.push(`argument ${slot} = ${label}: ${wrong}`);
          const after = args.map((a) => shape(a));
          if (JSON.stringify(before, replacer) !== JSON.stringify(after, replacer)) problems.push(`argument ${slot} = ${label}: an argument was changed`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  for (const [name, entry] of Object.entries(METHODS)) {
    it(`${name}: each argument replaced by each value of the table`, () => {
      const problems: string[] = [];
      const method = name.split('.')[1]!;
      const resultKind = method === 'resolveOptions' ? 'result' : 'plain';
      const slots = Math.max(entry.args().length, 1);
      for (let slot = 0; slot < slots; slot++) {
        for (const [label, make] of HOSTILE) {
          const target = entry.target() as Record<string, (...a: unknown[]) => unknown>;
          const args = entry.args();
          args[slot] = make();
          const wrong = judge(name, resultKind, call(() => target[method]!(...args)));
          if (wrong !== null) problems.push(`argument ${slot} = ${label}: ${wrong}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('every argument is read once: a value whose properties throw when read a second time is answered as if plain (the trust rule)', () => {
    const problems: string[] = [];
    for (const [name, entry] of Object.entries(EXPORTS)) {
      const f = ((api as Record<string, unknown>)[name] ?? (variants as Record<string, unknown>)[name]) as (...a: unknown[]) => unknown;
      const plainArgs = entry.args().map((a) => plainCopy(a));
      const expected = call(() => settle(f(...plainArgs)));
      const outcome = call(() => settle(f(...entry.args().map((a) => readOnce(plainCopy(a))))));
      if ('threw' in outcome) {
        problems.push(`${name}: ${String(outcome.threw)}`);
        continue;
      }
      if ('returned' in expected && answer(expected.returned) !== answer(outcome.returned)) {
        problems.push(`${name}: answered ${answer(outcome.returned).slice(0, 200)} when each property could be read only once, ${answer(expected.returned).slice(0, 200)} otherwise`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('random values from fast-check in random argument positions of random exports', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.nat(5), fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true, withSparseArray: true, withTypedArray: true, withDate: true, withMap: true, withSet: true }), (name, slot, value) => {
        const entry = EXPORTS[name]!;
        const f = ((api as Record<string, unknown>)[name] ?? (variants as Record<string, unknown>)[name]) as (...a: unknown[]) => unknown;
        const args = entry.args();
        args[slot % Math.max(args.length, 1)] = value;
        const wrong = judge(name, entry.kind, call(() => f(...args)));
        expect(wrong).toBeNull();
      }),
      { numRuns: runs(300, 3000) },
    );
  });
});

/** A plain-data value as a caller could hand it in (a JSON copy); library-made instances are kept. */
function plainCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype) return value;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** A plain value whose every property throws when it is read a second time (nested values too). */
function readOnce(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype) return value;
  const seen = new Set<PropertyKey>();
  const inner = new Map<PropertyKey, unknown>();
  return new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key === 'symbol') return Reflect.get(target, key, receiver) as unknown;
      if (seen.has(key)) throw new Error(`property ${key} read a second time`);
      seen.add(key);
      if (!inner.has(key)) inner.set(key, readOnce(Reflect.get(target, key, receiver)));
      return inner.get(key);
    },
  });
}

/** What a call answered, comparably: a refusal by its code (messages may say how the value was read), else the value. */
function answer(value: unknown): string {
  const r = value as { ok?: unknown; error?: { code?: unknown } } | null;
  if (typeof r === 'object' && r !== null && r.ok === false) return `refused: ${String(r.error?.code)}`;
  return JSON.stringify(value, replacer);
}

/** A result with its value made comparable: a generator's first value, a Result's value as JSON. */
function settle(value: unknown): unknown {
  const iterator = value as { next?: unknown } | null;
  if (typeof iterator === 'object' && iterator !== null && typeof iterator.next === 'function') return (iterator.next as () => unknown)();
  return value;
}

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) !== Object.prototype && !Array.isArray(value) && Object.getPrototypeOf(value) !== null ? '[instance]' : value;
}
