import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perft, startPosition, type PerftPly } from '../../src/index.js';
import { FULL } from '../tier.js';
import { builtCli, errorCode, TAVLA, tavla } from './binary.js';

/** `tavla perft` (npm run perft): the worker-thread perft, checked against the library's perft. */

beforeAll(builtCli);
const dir = mkdtempSync(join(tmpdir(), 'tavla-cli-perft-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function libraryPlies(variant: 'long-nard' | 'short-tavla', depth: number): readonly PerftPly[] {
  const start = startPosition(variant);
  if (!start.ok) throw new Error(start.error.message);
  const result = perft(start.value, depth);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.plies;
}

interface Report {
  complete: boolean;
  plies: PerftPly[];
  turns?: unknown[];
}

describe('tavla perft', () => {
  it('prints the per-ply table of long nard to depth 2', () => {
    const run = tavla(['perft', 'long-nard', '2']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      ['perft from the start of long-nard, depth 2', 'ply  from  plays  ends  positions  lines', '  1     1     22    22         13     22', '  2    13    286   286        166    484', ''].join('\n'),
    );
  });

  it('--json on two workers gives the library perft figures; --out writes every turn of the last ply', () => {
    // The quick tier counts long nard's 2 plies (273 turns), the full tier short tavla's (8,526 turns).
    const variant = FULL ? 'short-tavla' : 'long-nard';
    const expected = libraryPlies(variant, 2);
    const out = join(dir, 'report.json');
    const run = tavla(['perft', variant, '2', '--workers', '2', '--json', '--out', out]);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as Report;
    expect(report.complete).toBe(true);
    expect(report.plies).toEqual(expected);
    expect(report.turns).toBeUndefined();
    const written = JSON.parse(readFileSync(out, 'utf8')) as Report;
    expect(written.turns).toHaveLength(expected[1]!.from);
  });

  it('--dir keeps the last ply on disk; run again, it resumes from the log and counts the same', () => {
    const store = join(dir, 'store');
    const first = tavla(['perft', 'long-nard', '2', '--dir', store, '--json']);
    const second = tavla(['perft', 'long-nard', '2', '--dir', store, '--json', '--progress']);
    expect(second.stderr).toContain(`resuming: 273 of 273 turns already done in ${store}`);
    expect((JSON.parse(second.stdout) as Report).plies).toEqual((JSON.parse(first.stdout) as Report).plies);
    const other = tavla(['perft', 'long-nard', '1', '--dir', store]);
    expect(other.status).toBe(1);
    expect(errorCode(other)).toBe('other-run-in-dir');
  });

  it('starts from any position, not only a variant start', () => {
    const run = tavla(['perft', 'short-tavla b | bar:1 6:3 1:2 off:9 | 20:2 18:13', '1', '--json']);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as Report).plies[0]?.from).toBe(1);
  });

  it('--time-limit stops a run of hours, reports what was done and exits with status 3', () => {
    // Crazy gulbar's second ply takes hours of two workers (docs/perft.md): it cannot end first.
    const run = tavla(['perft', 'crazy-gulbar', '2', '--time-limit', '0.2', '--json']);
    expect(run.status).toBe(3);
    const report = JSON.parse(run.stdout) as Report & { partial: { turnsTotal: number } };
    expect(report.complete).toBe(false);
    expect(report.plies).toHaveLength(1);
    expect(report.partial.turnsTotal).toBe(report.plies[0]!.positions * 21);
  });

  it('Ctrl-C while the earlier plies run still reports them, with status 3 (not Node\'s default exit)', async () => {
    const child = spawn(process.execPath, [TAVLA, 'perft', 'short-tavla', '3', '--progress'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    // Signalled as soon as ply 1 is reported: the second ply and the last's set-up run without yielding.
    child.stderr.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ply 1:')) child.kill('SIGINT');
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(status).toBe(3);
    expect(stdout).toContain('stopped before ply 3 was done; the plies above are complete');
    expect(stdout).toMatch(/\n {2}2 {3}406 {2}183,632/);
  });

  it.each([
    [['perft', 'long-nard', '0'], 1, 'invalid-depth'],
    [['perft', 'long-nard', '9'], 1, 'invalid-depth'],
    [['perft', 'long-nard', 'two'], 2, 'invalid-argument'],
    [['perft', 'long-nard'], 2, 'missing-argument'],
    [['perft', 'chess', '1'], 1, 'unrecognised-position'],
    [['perft', 'long-nard', '1', '--workers', '0'], 2, 'invalid-argument'],
    [['perft', 'long-nard', '1', '--time-limit', 'soon'], 2, 'invalid-argument'],
  ] as const)('refuses %j with exit status %i and code %s', (args, status, code) => {
    const run = tavla(args);
    expect(run.status).toBe(status);
    expect(errorCode(run)).toBe(code);
  });
});
