/** One `tavla` command: its name, a line for `tavla --help`, its own `--help`, and what it does. */
export interface Command {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  /** Runs the command on the arguments after its name; resolves with the exit status (0 unless said). */
  run(args: readonly string[]): Promise<number> | number;
}

/** The part of every position-reading command's help that says how a position is written. */
export const POSITION_HELP = `A <position> is any of:
  4HPwATDgc/ABMA                         GNU Backgammon position ID (short tavla; --turn says who is on roll, default white)
  XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10
                                         XGID (short tavla; a game state: turn, dice, cube)
  4HPwATDgc/ABMA:cAkAAAAAAAAA            GNU Backgammon position and match ID (a game state)
  "short-tavla w | 24:2 13:5 8:3 6:5 | 24:2 13:5 8:3 6:5"
                                         position string, any variant (docs/notation.md)
  '{"variant":"long-nard","turn":"white",...}'
                                         position JSON (positionToJSON), any variant
  long-nard                              a variant's name: its start position
  start                                  the start position of --variant (default short-tavla)`;

/** The --variant and --turn lines of a command's help, their text starting at `column` like the command's other flags. */
export function positionFlagsHelp(column = 21): string {
  const line = (flag: string, text: string): string => `  ${flag.padEnd(column - 3)} ${text}`;
  return [
    line('--variant V', 'the variant of "start"; any other position must be of this variant'),
    line('--turn white|black', 'the player on roll (a GNU Backgammon position ID does not say which)'),
  ].join('\n');
}
