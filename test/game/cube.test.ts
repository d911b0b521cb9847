import { describe, expect, it } from 'vitest';
import { fromMat, fromRecord, fromSgf, legalActions, toFibsBoard, newGame, newMatch, stateFromJSON, toGnubgId, toMat, toRecord, toSgf, toXgid, type Action, type GameConfig, type GameState } from '../../src/index.js';
import { playableVariants } from '../../src/variants/registry.js';
import { cubeAllowed } from './driver.js';
import { act, legalTypes, loseGame, match, money, opening, playOut, refused, turn } from './helpers.js';

/** docs/rules/cube.md through the reducer. */

/** Short tavla money play, White has played his opening move and Black is to roll. */
function blackToRoll(cube: Parameters<typeof money>[0]['cube'] = {}): GameState {
  const s = playOut(act(money({ variant: 'short-tavla', cube }), opening('white')));
  expect(s.phase).toBe('roll');
  expect(s.toAct).toBe('black');
  return s;
}

describe('CU-1..CU-4: doubling, taking, dropping, ownership, maximum', () => {
  it('CU-1: every game starts with the cube centred at 1', () => {
    expect(money({ variant: 'short-tavla' }).cube).toEqual({ value: 1, owner: null });
  });

  it('CU-2: the player on roll may double before rolling; the opponent must answer', () => {
    const s = blackToRoll();
    expect(legalTypes(s)).toEqual(['roll', 'double', 'resign']);
    const doubled = act(s, { type: 'double', player: 'black' });
    expect(doubled.phase).toBe('double');
    expect(doubled.toAct).toBe('white');
    expect(doubled.offer).toEqual({ kind: 'double', offerer: 'black', offered: 2 });
    expect(legalTypes(doubled)).toEqual(['take', 'drop']);
  });

  it('CU-2: not after rolling (the cube comes before the dice)', () => {
    const s = act(blackToRoll(), { type: 'roll', dice: [3, 1] });
    expect(legalTypes(s)).not.toContain('double');
    refused(s, { type: 'double' }, 'already-rolled');
  });

  it("CU-2 INTERPRETATION: under 'useOpeningDice' the first player cannot double before his first move", () => {
    const s = act(money({ variant: 'short-tavla' }), opening('white'));
    expect(s.phase).toBe('play');
    expect(legalTypes(s)).not.toContain('double');
    refused(s, { type: 'double' }, 'already-rolled');
  });

  it("CU-2: under 'winnerRerolls' the opening winner may double before his first roll", () => {
    const s = act(money({ variant: 'short-tavla', opening: { firstMove: 'winnerRerolls' } }), opening('black'));
    expect(s.phase).toBe('roll');
    expect(legalTypes(s)).toContain('double');
  });

  it('§11 item 13 / CU-3: centred cube 1 → double → take: cube 2, owned by the taker, and the doubler rolls', () => {
    const s = act(blackToRoll(), { type: 'double' }, { type: 'take' });
    expect(s.cube).toEqual({ value: 2, owner: 'white' });
    expect(s.phase).toBe('roll');
    expect(s.toAct).toBe('black');
    expect(legalTypes(s)).toEqual(['roll', 'resign']);
  });

  it('CU-3: only the owner may redouble (bas)', () => {
    let s = act(blackToRoll(), { type: 'double' }, { type: 'take' });
    refused(s, { type: 'double' }, 'cube-not-yours');
    s = turn(s, [4, 2]); // Black plays; White (the owner) is on roll
    expect(s.toAct).toBe('white');
    s = act(s, { type: 'double' }, { type: 'take' });
    expect(s.cube).toEqual({ value: 4, owner: 'black' });
  });

  it('CU-3 / SC-7: a drop ends the game; the doubler wins the pre-double value as a single game', () => {
    const s = act(blackToRoll(), { type: 'double' }, { type: 'drop' });
    expect(s.phase).toBe('game-over');
    expect(s.game.result).toMatchObject({ winner: 'black', kind: 'oin', end: 'drop', cube: 1, points: { white: 0, black: 1 } });
    expect(s.match.score).toEqual({ white: 0, black: 1 });
  });

  it('§11 item 13 / CU-4: with maxValue 64 and the cube at 64, no further double is offered', () => {
    let s = blackToRoll();
    const rolls: [number, number][] = [[4, 2], [5, 3], [6, 1], [3, 2], [2, 1], [6, 4]];
    for (const dice of rolls) {
      s = act(s, { type: 'double' }, { type: 'take' });
      s = turn(s, dice);
    }
    expect(s.cube.value).toBe(64);
    expect(s.toAct).toBe(s.cube.owner);
    expect(legalTypes(s)).not.toContain('double');
    refused(s, { type: 'double' }, 'cube-at-maximum');
  });

  it('CU-4: maxValue null lets the cube pass 64; a smaller maximum stops it earlier', () => {
    let s = blackToRoll({ maxValue: null });
    for (const dice of [[4, 2], [5, 3], [6, 1], [3, 2], [2, 1], [6, 4]] as [number, number][]) s = turn(act(s, { type: 'double' }, { type: 'take' }), dice);
    expect(legalTypes(s)).toContain('double');
    expect(act(s, { type: 'double' }, { type: 'take' }).cube.value).toBe(128);
    const capped = act(blackToRoll({ maxValue: 2 }), { type: 'double' }, { type: 'take' });
    refused(turn(capped, [3, 1]), { type: 'double' }, 'cube-at-maximum');
  });

  it('CU-5: an arithmetic cube goes 1, 2, 3', () => {
    let s = act(blackToRoll({ progression: 'arithmetic' }), { type: 'double' }, { type: 'take' });
    expect(s.cube.value).toBe(2);
    s = act(turn(s, [3, 1]), { type: 'double' }, { type: 'take' });
    expect(s.cube).toEqual({ value: 3, owner: 'black' });
  });
});

