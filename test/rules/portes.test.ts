import { describe, expect, it } from 'vitest';
import { ALL_ROLLS, gamePresets, legalActions, legalPlays, outcome, outcomeLevels, startPosition, type GameConfig, type GameState, type Setup } from '../../src/index.js';
import { act, legalTypes, loseGame, match, opening, playOut, refused } from '../game/helpers.js';
import { must, playsOf, position, shortSetup, start } from './helpers.js';

/**
 * docs/rules/portes.md (PO-1 … PO-7) and its test vectors PO-T1 … PO-T5 (docs/rules/test-vectors.md):
 * Portes is short tavla with the preset `portes`. Also the single-game Tabla preset `tabla`
 * (tavli-match.md TV-11), which is short tavla without cube and koks. Positions are in each
 * player's own numbering (G-2); checkers not listed are borne off.
 */

const PORTES: GameConfig = { variant: 'short-tavla', preset: 'portes' };

/** A Portes match started from `white` / `black` with `turn` to roll (config.startFrom). */
function portesFrom(white: Setup['white'], black: Setup['black'], config: Partial<GameConfig> = {}): GameState {
  // startFrom carries no options: the game's apply (shortSetup writes none).
  return match({ ...PORTES, ...config, startFrom: shortSetup(white, black) });
}

/** White, to roll, bears off his last checker (on his 1-point) with 6-5; Black's side as given. */
function whiteBearsOffLast(black: Setup['black']): GameState {
  return playOut(act(portesFrom({ points: { 1: 1 } }, black), { type: 'roll', dice: [6, 5] }));
}

describe('PO-1 short tavla as the base', () => {
  it('PO-1: the portes preset is short tavla from the standard setup (ST-1), with hitting, the bar and bear-off unchanged', () => {
    const p = start({ preset: 'portes' });
    expect(p.variant).toBe('short-tavla');
    expect(p.options.shortTavla?.setup).toBe('standard');
    for (const player of ['white', 'black'] as const) expect([24, 13, 8, 6].map((pt) => p.checkers(player, pt))).toEqual([2, 5, 3, 5]);
    // The move rules are short tavla's: every roll from the start gives the same plays.
    for (const dice of ALL_ROLLS) expect(playsOf(p, dice), dice.join('-')).toEqual(playsOf(start(), dice));
  });

  it('PO-1: hit-and-run is allowed (ST-9 allowed): a checker that hits goes on', () => {
    expect(start({ preset: 'portes' }).options.shortTavla?.hitAndRun).toBe('allowed');
    // White hits Black's blot on White's 4 and carries on to 2 with the same checker.
    const p = position({ points: { 6: 14, 5: 1 } }, { points: { 21: 1, 1: 14 } }, { options: { preset: 'portes' } });
    expect(playsOf(p, [1, 2])).toContain('5/4*/2');
  });
});

describe('PO-2 opening', () => {
  it("PO-2 / PO-T1: roll-off White 4, Black 2: White rolls both dice again and may roll a double (6-6: n = 11, as GNU Backgammon lists them)", () => {
    const s = act(match(PORTES), { type: 'opening-roll', white: 4, black: 2 });
    expect(s.settings.opening.firstMove).toBe('winnerRerolls');
    expect(s.phase).toBe('roll');
    expect(s.toAct).toBe('white');
    expect(s.dice).toBeNull();
    const rolled = act(s, { type: 'roll', dice: [6, 6] });
    expect(rolled.phase).toBe('play');
    const plays = legalActions(rolled).filter((a) => a.type === 'play');
    expect(plays).toHaveLength(11);
    expect(playsOf(start({ preset: 'portes' }), [6, 6])).toEqual(
      [
        '13/7(4)',
        '13/7(3) 8/2',
        '13/7(2) 8/2(2)',
        '13/7 8/2(3)',
        '24/18 13/7(3)',
        '24/18 13/7(2) 8/2',
        '24/18 13/7 8/2(2)',
        '24/18 8/2(3)',
        '24/18(2) 13/7(2)',
        '24/18(2) 13/7 8/2',
        '24/18(2) 8/2(2)',
      ].sort(),
    );
  });

  it("PO-T1: under 'useOpeningDice' (short tavla's standard preset) White would play the roll-off dice 4-2 instead", () => {
    const s = act(match({ variant: 'short-tavla' }), { type: 'opening-roll', white: 4, black: 2 });
    expect(s.phase).toBe('play');
    expect(s.dice).toEqual([4, 2]);
  });

  it('PO-2: a tie in the roll-off is thrown again and doubles nothing (CU-9 off)', () => {
    const s = match(PORTES);
    expect(s.settings.cube.automaticDoubles).toBe(0);
    const tie = act(s, { type: 'opening-roll', white: 3, black: 3 });
    expect(tie.phase).toBe('opening');
    expect(tie.cube).toEqual({ value: 1, owner: null });
  });
});

