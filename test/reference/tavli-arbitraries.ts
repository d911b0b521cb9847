import fc from 'fast-check';
import type { Player } from '../../src/core/player.js';
import type { Setup, SetupSide } from '../../src/position/setup-types.js';
import type { VariantId } from '../../src/variants/registry.js';
import { optionSection, optionValue } from './board.js';
import { standingDecision } from './plakoto.js';
import { absoluteOf as opposedAbsolute } from './short-tavla.js';
import { SHORT_TAVLA_SETUPS } from './starts.js';

/**
 * fast-check arbitraries for comparing the library with the literal reference in the Tavli games
 * and the short tavla setups: option settings by the names the rule pages give, and hand-built
 * Setups (plain data; the tests turn them into positions with the library). Every Setup is meant
 * to be a position that can arise in play: PL-3's point states, FE-5's single runner, no shared
 * points where the variant has none, nobody finished.
 */

export const PLAKOTO: VariantId = 'plakoto';
export const FEVGA: VariantId = 'fevga';
export const SHORT_TAVLA: VariantId = 'short-tavla';

/** Options as the rule pages name them (plain data, as a caller writes them). */
export type Options = Record<string, unknown>;

/** The option values of docs/rules/plakoto.md (PL-15, PL-17) and fevga.md (FE-6, FE-7, FE-8, FE-10). */
const MOTHER_RULES = ['standard', 'noException', 'off'] as const;
const MOTHER_CHECKS = ['everySubMove', 'atPinOnly'] as const;
const FIRST_CHECKER = ['pastStartPoint', 'reachStartPoint', 'off'] as const;
const QUARTER_RULES = ['ownStart', 'opponentStart', 'both', 'opponentMax4', 'none'] as const;
const QUARTER_CHECKS = ['endOfTurn', 'everySubMove'] as const;
const PRIME_RULES = ['unblockWhenGathered', 'unblockWhenStuck', 'forbidTrapAll', 'none'] as const;

/** A side from its own points (each gets one checker, the rest spread by `picks` over `stackable`), off and pins. */
function side(points: readonly number[], stackable: readonly number[], picks: readonly number[], off: number, pinned: readonly number[]): SetupSide | null {
  const counts: Record<number, number> = {};
  for (const p of points) counts[p] = 1;
  let rest = 15 - off - points.length;
  if (rest < 0) return null;
  if (rest > 0 && stackable.length === 0) return null;
  for (let i = 0; rest > 0; i++, rest--) {
    const p = stackable[picks[i % picks.length]! % stackable.length]!;
    counts[p] = counts[p]! + 1;
  }
  return pinned.length === 0 ? { points: counts, off } : { points: counts, off, pinned: [...pinned].sort((a, b) => b - a) };
}

// ---------------------------------------------------------------------------------------------
// Plakoto

export const plakotoOptions: fc.Arbitrary<Options> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ plakoto: fc.record({ motherRule: fc.constantFrom(...MOTHER_RULES), motherCheck: fc.constantFrom(...MOTHER_CHECKS), bearOffWhilePinned: fc.boolean() }) }) },
  { weight: 1, arbitrary: fc.constantFrom<Options>({ preset: 'plakoto' }, { preset: 'tapa' }, { preset: 'tapaQjs' }) },
);

/**
 * Could this Plakoto position stand, undecided, in a game played under its options? A pinned
 * mother is decisive at once under 'noException'; under 'standard' with 'everySubMove' it stands
 * only while the pinner keeps a checker on his own 24 (PL-13); two pinned mothers are a draw (PL-14).
 */
export function plakotoStandsUndecided(setup: Setup): boolean {
  const o = optionSection(setup, 'plakoto');
  const rules = { motherRule: optionValue(o, 'motherRule', MOTHER_RULES, 'standard'), motherCheck: optionValue(o, 'motherCheck', MOTHER_CHECKS, 'everySubMove') };
  if (rules.motherRule === 'off') return true;
  const motherPinned = (p: Player): boolean => (setup[p].pinned ?? []).includes(24);
  if (motherPinned('white') && motherPinned('black')) return false;
  if (rules.motherRule === 'noException') return !motherPinned('white') && !motherPinned('black');
  return rules.motherCheck === 'atPinOnly' || standingDecision(setup) === null;
}

