import { describe, expect, it } from 'vitest';
import { apply, fromFibsBoard, fromGnubgId, newMatch, toFibsBoard, type GameState } from '../../src/index.js';
import { runs } from '../tier.js';
import { FILES, SNAPSHOTS } from './match-files-fixture.js';

/**
 * FIBS board strings: every `board:` line GNU Backgammon printed (`set output rawboard on`) while
 * playing the matches of test/oracle/match-files.py is read back to the state of gnubg's own
 * position and match IDs at that moment; the library writes the same line, field for field,
 * except where gnubg departs from the FIBS protocol (docs/notation.md). The quick tier takes
 * every 20th board and those with a double waiting, the full tier all of them.
 */

/** The state's facts a board carries. */
function facts(s: GameState): unknown {
  return {
    white: s.position.white,
    black: s.position.black,
    turn: s.position.turn,
    dice: s.dice,
    cube: s.cube,
    offer: s.offer,
    phase: s.phase,
    toAct: s.toAct,
    score: s.match.score,
    length: s.match.length,
    crawford: s.game.crawford,
  };
}

/**
 * A FIBS board has fifteen checkers a side (borne-off ones are what is left of them), so the
 * Hypergammon files' boards are left out: the library refuses to write them (NH-3, docs/notation.md).
 */
const HYPER = new Set(FILES.filter((f) => f.variation?.endsWith('hypergammon') === true).map((f) => f.name));

/** Every 20th board in the quick tier, and every board with an offer waiting (field 40), which are rare. */
const CHOSEN = SNAPSHOTS.filter((s) => !HYPER.has(s.file)).filter((s, i) => i % runs(20, 1) === 0 || s.board.split(':')[40] !== '0');
const SAMPLE = CHOSEN.flatMap((s) => {
  const state = fromGnubgId(`${s.positionId}:${s.matchId}`);
  if (!state.ok) throw new Error(state.error.message);
  return ['roll', 'play', 'double'].includes(state.value.phase) ? [{ ...s, state: state.value }] : [];
});

/**
 * Fields where gnubg departs from the FIBS protocol and the library follows the protocol: 3 the
 * length of money play (gnubg 0, FIBS 9999), 33-36 the dice (gnubg writes them in both players'
 * fields, FIBS in the roller's), 47-48 the checkers on the bar (gnubg 0), 49 "can move" (gnubg 0).
 */
const GNUBG_DEPARTS = new Set([3, 33, 34, 35, 36, 47, 48, 49]);

describe('FIBS board strings written by GNU Backgammon', () => {
  it('cover doubles, beavers and raccoons waiting, dice down, both players on roll, Crawford games, money play', () => {
    const states = SAMPLE.map((s) => s.state);
    expect(SNAPSHOTS.length).toBeGreaterThan(10_000);
    expect(states.some((s) => s.offer?.kind === 'double')).toBe(true);
    expect(states.some((s) => s.offer?.kind === 'beaver')).toBe(true);
    expect(states.some((s) => s.offer?.kind === 'raccoon')).toBe(true);
    expect(states.some((s) => s.game.crawford)).toBe(true);
    expect(states.some((s) => s.match.length === null)).toBe(true);
    expect(new Set(states.map((s) => s.position.turn)).size).toBe(2);
  });

  it('read back to gnubg\'s position, turn, dice, cube, offer, score and Crawford game', () => {
    for (const s of SAMPLE) {
      const read = fromFibsBoard(s.board);
      if (!read.ok) throw new Error(`${s.board}: ${read.error.message}`);
      expect(facts(read.value.state), s.board).toEqual(facts(s.state));
      // gnubg's player 1 ("You") is Black; its player 0 White.
      expect(read.value.you).toBe('black');
      expect(read.value.names.black).toBe(s.board.split(':')[1]);
    }
  });

  it('NH-3: the Hypergammon files\' states are refused as FIBS boards (fewer than fifteen checkers a side)', () => {
    const hyper = SNAPSHOTS.filter((s) => HYPER.has(s.file));
    expect(hyper.length).toBeGreaterThan(0);
    const file = FILES.find((f) => f.name === hyper[0]!.file)!;
    const n = Number(file.variation!.charAt(0));
    const state = fromGnubgId(`${hyper[0]!.positionId}:${hyper[0]!.matchId}`, { preset: 'hypergammon', shortTavla: { hyperCheckers: n as 1 | 2 | 3 } });
    if (!state.ok) throw new Error(state.error.message);
    const written = toFibsBoard(state.value);
    expect(written.ok ? null : written.error.code).toBe('unrepresentable-state');
  });

  it('written field for field as gnubg writes them, but for the fields where gnubg departs from FIBS', () => {
    for (const s of SAMPLE) {
      const [, you, them] = s.board.split(':');
      const written = toFibsBoard(s.state, { names: { black: you!, white: them! } });
      if (!written.ok) throw new Error(written.error.message);
      const mine = written.value.split(':');
      const theirs = s.board.split(':');
      expect(mine.length).toBe(theirs.length);
      for (let k = 0; k < mine.length; k++) if (!GNUBG_DEPARTS.has(k)) expect(mine[k], `field ${k} of ${s.board}`).toBe(theirs[k]);
    }
  });
});

