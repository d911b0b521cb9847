import { beforeAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../../src/index.js';
import { builtCli, errorCode, tavla } from './binary.js';

/**
 * The quick tier's check of the built `tavla` command: each command once, and each exit status
 * (0 ok, 1 refused input, 2 usage). The full tier (`npm run test:full`) runs every CLI suite,
 * test/cli/*.full.test.ts, which starts the command once per case.
 */

beforeAll(builtCli);

describe('tavla, built, once per command', () => {
  it('plays: the 16 plays of 3-1 from the start, exit 0', () => {
    const run = tavla(['plays', '4HPwATDgc/ABMA', '3-1']);
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(16);
    expect(run.stdout).toContain('8/5 6/5');
  });

  it('show: the board of a Fevga start with its pip counts', () => {
    const run = tavla(['show', 'fevga']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('pips 360');
  });

  it('convert: a GNU Backgammon ID to an XGID', () => {
    const run = tavla(['convert', '4HPwATDgc/ABMA', '--to', 'xgid']);
    expect(run.status).toBe(0);
    // The start position's board, whichever side the ID puts on roll.
    expect(run.stdout.trim()).toMatch(/^XGID=-b----E-C---eE---c-e----B-:0:0:-?1:00:0:0:[0-3]:0:\d+$/);
  });

  it('play: a whole game against the random player, answered from stdin, ends with a record the library replays', () => {
    const run = tavla(['play', '--seed', '1'], '1\n'.repeat(30_000));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\nGame 1 over: (white|black) wins \d+ points?: /);
    const at = run.stdout.indexOf('\nRecord:\n');
    const record = fromRecord(run.stdout.slice(at + '\nRecord:\n'.length));
    expect(record.ok && record.value.state.game.result !== null).toBe(true);
  });

  it('selfplay and perft print their results', () => {
    const self = tavla(['selfplay', '--games', '2', '--seed', '1']);
    expect(self.status).toBe(0);
    expect(self.stdout.length).toBeGreaterThan(0);
    const perft = tavla(['perft', 'six-one', '1']);
    expect(perft.status).toBe(0);
    expect(perft.stdout.length).toBeGreaterThan(0);
  });

  it('exit 1 for a refused position, exit 2 for an unknown command, each one line naming the code', () => {
    const refused = tavla(['plays', 'nonsense', '3-1']);
    expect(refused.status).toBe(1);
    expect(errorCode(refused)).not.toBeNull();
    const usage = tavla(['dance']);
    expect(usage.status).toBe(2);
    expect(errorCode(usage)).toBe('unknown-command');
  });
});
