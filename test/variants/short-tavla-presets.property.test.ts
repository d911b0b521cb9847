import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  applyAll,
  apply,
  legalActions,
  legalPlays,
  newGame,
  newMatch,
  positionToSetup,
  startPosition,
  type Action,
  type Dice,
  type GameConfig,
  type GameState,
  type OptionsInput,
  type Position,
} from '../../src/index.js';
import { stepsKey } from '../reference/literal.js';
import { referencePlays, setupKey } from '../reference/reference-generator.js';
import { chooseAction, type Random } from '../game/driver.js';
import { dice } from '../property/arbitraries.js';
import { FULL, runs } from '../tier.js';

/**
 * The new short tavla presets as whole games: Portes and Tabla (docs/rules/portes.md,
 * tavli-match.md TV-11) and the backgammon setups Nackgammon, Hypergammon with N = 1, 2, 3 and
 * Long-gammon (backgammon-setups.md). Random legal games and matches driven only by
 * `legalActions` through the reducer: nothing listed is refused, every game ends, each side keeps
 * its N checkers (G-1, NH-3), results are scored by the preset's levels (PO-4, SC-2, NH-4), a match
 * ends at its length (MP-1), the record replays exactly. And the generator against the literal
 * reference on positions of random play from each setup (G-9 with N checkers, NH-4).
 */

interface PresetCase {
  readonly name: string;
  readonly options: OptionsInput;
  readonly checkers: number;
  /** The result kinds the preset can score (PO-4: no koks; SC-2 otherwise). */
  readonly kinds: readonly string[];
}

const WITH_KOKS = ['oin', 'mars', 'koks'];
const CASES: readonly PresetCase[] = [
  { name: 'portes', options: { preset: 'portes' }, checkers: 15, kinds: ['oin', 'mars'] },
  { name: 'tabla', options: { preset: 'tabla' }, checkers: 15, kinds: ['oin', 'mars'] },
  { name: 'nackgammon', options: { preset: 'nackgammon' }, checkers: 15, kinds: WITH_KOKS },
  { name: 'hypergammon N = 1', options: { preset: 'hypergammon', shortTavla: { hyperCheckers: 1 } }, checkers: 1, kinds: WITH_KOKS },
  { name: 'hypergammon N = 2', options: { preset: 'hypergammon', shortTavla: { hyperCheckers: 2 } }, checkers: 2, kinds: WITH_KOKS },
  { name: 'hypergammon N = 3', options: { preset: 'hypergammon' }, checkers: 3, kinds: WITH_KOKS },
  { name: 'longGammon', options: { preset: 'longGammon' }, checkers: 15, kinds: WITH_KOKS },
];

/** The game configuration of a case: its preset as the game preset, its other options as rule options. */
function configOf(c: PresetCase, extra: Partial<GameConfig>): GameConfig {
  const { preset, ...rules } = c.options;
  return { variant: 'short-tavla', preset: preset!, ...(Object.keys(rules).length > 0 ? { options: rules } : {}), ...extra };
}

const sideCount = (side: GameState['position']['white']): number => Object.values(side.points).reduce((a, b) => a + b, 0) + (side.bar ?? 0) + (side.off ?? 0);

