import { BASE64 } from '../../src/notation/base64.js';

/**
 * A GNU Backgammon match ID with its 72 bits edited: `bits[i]` is bit i of the ID, bit i % 8 of
 * byte i / 8 as gnubg lays them out, each field low bit first (docs/notation.md's table).
 */
export function editMatchId(id: string, edit: (bits: number[]) => void): string {
  const chars: number[] = [];
  for (const c of id) for (let k = 5; k >= 0; k--) chars.push((BASE64.indexOf(c) >> k) & 1);
  const bits = Array.from({ length: 72 }, (_, i) => chars[(i >> 3) * 8 + 7 - (i & 7)]!);
  edit(bits);
  const bytes = Array.from({ length: 9 }, (_, b) => bits.slice(b * 8, b * 8 + 8).reduce((acc, bit, i) => acc | (bit << i), 0));
  let out = '';
  for (let i = 0; i < 9; i += 3) {
    const chunk = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    for (let k = 3; k >= 0; k--) out += BASE64.charAt((chunk >> (6 * k)) & 63);
  }
  return out;
}
