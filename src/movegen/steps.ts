import { packStep, stepDie, stepFrom, stepTo, type PackedStep } from '../core/packed-step.js';
import type { Dice } from '../core/dice.js';
import type { PlayError, PlayErrorCode } from '../core/errors.js';
import type { Step, StepFrom, StepTo } from '../core/play.js';
import { err, ok, type Result } from '../core/result.js';
import { snapshot } from '../core/snapshot.js';
import { STEP_REJECTED } from '../core/variant.js';
import { rulesOf, type Position } from '../position/position.js';
import { readStep, resolveAgainst, type StepInput, type StepRead } from './apply.js';
import { Builder, HIT, StepCode } from './builder.js';
import { toStep } from '../core/step-lists.js';
import { release, type RawPlays } from './generate.js';
import { generateFirstStage, readRollInput } from './plays.js';
import { findFinal, indexFinals } from './match.js';
import { firstStepsOfFullPlays, withFullPlays } from './first-steps.js';

/**
 * A single step a UI may offer next (`legalSteps`, `stageSteps`): one checker moved from `from`
 * to `to` by one die. Each (from, to) is offered once, with every die that may make it in `dice`
 * (largest first: a bear-off that a 5 and a 6 both make is one offer with `dice: [6, 5]`).
 * It is a `Step`: `die` is the first of `dice`.
 */
export interface StepOffer extends Step {
  /** Every unused die that may make this step and still lead to a legal play, largest first. */
  readonly dice: readonly number[];
}

/**
 * Where one checker may go next (`legalDestinations`): a point `to` reached by one die or by
 * several dice played by the same checker one after another, with every way to get there.
 */
export interface Destination {
  /** The landing point in the mover's numbering, or 'off'. */
  readonly to: StepTo;
  /**
   * Each distinct way to get there, as the single steps in order (each with its die and whether
   * it hits); ways with fewer dice first. Hand any of them, or just `{ from, to }`, back as steps.
   */
  readonly ways: readonly (readonly Step[])[];
}

/**
 * The destinations of every checker that may move next, as frozen `[from, destinations]` entries
 * (highest point first; `new Map(destinations)` makes a Map of it). Empty when nothing more may
 * be moved.
 */
export type Destinations = readonly (readonly [from: StepFrom, destinations: readonly Destination[]])[];

/**
 * The single steps a UI may offer next: exactly those that extend `stepsSoFar` towards some
 * legal play, so a player can never start a play that breaks G-9 (a first step that would
 * leave the other die unplayable is simply not offered). Each (from, to) is offered once, with
 * the dice that may make it. An empty list means the play is complete. `stepsSoFar` is read as
 * `applyPlay` reads steps: a step may carry a checker over several dice (`{ from: 24, to: 13 }`
 * with 6-5, hitting on the way), and a step that cannot be part of a legal play gets the code
 * `applyPlay` gives for the same steps.
 */
export function legalSteps(position: Position, dice: Dice, stepsSoFar: readonly StepInput[] = []): Result<readonly StepOffer[], PlayError> {
  const input = readRollInput('legalSteps', position, dice);
  if ('ok' in input) return input;
  // The steps are read once into the library's own copy; nothing reads the caller's list again.
  const steps = snapshot(stepsSoFar, 'legalSteps: stepsSoFar');
  if (!steps.ok) return steps;
  return stepsFor(input.position, input.dice, steps.value);
}

/**
 * Every checker's reachable destinations after `stepsSoFar`, single and combined, in one call:
 * for each point with a checker that may move next, the points it may reach with one die or
 * with several dice in a row (each way leading on to a legal play), and the dice each way uses.
 * Reads `stepsSoFar` and answers errors as `legalSteps` does.
 */
export function legalDestinations(position: Position, dice: Dice, stepsSoFar: readonly StepInput[] = []): Result<Destinations, PlayError> {
  const input = readRollInput('legalDestinations', position, dice);
  if ('ok' in input) return input;
  const steps = snapshot(stepsSoFar, 'legalDestinations: stepsSoFar');
  if (!steps.ok) return steps;
  const given = readGiven(steps.value);
  if (!given.ok) return given;
  const p = input.position;
  const d = input.dice;
  const quick = withFullPlays(p, d, (b, subMoves) => exploreWays(b, subMoves, subMoves.length, given.value, () => b.endOk(), true));
  const ways = quick ?? generalWays(p, d, given.value, true);
  return ways === null ? notAStart(p, rawOf(p, d), steps.value as readonly StepInput[]) : ok(toDestinations(ways));
}

