import { BAR, NOWHERE, OFF, SLOTS, sideOffset } from '../core/board.js';
import { packBoard, SHIFT_OF, slotOf, WORDS, STATUS_BLACK_WINS, STATUS_MASK, STATUS_NONE, STATUS_SHIFT, STATUS_WHITE_WINS, unpackBoard, WORD_OF } from '../core/packed-board.js';
import type { RulesOptions } from '../variants/registry.js';
import { opponent, requirePlayer, type Player } from '../core/player.js';
import type { Decided, MoveRules } from '../core/variant.js';
import type { VariantId } from '../variants/registry.js';
import type { Setup, SetupSide } from './setup-types.js';
import { freezeClass } from '../core/frozen-class.js';

/** How many turns each player has finished in this game (LN-12, CG-3 count a player's own rolls). */
export interface TurnsPlayed {
  /** White's finished turns. */
  readonly white: number;
  /** Black's finished turns. */
  readonly black: number;
}

/** A point of the board as seen by a drawing program: whose checkers, and how many. */
export interface PointOccupant {
  /** Whose checkers stand there. */
  readonly player: Player;
  /** How many. */
  readonly count: number;
}

/** A point in a player's own numbering (1 = last point before bearing off), or the bar or off. */
export type OwnPoint = number | 'bar' | 'off';

let positionFromWords: (rules: MoveRules, turn: Player, turnsPlayed: TurnsPlayed, words: ArrayLike<number>, at: number) => Position;
let wordsOf: (position: Position, out: Int32Array | number[], at: number) => void;
let rulesOf: (position: Position) => MoveRules;
let isPosition: (value: unknown) => value is Position;

/**
 * The key the constructor asks for: only this module holds it, so `new Position(...)` from
 * JavaScript (where TypeScript's `private` means nothing) cannot build an unchecked board.
 */
const MADE_HERE: unique symbol = Symbol('tavla position');

/** The argument check of every method that takes a player (core/player.ts). */
function checkPlayer(player: unknown, method: string): void {
  requirePlayer(player, `Position.${method}`);
}

/** How `equals` reads a Position of another copy of the library; position/argument.ts sets it (no import cycle). */
let otherCopyReader: ((value: unknown) => Position | null) | null = null;
export function setOtherCopyReader(reader: (value: unknown) => Position | null): void {
  otherCopyReader = reader;
}

/** See the static block of Position; position/argument.ts reads it. */
export const POSITION_MARK: unique symbol = Symbol.for('tavla.Position') as never;

/**
 * A validated, immutable position: whose turn it is and where every checker stands.
 *
 * Instances are frozen and keep their board in a private field, so nothing a caller does can
 * change one; every function that "changes" a position returns a new one. Build positions with
 * `positionFromSetup`, `startPosition` or a notation decoder, never with `new`.
 */
export class Position {
  /** The player to roll and play next. */
  readonly turn: Player;
  /** How many turns each player has finished in this game (LN-12, CG-3). */
  readonly turnsPlayed: TurnsPlayed;
  // The variant's rules under the position's options, which also name the variant and the options.
  readonly #rules: MoveRules;
  // The board, packed (core/packed-board.ts): eight small integers held in the object itself.
  readonly #w0: number;
  readonly #w1: number;
  readonly #w2: number;
  readonly #w3: number;
  readonly #w4: number;
  readonly #w5: number;
  readonly #w6: number;
  readonly #w7: number;
  // The state word (core/packed-board.ts): pinned checkers and a decision by a variant rule.
  readonly #w8: number;

