import type { Dice } from '../../src/core/dice.js';
import type { Player } from '../../src/core/player.js';
import type { Decided, Setup, SetupSide } from '../../src/position/setup-types.js';
import { bearOffRules, higherDieBearsOff, other, setupAfterPlay, subMoveDice } from './board.js';
import { literalPlays, setupKey, stepsKey, type LiteralVariant, type RefChild, type RefPlay, type RefResult, type RefStep } from './literal.js';

/**
 * Plakoto (and Tapa) for the literal reference generator, written from docs/rules/plakoto.md and
 * docs/rules/common.md alone.
 *
 * The board is plain data in absolute coordinates (G-3), with each point's state as PL-3 names it:
 * counts of both colours and which colour's checker, if any, is pinned there. No rule follows a
 * particular checker, so checkers on one point are interchangeable: one child per point that can
 * move. The mother rules are applied the literal way, sub-move by sub-move in the order played,
 * with PL-15's 'atPinOnly' asking "did this very sub-move turn the mother from free to pinned?".
 * The Decision of PL-15 (a play is identified by its final board, and the mover picks the order)
 * is then applied at the end: plays reaching the same checkers, one ending the game and one not,
 * are one play, which ends the game.
 *
 * Nothing here reads src/movegen or the variant's MoveRules tables.
 */

export interface PlakotoRules {
  readonly higherDieRule: boolean; // G-13
  readonly allowMovesWithinHome: boolean; // G-14
  readonly motherRule: 'standard' | 'noException' | 'off'; // PL-17
  readonly motherCheck: 'everySubMove' | 'atPinOnly'; // PL-15
  readonly bearOffWhilePinned: boolean; // PL-9
}

/** Who won on the board, from the mover's side; null while the game goes on. */
type Decision = 'mover' | 'opponent' | 'draw' | null;

export interface PlakotoState {
  readonly start: Setup;
  readonly rules: PlakotoRules;
  readonly mover: Player;
  /** The mover's and the opponent's counts per absolute point (index 1..24; index 0 unused). */
  readonly mine: readonly number[];
  readonly theirs: readonly number[];
  readonly mineOff: number;
  /** PL-3: per absolute point, whose checker is pinned there ('mine' / 'theirs'), or null. */
  readonly pinned: readonly ('mine' | 'theirs' | null)[];
  readonly decided: Decision;
}

/** PL-2 / ST-2: White's own point p is board point p; Black's own point b is board point 25 - b. */
function absoluteOf(player: Player, own: number): number {
  return player === 'white' ? own : 25 - own;
}

const MOTHER = 24; // PL-11: the mother stands on her owner's own point 24
const HOME = 6; // PL-2: home is own 1-6

export function plakotoStart(setup: Setup): PlakotoState {
  const mover = setup.turn;
  const opp = other(mover);
  const mine = new Array<number>(25).fill(0);
  const theirs = new Array<number>(25).fill(0);
  const pinned = new Array<'mine' | 'theirs' | null>(25).fill(null);
  for (let own = 1; own <= 24; own++) {
    mine[absoluteOf(mover, own)] = setup[mover].points[own] ?? 0;
    theirs[absoluteOf(opp, own)] = setup[opp].points[own] ?? 0;
  }
  for (const own of setup[mover].pinned ?? []) pinned[absoluteOf(mover, own)] = 'mine';
  for (const own of setup[opp].pinned ?? []) pinned[absoluteOf(opp, own)] = 'theirs';
  const o = setup.options?.plakoto;
  return {
    start: setup,
    rules: {
      ...bearOffRules(setup),
      motherRule: o?.motherRule ?? 'standard',
      motherCheck: o?.motherCheck ?? 'everySubMove',
      bearOffWhilePinned: o?.bearOffWhilePinned ?? false,
    },
    mover,
    mine,
    theirs,
    mineOff: setup[mover].off ?? 0,
    pinned,
    decided: null,
  };
}

