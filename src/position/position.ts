import { BAR, CHECKERS, NOWHERE, OFF, SLOTS, sideOffset } from '../core/board.js';
import type { RulesOptions } from '../core/options.js';
import { opponent, type Player } from '../core/player.js';
import type { MoveRules } from '../core/variant.js';
import type { VariantId } from '../core/variant-id.js';
import type { Setup, SetupSide } from './setup-types.js';

/** How many turns each player has finished in this game (LN-12, CG-3 count a player's own rolls). */
export interface TurnsPlayed {
  readonly white: number;
  readonly black: number;
}

/** A point of the board as seen by a drawing program: whose checkers, and how many. */
export interface PointOccupant {
  readonly player: Player;
  readonly count: number;
}

/** A point in a player's own numbering (1 = last point before bearing off), or the bar or off. */
export type OwnPoint = number | 'bar' | 'off';

let makePosition: (
  variant: VariantId,
  turn: Player,
  turnsPlayed: TurnsPlayed,
  options: RulesOptions,
  rules: MoveRules,
  board: Uint8Array,
) => Position;
let boardOf: (position: Position) => Uint8Array;
let rulesOf: (position: Position) => MoveRules;

/**
 * A validated, immutable position: whose turn it is and where every checker stands.
 *
 * Instances are frozen and keep their board in a private field, so nothing a caller does can
 * change one; every function that "changes" a position returns a new one. Build positions with
 * `positionFromSetup`, `startPosition` or a notation decoder, never with `new`.
 */
export class Position {
  readonly variant: VariantId;
  /** The player to roll and play next. */
  readonly turn: Player;
  readonly turnsPlayed: TurnsPlayed;
  /** The complete, frozen rule options in force (the rule book's defaults where none were given). */
  readonly options: RulesOptions;
  readonly #board: Uint8Array;
  readonly #rules: MoveRules;

  static {
    makePosition = (variant, turn, turnsPlayed, options, rules, board) =>
      new Position(variant, turn, turnsPlayed, options, rules, board);
    boardOf = (position) => position.#board;
    rulesOf = (position) => position.#rules;
  }

  private constructor(
    variant: VariantId,
    turn: Player,
    turnsPlayed: TurnsPlayed,
    options: RulesOptions,
    rules: MoveRules,
    board: Uint8Array,
  ) {
    this.variant = variant;
    this.turn = turn;
    this.turnsPlayed = turnsPlayed;
    this.options = options;
    this.#board = board;
    this.#rules = rules;
    Object.freeze(this);
  }

  /** Checkers a player has on one of his own points (G-2), on the bar, or borne off. */
  checkers(player: Player, point: OwnPoint): number {
    const slot = point === 'bar' ? BAR : point === 'off' ? OFF : point;
    if (!Number.isInteger(slot) || slot < 0 || slot > BAR) return 0;
    return this.#board[sideOffset(player) + slot]!;
  }

  /** Checkers on a player's bar. */
  bar(player: Player): number {
    return this.#board[sideOffset(player) + BAR]!;
  }

  /** Checkers a player has borne off. */
  off(player: Player): number {
    return this.#board[sideOffset(player) + OFF]!;
  }

  /** Who stands on an absolute board point (1..24 in White's numbering, G-3), or null when empty. */
  occupant(absolutePoint: number): PointOccupant | null {
    for (const player of ['white', 'black'] as const) {
      const own = this.ownPoint(player, absolutePoint);
      if (own === null) continue;
      const count = this.#board[sideOffset(player) + own]!;
      if (count > 0) return { player, count };
    }
    return null;
  }

  /** A player's own number for an absolute point (1..24), or null if that point is not on his track. */
  ownPoint(player: Player, absolutePoint: number): number | null {
    if (!Number.isInteger(absolutePoint) || absolutePoint < 1 || absolutePoint > 24) return null;
    const own = this.#rules.ownAt[player][absolutePoint]!;
    return own === 0 ? null : own;
  }