describe('CU-6 / CU-7: beaver and raccoon', () => {
  const animals = { beaver: true, raccoon: true };

  it('§11 item 13 / CU-6: beaver — cube 4, still owned by the taker; the original doubler may refuse and pays 2', () => {
    const beavered = act(blackToRoll(animals), { type: 'double' }, { type: 'beaver', player: 'white' });
    expect(beavered.cube).toEqual({ value: 2, owner: 'white' });
    expect(beavered.offer).toEqual({ kind: 'beaver', offerer: 'white', offered: 4 });
    expect(beavered.toAct).toBe('black');
    expect(legalTypes(beavered)).toEqual(['take', 'drop', 'raccoon']);
    const taken = act(beavered, { type: 'take' });
    expect(taken.cube).toEqual({ value: 4, owner: 'white' });
    expect(taken.toAct).toBe('black'); // the original doubler still rolls
    const dropped = act(beavered, { type: 'drop' });
    expect(dropped.game.result).toMatchObject({ winner: 'white', end: 'drop', cube: 2, points: { white: 2, black: 0 } });
  });

  it('§11 item 13 / CU-7: raccoon — cube 8, owner unchanged (the beaverer)', () => {
    const s = act(blackToRoll(animals), { type: 'double' }, { type: 'beaver' }, { type: 'raccoon' });
    expect(s.offer).toEqual({ kind: 'raccoon', offerer: 'black', offered: 8 });
    expect(s.toAct).toBe('white');
    expect(legalTypes(s)).toEqual(['take', 'drop']);
    expect(act(s, { type: 'take' }).cube).toEqual({ value: 8, owner: 'white' });
    expect(act(s, { type: 'drop' }).game.result?.points).toEqual({ white: 0, black: 4 });
  });

  it('CU-6: no beaver unless switched on; no beaver of a beaver', () => {
    const plain = act(blackToRoll(), { type: 'double' });
    expect(legalTypes(plain)).toEqual(['take', 'drop']);
    refused(plain, { type: 'beaver' }, 'beaver-not-allowed');
    const beavered = act(blackToRoll(animals), { type: 'double' }, { type: 'beaver' });
    refused(beavered, { type: 'beaver' }, 'beaver-not-allowed');
  });

  it('CU-7: no raccoon without the option, and only in answer to a beaver', () => {
    const beavered = act(blackToRoll({ beaver: true }), { type: 'double' }, { type: 'beaver' });
    refused(beavered, { type: 'raccoon' }, 'raccoon-not-allowed');
    refused(act(blackToRoll(animals), { type: 'double' }), { type: 'raccoon' }, 'raccoon-not-allowed');
  });

  it('CU-4: a beaver or raccoon that would pass the maximum is not offered', () => {
    const s = act(blackToRoll({ ...animals, maxValue: 4 }), { type: 'double' }, { type: 'beaver' });
    expect(legalTypes(s)).toEqual(['take', 'drop']);
    refused(s, { type: 'raccoon' }, 'cube-at-maximum');
  });
});

