import { describe, expect, it } from 'vitest';
import { apply, fromRecord, legalActions, matchPresets, newMatch, toRecord, type Action, type GameConfig, type GameState } from '../../src/index.js';
import { runs } from '../tier.js';
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
    expect(code({ rotation: [{ variant: 'nard' }] })).toBe('unknown-variant');
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

describe('TV-6 colours', () => {
  it('TV-6: each player keeps his colour for the whole match: his points, and his checkers in each new game, stay White\'s or Black\'s whoever starts', () => {
    let state = must(newMatch({ rotation: 'tavliMatch', match: { length: 99 } }));
    for (let game = 0; game < 4; game++) {
      const before = state.match.score;
      state = playGame(state, 300 + game);
      const result = state.game.result!;
      // The game's points go to the colour that won it, added to that colour's earlier points.
      expect(state.match.score).toEqual({ white: before.white + result.points.white, black: before.black + result.points.black });
      state = must(apply(state, { type: 'next-game' }));
      // The next game, of another variant, sets each colour's checkers out at that variant's start
      // for that colour; who starts (TV-4, TV-5) is the game's starter, never a swap of colours.
      const start = must(newMatch({ variant: state.settings.variant, preset: state.settings.preset }));
      expect(state.position.white).toEqual(start.position.white);
      expect(state.position.black).toEqual(start.position.black);
      if (state.game.starter !== null) expect(state.toAct).toBe(state.game.starter);
    }
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

// ---------------------------------------------------------------------------------------------
// The named match presets, played with their real variants (TV-T1..TV-T4, TV-11).

const TAVLI_GAMES = ['short-tavla/portes', 'plakoto/plakoto', 'fevga/fevga'];
const TABLA_GAMES = ['short-tavla/tabla', 'crazy-gulbar/bulgarian', 'plakoto/tapa'];

/** One finished game of a played match, as the state showed it at the game's start and end. */
interface PlayedGame {
  readonly number: number;
  readonly game: string;
  /** The phase the game began in: 'opening' (a roll-off) or 'roll' (a set starter). */
  readonly began: string;
  readonly starter: string | null;
  readonly winner: string | null;
  readonly points: number;
  readonly scoreBefore: { white: number; black: number };
  readonly doubleOffered: boolean;
  readonly crawford: boolean;
}

/**
 * Plays a whole match of random legal actions (no resignations), recording every game, and
 * refusing a double in each game on the way (TV-T4). Returns the games, the actions and the end.
 */
function playMatch(config: GameConfig, seed: number): { games: PlayedGame[]; actions: Action[]; end: GameState } {
  const pick = prng(seed);
  let state = must(newMatch(config));
  const games: PlayedGame[] = [];
  const actions: Action[] = [];
  let start = state;
  let doubleOffered = false;
  for (let i = 0; i < 200_000; i++) {
    if (state.phase === 'game-over' || state.phase === 'match-over') {
      const result = state.game.result!;
      games.push({
        number: state.game.number,
        game: `${start.settings.variant}/${start.settings.preset}`,
        began: start.phase,
        starter: state.game.starter,
        winner: result.winner,
        points: result.points.white + result.points.black,
        scoreBefore: { ...start.match.score },
        doubleOffered,
        crawford: state.game.crawford,
      });
      if (state.phase === 'match-over') return { games, actions, end: state };
      state = must(apply(state, { type: 'next-game' }));
      actions.push({ type: 'next-game' });
      start = state;
      doubleOffered = false;
      // Each game is played by its own variant's rules: the rotation's game, its options in force.
      const current = state.settings.rotation!.games[state.settings.rotation!.index]!;
      expect([state.position.variant, state.settings.variant, state.settings.options]).toEqual([current.variant, current.variant, current.options]);
      continue;
    }
    const legal = legalActions(state);
    if (legal.some((a) => a.type === 'double')) doubleOffered = true;
    // TV-T4: a double offered anyway is refused.
    if (state.phase === 'roll' && apply(state, { type: 'double' }).ok) doubleOffered = true;
    const action = chooseAction(legal.filter((a) => a.type !== 'resign'), pick);
    actions.push(action);
    state = must(apply(state, action));
  }
  throw new Error('the match did not end');
}

/** The checks every played Tavli or Tabla match must pass (TV-1, TV-3, TV-4, TV-5, TV-7, TV-8). */
function checkMatch(games: readonly PlayedGame[], end: GameState, rotation: readonly string[]): void {
  for (const [i, g] of games.entries()) {
    // TV-1: game n is the rotation's game (n - 1) mod 3; after Fevga (Tapa), Portes (Tabla) again.
    expect(g.game).toBe(rotation[i % rotation.length]);
    const previous = games[i - 1];
    if (previous === undefined || previous.winner === null) {
      // TV-3 (the first game) and TV-5 'rollOff' (after a draw): a roll-off.
      expect(g.began).toBe('opening');
    } else {
      // TV-4: the previous winner starts, throwing both dice; there is no roll-off.
      expect(g.began).toBe('roll');
      expect(g.starter).toBe(previous.winner);
    }
    // TV-7: no cube, no Crawford game; each game scores its own points (1 or 2 here).
    expect(g.doubleOffered).toBe(false);
    expect(g.crawford).toBe(false);
    expect(g.winner === null ? g.points === 0 : g.points >= 1 && g.points <= 2).toBe(true);
    // TV-8: every game before the last began with both totals under the target.
    expect(Math.max(g.scoreBefore.white, g.scoreBefore.black)).toBeLessThan(5);
  }
  // TV-8: the match is over at the first total of at least 5, with every point counted.
  expect(end.phase).toBe('match-over');
  const total = { white: 0, black: 0 };
  for (const r of end.match.results) {
    total.white += r.points.white;
    total.black += r.points.black;
  }
  expect(end.match.score).toEqual(total);
  expect(Math.max(total.white, total.black)).toBeGreaterThanOrEqual(5);
}

describe('the Tavli match: tavliMatch (TV-1..TV-10)', () => {
  it('TV-1, TV-2, TV-7, TV-10: Portes, Plakoto and Fevga with their own presets; 5 points, no cube, the previous winner starts', () => {
    const state = must(newMatch({ rotation: 'tavliMatch' }));
    const games = state.settings.rotation!.games;
    expect(games.map((g) => `${g.variant}/${g.preset}`)).toEqual(TAVLI_GAMES);
    // TV-10: each game's rules are its preset's, as a single game of that preset has them.
    for (const g of games) {
      const single = must(newMatch({ variant: g.variant, preset: g.preset }));
      expect(g.options).toEqual(single.settings.options);
    }
    expect(games.every((g) => g.firstMove === 'winnerRerolls')).toBe(true); // TV-3
    expect(state.settings.match).toMatchObject({ length: 5, nextGameStarter: 'previousWinner', afterDraw: 'rollOff', crawford: false }); // TV-2, TV-4, TV-5
    expect(state.settings.cube.enabled).toBe(false); // TV-7
    expect(state.settings.variant).toBe('short-tavla');
    expect(state.phase).toBe('opening'); // TV-3
    // The caller's settings go over the preset's.
    expect(must(newMatch({ rotation: 'tavliMatch', match: { length: 7 } })).settings.match.length).toBe(7);
  });

  it('TV-10: options set on the match apply to all three games (Portes spells tavli.backgammon shortTavla.koks, PO-4)', () => {
    const state = must(newMatch({ rotation: 'tavliMatch', options: { tavli: { backgammon: true, gammonRule: 'checkerInStartQuarter' } } }));
    const [portes, plakoto, fevga] = state.settings.rotation!.games;
    expect(portes!.options).toMatchObject({ shortTavla: { koks: true, gammonRule: 'checkerInStartQuarter' } });
    expect(plakoto!.options).toMatchObject({ tavli: { backgammon: true, gammonRule: 'checkerInStartQuarter' } });
    expect(fevga!.options).toMatchObject({ tavli: { backgammon: true, gammonRule: 'checkerInStartQuarter' } });
    // A game's own options win over the match's.
    const own = must(newMatch({ rotation: [{ variant: 'short-tavla', preset: 'portes', options: { shortTavla: { koks: false } } }, { variant: 'plakoto' }], options: { tavli: { backgammon: true } } }));
    expect(own.settings.rotation!.games[0]!.options).toMatchObject({ shortTavla: { koks: false } });
  });

  it('TV-10 / PO-4 / NH-1 / TV-11: only Portes reads the Tavli options; standard short tavla, Nackgammon and Tabla keep their own koks', () => {
    const koksOf = (state: GameState): readonly unknown[] => state.settings.rotation!.games.map((g) => (g.options as { shortTavla?: { koks: boolean } }).shortTavla?.koks);
    const off = { tavli: { backgammon: false } };
    expect(koksOf(must(newMatch({ rotation: [{ variant: 'short-tavla' }, { variant: 'plakoto' }], options: off })))).toEqual([true, undefined]);
    expect(koksOf(must(newMatch({ rotation: [{ variant: 'short-tavla', preset: 'nackgammon' }, { variant: 'short-tavla', preset: 'portes' }, { variant: 'fevga' }], options: { tavli: { backgammon: true } } })))).toEqual([true, true, undefined]);
    // Tabla has no koks (TV-11); the match's tavli.backgammon reaches Tapa, whose section it is.
    const tabla = must(newMatch({ rotation: 'tablaMatch', options: { tavli: { backgammon: true } } }));
    expect(koksOf(tabla)[0]).toBe(false);
    expect(tabla.settings.rotation!.games[2]!.options).toMatchObject({ tavli: { backgammon: true } });
    // With no game that reads them, the Tavli options belong to no game of the rotation.
    const none = newMatch({ rotation: [{ variant: 'short-tavla' }, { variant: 'long-nard' }], options: off });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.code).toBe('option-not-for-variant');
  });

  it('TV-T1: random matches to 5 follow the rotation, the starter rules and the target, each game by its own rules', () => {
    for (let seed = 1; seed <= runs(1, 20); seed++) {
      const { games, end } = playMatch({ rotation: 'tavliMatch' }, seed);
      checkMatch(games, end, TAVLI_GAMES);
    }
  });

  it('TV-T2: a game that takes a player past the target ends the match with every point counted, nothing carried over', () => {
    for (let seed = 1; seed < 200; seed++) {
      const { games, end } = playMatch({ rotation: 'tavliMatch' }, seed);
      const last = games[games.length - 1]!;
      const winner = last.winner as 'white' | 'black';
      if (last.scoreBefore[winner] + last.points <= 5) continue;
      expect(end.phase).toBe('match-over');
      expect(end.match.score[winner]).toBe(last.scoreBefore[winner] + last.points);
      expect(end.match.score[winner]).toBeGreaterThan(5);
      expect(legalActions(end)).toEqual([]);
      expect(apply(end, { type: 'next-game' }).ok).toBe(false);
      return;
    }
    throw new Error('no overshooting match in 200 seeds');
  });

  /** The first random Tavli match (from seed 1) with a drawn Plakoto game, stopped at the draw. */
  const drawnPlakoto = (afterDraw: 'rollOff' | 'sameStarter'): GameState => {
    for (let seed = 1; seed < 200; seed++) {
      const pick = prng(seed);
      let state = must(newMatch({ rotation: 'tavliMatch', match: { afterDraw } }));
      while (state.phase !== 'match-over') {
        if (state.phase === 'game-over') {
          if (state.game.result!.winner === null && state.settings.variant === 'plakoto') return state;
          state = must(apply(state, { type: 'next-game' }));
          continue;
        }
        state = must(apply(state, chooseAction(legalActions(state).filter((a) => a.type !== 'resign'), pick)));
      }
    }
    throw new Error('no drawn Plakoto game in 200 seeds');
  };

  it("TV-T3: a drawn Plakoto game scores nothing; the next game is Fevga, opened by a roll-off ('rollOff')", () => {
    const over = drawnPlakoto('rollOff');
    expect(over.game.result!.points).toEqual({ white: 0, black: 0 });
    const before = over.match.results.slice(0, -1).reduce((s, r) => ({ white: s.white + r.points.white, black: s.black + r.points.black }), { white: 0, black: 0 });
    expect(over.match.score).toEqual(before);
    const next = must(apply(over, { type: 'next-game' }));
    expect(`${next.settings.variant}/${next.settings.preset}`).toBe('fevga/fevga');
    expect(next.phase).toBe('opening');
  });

  it("TV-T3: with match.afterDraw 'sameStarter' the drawn game's starter starts the Fevga game", () => {
    const over = drawnPlakoto('sameStarter');
    const next = must(apply(over, { type: 'next-game' }));
    expect(`${next.settings.variant}/${next.settings.preset}`).toBe('fevga/fevga');
    expect(next.phase).toBe('roll');
    expect(next.toAct).toBe(over.game.starter);
  });

  it('TV-9: a resignation counts like a finished game (single or double only), and the resigner\'s opponent starts the next game', () => {
    let state = must(newMatch({ rotation: 'tavliMatch' }));
    state = must(apply(state, { type: 'opening-roll', white: 5, black: 3 }));
    const triple = apply(state, { type: 'resign', level: 'koks' });
    expect(triple.ok ? null : triple.error.code).toBe('invalid-resignation-level');
    for (const action of [{ type: 'resign', level: 'mars' }, { type: 'accept-resignation' }, { type: 'next-game' }] as const) state = must(apply(state, action));
    expect(state.match.score).toEqual({ white: 0, black: 2 });
    expect([state.settings.variant, state.phase, state.toAct]).toEqual(['plakoto', 'roll', 'black']);
  });

  it('TV-T4: in every game of the match a double is refused, and no double is ever legal', () => {
    const pick = prng(5);
    let state = must(newMatch({ rotation: 'tavliMatch', match: { length: 99 } }));
    const seen = new Set<string>();
    while (seen.size < 3) {
      if (state.phase === 'game-over') {
        state = must(apply(state, { type: 'next-game' }));
        continue;
      }
      if (state.phase === 'roll') {
        seen.add(state.settings.variant);
        const refused = apply(state, { type: 'double' });
        expect(refused.ok).toBe(false);
        expect(refused.ok ? null : refused.error.code).toBe('cube-disabled');
      }
      expect(legalActions(state).some((a) => a.type === 'double')).toBe(false);
      state = must(apply(state, chooseAction(legalActions(state).filter((a) => a.type !== 'resign'), pick)));
    }
    expect([...seen].sort()).toEqual(['fevga', 'plakoto', 'short-tavla']);
  });
});

describe('the Tabla match: tablaMatch (TV-11)', () => {
  it('TV-11: Tabla, Gjul Bara and Tapa with their presets; 5 points, no cube, the previous winner starts, the first move per game', () => {
    const state = must(newMatch({ rotation: 'tablaMatch' }));
    const games = state.settings.rotation!.games;
    expect(games.map((g) => `${g.variant}/${g.preset}`)).toEqual(TABLA_GAMES);
    for (const g of games) {
      const single = must(newMatch({ variant: g.variant, preset: g.preset }));
      expect(g.options).toEqual(single.settings.options);
      expect(g.firstMove).toBe(single.settings.opening.firstMove);
    }
    expect(state.settings.match).toMatchObject({ length: 5, nextGameStarter: 'previousWinner', afterDraw: 'rollOff' });
    expect(state.settings.cube.enabled).toBe(false);
  });

  it('TV-11: random Tabla matches to 5 follow the rotation, the starter rules and the target', () => {
    for (let seed = 1; seed <= runs(1, 20); seed++) {
      const { games, end } = playMatch({ rotation: 'tablaMatch' }, seed);
      checkMatch(games, end, TABLA_GAMES);
    }
  });
});

describe('match presets in records and configs', () => {
  it('a Tavli and a Tabla match are written as records and read back to the same final state', () => {
    for (const rotation of ['tavliMatch', 'tablaMatch'] as const) {
      const config: GameConfig = { rotation, match: { length: 3 } };
      const { actions, end } = playMatch(config, 3);
      const text = must(toRecord({ config, actions }));
      const read = must(fromRecord(text));
      expect(JSON.stringify(read.state)).toBe(JSON.stringify(end));
      expect(read.state.settings.rotation!.games.length).toBe(3);
    }
  });

  it('an unknown match preset is refused with unknown-preset, naming the known ones', () => {
    const r = newMatch({ rotation: 'tavli' as 'tavliMatch' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('unknown-preset');
    expect(r.error.message).toContain('tavliMatch, tablaMatch');
    expect(matchPresets()).toEqual(['tavliMatch', 'tablaMatch']);
  });

  it('a match preset takes no config.preset and no options section that none of its games has', () => {
    const code = (config: object): string | null => {
      const r = newMatch(config);
      return r.ok ? null : r.error.code;
    };
    expect(code({ rotation: 'tavliMatch', preset: 'plakoto' })).toBe('invalid-config');
    expect(code({ rotation: 'tavliMatch', variant: 'plakoto' })).toBe('invalid-config');
    expect(code({ rotation: 'tavliMatch', options: { longNard: { headRule: false } } })).toBe('option-not-for-variant');
    expect(code({ rotation: 'tablaMatch', options: { fevga: { primeRule: 'none' } } })).toBe('option-not-for-variant');
    // The match's options are checked as written, with the codes of rule options, whatever game reads them.
    expect(code({ rotation: 'tavliMatch', options: { tavli: { backgammon: 'yes' } } })).toBe('invalid-option');
    expect(code({ rotation: 'tavliMatch', options: { chess: {} } })).toBe('unknown-option');
  });
});

describe('TV-10: the match\'s options and each game\'s own', () => {
  const refusal = (config: object): string | null => {
    const r = newMatch(config);
    return r.ok ? null : `${r.error.code}: ${r.error.message}`;
  };
  const portes = { variant: 'short-tavla', preset: 'portes' } as const;

  it('a game\'s own options go over the match\'s option by option, not section by section', () => {
    const state = must(newMatch({ rotation: [{ ...portes, options: { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } } }, { variant: 'plakoto', options: { tavli: { deadlockDraw: false } } }], options: { tavli: { backgammon: true } } }));
    const [first, second] = state.settings.rotation!.games;
    expect(first!.options).toMatchObject({ shortTavla: { koks: true, hitAndRun: 'forbiddenInOwnHome' } });
    expect(second!.options).toMatchObject({ tavli: { backgammon: true, deadlockDraw: false } });
  });

  it('a bad value of the match is refused as written, even where every game overrides it', () => {
    expect(refusal({ rotation: [{ variant: 'short-tavla', options: { shortTavla: { koks: false } } }], options: { shortTavla: { hitAndRun: 'BOGUS' } } })).toMatch(/^invalid-option: Option shortTavla\.hitAndRun cannot be "BOGUS"/);
    expect(refusal({ rotation: [portes], options: { tavli: { backgammon: 'yes' } } })).toMatch(/^invalid-option: Option tavli\.backgammon cannot be "yes"/);
  });

  it('an option of the match no game reads is refused, also in a section a preset reads in part (Portes)', () => {
    expect(refusal({ rotation: [portes], options: { tavli: { deadlockDraw: false } } })).toBe('option-not-for-variant: Option tavli.deadlockDraw applies to no game of the rotation.');
    expect(refusal({ rotation: [portes], options: { tavli: { bogus: 1 } } })).toMatch(/^unknown-option: Unknown option tavli\.bogus/);
    expect(refusal({ rotation: [portes], options: { tavli: { constructor: 1 } } })).toMatch(/^unknown-option: Unknown option tavli\.constructor/);
    expect(refusal({ rotation: [portes, { variant: 'plakoto' }], options: { tavli: { deadlockDraw: false } } })).toBeNull();
    expect(refusal({ rotation: [portes], options: { tavli: { backgammon: true } } })).toBeNull();
  });

  it('messages quote at most a short prefix of a caller\'s section name, and say which game of a state\'s rotation is wrong', () => {
    const long = 'z'.repeat(10_000);
    expect(refusal({ rotation: [{ variant: 'plakoto' }], options: { [long]: {} } })!.length).toBeLessThan(200);
    const state = must(newMatch({ rotation: 'tavliMatch' }));
    const games = state.settings.rotation!.games.map((g, i) => (i === 2 ? { ...g, variant: 'nope' } : g));
    expect(refusal({ rotation: { games, index: 0 } })).toMatch(/^unknown-variant: rotation\.games\[2\]: Unknown variant "nope"/);
  });
});
