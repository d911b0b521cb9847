import { apply, legalActions, newMatch, type Action, type GameConfig, type GameLog, type GameState } from '../../src/index.js';
import { chooseAction, prng, type Random } from '../game/driver.js';

/**
 * The short tavla matches whose .mat export GNU Backgammon reads back (test/oracle/generate-mat.sh):
 * seeded random play by the rules (mostly rolls and plays, now and then a double, a drop or a
 * resignation, as test/game/driver.ts weighs them) plus a few scripted turns. The same seeds give
 * the same logs on every machine, so test/notation/mat.test.ts rebuilds them and compares with the
 * committed files.
 */

export interface MatMatch {
  readonly name: string;
  readonly log: GameLog;
}

interface Script {
  /** After this many actions, and once the player on roll may resign, he resigns at this level (accepted). */
  readonly resignAt?: { readonly after: number; readonly level: 'oin' | 'mars' | 'koks' };
  /** Stop after this many actions (a match still running). */
  readonly stopAt?: number;
}

function selfPlay(config: GameConfig, seed: number, script: Script = {}): Action[] {
  const started = newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  let state: GameState = started.value;
  const pick: Random = prng(seed);
  const actions: Action[] = [];
  let resigned = false;
  const push = (action: Action): void => {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    actions.push(action);
    state = next.value;
  };
  while (state.phase !== 'match-over' && actions.length < (script.stopAt ?? Infinity)) {
    const at = script.resignAt;
    if (at && !resigned && actions.length >= at.after && state.phase === 'roll') {
      resigned = true;
      push({ type: 'resign', level: at.level });
      push({ type: 'accept-resignation' });
      continue;
    }
    push(chooseAction(legalActions(state), pick));
  }
  return actions;
}

const standard = (length: number): GameConfig => ({ variant: 'short-tavla', match: { length } });

export const MAT_MATCHES: readonly MatMatch[] = [
  { name: 'seed-1-five-points', log: { config: standard(5), actions: selfPlay(standard(5), 1), names: { white: 'Alice', black: 'Bob' } } },
  { name: 'seed-2-seven-points', log: { config: standard(7), actions: selfPlay(standard(7), 2) } },
  { name: 'seed-3-three-points', log: { config: standard(3), actions: selfPlay(standard(3), 3) } },
  { name: 'seed-4-resign-mars', log: { config: standard(5), actions: selfPlay(standard(5), 4, { resignAt: { after: 30, level: 'mars' } }) } },
  { name: 'seed-5-one-point', log: { config: standard(1), actions: selfPlay(standard(1), 5) } },
  { name: 'seed-6-running', log: { config: standard(9), actions: selfPlay(standard(9), 6, { stopAt: 250 }) } },
  { name: 'seed-7-no-cube', log: { config: { variant: 'short-tavla', match: { length: 3 }, cube: { enabled: false } }, actions: selfPlay({ variant: 'short-tavla', match: { length: 3 }, cube: { enabled: false } }, 7) } },
];
