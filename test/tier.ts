/**
 * The two test tiers. `npm test` runs the quick tier: every rule, oracle and property at a
 * smaller size, with fast-check on a fixed seed so that a run is the same every time.
 * `npm run test:full` (CI runs it too) sets TAVLA_FULL=1: the full sizes, every fixture, 1,000+
 * runs per property, on a fresh seed that test/setup.ts prints (TAVLA_SEED=<seed> replays it).
 */
export const FULL = process.env['TAVLA_FULL'] === '1';

/** A size for the tier: `quick` under `npm test`, `full` under `npm run test:full`. */
export function runs(quick: number, full: number): number {
  return FULL ? full : quick;
}
