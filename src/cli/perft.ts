import { show as quote } from '../core/show.js';
import { makeFolder, writeOutput } from './output-files.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ALL_ROLLS, positionToSetup, startPosition, toPositionString, type Position } from '../index.js';
import { expand, type PerftPly } from '../perft/perft.js';
import { KEY_WORDS, PositionCodec } from '../perft/position-key.js';
import { PositionSet } from '../perft/position-set.js';
import { refused } from './cli-error.js';
import type { PerftJob, PerftTaskBeat, PerftTaskDone } from './perft-protocol.js';
import { countDistinct, loggedTurns, logTurn, mendLog } from './perft-store.js';
import { duration, type Progress } from './progress.js';

/**
 * `tavla perft <position> <depth>` (and `npm run perft`): perft from any position (a variant's
 * name for its start) under its options (docs/perft.md), with the last ply spread over worker
 * threads: plies before it are played here with the library's `expand`, then every
 * (position, roll) of the last ply is a task a free worker takes. Each worker sends back the
 * distinct end positions of its turn as packed keys; this thread owns the one set they are
 * merged into, so the count of distinct positions is exact whatever worker walked what.
 * `timeLimitMs` stops the run and reports what was done and the measured rate instead.
 * `dir` keeps the last ply on disk instead (perft-store.ts): the workers append their keys to
 * bucket files and each finished turn is logged, so a run stopped by a limit, a signal or a
 * crash resumes where it was when started again with the same arguments, and the union is
 * counted bucket by bucket at the end, whatever its size.
 *
 * This is the one part of the command that reaches past the public API (the packed position
 * keys and the ply expansion of src/perft): the public `perft` runs on one thread.
 */

export interface PerftRun {
  readonly root: Position;
  readonly depth: number;
  readonly workers: number;
  readonly timeLimitMs: number;
  readonly dir: string | undefined;
  /** How the run was asked for, for the report: `tavla perft long-nard 2`. */
  readonly command: string;
}

interface TurnRow {
  /** The source position's key (PositionCodec words in hex, then the group). */
  readonly key: string;
  /** Per roll, in ALL_ROLLS order: first-stage plays, distinct ends, milliseconds. */
  readonly plays: number[];
  readonly ends: number[];
  readonly ms: number[];
}

/** What a run found: the JSON report (`--json`, `--out`) and whether the last ply was finished. */
export interface PerftReport {
  readonly variant: string;
  readonly depth: number;
  readonly complete: boolean;
  readonly command: string;
  readonly workers: number;
  readonly lastPlyMs: number;
  readonly totalMs: number;
  readonly plies: readonly PerftPly[];
  readonly partial?: unknown;
  readonly slowest: { readonly ms: number; readonly position: number; readonly roll: string | null };
  readonly turns: readonly TurnRow[];
}

const rollName = (roll: number): string => ALL_ROLLS[roll]!.join('-');
const int = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * How the worker starts. Built, it is dist/cli/perft-worker.js next to this code. From source
 * (tsx, `npm run perft`) it is TypeScript: tsx's loader is registered in this thread only, so
 * the worker starts from a few lines of JavaScript that load it through tsx's own API.
 */
function startWorker(workerData: PerftJob): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./perft-worker.js', import.meta.url), { workerData });
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => tsx.tsImport(${JSON.stringify(
    new URL('./perft-worker.ts', import.meta.url).href,
  )}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(boot, { eval: true, workerData });
}

/** What the stored keys of `dir` depend on: a run with other rules or another root must not add to them. */
function runIdentity(root: Position, depth: number, sources: number): string {
  const start = startPosition(root.variant, root.options);
  // Runs from a variant's start keep the identity they had before other roots were possible.
  const fromStart = start.ok && start.value.equals(root);
  return JSON.stringify({ variant: root.variant, depth, sources, options: root.options, ...(fromStart ? {} : { root: toPositionString(root) }) });
}

