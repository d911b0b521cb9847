import { gnubgPositionId, positionToJSON, toPositionString, type Player, type Position } from '../../index.js';
import { parseCommandArgs, required } from '../args.js';
import { renderBoard } from '../board-text.js';
import { positionFlagsHelp, POSITION_HELP, type Command } from '../command.js';
import { readPosition } from '../position-input.js';
import { stateText } from '../state-text.js';
import { positionFlags, POSITION_OPTIONS } from './position-flags.js';

const HELP = `usage: tavla show <position> [--json] [--variant V] [--turn white|black]

The board as text (every variant: the bar where it has one, borne-off checkers, Plakoto's
pinned checkers in lower case), each side's pip count, the player on turn or how the game ended, and the position written as a position string (and, for short
tavla, a GNU Backgammon position ID). An XGID or match ID also shows its turn, cube and score.

  --json             {"variant", "turn", "winner", "decided", "pips", "bar", "off", "position", "gnubg", "setup", "state"?}
${positionFlagsHelp()}

${POSITION_HELP}

Examples:
  tavla show 4HPwATDgc/ABMA
  tavla show six-one
  tavla show XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10 --json`;

const perPlayer = (f: (player: Player) => number): Record<Player, number> => ({ white: f('white'), black: f('black') });

/** The GNU Backgammon ID where it means something: short tavla only (docs/notation.md). */
const gnubgOf = (position: Position): string | null => (position.variant === 'short-tavla' ? gnubgPositionId(position) : null);

export const showCommand: Command = {
  name: 'show',
  summary: 'the board as text, pip counts and whose turn it is',
  help: HELP,
  run(args) {
    const { values, positionals, help } = parseCommandArgs('show', args, { ...POSITION_OPTIONS, json: { type: 'boolean' } }, 1);
    if (help) {
      console.log(HELP);
      return 0;
    }
    const { position, state } = readPosition(required('show', positionals, 0, 'a <position>'), positionFlags('show', values));
    const gnubg = gnubgOf(position);
    if (values['json'] === true) {
      const summary =
        state === null
          ? {}
          : { state: { phase: state.phase, toAct: state.toAct, dice: state.dice, cube: state.cube, match: { length: state.match.length, score: state.match.score }, summary: stateText(state) } };
      const shown = {
        variant: position.variant,
        turn: position.turn,
        winner: position.winner(),
        decided: position.decision(),
        pips: perPlayer((p) => position.pipCount(p)),
        bar: perPlayer((p) => position.bar(p)),
        off: perPlayer((p) => position.off(p)),
        position: toPositionString(position),
        gnubg,
        setup: JSON.parse(positionToJSON(position)) as unknown,
        ...summary,
      };
      console.log(JSON.stringify(shown, null, 2));
      return 0;
    }
    // A game state says who acts and how (the dice may be down), in place of the board's "to roll".
    console.log(renderBoard(position, { status: state === null || position.isOver() }));
    if (state !== null) console.log(`  ${stateText(state)}`);
    console.log(`  position: ${toPositionString(position)}`);
    if (gnubg !== null) console.log(`  GNU Backgammon position ID: ${gnubg}${position.turn === 'black' ? ' (read it back with --turn black)' : ''}`);
    return 0;
  },
};