describe('FIBS board strings: orientations, colours, and the protocol\'s own ways', () => {
  const start = newMatch({ variant: 'short-tavla', match: { length: 7 } });
  if (!start.ok) throw new Error(start.error.message);
  const rolled = apply(start.value, { type: 'opening-roll', white: 3, black: 1 });
  if (!rolled.ok) throw new Error(rolled.error.message);

  it('reads back what it writes from either seat, in both colours and both directions', () => {
    for (const you of ['white', 'black'] as const) {
      for (const colour of [1, -1] as const) {
        for (const direction of [1, -1] as const) {
          const written = toFibsBoard(rolled.value, { you, colour, direction });
          if (!written.ok) throw new Error(written.error.message);
          const read = fromFibsBoard(written.value, { you });
          if (!read.ok) throw new Error(read.error.message);
          expect(facts(read.value.state)).toEqual(facts(rolled.value));
        }
      }
    }
  });

  it('the start position for the player on roll, as the FIBS documentation shows it', () => {
    const written = toFibsBoard(rolled.value, { you: 'white', names: { white: 'You', black: 'someplayer' } });
    expect(written.ok && written.value).toBe(
      'board:You:someplayer:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:3:1:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:1',
    );
  });

  it('FIBS\'s unlimited length 9999 is money play; a turned cube with both may-double flags cleared is a double waiting', () => {
    const money = 'board:You:opp:9999:3:1:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:-1:0:0:0:0:1:0:0:0:1:-1:0:25:0:0:0:0:0:0:0:1';
    const read = fromFibsBoard(money, { you: 'white' });
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.state.match.length).toBe(null);
    expect(read.value.state.match.score).toEqual({ white: 3, black: 1 });
    expect(read.value.state.phase).toBe('double');
    expect(read.value.state.toAct).toBe('white');
  });

  it('refuses, with a code, what is no board', () => {
    const good = 'board:You:someplayer:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:3:1:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:1';
    const cases: readonly [string, string][] = [
      ['boards:' + good.slice(6), 'malformed-fibs-board'],
      [good.replace(':7:', ':x:'), 'malformed-fibs-board'],
      [`${good}:0`, 'malformed-fibs-board'],
      [good.replace(':1:-1:0:25:', ':1:-1:25:0:'), 'malformed-fibs-board'], // home and bar against the direction
      [good.replace(':0:25:0:0:', ':0:25:1:0:'), 'malformed-fibs-board'], // one borne off, says "on home"; the board has 15
      [good.replace(':0:-2:0:', ':0:-3:0:'), 'invalid-position'], // 16 checkers
      [good.replace(':0:1:3:1:', ':0:0:3:1:'), 'invalid-game-state'], // turn 0: the game is over
      ['x'.repeat(5000), 'input-too-long'],
    ];
    for (const [text, code] of cases) {
      const read = fromFibsBoard(text);
      expect(!read.ok && read.error.code, text.slice(0, 60)).toBe(code);
    }
    expect(fromFibsBoard(42 as unknown as string).ok).toBe(false);
    expect(toFibsBoard(start.value).ok).toBe(false); // the roll-off: no board yet
  });
});
