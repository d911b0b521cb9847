import type { Dice, Player, VariantId } from '../index.js';
import { playableVariants } from '../variants/index.js';
import { renderBoard } from './board-text.js';
import { createProgress } from './progress.js';
import { HABITS_TEXT, playMatch, resultText, type MatchRecord } from './match-play.js';
import {
  demoGame,
  emptyStats,
  hasTransfer,
  isCascade,
  playGame,
  randomPolicy,
  replayFromNotation,
  variantTitle,
  type GameRecord,
  type Outcome,
  type SelfPlayStats,
  type TurnRecord,
} from './self-play.js';

/**
 * `tavla selfplay` (and `npm run demo`): seeded play through the public API, in three parts.
 *
 *   1. Self-play of one variant (short tavla unless `--variant` says otherwise) through the turn
 *      layer: the record of the first game, its final board and result, then totals over all
 *      games and how fast the generator produced plays.
 *   2. One seeded game of every playable variant (`playableVariants()`): its record — stages and
 *      transfers marked in crazy gulbar's cascades —, its final board and its result. For crazy
 *      gulbar the demo searches seeds upwards for a game with a cascade that transfers (CG-5).
 *   3. A short match of every playable variant through the game reducer (`newMatch`,
 *      `legalActions`, `apply`, dice from `seededDice`) with a random player, cube included where
 *      the variant's default preset has it: the match record game by game and the final score.
 *
 *   tavla selfplay                                100 games of short tavla from seed 1, matches of the presets' lengths
 *   tavla selfplay --games 1000 --seed 42         more self-play games, another seed
 *   tavla selfplay --variant long-nard            self-play another variant
 *   tavla selfplay --length 3                     every match to 3 points
 *
 * Game i of the self-play uses seed `seed + i`, so any game can be replayed alone with
 * `--games 1 --seed <its seed>`. Runs of more than a second show their progress on stderr
 * (progress.ts); stdout gets only the report.
 */

/** What a run plays: the demo's settings (tavla selfplay's flags). */
export interface SelfPlayArgs {
  readonly variant: VariantId;
  readonly games: number;
  readonly seed: number;
  /** Match length for part 3; null: each preset's own (MP-1). */
  readonly length: number | null;
  /** --progress: progress on stderr even when it is not a terminal. */
  readonly progress: boolean;
}

type Args = SelfPlayArgs;

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
const plural = (n: number, word: string): string => `${fmt(n)} ${word}${n === 1 ? '' : 's'}`;
/** A roll as players say it, larger die first: 6-4. */
const rollText = ([a, b]: Dice): string => `${Math.max(a, b)}-${Math.min(a, b)}`;
const playText = (notation: string): string => (notation === '' ? '(no legal move)' : notation);
const heading = (text: string): string => `${text}\n${'='.repeat(text.length)}`;

/** One turn of a record: one line, or a block with a line per stage for a cascade. */
function turnLines(turn: TurnRecord): string[] {
  const head = `${String(turn.number).padStart(4, ' ')}. ${turn.roller.padEnd(5, ' ')} ${rollText(turn.dice)}:`;
  const only = turn.stages[0];
  if (turn.stages.length === 1 && only !== undefined) return [`${head} ${playText(only.notation)}`];
  const transferred = turn.stages.filter((s) => s.transferred).length;
  const other = turn.roller === 'white' ? 'black' : 'white';
  const lines = [`${head} a cascade of ${turn.stages.length} stages${transferred > 0 ? `; ${other} plays ${transferred} of them (transfer, CG-5)` : ''}`];
  turn.stages.forEach((stage, i) => {
    const next = turn.stages[i + 1];
    const used = stage.play.steps.length;
    let note = '';
    if (used < stage.subMoves.length && stage.play.position.winner() === null) {
      const rest = next !== undefined && next.transferred && !stage.transferred ? `the rest passes to ${next.player}` : 'the rest is lost';
      note = `  [${used} of ${stage.subMoves.length} sub-moves; ${rest}]`;
    }
    const who = `${stage.player}${stage.transferred ? ' (transfer)' : ''}`.padEnd(16, ' ');
    lines.push(`        ${rollText(stage.dice)} ${who} ${playText(stage.notation)}${note}`);
  });
  return lines;
}

function printRecord(game: GameRecord): void {
  console.log(game.opening);
  for (const turn of game.turns) for (const line of turnLines(turn)) console.log(line);
}

function describe(outcome: Outcome): string {
  if (outcome.winner === null) return `a draw, 0 points each: ${outcome.reason}.`;
  const name = outcome.english === 'single game' ? 'a single game' : `a ${outcome.english}`;
  return `${outcome.winner} wins ${name} (${outcome.kind}), ${plural(outcome.points, 'point')}: ${outcome.reason}.`;
}

function replayText(game: GameRecord): string {
  const check = replayFromNotation(game);
  if (check.ok) return 'the record replays from its notation alone (formatPlay -> beginTurn / advanceTurn)';
  return `turn ${check.turn.number} (${check.stage.player} ${check.stage.notation}) does not replay from its notation: ${check.problem.replace(/\.$/, '')}`;
}

