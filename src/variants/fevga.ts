import { deepFreeze } from '../core/snapshot.js';
import { oneOf, type OptionsOf, type SectionOf } from '../core/option-schema.js';
import { straightTargets } from '../core/tracks.js';
import { STEP_OK, STEP_REJECTED, type BoardView, type ModuleRules, type MoveRules, type PlayBoard, type StartSide, type VariantModule } from '../core/variant.js';
import { BEAR_OFF_SECTION, bearOffPolicy } from './bear-off.js';
import { HEAD } from './head-rule.js';
import { NARD_GEOMETRY, NARD_START } from './long-nard.js';
import { perOptions } from './per-options.js';
import { blockHooks } from './six-block.js';
import { TAVLI_SECTION, tavliKind, tavliLevels } from './tavli-section.js';

/**
 * Fevga (Φεύγα) and its Turkish form Moultezim (docs/rules/fevga.md): the long-nard board and
 * direction with no hitting; a first-checker rule instead of the head rule (FE-5, FE-6), a ban on
 * filling a quarter instead of the six-block rule (FE-7, FE-8), and a duty to open a prime that
 * traps every enemy checker (FE-9, FE-10).
 */

/** The `fevga` options (docs/rules/rule-index.md#options), with the rule book's defaults. */
export const FEVGA_SECTION = Object.freeze({
  firstChecker: oneOf('pastStartPoint', ['pastStartPoint', 'reachStartPoint', 'off']), // FE-5 / FE-6
  quarterRule: oneOf('ownStart', ['ownStart', 'opponentStart', 'both', 'opponentMax4', 'none']), // FE-7 / FE-8
  quarterCheck: oneOf('endOfTurn', ['endOfTurn', 'everySubMove']), // FE-7
  primeRule: oneOf('unblockWhenGathered', ['unblockWhenGathered', 'unblockWhenStuck', 'forbidTrapAll', 'none']), // FE-9 / FE-10
});

/**
 * The `fevga` option section (docs/rules/fevga.md): `firstChecker` (FE-5 / FE-6), `quarterRule`
 * and `quarterCheck` (FE-7 / FE-8), `primeRule` (FE-9 / FE-10).
 */
export type FevgaOptions = SectionOf<typeof FEVGA_SECTION>;
/** FE-5 / FE-6: when the first checker releases the others: past the opponent's start point, on reaching it, or no such rule ('off'). */
export type FevgaFirstChecker = FevgaOptions['firstChecker'];
/** FE-7 / FE-8: which starting quarter may not be filled (own, the opponent's, both, at most four of the opponent's, or none). */
export type FevgaQuarterRule = FevgaOptions['quarterRule'];
/** FE-7: whether the quarter rule is checked at the end of the turn or after every sub-move. */
export type FevgaQuarterCheck = FevgaOptions['quarterCheck'];
/** FE-9 / FE-10: what the prime (six in a row) rule demands. */
export type FevgaPrimeRule = FevgaOptions['primeRule'];

const OPTIONS = Object.freeze({ bearOff: BEAR_OFF_SECTION, fevga: FEVGA_SECTION, tavli: TAVLI_SECTION });
type Options = OptionsOf<typeof OPTIONS>;

const TARGETS = straightTargets(24); // FE-2 / LN-2: 24 -> 1, then off

// Masks on `BoardView.occupied` (bit s: the mover has a checker on his own slot s; 0 is borne off).
/** FE-5: released by a checker on own 1..11 or borne off ('pastStartPoint'). */
const PAST_START_POINT = 0xfff; // slots 0..11
/** FE-6 'reachStartPoint': own 12 (the opponent's starting point) releases too. */
const REACH_START_POINT = 0x1fff; // slots 0..12
/** Anything but own 24: a checker has left the starting point. */
const LEFT_START = 0xffffff; // slots 0..23
/** FE-2 Q1: the starting quarter, own 19..24. */
const OWN_START_QUARTER = 0x3f << 19;
/** FE-2 Q3: the opponent's starting quarter, own 7..12. */
const OPPONENT_START_QUARTER = 0x3f << 7;
/** The board points 1..24 of a player's own numbering. */
const BOARD_POINTS = 0x1fffffe;

/**
 * FE-5 / FE-6 as the generator's `mayMoveFrom`, asked before every sub-move: a checker may leave
 * own 24 only while none has left it yet, or once the player is released (a checker on own 1..11,
 * or 1..12 under 'reachStartPoint', or one borne off). A checker elsewhere may always move: before
 * release that is the first checker. (A hand-made position may have several checkers off 24 and
 * none released; then any of them may move, and still none from 24.)
 */
function firstCheckerRule(mode: FevgaFirstChecker): MoveRules['mayMoveFrom'] {
  if (mode === 'off') return null;
  const released = mode === 'pastStartPoint' ? PAST_START_POINT : REACH_START_POINT;
  return (view: BoardView, from: number): boolean => from !== HEAD || (view.occupied & released) !== 0 || (view.occupied & LEFT_START) === 0;
}

