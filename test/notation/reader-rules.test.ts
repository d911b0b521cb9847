import { describe, expect, it } from 'vitest';
import { fromFibsBoard, fromXgid, gamePresets, newMatch, toFibsBoard, toXgid, type FibsBoardReadOptions, type GameState, type OptionsInput } from '../../src/index.js';
import { runs } from '../tier.js';
import { randomMove } from './random-play.js';

/**
 * A FIBS board and an XGID do not say which rules their game is played under, as GNU
 * Backgammon's IDs do not: `fromFibsBoard`'s `rules` and `fromXgid`'s `options` name them, as
 * `fromGnubgId`'s `options` do. Read with its rules, a state written from a game of any short
 * tavla preset comes back as a state of that preset; rules these formats cannot hold (fewer than
 * fifteen checkers a side, NH-3) and options that are not short tavla's are refused.
 */

/** States met in random play of a 7-point match under `preset`, every one after a move. */
function statesOf(preset: string, games: number): GameState[] {
  const start = newMatch({ variant: 'short-tavla', preset, match: { length: 7 } });
  if (!start.ok) throw new Error(start.error.message);
  let next = 4242;
  const random = (): number => (next = (Math.imul(next, 1103515245) + 12345) >>> 0) >>> 8;
  const states: GameState[] = [];
  for (let game = 0; game < games; game++) {
    let state: GameState | null = start.value;
    for (let step = 0; step < 400 && state !== null; step++) {
      state = randomMove(state, (count) => random() % count, () => 1 + (random() % 6));
      if (state !== null) states.push(state);
    }
  }
  return states;
}

const codeOf = (r: { ok: boolean; error?: { code: string } }): string | null => (r.ok ? null : r.error!.code);

describe('reading a FIBS board or an XGID under the rules of its game', () => {
  it('round trip under every short tavla preset with fifteen checkers a side: the same line, the same preset (SC-1, CU-1)', () => {
    let fibs = 0;
    let xgids = 0;
    for (const preset of gamePresets('short-tavla')) {
      for (const state of statesOf(preset, runs(2, 8))) {
        const board = toFibsBoard(state);
        if (board.ok) {
          const back = fromFibsBoard(board.value, { rules: { preset } });
          if (!back.ok) throw new Error(`${preset}: ${board.value}: ${back.error.code}: ${back.error.message}`);
          expect(back.value.state.settings.preset).toBe(preset);
          expect(back.value.state.position.options).toEqual(state.position.options);
          expect(toFibsBoard(back.value.state)).toEqual(board);
          fibs++;
        }
        const xgid = toXgid(state);
        if (xgid.ok) {
          const back = fromXgid(xgid.value, { preset });
          if (!back.ok) throw new Error(`${preset}: ${xgid.value}: ${back.error.code}: ${back.error.message}`);
          expect(back.value.settings.preset).toBe(preset);
          expect(back.value.position.options).toEqual(state.position.options);
          expect(toXgid(back.value)).toEqual(xgid);
          xgids++;
        }
      }
    }
    expect(fibs).toBeGreaterThan(200);
    expect(xgids).toBeGreaterThan(200);
  });

  it('without rules, the standard preset, as before', () => {
    const state = statesOf('nackgammon', 1).find((s) => toFibsBoard(s).ok && toXgid(s).ok)!;
    const board = toFibsBoard(state);
    const xgid = toXgid(state);
    if (!board.ok || !xgid.ok) throw new Error('unwritable');
    const fromBoard = fromFibsBoard(board.value);
    const fromId = fromXgid(xgid.value);
    if (!fromBoard.ok || !fromId.ok) throw new Error('unreadable');
    expect(fromBoard.value.state.settings.preset).toBe('standard');
    expect(fromId.value.settings.preset).toBe('standard');
  });

  it('NH-3: rules with fewer than fifteen checkers a side are refused, with the count', () => {
    const state = statesOf('standard', 1).find((s) => toFibsBoard(s).ok && toXgid(s).ok)!;
    const board = toFibsBoard(state);
    const xgid = toXgid(state);
    if (!board.ok || !xgid.ok) throw new Error('unwritable');
    const hyper: OptionsInput = { preset: 'hypergammon' };
    const a = fromFibsBoard(board.value, { rules: hyper });
    const b = fromXgid(xgid.value, hyper);
    expect(codeOf(a)).toBe('invalid-position');
    expect(codeOf(b)).toBe('invalid-position');
    expect(a.ok ? '' : a.error.message).toBe('A FIBS board holds fifteen checkers a side; these rules give each player 3 checkers (NH-3).');
    expect(b.ok ? '' : b.error.message).toBe('An XGID holds fifteen checkers a side; these rules give each player 3 checkers (NH-3).');
  });

  it('options that are not short tavla\'s, or not plain data, are refused without a throw', () => {
    const state = statesOf('standard', 1).find((s) => toFibsBoard(s).ok && toXgid(s).ok)!;
    const board = toFibsBoard(state);
    const xgid = toXgid(state);
    if (!board.ok || !xgid.ok) throw new Error('unwritable');
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    for (const rules of [{ preset: 'plakoto' }, { shortTavla: { noSuchOption: true } }, 5, 'standard', hostile] as unknown as OptionsInput[]) {
      expect(codeOf(fromFibsBoard(board.value, { rules }))).toBe('invalid-position');
      expect(codeOf(fromXgid(xgid.value, rules))).toBe('invalid-position');
    }
    // The board or the XGID is read first: text that is neither is refused as such, whatever the rules.
    expect(codeOf(fromFibsBoard('garbage', { rules: { preset: 'plakoto' } }))).toBe('malformed-fibs-board');
    expect(codeOf(fromXgid('garbage', { preset: 'plakoto' }))).toBe('malformed-xgid');
    // Options whose fields cannot be read at all.
    const unreadable = new Proxy({}, { get: () => { throw new Error('no'); } }) as unknown as FibsBoardReadOptions;
    expect(codeOf(fromFibsBoard(board.value, unreadable))).toBe('malformed-fibs-board');
  });
});