describe('CU-7 OPTION cube.maxInstantRedoubles: animals after the raccoon', () => {
  const animals = { beaver: true, raccoon: true };
  const four = { ...animals, maxInstantRedoubles: 4 };
  /** Black doubles; White beavers, Black raccoons, White makes the third (the otter). */
  const third = (): GameState => act(blackToRoll(four), { type: 'double' }, { type: 'beaver' }, { type: 'raccoon' }, { type: 'raccoon', player: 'white' });

  it('the default, 2, stops at the raccoon', () => {
    const s = act(blackToRoll(animals), { type: 'double' }, { type: 'beaver' }, { type: 'raccoon' });
    refused(s, { type: 'raccoon' }, 'raccoon-not-allowed');
    expect(money({ variant: 'short-tavla', cube: animals }).settings.cube.maxInstantRedoubles).toBe(2);
  });

  it('the third is made by the beaverer, the cube staying his; a refusal costs the value before it', () => {
    const s = third();
    expect(s.cube).toEqual({ value: 8, owner: 'white' });
    expect(s.offer).toEqual({ kind: 'raccoon', offerer: 'white', offered: 16, redoubles: 3 });
    expect(s.toAct).toBe('black');
    expect(legalTypes(s)).toEqual(['take', 'drop', 'raccoon']);
    expect(act(s, { type: 'take' }).cube).toEqual({ value: 16, owner: 'white' });
    expect(act(s, { type: 'take' }).toAct).toBe('black'); // the original doubler still rolls
    expect(act(s, { type: 'drop' }).game.result).toMatchObject({ winner: 'white', end: 'drop', cube: 8, points: { white: 8, black: 0 } });
  });

  it('the fourth is the original doubler\'s, and then the count is used up', () => {
    const s = act(third(), { type: 'raccoon', player: 'black' });
    expect(s.cube).toEqual({ value: 16, owner: 'white' });
    expect(s.offer).toEqual({ kind: 'raccoon', offerer: 'black', offered: 32, redoubles: 4 });
    expect(legalTypes(s)).toEqual(['take', 'drop']);
    refused(s, { type: 'raccoon' }, 'raccoon-not-allowed');
    expect(act(s, { type: 'take' }).cube).toEqual({ value: 32, owner: 'white' });
    expect(act(s, { type: 'drop' }).game.result?.points).toEqual({ white: 0, black: 16 });
  });

  it('CU-4: an animal that would pass the maximum is not offered', () => {
    const s = act(blackToRoll({ ...four, maxValue: 8 }), { type: 'double' }, { type: 'beaver' }, { type: 'raccoon' });
    expect(legalTypes(s)).toEqual(['take', 'drop']);
    refused(s, { type: 'raccoon' }, 'cube-at-maximum');
  });

  it('a saved state keeps the count; a state with a count that does not fit is refused (invalid-state)', () => {
    const s = third();
    const copy = stateFromJSON(JSON.stringify(s));
    expect(copy.ok && copy.value.offer).toEqual(s.offer);
    const plain = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    const offer = s.offer!;
    const forged: Record<string, unknown>[] = [
      { ...offer, redoubles: 2 }, // the count is written from the third on
      { ...offer, kind: 'beaver' }, // a beaver has no count
      { ...offer, redoubles: 5, offered: 16 }, // more than the setting allows
      { ...offer, offerer: 'black' }, // the third is the beaverer's
      { kind: 'raccoon', offerer: 'white', offered: 16 }, // without the count, a raccoon by the beaverer
    ];
    for (const bad of forged) expect(stateFromJSON(JSON.stringify({ ...plain, offer: bad })), JSON.stringify(bad)).toMatchObject({ ok: false, error: { code: 'invalid-state' } });
    // A cube too small for the redoubles before the offer: the third needs a cube of 8 at least.
    const small = { ...plain, cube: { value: 2, owner: 'white' }, offer: { ...offer, offered: 4 } };
    expect(stateFromJSON(JSON.stringify(small))).toMatchObject({ ok: false, error: { code: 'invalid-state', message: expect.stringMatching(/smaller than the instant redoubles/) as unknown } });
    const smallRaccoon = { ...plain, cube: { value: 2, owner: 'white' }, offer: { kind: 'raccoon', offerer: 'black', offered: 4 } };
    expect(stateFromJSON(JSON.stringify(smallRaccoon))).toMatchObject({ ok: false, error: { code: 'invalid-state', message: expect.stringMatching(/smaller than the instant redoubles/) as unknown } });
  });

  it("a position ID cannot count instant redoubles: gnubg's and XG's IDs of a third animal are refused, a .mat or SGF file keeps it", () => {
    const s = third();
    for (const written of [toGnubgId(s), toXgid(s), toFibsBoard(s)]) expect(written.ok ? 'written' : written.error.message).toMatch(/cannot count instant redoubles/);
    // The same moment in a log: White's opening move, then Black doubles and three animals follow.
    const config: GameConfig = { variant: 'short-tavla', match: { length: null }, cube: four };
    const actions: Action[] = [opening('white')];
    let state = act(money(config), ...actions);
    while (state.phase === 'play') {
      const play = legalActions(state).find((a) => a.type === 'play')!;
      actions.push(play);
      state = act(state, play);
    }
    actions.push({ type: 'double', player: 'black' }, { type: 'beaver', player: 'white' }, { type: 'raccoon', player: 'black' }, { type: 'raccoon', player: 'white' }, { type: 'take', player: 'black' });
    expect(act(state, ...actions.slice(-5)).cube).toEqual({ value: 16, owner: 'white' });
    const mat = toMat({ config, actions });
    const sgf = toSgf({ config, actions });
    if (!mat.ok || !sgf.ok) throw new Error('not written');
    for (const read of [fromMat(mat.value), fromSgf(sgf.value)]) {
      if (!read.ok) throw new Error(read.error.message);
      // The file says three animals in a row, so it is read with room for three (CU-7).
      expect(read.value.config.cube?.maxInstantRedoubles).toBe(3);
      expect(read.value.state.cube).toEqual({ value: 16, owner: 'white' });
      expect(read.value.actions.filter((a) => a.type === 'raccoon').length).toBe(2);
    }
    // The library's own record keeps the setting itself.
    const record = toRecord({ config, actions });
    if (!record.ok) throw new Error(record.error.message);
    const back = fromRecord(record.value);
    expect(back.ok && back.value.state.settings.cube.maxInstantRedoubles).toBe(4);
  });

  it('the setting is an integer from 2 to 40, above 2 only with the raccoon, and for money play', () => {
    const config = (cube: Record<string, unknown>, length: number | null = null): GameConfig => ({ variant: 'short-tavla', match: { length }, cube });
    for (const value of [1, 41, 2.5, '3', null]) {
      const r = newGame(config({ ...four, maxInstantRedoubles: value }));
      expect(r.ok ? 'accepted' : r.error.code, String(value)).toBe('invalid-config');
    }
    const noRaccoon = newGame(config({ beaver: true, maxInstantRedoubles: 3 }));
    expect(noRaccoon.ok ? '' : noRaccoon.error.message).toMatch(/needs cube.raccoon \(CU-7\)/);
    const inMatch = newMatch(config(four, 5));
    expect(inMatch.ok ? '' : inMatch.error.code).toBe('money-play-only');
    expect(newGame(config({ ...four, maxInstantRedoubles: 40 })).ok).toBe(true);
  });
});

