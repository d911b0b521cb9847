import { parentPort, workerData } from 'node:worker_threads';
import { ALL_ROLLS } from '../core/dice.js';
import type { Position } from '../position/position.js';
import type { Setup } from '../position/setup-types.js';
import { positionFromSetup } from '../position/setup.js';
import { KEY_WORDS, PositionCodec } from '../perft/position-key.js';
import { turnEnds } from '../perft/turn-ends.js';
import type { PerftJob, PerftTaskBeat, PerftTaskDone } from './perft-protocol.js';
import { KeyWriter } from './perft-store.js';

/**
 * A worker of `npm run perft` (src/cli/perft.ts): walks the turns it is sent, one
 * (position, roll) at a time, and returns each turn's distinct end positions as packed keys.
 * The main thread owns the one set they are merged into, so the union is exact.
 */

function rebuild(setup: Setup): Position {
  const p = positionFromSetup(setup);
  if (!p.ok) throw new Error(`perft worker: ${p.error.code}: ${p.error.message}`);
  return p.value;
}

const BEAT_MS = 5000;
const port = parentPort!;
const job = workerData as PerftJob;
const root = rebuild(job.root);
const codec = new PositionCodec(root);
const sources = job.sources.map(rebuild);
const writer = job.store === undefined ? null : new KeyWriter(job.store.dir, job.store.tag);

port.on('message', (task: { readonly source: number; readonly roll: number }) => {
  const t0 = performance.now();
  let nextBeat = t0 + BEAT_MS;
  const groups = new Map<string, { words: Uint32Array; n: number }>();
  const counted = turnEnds(codec, sources[task.source]!, ALL_ROLLS[task.roll]!, (key, at, group) => {
    if (writer !== null) {
      writer.add(group, key, at);
      return;
    }
    let g = groups.get(group);
    if (g === undefined) {
      g = { words: new Uint32Array(64 * KEY_WORDS), n: 0 };
      groups.set(group, g);
    }
    if ((g.n + 1) * KEY_WORDS > g.words.length) {
      const bigger = new Uint32Array(g.words.length * 2);
      bigger.set(g.words);
      g.words = bigger;
    }
    for (let w = 0; w < KEY_WORDS; w++) g.words[g.n * KEY_WORDS + w] = key[at + w]!;
    g.n++;
  }, (states, ends) => {
    if ((states & 1023) !== 0 || performance.now() < nextBeat) return;
    nextBeat = performance.now() + BEAT_MS;
    const beat: PerftTaskBeat = { kind: 'beat', ...task, states, ends };
    port.postMessage(beat);
  });
  writer?.flush();
  const keys = [...groups].map(([group, g]) => ({ group, words: g.words.slice(0, g.n * KEY_WORDS) }));
  const done: PerftTaskDone = { kind: 'done', ...task, plays: counted.plays, ends: counted.ends, ms: performance.now() - t0, keys };
  port.postMessage(
    done,
    keys.map((k) => k.words.buffer),
  );
});
