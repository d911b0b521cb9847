import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  advanceTurn,
  applyPlay,
  beginTurn,
  fromGnubgId,
  fromPositionString,
  fromXgid,
  gnubgPositionId,
  legalActions,
  legalPlays,
  legalSteps,
  playList,
  outcome,
  perft,
  positionFromGnubgId,
  positionFromJSON,
  positionFromSetup,
  positionToJSON,
  positionToSetup,
  startPosition,
  toGnubgId,
  toPositionString,
  toXgid,
  type Dice,
  type GameConfig,
  type GameState,
  type OptionsInput,
  type Position,
  type Setup,
} from '../../src/index.js';
import { shortTavla } from '../../src/variants/index.js';
import { renderBoard } from '../../src/cli/board-text.js';
import { referencePlays } from '../reference/reference-generator.js';
import { act, match, money, playOut } from '../game/helpers.js';
import { codeOf, must, playsOf, start } from './helpers.js';

/**
 * docs/rules/backgammon-setups.md (NH-1 … NH-6) and its test vectors NH-T1 … NH-T5
 * (docs/rules/test-vectors.md): Nackgammon, Hypergammon (N = 1, 2, 3 checkers a side) and
 * Long-gammon, presets of short tavla chosen by `shortTavla.setup`. Positions are in each player's
 * own numbering (G-2); `a…` is an absolute point (G-3). Hypergammon's positions are also read
 * through every layer that counts checkers (NH-4): Setup, scoring, the turn layer, perft, the
 * GNU Backgammon IDs, position strings, JSON, and the reducer.
 */

const hyper = (n: 1 | 2 | 3): OptionsInput => ({ preset: 'hypergammon', shortTavla: { hyperCheckers: n } });

/** A short tavla Setup with `options`; `off` is what the points and bar leave of `checkers`. */
function setupOf(white: Setup['white'], black: Setup['black'], options: OptionsInput, checkers: number, turn: 'white' | 'black' = 'white'): Setup {
  const complete = (side: Setup['white']) => {
    const on = Object.values(side.points).reduce((a, b) => a + b, 0) + (side.bar ?? 0);
    return { points: side.points, bar: side.bar ?? 0, off: side.off ?? checkers - on };
  };
  return { variant: 'short-tavla', turn, white: complete(white), black: complete(black), options };
}

const at = (white: Setup['white'], black: Setup['black'], options: OptionsInput, checkers: number): Position => must(positionFromSetup(setupOf(white, black, options, checkers)));

/** The final positions of written plays (`13/7(4)`, `23/17 24/19`, ...), as position strings, sorted. */
function finalsOfWritten(p: Position, dice: Dice, plays: readonly string[]): string[] {
  return plays.map((text) => toPositionString(must(applyPlay(p, dice, text)))).sort();
}

/** The final positions of every legal play, as position strings, sorted. */
function finalsOf(p: Position, dice: Dice): string[] {
  return legalPlays(p, dice)
    .map((play) => toPositionString(play.position))
    .sort();
}

/** White's and Black's checkers by absolute point (G-3): "a24:2 a23:2 ..." from a24 down. */
function absolute(p: Position): { white: string; black: string } {
  const side = { white: [] as string[], black: [] as string[] };
  for (let a = 24; a >= 1; a--) {
    const o = p.occupant(a);
    if (o !== null) side[o.player].push(`a${a}${o.count > 1 ? `:${o.count}` : ''}`);
  }
  return { white: side.white.join(' '), black: side.black.reverse().join(' ') };
}

