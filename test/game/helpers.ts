import { expect } from 'vitest';
import {
  apply,
  legalActions,
  newGame,
  newMatch,
  type Action,
  type Dice,
  type GameConfig,
  type GameErrorCode,
  type GameState,
  type Player,
  type Result,
  type TavlaError,
} from '../../src/index.js';

/** The value of a Result, failing the test with the error's code and message otherwise. */
export function must<T>(result: Result<T, TavlaError>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function match(config: GameConfig): GameState {
  return must(newMatch(config));
}

export function money(config: GameConfig): GameState {
  return must(newGame(config));
}

/** Applies the actions in order; each must be accepted. */
export function act(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const a of actions) s = must(apply(s, a));
  return s;
}

/** Asserts that the action is refused with this code and returns the message. */
export function refused(state: GameState, action: Action, code: GameErrorCode): string {
  const result = apply(state, action);
  expect(result.ok).toBe(false);
  if (result.ok) return '';
  expect(result.error.code).toBe(code);
  expect(result.error.message.length).toBeGreaterThan(10);
  return result.error.message;
}

/** The action types legalActions lists now. */
export function legalTypes(state: GameState): string[] {
  return [...new Set(legalActions(state).map((a) => a.type))];
}

/** The opening roll-off won by `winner` (6 against 1). */
export function opening(winner: Player): Action {
  return winner === 'white' ? { type: 'opening-roll', white: 6, black: 1 } : { type: 'opening-roll', white: 1, black: 6 };
}

/** Plays the first legal play of every stage until the turn is over. */
export function playOut(state: GameState): GameState {
  let s = state;
  while (s.phase === 'play') {
    const first = legalActions(s).find((a) => a.type === 'play');
    if (first === undefined) throw new Error('no play offered');
    s = must(apply(s, first));
  }
  return s;
}

/** Rolls `dice` for the player to act and plays the first legal play. */
export function turn(state: GameState, dice: Dice): GameState {
  return playOut(must(apply(state, { type: 'roll', dice })));
}

/** Ends the current game by `loser` resigning at `level` and the opponent accepting (SC-8). */
export function concede(state: GameState, level: 'oin' | 'mars' | 'koks' = 'oin'): GameState {
  return act(state, { type: 'resign', level }, { type: 'accept-resignation' });
}

/** From the start of a game, lets `loser` win the roll-off and concede at `level`. */
export function loseGame(state: GameState, loser: Player, level: 'oin' | 'mars' | 'koks' = 'oin'): GameState {
  let s = state;
  if (s.phase === 'opening') s = act(s, opening(loser));
  expect(s.toAct).toBe(loser);
  return concede(s, level);
}
