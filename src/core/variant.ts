import type { Dice } from './dice.js';
import type { InputOf, OptionsOf, OptionsSpec } from './option-schema.js';
import type { Player } from './player.js';
import type { Position } from '../position/position.js';

/**
 * The plug-in contract between a variant module and the shared generator. A variant hands over
 * what differs as plain data and pure hooks; the generator never asks a variant for its name.
 */

/** G-13 over-shoot policy: never, only from the highest occupied point, or always (six-one). */
export type Overshoot = 'never' | 'fromHighest' | 'always';

/** How a variant bears off (G-11..G-14, PL-9). */
export interface BearOffPolicy {
  /** G-11: every checker must be home (and none on the bar) before any is borne off. */
  readonly requireAllHome: boolean;
  /** G-13: when a die larger than needed may bear a checker off. */
  readonly overshoot: Overshoot;
  /** G-14: once all checkers are home, may a die move a checker inside the home? (CG-8 says no.) */
  readonly movesWithinHome: boolean;
  /** PL-9: no checker is borne off while one of the mover's checkers is pinned. */
  readonly blockedWhilePinned?: boolean;
}

/** Marks a die that cannot move a checker from a given point (six-one's `'unusable'`). */
export const UNUSABLE = -128;

/**
 * A read-only view of the scratch board while a play is built, in the mover's own numbering.
 * `mine[s]` / `theirs[s]` are checker counts per slot (0 off, 1..24 points, 25 bar); `theirs` has one
 * more slot, `NOWHERE`, which is always empty. `facing[p]` is the opponent's own point at the
 * mover's point p.
 */
export interface BoardView {
  /** The mover's checkers per slot, in his own numbering (0 off, 1..24 points, 25 bar). */
  readonly mine: Int8Array;
  /** The opponent's checkers per slot, in his own numbering, plus the always-empty NOWHERE slot. */
  readonly theirs: Int8Array;
  /** `facing[p]`: the opponent's own point at the mover's point p (NOWHERE where there is none). */
  readonly facing: Int8Array;
  /** Bit s set exactly when `mine[s] > 0` (slot 0 = off .. 25 = bar): the mover's occupied slots at a glance. */
  readonly occupied: number;
  /** Bit p set when the mover's checker on his own point p is pinned (PL-3..PL-6); 0 where nothing pins. */
  readonly pinnedMine: number;
  /** Bit q set when the opponent's checker on his own point q is pinned (by the mover). */
  readonly pinnedTheirs: number;
}

/**
 * What a sub-move decided, as a variant's `outcomeAfterStep` answers (Plakoto's mother, PL-12,
 * PL-14): nothing, or the game is over — won by the mover, won by his opponent, or drawn.
 */
export const DECIDED_NOTHING = 0;
export const DECIDED_MOVER_WINS = 1;
export const DECIDED_OPPONENT_WINS = 2;
export const DECIDED_DRAW = 3;

/**
 * A game decided on the board by a variant rule rather than by bearing off (Plakoto's pinned
 * mother, PL-12, and both mothers pinned, PL-14): who won, or `'draw'`.
 */
export type Decided = Player | 'draw';

/**
 * A board seen for a rule that compares the start and the end of a play (FE-9's prime duty):
 * each player's view of it, and whether a player has a legal sub-move for some die value 1..6
 * (sub-move rules only, as PL-19 tests it).
 */
export interface PlayBoard {
  view(player: 'mover' | 'opponent'): BoardView;
  canMove(player: 'mover' | 'opponent'): boolean;
}

/**
 * Answer of a per-step hook: ok, this sequence is dead, or ok provided that the very next step
 * starts from the given point (LN-13a 'passThroughOnly').
 */
export const STEP_OK = 0;
export const STEP_REJECTED = -1;

/** How the checker that hit may go on (ST-9). */
export type HitterRule = 'free' | 'frozenInHome' | 'noHideOnOwnPoint';

