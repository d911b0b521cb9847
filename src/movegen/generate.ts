import { CHECKERS, SLOTS } from '../core/board.js';
import type { Dice } from '../core/dice.js';
import { sameWords, SHIFT_OF, SLOT_KEY, STATE_MUL, STATE_WORD, STATUS_MASK, tableSlot, UNIT_OF, WORD_OF, WORDS } from '../core/packed-board.js';
import { STEP_REJECTED, UNUSABLE, type MoveRules, type StagePlan } from '../core/variant.js';
import type { Player } from '../core/player.js';
import { PackedPlayBoard } from './mobility.js';
import { rulesOf, type Position } from '../position/position.js';
import { Builder, HIT, StepCode } from './builder.js';
import { stagesOfRoll } from './dice-steps.js';
import { Transpositions } from './transpositions.js';
import { MOST_SUB_MOVES, subMoveCount, unpackSubMoves } from '../core/stage-plan.js';
import { packStep, stepDie, stepFrom, stepHit, stepTo, type PackedStep } from '../core/packed-step.js';

/**
 * The shared legal-play generator (G-9 over whole sequences). It walks every sequence of
 * sub-moves depth first on one scratch board, keeps the sequences of maximal length, applies the
 * larger-die rule, and merges sequences that reach the same position. Variants plug in through
 * `MoveRules`; nothing here knows a variant's name.
 *
 * Speed (docs/performance.md): one engine is reused from call to call. Its scratch board, its
 * result pools (packed boards and packed steps in typed arrays) and its hash table of final
 * positions are allocated once, so a call allocates nothing but what it hands back.
 */

/** A legal play as the generator found it: packed steps and the packed board it reaches. */
export interface RawPlay {
  readonly steps: readonly PackedStep[];
  /** The whole board after the play, packed (core/packed-board.ts). */
  readonly words: Int32Array;
  /** `hashWords` of that board, for fast look-ups. */
  readonly hash: number;
}

export interface RawPlays {
  readonly plays: readonly RawPlay[];
  /** Sub-moves in each play (G-9.2's m); the full count when the last checker came off (G-9.6). */
  readonly length: number;
  /** LN-11/12: the head limit these plays obey (what a step-by-step checker should use). */
  readonly headLimit: number;
  /** The sub-move dice the plays were generated for (G-8, or one stage of a cascade, CG-2). */
  readonly subMoves: readonly number[];
}

/** Most sub-moves one stage can have (G-8's four, six-one's options, a transferred rest): what a stage plan may hold. */
export const MAX_STEPS = MOST_SUB_MOVES;

/**
 * The generator's working memory and its last answer. `count` plays of `length` sub-moves: play
 * i's board is `boards[i*WORDS ..]`, its steps `steps[i*MAX_STEPS .. i*MAX_STEPS+stepCount[i]-1]`. The answer
 * is valid until the engine runs again. After a run asked for steps only (`run`'s `withBoards`
 * false, `stepsOnly`), the boards, hashes and table do not describe the answer: `toRaw` and
 * `findScratch` refuse it.
 */
export class Engine {
  /** The scratch board the walk moves checkers on (loaded from the position by `acquire`). */
  scratch: Builder | null = null;
  /** Sub-moves in the stage being searched (the dice to play). */
  subMoveCount = 0;
  headLimit = 15;
  subMoves: readonly number[] = [];
  readonly sorted = new Int8Array(MAX_STEPS);
  readonly used = new Uint8Array(MAX_STEPS);
  readonly stack = new Int32Array(MAX_STEPS);
  readonly lastFrom = new Int8Array(MAX_STEPS + 1);
  /** LN-13a 'passThroughOnly': the step at this depth must start here (0: anywhere). */
  readonly mustFrom = new Int8Array(MAX_STEPS + 1);
  ordered = false;
  /**
   * In source order (`ordered`), the sub-move that brings the mover's last outside checker home
   * may also come after lower sources (`lateHomecoming`): set for a double where moves
   * inside the home are forbidden once every checker is home (G-14, CG-8) and the mover starts
   * with some checkers outside, but fewer than the sub-moves.
   */
  lastHomeLate = false;
  memo = false;
  readonly seen = new Transpositions();
  tracksHitters = false;
  /** The highest point a checker may start from: the bar (25) where there is one, else the last point. */
  highestSource = 25;
  /** The plain kernel (plainKernelFits) searches this stage. */
  plain = false;
  plainDouble = false;
  /** `fastDoubles` searches this double (`run`). */
  fastDouble = false;
  /** The table of boards lacks plays of the answer (`fastDoubles`); `fileAll` files them. */
  tableLags = false;
  /**
   * The caller reads only the plays' steps (`run`'s `withBoards` false), and the search cannot
   * reach one board twice: a double under the plain kernel, targets below their sources, sources in
   * non-increasing order and no late homecoming (`distinctBoards`). A full-length play is then
   * filed by its steps alone (`fileStepsOnly`): no board, no hash, no look-up in the table.
   */
  stepsOnly = false;
  /**
   * The plain kernel's points a checker may land on: bit p set when the opponent has fewer than
   * `closedAt` checkers on the mover's point p (ST-4, LN-4). A hit only empties a point, so the
   * mask holds for the whole search. 0 when the target table is not `from - die` (six-one).
   */
  openLanding = 0;
  // What the plain kernel asks of the rules at every node, read once per search (plainRules):
  // the checkers a player has, ST-4 / LN-4's closing count, the home's size, LN-11's head (0:
  // none) and whether an end-of-play test (LN-13) applies, G-13's over-shoots (never, or from the
  // highest point only), G-11 and G-14 / CG-8's options, and G-6's target table.
  checkers = 15;
  closedAt = 2;
  homeSize = 6;
  head = 0;
  ends = false;
  endOnMask: ((occupied: number, theirs: Int8Array) => boolean) | null = null;
  exactOnly = false;
  fromHighest = false;
  allHome = true;
  withinHome = true;
  target: Int8Array = new Int8Array(0);

  best = -1;
  count = 0;
  cap = 0;
  boards = new Int32Array(0);
  steps = new Int32Array(0);
  stepCount = new Uint8Array(0);
  /** G-9.3: the die of each one-step play (0 for longer plays). */
  oneStepDie = new Uint8Array(0);
  hashes = new Int32Array(0);
  // Open-addressing table of final boards: slot -> play index, valid where stamp === generation.
  table = new Int32Array(0);
  stamps = new Int32Array(0);
  mask = 0;
  generation = 1;
  busy = false;
  /** Searches run so far: an answer read later is still this engine's while the count is unchanged. */
  runs = 0;

  constructor() {
    this.grow(64);
  }

  private grow(cap: number): void {
    const boards = new Int32Array(cap * WORDS);
    boards.set(this.boards);
    const steps = new Int32Array(cap * MAX_STEPS);
    steps.set(this.steps);
    const stepCount = new Uint8Array(cap);
    stepCount.set(this.stepCount);
    const oneStepDie = new Uint8Array(cap);
    oneStepDie.set(this.oneStepDie);
    const hashes = new Int32Array(cap);
    hashes.set(this.hashes);
    Object.assign(this, { boards, steps, stepCount, oneStepDie, hashes, cap });
    // Keep the table at most a quarter full, and re-file the plays of the current answer. (Under
    // `stepsOnly` the full-length plays' hashes are not written, so what is re-filed for them is
    // stale; nothing looks them up: `record` files shorter plays, or plays that bore off the last
    // checker, which never equal a full-length play of a double (`distinctBoards`).)
    const size = cap * 4;
    this.table = new Int32Array(size);
    this.stamps = new Int32Array(size);
    this.mask = size - 1;
    this.generation = 1;
    for (let j = 0; j < this.count; j++) {
      let idx = tableSlot(hashes[j]!, this.mask);
      while (this.stamps[idx] === 1) idx = (idx + 1) & this.mask;
      this.stamps[idx] = 1;
      this.table[idx] = j;
    }
  }

