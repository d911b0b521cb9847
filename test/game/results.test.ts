import { describe, expect, it } from 'vitest';
import { advanceTurn, apply, beginTurn, gamePosition, legalActions, stateFromJSON, type Action, type Dice, type GameState, type Setup } from '../../src/index.js';
import { act, legalTypes, loseGame, match, money, opening, playOut, refused, turn } from './helpers.js';

/** docs/rules/scoring.md and opening-and-matches.md through the reducer: how games end and what they are worth. */

/** Short tavla: White has one checker left on his 1-point and is on roll; Black's checkers as given. */
function whiteAboutToWin(black: Setup['black']): Setup {
  return { variant: 'short-tavla', turn: 'white', white: { points: { 1: 1 }, off: 14 }, black };
}

const KOKS_SETUP = whiteAboutToWin({ points: { 21: 1, 6: 14 } }); // §11 item 3: a loser's checker on own 21
const MARS_SETUP = whiteAboutToWin({ points: { 6: 15 } });

describe('SC-1 / SC-2 / CU-8: a game won on the board', () => {
  it('SC-2: bearing off the last checker ends the game at once and classifies it', () => {
    const s = turn(match({ variant: 'short-tavla', startFrom: MARS_SETUP }), [6, 5]);
    expect(s.phase).toBe('game-over');
    expect(s.game.result).toEqual({ winner: 'white', kind: 'mars', end: 'bear-off', multiplier: 2, cube: 1, single: false, points: { white: 2, black: 0 } });
    expect(s.match.score).toEqual({ white: 2, black: 0 });
  });

  it('§11 item 3: koks ×3 in a match; with Jacoby and the cube never turned, ×1', () => {
    expect(turn(match({ variant: 'short-tavla', startFrom: KOKS_SETUP }), [6, 5]).game.result).toMatchObject({ kind: 'koks', points: { white: 3, black: 0 } });
    const jacoby = turn(money({ variant: 'short-tavla', startFrom: KOKS_SETUP }), [6, 5]).game.result;
    expect(jacoby).toMatchObject({ kind: 'koks', multiplier: 1, single: true, points: { white: 1, black: 0 } });
  });

  it('CU-8: once a double has been taken, Jacoby no longer applies: koks × cube', () => {
    const s = act(money({ variant: 'short-tavla', startFrom: KOKS_SETUP }), { type: 'double' }, { type: 'take' });
    expect(turn(s, [6, 5]).game.result).toMatchObject({ kind: 'koks', multiplier: 3, cube: 2, points: { white: 6, black: 0 } });
  });

  it('SC-1 / MP-1: points = result × cube (a mars on a 2-cube is 4)', () => {
    const s = act(match({ variant: 'short-tavla', match: { length: 5 }, startFrom: MARS_SETUP }), { type: 'double' }, { type: 'take' });
    expect(turn(s, [6, 5]).match.score).toEqual({ white: 4, black: 0 });
  });

  it('SC-3: long nard scores oin 1 and mars 2 on the board', () => {
    const setup: Setup = { variant: 'long-nard', turn: 'white', white: { points: { 2: 1 }, off: 14 }, black: { points: { 24: 15 } } };
    expect(turn(match({ variant: 'long-nard', startFrom: setup }), [6, 2]).game.result).toMatchObject({ kind: 'mars', points: { white: 2, black: 0 } });
  });

  it('SO-9: six-one is won for one point', () => {
    const setup: Setup = { variant: 'six-one', turn: 'black', white: { points: { 12: 15 } }, black: { points: { 3: 1 }, off: 14 } };
    expect(turn(match({ variant: 'six-one', startFrom: setup }), [5, 4]).game.result).toMatchObject({ winner: 'black', kind: 'oin', points: { white: 0, black: 1 } });
  });
});

describe('SC-7: a refused double', () => {
  it('SC-7: the refuser loses the cube value before the offered double, as a single result', () => {
    let t = playOut(act(money({ variant: 'short-tavla' }), opening('white')));
    t = turn(act(t, { type: 'double' }, { type: 'take' }), [3, 1]); // Black doubled to 2; White owns it
    t = act(t, { type: 'double' }, { type: 'drop' }); // White redoubles to 4; Black drops
    expect(t.game.result).toEqual({ winner: 'white', kind: 'oin', end: 'drop', multiplier: 1, cube: 2, single: false, points: { white: 2, black: 0 } });
  });
});