/** How many of the six bits of `quarter` are set in `occupied`. */
function pointsHeld(occupied: number, quarter: number): number {
  let n = 0;
  for (let bits = occupied & quarter; bits !== 0; bits &= bits - 1) n++;
  return n;
}

/**
 * FE-7 / FE-8: true when the mover's occupied points (BoardView.occupied) break the quarter rule;
 * null when there is none. The rule reads nothing else, so it is also the mask form of the test.
 */
function quarterBreak(rule: FevgaQuarterRule): ((occupied: number) => boolean) | null {
  switch (rule) {
    case 'ownStart': // FE-7: not all six of own 19..24
      return (occupied) => (occupied & OWN_START_QUARTER) === OWN_START_QUARTER;
    case 'opponentStart': // FE-8: not all six of own 7..12
      return (occupied) => (occupied & OPPONENT_START_QUARTER) === OPPONENT_START_QUARTER;
    case 'both':
      return (occupied) => (occupied & OWN_START_QUARTER) === OWN_START_QUARTER || (occupied & OPPONENT_START_QUARTER) === OPPONENT_START_QUARTER;
    case 'opponentMax4': // FE-8 / FE-16: at most four of own 7..12
      return (occupied) => pointsHeld(occupied, OPPONENT_START_QUARTER) > 4;
    case 'none':
      return null;
  }
}

/** The end-of-play and per-sub-move limits (FE-7's quarter rule, FE-10 'forbidTrapAll'), merged at their timing. */
interface Limits {
  readonly stepConstraint: MoveRules['stepConstraint'];
  readonly endConstraint: MoveRules['endConstraint'];
  /** The end-of-play limit on the occupied mask (MoveRules.endConstraintOnMask), where every part of it reads only that. */
  readonly endConstraintOnMask?: MoveRules['endConstraintOnMask'];
}

function limits(fe: FevgaOptions): Limits {
  const quarter = quarterBreak(fe.quarterRule);
  // FE-10 'forbidTrapAll': LN-13 with blockVariant 'opponentCheckerAhead', checked when FE-7 is.
  const block = blockHooks(fe.primeRule === 'forbidTrapAll', fe.quarterCheck, 'opponentCheckerAhead', NARD_GEOMETRY.facing);
  if (fe.quarterCheck === 'everySubMove') {
    // FE-7 'everySubMove': not even a passing fill. Every final position is reached by a step,
    // so the step check covers the end of the play too.
    const blockStep = block.stepConstraint;
    if (quarter === null) return { stepConstraint: blockStep, endConstraint: null };
    const stepConstraint =
      blockStep === null
        ? (view: BoardView): number => (quarter(view.occupied) ? STEP_REJECTED : STEP_OK)
        : (view: BoardView, from: number, to: number): number => (quarter(view.occupied) ? STEP_REJECTED : blockStep(view, from, to));
    return { stepConstraint, endConstraint: null };
  }
  // FE-7 'endOfTurn' (default): only the final position counts; a play that ends badly is not in
  // G-9's set L (as LN-13c), so a die that could only be used that way is lost.
  const blockEnd = block.endConstraint;
  const blockOnMask = block.endConstraintOnMask;
  if (quarter === null) {
    // FE-10 alone: the six-block test, which on this board is also offered on the occupied mask.
    return blockOnMask === undefined ? { stepConstraint: null, endConstraint: blockEnd } : { stepConstraint: null, endConstraint: blockEnd, endConstraintOnMask: blockOnMask };
  }
  const endConstraint = blockEnd === null ? (view: BoardView): boolean => !quarter(view.occupied) : (view: BoardView): boolean => !quarter(view.occupied) && blockEnd(view);
  // The quarter rule reads only the occupied points; with the six-block test, its mask form too.
  if (blockEnd === null) return { stepConstraint: null, endConstraint, endConstraintOnMask: (occupied) => !quarter(occupied) };
  if (blockOnMask === undefined) return { stepConstraint: null, endConstraint };
  return { stepConstraint: null, endConstraint, endConstraintOnMask: (occupied, theirs) => !quarter(occupied) && blockOnMask(occupied, theirs) };
}

/**
 * FE-9 'unblockWhenGathered', asked with the board before the roll and counted in the opponent
 * O's numbering: every O checker still on the board on one point x >= 7, and the mover P on each
 * of O's x-1 .. x-6 (through `facing`, so the six may run round P's 24/1 corner). Then a play
 * must leave one of those six points empty of P's checkers.
 */
function gatheredDuty(start: PlayBoard): ((end: PlayBoard) => boolean) | null {
  const o = start.view('opponent'); // mine: O's checkers; theirs: P's, in P's numbering; facing: O's point -> P's
  const onBoard = o.occupied & BOARD_POINTS;
  if (onBoard === 0 || (onBoard & (onBoard - 1)) !== 0) return null; // not all on one point
  const x = 31 - Math.clz32(onBoard);
  if (x < 7) return null;
  for (let k = 1; k <= 6; k++) if (o.theirs[o.facing[x - k]!]! === 0) return null;
  return (end) => {
    const e = end.view('opponent');
    for (let k = 1; k <= 6; k++) if (e.theirs[e.facing[x - k]!]! === 0) return true;
    return false;
  };
}