// ---------------------------------------------------------------------------------------------
// 1. Self-play of one variant

function selfPlay(args: Args): void {
  const game = demoGame(args.variant);
  const stats = emptyStats();
  const counts = { white: 0, black: 0, draw: 0, oin: 0, mars: 0, koks: 0, 'home-mars': 0, 'mother-pin': 0, turns: 0, passes: 0, longest: 0, cascades: 0, transfers: 0 };
  const records: GameRecord[] = [];
  const playing = createProgress({ label: 'self-play', unit: 'games', requested: args.progress });
  const started = performance.now();
  for (let i = 0; i < args.games; i++) {
    playing.update(i, args.games);
    const record = playGame(game, args.seed + i, randomPolicy, stats);
    records.push(record);
    counts[record.outcome.winner ?? 'draw']++;
    if (record.outcome.kind !== 'draw') counts[record.outcome.kind]++;
    counts.turns += record.turns.length;
    counts.passes += record.turns.filter((t) => t.stages.every((s) => s.play.steps.length === 0)).length;
    counts.cascades += record.turns.filter(isCascade).length;
    counts.transfers += record.turns.filter(hasTransfer).length;
    counts.longest = Math.max(counts.longest, record.turns.length);
  }
  const elapsedGames = performance.now() - started;
  playing.update(args.games, args.games);
  playing.finish();
  const first = records[0];
  if (first === undefined) return;
  // Not timed: read every game back from its notation (formatPlay -> advanceTurn).
  const replayFailures: string[] = [];
  const replaying = createProgress({ label: 'replay check', unit: 'games', requested: args.progress });
  for (const [i, record] of records.entries()) {
    replaying.update(i, records.length);
    const check = replayFromNotation(record);
    if (!check.ok) {
      replayFailures.push(`seed ${record.seed} turn ${check.turn.number} (${check.stage.player} ${rollText(check.turn.dice)}: ${check.stage.notation}): ${check.problem}`);
    }
  }
  replaying.update(records.length, records.length);
  replaying.finish();

  console.log(heading(`1. Self-play: ${game.title}, seeded, every legal play equally likely`));
  console.log('');
  console.log(`Game 1 of ${args.games} (seed ${first.seed}), ${first.turns.length} turns`);
  printRecord(first);
  console.log('');
  console.log('Final position:');
  console.log(renderBoard(first.final));
  console.log('');
  console.log(`Result: ${describe(first.outcome)}`);
  console.log('');

  const last = args.seed + args.games - 1;
  console.log(`Summary of ${plural(args.games, 'game')} (seeds ${args.seed}..${last}):`);
  console.log(`  wins:       white ${counts.white}, black ${counts.black}${counts.draw > 0 ? `; ${counts.draw} drawn` : ''}`);
  const homeMars = counts['home-mars'] > 0 ? `, ${counts['home-mars']} home mars` : '';
  const motherPins = counts['mother-pin'] > 0 ? `, ${counts['mother-pin']} mother pin` : '';
  console.log(`  results:    ${counts.oin} single (oin), ${counts.mars} gammon (mars), ${counts.koks} backgammon (koks)${homeMars}${motherPins}`);
  console.log(
    `  turns:      ${fmt(counts.turns)} rolls played (${(counts.turns / args.games).toFixed(1)} per game, longest ${counts.longest}), ${fmt(counts.passes)} forced passes`,
  );
  if (counts.cascades > 0) console.log(`  cascades:   ${fmt(counts.cascades)} turns of several stages, ${fmt(counts.transfers)} of them with a transfer`);
  printGeneratorStats(stats, elapsedGames, args.games);
  console.log(
    `  notation:   ${args.games - replayFailures.length} of ${args.games} games replay from their records' notation alone (formatPlay -> advanceTurn)`,
  );
  for (const failure of replayFailures.slice(0, 5)) console.log(`              not read back: ${failure}`);
  if (replayFailures.length > 5) console.log(`              ... and ${replayFailures.length - 5} more`);
}

function printGeneratorStats(stats: SelfPlayStats, elapsedMs: number, games: number): void {
  const seconds = stats.generatorMs / 1000;
  const stages = stats.stages === stats.beginTurnCalls ? '' : ` in ${fmt(stats.stages)} stages`;
  console.log(
    `  generator:  ${fmt(stats.beginTurnCalls)} beginTurn calls returned ${fmt(stats.beginTurnPlays)} plays ` +
      `(${(stats.beginTurnPlays / stats.beginTurnCalls).toFixed(1)} per call) in ${fmt(stats.generatorMs)} ms`,
  );
  console.log(`              ${fmt(stats.beginTurnCalls / seconds)} calls/s, ${fmt(stats.beginTurnPlays / seconds)} plays/s`);
  const later = stats.stages === stats.beginTurnCalls ? '' : ' (and generate the later stages of cascades)';
  console.log(`  advanceTurn: ${fmt(stats.advanceMs)} ms to re-validate and apply the chosen plays${later}`);
  if (stages !== '') console.log(`  stages:     ${fmt(stats.playsGenerated)} plays offered${stages} in all`);
  console.log(`  total:      ${fmt(elapsedMs)} ms for ${plural(games, 'game')} (${(games / (elapsedMs / 1000)).toFixed(1)} games/s, Node ${process.version})`);
}

