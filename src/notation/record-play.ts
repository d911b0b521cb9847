import type { Play, Step } from '../core/play.js';
import type { PlayInput } from '../game/actions.js';
import { currentTurn } from '../game/legal.js';
import { apply } from '../game/reducer.js';
import type { GameState } from '../game/state.js';
import { advanceTurn } from '../turn/turn.js';
import { formatPlay } from './move-notation.js';

/** The legal play a play action stands for in this state (the reducer's own resolution), or null. */
export function resolvedPlay(before: GameState, input: PlayInput): Play | null {
  const turn = currentTurn(before);
  if (turn === null) return null;
  const next = advanceTurn(turn, input);
  if (!next.ok) return null;
  return next.value.played[next.value.played.length - 1]?.play ?? null;
}

const spell = (point: Step['from'] | Step['to']): string => String(point);

/** Every step on its own, hits marked: longer, but it leaves nothing to choose. */
function stepByStep(steps: readonly Step[]): string {
  return steps.map((s) => `${spell(s.from)}/${spell(s.to)}${s.hit ? '*' : ''}`).join(' ');
}

/**
 * The text of a play for a record: GNU Backgammon's style (`formatPlay`) when it reads back to
 * the same state, else the play step by step (formatPlay's text can be ambiguous where a quiet
 * route passes a blot another route would hit). The forced pass is `pass`. Null when no text
 * reads back (not seen in practice; the caller reports it).
 */
export function playText(before: GameState, after: GameState, input: PlayInput): string | null {
  const play = resolvedPlay(before, input);
  if (play === null) return null;
  const target = JSON.stringify(playedParts(after));
  for (const text of [formatPlay(play), stepByStep(play.steps)]) {
    const written = text === '' ? 'pass' : text;
    const again = apply(before, { type: 'play', play: written });
    if (again.ok && JSON.stringify(playedParts(again.value)) === target) return written;
  }
  return null;
}

/**
 * What a play can change in a state: two states reached from the same state by two texts of a
 * play are the same state when these are. The match's earlier results are left out: they are the
 * same for both, and comparing them on every play made writing a long session quadratic.
 */
function playedParts(state: GameState): unknown {
  const { position, phase, toAct, dice, stage, turn, cube, offer, resignation, game, match } = state;
  return [position, phase, toAct, dice, stage, turn, cube, offer, resignation, game, match.score, match.postCrawford, match.winner, match.results.length];
}
