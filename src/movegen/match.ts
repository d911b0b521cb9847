import type { PlayErrorCode } from '../core/errors.js';
import { STEP_REJECTED, UNUSABLE } from '../core/variant.js';
import { Builder, HIT, StepCode } from './builder.js';
import type { RawPlay, RawPlays } from './generate.js';

/**
 * Matching what a caller wrote — explicit steps or notation like `24/18*\/13 6/off(2)` — against
 * the legal plays. A written play is a list of checker paths; each hop of a path is realised by
 * one or more dice, in any order of the paths. The written play is legal exactly when some
 * realisation reaches the final position of a legal play (G-9.5: same position, same play).
 * When none does, the deepest failing sub-move says why.
 */

/** One hop of a checker: from a point (25 = bar) to a lower point (0 = off). */
export interface Hop {
  readonly from: number;
  readonly to: number;
  /** The die to use, when the caller named it (explicit steps); otherwise any dice that fit. */
  readonly die?: number;
  /** True when the writer marked a hit (`*`) on the landing point: it must then hit. */
  readonly hitMarked?: boolean;
  /**
   * An explicit step's `hit` (a Play's step handed back, or steps written out): whether the step
   * hits where it lands, checked both ways (ST-5). Notation says only `hitMarked`.
   */
  readonly hitClaim?: boolean;
}

/** One checker's path: consecutive hops. */
export type Path = readonly Hop[];

export interface Failure {
  readonly code: PlayErrorCode;
  readonly message: string;
}

export const STEP_FAILURES: Readonly<Record<StepCode, PlayErrorCode>> = {
  [StepCode.Ok]: 'illegal-play',
  [StepCode.NoChecker]: 'no-checker',
  [StepCode.MustEnterFirst]: 'must-enter-first',
  [StepCode.Unusable]: 'step-not-allowed',
  [StepCode.Blocked]: 'point-blocked',
  [StepCode.CannotBearOff]: 'cannot-bear-off',
  [StepCode.NeedsExact]: 'bear-off-needs-exact',
  [StepCode.WithinHomeForbidden]: 'move-within-home-forbidden',
  [StepCode.HeadRule]: 'head-rule',
  [StepCode.HitAndRun]: 'hit-and-run',
  [StepCode.Constraint]: 'six-block',
  [StepCode.Pinned]: 'checker-pinned',
  [StepCode.FirstChecker]: 'first-checker',
};

const FAILURE_TEXT: Readonly<Record<PlayErrorCode, string>> = {
  'invalid-argument': 'an argument is not of the right kind',
  'invalid-dice': 'the dice are not a roll',
  'game-over': 'the game is over',
  'turn-over': 'this turn has been played in full',
  'malformed-play': 'the play is malformed',
  'die-not-rolled': 'no unused die of the roll fits this move',
  'no-checker': 'there is no checker of the mover on that point',
  'wrong-direction': 'checkers move towards home, from higher to lower points',
  'must-enter-first': 'a checker on the bar must enter before any other checker moves (ST-6)',
  'point-blocked': 'the landing point is held by the opponent (ST-4 / LN-4)',
  'cannot-bear-off': 'bearing off needs every checker in the home (G-11)',
  'bear-off-needs-exact': 'a higher die bears off only from the highest occupied point (G-13)',
  'move-within-home-forbidden': 'once all checkers are home, dice may only bear off (CG-8)',
  'head-rule': 'no more checkers may leave the head this turn (LN-11)',
  'hit-and-run': 'the checker that hit may not move on like this (ST-9)',
  'step-not-allowed': 'this die cannot move that checker',
  'checker-pinned': 'that checker is pinned under an opposing checker and cannot move (PL-6)',
  'first-checker': 'no other checker may leave the start until the first one has gone far enough (FE-5)',
  'six-block': 'the play would leave an illegal block of six (LN-13)',
  'must-use-more-dice': 'a play that uses more dice exists, so it must be chosen (G-9)',
  'must-use-larger-die': 'only one die can be played, and the larger one can, so it must be (G-9)',
  'illegal-play': 'this is not one of the legal plays',
  'ambiguous-play': 'this fits more than one legal play',
  'malformed-notation': 'the notation cannot be read',
  'input-too-long': 'the notation is longer than any play',
};