  static {
    // A mark every copy of the library puts on its Position class (Symbol.for is shared by all
    // copies in one realm), so one copy can tell another copy's Position from other objects even
    // after a bundler renames the class. Only a hint: such a Position is validated through its Setup.
    Object.defineProperty(Position.prototype, POSITION_MARK, { value: true });
    positionFromWords = (rules, turn, turnsPlayed, words, at) => new Position(MADE_HERE, rules, turn, turnsPlayed, words, at);
    // The brand: only objects this class constructed have its private fields. A copy, a spread,
    // a structured clone, a Proxy or a Position of another copy of the library does not.
    isPosition = (value: unknown): value is Position => typeof value === 'object' && value !== null && #w0 in value;
    wordsOf = (position, out, at) => {
      out[at] = position.#w0;
      out[at + 1] = position.#w1;
      out[at + 2] = position.#w2;
      out[at + 3] = position.#w3;
      out[at + 4] = position.#w4;
      out[at + 5] = position.#w5;
      out[at + 6] = position.#w6;
      out[at + 7] = position.#w7;
      out[at + 8] = position.#w8;
    };
    rulesOf = (position) => position.#rules;
  }

  private constructor(key: typeof MADE_HERE, rules: MoveRules, turn: Player, turnsPlayed: TurnsPlayed, words: ArrayLike<number>, at: number) {
    if (key !== MADE_HERE) {
      throw new TypeError('Positions are made by positionFromSetup, startPosition or a notation reader, never with new.');
    }
    this.turn = turn;
    this.turnsPlayed = turnsPlayed;
    this.#rules = rules;
    this.#w0 = words[at]!;
    this.#w1 = words[at + 1]!;
    this.#w2 = words[at + 2]!;
    this.#w3 = words[at + 3]!;
    this.#w4 = words[at + 4]!;
    this.#w5 = words[at + 5]!;
    this.#w6 = words[at + 6]!;
    this.#w7 = words[at + 7]!;
    this.#w8 = words[at + 8]!;
    Object.freeze(this);
  }

  /** The variant. */
  get variant(): VariantId {
    return this.#rules.variant as VariantId;
  }

  /** The complete, frozen rule options in force (the rule book's defaults where none were given). */
  get options(): RulesOptions {
    return this.#rules.options as RulesOptions;
  }

