import { PLAYERS, opponent, type Player, type Position, type Step } from '../index.js';

/**
 * The board as the playground draws it: checkers per board point (White's numbering, G-3), bar
 * and borne off. It is made from a Position through its public queries only, and steps of a play
 * being entered are laid onto it for display (the position itself changes only when the whole
 * play goes to the reducer).
 */
export interface PointModel {
  white: number;
  black: number;
  /** Plakoto (PL-3): whose single checker lies pinned under the other's stack. */
  pinned: Player | null;
}

export interface BoardModel {
  readonly hasBar: boolean;
  readonly points: PointModel[]; // index 1..24
  readonly bar: Record<Player, number>;
  readonly off: Record<Player, number>;
  /** Where each player bears off: the tray next to his own points 1..6. */
  readonly tray: Record<Player, { readonly side: 'left' | 'right'; readonly half: 'top' | 'bottom' }>;
}

export function modelOf(position: Position, hasBar: boolean): BoardModel {
  const points: PointModel[] = [];
  for (let abs = 0; abs <= 24; abs++) points.push({ white: 0, black: 0, pinned: null });
  for (let abs = 1; abs <= 24; abs++) {
    const point = points[abs]!;
    for (const player of PLAYERS) {
      const own = position.ownPoint(player, abs);
      if (own === null) continue;
      const count = position.checkers(player, own);
      point[player] = count;
      if (count > 0 && position.pinned(player, own)) point.pinned = player;
    }
  }
  const trayOf = (player: Player): BoardModel['tray'][Player] => {
    const home = position.absolutePoint(player, 1) ?? (player === 'white' ? 1 : 24);
    return { side: home <= 6 || home >= 19 ? 'right' : 'left', half: home >= 13 ? 'top' : 'bottom' };
  };
  return {
    hasBar,
    points,
    bar: { white: position.bar('white'), black: position.bar('black') },
    off: { white: position.off('white'), black: position.off('black') },
    tray: { white: trayOf('white'), black: trayOf('black') },
  };
}

/**
 * The numbers to write at the board points: the viewer's own numbering, as the notation of his
 * plays reads; a point off his track (six-one's other row) carries its owner's number.
 */
export function labelsFor(position: Position, viewer: Player): string[] {
  const labels = [''];
  for (let abs = 1; abs <= 24; abs++) labels.push(String(position.ownPoint(viewer, abs) ?? position.ownPoint(opponent(viewer), abs) ?? ''));
  return labels;
}

/** The board point of a mover's own point, or null for the bar / off. */
export function boardPoint(position: Position, mover: Player, own: number | 'bar' | 'off'): number | null {
  return typeof own === 'number' ? position.absolutePoint(mover, own) : null;
}

/**
 * Lays one step of the mover onto the model, for display: the checker leaves its point (a pin
 * it held there is released, PL-5) and lands; landing on a lone opposing checker sends it to the
 * bar when the step hit (ST-5), and otherwise pins it (PL-3: the variants without a bar).
 */
export function layStep(model: BoardModel, position: Position, mover: Player, step: Pick<Step, 'from' | 'to' | 'hit'>): void {
  const them = opponent(mover);
  const from = boardPoint(position, mover, step.from);
  if (from === null) model.bar[mover]--;
  else {
    const point = model.points[from]!;
    point[mover]--;
    if (point[mover] === 0 && point.pinned === them) point.pinned = null;
  }
  const to = boardPoint(position, mover, step.to);
  if (to === null) {
    model.off[mover]++;
    return;
  }
  const point = model.points[to]!;
  if (point[them] === 1 && point.pinned !== them) {
    if (step.hit && model.hasBar) {
      point[them] = 0;
      model.bar[them]++;
    } else if (!step.hit) point.pinned = them;
  }
  point[mover]++;
}

// ---------------------------------------------------------------------------------------------
// Drawing

export interface Highlights {
  /** Board points (and 'bar') holding a checker that may move now. */
  readonly movable: ReadonlySet<number | 'bar'>;
  /** The selected source, if any. */
  readonly selected: number | 'bar' | null;
  /** Destinations of the selected checker: board points and 'off'. */
  readonly destinations: ReadonlySet<number | 'off'>;
  /** The player whose move is being entered (his bar and tray are the clickable ones). */
  readonly mover: Player | null;
}

export interface Extras {
  /** The dice to play, one per sub-move (a double four times). */
  readonly dice: readonly number[] | null;
  /** Dice of the roll already used by the steps entered (one entry per die used). */
  readonly used: readonly number[];
  /** The player whose dice they are (drawn on his side). */
  readonly diceOwner: Player | null;
  readonly cube: { readonly value: number; readonly owner: Player | null } | null;
  /** The number written at each board point (index 1..24): the viewer's own numbering. */
  readonly labels: readonly string[];
}

const M = 10; // margin
const TRAY = 50;
const PW = 48; // point width
const BAR = 48;
const HALF = 210; // height of one half
const MID = 40; // the band between the halves
const LABEL = 18;
const R = 20; // checker radius
const STACK = 5; // checkers drawn before a count is shown

