import { playableVariants } from '../../variants/index.js';
import { integerOption, parseCommandArgs, stringOption, variantOption } from '../args.js';
import type { Command } from '../command.js';
import { seedOption } from '../seed.js';
import { runSelfPlay } from '../selfplay-run.js';

const HELP = `usage: tavla selfplay [--variant V] [--games N] [--seed S] [--length L] [--progress]

Seeded play through the public API, in three parts:
  1. self-play of one variant through the turn layer (beginTurn / advanceTurn): the record of the
     first game, its final board and result, then totals over all games (wins, result kinds,
     plays per second, and a check that every game replays from its notation);
  2. one seeded game of every playable variant: its record, final board and result;
  3. a match of every playable variant through the game reducer (newMatch, legalActions, apply),
     a random player choosing among the legal actions, cube included where the preset has it.

  --variant V        the variant of part 1 (default short-tavla): ${playableVariants().join(', ')}
  --games N          self-play games in part 1 (default 100); game i uses seed S + i
  --seed S           the first seed (default 1); any integer, used modulo 2^32
  --length L         every match of part 3 to L points (default: each preset's own length)
  --progress         progress on stderr even when it is not a terminal (plain lines); on a
                     terminal a bar shows by itself once a run has taken a second

Examples:
  tavla selfplay --games 1000 --seed 42
  tavla selfplay --variant long-nard --games 10 --seed -5`;

export const selfplayCommand: Command = {
  name: 'selfplay',
  summary: 'seeded self-play of every variant, with totals and matches (npm run demo)',
  help: HELP,
  run(args) {
    const options = {
      variant: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      length: { type: 'string' },
      progress: { type: 'boolean' },
    } as const;
    const { values, help } = parseCommandArgs('selfplay', args, options, 0);
    if (help) {
      console.log(HELP);
      return 0;
    }
    const games = integerOption('selfplay', '--games', stringOption(values, 'games'), 100, 1, 10_000_000);
    const seed = seedOption('selfplay', stringOption(values, 'seed'), 1);
    const lengthText = stringOption(values, 'length');
    const length = lengthText === undefined ? null : integerOption('selfplay', '--length', lengthText, 1, 1, 25);
    const variant = variantOption(values);
    runSelfPlay({ variant, games, seed, length, progress: values['progress'] === true });
    return 0;
  },
};