describe('PO-3 the next game', () => {
  it('PO-3 / PO-T5: Black wins game 1; game 2 has no roll-off: Black rolls both dice and moves first, and 5-5 is legal for him', () => {
    let s = loseGame(match(PORTES), 'white');
    expect(s.game.result?.winner).toBe('black');
    s = act(s, { type: 'next-game' });
    expect(s.settings.match.nextGameStarter).toBe('previousWinner');
    expect(s.game.number).toBe(2);
    expect(s.phase).toBe('roll');
    expect(s.toAct).toBe('black');
    expect(s.game.starter).toBe('black');
    const rolled = act(s, { type: 'roll', dice: [5, 5] });
    expect(rolled.phase).toBe('play');
    expect(rolled.toAct).toBe('black');
    expect(legalTypes(rolled)).toContain('play');
  });
});

describe('PO-4 scoring', () => {
  it('PO-4 / PO-T2: the loser has borne off none and has a checker on the bar: 2 points, never the triple', () => {
    const s = whiteBearsOffLast({ points: { 6: 14 }, bar: 1 });
    expect(s.game.result).toMatchObject({ winner: 'white', kind: 'mars', multiplier: 2, end: 'bear-off', points: { white: 2, black: 0 } });
    // SC-2 with koks on (the standard preset) scores the same board 3.
    const finished = must(startPosition('short-tavla', { preset: 'portes' }));
    expect(outcomeLevels('short-tavla', finished.options).map((l) => l.kind)).toEqual(['oin', 'mars']);
    const board = position({ points: {} }, { points: { 6: 14 }, bar: 1 });
    expect(outcome(board)).toMatchObject({ winner: 'white', kind: 'koks', multiplier: 3 });
    expect(outcome(position({ points: {} }, { points: { 6: 14 }, bar: 1 }, { options: { preset: 'portes' } }))).toMatchObject({ kind: 'mars', multiplier: 2 });
  });

  it('PO-4 / PO-T3: as PO-T2, but Black has borne off one checker: 1 point', () => {
    const s = whiteBearsOffLast({ points: { 6: 13 }, bar: 1 });
    expect(s.game.result).toMatchObject({ winner: 'white', kind: 'oin', multiplier: 1, points: { white: 1, black: 0 } });
  });

  it("PO-4: shortTavla.gammonRule 'checkerInStartQuarter' (Portes' tavli.gammonRule) makes the double a loser with a checker in his own 19..24 or on the bar", () => {
    const rule = { preset: 'portes', shortTavla: { gammonRule: 'checkerInStartQuarter' } } as const;
    // Black has borne off one, but one checker still stands in his starting quarter: double.
    expect(outcome(position({ points: {} }, { points: { 20: 1, 6: 13 } }, { options: rule }))).toMatchObject({ kind: 'mars', multiplier: 2 });
    // ... or on the bar, behind it.
    expect(outcome(position({ points: {} }, { points: { 6: 13 }, bar: 1 }, { options: rule }))).toMatchObject({ kind: 'mars', multiplier: 2 });
    // Nothing borne off, but nobody left in the starting quarter: single.
    expect(outcome(position({ points: {} }, { points: { 6: 15 } }, { options: rule }))).toMatchObject({ kind: 'oin', multiplier: 1 });
    // The default 'noneBorneOff' reads the same boards the other way.
    expect(outcome(position({ points: {} }, { points: { 20: 1, 6: 13 } }, { options: { preset: 'portes' } }))?.kind).toBe('oin');
    expect(outcome(position({ points: {} }, { points: { 6: 15 } }, { options: { preset: 'portes' } }))?.kind).toBe('mars');
  });

  it("PO-4: with koks kept (tavli.backgammon, here shortTavla.koks) and 'checkerInStartQuarter', the triple is still SC-2's", () => {
    const rule = { preset: 'portes', shortTavla: { koks: true, gammonRule: 'checkerInStartQuarter' } } as const;
    expect(outcome(position({ points: {} }, { points: { 20: 1, 6: 14 } }, { options: rule }))?.kind).toBe('koks');
    expect(outcome(position({ points: {} }, { points: { 20: 1, 6: 13 } }, { options: rule }))?.kind).toBe('mars');
  });
});

