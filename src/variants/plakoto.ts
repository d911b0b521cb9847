import { deepFreeze } from '../core/snapshot.js';
import { buildGeometry } from '../core/geometry.js';
import { oneOf, type OptionsOf, type SectionOf } from '../core/option-schema.js';
import { straightTargets } from '../core/tracks.js';
import {
  DECIDED_DRAW,
  DECIDED_MOVER_WINS,
  DECIDED_NOTHING,
  DECIDED_OPPONENT_WINS,
  type BoardView,
  type Decided,
  type ModuleRules,
  type OutcomeKind,
  type OutcomeLevel,
  type StartSide,
  type VariantModule,
} from '../core/variant.js';
import { opponent, type Player } from '../core/player.js';
import type { Position } from '../position/position.js';
import { BEAR_OFF_SECTION, bearOffPolicy } from './bear-off.js';
import { perOptions } from './per-options.js';
import { TAVLI_SECTION, tavliKind, tavliLevels } from './tavli-section.js';

/**
 * Plakoto, and Tapa as its presets (docs/rules/plakoto.md): short tavla's opposed board without a
 * bar, where landing on a lone opposing checker pins it (PL-3..PL-6) instead of hitting it, and a
 * pinned mother can end the game (PL-11..PL-17).
 */

/** The `plakoto` options (docs/rules/rule-index.md#options), with the rule book's defaults. */
const PLAKOTO_SECTION = Object.freeze({
  motherRule: oneOf('standard', ['standard', 'noException', 'off']), // PL-17
  motherCheck: oneOf('everySubMove', ['everySubMove', 'atPinOnly']), // PL-15
  motherPinPoints: oneOf(2, [2, 3]), // PL-12
  bearOffWhilePinned: oneOf(false, [false, true]), // PL-9
});

const OPTIONS = Object.freeze({ bearOff: BEAR_OFF_SECTION, tavli: TAVLI_SECTION, plakoto: PLAKOTO_SECTION });

/**
 * The `plakoto` option section (docs/rules/plakoto.md): `motherRule` (PL-17), `motherCheck`
 * (PL-15), `motherPinPoints` (PL-12: 2 or 3) and `bearOffWhilePinned` (PL-9).
 */
export type PlakotoOptions = SectionOf<typeof PLAKOTO_SECTION>;
/** PL-17: how pinning the mother (the last checker on the start point) ends the game. */
export type MotherRule = PlakotoOptions['motherRule'];
/** PL-15: whether the mother rule is checked after every sub-move or only when a pin is made. */
export type MotherCheck = PlakotoOptions['motherCheck'];
type Options = OptionsOf<typeof OPTIONS>;

// PL-2 / ST-2: the opposed board of short tavla. White's own numbering is the board's; Black's own
// point b is board point 25 - b, so each player starts on the other's point 1.
const GEOMETRY = buildGeometry(
  24,
  (p) => p,
  (p) => 25 - p,
);

/** PL-11: the mother stands on her owner's own point 24, his starting point. */
export const MOTHER = 24;

// PL-1: all 15 checkers on own point 24.
const START: StartSide = Object.freeze({ points: Object.freeze({ [MOTHER]: 15 }) });

const TARGETS = straightTargets(24); // G-6 / PL-2: 24 -> 1, then off

/**
 * PL-12..PL-17 as the generator's per-sub-move test, in the mover's view: the mover's mother is
 * pinned when bit 24 of `pinnedMine` is set (PL-11), his opponent's when bit 24 of
 * `pinnedTheirs` is. A checker pinned on own 24 still counts as a checker there (PL-15's reading).
 */
