import { missingStepsHint, type Play, type Step } from '../core/play.js';
import { show } from '../core/show.js';
import { snapshot } from '../core/snapshot.js';

/** A point as GNU Backgammon writes it. */
function spell(point: number | 'bar' | 'off'): string {
  return point === 'bar' ? 'bar' : point === 'off' ? 'off' : String(point);
}

const rank = (point: number | 'bar' | 'off'): number => (point === 'bar' ? 25 : point === 'off' ? 0 : point);

/** How `formatPlay` writes: GNU Backgammon's style (default), or the plain steps engine protocols use. */
export interface FormatPlayOptions {
  /**
   * `'gnubg'` (default): `24/18*\/13 6/5(2)`. `'plain'`: every step on its own as `from/to`,
   * highest first, the bar as 25 and off as 0, no `*` and no `(n)` (`24/18 18/13 6/5 6/5`), as
   * the engine protocols (UBGI, wildbg, the .mat files) write moves.
   */
  readonly style?: 'gnubg' | 'plain';
}

const number = (point: number | 'bar' | 'off'): string => String(rank(point));

/** Every step on its own, highest starting point first (a checker's steps stay in the order it made them). */
function plainPlay(steps: readonly Written[]): string {
  const order = steps.map((step, index) => ({ step, index }));
  order.sort((a, b) => rank(b.step.from) - rank(a.step.from) || a.index - b.index);
  return order.map(({ step }) => `${number(step.from)}/${number(step.to)}`).join(' ');
}

/**
 * The most steps `formatPlay` writes. A play has at most eight (a crazy gulbar cascade written
 * as one list, two dozen); the bound keeps the cost of any input small and known.
 */
export const MAX_FORMAT_STEPS = 1_000;

interface Written {
  readonly from: number | 'bar';
  readonly to: number | 'off';
  readonly hit: boolean;
}

/** The caller's steps, read once and checked; a TypeError names what is wrong. */
function readSteps(play: unknown): readonly Written[] {
  const copy = snapshot(play, 'formatPlay: play');
  if (!copy.ok) throw new TypeError(copy.error.message);
  const value = copy.value;
  // A Play, or its steps alone (the `play` of a play action, docs/games.md § 4).
  const steps = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? (value as { steps?: unknown }).steps : undefined;
  if (!Array.isArray(steps)) throw new TypeError(`formatPlay(play): play must be a Play, { steps: Step[] } or a list of steps.${missingStepsHint(value)}`);
  if (steps.length > MAX_FORMAT_STEPS) throw new TypeError(`formatPlay(play): a play of ${steps.length} steps; at most ${MAX_FORMAT_STEPS} are written.`);
  return steps.map((step: unknown, i): Written => {
    const s = (typeof step === 'object' && step !== null ? step : {}) as Record<string, unknown>;
    const from = s['from'];
    const to = s['to'];
    const fromOk = from === 'bar' || (typeof from === 'number' && Number.isInteger(from) && from >= 1 && from <= 25);
    const toOk = to === 'off' || (typeof to === 'number' && Number.isInteger(to) && to >= 0 && to <= 24);
    if (!fromOk || !toOk) throw new TypeError(`formatPlay(play): steps[${i}] must be { from: 1..25 | 'bar', to: 0..24 | 'off', hit? }.`);
    return { from: from === 25 ? 'bar' : (from), to: to === 0 ? 'off' : (to), hit: s['hit'] === true };
  });
}

/**
 * The style asked for: GNU Backgammon's unless an options object names another. What is not an
 * object (the index `plays.map(formatPlay)` passes) asks for nothing; a style that is not one of
 * the two, or cannot be read, is a TypeError rather than quietly the default.
 */
function readStyle(options: unknown): 'gnubg' | 'plain' {
  if (typeof options !== 'object' || options === null) return 'gnubg';
  let style: unknown;
  try {
    style = (options as FormatPlayOptions).style;
  } catch {
    throw new TypeError('formatPlay(play, options): options.style could not be read.');
  }
  if (style === undefined || style === 'gnubg' || style === 'plain') return style ?? 'gnubg';
  throw new TypeError(`formatPlay(play, options): options.style must be 'gnubg' or 'plain'; got ${show(style)}.`);
}

/**
 * Writes a play the way GNU Backgammon does: one path per checker, highest first; a checker
 * that moves on is written once (`24/13`), with an intermediate point only where it hit
 * (`24/18*\/13`); equal moves are counted (`13/7(2)`); the forced pass is the empty string.
 * With `{ style: 'plain' }`, every step on its own (`24/18 18/13`, bar 25, off 0). A second
 * argument that is not an object is ignored, so that `plays.map(formatPlay)` (which passes the
 * index) keeps GNU Backgammon's style. A list of steps alone is read as the play of those steps
 * (so a play action's `play` is written as it is). Throws a TypeError when `play` is not a play, or the
 * style is neither `'gnubg'` nor `'plain'` (docs/errors.md).
 */
export function formatPlay(play: Pick<Play, 'steps'> | readonly Step[], options?: FormatPlayOptions | number): string {
  const steps = readSteps(play);
  if (readStyle(options) === 'plain') return plainPlay(steps);
  // Sorted for writing, but a checker is only followed onto a step played after the one that
  // brought it there: where order matters (CG-8 forbids moves inside a full home), 10/7 4/1 7/4
  // must not read back as 10/7/4/1.
  const order = steps.map((step, index) => ({ step, index }));
  order.sort((a, b) => rank(b.step.from) - rank(a.step.from) || rank(b.step.to) - rank(a.step.to) || a.index - b.index);
  // The steps leaving each point, in writing order: following a checker looks in one bucket.
  const leaving: number[][] = Array.from({ length: 26 }, () => []);
  order.forEach((o, k) => leaving[rank(o.step.from)]!.push(k));
  const used = new Array<boolean>(order.length).fill(false);
  const chains: string[] = [];
  for (let i = 0; i < order.length; i++) {
    if (used[i]) continue;
    used[i] = true;
    let at = order[i]!;
    let text = spell(at.step.from);
    for (;;) {
      const current = at;
      const bucket = current.step.to === 'off' ? [] : leaving[rank(current.step.to)]!;
      const j = bucket.find((k) => !used[k] && order[k]!.index > current.index) ?? -1;
      if (j < 0) break;
      if (current.step.hit) text += `/${spell(current.step.to)}*`;
      used[j] = true;
      at = order[j]!;
    }
    text += `/${spell(at.step.to)}${at.step.hit ? '*' : ''}`;
    chains.push(text);
  }
  // Equal moves are counted; as GNU Backgammon does, a hit made by the first of them is marked
  // once ("7/1*(2)"), since the others land on the point it has just made.
  const bare = (chain: string): string => chain.replaceAll('*', '');
  const out: string[] = [];
  for (let i = 0; i < chains.length; ) {
    let n = 1;
    let text = chains[i]!;
    while (i + n < chains.length && bare(chains[i + n]!) === bare(text)) {
      if (chains[i + n]!.length > text.length) text = chains[i + n]!;
      n++;
    }
    out.push(n > 1 ? `${text}(${n})` : text);
    i += n;
  }
  return out.join(' ');
}

export type { Step };
