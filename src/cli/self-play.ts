import {
  advanceTurn,
  beginTurn,
  formatPlay,
  newMatch,
  opponent,
  outcome as classify,
  startPosition,
  type Dice,
  type OutcomeKind,
  type Play,
  type Player,
  type Position,
  type Turn,
  type VariantId,
} from '../index.js';
import { getVariant } from '../variants/index.js';
import { createRng, type Rng } from './rng.js';

/**
 * Seeded self-play through the public API only: one game loop for every variant, built on the
 * turn layer (`beginTurn(position, dice)` -> `turn.plays` -> `advanceTurn(turn, play)` -> ... ->
 * `turn.done`). A turn is a queue of stages: one in short tavla, long nard and six-one; in crazy
 * gulbar a double may be a cascade of several, and an unplayable remainder may pass to the
 * opponent (CG-5), who then plays the later stages. The loop never looks at the variant's name:
 * it plays whatever stage the turn presents, for whichever player `turn.stage.player` names.
 */

/** One stage of a turn as it was played. */
export interface StageRecord {
  readonly player: Player;
  /** The stage's dice: the roll for a turn's first stage, [v, v] for a cascade stage of v. */
  readonly dice: Dice;
  /** The sub-move dice the stage offered (all of them, or the rest of a stage after a transfer). */
  readonly subMoves: readonly number[];
  /** The stage is played by the roller's opponent with his own checkers (CG-5). */
  readonly transferred: boolean;
  readonly play: Play;
  /** The play in GNU Backgammon notation (`formatPlay`); the forced pass is the empty string. */
  readonly notation: string;
}

/** One roll and everything played with it. */
export interface TurnRecord {
  /** 1-based: every roll is one turn, whoever made it. */
  readonly number: number;
  readonly roller: Player;
  readonly dice: Dice;
  /** The stages in order; exactly one unless the roll was a cascade (or was cut short). */
  readonly stages: readonly StageRecord[];
  /** The position after the turn (the next roller on turn). */
  readonly position: Position;
}

/** How a game ended, classified by the library's `outcome` (docs/rules/scoring.md). */
export interface Outcome {
  readonly winner: Player;
  readonly loser: Player;
  /** The rule-book name (docs/rules/README.md#glossary). */
  readonly kind: OutcomeKind;
  /** The English backgammon name. */
  readonly english: string;
  /** Points before any cube (SC-1). */
  readonly points: number;
  /** One sentence saying why, for the record. */
  readonly reason: string;
}

export interface GameRecord {
  readonly variant: VariantId;
  readonly seed: number;
  /** How the first player was chosen, as a sentence. */
  readonly opening: string;
  /** The position the first turn was played from (the first player on turn). */
  readonly start: Position;
  readonly turns: readonly TurnRecord[];
  readonly final: Position;
  readonly outcome: Outcome;
}

/** True for a turn of several stages (a crazy gulbar cascade). */
export const isCascade = (turn: TurnRecord): boolean => turn.stages.length > 1;
/** True when some stage of the turn was played by the roller's opponent (CG-5). */
export const hasTransfer = (turn: TurnRecord): boolean => turn.stages.some((s) => s.transferred);

/** What the generator did during self-play, and how long each half of a turn took. */
export interface SelfPlayStats {
  /** Stages presented, and the legal plays they offered (the generator runs once per stage). */
  stages: number;
  playsGenerated: number;
  /** `beginTurn` calls (one per roll: it generates the first stage's plays), and the plays they returned. */
  beginTurnCalls: number;
  beginTurnPlays: number;
  /** Milliseconds inside `beginTurn` (validating the dice and generating the first stage's plays). */
  generatorMs: number;
  /**
   * Milliseconds inside `advanceTurn` (re-validating the chosen play, moving the turn on and, in a
   * turn of several stages, generating the next stage's plays).
   */
  advanceMs: number;
}

export function emptyStats(): SelfPlayStats {
  return { stages: 0, playsGenerated: 0, beginTurnCalls: 0, beginTurnPlays: 0, generatorMs: 0, advanceMs: 0 };
}