function motherOutcome(rule: MotherRule, check: MotherCheck): ((view: BoardView, from: number, to: number, pinned: boolean) => number) | null {
  if (rule === 'off') return null; // PL-17: a pinned mother is an ordinary pinned checker
  const noException = rule === 'noException';
  const atPinOnly = check === 'atPinOnly';
  const bit = 1 << MOTHER;
  return (view: BoardView, _from: number, to: number, pinned: boolean): number => {
    const theirsPinned = (view.pinnedTheirs & bit) !== 0;
    const minePinned = (view.pinnedMine & bit) !== 0;
    if (!theirsPinned && !minePinned) return DECIDED_NOTHING;
    // PL-14 first: both mothers pinned at once is a draw, under every setting.
    if (theirsPinned && minePinned) return DECIDED_DRAW;
    if (theirsPinned) {
      // PL-17 'noException': every pinned mother ends the game.
      if (noException) return DECIDED_MOVER_WINS;
      // PL-13: while the mover still has a checker on his own 24, play goes on.
      if (view.mine[MOTHER]! > 0) return DECIDED_NOTHING;
      // PL-15 'everySubMove': tested after every sub-move, so the exception lapses as soon as the
      // mover's own 24 empties. 'atPinOnly': only the sub-move that pins the mother decides; a pin
      // the exception let stand never decides later. When another order of the same sub-moves
      // reaches the same board with the decision, the play decides (the Decision of 2026-12-01):
      // the generator keeps the deciding order (movegen/generate.ts, keepDecided).
      return !atPinOnly || (pinned && view.facing[to] === MOTHER) ? DECIDED_MOVER_WINS : DECIDED_NOTHING;
    }
    // The mover's own mother pinned by his opponent (only a hand-made position can reach this
    // test undecided, as nothing the mover does changes it; decisionProblem refuses such boards).
    if (noException) return DECIDED_OPPONENT_WINS;
    return !atPinOnly && view.theirs[MOTHER]! === 0 ? DECIDED_OPPONENT_WINS : DECIDED_NOTHING;
  };
}

const moveRules = perOptions((options: Options): ModuleRules => {
  const pl = options.plakoto;
  const movesWithinHome = options.bearOff.allowMovesWithinHome;
  const mother = motherOutcome(pl.motherRule, pl.motherCheck);
  // Without a mother rule the final board depends only on which checkers moved where: a pin is
  // made on a lone checker the mover ends on and released when he leaves it (PL-5, PL-6), and
  // nothing the mover does opens or closes a point to himself. A decision in the middle of a
  // play ends the sequence there, so with the mother rule the order of sub-moves matters.
  const orderIndependent = mother === null;
  return Object.freeze({
    checkers: 15, // PL-1 / G-1
    points: 24,
    homeSize: 6, // PL-2: own 1-6, the opponent's starting quarter
    hasBar: false, // PL-7
    absolute: GEOMETRY.absolute,
    ownAt: GEOMETRY.ownAt,
    facing: GEOMETRY.facing,
    closedAt: 2, // PL-4: two or more free opposing checkers close a point
    hits: false, // PL-7
    pins: true, // PL-3..PL-6, PL-4's point closed by a pinned checker of the mover
    // G-11..G-14 (PL-10) and PL-9.
    bearOff: Object.freeze({ ...bearOffPolicy(options.bearOff), blockedWhilePinned: !pl.bearOffWhilePinned }),
    target: TARGETS,
    stepsForDouble: 4, // PL-8 / G-8
    headPoint: 0,
    headLimit: () => 15,
    hitter: 'free',
    orderIndependent: orderIndependent && movesWithinHome,
    orderIndependentOutsideHome: orderIndependent,
    stepConstraint: null,
    mayMoveFrom: null,
    // PL-12..PL-16: a decided sequence ends there and counts as using every die.
    outcomeAfterStep: mother,
    preferredPlays: null,
    endConstraint: null,
  });
});

/**
 * Which decisions PL-12..PL-17 allow on a board, as the set of acceptable `Setup.decided` values
 * (undefined: the game goes on). `holder` pinned `victim`'s mother.
 */
