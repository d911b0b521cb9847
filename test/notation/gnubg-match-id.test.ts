import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, fromGnubgId, gamePresets, legalActions, newGame, newMatch, toGnubgId, type Action, type GameState } from '../../src/index.js';
import { editMatchId } from './match-id-bits.js';
import { matchIds } from './match-ids-fixture.js';
import { runs } from '../tier.js';
import { diceFromBits, randomMove } from './random-play.js';

/**
 * GNU Backgammon's match ID (with the position ID, `positionId:matchId`) read into and written
 * from the reducer's GameState. Oracles: test/fixtures/gnubg/match-ids.json (47 moments reached
 * by real gnubg commands, test/oracle/match-ids.py) and every ID of the 32 flows of
 * test/fixtures/gnubg/matches.json (test/oracle/match.py).
 */

const LEVEL: Readonly<Record<string, string>> = { single: 'oin', gammon: 'mars', backgammon: 'koks' };
const ofLevel = (level: string | null): string | null => (level === null ? null : LEVEL[level]!);

function decode(text: string): GameState {
  const state = fromGnubgId(text);
  if (!state.ok) throw new Error(`${text}: ${state.error.code}: ${state.error.message}`);
  return state.value;
}

describe('GNU Backgammon match IDs: the moments of match-ids.json (gnubg 1.07)', () => {
  it('the fixture: 47 moments, white = gnubg player 0, every kind of moment the brief lists', () => {
    const { snapshots, generator } = matchIds;
    expect(generator.gnubg).toMatch(/^1\.07/);
    expect(generator.players).toEqual({ 0: 'white', 1: 'black' });
    expect(snapshots.length).toBe(47);
    const cubes = new Set(snapshots.map((s) => s.state.cube?.value));
    for (const v of [1, 2, 4, 8, 16, 32, 64]) expect(cubes.has(v)).toBe(true);
    const levels = new Set(snapshots.filter((s) => s.state.gameState === 'playing').map((s) => s.state.resignation));
    expect([...levels].sort()).toEqual(['backgammon', 'gammon', 'single', null].sort());
    expect(new Set(snapshots.map((s) => s.settings.matchLength))).toEqual(new Set([0, 1, 5, 7, 25]));
    expect(new Set(snapshots.map((s) => s.state.gameState))).toEqual(new Set(['playing', 'resigned', 'dropped']));
  });

  for (const snap of matchIds.snapshots) {
    const id = `${snap.positionId}:${snap.matchId}`;
    it(`${snap.flow}: ${snap.label} (${id})`, () => {
      const state = decode(id);
      const g = snap.state;
      // The fields gnubg reported itself (posinfo, cubeinfo, show score).
      expect(state.match.length ?? 0).toBe(snap.settings.matchLength);
      expect(state.match.score).toEqual(g.score);
      if (g.cube !== undefined) expect(state.cube).toEqual(g.cube);
      if (g.onRoll !== undefined) expect(state.position.turn).toBe(g.onRoll);
      if (g.jacoby !== undefined) expect(state.settings.cube.jacoby).toBe(g.jacoby);
      if (g.gameState === 'playing') {
        expect(state.toAct).toBe(g.turn);
        expect(state.dice === null ? null : [Math.max(...state.dice), Math.min(...state.dice)]).toEqual(g.dice);
        expect(state.offer !== null).toBe(g.doubleOffered);
        expect(state.resignation?.level ?? null).toBe(ofLevel(g.resignation));
        // CU-10: cubeinfo's Crawford flag is this game's.
        if (g.crawford !== undefined) expect(state.game.crawford).toBe(g.crawford);
        expect(state.phase).toBe(g.resignation !== null ? 'resignation' : g.doubleOffered ? 'double' : g.dice === null ? 'roll' : 'play');
      } else {
        expect(['game-over', 'match-over']).toContain(state.phase);
        const end = state.game.result!.end;
        expect(end).toBe(g.gameState === 'resigned' ? 'resignation' : g.gameState === 'dropped' ? 'drop' : 'bear-off');
        if (g.gameState === 'resigned') expect(state.game.result!.kind).toBe(ofLevel(g.resignation));
      }
      // Written back: the same two IDs (a game resigned after rolling keeps its dice, as gnubg's does).
      expect(toGnubgId(state)).toEqual({ ok: true, value: id });
      // The decoded state is a state of the reducer: whatever it lists can be played.
      for (const action of legalActions(state)) {
        const playable = action.type === 'roll' ? { ...action, dice: [3, 1] } : action.type === 'opening-roll' ? { ...action, white: 3, black: 1 } : action;
        const next = apply(state, playable as Action);
        expect(next.ok, `${action.type}: ${next.ok ? '' : next.error.message}`).toBe(true);
      }
      expect(legalActions(state).length > 0).toBe(state.phase !== 'match-over');
    });
  }

  it('CU-6 / CU-7: a pending beaver and raccoon read as what they are, with the beaverer owning the cube', () => {
    const [beaver, raccoon] = ['black beavers', 'white raccoons'].map((label) => matchIds.snapshots.find((s) => s.label === label)!);
    const b = decode(`${beaver!.positionId}:${beaver!.matchId}`);
    expect(b.offer).toEqual({ kind: 'beaver', offerer: 'black', offered: 4 });
    expect(b.cube).toEqual({ value: 2, owner: 'black' });
    const r = decode(`${raccoon!.positionId}:${raccoon!.matchId}`);
    expect(r.offer).toEqual({ kind: 'raccoon', offerer: 'white', offered: 8 });
    expect(legalActions(r).map((a) => a.type)).toEqual(['take', 'drop']);
    const taken = apply(r, { type: 'take' });
    expect(taken.ok && taken.value.cube).toEqual({ value: 8, owner: 'black' });
  });
});

