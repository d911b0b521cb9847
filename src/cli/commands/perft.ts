import { show } from '../../core/show.js';
import { checkWritable, writeOutput } from '../output-files.js';
import os from 'node:os';
import { MAX_PERFT_DEPTH, type PerftPly } from '../../index.js';
import { integerOption, parseCommandArgs, required, stringOption } from '../args.js';
import { refused, usageError } from '../cli-error.js';
import { positionFlagsHelp, POSITION_HELP, type Command } from '../command.js';
import { runPerft, type PerftReport } from '../perft.js';
import { readPosition } from '../position-input.js';
import { createProgress } from '../progress.js';
import { positionFlags, POSITION_OPTIONS } from './position-flags.js';

/** The exit status of a run stopped by --time-limit or Ctrl-C before its last ply was done. */
export const STOPPED_EARLY = 3;

const HELP = `usage: tavla perft <position> <depth> [--workers N] [--out FILE] [--time-limit SECONDS] [--dir FOLDER] [--json] [--progress]

Perft (docs/perft.md): ply by ply, over all 21 rolls, the positions played from, the distinct
first-stage plays, the distinct end positions of each whole turn, the distinct positions
reached and the lines of play. The last ply is spread over worker threads.

  <position>            usually a variant's name (its start position); any position below
  <depth>               plies, 1 to ${MAX_PERFT_DEPTH}
  --workers N           worker threads for the last ply (default 1, at most the machine's cores)
  --out FILE            also write the full report, with every last-ply turn's counts, as JSON
  --time-limit SECONDS  stop after this long and report what was done (exit status ${STOPPED_EARLY})
  --dir FOLDER          keep the last ply on disk: a stopped run resumes when started again
                        with the same arguments, and the union is counted bucket by bucket
  --json                the report as JSON instead of the table
  --progress            progress on stderr even when it is not a terminal (plain lines)
${positionFlagsHelp(24)}

Exit status ${STOPPED_EARLY}: stopped by --time-limit or Ctrl-C; the plies finished are reported.

${POSITION_HELP}

Examples:
  tavla perft long-nard 2
  tavla perft short-tavla 2 --workers 2 --json
  tavla perft crazy-gulbar 2 --workers 2 --dir runs/cg2 --out cg2.json --progress`;

/**
 * The machine's cores. os.availableParallelism is Node 18.14+; a named import of it would stop
 * the whole command from loading on an older Node 18, so it is looked up when perft runs.
 */
function cores(): number {
  const available = (os as { availableParallelism?: () => number }).availableParallelism;
  return available === undefined ? os.cpus().length : available();
}

const COLUMNS = ['ply', 'from', 'plays', 'ends', 'positions', 'lines'] as const;

/** The per-ply figures as a table whose columns fit their numbers. */
function table(plies: readonly PerftPly[]): string[] {
  const cells = plies.map((p) => COLUMNS.map((c) => p[c].toLocaleString('en-US')));
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: readonly string[]): string => row.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
  return [line(COLUMNS), ...cells.map(line)];
}

function print(report: PerftReport, from: string, json: boolean): void {
  if (json) {
    console.log(JSON.stringify({ ...report, turns: undefined }, null, 2));
    return;
  }
  console.log(`perft from ${from}, depth ${report.depth}`);
  for (const row of table(report.plies)) console.log(row);
  if (!report.complete) console.log(`stopped before ply ${report.depth} was done; the plies above are complete`);
}

export const perftCommand: Command = {
  name: 'perft',
  summary: 'perft: plays and positions ply by ply, on worker threads',
  help: HELP,
  async run(args) {
    const options = {
      ...POSITION_OPTIONS,
      workers: { type: 'string' },
      out: { type: 'string' },
      'time-limit': { type: 'string' },
      dir: { type: 'string' },
      json: { type: 'boolean' },
      progress: { type: 'boolean' },
    } as const;
    const { values, positionals, help } = parseCommandArgs('perft', args, options, 2);
    if (help) {
      console.log(HELP);
      return 0;
    }
    const positionText = required('perft', positionals, 0, 'a <position> (a variant name for its start)');
    const depthText = required('perft', positionals, 1, 'a <depth>');
    // A number out of range (-1, 1.5, 1e23) is the library's invalid-depth below; anything else is a usage error.
    if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(depthText)) throw usageError('invalid-argument', `<depth> is a whole number of plies; got ${show(depthText)}; see tavla perft --help`);
    const depth = Number(depthText);
    const workers = Math.min(integerOption('perft', '--workers', stringOption(values, 'workers'), 1, 1, 1024), Math.max(1, cores()));
    const seconds = stringOption(values, 'time-limit');
    // A number of seconds as people write one: 90, 1.5 (not Infinity, 0x10 or 1e300).
    const timeLimitMs = seconds === undefined ? Infinity : /^\d{1,9}(\.\d+)?$/.test(seconds) ? Number(seconds) * 1000 : NaN;
    if (!(timeLimitMs > 0)) throw usageError('invalid-argument', `--time-limit takes a number of seconds; got ${show(seconds)}; see tavla perft --help`);
    const { position, format } = readPosition(positionText, positionFlags('perft', values));
    // The library's own check and code (perft's invalid-depth).
    if (!Number.isInteger(depth) || depth < 1 || depth > MAX_PERFT_DEPTH) throw refused('invalid-depth', `The depth must be an integer from 1 to ${MAX_PERFT_DEPTH}; got ${show(depthText)}.`);

    const out = stringOption(values, 'out');
    // Asked before the run: hours of counting are not done for a report that could not be kept.
    if (out !== undefined) checkWritable(out, 'the report');
    const progress = createProgress({ label: `perft ply ${depth}`, unit: 'turns', requested: values['progress'] === true, lineEveryMs: 10_000 });
    const report = await runPerft(
      { root: position, depth, workers, timeLimitMs, dir: stringOption(values, 'dir'), command: `tavla perft ${args.join(' ')}` },
      progress,
    );
    const from = format === 'start' ? `the start of ${position.variant}` : `a ${position.variant} position`;
    // The report is printed first, so that it is not lost if the file cannot be written after all.
    print(report, from, values['json'] === true);
    if (out !== undefined) writeOutput(out, `${JSON.stringify(report)}\n`, 'the report');
    return report.complete ? 0 : STOPPED_EARLY;
  },
};