type PlakotoKind = 'spread' | 'home' | 'mothers';

/**
 * Hand-built Plakoto positions with pins (PL-3): each side on a few own points, every point both
 * sides want is shared with one side's single checker pinned under the other's. Kinds: 'spread'
 * anywhere; 'home' — the mover in and near his home with opposing stragglers there, so pins in
 * the home and bearing off meet (PL-9, PL-10); 'mothers' — a lone mother on the opponent's 24
 * (and sometimes on the mover's) with checkers near the other's 24, so mothers get pinned, with
 * and without the exception (PL-11..PL-17).
 */
export const plakotoHandMadeSetup: fc.Arbitrary<Setup> = fc
  .record({
    kind: fc.constantFrom<PlakotoKind>('spread', 'home', 'mothers'),
    turn: fc.constantFrom<Player>('white', 'black'),
    mover: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 8 }),
    opponent: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 8 }),
    moverPinnedWhere: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
    moverPicks: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    opponentPicks: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    moverOff: fc.integer({ min: 0, max: 10 }),
    opponentOff: fc.integer({ min: 0, max: 6 }),
    options: plakotoOptions,
  })
  .map((d) => {
    const mover = d.turn;
    let moverPoints = d.mover;
    let theirPoints = d.opponent;
    let moverOff = d.kind === 'home' ? d.moverOff : d.moverOff >> 2;
    const theirOff = d.kind === 'home' ? 0 : d.opponentOff >> 1;
    if (d.kind === 'home') {
      // The mover on his own 1..8; some opposing checkers on their own 19..24 (the mover's 6..1).
      moverPoints = [...new Set(moverPoints.map((p) => ((p - 1) % 8) + 1))];
      theirPoints = [...new Set(theirPoints.map((p, i) => (i % 2 === 0 ? 19 + (p % 6) : p)))];
    }
    if (d.kind === 'mothers') {
      // A lone mother on the opponent's own 24 (and, one time in two, on the mover's), both sides
      // mostly on their own 1..7 (next to the other's 24), a few elsewhere.
      const near = (points: readonly number[]): number[] => points.map((p) => (p % 3 === 0 ? p : ((p - 1) % 7) + 1)).filter((p) => p !== 24);
      moverPoints = [...new Set([...(d.moverPicks[0]! % 2 === 0 ? [24] : []), ...near(moverPoints)])];
      theirPoints = [...new Set([24, ...near(theirPoints)])];
      moverOff = 0;
    }
    // In 'mothers' a mother stands alone on its 24, so that it can be pinned.
    const stackable = (points: readonly number[], pins: readonly number[]): number[] => points.filter((p) => !pins.includes(p) && (d.kind !== 'mothers' || p !== 24));
    // Opposed directions (G-3): the mover's own p and the opponent's own 25 - p are one point.
    const shared = moverPoints.filter((p) => theirPoints.includes(25 - p));
    const moverPins = shared.filter((p) => d.moverPinnedWhere[p - 1]);
    const theirPins = shared.filter((p) => !d.moverPinnedWhere[p - 1]).map((p) => 25 - p);
    const moverSide = side(moverPoints, stackable(moverPoints, moverPins), d.moverPicks, moverOff, moverPins);
    const theirSide = side(theirPoints, stackable(theirPoints, theirPins), d.opponentPicks, theirOff, theirPins);
    if (moverSide === null || theirSide === null) return null;
    const setup: Setup = {
      variant: PLAKOTO,
      turn: mover,
      white: mover === 'white' ? moverSide : theirSide,
      black: mover === 'white' ? theirSide : moverSide,
      options: d.options,
    };
    return setup;
  })
  .filter((s): s is Setup => s !== null);

// ---------------------------------------------------------------------------------------------
// Fevga

