import type { GameState } from '../index.js';
import { diceText } from './dice-input.js';

/** A game state in one line, as `show` prints what an XGID or match ID holds beyond the board. */
export function stateText(state: GameState): string {
  const who = state.toAct ?? state.position.turn;
  const moment =
    state.phase === 'play' && state.dice !== null
      ? `${who} to play ${diceText(state.dice)}`
      : state.phase === 'double' && state.offer !== null
        ? `${state.offer.offerer} offers the cube at ${state.offer.offered}, ${who} to answer`
        : `${who} to ${state.phase === 'roll' ? 'roll or double' : state.phase}`;
  const cube = !state.settings.cube.enabled
    ? 'no cube'
    : `cube ${state.cube.value}${state.cube.owner === null ? ', centred' : `, owned by ${state.cube.owner}`}`;
  const { length, score } = state.match;
  const match =
    length === null
      ? 'money play'
      : `match to ${length}, score white ${score.white} black ${score.black}${state.game.crawford ? ', Crawford game' : ''}`;
  return `${moment}; ${cube}; ${match}`;
}
