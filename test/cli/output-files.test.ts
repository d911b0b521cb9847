import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../../src/cli/cli-error.js';
import { checkWritable, makeFolder, writeOutput } from '../../src/cli/output-files.js';

/** What the CLI writes (docs/cli.md, cannot-write): a path it cannot write is refused, never an internal error. */

function refusal(f: () => void): CliError | null {
  try {
    f();
  } catch (e) {
    if (e instanceof CliError) return e;
    throw e;
  }
  return null;
}

describe('output files of the CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tavla-out-'));
  const file = join(dir, 'file.txt');
  writeFileSync(file, 'kept');

  it('a path that cannot be written is refused as cannot-write (status 1), naming the path by a short prefix', () => {
    for (const bad of [join(dir, 'missing', 'x.json'), dir, join(file, 'x.json')]) {
      for (const f of [() => { checkWritable(bad, 'the report'); }, () => { writeOutput(bad, '{}', 'the report'); }]) {
        const error = refusal(f);
        expect(error?.code).toBe('cannot-write');
        expect(error?.status).toBe(1);
        expect(error?.message).toMatch(/^cannot write the report to ".*" \(E[A-Z]+\)\.$/);
      }
    }
    expect(refusal(() => { makeFolder(join(file, 'sub'), 'the run folder'); })?.code).toBe('cannot-write');
  });

  it('makes a folder with its missing parents, and refuses at once one the system will not make', () => {
    const nested = join(dir, 'a', 'b', 'c');
    expect(refusal(() => { makeFolder(nested, 'the run folder'); })).toBeNull();
    expect(statSync(nested).isDirectory()).toBe(true);
    expect(refusal(() => { makeFolder(nested, 'the run folder'); })).toBeNull();
    // Node's own recursive mkdir loops for ever here on Linux (ENOENT under /proc, which exists).
    const error = refusal(() => { makeFolder('/proc/tavla-run/keys', 'the run folder'); });
    expect(error?.code).toBe('cannot-write');
    expect(error?.message).toMatch(/^cannot make the run folder "\/proc\/tavla-run\/keys" \(E[A-Z]+\)\.$/);
  });

  it('asking whether a file can be written leaves it as it was; writing replaces it', () => {
    expect(refusal(() => { checkWritable(file, 'the record'); })).toBeNull();
    expect(readFileSync(file, 'utf8')).toBe('kept');
    writeOutput(file, 'new', 'the record');
    expect(readFileSync(file, 'utf8')).toBe('new');
  });
});