export const fevgaOptions: fc.Arbitrary<Options> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      fevga: fc.record({
        firstChecker: fc.constantFrom(...FIRST_CHECKER),
        quarterRule: fc.constantFrom(...QUARTER_RULES),
        quarterCheck: fc.constantFrom(...QUARTER_CHECKS),
        primeRule: fc.constantFrom(...PRIME_RULES),
      }),
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom<Options>({ preset: 'fevga' }, { preset: 'moultezim' }) },
);

export type FevgaKind = 'spread' | 'gathered' | 'quarter' | 'runner' | 'bearOff';
export const FEVGA_KINDS: readonly FevgaKind[] = ['spread', 'gathered', 'quarter', 'runner', 'bearOff'];

/**
 * FE-5 in play: until a side is released (a checker on own 1..11 or borne off, FE-6's default),
 * at most one of its checkers has left its own 24.
 */
export function fevgaSideConsistent(s: SetupSide): boolean {
  let left = 0;
  let released = (s.off ?? 0) > 0;
  for (let p = 1; p < 24; p++) {
    left += s.points[p] ?? 0;
    if (p <= 11 && (s.points[p] ?? 0) > 0) released = true;
  }
  return released || left <= 1;
}

/**
 * Hand-built Fevga positions (no shared points, FE-3), each side consistent with FE-5. Kinds:
 * 'gathered' — every opposing checker on one point x (24, or 7..11) with the mover holding the six
 * points in front of it, sometimes only five (FE-9, FE-10); 'quarter' — the mover on five of his
 * own 19-24 and several of 7-12 (FE-7, FE-8); 'runner' — the mover not yet released, one
 * checker off his start or none (FE-5, FE-6); 'bearOff' — the mover in his home; 'spread'.
 */
export function fevgaHandMadeSetupOf(kinds: readonly FevgaKind[], options: fc.Arbitrary<Options> = fevgaOptions): fc.Arbitrary<Setup> {
  return fc
  .record({
    kind: fc.constantFrom(...kinds),
    turn: fc.constantFrom<Player>('white', 'black'),
    mover: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 8 }),
    opponent: fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 8 }),
    x: fc.constantFrom(24, 24, 7, 8, 9, 10, 11),
    drop: fc.integer({ min: 0, max: 9 }),
    runner: fc.integer({ min: 12, max: 24 }),
    moverPicks: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    opponentPicks: fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
    moverOff: fc.integer({ min: 0, max: 12 }),
    opponentOff: fc.integer({ min: 0, max: 8 }),
    options,
  })
  .map((d) => {
    const mover = d.turn;
    // G-3, parallel games: the point the mover calls p is the opponent's ((p + 11) mod 24) + 1.
    const theirOwn = (p: number): number => (p <= 12 ? p + 12 : p - 12);
    let moverPoints = d.mover;
    let theirPoints = d.opponent;
    let moverOff = 0;
    let theirOff = d.opponentOff >> 1;
    switch (d.kind) {
      case 'gathered': {
        theirPoints = [d.x];
        theirOff = 0;
        // O's x-1 … x-6 as the mover's own points; one of them left out now and then (drop < 6).
        const six = [1, 2, 3, 4, 5, 6].map((k) => theirOwn(d.x - k)).filter((_, k) => k !== d.drop);
        const release = d.x === 24 ? [] : [((d.mover[0]! - 1) % 11) + 1]; // a checker on own 1..11
        moverPoints = [...new Set([...six, ...release, ...d.mover.slice(1, 3)])];
        break;
      }
      case 'quarter': {
        const five = [19, 20, 21, 22, 23, 24].filter((p) => p !== 19 + (d.drop % 6));
        const yard = d.mover.map((p) => ((p - 1) % 6) + 7); // own 7..12
        moverPoints = [...new Set([...five, ...yard, ((d.mover[0]! - 1) % 6) + 1])];
        break;
      }
      case 'runner':
        moverPoints = d.runner === 24 ? [24] : [24, d.runner];
        break;
      case 'bearOff':
        moverPoints = [...new Set(d.mover.map((p) => ((p - 1) % 6) + 1))];
        moverOff = d.moverOff;
        break;
      case 'spread':
        moverOff = d.moverOff >> 2;
        break;
    }
    // FE-3: a point holds one colour; the opponent keeps off the mover's points.
    theirPoints = theirPoints.filter((q) => !moverPoints.includes(theirOwn(q)));
    if (theirPoints.length === 0) return null;
    const moverStack = d.kind === 'runner' ? [24] : d.kind === 'gathered' ? moverPoints.filter((p) => p !== theirOwn(d.x)) : moverPoints;
    const moverSide = side(moverPoints, moverStack, d.moverPicks, moverOff, []);
    const theirSide = side(theirPoints, theirPoints, d.opponentPicks, theirOff, []);
    if (moverSide === null || theirSide === null) return null;
    if (!fevgaSideConsistent(moverSide) || !fevgaSideConsistent(theirSide)) return null;
    const setup: Setup = {
      variant: FEVGA,
      turn: mover,
      white: mover === 'white' ? moverSide : theirSide,
      black: mover === 'white' ? theirSide : moverSide,
      options: d.options,
    };
    return setup;
  })
  .filter((s): s is Setup => s !== null);
}