/** Picks one of the legal plays of a stage. */
export type Policy = (plays: readonly Play[], rng: Rng) => Play;

/** The demo's player: every legal play equally likely. */
export const randomPolicy: Policy = (plays, rng) => {
  const play = plays[rng.int(plays.length)];
  if (play === undefined) throw new Error('A stage always offers at least one play (the forced pass is one).');
  return play;
};

/** Where a game starts after the opening: the position with the first player on turn, and his dice. */
export interface Opening {
  readonly position: Position;
  readonly dice: Dice;
  readonly description: string;
}

/** What the demo needs to know about one variant. */
export interface DemoGame {
  readonly variant: VariantId;
  readonly title: string;
  /** The start position with the first player on turn and his first roll. */
  opening(rng: Rng): Opening;
}

/** A game that has not ended after this many rolls is a bug, not a long game. */
const MAX_TURNS = 20_000;

function unwrap<T>(result: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: { readonly code: string; readonly message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * Plays one whole turn through the turn layer: each stage's plays come from `beginTurn` /
 * `advanceTurn`, the policy picks one for the stage's player, and the turn moves on until done.
 */
function playTurn(position: Position, dice: Dice, policy: Policy, rng: Rng, stats: SelfPlayStats, stages: StageRecord[]): Turn {
  let t0 = performance.now();
  let turn = unwrap(beginTurn(position, dice));
  stats.generatorMs += performance.now() - t0;
  stats.beginTurnCalls++;
  stats.beginTurnPlays += turn.plays.length;
  while (!turn.done && turn.stage !== null) {
    stats.stages++;
    stats.playsGenerated += turn.plays.length;
    const play = policy(turn.plays, rng);
    const stage = turn.stage;
    stages.push({
      player: stage.player,
      dice: stage.dice,
      subMoves: stage.subMoves,
      transferred: stage.player !== turn.roller,
      play,
      notation: formatPlay(play),
    });
    t0 = performance.now();
    turn = unwrap(advanceTurn(turn, play));
    stats.advanceMs += performance.now() - t0;
  }
  return turn;
}

/** Plays one seeded game of a variant from its opening to its end. */
export function playGame(game: DemoGame, seed: number, policy: Policy, stats: SelfPlayStats): GameRecord {
  const rng = createRng(seed);
  const opening = game.opening(rng);
  const turns: TurnRecord[] = [];
  let position = opening.position;
  let dice = opening.dice;
  for (;;) {
    const stages: StageRecord[] = [];
    const roller = position.turn;
    const turn = playTurn(position, dice, policy, rng, stats, stages);
    position = turn.position;
    turns.push({ number: turns.length + 1, roller, dice, stages, position });
    if (turn.nextToRoll === null) break;
    if (turns.length >= MAX_TURNS) throw new Error(`Game with seed ${seed} did not end after ${MAX_TURNS} turns.`);
    dice = rng.roll();
  }
  return {
    variant: game.variant,
    seed,
    opening: opening.description,
    start: opening.position,
    turns,
    final: position,
    outcome: describeOutcome(position),
  };
}

/** What replaying a record from its notation found: all well, or the first stage that went wrong. */
export type ReplayCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly turn: TurnRecord; readonly stage: StageRecord; readonly problem: string };

/**
 * Replays a record from its notation alone — each turn through `beginTurn` with the recorded
 * roll, then `advanceTurn` with each stage's text — and checks that every stage is offered to
 * the recorded player and reaches the position the game reached: `formatPlay` and the notation
 * reader agree over a whole real game, transferred stages included.
 */
export function replayFromNotation(record: GameRecord): ReplayCheck {
  let position = record.start;
  for (const turnRecord of record.turns) {
    const begun = beginTurn(position, turnRecord.dice);
    const first = turnRecord.stages[0];
    if (first === undefined) continue;
    if (!begun.ok) return { ok: false, turn: turnRecord, stage: first, problem: `${begun.error.code}: ${begun.error.message}` };
    let turn = begun.value;
    for (const stage of turnRecord.stages) {
      if (turn.stage?.player !== stage.player) return { ok: false, turn: turnRecord, stage, problem: `the stage is not offered to ${stage.player}` };
      const next = advanceTurn(turn, stage.notation);
      if (!next.ok) return { ok: false, turn: turnRecord, stage, problem: `${next.error.code}: ${next.error.message}` };
      turn = next.value;
      if (!turn.position.equals(stage.play.position)) return { ok: false, turn: turnRecord, stage, problem: 'it reaches a different position' };
    }
    if (!turn.done) return { ok: false, turn: turnRecord, stage: turnRecord.stages.at(-1)!, problem: 'the turn goes on after the recorded stages' };
    position = turn.position;
  }
  return { ok: true };
}

// ---------------------------------------------------------------------------------------------
// The variants

const TITLES: Readonly<Record<string, string>> = {
  'short-tavla': 'short tavla (backgammon rules)',
  'long-nard': 'long nard',
  'crazy-gulbar': 'crazy gulbar (long nard with cascading doubles)',
  'six-one': 'six-one (experimental reconstruction)',
};

/** A variant's name for headings: a longer title where one is kept above, else the module's own name. */
export function variantTitle(variant: VariantId): string {
  return TITLES[variant] ?? getVariant(variant)?.name ?? variant;
}

const ENGLISH: Readonly<Record<OutcomeKind, string>> = {
  oin: 'single game',
  mars: 'gammon',
  koks: 'backgammon',
  'home-mars': 'home mars',
  'mother-pin': 'mother pin',
};

/** The English backgammon name of a result kind. */
export const englishName = (kind: OutcomeKind): string => ENGLISH[kind];

/**
 * The opening of the variant's default game preset (OP-1, OP-2): each player rolls one die, ties
 * are rolled again, and the higher die starts — playing the two opening dice under
 * 'useOpeningDice' (short tavla), rolling both dice anew under 'winnerRerolls' (the nard family,
 * six-one). The preset's choice is read from the game layer's resolved settings.
 */
export function demoGame(variant: VariantId): DemoGame {
  const settings = unwrap(newMatch({ variant })).settings;
  const start = unwrap(startPosition(variant, settings.options));
  const useOpeningDice = settings.opening.firstMove === 'useOpeningDice';
  return {
    variant,
    title: variantTitle(variant),
    opening(rng: Rng): Opening {
      let ties = 0;
      for (;;) {
        const white = rng.die();
        const black = rng.die();
        if (white === black) {
          ties++;
          continue;
        }
        const first: Player = white > black ? 'white' : 'black';
        const tieText = ties === 0 ? '' : ` after ${ties} tie${ties === 1 ? '' : 's'}`;
        const rollOff = `opening roll-off: white ${white}, black ${black}${tieText}`;
        // startPosition has White on turn; the roll-off may give the first roll to Black.
        const position = start.withTurn(first);
        if (useOpeningDice) {
          return { position, dice: [white, black], description: `${rollOff}; ${first} plays ${Math.max(white, black)}-${Math.min(white, black)} first` };
        }
        return { position, dice: rng.roll(), description: `${rollOff}; ${first} rolls first` };
      }
    },
  };
}

/** The library's classification of a finished game (`outcome`), with a sentence saying why. */
export function describeOutcome(final: Position): Outcome {
  const result = classify(final);
  if (result === null) throw new Error('describeOutcome needs a finished game.');
  const { winner, kind, multiplier } = result;
  const loser = opponent(winner);
  const off = final.off(loser);
  let reason = off > 0 ? `${loser} has borne off ${off} checker${off === 1 ? '' : 's'}` : `${loser} has borne off no checker`;
  if (kind === 'koks') {
    // Where the loser was caught: on the bar, or in the winner's home (the winner's own points 1-6).
    let inWinnersHome = 0;
    for (let own = 1; own <= 6; own++) {
      const point = final.absolutePoint(winner, own);
      const theirs = point === null ? null : final.ownPoint(loser, point);
      if (theirs !== null) inWinnersHome += final.checkers(loser, theirs);
    }
    reason += ` and still has ${final.bar(loser)} on the bar and ${inWinnersHome} in ${winner}'s home`;
  }
  return { winner, loser, kind, english: englishName(kind), points: multiplier, reason };
}