const LEFT_X = M + TRAY + 10;
const RIGHT_X = LEFT_X + 6 * PW + BAR;
const WIDTH = RIGHT_X + 6 * PW + 10 + TRAY + M;
const TOP_Y = M + LABEL;
const BOTTOM_Y = TOP_Y + HALF + MID + HALF; // the bottom edge of the board
const HEIGHT = BOTTOM_Y + LABEL + M;

/** The column of a board point: its left x and whether it stands on the top edge. */
function column(abs: number): { x: number; top: boolean } {
  if (abs >= 13) {
    const i = abs - 13; // 13..18 left half, 19..24 right half, left to right
    return { x: i < 6 ? LEFT_X + i * PW : RIGHT_X + (i - 6) * PW, top: true };
  }
  const i = 12 - abs; // 12..7 left half, 6..1 right half, left to right
  return { x: i < 6 ? LEFT_X + i * PW : RIGHT_X + (i - 6) * PW, top: false };
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function checker(cx: number, cy: number, player: Player, extra = ''): string {
  return `<circle class="checker ${player}${extra}" cx="${cx}" cy="${cy}" r="${R - 1}"/>`;
}

function countLabel(cx: number, cy: number, player: Player, n: number): string {
  return `<text class="count ${player}" x="${cx}" y="${cy + 5}">${n}</text>`;
}

/** A stack on a point, from the edge inwards; a pinned checker lies first, under the stack. */
function stack(abs: number, point: PointModel): string {
  const { x, top } = column(abs);
  const cx = x + PW / 2;
  const order: Player[] = [];
  if (point.pinned !== null) order.push(point.pinned);
  for (const player of PLAYERS) {
    const n = point[player] - (point.pinned === player ? 1 : 0);
    for (let k = 0; k < n; k++) order.push(player);
  }
  const out: string[] = [];
  const shown = Math.min(order.length, STACK);
  for (let k = 0; k < shown; k++) {
    const cy = top ? TOP_Y + R + k * 2 * R : BOTTOM_Y - R - k * 2 * R;
    const player = order[k]!;
    const pinned = k === 0 && point.pinned !== null;
    out.push(checker(cx, cy, player, pinned ? ' pinned' : ''));
    if (k === shown - 1 && order.length > STACK) out.push(countLabel(cx, cy, player, order.length));
  }
  return out.join('');
}

function die(x: number, y: number, value: number, used: boolean): string {
  const s = 34;
  const pips: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [[0.25, 0.25], [0.75, 0.75]],
    3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
    4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
    5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
    6: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.5], [0.75, 0.5], [0.25, 0.75], [0.75, 0.75]],
  };
  const dots = (pips[value] ?? []).map(([px, py]) => `<circle cx="${x + px * s}" cy="${y + py * s}" r="3.4"/>`).join('');
  return `<g class="die${used ? ' used' : ''}" data-die="${value}"><rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6"/>${dots}</g>`;
}