/** Runs perft and resolves with its report once the last ply is done or stopped. */
export function runPerft(run: PerftRun, progress: Progress): Promise<PerftReport> {
  const codec = new PositionCodec(run.root);
  const t0 = performance.now();

  // Ctrl-C from the start (docs/cli.md: status 3, the finished plies reported). With a listener
  // registered, Node queues the signal instead of exiting at once; the earlier plies run without
  // yielding, so it is delivered once the last ply begins, to the listener that stops it (which
  // is registered before this one goes).
  const holdSignal = (): void => {};
  process.on('SIGINT', holdSignal);
  try {
    return lastPly(run, progress, codec, t0, earlierPlies(run, progress, codec, t0));
  } finally {
    process.off('SIGINT', holdSignal);
  }
}

/** Every ply but the last, here: the plies' figures and the positions the last ply starts from. */
function earlierPlies(run: PerftRun, progress: Progress, codec: PositionCodec, t0: number): { readonly plies: PerftPly[]; readonly frontier: PositionSet } {
  const plies: PerftPly[] = [];
  let frontier = new PositionSet(codec, true);
  frontier.add(run.root);
  for (let ply = 1; ply < run.depth; ply++) {
    const next = new PositionSet(codec, true);
    const sums = expand(frontier, (group, key, at, count) => next.addPacked(group, key, at, count), ply);
    plies.push({ ply, ...sums, positions: next.size });
    frontier = next;
    progress.log(`ply ${ply}: ${int(next.size)} distinct positions (${duration(performance.now() - t0)})`);
  }
  return { plies, frontier };
}

