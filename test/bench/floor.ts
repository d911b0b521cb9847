import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ALL_ROLLS, legalPlays, positionFromGnubgId, type Play, type Position } from '../../src/index.js';
import { generateFirstStage } from '../../src/movegen/plays.js';
import { MAX_STEPS, release, type Engine } from '../../src/movegen/generate.js';
import { playsFromEngine, turnsAfter } from '../../src/movegen/convert.js';
import { playFromPacked } from '../../src/core/play.js';
import { positionFromWords, rulesOf } from '../../src/position/position.js';
import { WORDS } from '../../src/core/packed-board.js';
import { opponent } from '../../src/core/player.js';
import { anBoardOf, cpuMs, loadNaive } from './loops.js';

/**
 * `npm run bench:floor`: how fast `legalPlays` could be on wildbg's 42,000 calls with today's
 * search, measured rather than argued (docs/performance.md, "Thirteenth round"). In one process,
 * interleaved rounds, CPU time:
 *
 * - `search`: the generator alone (`generateFirstStage`, boards written, nothing handed out);
 * - `search + conversion`: the same plus `playsFromEngine`, what `legalPlays` hands out;
 * - `floor`: no search at all, only what every generator that returns frozen Plays must make
 *   for these calls and the caller's loop over them — per call a frozen list; per play a real
 *   `Position` and a `Play` (the library's classes), the Play's steps packed as the generator
 *   keeps them (core/play.ts); the board words in cache;
 * - `search + conversion, steps read`: the conversion with every play's step list read, which
 *   says what the lists cost a caller who reads them all (docs/performance.md, "Eighteenth round").
 *
 * search + floor is then the least `legalPlays` can cost with this search; the goal's budget
 * (the plain generator's time / 3) minus the floor is what the search may take for 3×.
 * It imports the source, not dist/ (it needs internals the package does not export).
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const naive = await loadNaive(ROOT);
if (naive === null) throw new Error('test/bench/yardstick/naive-movegen.ts is missing: the floor is a ratio to it.');

const read = (file: string): string[] =>
  readFileSync(join(ROOT, 'test', 'fixtures', 'wildbg', file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
const positions: Position[] = [...read('contact.txt'), ...read('race.txt')].map((id) => {
  const p = positionFromGnubgId(id);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
});
const rolls = ALL_ROLLS;
const boards = positions.map((p) => naive.fromAnBoard(anBoardOf(p)));

// The shape of every call's answer: its position, its number of plays, each play's step count.
const callPosition: Position[] = [];
const callPlays: number[] = [];
const stepCounts: number[] = [];
for (const p of positions) {
  for (const dice of rolls) {
    const engine = generateFirstStage(p, dice);
    callPosition.push(p);
    callPlays.push(engine.count);
    for (let i = 0; i < engine.count; i++) stepCounts.push(engine.stepCount[i]!);
    release(engine);
  }
}
const STEP_COUNT = Uint8Array.from(stepCounts);
const HOT_BOARD = new Int32Array(WORDS);
{
  const engine = generateFirstStage(positions[0]!, rolls[0]!);
  HOT_BOARD.set(engine.boards.subarray(0, WORDS));
  release(engine);
}
const packed = (from: number, die: number): number => from | ((from - die + 8) << 5) | (die << 11);
const PACKED_STEPS = Int32Array.from([packed(13, 1), packed(12, 1), packed(11, 1), packed(10, 1)]);

function floor(): void {
  let k = 0;
  for (let c = 0; c < callPlays.length; c++) {
    const p = callPosition[c]!;
    const next = opponent(p.turn);
    const turnsPlayed = turnsAfter(p);
    const rules = rulesOf(p);
    const n = callPlays[c]!;
    const out = new Array<Play>(n);
    for (let i = 0; i < n; i++, k++) out[i] = playFromPacked(positionFromWords(rules, next, turnsPlayed, HOT_BOARD, 0), PACKED_STEPS, 0, STEP_COUNT[k]!);
    Object.freeze(out);
    for (const play of out) if (play.position.turn === p.turn) throw new Error('turn not handed over');
  }
}

/** `playsFromEngine`, then every play's steps read. */
function playsWithStepsRead(p: Position, engine: Engine): readonly Play[] {
  const plays = playsFromEngine(p, engine);
  for (const play of plays) if (play.steps.length > MAX_STEPS) throw new Error('too many steps');
  return plays;
}

/** Every call searched, then its answer converted by `convert`. */
function searchThen(convert: (p: Position, engine: Engine) => readonly Play[]): () => void {
  return () => {
    for (const p of positions) {
      for (const d of rolls) {
        const engine = generateFirstStage(p, d);
        convert(p, engine);
        release(engine);
      }
    }
  };
}

const runs: Record<string, () => void> = {
  'plain generator': () => {
    for (const b of boards) for (const d of rolls) naive.legalPositions(b, d[0], d[1]);
  },
  legalPlays: () => {
    for (const p of positions) for (const d of rolls) for (const play of legalPlays(p, d)) if (play.position.turn === p.turn) throw new Error('turn not handed over');
  },
  search: () => {
    for (const p of positions) {
      for (const d of rolls) release(generateFirstStage(p, d));
    }
  },
  'search + conversion': searchThen(playsFromEngine),
  'search + conversion, steps read': searchThen(playsWithStepsRead),
  floor,
};

const names = Object.keys(runs);
const times: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
for (const name of names) runs[name]!();
const rounds = 7;
for (let r = 0; r < rounds; r++) {
  for (const name of r % 2 === 0 ? names : [...names].reverse()) times[name]!.push(cpuMs(runs[name]!));
}
const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ms = Object.fromEntries(names.map((name) => [name, median(times[name]!)])) as Record<string, number>;
const plain = ms['plain generator']!;
console.log(`wildbg's ${callPlays.length.toLocaleString('en')} calls, ${STEP_COUNT.length.toLocaleString('en')} plays; medians of ${rounds} interleaved rounds, CPU ms`);
for (const name of names) console.log(`  ${name.padEnd(30)} ${ms[name]!.toFixed(1).padStart(7)} ms  ${(plain / ms[name]!).toFixed(2)}x the plain generator's speed`);
const search = ms['search']!;
const least = ms['floor']!;
console.log(`legalPlays at best with this search (search + floor): ${(plain / (search + least)).toFixed(2)}x`);
const converting = ms['search + conversion']! - search;
console.log(`the conversion takes ${converting.toFixed(1)} ms; reading every play's steps adds ${(ms['search + conversion, steps read']! - ms['search + conversion']!).toFixed(1)} ms`);
const budget = plain / 3;
console.log(`3x allows ${budget.toFixed(1)} ms; the floor takes ${least.toFixed(1)}, leaving ${(budget - least).toFixed(1)} ms for the search: ${(plain / (budget - least)).toFixed(1)}x the plain generator (today ${(plain / search).toFixed(1)}x)`);
