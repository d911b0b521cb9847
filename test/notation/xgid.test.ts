import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, fromGnubgId, fromXgid, gamePosition, legalActions, newGame, toGnubgId, toXgid, type GameState } from '../../src/index.js';
import { editMatchId } from './match-id-bits.js';
import { matchIds } from './match-ids-fixture.js';
import { runs } from '../tier.js';
import { diceFromBits, randomMove } from './random-play.js';

/**
 * eXtreme Gammon's XGID read into and written from GameStates. gnubg 1.07 reads XGIDs (`set
 * xgid`) but cannot write them, so the oracle is one way: for the 26 moments of match-ids.json
 * an XGID can hold, test/oracle/match-ids.py wrote the XGID with its own encoder and recorded the
 * IDs gnubg's reader makes of it. Published examples are cited where used.
 */

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** A match ID with the players swapped (owner, on roll, turn, scores). */
function mirrorMatchId(id: string): string {
  return editMatchId(id, (bits) => {
    const field = (s: number, n: number): number[] => bits.slice(s, s + n);
    const owner = field(4, 2);
    const scores = [...field(51, 15), ...field(36, 15)];
    if (!(owner[0] === 1 && owner[1] === 1)) bits.splice(4, 2, 1 - owner[0]!, 0);
    bits[6] = 1 - bits[6]!;
    bits[11] = 1 - bits[11]!;
    bits.splice(36, 30, ...scores);
  });
}

describe('XGID: the moments of match-ids.json, against our oracle encoder and gnubg\'s reader', () => {
  const withXgid = matchIds.snapshots.filter((s) => s.xgid !== undefined);

  it('26 moments carry an XGID, and gnubg read every one of them', () => {
    expect(withXgid.length).toBe(26);
    expect(withXgid.every((s) => s.xgidImport !== undefined)).toBe(true);
    expect(mirrorMatchId(mirrorMatchId('QQmgADAACAAE'))).toBe('QQmgADAACAAE');
  });

  for (const snap of withXgid) {
    it(`${snap.flow}: ${snap.label} (${snap.xgid!})`, () => {
      const id = `${snap.positionId}:${snap.matchId}`;
      let state = ok(fromGnubgId(id));
      // gnubg's `set beavers` is a money setting the match ID does not carry; the XGID does.
      if (snap.settings.matchLength === 0 && snap.settings.beavers > 0) {
        state = { ...state, settings: { ...state.settings, cube: { ...state.settings.cube, beaver: true } } };
      }
      expect(toXgid(state)).toEqual({ ok: true, value: snap.xgid });
      const read = ok(fromXgid(snap.xgid!));
      expect(toGnubgId(read)).toEqual({ ok: true, value: id });
      expect(read.settings.cube.beaver).toBe(state.settings.cube.beaver);
      // gnubg's reader makes the XGID's player on turn its player 1 (Black here): when White is
      // on roll its IDs have the colours swapped. The position ID is the mover's view either way.
      const imported = snap.xgidImport!;
      expect(imported.positionId).toBe(snap.positionId);
      expect(imported.matchId).toBe(read.position.turn === 'black' ? snap.matchId : mirrorMatchId(snap.matchId));
    });
  }
});

