import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// `vitest run` is the quick tier; `vitest run --mode full` (npm run test:full) the full sizes
// on a fresh fast-check seed, printed here so that `TAVLA_SEED=<seed> npm run test:full` replays it.
// `vitest run --mode browser` (npm run test:browser) runs only the playground's browser tests
// (test/**/*.browser.test.ts, a real Chromium); the two other tiers leave them out.
export default defineConfig(({ mode }) => {
  const full = mode === 'full';
  const browser = mode === 'browser';
  const seed = process.env['TAVLA_SEED'] ?? String(Date.now() & 0x7fffffff);
  if (full) console.log(`tavla full tier: fast-check seed ${seed} (replay with TAVLA_SEED=${seed} npm run test:full)`);
  const browserTests = 'test/**/*.browser.test.ts';
  return {
    test: {
      include: browser ? [browserTests] : ['test/**/*.test.ts'],
      // Files named *.full.test.ts run only in the full tier: the CLI suites start the built
      // command once per case (about 0.2 s of CPU each); the quick tier runs test/cli/smoke.test.ts.
      exclude: browser
        ? [...configDefaults.exclude]
        : full
          ? [...configDefaults.exclude, browserTests]
          : [...configDefaults.exclude, browserTests, 'test/**/*.full.test.ts'],
      setupFiles: ['test/setup.ts'],
      // Test files share a worker's loaded modules (they hold no state between them): each file
      // then costs its tests, not a fresh import of the library.
      isolate: false,
      // One worker per core (vitest's default leaves one core idle; on 2 cores that halves the speed).
      maxWorkers: availableParallelism(),
      env: full ? { TAVLA_FULL: '1', TAVLA_RUN_SEED: seed } : {},
      // The full tier's sizes take minutes per file on a loaded machine; the quick tier's seconds.
      testTimeout: full ? 900_000 : browser ? 300_000 : 120_000,
      hookTimeout: browser ? 120_000 : 10_000,
      coverage: {
        provider: 'v8' as const,
        include: ['src/**/*.ts'],
        exclude: ['src/cli/**', 'src/playground/**'],
        reporter: ['text-summary', 'text'],
        thresholds: { lines: 95 },
      },
    },
  };
});