describe('CU-8 / CU-9: Jacoby and automatic doubles (money play)', () => {
  it('§11 item 15 / CU-9: two opening ties with a limit of 1 → cube 2 (not 4), centred', () => {
    const s = act(money({ variant: 'short-tavla', cube: { automaticDoubles: 1 } }), { type: 'opening-roll', white: 3, black: 3 }, { type: 'opening-roll', white: 5, black: 5 });
    expect(s.cube).toEqual({ value: 2, owner: null });
    expect(s.game.automaticDoubles).toBe(1);
    expect(s.phase).toBe('opening');
    const started = act(s, opening('black'));
    expect(started.cube).toEqual({ value: 2, owner: null });
  });

  it('CU-9: off by default — a tie just rerolls', () => {
    const s = act(money({ variant: 'short-tavla' }), { type: 'opening-roll', white: 2, black: 2 });
    expect(s.cube).toEqual({ value: 1, owner: null });
    expect(s.phase).toBe('opening');
  });

  it('CU-9 with limit 3: three ties double three times', () => {
    let s = money({ variant: 'short-tavla', cube: { automaticDoubles: 3 } });
    for (let i = 0; i < 4; i++) s = act(s, { type: 'opening-roll', white: 4, black: 4 });
    expect(s.cube.value).toBe(8);
  });

  it('CU-8: Jacoby is on by default in money play and off in matches', () => {
    expect(money({ variant: 'short-tavla' }).settings.cube.jacoby).toBe(true);
    expect(match({ variant: 'short-tavla' }).settings.cube.jacoby).toBe(false);
  });
});

