import { opponent } from '../core/player.js';
import { positionFromWords, rulesOf, type Position, type TurnsPlayed } from '../position/position.js';
import { WORDS } from '../core/packed-board.js';
import { MAX_STEPS, type Engine, type RawPlay } from './generate.js';
import { playFromPacked, playFromSteps, type Play } from '../core/play.js';
import { toStep } from '../core/step-lists.js';

/** The turn counts after the mover's turn (LN-12a counts every own turn, forfeits included). */
export function turnsAfter(position: Position): TurnsPlayed {
  // A bot asks for several rolls of one position: the counts of the last one asked are kept
  // (a Position is a frozen value the library made, so its counts cannot have changed).
  if (position === lastAsked) return lastAfter;
  const t = position.turnsPlayed;
  lastAfter = Object.freeze(position.turn === 'white' ? { white: t.white + 1, black: t.black } : { white: t.white, black: t.black + 1 });
  lastAsked = position;
  return lastAfter;
}

let lastAsked: Position | null = null;
let lastAfter: TurnsPlayed = Object.freeze({ white: 0, black: 0 });

/**
 * Turns raw plays into public Plays whose positions have the opponent to move and one more
 * finished turn for the mover.
 */
export function toPlays(position: Position, raw: readonly RawPlay[]): readonly Play[] {
  const next = opponent(position.turn);
  const turnsPlayed = turnsAfter(position);
  const rules = rulesOf(position);
  const plays: Play[] = new Array<Play>(raw.length);
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i]!;
    const steps = Object.freeze(r.steps.map(toStep));
    const after = positionFromWords(rules, next, turnsPlayed, r.words, 0);
    plays[i] = playFromSteps(after, steps);
  }
  return Object.freeze(plays);
}

/** The Play reaching the packed board at `boards[at..]` from `position` with the `count` packed steps at `steps[0..]`. */
export function playAt(position: Position, turnsPlayed: TurnsPlayed, boards: Int32Array | readonly number[], at: number, steps: Int32Array, count: number): Play {
  const after = positionFromWords(rulesOf(position), opponent(position.turn), turnsPlayed, boards, at);
  return playFromPacked(after, steps, 0, count);
}

/** `toPlays` straight from the engine's answer, with no intermediate RawPlay objects. */
export function playsFromEngine(position: Position, engine: Engine): readonly Play[] {
  const next = opponent(position.turn);
  const turnsPlayed = turnsAfter(position);
  const rules = rulesOf(position);
  const count = engine.count;
  const boards = engine.boards;
  const plays: Play[] = new Array<Play>(count);
  for (let i = 0; i < count; i++) {
    const after = positionFromWords(rules, next, turnsPlayed, boards, i * WORDS);
    plays[i] = playFromPacked(after, engine.steps, i * MAX_STEPS, engine.stepCount[i]!);
  }
  return Object.freeze(plays);
}
