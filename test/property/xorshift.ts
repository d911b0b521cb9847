/**
 * xorshift32 (Marsaglia): a tiny seeded generator for tests, so that random games, samples and
 * keys replay exactly from their seed. Yields unsigned 32-bit integers; seed 0 (which would
 * stay 0 for ever) is replaced by a fixed odd constant.
 */
export function xorshift32(seed: number): () => number {
  let s = seed | 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
}

/** A seeded pick in 0..n-1 (xorshift32). */
export function randomBelow(seed: number): (n: number) => number {
  const next = xorshift32(seed);
  return (n) => next() % n;
}

/** A seeded number in [0, 1) (xorshift32). */
export function randomUnit(seed: number): () => number {
  const next = xorshift32(seed);
  return () => next() / 2 ** 32;
}