describe('SC-8: resignation', () => {
  function whiteToPlay(): GameState {
    return act(match({ variant: 'short-tavla', match: { length: 7 } }), opening('white'));
  }

  it('SC-8: an accepted resignation scores its level × cube', () => {
    for (const [level, points] of [['oin', 1], ['mars', 2], ['koks', 3]] as const) {
      const s = act(whiteToPlay(), { type: 'resign', level });
      expect(s.phase).toBe('resignation');
      expect(s.toAct).toBe('black');
      expect(s.resignation).toEqual({ player: 'white', level });
      expect(legalTypes(s)).toEqual(['accept-resignation', 'reject-resignation']);
      const done = act(s, { type: 'accept-resignation' });
      expect(done.game.result).toMatchObject({ winner: 'black', kind: level, end: 'resignation', points: { white: 0, black: points } });
    }
  });

  it('SC-8: a refused resignation goes back to where the game was (here: the same dice to play)', () => {
    const s = whiteToPlay();
    const back = act(s, { type: 'resign', level: 'oin' }, { type: 'reject-resignation' });
    expect(back.phase).toBe('play');
    expect(back.dice).toEqual(s.dice);
    expect(back.toAct).toBe('white');
    expect(back.game.declinedResignation).toEqual({ player: 'white', level: 'oin' });
  });

  it('SC-8: after a refusal, only a higher level may be offered this turn; the next turn clears it', () => {
    const s = act(whiteToPlay(), { type: 'resign', level: 'mars' }, { type: 'reject-resignation' });
    refused(s, { type: 'resign', level: 'oin' }, 'resignation-already-declined');
    refused(s, { type: 'resign', level: 'mars' }, 'resignation-already-declined');
    expect(legalActions(s).filter((a) => a.type === 'resign')).toEqual([{ type: 'resign', player: 'white', level: 'koks' }]);
    const later = playOut(s);
    expect(later.game.declinedResignation).toBeNull();
  });

  it('SC-8: only results the rules can produce can be resigned, and resigning can be switched off', () => {
    refused(act(match({ variant: 'short-tavla', preset: 'turkish' }), opening('white')), { type: 'resign', level: 'koks' }, 'invalid-resignation-level');
    refused(act(match({ variant: 'six-one' }), opening('white')), { type: 'resign', level: 'mars' }, 'invalid-resignation-level');
    refused(act(match({ variant: 'long-nard' }), opening('white')), { type: 'resign', level: 'home-mars' }, 'invalid-resignation-level');
    // PL-12's mother pin is a way of winning, not a level to concede: never offered, never named as one.
    const plakoto = act(match({ variant: 'plakoto' }), opening('white'));
    expect(legalActions(plakoto, 'resign').map((a) => a.level)).toEqual(['oin', 'mars']);
    for (const level of ['mother-pin', 'koks']) {
      const r = apply(plakoto, { type: 'resign', level } as Action);
      expect(r.ok ? null : [r.error.code, r.error.message.includes('mother-pin')]).toEqual(['invalid-resignation-level', false]);
    }
    const off = act(match({ variant: 'short-tavla', resignation: false }), opening('white'));
    expect(legalTypes(off)).toEqual(['play']);
    refused(off, { type: 'resign', level: 'oin' }, 'resignation-not-allowed');
  });

  it('SC-8 / CU-3: by default the doubled player answers the double; resigning waits until it is answered', () => {
    const doubled = act(playOut(whiteToPlay()), { type: 'double' });
    expect(doubled.settings.resignWhileDoubled).toBe(false);
    expect(legalTypes(doubled)).toEqual(['take', 'drop']);
    refused(doubled, { type: 'resign', level: 'mars' }, 'double-pending');
  });

  it('SC-8 resignWhileDoubled: the doubled player may resign instead; accepted, it scores on the cube before the double', () => {
    const doubled = act(playOut(act(match({ variant: 'short-tavla', match: { length: 7 }, resignWhileDoubled: true }), opening('white'))), { type: 'double' });
    expect(doubled.toAct).toBe('white');
    expect(legalTypes(doubled)).toEqual(['take', 'drop', 'resign']);
    const offered = act(doubled, { type: 'resign', level: 'mars', player: 'white' });
    expect(offered.phase).toBe('resignation');
    expect(offered.toAct).toBe('black');
    expect(offered.offer).toEqual({ kind: 'double', offerer: 'black', offered: 2 });
    refused(offered, { type: 'take' }, 'resignation-pending');
    const accepted = act(offered, { type: 'accept-resignation' });
    expect(accepted.game.result).toMatchObject({ winner: 'black', kind: 'mars', end: 'resignation', cube: 1, points: { white: 0, black: 2 } });
    expect(accepted.offer).toBeNull();
    // Rejected, the double is still waiting for White's answer, and he may only offer more.
    const rejected = act(offered, { type: 'reject-resignation' });
    expect(rejected.phase).toBe('double');
    expect(rejected.toAct).toBe('white');
    expect(rejected.offer).toEqual(doubled.offer);
    expect(legalActions(rejected).filter((a) => a.type === 'resign').map((a) => a.level)).toEqual(['koks']);
    const taken = act(rejected, { type: 'take' });
    expect(taken.cube).toEqual({ value: 2, owner: 'white' });
    expect(taken.toAct).toBe('black');
    // A saved state with the offer and the resignation both pending plays on.
    const saved = JSON.parse(JSON.stringify(offered)) as GameState;
    expect(act(saved, { type: 'reject-resignation' }).phase).toBe('double');
  });

  it('SC-8 / CU-8: Jacoby applies to a conceded mars as to one played out', () => {
    const s = act(money({ variant: 'short-tavla' }), opening('white'), { type: 'resign', level: 'mars' }, { type: 'accept-resignation' });
    expect(s.game.result).toMatchObject({ kind: 'mars', multiplier: 1, single: true, points: { white: 0, black: 1 } });
  });

  it("SC-8 / CU-8 cube.jacobyCountsResignations false (GNU Backgammon's reading): a conceded mars scores in full, one played out still single", () => {
    const config = { variant: 'short-tavla', cube: { jacobyCountsResignations: false } } as const;
    const s = act(money(config), opening('white'), { type: 'resign', level: 'mars' }, { type: 'accept-resignation' });
    expect(s.game.result).toMatchObject({ kind: 'mars', multiplier: 2, single: false, points: { white: 0, black: 2 } });
    expect(s.match.score).toEqual({ white: 0, black: 2 });
    // A saved state whose resignation was counted single under this option is refused (I-11).
    const forged = JSON.parse(JSON.stringify(s)) as GameState;
    const counted = { ...forged.game.result!, multiplier: 1, single: true, points: { white: 0, black: 1 } };
    const bad = { ...forged, game: { ...forged.game, result: counted }, match: { ...forged.match, score: { white: 0, black: 1 }, results: [counted] } } as GameState;
    expect(stateFromJSON(JSON.stringify(bad))).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    expect(stateFromJSON(JSON.stringify(s)).ok).toBe(true);
  });
});

