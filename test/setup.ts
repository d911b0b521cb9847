import fc from 'fast-check';
import { FULL } from './tier.js';

/**
 * Every fast-check run takes its seed from here. The quick tier uses one fixed seed, so `npm
 * test` gives the same run every time; the full tier uses the run's seed, which vitest.config.ts
 * picks (TAVLA_SEED, or a fresh one) and prints. A failing property also prints its own seed and
 * path (fast-check's report), which `fc.assert(..., { seed, path })` replays.
 */
const QUICK_SEED = 20261201;

fc.configureGlobal({ seed: FULL ? Number(process.env['TAVLA_RUN_SEED']) | 0 : QUICK_SEED });
