import { BAR, CHECKERS, NOWHERE, OFF, SLOTS } from '../core/board.js';
import { sameWords, SLOT_KEY, slotOf, UNIT_OF, WORD_OF, WORDS } from '../core/packed-board.js';
import { STEP_OK, STEP_REJECTED, UNUSABLE, type MoveRules } from '../core/variant.js';
import type { Player } from '../core/player.js';
import { wordsOf, type Position } from '../position/position.js';

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

/** Flags of the undo token returned by `Builder.apply`. */
export const HIT = 64;
const MOVED_HITTER = 128;
const MARKED = 256;

export class Builder {
  rules: MoveRules;
  readonly mine = new Int8Array(SLOTS);
  /** The opponent's counts in his own numbering, plus the always-empty NOWHERE slot. */
  readonly theirs = new Int8Array(SLOTS + 1);
  facing: Int8Array;
  /** Checkers of the mover outside his home, the bar included (G-11). */
  outside = 0;
  headMoves = 0;
  headLimit = 15;
  /** Checkers per point that hit this turn (ST-9 house rules only). */
  readonly hitters = new Int8Array(SLOTS);
  /** The whole board packed (core/packed-board.ts), kept up to date move by move. */
  readonly words = new Int32Array(WORDS);
  /** Where the mover's and the opponent's blocks start on the packed board (0 or SLOTS). */
  mineAt = 0;
  theirsAt = SLOTS;
  /** `hashWords` of the scratch board, kept up to date move by move. */
  hash = 0;
  /** Bit s set when the mover has a checker on slot s (BoardView), kept up to date move by move. */
  occupied = 0;

  /** A scratch board at `position`, the player on turn moving. */
  constructor(position: Position, rules: MoveRules) {
    this.rules = rules;
    this.facing = rules.facing.white;
    this.load(position, rules);
  }

  /** Resets the scratch board to `position` (the player on turn moving), so one builder serves many calls. */
  load(position: Position, rules: MoveRules): void {
    wordsOf(position, this.words, 0);
    this.#loaded(position.turn, rules);
  }

  /** Resets the scratch board to the packed board `words[at..at+7]`, `mover` moving. */
  loadWords(words: ArrayLike<number>, at: number, mover: Player, rules: MoveRules): void {
    for (let w = 0; w < WORDS; w++) this.words[w] = words[at + w]!;
    this.#loaded(mover, rules);
  }

  /** Derives the rest of the scratch state from `words`. */
  #loaded(mover: Player, rules: MoveRules): void {
    this.rules = rules;
    this.facing = rules.facing[mover];
    const words = this.words;
    const mineAt = mover === 'white' ? 0 : SLOTS;
    const theirsAt = SLOTS - mineAt;
    this.mineAt = mineAt;
    this.theirsAt = theirsAt;
    const mine = this.mine;
    const theirs = this.theirs;
    let outside = 0;
    let hash = 0;
    let occupied = 0;
    for (let s = 0; s < SLOTS; s++) {
      const m = slotOf(words, 0, mineAt + s);
      const t = slotOf(words, 0, theirsAt + s);
      mine[s] = m;
      if (m > 0) occupied |= 1 << s;
      theirs[s] = t;
      hash = (hash + Math.imul(m, SLOT_KEY[mineAt + s]!) + Math.imul(t, SLOT_KEY[theirsAt + s]!)) | 0;
      if (s > rules.homeSize) outside += m;
    }
    theirs[NOWHERE] = 0;
    this.hash = hash;
    this.occupied = occupied;
    // A finished walk undoes every move, so the hitter marks are already clear between calls.
    this.outside = outside;
    this.headMoves = 0;
    this.headLimit = 15;
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
    const words = this.words;
    const kf = this.mineAt + from;
    const kt = this.mineAt + to;
    words[WORD_OF[kf]!]! -= UNIT_OF[kf]!;
    words[WORD_OF[kt]!]! += UNIT_OF[kt]!;
    let hash = (this.hash - SLOT_KEY[kf]! + SLOT_KEY[kt]!) | 0;
    const left = mine[from]! - 1;
    mine[from] = left;
    mine[to] = mine[to]! + 1;
    this.occupied = (left === 0 ? this.occupied & ~(1 << from) : this.occupied) | (1 << to);
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
        this.theirs[BAR] = this.theirs[BAR]! + 1;
        const kq = this.theirsAt + q;
        const kb = this.theirsAt + BAR;
        words[WORD_OF[kq]!]! -= UNIT_OF[kq]!;
        words[WORD_OF[kb]!]! += UNIT_OF[kb]!;
        hash = (hash - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
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
    this.hash = hash;
    return token;
  }

  /** Takes back a move made by `apply`, given the token it returned. */
  undo(from: number, token: number): void {
    const rules = this.rules;
    const mine = this.mine;
    const to = (token & 63) - 8;
    const words = this.words;
    if (token & HIT) {
      const q = this.facing[to]!;
      this.theirs[BAR] = this.theirs[BAR]! - 1;
      this.theirs[q] = 1;
      const kq = this.theirsAt + q;
      const kb = this.theirsAt + BAR;
      words[WORD_OF[kq]!]! += UNIT_OF[kq]!;
      words[WORD_OF[kb]!]! -= UNIT_OF[kb]!;
      this.hash = (this.hash + SLOT_KEY[kq]! - SLOT_KEY[kb]!) | 0;
    }
    if (token & MARKED) this.hitters[to] = this.hitters[to]! - 1;
    if (token & MOVED_HITTER) {
      this.hitters[to] = this.hitters[to]! - 1;
      this.hitters[from] = this.hitters[from]! + 1;
    }
    const kf = this.mineAt + from;
    const kt = this.mineAt + to;
    words[WORD_OF[kt]!]! -= UNIT_OF[kt]!;
    words[WORD_OF[kf]!]! += UNIT_OF[kf]!;
    this.hash = (this.hash - SLOT_KEY[kt]! + SLOT_KEY[kf]!) | 0;
    const left = mine[to]! - 1;
    mine[to] = left;
    mine[from] = mine[from]! + 1;
    this.occupied = (left === 0 ? this.occupied & ~(1 << to) : this.occupied) | (1 << from);
    if (from > rules.homeSize && to <= rules.homeSize) this.outside++;
    if (from === rules.headPoint) this.headMoves--;
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

  /** True when the scratch board equals the packed board at `words[at..at+7]`. */
  sameAs(words: ArrayLike<number>, at: number): boolean {
    return sameWords(this.words, 0, words, at);
  }
}

export { STEP_OK, STEP_REJECTED };
