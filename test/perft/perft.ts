import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  ALL_ROLLS,
  legalPlays,
  perft as perftOf,
  startPosition,
  type Dice,
  type OptionsInput,
  type PerftPly,
  type Position,
  type VariantId,
} from '../../src/index.js';
import { PositionCodec } from '../../src/perft/position-key.js';
import { referenceTurnEnds } from './reference-turn-ends.js';
import { playableVariants } from '../../src/variants/registry.js';

/**
 * Perft for every variant (docs/perft.md): counts of distinct plays and distinct positions from
 * the start position, under the default options, through the library's `perft` (src/perft).
 *
 *   npx tsx test/perft/perft.ts             print every table as Markdown
 *   npx tsx test/perft/perft.ts --json      the same figures as JSON
 *
 * A ply is one whole turn played through `beginTurn` / `advanceTurn`: in short tavla, long nard
 * and six-one that is one stage (the same plays as `legalPlays`), in crazy gulbar a qualifying
 * double is the whole cascade, transfers to the opponent (CG-5) included. Positions are told
 * apart by board, player on turn and turns played. Crazy gulbar's second ply is hours of work:
 * it was counted by `npm run perft -- crazy-gulbar 2` (src/cli/perft.ts), and the tables take its
 * figures from the fixture that run wrote (crazy-gulbar-ply2-turns.json, pinned by
 * crazy-gulbar-ply2.test.ts).
 */

export const rollName = (dice: Dice): string => `${dice[0]}-${dice[1]}`;

export function start(variant: VariantId, options?: OptionsInput): Position {
  const p = startPosition(variant, options);
  if (!p.ok) throw new Error(`${variant}: ${p.error.code}: ${p.error.message}`);
  return p.value;
}

/** The distinct positions at the end of the whole turn of the player on turn with `dice`. */
export function endsOfTurn(position: Position, dice: Dice): Position[] {
  const out: Position[] = [];
  referenceTurnEnds(new PositionCodec(position), position, dice, (end) => out.push(end));
  return out;
}

export interface RollRow {
  readonly roll: string;
  /** Distinct plays of the roll (`legalPlays`; for a crazy gulbar cascade its first stage). */
  readonly plays: number;
  /** Distinct positions at the end of the whole turn (equal to `plays` for a one-stage turn). */
  readonly ends: number;
}

export interface Perft {
  readonly variant: VariantId;
  readonly rolls: readonly RollRow[];
  /** Distinct positions after the first player's turn, over all 21 rolls. */
  readonly ply1: number;
  /** Distinct positions after the second player's reply, over all 21 × 21 rolls; null when not computed. */
  readonly ply2: number | null;
  /** Why ply 2 is null, when it is. */
  readonly ply2Note?: string;
  /** The library's figures per ply (plays, ends, positions, lines; docs/perft.md). */
  readonly plies: readonly PerftPly[];
}

/** Variants whose second ply this script leaves to the worker-thread runner. */
const PLY2_ELSEWHERE: ReadonlySet<VariantId> = new Set(['crazy-gulbar']);

/** Perft of a variant from its start: per roll, then ply 1, then ply 2 unless `plies` is 1. */
export function perft(variant: VariantId, options?: OptionsInput, plies: 1 | 2 = 2): Perft {
  const p = start(variant, options);
  const rolls = ALL_ROLLS.map((dice): RollRow => ({ roll: rollName(dice), plays: legalPlays(p, dice).length, ends: endsOfTurn(p, dice).length }));
  const counted = perftOf(p, plies);
  if (!counted.ok) throw new Error(`perft: ${counted.error.code}: ${counted.error.message}`);
  const [first, second] = counted.value.plies;
  return second === undefined
    ? { variant, rolls, ply1: first!.positions, ply2: null, ply2Note: 'not computed here: `npm run perft -- crazy-gulbar 2`', plies: counted.value.plies }
    : { variant, rolls, ply1: first!.positions, ply2: second.positions, plies: counted.value.plies };
}

export interface ReplyTable {
  /** White's first roll -> Black's roll -> Black's distinct plays summed over White's distinct positions. */
  readonly cells: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** White's first roll -> the row's sum over Black's 21 rolls. */
  readonly rowSums: Readonly<Record<string, number>>;
  readonly total: number;
}

/**
 * Long nard's second player: for each of White's first rolls and each distinct position it
 * leaves, Black's distinct plays (`legalPlays`) for each of his 21 rolls, summed over White's
 * positions.
 */
export function replies(variant: VariantId, options?: OptionsInput): ReplyTable {
  const p = start(variant, options);
  const cells: Record<string, Record<string, number>> = {};
  const rowSums: Record<string, number> = {};
  let total = 0;
  for (const white of ALL_ROLLS) {
    const after = endsOfTurn(p, white);
    const row: Record<string, number> = {};
    let sum = 0;
    for (const black of ALL_ROLLS) {
      let n = 0;
      for (const q of after) n += legalPlays(q, black).length;
      row[rollName(black)] = n;
      sum += n;
    }
    cells[rollName(white)] = row;
    rowSums[rollName(white)] = sum;
    total += sum;
  }
  return { cells, rowSums, total };
}

