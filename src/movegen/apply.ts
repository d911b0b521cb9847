import type { Dice } from '../core/dice.js';
import type { PlayError } from '../core/errors.js';
import { missingStepsHint, type Play, type StepFrom, type StepTo } from '../core/play.js';
import { err, ok, type Result } from '../core/result.js';
import { readPaths } from '../notation/move-syntax.js';
import { rulesOf, type Position } from '../position/position.js';
import { Builder } from './builder.js';
import { toPlays } from './convert.js';
import type { RawPlays } from './generate.js';
import { rawPlays, readRollInput } from './plays.js';
import { matchPaths, type Path } from './match.js';
import { show } from '../core/show.js';
import { refuseLength, INPUT_LIMITS } from '../core/limits.js';
import { snapshot } from '../core/snapshot.js';

/** A step as a caller may write it: the die may be left out when the distance says it. */
export interface StepInput {
  /** The point the checker leaves (1..25, 25 = the bar), or 'bar'. */
  readonly from: StepFrom;
  /** Where the checker ends (0..24, 0 = off), or 'off'; several dice may carry it there. */
  readonly to: StepTo;
  /** The die to use (1..6); left out, any unused die (or dice) that fits. */
  readonly die?: number;
  /** Whether the checker hits where the step lands (ST-5); left out, either. Given, it is checked. */
  readonly hit?: boolean;
}

export type Written = Pick<Play, 'steps'> | readonly StepInput[] | string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A caller's step as numbers: from 1..25 (25 = bar), to 0..24 (0 = off), the die and hit mark when given. */
export interface StepRead {
  readonly from: number;
  readonly to: number;
  readonly die: number | undefined;
  /** A claim about the board, checked where the step lands (ST-5), like notation's `*` but both ways. */
  readonly hit: boolean | undefined;
}

/** One step a caller wrote (`StepInput`, or a Play's Step handed back), or null when it has the wrong shape. */
export function readStep(step: unknown): StepRead | null {
  if (!isRecord(step)) return null;
  const { from, to, die, hit } = step;
  const f = from === 'bar' ? 25 : from;
  const t = to === 'off' ? 0 : to;
  if (typeof f !== 'number' || !Number.isInteger(f) || f < 1 || f > 25) return null;
  if (typeof t !== 'number' || !Number.isInteger(t) || t < 0 || t > 24) return null;
  if (die !== undefined && (typeof die !== 'number' || !Number.isInteger(die) || die < 1 || die > 6)) return null;
  if (hit !== undefined && typeof hit !== 'boolean') return null;
  return { from: f, to: t, die, hit };
}

/** Explicit steps become one-hop paths; returns null when a step has the wrong shape. */
function stepsToPaths(steps: unknown): Path[] | null {
  if (!Array.isArray(steps) || steps.length > 16) return null;
  const paths: Path[] = [];
  for (const step of steps as unknown[]) {
    const read = readStep(step);
    if (read === null) return null;
    const hop = read.die === undefined ? { from: read.from, to: read.to } : { from: read.from, to: read.to, die: read.die };
    paths.push([read.hit === undefined ? hop : { ...hop, hitClaim: read.hit }]);
  }
  return paths;
}

/**
 * Finds the legal play a caller means — a Play, a list of steps, or notation — or the reason
 * it is not legal. Shared by `applyPlay`, `parsePlay` and the turn layer.
 */
export function resolvePlay(position: Position, dice: Dice, written: Written): Result<Play, PlayError> {
  return resolvePlayFor('resolvePlay', position, dice, written);
}

/** `resolvePlay` whose refusals name `fn`, the function the caller called. */
export function resolvePlayFor(fn: string, position: Position, dice: Dice, written: Written): Result<Play, PlayError> {
  const input = readRollInput(fn, position, dice);
  if ('ok' in input) return input;
  const play = readWritten(written, `${fn}: play`);
  if (!play.ok) return play;
  return resolveAgainst(input.position, rawPlays(input.position, input.dice), play.value);
}

/**
 * A written play as the library's own value: notation as it is (a string cannot change), any
 * other value copied once (core/snapshot.ts), so that nothing after this reads the caller's object.
 */
export function readWritten(written: unknown, what: string): Result<Written, PlayError> {
  if (typeof written === 'string') return ok(written);
  const copy = snapshot(written, what);
  return copy.ok ? ok(copy.value as Written) : copy;
}

/**
 * Finds the legal play a caller means among generated plays `raw` of `position` (a whole roll, or
 * one stage of a turn: the turn layer's entry). The Play's position hands the turn over.
 */
export function resolveAgainst(position: Position, raw: RawPlays, written: Written): Result<Play, PlayError> {
  let paths: readonly Path[] | null;
  if (typeof written === 'string') {
    const tooLong = refuseLength(written, INPUT_LIMITS.notation, 'play in notation');
    if (tooLong !== null) return tooLong;
    const read = readPaths(written);
    if (!Array.isArray(read)) return err('malformed-notation', `Cannot read the play ${show(written)}: ${(read as { message: string }).message}`);
    paths = read as readonly Path[];
  } else {
    paths = stepsToPaths(Array.isArray(written) ? written : isRecord(written) ? written.steps : undefined);
    if (paths === null) {
      return err('malformed-play', `A play is a Play, a list of steps { from: 1..25 | "bar", to: 0..24 | "off", die?: 1..6, hit?: boolean }, or notation.${missingStepsHint(written)}`);
    }
  }
  const rules = rulesOf(position);
  const dieList = [...raw.subMoves].sort((a, b) => b - a);
  const builder = new Builder(position, rules);
  builder.headLimit = raw.headLimit;
  // Notation first in GNU Backgammon's reading (an unwritten intermediate point did not hit),
  // then, if that finds nothing, in the loose reading, so `24/13` still works when every route hits.
  let { matches, failure } = matchPaths(builder, dieList, paths, raw, typeof written === 'string');
  if (matches.length === 0 && typeof written === 'string') {
    const loose = matchPaths(builder, dieList, paths, raw, false);
    if (loose.matches.length > 0) ({ matches, failure } = loose);
  }
  if (matches.length > 1) {
    return err('ambiguous-play', `The play fits ${matches.length} different legal plays; write the path of each checker (e.g. 24/18*/13).`);
  }
  if (matches.length === 0) {
    const why = failure!;
    return err(why.code, why.message);
  }
  return ok(toPlays(position, matches)[0]!);
}

/**
 * Plays a roll: checks the play (a Play from `legalPlays`, a list of steps, or notation such as
 * `"24/18 13/11*"`) against the rules and returns the position after it, with the opponent to move.
 */
export function applyPlay(position: Position, dice: Dice, play: Written): Result<Position, PlayError> {
  const found = resolvePlayFor('applyPlay', position, dice, play);
  return found.ok ? ok(found.value.position) : found;
}
