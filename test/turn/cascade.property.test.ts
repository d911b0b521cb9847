import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceTurn,
  beginTurn,
  formatPlay,
  opponent,
  startPosition,
  type Dice,
  type OptionsInput,
  type Player,
  type Position,
  type Turn,
} from '../../src/index.js';
import { randomGulbarOptions } from './gulbar-options.js';
import { randomBelow as random } from '../property/xorshift.js';
import { runs } from '../tier.js';

/**
 * Random crazy gulbar games played through `beginTurn` / `advanceTurn` under random options,
 * with the invariants of the issue checked at every stage:
 * - every play the turn lists is accepted, as a Play, as its steps and as its notation, and all
 *   three reach the play's own position;
 * - checkers are conserved (G-1) and no absolute point holds both colours (LN-4);
 * - pips moved = dice used, stage by stage (G-6; an over-shoot bear-off, where CG-8 allows it,
 *   moves the checker's own point, less than the die);
 * - each stage uses only its own sub-moves, every play of a stage has the same length (G-9.2,
 *   with G-9.6), and at most the head limit leaves the head (LN-11, CG-4);
 * - the stages follow CG-2..CG-9: the roller's stages in order, a shortfall passing its unplayed
 *   rest to the opponent once (CG-5), transferred play counting for nobody and the roller's
 *   turn count growing by one (CG-4), the opponent rolling next unless somebody won (CG-10).
 * Dice and choices come from a seeded generator driven by fast-check, so a failure replays.
 */

/** CG-2..CG-10 and the longNard rules they build on (CG-1); LN-12's rolls and LN-13b at their defaults. */
const gulbarOptions = randomGulbarOptions({ weight: 4, cascadeFromTurn: [1, 1, 4], headRule: [true, true, false], exceptionRollsAndBlockVariant: false });

function checkBoard(p: Position): void {
  for (const player of ['white', 'black'] as const) {
    let n = p.off(player);
    for (let q = 1; q <= 24; q++) n += p.checkers(player, q);
    expect(n, 'G-1: fifteen checkers each').toBe(15);
  }
  for (let a = 1; a <= 24; a++) {
    const w = p.checkers('white', p.ownPoint('white', a)!);
    const b = p.checkers('black', p.ownPoint('black', a)!);
    expect(w > 0 && b > 0, `LN-4: board point ${a} holds both colours`).toBe(false);
  }
}

