import { WORDS } from '../core/packed-board.js';
import { rulesOf, wordsOf, type Position } from '../position/position.js';
import { opponent, type Player } from '../core/player.js';
import type { BoardView, MoveRules, PlayBoard } from '../core/variant.js';
import { Builder, StepCode } from './builder.js';
import { STEP_REJECTED } from '../core/variant.js';

/**
 * Whether a player could move at all: some checker, some die value 1..6, one legal sub-move by
 * the sub-move rules (landing, bar, bear-off, pins, the first checker, limits checked after each
 * sub-move) — not the rules checked on a whole play. PL-19 / FE-14 (a game where neither player
 * can ever move again is drawn) and FE-10 'unblockWhenStuck' ask this.
 */
export function canMoveAny(b: Builder): boolean {
  const mine = b.mine;
  const top = b.rules.hasBar ? 25 : b.rules.points;
  for (let from = top; from >= 1; from--) {
    if (mine[from]! <= 0) continue;
    for (let die = 1; die <= 6; die++) {
      if (b.check(from, die, false) !== StepCode.Ok) continue;
      const token = b.apply(from, die, false);
      const after = b.afterStep(from, (token & 63) - 8);
      b.undo(from, token);
      if (after !== STEP_REJECTED) return true;
    }
  }
  return false;
}

/**
 * A packed board seen from either side, for rules that look at a whole board (FE-9's prime duty,
 * PL-19's deadlock). Two scratch boards, one per player, loaded on demand; the words are copied,
 * so the caller may reuse its buffer.
 */
export class PackedPlayBoard implements PlayBoard {
  readonly #words = new Int32Array(WORDS);
  #rules: MoveRules;
  #mover: Player = 'white';
  readonly #boards: { mover: Builder | null; opponent: Builder | null } = { mover: null, opponent: null };
  #fresh = { mover: false, opponent: false };

  constructor(rules: MoveRules) {
    this.#rules = rules;
  }

  /** Points this view at the board `words[at..at+WORDS-1]` with `mover` to play. */
  load(words: ArrayLike<number>, at: number, mover: Player, rules: MoveRules): this {
    for (let w = 0; w < WORDS; w++) this.#words[w] = words[at + w]!;
    this.#mover = mover;
    this.#rules = rules;
    this.#fresh = { mover: false, opponent: false };
    return this;
  }

  #board(who: 'mover' | 'opponent'): Builder {
    let b = this.#boards[who];
    if (b === null) b = this.#boards[who] = new Builder(null, this.#rules);
    if (!this.#fresh[who]) {
      b.loadWords(this.#words, 0, who === 'mover' ? this.#mover : opponent(this.#mover), this.#rules);
      this.#fresh[who] = true;
    }
    return b;
  }

  view(who: 'mover' | 'opponent'): BoardView {
    return this.#board(who);
  }

  canMove(who: 'mover' | 'opponent'): boolean {
    return canMoveAny(this.#board(who));
  }
}

/** Whether `player` could make some sub-move at `position` with some die value (see canMoveAny). */
export function canMove(position: Position, player: Player): boolean {
  const rules = rulesOf(position);
  const words = new Int32Array(WORDS);
  wordsOf(position, words, 0);
  const b = new Builder(null, rules);
  b.loadWords(words, 0, player, rules);
  return canMoveAny(b);
}

/** PL-19 / FE-14: neither player can ever move again. */
export function deadlocked(position: Position): boolean {
  return !canMove(position, 'white') && !canMove(position, 'black');
}
