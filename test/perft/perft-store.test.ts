import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUCKETS, countDistinct, KeyWriter, loggedTurns, logTurn, mendLog } from '../../src/cli/perft-store.js';

/** The on-disk store that lets a long `npm run perft -- ... --dir` run stop, resume and count its union. */

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tavla-perft-store-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** n distinct keys (the all-zero key is never a position). */
function keys(n: number, from = 1): Uint32Array {
  const out = new Uint32Array(n * 4);
  for (let i = 0; i < n; i++) {
    out[i * 4] = from + i;
    out[i * 4 + 1] = (from + i) * 7;
    out[i * 4 + 2] = 3;
    out[i * 4 + 3] = i % 5;
  }
  return out;
}

describe('perft store', () => {
  it('counts each distinct key once, however often and by whichever writer it was written', () => {
    const dir = tempDir();
    const a = new KeyWriter(dir, 'a');
    const b = new KeyWriter(dir, 'b');
    const k = keys(10_000);
    for (let at = 0; at < k.length; at += 4) a.add('w1,1', k, at);
    // A turn walked again after an interruption writes its keys a second time.
    for (let at = 0; at < 20_000; at += 4) b.add('w1,1', k, at);
    const other = keys(300, 50_000);
    for (let at = 0; at < other.length; at += 4) b.add('b2,1', other, at);
    a.flush();
    b.flush();
    expect(countDistinct(dir)).toBe(10_300);
    // Keys are spread over the buckets, one file per bucket and writer.
    expect(readdirSync(join(dir, 'keys', 'w1-1')).length).toBeGreaterThan(BUCKETS);
  });

  it('ignores the torn tail a kill can leave in a bucket file', () => {
    const dir = tempDir();
    const w = new KeyWriter(dir, 'a');
    const k = keys(1000);
    for (let at = 0; at < k.length; at += 4) w.add('w1,1', k, at);
    w.flush();
    const file = join(dir, 'keys', 'w1-1', readdirSync(join(dir, 'keys', 'w1-1'))[0]!);
    appendFileSync(file, Buffer.from([1, 2, 3, 4, 5, 6]));
    expect(countDistinct(dir)).toBe(1000);
  });

  it('keeps the finished turns, and skips a line torn by a kill', () => {
    const dir = tempDir();
    expect(loggedTurns(dir)).toEqual([]);
    logTurn(dir, { source: 'ab:w1,0', roll: 3, plays: 2, ends: 5, ms: 10 });
    logTurn(dir, { source: 'cd:w1,0', roll: 0, plays: 1, ends: 1, ms: 0 });
    appendFileSync(join(dir, 'turns.jsonl'), '{"source":"ef:w1');
    expect(loggedTurns(dir)).toEqual([
      { source: 'ab:w1,0', roll: 3, plays: 2, ends: 5, ms: 10 },
      { source: 'cd:w1,0', roll: 0, plays: 1, ends: 1, ms: 0 },
    ]);
    expect(countDistinct(dir)).toBe(0);
    // A resumed run ends the torn line first, so its own lines parse.
    mendLog(dir);
    logTurn(dir, { source: 'ef:w1,0', roll: 5, plays: 3, ends: 7, ms: 1 });
    expect(loggedTurns(dir).map((t) => t.source)).toEqual(['ab:w1,0', 'cd:w1,0', 'ef:w1,0']);
  });
});
