import { BAR, CHECKERS, OFF, SLOTS } from '../core/board.js';
import type { Player } from '../core/player.js';
import { STEP_OK, STEP_REJECTED, UNUSABLE, type MoveRules } from '../core/variant.js';

/**
 * The scratch board a play is built on: mutable, private to one call, never handed out.
 * The generator and the validator both move checkers through it, so "is this sub-move legal?"
 * has exactly one answer in the library.
 */

/** Why a single sub-move is not legal right now (0 = legal). */
export const enum StepCode {
  Ok = 0,
  NoChecker,
  MustEnterFirst,
  Unusable,
  Blocked,
  CannotBearOff,
  NeedsExact,
  WithinHomeForbidden,
  HeadRule,
  HitAndRun,
  Constraint,
}

// Zobrist keys for de-duplicating final positions by a number instead of a string; equal keys are
// still compared board to board, so a collision can never merge two different positions.
const ZOBRIST = (() => {
  const table = new Int32Array(2 * SLOTS * 16);
  let seed = 0x2545f491;
  for (let i = 0; i < table.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    table[i] = seed;
  }
  return table;
})();
const THEIRS_Z = SLOTS * 16;

/** Flags of the undo token returned by `Builder.apply`. */
export const HIT = 64;
const MOVED_HITTER = 128;
const MARKED = 256;

export class Builder {
  readonly rules: MoveRules;
  readonly mine = new Int8Array(SLOTS);
  /** The opponent's counts in his own numbering, plus the always-empty NOWHERE slot. */
  readonly theirs = new Int8Array(SLOTS + 1);
  readonly facing: Int8Array;
  /** Checkers of the mover outside his home, the bar included (G-11). */
  outside = 0;
  headMoves = 0;
  headLimit = 15;
  /** Checkers per point that hit this turn (ST-9 house rules only). */
  readonly hitters = new Int8Array(SLOTS);
  hash = 0;

  constructor(rules: MoveRules, board: Uint8Array, mover: Player) {
    this.rules = rules;
    this.facing = rules.facing[mover];
    const mineAt = mover === 'white' ? 0 : SLOTS;
    const theirsAt = SLOTS - mineAt;
    let hash = 0;
    for (let s = 0; s < SLOTS; s++) {
      const m = board[mineAt + s]!;
      const t = board[theirsAt + s]!;
      this.mine[s] = m;
      this.theirs[s] = t;
      hash ^= ZOBRIST[s * 16 + m]! ^ ZOBRIST[THEIRS_Z + s * 16 + t]!;
    }
    this.hash = hash;
    let outside = 0;
    for (let s = rules.homeSize + 1; s <= BAR; s++) outside += this.mine[s]!;
    this.outside = outside;
  }

  /** The point a checker on `from` reaches with `die` (<= 0 bears off), or UNUSABLE. */
  target(from: number, die: number): number {
    return this.rules.target[from * 7 + die]!;
  }

  /**
   * Whether one sub-move is legal now, by the per-step rules (G-6, G-11..G-14, ST-4..ST-6, LN-4,
   * LN-11, ST-9). `asHitter` asks about moving a checker that hit earlier in this turn (ST-9
   * 'forbiddenToOwnPoint' only; under 'forbiddenInOwnHome' such checkers never move).
   */
  check(from: number, die: number, asHitter: boolean): StepCode {
    const rules = this.rules;
    const mine = this.mine;
    const here = mine[from]!;
    if (here <= 0) return StepCode.NoChecker;
    if (from !== BAR && mine[BAR]! > 0) return StepCode.MustEnterFirst; // ST-6
    if (asHitter ? this.hitters[from]! <= 0 : here - this.hitters[from]! <= 0) return StepCode.HitAndRun; // ST-9
    if (from === rules.headPoint && this.headMoves >= this.headLimit) return StepCode.HeadRule; // LN-11
    const to = rules.target[from * 7 + die]!;
    if (to === UNUSABLE) return StepCode.Unusable;
    if (to >= 1) {
      // G-14 / CG-8: once every checker is home, the option may forbid moves inside the home.
      if (!rules.bearOff.movesWithinHome && this.outside === 0) return StepCode.WithinHomeForbidden;
      if (this.theirs[this.facing[to]!]! >= rules.closedAt) return StepCode.Blocked; // ST-4 / LN-4
      if (asHitter && mine[to]! > 0) return StepCode.HitAndRun; // ST-9 'forbiddenToOwnPoint'
      return StepCode.Ok;
    }
    const bearOff = rules.bearOff;
    if (bearOff.requireAllHome && this.outside > 0) return StepCode.CannotBearOff; // G-11
    if (to < 0) {
      // G-13: an over-shoot bears off only from the highest occupied point.
      if (bearOff.overshoot === 'never') return StepCode.NeedsExact;
      if (bearOff.overshoot === 'fromHighest') {
        const top = bearOff.requireAllHome ? rules.homeSize : rules.points;
        for (let p = from + 1; p <= top; p++) if (mine[p]! > 0) return StepCode.NeedsExact;
      }
    }
    return StepCode.Ok;
  }