/** Multiset difference: `sub` minus `used` (the unplayed rest of a stage). */
function rest(sub: readonly number[], used: readonly number[]): number[] {
  const r = [...sub];
  for (const d of used) r.splice(r.indexOf(d), 1);
  return r;
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/** Checks one stage's listed plays, plays the chosen one, and checks what comes next. */
function playStage(turn: Turn, pick: number, exactOnly: boolean, headRule: boolean): Turn {
  const stage = turn.stage!;
  const mover = stage.player;
  expect(turn.position.turn).toBe(mover);
  expect(turn.plays.length).toBeGreaterThan(0);
  const lengths = new Set(turn.plays.filter((x) => x.position.winner() === null).map((x) => x.steps.length));
  expect(lengths.size, 'G-9.2: every play of a stage has the same length').toBeLessThanOrEqual(1);
  for (const play of turn.plays) {
    expect(play.steps.length).toBeLessThanOrEqual(stage.subMoves.length);
    const dice = play.steps.map((s) => s.die);
    expect(rest(stage.subMoves, dice), 'a stage uses only its own sub-moves').toHaveLength(stage.subMoves.length - dice.length);
    // LN-11 per stage (CG-4): LN-12 allows two at most, transferred stages one.
    const departures = play.steps.filter((s) => s.from === 24).length;
    if (headRule) expect(departures).toBeLessThanOrEqual(stage.transferred ? 1 : 2);
    let pips = 0;
    for (const s of play.steps) {
      const from = s.from as number;
      const to = s.to === 'off' ? 0 : s.to;
      pips += from - to;
      if (to > 0 || from === s.die || exactOnly) expect(from - to, 'G-6: a sub-move moves exactly its die').toBe(s.die);
      else expect(from).toBeLessThan(s.die); // G-13 / CG-8: over-shoot from the highest point
    }
    expect(turn.position.pipCount(mover) - play.position.pipCount(mover), 'pips moved = dice used').toBe(pips);
    expect(play.position.pipCount(opponent(mover))).toBe(turn.position.pipCount(opponent(mover)));
    checkBoard(play.position);
  }
  const chosen = turn.plays[pick % turn.plays.length]!;
  const byPlay = advanceTurn(turn, chosen);
  const bySteps = advanceTurn(turn, chosen.steps);
  const byText = advanceTurn(turn, formatPlay(chosen));
  for (const r of [byPlay, bySteps, byText]) {
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${formatPlay(chosen)})`);
    expect(r.value.position.equals(chosen.position)).toBe(true);
  }
  const next = (byPlay as { ok: true; value: Turn }).value;
  // What comes after this stage (CG-2, CG-5, CG-9, CG-10).
  const used = chosen.steps.map((s) => s.die);
  if (next.done) {
    expect(next.upcoming).toEqual([]);
  } else if (used.length === stage.subMoves.length) {
    expect(next.stage!.player, 'a completed stage is followed by the next stage of the same player').toBe(mover);
    expect(next.stage!.transferred).toBe(stage.transferred);
    expect(next.stage!.subMoves).toEqual(turn.upcoming[0]!.subMoves);
  } else {
    // CG-5: only the roller's shortfall passes, once, with exactly the unplayed rest.
    expect(stage.transferred).toBe(false);
    expect(next.stage!.player).toBe(opponent(mover));
    expect(next.stage!.transferred).toBe(true);
    expect(sorted(next.stage!.subMoves)).toEqual(sorted(rest(stage.subMoves, used)));
    expect(next.upcoming.map((s) => s.subMoves)).toEqual(turn.upcoming.map((s) => s.subMoves));
  }
  return next;
}

function playGame(options: OptionsInput, seed: number, maxTurns: number): { turns: number; stages: number; transfers: number; winner: Player | null } {
  const started = startPosition('crazy-gulbar', options);
  if (!started.ok) throw new Error(started.error.message);
  const rnd = random(seed);
  let position = started.value;
  const exactOnly = position.options.crazyGulbar!.bearOff === 'exactOnly';
  const headRule = position.options.longNard!.headRule;
  let turns = 0;
  let stages = 0;
  let transfers = 0;
  while (position.winner() === null && turns < maxTurns) {
    const dice: Dice = [1 + rnd(6), 1 + rnd(6)];
    const before = position;
    const roller = before.turn;
    const begun = beginTurn(before, dice);
    if (!begun.ok) throw new Error(begun.error.message);
    let turn = begun.value;
    expect(turn.roller).toBe(roller);
    while (!turn.done) {
      if (turn.stage!.transferred) transfers++;
      turn = playStage(turn, rnd(1 << 20), exactOnly, headRule);
      stages++;
    }
    position = turn.position;
    // CG-4 / LN-12a: the roller's own roll counts, transferred play counts for nobody.
    expect(position.turnsPlayed[roller]).toBe(before.turnsPlayed[roller] + 1);
    expect(position.turnsPlayed[opponent(roller)]).toBe(before.turnsPlayed[opponent(roller)]);
    expect(position.turn).toBe(opponent(roller));
    expect(turn.nextToRoll).toBe(position.winner() === null ? opponent(roller) : null);
    checkBoard(position);
    turns++;
  }
  return { turns, stages, transfers, winner: position.winner() };
}

describe('crazy gulbar: random games through the turn layer', () => {
  it('conserve checkers, move pips = dice used across stages, accept every listed play, follow CG-2..CG-10', () => {
    let finished = 0;
    fc.assert(
      fc.property(gulbarOptions, fc.integer(), (options, seed) => {
        const result = playGame(options, seed, 400);
        if (result.winner !== null) finished++;
      }),
      { numRuns: runs(6, 30) },
    );
    // Games do end (G-15): with the generous bound nearly all of them.
    expect(finished).toBeGreaterThan(0);
  });
});
