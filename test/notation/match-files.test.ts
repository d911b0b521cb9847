import { describe, expect, it } from 'vitest';
import {
  apply,
  applyPlay,
  fromGnubgId,
  fromMat,
  fromSgf,
  gnubgPositionId,
  gamePosition,
  legalActions,
  newMatch,
  positionFromGnubgId,
  toSgf,
  type Action,
  type GameConfig,
  type GameState,
  type MatRecord,
  type OptionsInput,
  type SgfRecord,
} from '../../src/index.js';
import { momentOf } from '../../src/notation/match-moment.js';
import { libraryFiles } from '../oracle/write-files.js';
import { runs } from '../tier.js';
import { FILES, libraryAccount, MATCHES, READBACK, setupOptions, SNAPSHOTS, text, type FileSpec, type GnubgAction, type GnubgGame, type GnubgMatch } from './match-files-fixture.js';

/**
 * Files made by GNU Backgammon 1.07 (test/oracle/generate-files.sh): gnubg played each match of
 * test/oracle/match-files.py against itself and saved it as .mat (`export match mat`) and SGF
 * (`save match`). The library reads each and must reach exactly gnubg's positions, dice, cube
 * and scores; what it writes from them, gnubg reads back as the same match. The quick tier
 * checks four files chosen to hold every feature listed below, the full tier all of them.
 */

const QUICK = ['match01-b', 'match05-b', 'match07-no-crawford', 'money-animals', 'money-third-animal', 'nackgammon-money', 'hypergammon2-05'];
const SAMPLE: readonly FileSpec[] = FILES.filter((f) => runs(0, 1) === 1 || QUICK.includes(f.name));

const mats = new Map<string, MatRecord>();
const sgfs = new Map<string, SgfRecord>();

function readMat(name: string): MatRecord {
  const known = mats.get(name);
  if (known) return known;
  const read = fromMat(text(`${name}.mat`));
  if (!read.ok) throw new Error(`${name}.mat: ${read.error.code}: ${read.error.message}`);
  mats.set(name, read.value);
  return read.value;
}

function readSgf(name: string): SgfRecord {
  const known = sgfs.get(name);
  if (known) return known;
  const read = fromSgf(text(`${name}.sgf`));
  if (!read.ok) throw new Error(`${name}.sgf: ${read.error.code}: ${read.error.message}`);
  sgfs.set(name, read.value);
  return read.value;
}

/**
 * An animal after the raccoon (CU-7 maxInstantRedoubles) as gnubg's IDs show it: they cannot
 * count instant redoubles, so the beaverer's third looks like his beaver, and so on. The library
 * refuses to write such an ID (it would read back as another state); gnubg writes it.
 */
function asGnubgShowsIt(state: GameState): GameState {
  const offer = state.offer;
  if (offer === null || offer.redoubles === undefined) return state;
  const { redoubles, ...shown } = offer;
  return { ...state, offer: { ...shown, kind: redoubles % 2 === 1 ? 'beaver' : 'raccoon' } };
}

/** gnubg's and the library's view of a moment: the position ID from the side on roll and the match ID's fields (less Jacoby where the file cannot say). */
function view(state: GameState, jacoby: boolean): string | null {
  if (state.phase === 'resignation') return null; // the files keep only a resignation's result (SC-8)
  const moment = momentOf(asGnubgShowsIt(state), 'A view');
  const position = gamePosition(state);
  if (!moment.ok || position === null) return null;
  const { jacoby: j, ...rest } = moment.value;
  return JSON.stringify({ position: gnubgPositionId(position, state.position.turn), ...rest, ...(jacoby ? { j } : {}) });
}

/** The library's moments game by game along a log, as gnubg shows them (its `roll` passes a roll with no play at once). */
function libraryViews(config: GameConfig, actions: readonly Action[], jacoby: boolean): string[][] {
  const started = newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const games: string[][] = [[]];
  for (const action of actions) {
    const next = apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    if (action.type === 'next-game') games.push([]);
    const onlyPass = state.phase === 'play' && legalActions(state).every((a) => a.type !== 'play' || a.play.length === 0) && legalActions(state).some((a) => a.type === 'play');
    const v = onlyPass ? null : view(state, jacoby);
    const game = games[games.length - 1]!;
    if (v !== null && game.at(-1) !== v) game.push(v);
  }
  return games;
}