/** What the generator needs for one variant under one set of options. Built once and cached. */
export interface MoveRules {
  /** The variant these rules belong to (set by the registry; the generator never reads it). */
  readonly variant: string;
  /** The resolved, frozen options they were built from (set by the registry). */
  readonly options: unknown;
  /** G-1 / NH-3: checkers per side: 15, or Hypergammon's 1..3. */
  readonly checkers: number;
  /** Points on each player's own track: 24, or 12 for six-one's rows. */
  readonly points: number;
  /** Points in each player's home (G-11): 6. */
  readonly homeSize: number;
  /** Whether hit checkers go to a bar (ST-5); false where nothing is ever hit. */
  readonly hasBar: boolean;
  /** `absolute[player][p]`: the board point (1..24 in White's numbering, G-3) of a player's own point p. */
  readonly absolute: {
    /** White's table. */
    readonly white: Int8Array;
    /** Black's table. */
    readonly black: Int8Array;
  };
  /** `ownAt[player][a]`: the player's own point at board point a, or 0 when a is not on his track. */
  readonly ownAt: {
    /** White's table. */
    readonly white: Int8Array;
    /** Black's table. */
    readonly black: Int8Array;
  };
  /** `facing[mover][p]`: the opponent's own point where the mover's own point p lies, or NOWHERE. */
  readonly facing: {
    /** With White moving. */
    readonly white: Int8Array;
    /** With Black moving. */
    readonly black: Int8Array;
  };
  /** ST-4 / LN-4: a point is closed when the opponent has at least this many checkers on it. */
  readonly closedAt: number;
  /** ST-5: landing on a lone opposing checker sends it to the bar. */
  readonly hits: boolean;
  /** PL-5: landing on a lone free opposing checker pins it (it stays, under the lander); PL-4: a point where the opponent pins one of the mover's checkers is closed to him. */
  readonly pins: boolean;
  /** G-11..G-14: how checkers are borne off. */
  readonly bearOff: BearOffPolicy;
  /**
   * `target[from * 7 + die]`: where a checker on own point `from` (25 = bar) goes with `die`;
   * 0 is an exact bear-off, below 0 an over-shoot, UNUSABLE when the die cannot move it at all.
   */
  readonly target: Int8Array;
  /** G-8 (and SO-7): how many sub-moves a double gives. */
  readonly stepsForDouble: number;
  /** LN-11: the head point, or 0 when the variant has no head rule. */
  readonly headPoint: number;
  /**
   * LN-11/12: the most checkers that may leave the head in this play (15: no head rule). When
   * `headLimits` is absent this is the limit; otherwise it is only the ceiling, which step-by-step
   * checkers may use because they compare against the generator's plays anyway.
   */
  headLimit(turnsPlayedByMover: number, dice: Dice): number;
  /**
   * LN-12 exceptions that depend on the position: the head limits to try, in order, each at most
   * `headLimit`. The generator keeps the first limit under which some play uses every die (G-9,
   * with G-9.6), else the last. So `[1, 2]` reads "a second head checker only if one cannot play
   * the whole roll" ('anyBlockage'); a one-element list is a limit decided from the board
   * ('blockedByHeadOnly'). `view` is the board before the play. Called once per roll, outside
   * the generator's inner loop; return shared frozen arrays. Undefined: `[headLimit(...)]`.
   */
  readonly headLimits: ((turnsPlayedByMover: number, dice: Dice, view: BoardView) => readonly number[]) | undefined;
  /** ST-9: what a checker that hit may do afterwards in the same turn. */
  readonly hitter: HitterRule;
  /**
   * True when every reordering of a legal sequence is legal and reaches the same position, so the
   * generator may try double sub-moves in non-increasing source order only.
   */
  readonly orderIndependent: boolean;
  /**
   * True when that holds at least while the mover keeps a checker outside his home at every
   * sub-move: only the bear-off options (G-14's moves inside the home, CG-8) make the order
   * matter, and they apply once every checker is home. The generator then tries a double in
   * source order whenever the mover starts with at least as many checkers outside as sub-moves
   * to play. With moves inside the home forbidden (G-14's option, CG-8) it does so whatever the
   * number outside: once every checker is home each sub-move bears off (exactly or, G-13, by an
   * over-shoot), and the sub-move that brings the last outside checker home may come after
   * lower sources (generate.ts, `lateHomecoming`). A variant that sets this promises that such
   * bear-offs reach the same boards in any order.
   */
  readonly orderIndependentOutsideHome: boolean;
  /** A check after each sub-move (LN-13a timings); null when the variant has none. */
  readonly stepConstraint: ((view: BoardView, from: number, to: number) => number) | null;
  /**
   * FE-5: whether the mover may move a checker from his own point `from` now (the first-checker
   * rule), asked with the per-step rules; null when any checker may move.
   */
  readonly mayMoveFrom: ((view: BoardView, from: number) => boolean) | null;
  /**
   * PL-12 / PL-14: whether the sub-move just made (from `from` to `to`, pinning a checker when
   * `pinned`) ended the game (DECIDED_*). A decided sequence ends there and counts as using every
   * die (PL-16, as G-9.6). Null when no sub-move can decide a game.
   */
  readonly outcomeAfterStep: ((view: BoardView, from: number, to: number, pinned: boolean) => number) | null;
  /**
   * FE-9 / FE-10: a duty that narrows the plays G-9 allows. Asked with the board before the roll;
   * it answers null (no duty now) or a test of a play's final board. When some play passes the
   * test, only those plays are legal; otherwise the duty lapses. Null when the variant has none.
   */
  readonly preferredPlays: ((start: PlayBoard) => ((end: PlayBoard) => boolean) | null) | null;
  /** A check on the final position of a play (LN-13 at 'endOfTurn'); null when none. */
  readonly endConstraint: ((view: BoardView) => boolean) | null;
  /**
   * `endConstraint`'s verdict on a board where the test reads only the mover's occupied mask
   * (BoardView.occupied) and the opponent's counts, given just those: the generator asks it
   * without changing its scratch board. Undefined where the test reads more.
   */
  readonly endConstraintOnMask: ((occupied: number, theirs: Int8Array) => boolean) | undefined;
  /**
   * What a roll means when it can be more than one decision (crazy gulbar's cascade, CG-2..CG-9).
   * Undefined: a roll is one stage, its sub-move dice are G-8's, and nothing is ever transferred.
   */
  readonly turnStructure: TurnStructure | undefined;
}