describe('PO-5 no doubling cube', () => {
  it('PO-5 / PO-T4: at the start of any turn a Double action is refused in the portes preset', () => {
    let s = act(match(PORTES), opening('white'));
    expect(s.settings.cube.enabled).toBe(false);
    expect(s.settings.match.crawford).toBe(false);
    for (let turn = 0; turn < 4; turn++) {
      expect(s.phase).toBe('roll');
      expect(legalTypes(s)).not.toContain('double');
      refused(s, { type: 'double' }, 'cube-disabled');
      s = playOut(act(s, { type: 'roll', dice: [turn + 1, 3] }));
    }
  });

  it('PO-5: OPTION: a club may play the portes preset with the cube (cube.enabled = true)', () => {
    const s = act(match({ ...PORTES, cube: { enabled: true } }), opening('white'));
    expect(legalTypes(s)).toContain('double');
    expect(s.settings.opening.firstMove).toBe('winnerRerolls');
  });
});

describe('PO-6 / PO-7', () => {
  it('PO-7: resignation offers single (1) or double (2); the triple does not exist', () => {
    const s = act(match(PORTES), opening('white'));
    expect(legalActions(s).filter((a) => a.type === 'resign').map((a) => (a as { level: string }).level)).toEqual(['oin', 'mars']);
    refused(s, { type: 'resign', level: 'koks' }, 'invalid-resignation-level');
    const done = act(s, { type: 'resign', level: 'mars' }, { type: 'accept-resignation' });
    expect(done.game.result).toMatchObject({ winner: 'black', kind: 'mars', points: { white: 0, black: 2 } });
  });
});

describe('the portes preset resolves to what the PO tables say', () => {
  it('PO-1 … PO-5: setup standard, winnerRerolls, previousWinner, koks off, no cube, match to 5', () => {
    expect(gamePresets('short-tavla')).toContain('portes');
    const s = match(PORTES).settings;
    expect(s.preset).toBe('portes');
    expect(s.options.shortTavla).toEqual({ koks: false, hitAndRun: 'allowed', setup: 'standard', hyperCheckers: 3, gammonRule: 'noneBorneOff' });
    expect(s.opening.firstMove).toBe('winnerRerolls');
    expect(s.match).toMatchObject({ length: 5, nextGameStarter: 'previousWinner', crawford: false });
    expect(s.cube).toMatchObject({ enabled: false, automaticDoubles: 0, jacoby: false });
  });

  it("TV-11: the single-game preset tabla is short tavla without cube and koks; it chooses winnerRerolls, previousWinner and 5 points (the Tabla match's)", () => {
    expect(gamePresets('short-tavla')).toContain('tabla');
    const s = match({ variant: 'short-tavla', preset: 'tabla' }).settings;
    expect(s.options.shortTavla).toMatchObject({ koks: false, setup: 'standard' });
    expect(s.cube.enabled).toBe(false);
    expect(s.opening.firstMove).toBe('winnerRerolls');
    expect(s.match).toMatchObject({ length: 5, nextGameStarter: 'previousWinner' });
    // Same move rules as short tavla from the standard start.
    expect(legalPlays(start({ preset: 'tabla' }), [3, 1])).toHaveLength(16);
  });
});