function gnubgViews(f: FileSpec, jacoby: boolean): string[][] {
  const name = f.name;
  const games: string[][] = [];
  for (const s of SNAPSHOTS) {
    if (s.file !== name) continue;
    const state = fromGnubgId(`${s.positionId}:${s.matchId}`, setupOptions(f));
    if (!state.ok) throw new Error(`${name} game ${s.game}: ${state.error.message}`);
    while (games.length < s.game) games.push([]);
    const v = view(state.value, jacoby);
    const game = games[s.game - 1]!;
    if (v !== null && game.at(-1) !== v) game.push(v);
  }
  return games;
}

/**
 * The position a move's steps lead to, as a position ID from the mover's side: gnubg stores a
 * play's steps in its own order and form (`2/1 1/0` where one step `2/0` ends the game the same
 * way), so moves are compared by where they lead (G-9.5).
 */
function after(a: GnubgAction, options: OptionsInput | undefined): string {
  const mover = a.player === 0 ? 'white' : 'black';
  const before = positionFromGnubgId(a.board!, mover, options);
  if (!before.ok) throw new Error(before.error.message);
  const steps = a.move!.map(([from, to]) => ({ from: from === 25 ? ('bar' as const) : from!, to: to === 0 ? ('off' as const) : to! }));
  const played = applyPlay(before.value, [a.dice![0]!, a.dice![1]!], steps);
  // gnubg's .mat import after its dropped-beaver error records moves it cannot have played.
  return played.ok ? gnubgPositionId(played.value, mover) : `not a legal play: ${JSON.stringify(a.move)}`;
}

/** gnubg's account in comparable terms: moves by the position before and after them, the resignation (a result) left out. */
function normal(games: readonly GnubgGame[], options?: OptionsInput): unknown[] {
  return games.map((g) => ({
    ...g,
    actions: g.actions
      .filter((a) => a.action !== 'resign' && a.action !== 'set')
      .map((a) => (a.action === 'move' ? { action: a.action, player: a.player, dice: a.dice, board: a.board, after: after(a, options) } : { action: a.action, player: a.player })),
  }));
}

const normalMatch = (m: GnubgMatch, options?: OptionsInput): unknown => ({ length: m.length, players: m.players, games: normal(m.games, options) });

describe('GNU Backgammon fixtures: what they hold', () => {
  it('at least 30 files and 200 games, every file read by both readers or refused on purpose', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(30);
    const games = FILES.reduce((n, f) => n + MATCHES[f.name]!.games.length, 0);
    expect(games).toBeGreaterThanOrEqual(200);
    expect(FILES.filter((f) => f.length === 0).length).toBeGreaterThanOrEqual(8); // money sessions
  });

  it('cover cube actions, beavers, raccoons, resignations at each level, Crawford and post-Crawford games', () => {
    const all = SAMPLE.map((f) => ({ f, read: readSgf(f.name) }));
    const results = all.flatMap(({ read }) => read.state.match.results);
    const actions = all.flatMap(({ read }) => read.actions);
    for (const type of ['double', 'take', 'drop', 'beaver', 'raccoon', 'accept-resignation'] as const) expect(actions.some((a) => a.type === type), type).toBe(true);
    for (const kind of ['oin', 'mars', 'koks'] as const) expect(results.some((r) => r.end === 'resignation' && r.kind === kind), `SC-8 resignation ${kind}`).toBe(true);
    expect(results.some((r) => r.end === 'drop')).toBe(true); // SC-7
    expect(results.some((r) => r.end === 'bear-off' && r.kind === 'mars')).toBe(true); // SC-2
    // CU-6 / CU-7: a beaver dropped, a raccoon taken.
    expect(all.some(({ read }) => read.actions.some((a, i) => a.type === 'beaver' && read.actions[i + 1]?.type === 'drop'))).toBe(true);
    expect(all.some(({ read }) => read.actions.some((a, i) => a.type === 'raccoon' && read.actions[i + 1]?.type === 'take'))).toBe(true);
    // A roll after which the player resigned (the .mat shows it like a dance).
    expect(all.some(({ read }) => read.actions.some((a, i) => a.type === 'roll' && read.actions[i + 1]?.type === 'resign'))).toBe(true);
    // CU-10: Crawford games and post-Crawford games; a match played without the rule.
    const crawford = all.some(({ read }) => {
      const started = newMatch(read.config);
      if (!started.ok) return false;
      let state = started.value;
      for (const a of read.actions) {
        const next = apply(state, a);
        if (!next.ok) return false;
        state = next.value;
        if (state.game.crawford && state.phase === 'play') return true;
      }
      return false;
    });
    expect(crawford).toBe(true);
    expect(all.some(({ read }) => read.state.match.postCrawford && read.state.match.results.length > 1)).toBe(true);
    expect(all.some(({ f }) => !f.crawford && f.length > 0)).toBe(true);
    expect(all.some(({ f, read }) => f.length === 1 && read.state.phase === 'match-over')).toBe(true);
    expect(actions.some((a) => a.type === 'play' && a.play === 'pass')).toBe(true); // G-10
  });
});

