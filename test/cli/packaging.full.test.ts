import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL } from '../tier.js';
import { builtPackage, ROOT } from './binary.js';

/**
 * The package as npm publishes it. Both tiers check what `npm pack` puts in the tarball; the
 * full tier (CI runs it) also installs the tarball in an empty project, as a user would, and
 * there runs `npx tavla`, loads the library through require and import in one process, and
 * compiles TypeScript with the old `moduleResolution: node10` against its subpaths.
 */

const dir = mkdtempSync(join(tmpdir(), 'tavla-pack-'));
let tarball = '';

beforeAll(async () => {
  await builtPackage();
  // --ignore-scripts: dist is fresh already; prepack's rebuild would race the other CLI tests.
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' })) as {
    filename: string;
    files: { path: string }[];
  }[];
  files = packed[0]!.files.map((f) => f.path);
  tarball = join(dir, packed[0]!.filename);
}, 120_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
let files: string[] = [];

const run = (command: string, args: readonly string[], cwd: string): string => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the published package', () => {
  it('carries the guides, and every file the README and the guides link to, so the links work from the package', () => {
    const guides = files.filter((f) => f === 'README.md' || /^docs\/(rules\/)?[^/]+\.md$/.test(f));
    expect(guides).toContain('docs/api.md');
    expect(guides).toContain('docs/rules/README.md');
    expect(files.filter((f) => f.startsWith('docs/reference/'))).toEqual([]);
    const missing: string[] = [];
    for (const doc of guides) {
      for (const m of readFileSync(join(ROOT, doc), 'utf8').matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        const path = posix.normalize(posix.join(posix.dirname(doc), target));
        if (!files.includes(path)) missing.push(`${doc} -> ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('holds the command, its worker, the library with its types, and nothing from src or test', () => {
    for (const file of ['dist/cli/tavla.js', 'dist/cli/perft-worker.js', 'dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/index.d.cts', 'dist/variants/index.d.ts', 'dist/notation/index.d.ts']) {
      expect(files).toContain(file);
    }
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string>; dependencies?: unknown };
    expect(manifest.bin).toEqual({ tavla: './dist/cli/tavla.js' });
    expect(manifest.dependencies).toBeUndefined();
    expect(readFileSync(join(ROOT, 'dist/cli/tavla.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('keeps Node built-ins out of the library files that browsers import', () => {
    for (const file of files.filter((f) => /^dist\/[^/]+(\/index)?\.(c?js)$/.test(f) || /^dist\/(variants|notation)\//.test(f))) {
      expect(readFileSync(join(ROOT, file), 'utf8'), file).not.toMatch(/from ["'](node:)?(fs|path|os|util|child_process|worker_threads|readline)["']|require\(["'](node:)?\w+["']\)/);
    }
  });

  // Installing from the registry's client is slow and needs the network: the full tier only.
  if (FULL) {
    describe('installed from the tarball in an empty project', () => {
      const project = join(dir, 'project');
      beforeAll(() => {
        mkdirSync(project);
        writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'tavla-install-check', version: '1.0.0', private: true }));
        run('npm', ['install', tarball, '--no-audit', '--no-fund'], project);
      }, 300_000);

      it('npx tavla plays 4HPwATDgc/ABMA 3-1 lists the 16 plays', () => {
        const out = run('npx', ['--no', 'tavla', 'plays', '4HPwATDgc/ABMA', '3-1'], project).trimEnd().split('\n');
        expect(out).toHaveLength(16);
        expect(out).toContain('8/5 6/5');
      });

      it('require and import in one process: a Position of either copy works with the other', () => {
        writeFileSync(
          join(project, 'both.cjs'),
          `const cjs = require('tavla');
import('tavla').then((esm) => {
  const fromCjs = cjs.startPosition('long-nard').value;
  const fromEsm = esm.startPosition('long-nard').value;
  const played = esm.applyPlay(fromCjs, [6, 5], '24/13');
  console.log(JSON.stringify({
    copies: cjs.Position !== esm.Position,
    esmPlaysCjs: esm.legalPlays(fromCjs, [6, 5]).map(esm.formatPlay),
    cjsPlaysEsm: cjs.legalPlays(fromEsm, [6, 5]).map(cjs.formatPlay),
    applied: played.ok && cjs.toPositionString(played.value),
    equal: [fromCjs.equals(esm.startPosition('long-nard').value), fromEsm.equals(fromCjs), fromEsm.equals(cjs.startPosition('short-tavla').value)],
    variants: require('tavla/variants').playableVariants().length > 0,
    notation: typeof require('tavla/notation').formatPlay,
  }));
});
`,
        );
        const result = JSON.parse(run(process.execPath, ['both.cjs'], project)) as Record<string, unknown>;
        expect(result).toEqual({
          copies: true,
          esmPlaysCjs: ['24/13'],
          cjsPlaysEsm: ['24/13'],
          applied: 'long-nard b | 24:14 13:1 | 24:15 | turns=1,0',
          equal: [true, true, false],
          variants: true,
          notation: 'function',
        });
      });

      it('TypeScript with moduleResolution node10 finds the types of tavla, tavla/variants and tavla/notation', () => {
        writeFileSync(
          join(project, 'check.ts'),
          `import { legalPlays, startPosition, type Position } from 'tavla';
import { playableVariants, type Variant } from 'tavla/variants';
import { formatPlay, toPositionString, type GameLog } from 'tavla/notation';

const start = startPosition('short-tavla');
const position: Position | null = start.ok ? start.value : null;
export const plays: string[] = position === null ? [] : legalPlays(position, [3, 1]).map(formatPlay);
export const text: string = position === null ? '' : toPositionString(position);
export const names: readonly string[] = playableVariants();
export const none: Variant | undefined = undefined;
export const log: GameLog | undefined = undefined;
// @ts-expect-error: a play is not a number (the types are really read, not any)
export const wrong: number = plays[0];
`,
        );
        writeFileSync(
          join(project, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: { module: 'commonjs', moduleResolution: 'node10', target: 'es2022', lib: ['es2022'], strict: true, noEmit: true, types: [], noImplicitAny: true },
            files: ['check.ts'],
          }),
        );
        const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
        expect(run(process.execPath, [tsc, '-p', 'tsconfig.json'], project)).toBe('');
      });
    });
  }
});
