import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playFirstPlays } from '../game/driver.js';
import { apply, fromMat, fromSgf, replay, seededDice, toMat, toSgf, type Action, type GameLog, type GameState, type Result } from '../../src/index.js';

function must<T>(r: Result<T, { message: string }>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * GNU Backgammon's SGF on hand-written files: escapes and soft line breaks, comments and unknown
 * properties kept with their node, beavers and raccoons as doubles, a roll before a resignation,
 * Jacoby and NoCube rules, and the refusals with their game and line.
 */

const ROOT = 'FF[4]GM[6]CA[UTF-8]AP[GNU Backgammon:1.07.001]';

describe('fromSgf / toSgf', () => {
  it('keeps comments (escapes included) and unknown properties with their node, and writes them back unchanged', () => {
    const sgf = `(;${ROOT}MI[length:0][game:0][ws:0][bs:0]PW[Ann \\] Lee]PB[Bo]GC[a match\\
comment]RU[Jacoby]RE[W+8R]XX[kept]
;W[31hefe]C[Good: 8/5 6/5\\]]
;B[double]
;W[double]LU[0.1]
;B[double]
;W[take]
;PL[B]DI[52])
`;
    const read = fromSgf(sgf);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.names).toEqual({ white: 'Ann ] Lee', black: 'Bo' });
    expect(read.value.actions.map((a) => a.type)).toEqual(['opening-roll', 'play', 'double', 'beaver', 'raccoon', 'take', 'roll', 'resign', 'accept-resignation']);
    // CU-7: after double, beaver, raccoon and take the cube (8) is the beaverer's; a single resignation on it is 8.
    expect(read.value.state.cube).toEqual({ value: 8, owner: 'white' });
    expect(read.value.state.match.score).toEqual({ white: 8, black: 0 });
    expect(read.value.config.cube).toMatchObject({ jacoby: true, beaver: true, raccoon: true });
    expect(read.value.games[0]!.nodes[0]!.properties.find((p) => p.id === 'C')?.values).toEqual(['Good: 8/5 6/5\\]']);
    const written = toSgf(read.value);
    expect(written.ok && written.value).toBe(sgf);
  });

  it('a changed log is written anew, without the analysis of the nodes that changed', () => {
    const sgf = `(;${ROOT}MI[length:3][game:0][ws:0][bs:0]PW[a]PB[b]RU[Crawford]
;W[31hefe]A[analysis of this move]
;B[61yg]C[not reached])
`;
    const read = fromSgf(sgf.replace(';B[61yg]C[not reached]', ';B[61lrrs]C[replaced]'));
    if (!read.ok) throw new Error(read.error.message);
    const log: GameLog & { games: typeof read.value.games } = { ...read.value, actions: read.value.actions.slice(0, 2) };
    const written = toSgf(log);
    expect(written.ok && written.value).toBe(`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]PW[a]PB[b]RU[Crawford]\n;W[31hefe]A[analysis of this move])\n`);
  });

  it('writes a fresh log in gnubg\'s layout: RU, RE, dice and point letters for both players', () => {
    const written = toSgf({
      config: { variant: 'short-tavla', match: { length: 5 } },
      actions: [
        { type: 'opening-roll', white: 1, black: 6 },
        { type: 'play', play: '13/7 8/7' },
        { type: 'double' },
        { type: 'drop' },
      ],
      names: { white: 'Ann', black: 'Ben' },
    });
    expect(written.ok && written.value).toBe(`(;FF[4]GM[6]CA[UTF-8]AP[tavla]MI[length:5][game:0][ws:0][bs:0]PW[Ann]PB[Ben]RU[Crawford]RE[W+1]\n;B[61lrqr]\n;W[double]\n;B[drop])\n`);
  });

  it('G-9.5: each pair of letters is one die, so W[21bz] with a blot on the 1-point is 2/off, not 2/1*/off', () => {
    // A match written by toSgf (a random round trip found it): White's last checker is on his 2-point,
    // one of Black's on White's 1-point. With 2-1, 2/off (one die) and 2/1*/off (both dice) are
    // different plays; gnubg writes the second `baaz`, so `bz` is the first and nothing is hit.
    const text = readFileSync(new URL('../fixtures/sgf/bear-off-past-blot.sgf', import.meta.url), 'utf8');
    const read = fromSgf(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.actions.at(-1)).toEqual({ type: 'play', play: '2/off', player: 'white' });
    const board = read.value.state.position;
    expect([board.black.bar, board.black.points[24]]).toEqual([0, 1]);
    // SC-2 (koks: a Black checker still in White's home) on the cube of 4: the RE[W+12] the file states.
    expect(read.value.state.match.results.at(-1)).toMatchObject({ winner: 'white', kind: 'koks', cube: 4 });
    expect(read.value.state.match.score).toEqual({ white: 12, black: 4 });
    const written = toSgf(read.value);
    expect(written.ok && written.value).toBe(text);
  });

  it("GNU Backgammon scores a resigned gammon in full under Jacoby: its files read as cube.jacobyCountsResignations false (CU-8, SC-8)", () => {
    // gnubg 1.07 in a money session with Jacoby: Black resigned a gammon on the centred cube and
    // was given 2 points (RE[B+2R], then the next game's MI).
    const game1 = `(;${ROOT}MI[length:0][game:0][ws:0][bs:0]PW[gnubg]PB[root]RU[Jacoby]RE[B+2R]\n;B[51lqab])\n`;
    const game2 = `(;${ROOT}MI[length:0][game:1][ws:0][bs:2]PW[gnubg]PB[root]RU[Jacoby]\n;W[31hefe])\n`;
    for (const text of [game1 + game2, game1]) {
      const read = fromSgf(text);
      if (!read.ok) throw new Error(read.error.message);
      expect(read.value.config.cube).toMatchObject({ jacoby: true, jacobyCountsResignations: false });
      expect(read.value.state.match.score).toEqual({ white: 0, black: 2 });
    }
    // The same game written by the library under its default reads as the default: single.
    const ours = fromSgf(game1.replace('GNU Backgammon:1.07.001', 'tavla'));
    expect(ours.ok && [ours.value.config.cube?.jacobyCountsResignations, ours.value.state.match.score]).toEqual([undefined, { white: 0, black: 1 }]);
  });

  it('cube.jacobyCountsResignations false is kept by both writers whatever the cube and the match', () => {
    for (const config of [
      { variant: 'short-tavla', match: { length: null }, cube: { jacoby: false, jacobyCountsResignations: false } },
      { variant: 'short-tavla', match: { length: 5 }, cube: { jacobyCountsResignations: false } },
    ] as const) {
      const log: GameLog = { config, actions: [{ type: 'opening-roll', white: 3, black: 1 }, { type: 'resign', level: 'mars', player: 'white' }, { type: 'accept-resignation' }] };
      const sgf = toSgf(log);
      const mat = toMat(log);
      for (const read of [fromSgf(sgf.ok ? sgf.value : ''), fromMat(mat.ok ? mat.value : '')]) {
        expect(read.ok && [read.value.config.cube?.jacobyCountsResignations, read.value.state.match.score]).toEqual([false, { white: 0, black: 2 }]);
      }
    }
  });

  it('a log with resignations in full under Jacoby says so in its own RU token and .mat tag, and reads back so', () => {
    const log: GameLog = {
      config: { variant: 'short-tavla', match: { length: null }, cube: { jacobyCountsResignations: false } },
      actions: [{ type: 'opening-roll', white: 3, black: 1 }, { type: 'resign', level: 'mars', player: 'white' }, { type: 'accept-resignation' }],
    };
    const sgf = toSgf(log);
    expect(sgf.ok && sgf.value).toContain('RU[Jacoby:JacobyResignationsOff]');
    const mat = toMat(log);
    expect(mat.ok && mat.value).toContain('; [JacobyResignations "Off"]');
    for (const read of [fromSgf(sgf.ok ? sgf.value : ''), fromMat(mat.ok ? mat.value : '')]) {
      expect(read.ok && [read.value.config.cube?.jacobyCountsResignations, read.value.state.match.score]).toEqual([false, { white: 0, black: 2 }]);
    }
  });

  it('a log that ends with dice rolled and not played keeps them: SGF as PL/DI, .mat as the dice alone', () => {
    const log: GameLog = {
      config: { variant: 'short-tavla', match: { length: 5 } },
      actions: [{ type: 'opening-roll', white: 3, black: 1 }, { type: 'play', play: '8/5 6/5' }, { type: 'roll', dice: [6, 4] }],
    };
    const sgf = toSgf(log);
    expect(sgf.ok && sgf.value.trimEnd().endsWith(';W[31hefe]\n;PL[B]DI[64])')).toBe(true);
    const mat = toMat(log);
    expect(mat.ok && mat.value.includes('  1) 31: 8/5 6/5                 64:')).toBe(true);
    for (const read of [fromSgf(sgf.ok ? sgf.value : ''), fromMat(mat.ok ? mat.value : '')]) {
      expect(read.ok && [read.value.state.phase, read.value.state.toAct, read.value.state.dice, read.value.actions.length]).toEqual(['play', 'black', [6, 4], 3]);
    }
  });

  it('dice with no legal move left unplayed at the end: SGF keeps them, .mat leaves them out (alone they read as the pass played)', () => {
    // A money game played by its first legal plays until a roll can only be passed (G-10).
    const config = { variant: 'short-tavla', match: { length: null } } as const;
    /** The first game of `seed` up to its first roll that can only be passed, if it has one. */
    const upToPass = (seed: number): { actions: Action[]; state: GameState } | null => {
      const opening: Action = { type: 'opening-roll', white: 3, black: 1 };
      const played = playFirstPlays(must(replay(config, [opening])), seededDice(seed), (s) => apply(s, { type: 'play', play: 'pass' }).ok);
      return played.state.phase === 'play' ? { actions: [opening, ...played.actions], state: played.state } : null;
    };
    let found = null;
    for (let seed = 1; found === null; seed++) found = upToPass(seed);
    const { actions, state } = found;
    const log: GameLog = { config, actions };
    const before: GameLog = { config, actions: actions.slice(0, -1) };
    expect(toMat(log)).toEqual(toMat(before));
    const sgf = fromSgf(must(toSgf(log)));
    expect(sgf.ok && [sgf.value.state.phase, sgf.value.state.dice]).toEqual(['play', state.dice]);
    const passed = fromMat(must(toMat({ config, actions: [...actions, { type: 'play', play: 'pass' }] })));
    expect(passed.ok && passed.value.actions.at(-1)).toEqual({ type: 'play', player: state.toAct, play: 'pass' });
    // The same with a resignation waiting for an answer after the dice (the pass is not accepted then).
    const resigned: GameLog = { config, actions: [...actions, { type: 'resign', level: 'oin' }] };
    expect(toMat(resigned)).toEqual(toMat(before));
  });

  it('refuses, with the game and line', () => {
    const cases: readonly [string, string, number, number][] = [
      ['not sgf', 'malformed-sgf', 1, 1],
      [`(;${ROOT}MI[length:3]`, 'malformed-sgf', 1, 1],
      ['(;FF[4]GM[1]SZ[19])', 'malformed-sgf', 1, 1],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]RU[Hypergammon4])`, 'sgf-unsupported', 1, 1],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]RU[Crawford:Longgammon])`, 'sgf-unsupported', 1, 1],
      [`(;${ROOT}MI[length:0][game:0][ws:0][bs:0]CV[2])`, 'sgf-unsupported', 1, 1],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]\n;AE[a:y]AW[a][b])`, 'sgf-unsupported', 1, 2],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]\n;W[31hefe](;B[61yg]))`, 'sgf-unsupported', 1, 2],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]\n;W[31hefh])`, 'illegal-record', 1, 2],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]\n;W[31hefe]\n;W[double])`, 'illegal-record', 1, 3],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]RE[B+2]\n;W[31hefe])`, 'record-mismatch', 1, 1],
      [`(;${ROOT}MI[length:3][game:0][ws:1][bs:0]\n;W[31hefe])`, 'sgf-unsupported', 1, 1],
      [`(;${ROOT}MI[length:3][game:0][ws:0][bs:0]\n;W[31zz])`, 'malformed-sgf', 1, 2],
    ];
    for (const [text, code, game, line] of cases) {
      const read = fromSgf(text);
      expect(read.ok, text).toBe(false);
      if (read.ok) continue;
      expect([read.error.code, read.error.game, read.error.line], text).toEqual([code, game, line]);
    }
    const other = toSgf({ config: { variant: 'long-nard' }, actions: [] });
    expect(!other.ok && other.error.code).toBe('sgf-unsupported');
    // TV-1: a rotation whose first game is backgammon and whose next is Plakoto.
    const rotation = toSgf({ config: { rotation: [{ variant: 'short-tavla' }, { variant: 'plakoto' }], opening: { firstMove: 'useOpeningDice' }, match: { nextGameStarter: 'openingRoll' } }, actions: [] });
    expect(!rotation.ok && rotation.error.code).toBe('sgf-unsupported');
  });
});
