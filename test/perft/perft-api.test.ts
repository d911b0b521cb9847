import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALL_ROLLS,
  MAX_PERFT_DEPTH,
  legalPlays,
  perft,
  positionFromGnubgId,
  positionFromSetup,
  startPosition,
  type Position,
  type Setup,
  type VariantId,
} from '../../src/index.js';
import { KeySet } from '../../src/perft/key-set.js';
import { KEY_WORDS, PositionCodec } from '../../src/perft/position-key.js';
import { must } from '../rules/helpers.js';

/**
 * The library's `perft(position, depth, options)` (src/perft, docs/perft.md): per ply, the
 * distinct positions, the first-stage plays and whole-turn end positions summed over every
 * distinct position before it × 21 rolls, and the lines of play (chess perft's leaf count).
 * The tables of docs/perft.md are pinned through the script in perft.test.ts; here the
 * function's own contract: its definitions, its errors and its compact position keys.
 */

const start = (variant: VariantId): Position => must(startPosition(variant));

describe('perft(position, depth)', () => {
  it('short tavla, 1 ply: 447 plays (GNU Backgammon), each its own end position, 406 distinct positions', () => {
    const r = must(perft(start('short-tavla'), 1));
    expect(r.plies).toEqual([{ ply: 1, from: 1, plays: 447, ends: 447, positions: 406, lines: 447 }]);
  });

  it("long nard, 2 plies: 484 lines (22 White plays x 22 Black replies), 286 plays from White's 13 distinct positions, 166 positions", () => {
    const r = must(perft(start('long-nard'), 2));
    expect(r.plies[1]).toEqual({ ply: 2, from: 13, plays: 13 * 22, ends: 13 * 22, positions: 166, lines: 484 });
  });

  it('crazy gulbar, 1 ply: 22 first-stage plays but 1,790 whole-turn ends (CG-2 cascades), 1,775 distinct positions', () => {
    const r = must(perft(start('crazy-gulbar'), 1));
    expect(r.plies).toEqual([{ ply: 1, from: 1, plays: 22, ends: 1790, positions: 1775, lines: 1790 }]);
  });

  it("counts lines as every White play followed by every Black reply (six-one, counted here with applyPlay's positions)", () => {
    const p = start('six-one');
    let lines = 0;
    for (const white of ALL_ROLLS) for (const play of legalPlays(p, white)) for (const black of ALL_ROLLS) lines += legalPlays(play.position, black).length;
    expect(must(perft(p, 2)).plies[1]!.lines).toBe(lines);
  });

  it('sums legalPlays over the distinct positions before the ply', () => {
    const r = must(perft(start('six-one'), 1));
    const plays = ALL_ROLLS.reduce((n, dice) => n + legalPlays(start('six-one'), dice).length, 0);
    expect(r.plies[0]!.plays).toBe(plays);
  });

  it('a game that ends in the ply (G-15) is counted but not played from', () => {
    // White has one checker left on his 1: every roll bears it off.
    const setup: Setup = { variant: 'short-tavla', turn: 'white', white: { points: { 1: 1 }, off: 14 }, black: { points: { 13: 7, 8: 3, 6: 5 } } };
    const r = must(perft(must(positionFromSetup(setup)), 2));
    expect(r.plies[0]).toMatchObject({ from: 1, plays: 21, ends: 21, positions: 1, lines: 21 });
    expect(r.plies[1]).toEqual({ ply: 2, from: 0, plays: 0, ends: 0, positions: 0, lines: 0 });
    const over = must(perft(must(positionFromSetup({ ...setup, white: { points: {}, off: 15 } })), 1));
    expect(over.plies).toEqual([{ ply: 1, from: 0, plays: 0, ends: 0, positions: 0, lines: 0 }]);
  });

  it('reports progress: every (position, roll) of every ply, in order', () => {
    const seen: [number, number, number][] = [];
    must(perft(start('long-nard'), 2, { onProgress: (done, total, ply) => seen.push([done, total, ply]) }));
    expect(seen.length).toBe(21 + 13 * 21);
    expect(seen[20]).toEqual([21, 21, 1]);
    expect(seen.at(-1)).toEqual([13 * 21, 13 * 21, 2]);
  });

  it('hands out frozen values', () => {
    const r = must(perft(start('six-one'), 1));
    expect(Object.isFrozen(r)).toBe(true);
    expect(Object.isFrozen(r.plies)).toBe(true);
    expect(Object.isFrozen(r.plies[0])).toBe(true);
  });

  it('refuses bad arguments with a Result, never a throw', () => {
    const p = start('short-tavla');
    for (const depth of [0, -1, 1.5, MAX_PERFT_DEPTH + 1, Number.NaN, '2', null]) {
      const r = perft(p, depth as number);
      expect(r.ok ? null : r.error.code, String(depth)).toBe('invalid-depth');
    }
    for (const bad of [null, {}, 'short-tavla', JSON.parse(JSON.stringify(p)) as unknown]) {
      const r = perft(bad as Position, 1);
      expect(r.ok ? null : r.error.code).toBe('invalid-position');
    }
    for (const options of [null, 7, { onProgress: 'yes' }]) {
      const r = perft(p, 1, options as never);
      expect(r.ok ? null : r.error.code).toBe('invalid-option');
    }
  });
});