  /**
   * Moves one checker (the move must have passed `check`) and returns the undo token: the
   * landing point + 8 in bits 0-5, then flags HIT, MOVED_HITTER and MARKED.
   */
  apply(from: number, die: number, asHitter: boolean): number {
    const rules = this.rules;
    const mine = this.mine;
    const home = rules.homeSize;
    let to = rules.target[from * 7 + die]!;
    if (to < 0) to = 0;
    let h = this.hash;
    const cf = mine[from]!;
    h ^= ZOBRIST[from * 16 + cf]! ^ ZOBRIST[from * 16 + cf - 1]!;
    mine[from] = cf - 1;
    const ct = mine[to]!;
    h ^= ZOBRIST[to * 16 + ct]! ^ ZOBRIST[to * 16 + ct + 1]!;
    mine[to] = ct + 1;
    if (from > home && to <= home) this.outside--;
    if (from === rules.headPoint) this.headMoves++;
    let token = to + 8;
    if (asHitter) {
      this.hitters[from] = this.hitters[from]! - 1;
      this.hitters[to] = this.hitters[to]! + 1;
      token |= MOVED_HITTER;
    }
    if (to >= 1 && rules.hits) {
      const q = this.facing[to]!;
      if (this.theirs[q] === 1) {
        // ST-5: a blot is hit, on the final or an intermediate landing alike.
        this.theirs[q] = 0;
        const bar = this.theirs[BAR]!;
        this.theirs[BAR] = bar + 1;
        h ^= ZOBRIST[THEIRS_Z + q * 16 + 1]! ^ ZOBRIST[THEIRS_Z + q * 16]!;
        h ^= ZOBRIST[THEIRS_Z + BAR * 16 + bar]! ^ ZOBRIST[THEIRS_Z + BAR * 16 + bar + 1]!;
        token |= HIT;
        // ST-9: remember the hitting checker when a house rule restricts it.
        const marks =
          (rules.hitter === 'noHideOnOwnPoint' && !asHitter) || (rules.hitter === 'frozenInHome' && to <= home);
        if (marks) {
          this.hitters[to] = this.hitters[to]! + 1;
          token |= MARKED;
        }
      }
    }
    this.hash = h;
    return token;
  }

  /** Takes back a move made by `apply`, given the token it returned. */
  undo(from: number, token: number): void {
    const rules = this.rules;
    const mine = this.mine;
    const to = (token & 63) - 8;
    let h = this.hash;
    if (token & HIT) {
      const q = this.facing[to]!;
      const bar = this.theirs[BAR]!;
      this.theirs[BAR] = bar - 1;
      this.theirs[q] = 1;
      h ^= ZOBRIST[THEIRS_Z + q * 16 + 1]! ^ ZOBRIST[THEIRS_Z + q * 16]!;
      h ^= ZOBRIST[THEIRS_Z + BAR * 16 + bar]! ^ ZOBRIST[THEIRS_Z + BAR * 16 + bar - 1]!;
    }
    if (token & MARKED) this.hitters[to] = this.hitters[to]! - 1;
    if (token & MOVED_HITTER) {
      this.hitters[to] = this.hitters[to]! - 1;
      this.hitters[from] = this.hitters[from]! + 1;
    }
    const ct = mine[to]!;
    h ^= ZOBRIST[to * 16 + ct]! ^ ZOBRIST[to * 16 + ct - 1]!;
    mine[to] = ct - 1;
    const cf = mine[from]!;
    h ^= ZOBRIST[from * 16 + cf]! ^ ZOBRIST[from * 16 + cf + 1]!;
    mine[from] = cf + 1;
    if (from > rules.homeSize && to <= rules.homeSize) this.outside++;
    if (from === rules.headPoint) this.headMoves--;
    this.hash = h;
  }

  /** True when the mover has borne off every checker: the play ends at once (G-9.6, G-15). */
  finished(): boolean {
    return this.mine[OFF] === CHECKERS;
  }

  /** The per-step variant hook (LN-13a); STEP_OK when there is none. */
  afterStep(from: number, to: number): number {
    const hook = this.rules.stepConstraint;
    return hook === null ? STEP_OK : hook(this, from, to);
  }

  /** The end-of-play variant hook (LN-13); true when there is none. */
  endOk(): boolean {
    const hook = this.rules.endConstraint;
    return hook === null || hook(this);
  }

  /** Writes the scratch board back into a fresh position board. */
  toBoard(mover: Player): Uint8Array {
    const board = new Uint8Array(2 * SLOTS);
    const mineAt = mover === 'white' ? 0 : SLOTS;
    const theirsAt = SLOTS - mineAt;
    for (let s = 0; s < SLOTS; s++) {
      board[mineAt + s] = this.mine[s]!;
      board[theirsAt + s] = this.theirs[s]!;
    }
    return board;
  }

  /** True when the scratch board equals a stored board (mover's block and opponent's block). */
  sameAs(board: Uint8Array, mover: Player): boolean {
    const mineAt = mover === 'white' ? 0 : SLOTS;
    const theirsAt = SLOTS - mineAt;
    for (let s = 0; s < SLOTS; s++) {
      if (board[mineAt + s] !== this.mine[s] || board[theirsAt + s] !== this.theirs[s]) return false;
    }
    return true;
  }
}

export { STEP_OK, STEP_REJECTED };
