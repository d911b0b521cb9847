import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newMatch, stateFromJSON, type GameConfig, type GameState, type Player, type Setup } from '../../src/index.js';
import { chooseAction, checkerCounts } from '../game/driver.js';
import { FULL, runs } from '../tier.js';

/**
 * Random Plakoto, Tapa and tapaQjs matches through the game reducer, driven only by
 * `legalActions` with dice and choices drawn by fast-check. Checked with this file's own reading of
 * the rule book (docs/rules/plakoto.md), not with the library's:
 * - every state is valid (the reducer's own checker accepts its JSON), 15 checkers a side (PL-1);
 * - PL-3: a board point holding both colours holds exactly one pinned checker, alone under the
 *   other side's, and a pinned checker always shares its point;
 * - PL-6: a player's own play never frees or moves his pinned checkers (only the opponent can);
 * - PL-7: nothing is ever on the bar;
 * - every game ends, and is scored as PL-12 / PL-14 / PL-18 / PL-19 say: a bear-off win 2 when the
 *   loser has borne off none, else 1 (3 under tapaQjs when the loser also has a checker in the
 *   winner's home); a mother pin 2 for the player whose opponent's mother is pinned on the final
 *   board; a draw 0-0 with both mothers pinned or nobody able to move; no cube (PL-21).
 */

const PLAYERS: readonly Player[] = ['white', 'black'];
const other = (p: Player): Player => (p === 'white' ? 'black' : 'white');

/** PL-2: White's own p is board point p; Black's own b is board point 25 - b. */
const absolute = (player: Player, own: number): number => (player === 'white' ? own : 25 - own);

interface Case {
  readonly name: string;
  readonly config: GameConfig;
  readonly motherRule: boolean;
  readonly triple: boolean;
}

/** `tapa` has plakoto's rules (PL-23): its matches are played in the full tier only. */
const CASES: readonly Case[] = [
  { name: 'plakoto', config: { variant: 'plakoto', match: { length: 1 } }, motherRule: true, triple: false },
  { name: 'tapa', config: { variant: 'plakoto', preset: 'tapa', match: { length: 1 } }, motherRule: true, triple: false },
  { name: 'tapaQjs', config: { variant: 'plakoto', preset: 'tapaQjs', match: { length: 1 } }, motherRule: false, triple: true },
];

const pins = (setup: Setup, player: Player): readonly number[] => setup[player].pinned ?? [];
const motherPinned = (setup: Setup, player: Player): boolean => pins(setup, player).includes(24);

function checkPosition(setup: Setup): void {
  const at = new Map<number, { player: Player; count: number; pinned: boolean }[]>();
  for (const player of PLAYERS) {
    expect(setup[player].bar ?? 0, 'PL-7: no bar').toBe(0);
    for (let own = 1; own <= 24; own++) {
      const count = setup[player].points[own] ?? 0;
      if (count === 0) continue;
      const a = absolute(player, own);
      at.set(a, [...(at.get(a) ?? []), { player, count, pinned: pins(setup, player).includes(own) }]);
    }
    for (const own of pins(setup, player)) expect(setup[player].points[own] ?? 0, `PL-3: ${player}'s pinned checker on own ${own}`).toBe(1);
  }
  for (const [a, sides] of at) {
    const pinned = sides.filter((s) => s.pinned);
    if (sides.length === 2) {
      expect(pinned, `PL-3: a${a} holds both colours`).toHaveLength(1);
      expect(pinned[0]!.count).toBe(1);
    } else {
      expect(pinned, `PL-3: a${a} has a pinned checker with nothing on top`).toHaveLength(0);
    }
  }
}

function checkResults(state: GameState, finals: readonly Setup[], c: Case): void {
  expect(state.match.results).toHaveLength(finals.length);
  state.match.results.forEach((r, i) => {
    const final = finals[i]!;
    expect(r.cube).toBe(1); // PL-21: no cube
    if (r.winner === null) {
      expect(r.points).toEqual({ white: 0, black: 0 }); // PL-14, PL-19
      expect(r.end).toBe('draw');
      return;
    }
    const loser = other(r.winner);
    expect(r.points[loser]).toBe(0);
    expect(r.points[r.winner]).toBe(r.multiplier);
    if (r.end === 'board-rule') {
      // PL-12: the loser's mother is pinned, the winner's own 24 is empty.
      expect(c.motherRule).toBe(true);
      expect(motherPinned(final, loser)).toBe(true);
      expect(final[r.winner].points[24] ?? 0).toBe(0);
      expect(r.kind).toBe('mother-pin');
      expect(r.multiplier).toBe(2);
    } else if (r.end === 'bear-off') {
      expect(final[r.winner].off).toBe(15);
      const noneOff = (final[loser].off ?? 0) === 0;
      // PL-18 / PL-24: the triple needs a loser's checker in the winner's home (the loser's own 19..24).
      const inWinnersHome = [19, 20, 21, 22, 23, 24].some((own) => (final[loser].points[own] ?? 0) > 0);
      expect(r.multiplier).toBe(noneOff ? (c.triple && inWinnersHome ? 3 : 2) : 1);
    }
  });
}

const MAX_ACTIONS = 6_000;

describe('Plakoto, Tapa and tapaQjs: random matches through the reducer', () => {
  for (const c of CASES.filter((k) => FULL || k.name !== 'tapa')) {
    it(`PL-3 / PL-6 / PL-7 / PL-12 / PL-14 / PL-18 / PL-19: ${c.name} matches stay valid, keep pins as PL-3 and PL-6 say, end, and are scored by the rule book`, () => {
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
            const mover = state.toAct;
            const before = state.position;
            const next = apply(state, action);
            if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
            state = next.value;
            expect(checkerCounts(state)).toEqual({ white: 15, black: 15 });
            checkPosition(state.position);
            if (action.type === 'play' && mover !== null) {
              // PL-6: the mover's pinned checkers are still there, still pinned.
              for (const own of pins(before, mover)) expect(pins(state.position, mover), `PL-6: ${mover}'s checker on own ${own}`).toContain(own);
            }
            if (state.phase === 'game-over' || state.phase === 'match-over') {
              finals.push(state.position);
              // The state the reducer made passes its own full check when read back from JSON.
              expect(stateFromJSON(JSON.stringify(state)).ok).toBe(true);
            }
          }
          checkResults(state, finals, c);
        }),
        { numRuns: runs(1, 20) },
      );
    });
  }
});
