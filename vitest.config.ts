import { configDefaults, defineConfig } from 'vitest/config';

// `vitest run` is the quick tier; `vitest run --mode full` (npm run test:full) the full sizes
// on a fresh fast-check seed, printed here so that `TAVLA_SEED=<seed> npm run test:full` replays it.
export default defineConfig(({ mode }) => {
  const full = mode === 'full';
  const seed = process.env['TAVLA_SEED'] ?? String(Date.now() & 0x7fffffff);
  if (full) console.log(`tavla full tier: fast-check seed ${seed} (replay with TAVLA_SEED=${seed} npm run test:full)`);
  return {
    test: {
      include: ['test/**/*.test.ts'],
      // Files named *.full.test.ts run only in the full tier: the CLI suites start the built
      // command once per case (about 0.2 s of CPU each); the quick tier runs test/cli/smoke.test.ts.
      exclude: full ? [...configDefaults.exclude] : [...configDefaults.exclude, 'test/**/*.full.test.ts'],
      setupFiles: ['test/setup.ts'],
      env: full ? { TAVLA_FULL: '1', TAVLA_RUN_SEED: seed } : {},
      // The full tier's sizes take minutes per file on a loaded machine; the quick tier's seconds.
      testTimeout: full ? 900_000 : 120_000,
      coverage: {
        provider: 'v8' as const,
        include: ['src/**/*.ts'],
        exclude: ['src/cli/**'],
        reporter: ['text-summary', 'text'],
        thresholds: { lines: 95 },
      },
    },
  };
});