/**
 * FE-10 'unblockWhenStuck': when O has no legal sub-move for any die value (the sub-move rules
 * only, as PL-19 checks), a play must leave him one.
 */
function stuckDuty(start: PlayBoard): ((end: PlayBoard) => boolean) | null {
  return start.canMove('opponent') ? null : (end) => end.canMove('opponent');
}

function primeDuty(rule: FevgaPrimeRule): MoveRules['preferredPlays'] {
  switch (rule) {
    case 'unblockWhenGathered':
      return gatheredDuty;
    case 'unblockWhenStuck':
      return stuckDuty;
    case 'forbidTrapAll': // a limit on the play (limits above), not a duty
    case 'none':
      return null;
  }
}

const moveRules = perOptions((options: Options): ModuleRules => {
  const fe = options.fevga;
  const limited = limits(fe);
  const { stepConstraint, endConstraint } = limited;
  const mayMoveFrom = firstCheckerRule(fe.firstChecker);
  const movesWithinHome = options.bearOff.allowMovesWithinHome;
  // Reordering the sub-moves of a double reaches the same position, and points are closed only by
  // the opponent, who does not move during the play; an end-of-play limit and the prime duty
  // (which compares the boards before and after the play) judge that position alone. What breaks
  // it: the first-checker rule (24/19/14/9 24/19 is legal with 5-5, the same sub-moves from 24
  // twice first are not), a limit checked after every sub-move, and G-14's option once all are
  // home (as in long nard).
  const orderFree = mayMoveFrom === null && stepConstraint === null;
  return Object.freeze({
    checkers: 15, // G-1
    points: 24,
    homeSize: 6, // FE-2: Q4 = own 1-6
    hasBar: false, // FE-3: nothing is ever hit
    absolute: NARD_GEOMETRY.absolute, // FE-1: the long-nard geometry
    ownAt: NARD_GEOMETRY.ownAt,
    facing: NARD_GEOMETRY.facing,
    closedAt: 1, // FE-3: one opposing checker closes a point
    hits: false, // FE-3
    pins: false,
    bearOff: bearOffPolicy(options.bearOff), // FE-11: G-11..G-14
    target: TARGETS,
    stepsForDouble: 4, // G-8
    headPoint: 0, // FE-4: no head rule
    headLimit: () => 15,
    hitter: 'free',
    orderIndependent: orderFree && movesWithinHome,
    orderIndependentOutsideHome: orderFree,
    stepConstraint, // FE-7 'everySubMove' (and FE-10 'forbidTrapAll' at that timing)
    mayMoveFrom, // FE-5 / FE-6
    outcomeAfterStep: null,
    preferredPlays: primeDuty(fe.primeRule), // FE-9 / FE-10
    endConstraint, // FE-7 'endOfTurn' (and FE-10 'forbidTrapAll' at that timing)
    ...(limited.endConstraintOnMask === undefined ? {} : { endConstraintOnMask: limited.endConstraintOnMask }),
  });
});

/**
 * FE-12's triple (`tavli.backgammon`) asks for a loser's checker in the winner's home, the
 * winner's own 1..6. Each player's own point p is the other's p + 12 for p <= 12 (FE-1's
 * geometry: own points of the two sides are 12 apart), so the winner's home is the loser's own
 * 13..18, whichever colour won.
 */
const WINNER_HOME: readonly [number, number] = Object.freeze([13, 18] as const);

/** FE-1: all 15 checkers on own 24. */
const START: StartSide = NARD_START;

export const fevga: VariantModule<'fevga', typeof OPTIONS> = deepFreeze({
  id: 'fevga',
  name: 'Fevga',
  code: 'fe',
  points: 24,
  hasBar: false,
  options: OPTIONS,
  presets: {
    // The preset table of docs/rules/fevga.md: FE-13 (PO-2, PO-3), FE-12 (no cube), match to 5.
    fevga: { game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, cubeForbiddenBy: 'FE-12', length: 5 } },
    // FE-16: the quarter rule of BKGM-MZ, no prime rule, a roll-off before every game.
    moultezim: {
      rules: { fevga: { quarterRule: 'opponentMax4', primeRule: 'none' } },
      game: { firstMove: 'winnerRerolls', nextGameStarter: 'openingRoll', cube: false, cubeForbiddenBy: 'FE-12', length: 5 },
    },
  },
  moveRules,
  startSide: () => START,
  scoring: {
    levels: (options: Options) => tavliLevels(options.tavli), // FE-12
    classify: (position, loser, options: Options) => tavliKind(position, loser, options.tavli, WINNER_HOME), // FE-12
  },
  deadlockDraw: (options: Options) => options.tavli.deadlockDraw, // FE-14
});
