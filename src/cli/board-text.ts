import type { Player, Position } from '../index.js';
import { getVariant } from '../variants/index.js';

/**
 * A plain-text drawing of a position, for terminals, logs and bug reports. It reads only the
 * public queries of a Position (`occupant` for every board point, `ownPoint`, `bar`, `off`,
 * `pipCount`) and the variant's `hasBar`, so it draws every variant:
 *
 * - Tracks on the usual 24-point board (short tavla, long nard, crazy gulbar) are drawn from
 *   White's side, in absolute coordinates (G-3 (docs/rules/common.md), White's own numbering): points 13..24
 *   along the top from left to right, 12..1 along the bottom. The middle column is the bar in
 *   short tavla and a plain divider in the nard family, which has no bar.
 *
 *      13 14 15 16 17 18       19 20 21 22 23 24   off
 *   +-------------------+---+-------------------+
 *   |  W           B    |   |  B              W |  B 0
 *   ...
 *
 * - Separate rows (six-one: each player has his own row of 12 points and no point is on both
 *   tracks) are drawn as two rows of 12: Black's on top, White's below, each numbered the way
 *   its owner counts it (12 = the stack, 1 = the last point), so both read like the game record.
 *   Both players move left to right, and home (`off`) lies beyond the right-hand end.
 *
 * Checkers are stacked from the edge towards the middle; a stack taller than the drawing shows
 * its count in the last cell.
 */

export interface BoardTextOptions {
  /** Symbol for a White checker (default 'W'). */
  readonly white?: string;
  /** Symbol for a Black checker (default 'B'). */
  readonly black?: string;
  /** Checker rows drawn per half board before a count is shown instead (default 5, at least 2). */
  readonly height?: number;
  /**
   * The last line, who is to roll or how the game ended (default true). Off where the caller
   * says what comes next itself: a game state read from an XGID may have the dice down already.
   */
  readonly status?: boolean;
}

/** Board points of one edge of the drawing, left to right, split where the middle column goes. */
interface Edge {
  readonly left: readonly number[];
  readonly right: readonly number[];
}

interface Layout {
  readonly top: Edge;
  readonly bottom: Edge;
  /** Column labels of the top and bottom edges (board points, or own points for separate rows). */
  readonly topLabels: readonly number[];
  readonly bottomLabels: readonly number[];
  /** Whether the board has a middle column (bar or divider) between its halves. */
  readonly divided: boolean;
  /** A line under the drawing that says how it is numbered, or null. */
  readonly caption: string | null;
}

const range = (from: number, to: number): number[] => {
  const out: number[] = [];
  for (let p = from; from <= to ? p <= to : p >= to; p += from <= to ? 1 : -1) out.push(p);
  return out;
};

const BOARD_24: Layout = {
  top: { left: range(13, 18), right: range(19, 24) },
  bottom: { left: range(12, 7), right: range(6, 1) },
  topLabels: range(13, 24),
  bottomLabels: range(12, 1),
  divided: true,
  caption: null,
};

/** True when no board point lies on both players' tracks (six-one's separate rows, SO-1). */
function separateRows(position: Position): boolean {
  for (let point = 1; point <= 24; point++) {
    if (position.ownPoint('white', point) !== null && position.ownPoint('black', point) !== null) return false;
  }
  return true;
}

/**
 * Separate rows: each row runs from its owner's own point 12 (left) to own point 1 (right). The
 * board points come from the position (`absolutePoint`), so nothing here assumes which half is whose.
 */
function rowsLayout(position: Position): Layout {
  const row = (player: Player): number[] =>
    range(12, 1).map((own) => position.absolutePoint(player, own)).filter((p): p is number => p !== null);
  return {
    top: { left: row('black'), right: [] },
    bottom: { left: row('white'), right: [] },
    topLabels: range(12, 1),
    bottomLabels: range(12, 1),
    divided: false,
    caption: "black's row on top, white's below, each numbered as its owner counts it; home is off the right-hand end",
  };
}

/** A number in a 3-character cell, right-aligned like the checkers. */
function label(n: number): string {
  return String(n).padStart(3, ' ');
}

function numbers(points: readonly number[]): string {
  return points.map(label).join('');
}

/**
 * The checkers on a board point from the edge inwards: in Plakoto a pinned checker lies under the
 * other side's stack (PL-3), so it is drawn first, next to the edge, then the stack that pins it.
 */
function stackOf(position: Position, point: number): Player[] {
  const stack: Player[] = [];
  for (const player of ['white', 'black'] as const) {
    const own = position.ownPoint(player, point);
    if (own === null) continue;
    const count = position.checkers(player, own);
    const pinned = count > 0 && position.pinned(player, own);
    for (let k = 0; k < count; k++) {
      if (pinned) stack.unshift(player);
      else stack.push(player);
    }
  }
  return stack;
}

/** A pinned checker's symbol: lower case, or `*` for a symbol without one. */
function pinnedSymbol(symbol: string): string {
  const lower = symbol.toLowerCase();
  return lower === symbol ? '*' : lower;
}

