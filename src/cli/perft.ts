import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { ALL_ROLLS, positionToSetup, startPosition, type Position, type VariantId } from '../index.js';
import { expand, MAX_PERFT_DEPTH, type PerftPly } from '../perft/perft.js';
import { KEY_WORDS, PositionCodec } from '../perft/position-key.js';
import { PositionSet } from '../perft/position-set.js';
import { playableVariants } from '../variants/index.js';
import type { PerftJob, PerftTaskBeat, PerftTaskDone } from './perft-protocol.js';
import { countDistinct, loggedTurns, logTurn, mendLog } from './perft-store.js';

/**
 * `npm run perft -- <variant> <depth> [--workers N] [--out file.json] [--time-limit seconds] [--dir folder]`
 *
 * Perft from a variant's start position under its default options (docs/perft.md), with the
 * last ply spread over worker threads: plies before it are played here with the library's
 * `expand`, then every (position, roll) of the last ply is a task a free worker takes. Each
 * worker sends back the distinct end positions of its turn as packed keys; this thread owns the
 * one set they are merged into, so the count of distinct positions is exact whatever worker
 * walked what. Progress (turns done, rate, ETA) goes to stderr every few seconds; the result
 * (per-ply figures and every last-ply turn's counts) is printed as JSON and written to `--out`.
 * `--time-limit` stops the run and reports what was done and the measured rate instead.
 * `--dir` keeps the last ply on disk instead (perft-store.ts): the workers append their keys to
 * bucket files and each finished turn is logged, so a run stopped by a limit, a signal or a
 * crash resumes where it was when started again with the same arguments, and the union is
 * counted bucket by bucket at the end, whatever its size.
 *
 * Node only (worker_threads): it lives in src/cli, outside the library's bundle.
 */

interface TurnRow {
  /** The source position's key (PositionCodec words in hex, then the group). */
  readonly key: string;
  /** Per roll, in ALL_ROLLS order: first-stage plays, distinct ends, milliseconds. */
  readonly plays: number[];
  readonly ends: number[];
  readonly ms: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    workers: { type: 'string', default: '1' },
    out: { type: 'string' },
    'time-limit': { type: 'string' },
    dir: { type: 'string' },
  },
});

const [variantArg, depthArg] = positionals;
const variants: readonly string[] = playableVariants();
if (variantArg === undefined || !variants.includes(variantArg) || depthArg === undefined) {
  console.error(
    `usage: npm run perft -- <${variants.join('|')}> <depth 1..${MAX_PERFT_DEPTH}> [--workers N] [--out file.json] [--time-limit seconds] [--dir folder]`,
  );
  process.exit(2);
}
const depth = Number(depthArg);
const workers = Math.max(1, Math.min(Number(values.workers), availableParallelism()));
const timeLimitMs = values['time-limit'] === undefined ? Infinity : Number(values['time-limit']) * 1000;
if (!Number.isInteger(depth) || depth < 1 || depth > MAX_PERFT_DEPTH || !Number.isInteger(workers) || Number.isNaN(timeLimitMs)) {
  console.error('perft: bad depth, --workers or --time-limit');
  process.exit(2);
}

const begun = startPosition(variantArg as VariantId);
if (!begun.ok) throw new Error(begun.error.message);
const root = begun.value;
const codec = new PositionCodec(root);
const t0 = performance.now();