describe('CU-10: Crawford and post-Crawford', () => {
  it('§11 item 14: match to 5, score 4–1: no cube actions at all in the next game; cube available again at 4–2', () => {
    let s = match({ variant: 'short-tavla', match: { length: 5 } });
    s = loseGame(s, 'black', 'koks'); // 3-0
    s = loseGame(act(s, { type: 'next-game' }), 'white'); // 3-1
    s = loseGame(act(s, { type: 'next-game' }), 'black'); // 4-1
    expect(s.match.score).toEqual({ white: 4, black: 1 });
    s = act(s, { type: 'next-game' });
    expect(s.game.crawford).toBe(true);
    s = playOut(act(s, opening('black')));
    expect(s.toAct).toBe('white');
    expect(legalTypes(s)).not.toContain('double');
    refused(s, { type: 'double' }, 'crawford-game');
    s = turn(s, [3, 1]);
    expect(s.toAct).toBe('black');
    refused(s, { type: 'double' }, 'crawford-game'); // both players are barred (CONFLICT-20)
    s = loseGame(turn(s, [5, 2]), 'white'); // 4-2
    expect(s.match.score).toEqual({ white: 4, black: 2 });
    s = playOut(act(s, { type: 'next-game' }, opening('white')));
    expect(s.game.crawford).toBe(false);
    expect(s.match.postCrawford).toBe(true);
    expect(legalTypes(s)).toContain('double');
  });

  it('CU-10 holland: post-Crawford, the trailer may not double until both have rolled twice', () => {
    let s = match({ variant: 'short-tavla', match: { length: 2, holland: true } });
    s = loseGame(s, 'black'); // 1-0: next game is Crawford
    s = loseGame(act(s, { type: 'next-game' }), 'white'); // 1-1: post-Crawford from now on
    s = playOut(act(s, { type: 'next-game' }, opening('white')));
    expect(s.match.postCrawford).toBe(true);
    // Level scores: nobody trails, so Holland does not apply.
    expect(legalTypes(s)).toContain('double');
    let t = match({ variant: 'short-tavla', match: { length: 3, holland: true } });
    t = loseGame(t, 'black', 'mars'); // 2-0 → Crawford
    t = loseGame(act(t, { type: 'next-game' }), 'white'); // 2-1 → post-Crawford, Black trails
    t = playOut(act(t, { type: 'next-game' }, opening('white')));
    expect(t.toAct).toBe('black');
    refused(t, { type: 'double' }, 'holland-rule');
    t = turn(turn(t, [3, 1]), [4, 2]); // Black 1 roll, White 2 rolls (the opening move counts)
    expect(t.toAct).toBe('black');
    refused(t, { type: 'double' }, 'holland-rule');
    t = turn(turn(t, [5, 2]), [6, 3]); // both have now rolled at least twice
    expect(legalTypes(t)).toContain('double');
  });
});