describe('GNU Backgammon fixtures: the library reads what gnubg wrote', () => {
  for (const f of SAMPLE) {
    it(`${f.name}: .mat and .sgf replay to gnubg's moves, cube actions, results and scores`, () => {
      const mat = readMat(f.name);
      const sgf = readSgf(f.name);
      const o = setupOptions(f);
      const gnubg = normal(MATCHES[f.name]!.games, o);
      expect(normal(libraryAccount(sgf.config, sgf.actions), o)).toEqual(gnubg);
      expect(normal(libraryAccount(mat.config, mat.actions), o)).toEqual(gnubg);
      expect([sgf.names.white, sgf.names.black]).toEqual(MATCHES[f.name]!.players);
      expect([mat.names.white, mat.names.black]).toEqual(MATCHES[f.name]!.players);
      // The settings the files state: SGF's RU holds Crawford and Jacoby; a .mat infers them.
      // (gnubg writes no Crawford rule for a 1-point match, where it changes nothing.)
      expect(sgf.state.settings.match.crawford).toBe(f.length > 1 && f.crawford);
      if (f.length === 0) expect(sgf.state.settings.cube.jacoby).toBe(f.jacoby);
      // A .mat without tags infers Crawford off only when a game shows it (a double in the game after 1-away).
      if (f.length > 1 && f.crawford) expect(mat.state.settings.match.crawford).toBe(true);
    });

    it(`${f.name}: every position, dice, cube and score gnubg showed is reached, in order`, () => {
      const sgf = readSgf(f.name);
      const mat = readMat(f.name);
      expect(libraryViews(sgf.config, sgf.actions, true)).toEqual(gnubgViews(f, true));
      // A .mat money session does not say whether Jacoby was on; the rest must agree all the same.
      expect(libraryViews(mat.config, mat.actions, f.length > 0)).toEqual(gnubgViews(f, f.length > 0));
    });

    it(`${f.name}: toSgf gives gnubg's file back byte for byte, analysis and all`, () => {
      const original = text(`${f.name}.sgf`);
      const written = toSgf(readSgf(f.name));
      expect(written.ok && written.value).toBe(original);
    });

    it(`${f.name}: gnubg reads the library's .mat and SGF back as the same match`, () => {
      const back = READBACK[f.name]!;
      // The committed library files are what the library writes now.
      const files = libraryFiles(text(`${f.name}.mat`))!;
      expect(files.mat).toBe(text(`library/${f.name}.mat`));
      expect(files.sgf).toBe(text(`library/${f.name}.sgf`));
      const o = setupOptions(f);
      expect(normalMatch(back.librarySgf, o)).toEqual(normalMatch(MATCHES[f.name]!, o));
      // NH-1: gnubg reads the library's files as the setup it played (its match's variation).
      expect([back.librarySgf.variation, back.libraryMat.variation]).toEqual([MATCHES[f.name]!.variation, MATCHES[f.name]!.variation]);
      // gnubg reads the library's .mat as it reads its own export of the same match.
      expect(normalMatch(back.libraryMat, o)).toEqual(normalMatch(back.gnubgMat, o));
    });
  }

  it('a match played without the Crawford rule is read as such from the .mat alone (a double in the game after 1-away, CU-10)', () => {
    const inferred = SAMPLE.filter((f) => f.length > 1 && !f.crawford).map((f) => readMat(f.name).state.settings.match.crawford);
    expect(inferred).toContain(false);
  });

  it("gnubg's own .mat import differs from the match it played only where its importer errs", () => {
    const differs = SAMPLE.filter((f) => JSON.stringify(normalMatch(READBACK[f.name]!.gnubgMat, setupOptions(f))) !== JSON.stringify(normalMatch(MATCHES[f.name]!, setupOptions(f)))).map((f) => f.name);
    // (1) every roll after a dropped beaver is lost; (2) dice alone where exactly one play is
    // possible are taken for that forced play, though the player resigned after rolling.
    const explained = SAMPLE.filter((f) => {
      const read = readSgf(f.name);
      const started = newMatch(read.config);
      if (!started.ok) return false;
      let state = started.value;
      let beaverDropped = false;
      for (let i = 0; i < read.actions.length; i++) {
        const a = read.actions[i]!;
        if (beaverDropped && (a.type === 'roll' || a.type === 'play')) return true;
        if (a.type === 'drop' && (read.actions[i - 1]?.type === 'beaver' || read.actions[i - 1]?.type === 'raccoon')) beaverDropped = true;
        const next = apply(state, a);
        if (!next.ok) return false;
        if (a.type === 'roll' && read.actions[i + 1]?.type === 'resign' && legalActions(next.value).filter((l) => l.type === 'play').length === 1) return true;
        state = next.value;
      }
      return false;
    }).map((f) => f.name);
    expect(differs).toEqual(explained);
    expect(differs.length).toBeGreaterThan(0);
  });
});

