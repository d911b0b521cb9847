// The generator's own form of a sub-move, one small integer: what it searches with and what a
// Play keeps (core/play.ts) until its steps are read.

/** A sub-move packed into one integer: from (5 bits), to + 8 (6 bits), die (3 bits), hit (1 bit). */
export type PackedStep = number;

export function packStep(from: number, to: number, die: number, hit: boolean): PackedStep {
  return from | ((to + 8) << 5) | (die << 11) | (hit ? 1 << 14 : 0);
}
export const stepFrom = (s: PackedStep): number => s & 31;
export const stepTo = (s: PackedStep): number => ((s >> 5) & 63) - 8;
export const stepDie = (s: PackedStep): number => (s >> 11) & 7;
export const stepHit = (s: PackedStep): boolean => (s & (1 << 14)) !== 0;