describe('match.deadCube: GNU Backgammon\'s dead cube (an option; CU-2 (docs/rules/cube.md) has no such limit)', () => {
  it('CU-2: by default a double is allowed even when the cube already covers what the doubler needs', () => {
    const s = playOut(act(match({ variant: 'short-tavla', match: { length: 1 } }), opening('black')));
    expect(s.settings.match.deadCube).toBe(false);
    expect(legalTypes(s)).toContain('double');
    expect(act(s, { type: 'double' }).phase).toBe('double');
  });

  it('deadCube: in a 1-point match nobody may double; the refusal is cube-dead and double is not listed', () => {
    let s = playOut(act(match({ variant: 'short-tavla', match: { length: 1, deadCube: true } }), opening('black')));
    expect(s.toAct).toBe('white');
    expect(legalTypes(s)).toEqual(['roll', 'resign']);
    refused(s, { type: 'double' }, 'cube-dead');
    s = turn(s, [3, 1]);
    expect(s.toAct).toBe('black');
    refused(s, { type: 'double' }, 'cube-dead');
  });

  it('deadCube: post-Crawford the leader may not double, the trailer may; the owner\'s redouble dies once the cube covers his need', () => {
    let s = match({ variant: 'short-tavla', match: { length: 5, deadCube: true } });
    s = loseGame(s, 'black', 'koks'); // 3-0
    s = loseGame(act(s, { type: 'next-game' }), 'black'); // 4-0: Crawford game next
    s = loseGame(act(s, { type: 'next-game' }), 'white'); // 4-1: post-Crawford
    s = playOut(act(s, { type: 'next-game' }, opening('black')));
    expect(s.toAct).toBe('white');
    refused(s, { type: 'double' }, 'cube-dead'); // 1 ≥ 5 − 4
    s = turn(s, [3, 1]);
    expect(legalTypes(s)).toContain('double'); // Black needs 4
    s = act(s, { type: 'double' }, { type: 'take' }); // cube 2, White's — and dead for him
    s = turn(s, [4, 2]);
    expect(s.toAct).toBe('white');
    refused(s, { type: 'double' }, 'cube-dead');
    s = turn(s, [5, 2]);
    refused(s, { type: 'double' }, 'cube-not-yours'); // Black does not own the cube
  });

  it('deadCube is a match rule: money play refuses it', () => {
    const r = newGame({ variant: 'short-tavla', match: { deadCube: true } });
    expect(!r.ok && r.error.code).toBe('invalid-config');
  });
});