describe('NH-1 only the setup changes', () => {
  it('NH-1: shortTavla.setup chooses the start, default standard; every other short tavla preset keeps the standard setup', () => {
    expect(shortTavla.options['shortTavla']?.['setup']).toEqual({ default: 'standard', allowed: ['standard', 'nackgammon', 'hypergammon', 'longGammon'] });
    for (const preset of ['standard', 'turkish', 'portes', 'tabla']) expect(start({ preset }).options.shortTavla?.setup, preset).toBe('standard');
    expect(start({ preset: 'nackgammon' }).options.shortTavla?.setup).toBe('nackgammon');
    expect(start({ preset: 'hypergammon' }).options.shortTavla?.setup).toBe('hypergammon');
    expect(start({ preset: 'longGammon' }).options.shortTavla?.setup).toBe('longGammon');
  });

  it('NH-1: the presets nackgammon, hypergammon and longGammon resolve to the table: koks on, the cube, useOpeningDice, openingRoll, 9 points', () => {
    for (const [preset, setup] of [
      ['nackgammon', 'nackgammon'],
      ['hypergammon', 'hypergammon'],
      ['longGammon', 'longGammon'],
    ] as const) {
      const s = match({ variant: 'short-tavla', preset }).settings;
      expect(s.options.shortTavla, preset).toEqual({ koks: true, hitAndRun: 'allowed', setup, hyperCheckers: 3, gammonRule: 'noneBorneOff' });
      expect(s.opening.firstMove, preset).toBe('useOpeningDice');
      expect(s.match, preset).toMatchObject({ length: 9, nextGameStarter: 'openingRoll', crawford: true });
      expect(s.cube.enabled, preset).toBe(true);
      // useOpeningDice: the roll-off winner plays the two roll-off dice.
      const opened = act(match({ variant: 'short-tavla', preset }), { type: 'opening-roll', white: 5, black: 3 });
      expect(opened.phase, preset).toBe('play');
      expect(opened.dice, preset).toEqual([5, 3]);
    }
  });

  it('NH-1: the move rules are short tavla\'s; a setup combines with another preset\'s rules (Nackgammon with Portes scoring)', () => {
    const nackPortes = start({ preset: 'portes', shortTavla: { setup: 'nackgammon' } });
    expect(gnubgPositionId(nackPortes)).toBe('4Dl4ADbgOXgANg');
    expect(nackPortes.options.shortTavla).toMatchObject({ koks: false, setup: 'nackgammon' });
    for (const dice of ALL_ROLLS) expect(playsOf(nackPortes, dice)).toEqual(playsOf(start({ preset: 'nackgammon' }), dice));
    const s = match({ variant: 'short-tavla', preset: 'portes', options: { shortTavla: { setup: 'nackgammon' } } });
    expect(s.settings.cube.enabled).toBe(false);
    expect(s.settings.options.shortTavla?.setup).toBe('nackgammon');
  });

  it('NH-1: a setup that is not one of the four is refused with invalid-option', () => {
    expect(codeOf(startPosition('short-tavla', { shortTavla: { setup: 'plakoto' as never } }))).toBe('invalid-option');
    expect(codeOf(startPosition('short-tavla', { shortTavla: { hyperCheckers: 4 as never } }))).toBe('invalid-option');
    expect(codeOf(startPosition('long-nard', { shortTavla: { setup: 'nackgammon' } }))).toBe('option-not-for-variant');
  });
});