function stepsFor(position: Position, dice: Dice, stepsSoFar: unknown): Result<readonly StepOffer[], PlayError> {
  // Where some play uses every die, the legal plays are the complete sequences: no need to
  // generate them all (first-steps.ts). A prefix that begins none goes the general way, for its error.
  if (Array.isArray(stepsSoFar) && stepsSoFar.length === 0) {
    // The offer a UI makes before the first step: the hot path.
    const first = withFullPlays(position, dice, (b, subMoves, sorted, used) => firstStepsOfFullPlays(b, subMoves.length, sorted, used));
    if (first !== null) return ok(toOffers(first));
  }
  const given = readGiven(stepsSoFar);
  if (!given.ok) return given;
  const quick = withFullPlays(position, dice, (b, subMoves) => exploreWays(b, subMoves, subMoves.length, given.value, () => b.endOk(), false));
  if (quick !== null) return ok(offersOf(quick));
  return generalSteps(position, dice, stepsSoFar as readonly StepInput[]);
}

/** `legalSteps` by generating every play first, for every variant and every prefix of steps (exported for the tests). */
export function generalSteps(position: Position, dice: Dice, stepsSoFar: readonly StepInput[]): Result<readonly StepOffer[], PlayError> {
  const given = readGiven(stepsSoFar);
  if (!given.ok) return given;
  const ways = generalWays(position, dice, given.value, false);
  return ways === null ? notAStart(position, rawOf(position, dice), stepsSoFar) : ok(offersOf(ways));
}

function generalWays(position: Position, dice: Dice, given: readonly StepRead[], combined: boolean): PackedStep[][] | null {
  // The engine's own table of final positions answers "is this a legal play?" with no copies.
  const engine = generateFirstStage(position, dice);
  try {
    return exploreWays(engine.scratch!, engine.subMoves, engine.length, given, () => engine.findScratch() >= 0, combined);
  } finally {
    release(engine);
  }
}

function rawOf(position: Position, dice: Dice): RawPlays {
  const engine = generateFirstStage(position, dice);
  try {
    return engine.toRaw();
  } finally {
    release(engine);
  }
}

/**
 * `legalSteps` for generated plays `raw` of `position`: a whole roll, or one stage of a turn
 * (the turn layer's `stageSteps`).
 */
export function legalStepsAgainst(position: Position, raw: RawPlays, stepsSoFar: readonly StepInput[]): Result<readonly StepOffer[], PlayError> {
  const ways = waysAgainst(position, raw, stepsSoFar, false);
  return ways.ok ? ok(offersOf(ways.value)) : ways;
}

/** `legalDestinations` for generated plays `raw` of `position` (the turn layer's `stageDestinations`). */
export function legalDestinationsAgainst(position: Position, raw: RawPlays, stepsSoFar: readonly StepInput[]): Result<Destinations, PlayError> {
  const ways = waysAgainst(position, raw, stepsSoFar, true);
  return ways.ok ? ok(toDestinations(ways.value)) : ways;
}

function waysAgainst(position: Position, raw: RawPlays, stepsSoFar: readonly StepInput[], combined: boolean): Result<PackedStep[][], PlayError> {
  const given = readGiven(stepsSoFar);
  if (!given.ok) return given;
  const finals = indexFinals(raw);
  const b = new Builder(position, rulesOf(position));
  b.headLimit = raw.headLimit;
  const ways = exploreWays(b, raw.subMoves, raw.length, given.value, () => findFinal(b, finals) !== undefined, combined);
  return ways !== null ? ok(ways) : notAStart(position, raw, stepsSoFar);
}

/** The steps so far, checked as `applyPlay` checks explicit steps (a wrong direction is left to the matcher, for its code). */
function readGiven(stepsSoFar: unknown): Result<readonly StepRead[], PlayError> {
  const malformed = err('malformed-play', 'The steps so far are a list of at most 16 steps { from: 1..25 | "bar", to: 0..24 | "off", die?: 1..6, hit?: boolean }.');
  if (!Array.isArray(stepsSoFar) || stepsSoFar.length > 16) return malformed;
  const given: StepRead[] = [];
  for (const input of stepsSoFar as unknown[]) {
    const read = readStep(input);
    if (read === null) return malformed;
    given.push(read);
  }
  return ok(given);
}

/**
 * The ways to go on from `given`, from the start board in `b` (under the plays' head limit), or
 * null when `given` begins no legal play. `isFinal` says whether the board in `b` is a legal
 * play's position; `length` is the plays' number of sub-moves.
 *
 * The steps given are replayed as `applyPlay` matches explicit steps (match.ts): each is one
 * checker's hop, made by the die named or by one or more dice that carry the checker there,
 * hops interleaved in any order. Every such replay that can still end on a legal play counts,
 * and from each, the ways on are the single steps (or, when `combined`, also the runs of steps
 * of one checker) after which some legal play can still be finished. Ways come as packed steps.
 */
