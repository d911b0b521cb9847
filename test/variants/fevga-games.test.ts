import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  newMatch,
  stateFromJSON,
  type GameConfig,
  type GameState,
  type Player,
  type Setup,
} from '../../src/index.js';
import { chooseAction, checkerCounts } from '../game/driver.js';
import { runs } from '../tier.js';

/**
 * Random Fevga and Moultezim matches through the game reducer, driven only by `legalActions`
 * with dice and choices drawn by fast-check. Checked with this file's own reading of the rule
 * book (docs/rules/fevga.md), not with the library's:
 * - every state is valid (the reducer's own checker accepts its JSON), 15 checkers a side (FE-1)
 *   and no board point holds both colours (FE-3);
 * - FE-5: a player who is not released (no checker on own 1..11, none borne off) has at most one
 *   checker off his own 24;
 * - FE-7 / FE-8 at every turn's end: Fevga never holds all of own 19..24, Moultezim never more
 *   than four of own 7..12;
 * - every game ends, and is scored as FE-12 says: a game won on the board is worth 2 when the
 *   loser has borne off none, else 1; no cube (FE-12), a drawn game 0-0 (FE-14).
 */

const PLAYERS: readonly Player[] = ['white', 'black'];

/** The board point of a player's own point (FE-1: White's own p is p, Black's own b is ((b + 11) mod 24) + 1). */
const absolute = (player: Player, own: number): number => (player === 'white' ? own : ((own + 11) % 24) + 1);

const held = (setup: Setup, player: Player, from: number, to: number): number => {
  let n = 0;
  for (let q = from; q <= to; q++) if ((setup[player].points[q] ?? 0) > 0) n++;
  return n;
};

interface Case {
  readonly name: string;
  readonly config: GameConfig;
  /** FE-7 / FE-8 as the preset sets it, read straight from the rule page. */
  readonly quarterOk: (setup: Setup, player: Player) => boolean;
}

const CASES: readonly Case[] = [
  { name: 'fevga', config: { variant: 'fevga', match: { length: 1 } }, quarterOk: (s, p) => held(s, p, 19, 24) < 6 },
  { name: 'moultezim', config: { variant: 'fevga', preset: 'moultezim', match: { length: 1 } }, quarterOk: (s, p) => held(s, p, 7, 12) <= 4 },
];

function checkPosition(setup: Setup, c: Case): void {
  // FE-3: no board point holds both colours.
  const owner = new Map<number, Player>();
  for (const player of PLAYERS) {
    for (let own = 1; own <= 24; own++) {
      if ((setup[player].points[own] ?? 0) === 0) continue;
      const a = absolute(player, own);
      expect(owner.get(a), `a${a} holds both colours`).toBeUndefined();
      owner.set(a, player);
    }
  }
  for (const player of PLAYERS) {
    const side = setup[player];
    // FE-5: before release only one checker has left own 24.
    const released = (side.off ?? 0) > 0 || held(setup, player, 1, 11) > 0;
    if (!released) {
      let offStart = 0;
      for (let own = 1; own <= 23; own++) offStart += side.points[own] ?? 0;
      expect(offStart, `${player} not released`).toBeLessThanOrEqual(1);
    }
    expect(c.quarterOk(setup, player), `${c.name}: ${player}'s quarters ${JSON.stringify(side.points)}`).toBe(true);
  }
}

function checkResults(state: GameState, finals: readonly Setup[]): void {
  expect(state.match.results).toHaveLength(finals.length);
  state.match.results.forEach((r, i) => {
    expect(r.cube).toBe(1); // FE-12: no cube
    if (r.winner === null) {
      expect(r.points).toEqual({ white: 0, black: 0 }); // FE-14
      return;
    }
    const loser: Player = r.winner === 'white' ? 'black' : 'white';
    expect(r.points[loser]).toBe(0);
    expect(r.points[r.winner]).toBe(r.multiplier);
    if (r.end === 'bear-off') {
      const final = finals[i]!;
      expect(final[r.winner].off).toBe(15);
      expect(r.multiplier).toBe((final[loser].off ?? 0) === 0 ? 2 : 1); // FE-12
      expect(r.kind).toBe((final[loser].off ?? 0) === 0 ? 'mars' : 'oin');
    }
  });
}

const MAX_ACTIONS = 6_000;

describe('Fevga and Moultezim: random matches through the reducer', () => {
  for (const c of CASES) {
    it(`FE-1 / FE-3 / FE-5 / FE-7 / FE-8 / FE-12 / FE-14: ${c.name} matches stay valid, keep the quarter rule and are scored as FE-12 says`, () => {
      fc.assert(
        fc.property(fc.gen(), (gen) => {
          const started = newMatch(c.config);
          if (!started.ok) throw new Error(started.error.message);
          let state = started.value;
          const finals: Setup[] = [];
          let actions = 0;
          while (state.phase !== 'match-over') {
            expect(actions++).toBeLessThan(MAX_ACTIONS);
            const action = chooseAction(legalActions(state), (n) => gen(fc.integer, { min: 0, max: n - 1 }));
            const next = apply(state, action);
            if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
            state = next.value;
            expect(checkerCounts(state)).toEqual({ white: 15, black: 15 });
            if (state.phase === 'game-over' || state.phase === 'match-over') {
              finals.push(state.position);
              // The state the reducer made passes its own full check when read back from JSON.
              expect(stateFromJSON(JSON.stringify(state)).ok).toBe(true);
            } else {
              checkPosition(state.position, c);
            }
          }
          checkResults(state, finals);
        }),
        { numRuns: runs(2, 20) },
      );
    });
  }
});
