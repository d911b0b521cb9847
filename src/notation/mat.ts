import type { Player } from '../core/player.js';
import type { Step } from '../core/play.js';
import { ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import { apply } from '../game/reducer.js';
import { currentTurn } from '../game/legal.js';
import type { GameState } from '../game/state.js';
import { fileFail, startGnubgFile } from './gnubg-files.js';
import { variationOf } from './variations.js';
import { uncounted } from './match-file.js';
import { resolvedPlay } from './record-play.js';
import type { GameLog, RecordError } from './record-types.js';
import { fileGamesRefusal } from '../core/limits.js';

/**
 * Jellyfish's match format (`.mat`), as GNU Backgammon reads it with `import mat` and writes it
 * with `export match mat`: a "N point match" line (0 for a money session), then per game its
 * number, the two players with their scores, and numbered lines of two columns — the first seat
 * (White) on the left, the second (Black) on the right. A move is the dice and each checker step
 * in the mover's numbering (`63: 24/18 18/15*`, bar 25, off 0); cube actions are ` Doubles => 2`,
 * ` Beavers => 4` (a beaver, and again for a raccoon, with no take written after either: the
 * next roll shows it), ` Takes`, ` Drops`; a game ends with `Wins N points` in the winner's column.
 */

const fail = fileFail;

const LEFT = 27;
const point = (p: Step['from'] | Step['to']): string => (p === 'bar' ? '25' : p === 'off' ? '0' : String(p));

/** A match's lines of two columns, White's actions left and Black's right, in order. */
class Columns {
  readonly lines: string[] = [];
  private left: string | null = null;
  private right: string | null = null;
  private number = 0;

  put(player: Player, text: string): void {
    if (player === 'white' ? this.left !== null || this.right !== null : this.right !== null) this.flush();
    if (player === 'white') this.left = text;
    else this.right = text;
  }

  flush(): void {
    if (this.left === null && this.right === null) return;
    this.number++;
    const left = this.left ?? '';
    const line = `${String(this.number).padStart(3)}) ${left.padEnd(LEFT)} ${this.right ?? ''}`;
    // A left cell alone without a colon (" 12)  Takes") keeps its padding, as GNU Backgammon
    // writes it: gnubg's importer reads a line of 15 characters or less without a colon with the
    // right-hand column of the line before it.
    this.lines.push(this.right === null && !left.includes(':') ? line : line.trimEnd());
    this.left = null;
    this.right = null;
  }

  /** `Wins 2 points` in the winner's column: beside a left cell alone (a drop, dice before a resignation), else on a line of its own. */
  wins(player: Player, points: number): void {
    const text = `Wins ${points} point${points === 1 ? '' : 's'}`;
    if (player === 'black' && this.left !== null && this.right === null) {
      this.right = text;
      this.flush();
      return;
    }
    this.flush();
    this.lines.push(player === 'white' ? `      ${text}` : `${' '.repeat(LEFT + 6)}${text}`);
  }

  game(state: GameState, names: Readonly<Record<Player, string>>): void {
    this.flush();
    this.number = 0;
    const { white, black } = state.match.score;
    this.lines.push('', ` Game ${state.game.number}`, ` ${`${names.white} : ${white}`.padEnd(31)}${names.black} : ${black}`);
  }
}

/** A header tag's value as .mat can hold it: one line, no double quote. */
const tagText = (value: string): string => value.replace(/[\r\n"]+/g, ' ');

/** Dice rolled and not played: the roll alone in the roller's column, as gnubg writes it. */
const unplayedDice = (turn: NonNullable<GameState['turn']>): string => `${turn.dice[0]}${turn.dice[1]}:`;

/** Tags the reader takes settings from (fromMat); written from the settings, not copied. */
const SETTING_TAGS = ['variation', 'crawford', 'jacoby', 'jacobyresignations', 'beaver', 'cubelimit'];

/** The header: the log's own tags (a file read by fromMat), else the site; then the settings .mat has no other place for. */
function header(log: GameLog, state: GameState): string[] {
  const given = (log as { readonly tags?: unknown }).tags;
  const tags: [string, string][] = [];
  if (Array.isArray(given)) {
    for (const tag of given as unknown[]) {
      if (!Array.isArray(tag) || typeof tag[0] !== 'string' || typeof tag[1] !== 'string') continue;
      const key = tag[0].replace(/[^\w ]+/g, '').trim();
      if (key !== '' && !SETTING_TAGS.includes(key.toLowerCase())) tags.push([key, tagText(tag[1])]);
    }
  } else {
    tags.push(['Site', 'tavla']);
  }
  const { cube, match } = state.settings;
  const onOff = (on: boolean): string => (on ? 'On' : 'Off');
  // NH-1: GNU Backgammon names every setup but backgammon ("NackGammon", "HyperGammon (2)").
  const variation = variationOf(state.settings);
  if (variation !== null && variation.mat !== 'Backgammon') tags.push(['Variation', variation.mat]);
  // eXtreme Gammon's tags; GNU Backgammon skips them, fromMat reads them back.
  if (match.length !== null && !match.crawford) tags.push(['Crawford', 'Off']);
  if (match.length === null) tags.push(['Jacoby', onOff(cube.jacoby)], ['Beaver', onOff(cube.beaver)]);
  // The library's own tag: resignations scored in full under Jacoby (as GNU Backgammon scores
  // them), written whenever the option is off so that the log reads back with it.
  if (!cube.jacobyCountsResignations) tags.push(['JacobyResignations', 'Off']);
  if (cube.maxValue !== null && cube.maxValue !== 64) tags.push(['CubeLimit', String(cube.maxValue)]);
  return tags.map(([key, value]) => `; [${key} "${value}"]`);
}

/** A name as .mat can hold it: one word (the file separates fields by spaces and colons). */
function matName(name: string | undefined, fallback: string): string {
  const word = (name ?? '').replace(/[\s:]+/g, '_');
  return word === '' ? fallback : word;
}

/**
 * Writes a short tavla match or money session (finished or not) in Jellyfish's .mat format,
 * which GNU Backgammon imports (`import mat file`) and `fromMat` reads. What .mat cannot hold is
 * refused with `mat-unsupported`: other variants, setups other than backgammon, Nackgammon and
 * Hypergammon (written as `; [Variation "NackGammon"]`, `"HyperGammon (2)"`), rule options other than the setup's,
 * LN-15, a start position, the `winnerRerolls` opening, automatic doubles. A resignation is
 * written as its result (`Wins N points`, after the dice when the resigner had rolled); an offer
 * that was rejected leaves no trace. A log read by `fromMat` keeps its header tags.
 */
export function toMat(input: GameLog): Result<string, RecordError> {
  const begun = startGnubgFile(input, '.mat', 'mat-unsupported');
  if (!begun.ok) return begun;
  const { log, start, names: given } = begun.value;
  const names = { white: matName(typeof given.white === 'string' ? given.white : undefined, 'White'), black: matName(typeof given.black === 'string' ? given.black : undefined, 'Black') };
  const out = new Columns();
  let state = start;
  out.game(state, names);
  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i]!;
    const next = apply(state, action);
    if (!next.ok) return fail('invalid-game-log', `Action ${i + 1} (${show(action)}) is refused: ${next.error.code}: ${next.error.message}`, i + 1);
    const after = next.value;
    const who = state.toAct;
    switch (action.type) {
      case 'play': {
        const stage = state.stage!;
        const played = resolvedPlay(state, action.play);
        if (played === null) return fail('invalid-game-log', `Action ${i + 1}: the play cannot be resolved.`, i + 1);
        const moves = played.steps.map((s) => `${point(s.from)}/${point(s.to)}${s.hit ? '*' : ''}`).join(' ');
        out.put(stage.player, `${stage.dice[0]}${stage.dice[1]}: ${moves}`);
        break;
      }
      case 'double':
        out.put(who!, ` Doubles => ${after.offer!.offered}`);
        break;
      case 'beaver':
      case 'raccoon':
        // Jellyfish's and GNU Backgammon's word for both animals (CU-6, CU-7).
        out.put(who!, ` Beavers => ${after.offer!.offered}`);
        break;
      case 'take':
        // After a beaver or raccoon the take is not written: the next roll, written with its play,
        // shows it. In an unfinished log that ends before that play, it is written (fromMat reads
        // it as the take).
        if (state.offer!.kind === 'double' || !log.actions.slice(i + 1).some((a) => a.type === 'play')) out.put(who!, ' Takes');
        break;
      case 'drop':
        out.put(who!, ' Drops');
        break;
      case 'accept-resignation': {
        // Dice rolled and not played: written alone before the result, as GNU Backgammon does.
        const turn = state.turn;
        if (turn !== null) out.put(turn.roller, unplayedDice(turn));
        break;
      }
      case 'next-game': {
        const refusal = fileGamesRefusal(after.game.number);
        if (refusal !== null) return fail('input-too-long', refusal, i + 1);
        out.game(after, names);
        break;
      }
      default:
        // The roll-off, rolls (their dice are written with the play), resignation offers and answers.
        break;
    }
    const result = after.game.result;
    // GNU Backgammon writes a result before Jacoby (CU-8): a gammon counted single is "Wins 2
    // points"; fromMat reads either, and a resignation's level is the value over the cube.
    if (result !== null && state.game.result === null && result.winner !== null) out.wins(result.winner, result.single ? uncounted(result) : result.points[result.winner]);
    state = after;
  }
  // A log that ends with dice rolled and not played: the dice alone, as GNU Backgammon writes
  // them (its next game's roll-off once a game is over); fromMat reads them back as unplayed.
  // Dice with no legal move are left out: alone they read as the forced pass played (G-10),
  // which the format cannot tell from a pass not yet made.
  // (Asked of the turn itself: a resignation may be waiting for an answer, which the pass would
  // not be accepted past.)
  const turn = state.turn;
  const plays = currentTurn(state)?.plays ?? [];
  const forcedPass = plays.length === 1 && plays[0]!.steps.length === 0;
  if (turn !== null && turn.stages.length === 0 && !forcedPass) out.put(turn.roller, unplayedDice(turn));
  out.flush();
  const length = start.settings.match.length ?? 0;
  return ok([...header(log, start), '', ` ${length} point match`, ...out.lines, ''].join('\n'));
}