interface FlowStep {
  readonly matchId: string | null;
  readonly positionId: string | null;
}

describe('GNU Backgammon match IDs: every ID of the 32 match flows (matches.json)', () => {
  const flows = (JSON.parse(readFileSync(new URL('../fixtures/gnubg/matches.json', import.meta.url), 'utf8')) as {
    flows: { name: string; steps: FlowStep[] }[];
  }).flows;
  const ids = flows.flatMap((f) => f.steps.filter((s) => s.matchId !== null).map((s) => ({ flow: f.name, id: `${s.positionId!}:${s.matchId!}` })));

  it('1,830 IDs decode to reducer states and re-encode identically, except the dice gnubg keeps after an accepted resignation', () => {
    expect(ids.length).toBe(1830);
    const changed: string[] = [];
    for (const { flow, id } of ids) {
      const state = decode(id);
      const back = toGnubgId(state);
      if (!back.ok) throw new Error(`${flow} ${id}: ${back.error.message}`);
      if (back.value !== id) changed.push(`${flow} ${id} -> ${back.value}`);
    }
    // Every one, the three games resigned after rolling included (their dice stay on the table).
    expect(changed).toEqual([]);
  });
});

describe('GNU Backgammon match IDs: states of the reducer', () => {
  it('the start of a 5-point match after the roll-off: white to play 4-1 (gnubg: 4HPwATDgc/ABMA:MAGmAAAAAAAE)', () => {
    const m = newMatch({ variant: 'short-tavla', match: { length: 5 } });
    if (!m.ok) throw new Error(m.error.message);
    expect(toGnubgId(m.value)).toMatchObject({ ok: false, error: { code: 'unrepresentable-state' } });
    const rolled = apply(m.value, { type: 'opening-roll', white: 4, black: 1 });
    expect(rolled.ok && toGnubgId(rolled.value)).toEqual({ ok: true, value: '4HPwATDgc/ABMA:MAGmAAAAAAAE' });
  });

  it('reads what gnubg does not write (the Jacoby bit 0 in a match, the dice low die first) and writes gnubg\'s own form', () => {
    const id = '4HPwATDgc/ABMA:MAGmAAAAAAAE';
    const [position, match] = id.split(':') as [string, string];
    const odd = editMatchId(match, (bits) => {
      expect(bits[66]).toBe(1);
      bits[66] = 0;
      bits.splice(15, 6, ...bits.slice(18, 21), ...bits.slice(15, 18));
    });
    expect(odd).not.toBe(match);
    const read = decode(`${position}:${odd}`);
    expect(read.settings.cube.jacoby).toBe(false);
    expect(toGnubgId(read)).toEqual({ ok: true, value: id });
  });

  it('refuses what the IDs cannot hold: another variant, a cube beyond 2^15, an arithmetic cube', () => {
    const nard = newGame({ variant: 'long-nard' });
    if (!nard.ok) throw new Error(nard.error.message);
    const rolled = apply(nard.value, { type: 'opening-roll', white: 4, black: 1 });
    expect(rolled.ok && toGnubgId(rolled.value)).toMatchObject({ ok: false, error: { code: 'unrepresentable-state' } });
    const big = decode('4HPwATDgc/ABMA:cAkAAAAAAAAA');
    const huge = { ...JSON.parse(JSON.stringify(big)), cube: { value: 65536, owner: 'black' }, settings: { ...big.settings, cube: { ...big.settings.cube, maxValue: null } } } as GameState;
    expect(toGnubgId(huge)).toMatchObject({ ok: false, error: { code: 'unrepresentable-state' } });
    expect(toGnubgId({} as GameState)).toMatchObject({ ok: false, error: { code: 'invalid-game-state' } });
  });

  it('reads inconsistent IDs as specific errors', () => {
    const cases: [string, string][] = [
      ['4HPwATDgc/ABMA', 'malformed-match-id'],
      ['4HPwATDgc/ABMA:cAkAAAAAAAA', 'malformed-match-id'],
      ['4HPwATDgc/ABMA:cAkAAAAAAA!A', 'malformed-match-id'],
      ['4HPwATDgc/ABMA:cAkAAAAAAAA/', 'malformed-match-id'], // unused bits set
      ['4HPwATDgc/ABMA:YAkAAAAAAAAA', 'malformed-match-id'], // owner 2
      ['4HPwATDgc/ABMA:cAAAAAAAAAAA', 'malformed-match-id'], // game state 0
      ['4HPwATDgc/ABM:cAkAAAAAAAAA', 'malformed-position-id'],
      ['4HPwATDgc/ABMA:8AkAAAAAAAAA', 'invalid-game-state'], // Crawford in money play
      ['4HPwATDgc/ABMA:cBmqAAAAAAAE', 'invalid-game-state'], // a double with dice down
      ['4HPwATDgc/ABMA:cAmgAFAAAAAE', 'invalid-game-state'], // a score of 5 in a 5-point match, still playing
      ['4HPwATDgc/ABMA:cAogAAAAAAAE', 'invalid-game-state'], // over, yet nobody has borne off
    ];
    for (const [text, code] of cases) expect(fromGnubgId(text), text).toMatchObject({ ok: false, error: { code } });
  });

  it('round trip under every short tavla preset, with and without a cube: a score carried in is made of games those rules can score (SC-1, CU-1)', () => {
    // Portes, the Turkish and Tabla presets have no cube: a game is worth 1 or 2 (or 3) on a cube of 1.
    let read = 0;
    for (const preset of gamePresets('short-tavla')) {
      const start = newMatch({ variant: 'short-tavla', preset, match: { length: 7 } });
      if (!start.ok) throw new Error(start.error.message);
      let next = 12345;
      const random = (): number => (next = (Math.imul(next, 1103515245) + 12345) >>> 0) >>> 8;
      for (let game = 0; game < runs(3, 12); game++) {
        let state = start.value;
        for (let step = 0; step < 2000 && state.phase !== 'match-over'; step++) {
          state = randomMove(state, (count) => random() % count, () => 1 + (random() % 6))!;
          const id = toGnubgId(state);
          if (!id.ok) continue;
          const back = fromGnubgId(id.value, { preset });
          if (!back.ok) throw new Error(`${preset}: ${id.value}: ${back.error.code}: ${back.error.message}`);
          expect(toGnubgId(back.value)).toEqual(id);
          read++;
        }
      }
    }
    expect(read).toBeGreaterThan(500);
  });

  it('round trip: IDs written from states met in random play read back to the same IDs (fast-check)', () => {
    const seen: string[] = [];
    const start = newGame({ variant: 'short-tavla', cube: { beaver: true, raccoon: true } });
    if (!start.ok) throw new Error(start.error.message);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (choices) => {
        let state = start.value;
        for (const c of choices) {
          const next = randomMove(state, (count) => c % count, diceFromBits(c));
          if (next === null) break;
          state = next;
          const id = toGnubgId(state);
          if (!id.ok) {
            expect(state.phase).toBe('opening');
            continue;
          }
          seen.push(id.value);
          const back = decode(id.value);
          expect(toGnubgId(back)).toEqual(id);
        }
      }),
      { numRuns: runs(30, 1000) },
    );
    expect(seen.length).toBeGreaterThan(100);
  });
});
