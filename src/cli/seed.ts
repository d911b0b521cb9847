import { integerOption } from './args.js';

/**
 * Seeds: every integer from -2^31 to 2^32 - 1. The generators (rng.ts, the library's seededDice)
 * use a seed modulo 2^32, so -5 and 4294967291 are the same seed; negative seeds are taken
 * because people type them.
 */
export const MIN_SEED = -(2 ** 31);
export const MAX_SEED = 2 ** 32 - 1;

export function seedOption(command: string, text: string | undefined, fallback: number): number {
  return integerOption(command, '--seed', text, fallback, MIN_SEED, MAX_SEED);
}
