import { parseArgs } from 'node:util';
import { renderBoard } from './board-text.js';
import { DEMO_GAMES, emptyStats, playGame, randomPolicy, replayFromNotation, type GameRecord, type Outcome } from './self-play.js';

/**
 * `npm run demo`: seeded self-play through the public API.
 *
 *   npm run demo                                  200 games of short tavla from seed 1
 *   npm run demo -- --games 1000 --seed 42        more games, another seed
 *   npm run demo -- --variant short-tavla         pick a variant (only short tavla is playable yet)
 *
 * It prints the record of the first game, its final board and result, then totals over all
 * games and how fast the generator produced plays. Game i uses seed `seed + i`, so any game of a
 * run can be replayed alone with `--games 1 --seed <its seed>`.
 */

const USAGE = 'usage: npm run demo -- [--variant short-tavla] [--games N] [--seed S]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function readArgs(): { variant: string; games: number; seed: number } {
  let values: { variant?: string | undefined; games?: string | undefined; seed?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      options: {
        variant: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
  if (values.help === true) {
    console.log(USAGE);
    process.exit(0);
  }
  const games = Number(values.games ?? '200');
  const seed = Number(values.seed ?? '1');
  if (!Number.isInteger(games) || games < 1) fail(`--games must be a positive integer; got ${values.games ?? ''}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) fail(`--seed must be an integer 0..4294967295; got ${values.seed ?? ''}`);
  return { variant: values.variant ?? 'short-tavla', games, seed };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
/** A roll as players say it, larger die first: 6-4. */
const rollText = ([a, b]: readonly [number, number]): string => `${Math.max(a, b)}-${Math.min(a, b)}`;

function printRecord(game: GameRecord): void {
  console.log(game.opening);
  for (const move of game.moves) {
    const play = move.notation === '' ? '(no legal move)' : move.notation;
    console.log(`${String(move.number).padStart(4, ' ')}. ${move.player.padEnd(5, ' ')} ${rollText(move.dice)}: ${play}`);
  }
}

function describe(outcome: Outcome): string {
  return `${outcome.winner} wins ${outcome.english === 'single' ? 'a single game' : `a ${outcome.english}`} (${outcome.kind}), ${outcome.points} point${outcome.points === 1 ? '' : 's'}: ${outcome.reason}.`;
}

function main(): void {
  const args = readArgs();
  const game = DEMO_GAMES.find((g) => g.variant === args.variant);
  if (game === undefined) {
    fail(`The demo cannot play ${JSON.stringify(args.variant)} yet; it plays: ${DEMO_GAMES.map((g) => g.variant).join(', ')}.`);
  }

  const stats = emptyStats();
  const counts = { white: 0, black: 0, oin: 0, mars: 0, koks: 0, moves: 0, passes: 0, longest: 0 };
  const records: GameRecord[] = [];
  const started = performance.now();
  for (let i = 0; i < args.games; i++) {
    const record = playGame(game, args.seed + i, randomPolicy, stats);
    records.push(record);
    counts[record.outcome.winner]++;
    counts[record.outcome.kind]++;
    counts.moves += record.moves.length;
    counts.passes += record.moves.filter((m) => m.play.steps.length === 0).length;
    counts.longest = Math.max(counts.longest, record.moves.length);
  }
  const elapsedGames = performance.now() - started;
  const first = records[0];
  if (first === undefined) return;
  // Not timed: read every game back from its notation (formatPlay -> applyPlay).
  const replayFailures: string[] = [];
  for (const record of records) {
    const check = replayFromNotation(record);
    if (!check.ok) {
      replayFailures.push(`seed ${record.seed} move ${check.move.number} (${check.move.player} ${rollText(check.move.dice)}: ${check.move.notation}): ${check.problem}`);
    }
  }

  console.log(`tavla demo: ${game.title}, seeded self-play, every legal play equally likely`);
  console.log('');
  console.log(`Game 1 of ${args.games} (seed ${first.seed}), ${first.moves.length} moves`);
  printRecord(first);
  console.log('');
  console.log('Final position:');
  console.log(renderBoard(first.final));
  console.log('');
  console.log(`Result: ${describe(first.outcome)}`);

  console.log('');

  const last = args.seed + args.games - 1;
  console.log(`Summary of ${args.games} game${args.games === 1 ? '' : 's'} (seeds ${args.seed}..${last}):`);
  console.log(`  wins:       white ${counts.white}, black ${counts.black}`);
  console.log(`  results:    ${counts.oin} single (oin), ${counts.mars} gammon (mars), ${counts.koks} backgammon (koks)`);
  console.log(
    `  moves:      ${fmt(counts.moves)} rolls played (${(counts.moves / args.games).toFixed(1)} per game, longest ${counts.longest}), ${fmt(counts.passes)} forced passes`,
  );
  const seconds = stats.generatorMs / 1000;
  console.log(
    `  generator:  ${fmt(stats.generatorCalls)} legalPlays calls (via beginTurn) returned ${fmt(stats.playsGenerated)} plays ` +
      `(${(stats.playsGenerated / stats.generatorCalls).toFixed(1)} per call) in ${fmt(stats.generatorMs)} ms`,
  );
  console.log(`              ${fmt(stats.generatorCalls / seconds)} calls/s, ${fmt(stats.playsGenerated / seconds)} plays/s`);
  console.log(`  advanceTurn: ${fmt(stats.advanceMs)} ms to re-validate and apply the chosen plays`);
  console.log(`  total:      ${fmt(elapsedGames)} ms for ${args.games} games (${(args.games / (elapsedGames / 1000)).toFixed(1)} games/s, Node ${process.version})`);
  console.log(
    `  notation:   ${args.games - replayFailures.length} of ${args.games} games replay from their records' notation alone (formatPlay -> applyPlay)`,
  );
  for (const failure of replayFailures.slice(0, 5)) console.log(`              not read back: ${failure}`);
  if (replayFailures.length > 5) console.log(`              ... and ${replayFailures.length - 5} more`);
}

main();
