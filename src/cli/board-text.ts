import type { Player, Position } from '../index.js';

/**
 * A plain-text drawing of a position, for terminals, logs and bug reports. It reads only the
 * public queries of a Position (`occupant` for every board point, `bar`, `off`, `pipCount`), so
 * it draws any variant whose tracks lie on the usual 24-point board.
 *
 * The board is drawn from White's side, in absolute coordinates (RULES.md G-3, White's own
 * numbering): points 13..24 along the top from left to right, 12..1 along the bottom, White's
 * home (1-6) bottom right. Checkers are stacked from the edge towards the middle; a stack taller
 * than the drawing shows its count in the last cell.
 *
 *      13 14 15 16 17 18       19 20 21 22 23 24   off
 *   +-------------------+---+-------------------+
 *   |  W           B    |   |  B              W |  B 0
 *   ...
 */

export interface BoardTextOptions {
  /** Symbol for a White checker (default 'W'). */
  readonly white?: string;
  /** Symbol for a Black checker (default 'B'). */
  readonly black?: string;
  /** Checker rows drawn per half board before a count is shown instead (default 5, at least 2). */
  readonly height?: number;
}

const TOP_LEFT = [13, 14, 15, 16, 17, 18];
const TOP_RIGHT = [19, 20, 21, 22, 23, 24];
const BOTTOM_LEFT = [12, 11, 10, 9, 8, 7];
const BOTTOM_RIGHT = [6, 5, 4, 3, 2, 1];

/** One cell of a stack, 3 characters wide: a checker, a count, or blank. */
function cell(position: Position, point: number, row: number, height: number, symbols: Record<Player, string>): string {
  const occupant = position.occupant(point);
  if (occupant === null || row >= occupant.count) return '   ';
  if (row === height - 1 && occupant.count > height) return label(occupant.count);
  return `  ${symbols[occupant.player]}`;
}

/** A number in a 3-character cell, right-aligned like the checkers. */
function label(n: number): string {
  return String(n).padStart(3, ' ');
}

function numbers(points: readonly number[]): string {
  return points.map(label).join('');
}

/** The bar column of one row: bar checkers counted near the middle of the board. */
function barCell(position: Position, player: Player, row: number, symbols: Record<Player, string>): string {
  const count = position.bar(player);
  if (count === 0 || row !== 0) return '   ';
  return `${symbols[player]}${String(count).padEnd(2, ' ')}`;
}

/** Draws a position as text: the 24 points, both bars, borne-off checkers, pips and the player on turn. */
export function renderBoard(position: Position, options: BoardTextOptions = {}): string {
  const symbols: Record<Player, string> = {
    white: (options.white ?? 'W').slice(0, 1),
    black: (options.black ?? 'B').slice(0, 1),
  };
  const height = Math.max(2, Math.floor(options.height ?? 5));
  const lines: string[] = [];
  const rule = `  +${'-'.repeat(19)}+---+${'-'.repeat(19)}+`;

  lines.push(`   ${numbers(TOP_LEFT)}      ${numbers(TOP_RIGHT)}   off`);
  lines.push(rule);
  // Top half: stacks grow downwards from the top edge. Black's bar checkers sit next to the middle.
  for (let row = 0; row < height; row++) {
    const left = TOP_LEFT.map((p) => cell(position, p, row, height, symbols)).join('');
    const right = TOP_RIGHT.map((p) => cell(position, p, row, height, symbols)).join('');
    const bar = barCell(position, 'black', height - 1 - row, symbols);
    const off = row === 0 ? `  ${symbols.black} ${position.off('black')}` : '';
    lines.push(`  |${left} |${bar}|${right} |${off}`);
  }
  lines.push(`  |${' '.repeat(19)}|BAR|${' '.repeat(19)}|`);
  // Bottom half: stacks grow upwards from the bottom edge. White's bar checkers sit next to the middle.
  for (let row = height - 1; row >= 0; row--) {
    const left = BOTTOM_LEFT.map((p) => cell(position, p, row, height, symbols)).join('');
    const right = BOTTOM_RIGHT.map((p) => cell(position, p, row, height, symbols)).join('');
    const bar = barCell(position, 'white', height - 1 - row, symbols);
    const off = row === 0 ? `  ${symbols.white} ${position.off('white')}` : '';
    lines.push(`  |${left} |${bar}|${right} |${off}`);
  }
  lines.push(rule);
  lines.push(`   ${numbers(BOTTOM_LEFT)}      ${numbers(BOTTOM_RIGHT)}`);

  const side = (player: Player): string =>
    `${player} (${symbols[player]}): bar ${position.bar(player)}, off ${position.off(player)}, pips ${position.pipCount(player)}`;
  lines.push(`  ${side('white')}`);
  lines.push(`  ${side('black')}`);
  const winner = position.winner();
  lines.push(winner === null ? `  ${position.turn} to roll` : `  ${winner} has borne off all 15 checkers`);
  return lines.join('\n');
}
