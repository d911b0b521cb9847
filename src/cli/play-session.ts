import { show } from '../core/show.js';
import {
  apply,
  formatPlay,
  gamePosition,
  legalActions,
  newMatch,
  opponent,
  seededDice,
  toPositionString,
  type Action,
  type Dice,
  type DiceRoller,
  type GameConfig,
  type GameState,
  type LegalAction,
  type Player,
} from '../index.js';
import { renderBoard } from './board-text.js';
import { orRefuse } from './cli-error.js';
import { diceText, readDice } from './dice-input.js';
import type { LineReader } from './line-reader.js';
import { choose, describeEvent, resultText } from './match-play.js';
import { menuOf, menuText, readReply, type Choice } from './play-menu.js';
import { createRng } from './rng.js';

/**
 * A game or match of `tavla play`, through the game reducer only: `newMatch` (money play when
 * the length is null), then `legalActions` -> a choice -> `apply`, until the game (money play:
 * one game) or the match is over. Whoever
 * `state.toAct` names decides: a person at the prompt, or the random player of match-play.ts.
 * Nothing here knows a variant: a crazy gulbar cascade is several `play` decisions in a row,
 * some of them (a transfer) for the roller's opponent, and each is asked of whoever makes it.
 */

export interface SessionSettings {
  /** Given to `newMatch`: `match.length` null is money play, of which one game is played. */
  readonly config: GameConfig;
  /** The seats typed for at the prompt; the others are the random player. */
  readonly humans: ReadonlySet<Player>;
  /** Seeds the dice (`seededDice`) and the random player's choices. */
  readonly seed: number;
  /** The dice are typed in (a real board's dice) instead of rolled here. */
  readonly manualDice: boolean;
}

/** How a session ended, and everything played: what `toRecord` needs. */
export interface SessionEnd {
  readonly how: 'finished' | 'quit' | 'input-ended';
  readonly state: GameState;
  readonly actions: readonly Action[];
}

/** An action decided, and the play to announce (null: not a play, or typed where everyone saw it). */
interface Decision {
  readonly action: Action;
  readonly announce: string | null;
}

/** Stops the session from inside a decision: the player quit, or the input ended. */
class Stop extends Error {
  constructor(readonly how: 'quit' | 'input-ended') {
    super(how);
  }
}

