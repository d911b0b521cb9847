import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { cli, library } from '../../tsup.config.js';

/**
 * The CLI tests run the built command, dist/cli/tavla.js, as a child process: what users run.
 * `npm run build` (CI does it first) leaves it fresh; when it is missing or older than a source,
 * `builtCli()` builds the CLI alone (esbuild, about a second), once for all the test files that
 * vitest runs at the same time: they take turns on a lock directory, and whoever comes second
 * finds it fresh.
 */

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const TAVLA = join(ROOT, 'dist/cli/tavla.js');
const LOCK = join(tmpdir(), `tavla-build-lock-${Buffer.from(ROOT).toString('hex').slice(-32)}`);

/** The newest modification time of the files under `dir` whose names pass `keep`. */
function newest(dir: string, keep: (name: string) => boolean): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path, keep));
    else if (keep(entry.name)) latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

const sourcesChanged = (): number =>
  Math.max(newest(join(ROOT, 'src'), (name) => name.endsWith('.ts')), statSync(join(ROOT, 'tsup.config.ts')).mtimeMs, statSync(join(ROOT, 'package.json')).mtimeMs);

const fresh = (file: string): boolean => existsSync(file) && statSync(file).mtimeMs >= sourcesChanged();

async function withLock(work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock left by a run that was killed mid-build is stale after a minute.
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 60_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Makes sure dist/cli is built from the current sources. */
export async function builtCli(): Promise<void> {
  if (fresh(TAVLA)) return;
  await withLock(async () => {
    if (!fresh(TAVLA)) await build({ ...cli, config: false, silent: true });
  });
}

/** Makes sure the whole package (library with its types, and the CLI) is built from the current sources. */
export async function builtPackage(): Promise<void> {
  await builtCli();
  if (fresh(join(ROOT, 'dist/index.d.ts')) && fresh(join(ROOT, 'dist/index.js'))) return;
  await withLock(async () => {
    // The library build leaves dist/cli alone (tsup.config.ts), so a CLI test running meanwhile is undisturbed.
    if (!fresh(join(ROOT, 'dist/index.d.ts'))) await build({ ...library, config: false, silent: true });
  });
}

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `tavla <args>` with `input` on stdin (stdin, stdout and stderr are pipes, never a terminal). */
export function tavla(args: readonly string[], input = '', cwd = ROOT): Run {
  const run = spawnSync(process.execPath, [TAVLA, ...args], { input, cwd, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  if (run.error !== undefined) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The one-line error of a refused command: `tavla: <code>: <message>`. */
export function errorCode(run: Run): string | null {
  const match = /^tavla: ([a-z0-9-]+): .+\n$/.exec(run.stderr);
  return match?.[1] ?? null;
}
