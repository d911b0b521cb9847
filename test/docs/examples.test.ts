import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * docs/games.md, docs/turns.md, docs/crazy-gulbar.md, docs/notation.md, docs/errors.md and
 * docs/getting-started.md and docs/api.md promise that every code block importing
 * from 'tavla' is a complete program. Each is run here against the sources, and what it prints
 * is compared with the comments after its console.log lines (the part before an em dash or a
 * parenthesis is the printed text).
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tavla-doc-examples-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function blocksOf(doc: string): string[] {
  const text = readFileSync(join(root, 'docs', doc), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((code) => code.includes("from 'tavla'"));
}

/** The printed text a comment after console.log promises: everything before an em dash or a parenthesis. */
function promised(line: string): string | null {
  const comment = /console\.log\(.*\);\s*\/\/ (.*)$/.exec(line)?.[1];
  return comment === undefined ? null : comment.split(' — ')[0]!.split(' (')[0]!.trim();
}

const squash = (text: string): string => text.replace(/\s+/g, '');

for (const [doc, least] of [
  ['games.md', 8],
  ['turns.md', 3],
  ['crazy-gulbar.md', 1],
  ['notation.md', 9],
  ['errors.md', 1],
  ['getting-started.md', 5],
  ['api.md', 20],
] as const) {
  describe(`docs/${doc} examples`, () => {
    const blocks = blocksOf(doc);
    it('has runnable examples', () => {
      expect(blocks.length).toBeGreaterThanOrEqual(least);
    });
    blocks.forEach((code, i) => {
      it(`example ${i + 1} runs and prints what its comments say`, async () => {
        const file = join(dir, `${doc.replace('.md', '')}-${i + 1}.ts`);
        writeFileSync(file, code.replaceAll("from 'tavla'", `from '${join(root, 'src/index.ts')}'`));
        const lines: string[] = [];
        const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
          lines.push(format(...args));
        });
        try {
          await import(pathToFileURL(file).href);
        } finally {
          spy.mockRestore();
        }
        const printed = squash(lines.join('\n'));
        for (const line of code.split('\n')) {
          const words = promised(line);
          if (words !== null) expect(printed, line).toContain(squash(words));
        }
      });
    });
  });
}
