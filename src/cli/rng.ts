import type { Dice } from '../index.js';

/**
 * A small seeded pseudo-random generator for the demo and for reproducible self-play.
 * The library itself never rolls dice: every function takes the roll from its caller.
 *
 * The generator is a 32-bit Weyl sequence (step 0x9e3779b9, the golden ratio) passed through
 * MurmurHash3's 32-bit finaliser. Consecutive seeds give unrelated streams, so game `i` of a
 * run can simply use seed `base + i` and be replayed on its own.
 */
export interface Rng {
  /** The next 32 random bits as an unsigned integer. */
  next32(): number;
  /** A uniform integer in 0..n-1 (1 <= n <= 2^32), without modulo bias. */
  int(n: number): number;
  /** One six-sided die, 1..6. */
  die(): number;
  /** A roll of two dice (G-1). */
  roll(): Dice;
}

const TWO_32 = 2 ** 32;

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next32 = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n) needs an integer 1..2^32; got ${n}`);
    // Reject the top sliver of the range that would make small results more likely.
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const r = next32();
      if (r < limit) return r % n;
    }
  };
  const die = (): number => 1 + int(6);
  return { next32, int, die, roll: () => [die(), die()] as const };
}
