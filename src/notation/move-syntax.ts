import type { Path } from '../movegen/match.js';

/**
 * Reading and writing moves in GNU Backgammon's style: `24/18 13/11*`, `bar/22`, `6/off`,
 * `13/7(2)`, `24/18*\/13`. Points are the mover's own numbers (G-2); `bar` is 25 and `off` is 0.
 */

export interface SyntaxError {
  readonly message: string;
}

const PASS_WORDS = new Set(['', 'pass', '-', 'no move', '(no move)', 'cannot move', "can't move"]);

function readPoint(token: string): number | null {
  if (token === 'bar' || token === 'b') return 25;
  if (token === 'off' || token === 'o') return 0;
  if (!/^\d{1,2}$/.test(token)) return null;
  const n = Number(token);
  return n >= 0 && n <= 25 ? n : null;
}

/**
 * Splits move text into checker paths (syntax only; legality is decided against the position).
 * Accepts `/` or `-` between points, `*` after any landing, `(n)` repeats, spaces or commas
 * between moves, any letter case, and `pass` (or nothing) for the forced pass.
 */
export function readPaths(text: string): readonly Path[] | SyntaxError {
  if (typeof text !== 'string') return { message: 'Move notation must be a string.' };
  const clean = text.trim().toLowerCase();
  if (PASS_WORDS.has(clean)) return [];
  if (clean.length > 200) return { message: 'Move notation is too long to be a play.' };
  const paths: Path[] = [];
  for (const whole of clean.split(/[\s,]+/)) {
    // Messages quote a word of the caller's text, never more than a short prefix of it.
    const word = whole.length > 24 ? `${whole.slice(0, 24)}...` : whole;
    const match = /^(.*?)(?:\((\d)\))?$/.exec(whole);
    const body = match?.[1] ?? '';
    const repeat = match?.[2] === undefined ? 1 : Number(match[2]);
    if (repeat < 1 || repeat > 4) return { message: `"${word}": a move can be repeated 1 to 4 times.` };
    const parts = body.split(/[/-]/);
    if (parts.length < 2) return { message: `"${word}" is not a move like 24/18.` };
    const hops: { from: number; to: number; hitMarked: boolean }[] = [];
    let from: number | null = null;
    for (const part of parts) {
      const hit = part.endsWith('*');
      const point = readPoint(hit ? part.slice(0, -1) : part);
      if (point === null) return { message: `"${word}": "${part.slice(0, 8)}" is not a point (1-24, bar or off).` };
      if (from === null) {
        if (hit) return { message: `"${word}": a hit mark belongs after a landing point.` };
        if (point === 0) return { message: `"${word}": a move cannot start from off.` };
      } else {
        if (point === 25) return { message: `"${word}": a move cannot end on the bar.` };
        if (point >= from) return { message: `"${word}": checkers move from higher to lower points.` };
        hops.push({ from, to: point, hitMarked: hit });
      }
      from = point;
    }
    // GNU Backgammon marks a hit once on a repeated move ("7/1*(2)"): the first checker hits,
    // the next lands on the point it has just made. So only the first copy must hit.
    const quiet = hops.map((hop) => ({ ...hop, hitMarked: false }));
    for (let i = 0; i < repeat; i++) paths.push(i === 0 ? hops : quiet);
  }
  if (paths.length > 16) return { message: 'Too many moves for one play.' };
  return paths;
}