/** What a variant module builds: the generator's rules without the variant's name and options. */
export type ModuleRules = Omit<MoveRules, 'variant' | 'options' | OptionalHook> & { readonly [K in OptionalHook]?: MoveRules[K] };

/** The hooks a variant module may leave out of its rules; every MoveRules has them, undefined when left out. */
type OptionalHook = 'headLimits' | 'endConstraintOnMask' | 'turnStructure';

/**
 * One stage of a turn: one decision, played under its own G-9 and its own head limit (CG-4).
 * Plain data, so the generator and the turn layer need no variant names.
 */
export interface StagePlan {
  /** The sub-move dice of the stage: both dice of a mixed roll, or n equal values. */
  readonly subMoves: readonly number[];
  /**
   * The two dice the head-rule hooks (`headLimit`, `headLimits`) judge the stage as: the roll
   * itself for a turn's first stage, `[v, v]` for a cascade stage of value v.
   */
  readonly dice: Dice;
  /**
   * LN-12: whether the first-turn head exception may apply. When false the head limit is
   * `TurnStructure.plainHeadLimit` (CG-4: later cascade stages under 'initialOnly', and every
   * transferred stage, never get the exception).
   */
  readonly headException: boolean;
  /**
   * CG-5 / CG-7: when the player of this stage cannot play all of its sub-moves, the unplayed
   * ones and every later stage pass to his opponent (once; a transferred stage never passes back).
   * False: they are lost, as G-10 says for an ordinary roll.
   */
  readonly transferable: boolean;
  /** The sub-move dice largest first, packed for the generator (core/stage-plan.ts; plans are made by `stagePlan`). */
  readonly subMoveCode: number;
}

/**
 * The turn-level meaning of a roll for variants whose roll may be several stages. The turn
 * layer runs it; the generator only ever sees one stage at a time.
 */
export interface TurnStructure {
  /**
   * CG-2 / CG-3: the stages a roll gives its roller, in order, when he has finished
   * `turnsPlayedByRoller` own turns. Never empty. Return shared frozen arrays where possible.
   */
  stages(dice: Dice, turnsPlayedByRoller: number): readonly StagePlan[];
  /** CG-6: a transfer happens even when the roller played no sub-move at all. */
  readonly transferIfNothingPlayed: boolean;
  /**
   * CG-9: the turn ends (the later stages are void) instead of starting another stage when the
   * player who would play it has already borne off a checker.
   */
  readonly stopsOnceBearingOff: boolean;
  /** LN-11 without LN-12's exception: the head limit of a stage whose `headException` is false. */
  readonly plainHeadLimit: number;
}

/** One side of a start position, in that player's own numbering. */
export interface StartSide {
  /** Checkers per own point. */
  readonly points: Readonly<Record<number, number>>;
}

/** OP-2: does the opening winner play the roll-off dice, or roll both dice anew? */
export type FirstMove = 'useOpeningDice' | 'winnerRerolls';

/** OP-3 / LN-17 / PO-3: who starts the games after the first. */
export type NextGameStarter = 'openingRoll' | 'previousWinner' | 'alternate';

/**
 * The game-level half of a preset: what the game layer starts from before the caller's settings.
 * Absent fields take the game layer's defaults (docs/games.md).
 */
