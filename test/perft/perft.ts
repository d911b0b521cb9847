import { pathToFileURL } from 'node:url';
import {
  ALL_ROLLS,
  advanceTurn,
  beginTurn,
  legalPlays,
  positionToSetup,
  startPosition,
  type Dice,
  type OptionsInput,
  type Position,
  type Turn,
  type VariantId,
} from '../../src/index.js';
import { playableVariants } from '../../src/variants/registry.js';

/**
 * Perft for every variant (docs/perft.md): counts of distinct plays and distinct positions from
 * the start position, under the default options.
 *
 *   npx tsx test/perft/perft.ts             print every table as Markdown
 *   npx tsx test/perft/perft.ts --json      the same figures as JSON
 *
 * A ply is one whole turn played through `beginTurn` / `advanceTurn`: in short tavla, long nard
 * and six-one that is one stage (the same plays as `legalPlays`), in crazy gulbar a qualifying
 * double is the whole cascade, transfers to the opponent (CG-5) included. Positions are told
 * apart by the JSON of `positionToSetup` (board, player on turn and turns played), so two plays
 * count as one position only when everything a later rule can look at is equal.
 */

export const rollName = (dice: Dice): string => `${dice[0]}-${dice[1]}`;

export function start(variant: VariantId, options?: OptionsInput): Position {
  const p = startPosition(variant, options);
  if (!p.ok) throw new Error(`${variant}: ${p.error.code}: ${p.error.message}`);
  return p.value;
}

export const positionKey = (p: Position): string => JSON.stringify(positionToSetup(p));

/**
 * A mid-turn state's key: the position, the stage in play, the stages after it and whether the
 * roller has played a sub-move yet (CG-6) — everything the rest of the turn depends on.
 */
function turnKey(turn: Turn): string {
  const playedAny = turn.played.some((s) => !s.stage.transferred && s.play.steps.length > 0);
  return `${positionKey(turn.position)}|${JSON.stringify(turn.stage)}|${JSON.stringify(turn.upcoming)}|${playedAny}`;
}

/** Thrown by `endsOfTurn` when a deadline passes. */
export class OutOfTime extends Error {}

/**
 * The distinct positions at the end of the turn of the player on turn with `dice`, over every
 * choice at every stage, added to `out` (keyed by `positionKey`). Mid-turn states already walked
 * are skipped, so a cascade of six stages costs its distinct states, not its sequences.
 */
export function endsOfTurn(position: Position, dice: Dice, out: Map<string, Position>, deadline = Infinity): void {
  const begun = beginTurn(position, dice);
  if (!begun.ok) throw new Error(`beginTurn: ${begun.error.code}: ${begun.error.message}`);
  const seen = new Set<string>();
  const walk = (turn: Turn): void => {
    if (turn.done) {
      out.set(positionKey(turn.position), turn.position);
      return;
    }
    if (turn.played.length > 0) {
      const key = turnKey(turn);
      if (seen.has(key)) return;
      seen.add(key);
      if (performance.now() > deadline) throw new OutOfTime();
    }
    for (const play of turn.plays) {
      const next = advanceTurn(turn, play);
      if (!next.ok) throw new Error(`advanceTurn: ${next.error.code}: ${next.error.message}`);
      walk(next.value);
    }
  };
  walk(begun.value);
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
  /** Milliseconds the ply-2 count took (or ran before giving up). */
  readonly ply2Ms?: number;
}

/** The positions after one ply from `position`, over all 21 rolls. */
export function ply(position: Position, deadline = Infinity): Map<string, Position> {
  const out = new Map<string, Position>();
  for (const dice of ALL_ROLLS) endsOfTurn(position, dice, out, deadline);
  return out;
}

/**
 * Perft of a variant from its start: per roll, then ply 1, then ply 2 when `ply2BudgetMs` allows
 * (0 skips it; a count that runs past the budget is abandoned and reported as null).
 */
export function perft(variant: VariantId, options?: OptionsInput, ply2BudgetMs = Infinity): Perft {
  const p = start(variant, options);
  const first = new Map<string, Position>();
  const rolls = ALL_ROLLS.map((dice): RollRow => {
    const ends = new Map<string, Position>();
    endsOfTurn(p, dice, ends);
    for (const [key, q] of ends) first.set(key, q);
    return { roll: rollName(dice), plays: legalPlays(p, dice).length, ends: ends.size };
  });
  if (ply2BudgetMs <= 0) return { variant, rolls, ply1: first.size, ply2: null, ply2Note: 'not computed' };
  const t0 = performance.now();
  const deadline = t0 + ply2BudgetMs;
  let done = 0;
  try {
    const second = new Set<string>();
    for (const q of first.values()) {
      if (q.winner() === null) for (const key of ply(q, deadline).keys()) second.add(key);
      done++;
    }
    return { variant, rolls, ply1: first.size, ply2: second.size, ply2Ms: performance.now() - t0 };
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    const ms = performance.now() - t0;
    return { variant, rolls, ply1: first.size, ply2: null, ply2Note: `not finished within ${Math.round(ms / 1000)} s: ${done} of the ${first.size} ply-1 positions walked`, ply2Ms: ms };
  }
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
    const after = new Map<string, Position>();
    endsOfTurn(p, white, after);
    const row: Record<string, number> = {};
    let sum = 0;
    for (const black of ALL_ROLLS) {
      let n = 0;
      for (const q of after.values()) n += legalPlays(q, black).length;
      row[rollName(black)] = n;
      sum += n;
    }
    cells[rollName(white)] = row;
    rowSums[rollName(white)] = sum;
    total += sum;
  }
  return { cells, rowSums, total };
}

/** Ply-2 budget per variant when run from the command line: crazy gulbar gets about a minute. */
export const PLY2_BUDGET_MS = 60_000;

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

function main(): void {
  const json = process.argv.includes('--json');
  const results: Perft[] = [];
  for (const variant of playableVariants()) {
    const t0 = performance.now();
    const r = perft(variant, undefined, PLY2_BUDGET_MS);
    results.push(r);
    console.error(`${variant}: ply 1 ${r.ply1}, ply 2 ${r.ply2 ?? r.ply2Note ?? ''} (${Math.round(performance.now() - t0)} ms)`);
  }
  const reply = replies('long-nard');
  if (json) console.log(JSON.stringify({ results, longNardReplies: reply }, null, 2));
  else console.log(markdown(results, reply));
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
