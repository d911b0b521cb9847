import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromXgid, gnubgPositionId, positionFromSetup, positionFromXgid, positionToXgid, startPosition, type Setup } from '../../src/index.js';
import { runs } from '../tier.js';
import { shortTavlaPosition } from '../property/arbitraries.js';

/** XGID for a bare position: board and player on turn, the rest a money game before the roll. */

const toGnubg = (setup: Setup): string => {
  const p = positionFromSetup(setup);
  if (!p.ok) throw new Error(p.error.message);
  return gnubgPositionId(p.value);
};

describe('positionToXgid / positionFromXgid', () => {
  it('the start position, Black on turn (the bottom player, upper case)', () => {
    const start = startPosition('short-tavla');
    if (!start.ok) throw new Error(start.error.message);
    const black = start.value.withTurn('black');
    expect(positionToXgid(black)).toEqual({ ok: true, value: 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10' });
    const read = positionFromXgid('XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10');
    expect(read.ok && read.value.equals(black)).toBe(true);
  });

  it('reads the board and turn of any well-formed XGID, also one no game can be in (a double on the cube the opponent owns)', () => {
    const game = 'XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10';
    const odd = 'XGID=--A-bBBBB--BbB-----dbbc-B-:1:1:-1:D:6:4:0:7:10';
    const state = fromXgid(game);
    const position = positionFromXgid(odd);
    if (!state.ok || !position.ok) throw new Error('not read');
    expect(fromXgid(odd).ok).toBe(false);
    expect(position.value.turn).toBe('white');
    expect(gnubgPositionId(position.value, 'black')).toBe(toGnubg(state.value.position));
  });

  it('round trip: every short tavla position comes back with its board and turn', () => {
    fc.assert(
      fc.property(shortTavlaPosition, (p) => {
        const text = positionToXgid(p);
        if (!text.ok) throw new Error(text.error.message);
        const back = positionFromXgid(text.value);
        if (!back.ok) throw new Error(back.error.message);
        expect(back.value.turn).toBe(p.turn);
        expect(gnubgPositionId(back.value)).toBe(gnubgPositionId(p));
      }),
      { numRuns: runs(100, 1000) },
    );
  });

  it('refusals', () => {
    expect(positionFromXgid('XGID=-b----E-C---eE---c-e----B-:0:0:2:00:0:0:0:0:10').ok).toBe(false);
    const bad = positionFromXgid('XGID=-b----E-C---eE---c-e----BB:0:0:1:00:0:0:0:0:10');
    expect(!bad.ok && bad.error.code).toBe('invalid-position');
    const long = positionFromXgid('X'.repeat(300));
    expect(!long.ok && long.error.code).toBe('input-too-long');
    const nard = startPosition('long-nard');
    if (!nard.ok) throw new Error(nard.error.message);
    const other = positionToXgid(nard.value);
    expect(!other.ok && other.error.code).toBe('unrepresentable-state');
    expect(positionToXgid({} as never).ok).toBe(false);
  });
});
