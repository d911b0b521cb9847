import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../../src/index.js';
import { playableVariants } from '../../src/variants/index.js';
import { runs } from '../tier.js';
import { builtCli, errorCode, tavla } from './binary.js';

/**
 * `tavla play` driven through stdin, as a script would: a scripted player that answers "1" at
 * every prompt (the first choice: roll, the first legal play, take, accept) plays whole games
 * and matches against the random player or itself, and the record printed at the end must be
 * a game the library's own record reader replays to its end.
 */

beforeAll(builtCli);
const dir = mkdtempSync(join(tmpdir(), 'tavla-cli-play-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Enough answers for any game or short match: the command stops reading when it is over. */
const alwaysFirst = '1\n'.repeat(30_000);

/** The record printed after "Record:", read back by fromRecord. */
function recordOf(stdout: string): ReturnType<typeof fromRecord> {
  const at = stdout.indexOf('\nRecord:\n');
  expect(at).toBeGreaterThan(0);
  return fromRecord(stdout.slice(at + '\nRecord:\n'.length));
}

describe('tavla play', () => {
  it('plays one money game to its end against the random player, the same for the same seed', () => {
    const run = tavla(['play', '--seed', '1'], alwaysFirst);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.startsWith('short-tavla, preset standard, one money game, with the cube; seed 1\nYou play white; black is a random player.\n')).toBe(true);
    expect(run.stdout).toMatch(/\nGame 1 over: (white|black) wins \d+ points?: /);
    const record = recordOf(run.stdout);
    if (!record.ok) throw new Error(`${record.error.code} line ${record.error.line}: ${record.error.message}`);
    expect(record.value.state.game.result).not.toBeNull();
    expect(record.value.names).toEqual({ white: 'Human', black: 'Random player' });
    expect(tavla(['play', '--seed', '1'], alwaysFirst).stdout).toBe(run.stdout);
  });

  it.each(playableVariants())('two people (--human) play a game of %s to its end', (variant) => {
    const run = tavla(['play', '--human', '--variant', variant, '--seed', '3'], alwaysFirst);
    expect(run.status).toBe(0);
    const record = recordOf(run.stdout);
    if (!record.ok) throw new Error(`${record.error.code} line ${record.error.line}: ${record.error.message}`);
    expect(record.value.config.variant).toBe(variant);
    expect(record.value.state.game.result).not.toBeNull();
  });

  it('plays a match (--length) and writes its record to --record FILE', () => {
    const length = runs(2, 7);
    const file = join(dir, 'match.txt');
    const run = tavla(['play', '--length', String(length), '--as', 'black', '--seed', '11', '--record', file], alwaysFirst);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\nMatch over: (white|black) wins \d+-\d+\n/);
    expect(run.stdout.endsWith(`\nRecord written to ${file}\n`)).toBe(true);
    const record = fromRecord(readFileSync(file, 'utf8'));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.state.phase).toBe('match-over');
    expect(record.value.state.match.length).toBe(length);
  });

  it('lists the choices on ?, refuses what is not legal with its code, and plays what is', () => {
    const run = tavla(['play', '--seed', '2'], '?\nfoo\n99\n13/8 13/11\n24/13\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('white 6-5> ?\n    1. 24/13\n    2. 24/18 13/8\n');
    expect(run.stdout).toContain('white 6-5> foo\n  refused: malformed-notation: ');
    expect(run.stdout).toContain('white 6-5> 99\n  there is no choice 99: type ? for the 10 choices\n');
    expect(run.stdout).toContain('white 6-5> 13/8 13/11\n  refused: die-not-rolled: ');
    expect(run.stdout).toContain('\n1. White 6-5: 24/13\n');
  });

  it('--dice manual: every roll is typed, the opening roll-off included', () => {
    const run = tavla(['play', '--dice', 'manual', '--as', 'black', '--seed', '2'], '5-2\n6-4\n24/18 13/9\n3-1\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("opening roll: white's die, black's die (e.g. 5-2)> 5-2\nOpening roll: white 5, black 2: white plays 5-2 first\n");
    expect(run.stdout).toContain("white's dice (e.g. 3-1)> 3-1\n");
    expect(run.stdout).toContain('Opening: White 5, Black 2\n1. White 5-2: ');
    expect(run.stdout).toContain('\n2. Black 6-4: 24/18 13/9\n3. White 3-1: ');
  });

  it('--dice manual: board, ? and quit work at the dice prompts too, and dice may follow "roll"', () => {
    const run = tavla(['play', '--dice', 'manual', '--seed', '2'], 'board\n?\nroll 5-2\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Type the dice, as 3-1');
    expect(run.stdout).toContain('Opening roll: white 5, black 2');
    expect(recordOf(run.stdout).ok).toBe(true);
    const quitAtOpening = tavla(['play', '--dice', 'manual', '--seed', '2'], 'quit\n');
    expect(quitAtOpening.status).toBe(0);
    expect(recordOf(quitAtOpening.stdout).ok).toBe(true);
    // The computer's dice are asked for too; quit there ends the game the same way.
    const quitAtComputer = tavla(['play', '--dice', 'manual', '--as', 'black', '--seed', '2'], '5-2\n6-4\n24/18 13/9\nquit\n');
    expect(quitAtComputer.status).toBe(0);
    expect(quitAtComputer.stdout).toContain("white's dice (e.g. 3-1)> quit\n");
  });

  it('writes the record so far and exits 1 (input-ended) when piped input ends before the game', () => {
    const run = tavla(['play', '--seed', '2'], '24/13\n');
    expect(run.status).toBe(1);
    expect(errorCode(run)).toBe('input-ended');
    expect(run.stdout).toContain('\n1. White 6-5: 24/13\n');
  });

  it.each([
    [['play', '--preset', 'nope'], 1, 'unknown-preset'],
    [['play', '--variant', 'chess'], 1, 'unknown-variant'],
    [['play', '--length', '0'], 2, 'invalid-argument'],
    [['play', '--as', 'red'], 2, 'invalid-argument'],
    [['play', '--dice', 'loaded'], 2, 'invalid-argument'],
    [['play', 'now'], 2, 'unexpected-argument'],
  ] as const)('refuses %j with exit status %i and code %s', (args, status, code) => {
    const run = tavla(args);
    expect(run.status).toBe(status);
    expect(errorCode(run)).toBe(code);
  });
});
