import { describe, expect, it } from 'vitest';
import { gamePosition } from '../../src/index.js';
import { playableVariants } from '../../src/variants/registry.js';
import { act, legalTypes, loseGame, match, money, opening, playOut, refused } from './helpers.js';

/** docs/rules/opening-and-matches.md: the opening roll-off, the first move, and who starts the next game. */

describe('OP-1 roll-off', () => {
  it('OP-1: a game starts with the roll-off; nothing else is allowed before it', () => {
    const s = match({ variant: 'short-tavla' });
    expect(s.phase).toBe('opening');
    expect(s.toAct).toBeNull();
    expect(legalTypes(s)).toEqual(['opening-roll']);
    refused(s, { type: 'roll', dice: [3, 1] }, 'opening-roll-expected');
    refused(s, { type: 'double' }, 'opening-roll-expected');
  });

  it('OP-1: the higher die moves first, whichever colour rolled it', () => {
    const white = act(match({ variant: 'short-tavla' }), { type: 'opening-roll', white: 5, black: 2 });
    expect(white.toAct).toBe('white');
    expect(white.game.starter).toBe('white');
    const black = act(match({ variant: 'short-tavla' }), { type: 'opening-roll', white: 2, black: 5 });
    expect(black.toAct).toBe('black');
    expect(gamePosition(black)?.turn).toBe('black');
  });

  it('OP-1: equal dice are rolled again (without automatic doubles nothing else changes)', () => {
    const s = match({ variant: 'short-tavla' });
    const tie = act(s, { type: 'opening-roll', white: 4, black: 4 });
    expect(tie.phase).toBe('opening');
    expect(JSON.stringify(tie)).toBe(JSON.stringify(s));
  });

  it('OP-1: in the nard family the roll-off winner moves first (he "plays White": colours are seats here)', () => {
    for (const variant of playableVariants()) {
      const s = act(match({ variant }), { type: 'opening-roll', white: 1, black: 3 });
      expect(s.toAct, variant).toBe('black');
      expect(s.game.starter, variant).toBe('black');
    }
  });

  it('OP-1: only one opening roll per game', () => {
    const s = act(match({ variant: 'short-tavla' }), opening('white'));
    refused(s, { type: 'opening-roll', white: 3, black: 2 }, 'opening-roll-not-expected');
  });
});

describe('OP-2 first move', () => {
  it("OP-2 'useOpeningDice' (short tavla default): the winner plays the two roll-off dice at once", () => {
    const s = act(match({ variant: 'short-tavla' }), { type: 'opening-roll', white: 3, black: 6 });
    expect(s.settings.opening.firstMove).toBe('useOpeningDice');
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe('black');
    expect(s.dice).toEqual([6, 3]);
    expect(s.stage).toEqual({ player: 'black', dice: [6, 3] });
    expect(legalTypes(s)).toEqual(['play', 'resign']);
  });

  it("OP-2 / LN-16 / CG-12 'winnerRerolls' (nard family and six-one default, SO-3): the winner rolls both dice anew", () => {
    for (const variant of playableVariants().filter((v) => v !== 'short-tavla')) {
      const s = act(match({ variant }), opening('white'));
      expect(s.settings.opening.firstMove, variant).toBe('winnerRerolls');
      expect(s.phase, variant).toBe('roll');
      expect(s.toAct, variant).toBe('white');
      expect(s.dice, variant).toBeNull();
      const rolled = act(s, { type: 'roll', dice: [6, 6] });
      expect(rolled.dice).toEqual([6, 6]);
    }
    const turkish = act(match({ variant: 'short-tavla', preset: 'turkish' }), opening('black'));
    expect(turkish.phase).toBe('roll');
  });

  it("OP-2 / LN-16: long nard's sport preset uses the roll-off dice", () => {
    const s = act(match({ variant: 'long-nard', preset: 'sport' }), { type: 'opening-roll', white: 6, black: 5 });
    expect(s.phase).toBe('play');
    expect(s.dice).toEqual([6, 5]);
  });

  it('OP-2: the option can be set either way for any variant', () => {
    expect(act(match({ variant: 'short-tavla', opening: { firstMove: 'winnerRerolls' } }), opening('white')).phase).toBe('roll');
    expect(act(match({ variant: 'six-one', opening: { firstMove: 'useOpeningDice' } }), opening('white')).phase).toBe('play');
  });
});

describe('OP-3 / LN-17 the next game', () => {
  it("OP-3 'openingRoll' (short tavla default): every game starts with a new roll-off", () => {
    let s = loseGame(match({ variant: 'short-tavla' }), 'black');
    s = act(s, { type: 'next-game' });
    expect(s.phase).toBe('opening');
    expect(s.game.number).toBe(2);
    expect(s.cube).toEqual({ value: 1, owner: null });
  });

  it("OP-3 / LN-17 'previousWinner' (nard family default): the previous winner starts, rolling both dice", () => {
    for (const variant of playableVariants().filter((v) => v !== 'short-tavla')) {
      let s = loseGame(match({ variant }), 'white');
      s = act(s, { type: 'next-game' });
      expect(s.settings.match.nextGameStarter, variant).toBe('previousWinner');
      expect(s.phase, variant).toBe('roll');
      expect(s.toAct, variant).toBe('black');
      expect(s.game.starter, variant).toBe('black');
    }
  });

  it("OP-3 / LN-17 'alternate': the player who did not start the last game starts the next", () => {
    let s = match({ variant: 'long-nard', match: { nextGameStarter: 'alternate' } });
    s = act(s, opening('white'));
    s = loseGame(s, 'white'); // White started and lost; Black won
    s = act(s, { type: 'next-game' });
    expect(s.toAct).toBe('black');
    s = loseGame(s, 'black');
    s = act(s, { type: 'next-game' });
    expect(s.toAct).toBe('white');
  });

  it('OP-3: when the starter is fixed there is no roll-off; with the cube he may double before his first roll (CU-2)', () => {
    let s = money({ variant: 'short-tavla', match: { nextGameStarter: 'previousWinner' } });
    s = loseGame(s, 'white');
    s = act(s, { type: 'next-game' });
    expect(s.phase).toBe('roll');
    expect(legalTypes(s)).toEqual(['roll', 'double', 'resign']);
    expect(playOut(act(s, { type: 'roll', dice: [2, 1] })).toAct).toBe('white');
  });
});
