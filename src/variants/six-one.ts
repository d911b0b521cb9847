import { deepFreeze } from '../core/snapshot.js';
import { buildGeometry } from '../core/geometry.js';
import { oneOf, type OptionsOf, type SectionOf } from '../core/option-schema.js';
import { UNUSABLE, type ModuleRules, type StartSide, type VariantModule } from '../core/variant.js';
import { perOptions } from './per-options.js';

/**
 * Six-one (шесть-один), EXPERIMENTAL: the docs/rules/six-one.md reconstruction (SO-1..SO-9) of a game
 * known only from a 2010 Russian dictionary stub. See docs/six-one.md for the reading and the
 * options.
 *
 * Each player runs his own row of 12 points (own point 12 = the stack, the "lid"; own point 1 = the
 * last point; home = borne off). The players never meet, so there is no blocking, hitting or bar.
 * SO-8 (a usable die must be used) is G-9, which the shared generator applies to every variant;
 * SO-3 (opening) and SO-9 (1 point, no mars, koks or cube) belong to the game and scoring layers.
 */

/** SO-2: own point 12, where all fifteen checkers start. */
const STACK = 12;
/** SO-1: each player's row. */
const ROW = 12;

const SIX_ONE_SECTION = Object.freeze({
  numberMeaning: oneOf('distance', ['distance', 'pointNumber']), // SO-4
  oneSixForMovedCheckers: oneOf('move', ['move', 'unusable']), // SO-5
  exactHome: oneOf(false, [true, false]), // SO-6
  doubles: oneOf(2, [2, 4]), // SO-7
});

/**
 * The `sixOne` option section (docs/rules/six-one.md): `numberMeaning` (SO-4),
 * `oneSixForMovedCheckers` (SO-5), `exactHome` (SO-6) and `doubles` (SO-7).
 */
export type SixOneOptions = SectionOf<typeof SIX_ONE_SECTION>;
/** SO-4: whether a 2..5 moves a checker that many points ('distance') or to the point of that number ('pointNumber'). */
export type SixOneNumberMeaning = SixOneOptions['numberMeaning'];
/** SO-5: whether a 6 or 1 moves a checker that has left the stack in the ordinary way ('move') or not at all ('unusable'). */
export type SixOneMovedCheckers = SixOneOptions['oneSixForMovedCheckers'];

// No bearOff section: SO-6 replaces G-13 / G-14, so `bearOff` is 'option-not-for-variant'.
const OPTIONS = Object.freeze({ sixOne: SIX_ONE_SECTION });
type Options = OptionsOf<typeof OPTIONS>;

// SO-1 / G-3: White's row is board points 1..12 (own p = board p); Black's row is board points
// 13..24 (own p = board 25 - p). The rows share no board point, so every `facing` entry is NOWHERE
// (no blocking, no hitting), and both stacks sit at the left end of the usual drawing (board 12
// bottom left, board 13 top left), where the stub puts them (§5.2 statement 2).
const GEOMETRY = buildGeometry(
  ROW,
  (p) => p,
  (p) => 25 - p,
);

// SO-2: all fifteen on the stack.
const START: StartSide = Object.freeze({ points: Object.freeze({ [STACK]: 15 }) });

const isSixOrOne = (die: number): boolean => die === 1 || die === 6;

/**
 * The movement table for one option set: `table[from * 7 + die]` is the landing point, 0 for home,
 * below 0 for an over-shoot (SO-6) and UNUSABLE where the die cannot move that checker. The bar
 * slot (25) and the points beyond the row stay UNUSABLE.
 */
function sixOneTargets(options: SixOneOptions): Int8Array {
  const table = new Int8Array(26 * 7).fill(UNUSABLE);
  for (let from = 1; from <= ROW; from++) {
    for (let die = 1; die <= 6; die++) {
      let to: number;
      if (from === STACK) {
        // SO-4: a 6 or 1 sends a stack checker straight home (it never moves 6 or 1 points).
        // Checkers only move forward, so own point 12 only ever holds stack checkers (SO-5).
        if (isSixOrOne(die)) to = 0;
        // SO-4 'pointNumber': a 2-5 puts a stack checker on row point n = own point 13 - n.
        else if (options.numberMeaning === 'pointNumber') to = ROW + 1 - die;
        else to = from - die;
      } else {
        // SO-5: a checker off the stack cannot jump home with a 6 or 1; by default the die
        // moves it normally (and SO-6 may still take it home), under 'unusable' not at all.
        if (isSixOrOne(die) && options.oneSixForMovedCheckers === 'unusable') continue;
        to = from - die;
      }
      table[from * 7 + die] = to;
    }
  }
  return table;
}

const moveRules = perOptions((options: Options): ModuleRules => {
  const o = options.sixOne;
  return Object.freeze({
    checkers: 15, // G-1
    points: ROW, // SO-1
    // SO-6: home lies beyond own point 1, so no board point is "home"; only borne-off checkers are.
    homeSize: 0,
    hasBar: false, // SO-1: nothing is ever hit
    absolute: GEOMETRY.absolute,
    ownAt: GEOMETRY.ownAt,
    facing: GEOMETRY.facing,
    // SO-1: never consulted in effect, as no point faces an opposing one (NOWHERE is always empty).
    closedAt: 1,
    hits: false, // SO-1
    bearOff: Object.freeze({
      // SO-6: a move past the row end goes home whatever the other checkers do: no G-11 precondition.
      requireAllHome: false,
      // SO-6: every over-shoot goes home; with exactHome only an exact move does.
      overshoot: o.exactHome ? 'never' : 'always',
      movesWithinHome: true, // there is no home board to stay inside (G-14 does not arise)
    }),
    target: sixOneTargets(o),
    stepsForDouble: o.doubles, // SO-7
    headPoint: 0, // the stack has no head rule: all its checkers may leave it in one turn
    headLimit: () => 15,
    hitter: 'free',
    // Moves only go forward and never depend on other checkers, so any reordering of a legal
    // sequence is legal and reaches the same position (doubles may be tried in source order).
    orderIndependent: true,
    orderIndependentOutsideHome: true,
    stepConstraint: null,
    pins: false,
    mayMoveFrom: null,
    outcomeAfterStep: null,
    preferredPlays: null,
    endConstraint: null,
  });
});

const ONE_POINT = Object.freeze([Object.freeze({ kind: 'oin', multiplier: 1 } as const)]);

export const sixOne: VariantModule<'six-one', typeof OPTIONS> = deepFreeze({
  id: 'six-one',
  name: 'six-one',
  code: 'so',
  points: ROW,
  hasBar: false,
  options: OPTIONS,
  presets: {
    // SO-3 (the winner rolls anew), SO-9 (no cube); 3 points suggested in the preset table.
    standard: { game: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 3 } },
  },
  moveRules,
  startSide: () => START,
  // SO-9: the first player with all fifteen home wins one point; there is no mars or koks.
  scoring: { levels: () => ONE_POINT, classify: () => 'oin' as const },
});
