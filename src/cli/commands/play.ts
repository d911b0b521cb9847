import { checkWritable, writeOutput } from '../output-files.js';
import { PLAYERS, opponent, toRecord, type GameConfig, type Player } from '../../index.js';
import { playableVariants } from '../../variants/index.js';
import { choiceOption, integerOption, parseCommandArgs, stringOption, variantOption } from '../args.js';
import { orRefuse, refused } from '../cli-error.js';
import type { Command } from '../command.js';
import { LineReader } from '../line-reader.js';
import { playSession } from '../play-session.js';
import { seedOption } from '../seed.js';

const HELP = `usage: tavla play [--variant V] [--preset P] [--length N] [--human] [--as white|black]
                  [--seed S] [--dice auto|manual] [--record FILE]

A game in the terminal against a random player (or between two people with --human), through
the library's game reducer: the opening roll-off, every roll, the cube and resignations where
the preset has them. One money game, or a match with --length. At the end the game record is
printed, or written to --record FILE.

  --variant V        ${playableVariants().join(', ')} (default short-tavla)
  --preset P         a game preset of the variant (default its first; an unknown name is
                     refused with the list of the variant's presets)
  --length N         a match to N points instead of one money game
  --human            two people take turns at the prompt (no random player)
  --as white|black   your seat against the random player (default white)
  --seed S           seeds the dice and the random player (default: from the clock, printed)
  --dice manual      type every roll (the dice of a real board) instead of rolling here
  --record FILE      write the record to FILE instead of printing it

At a prompt:
  24/18 13/11        a play in move notation (bar/22, 6/off, 13/7(2), pass)
  ? or help          the legal plays or actions, numbered
  1, 2, ...          the numbered choice ("1" always moves the game on: roll, the first play, take)
  roll [3-1]         roll (the dice typed with --dice manual); Enter alone rolls too
  double, take, drop, beaver, raccoon, resign [oin|mars|koks], accept, reject
                     where the rules allow them now
  board              the board again
  quit               stop; the record of what was played is still written

Rolls are made without asking when doubling is not possible, and a roll with no legal move is
passed without asking. Input may be piped in: each line read is echoed after its prompt. If
piped input ends before the game does, the record is still written and the exit status is 1.

Examples:
  tavla play
  tavla play --variant long-nard --length 3 --seed 7
  yes 1 | tavla play --human --seed 1 --record game.txt`;

export const playCommand: Command = {
  name: 'play',
  summary: 'a game or match in the terminal, against a random player or between two people',
  help: HELP,
  async run(args) {
    const options = {
      variant: { type: 'string' },
      preset: { type: 'string' },
      length: { type: 'string' },
      human: { type: 'boolean' },
      as: { type: 'string' },
      seed: { type: 'string' },
      dice: { type: 'string' },
      record: { type: 'string' },
    } as const;
    const { values, help } = parseCommandArgs('play', args, options, 0);
    if (help) {
      console.log(HELP);
      return 0;
    }
    const lengthText = stringOption(values, 'length');
    const length = lengthText === undefined ? null : integerOption('play', '--length', lengthText, 1, 1, 99);
    const seat: Player = choiceOption<Player>('play', '--as', stringOption(values, 'as'), PLAYERS) ?? 'white';
    const seed = seedOption('play', stringOption(values, 'seed'), Date.now() % 2 ** 31);
    const manualDice = choiceOption('play', '--dice', stringOption(values, 'dice'), ['auto', 'manual'] as const) === 'manual';
    const human = values['human'] === true;
    const variant = variantOption(values);
    const preset = stringOption(values, 'preset');
    // match.length null is money play: newMatch and toRecord both read it so.
    const config = { variant, ...(preset === undefined ? {} : { preset }), match: { length } } as GameConfig;
    const names = human ? undefined : { [seat]: 'Human', [opponent(seat)]: 'Random player' };

    const recordFile = stringOption(values, 'record');
    // Asked before the game: a game is not played for a record that could not be kept.
    if (recordFile !== undefined) checkWritable(recordFile, 'the record');
    const reader = new LineReader(process.stdin, process.stdout);
    let end;
    try {
      end = await playSession({ config, humans: new Set(human ? PLAYERS : [seat]), seed, manualDice }, reader, (text) => {
        console.log(text);
      });
    } finally {
      reader.close();
    }
    const record = orRefuse(toRecord({ config, actions: end.actions, ...(names === undefined ? {} : { names }) }));
    if (recordFile === undefined) console.log(`\nRecord:\n${record}`);
    else {
      try {
        writeOutput(recordFile, record, 'the record');
      } catch (e) {
        // Not lost: printed where it could not be written.
        console.log(`\nRecord:\n${record}`);
        throw e;
      }
      console.log(`Record written to ${recordFile}`);
    }
    if (end.how === 'input-ended' && !reader.interactive) throw refused('input-ended', 'the input ended before the game did; the record of what was played was written.');
    return 0;
  },
};
