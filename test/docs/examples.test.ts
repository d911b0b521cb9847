import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Every TypeScript block in the README and the guides (docs/*.md, docs/rules/*.md) that imports
 * from 'tavla' is a complete program; each is run here against the sources, and what it prints
 * is compared, line by line, with the output its comments promise:
 *
 * - a comment at the end of a line that calls console.log promises what that line prints:
 *   `console.log(x); // 42`;
 * - a block of comment lines right after such a line, or right after the closing brace of a
 *   loop or block that contains one, promises what every line since the last promise printed,
 *   in the order printed (several lines for several prints or a loop).
 *
 * The printed text and the promise are compared whole, in order, with every run of white space
 * read as one space (so an object Node prints over several lines may be promised on one), after
 * dropping an explanation that follows ` — ` on a promised line. A promised line `...` or
 * `... (n more)` says that more printed lines follow: the lines before it are compared one by one.
 *
 * A comment anywhere else that reads like printed output (`// 3-0` after a line that prints
 * nothing) fails the test: every output a guide shows must stand where it is compared.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'tavla-doc-examples-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const ENTRY: Readonly<Record<string, string>> = {
  tavla: 'src/index.ts',
  'tavla/notation': 'src/notation/index.ts',
  'tavla/variants': 'src/variants/index.ts',
};

const guides = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(root, 'docs/rules'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/rules/${f}`),
];

function blocksOf(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8');
  return [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((code) => /from 'tavla(\/\w+)?'/.test(code));
}

interface Promise_ {
  /** The lines whose prints it describes (0-based line numbers of the block). */
  readonly from: number;
  readonly to: number;
  /** Where the promise is written, for the failure message. */
  readonly at: number;
  readonly lines: readonly string[];
}

const LOGS = /console\.log\(/;
const TRAILING = /console\.log\(.*\);?\s*\/\/ (.*)$/;
const COMMENT_ONLY = /^\s*\/\/ ?(.*)$/;

/** The promises of a block, in order. */
function promisesOf(lines: readonly string[]): Promise_[] {
  const out: Promise_[] = [];
  let since = 0; // the first line whose prints no promise has described yet
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trailing = TRAILING.exec(line);
    if (trailing !== null) {
      out.push({ from: i, to: i, at: i, lines: [trailing[1]!] });
      since = i + 1;
      continue;
    }
    // A comment block promises output when it follows a console.log line, or the closing brace of
    // a loop or block with such a line in it (and nothing printed is promised yet).
    const closes = /^\s*[)}\]]+;?\s*$/.test(line) && lines.slice(since, i).some((l) => LOGS.test(l));
    if (!LOGS.test(line) && !closes) continue;
    // A run of comment lines right after a console.log line describes the prints since the last promise.
    let j = i + 1;
    const said: string[] = [];
    for (; j < lines.length && COMMENT_ONLY.test(lines[j]!); j++) said.push(COMMENT_ONLY.exec(lines[j]!)![1]!);
    if (said.length > 0) {
      out.push({ from: since, to: i, at: i + 1, lines: said });
      since = j;
      i = j - 1;
    }
  }
  return out;
}

/**
 * A comment that reads like printed output (it starts with a value: a number, a quote, a bracket
 * or brace, true / false / null / undefined) but is not a promise: a trailing comment on a line
 * that prints nothing, or a run of comment lines after code that no print precedes. Such a comment
 * would claim an output no test compares, so it must be written as a promise (after a print).
 */
