import { describe, expect, it } from 'vitest';
import { fromMat, toMat } from '../../src/index.js';

/**
 * fromMat on hand-written files in the other programs' dialects: eXtreme Gammon's tags, wider
 * columns and its "Cannot Move" / "???", Jellyfish's "and the match", settings read from tags or
 * inferred from the games, and the refusals with their game and line.
 */

const XG = `\uFEFF; [Site "XG Mobile"]
; [Match ID "591900044"]
; [Player 1 "Ken"]
; [Player 2 "XG-Professional"]
; [EventDate "2025.09.19"]
; [Variation "Backgammon"]
; [Crawford "On"]
; [CubeLimit "1024"]

 3 point match

 Game 1
 Ken : 0                              XG-Professional : 0
  1)                                  16: 13/7 8/7
  2) 41: 13/9 24/23                   11: 24/23 23/22 6/5 6/5
  3) 53: 8/3 6/3                       Doubles => 2
  4)  Drops                            Wins 1 point

 Game 2
 Ken : 0                              XG-Professional : 1
  1) 43: 24/20 13/10                  66: ???
  2)  Wins 1 point and the match
`;

function written(r: { ok: true; value: string } | { ok: false; error: { message: string } }): string {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('fromMat: the dialects of other programs', () => {
  it("eXtreme Gammon: BOM, tags, 38-character columns, dice low first, '???' before a resignation", () => {
    const read = fromMat(XG);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.names).toEqual({ white: 'Ken', black: 'XG-Professional' });
    expect(read.value.tags.map(([k]) => k)).toEqual(['Site', 'Match ID', 'Player 1', 'Player 2', 'EventDate', 'Variation', 'Crawford', 'CubeLimit']);
    expect(read.value.config.cube?.maxValue).toBe(1024);
    expect(read.value.state.match.score).toEqual({ white: 1, black: 1 });
    // The 66 of game 2 was rolled and not played: Black resigned a single game (SC-8).
    expect(read.value.actions.slice(-3).map((a) => a.type)).toEqual(['roll', 'resign', 'accept-resignation']);
  });

  it('writes the tags back and reads the same games again', () => {
    const read = fromMat(XG);
    if (!read.ok) throw new Error(read.error.message);
    const written = toMat(read.value);
    if (!written.ok) throw new Error(written.error.message);
    expect(written.value.startsWith('; [Site "XG Mobile"]\n; [Match ID "591900044"]')).toBe(true);
    expect(written.value).toContain('; [CubeLimit "1024"]');
    const again = fromMat(written.value);
    expect(again.ok && JSON.stringify(again.value.state)).toBe(JSON.stringify(read.value.state));
  });

  it('a Crawford tag decides; without one, a double in the game after 1-away means the rule was off (CU-10)', () => {
    const match = (tag: string): string => `${tag}
 2 point match

 Game 1
 a : 0                          b : 0
  1) 31: 8/5 6/5                  Doubles => 2
  2)  Drops                       Wins 1 point

 Game 2
 a : 0                          b : 1
  1) 42: 8/4 6/4                 62: 24/18 13/11
  2)  Doubles => 2                Drops
      Wins 1 point
`;
    const inferred = fromMat(match(''));
    expect(inferred.ok && inferred.value.config.match?.crawford).toBe(false);
    const stated = fromMat(match('; [Crawford "On"]'));
    expect(!stated.ok && stated.error.code).toBe('illegal-record');
    expect(!stated.ok && [stated.error.game, stated.error.line]).toEqual([2, 12]);
    expect(!stated.ok && stated.error.message).toContain('crawford-game');
  });

  it('money play: beavers taken without a written take, raccoons, Jacoby from the tag or the scores (CU-6, CU-7, CU-8)', () => {
    const session = (tags: string, wins: number): string => `${tags}
 0 point match

 Game 1
 a : 0                          b : 0
  1) 31: 8/5 6/5                  Doubles => 2
  2)  Beavers => 4                Beavers => 8
  3)                             62: 24/18 13/11
  4)  Doubles => 16               Drops
      Wins 8 points

 Game 2
 a : 8                          b : 0
  1) 61: 13/7 8/7                
      Wins ${wins} points

 Game 3
 a : ${8 + wins}                         b : 0
`;
    const read = fromMat(session('', 1));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.actions.filter((a) => a.type === 'take')).toHaveLength(1); // the raccoon's take, implied
    expect(read.value.config.cube).toMatchObject({ beaver: true, raccoon: true, jacoby: true });
    // The header of game 3 says 10-0 after a gammon resignation on the centred cube: gnubg scores
    // it 2 even under Jacoby, the library's default (SC-8 with CU-8) 1. Without a tag that
    // replays as Jacoby off, as it did before the option; with Jacoby on, as the option off.
    const inferred = fromMat(session('', 2));
    expect(inferred.ok && inferred.value.config.cube).toMatchObject({ jacoby: false });
    expect(inferred.ok && inferred.value.config.cube?.jacobyCountsResignations).toBeUndefined();
    expect(inferred.ok && inferred.value.state.match.score).toEqual({ white: 10, black: 0 });
    const jacoby = fromMat(session('; [Jacoby "On"]', 2));
    expect(jacoby.ok && jacoby.value.config.cube).toMatchObject({ jacoby: true, jacobyCountsResignations: false });
    // With the library's own tag saying resignations count single, the file cannot replay.
    const counted = fromMat(session('; [Jacoby "On"]\n; [JacobyResignations "On"]', 2));
    expect(!counted.ok && [counted.error.code, counted.error.game]).toEqual(['record-mismatch', 3]);
    const off = fromMat(session('; [Jacoby "Off"]', 2));
    expect(off.ok && off.value.config.cube?.jacoby).toBe(false);
  });

  it("GNU Backgammon's export of a resignation facing a double counts it over the offered cube; the next game's score tells (SC-8)", () => {
    // gnubg 1.07, a 7-point match: root resigned a single game instead of answering gnubg's
    // double; gnubg scored 1 (its SGF says RE[W+1R]) but its .mat export writes 2.
    const gnubg = (resigned: string, next: string): string =>
      `; [EventDate "2026.12.05"]\n\n 7 point match\n\n Game 1\n gnubg : 0                      root : 0\n  1)                             54: 13/8 24/20 \n  2)  Doubles => 2               \n      Wins ${resigned}\n\n Game 2\n gnubg : ${next}                      root : 0\n  1) 54: \n`;
    const read = fromMat(gnubg('2 points', '1'));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.actions.filter((a) => a.type === 'resign')).toEqual([{ type: 'resign', level: 'oin', player: 'black' }]);
    expect(read.value.state.match.score).toEqual({ white: 1, black: 0 });
    expect(read.value.config.resignWhileDoubled).toBe(true);
    // The same cells where the next game starts at 2: a gammon resigned on the cube before the offer.
    const mars = fromMat(gnubg('2 points', '2'));
    expect(mars.ok && [mars.value.actions.find((a) => a.type === 'resign'), mars.value.state.match.score]).toEqual([{ type: 'resign', level: 'mars', player: 'black' }, { white: 2, black: 0 }]);
    // The library writes the points scored, and reads them back.
    const again = fromMat(written(toMat(read.value)));
    expect(again.ok && again.value.state).toEqual(read.value.state);
  });

  it("GNU Backgammon's export that ends with dice rolled and not played is read up to that roll, and written back so", () => {
    // gnubg rolls the next game's roll-off itself, so an export after a game ends this way.
    const file = ' 5 point match\n\n Game 1\n gnubg : 0                      root : 0\n  1) 41: \n';
    const read = fromMat(file);
    if (!read.ok) throw new Error(read.error.message);
    expect([read.value.state.phase, read.value.state.toAct, read.value.state.dice]).toEqual(['play', 'white', [4, 1]]);
    const again = fromMat(written(toMat(read.value)));
    expect(again.ok && again.value.state).toEqual(read.value.state);
    // Later in a game too: Black's 6-4 is on the table when the file ends.
    const later = fromMat(' 5 point match\n\n Game 1\n a : 0     b : 0\n  1) 31: 8/5 6/5        64:\n');
    expect(later.ok && [later.value.state.phase, later.value.state.toAct, later.value.state.dice]).toEqual(['play', 'black', [6, 4]]);
    // Anywhere but at the end of the file, dice with no play are still a play left out.
    const inside = fromMat(' 5 point match\n\n Game 1\n a : 0     b : 0\n  1) 31:                  64: 24/18 13/9\n');
    expect(!inside.ok && [inside.error.code, inside.error.line]).toEqual(['illegal-record', 5]);
  });

  it('refuses, with the game and line', () => {
    const cases: readonly [string, string, number, number][] = [
      ['not a mat file', 'malformed-mat', 0, 1],
      [' 3 point match\n\n Game 1\n nobody here\n', 'malformed-mat', 1, 4],
      [' 3 point match\n\n Game 1\n a : 0     b : 0\n  1)  Redoubles => 4\n', 'malformed-mat', 1, 5],
      [' 3 point match\n\n Game 1\n a : 0     b : 0\n  1) 33: 8/5 6/5\n', 'illegal-record', 1, 5],
      [' 3 point match\n\n Game 1\n a : 0     b : 0\n  1) 31: 8/4 6/5\n', 'illegal-record', 1, 5],
      [' 3 point match\n\n Game 1\n a : 1     b : 0\n', 'mat-unsupported', 1, 4],
      ['; [Variation "HyperGammon (4)"]\n 3 point match\n\n Game 1\n a : 0     b : 0\n', 'mat-unsupported', 0, 0],
      ['; [Variation "LongGammon"]\n 3 point match\n\n Game 1\n a : 0     b : 0\n', 'mat-unsupported', 0, 0],
      [' 3 point match\n\n Game 1\n a : 0     b : 0\n  1) 31: 8/5 6/5   Doubles => 4\n', 'record-mismatch', 1, 5],
    ];
    for (const [text, code, game, line] of cases) {
      const read = fromMat(text);
      expect(read.ok, text).toBe(false);
      if (read.ok) continue;
      expect([read.error.code, read.error.game, read.error.line], text).toEqual([code, game, line]);
    }
  });
});