describe('NH-2 Nackgammon', () => {
  it('NH-2: each player has 24:2, 23:2, 13:4, 8:3, 6:4; absolute White a24:2 a23:2 a13:4 a8:3 a6:4, Black a1:2 a2:2 a12:4 a17:3 a19:4; ID 4Dl4ADbgOXgANg', () => {
    const p = start({ preset: 'nackgammon' });
    for (const player of ['white', 'black'] as const) {
      expect([24, 23, 13, 8, 6].map((pt) => p.checkers(player, pt))).toEqual([2, 2, 4, 3, 4]);
      expect(p.off(player) + p.bar(player)).toBe(0);
    }
    expect(absolute(p)).toEqual({ white: 'a24:2 a23:2 a13:4 a8:3 a6:4', black: 'a1:2 a2:2 a12:4 a17:3 a19:4' });
    expect(gnubgPositionId(p)).toBe('4Dl4ADbgOXgANg');
    expect(must(positionFromGnubgId('4Dl4ADbgOXgANg', 'white', { preset: 'nackgammon' })).equals(p)).toBe(true);
  });

  it('NH-T1: 2-1 → 23 plays, 4-4 → 25, 6-6 → 3, 6-5 → 7 (GNU Backgammon 1.07)', () => {
    const p = start({ preset: 'nackgammon' });
    expect(legalPlays(p, [2, 1])).toHaveLength(23);
    expect(legalPlays(p, [4, 4])).toHaveLength(25);
    const sixSix = ['13/7(4)', '24/18 13/7(3)', '24/18(2) 13/7(2)'];
    expect(finalsOf(p, [6, 6])).toEqual(finalsOfWritten(p, [6, 6], sixSix));
    // 8/2 and 23/17 are closed: Black holds a2 and a17.
    expect(codeOf(applyPlay(p, [6, 6], '8/2 13/7(3)'))).toBeDefined();
    expect(codeOf(applyPlay(p, [6, 6], '23/17 13/7(3)'))).toBeDefined();
    const sixFive = ['24/13', '24/18 23/18', '24/18 13/8', '24/18 8/3', '23/18 13/7', '13/8 13/7', '13/7 8/3'];
    expect(finalsOf(p, [6, 5])).toEqual(finalsOfWritten(p, [6, 5], sixFive));
  });
});