const rollName = (roll: number): string => ALL_ROLLS[roll]!.join('-');
const int = (n: number): string => Math.round(n).toLocaleString('en-US');
function duration(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
function hexKey(p: Position): string {
  const words = new Uint32Array(KEY_WORDS);
  codec.pack(p, words, 0);
  return `${[...words].map((w) => w.toString(16).padStart(8, '0')).join('')}:${codec.group(p)}`;
}

// Every ply but the last, here.
const plies: PerftPly[] = [];
let frontier = new PositionSet(codec, true);
frontier.add(root);
for (let ply = 1; ply < depth; ply++) {
  const next = new PositionSet(codec, true);
  const sums = expand(frontier, (group, key, at, count) => next.addPacked(group, key, at, count), ply);
  plies.push({ ply, ...sums, positions: next.size });
  frontier = next;
  console.error(`ply ${ply}: ${int(next.size)} distinct positions (${duration(performance.now() - t0)})`);
}

// The last ply, on the workers.
const sources: Position[] = [];
const counts: number[] = [];
frontier.forEach((p, count) => {
  if (p.winner() !== null) return;
  sources.push(p);
  counts.push(count);
});
const rows: TurnRow[] = sources.map((p) => ({ key: hexKey(p), plays: [], ends: [], ms: [] }));
const last = new PositionSet(codec);
const total = sources.length * ALL_ROLLS.length;
let done = 0;
let plays = 0;
let ends = 0;
let lines = 0;
let nextTask = 0;
let slowest = { ms: 0, source: -1, roll: -1 };

// --dir: the run's store, and what an earlier run with the same arguments already finished.
const dir = values.dir;
const finished = new Set<number>();
if (dir !== undefined) {
  mkdirSync(dir, { recursive: true });
  // What the stored keys depend on: a run with other rules must not add to them.
  const meta = JSON.stringify({ variant: root.variant, depth, sources: sources.length, options: root.options });
  const metaFile = join(dir, 'run.json');
  if (existsSync(metaFile) && readFileSync(metaFile, 'utf8') !== meta) {
    console.error(`perft: ${dir} holds a run with other arguments (${readFileSync(metaFile, 'utf8')})`);
    process.exit(2);
  }
  writeFileSync(metaFile, meta);
  mendLog(dir);
  const index = new Map(rows.map((row, i) => [row.key, i]));
  for (const line of loggedTurns(dir)) {
    const source = index.get(line.source);
    if (source === undefined) continue;
    const task = source * ALL_ROLLS.length + line.roll;
    if (finished.has(task)) continue;
    finished.add(task);
    record(source, line.roll, line.plays, line.ends, line.ms);
  }
  if (finished.size > 0) console.error(`resuming: ${int(finished.size)} of ${int(total)} turns already done in ${dir}`);
}
const resumed = finished.size;

/** Adds a finished turn to the sums and rows. */
function record(source: number, roll: number, turnPlays: number, turnEnds: number, ms: number): void {
  const row = rows[source]!;
  row.plays[roll] = turnPlays;
  row.ends[roll] = turnEnds;
  row.ms[roll] = Math.round(ms);
  plays += turnPlays;
  ends += turnEnds;
  lines += counts[source]! * turnEnds;
  done++;
  if (ms > slowest.ms) slowest = { ms, source, roll };
}
const lastStart = performance.now();
/** Turns in flight: worker heartbeats (mid-turn states walked, ends so far). */
const inFlight = new Map<string, PerftTaskBeat>();

function progress(): void {
  const elapsed = performance.now() - lastStart;
  const now = done - resumed;
  const rate = now / (elapsed / 1000);
  const eta = now === 0 ? Infinity : (elapsed / now) * (total - done);
  const rss = process.memoryUsage().rss / 2 ** 30;
  console.error(
    `ply ${depth}: ${int(done)}/${int(total)} turns (${((100 * done) / total).toFixed(1)}%), ${rate.toFixed(1)} turns/s, ` +
      `${dir === undefined ? `${int(last.size)} distinct so far` : `keys in ${dir}`}, elapsed ${duration(elapsed)}, ETA ${duration(eta)}, slowest turn ${duration(slowest.ms)}, rss ${rss.toFixed(2)} GB`,
  );
  for (const b of inFlight.values()) {
    console.error(`  in flight: position ${b.source} roll ${rollName(b.roll)}: ${int(b.states)} mid-turn states, ${int(b.ends)} ends so far`);
  }
}

function finish(): void {
  clearInterval(ticker);
  clearTimeout(limit);
  progress();
  const complete = done === total;
  let distinct = last.size;
  if (complete && dir !== undefined) {
    for (const worker of pool) void worker.terminate();
    console.error(`counting the distinct positions in ${dir} ...`);
    distinct = countDistinct(dir, (b, n) => {
      if (b % 32 === 0 || b === n) console.error(`  bucket ${b}/${n}`);
    });
  }
  const lastPly: PerftPly | null = complete ? { ply: depth, from: sources.length, plays, ends, positions: distinct, lines } : null;
  const report = {
    variant: root.variant,
    depth,
    complete,
    command: `npm run perft -- ${process.argv.slice(2).join(' ')}`,
    workers,
    lastPlyMs: Math.round(performance.now() - lastStart),
    totalMs: Math.round(performance.now() - t0),
    plies: lastPly === null ? plies : [...plies, lastPly],
    partial: complete
      ? undefined
      : { turnsDone: done, turnsTotal: total, distinctSoFar: dir === undefined ? last.size : null, plays, ends, inFlight: [...inFlight.values()] },
    slowest: { ms: Math.round(slowest.ms), position: slowest.source, roll: slowest.roll < 0 ? null : rollName(slowest.roll) },
    turns: rows,
  };
  if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify(report)}\n`);
  console.log(JSON.stringify({ ...report, turns: undefined }, null, 2));
  process.exit(complete ? 0 : 3);
}

const ticker = setInterval(progress, 10_000);
// Past the limit, stop at once: a turn in flight may take hours more.
const limit = setTimeout(finish, Math.min(timeLimitMs, 2 ** 31 - 1));
process.on('SIGINT', finish);
// The worker is TypeScript like this file. tsx's loader is registered in this thread only, so
// each worker starts from a few lines of JavaScript that load it through tsx's own API.
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(
  new URL('./perft-worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}));`;
const job = (w: number): PerftJob => ({
  root: positionToSetup(root),
  sources: sources.map(positionToSetup),
  // A fresh writer tag per run: a file an interrupted run left with a torn tail is never appended to.
  ...(dir === undefined ? {} : { store: { dir, tag: `${Date.now().toString(36)}-${w}` } }),
});
const pool = Array.from({ length: Math.max(0, Math.min(workers, total - done)) }, (_, w) => new Worker(WORKER_BOOT, { eval: true, workerData: job(w) }));
let busy = 0;

function feed(worker: Worker): void {
  while (nextTask < total && finished.has(nextTask)) nextTask++;
  if (nextTask >= total) {
    if (busy === 0) finish();
    return;
  }
  const task = { source: Math.floor(nextTask / ALL_ROLLS.length), roll: nextTask % ALL_ROLLS.length };
  nextTask++;
  busy++;
  worker.postMessage(task);
}

for (const worker of pool) {
  worker.on('message', (m: PerftTaskDone | PerftTaskBeat) => {
    const id = `${m.source}:${m.roll}`;
    if (m.kind === 'beat') {
      inFlight.set(id, m);
      return;
    }
    inFlight.delete(id);
    busy--;
    for (const { group, words } of m.keys) for (let at = 0; at < words.length; at += KEY_WORDS) last.addPacked(group, words, at);
    // The worker wrote this turn's keys before reporting it, so logging it now is safe.
    if (dir !== undefined) logTurn(dir, { source: rows[m.source]!.key, roll: m.roll, plays: m.plays, ends: m.ends, ms: Math.round(m.ms) });
    record(m.source, m.roll, m.plays, m.ends, m.ms);
    feed(worker);
  });
  worker.on('error', (e) => {
    console.error('perft worker failed:', e);
    process.exit(1);
  });
  feed(worker);
}
if (pool.length === 0) finish();
