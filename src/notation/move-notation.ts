import type { Play, Step } from '../core/play.js';

/** A point as GNU Backgammon writes it. */
function spell(point: number | 'bar' | 'off'): string {
  return point === 'bar' ? 'bar' : point === 'off' ? 'off' : String(point);
}

const rank = (point: number | 'bar' | 'off'): number => (point === 'bar' ? 25 : point === 'off' ? 0 : point);

/**
 * Writes a play the way GNU Backgammon does: one path per checker, highest first; a checker
 * that moves on is written once (`24/13`), with an intermediate point only where it hit
 * (`24/18*\/13`); equal moves are counted (`13/7(2)`); the forced pass is the empty string.
 */
export function formatPlay(play: Pick<Play, 'steps'>): string {
  const steps = [...play.steps].sort((a, b) => rank(b.from) - rank(a.from) || rank(b.to) - rank(a.to));
  const used = new Array<boolean>(steps.length).fill(false);
  const chains: string[] = [];
  for (let i = 0; i < steps.length; i++) {
    if (used[i]) continue;
    used[i] = true;
    const first: Step = steps[i]!;
    let text = spell(first.from);
    let at = first;
    for (;;) {
      // Follow the same checker: a later step starting where this one landed.
      const j = at.to === 'off' ? -1 : steps.findIndex((s, k) => !used[k] && s.from === at.to);
      if (j < 0) break;
      if (at.hit) text += `/${spell(at.to)}*`;
      used[j] = true;
      at = steps[j]!;
    }
    text += `/${spell(at.to)}${at.hit ? '*' : ''}`;
    chains.push(text);
  }
  const out: string[] = [];
  for (let i = 0; i < chains.length; ) {
    let n = 1;
    while (i + n < chains.length && chains[i + n] === chains[i]) n++;
    out.push(n > 1 ? `${chains[i]!}(${n})` : chains[i]!);
    i += n;
  }
  return out.join(' ');
}