/** Positions of every variant from the committed corpora (Plakoto's with pins; bar positions from wildbg's). */
function corpus(): Position[] {
  const out: Position[] = [];
  for (const variant of ['long-nard', 'crazy-gulbar', 'six-one', 'plakoto', 'fevga']) {
    const file = JSON.parse(readFileSync(`test/fixtures/corpora/${variant}.json`, 'utf8')) as { readonly setups: readonly Setup[] };
    for (const setup of file.setups) out.push(must(positionFromSetup(setup)));
  }
  const ids = readFileSync('test/fixtures/wildbg/contact.txt', 'utf8').split('\n').filter((l) => l.trim() !== '');
  for (const id of ids.slice(0, 300)) out.push(must(positionFromGnubgId(id.trim())));
  return out;
}

describe('compact position keys', () => {
  const positions = corpus();

  it('rebuild every position exactly (board, bar, borne off, turn, turns played)', () => {
    const words = new Uint32Array(KEY_WORDS);
    expect(positions.some((p) => p.bar('white') + p.bar('black') > 0)).toBe(true);
    for (const p of positions) {
      const codec = new PositionCodec(p);
      codec.pack(p, words, 0);
      const back = must(positionFromSetup(codec.setup(words, 0, codec.group(p))));
      expect(back.equals(p)).toBe(true);
    }
  });

  it('tell positions apart exactly when their setups differ', () => {
    const words = new Uint32Array(KEY_WORDS);
    const byKey = new Map<string, string>();
    for (const p of positions) {
      const codec = new PositionCodec(p);
      codec.pack(p, words, 0);
      const key = `${p.variant}|${codec.group(p)}|${words.join(',')}`;
      const setup = JSON.stringify(p);
      const known = byKey.get(key);
      if (known !== undefined) expect(known).toBe(setup);
      byKey.set(key, setup);
    }
    expect(new Set(positions.map((p) => JSON.stringify(p))).size).toBe(byKey.size);
  });

  it('a KeySet counts distinct keys like a Set, through its growth, and keeps counts', () => {
    const set = new KeySet(true);
    const reference = new Map<string, number>();
    const words = new Uint32Array(KEY_WORDS);
    let x = 12345;
    const next = (): number => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) % 50_000;
    };
    let disagreements = 0;
    for (let i = 0; i < 100_000; i++) {
      const k = next();
      words.set([k + 1, k % 7, 0, k % 3]);
      if (set.add(words, 0, 2) === reference.has(String(k))) disagreements++;
      reference.set(String(k), (reference.get(String(k)) ?? 0) + 2);
    }
    expect(disagreements).toBe(0);
    expect(set.size).toBe(reference.size);
    let total = 0;
    set.forEach((_w, _at, count) => (total += count));
    expect(total).toBe(200_000);
  });
});