/** The last ply, on the workers, until it is done, the time limit (counted from the run's start) passes, or Ctrl-C. */
function lastPly(run: PerftRun, progress: Progress, codec: PositionCodec, t0: number, earlier: { readonly plies: PerftPly[]; readonly frontier: PositionSet }): Promise<PerftReport> {
  const { root, depth } = run;
  const { plies, frontier } = earlier;
  const hexKey = (p: Position): string => {
    const words = new Uint32Array(KEY_WORDS);
    codec.pack(p, words, 0);
    return `${[...words].map((w) => w.toString(16).padStart(8, '0')).join('')}:${codec.group(p)}`;
  };

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

  /** Adds a finished turn to the sums and rows. */
  const record = (source: number, roll: number, turnPlays: number, turnEnds: number, ms: number): void => {
    const row = rows[source]!;
    row.plays[roll] = turnPlays;
    row.ends[roll] = turnEnds;
    row.ms[roll] = Math.round(ms);
    plays += turnPlays;
    ends += turnEnds;
    lines += counts[source]! * turnEnds;
    done++;
    if (ms > slowest.ms) slowest = { ms, source, roll };
  };

  // --dir: the run's store, and what an earlier run with the same arguments already finished.
  const { dir } = run;
  const finished = new Set<number>();
  if (dir !== undefined) {
    makeFolder(dir, 'the run folder');
    const meta = runIdentity(root, depth, sources.length);
    const metaFile = join(dir, 'run.json');
    const earlier = existsSync(metaFile) ? readRunFile(metaFile) : meta;
    // Quoted by its first characters: the file may be anything (docs/cli.md: one line on stderr).
    if (earlier !== meta) throw refused('other-run-in-dir', `${dir} holds a run with other arguments (${quote(earlier)}).`);
    writeOutput(metaFile, meta, 'the run\'s arguments');
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
    if (finished.size > 0) progress.log(`resuming: ${int(finished.size)} of ${int(total)} turns already done in ${dir}`);
  }
  const resumed = finished.size;
  const lastStart = performance.now();
  /** Turns in flight: worker heartbeats (mid-turn states walked, ends so far). */
  const inFlight = new Map<string, PerftTaskBeat>();

  const show = (): void => {
    const elapsed = performance.now() - lastStart;
    const rate = (done - resumed) / (elapsed / 1000);
    const rss = process.memoryUsage().rss / 2 ** 30;
    const states = [...inFlight.values()].reduce((sum, b) => sum + b.states, 0);
    const distinct = dir === undefined ? `${int(last.size)} distinct so far` : `keys in ${dir}`;
    const flying = inFlight.size === 0 ? '' : `, ${inFlight.size} long turns in flight (${int(states)} mid-turn states)`;
    progress.update(done, total, `${rate.toFixed(1)} turns/s, ${distinct}, slowest turn ${duration(slowest.ms)}, rss ${rss.toFixed(2)} GB${flying}`);
  };

  return new Promise((resolve, reject) => {
    const pool: Worker[] = [];
    let busy = 0;
    let ended = false;
    const ticker = setInterval(show, 1000);
    // Past the limit, stop at once: a turn in flight may take hours more. The limit counts from
    // the run's start, the earlier plies included.
    const left = Math.max(0, run.timeLimitMs - (performance.now() - t0));
    const limit = setTimeout(() => {
      finish();
    }, Math.min(left, 2 ** 31 - 1));
    const onSignal = (): void => {
      finish();
    };
    process.on('SIGINT', onSignal);

    const stop = (): void => {
      ended = true;
      clearInterval(ticker);
      clearTimeout(limit);
      process.off('SIGINT', onSignal);
      for (const worker of pool) void worker.terminate();
    };

    function finish(): void {
      if (ended) return;
      show();
      stop();
      const complete = done === total;
      let distinct = last.size;
      if (complete && dir !== undefined) {
        progress.log(`counting the distinct positions in ${dir} ...`);
        distinct = countDistinct(dir, (b, n) => {
          progress.update(b, n, 'buckets counted');
        });
      }
      progress.finish();
      const lastPly: PerftPly | null = complete ? { ply: depth, from: sources.length, plays, ends, positions: distinct, lines } : null;
      resolve({
        variant: root.variant,
        depth,
        complete,
        command: run.command,
        workers: run.workers,
        lastPlyMs: Math.round(performance.now() - lastStart),
        totalMs: Math.round(performance.now() - t0),
        plies: lastPly === null ? plies : [...plies, lastPly],
        ...(complete
          ? {}
          : { partial: { turnsDone: done, turnsTotal: total, distinctSoFar: dir === undefined ? last.size : null, plays, ends, inFlight: [...inFlight.values()] } }),
        slowest: { ms: Math.round(slowest.ms), position: slowest.source, roll: slowest.roll < 0 ? null : rollName(slowest.roll) },
        turns: rows,
      });
    }

    const job = (w: number): PerftJob => ({
      root: positionToSetup(root),
      sources: sources.map(positionToSetup),
      // A fresh writer tag per run: a file an interrupted run left with a torn tail is never appended to.
      ...(dir === undefined ? {} : { store: { dir, tag: `${Date.now().toString(36)}-${w}` } }),
    });

    const feed = (worker: Worker): void => {
      while (nextTask < total && finished.has(nextTask)) nextTask++;
      if (nextTask >= total) {
        if (busy === 0) finish();
        return;
      }
      const task = { source: Math.floor(nextTask / ALL_ROLLS.length), roll: nextTask % ALL_ROLLS.length };
      nextTask++;
      busy++;
      worker.postMessage(task);
    };

    // The limit passed during the earlier plies: report them without starting the workers.
    if (left === 0) {
      finish();
      return;
    }
    const size = Math.max(0, Math.min(run.workers, total - done));
    for (let w = 0; w < size; w++) {
      const worker = startWorker(job(w));
      pool.push(worker);
      worker.on('message', (m: PerftTaskDone | PerftTaskBeat) => {
        if (ended) return;
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
        if (ended) return;
        stop();
        progress.finish();
        reject(e);
      });
      feed(worker);
    }
    if (pool.length === 0) finish();
  });
}

/** A run folder's run.json, or `other-run-in-dir` when it cannot be read as one (a folder, say). */
function readRunFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw refused('other-run-in-dir', `${quote(file)} cannot be read as a run's arguments.`);
  }
}
