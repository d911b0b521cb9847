import { BAR, NOWHERE, OFF, SLOTS } from '../core/board.js';
import { sameWords, SLOT_KEY, STATE_MUL, STATE_WORD, STATUS_MASK, STATUS_SHIFT, UNIT_OF, WORD_OF, WORDS } from '../core/packed-board.js';
import { DECIDED_DRAW, DECIDED_MOVER_WINS, DECIDED_NOTHING, STEP_OK, STEP_REJECTED, UNUSABLE, type MoveRules } from '../core/variant.js';
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
  /** PL-6: the checker is pinned and cannot move. */
  Pinned,
  /** FE-5: the first-checker rule lets no other checker move yet. */
  FirstChecker,
}

/** Flags of the undo token returned by `Builder.apply`. */
export const HIT = 64;
const MOVED_HITTER = 128;
const MARKED = 256;
/** PL-5: the landing pinned a lone opposing checker. */
export const PINNED = 512;
/** PL-6: the move left a point where the mover held a pin, releasing the pinned checker. */
const RELEASED = 1024;
/** PL-12 / PL-14: the sub-move decided the game (the state word's status). */
const DECIDED = 4096;

/** The state word's status for a decision, by the mover's colour (core/packed-board.ts STATUS_*). */
function statusOf(decided: number, moverIsWhite: boolean): number {
  if (decided === DECIDED_DRAW) return 3;
  const moverWins = decided === DECIDED_MOVER_WINS;
  return moverWins === moverIsWhite ? 1 : 2;
}

