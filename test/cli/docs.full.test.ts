import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtCli, ROOT, tavla } from './binary.js';

/**
 * The examples of docs/cli.md and of README.md's CLI section: each `$ tavla ...` (or
 * `$ npx tavla ...`) line of a
 * ```console block is run with the built command, and what it prints (stdout, then stderr) must
 * be the lines under it, exactly.
 */

beforeAll(builtCli);

interface Example {
  readonly args: string[];
  readonly output: string;
}

/** Splits a command line as a shell would, for the quoting the docs use ("..." and '...'). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

function examplesOf(file: string): Example[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const examples: Example[] = [];
  for (const [, block] of text.matchAll(/```console\n([\s\S]*?)```/g)) {
    for (const chunk of block!.split(/^\$ /m).slice(1)) {
      const [command = '', ...output] = chunk.split('\n');
      // `npx tavla` is how a project that installed the package runs it: the same command.
      const [name, ...args] = words(command.replace(/^npx /, ''));
      expect(name, `${file}: ${command}`).toBe('tavla');
      examples.push({ args, output: output.join('\n') });
    }
  }
  return examples;
}

describe.each([
  ['docs/cli.md', 6],
  ['README.md', 1],
] as const)('the examples of %s', (file, least) => {
  const examples = examplesOf(file);

  it('are there', () => {
    expect(examples.length).toBeGreaterThanOrEqual(least);
  });

  it.each(examples.map((e) => [e.args.join(' '), e] as const))('tavla %s prints what the page says', (_, example) => {
    const run = tavla(example.args);
    expect(run.stdout + run.stderr).toBe(example.output);
  });
});