describe('CU-11 / CU-12: where the cube applies', () => {
  it('CU-11: matches refuse beavers, raccoons, Jacoby and automatic doubles', () => {
    for (const cube of [{ beaver: true }, { raccoon: true, beaver: true }, { jacoby: true }, { automaticDoubles: 1 }]) {
      const r = newMatch({ variant: 'short-tavla', cube });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('money-play-only');
    }
  });

  it('CU-12 / LN-19 / PL-21 / FE-12: the cube is on in short tavla and long nard sport, off in Turkish tavla, long nard traditional, crazy gulbar, six-one, plakoto, Fevga', () => {
    const expected: Record<string, boolean> = { 'short-tavla': true, 'long-nard': false, 'crazy-gulbar': false, 'six-one': false, plakoto: false, fevga: false };
    for (const variant of playableVariants()) {
      const s = match({ variant });
      expect(s.settings.cube.enabled, variant).toBe(expected[variant]);
      if (!s.settings.cube.enabled) {
        const rolled = act(s, opening('white'));
        const toRoll = rolled.phase === 'play' ? playOut(rolled) : rolled;
        expect(legalActions(toRoll).some((a) => a.type === 'double')).toBe(false);
        refused(toRoll, { type: 'double' }, 'cube-disabled');
      }
    }
    expect(match({ variant: 'short-tavla', preset: 'turkish' }).settings.cube.enabled).toBe(false);
    expect(match({ variant: 'long-nard', preset: 'sport' }).settings.cube.enabled).toBe(true);
    expect(match({ variant: 'long-nard', cube: { enabled: true } }).settings.cube.enabled).toBe(true);
    expect(match({ variant: 'fevga', preset: 'moultezim' }).settings.cube.enabled).toBe(false);
  });

  it('PL-21 / FE-12 / TV-7 / TV-11: the cube cannot be turned on where the rules have none; PO-5 lets Portes have one', () => {
    const forbidden: readonly [GameConfig, string][] = [
      [{ variant: 'plakoto' }, 'PL-21'],
      [{ variant: 'plakoto', preset: 'tapa' }, 'PL-21'],
      [{ variant: 'plakoto', preset: 'tapaQjs' }, 'PL-21'],
      [{ variant: 'fevga' }, 'FE-12'],
      [{ variant: 'fevga', preset: 'moultezim' }, 'FE-12'],
      [{ rotation: 'tavliMatch' }, 'TV-7'],
      [{ rotation: 'tablaMatch' }, 'TV-11'],
      // A rotation of the caller's with one game that has no cube: that game rules it out.
      [{ rotation: [{ variant: 'short-tavla' }, { variant: 'fevga' }] }, 'FE-12'],
      [{ rotation: [{ variant: 'fevga' }, { variant: 'short-tavla' }] }, 'FE-12'],
    ];
    for (const [config, rule] of forbidden) {
      const r = newMatch({ ...config, cube: { enabled: true } });
      expect(r.ok, JSON.stringify(config)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('invalid-config');
        expect(r.error.message).toContain(`without the doubling cube (${rule})`);
        // The game without the cube is named, or the match preset whose rule it is.
        expect(r.error.message).toMatch(Array.isArray(config.rotation) ? /^game \d of the rotation/ : /^(the match|Plakoto|Fevga)/);
      }
      // Left to its defaults the same match has no cube, even where its first game would bring one.
      expect(match(config).settings.cube).toMatchObject({ enabled: false, jacoby: false });
      expect(match(config).settings.match.crawford).toBe(false);
    }
    // TV-7's "no Crawford game": the rules of doubling need a cube (CU-10, CU-12).
    for (const extra of [{ crawford: true }, { crawford: true, holland: true }, { deadCube: true }]) {
      for (const config of [{ rotation: 'tavliMatch' }, { variant: 'short-tavla', cube: { enabled: false } }] as const) {
        const r = newMatch({ ...config, match: { length: 5, ...extra } });
        expect(r.ok ? null : r.error.code, JSON.stringify([config, extra])).toBe('invalid-config');
      }
    }
    // PO-5's option: Portes (alone, or with games that have a cube) may be played with one.
    expect(match({ variant: 'short-tavla', preset: 'portes', cube: { enabled: true } }).settings.cube.enabled).toBe(true);
    expect(match({ rotation: [{ variant: 'short-tavla', preset: 'portes' }, { variant: 'long-nard' }], cube: { enabled: true } }).settings.cube.enabled).toBe(true);
  });

  it('CU-12: the cube multiplies long nard sport points', () => {
    let s = playOut(act(match({ variant: 'long-nard', preset: 'sport' }), opening('white')));
    s = act(s, { type: 'double' }, { type: 'take' }, { type: 'resign', level: 'mars' }, { type: 'accept-resignation' });
    expect(s.game.result?.points).toEqual({ white: 4, black: 0 });
  });
});

describe('CG-11 / CU-2: no cube action inside a turn', () => {
  it('CG-11: between the stages of a turn (and before transferred play) nobody may double, in every variant with a cube', () => {
    // Plakoto and Fevga have none (PL-21, FE-12): their default preset says so.
    const withCube = playableVariants().filter(cubeAllowed);
    expect(withCube).toEqual(['short-tavla', 'long-nard', 'crazy-gulbar', 'six-one']);
    for (const variant of withCube) {
      let s = playOut(act(money({ variant, cube: { enabled: true }, opening: { firstMove: 'winnerRerolls' } }), opening('white')));
      expect(s.phase, variant).toBe('roll');
      s = act(s, { type: 'roll', dice: [1, 1] }); // a double: a cascade of stages where the variant has one
      while (s.phase === 'play') {
        expect(legalActions(s).some((a) => a.type === 'double'), variant).toBe(false);
        refused(s, { type: 'double' }, 'already-rolled');
        const first = legalActions(s).find((a) => a.type === 'play')!;
        s = act(s, first);
      }
      expect(['roll', 'game-over']).toContain(s.phase);
    }
  });
});

describe('CU-13', () => {
  it('CU-13: "with dave there is no mars" is off by default and available as noGammonsOnceCubed', () => {
    expect(money({ variant: 'short-tavla' }).settings.cube.noGammonsOnceCubed).toBe(false);
    const s = act(blackToRoll({ noGammonsOnceCubed: true, jacoby: false }), { type: 'double' }, { type: 'take' });
    const done = act(s, { type: 'resign', level: 'mars' }, { type: 'accept-resignation' });
    expect(done.game.result).toMatchObject({ kind: 'mars', multiplier: 1, single: true, points: { white: 2, black: 0 } });
  });
});