describe('LN-15 / SC-9: the last-roll draw', () => {
  /** Long nard, White (the starter) to bear off his last checker; Black with `black` checkers on his 1-point. */
  function lastRoll(black: number, config: { preset?: string; options?: object } = {}): GameState {
    const setup: Setup = {
      variant: 'long-nard',
      turn: 'white',
      white: { points: { 1: 1 }, off: 14 },
      black: { points: { 1: black }, off: 15 - black },
      turnsPlayed: { white: 30, black: 30 },
    };
    return turn(match({ variant: 'long-nard', startFrom: setup, ...config }), [6, 5]);
  }

  it('§11 item 10: Black has 2 on his 1-point and rolls 2-1, bearing off both → draw', () => {
    const extra = lastRoll(2, { options: { longNard: { lastRollDraw: { drawScore: 'half' } } } });
    expect(extra.phase).toBe('roll');
    expect(extra.toAct).toBe('black');
    expect(extra.game.extraTurn).toBe(true);
    expect(extra.position.white.off).toBe(15);
    expect(legalTypes(extra)).toEqual(['roll']);
    const done = turn(extra, [2, 1]);
    expect(done.game.result).toEqual({ winner: null, kind: 'draw', end: 'draw', multiplier: 1, cube: 1, single: false, points: { white: 0.5, black: 0.5 } });
    expect(done.match.score).toEqual({ white: 0.5, black: 0.5 });
    expect(gamePosition(done)).toBeNull(); // both sides borne off: kept as data, no valid Position
  });

  it('§11 item 10: with 3 checkers left and a 2-1 roll → White wins (oin)', () => {
    const done = turn(lastRoll(3, { options: { longNard: { lastRollDraw: { drawScore: 'half' } } } }), [2, 1]);
    expect(done.game.result).toMatchObject({ winner: 'white', kind: 'oin', points: { white: 1, black: 0 } });
  });

  it("LN-15: the option is the rule option longNard.lastRollDraw; drawScore 'one' scores 1–1", () => {
    const done = turn(lastRoll(2, { options: { longNard: { lastRollDraw: { drawScore: 'one' } } } }), [2, 1]);
    expect(done.settings.lastRollDraw).toEqual({ drawScore: 'one' });
    expect(done.match.score).toEqual({ white: 1, black: 1 });
  });

  it('LN-15: off by default — the starter wins the moment he bears off his last checker', () => {
    const done = lastRoll(2);
    expect(done.phase).toBe('game-over');
    expect(done.game.result?.winner).toBe('white');
  });

  it('LN-15 / CU-2 INTERPRETATION: the extra turn allows no cube action and no resignation', () => {
    const extra = lastRoll(2, { options: { longNard: { lastRollDraw: { drawScore: 'half' } } }, preset: 'sport' });
    expect(extra.settings.cube.enabled).toBe(true);
    expect(legalTypes(extra)).toEqual(['roll']);
    refused(extra, { type: 'double' }, 'no-cube-in-extra-turn');
    refused(extra, { type: 'resign', level: 'oin' }, 'resignation-not-allowed');
  });

  it('LN-15 INTERPRETATION: the kind of the win is judged after the extra turn', () => {
    const setup = (points: Record<number, number>): Setup => ({
      variant: 'long-nard',
      turn: 'white',
      white: { points: { 1: 1 }, off: 14 },
      black: { points },
      turnsPlayed: { white: 30, black: 30 },
    });
    const config = { variant: 'long-nard', options: { longNard: { lastRollDraw: { drawScore: 'half' } } } } as const;
    // All fifteen home, none off: bearing off two in the extra turn turns a mars into an oin.
    const oin = turn(turn(match({ ...config, startFrom: setup({ 1: 15 }) }), [6, 5]), [2, 1]);
    expect(oin.game.result).toMatchObject({ winner: 'white', kind: 'oin' });
    const mars = turn(turn(match({ ...config, startFrom: setup({ 20: 15 }) }), [6, 5]), [2, 1]);
    expect(mars.game.result).toMatchObject({ winner: 'white', kind: 'mars' });
  });

  it('LN-15: only the starter finishing gives the extra turn; the second player finishing first wins at once', () => {
    const setup: Setup = {
      variant: 'long-nard',
      turn: 'white',
      white: { points: { 6: 15 } },
      black: { points: { 1: 1 }, off: 14 },
      turnsPlayed: { white: 30, black: 30 },
    };
    const done = turn(turn(match({ variant: 'long-nard', startFrom: setup, options: { longNard: { lastRollDraw: { drawScore: 'half' } } } }), [2, 1]), [6, 5]);
    expect(done.phase).toBe('game-over');
    expect(done.game.result).toMatchObject({ winner: 'black', kind: 'mars' });
  });

  it('LN-15: the extra turn refuses an illegal or malformed play like any other turn', () => {
    const extra = act(lastRoll(3, { options: { longNard: { lastRollDraw: { drawScore: 'half' } } } }), { type: 'roll', dice: [2, 1] });
    const codes = ['1/off', 'nonsense', [{ from: 1, to: 3 }], [{ from: 'somewhere', to: 'off' }], { steps: 'none' }].map((play) => {
      const r = apply(extra, { type: 'play', play } as Action);
      return r.ok ? 'accepted' : r.error.code;
    });
    expect(codes).toEqual(['must-use-more-dice', 'malformed-notation', 'wrong-direction', 'malformed-play', 'invalid-action']);
    // Any spelling of a legal play is accepted: notation, steps with or without dice, a listed Play.
    expect(act(extra, { type: 'play', play: '1/off 1/off' }).game.result?.winner).toBe('white');
    expect(act(extra, { type: 'play', play: [{ from: 1, to: 'off' }, { from: 1, to: 'off', die: 1 }] }).game.result?.winner).toBe('white');
    const listed = legalActions(extra).find((a) => a.type === 'play')!;
    expect(act(extra, listed).game.result?.kind).toBe('oin');
    // A JSON copy of the state rebuilds the extra turn and plays on identically.
    const copy = JSON.parse(JSON.stringify(extra)) as GameState;
    expect(JSON.stringify(act(copy, listed))).toBe(JSON.stringify(act(extra, listed)));
  });
});

