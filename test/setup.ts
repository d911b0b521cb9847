import fc from 'fast-check';
import { FULL } from './tier.js';

/**
 * Every fast-check run takes its seed from here. The quick tier uses one fixed seed, so `npm
 * test` gives the same run every time; the full tier uses the run's seed, which vitest.config.ts
 * picks (TAVLA_SEED, or a fresh one) and prints. A failing property also prints its own seed and
 * path (fast-check's report), which `fc.assert(..., { seed, path })` replays.
 */
const QUICK_SEED = 20261201;

// In the full tier a failing property stops shrinking after ten minutes and fails with the
// counterexample reached so far: fc.assert runs synchronously, so vitest's own timeout cannot stop
// a shrink that replays whole matches hundreds of times (one such run once held CI for 80 minutes).
fc.configureGlobal({ seed: FULL ? Number(process.env['TAVLA_RUN_SEED']) | 0 : QUICK_SEED });
if (FULL) fc.installGlobalPlugin(fc.interruptAfterTimeLimit(600_000, { failOnInterrupt: true }));