describe('XGID: published examples', () => {
  it('the start position, money play, Black to roll (XG\'s usual empty-board default, e.g. Fortuitous/CubeViz js/bgLog/bglogCore-2010C-JB-CC-svg.js)', () => {
    const s = ok(fromXgid('XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'));
    expect(s.phase).toBe('roll');
    expect(s.toAct).toBe('black');
    expect(s.match.length).toBe(null);
    expect(s.settings.cube).toMatchObject({ jacoby: false, beaver: false, maxValue: 1024 });
    expect(s.position.white.points).toEqual({ 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(s.position.black.points).toEqual({ 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(ok(toGnubgId(s))).toBe('4HPwATDgc/ABMA:cAkAAAAAAAAE');
    expect(toXgid(s)).toEqual({ ok: true, value: 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10' });
  });

  it('a 7-point match at 6-4 for the bottom player, Crawford game, 3-1 to play (backgammonforums.com/t/how-to-post-positions/153)', () => {
    const text = 'XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10';
    const s = ok(fromXgid(text));
    expect(s.phase).toBe('play');
    expect(s.toAct).toBe('black');
    expect(s.dice).toEqual([3, 1]);
    expect(s.match).toMatchObject({ length: 7, score: { black: 6, white: 4 } });
    expect(s.game.crawford).toBe(true);
    expect(s.position.black.points).toEqual({ 2: 1, 5: 2, 6: 2, 7: 2, 8: 2, 11: 2, 13: 2, 24: 2 });
    expect(s.position.white.points).toEqual({ 21: 2, 13: 2, 6: 4, 5: 2, 4: 2, 3: 3 });
    expect(legalActions(s).every((a) => a.type !== 'double')).toBe(true);
    expect(toXgid(s)).toEqual({ ok: true, value: text });
  });
});

describe('XGID: cube decisions, limits and errors', () => {
  const board = '-b----E-C---eE---c-e----B-';

  it('D: the player on turn has doubled, the other answers; B and R send the decision back and forth (CU-2, CU-6, CU-7)', () => {
    const d = ok(fromXgid(`XGID=${board}:1:1:1:D:0:0:2:0:10`));
    expect(d).toMatchObject({ phase: 'double', toAct: 'white', offer: { kind: 'double', offerer: 'black', offered: 4 }, cube: { value: 2, owner: 'black' } });
    const b = ok(fromXgid(`XGID=${board}:1:-1:1:B:0:0:2:0:10`));
    expect(b).toMatchObject({ toAct: 'black', offer: { kind: 'beaver', offerer: 'white', offered: 4 }, cube: { value: 2, owner: 'white' } });
    const r = ok(fromXgid(`XGID=${board}:2:-1:1:R:0:0:2:0:10`));
    expect(r).toMatchObject({ toAct: 'white', offer: { kind: 'raccoon', offerer: 'black', offered: 8 } });
    for (const s of [d, b, r]) expect(toXgid(s).ok && fromXgid((toXgid(s) as { value: string }).value)).toEqual({ ok: true, value: s });
    const taken = ok(apply(d, { type: 'take' }));
    expect(toXgid(taken)).toEqual({ ok: true, value: `XGID=${board}:2:-1:1:00:0:0:2:0:10` });
  });

  it('with no maximum cube, writes 2^10 or the cube (or the offer) where that is bigger, so the XGID reads back (CU-4)', () => {
    // Money play with no maximum: the players double and take until the cube passes XG's usual 2^10.
    let s = ok(newGame({ variant: 'short-tavla', cube: { maxValue: null } }));
    s = ok(apply(s, { type: 'opening-roll', white: 3, black: 1 }));
    s = ok(apply(s, { type: 'play', play: '8/5 6/5' }));
    const seen: string[] = [];
    for (let doubles = 1; doubles <= 15; doubles++) {
      const offered = ok(apply(s, { type: 'double' }));
      s = ok(apply(offered, { type: 'take' }));
      for (const state of [offered, s]) {
        const xgid = ok(toXgid(state));
        seen.push(xgid.slice(xgid.lastIndexOf(':') + 1));
        const read = ok(fromXgid(xgid));
        expect(read.cube).toEqual(state.cube);
        expect(read.offer).toEqual(state.offer);
        expect(read.settings.cube.maxValue).toBe(2 ** Number(seen.at(-1)));
      }
      s = ok(apply(s, { type: 'roll', dice: [1, 2] }));
      s = ok(apply(s, legalActions(s, 'play')[0]!));
    }
    // Two XGIDs a double (offered, taken): 2^10 up to the cube of 1024, then 2^11 from the offer of 2048 on.
    expect(seen.slice(0, 4)).toEqual(['10', '10', '10', '10']);
    expect(seen.slice(18, 22)).toEqual(['10', '10', '11', '11']);
    expect(seen.at(-1)).toBe('15');
    // An offer past the largest cube an XGID can show (2^15) is refused, never written unreadable.
    const tooBig = toXgid(ok(apply(s, { type: 'double' })));
    expect(!tooBig.ok && tooBig.error.code).toBe('unrepresentable-state');
    expect(!tooBig.ok && tooBig.error.message).toContain('not the offer (65536)');
  });

  it('refuses resignations, finished games, the roll-off and other variants (unrepresentable-state)', () => {
    const start = ok(newGame({ variant: 'short-tavla' }));
    expect(toXgid(start)).toMatchObject({ ok: false, error: { code: 'unrepresentable-state' } });
    const rolled = ok(apply(start, { type: 'opening-roll', white: 3, black: 1 }));
    const resigning = ok(apply(rolled, { type: 'resign', level: 'oin' }));
    expect(toXgid(resigning)).toMatchObject({ ok: false, error: { code: 'unrepresentable-state' } });
    const over = ok(apply(resigning, { type: 'accept-resignation' }));
    expect(toXgid(over)).toMatchObject({ ok: false, error: { code: 'unrepresentable-state' } });
    const nard = ok(apply(ok(newGame({ variant: 'long-nard' })), { type: 'opening-roll', white: 3, black: 1 }));
    expect(toXgid(nard)).toMatchObject({ ok: false, error: { code: 'unrepresentable-state' } });
  });

  it('reads bad XGIDs as specific errors', () => {
    const cases: [string, string][] = [
      ['', 'malformed-xgid'],
      [`XGID=${board}:0:0:1:00:0:0:0:0`, 'ok'], // 9 fields: no maximum cube
      [`XGID=${board}:0:0:1:00:0:0:0`, 'malformed-xgid'],
      [`XGID=${board.slice(1)}:0:0:1:00:0:0:0:0:10`, 'malformed-xgid'],
      [`XGID=${board.replace('E', 'Z')}:0:0:1:00:0:0:0:0:10`, 'malformed-xgid'],
      [`XGID=${board}:0:0:2:00:0:0:0:0:10`, 'malformed-xgid'],
      [`XGID=${board}:0:0:1:07:0:0:0:0:10`, 'malformed-xgid'],
      [`XGID=${board}:16:0:1:00:0:0:0:0:10`, 'malformed-xgid'],
      [`XGID=${board}:0:0:1:00:0:0:2:5:10`, 'malformed-xgid'], // flags 2 in a match
      [`XGID=${board.replace('E', 'F')}:0:0:1:00:0:0:0:0:10`, 'invalid-position'], // 16 checkers
      [`XGID=${board.replace('--B-', '--Bb')}:0:0:1:00:0:0:0:0:10`, 'malformed-xgid'], // White's checker on Black's bar
      [`XGID=${board}:1:-1:1:D:0:0:0:5:10`, 'invalid-game-state'], // doubling a cube the opponent owns
      [`XGID=${board}:0:0:1:D:0:0:1:5:10`, 'invalid-game-state'], // a double in the Crawford game
      [`XGID=${board}:0:0:1:B:0:0:0:5:10`, 'invalid-game-state'], // a beaver in a match
      [`XGID=${board}:0:0:1:00:5:0:0:5:10`, 'invalid-game-state'], // a game in play at 5 of 5
      [`XGID=${board}:7:0:1:00:0:0:0:0:6`, 'invalid-game-state'], // a 128-cube over a maximum of 64
    ];
    for (const [text, code] of cases) {
      const r = fromXgid(text);
      expect(r.ok ? 'ok' : r.error.code, text).toBe(code);
    }
  });

  it('reads the prefix in any case, and says how long a wrong board is', () => {
    const exact = ok(fromXgid(`XGID=${board}:0:0:1:00:0:0:0:0:10`));
    expect(ok(fromXgid(`xgid=${board}:0:0:1:00:0:0:0:0:10`))).toEqual(exact);
    expect(ok(fromXgid(`${board}:0:0:1:00:0:0:0:0:10`))).toEqual(exact);
    const short = fromXgid(`XGID=${board.slice(1)}:0:0:1:00:0:0:0:0:10`);
    expect(short.ok ? '' : short.error.message).toMatch(/is not an XGID: its board has 25 characters, where an XGID's has 26\.$/);
  });

  it('continuing play from a decoded XGID works: roll, play, double through the reducer', () => {
    let s = ok(fromXgid(`XGID=${board}:0:0:-1:00:0:0:1:0:10`));
    expect(legalActions(s).map((a) => a.type)).toContain('double');
    s = ok(apply(s, { type: 'roll', dice: [6, 5] }));
    s = ok(apply(s, { type: 'play', play: '24/13' }));
    expect(gamePosition(s)?.turn).toBe('black');
    // White ran a back checker 24/13: his 24 is Black's 1 (index 1), his 13 Black's 12 (index 12).
    expect(toXgid(s)).toEqual({ ok: true, value: 'XGID=-a----E-C---fE---c-e----B-:0:0:1:00:0:0:1:0:10' });
  });

  it('round trip: XGIDs written from states met in random money play read back to the same states (fast-check)', () => {
    const start = ok(newGame({ variant: 'short-tavla', cube: { beaver: true, raccoon: true } }));
    let written = 0;
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), (choices) => {
        let state: GameState = start;
        for (const c of choices) {
          const next = randomMove(state, (count) => c % count, diceFromBits(c));
          if (next === null) break;
          state = next;
          const x = toXgid(state);
          if (!x.ok) continue;
          written++;
          const back = ok(fromXgid(x.value));
          expect(toXgid(back)).toEqual(x);
          expect(toGnubgId(back)).toEqual(toGnubgId(state));
        }
      }),
      { numRuns: runs(30, 1000) },
    );
    expect(written).toBeGreaterThan(100);
  });
});