const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** One random game or match to its end; checks every step, then the results and the replay. */
function play(c: PresetCase, config: GameConfig, money: boolean, pick: Random): void {
  const started = money ? newGame(config) : newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  const initial = started.value;
  const actions: Action[] = [];
  let state = initial;
  const done = (s: GameState): boolean => s.phase === 'match-over' || (money && s.phase === 'game-over' && s.match.results.length >= 2);
  while (!done(state)) {
    expect(actions.length).toBeLessThan(20_000);
    const action = chooseAction(legalActions(state), pick);
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${c.name}: refused ${JSON.stringify(action)} in phase ${state.phase}: ${next.error.code} ${next.error.message}`);
    actions.push(action);
    state = next.value;
    // G-1 / NH-3: each side keeps its N checkers, counting bar and off.
    expect([sideCount(state.position.white), sideCount(state.position.black)]).toEqual([c.checkers, c.checkers]);
  }
  for (const r of state.match.results) {
    expect(r.winner).not.toBeNull();
    expect(c.kinds).toContain(r.kind);
    expect(r.points[r.winner!]).toBe((r.single ? 1 : r.multiplier) * r.cube);
  }
  const total = (player: 'white' | 'black'): number => state.match.results.reduce((sum, r) => sum + r.points[player], 0);
  expect(state.match.score).toEqual({ white: total('white'), black: total('black') });
  if (!money) expect(Math.max(state.match.score.white, state.match.score.black)).toBeGreaterThanOrEqual(config.match?.length ?? 0);
  const replayed = applyAll(initial, jsonCopy(actions));
  if (!replayed.ok) throw new Error(replayed.error.message);
  expect(jsonCopy(replayed.value)).toEqual(jsonCopy(state));
}

describe('random games of the new short tavla presets through the reducer', () => {
  for (const c of CASES) {
    it(`${c.name}: never refused, always end, N checkers a side, scored by the preset's levels, exact replay`, () => {
      fc.assert(
        fc.property(fc.gen(), fc.boolean(), (gen, money) => {
          const pick: Random = (n) => gen(fc.integer, { min: 0, max: n - 1 });
          // A match to 3 with the preset's own settings, or two money games with the cube's options where the preset has the cube.
          const cube = c.options.preset === 'portes' || c.options.preset === 'tabla' ? {} : { cube: { beaver: true, raccoon: true } };
          play(c, configOf(c, money ? { ...cube, match: { length: null } } : { match: { length: 3 } }), money, pick);
        }),
        // Fifteen-checker games are long; the quick tier plays one of each, Hypergammon's a few.
        { numRuns: c.checkers === 15 ? runs(1, 20) : runs(4, 40) },
      );
    });
  }
});

/** A live position reached from the case's start by random legal plies (stops before a play that ends the game). */
function playedFrom(options: OptionsInput, script: readonly (readonly [number, number, number])[]): Position {
  const start = startPosition('short-tavla', options);
  if (!start.ok) throw new Error(start.error.message);
  let position = start.value;
  for (const [a, b, choice] of script) {
    const plays = legalPlays(position, [a, b]);
    const next = plays[choice % plays.length]!.position;
    if (next.isOver()) break;
    position = next;
  }
  return position;
}

/** The generator and the literal reference agree: the same final positions, each once, each reached by a legal sequence. */
function assertSameAsReference(position: Position, roll: Dice): void {
  const where = `${JSON.stringify(positionToSetup(position))} dice ${roll.join('-')}`;
  const fast = legalPlays(position, roll);
  const fastKeys = fast.map((p) => setupKey(positionToSetup(p.position)));
  const reference = referencePlays(position, roll);
  const refKeys = new Map(reference.plays.map((p) => [p.key, p]));
  expect(new Set(fastKeys).size, where).toBe(fast.length);
  expect([...fastKeys].sort(), where).toEqual([...refKeys.keys()].sort());
  fast.forEach((p, i) => {
    expect(
      refKeys
        .get(fastKeys[i]!)!
        .sequences()
        .some((s) => stepsKey(s) === stepsKey(p.steps)),
      where,
    ).toBe(true);
  });
}

describe('the backgammon setups against the literal reference generator (G-9, NH-1, NH-4)', () => {
  const SETUPS: readonly OptionsInput[] = [
    { preset: 'nackgammon' },
    { preset: 'hypergammon', shortTavla: { hyperCheckers: 1 } },
    { preset: 'hypergammon', shortTavla: { hyperCheckers: 2 } },
    { preset: 'hypergammon' },
    { preset: 'longGammon' },
  ];

  it('NH-2 / NH-3 / NH-5: from each start, every one of the 21 rolls gives the reference set of plays (the quick tier: fifteen-checker doubles left to the full tier)', () => {
    for (const options of SETUPS) {
      const start = playedFrom(options, []);
      // A double with fifteen checkers is tens of thousands of literal sequences.
      const rolls = FULL || options.preset === 'hypergammon' ? ALL_ROLLS : ALL_ROLLS.filter(([a, b]) => a !== b);
      for (const roll of rolls) assertSameAsReference(start, roll);
    }
  });

  it('NH-1 / NH-4: positions of random play from each setup (bear-off with N checkers included) give exactly the reference plays', () => {
    const ply = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat());
    fc.assert(
      fc.property(fc.constantFrom(...SETUPS), fc.array(ply, { maxLength: 80 }), dice, (options, script, roll) => {
        assertSameAsReference(playedFrom(options, script), roll);
      }),
      { numRuns: runs(60, 600) },
    );
  });
});