// A position's words, read for a comparison and not kept.
const SOURCE_WORDS = new Int32Array(WORDS);

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
  /**
   * Hit marks made and not yet taken back. A search takes back every mark it makes; one that
   * threw part-way may not have, and the next load clears what it left.
   */
  #marks = 0;
  /** The whole board packed (core/packed-board.ts), kept up to date move by move. */
  readonly words = new Int32Array(WORDS);
  /** Where the mover's and the opponent's blocks start on the packed board (0 or SLOTS). */
  mineAt = 0;
  theirsAt = SLOTS;
  /** `hashWords` of the scratch board, kept up to date move by move. */
  hash = 0;
  /**
   * Bit p set when the mover's point p is closed to him (ST-4, LN-4: the opponent has `closedAt`
   * checkers there), as loaded. A hit only empties a point, so no move of the mover closes one.
   */
  closed = 0;
  /**
   * Bit p set when the mover's point p holds a lone opposing checker he would hit by landing
   * there (ST-5; never where one checker closes a point, LN-4), as loaded. The plain kernel
   * clears a bit while the blot it hit is on the bar and sets it back when it takes the move back.
   */
  blots = 0;
  /** Bit s set when the mover has a checker on slot s (BoardView), kept up to date move by move. */
  occupied = 0;
  /** PL-3..PL-6 (BoardView): the mover's pinned checkers by own point, the opponent's by his. */
  pinnedMine = 0;
  pinnedTheirs = 0;
  /** The mover's own point -> absolute point (G-3), for the state word's pin bits. */
  absolute: Int8Array;
  moverIsWhite = true;

  /** A scratch board at `position`, the player on turn moving (null: an empty board, to `loadWords` later). */
  constructor(position: Position | null, rules: MoveRules) {
    this.rules = rules;
    this.facing = rules.facing.white;
    this.absolute = rules.absolute.white;
    if (position !== null) this.load(position, rules);
  }

  /** Resets the scratch board to `position` (the player on turn moving), so one builder serves many calls. */
  load(position: Position, rules: MoveRules): void {
    // A program that asks for several rolls of one position (a bot looking one roll ahead) loads
    // it again and again. Positions never change, and every search takes back each move it
    // makes, so when the scratch board is still exactly the board this position gave it (the
    // words, and what is derived from them alongside), nothing needs deriving again. A search
    // that threw part-way leaves its words changed — every change of the counts changes the
    // words before anything that can throw — so it is derived again.
    if (position === this.#source && rules === this.rules && this.#unchangedSince(position)) {
      this.headLimit = 15;
      return;
    }
    wordsOf(position, this.words, 0);
    this.#loaded(position.turn, rules);
    this.#source = position;
    this.#sourceHash = this.hash;
    this.#sourceOccupied = this.occupied;
    this.#sourceOutside = this.outside;
  }

  /** Resets the scratch board to the packed board `words[at..at+8]`, `mover` moving. */
  loadWords(words: ArrayLike<number>, at: number, mover: Player, rules: MoveRules): void {
    for (let w = 0; w < WORDS; w++) this.words[w] = words[at + w]!;
    this.#loaded(mover, rules);
    this.#source = null;
  }

  // The position `load` last derived the scratch board from (null: loaded from words), and the
  // derived values it had then.
  #source: Position | null = null;
  #sourceHash = 0;
  #sourceOccupied = 0;
  #sourceOutside = 0;

  /** Whether the scratch board is the one `position` gave it: same words, same derived values, no move pending. */
  #unchangedSince(position: Position): boolean {
    if (this.hash !== this.#sourceHash || this.occupied !== this.#sourceOccupied || this.outside !== this.#sourceOutside || this.headMoves !== 0 || this.#marks !== 0) return false;
    wordsOf(position, SOURCE_WORDS, 0);
    return sameWords(this.words, 0, SOURCE_WORDS, 0);
  }

  /** Derives the rest of the scratch state from `words`. */
  #loaded(mover: Player, rules: MoveRules): void {
    this.rules = rules;
    this.facing = rules.facing[mover];
    this.absolute = rules.absolute[mover];
    this.moverIsWhite = mover === 'white';
    const words = this.words;
    const mineAt = mover === 'white' ? 0 : SLOTS;
    const theirsAt = SLOTS - mineAt;
    this.mineAt = mineAt;
    this.theirsAt = theirsAt;
    const mine = this.mine;
    const theirs = this.theirs;
    let outside = 0;
    let hash = Math.imul(words[STATE_WORD]!, STATE_MUL);
    let occupied = 0;
    let closed = 0;
    let blots = 0;
    const home = rules.homeSize;
    const closedAt = rules.closedAt;
    // The opponent's point s is the mover's point theirFacing[s] (NOWHERE where there is none).
    const theirFacing = rules.facing[mover === 'white' ? 'black' : 'white'];
    const points = rules.points;
    // Word by word, four bits a slot (core/packed-board.ts), White's block first: slot k of the
    // board is the mover's slot k - mineAt or the opponent's slot k - theirsAt.
    let k = 0;
    for (let w = 0; w < STATE_WORD; w++) {
      let word = words[w]!;
      const end = k + 7 < 2 * SLOTS ? k + 7 : 2 * SLOTS;
      for (; k < end; k++, word >>= 4) {
        const count = word & 15;
        if (count !== 0) hash = (hash + Math.imul(count, SLOT_KEY[k]!)) | 0;
        const s = k - mineAt;
        if (s >= 0 && s < SLOTS) {
          mine[s] = count;
          if (count !== 0) {
            occupied |= 1 << s;
            if (s > home) outside += count;
          }
        } else {
          const t = k - theirsAt;
          theirs[t] = count;
          if (t >= 1 && t <= points) {
            if (count >= closedAt) closed |= 1 << theirFacing[t]!;
            else if (count === 1) blots |= 1 << theirFacing[t]!;
          }
        }
      }
    }
    theirs[NOWHERE] = 0;
    this.hash = hash;
    this.occupied = occupied;
    this.closed = closed;
    this.blots = blots;
    // A finished walk takes back every hit mark it made (ST-9); one that threw may have left some.
    if (this.#marks !== 0) {
      this.hitters.fill(0);
      this.#marks = 0;
    }
    this.outside = outside;
    this.headMoves = 0;
    this.headLimit = 15;
    this.pinnedMine = 0;
    this.pinnedTheirs = 0;
    if (rules.pins) this.#readPins();
  }

  /** PL-3: which checker is pinned on each shared point, from the state word's pin bits. */
  #readPins(): void {
    const state = this.words[STATE_WORD]!;
    const mine = this.mine;
    const theirs = this.theirs;
    for (let p = 1; p <= this.rules.points; p++) {
      const q = this.facing[p]!;
      if (mine[p]! === 0 || theirs[q]! === 0) continue;
      const whitePinned = ((state >> (this.absolute[p]! - 1)) & 1) === 1;
      if (whitePinned === this.moverIsWhite) this.pinnedMine |= 1 << p;
      else this.pinnedTheirs |= 1 << q;
    }
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
    if ((this.pinnedMine >> from) & 1) return StepCode.Pinned; // PL-6: a pinned checker is alone on its point and cannot move
    if (from !== BAR && mine[BAR]! > 0) return StepCode.MustEnterFirst; // ST-6
    if (rules.mayMoveFrom !== null && !rules.mayMoveFrom(this, from)) return StepCode.FirstChecker; // FE-5
    if (asHitter ? this.hitters[from]! <= 0 : here - this.hitters[from]! <= 0) return StepCode.HitAndRun; // ST-9
    if (from === rules.headPoint && this.headMoves >= this.headLimit) return StepCode.HeadRule; // LN-11
    const to = rules.target[from * 7 + die]!;
    if (to === UNUSABLE) return StepCode.Unusable;
    if (to >= 1) {
      // G-14 / CG-8: once every checker is home, the option may forbid moves inside the home.
      if (!rules.bearOff.movesWithinHome && this.outside === 0) return StepCode.WithinHomeForbidden;
      if (this.theirs[this.facing[to]!]! >= rules.closedAt) return StepCode.Blocked; // ST-4 / LN-4 / PL-4
      if ((this.pinnedMine >> to) & 1) return StepCode.Blocked; // PL-4: the opponent holds one of the mover's checkers there
      if (asHitter && mine[to]! > 0) return StepCode.HitAndRun; // ST-9 'forbiddenToOwnPoint'
      return StepCode.Ok;
    }
    const bearOff = rules.bearOff;
    if (bearOff.requireAllHome && this.outside > 0) return StepCode.CannotBearOff; // G-11
    if (this.pinnedMine !== 0 && bearOff.blockedWhilePinned === true) return StepCode.CannotBearOff; // PL-9
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
    if (rules.pins) {
      token |= this.#pinsAfterMove(from, to);
      hash = (hash + Math.imul(this.words[STATE_WORD]! - this.#stateBefore, STATE_MUL)) | 0;
    } else if (to >= 1 && rules.hits) {
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
          this.#marks++;
          token |= MARKED;
        }
      }
    }
    this.hash = hash;
    if (rules.outcomeAfterStep !== null) {
      const decided = rules.outcomeAfterStep(this, from, to, (token & PINNED) !== 0);
      if (decided !== DECIDED_NOTHING) {
        const before = this.words[STATE_WORD]!;
        this.words[STATE_WORD] = (before & ~STATUS_MASK) | (statusOf(decided, this.moverIsWhite) << STATUS_SHIFT);
        this.hash = (this.hash + Math.imul(this.words[STATE_WORD] - before, STATE_MUL)) | 0;
        token |= DECIDED;
      }
    }
    return token;
  }

  #stateBefore = 0;

  /**
   * PL-5 / PL-6 after a checker moved from `from` to `to` (0: borne off): a landing on a lone free
   * opposing checker pins it; leaving a point where the mover held a pin (moving on, or bearing
   * off its last checker, PL-10) releases it. Updates the masks and the state word's pin bits.
   */
  #pinsAfterMove(from: number, to: number): number {
    const words = this.words;
    this.#stateBefore = words[STATE_WORD]!;
    let flags = 0;
    if (from >= 1 && from <= 24 && this.mine[from] === 0) {
      const q = this.facing[from]!;
      if ((this.pinnedTheirs >> q) & 1) {
        this.pinnedTheirs &= ~(1 << q);
        words[STATE_WORD] = words[STATE_WORD]! & ~(1 << (this.absolute[from]! - 1));
        flags |= RELEASED;
      }
    }
    if (to >= 1) {
      const q = this.facing[to]!;
      if (this.theirs[q] === 1 && !((this.pinnedTheirs >> q) & 1)) {
        this.pinnedTheirs |= 1 << q;
        // The bit says "the pinned checker here is White's": set when the mover is Black.
        if (!this.moverIsWhite) words[STATE_WORD] = words[STATE_WORD]! | (1 << (this.absolute[to]! - 1));
        flags |= PINNED;
      }
    }
    return flags;
  }

  /** Takes back a move made by `apply`, given the token it returned. */
  undo(from: number, token: number): void {
    const rules = this.rules;
    const mine = this.mine;
    const to = (token & 63) - 8;
    const words = this.words;
    if (token & DECIDED) {
      const before = words[STATE_WORD]!;
      words[STATE_WORD] = before & ~STATUS_MASK;
      this.hash = (this.hash + Math.imul(words[STATE_WORD] - before, STATE_MUL)) | 0;
    }
    if (token & (PINNED | RELEASED)) {
      const before = words[STATE_WORD]!;
      if (token & PINNED) {
        const q = this.facing[to]!;
        this.pinnedTheirs &= ~(1 << q);
        words[STATE_WORD] = words[STATE_WORD]! & ~(1 << (this.absolute[to]! - 1));
      }
      if (token & RELEASED) {
        const q = this.facing[from]!;
        this.pinnedTheirs |= 1 << q;
        if (!this.moverIsWhite) words[STATE_WORD] = words[STATE_WORD]! | (1 << (this.absolute[from]! - 1));
      }
      this.hash = (this.hash + Math.imul(words[STATE_WORD]! - before, STATE_MUL)) | 0;
    }
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
    if (token & MARKED) {
      this.hitters[to] = this.hitters[to]! - 1;
      this.#marks--;
    }
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

  /**
   * True when the game is over on the scratch board: the mover has borne off every checker
   * (G-9.6, G-15), or a sub-move decided it (PL-12, PL-14, PL-16). The play ends at once.
   */
  finished(): boolean {
    return this.mine[OFF] === this.rules.checkers || (this.words[STATE_WORD]! & STATUS_MASK) !== 0;
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

  /** True when the scratch board equals the packed board at `words[at..at+8]`. */
  sameAs(words: ArrayLike<number>, at: number): boolean {
    return sameWords(this.words, 0, words, at);
  }
}

export { STEP_OK, STEP_REJECTED };