export interface GamePreset {
  /** OP-2: whether the opening winner plays the roll-off dice. */
  readonly firstMove?: FirstMove;
  /** OP-3: who starts the games after the first. */
  readonly nextGameStarter?: NextGameStarter;
  /** CU-12: whether the doubling cube is used. */
  readonly cube?: boolean;
  /**
   * The rule that forbids the cube in this game outright (PL-21, FE-12, TV-7), where `cube`
   * false is no mere default: `cube.enabled` true is then refused, not played.
   */
  readonly cubeForbiddenBy?: string;
  /** MP-1: the suggested match length, used by newMatch when the caller names none. */
  readonly length?: number;
}

/**
 * A named preset of a variant: rule options and game settings together, as the rule book's
 * preset tables give them (docs/rules). The first preset of a variant is its default.
 */
export interface Preset<Spec extends OptionsSpec = OptionsSpec> {
  /** Rule options over the schema's defaults. */
  readonly rules?: InputOf<OptionsOf<Spec>>;
  /** Game settings over the game layer's defaults. */
  readonly game?: GamePreset;
  /**
   * TV-10: options set on a rotation match that this preset reads under its own names, by the
   * match's section and option: the preset's section and option. Portes reads the Tavli
   * options `tavli.backgammon` and `tavli.gammonRule` as `shortTavla.koks` and
   * `shortTavla.gammonRule` (PO-4); no other short tavla preset does.
   */
  readonly matchSpelling?: Readonly<Record<string, Readonly<Record<string, readonly [section: string, option: string]>>>>;
}

/**
 * SC-1: the kinds of result a finished game can have (a draw is the game layer's, SC-9);
 * 'mother-pin' is Plakoto's win by pinning the opponent's mother (PL-12).
 */
export type OutcomeKind = 'oin' | 'mars' | 'koks' | 'home-mars' | 'mother-pin';

/** One result a variant can produce under its options, with its base multiplier. */
export interface OutcomeLevel {
  /** The kind of result. */
  readonly kind: OutcomeKind;
  /** Its base points before the cube (SC-1): 1 for oin, 2 for mars, …. */
  readonly multiplier: number;
}

/** How a variant scores a finished game (docs/rules/scoring.md). */
export interface VariantScoring<Options> {
  /** The results the variant can produce under these options, from oin upwards. */
  levels(options: Options): readonly OutcomeLevel[];
  /** The kind of a game the winner has won; the loser is the other player. */
  classify(position: Position, loser: Player, options: Options): OutcomeKind;
}

/**
 * A variant: everything that is specific to it, in one module (docs/design.md, "The variant
 * contract"). Scoring, game configuration, notation and perft ask the module; nothing outside
 * src/variants keeps a table of variant names.
 */
export interface VariantModule<Id extends string = string, Spec extends OptionsSpec = OptionsSpec> {
  readonly id: Id;
  /** For people: "short tavla". */
  readonly name: string;
  /** The short code a position string may use instead of the id: "st". */
  readonly code: string;
  /** Points on each player's own track (24; six-one 12). */
  readonly points: number;
  readonly hasBar: boolean;
  /** The rule options: sections of fields with their defaults and allowed values. */
  readonly options: Spec;
  /** Named presets, rules and game settings together; the first is the default. */
  readonly presets: Readonly<Record<string, Preset<Spec>>>;
  /** The generator's view of the rules for these (resolved) options; the registry adds which variant and options they are. */
  moveRules(options: OptionsOf<Spec>): ModuleRules;
  /**
   * Whether a position's decision (Setup.decided, or none) agrees with its board under the
   * variant's rules that end a game on the board (PL-12, PL-14): null when it does, else why not.
   * Absent when no rule of the variant decides a game on the board.
   */
  decisionProblem?(position: Position, decided: Decided | undefined): string | null;
  /** Where each player's checkers start (the same in each player's own numbering). */
  startSide(options: OptionsOf<Spec>): StartSide;
  readonly scoring: VariantScoring<OptionsOf<Spec>>;
  /**
   * LN-15: whether the player who did not start gets one more turn after the starter has borne
   * off his last checker, and what a draw scores. Absent: never.
   */
  lastRollDraw?(options: OptionsOf<Spec>): LastRollDraw;
  /**
   * PL-19 / FE-14: whether a game in which neither player has a legal sub-move for any die
   * value (1..6) is drawn, 0-0, at the start of a turn. Absent: never.
   */
  deadlockDraw?(options: OptionsOf<Spec>): boolean;
  /** PL-14: whether a rule may draw a game on the board (Setup.decided = 'draw'), 0-0. Absent: never. */
  boardDraw?(options: OptionsOf<Spec>): boolean;
}

/** LN-15: off, or on with what a draw scores to each player. */
export type LastRollDraw =
  | false
  | {
      /** What the draw scores to each player: half a point or one. */
      readonly drawScore: 'half' | 'one';
    };

export type { Player };
