import type { Player } from '../core/player.js';
import type { MoveRules } from '../core/variant.js';
import { Builder, StepCode } from '../movegen/builder.js';
import { completes } from '../movegen/first-steps.js';
import { MAX_STEPS } from '../movegen/generate.js';
import { WORDS } from '../core/packed-board.js';
import { BoardSet } from './board-set.js';

/**
 * The boards reached by the full plays of one stage of equal sub-moves, from many boards at
 * once: perft's walk of a crazy gulbar cascade (turn-ends.ts) meets hundreds of thousands of
 * boards at one stage, whose plays mostly reach the same boards. Generating each board's plays
 * apart repeats that work dozens of times; here the boards reached after k sub-moves are shared
 * by all the starting boards: each is searched beyond once, whichever start reached it first.
 *
 * That is exact for boards that can play the whole stage: their plays are exactly the boards at
 * the end of n legal sub-moves (or of bearing off the last checker sooner, G-9.6) that pass the
 * end-of-stage check (LN-13, LN-13c), and the union of those over such boards is what the shared
 * search reaches. A board that cannot play the whole stage has shorter plays (G-9), which depend on
 * the board they start from; those are handed back to be generated board by board.
 *
 * Only for stages whose legality is a function of the board and the head moves so far: no
 * per-sub-move hook (LN-13a's in-play timings), the same die for every sub-move, and a head
 * limit known in advance (no LN-12 exception to settle).
 */
export class StageUnion {
  readonly #b: Builder;
  #die = 0;
  #n = 0;
  #top = 24;
  #visited: BoardSet[][] = [];
  readonly #sorted = new Int8Array(MAX_STEPS);
  readonly #used = new Uint8Array(MAX_STEPS);
  #final: BoardSet | null = null;

  constructor(b: Builder) {
    this.#b = b;
  }

  /**
   * For each board i < `from.size` of `from`, `mover` to play `n` sub-moves of `die` with at most
   * `headLimit` checkers leaving the head (LN-11): `onShort(i)` if it cannot play them all, and
   * then `onFull` once for every distinct board the others' full plays reach (`words[at..]`,
   * valid during the call, with its hash).
   */
  run(
    from: BoardSet,
    mover: Player,
    rules: MoveRules,
    die: number,
    n: number,
    headLimit: number,
    onShort: (i: number) => void,
    onFull: (words: Int32Array, at: number, hash: number) => void,
  ): void {
    this.#die = die;
    this.#n = n;
    this.#top = rules.hasBar ? 25 : rules.points;
    // The boards met after k sub-moves (k = 1..n-1), one set per number of head moves so far:
    // what lies beyond a board depends on nothing else, so it is searched once, from whichever
    // start reaches it first.
    this.#visited = Array.from({ length: n }, () => []);
    const final = new BoardSet();
    this.#final = final;
    const starts = from.words;
    // n sub-moves of one die, none played yet (completes leaves `used` as it found it).
    this.#sorted.fill(die, 0, n);
    this.#used.fill(0, 0, n);
    for (let i = 0; i < from.size; i++) {
      this.#load(starts, i * WORDS, mover, rules, headLimit, 0);
      // G-9: a board with a whole play left counts only its whole plays (first-steps.ts asks the same).
      if (!completes(this.#b, 0, n, this.#sorted, this.#used)) {
        onShort(i);
        continue;
      }
      this.#walk(0);
    }
    this.#visited = [];
    this.#final = null;
    const words = final.words;
    for (let i = 0; i < final.size; i++) onFull(words, i * WORDS, final.hashAt(i));
  }

  #load(words: Int32Array, at: number, mover: Player, rules: MoveRules, headLimit: number, headMoves: number): void {
    const b = this.#b;
    b.loadWords(words, at, mover, rules);
    b.headLimit = headLimit;
    b.headMoves = headMoves;
  }

  /** Every legal continuation from the scratch board, k sub-moves into the stage. */
  #walk(k: number): void {
    const b = this.#b;
    const die = this.#die;
    const mine = b.mine;
    for (let from = this.#top; from >= 1; from--) {
      if (mine[from]! <= 0 || b.check(from, die, false) !== StepCode.Ok) continue;
      const token = b.apply(from, die, false);
      if (k + 1 === this.#n || b.finished()) {
        // A whole play (G-9.6: the last checker off ends it sooner), if it passes LN-13 / LN-13c.
        if (b.endOk()) this.#final!.add(b.words, 0, b.hash);
      } else if ((this.#visited[k + 1]![b.headMoves] ??= new BoardSet()).add(b.words, 0, b.hash)) {
        this.#walk(k + 1);
      }
      b.undo(from, token);
    }
  }
}