export function failure(code: PlayErrorCode, detail?: string): Failure {
  const text = FAILURE_TEXT[code];
  return { code, message: detail === undefined ? `Illegal play: ${text}.` : `Illegal play (${detail}): ${text}.` };
}

function spell(point: number): string {
  return point === 25 ? 'bar' : point <= 0 ? 'off' : String(point);
}

/** Legal final positions grouped by key, for look-ups while matching. */
export function indexFinals(raw: RawPlays): Map<number, RawPlay[]> {
  const index = new Map<number, RawPlay[]>();
  for (const play of raw.plays) {
    const list = index.get(play.hash);
    if (list) list.push(play);
    else index.set(play.hash, [play]);
  }
  return index;
}

export function findFinal(b: Builder, finals: Map<number, RawPlay[]>): RawPlay | undefined {
  const list = finals.get(b.hash);
  return list?.find((play) => b.sameAs(play.words, 0));
}

/**
 * Finds the legal plays a written play can mean. With `quietPassing`, a point passed on the way
 * without being written must not hold a blot (a hit there would have been written `x*`). Returns the matches (distinct legal plays) or,
 * when there is none, the most telling failure.
 */
export function matchPaths(
  builder: Builder,
  dice: readonly number[],
  paths: readonly Path[],
  raw: RawPlays,
  quietPassing = false,
): { readonly matches: readonly RawPlay[]; readonly failure: Failure | null } {
  const b = builder;
  const finals = indexFinals(raw);
  const used = new Uint8Array(dice.length);
  const matches: RawPlay[] = [];
  let why: Failure = failure('illegal-play');
  let completed = 0;
  let longest = 0;
  let steps = 0;
  const flags = { endFailed: false };
  const tracksHitters = b.rules.hitter === 'noHideOnOwnPoint';

  // A failure of a one-die attempt at a written hop ("strong") says more than one met on the way
  // through a point the writer never named ("weak"); among equals the deepest attempt wins.
  let whyRank = -1;
  const fail = (f: Failure, strong = true): void => {
    const rank = (strong ? 1000 : 0) + steps;
    if (rank > whyRank) {
      whyRank = rank;
      why = f;
    }
  };

  // Can the unused dice still carry a checker over this hop at all, by the variant's own
  // movement table (six-one's 6 and 1 jump from the stack straight home)?
  const composable = (from: number, to: number): boolean => {
    for (let i = 0; i < dice.length; i++) {
      if (used[i]) continue;
      const t = b.target(from, dice[i]!);
      if (t === UNUSABLE) continue;
      const landing = t < 0 ? 0 : t;
      if (landing === to || (to === 0 && t <= 0)) return true;
      if (landing > to && landing >= 1) {
        used[i] = 1;
        const further = composable(landing, to);
        used[i] = 0;
        if (further) return true;
      }
    }
    return false;
  };

  // Each path has a current point and a current hop; every step advances one path by one die,
  // so paths interleave (two checkers entering from the bar before either moves on, ST-6).
  const at = paths.map((path) => path[0]!.from);
  const hopOf = paths.map(() => 0);

  const next = (): void => {
    let pending = false;
    for (let p = 0; p < paths.length; p++) {
      const path = paths[p]!;
      const h = hopOf[p]!;
      if (h === path.length) continue;
      pending = true;
      // Identical paths at the same stage are interchangeable: advance only the first.
      let twin = false;
      for (let q = 0; q < p && !twin; q++) twin = hopOf[q] === h && at[q] === at[p] && samePath(paths[q]!, path);
      if (twin) continue;
      const from = at[p]!;
      const want = path[h]!;
      const midway = from !== want.from;
      if (!midway && want.die === undefined && want.from > want.to && !composable(want.from, want.to)) {
        fail(failure('die-not-rolled', `${spell(want.from)}/${spell(want.to)}`));
        continue;
      }
      let tried = false;
      for (let i = 0; i < dice.length; i++) {
        if (used[i] || (i > 0 && dice[i] === dice[i - 1] && !used[i - 1])) continue;
        const die = dice[i]!;
        if (want.die !== undefined && want.die !== die) continue;
        const raw = b.target(from, die);
        const landing = raw < 0 ? 0 : raw;
        // A hop lands exactly on its end; bearing off may over-shoot; longer hops pass intermediate points.
        const ends = landing === want.to || (want.to === 0 && raw <= 0);
        const passes = !ends && want.die === undefined && landing > want.to && landing >= 1;
        if (!ends && !passes) continue;
        tried = true;
        for (let kind = 0; kind < (tracksHitters ? 2 : 1); kind++) {
          const code = b.check(from, die, kind === 1);
          if (code !== StepCode.Ok) {
            if (kind === 0 || code !== StepCode.HitAndRun) fail(failure(STEP_FAILURES[code], `${spell(from)}/${spell(landing)}`), ends && !midway);
            continue;
          }
          const token = b.apply(from, die, kind === 1);
          if (ends && want.hitMarked === true && (token & HIT) === 0) {
            fail(failure('illegal-play', `${spell(from)}/${spell(landing)}* hits nothing`), !midway);
          } else if (ends && want.hitClaim !== undefined && want.hitClaim !== ((token & HIT) !== 0)) {
            const says = want.hitClaim ? 'hit: true, but it hits nothing' : 'hit: false, but it hits a lone checker (ST-5)';
            fail(failure('illegal-play', `${spell(from)}/${spell(landing)} says ${says}`), !midway);
          } else if (passes && quietPassing && (token & HIT) !== 0) {
            // GNU Backgammon writes every hit, so an unwritten intermediate point is one that did not hit.
            fail(failure('illegal-play', `${spell(from)}/${spell(landing)} would hit; write it as ${spell(from)}/${spell(landing)}*`), false);
          } else if (b.afterStep(from, landing) === STEP_REJECTED) {
            fail(failure('six-block', `${spell(from)}/${spell(landing)}`), ends && !midway);
          } else {
            used[i] = 1;
            steps++;
            at[p] = landing;
            if (ends) hopOf[p] = h + 1;
            next();
            hopOf[p] = h;
            at[p] = from;
            steps--;
            used[i] = 0;
          }
          b.undo(from, token);
        }
      }
      if (!tried) {
        // A hop away from home is the wrong direction; any other hop that no unused die (named or
        // not) carries, alone or with others, is a move of a distance not rolled.
        const code = want.from <= want.to ? 'wrong-direction' : 'die-not-rolled';
        fail(failure(code, `${spell(want.from)}/${spell(want.to)}`), !midway);
      }
    }
    if (pending) return;
    completed++;
    longest = Math.max(longest, steps);
    const found = findFinal(b, finals);
    if (found) {
      if (!matches.includes(found)) matches.push(found);
    } else if (!b.endOk()) {
      flags.endFailed = true;
    }
  };

  next();
  if (matches.length > 0) return { matches, failure: null };
  if (completed === 0) return { matches, failure: why };
  // Every sub-move was legal, yet the whole is not a legal play: say which part of G-9 bites.
  if (longest < raw.length) return { matches, failure: failure('must-use-more-dice') };
  if (raw.length === 1 && dice.length === 2 && dice[0] !== dice[1]) return { matches, failure: failure('must-use-larger-die') };
  if (flags.endFailed) return { matches, failure: failure('six-block') };
  return { matches, failure: failure('illegal-play') };
}

function samePath(a: Path, b: Path): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.from !== y.from || x.to !== y.to || x.die !== y.die || x.hitMarked !== y.hitMarked || x.hitClaim !== y.hitClaim) return false;
  }
  return true;
}