/** The mover's own points of his checkers still in play (pinned ones included). */
function inPlay(state: PlakotoState): number[] {
  const own: number[] = [];
  for (let p = 1; p <= 24; p++) for (let k = 0; k < state.mine[absoluteOf(state.mover, p)]!; k++) own.push(p);
  return own;
}

/**
 * PL-12..PL-17 after one sub-move, literally: PL-14 first, then PL-12 for each side with PL-13's
 * exception. `pinnedMotherNow` says this sub-move turned the opponent's mother from free to pinned.
 */
function mothers(state: PlakotoState, pinnedMotherNow: boolean): Decision {
  const rules = state.rules;
  if (rules.motherRule === 'off') return null; // PL-17
  const myMother = absoluteOf(state.mover, MOTHER);
  const theirMother = absoluteOf(other(state.mover), MOTHER);
  const myMotherPinned = state.pinned[myMother] === 'mine';
  const theirMotherPinned = state.pinned[theirMother] === 'theirs';
  if (myMotherPinned && theirMotherPinned) return 'draw'; // PL-14
  // PL-13: a player "has a checker on his own 24" also when it is pinned there.
  const iHaveMother = state.mine[myMother]! > 0;
  const theyHaveMother = state.theirs[theirMother]! > 0;
  const test = (pinned: boolean, pinnerHasMother: boolean, newPin: boolean): boolean => {
    if (!pinned) return false;
    if (rules.motherRule === 'noException') return true;
    if (pinnerHasMother) return false;
    return rules.motherCheck === 'everySubMove' || newPin;
  };
  if (test(theirMotherPinned, iHaveMother, pinnedMotherNow)) return 'mover';
  if (test(myMotherPinned, theyHaveMother, false)) return 'opponent';
  return null;
}

/** Every sub-move of `die` from every point of the mover, by G-6, G-11..G-14, PL-3..PL-10. */
function subMoves(state: PlakotoState, die: number): RefChild<PlakotoState>[] {
  const { mover, rules } = state;
  const children: RefChild<PlakotoState>[] = [];
  const own = inPlay(state);
  const allHome = own.every((p) => p <= HOME); // G-11 (a pinned checker is in play)
  const anyPinned = state.pinned.some((who) => who === 'mine');
  for (let from = 24; from >= 1; from--) {
    const f = absoluteOf(mover, from);
    if (state.mine[f] === 0) continue;
    if (state.pinned[f] === 'mine') continue; // PL-6: a pinned checker cannot move
    const to = from - die;
    const mine = state.mine.slice();
    const pinned = state.pinned.slice();
    mine[f]!--;
    // PL-6 / PL-10: the last checker leaving a point where the mover held a pin sets it free.
    if (mine[f] === 0 && pinned[f] === 'theirs') pinned[f] = null;
    let pinnedMotherNow = false;
    if (to >= 1) {
      if (!rules.allowMovesWithinHome && allHome) continue; // G-14
      const a = absoluteOf(mover, to);
      // PL-4: closed when the opponent holds one of the mover's checkers there, or has 2+ free checkers.
      if (state.pinned[a] === 'mine') continue;
      if (state.pinned[a] !== 'theirs' && state.theirs[a]! >= 2) continue;
      // PL-5: landing on a single free opposing checker pins it.
      if (state.theirs[a] === 1 && state.pinned[a] === null) {
        pinned[a] = 'theirs';
        pinnedMotherNow = a === absoluteOf(other(mover), MOTHER);
      }
      mine[a]!++;
      const next: PlakotoState = { ...state, mine, pinned, decided: null };
      children.push({ step: { from, to, die, hit: false }, state: { ...next, decided: mothers(next, pinnedMotherNow) } });
      continue;
    }
    // Bearing off: G-11, PL-9, G-12 exact, G-13 over-shoot from the highest point.
    if (!allHome) continue;
    if (anyPinned && !rules.bearOffWhilePinned) continue; // PL-9
    if (to < 0 && (!rules.higherDieRule || !higherDieBearsOff(own, die, from))) continue;
    const next: PlakotoState = { ...state, mine, pinned, mineOff: state.mineOff + 1, decided: null };
    children.push({ step: { from, to: 'off', die, hit: false }, state: { ...next, decided: mothers(next, false) } });
  }
  return children;
}

