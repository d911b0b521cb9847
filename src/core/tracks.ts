import { UNUSABLE } from './variant.js';

/**
 * The usual movement table: a die moves a checker exactly that many points towards home (G-6);
 * from the bar (25) that is entry onto own point 25 - die (ST-6). Points past the track are void.
 */
export function straightTargets(points: number): Int8Array {
  const table = new Int8Array(26 * 7).fill(UNUSABLE);
  for (let from = 1; from <= 25; from++) {
    if (from > points && from !== 25) continue;
    for (let die = 1; die <= 6; die++) table[from * 7 + die] = from - die;
  }
  return table;
}