export async function playSession(settings: SessionSettings, reader: LineReader, print: (text: string) => void): Promise<SessionEnd> {
  let state = orRefuse(newMatch(settings.config));
  const actions: Action[] = [];
  const rng = createRng(settings.seed);
  let roller: DiceRoller = seededDice(settings.seed);
  let boardShown = '';
  const money = state.match.length === null;
  const { settings: rules } = state;
  const form = money ? 'one money game' : `a match to ${rules.match.length ?? '?'}`;
  print(`${rules.variant}, preset ${rules.preset}, ${form}, ${rules.cube.enabled ? 'with the cube' : 'no cube'}; seed ${settings.seed}`);
  const [seat] = settings.humans;
  if (settings.humans.size === 1 && seat !== undefined) print(`You play ${seat}; ${opponent(seat)} is a random player.`);

  const ask = async (prompt: string): Promise<string> => {
    const line = await reader.ask(prompt);
    if (line === null) throw new Stop('input-ended');
    return line;
  };

  /** The board, when it changed since a person last saw it. */
  const showBoard = (force: boolean): void => {
    const position = gamePosition(state);
    if (position === null) return;
    const key = toPositionString(position);
    if (!force && key === boardShown) return;
    boardShown = key;
    print(renderBoard(position));
  };

  /**
   * The words that work at every prompt (docs/cli.md), typed where dice are asked for: `quit`
   * stops, `board` and `?` answer and ask again. The dice themselves may follow `roll`.
   */
  const diceReply = (line: string): string | null => {
    const text = line.trim().replace(/^roll\s+/i, '');
    const lower = text.toLowerCase();
    if (lower === 'quit' || lower === 'q' || lower === 'exit') throw new Stop('quit');
    if (lower === 'board' || lower === 'b') {
      showBoard(true);
      return null;
    }
    if (lower === '?' || lower === 'help' || lower === 'h') {
      print('  Type the dice, as 3-1 (or "roll 3-1"); "board" draws the board again, "quit" ends the game and writes the record.');
      return null;
    }
    return text;
  };

  const rollFor = async (player: Player): Promise<Dice> => {
    if (!settings.manualDice) {
      const rolled = roller.roll();
      roller = rolled.next;
      return rolled.dice;
    }
    for (;;) {
      const text = diceReply(await ask(`${player}'s dice (e.g. 3-1)> `));
      if (text === null) continue;
      try {
        return readDice(text);
      } catch {
        print(`  ${show(text)} is not a roll: two dice from 1 to 6, as 3-1`);
      }
    }
  };

  const openingRoll = async (): Promise<Action> => {
    if (!settings.manualDice) {
      const white = roller.die();
      const black = white.next.die();
      roller = black.next;
      return { type: 'opening-roll', white: white.value, black: black.value };
    }
    for (;;) {
      const text = diceReply(await ask("opening roll: white's die, black's die (e.g. 5-2)> "));
      if (text === null) continue;
      const match = /^([1-6])\s*[-, ]?\s*([1-6])$/.exec(text);
      if (match !== null) return { type: 'opening-roll', white: Number(match[1]), black: Number(match[2]) };
      print('  one die for each player, white first: 5-2');
    }
  };

  const promptOf = (player: Player): string => {
    if (state.phase === 'play' && state.stage !== null) return `${player} ${diceText(state.stage.dice)}> `;
    if (state.phase === 'double' && state.offer !== null) return `${player}: ${opponent(player)} offers the cube at ${state.offer.offered} (take, drop)> `;
    if (state.phase === 'resignation' && state.resignation !== null) return `${player}: ${state.resignation.player} resigns ${state.resignation.level} (accept, reject)> `;
    return `${player} to roll (roll, double)> `;
  };

  /** A menu entry as a decision: its action, and its play to announce. */
  const decided = async (choice: Choice, dice: Dice | null): Promise<Decision> =>
    choice.kind === 'roll'
      ? { action: { type: 'roll', player: choice.player, dice: dice ?? (await rollFor(choice.player)) }, announce: null }
      : { action: choice.action, announce: choice.action.type === 'play' ? choice.label : null };

  /** A person's decision: asked at the prompt until it is one the menu or the reducer may take. */
  const humanAction = async (player: Player, legal: readonly LegalAction[]): Promise<Decision> => {
    const menu = menuOf(legal);
    // Nothing to decide: roll when the cube cannot be turned, pass when no checker can move.
    const roll = menu.find((c) => c.kind === 'roll');
    if (roll !== undefined && !menu.some((c) => c.label === 'double')) return decided(roll, null);
    const plays = menu.filter((c) => c.kind === 'action' && c.action.type === 'play');
    if (plays.length === 1 && plays[0]!.label === 'pass') return decided(plays[0]!, null);
    showBoard(false);
    for (;;) {
      const reply = readReply(await ask(promptOf(player)), menu, state.phase === 'play');
      switch (reply.kind) {
        case 'choose':
          return decided(reply.choice, reply.dice);
        case 'play':
          // Typed in notation: the reducer reads it; it is on the screen already.
          return { action: { type: 'play', play: reply.text, player }, announce: null };
        case 'help':
          print(menuText(menu));
          break;
        case 'board':
          showBoard(true);
          break;
        case 'quit':
          throw new Stop('quit');
        case 'invalid':
          print(`  ${reply.message}`);
          break;
        case 'nothing':
          break;
      }
    }
  };

  /** The random player's decision (its rolls from the same dice as everyone's). */
  const computerAction = async (legal: readonly LegalAction[]): Promise<Decision> => {
    const choice = choose(state, legal, rng);
    switch (choice.type) {
      case 'roll':
        return { action: { type: 'roll', player: choice.player, dice: await rollFor(choice.player) }, announce: null };
      case 'play': {
        const text = formatPlay({ steps: choice.play });
        return { action: choice, announce: text === '' ? 'pass' : text };
      }
      case 'opening-roll':
        return { action: await openingRoll(), announce: null };
      default:
        return { action: choice, announce: null };
    }
  };

  /** What just happened, for the people watching. */
  const narrate = (before: GameState, { action, announce }: Decision): void => {
    const actor = before.toAct ?? '';
    if (action.type === 'opening-roll') {
      const next =
        state.phase === 'opening' ? 'a tie, roll again' : state.dice !== null ? `${state.toAct ?? ''} plays ${diceText(state.dice)} first` : `${state.toAct ?? ''} rolls first`;
      print(`Opening roll: white ${action.white}, black ${action.black}: ${next}`);
    } else if (action.type === 'roll') {
      print(`${actor} rolls ${diceText(action.dice)}`);
    } else if (action.type === 'next-game') {
      const { score } = state.match;
      print(`Game ${state.game.number}${state.game.crawford ? ' (Crawford game)' : ''}: score white ${score.white}, black ${score.black}`);
    } else if (action.type === 'play') {
      if (announce !== null) print(`${actor} plays ${announce === 'pass' ? 'pass (no legal move)' : announce}`);
    } else {
      const event = describeEvent(before, action, state);
      if (event !== null) print(event);
    }
    const result = state.game.result;
    if (result !== null && before.game.result === null) {
      const points = result.winner === null ? 'a draw' : `${result.winner} wins ${result.points[result.winner]} point${result.points[result.winner] === 1 ? '' : 's'}`;
      print(`Game ${state.game.number} over: ${points}: ${resultText(result, state.position)}`);
      if (!money) print(`Score: white ${state.match.score.white}, black ${state.match.score.black} (match to ${state.match.length ?? '?'})`);
    }
  };

  try {
    for (;;) {
      if (state.phase === 'match-over' || (money && state.game.result !== null)) break;
      const legal = legalActions(state);
      let decision: Decision;
      if (state.phase === 'opening') decision = { action: await openingRoll(), announce: null };
      else if (state.phase === 'game-over') decision = { action: { type: 'next-game' }, announce: null };
      else if (state.toAct !== null && settings.humans.has(state.toAct)) decision = await humanAction(state.toAct, legal);
      else decision = await computerAction(legal);
      const next = apply(state, decision.action);
      if (!next.ok) {
        // Only a person's typed play or choice can be refused; the menu and the random player choose legal actions.
        print(`  refused: ${next.error.code}: ${next.error.message}`);
        continue;
      }
      const before = state;
      state = next.value;
      actions.push(decision.action);
      narrate(before, decision);
    }
  } catch (e) {
    if (e instanceof Stop) return { how: e.how, state, actions };
    throw e;
  }
  const { winner, score } = state.match;
  if (winner !== null) print(`Match over: ${winner} wins ${score[winner]}-${score[opponent(winner)]}`);
  else if (state.phase === 'match-over') print(`Match over: drawn ${score.white}-${score.black} (LN-15)`);
  return { how: 'finished', state, actions };
}
