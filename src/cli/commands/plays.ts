import { formatPlay, playsFor, toPositionString, type Play } from '../../index.js';
import { parseCommandArgs, required } from '../args.js';
import { orRefuse, refused, usageError } from '../cli-error.js';
import { positionFlagsHelp, POSITION_HELP, type Command } from '../command.js';
import { diceText, readDice, sameRoll } from '../dice-input.js';
import { readPosition } from '../position-input.js';
import { positionFlags, POSITION_OPTIONS } from './position-flags.js';

const HELP = `usage: tavla plays <position> [<dice>] [--json] [--variant V] [--turn white|black]

Every legal play of the roll for the player on turn, one per line in move notation, one play
per distinct position reached (the library's legalPlays, in its order). A roll with no legal
move prints "pass". In crazy gulbar a cascading double lists the plays of its first stage. In
Plakoto a play that ends the game on the board (a pinned mother, PL-12; both mothers pinned,
PL-14) says so after its notation.

  <dice>             3-1, 31 or 3,1; may be left out when the position is a state with dice rolled
                     (XGID), and must then be the same roll if given
  --json             {"position", "dice", "count", "plays": [{"notation", "steps", "position", "decided"?}]}
${positionFlagsHelp()}

${POSITION_HELP}

Examples:
  tavla plays 4HPwATDgc/ABMA 3-1
  tavla plays long-nard 6-5 --json
  tavla plays "short-tavla b | bar:1 6:3 1:2 off:9 | 20:2 18:13" 6,6`;

/** A play as the record and the reader write it: the forced pass is "pass". */
const notation = (text: string): string => (text === '' ? 'pass' : text);

/** What a play that ends the game on the board decided (PL-12, PL-14), after its notation. */
function decidedText(play: Play): string {
  const decided = play.position.decision();
  if (decided === null) return '';
  return decided === 'draw' ? '  (game over: a draw, PL-14)' : `  (game over: ${decided} wins, PL-12)`;
}

export const playsCommand: Command = {
  name: 'plays',
  summary: 'the legal plays of a position and roll',
  help: HELP,
  run(args) {
    const { values, positionals, help } = parseCommandArgs('plays', args, { ...POSITION_OPTIONS, json: { type: 'boolean' } }, 2);
    if (help) {
      console.log(HELP);
      return 0;
    }
    const input = readPosition(required('plays', positionals, 0, 'a <position>'), positionFlags('plays', values));
    const typed = positionals[1];
    const rolled = input.state?.dice ?? null;
    const dice = typed !== undefined ? readDice(typed) : rolled;
    // A state that has its dice rolled plays those: other dice typed beside it are refused, not
    // put in their place, since either could be the typing mistake.
    if (dice !== null && rolled !== null && !sameRoll(dice, rolled)) {
      throw refused('dice-mismatch', `The position has ${diceText(rolled)} rolled, not ${diceText(dice)}: leave out <dice> or give the same roll.`);
    }
    if (dice === null) throw usageError('missing-argument', 'tavla plays needs <dice> (the position has no dice rolled); see tavla plays --help');
    const plays = orRefuse(playsFor(input.position, dice));
    if (values['json'] === true) {
      const list = plays.map((play) => {
        const decided = play.position.decision();
        return { notation: notation(formatPlay(play)), steps: play.steps, position: toPositionString(play.position), ...(decided === null ? {} : { decided }) };
      });
      console.log(JSON.stringify({ position: toPositionString(input.position), dice, count: plays.length, plays: list }, null, 2));
    } else {
      for (const play of plays) console.log(`${notation(formatPlay(play))}${decidedText(play)}`);
    }
    return 0;
  },
};