/** The SVG of the board, with its clickable areas named by data attributes (data-point, data-bar, data-off). */
export function drawBoard(model: BoardModel, hl: Highlights, extras: Extras): string {
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" class="board" role="img" aria-label="board">`);
  out.push(`<rect class="frame" x="0" y="0" width="${WIDTH}" height="${HEIGHT}" rx="12"/>`);
  out.push(`<rect class="felt" x="${LEFT_X}" y="${TOP_Y}" width="${6 * PW}" height="${BOTTOM_Y - TOP_Y}"/>`);
  out.push(`<rect class="felt" x="${RIGHT_X}" y="${TOP_Y}" width="${6 * PW}" height="${BOTTOM_Y - TOP_Y}"/>`);
  out.push(`<rect class="${model.hasBar ? 'bar' : 'divider'}" x="${LEFT_X + 6 * PW}" y="${TOP_Y}" width="${BAR}" height="${BOTTOM_Y - TOP_Y}"/>`);

  // Points: triangles, labels, stacks, then the clickable area over each column.
  for (let abs = 1; abs <= 24; abs++) {
    const { x, top } = column(abs);
    const tip = top ? TOP_Y + HALF - 12 : BOTTOM_Y - HALF + 12;
    const base = top ? TOP_Y : BOTTOM_Y;
    out.push(`<polygon class="tri ${abs % 2 === 0 ? 'even' : 'odd'}" points="${x},${base} ${x + PW},${base} ${x + PW / 2},${tip}"/>`);
    const ly = top ? TOP_Y - 5 : BOTTOM_Y + LABEL - 4;
    out.push(`<text class="label" x="${x + PW / 2}" y="${ly}">${esc(extras.labels[abs] ?? String(abs))}</text>`);
  }
  for (let abs = 1; abs <= 24; abs++) out.push(stack(abs, model.points[abs]!));

  // Bar checkers near the middle: White's in the lower half, Black's in the upper (as tavla show).
  const barX = LEFT_X + 6 * PW + BAR / 2;
  const midY = TOP_Y + HALF + MID / 2;
  for (const player of PLAYERS) {
    const n = model.bar[player];
    const dir = player === 'white' ? 1 : -1;
    for (let k = 0; k < Math.min(n, 4); k++) out.push(checker(barX, midY + dir * (MID / 2 + R + k * 2 * R), player));
    if (n > 4) out.push(countLabel(barX, midY + dir * (MID / 2 + R + 3 * 2 * R), player, n));
  }

  // Trays: each player's borne-off checkers as slices, next to his home.
  for (const player of PLAYERS) {
    const t = model.tray[player];
    const x = t.side === 'right' ? RIGHT_X + 6 * PW + 10 : M;
    const y = t.half === 'top' ? TOP_Y : BOTTOM_Y - HALF;
    out.push(`<rect class="tray" x="${x}" y="${y}" width="${TRAY}" height="${HALF}" rx="4"/>`);
    for (let k = 0; k < model.off[player]; k++) {
      const sy = t.half === 'top' ? y + 4 + k * 11 : y + HALF - 14 - k * 11;
      out.push(`<rect class="slice ${player}" x="${x + 5}" y="${sy}" width="${TRAY - 10}" height="9" rx="2"/>`);
    }
    const ty = t.half === 'top' ? y + HALF + 16 : y - 6;
    out.push(`<text class="label off-count" x="${x + TRAY / 2}" y="${ty}" data-off-count="${player}">${player === 'white' ? 'W' : 'B'} off ${model.off[player]}</text>`);
  }

  // The cube: in the middle band of a tray column; its owner is named under it (the trays fill the halves).
  if (extras.cube !== null) {
    const { value, owner } = extras.cube;
    const cy = midY;
    const cx = model.tray.white.side === 'left' && model.tray.black.side === 'left' ? WIDTH - M - TRAY / 2 : M + TRAY / 2;
    out.push(`<g class="cube ${owner ?? 'centre'}" data-cube="${value}" data-cube-owner="${owner ?? 'centre'}"><rect x="${cx - 19}" y="${cy - 19}" width="38" height="38" rx="6"/>`);
    out.push(`<text x="${cx}" y="${cy + 7}">${owner === null && value === 1 ? 64 : value}</text></g>`);
  }

  // Dice: in the band of the right half (the roller's side of the middle).
  if (extras.dice !== null) {
    const values = extras.dice;
    const used = [...extras.used];
    const baseX = RIGHT_X + 3 * PW - (values.length * 40) / 2;
    const y = midY - 17;
    values.forEach((v, i) => {
      const k = used.indexOf(v);
      if (k >= 0) used.splice(k, 1);
      out.push(die(baseX + i * 40 + 3, y, v, k >= 0));
    });
    if (extras.diceOwner !== null) out.push(`<text class="label dice-owner" x="${RIGHT_X + 3 * PW}" y="${y - 6}">${extras.diceOwner}</text>`);
  }

  // Highlights and click targets last, so they lie on top.
  for (let abs = 1; abs <= 24; abs++) {
    const { x, top } = column(abs);
    const y = top ? TOP_Y : BOTTOM_Y - HALF;
    const cls = ['spot'];
    if (hl.movable.has(abs)) cls.push('movable');
    if (hl.selected === abs) cls.push('selected');
    if (hl.destinations.has(abs)) cls.push('destination');
    out.push(`<rect class="${cls.join(' ')}" data-point="${abs}" x="${x}" y="${y}" width="${PW}" height="${HALF}"/>`);
    if (hl.destinations.has(abs)) {
      const cy = top ? TOP_Y + HALF - 8 : BOTTOM_Y - HALF + 8;
      out.push(`<circle class="dest-mark" cx="${x + PW / 2}" cy="${cy}" r="7"/>`);
    }
  }
  if (model.hasBar) {
    for (const player of PLAYERS) {
      const y = player === 'white' ? midY : TOP_Y;
      const h = player === 'white' ? BOTTOM_Y - midY : midY - TOP_Y;
      const cls = ['spot', 'bar-spot'];
      if (hl.mover === player && hl.movable.has('bar')) cls.push('movable');
      if (hl.mover === player && hl.selected === 'bar') cls.push('selected');
      out.push(`<rect class="${cls.join(' ')}" data-bar="${player}" x="${LEFT_X + 6 * PW}" y="${y}" width="${BAR}" height="${h}"/>`);
    }
  }
  for (const player of PLAYERS) {
    const t = model.tray[player];
    const x = t.side === 'right' ? RIGHT_X + 6 * PW + 10 : M;
    const y = t.half === 'top' ? TOP_Y : BOTTOM_Y - HALF;
    const dest = hl.mover === player && hl.destinations.has('off');
    out.push(`<rect class="spot tray-spot${dest ? ' destination' : ''}" data-off="${player}" x="${x}" y="${y}" width="${TRAY}" height="${HALF}"/>`);
  }
  out.push(`<desc>${esc('tavla playground board')}</desc></svg>`);
  return out.join('');
}