  /** The absolute board point (1..24, White's numbering, G-3) of a player's own point. */
  absolutePoint(player: Player, ownPoint: number): number | null {
    if (!Number.isInteger(ownPoint) || ownPoint < 1 || ownPoint > this.#rules.points) return null;
    return this.#rules.absolute[player][ownPoint]!;
  }

  /** Pips a player still has to travel: each checker's own point, the bar counting as 25. */
  pipCount(player: Player): number {
    const offset = sideOffset(player);
    let pips = 0;
    for (let s = 1; s <= BAR; s++) pips += s * this.#board[offset + s]!;
    return pips;
  }

  /** True when every checker of the player still in play is in his home (G-11) and none is on the bar. */
  allHome(player: Player): boolean {
    const offset = sideOffset(player);
    const home = this.#rules.homeSize;
    for (let s = home + 1; s <= BAR; s++) if (this.#board[offset + s]! > 0) return false;
    return true;
  }

  /** True once a player has borne off all fifteen checkers (G-15). */
  hasWon(player: Player): boolean {
    return this.#board[sideOffset(player) + OFF] === CHECKERS;
  }

  /** The winner, if a player has borne off all his checkers; otherwise null. */
  winner(): Player | null {
    if (this.hasWon('white')) return 'white';
    if (this.hasWon('black')) return 'black';
    return null;
  }

  /**
   * True while some checker still has an opposing checker ahead of it on its way home, so the
   * players can still block (or hit) each other; false in a pure race.
   */
  hasContact(): boolean {
    return contactFor(this.#board, this.#rules, 'white') || contactFor(this.#board, this.#rules, 'black');
  }

  /** True when both positions have the same variant, options, turn, turn counts and checkers. */
  equals(other: Position): boolean {
    if (this === other) return true;
    if (this.variant !== other.variant || this.turn !== other.turn) return false;
    if (this.turnsPlayed.white !== other.turnsPlayed.white || this.turnsPlayed.black !== other.turnsPlayed.black) return false;
    if (this.#rules !== other.#rules && JSON.stringify(this.options) !== JSON.stringify(other.options)) return false;
    const a = this.#board;
    const b = other.#board;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** The same checkers with the other player to move (for analysis; a game never does this). */
  withTurn(turn: Player): Position {
    return turn === this.turn ? this : makePosition(this.variant, turn, this.turnsPlayed, this.options, this.#rules, this.#board);
  }

  /** JSON.stringify(position) writes its Setup, so positions travel as plain data. */
  toJSON(): Setup {
    return setupOf(this);
  }
}

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

function sideSetup(board: Uint8Array, player: Player, rules: MoveRules): SetupSide {
  const offset = sideOffset(player);
  const points: Record<number, number> = {};
  for (let p = rules.points; p >= 1; p--) {
    const count = board[offset + p]!;
    if (count > 0) points[p] = count;
  }
  const side: { points: Record<number, number>; bar?: number; off: number } = { points, off: board[offset + OFF]! };
  if (rules.hasBar) side.bar = board[offset + BAR]!;
  return side;
}

/** The plain-data Setup of a position; `positionFromSetup(setupOf(p))` gives back an equal position. */
export function setupOf(position: Position): Setup {
  const board = boardOf(position);
  const rules = rulesOf(position);
  return {
    variant: position.variant,
    turn: position.turn,
    white: sideSetup(board, 'white', rules),
    black: sideSetup(board, 'black', rules),
    turnsPlayed: { white: position.turnsPlayed.white, black: position.turnsPlayed.black },
    options: structuredCloneOptions(position.options),
  };
}

function structuredCloneOptions(options: RulesOptions): RulesOptions {
  return JSON.parse(JSON.stringify(options)) as RulesOptions;
}

export { boardOf, makePosition, rulesOf, SLOTS };