function exploreWays(
  b: Builder,
  subMoves: readonly number[],
  length: number,
  given: readonly StepRead[],
  isFinal: () => boolean,
  combined: boolean,
): PackedStep[][] | null {
  const rules = b.rules;
  const dieList = [...subMoves].sort((x, y) => y - x);
  const used = new Uint8Array(dieList.length);
  const kinds = rules.hitter === 'noHideOnOwnPoint' ? 2 : 1;
  const ways = new Map<string, PackedStep[]>();
  const found = { prefix: false };

  // Calls `visit(i, die, from, to, token)` for each legal sub-move now (die index i unused, from
  // `from` when given, the step rule passed), with it applied; `visit` answers whether to stop.
  const eachStep = (
    mustFrom: number,
    onlyFrom: number,
    onlyDie: number | undefined,
    visit: (die: number, from: number, to: number, token: number, next: number) => boolean,
  ): boolean => {
    for (let i = 0; i < dieList.length; i++) {
      if (used[i] || (i > 0 && dieList[i] === dieList[i - 1] && !used[i - 1])) continue;
      const d = dieList[i]!;
      if (onlyDie !== undefined && onlyDie !== d) continue;
      for (let from = 25; from >= 1; from--) {
        if ((mustFrom !== 0 && from !== mustFrom) || (onlyFrom !== 0 && from !== onlyFrom)) continue;
        for (let kind = 0; kind < kinds; kind++) {
          if (b.check(from, d, kind === 1) !== StepCode.Ok) continue;
          const token = b.apply(from, d, kind === 1);
          const to = (token & 63) - 8;
          const after = b.afterStep(from, to);
          let stop = false;
          if (after !== STEP_REJECTED) {
            used[i] = 1;
            stop = visit(d, from, to, token, after > 0 ? after : 0);
            used[i] = 0;
          }
          b.undo(from, token);
          if (stop) return true;
        }
      }
    }
    return false;
  };

  const ended = (depth: number): boolean => depth === length || b.finished();

  // Can some legal play be finished from here?
  const finishes = (depth: number, mustFrom: number): boolean =>
    ended(depth) ? isFinal() : eachStep(mustFrom, 0, undefined, (_d, _f, _t, _token, next) => finishes(depth + 1, next));

  // A way so far (one checker's steps, the last landing on `at`): record it when a legal play can
  // still be finished, and extend it with the same checker when asked to.
  const extend = (depth: number, mustFrom: number, way: PackedStep[], at: number): boolean => {
    if (!finishes(depth, mustFrom)) return false;
    ways.set(way.join(','), way);
    if (combined && at >= 1 && !ended(depth)) {
      eachStep(mustFrom, at, undefined, (d, from, to, token, next) => {
        extend(depth + 1, next, [...way, packStep(from, to, d, (token & HIT) !== 0)], to);
        return false;
      });
    }
    return true;
  };

  // The offer once every given hop is made.
  const offer = (depth: number, mustFrom: number): boolean => {
    if (ended(depth)) return isFinal();
    let any = false;
    eachStep(mustFrom, 0, undefined, (d, from, to, token, next) => {
      if (extend(depth + 1, next, [packStep(from, to, d, (token & HIT) !== 0)], to)) any = true;
      return false;
    });
    return any;
  };

  // Replaying the given hops: where each checker is now, and which hops are done.
  const at = given.map((g) => g.from);
  const done = given.map(() => false);
  const replay = (depth: number, mustFrom: number, left: number): void => {
    if (left === 0) {
      if (offer(depth, mustFrom)) found.prefix = true;
      return;
    }
    if (ended(depth)) return;
    for (let p = 0; p < given.length; p++) {
      if (done[p]) continue;
      const want = given[p]!;
      // Identical hops at the same stage are interchangeable: advance only the first.
      let twin = false;
      for (let q = 0; q < p && !twin; q++) twin = !done[q] && at[q] === at[p] && given[q]!.to === want.to && given[q]!.die === want.die && given[q]!.hit === want.hit;
      if (twin) continue;
      const from = at[p]!;
      eachStep(mustFrom, from, want.die, (_d, _f, to, token, next) => {
        const ends = to === want.to;
        const passes = !ends && want.die === undefined && to > want.to && to >= 1;
        if (!ends && !passes) return false;
        // A hit mark given is a claim about the landing, as applyPlay reads it (match.ts, hitClaim).
        if (ends && want.hit !== undefined && want.hit !== ((token & HIT) !== 0)) return false;
        at[p] = to;
        done[p] = ends;
        replay(depth + 1, next, ends ? left - 1 : left);
        at[p] = from;
        done[p] = false;
        return false;
      });
    }
  };
  replay(0, 0, given.length);
  return found.prefix ? [...ways.values()] : null;
}