describe('GNU Backgammon fixtures: Nackgammon and Hypergammon (NH-1)', () => {
  const SETUPS = FILES.filter((f) => f.variation !== null);

  it('NH-1: gnubg played Nackgammon and Hypergammon with 1, 2 and 3 checkers, in matches and money sessions', () => {
    expect(SETUPS.map((f) => f.variation).sort()).toEqual(expect.arrayContaining(['1-chequer-hypergammon', '2-chequer-hypergammon', '3-chequer-hypergammon', 'nackgammon']));
    expect(SETUPS.some((f) => f.length === 0) && SETUPS.some((f) => f.length > 1)).toBe(true);
  });

  for (const f of SETUPS) {
    it(`NH-1: ${f.name} (${f.variation}) is read from .mat and SGF as that setup, to gnubg's results and scores`, () => {
      const setup = setupOptions(f) as { preset: string; shortTavla?: { hyperCheckers: number } };
      const played = MATCHES[f.name]!;
      for (const read of [readMat(f.name), readSgf(f.name)]) {
        const options = read.state.settings.options as { shortTavla: { setup: string; hyperCheckers: number } };
        expect(read.state.settings.preset).toBe(setup.preset);
        expect(options.shortTavla.setup).toBe(setup.preset);
        if (setup.shortTavla) expect(options.shortTavla.hyperCheckers).toBe(setup.shortTavla.hyperCheckers);
        const results = read.state.match.results.map((r) => [r.winner === 'white' ? 0 : 1, r.points.white + r.points.black]);
        expect(results).toEqual(played.games.map((g) => [g.winner, g.points]));
      }
    });
  }
});

describe('GNU Backgammon fixtures: animals after the raccoon (CU-7 maxInstantRedoubles)', () => {
  it("gnubg's `set beavers 3` file: a third instant redouble, read with cube.maxInstantRedoubles 3, the beaverer keeping the cube", () => {
    expect(FILES.filter((f) => f.animals > 2).map((f) => f.name)).toEqual(['money-third-animal']);
    for (const read of [readMat('money-third-animal'), readSgf('money-third-animal')]) {
      expect(read.config.cube?.maxInstantRedoubles).toBe(3);
      // The third animal is a raccoon action by the beaverer, who made the beaver.
      const animals = read.actions.filter((a) => a.type === 'beaver' || a.type === 'raccoon').map((a) => `${a.type}:${'player' in a ? (a.player ?? '') : ''}`);
      const third = animals.findIndex((a, k) => a.startsWith('beaver:') && animals[k + 1]?.startsWith('raccoon:') === true && animals[k + 2] === a.replace('beaver', 'raccoon'));
      expect(third).toBeGreaterThanOrEqual(0);
    }
  });
});