describe('NH-3 Hypergammon', () => {
  it('NH-3: N checkers on own 24, 23, 22 (the first N); N = 3: White a24 a23 a22, Black a1 a2 a3; gnubg IDs AACgAgAAKgAAAA, AABAAQAACgAAAA, AACAAAAAAgAAAA', () => {
    expect(absolute(start(hyper(3)))).toEqual({ white: 'a24 a23 a22', black: 'a1 a2 a3' });
    expect(absolute(start(hyper(2)))).toEqual({ white: 'a24 a23', black: 'a1 a2' });
    expect(absolute(start(hyper(1)))).toEqual({ white: 'a24', black: 'a1' });
    const ids = { 3: 'AACgAgAAKgAAAA', 2: 'AABAAQAACgAAAA', 1: 'AACAAAAAAgAAAA' } as const;
    for (const n of [1, 2, 3] as const) {
      const p = start(hyper(n));
      expect(gnubgPositionId(p), `N = ${n}`).toBe(ids[n]);
      expect(must(positionFromGnubgId(ids[n], 'white', hyper(n))).equals(p), `N = ${n}`).toBe(true);
      expect(shortTavla.moveRules(hyper(n)).checkers).toBe(n);
    }
    // The preset alone is N = 3 (shortTavla.hyperCheckers' default).
    expect(start({ preset: 'hypergammon' }).equals(start(hyper(3)))).toBe(true);
  });

  it('NH-3: shortTavla.hyperCheckers counts only under setup hypergammon; other setups keep 15', () => {
    expect(shortTavla.moveRules({ shortTavla: { hyperCheckers: 1 } }).checkers).toBe(15);
    expect(start({ preset: 'nackgammon', shortTavla: { hyperCheckers: 2 } }).off('white')).toBe(0);
    expect(shortTavla.startSide({ preset: 'longGammon', shortTavla: { hyperCheckers: 1 } }).points).toEqual({ 24: 15 });
  });

  it('NH-3 / G-1: a Hypergammon side must have exactly N checkers counting bar and off (wrong-checker-count)', () => {
    expect(codeOf(positionFromSetup(setupOf({ points: { 24: 1 } }, { points: { 24: 1 } }, hyper(2), 2)))).toBeUndefined();
    expect(codeOf(positionFromSetup(setupOf({ points: { 24: 1 }, off: 2 }, { points: { 24: 1 } }, hyper(2), 2)))).toBe('wrong-checker-count');
    expect(codeOf(positionFromSetup(setupOf({ points: { 24: 1 }, off: 0 }, { points: { 24: 1 } }, hyper(2), 2)))).toBe('wrong-checker-count');
    expect(codeOf(positionFromSetup(setupOf({ points: { 24: 2, 13: 5, 8: 3, 6: 5 } }, { points: { 24: 1 } }, hyper(3), 3)))).toBe('wrong-checker-count');
    // Both sides all off is still impossible (G-15).
    expect(codeOf(positionFromSetup(setupOf({ points: {} }, { points: {} }, hyper(1), 1)))).toBe('impossible-position');
  });

  it('NH-T2: N = 3, 6-5 → 9 plays, 2-1 → 6 (as listed), 6-6 → 12, 1-1 → 7', () => {
    const p = start(hyper(3));
    const sixFive = ['24/18 23/18', '24/18 22/17', '24/13', '23/17 24/19', '23/17 22/17', '23/12', '22/16 24/19', '22/16 23/18', '22/11'];
    expect(finalsOf(p, [6, 5])).toEqual(finalsOfWritten(p, [6, 5], sixFive));
    expect(new Set(finalsOfWritten(p, [6, 5], sixFive)).size).toBe(9);
    const twoOne = ['24/22 23/22', '23/21 24/23', '23/21 22/21', '22/20 24/23', '22/20 23/22', '22/19'];
    expect(finalsOf(p, [2, 1])).toEqual(finalsOfWritten(p, [2, 1], twoOne));
    expect(legalPlays(p, [6, 6])).toHaveLength(12);
    expect(legalPlays(p, [1, 1])).toHaveLength(7);
  });

  it('NH-T3: N = 1, 6-6 → one play, 24/off (24/18/12/6/off), which ends the game: koks ×3 in match play', () => {
    const p = start(hyper(1));
    const plays = legalPlays(p, [6, 6]);
    expect(plays).toHaveLength(1);
    expect(plays[0]!.steps.map((s) => `${s.from}/${s.to}`)).toEqual(['24/18', '18/12', '12/6', '6/off']);
    const after = plays[0]!.position;
    expect(after.winner()).toBe('white');
    // Black has borne off nothing and his checker stands on a1, White's 1-point, in White's home.
    expect(outcome(after)).toMatchObject({ winner: 'white', kind: 'koks', multiplier: 3 });
    expect(finalsOf(p, [3, 1])).toEqual(finalsOfWritten(p, [3, 1], ['24/20']));
  });

  it('NH-T3 / NH-4: playList and legalSteps agree with legalPlays on N-checker positions (the bear-off of the last checker included)', () => {
    for (const n of [1, 2, 3] as const) {
      const positions = [start(hyper(n)), ...legalPlays(start(hyper(n)), [6, 6]).map((p) => p.position)].filter((p) => !p.isOver());
      for (const p of positions) {
        for (const dice of ALL_ROLLS) {
          const plays = legalPlays(p, dice);
          const list = must(playList(p, dice));
          expect(list.size).toBe(plays.length);
          plays.forEach((play, i) => {
            expect(list.play(i)!.position.equals(play.position)).toBe(true);
          });
          // legalSteps offers exactly the first steps of the legal sequences (the literal reference's).
          const firstSteps = new Set(referencePlays(p, dice).plays.flatMap((play) => play.sequences().filter((q) => q.length > 0).map((q) => `${q[0]!.from}/${q[0]!.to}`)));
          expect(new Set(must(legalSteps(p, dice)).map((q) => `${q.from}/${q.to}`)), dice.join('-')).toEqual(firstSteps);
        }
      }
    }
  });

  it('NH-T3 through the reducer: a first roll of 6-6 wins at once; in a match 3 points, in money play under Jacoby with the cube never turned (CU-8) 1', () => {
    // The first roll can be a double only when the winner rolls again (OP-2 'winnerRerolls').
    const config: GameConfig = { variant: 'short-tavla', preset: 'hypergammon', options: { shortTavla: { hyperCheckers: 1 } }, opening: { firstMove: 'winnerRerolls' } };
    const firstRoll = (s: GameState) => playOut(act(s, { type: 'opening-roll', white: 5, black: 2 }, { type: 'roll', dice: [6, 6] }));
    const inMatch = firstRoll(match(config));
    expect(inMatch.game.result).toMatchObject({ winner: 'white', kind: 'koks', end: 'bear-off', multiplier: 3, points: { white: 3, black: 0 } });
    const inMoney = firstRoll(money(config));
    expect(inMoney.settings.cube.jacoby).toBe(true);
    expect(inMoney.game.result).toMatchObject({ winner: 'white', kind: 'koks', single: true, points: { white: 1, black: 0 } });
  });
});

