import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtCli, errorCode, ROOT, TAVLA, tavla } from './binary.js';

/** What every command shares: --help, the general help, the version, and usage errors (exit 2). */

beforeAll(builtCli);

const COMMANDS = ['plays', 'show', 'convert', 'play', 'selfplay', 'perft'];

describe('tavla usage', () => {
  it('an option before any command is unknown-option, and says so; a word that is no command is unknown-command', () => {
    const option = tavla(['--frob']);
    expect([option.status, errorCode(option)]).toEqual([2, 'unknown-option']);
    expect(option.stderr).toContain('tavla has no option "--frob" before its command');
    const word = tavla(['frob']);
    expect([word.status, errorCode(word)]).toEqual([2, 'unknown-command']);
    expect(word.stderr).toContain('"frob" is not a tavla command');
  });

  it('perft --time-limit takes seconds as people write them, not Infinity, hexadecimal or exponents', () => {
    for (const seconds of ['Infinity', '0x10', '1e300', '0', '-1']) {
      const run = tavla(['perft', 'six-one', '1', '--time-limit', seconds]);
      expect([run.status, errorCode(run)]).toEqual([2, 'invalid-argument']);
    }
    expect(tavla(['perft', 'six-one', '1', '--time-limit', '2.5']).status).toBe(0);
  });

  it.each(COMMANDS)('tavla %s --help prints the usage and exits 0', (command) => {
    const run = tavla([command, '--help']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout.startsWith(`usage: tavla ${command}`)).toBe(true);
  });

  it('-h and tavla help <command> print the same usage', () => {
    const help = tavla(['plays', '--help']).stdout;
    expect(tavla(['plays', '-h']).stdout).toBe(help);
    expect(tavla(['help', 'plays']).stdout).toBe(help);
  });

  it('tavla --help lists every command', () => {
    const run = tavla(['--help']);
    expect(run.status).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  });

  it('tavla --version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(tavla(['--version']).stdout).toBe(`${version}\n`);
  });

  it.each([
    [[], 'missing-argument'],
    [['chess'], 'unknown-command'],
    [['help', 'chess'], 'unknown-command'],
    [['--help', 'chess'], 'unknown-command'],
    [['--colour'], 'unknown-option'],
  ] as const)('tavla %j is a usage error (exit 2, %s)', (args, code) => {
    const run = tavla(args);
    expect(run.status).toBe(2);
    expect(errorCode(run)).toBe(code);
    expect(run.stdout).toBe('');
  });

  it('stops quietly, status 0, when the reader of its output goes away (| head -1)', () => {
    const script = `set -o pipefail; "${process.execPath}" "${TAVLA}" selfplay --games 1 --length 1 | head -1`;
    const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
    expect(run.stdout).toBe('tavla selfplay: seeded play through the public API\n');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