  #word(w: number): number {
    switch (w) {
      case 0:
        return this.#w0;
      case 1:
        return this.#w1;
      case 2:
        return this.#w2;
      case 3:
        return this.#w3;
      case 4:
        return this.#w4;
      case 5:
        return this.#w5;
      case 6:
        return this.#w6;
      default:
        return this.#w7;
    }
  }

  /** The count on board slot k (0..51: White's block, then Black's). */
  #slot(k: number): number {
    return (this.#word(WORD_OF[k]!) >> SHIFT_OF[k]!) & 15;
  }

  /** Checkers a player has on one of his own points (G-2), on the bar, or borne off. */
  checkers(player: Player, point: OwnPoint): number {
    checkPlayer(player, 'checkers');
    const slot = point === 'bar' ? BAR : point === 'off' ? OFF : point;
    if (!Number.isInteger(slot) || slot < 0 || slot > BAR) return 0;
    return this.#slot(sideOffset(player) + slot);
  }

  /** Checkers on a player's bar. */
  bar(player: Player): number {
    checkPlayer(player, 'bar');
    return this.#slot(sideOffset(player) + BAR);
  }

  /** Checkers a player has borne off. */
  off(player: Player): number {
    checkPlayer(player, 'off');
    return this.#slot(sideOffset(player) + OFF);
  }

  /** Who stands on an absolute board point (1..24 in White's numbering, G-3), or null when empty. */
  occupant(absolutePoint: number): PointOccupant | null {
    for (const player of ['white', 'black'] as const) {
      const own = this.ownPoint(player, absolutePoint);
      if (own === null) continue;
      const count = this.#slot(sideOffset(player) + own);
      if (count > 0) return { player, count };
    }
    return null;
  }

  /** A player's own number for an absolute point (1..24), or null if that point is not on his track. */
  ownPoint(player: Player, absolutePoint: number): number | null {
    checkPlayer(player, 'ownPoint');
    if (!Number.isInteger(absolutePoint) || absolutePoint < 1 || absolutePoint > 24) return null;
    const own = this.#rules.ownAt[player][absolutePoint]!;
    return own === 0 ? null : own;
  }

  /** The absolute board point (1..24, White's numbering, G-3) of a player's own point. */
  absolutePoint(player: Player, ownPoint: number): number | null {
    checkPlayer(player, 'absolutePoint');
    if (!Number.isInteger(ownPoint) || ownPoint < 1 || ownPoint > this.#rules.points) return null;
    return this.#rules.absolute[player][ownPoint]!;
  }

  /** Pips a player still has to travel: each checker's own point, the bar counting as 25. */
  pipCount(player: Player): number {
    checkPlayer(player, 'pipCount');
    const offset = sideOffset(player);
    let pips = 0;
    for (let s = 1; s <= BAR; s++) pips += s * this.#slot(offset + s);
    return pips;
  }

  /** True when every checker of the player still in play is in his home (G-11) and none is on the bar. */
  allHome(player: Player): boolean {
    checkPlayer(player, 'allHome');
    const offset = sideOffset(player);
    const home = this.#rules.homeSize;
    for (let s = home + 1; s <= BAR; s++) if (this.#slot(offset + s) > 0) return false;
    return true;
  }

  /** True once a player has borne off all his checkers (G-15; fifteen, or Hypergammon's N). */
  hasWon(player: Player): boolean {
    checkPlayer(player, 'hasWon');
    return this.#slot(sideOffset(player) + OFF) === this.#rules.checkers;
  }

  /**
   * The winner: a player who has borne off all his checkers (G-15), or who won by a variant's
   * rule (Plakoto's pinned mother, PL-12); otherwise null (also for a drawn game).
   */
  winner(): Player | null {
    const status = (this.#w8 & STATUS_MASK) >> STATUS_SHIFT;
    if (status !== STATUS_NONE) return status === STATUS_WHITE_WINS ? 'white' : status === STATUS_BLACK_WINS ? 'black' : null;
    const all = this.#rules.checkers;
    if (this.#slot(OFF) === all) return 'white';
    if (this.#slot(SLOTS + OFF) === all) return 'black';
    return null;
  }

  /**
   * How a variant rule ended the game on the board, if one did (Plakoto's pinned mother, PL-12:
   * the winner; both mothers pinned, PL-14: `'draw'`); null otherwise, also after a bear-off.
   */
  decision(): Decided | null {
    const status = (this.#w8 & STATUS_MASK) >> STATUS_SHIFT;
    if (status === STATUS_NONE) return null;
    return status === STATUS_WHITE_WINS ? 'white' : status === STATUS_BLACK_WINS ? 'black' : 'draw';
  }

  /** True once the game is decided: won by either player, or drawn by a variant's rule (PL-14). */
  isOver(): boolean {
    return (this.#w8 & STATUS_MASK) !== 0 || this.winner() !== null;
  }

  /**
   * True when the player's checker on his own point is pinned (Plakoto, PL-3..PL-6): it stays
   * there, under the opponent's checkers, and cannot move. Always false in variants that hit.
   */
  pinned(player: Player, point: number): boolean {
    checkPlayer(player, 'pinned');
    const absolute = this.absolutePoint(player, point);
    if (absolute === null || this.#slot(sideOffset(player) + point) === 0) return false;
    const other = opponent(player);
    const theirs = this.#rules.ownAt[other][absolute]!;
    if (theirs === 0 || this.#slot(sideOffset(other) + theirs) === 0) return false;
    const whitePinned = ((this.#w8 >> (absolute - 1)) & 1) === 1;
    return whitePinned === (player === 'white');
  }

  /**
   * True while some checker still has an opposing checker ahead of it on its way home, so the
   * players can still block (or hit) each other; false in a pure race.
   */
  hasContact(): boolean {
    const board = boardOf(this);
    return contactFor(board, this.#rules, 'white') || contactFor(board, this.#rules, 'black');
  }

  /**
   * True when both positions have the same variant, options, turn, turn counts and checkers.
   * Anything that is not a Position of this library (null, a copy, a Setup) is not equal.
   */
  equals(other: Position): boolean {
    if (this === other) return true;
    // A Position of the library's other build (CommonJS and ES modules loaded side by side) is
    // compared through its validated Setup (position/argument.ts); anything else is not equal.
    const that = isPosition(other) ? other : (otherCopyReader?.(other) ?? null);
    if (that === null) return false;
    if (this.variant !== that.variant || this.turn !== that.turn) return false;
    if (this.turnsPlayed.white !== that.turnsPlayed.white || this.turnsPlayed.black !== that.turnsPlayed.black) return false;
    if (this.#rules !== that.#rules && JSON.stringify(this.options) !== JSON.stringify(that.options)) return false;
    return (
      this.#w8 === that.#w8 &&
      this.#w0 === that.#w0 &&
      this.#w1 === that.#w1 &&
      this.#w2 === that.#w2 &&
      this.#w3 === that.#w3 &&
      this.#w4 === that.#w4 &&
      this.#w5 === that.#w5 &&
      this.#w6 === that.#w6 &&
      this.#w7 === that.#w7
    );
  }

  /** The same checkers with the other player to move (for analysis; a game never does this). */
  withTurn(turn: Player): Position {
    requirePlayer(turn, 'Position.withTurn', 'turn');
    if (turn === this.turn) return this;
    const words: number[] = [];
    wordsOf(this, words, 0);
    return positionFromWords(this.#rules, turn, this.turnsPlayed, words, 0);
  }

  /** JSON.stringify(position) writes its Setup, so positions travel as plain data. */
  toJSON(): Setup {
    return setupOf(this);
  }
}
freezeClass(Position);

function contactFor(board: Uint8Array, rules: MoveRules, mover: Player): boolean {
  const mine = sideOffset(mover);
  const theirs = sideOffset(opponent(mover));
  const facing = rules.facing[mover];
  let rear = 0;
  for (let s = BAR; s >= 1; s--) {
    if (board[mine + s]! > 0) {
      rear = s;
      break;
    }
  }
  for (let p = Math.min(rear - 1, rules.points); p >= 1; p--) {
    const q = facing[p]!;
    if (q !== NOWHERE && board[theirs + q]! > 0) return true;
  }
  return false;
}

function sideSetup(position: Position, words: Int32Array, player: Player, rules: MoveRules, frozen: boolean): SetupSide {
  const offset = sideOffset(player);
  // Made with key 24 and filled from the top: V8 gives a literal with an integer key room for
  // its elements, while the first integer key stored into `{}` grows them in a slow runtime call
  // (measured: ~100 ns of the ~185 a side took). Key 24 goes again below unless that point is occupied.
  const points: Record<number, number> = { 24: 0 };
  // Counts read straight from the packed words (no unpacked board): a game state stores one
  // Setup a turn, and this is most of its cost.
  for (let p = rules.points; p >= 1; p--) {
    const k = offset + p;
    const count = (words[WORD_OF[k]!]! >> SHIFT_OF[k]!) & 15;
    if (count > 0) points[p] = count;
  }
  if (points[24] === 0) delete points[24];
  const side: { points: Record<number, number>; bar?: number; off: number; pinned?: number[] } = { points, off: slotOf(words, 0, offset + OFF) };
  if (rules.hasBar) side.bar = slotOf(words, 0, offset + BAR);
  if (rules.pins) {
    // PL-3: the points where this side's checker is pinned, highest first like the points.
    const pinned: number[] = [];
    for (let p = rules.points; p >= 1; p--) if (position.pinned(player, p)) pinned.push(p);
    if (pinned.length > 0) side.pinned = frozen ? Object.freeze(pinned) as number[] : pinned;
  }
  if (frozen) {
    Object.freeze(points);
    Object.freeze(side);
  }
  return side;
}

/**
 * The plain-data Setup of a position; `positionFromSetup(setupOf(p))` gives back an equal position.
 * `sharedOptions`: the Setup holds the position's own deep-frozen options object instead of a
 * copy, and comes deep-frozen, each part frozen as it is built — only for a Setup the library
 * keeps as its own (a game state), never one handed to a caller as his own data.
 */
export function setupOf(position: Position, sharedOptions = false): Setup {
  const words = SETUP_WORDS;
  wordsOf(position, words, 0);
  const rules = rulesOf(position);
  const t = position.turnsPlayed;
  const setup: { -readonly [K in keyof Setup]: Setup[K] } = {
    variant: position.variant,
    turn: position.turn,
    white: sharedOptions ? sharedSide(position, words, 'white', rules) : sideSetup(position, words, 'white', rules, false),
    black: sharedOptions ? sharedSide(position, words, 'black', rules) : sideSetup(position, words, 'black', rules, false),
    turnsPlayed: { white: t.white, black: t.black },
    options: sharedOptions ? position.options : structuredCloneOptions(position.options),
  };
  const decided = position.decision();
  if (decided !== null) setup.decided = decided;
  if (sharedOptions) {
    Object.freeze(setup.turnsPlayed);
    Object.freeze(setup);
  }
  return setup;
}

/** setupOf's scratch copy of a position's words (setupOf runs to the end before it is used again). */
const SETUP_WORDS = new Int32Array(WORDS);

/**
 * The last frozen side built for each player, with the rules and the packed counts it was built
 * from. A game stores a Setup a turn and one side rarely changes in a turn (the player who did not
 * move, unless hit), so that side is shared with the previous state's Setup: deep-frozen library
 * data, equal by content. Not for pinning variants, whose sides also depend on the state word.
 */
const LAST_SIDE: [SetupSide | null, SetupSide | null] = [null, null];
const LAST_SIDE_RULES: [MoveRules | null, MoveRules | null] = [null, null];
const LAST_SIDE_KEY = new Int32Array(10);

function sharedSide(position: Position, words: Int32Array, player: Player, rules: MoveRules): SetupSide {
  if (rules.pins) return sideSetup(position, words, player, rules, true);
  const i = player === 'white' ? 0 : 1;
  // A side's slots in the packed words (core/packed-board.ts): White's 0..25 are words 0..2 and
  // the low 20 bits of word 3; Black's 26..51 the rest of word 3 and words 4..7.
  const k0 = i === 0 ? words[0]! : words[3]! >>> 20;
  const k1 = i === 0 ? words[1]! : words[4]!;
  const k2 = i === 0 ? words[2]! : words[5]!;
  const k3 = i === 0 ? words[3]! & 0xfffff : words[6]!;
  const k4 = i === 0 ? 0 : words[7]!;
  const key = LAST_SIDE_KEY;
  const at = 5 * i;
  const last = LAST_SIDE[i];
  if (last !== null && LAST_SIDE_RULES[i] === rules && key[at] === k0 && key[at + 1] === k1 && key[at + 2] === k2 && key[at + 3] === k3 && key[at + 4] === k4) {
    return last;
  }
  const side = sideSetup(position, words, player, rules, true);
  LAST_SIDE[i] = side;
  LAST_SIDE_RULES[i] = rules;
  key[at] = k0;
  key[at + 1] = k1;
  key[at + 2] = k2;
  key[at + 3] = k3;
  key[at + 4] = k4;
  return side;
}

function structuredCloneOptions(options: RulesOptions): RulesOptions {
  return JSON.parse(JSON.stringify(options)) as RulesOptions;
}

/** A fresh unpacked copy of a position's board: 2 × SLOTS counts, White's block first. */
export function boardOf(position: Position): Uint8Array {
  const words: number[] = [];
  wordsOf(position, words, 0);
  return unpackBoard(words, 0);
}

/** A position from an unpacked board (2 × SLOTS counts) and its state word; the board is copied, not kept. */
export function makePosition(rules: MoveRules, turn: Player, turnsPlayed: TurnsPlayed, board: ArrayLike<number>, state = 0): Position {
  const words: number[] = [];
  packBoard(board, words, 0, state);
  return positionFromWords(rules, turn, turnsPlayed, words, 0);
}

export { isPosition, positionFromWords, rulesOf, SLOTS, wordsOf };

/** Why no more plays are made on a finished position, for `game-over` errors. */
export function gameOverText(position: Position): string {
  const decided = position.decision();
  if (decided === 'draw') return 'The game is over: a rule of the variant has drawn it on the board (PL-14).';
  if (decided !== null) return `The game is over: a rule of the variant has decided it for ${decided} on the board (PL-12).`;
  return 'The game is over: a player has borne off all his checkers (G-15).';
}