describe('NH-4 rules that count checkers', () => {
  const nht4 = (): Position => at({ points: { 2: 1 } }, { points: { 6: 1, 5: 1, 4: 1 } }, hyper(3), 3);

  it('NH-T4: N = 3, White W2 with two off, Black B6 B5 B4 none off; 2-1 → one play, 2/off, the third and last checker (G-15): gammon, 2', () => {
    const p = nht4();
    expect(p.off('white')).toBe(2);
    expect(absolute(p)).toEqual({ white: 'a2', black: 'a19 a20 a21' });
    const plays = legalPlays(p, [2, 1]);
    expect(plays).toHaveLength(1);
    expect(finalsOf(p, [2, 1])).toEqual(finalsOfWritten(p, [2, 1], ['2/off']));
    expect(finalsOfWritten(p, [2, 1], ['2/1/off'])).toEqual(finalsOfWritten(p, [2, 1], ['2/off']));
    const after = plays[0]!.position;
    expect(after.off('white')).toBe(3);
    expect(after.winner()).toBe('white');
    expect(after.isOver()).toBe(true);
    // None off, but nothing on the bar or in White's home (Black's 19..24): gammon, not koks.
    expect(outcome(after)).toMatchObject({ winner: 'white', kind: 'mars', multiplier: 2 });
    // One Black checker off makes it a single (SC-2 unchanged).
    const single = at({ points: { 2: 1 } }, { points: { 6: 1, 5: 1 } }, hyper(3), 3);
    expect(outcome(legalPlays(single, [2, 1])[0]!.position)).toMatchObject({ kind: 'oin', multiplier: 1 });
  });

  it('NH-4 / G-11: bearing off needs all of the remaining checkers home; with one outside only moves are legal', () => {
    // White: 8 and 2, one off. 2-1 cannot bring the 8 home and still bear off.
    const out = at({ points: { 8: 1, 2: 1 } }, { points: { 6: 1, 5: 1, 4: 1 } }, hyper(3), 3);
    expect(out.off('white')).toBe(1);
    expect(legalPlays(out, [2, 1]).every((play) => play.position.off('white') === 1)).toBe(true);
    // 6-2: 8/2 brings the last outsider home, then the 2 bears one off (or 8/6, 6/off).
    expect(legalPlays(out, [6, 2]).some((play) => play.position.off('white') === 2)).toBe(true);
  });

  it('NH-4 through the turn layer: the turn that bears off the N-th checker is the last (beginTurn, advanceTurn)', () => {
    const turn = must(beginTurn(nht4(), [2, 1]));
    expect(turn.plays).toHaveLength(1);
    const done = must(advanceTurn(turn, turn.plays[0]!));
    expect(done.done).toBe(true);
    expect(done.nextToRoll).toBeNull();
    expect(done.position.winner()).toBe('white');
  });

  it('NH-4: the CLI\'s text board says the winner has borne off all his checkers, N of them', () => {
    const last = (white: Setup['white'], options: OptionsInput, n: number): string =>
      renderBoard(legalPlays(at(white, { points: { 6: 1 } }, options, n), [2, 1])[0]!.position).split('\n').at(-1)!;
    expect(last({ points: { 2: 1 } }, hyper(3), 3)).toBe('  white has borne off all 3 checkers');
    expect(last({ points: { 1: 1 } }, hyper(1), 1)).toBe('  white has borne off his only checker');
    expect(last({ points: { 1: 1 } }, {}, 15)).toBe('  white has borne off all 15 checkers');
  });

  it('NH-4 through the reducer: the game started from NH-T4 ends on 2-1 with a gammon to White (2 points)', () => {
    const { variant, turn, white, black } = positionToSetup(nht4());
    const s = playOut(act(match({ variant: 'short-tavla', preset: 'hypergammon', startFrom: { variant, turn, white, black } }), { type: 'roll', dice: [2, 1] }));
    expect(s.game.result).toMatchObject({ winner: 'white', kind: 'mars', end: 'bear-off', points: { white: 2, black: 0 } });
  });
});