/** One cell of a stack, 3 characters wide: a checker, a count, or blank. */
function cell(position: Position, point: number, row: number, height: number, symbols: Record<Player, string>): string {
  const stack = stackOf(position, point);
  if (row >= stack.length) return '   ';
  if (row === height - 1 && stack.length > height) return label(stack.length);
  const player = stack[row]!;
  const pinned = stack.length > 1 && stack[0] !== stack[stack.length - 1] && row === 0;
  return `  ${pinned ? pinnedSymbol(symbols[player]) : symbols[player]}`;
}

/** The bar column of one row: bar checkers counted near the middle of the board. */
function barCell(position: Position, player: Player, row: number, symbols: Record<Player, string>): string {
  const count = position.bar(player);
  if (count === 0 || row !== 0) return '   ';
  return `${symbols[player]}${String(count).padEnd(2, ' ')}`;
}

/** Draws a position as text: every point, the bar (where the variant has one), borne-off checkers, pips and the player on turn. */
export function renderBoard(position: Position, options: BoardTextOptions = {}): string {
  const symbols: Record<Player, string> = {
    white: (options.white ?? 'W').slice(0, 1),
    black: (options.black ?? 'B').slice(0, 1),
  };
  const height = Math.max(2, Math.floor(options.height ?? 5));
  const hasBar = getVariant(position.variant)?.hasBar ?? true;
  const layout = separateRows(position) ? rowsLayout(position) : BOARD_24;
  const lines: string[] = [];

  const width = (edge: Edge): readonly [number, number] => [edge.left.length * 3 + 1, edge.right.length * 3 + 1];
  const [leftWidth, rightWidth] = width(layout.top);
  const rule = layout.divided ? `  +${'-'.repeat(leftWidth)}+---+${'-'.repeat(rightWidth)}+` : `  +${'-'.repeat(leftWidth)}+`;
  const labels = (points: readonly number[]): string =>
    layout.divided ? `   ${numbers(points.slice(0, layout.top.left.length))}      ${numbers(points.slice(layout.top.left.length))}` : `   ${numbers(points)}`;
  const stacks = (points: readonly number[], row: number): string => points.map((p) => cell(position, p, row, height, symbols)).join('');
  const line = (edge: Edge, row: number, middle: string, off: string): string =>
    layout.divided ? `  |${stacks(edge.left, row)} |${middle}|${stacks(edge.right, row)} |${off}` : `  |${stacks(edge.left, row)} |${off}`;
  const barOf = (player: Player, row: number): string => (hasBar ? barCell(position, player, row, symbols) : '   ');

  lines.push(`${labels(layout.topLabels)}   off`);
  lines.push(rule);
  // Top half: stacks grow downwards from the top edge. Black's bar checkers sit next to the middle.
  for (let row = 0; row < height; row++) {
    const off = row === 0 ? `  ${symbols.black} ${position.off('black')}` : '';
    lines.push(line(layout.top, row, barOf('black', height - 1 - row), off));
  }
  lines.push(layout.divided ? `  |${' '.repeat(leftWidth)}|${hasBar ? 'BAR' : '   '}|${' '.repeat(rightWidth)}|` : `  |${' '.repeat(leftWidth)}|`);
  // Bottom half: stacks grow upwards from the bottom edge. White's bar checkers sit next to the middle.
  for (let row = height - 1; row >= 0; row--) {
    const off = row === 0 ? `  ${symbols.white} ${position.off('white')}` : '';
    lines.push(line(layout.bottom, row, barOf('white', height - 1 - row), off));
  }
  lines.push(rule);
  lines.push(labels(layout.bottomLabels));
  if (layout.caption !== null) lines.push(`  (${layout.caption})`);

  const side = (player: Player): string =>
    `${player} (${symbols[player]}): ${hasBar ? `bar ${position.bar(player)}, ` : ''}off ${position.off(player)}, pips ${position.pipCount(player)}`;
  lines.push(`  ${side('white')}`);
  lines.push(`  ${side('black')}`);
  if (pinnedAnywhere(position)) {
    lines.push(`  (${pinnedSymbol(symbols.white)}, ${pinnedSymbol(symbols.black)}: a checker pinned under the other side's, PL-3)`);
  }
  if (options.status !== false) lines.push(`  ${statusLine(position)}`);
  return lines.join('\n');
}

function pinnedAnywhere(position: Position): boolean {
  for (let point = 1; point <= 24; point++) {
    const stack = stackOf(position, point);
    if (stack.length > 1 && stack[0] !== stack[stack.length - 1]) return true;
  }
  return false;
}

/** Who is to roll, or how the game ended: borne off (G-15), or decided by a rule on the board (PL-12, PL-14). */
function statusLine(position: Position): string {
  const decided = position.decision();
  if (decided === 'draw') return 'drawn: both mothers are pinned (PL-14)';
  if (decided !== null) return `${decided} has won: ${decided === 'white' ? 'black' : 'white'}'s mother is pinned (PL-12)`;
  const winner = position.winner();
  if (winner === null) return `${position.turn} to roll`;
  // G-15 / NH-4: all of his checkers, fifteen or Hypergammon's N.
  const all = position.off(winner);
  if (!position.hasWon(winner)) return `${winner} has won`;
  return `${winner} has borne off ${all === 1 ? 'his only checker' : `all ${all} checkers`}`;
}
