import { describe, expect, it } from 'vitest';
import { apply, fromRecord, legalActions, newMatch, toRecord, type Action, type GameConfig, type GameState } from '../../src/index.js';
import { chooseAction, prng } from './driver.js';

/**
 * Rotation matches (docs/rules/tavli-match.md): TV-1 the games follow the rotation and start
 * over after the last; TV-10 options set on the match apply to every game whose variant has
 * them; TV-4 the previous winner starts; TV-5 after a draw, a roll-off or the same starter.
 * The mechanism is the same whatever the variants are; the named Tavli and Tabla matches are
 * tested with their variants.
 */

const ROTATION = [
  { variant: 'short-tavla', preset: 'turkish' },
  { variant: 'long-nard' },
  { variant: 'six-one' },
] as const;

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Plays random legal actions until the current game is over (or the match). */
function playGame(state: GameState, seed: number): GameState {
  const pick = prng(seed);
  let s = state;
  for (let i = 0; i < 20_000 && s.phase !== 'game-over' && s.phase !== 'match-over'; i++) {
    const legal = legalActions(s).filter((a) => a.type !== 'resign' && a.type !== 'double');
    s = must(apply(s, chooseAction(legal, pick)));
  }
  return s;
}

describe('TV-1 rotation', () => {
  it('TV-1: each game is the next of the rotation, and after the last the first again', () => {
    let state = must(newMatch({ rotation: ROTATION, match: { length: 99 } }));
    const seen: string[] = [];
    for (let game = 0; game < 5; game++) {
      expect(state.settings.rotation?.index).toBe(game % 3);
      seen.push(`${state.settings.variant}/${state.settings.preset}`);
      expect(state.position.variant).toBe(state.settings.variant);
      state = playGame(state, 100 + game);
      expect(state.phase).toBe('game-over');
      state = must(apply(state, { type: 'next-game' }));
    }
    expect(seen).toEqual(['short-tavla/turkish', 'long-nard/traditional', 'six-one/standard', 'short-tavla/turkish', 'long-nard/traditional']);
    // The score adds up over games of different variants (MP-1), and the state survives JSON.
    const total = state.match.results.reduce((sum, r) => sum + r.points.white + r.points.black, 0);
    expect(state.match.score.white + state.match.score.black).toBe(total);
    const parsed = JSON.parse(JSON.stringify(state)) as GameState;
    expect(legalActions(parsed)).toEqual(legalActions(state));
  });

  it('TV-1: each game keeps its own preset\'s rules; the first move is the game\'s preset\'s unless the match sets it', () => {
    const state = must(newMatch({ rotation: ROTATION, match: { length: 5 } }));
    const games = state.settings.rotation!.games;
    expect(games.map((g) => g.firstMove)).toEqual(['winnerRerolls', 'winnerRerolls', 'winnerRerolls']);
    expect(games[0]!.options).toMatchObject({ shortTavla: { koks: false } });
    const fixed = must(newMatch({ rotation: ROTATION, opening: { firstMove: 'useOpeningDice' } }));
    expect(fixed.settings.rotation!.games.every((g) => g.firstMove === 'useOpeningDice')).toBe(true);
  });

  it('TV-10: options set on the match apply to every game whose variant has the section', () => {
    const state = must(
      newMatch({ rotation: [{ variant: 'long-nard' }, { variant: 'short-tavla' }, { variant: 'crazy-gulbar' }], options: { longNard: { headRule: false } } }),
    );
    const [first, second, third] = state.settings.rotation!.games;
    expect(first!.options).toMatchObject({ longNard: { headRule: false } });
    expect(second!.options).not.toHaveProperty('longNard');
    expect(third!.options).toMatchObject({ longNard: { headRule: false } });
  });

  it('TV-4: the winner of the previous game starts the next, in a rotation too', () => {
    let state = must(newMatch({ rotation: [{ variant: 'long-nard' }, { variant: 'short-tavla', preset: 'turkish' }], match: { length: 9 } }));
    state = playGame(state, 7);
    const winner = state.game.result!.winner;
    state = must(apply(state, { type: 'next-game' }));
    expect(state.settings.variant).toBe('short-tavla');
    expect(state.phase).toBe('roll');
    expect(state.toAct).toBe(winner);
  });

  it('refuses what a rotation cannot be, with a coded error', () => {
    const code = (config: object): string | null => {
      const r = newMatch(config);
      return r.ok ? null : r.error.code;
    };
    expect(code({ rotation: [] })).toBe('invalid-config');
    expect(code({ rotation: [{ variant: 'nard' }] })).toBe('invalid-config');
    expect(code({ rotation: [{ variant: 'long-nard', preset: 'nope' }] })).toBe('unknown-preset');
    expect(code({ rotation: 'noSuchMatch' })).toBe('unknown-preset');
    expect(code({ rotation: ROTATION, preset: 'standard' })).toBe('invalid-config');
    expect(code({ rotation: ROTATION, variant: 'six-one' })).toBe('invalid-config');
    expect(code({ rotation: [{ variant: 'short-tavla' }], options: { longNard: { headRule: false } } })).toBe('option-not-for-variant');
    expect(code({ rotation: Array.from({ length: 13 }, () => ({ variant: 'short-tavla' })) })).toBe('invalid-config');
  });
});

describe('rotation matches in records', () => {
  it('a rotation match is written as a record and read back to the same final state', () => {
    const config: GameConfig = { rotation: ROTATION, match: { length: 3 } };
    let state = must(newMatch(config));
    const pick = prng(11);
    const actions: Action[] = [];
    while (state.phase !== 'match-over') {
      const action = chooseAction(legalActions(state).filter((a) => a.type !== 'resign'), pick);
      actions.push(action);
      state = must(apply(state, action));
    }
    const record = must(fromRecord(must(toRecord({ config, actions }))));
    expect(JSON.stringify(record.state)).toBe(JSON.stringify(state));
  });
});

describe('TV-5 after a drawn game', () => {
  // LN-15's draw (both sides borne off after the extra turn) is a drawn game a rotation can meet.
  const drawn = (afterDraw: 'rollOff' | 'sameStarter'): GameState => {
    for (let seed = 1; seed < 400; seed++) {
      const start = must(
        newMatch({
          rotation: [{ variant: 'long-nard' }, { variant: 'long-nard', preset: 'sport' }],
          options: { longNard: { lastRollDraw: { drawScore: 'half' } } },
          cube: { enabled: false },
          match: { length: 99, afterDraw },
        }),
      );
      const over = playGame(start, seed);
      if (over.game.result?.winner === null) return over;
    }
    throw new Error('no drawn game in 400 seeds');
  };

  it("TV-5 'rollOff' (default): after a draw the next game opens with a roll-off, and the rotation moves on", () => {
    const next = must(apply(drawn('rollOff'), { type: 'next-game' }));
    expect(next.phase).toBe('opening');
    expect(next.settings.preset).toBe('sport');
  });

  it("TV-5 'sameStarter': the player who started the drawn game starts the next", () => {
    const over = drawn('sameStarter');
    const next = must(apply(over, { type: 'next-game' }));
    expect(next.phase).toBe('roll');
    expect(next.toAct).toBe(over.game.starter);
  });
});