export const fevgaHandMadeSetup: fc.Arbitrary<Setup> = fevgaHandMadeSetupOf(FEVGA_KINDS);

// ---------------------------------------------------------------------------------------------
// Short tavla setups

export const setupOptions: fc.Arbitrary<Options> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ setup: fc.constantFrom(...SHORT_TAVLA_SETUPS), hyperCheckers: fc.constantFrom(1, 2, 3), hitAndRun: fc.constantFrom('allowed', 'forbiddenInOwnHome', 'forbiddenToOwnPoint') })
      .map(({ setup, hyperCheckers, hitAndRun }) => ({ shortTavla: setup === 'hypergammon' ? { setup, hyperCheckers, hitAndRun } : { setup, hitAndRun } })),
  },
  { weight: 1, arbitrary: fc.constantFrom<Options>({ preset: 'nackgammon' }, { preset: 'hypergammon' }, { preset: 'longGammon' }) },
);

/**
 * Hand-built Hypergammon positions (NH-3, NH-4): N = 1..3 checkers a side, each on a random own
 * point, on the bar or borne off (never all of one side), the two sides never on one point.
 */
export const hypergammonHandMadeSetup: fc.Arbitrary<Setup> = fc
  .record({
    n: fc.constantFrom(1, 2, 3),
    turn: fc.constantFrom<Player>('white', 'black'),
    white: fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 3, maxLength: 3 }),
    black: fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 3, maxLength: 3 }),
    hitAndRun: fc.constantFrom('allowed', 'forbiddenInOwnHome', 'forbiddenToOwnPoint'),
    bearOff: fc.record({ higherDieRule: fc.boolean(), allowMovesWithinHome: fc.boolean() }),
  })
  .map((d) => {
    const taken = new Set<number>();
    const place = (player: Player, wanted: readonly number[]): SetupSide | null => {
      const points: Record<number, number> = {};
      let bar = 0;
      let off = 0;
      for (const own of wanted.slice(0, d.n)) {
        if (own === 25) bar++;
        else if (own === 0) off++;
        else {
          const a = opposedAbsolute(player, own);
          if (taken.has(a)) return null; // one colour per point
          points[own] = (points[own] ?? 0) + 1;
        }
      }
      if (off === d.n) return null;
      for (const own of Object.keys(points)) taken.add(opposedAbsolute(player, Number(own)));
      return { points, bar, off };
    };
    const white = place('white', d.white);
    const black = place('black', d.black);
    if (white === null || black === null) return null;
    const setup: Setup = {
      variant: SHORT_TAVLA,
      turn: d.turn,
      white,
      black,
      options: { shortTavla: { setup: 'hypergammon', hyperCheckers: d.n, hitAndRun: d.hitAndRun }, bearOff: d.bearOff },
    };
    return setup;
  })
  .filter((s): s is Setup => s !== null);

// ---------------------------------------------------------------------------------------------
