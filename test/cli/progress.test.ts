import { describe, expect, it } from 'vitest';
import { createProgress } from '../../src/cli/progress.js';

/**
 * The progress display of selfplay and perft, on a stand-in for stderr and a stand-in clock:
 * how it looks on a terminal cannot be seen through the pipes the binary tests use.
 */

function fakeStderr(isTTY: boolean): NodeJS.WriteStream & { text: () => string } {
  const chunks: string[] = [];
  return {
    isTTY,
    columns: 100,
    write(chunk: string) {
      chunks.push(chunk);
      return true;
    },
    text: () => chunks.join(''),
  } as unknown as NodeJS.WriteStream & { text: () => string };
}

describe('progress on stderr', () => {
  it('on a terminal: nothing for a run under a second, then a bar redrawn in place, erased at the end', () => {
    let clock = 0;
    const stream = fakeStderr(true);
    const progress = createProgress({ label: 'self-play', unit: 'games', requested: false, stream, now: () => clock });
    progress.update(0, 2000);
    clock = 999;
    progress.update(10, 2000);
    expect(stream.text()).toBe('');
    clock = 1000;
    progress.update(1000, 2000);
    expect(stream.text()).toBe('\rself-play: [############............] 1,000/2,000 games (50.0%), 1s elapsed, about 1s left\u001b[K');
    progress.finish();
    expect(stream.text().endsWith('\r\u001b[K')).toBe(true);
  });

  it('on a terminal, a run that ends within its first second leaves nothing', () => {
    const stream = fakeStderr(true);
    const progress = createProgress({ label: 'self-play', unit: 'games', requested: false, stream, now: () => 0 });
    progress.update(1, 1);
    progress.finish();
    expect(stream.text()).toBe('');
  });

  it('not a terminal: nothing unless --progress; with it plain lines, a few seconds apart, and a last one', () => {
    let clock = 0;
    const quiet = fakeStderr(false);
    const unasked = createProgress({ label: 'perft ply 2', unit: 'turns', requested: false, stream: quiet, now: () => clock });
    unasked.update(5, 10);
    unasked.log('ply 1: 13 distinct positions');
    unasked.finish();
    expect(quiet.text()).toBe('');

    const log = fakeStderr(false);
    const asked = createProgress({ label: 'perft ply 2', unit: 'turns', requested: true, stream: log, now: () => clock, lineEveryMs: 10_000 });
    asked.log('ply 1: 13 distinct positions');
    asked.update(0, 273);
    clock = 5000;
    asked.update(100, 273, '20.0 turns/s');
    clock = 10_000;
    asked.update(200, 273, '20.0 turns/s');
    clock = 12_000;
    asked.update(273, 273);
    asked.finish();
    expect(log.text().split('\n')).toEqual([
      'ply 1: 13 distinct positions',
      'perft ply 2: 0/273 turns (0.0%), 0s elapsed, about ? left',
      'perft ply 2: 200/273 turns (73.3%), 10s elapsed, about 4s left, 20.0 turns/s',
      'perft ply 2: 273/273 turns (100.0%), 12s',
      '',
    ]);
  });
});