const LOOKS_PRINTED = /^(-?\d|['"`[{(]|true\b|false\b|null\b|undefined\b|NaN\b)/;

function unpromisedOutputs(lines: readonly string[], promises: readonly Promise_[]): string[] {
  const promised = new Set<number>();
  for (const p of promises) {
    promised.add(p.at);
    for (let k = p.at; k < p.at + p.lines.length; k++) promised.add(k);
  }
  const out: string[] = [];
  lines.forEach((line, k) => {
    if (promised.has(k)) return;
    const whole = COMMENT_ONLY.exec(line);
    if (whole !== null) {
      // A comment run introduces the code after it, unless it closes a stretch of code (blank line or end after it).
      let next = k + 1;
      while (next < lines.length && COMMENT_ONLY.test(lines[next]!)) next++;
      const closing = next >= lines.length || lines[next]!.trim() === '';
      if (closing && k > 0 && lines[k - 1]!.trim() !== '' && LOOKS_PRINTED.test(whole[1]!.trim())) out.push(`line ${k + 1}: ${line.trim()}`);
      return;
    }
    const trailing = /\)\s*;?\s*\/\/ (.*)$/.exec(line);
    if (trailing !== null && !LOGS.test(line) && LOOKS_PRINTED.test(trailing[1]!.trim())) out.push(`line ${k + 1}: ${line.trim()}`);
  });
  return out;
}

/** Lines as one text, every run of white space one space. */
const spaced = (lines: readonly string[]): string => lines.join(' ').replace(/\s+/g, ' ').trim();

/** The promise of one line, without its explanation. */
const promisedText = (line: string): string => line.split(' — ')[0]!.trimEnd();
const elides = (line: string): boolean => /^\.\.\.( \(\d+ more\))?$/.test(line.trim());

/** Runs a block with console.log replaced by a recorder of (line, text); returns what each line printed. */
async function run(name: string, code: string): Promise<{ readonly line: number; readonly text: string }[]> {
  const printed: { line: number; text: string }[] = [];
  const recorder = `__tavlaPrinted_${Math.random().toString(36).slice(2)}`;
  (globalThis as Record<string, unknown>)[recorder] = (line: number, ...args: unknown[]): void => {
    for (const text of format(...args).split('\n')) printed.push({ line, text });
  };
  let source = code
    .split('\n')
    .map((line, i) => line.replaceAll('console.log(', `(globalThis as any).${recorder}(${i}, `))
    .join('\n');
  for (const [module, path] of Object.entries(ENTRY)) source = source.replaceAll(`from '${module}'`, `from '${join(root, path)}'`);
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, source);
  try {
    await import(pathToFileURL(file).href);
  } finally {
    Reflect.deleteProperty(globalThis, recorder);
  }
  return printed;
}

describe.each(guides.filter((doc) => blocksOf(doc).length > 0))('%s examples', (doc) => {
  const blocks = blocksOf(doc);
  blocks.forEach((code, i) => {
    it(`example ${i + 1} runs and prints exactly what its comments promise`, async () => {
      const lines = code.split('\n');
      const printed = await run(`${doc.replaceAll('/', '-').replace('.md', '')}-${i + 1}`, code);
      const promises = promisesOf(lines);
      expect(unpromisedOutputs(lines, promises), `${doc} example ${i + 1}: comments that read like output but follow no print`).toEqual([]);
      for (const p of promises) {
        const got = printed.filter((x) => x.line >= p.from && x.line <= p.to).map((x) => x.text.trimEnd());
        const cut = p.lines.findIndex(elides);
        const want = (cut < 0 ? p.lines : p.lines.slice(0, cut)).map(promisedText);
        const where = `${doc} example ${i + 1}, line ${p.at + 1}: ${lines[p.at]!.trim()}`;
        if (cut < 0) expect(spaced(got), where).toBe(spaced(want));
        else {
          expect(got.slice(0, want.length), where).toEqual(want);
          const more = /\((\d+) more\)/.exec(p.lines[cut]!);
          if (more !== null) expect(got.length - want.length, where).toBe(Number(more[1]));
          else expect(got.length, where).toBeGreaterThan(want.length);
        }
      }
    });
  });
});

it('every guide with runnable examples promises some output, so the comparison is not vacuous', () => {
  const promising = guides.filter((doc) => blocksOf(doc).some((code) => promisesOf(code.split('\n')).length > 0));
  expect(promising.length).toBeGreaterThanOrEqual(10);
});
