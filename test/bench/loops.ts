import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Tavla from '../../src/index.js';
import type { Dice, Play, Position, VariantId } from '../../src/index.js';

/**
 * Pieces of `npm run bench` that compare tavla with something else in the same process:
 *
 * - the plain generator of `test/bench/yardstick/naive-movegen.ts` (the yardstick of every speed
 *   goal, kept as it was given), on exactly the calls tavla is timed on;
 * - three game loops over one stream of dice and one stream of random choices: bare `legalPlays`,
 *   the turn layer (`beginTurn` / `advanceTurn`), and the reducer (`legalActions` / `apply`).
 *
 * Ratios are what count: the machines are shared, so an absolute time says little, while two
 * loops timed in turn in one process see the same machine.
 */

export interface Naive {
  fromAnBoard(an: number[][]): Int8Array;
  legalPositions(board: Int8Array, d1: number, d2: number): { readonly positions: readonly Int8Array[]; readonly maxDiceUsed: number };
}

/** The plain generator (test/bench/yardstick), or null when the file is missing. */
export async function loadNaive(root: string): Promise<Naive | null> {
  const file = join(root, 'test', 'bench', 'yardstick', 'naive-movegen.ts');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Naive;
}

/** GNU Backgammon's anBoard[2][25] of a short tavla position, side 1 the player on roll. */
export function anBoardOf(position: Position): number[][] {
  const side = (player: 'white' | 'black'): number[] => {
    const row = new Array<number>(25).fill(0);
    for (let p = 1; p <= 24; p++) row[p - 1] = position.checkers(player, p);
    row[24] = position.bar(player);
    return row;
  };
  const mover = position.turn;
  return [side(mover === 'white' ? 'black' : 'white'), side(mover)];
}

/** A small seeded generator (xorshift32) for dice and choices: the same stream in every loop. */
export function stream(seed: number): () => number {
  let s = seed | 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

export interface LoopRun {
  readonly ms: number;
  /** Turns played (one roll each, forfeits included). */
  readonly turns: number;
  readonly games: number;
}

/** CPU time of `f` in ms (user + system of this process): less disturbed by other processes than the wall clock. */
export function cpuMs(f: () => void): number {
  const t0 = process.cpuUsage();
  f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
}

function rollOf(next: () => number): Dice {
  return [1 + Math.floor(next() * 6), 1 + Math.floor(next() * 6)] as unknown as Dice;
}

/** Random self-play through bare `legalPlays`: each turn's plays, one chosen at random. */
export function bareLoop(lib: typeof Tavla, variant: VariantId, turns: number, seed: number): LoopRun {
  const start = lib.startPosition(variant);
  if (!start.ok) throw new Error(start.error.message);
  const next = stream(seed);
  let games = 1;
  let played = 0;
  let position: Position = start.value;
  const ms = cpuMs(() => {
    while (played < turns) {
      const plays = lib.legalPlays(position, rollOf(next));
      position = plays[Math.floor(next() * plays.length)]!.position;
      played++;
      if (position.isOver()) {
        position = start.value;
        games++;
      }
    }
  });
  return { ms, turns: played, games };
}

/** The same loop through the turn layer: `beginTurn`, then `advanceTurn` with one of `turn.plays` until the turn is done. */
export function turnLoop(lib: typeof Tavla, variant: VariantId, turns: number, seed: number): LoopRun {
  const start = lib.startPosition(variant);
  if (!start.ok) throw new Error(start.error.message);
  const next = stream(seed);
  let games = 1;
  let played = 0;
  let position: Position = start.value;
  const ms = cpuMs(() => {
    while (played < turns) {
      const begun = lib.beginTurn(position, rollOf(next));
      if (!begun.ok) throw new Error(begun.error.message);
      let turn = begun.value;
      while (!turn.done) {
        const play: Play = turn.plays[Math.floor(next() * turn.plays.length)]!;
        const advanced = lib.advanceTurn(turn, play);
        if (!advanced.ok) throw new Error(advanced.error.message);
        turn = advanced.value;
      }
      position = turn.position;
      played++;
      if (turn.nextToRoll === null || position.isOver()) {
        position = start.value;
        games++;
      }
    }
  });
  return { ms, turns: played, games };
}

/**
 * How the reducer loop lists the plays to choose among: `legalActions(state, 'play')` (the
 * library's own list of the plays, what docs/games.md recommends), or the whole
 * `legalActions(state)` filtered by the caller (`.filter`, which V8 runs the slow way on a frozen
 * list: docs/performance.md, "Frozen arrays in V8"). The goal is measured with the first; the
 * second is reported beside it.
 */
export type PlaysBy = 'type' | 'filter';

/**
 * The same loop through the game reducer, as a server or a UI drives it: `apply` a roll, ask
 * `legalActions` for the plays, `apply` one of them at random; a new game (from the same start,
 * the same player to roll) when one ends. Cube and resignation actions are never chosen.
 */
export function reducerLoop(lib: typeof Tavla, variant: VariantId, turns: number, seed: number, by: PlaysBy = 'type'): LoopRun {
  const start = lib.startPosition(variant);
  if (!start.ok) throw new Error(start.error.message);
  // startFrom carries no options (the game's apply).
  const { options, ...setup } = lib.positionToSetup(start.value);
  if (options === undefined) throw new Error('a Setup from positionToSetup names its options');
  const config = { variant, startFrom: setup } as Parameters<typeof lib.newGame>[0];
  const fresh = () => {
    const g = lib.newGame(config);
    if (!g.ok) throw new Error(g.error.message);
    return g.value;
  };
  const next = stream(seed);
  let games = 1;
  let played = 0;
  let state = fresh();
  const ms = cpuMs(() => {
    while (played < turns) {
      if (state.phase !== 'roll') {
        state = fresh();
        games++;
        continue;
      }
      let r = lib.apply(state, { type: 'roll', dice: rollOf(next) });
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
      while (state.phase === 'play') {
        const plays = by === 'type' ? lib.legalActions(state, 'play') : lib.legalActions(state).filter((a) => a.type === 'play');
        r = lib.apply(state, plays[Math.floor(next() * plays.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value;
      }
      played++;
    }
  });
  return { ms, turns: played, games };
}
