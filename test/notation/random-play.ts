import { apply, legalActions, type Action, type GameState } from '../../src/index.js';

/**
 * One move of a random game through the reducer, as the notation round trips play them: the
 * listed action number `choose(count)`, with two dice from `die()` where the action is a roll or
 * the opening roll-off (first die first). Null when the state lists no action (the match is over).
 */
export function randomMove(state: GameState, choose: (count: number) => number, die: () => number): GameState | null {
  const actions = legalActions(state);
  if (actions.length === 0) return null;
  const a = actions[choose(actions.length)]!;
  const action = a.type === 'roll' ? { ...a, dice: [die(), die()] } : a.type === 'opening-roll' ? { ...a, white: die(), black: die() } : a;
  const applied = apply(state, action as Action);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value;
}

/** The dice of `randomMove` from the bits of one number: 1 + (c >> 3) % 6, then 1 + (c >> 6) % 6. */
export function diceFromBits(c: number): () => number {
  let shift = 0;
  return () => 1 + ((c >> (shift += 3)) % 6);
}