describe('LN-15 extra turn, through the turn layer', () => {
  it('checks its dice and refuses to go on once played', () => {
    const position = gamePosition(turn(match({ variant: 'long-nard', options: { longNard: { lastRollDraw: { drawScore: 'half' } } }, startFrom: {
      variant: 'long-nard', turn: 'white', white: { points: { 1: 1 }, off: 14 }, black: { points: { 1: 2 }, off: 13 },
    } }), [6, 5]))!;
    const bad = beginTurn(position, [0, 9] as unknown as Dice, { extraTurn: true });
    expect(!bad.ok && bad.error.code).toBe('invalid-dice');
    const begun = beginTurn(position, [2, 1], { extraTurn: true });
    expect(begun.ok).toBe(true);
    if (!begun.ok) return;
    const done = advanceTurn(begun.value, '1/off 1/off');
    expect(done.ok && done.value.done).toBe(true);
    if (!done.ok) return;
    const again = advanceTurn(done.value, '');
    expect(!again.ok && again.error.code).toBe('turn-over');
  });

  it('LN-15 in crazy gulbar: the extra turn may be a cascade of stages (CG-2), played out in the reducer', () => {
    const setup: Setup = {
      variant: 'crazy-gulbar',
      turn: 'white',
      white: { points: { 1: 1 }, off: 14 },
      black: { points: { 1: 4, 2: 1 }, off: 10 },
      turnsPlayed: { white: 30, black: 30 },
    };
    // CG-8 'exactOnly': White's 1 bears off his last checker from own 1.
    const extra = turn(match({ variant: 'crazy-gulbar', options: { longNard: { lastRollDraw: { drawScore: 'half' } } }, startFrom: setup }), [2, 1]);
    expect(extra.game.extraTurn).toBe(true);
    // 1-1 cascades (CG-2): the stage of ones bears off the four on Black's 1, the stage of twos
    // the one on his 2: all five in the extra turn, a draw.
    let state = act(extra, { type: 'roll', dice: [1, 1] });
    expect(state.stage?.dice).toEqual([1, 1]);
    const offSteps = (a: (typeof legalActions extends (s: GameState) => readonly (infer A)[] ? A : never)): number => (a.type === 'play' ? a.play.filter((s) => s.to === 'off').length : -1);
    for (let k = 0; k < 6 && state.phase === 'play'; k++) {
      const plays = legalActions(state).filter((a) => a.type === 'play');
      state = act(state, plays.reduce((best, a) => (offSteps(a) > offSteps(best) ? a : best)));
    }
    expect(state.phase).toBe('game-over');
    expect(state.game.result?.end).toBe('draw');
  });
});

