import { gnubgPositionId, positionToJSON, positionToXgid, toPositionString, toXgid, type GameState, type Position } from '../../index.js';
import { choiceOption, parseCommandArgs, required, stringOption } from '../args.js';
import { orRefuse, refused, usageError } from '../cli-error.js';
import { positionFlagsHelp, POSITION_HELP, type Command } from '../command.js';
import { readPosition } from '../position-input.js';
import { positionFlags, POSITION_OPTIONS } from './position-flags.js';

const TARGETS = ['gnubg', 'xgid', 'string', 'json'] as const;
type Target = (typeof TARGETS)[number];

const HELP = `usage: tavla convert <position> --to gnubg|xgid|string|json [--json] [--variant V] [--turn white|black]

Writes a position in another format, on one line.

  --to gnubg         GNU Backgammon position ID (short tavla; it does not say who is on roll:
                     read it back with --turn black when black is)
  --to xgid          XGID (short tavla): the state read from an XGID or match ID as it is; a bare
                     position as positionToXgid writes it (money play, its player to roll)
  --to string        position string, any variant: variant, turn, checkers, turns played, options
  --to json          position JSON (positionToJSON), any variant
  --json             {"from", "to", "value"}
${positionFlagsHelp()}

${POSITION_HELP}

Examples:
  tavla convert 4HPwATDgc/ABMA --to xgid
  tavla convert "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10" --to string
  tavla convert long-nard --to json`;

function write(target: Target, position: Position, state: GameState | null): string {
  switch (target) {
    case 'gnubg':
      if (position.variant !== 'short-tavla') {
        throw refused('unrepresentable-position', `A GNU Backgammon position ID holds a short tavla position, not ${position.variant}; use --to string or --to json.`);
      }
      return gnubgPositionId(position);
    case 'xgid':
      // A state keeps its cube, score and dice; a bare position is written as positionToXgid writes it.
      return orRefuse(state !== null ? toXgid(state) : positionToXgid(position));
    case 'string':
      return toPositionString(position);
    case 'json':
      return positionToJSON(position);
  }
}

export const convertCommand: Command = {
  name: 'convert',
  summary: 'a position in another format (gnubg, xgid, string, json)',
  help: HELP,
  run(args) {
    const { values, positionals, help } = parseCommandArgs('convert', args, { ...POSITION_OPTIONS, to: { type: 'string' }, json: { type: 'boolean' } }, 1);
    if (help) {
      console.log(HELP);
      return 0;
    }
    const text = required('convert', positionals, 0, 'a <position>');
    const target = choiceOption('convert', '--to', stringOption(values, 'to'), TARGETS);
    if (target === undefined) throw usageError('missing-argument', `tavla convert needs --to ${TARGETS.join('|')}; see tavla convert --help`);
    const { position, state, format } = readPosition(text, positionFlags('convert', values));
    const value = write(target, position, state);
    console.log(values['json'] === true ? JSON.stringify({ from: format, to: target, value }) : value);
    return 0;
  },
};