// ---------------------------------------------------------------------------------------------
// 2. One seeded game of each playable variant

/** Seeds tried, from the first, when looking for a crazy gulbar game that shows a transfer. */
const SEARCH_LIMIT = 1000;

function variantGames(args: Args): void {
  console.log(heading('2. One seeded game of each playable variant (turn layer: beginTurn / advanceTurn)'));
  console.log(`Playable variants: ${playableVariants().join(', ')}.`);
  for (const variant of playableVariants()) {
    console.log('');
    const game = demoGame(variant);
    if (variant === args.variant) {
      console.log(`--- ${game.title}: the game with seed ${args.seed} is game 1 of part 1, above ---`);
      continue;
    }
    const stats = emptyStats();
    let record = playGame(game, args.seed, randomPolicy, stats);
    let why = '';
    // Crazy gulbar: search seeds deterministically for a cascade in which the opponent plays a
    // transferred remainder (CG-5). Any variant whose turns can have several stages gets the same.
    if (variant === 'crazy-gulbar' || record.turns.some(isCascade)) {
      const shows = (r: GameRecord): boolean => r.turns.some((t) => isCascade(t) && hasTransfer(t));
      let seed = args.seed;
      while (!shows(record) && seed < args.seed + SEARCH_LIMIT - 1) record = playGame(game, ++seed, randomPolicy, stats);
      why = shows(record)
        ? seed === args.seed
          ? ' (it has a cascade with a transfer)'
          : ` (the first seed from ${args.seed} whose game has a cascade with a transfer)`
        : ` (no game of seeds ${args.seed}..${seed} has a cascade with a transfer)`;
    }
    const cascades = record.turns.filter(isCascade);
    const transfers = cascades.filter(hasTransfer);
    const extra = cascades.length > 0 ? `, ${plural(cascades.length, 'cascade')} (${transfers.length} with a transfer)` : '';
    console.log(`--- ${game.title}: seed ${record.seed}${why}, ${record.turns.length} turns${extra} ---`);
    printRecord(record);
    console.log('');
    console.log('Final position:');
    console.log(renderBoard(record.final));
    console.log('');
    console.log(`Result: ${describe(record.outcome)}`);
    console.log(`Notation: ${replayText(record)}.`);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. A short match of each playable variant

const score = (s: { readonly white: number; readonly black: number }): string => `${s.white}-${s.black}`;

function printMatch(match: MatchRecord): void {
  const cube = match.cube ? `cube on${match.crawford ? ', Crawford' : ''}` : 'no cube';
  console.log(`--- ${variantTitle(match.variant)}: match to ${match.length}, preset ${match.preset} (${cube}), seed ${match.seed} ---`);
  console.log('  game  starter  winner  result              cube  points  score (W-B)  turns  notes');
  for (const g of match.games) {
    const winner = g.result.winner ?? '-';
    const points = g.result.winner === null ? score(g.result.points) : String(g.result.points[g.result.winner]);
    const notes: string[] = [];
    if (g.crawford) notes.push('Crawford game');
    if (g.cascades > 0) notes.push(`${plural(g.cascades, 'cascade')}, ${g.transfers} with a transfer`);
    if (g.events.length > 0) notes.push(g.events.join(', '));
    const line =
      `  ${String(g.number).padStart(4, ' ')}  ${(g.starter ?? '-').padEnd(7, ' ')}  ${winner.padEnd(6, ' ')}  ${resultText(g.result, g.final).padEnd(18, ' ')}  ` +
        `${String(g.result.cube).padStart(4, ' ')}  ${points.padStart(6, ' ')}  ${score(g.score).padStart(11, ' ')}  ${String(g.turns).padStart(5, ' ')}  ${notes.join('; ')}`;
    console.log(line.trimEnd());
  }
  const who: Player | null = match.winner;
  const verdict = who === null ? 'the match is drawn' : `${who} wins the match`;
  console.log(
    `  Final score: white ${match.score.white}, black ${match.score.black}: ${verdict} ` +
      `(${plural(match.games.length, 'game')}, ${fmt(match.actions)} actions applied in ${fmt(match.ms)} ms)`,
  );
}

function matches(args: Args): void {
  const length = args.length === null ? "its default preset's length" : String(args.length);
  console.log(heading(`3. A match of each playable variant to ${length} (game reducer: newMatch / legalActions / apply)`));
  console.log(`Dice from seededDice(${args.seed}); a random player chooses among legalActions: ${HABITS_TEXT}.`);
  for (const variant of playableVariants()) {
    console.log('');
    printMatch(playMatch(variant, args.length, args.seed));
  }
}

/** Plays and prints the three parts. */
export function runSelfPlay(args: SelfPlayArgs): void {
  const started = performance.now();
  console.log('tavla selfplay: seeded play through the public API');
  console.log('');
  selfPlay(args);
  console.log('');
  variantGames(args);
  console.log('');
  matches(args);
  console.log('');
  console.log(`Finished in ${fmt(performance.now() - started)} ms.`);
}