const int = (n: number): string => n.toLocaleString('en-US');

export function markdown(results: readonly Perft[], reply: ReplyTable): string {
  const lines: string[] = [];
  lines.push('### Distinct plays per roll from the start (first player, White)');
  lines.push('');
  lines.push(`| Roll | ${results.map((r) => `${r.variant}: plays`).join(' | ')} | crazy-gulbar: end positions |`);
  lines.push(`|---|${results.map(() => '--:').join('|')}|--:|`);
  const gulbar = results.find((r) => r.variant === 'crazy-gulbar');
  ALL_ROLLS.forEach((dice, i) => {
    const cells = results.map((r) => int(r.rolls[i]!.plays));
    lines.push(`| ${rollName(dice)} | ${cells.join(' | ')} | ${gulbar === undefined ? '' : int(gulbar.rolls[i]!.ends)} |`);
  });
  const sums = results.map((r) => `**${int(r.rolls.reduce((s, x) => s + x.plays, 0))}**`);
  const gulbarEnds = gulbar === undefined ? '' : `**${int(gulbar.rolls.reduce((s, x) => s + x.ends, 0))}**`;
  lines.push(`| **Sum** | ${sums.join(' | ')} | ${gulbarEnds} |`);
  lines.push('');
  lines.push('### Distinct positions after 1 and 2 plies, over all rolls');
  lines.push('');
  lines.push('| Variant | After 1 ply | After 2 plies |');
  lines.push('|---|--:|--:|');
  for (const r of results) {
    lines.push(`| ${r.variant} | ${int(r.ply1)} | ${r.ply2 === null ? `— (${r.ply2Note ?? ''})` : int(r.ply2)} |`);
  }
  lines.push('');
  lines.push('### `perft(start, depth)` for every variant');
  lines.push('');
  lines.push('| Variant | Ply | From | Plays | Ends | Positions | Lines |');
  lines.push('|---|--:|--:|--:|--:|--:|--:|');
  for (const r of results) {
    for (const p of r.plies) {
      lines.push(`| ${r.variant} | ${p.ply} | ${int(p.from)} | ${int(p.plays)} | ${int(p.ends)} | ${int(p.positions)} | ${int(p.lines)} |`);
    }
  }
  lines.push('');
  lines.push("### Long nard: Black's distinct plays after each White first roll");
  lines.push('');
  lines.push("Rows: White's first roll. Columns: Black's roll. A cell sums Black's distinct plays over White's distinct positions for that roll (one for every roll but 3-3, which has two).");
  lines.push('');
  lines.push(`| White \\ Black | ${ALL_ROLLS.map(rollName).join(' | ')} | **Sum** |`);
  lines.push(`|---|${ALL_ROLLS.map(() => '--:').join('|')}|--:|`);
  for (const white of ALL_ROLLS) {
    const row = reply.cells[rollName(white)]!;
    lines.push(`| ${rollName(white)} | ${ALL_ROLLS.map((b) => int(row[rollName(b)]!)).join(' | ')} | **${int(reply.rowSums[rollName(white)]!)}** |`);
  }
  lines.push(`| **Total** | ${ALL_ROLLS.map((b) => `**${int(ALL_ROLLS.reduce((s, w) => s + reply.cells[rollName(w)]![rollName(b)]!, 0))}**`).join(' | ')} | **${int(reply.total)}** |`);
  return lines.join('\n');
}

/** A ply-1 perft completed with the ply 2 that `npm run perft` counted (the committed fixture). */
function withCountedPly2(r: Perft): Perft {
  const fixture = JSON.parse(readFileSync(new URL(`./${r.variant}-ply2-turns.json`, import.meta.url), 'utf8')) as { plies?: readonly PerftPly[] };
  const second = fixture.plies?.[1];
  if (second === undefined) throw new Error(`${r.variant}: the ply-2 fixture holds no complete run`);
  return { variant: r.variant, rolls: r.rolls, ply1: r.ply1, ply2: second.positions, plies: [...r.plies, second] };
}

function main(): void {
  const json = process.argv.includes('--json');
  const results: Perft[] = [];
  for (const variant of playableVariants()) {
    const t0 = performance.now();
    const r = PLY2_ELSEWHERE.has(variant) ? withCountedPly2(perft(variant, undefined, 1)) : perft(variant);
    results.push(r);
    console.error(`${variant}: ply 1 ${r.ply1}, ply 2 ${r.ply2 ?? 'not computed'} (${Math.round(performance.now() - t0)} ms)`);
  }
  const reply = replies('long-nard');
  if (json) console.log(JSON.stringify({ results, longNardReplies: reply }, null, 2));
  else console.log(markdown(results, reply));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