// One shared frozen offer per packed single-die step: the hot path allocates nothing more.
const OFFERS = new Array<StepOffer | undefined>(1 << 15);

function singleOffer(packed: PackedStep): StepOffer {
  const known = OFFERS[packed];
  if (known !== undefined) return known;
  const step = toStep(packed);
  const offer: StepOffer = Object.freeze({ ...step, dice: Object.freeze([step.die]) });
  OFFERS[packed] = offer;
  return offer;
}

/**
 * Packed single steps, each (from, to) once with its dice (largest first), in the order first met.
 * Two dice can make the same (from, to) only by bearing off (an over-shoot), so only those are
 * looked for.
 */
function toOffers(steps: readonly PackedStep[]): readonly StepOffer[] {
  const offers: StepOffer[] = [];
  for (const packed of steps) {
    const offer = singleOffer(packed);
    if (offer.to !== 'off') {
      offers.push(offer);
      continue;
    }
    const k = offers.findIndex((o) => o.from === offer.from && o.to === 'off');
    if (k < 0) {
      offers.push(offer);
      continue;
    }
    const known = offers[k]!;
    if (known.dice.includes(offer.die)) continue;
    const dice = [...known.dice, offer.die].sort((x, y) => y - x);
    offers[k] = Object.freeze({ from: known.from, to: known.to, die: dice[0]!, hit: known.hit || offer.hit, dice: Object.freeze(dice) });
  }
  return Object.freeze(offers);
}

/** The single-step ways as offers, in the quick offer's order: largest die first, then highest point. */
function offersOf(ways: readonly PackedStep[][]): readonly StepOffer[] {
  const singles = ways.filter((w) => w.length === 1).map((w) => w[0]!);
  singles.sort((x, y) => stepDie(y) - stepDie(x) || stepFrom(y) - stepFrom(x) || stepTo(y) - stepTo(x));
  return toOffers(singles);
}

/** The ways grouped by checker and landing point, frozen. */
function toDestinations(ways: readonly PackedStep[][]): Destinations {
  const byFrom = new Map<number, Map<number, PackedStep[][]>>();
  for (const way of ways) {
    const from = stepFrom(way[0]!);
    const to = Math.max(0, stepTo(way[way.length - 1]!));
    let dests = byFrom.get(from);
    if (dests === undefined) byFrom.set(from, (dests = new Map<number, PackedStep[][]>()));
    const list = dests.get(to);
    if (list === undefined) dests.set(to, [way]);
    else list.push(way);
  }
  const fromKeys = [...byFrom.keys()].sort((x, y) => y - x);
  return Object.freeze(
    fromKeys.map((from) => {
      const dests = byFrom.get(from)!;
      const toKeys = [...dests.keys()].sort((x, y) => y - x);
      const list = toKeys.map((to) => {
        const found = dests.get(to)!;
        found.sort((x, y) => x.length - y.length || compareWays(x, y));
        const destination: Destination = {
          to: to === 0 ? 'off' : to,
          ways: Object.freeze(found.map((w) => Object.freeze(w.map(toStep)))),
        };
        return Object.freeze(destination);
      });
      return Object.freeze([from === 25 ? 'bar' : from, Object.freeze(list)] as const);
    }),
  );
}

/** Larger dice first, then higher intermediate points. */
function compareWays(x: readonly PackedStep[], y: readonly PackedStep[]): number {
  for (let i = 0; i < x.length; i++) {
    const c = stepDie(y[i]!) - stepDie(x[i]!) || stepTo(y[i]!) - stepTo(x[i]!);
    if (c !== 0) return c;
  }
  return 0;
}

/** The error for steps that begin no legal play, with the code applyPlay gives for the same steps. */
function notAStart(position: Position, raw: RawPlays, stepsSoFar: readonly StepInput[]): Result<never, PlayError> {
  const verdict = resolveAgainst(position, raw, stepsSoFar);
  const why: { code: PlayErrorCode; message: string } = verdict.ok ? { code: 'illegal-play', message: 'they begin no legal play.' } : verdict.error;
  return err(why.code, `The steps so far are not the start of a legal play: ${why.message}`);
}
