import {
  apply,
  legalActions,
  newMatch,
  opponent,
  seededDice,
  type Action,
  type DiceRoller,
  type GameResult,
  type GameState,
  type LegalAction,
  type Player,
  type VariantId,
} from '../index.js';
import { createRng, type Rng } from './rng.js';

/**
 * A match played through the game reducer only: `newMatch(config)`, then, until the match is over,
 * `legalActions(state)` -> the random player picks one -> `apply(state, action)`. The dice come
 * from `seededDice(seed)`; the player's choices from the demo's own seeded generator. Nothing here
 * knows a variant: a crazy gulbar turn of several stages is simply several `play` decisions in a
 * row, some of them (a transfer, CG-5) for the roller's opponent.
 */

/** The random player's habits, as chances out of 1,000 (everything else is uniform). */
export const HABITS = {
  /** Double (or redouble) when the cube allows it, before rolling. */
  double: 20,
  /** Take a double rather than drop it. */
  take: 700,
  /** Offer to resign before rolling, at a random level the rules allow. */
  resign: 1,
  /** Accept a resignation offered. */
  accept: 500,
} as const;

/** The random player in one line, for the demo's output. */
export const HABITS_TEXT =
  `every legal play equally likely; doubles ${HABITS.double / 10}% of the times the cube allows it, ` +
  `takes ${HABITS.take / 10}%, resigns ${HABITS.resign / 10}% of rolls (random level), accepts ${HABITS.accept / 10}% of resignations`;

/** One finished game of the match, compactly. */
export interface MatchGame {
  readonly number: number;
  /** The roll-off winner or the player set to start (OP-1, OP-3). */
  readonly starter: Player | null;
  /** CU-10: this was the Crawford game. */
  readonly crawford: boolean;
  readonly result: GameResult;
  /** The match score after this game. */
  readonly score: { readonly white: number; readonly black: number };
  /** Rolls played (turns), and the `play` decisions they took (more than one per turn in a cascade). */
  readonly turns: number;
  readonly plays: number;
  /** Turns of several stages, and turns in which the opponent played a transferred stage (CG-5). */
  readonly cascades: number;
  readonly transfers: number;
  /** What happened with the cube and resignations, in order: "white doubles to 2, black takes". */
  readonly events: readonly string[];
  /** The position the game ended on. */
  readonly final: GameState['position'];
}

export interface MatchRecord {
  readonly variant: VariantId;
  readonly preset: string;
  readonly length: number;
  readonly cube: boolean;
  readonly crawford: boolean;
  readonly seed: number;
  readonly games: readonly MatchGame[];
  readonly score: { readonly white: number; readonly black: number };
  /** The match winner, or null for a match tied by LN-15 draws. */
  readonly winner: Player | null;
  /** Actions applied, and milliseconds spent in `legalActions` + `apply`. */
  readonly actions: number;
  readonly ms: number;
}

/** A match that has not ended after this many actions is a bug, not a long match. */
const MAX_ACTIONS = 500_000;

function pick<T>(items: readonly T[], rng: Rng): T {
  const item = items[rng.int(items.length)];
  if (item === undefined) throw new Error('pick needs at least one item.');
  return item;
}

const chance = (perMille: number, rng: Rng): boolean => rng.int(1000) < perMille;

/** The random player: chooses one of `legalActions(state)`, never anything else (also `tavla play`'s opponent). */
export function choose(state: GameState, options: readonly LegalAction[], rng: Rng): LegalAction {
  const ofType = <K extends LegalAction['type']>(type: K): Extract<LegalAction, { type: K }>[] =>
    options.filter((a): a is Extract<LegalAction, { type: K }> => a.type === type);
  switch (state.phase) {
    case 'roll': {
      const double = ofType('double');
      if (double.length > 0 && chance(HABITS.double, rng)) return pick(double, rng);
      const resign = ofType('resign');
      if (resign.length > 0 && chance(HABITS.resign, rng)) return pick(resign, rng);
      return pick(ofType('roll'), rng);
    }
    case 'play':
      return pick(ofType('play'), rng);
    case 'double': {
      // Beaver and raccoon (money play only) count as takes here.
      const takes = [...ofType('take'), ...ofType('beaver'), ...ofType('raccoon')];
      return chance(HABITS.take, rng) ? pick(takes, rng) : pick(ofType('drop'), rng);
    }
    case 'resignation':
      return pick(ofType(chance(HABITS.accept, rng) ? 'accept-resignation' : 'reject-resignation'), rng);
    default:
      return pick(options, rng); // opening-roll, next-game: the only choice
  }
}