  /** Forgets the plays found so far (a longer play was found, G-9). */
  private reset(length: number): void {
    this.best = length;
    this.count = 0;
    if (++this.generation > 0x3fffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  /** Files the scratch board as a final position reached after `depth` steps counting as `length`. */
  record(length: number, depth: number): void {
    if (length < this.best) return;
    if (length > this.best) this.reset(length);
    const b = this.scratch!;
    const words = b.words;
    const h = b.hash;
    const mask = this.mask;
    let idx = tableSlot(h, mask);
    while (this.stamps[idx] === this.generation) {
      const j = this.table[idx]!;
      if (this.hashes[j] === h && sameWords(this.boards, j * WORDS, words, 0)) {
        // The same position by another path. For G-9.3 keep the path that uses the larger die.
        if (length === 1 && depth === 1) {
          const die = stepDie(this.stack[0]!);
          if (die > this.oneStepDie[j]!) {
            this.steps[j * MAX_STEPS] = this.stack[0]!;
            this.oneStepDie[j] = die;
          }
        }
        return;
      }
      idx = (idx + 1) & mask;
    }
    let i = this.count;
    if (i === this.cap) {
      this.grow(this.cap * 2);
      i = this.count;
      idx = tableSlot(h, this.mask);
      while (this.stamps[idx] === this.generation) idx = (idx + 1) & this.mask;
    }
    this.stamps[idx] = this.generation;
    this.table[idx] = i;
    this.hashes[i] = h;
    const boards = this.boards;
    for (let w = 0; w < WORDS; w++) boards[i * WORDS + w] = words[w]!;
    for (let d = 0; d < depth; d++) this.steps[i * MAX_STEPS + d] = this.stack[d]!;
    this.stepCount[i] = depth;
    this.oneStepDie[i] = depth === 1 ? stepDie(this.stack[0]!) : 0;
    this.count = i + 1;
  }

  /**
   * The end-of-play test (LN-13) of the scratch board with the checker on `from` moved to `to`
   * (nothing hit: `plainKernelFits`), asked of the variant's test of the occupied mask
   * (MoveRules.endConstraintOnMask), so the scratch board is not touched.
   */
  private endOkWith(from: number, to: number): boolean {
    const b = this.scratch!;
    const occupied = b.occupied;
    return this.endOnMask!((b.mine[from] === 1 ? occupied & ~(1 << from) : occupied) | (1 << to), b.theirs);
  }

  /**
   * repeatsFirstOrder, the same checker: it went `firstFrom` -> (smaller die) -> (larger die) -> `to`
   * without a hit; the larger die first takes it through a point that holds no opposing checker
   * to the same `to`.
   */
  private throughOpenPoint(firstFrom: number, larger: number, smaller: number, to: number, first: PackedStep): boolean {
    if (stepHit(first)) return false;
    const b = this.scratch!;
    const target = b.rules.target;
    const mid = target[firstFrom * 7 + larger]!;
    return mid >= 1 && b.theirs[b.facing[mid]!] === 0 && target[mid * 7 + smaller] === to;
  }

  /**
   * `record(n, n)` of the scratch board with one more checker moved (slot kf to slot kt, and an
   * opposing checker hit from slot kq to his bar kb when kq >= 0), the step already on the stack:
   * the board is written into the next free result slot and compared there, and kept only if new.
   */
  private fileStep(kf: number, kt: number, kq: number, kb: number): void {
    const n = this.subMoveCount;
    if (n > this.best) this.reset(n);
    if (this.count === this.cap) this.grow(this.cap * 2);
    const b = this.scratch!;
    const words = b.words;
    const boards = this.boards;
    const i = this.count;
    const at = i * WORDS;
    // Written out: a loop of nine costs more than the copies (measured).
    boards[at] = words[0]!;
    boards[at + 1] = words[1]!;
    boards[at + 2] = words[2]!;
    boards[at + 3] = words[3]!;
    boards[at + 4] = words[4]!;
    boards[at + 5] = words[5]!;
    boards[at + 6] = words[6]!;
    boards[at + 7] = words[7]!;
    boards[at + 8] = words[8]!;
    boards[at + WORD_OF[kf]!]! -= UNIT_OF[kf]!;
    boards[at + WORD_OF[kt]!]! += UNIT_OF[kt]!;
    let h = (b.hash - SLOT_KEY[kf]! + SLOT_KEY[kt]!) | 0;
    if (kq >= 0) {
      boards[at + WORD_OF[kq]!]! -= UNIT_OF[kq]!;
      boards[at + WORD_OF[kb]!]! += UNIT_OF[kb]!;
      h = (h - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
    }
    const mask = this.mask;
    let idx = tableSlot(h, mask);
    while (this.stamps[idx] === this.generation) {
      const j = this.table[idx]!;
      // The same position by another path: the first path found is kept.
      if (this.hashes[j] === h && sameWords(boards, j * WORDS, boards, at)) return;
      idx = (idx + 1) & mask;
    }
    this.stamps[idx] = this.generation;
    this.table[idx] = i;
    this.hashes[i] = h;
    const steps = this.steps;
    const stack = this.stack;
    const to = i * MAX_STEPS;
    steps[to] = stack[0]!;
    for (let d = 1; d < n; d++) steps[to + d] = stack[d]!;
    this.stepCount[i] = n;
    this.oneStepDie[i] = 0;
    this.count = i + 1;
  }

  /**
   * `fileStep` for `stepsOnly`: the full-length play on the stack is filed by its steps. Nothing
   * checks it against the plays filed so far, because under `stepsOnly` no two sequences the
   * search visits reach one board (`distinctBoards`); its board and hash are not written.
   */
  private fileStepsOnly(): void {
    const n = this.subMoveCount;
    if (n > this.best) this.reset(n);
    if (this.count === this.cap) this.grow(this.cap * 2);
    const i = this.count;
    const steps = this.steps;
    const stack = this.stack;
    const to = i * MAX_STEPS;
    for (let d = 0; d < n; d++) steps[to + d] = stack[d]!;
    this.stepCount[i] = n;
    this.oneStepDie[i] = 0;
    this.count = i + 1;
  }

  /** Depth-first search over sub-move sequences; true when some sequence from here was recorded. */
  walk(depth: number): boolean {
    // The plain kernel recurses within itself: `walk` enters it once per stage, at depth 0.
    if (this.plain) return this.plainDouble ? (this.fastDouble ? this.fastDoubles() : this.plainDoubles(depth)) : this.plainMixed();
    if (!this.memo || depth === 0 || depth >= this.subMoveCount) return this.search(depth);
    // A node already searched (another order of the same sub-moves) has nothing new below it.
    const b = this.scratch!;
    const key = depth | (b.headMoves << 4) | (this.mustFrom[depth]! << 9);
    const known = this.seen.find(b.words, b.hash, key);
    if (known >= 0) return known === 1;
    const found = this.search(depth);
    this.seen.add(b.words, b.hash, key, found);
    return found;
  }

  private search(depth: number): boolean {
    const b = this.scratch!;
    const n = this.subMoveCount;
    let below = false;
    if (depth < n && !b.finished()) {
      const must = this.mustFrom[depth]!;
      const sorted = this.sorted;
      const used = this.used;
      const mine = b.mine;
      const kinds = this.tracksHitters ? 2 : 1;
      for (let i = 0; i < n; i++) {
        if (used[i]) continue;
        // Equal dice are interchangeable: try each distinct value once per depth.
        if (i > 0 && sorted[i] === sorted[i - 1] && !used[i - 1]) continue;
        const die = sorted[i]!;
        used[i] = 1;
        const limit = this.ordered ? this.lastFrom[depth]! : this.highestSource;
        // The last checker's homecoming, above the limit, comes first (lateHomecoming).
        const late = this.lastHomeLate ? this.lateHomecoming(die, limit) : 0;
        for (let from = late !== 0 ? late : limit; from >= 1; from--) {
          if (from > limit && from !== late) continue;
          if (mine[from]! <= 0 || (must !== 0 && from !== must)) continue;
          for (let kind = 0; kind < kinds; kind++) {
            const asHitter = kind === 1;
            if (b.check(from, die, asHitter) !== StepCode.Ok) continue;
            const token = b.apply(from, die, asHitter);
            const to = (token & 63) - 8;
            const after = b.afterStep(from, to);
            if (after !== STEP_REJECTED) {
              this.stack[depth] = packStep(from, to, die, (token & HIT) !== 0);
              if (depth + 1 === n) {
                // Every die used: the sequence ends here, as search(n) would decide (G-9.2, LN-13).
                if (after <= 0 && b.endOk()) {
                  this.record(n, n);
                  below = true;
                }
              } else {
                this.lastFrom[depth + 1] = from;
                this.mustFrom[depth + 1] = after > 0 ? after : 0;
                if (this.walk(depth + 1)) below = true;
              }
            }
            b.undo(from, token);
          }
        }
        used[i] = 0;
      }
    }
    if (below) return true;
    // Only a node without a valid longer continuation can be of maximal length.
    if (this.mustFrom[depth] !== 0 || !b.endOk()) return false;
    this.record(b.finished() ? n : depth, depth);
    return true;
  }

  /**
   * The plain kernel: `search` for the rule sets `plainKernelFits` accepts (short tavla and its
   * presets, long nard and crazy gulbar with the six-block judged at the end of the play), with
   * every generic per-step branch that such rules make dead left out. It visits sub-moves in
   * exactly `search`'s order and records through the same `record`, so its answer — plays, their
   * order, the steps kept for each — is the generic engine's;
   * test/movegen/plain-kernel.property.test.ts checks that on random positions of each.
   *
   * Per step it checks only: a checker on the bar enters first (ST-6); no more checkers leave the
   * head than the stage allows (LN-11); no move inside the home once all are home where the option
   * forbids it (G-14, CG-8); the landing is not closed (ST-4, LN-4); bearing off needs every
   * checker home (G-11) and an over-shoot is allowed as G-13's option says. It moves the counts,
   * the packed words, the hash, the occupied mask, the outside count and the head count, and hits
   * a lone checker (ST-5). Sources come from the occupied mask. A finished sequence passes the
   * variant's end-of-play test (LN-13) before it is recorded.
   *
   * The kernel is three functions: `plainMixed` (a mixed roll's first step, each die first in
   * turn), `plainSecond` (its second step, with the skips below) and `plainDoubles` (a double,
   * sources in non-increasing order), sharing `plainSources`, `plainLanding` and `plainEnd`.
   * V8 compiles each tighter than one function serving both kinds of roll (measured: a double's
   * search took 0.85x the time; docs/performance.md), so the move-and-undo block is written out
   * in both `plainMixed` and `plainDoubles`.
   */
  private plainMixed(): boolean {
    const b = this.scratch!;
    let below = false;
    const mine = b.mine;
    if (mine[OFF_SLOT]! !== this.checkers) {
      const theirs = b.theirs;
      const facing = b.facing;
      const words = b.words;
      const mineAt = b.mineAt;
      const theirsAt = b.theirsAt;
      const homeSize = this.homeSize;
      const head = this.head;
      for (let i = 0; i < 2; i++) {
        const die = this.sorted[i]!;
        // The second order after a full-length play was filed: see `secondOrderAddsNothing`.
        const pruneSecond = i === 1 && this.best === 2 && this.openLanding !== 0 && this.withinHome && this.allHome;
        let sources = this.plainSources(die, 25);
        while (sources !== 0) {
          const from = 31 - Math.clz32(sources);
          sources &= ~(1 << from);
          const landing = this.plainLanding(from, die);
          if (landing < 0) continue;
          const to = landing & 31;
          const hit = landing > 31;
          if (pruneSecond && !hit && this.secondOrderAddsNothing(from, to)) continue;
          // Move: counts, packed words, hash, occupied mask, outside count; a lone checker hit (ST-5).
          const kf = mineAt + from;
          const kt = mineAt + to;
          words[WORD_OF[kf]!]! -= UNIT_OF[kf]!;
          words[WORD_OF[kt]!]! += UNIT_OF[kt]!;
          let hash = (b.hash - SLOT_KEY[kf]! + SLOT_KEY[kt]!) | 0;
          const occupiedBefore = b.occupied;
          const outsideBefore = b.outside;
          const left = mine[from]! - 1;
          mine[from] = left;
          mine[to] = mine[to]! + 1;
          b.occupied = (left === 0 ? occupiedBefore & ~(1 << from) : occupiedBefore) | (1 << to);
          if (from > homeSize && to <= homeSize) b.outside = outsideBefore - 1;
          if (from === head) b.headMoves++;
          let kq = 0;
          let kb = 0;
          if (hit) {
            const q = facing[to]!;
            theirs[q] = 0;
            theirs[25] = theirs[25]! + 1;
            b.blots &= ~(1 << to);
            kq = theirsAt + q;
            kb = theirsAt + 25;
            words[WORD_OF[kq]!]! -= UNIT_OF[kq]!;
            words[WORD_OF[kb]!]! += UNIT_OF[kb]!;
            hash = (hash - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
          }
          const hashBefore = b.hash;
          b.hash = hash;
          this.stack[0] = packStep(from, to, die, hit);
          if (this.plainSecond(1 - i)) below = true;
          if (from === head) b.headMoves--;
          // Undo.
          if (hit) {
            const q = facing[to]!;
            theirs[q] = 1;
            theirs[25] = theirs[25]! - 1;
            b.blots |= 1 << to;
            words[WORD_OF[kq]!]! += UNIT_OF[kq]!;
            words[WORD_OF[kb]!]! -= UNIT_OF[kb]!;
          }
          words[WORD_OF[kt]!]! -= UNIT_OF[kt]!;
          words[WORD_OF[kf]!]! += UNIT_OF[kf]!;
          mine[to] = mine[to] - 1;
          mine[from] = left + 1;
          b.occupied = occupiedBefore;
          b.outside = outsideBefore;
          b.hash = hashBefore;
        }
      }
    }
    return below || this.plainEnd(0);
  }

  /**
   * Whether the smaller die's step from `from` to `to`, made first in the second order and hitting
   * nothing, would lead `plainSecond` to file nothing new, so it need not be made at all.
   *
   * Asked only once a full-length play is filed. Until then a step whose larger-die follow-up is
   * blocked files a one-step play; after it, `record` drops anything shorter (G-9.2), and the
   * first order has already made `plainMixed` return true. Asked only with the standard targets,
   * moves inside the home allowed and bearing off only with every checker home (G-11). (A step
   * that hit is always made: `throughOpenPoint` below needs a first step that hit nothing.)
   *
   * Then, for a step from below the bar to a point on the board that leaves a checker outside
   * the home, `plainSecond` would find:
   * - no larger-die bear-off, since a checker is still outside (G-11);
   * - larger-die steps of other checkers, each one `repeatsFirstOrder` skips;
   * - the larger die moving on the same checker from `to`. That is not legal when it would bear
   *   off or land on a closed point (ST-4, LN-4), and `repeatsFirstOrder` skips it when the point
   *   the larger die alone reaches from `from` holds no opposing checker (`throughOpenPoint`).
   */
  private secondOrderAddsNothing(from: number, to: number): boolean {
    if (from === 25 || to < 1) return false;
    const b = this.scratch!;
    const homeSize = this.homeSize;
    if (b.outside - (from > homeSize && to <= homeSize ? 1 : 0) === 0) return false;
    const larger = this.sorted[0]!;
    const next = to - larger;
    if (next < 1 || ((this.openLanding >> next) & 1) === 0) return true;
    // On the board: from - larger = next + the smaller die.
    return b.theirs[b.facing[from - larger]!] === 0;
  }

  /**
   * A mixed roll's second step, with the die `sorted[i]` (i = 0: the larger die, the second order).
   *
   * repeatsFirstOrder: a mixed roll is walked larger die first, then smaller die first. In the
   * second order, a larger-die step that moves another checker than the one the smaller die just
   * moved (its start is not that checker's landing), where neither step bears off and nothing was
   * on the bar, reaches a board the first order reached already: the same checker moved by the
   * larger die from the start position is legal (its point was occupied at the start, a landing
   * is closed only by the opponent, whom a hit leaves no stronger), the smaller die's step is
   * legal after it, hits fall on the same points, and the first order filed that board. The same
   * holds when the larger die moves on the very checker the smaller die moved, if that step hit
   * nothing and the point the larger die alone would reach from its start holds no opposing
   * checker (the first order went through it, hitting nothing, to the same point). Where
   * moves inside the home are forbidden once every checker is home (G-14, CG-8), the smaller
   * die's step in the first order comes after the larger die's, so it is legal there only if
   * some checker is still outside the home then: the skip is made for another checker only when
   * the larger die's step, made first, leaves one outside (it was legal first: a checker was
   * outside at the start, as one still was after the smaller die's step); for the same checker
   * the step is made and filed as usual. With an end-of-play test (LN-13) the first order
   * judged the same board the same way; the skip then waits until a full-length play is filed,
   * since until then whether this node found a continuation decides whether a shorter play is
   * kept. Skipping it changes nothing in the answer (the first path found for a board is the one
   * kept): only the time.
   *
   * repeatsEarlierPath: three more second steps of a mixed roll whose board an earlier path
   * filed, where the targets are `from - die`, a checker bears off only with every checker home
   * (G-11) and moves inside the home are allowed (G-14). Let L be the larger die, S the smaller.
   *
   * 1. Larger die first (L from f0 to t0 >= 1, or borne off exactly), now S takes another
   *    checker X from f1 = f0 + S onto f0. X could go f1 -> f1 - L -> t0 instead, and that path
   *    came earlier (its source f1 is higher), when f1 - L holds no opposing checker: that step
   *    is legal and hits nothing, the second lands on t0 as the first step did (hitting what it
   *    hit) or bears off exactly (every checker is home then, as it was for the first), and the
   *    board is the same. Head moves (LN-11) are no more.
   * 2. Smaller die first bore a checker A off (from f0; every checker was home), now L moves
   *    another checker B. B's step first: a move inside the home or an exact bear-off is legal
   *    from the start; an over-shoot is, when B's point is at least f0 (B is then the highest,
   *    G-13). A's bear-off after it: exact, or an over-shoot from the highest point, which A
   *    still is, B having moved down or off.
   * 3. Smaller die first moved A inside the home (f0 <= home size) to t0, now L bears another
   *    checker B off: B's bear-off first (every checker home; an over-shoot only from a point
   *    at least f0), then A's step inside the home, as before. Or L bears A itself off exactly
   *    from t0, where A's first step hit nothing: A could go f0 -> f0 - L = S -> off, when point
   *    S holds no opposing checker.
   *
   * The larger-first order comes first, so each such board was filed before; the skip waits for
   * a full-length play under an end-of-play test as `repeatsFirstOrder` does.
   */
  private plainSecond(i: number): boolean {
    const b = this.scratch!;
    let below = false;
    const mine = b.mine;
    if (mine[OFF_SLOT]! !== this.checkers) {
      const theirs = b.theirs;
      const facing = b.facing;
      const mineAt = b.mineAt;
      const theirsAt = b.theirsAt;
      const homeSize = this.homeSize;
      const withinHome = this.withinHome;
      const ends = this.ends;
      const die = this.sorted[i]!;
      // The second order (smaller die first, then the larger): see `repeatsFirstOrder`.
      const first = this.stack[0]!;
      const firstTo = stepTo(first);
      const firstFrom = stepFrom(first);
      // With an end-of-play test the board's verdict is the first order's; skipping is then safe
      // once a full-length play is filed, when a shorter play can no longer count (G-9.2).
      const mayRepeatAtAll = (!ends || this.best === 2) && firstFrom !== 25;
      const mayRepeat = mayRepeatAtAll && firstTo >= 1;
      // Where moves inside the home are forbidden once all are home (G-14), how many checkers
      // were outside the home before the smaller die's step (see `repeatsFirstOrder`).
      const outsideAtStart = b.outside + (firstFrom > homeSize && firstTo <= homeSize ? 1 : 0);
      // With the standard targets, bearing off only with every checker home and moves inside
      // the home allowed: see `repeatsEarlierPath`.
      const earlierPaths = mayRepeatAtAll && this.openLanding !== 0 && this.allHome && withinHome;
      const firstDie = stepDie(first);
      let sources = this.plainSources(die, 25);
      if (mayRepeat && i === 0 && withinHome && this.openLanding !== 0) {
        // repeatsFirstOrder for every other checker's move at once: with the standard targets
        // each source above the die is a legal move (plainSources), and it moves another checker.
        const others = sources & ~((2 << die) - 2) & ~(1 << firstTo);
        if (others !== 0) {
          below = true;
          sources &= ~others;
        }
      }
      while (sources !== 0) {
        const from = 31 - Math.clz32(sources);
        sources &= ~(1 << from);
        const landing = this.plainLanding(from, die);
        if (landing < 0) continue;
        const to = landing & 31;
        const hit = landing > 31;
        if (
          mayRepeat &&
          i === 0 &&
          to >= 1 &&
          (withinHome
            ? from !== firstTo || this.throughOpenPoint(firstFrom, die, firstDie, to, first)
            : from !== firstTo && outsideAtStart - (from > homeSize && to <= homeSize ? 1 : 0) > 0)
        ) {
          // The larger-first order reached this board already (repeatsFirstOrder): the hash
          // table would drop it, so it is neither made nor filed, only counted as found.
          below = true;
          continue;
        }
        if (
          earlierPaths &&
          (i === 1
            ? (firstTo >= 1 || firstFrom === firstDie) && to === firstFrom && theirs[facing[from - firstDie]!] === 0
            : firstTo < 1
              ? to >= 1 || from === die || from >= firstFrom
              : to < 1 &&
                firstFrom <= homeSize &&
                (from !== firstTo ? from === die || from >= firstFrom : from === die && !stepHit(first) && theirs[facing[firstFrom - die]!] === 0))
        ) {
          // An earlier path reached this board already (repeatsEarlierPath): as above.
          below = true;
          continue;
        }
        // The last die: the final board is filed straight from the scratch board and this step,
        // without making the whole move and taking it back. An end-of-play test (LN-13) is asked
        // of the occupied mask the step would leave (`endOkWith`); nothing is changed for it.
        if (ends && !this.endOkWith(from, to)) continue;
        this.stack[1] = packStep(from, to, die, hit);
        this.fileStep(mineAt + from, mineAt + to, hit ? theirsAt + facing[to]! : -1, theirsAt + 25);
        below = true;
      }
    }
    return below || this.plainEnd(1);
  }

  /** A double's step at `depth` (every die the same, sources in non-increasing order). */
  private plainDoubles(depth: number): boolean {
    const b = this.scratch!;
    const n = this.subMoveCount;
    let below = false;
    const mine = b.mine;
    if (depth < n && mine[OFF_SLOT]! !== this.checkers) {
      const theirs = b.theirs;
      const facing = b.facing;
      const words = b.words;
      const mineAt = b.mineAt;
      const theirsAt = b.theirsAt;
      const homeSize = this.homeSize;
      const head = this.head;
      const ends = this.ends;
      const die = this.sorted[0]!;
      let sources = this.plainSources(die, this.lastFrom[depth]!);
      while (sources !== 0) {
        const from = 31 - Math.clz32(sources);
        sources &= ~(1 << from);
        const landing = this.plainLanding(from, die);
        if (landing < 0) continue;
        const to = landing & 31;
        const hit = landing > 31;
        if (depth + 1 === n) {
          // The last die: as in `plainSecond`.
          if (ends && !this.endOkWith(from, to)) continue;
          this.stack[depth] = packStep(from, to, die, hit);
          if (this.stepsOnly) this.fileStepsOnly();
          else this.fileStep(mineAt + from, mineAt + to, hit ? theirsAt + facing[to]! : -1, theirsAt + 25);
          below = true;
          continue;
        }
        // Move, search on, undo: as in `plainMixed`.
        const kf = mineAt + from;
        const kt = mineAt + to;
        words[WORD_OF[kf]!]! -= UNIT_OF[kf]!;
        words[WORD_OF[kt]!]! += UNIT_OF[kt]!;
        let hash = (b.hash - SLOT_KEY[kf]! + SLOT_KEY[kt]!) | 0;
        const occupiedBefore = b.occupied;
        const outsideBefore = b.outside;
        const left = mine[from]! - 1;
        mine[from] = left;
        mine[to] = mine[to]! + 1;
        b.occupied = (left === 0 ? occupiedBefore & ~(1 << from) : occupiedBefore) | (1 << to);
        if (from > homeSize && to <= homeSize) b.outside = outsideBefore - 1;
        if (from === head) b.headMoves++;
        let kq = 0;
        let kb = 0;
        if (hit) {
          const q = facing[to]!;
          theirs[q] = 0;
          theirs[25] = theirs[25]! + 1;
          b.blots &= ~(1 << to);
          kq = theirsAt + q;
          kb = theirsAt + 25;
          words[WORD_OF[kq]!]! -= UNIT_OF[kq]!;
          words[WORD_OF[kb]!]! += UNIT_OF[kb]!;
          hash = (hash - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
        }
        const hashBefore = b.hash;
        b.hash = hash;
        this.stack[depth] = packStep(from, to, die, hit);
        this.lastFrom[depth + 1] = from;
        if (this.plainDoubles(depth + 1)) below = true;
        if (from === head) b.headMoves--;
        if (hit) {
          const q = facing[to]!;
          theirs[q] = 1;
          theirs[25] = theirs[25]! - 1;
          b.blots |= 1 << to;
          words[WORD_OF[kq]!]! += UNIT_OF[kq]!;
          words[WORD_OF[kb]!]! -= UNIT_OF[kb]!;
        }
        words[WORD_OF[kt]!]! -= UNIT_OF[kt]!;
        words[WORD_OF[kf]!]! += UNIT_OF[kf]!;
        mine[to] = mine[to] - 1;
        mine[from] = left + 1;
        b.occupied = occupiedBefore;
        b.outside = outsideBefore;
        b.hash = hashBefore;
      }
    }
    return below || this.plainEnd(depth);
  }

  /**
   * A double of four sub-moves under the plain kernel with the standard targets, no head rule,
   * no end-of-play test and no late homecoming, in wildbg's manner: four nested loops over the
   * sources in non-increasing order, each node's sources one mask with every rule applied
   * (`fastSources`, G-13 included), the node's state (occupied mask, outside count, the
   * opponent's blots, hash) in locals rather than on the scratch board, and the last sub-move's
   * plays filed in one loop. It visits and files exactly what `plainDoubles` does, in the same
   * order. Every target lies below its source, so no board repeats (`distinctBoards`): a
   * full-length play is filed without comparing it with the others, and without entering it in
   * the table of boards until `findScratch` asks (`tableLags`, `fileAll`); a shorter play, or one
   * that bore off the last checker early, goes through `record` as in `plainDoubles`. The
   * scratch board's words are kept up to date (the leaves copy them, `record` reads them), its
   * counts, masks and the opponent's side are not touched: a count that reaches 0 is read from
   * the words. Measured on wildbg's doubles: 0.51-0.53x the time of `plainDoubles`. The three
   * move-and-undo blocks are written out level by level on purpose: the same search as a
   * recursion over one block took 22.5 ms against 19.3 (performance.md, sixteenth round).
   */
  private fastDoubles(): boolean {
    const b = this.scratch!;
    const die = this.sorted[0]!;
    const bearing = (2 << die) - 2;
    // Over-shoots (G-13): the points below the die; never, or only from the highest point of the home.
    const overshoots = (1 << die) - 2;
    const land = ((this.openLanding << die) | bearing) & (this.exactOnly ? ~overshoots : -1);
    const over = this.fromHighest ? overshoots : 0;
    const homeMask = (2 << this.homeSize) - 2;
    // G-14 / CG-8 with every checker home; G-11 with a checker outside.
    const inHome = this.withinHome ? -1 : bearing;
    const withOutside = this.allHome ? ~bearing : -1;
    const words = b.words;
    const mineAt = b.mineAt;
    const theirsAt = b.theirsAt;
    const kb = theirsAt + 25;
    // This side's and die's row of MOVES.
    const moves = ((mineAt === 0 ? 0 : 7) + die) * 256;
    const facing = b.facing;
    const stack = this.stack;
    const h0 = b.hash;
    const occ0 = b.occupied;
    const out0 = b.outside;
    const bl0 = b.blots & ~1;
    let { i, best, boards, hashes, steps, stepCount, cap } = this.fastLocals();
    let s0 = fastSources(25, occ0, out0, land, inHome, withOutside, over, homeMask);
    if (s0 === 0) {
      this.count = i;
      b.hash = h0;
      this.record((occ0 & ALL_POINTS) === 0 ? 4 : 0, 0);
      ({ i, best, boards, hashes, steps, stepCount, cap } = this.fastLocals());
    } else {
      do {
        const f0 = 31 - Math.clz32(s0);
        s0 &= ~(1 << f0);
        const m0 = moves + f0 * 8;
        const t0 = MOVES[m0 + 7]!;
        const x0 = ((bl0 >> t0) & 1) !== 0;
        const wf0 = MOVES[m0]!;
        const left0 = words[wf0]! - MOVES[m0 + 1]!;
        words[wf0] = left0;
        words[MOVES[m0 + 2]!]! += MOVES[m0 + 3]!;
        let h1 = (h0 + MOVES[m0 + 4]!) | 0;
        const g0 = MOVES[m0 + 5]!;
        const occ1 = (((left0 >> g0) & 15) === 0 ? occ0 & ~(1 << f0) : occ0) | (1 << t0);
        const out1 = out0 - (g0 >> 5);
        let bl1 = bl0;
        let st0 = MOVES[m0 + 6]!;
        if (x0) {
          const kq = theirsAt + facing[t0]!;
          words[WORD_OF[kq]!]! -= UNIT_OF[kq]!;
          words[WORD_OF[kb]!]! += UNIT_OF[kb]!;
          h1 = (h1 - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
          bl1 &= ~(1 << t0);
          st0 |= HIT_BIT;
        }
        let s1 = fastSources(f0, occ1, out1, land, inHome, withOutside, over, homeMask);
        if (s1 === 0) {
          this.count = i;
          b.hash = h1;
          stack[0] = st0;
          this.record((occ1 & ALL_POINTS) === 0 ? 4 : 1, 1);
          ({ i, best, boards, hashes, steps, stepCount, cap } = this.fastLocals());
        } else {
          do {
            const f1 = 31 - Math.clz32(s1);
            s1 &= ~(1 << f1);
            const m1 = moves + f1 * 8;
            const t1 = MOVES[m1 + 7]!;
            const x1 = ((bl1 >> t1) & 1) !== 0;
            const wf1 = MOVES[m1]!;
            const left1 = words[wf1]! - MOVES[m1 + 1]!;
            words[wf1] = left1;
            words[MOVES[m1 + 2]!]! += MOVES[m1 + 3]!;
            let h2 = (h1 + MOVES[m1 + 4]!) | 0;
            const g1 = MOVES[m1 + 5]!;
            const occ2 = (((left1 >> g1) & 15) === 0 ? occ1 & ~(1 << f1) : occ1) | (1 << t1);
            const out2 = out1 - (g1 >> 5);
            let bl2 = bl1;
            let st1 = MOVES[m1 + 6]!;
            if (x1) {
              const kq = theirsAt + facing[t1]!;
              words[WORD_OF[kq]!]! -= UNIT_OF[kq]!;
              words[WORD_OF[kb]!]! += UNIT_OF[kb]!;
              h2 = (h2 - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
              bl2 &= ~(1 << t1);
              st1 |= HIT_BIT;
            }
            let s2 = fastSources(f1, occ2, out2, land, inHome, withOutside, over, homeMask);
            if (s2 === 0) {
              this.count = i;
              b.hash = h2;
              stack[0] = st0;
              stack[1] = st1;
              this.record((occ2 & ALL_POINTS) === 0 ? 4 : 2, 2);
              ({ i, best, boards, hashes, steps, stepCount, cap } = this.fastLocals());
            } else {
              do {
                const f2 = 31 - Math.clz32(s2);
                s2 &= ~(1 << f2);
                const m2 = moves + f2 * 8;
                const t2 = MOVES[m2 + 7]!;
                const x2 = ((bl2 >> t2) & 1) !== 0;
                const wf2 = MOVES[m2]!;
                const left2 = words[wf2]! - MOVES[m2 + 1]!;
                words[wf2] = left2;
                words[MOVES[m2 + 2]!]! += MOVES[m2 + 3]!;
                let h3 = (h2 + MOVES[m2 + 4]!) | 0;
                const g2 = MOVES[m2 + 5]!;
                const occ3 = (((left2 >> g2) & 15) === 0 ? occ2 & ~(1 << f2) : occ2) | (1 << t2);
                const out3 = out2 - (g2 >> 5);
                let bl3 = bl2;
                let st2 = MOVES[m2 + 6]!;
                if (x2) {
                  const kq = theirsAt + facing[t2]!;
                  words[WORD_OF[kq]!]! -= UNIT_OF[kq]!;
                  words[WORD_OF[kb]!]! += UNIT_OF[kb]!;
                  h3 = (h3 - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
                  bl3 &= ~(1 << t2);
                  st2 |= HIT_BIT;
                }
                let s3 = fastSources(f2, occ3, out3, land, inHome, withOutside, over, homeMask);
                if (s3 === 0) {
                  this.count = i;
                  b.hash = h3;
                  stack[0] = st0;
                  stack[1] = st1;
                  stack[2] = st2;
                  this.record((occ3 & ALL_POINTS) === 0 ? 4 : 3, 3);
                  ({ i, best, boards, hashes, steps, stepCount, cap } = this.fastLocals());
                } else {
                  if (best < 4) {
                    this.count = i;
                    this.reset(4);
                    ({ i, best, boards, hashes, steps, stepCount, cap } = this.fastLocals());
                  }
                  if (i + 26 > cap) {
                    this.count = i;
                    while (i + 26 > this.cap) this.grow(this.cap * 2);
                    ({ i, best, boards, hashes, steps, stepCount, cap } = this.fastLocals());
                  }
                  const w0 = words[0]!;
                  const w1 = words[1]!;
                  const w2 = words[2]!;
                  const w3 = words[3]!;
                  const w4 = words[4]!;
                  const w5 = words[5]!;
                  const w6 = words[6]!;
                  const w7 = words[7]!;
                  const w8 = words[8]!;
                  do {
                    const f3 = 31 - Math.clz32(s3);
                    s3 &= ~(1 << f3);
                    const m3 = moves + f3 * 8;
                    const t3 = MOVES[m3 + 7]!;
                    const at = i * WORDS;
                    boards[at] = w0;
                    boards[at + 1] = w1;
                    boards[at + 2] = w2;
                    boards[at + 3] = w3;
                    boards[at + 4] = w4;
                    boards[at + 5] = w5;
                    boards[at + 6] = w6;
                    boards[at + 7] = w7;
                    boards[at + 8] = w8;
                    boards[at + MOVES[m3]!]! -= MOVES[m3 + 1]!;
                    boards[at + MOVES[m3 + 2]!]! += MOVES[m3 + 3]!;
                    let h = (h3 + MOVES[m3 + 4]!) | 0;
                    let st3 = MOVES[m3 + 6]!;
                    if (((bl3 >> t3) & 1) !== 0) {
                      const kq = theirsAt + facing[t3]!;
                      boards[at + WORD_OF[kq]!]! -= UNIT_OF[kq]!;
                      boards[at + WORD_OF[kb]!]! += UNIT_OF[kb]!;
                      h = (h - SLOT_KEY[kq]! + SLOT_KEY[kb]!) | 0;
                      st3 |= HIT_BIT;
                    }
                    hashes[i] = h;
                    const sp = i * MAX_STEPS;
                    steps[sp] = st0;
                    steps[sp + 1] = st1;
                    steps[sp + 2] = st2;
                    steps[sp + 3] = st3;
                    stepCount[i] = 4;
                    i++;
                  } while (s3 !== 0);
                }
                if (x2) {
                  const kq = theirsAt + facing[t2]!;
                  words[WORD_OF[kq]!]! += UNIT_OF[kq]!;
                  words[WORD_OF[kb]!]! -= UNIT_OF[kb]!;
                }
                words[MOVES[m2 + 2]!]! -= MOVES[m2 + 3]!;
                words[wf2] += MOVES[m2 + 1]!;
              } while (s2 !== 0);
            }
            if (x1) {
              const kq = theirsAt + facing[t1]!;
              words[WORD_OF[kq]!]! += UNIT_OF[kq]!;
              words[WORD_OF[kb]!]! -= UNIT_OF[kb]!;
            }
            words[MOVES[m1 + 2]!]! -= MOVES[m1 + 3]!;
            words[wf1] += MOVES[m1 + 1]!;
          } while (s1 !== 0);
        }
        if (x0) {
          const kq = theirsAt + facing[t0]!;
          words[WORD_OF[kq]!]! += UNIT_OF[kq]!;
          words[WORD_OF[kb]!]! -= UNIT_OF[kb]!;
        }
        words[MOVES[m0 + 2]!]! -= MOVES[m0 + 3]!;
        words[wf0] += MOVES[m0 + 1]!;
      } while (s0 !== 0);
    }
    this.count = i;
    b.hash = h0;
    // The full-length plays are not in the table of boards: `findScratch` files them when asked.
    this.tableLags = true;
    return true;
  }

  /** What `fastDoubles` keeps in locals, read again after a call that may change it. */
  private fastLocals() {
    return {
      i: this.count,
      best: this.best,
      boards: this.boards,
      hashes: this.hashes,
      steps: this.steps,
      stepCount: this.stepCount,
      cap: this.cap,
    };
  }

  /**
   * Source order with a late homecoming (`lastHomeLate`): the point of the mover's one checker
   * outside his home when it lies above `limit` and `die` brings it home; otherwise 0.
   *
   * Where moves inside the home are forbidden once every checker is home (G-14 off, CG-8) and
   * nothing else makes the order of a double's sub-moves matter (orderIndependentOutsideHome),
   * a legal sequence splits into the sub-moves before the one that brings the last outside
   * checker home, that sub-move, and bear-offs. The first part in non-increasing source order is
   * legal: each checker still moves from its higher point first, landings do not change with the
   * order, and a checker stays outside throughout, so moves inside the home stay allowed. Then
   * the homecoming (its checker stands where the first part left it), then the bear-offs in
   * non-increasing source order (an exact one needs every checker home, and under PL-9 no
   * pinned checker of the mover, which his own sub-moves never change; an over-shoot, G-13,
   * needs nothing above it, and nothing above it is borne off later). The same board is reached,
   * so only the homecoming needs trying out of order, and only as the last checker's step.
   */
  private lateHomecoming(die: number, limit: number): number {
    const b = this.scratch!;
    const home = b.rules.homeSize;
    if (b.outside !== 1 || b.mine[25]! > 0) return 0;
    // The one checker outside: the highest occupied point, above the home (never the bar here).
    const from = 31 - Math.clz32(b.occupied & ~(1 << 25));
    if (from <= limit || from <= home) return 0;
    const to = b.rules.target[from * 7 + die]!;
    return to >= 1 && to <= home ? from : 0;
  }

  /** The sources worth a look for `die` at or below `limit` (and a late homecoming, `lateHomecoming`). */
  private plainSources(die: number, limit: number): number {
    const b = this.scratch!;
    // ST-6: with a checker on the bar, only the bar moves.
    let sources = b.mine[25]! > 0 ? (limit === 25 ? 1 << 25 : 0) : b.occupied & ((2 << limit) - 2) & ~(1 << 25);
    if (this.lastHomeLate) {
      const late = this.lateHomecoming(die, limit);
      if (late !== 0) sources |= 1 << late;
    }
    // With the standard targets the per-step rules but G-13 are masks of sources, applied here
    // once per node rather than source by source (measured: the search in 0.88-0.94x the time).
    const openLanding = this.openLanding;
    if (openLanding !== 0) {
      // The sources at or below the die bear off; the others land on `from - die`.
      const bearing = (2 << die) - 2;
      // ST-4 / LN-4: a closed landing, one mask for every closed landing of this die.
      sources &= (openLanding << die) | bearing;
      const outside = b.outside;
      // G-14 / CG-8: every checker home and moves inside it forbidden, so only bear-offs; G-11:
      // a checker outside the home, so no bear-off.
      if (outside === 0 ? !this.withinHome : this.allHome) sources &= outside === 0 ? bearing : ~bearing;
      // LN-11: the head's checkers once the turn's head moves are used (no head: bit 0, never a source).
      if (b.headMoves >= b.headLimit) sources &= ~(1 << this.head);
    }
    return sources;
  }

  /**
   * Where a checker on `from` lands with `die` by the plain kernel's per-step rules, with 32
   * added when it hits a lone checker (ST-5); 0 bears off; -1 when the step is not legal.
   * `from` is one of `plainSources`, which with the standard targets has applied every rule but
   * G-13's already.
   */
  private plainLanding(from: number, die: number): number {
    const b = this.scratch!;
    let to: number;
    if (this.openLanding !== 0) {
      // The standard targets: `from - die`, a bear-off from `die` or below.
      to = from - die;
      if (to >= 1) return ((b.blots >> to) & 1) !== 0 ? to | 32 : to; // ST-5
    } else {
      if (from === this.head && b.headMoves >= b.headLimit) return -1; // LN-11
      to = this.target[from * 7 + die]!;
      if (to === UNUSABLE) return -1; // SO-5
      if (to >= 1) {
        if (!this.withinHome && b.outside === 0) return -1; // G-14 / CG-8
        if (b.theirs[b.facing[to]!]! >= this.closedAt) return -1; // ST-4 / LN-4
        return ((b.blots >> to) & 1) !== 0 ? to | 32 : to; // ST-5
      }
      if (this.allHome && b.outside > 0) return -1; // G-11 (SO-6: six-one bears off at any time)
    }
    // G-13: an over-shoot bears off only from the highest occupied point, or never.
    if (to < 0 && (this.exactOnly || (this.fromHighest && (b.occupied & ~((2 << from) - 1) & ((2 << this.homeSize) - 1)) !== 0))) return -1;
    return 0;
  }

  /** A node without a legal continuation: filed when it passes the end-of-play test (LN-13). */
  private plainEnd(depth: number): boolean {
    const b = this.scratch!;
    // Only a node without a valid longer continuation can be of maximal length.
    if (this.ends && !b.endOk()) return false;
    this.record(b.mine[OFF_SLOT]! === this.checkers ? this.subMoveCount : depth, depth);
    return true;
  }

  /** Reads what the plain kernel asks of `rules` at every node into the engine's own fields. */
  private plainRules(rules: MoveRules, b: Builder): void {
    this.openLanding = standardTargets(rules) ? ~b.closed & ((2 << rules.points) - 2) : 0;
    if (rules === this.plainRulesOf) return;
    this.plainRulesOf = rules;
    this.checkers = rules.checkers;
    this.closedAt = rules.closedAt;
    this.homeSize = rules.homeSize;
    this.head = rules.headPoint;
    this.ends = rules.endConstraint !== null;
    this.endOnMask = rules.endConstraintOnMask ?? null;
    this.exactOnly = rules.bearOff.overshoot === 'never';
    this.fromHighest = rules.bearOff.overshoot === 'fromHighest';
    this.allHome = rules.bearOff.requireAllHome;
    this.withinHome = rules.bearOff.movesWithinHome;
    this.target = rules.target;
    this.descending = descendingTargets(rules);
  }

  /** The rule set `plainRules` last read. */
  private plainRulesOf: MoveRules | null = null;
  /** Every usable target of `plainRulesOf` lies below its source or bears off (`descendingTargets`). */
  private descending = false;

  /**
   * All legal plays for the sub-move dice under `headLimit`, from the board loaded in `b`. With
   * `withBoards` false the caller promises to read only the plays' steps and lengths (not their
   * boards, hashes or `findScratch`), which lets a double skip writing its boards (`stepsOnly`).
   */
  run(stage: StagePlan, headLimit: number, withBoards = true): void {
    this.runs++;
    const b = this.scratch!;
    const rules = b.rules;
    const sorted = this.sorted;
    // The dice from the plan's code, not its frozen list (core/stage-plan.ts).
    const n = unpackSubMoves(stage.subMoveCode, sorted);
    b.headLimit = headLimit;
    this.headLimit = headLimit;
    this.subMoves = stage.subMoves;
    this.subMoveCount = n;
    for (let i = 0; i < n; i++) this.used[i] = 0;
    const allSame = sorted[0] === sorted[n - 1];
    // Doubles: trying sources in non-increasing order reaches every final position once the
    // variant guarantees that reordering never changes legality (docs/move-generation.md). When only the
    // bear-off options make order matter, that holds while a checker stays outside the home: with
    // n sub-moves and at least n checkers outside, none of them is played with every checker home.
    // It holds as well when every checker is home already and moves inside the home are
    // forbidden (G-14 off, CG-8): then every sub-move bears a checker off, exactly from the die's
    // point, or (G-13) over-shooting from the highest point once nothing stands on the die's
    // point or above, so any legal sequence put in non-increasing source order is legal and the same.
    // And when moves inside the home are forbidden, whatever the number outside: the sub-move
    // that brings the last checker home may then come after lower sources (lateHomecoming).
    const withinHome = rules.bearOff.movesWithinHome;
    this.ordered = allSame && (rules.orderIndependent || (rules.orderIndependentOutsideHome && (b.outside >= n || !withinHome)));
    this.lastHomeLate = this.ordered && !rules.orderIndependent && !withinHome && b.outside > 0 && b.outside < n;
    // Doubles tried in every order revisit boards: remember the nodes searched (transpositions.ts).
    // What lies below a node depends on its board alone (pins are in the state word, and a
    // sub-move decides by the board and itself, PL-12..PL-15), not on the order that reached it.
    this.memo = allSame && !this.ordered && n >= 3 && rules.hitter === 'free';
    if (this.memo) this.seen.clear();
    this.lastFrom[0] = 25;
    this.mustFrom[0] = 0;
    this.tracksHitters = rules.hitter === 'noHideOnOwnPoint';
    this.plain = kernels.enabled && plainKernelFits(rules) && (allSame ? this.ordered : n === 2);
    this.plainDouble = this.plain && allSame;
    if (this.plain) this.plainRules(rules, b);
    this.stepsOnly = !withBoards && this.plainDouble && this.distinctBoards();
    // fastDoubles: four sub-moves, the standard targets, a home of six points, no head rule, no
    // end-of-play test, no late homecoming, boards wanted.
    this.fastDouble = this.plainDouble && !this.stepsOnly && n === 4 && this.openLanding !== 0 && this.head === 0 && !this.ends && !this.lastHomeLate && this.homeSize === 6;
    this.highestSource = rules.hasBar ? 25 : rules.points;
    this.best = -1;
    this.count = 0;
    this.tableLags = false;
    // G-10: with no legal sequence at all, the roll is forfeited: one empty play (even in a
    // hand-made position whose start already breaks an end-of-play rule).
    if (!this.walk(0)) this.record(0, 0);

    // G-9.3: with one sub-move possible from a mixed roll, the larger die must be used if it can.
    if (this.best === 1 && n === 2 && !allSame) this.keepLargerDie(sorted[0]!);
    // PL-15 'atPinOnly': one order of the sub-moves may decide where another does not.
    if (rules.outcomeAfterStep !== null && this.count > 1) this.keepDecided();
    // FE-9 / FE-10: a duty chooses among the plays G-9 allows.
    if (rules.preferredPlays !== null && this.count > 1) this.keepPreferred(rules.preferredPlays);
  }

  /**
   * Whether the plain kernel's search of this double reaches every board at most once, so no play
   * needs checking against the others (G-9: each distinct position once). Where every target
   * lies below its source (`from - die`; six-one's table too, SO-4 / SO-5), every sub-move of the
   * double moves a checker from some point p to the one point t(p) < p its die leads to, or off,
   * so the mover's side of the final board is his start minus, on each point p, the moves from p
   * plus the moves from every q > p with t(q) = p. Read from the highest point down (the bar
   * where there is one), that fixes how many moves left each point, so two different sets of
   * sub-moves leave the mover's checkers differently. The search, sources in non-increasing
   * order, visits each set of sub-moves once — except that a late homecoming (`lateHomecoming`)
   * may also visit a set out of order, so that case keeps the table. A play that bears off the
   * last checker before every die is used (`plainEnd` files it through `record`, as full length,
   * G-9.6) cannot equal a full-length one either: each checker then made exactly the moves it
   * needed to leave.
   */
  private distinctBoards(): boolean {
    return this.descending && !this.lastHomeLate;
  }

  private keepLargerDie(larger: number): void {
    let any = false;
    for (let i = 0; i < this.count; i++) if (this.oneStepDie[i] === larger) any = true;
    if (any) this.keepOnly((i) => this.oneStepDie[i] === larger);
  }

  /**
   * The Decision of 2026-12-01 (PL-15): a play is its final board and the mover chooses the order
   * of his sub-moves, so where two orders reach the same board, one deciding the game and one not
   * (under 'atPinOnly' only the sub-move that pins a mother decides), the play decides. The two
   * differ only in the state word's status; the undecided twin of a decided play is dropped.
   */
  private keepDecided(): void {
    // It reads the table of boards, which fastDoubles leaves behind (no rule set it serves decides a game).
    if (this.tableLags) this.fileAll();
    const drop = new Uint8Array(this.count);
    let any = false;
    for (let i = 0; i < this.count; i++) {
      const status = this.boards[i * WORDS + STATE_WORD]! & STATUS_MASK;
      if (status === 0) continue;
      const twin = (this.hashes[i]! - Math.imul(status, STATE_MUL)) | 0;
      for (let idx = tableSlot(twin, this.mask); this.stamps[idx] === this.generation; idx = (idx + 1) & this.mask) {
        const j = this.table[idx]!;
        if (this.hashes[j] === twin && this.undecidedTwin(j, i)) {
          drop[j] = 1;
          any = true;
        }
      }
    }
    if (any) this.keepOnly((i) => drop[i] === 0);
  }

  /** Whether play `j` is play `i`'s board with no decision. */
  private undecidedTwin(j: number, i: number): boolean {
    const boards = this.boards;
    for (let w = 0; w < WORDS; w++) {
      const a = boards[j * WORDS + w]!;
      const b = boards[i * WORDS + w]!;
      if (w === STATE_WORD ? a !== (b & ~STATUS_MASK) : a !== b) return false;
    }
    return true;
  }

  /**
   * FE-9 / FE-10: a duty asked of the board before the roll narrows the plays G-9 left to those
   * whose final board passes its test, when any does; otherwise the duty lapses.
   */
  private keepPreferred(duty: NonNullable<MoveRules['preferredPlays']>): void {
    const b = this.scratch!;
    const mover: Player = b.moverIsWhite ? 'white' : 'black';
    const start = (this.#startBoard ??= new PackedPlayBoard(b.rules)).load(b.words, 0, mover, b.rules);
    const test = duty(start);
    if (test === null) return;
    const end = (this.#endBoard ??= new PackedPlayBoard(b.rules));
    const passes = new Uint8Array(this.count);
    let any = false;
    for (let i = 0; i < this.count; i++) {
      if (!test(end.load(this.boards, i * WORDS, mover, b.rules))) continue;
      passes[i] = 1;
      any = true;
    }
    if (any) this.keepOnly((i) => passes[i] === 1);
  }

  #startBoard: PackedPlayBoard | null = null;
  #endBoard: PackedPlayBoard | null = null;

  /** Keeps the plays of the answer that `keep` accepts, in their order, and re-files them. */
  private keepOnly(keep: (i: number) => boolean): void {
    let kept = 0;
    for (let i = 0; i < this.count; i++) {
      if (!keep(i)) continue;
      if (kept !== i) {
        this.boards.copyWithin(kept * WORDS, i * WORDS, i * WORDS + WORDS);
        this.steps.copyWithin(kept * MAX_STEPS, i * MAX_STEPS, i * MAX_STEPS + MAX_STEPS);
        this.stepCount[kept] = this.stepCount[i]!;
        this.oneStepDie[kept] = this.oneStepDie[i]!;
        this.hashes[kept] = this.hashes[i]!;
      }
      kept++;
    }
    // Re-file the kept plays: the table must point at their new places.
    this.reset(this.best);
    for (let j = 0; j < kept; j++) {
      let idx = tableSlot(this.hashes[j]!, this.mask);
      while (this.stamps[idx] === this.generation) idx = (idx + 1) & this.mask;
      this.stamps[idx] = this.generation;
      this.table[idx] = j;
    }
    this.count = kept;
  }

  /** The index of the play of the answer that reaches the scratch board's position, or -1. */
  findScratch(): number {
    if (this.stepsOnly) throw new Error('Internal: this answer was generated with steps only; it has no table of boards.');
    if (this.tableLags) this.fileAll();
    const b = this.scratch!;
    const words = b.words;
    const h = b.hash;
    let idx = tableSlot(h, this.mask);
    while (this.stamps[idx] === this.generation) {
      const j = this.table[idx]!;
      if (this.hashes[j] === h && sameWords(this.boards, j * WORDS, words, 0)) return j;
      idx = (idx + 1) & this.mask;
    }
    return -1;
  }

  /** Sub-moves in each play of the answer (G-9.2's m), 0 for the forced pass. */
  get length(): number {
    return Math.max(this.best, 0);
  }

  /** Files every play of the answer in the table of boards anew (after `fastDoubles`). */
  private fileAll(): void {
    this.tableLags = false;
    const count = this.count;
    this.reset(this.best);
    for (let j = 0; j < count; j++) {
      let idx = tableSlot(this.hashes[j]!, this.mask);
      while (this.stamps[idx] === this.generation) idx = (idx + 1) & this.mask;
      this.stamps[idx] = this.generation;
      this.table[idx] = j;
    }
    this.count = count;
  }

  /** The answer as RawPlays, copied out of the pools. */
  toRaw(): RawPlays {
    if (this.stepsOnly) throw new Error('Internal: this answer was generated with steps only; it has no boards.');
    const plays = new Array<RawPlay>(this.count);
    for (let i = 0; i < this.count; i++) {
      const at = i * MAX_STEPS;
      plays[i] = {
        steps: Array.from(this.steps.subarray(at, at + this.stepCount[i]!)),
        words: this.boards.slice(i * WORDS, i * WORDS + WORDS),
        hash: this.hashes[i]!,
      };
    }
    return { plays, length: this.length, headLimit: this.headLimit, subMoves: this.subMoves };
  }

}

const OFF_SLOT = 0;
/** The hit bit of a PackedStep. */
const HIT_BIT = 1 << 14;
/**
 * For `Engine.fastDoubles`, a checker of the mover (block at 0 or SLOTS) moving from `from` by
 * `die` to from - die (0: off), at ((side * 7 + die) * 32 + from) * 8: the word and unit of its
 * from slot, the word and unit of its to slot, the change of the hash, the from slot's shift
 * (plus 32 when it comes home), the PackedStep without a hit, and the point it lands on.
 */
const MOVES: Int32Array = (() => {
  const t = new Int32Array(2 * 7 * 32 * 8);
  for (let side = 0; side < 2; side++) {
    for (let die = 1; die <= 6; die++) {
      for (let from = 1; from <= 25; from++) {
        const to = from - die < 0 ? 0 : from - die;
        const kf = side * SLOTS + from;
        const kt = side * SLOTS + to;
        const m = ((side * 7 + die) * 32 + from) * 8;
        t[m] = WORD_OF[kf]!;
        t[m + 1] = UNIT_OF[kf]!;
        t[m + 2] = WORD_OF[kt]!;
        t[m + 3] = UNIT_OF[kt]!;
        t[m + 4] = (SLOT_KEY[kt]! - SLOT_KEY[kf]!) | 0;
        // The shift, and 32 when the checker comes home (a home of six points: `fastDouble`).
        t[m + 5] = SHIFT_OF[kf]! | (from > 6 && to <= 6 ? 32 : 0);
        t[m + 6] = packStep(from, to, die, false);
        t[m + 7] = to;
      }
    }
  }
  return t;
})();
/** The mover's points and bar in an occupied mask: none set once every checker is off. */
const ALL_POINTS = 0x3fffffe;

/**
 * The sources of a node of `Engine.fastDoubles`, at or below `limit`: with a checker on the bar
 * only the bar (ST-6); otherwise the occupied points whose landing is open or that bear off
 * (`land`, ST-4), under G-11 / G-14 (`inHome`, `withOutside`) and G-13 (`over`: an over-shoot
 * only from the highest point of the home).
 */
function fastSources(limit: number, occupied: number, outside: number, land: number, inHome: number, withOutside: number, over: number, homeMask: number): number {
  if ((occupied & (1 << 25)) !== 0) return limit === 25 ? land & (1 << 25) : 0;
  let s = occupied & ((2 << limit) - 2) & land & (outside === 0 ? inHome : withOutside);
  const o = s & over;
  if (o !== 0) s &= ~o | (1 << (31 - Math.clz32(occupied & homeMask)));
  return s;
}

// Keyed only by MoveRules the library built and froze (variants/per-options.ts hands out one per
// resolved options object; callers of getVariant get copies): what it remembers cannot change.
const kernelFacts = new WeakMap<MoveRules, number>();
/**
 * `kernelFacts` values: the plain kernel does not fit; it fits; it fits and every target lies
 * below its source (or bears off); it fits and every target is `from - die`.
 */
const NO_KERNEL = 0;
const PLAIN = 1;
const PLAIN_DESCENDING = 2;
const PLAIN_STANDARD = 3;

/** Internal switch (not exported by the package): the cross-check tests turn the kernels off to compare. */
export const kernels = { enabled: true };

/**
 * Whether the plain kernel (Engine.plainMixed, plainSecond, plainDoubles) computes exactly what
 * the generic search does for these rules: 24 points, and either a bar with blots hit and points
 * of `closedAt` closed, or no bar, no hits and one checker closing a point; no pins, no
 * hit-and-run house rule, no per-step, first-checker, decision or duty hook (the head rule is
 * fine, and an end-of-play test the variant also offers on the occupied mask, with nothing hit);
 * bearing off with every checker home; and the standard target table. Decided once per rule set.
 */
export function plainKernelFits(rules: MoveRules): boolean {
  return factsOf(rules) !== NO_KERNEL;
}

/** Whether every target is `from - die` (G-6: 25 is the bar; 0 and below bear off) in a rule set the plain kernel fits: all but six-one's table. */
function standardTargets(rules: MoveRules): boolean {
  return factsOf(rules) === PLAIN_STANDARD;
}

/** Whether every usable target lies below its source or bears off (`from - die`, and six-one's table, SO-4 / SO-5). */
function descendingTargets(rules: MoveRules): boolean {
  return factsOf(rules) >= PLAIN_DESCENDING;
}

function factsOf(rules: MoveRules): number {
  if (rules === lastRules) return lastFacts;
  let known = kernelFacts.get(rules);
  if (known === undefined) {
    const bearOff = rules.bearOff;
    const fits =
      rules.points <= 24 &&
      // Short tavla's board (a bar, blots hit) or long nard's (no bar, one checker closes a point).
      ((rules.hasBar && rules.hits) || (!rules.hasBar && !rules.hits && rules.closedAt === 1)) &&
      !rules.pins &&
      rules.hitter === 'free' &&
      rules.stepConstraint === null &&
      rules.mayMoveFrom === null &&
      rules.outcomeAfterStep === null &&
      rules.preferredPlays === null &&
      // An end-of-play test (LN-13) only where the variant also offers it on the occupied mask,
      // and nothing is hit: a final board is then judged without being made.
      (rules.endConstraint === null || (rules.endConstraintOnMask !== undefined && !rules.hits)) &&
      // An over-shoot from the highest point is judged over the home, where every checker then is.
      (bearOff.overshoot !== 'fromHighest' || bearOff.requireAllHome) &&
      bearOff.blockedWhilePinned !== true;
    let standard = true;
    let descending = true;
    for (let from = 1; from <= 25; from++) {
      for (let die = 1; die <= 6; die++) {
        const to = rules.target[from * 7 + die]!;
        if (to !== from - die) standard = false;
        if (to !== UNUSABLE && to >= from) descending = false;
      }
    }
    known = !fits ? NO_KERNEL : standard ? PLAIN_STANDARD : descending ? PLAIN_DESCENDING : PLAIN;
    kernelFacts.set(rules, known);
  }
  lastRules = rules;
  lastFacts = known;
  return known;
}

// The last rule set asked about: a program that generates many plays asks about one rule set.
let lastRules: MoveRules | null = null;
let lastFacts = NO_KERNEL;

const shared = new Engine();

/**
 * The engine loaded with `position` (the player on turn moving). Every call shares one engine;
 * a nested call while it is busy (none today) gets a fresh one. Give it back with `release`.
 */
export function acquire(position: Position): Engine {
  const engine = shared.busy ? new Engine() : shared;
  const rules = rulesOf(position);
  if (engine.scratch === null) engine.scratch = new Builder(position, rules);
  else engine.scratch.load(position, rules);
  engine.busy = true;
  return engine;
}

export function release(engine: Engine): void {
  engine.busy = false;
}

/**
 * All legal plays of one stage into `engine` (loaded by `acquire`): the stage's sub-move dice for
 * the player on turn in `position`, with G-9 applied to this stage alone (CG-4) and its own head
 * limit. LN-12 applies when the stage may have the exception; otherwise the limit is the
 * variant's plain one (CG-4: transferred and later cascade stages). `withBoards`: as `Engine.run`.
 */
export function runStage(engine: Engine, position: Position, stage: StagePlan, withBoards = true): void {
  const rules = rulesOf(position);
  const turnsPlayedByMover = turnsOfMover(position);
  if (!stage.headException) {
    engine.run(stage, rules.turnStructure?.plainHeadLimit ?? rules.headLimit(turnsPlayedByMover, stage.dice), withBoards);
  } else if (rules.headLimits === undefined) {
    engine.run(stage, rules.headLimit(turnsPlayedByMover, stage.dice), withBoards);
  } else {
    // A variant with `headLimits` names limits to try in order, and the first under which some
    // play uses every die wins (LN-12 'anyBlockage' answers [1, 2]: a second head checker only
    // when one cannot play the whole roll), else the last. A bigger limit only adds plays, so a
    // later try is never shorter. The scratch board is back at the start after each run.
    const limits = rules.headLimits(turnsPlayedByMover, stage.dice, engine.scratch!);
    const n = subMoveCount(stage.subMoveCode);
    engine.run(stage, limits[0] ?? CHECKERS, withBoards);
    for (let i = 1; i < limits.length && engine.length < n; i++) engine.run(stage, limits[i]!, withBoards);
  }
}

/** The turns the player on turn has finished (read by name: a computed key costs a look-up per call). */
function turnsOfMover(position: Position): number {
  return position.turn === 'white' ? position.turnsPlayed.white : position.turnsPlayed.black;
}

/** The first stage of a roll (a roll of several stages, crazy gulbar's cascade, CG-2, is several decisions). */
export function firstStage(position: Position, roll: Dice): StagePlan {
  return stagesOfRoll(rulesOf(position), roll, turnsOfMover(position))[0]!;
}

/** All legal plays of one stage, as RawPlays. */
export function generateStage(position: Position, stage: StagePlan): RawPlays {
  const engine = acquire(position);
  try {
    runStage(engine, position, stage);
    return engine.toRaw();
  } finally {
    release(engine);
  }
}

/** All legal plays of a roll's first stage, as RawPlays (the head limit settled first, LN-11/12). */
export function generateRoll(position: Position, roll: Dice): RawPlays {
  return generateStage(position, firstStage(position, roll));
}