describe('NH-5 Long-gammon', () => {
  it('NH-5: all fifteen on each player\'s own 24: White a24:15, Black a1:15', () => {
    const p = start({ preset: 'longGammon' });
    expect(absolute(p)).toEqual({ white: 'a24:15', black: 'a1:15' });
    expect(p.pipCount('white')).toBe(360);
  });

  it('NH-T5: 6-5 → 2 (24/13, 24/18 24/19); 2-1 → 2; 6-6 → 4; 5-5, 4-4, 1-1 → 5 each', () => {
    const p = start({ preset: 'longGammon' });
    expect(finalsOf(p, [6, 5])).toEqual(finalsOfWritten(p, [6, 5], ['24/13', '24/18 24/19']));
    expect(finalsOf(p, [2, 1])).toEqual(finalsOfWritten(p, [2, 1], ['24/21', '24/22 24/23']));
    expect(finalsOf(p, [6, 6])).toEqual(finalsOfWritten(p, [6, 6], ['24/6 24/18', '24/12(2)', '24/12 24/18(2)', '24/18(4)']));
    // One checker may take 4, 3 + 1, 2 + 2, 2 + 1 + 1 or 1 + 1 + 1 + 1 of the steps; for 6-6 the 4 would bear off.
    for (const d of [5, 4, 1]) expect(legalPlays(p, [d, d]), `${d}-${d}`).toHaveLength(5);
    expect(codeOf(applyPlay(p, [6, 6], '24/off'))).toBeDefined();
  });
});