/** Turns a chosen legal action into an action for `apply`: the rolls get their dice. */
function toAction(choice: LegalAction, dice: { roller: DiceRoller }): Action {
  if (choice.type === 'roll') {
    const rolled = dice.roller.roll();
    dice.roller = rolled.next;
    return { type: 'roll', dice: rolled.dice, player: choice.player };
  }
  if (choice.type === 'opening-roll') {
    const white = dice.roller.die();
    const black = white.next.die();
    dice.roller = black.next;
    return { type: 'opening-roll', white: white.value, black: black.value };
  }
  return choice; // every other legal action is applied as it is
}

/** What the game's cube and resignation log says about an action just applied. */
export function describeEvent(before: GameState, action: Action, after: GameState): string | null {
  const actor = before.toAct ?? '';
  switch (action.type) {
    case 'double':
      return `${actor} ${before.cube.owner === null ? 'doubles' : 'redoubles'} to ${after.offer?.offered ?? '?'}`;
    case 'take':
      return `${actor} takes`;
    case 'drop':
      return `${actor} drops`;
    case 'beaver':
      return `${actor} beavers`;
    case 'raccoon':
      return `${actor} raccoons`;
    case 'resign':
      return `${actor} offers to resign (${action.level})`;
    case 'accept-resignation':
      return `${actor} accepts`;
    case 'reject-resignation':
      return `${actor} refuses`;
    default:
      return null;
  }
}

function unwrap<T>(result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * Plays a match of a variant (its default preset) with the random player: to `length` points, or
 * to the preset's suggested length (MP-1) when `length` is null.
 */
export function playMatch(variant: VariantId, length: number | null, seed: number): MatchRecord {
  const rng = createRng(seed);
  const dice = { roller: seededDice(seed) };
  const started = performance.now();
  let state = unwrap(newMatch(length === null ? { variant } : { variant, match: { length } }));
  const { settings } = state;
  const games: MatchGame[] = [];
  let actions = 0;
  let game = { turns: 0, plays: 0, cascades: 0, transfers: 0, stagesThisTurn: 0, transferThisTurn: false, events: [] as string[] };
  const endTurn = (): void => {
    if (game.stagesThisTurn > 1) game.cascades++;
    if (game.transferThisTurn) game.transfers++;
    game.stagesThisTurn = 0;
    game.transferThisTurn = false;
  };

  while (state.phase !== 'match-over') {
    if (actions >= MAX_ACTIONS) throw new Error(`The ${variant} match with seed ${seed} did not end after ${MAX_ACTIONS} actions.`);
    const action = toAction(choose(state, legalActions(state), rng), dice);
    const before = state;
    state = unwrap(apply(state, action));
    actions++;

    if (action.type === 'play') {
      game.plays++;
      game.stagesThisTurn++;
      if (before.turn !== null && before.stage !== null && before.stage.player !== before.turn.roller) game.transferThisTurn = true;
    }
    // A turn starts with a roll, or with the opening roll-off when the winner plays its dice (OP-2).
    if (action.type === 'roll' || (action.type === 'opening-roll' && state.dice !== null)) {
      endTurn();
      game.turns++;
    }
    const event = describeEvent(before, action, state);
    if (event !== null) game.events.push(event);

    if (state.game.result !== null && before.game.result === null) {
      endTurn();
      games.push({
        number: state.game.number,
        starter: state.game.starter,
        crawford: state.game.crawford,
        result: state.game.result,
        score: state.match.score,
        turns: game.turns,
        plays: game.plays,
        cascades: game.cascades,
        transfers: game.transfers,
        events: game.events,
        final: state.position,
      });
      game = { turns: 0, plays: 0, cascades: 0, transfers: 0, stagesThisTurn: 0, transferThisTurn: false, events: [] };
    }
  }
  return {
    variant,
    preset: settings.preset,
    length: settings.match.length ?? 0,
    cube: settings.cube.enabled,
    crawford: settings.cube.enabled && settings.match.crawford,
    seed,
    games,
    score: state.match.score,
    winner: state.match.winner,
    actions,
    ms: performance.now() - started,
  };
}

/**
 * "a gammon (mars)", "a single game (oin), dropped double", ... for one game's result. A draw names
 * its rule, read from the final position: both mothers pinned (PL-14), both sides borne off
 * (LN-15), or neither player able to move (PL-19).
 */
export function resultText(result: GameResult, final: GameState['position']): string {
  if (result.winner === null) {
    if (final.decided === 'draw') return 'draw (PL-14)';
    return hasPoints(final) ? 'draw (PL-19)' : 'draw (LN-15)';
  }
  const loser = opponent(result.winner);
  switch (result.end) {
    case 'drop':
      return `${loser} drops`;
    case 'resignation':
      return `${loser} resigns ${result.kind}`;
    default:
      return `${result.kind}${result.single && result.kind !== 'oin' ? ' (counted single)' : ''}`;
  }
}

/** True when a checker of either side is still on a point (LN-15's draw has both sides borne off). */
function hasPoints(setup: GameState['position']): boolean {
  return Object.values(setup.white.points).some((n) => n > 0) || Object.values(setup.black.points).some((n) => n > 0);
}
