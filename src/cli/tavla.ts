import { show } from '../core/show.js';
import packageJson from '../../package.json' with { type: 'json' };
import { CliError, usageError } from './cli-error.js';
import type { Command } from './command.js';
import { convertCommand } from './commands/convert.js';
import { perftCommand } from './commands/perft.js';
import { playCommand } from './commands/play.js';
import { playsCommand } from './commands/plays.js';
import { selfplayCommand } from './commands/selfplay.js';
import { showCommand } from './commands/show.js';

/**
 * The `tavla` command (package.json `bin`, built to dist/cli/tavla.js). It finds the command,
 * runs it, and turns whatever goes wrong into one line on stderr, `tavla: <code>: <message>`,
 * and an exit status: 0 ok, 1 refused input, 2 usage (cli-error.ts). Nothing is thrown at the
 * user: an error that is no CliError is a bug, reported the same way as `internal-error`.
 */

const COMMANDS: readonly Command[] = [playsCommand, showCommand, convertCommand, playCommand, selfplayCommand, perftCommand];

const HELP = `usage: tavla <command> [arguments] [--help]

A command-line front end to the tavla rules engine (short tavla = backgammon, long nard,
crazy gulbar, six-one, and every variant the library plays).

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)} ${c.summary}`).join('\n')}

  tavla <command> --help   the command's arguments, flags and examples
  tavla --version          the version of tavla

Exit status: 0 ok, 1 input refused (a position, dice or play the rules refuse),
2 usage (unknown command or flag, missing argument). Errors are one line on stderr:
tavla: <code>: <message>

Example:
  tavla plays 4HPwATDgc/ABMA 3-1`;

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = rest[0];
    const about = COMMANDS.find((c) => c.name === topic);
    if (topic !== undefined && about === undefined) {
      throw usageError('unknown-command', `${show(topic)} is not a tavla command; commands: ${COMMANDS.map((c) => c.name).join(', ')}`);
    }
    console.log(about?.help ?? HELP);
    return 0;
  }
  if (name === '--version' || name === '-v') {
    console.log(packageJson.version);
    return 0;
  }
  if (name === undefined) throw usageError('missing-argument', `tavla needs a command: ${COMMANDS.map((c) => c.name).join(', ')}; see tavla --help`);
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    const list = COMMANDS.map((c) => c.name).join(', ');
    if (name.startsWith('-')) throw usageError('unknown-option', `tavla has no option ${show(name)} before its command; commands: ${list}; see tavla --help`);
    throw usageError('unknown-command', `${show(name)} is not a tavla command; commands: ${list}; see tavla --help`);
  }
  return command.run(rest);
}

function report(error: unknown): number {
  if (error instanceof CliError) {
    console.error(`tavla: ${error.code}: ${error.message}`);
    return error.status;
  }
  const message = error instanceof Error ? error.message : String(error);
  console.error(`tavla: internal-error: ${message.split('\n')[0] ?? ''} (a bug in tavla: please report it with the command that caused it)`);
  return 1;
}

// A reader that stops early (`tavla plays ... | head -1`) closes the pipe: not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.exit(report(error));
});
// What fails outside the command's own promise (a worker's message handler, a timer) ends the same way.
process.on('uncaughtException', (error) => {
  process.exit(report(error));
});

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.exitCode = report(error);
  },
);
