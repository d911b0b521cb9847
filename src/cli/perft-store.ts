import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { makeFolders } from './output-files.js';
import { KeySet } from '../perft/key-set.js';
import { KEY_WORDS } from '../perft/position-key.js';

/**
 * The on-disk store of a long `npm run perft` run (`--dir`): what lets a run of hours stop and
 * resume, and count a union too big for one in-memory set.
 *
 * - `keys/<group>/<bucket>.<writer>.bin`: the end positions of the last ply as packed keys
 *   (position-key.ts), spread over BUCKETS files by a hash of the key, appended by the workers.
 *   A key written twice (a turn walked again after an interruption) is harmless: the count is
 *   of distinct keys, bucket by bucket, so equal keys always meet in one bucket.
 * - `turns.jsonl`: one line per finished (source position, roll), written by the main thread
 *   only after the worker has written that turn's keys. On resume, those turns are skipped.
 */

export const BUCKETS = 256;
/** Keys a writer buffers per bucket before appending them to its file. */
const FLUSH_KEYS = 4096;

/** The bucket of the key at `words[at..]` (any fixed mix of its words: equal keys, equal buckets). */
export function bucketOf(words: Uint32Array, at: number): number {
  const h = Math.imul(words[at]! ^ Math.imul(words[at + 2]!, 0x9e3779b1), 0x85ebca6b) ^ Math.imul(words[at + 1]! ^ words[at + 3]!, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) % BUCKETS;
}

/** A file-name form of a PositionCodec group (`w1,1` -> `w1-1`). */
const groupDir = (group: string): string => group.replace(/,/g, '-');
const dirGroup = (name: string): string => name.replace(/-/g, ',');

/** Appends keys to one writer's bucket files (one writer per worker thread). */
export class KeyWriter {
  readonly #dir: string;
  readonly #tag: string;
  readonly #buffers = new Map<string, { words: Uint32Array; n: number }[]>();

  constructor(dir: string, tag: string) {
    this.#dir = dir;
    this.#tag = tag;
  }

  add(group: string, key: Uint32Array, at: number): void {
    let buckets = this.#buffers.get(group);
    if (buckets === undefined) {
      makeFolders(join(this.#dir, 'keys', groupDir(group)));
      buckets = Array.from({ length: BUCKETS }, () => ({ words: new Uint32Array(FLUSH_KEYS * KEY_WORDS), n: 0 }));
      this.#buffers.set(group, buckets);
    }
    const b = bucketOf(key, at);
    const buffer = buckets[b]!;
    for (let w = 0; w < KEY_WORDS; w++) buffer.words[buffer.n * KEY_WORDS + w] = key[at + w]!;
    if (++buffer.n === FLUSH_KEYS) this.#write(group, b, buffer);
  }

  /** Writes out everything buffered (before a turn is reported done). */
  flush(): void {
    for (const [group, buckets] of this.#buffers) {
      buckets.forEach((buffer, b) => {
        this.#write(group, b, buffer);
      });
    }
  }

  #write(group: string, bucket: number, buffer: { words: Uint32Array; n: number }): void {
    if (buffer.n === 0) return;
    const fd = openSync(join(this.#dir, 'keys', groupDir(group), `${bucket}.${this.#tag}.bin`), 'a');
    try {
      const bytes = new Uint8Array(buffer.words.buffer, 0, buffer.n * KEY_WORDS * 4);
      let done = 0;
      while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
      // On disk before the turn is reported (and logged) done: a power cut must not keep the
      // log line and lose the keys.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    buffer.n = 0;
  }
}

/** One finished (source, roll) of the last ply, as logged. */
export interface TurnLine {
  /** The source position's key (hex words and group, as in the report's rows). */
  readonly source: string;
  readonly roll: number;
  readonly plays: number;
  readonly ends: number;
  readonly ms: number;
}

export function logTurn(dir: string, line: TurnLine): void {
  appendDurably(join(dir, 'turns.jsonl'), `${JSON.stringify(line)}\n`);
}

/**
 * Ends the log with a newline if a stopped run left its last line torn, so that the next line
 * starts a line of its own (the torn one is skipped by `loggedTurns`, and its turn walked again).
 */
export function mendLog(dir: string): void {
  const file = join(dir, 'turns.jsonl');
  if (!existsSync(file) || statSync(file).size === 0) return;
  const text = readFileSync(file, 'utf8');
  if (!text.endsWith('\n')) appendDurably(file, '\n');
}

function appendDurably(file: string, text: string): void {
  const fd = openSync(file, 'a');
  try {
    const bytes = Buffer.from(text, 'utf8');
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The turns a previous run finished (a torn last line, from a kill mid-write, is ignored). */
export function loggedTurns(dir: string): TurnLine[] {
  const file = join(dir, 'turns.jsonl');
  if (!existsSync(file)) return [];
  const out: TurnLine[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    try {
      const line = JSON.parse(text) as unknown;
      // Only a line of the log's own shape counts; any other (the line being written when the
      // run was stopped, or one edited by hand) is skipped, and that turn is walked again.
      if (isTurnLine(line)) out.push(line);
    } catch {
      // As above: a line that is not JSON.
    }
  }
  return out;
}

function isTurnLine(value: unknown): value is TurnLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return typeof line['source'] === 'string' && ['roll', 'plays', 'ends', 'ms'].every((key) => typeof line[key] === 'number');
}

/** Distinct keys in the store, bucket by bucket; `onBucket` hears of progress. */
export function countDistinct(dir: string, onBucket?: (done: number, total: number) => void): number {
  const root = join(dir, 'keys');
  if (!existsSync(root)) return 0;
  const groups = readdirSync(root).map(dirGroup);
  let distinct = 0;
  let done = 0;
  const total = groups.length * BUCKETS;
  for (const group of groups) {
    const folder = join(root, groupDir(group));
    const files = readdirSync(folder);
    for (let b = 0; b < BUCKETS; b++) {
      const set = new KeySet(false, 1 << 16);
      for (const name of files) {
        if (!name.startsWith(`${b}.`)) continue;
        const bytes = readFileSync(join(folder, name));
        // A torn tail (a kill mid-append) holds part of a key: only whole keys count.
        const keys = Math.floor(bytes.byteLength / (KEY_WORDS * 4));
        const words = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + keys * KEY_WORDS * 4));
        for (let at = 0; at < words.length; at += KEY_WORDS) set.add(words, at);
      }
      distinct += set.size;
      onBucket?.(++done, total);
    }
  }
  return distinct;
}
