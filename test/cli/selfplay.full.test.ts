import { beforeAll, describe, expect, it } from 'vitest';
import { builtCli, errorCode, tavla } from './binary.js';
import { runs } from '../tier.js';

/** `tavla selfplay` (npm run demo): seeded self-play, one game per variant, a match per variant. */

beforeAll(builtCli);

/** The report without the lines that hold timings. */
const untimed = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !/ ms\b|calls\/s|games\/s/.test(line))
    .join('\n');

describe('tavla selfplay', () => {
  const games = runs(2, 20);

  it('plays, checks and reports a seeded run, the same every time; nothing on stderr when it is not a terminal', () => {
    const run = tavla(['selfplay', '--games', String(games), '--length', '1', '--seed', '7']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`Game 1 of ${games} (seed 7)`);
    expect(run.stdout).toContain(`Summary of ${games} games (seeds 7..${7 + games - 1}):`);
    expect(run.stdout).toContain(`notation:   ${games} of ${games} games replay from their records' notation alone`);
    for (const part of ['1. Self-play', '2. One seeded game of each playable variant', '3. A match of each playable variant to 1']) expect(run.stdout).toContain(part);
    // A variant without a longer title is headed by its module's name (FE-12: no cube in Fevga).
    expect(run.stdout).toContain('--- Fevga: match to 1, preset fevga (no cube), seed 7 ---');
    const again = tavla(['selfplay', '--games', String(games), '--length', '1', '--seed', '7']);
    expect(untimed(again.stdout)).toBe(untimed(run.stdout));
  });

  it('takes negative seeds, as the same seed modulo 2^32 (--seed -5 and --seed=-5)', () => {
    const negative = tavla(['selfplay', '--games', '1', '--length', '1', '--seed', '-5']);
    expect(negative.status).toBe(0);
    expect(negative.stdout).toContain('Game 1 of 1 (seed -5)');
    const record = (text: string): string => text.slice(text.indexOf('opening roll-off'), text.indexOf('Final position'));
    const unsigned = tavla(['selfplay', '--games', '1', '--length', '1', '--seed', String(2 ** 32 - 5)]);
    expect(record(negative.stdout)).toBe(record(unsigned.stdout));
    expect(untimed(tavla(['selfplay', '--games', '1', '--length', '1', '--seed=-5']).stdout)).toBe(untimed(negative.stdout));
  });

  it('--progress: progress lines on stderr, and stdout as without it', () => {
    const run = tavla(['selfplay', '--games', String(games), '--length', '1', '--progress', '--variant', 'long-nard']);
    expect(run.status).toBe(0);
    expect(run.stderr).toContain(`self-play: ${games}/${games} games (100.0%)`);
    expect(run.stderr).toContain(`replay check: ${games}/${games} games (100.0%)`);
    // Plain lines: no carriage return or escape sequence when stderr is not a terminal.
    expect(run.stderr).not.toContain('\r');
    expect(run.stderr).not.toContain('\u001b');
    expect(run.stdout).not.toContain('self-play:');
    expect(run.stdout).toContain('1. Self-play: long nard');
  });

  it.each([
    [['selfplay', '--games', '0'], 2, 'invalid-argument'],
    [['selfplay', '--seed', 'x'], 2, 'invalid-argument'],
    [['selfplay', '--seed', String(2 ** 32)], 2, 'invalid-argument'],
    [['selfplay', '--length', '26'], 2, 'invalid-argument'],
    [['selfplay', 'extra'], 2, 'unexpected-argument'],
    [['selfplay', '--variant', 'chess'], 1, 'unknown-variant'],
  ] as const)('refuses %j with exit status %i and code %s', (args, status, code) => {
    const run = tavla(args);
    expect(run.status).toBe(status);
    expect(errorCode(run)).toBe(code);
  });
});