describe('MP-1 / MP-2: matches and money play', () => {
  it('MP-1: a match ends when a player reaches its length; nothing can be played after it', () => {
    let s = match({ variant: 'short-tavla', match: { length: 3 } });
    s = loseGame(s, 'black', 'mars'); // 2-0
    expect(s.phase).toBe('game-over');
    expect(legalActions(s)).toEqual([{ type: 'next-game' }]);
    refused(s, { type: 'roll', dice: [1, 2] }, 'game-over');
    s = loseGame(act(s, { type: 'next-game' }), 'black', 'koks'); // 5-0: beyond the length brings nothing more
    expect(s.phase).toBe('match-over');
    expect(s.match.winner).toBe('white');
    expect(s.match.score).toEqual({ white: 5, black: 0 });
    expect(s.match.results).toHaveLength(2);
    expect(legalActions(s)).toEqual([]);
    refused(s, { type: 'next-game' }, 'match-over');
  });

  it('MP-1: the suggested lengths are the match defaults (short tavla 9, long nard 7, six-one 3)', () => {
    expect(match({ variant: 'short-tavla' }).match.length).toBe(9);
    expect(match({ variant: 'long-nard' }).match.length).toBe(7);
    expect(match({ variant: 'six-one' }).match.length).toBe(3);
    expect(match({ variant: 'short-tavla', preset: 'turkish' }).match.length).toBe(5);
  });

  it('MP-1: money play is an unlimited series of games, the score summing their points', () => {
    let s = money({ variant: 'short-tavla' });
    expect(s.match.length).toBeNull();
    for (let i = 0; i < 4; i++) s = act(loseGame(s, i % 2 === 0 ? 'white' : 'black', 'oin'), { type: 'next-game' });
    expect(s.match.score).toEqual({ white: 2, black: 2 });
    expect(s.game.number).toBe(5);
  });

  it('MP-2: the engine validates every play instead of policing physical procedure', () => {
    const s = act(match({ variant: 'short-tavla' }), { type: 'opening-roll', white: 6, black: 1 });
    const bad = apply(s, { type: 'play', play: '13/5' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(['illegal-play', 'die-not-rolled', 'must-use-more-dice']).toContain(bad.error.code);
    expect(act(s, { type: 'play', play: '13/7 8/7' }).phase).toBe('roll');
  });
});