/** One side of the Setup, in its owner's numbering, with its pinned points. */
function sideOf(counts: readonly number[], pinned: readonly ('mine' | 'theirs' | null)[], who: 'mine' | 'theirs', player: Player, off: number): SetupSide {
  const points: Record<number, number> = {};
  const pins: number[] = [];
  for (let own = 24; own >= 1; own--) {
    const a = absoluteOf(player, own);
    if (counts[a]! > 0) points[own] = counts[a]!;
    if (pinned[a] === who) pins.push(own);
  }
  return { points, off, ...(pins.length > 0 ? { pinned: pins } : {}) };
}

function toSetup(state: PlakotoState): Setup {
  const { mover } = state;
  const opp = other(mover);
  const moverSide = sideOf(state.mine, state.pinned, 'mine', mover, state.mineOff);
  const opponentSide = sideOf(state.theirs, state.pinned, 'theirs', opp, state.start[opp].off ?? 0);
  const after = setupAfterPlay(state.start, mover, moverSide, opponentSide);
  const d = state.decided;
  return d === null ? after : { ...after, decided: d === 'draw' ? 'draw' : d === 'mover' ? mover : opp };
}

function positionKey(state: PlakotoState): string {
  return `${state.mine.join(',')}|${state.mineOff}|${state.pinned.map((w) => (w === null ? '.' : w[0])).join('')}|${state.decided ?? ''}`;
}

const variant: LiteralVariant<PlakotoState> = {
  subMoveDice: (dice: Dice) => subMoveDice(dice, 4), // PL-8 / G-8
  subMoves,
  // G-15, and PL-16: a game decided on the board ends the sequence, which counts as using every die.
  finished: (state) => state.mineOff === 15 || state.decided !== null,
  positionKey,
  toSetup,
};

/** The literal legal plays of a Plakoto Setup (valid, game not over, options written out in full as positionToSetup writes them) for the player on turn. */
export function plakotoPlays(setup: Setup, dice: Dice): RefResult {
  const result = literalPlays(variant, plakotoStart(setup), dice);
  // PL-15's Decision: the same final checkers reached by a play that ends the game and by one that
  // does not are one play, which ends the game; every sequence of either reaches it.
  const byBoard = new Map<string, RefPlay[]>();
  for (const play of result.plays) {
    const board = setupKey({ variant: play.setup.variant, turn: play.setup.turn, white: play.setup.white, black: play.setup.black });
    const group = byBoard.get(board);
    if (group === undefined) byBoard.set(board, [play]);
    else group.push(play);
  }
  const plays = [...byBoard.values()].map((group): RefPlay => {
    if (group.length === 1) return group[0]!;
    const chosen = group.find((p) => p.setup.decided !== undefined) ?? group[0]!;
    return {
      key: chosen.key,
      setup: chosen.setup,
      sequenceCount: group.reduce((n, p) => n + p.sequenceCount, 0),
      sequences: () => {
        const bySteps = new Map<string, readonly RefStep[]>();
        for (const p of group) for (const s of p.sequences()) bySteps.set(stepsKey(s), s);
        return [...bySteps.values()];
      },
    };
  });
  return { ...result, plays };
}

/**
 * The mother rules on a position before anyone moves, with the player on turn as the mover and no
 * pin just made: what PL-12..PL-17 already say about the board ('mover' meaning the player on
 * turn). A position that arose in play answers null; hand-built test positions use this to stay
 * consistent with the rules they are played under.
 */
export function standingDecision(setup: Setup): Decided | null {
  const state = plakotoStart(setup);
  const d = mothers(state, false);
  return d === null ? null : d === 'draw' ? 'draw' : d === 'mover' ? setup.turn : other(setup.turn);
}