describe('NH-6 tools: the GNU Backgammon IDs and the library\'s formats with N < 15 checkers', () => {
  it('NH-6: a Hypergammon game state writes gnubg\'s positionId:matchId and reads back with the preset named (gnubg\'s set variation)', () => {
    for (const n of [1, 2, 3] as const) {
      let s = act(match({ variant: 'short-tavla', preset: 'hypergammon', options: { shortTavla: { hyperCheckers: n } }, match: { length: 5 } }), {
        type: 'opening-roll',
        white: 4,
        black: 2,
      });
      const id = must(toGnubgId(s));
      expect(id.split(':')[0]).toBe(gnubgPositionId(must(positionFromSetup(s.position)), 'white'));
      const back = must(fromGnubgId(id, hyper(n)));
      expect(back.settings.preset).toBe('hypergammon');
      expect(back.settings.options.shortTavla?.hyperCheckers).toBe(n);
      expect(back.position).toEqual(s.position);
      expect(must(toGnubgId(back))).toBe(id);
      // Read as standard backgammon, the same ID is another game: 15 - n checkers already off.
      const standard = must(fromGnubgId(id));
      expect(standard.position.white.off).toBe(15 - n);
      // Play on a little and read again.
      s = playOut(s);
      const later = must(toGnubgId(s));
      expect(must(toGnubgId(must(fromGnubgId(later, hyper(n)))))).toBe(later);
    }
  });

  it("NH-6: fromGnubgId refuses options that are not short tavla's, as positionFromGnubgId does (invalid-position)", () => {
    const id = must(toGnubgId(act(match({ variant: 'short-tavla', match: { length: 5 } }), { type: 'opening-roll', white: 4, black: 2 })));
    expect(codeOf(fromGnubgId(id, { preset: 'plakoto' }))).toBe('invalid-position');
    expect(codeOf(fromGnubgId(id, { longNard: { headRule: false } }))).toBe('invalid-position');
    // Hypergammon options on a fifteen-checker ID: more checkers than N on a side.
    expect(codeOf(fromGnubgId(id, { preset: 'hypergammon' }))).toBe('malformed-position-id');
  });

  it('NH-3: an XGID cannot hold a Hypergammon state (its off counts are what is left of 15): unrepresentable-state; Nackgammon is fine', () => {
    const hyperState = act(match({ variant: 'short-tavla', preset: 'hypergammon', match: { length: 5 } }), { type: 'opening-roll', white: 4, black: 2 });
    expect(codeOf(toXgid(hyperState))).toBe('unrepresentable-state');
    const nack = act(match({ variant: 'short-tavla', preset: 'nackgammon', match: { length: 5 } }), { type: 'opening-roll', white: 4, black: 2 });
    // Index p is Black's own point p: White's 24 and 23 (b, b), Black's 6:4, 8:3, 13:4, 23:2, 24:2, White's 13:4, 8:3, 6:4.
    const xgid = must(toXgid(nack));
    expect(xgid).toBe('XGID=-bb---D-C---dD---c-d---BB-:0:0:-1:42:0:0:0:5:6');
    expect(must(fromXgid(xgid)).position.white).toEqual(nack.position.white);
  });

  it('NH-3: position strings and JSON carry the setup and N, and read back equal positions', () => {
    for (const options of [hyper(1), hyper(2), hyper(3), { preset: 'nackgammon' }, { preset: 'longGammon' }]) {
      const p = start(options);
      const text = toPositionString(p);
      expect(must(fromPositionString(text)).equals(p), text).toBe(true);
      expect(must(positionFromJSON(positionToJSON(p))).equals(p)).toBe(true);
    }
    expect(toPositionString(start(hyper(2)))).toBe('short-tavla w | 24:1 23:1 | 24:1 23:1 | shortTavla.setup=hypergammon shortTavla.hyperCheckers=2');
    expect(codeOf(fromPositionString('st w | 24:1 23:1 | 24:1 23:1 22:1 | shortTavla.setup=hypergammon shortTavla.hyperCheckers=2'))).toBe('wrong-checker-count');
  });

  it('NH-4: perft counts Hypergammon exactly as a plain walk over legalPlays does (N = 1 two plies, N = 2 and 3 one)', () => {
    for (const [n, depth] of [
      [1, 2],
      [2, 1],
      [3, 1],
    ] as const) {
      const root = start(hyper(n));
      const result = must(perft(root, depth));
      let frontier = new Map([[toPositionString(root), root]]);
      for (const ply of result.plies) {
        const next = new Map<string, Position>();
        let plays = 0;
        for (const p of frontier.values()) {
          if (p.isOver()) continue;
          for (const dice of ALL_ROLLS) {
            for (const play of legalPlays(p, dice)) {
              plays++;
              next.set(toPositionString(play.position), play.position);
            }
          }
        }
        expect({ plays: ply.plays, positions: ply.positions }, `N = ${n}, ply ${ply.ply}`).toEqual({ plays, positions: next.size });
        frontier = next;
      }
    }
  });

  it('NH-4: legalActions in a finished Hypergammon game offer the next game, and the next game starts from N checkers again', () => {
    let s = match({ variant: 'short-tavla', preset: 'hypergammon', options: { shortTavla: { hyperCheckers: 1 } }, match: { length: 5 } });
    s = playOut(act(s, { type: 'opening-roll', white: 6, black: 5 }));
    while (s.phase !== 'game-over') s = playOut(act(s, { type: 'roll', dice: [6, 6] }));
    expect(legalActions(s).map((a) => a.type)).toEqual(['next-game']);
    const next = act(s, { type: 'next-game' });
    expect(next.position.white).toEqual({ points: { 24: 1 }, bar: 0, off: 0 });
  });
});