function allowedDecisions(position: Position, options: Options): readonly (Decided | undefined)[] {
  const pl = options.plakoto;
  if (pl.motherRule === 'off') return [undefined]; // PL-17
  const whiteMother = position.pinned('white', MOTHER);
  const blackMother = position.pinned('black', MOTHER);
  if (whiteMother && blackMother) return ['draw']; // PL-14
  if (!whiteMother && !blackMother) return [undefined];
  const holder: Player = whiteMother ? 'black' : 'white';
  if (pl.motherRule === 'noException') return [holder]; // PL-17
  // PL-13: the holder's own mother is still exposed while he has a checker on his own 24.
  if (position.checkers(holder, MOTHER) > 0) return [undefined];
  // PL-12 with PL-15: 'everySubMove' decides as soon as the exception lapses; under 'atPinOnly' a pin
  // made while the exception applied never decides, and the board does not say when it was made.
  return pl.motherCheck === 'everySubMove' ? [holder] : [holder, undefined];
}

const describeDecision = (d: Decided | undefined): string => (d === undefined ? 'the game goes on' : d === 'draw' ? 'a draw' : `a win for ${d}`);

/** Setup.decided must be what the mother rules make of the board (PL-12..PL-17). */
function decisionProblem(position: Position, decided: Decided | undefined): string | null {
  const options = position.options as unknown as Options;
  const allowed = allowedDecisions(position, options);
  if (allowed.includes(decided)) return null;
  const why =
    options.plakoto.motherRule === 'off'
      ? 'plakoto.motherRule is off, so no rule ends a game on the board (PL-17)'
      : `the mothers on this board make it ${allowed.map(describeDecision).join(' or ')} (PL-12..PL-15)`;
  return `${describeDecision(decided)} does not fit the board: ${why}`;
}

const MOTHER_PIN: Readonly<Record<2 | 3, OutcomeLevel>> = Object.freeze({
  2: Object.freeze({ kind: 'mother-pin', multiplier: 2 }),
  3: Object.freeze({ kind: 'mother-pin', multiplier: 3 }),
});

/** PL-18 with PL-12: single, double, the optional triple, and the mother pin, lowest first. */
function levels(options: Options): readonly OutcomeLevel[] {
  const base = tavliLevels(options.tavli);
  if (options.plakoto.motherRule === 'off') return base;
  const pin = MOTHER_PIN[options.plakoto.motherPinPoints];
  const at = base.findIndex((l) => l.multiplier > pin.multiplier);
  return at < 0 ? [...base, pin] : [...base.slice(0, at), pin, ...base.slice(at)];
}

export const plakoto: VariantModule<'plakoto', typeof OPTIONS> = deepFreeze({
  id: 'plakoto',
  name: 'Plakoto',
  code: 'pl',
  points: 24,
  hasBar: false,
  options: OPTIONS,
  presets: {
    // PL-20, PL-21, the preset table: every rule at its default; match to 5 (suggested).
    plakoto: { game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, cubeForbiddenBy: 'PL-21', length: 5 } },
    // PL-23: Tapa is Plakoto with its defaults (only a Tabla match changes who starts, TV-11).
    tapa: { game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, cubeForbiddenBy: 'PL-21', length: 5 } },
    // PL-24: backgammonjs's RuleBgTapa: no mother rule, bearing off around a pinned checker, the triple.
    tapaQjs: {
      rules: { plakoto: { motherRule: 'off', bearOffWhilePinned: true }, tavli: { backgammon: true, deadlockDraw: true } },
      game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, cubeForbiddenBy: 'PL-21', length: 5 },
    },
  },
  moveRules,
  decisionProblem,
  startSide: () => START,
  scoring: {
    levels,
    // PL-12: a decided game is a mother pin; otherwise PL-18, the winner's home being the loser's own 19..24.
    classify(position, loser, options): OutcomeKind {
      if (position.decision() === opponent(loser)) return 'mother-pin';
      return tavliKind(position, loser, options.tavli, [19, 24]);
    },
  },
  deadlockDraw: (options) => options.tavli.deadlockDraw, // PL-19
  boardDraw: (options) => options.plakoto.motherRule !== 'off', // PL-14
});
