import type { Dice } from '../core/dice.js';
import type { PlayError, PlayErrorCode } from '../core/errors.js';
import type { Step } from '../core/play.js';
import { err, ok, type Result } from '../core/result.js';
import { snapshot } from '../core/snapshot.js';
import { STEP_REJECTED } from '../core/variant.js';
import { rulesOf, type Position } from '../position/position.js';
import { resolveAgainst, type StepInput } from './apply.js';
import { Builder, HIT, StepCode } from './builder.js';
import { toStep } from './convert.js';
import { packStep, release, type RawPlays } from './generate.js';
import { generateFirstStage, readRollInput } from './plays.js';
import { findFinal, indexFinals } from './match.js';
import { firstStepsOfFullPlays, withFullPlays } from './first-steps.js';

/**
 * The single steps a UI may offer next: exactly those that extend `stepsSoFar` towards some
 * legal play, so a player can never start a play that breaks G-9 (a first step that would
 * leave the other die unplayable is simply not offered). An empty list means the play is
 * complete. `stepsSoFar` must itself be the start of a legal play.
 */
export function legalSteps(position: Position, dice: Dice, stepsSoFar: readonly StepInput[] = []): Result<readonly Step[], PlayError> {
  const input = readRollInput('legalSteps', position, dice);
  if ('ok' in input) return input;
  // The steps are read once into the library's own copy; nothing reads the caller's list again.
  const steps = snapshot(stepsSoFar, 'legalSteps: stepsSoFar');
  if (!steps.ok) return steps;
  return stepsFor(input.position, input.dice, steps.value as readonly StepInput[]);
}

function stepsFor(position: Position, dice: Dice, stepsSoFar: readonly StepInput[]): Result<readonly Step[], PlayError> {
  // Where some play uses every die, the legal plays are the complete sequences: no need to
  // generate them all (first-steps.ts). A prefix that begins none goes the general way, for its error.
  if (Array.isArray(stepsSoFar) && stepsSoFar.length === 0) {
    // The offer a UI makes before the first step: the hot path, with nothing allocated but the answer.
    const first = withFullPlays(position, dice, (b, subMoves, sorted, used) => firstStepsOfFullPlays(b, subMoves.length, sorted, used));
    if (first !== null) return ok(Object.freeze(first));
  } else {
    const quick = withFullPlays(position, dice, (b, subMoves) => offerSteps(b, subMoves, subMoves.length, stepsSoFar, () => b.endOk()));
    if (quick?.ok === true) return quick;
  }
  return generalSteps(position, dice, stepsSoFar);
}

/** `legalSteps` by generating every play first, for every variant and every prefix of steps (exported for the tests). */
export function generalSteps(position: Position, dice: Dice, stepsSoFar: readonly StepInput[]): Result<readonly Step[], PlayError> {
  // The engine's own table of final positions answers "is this a legal play?" with no copies.
  const engine = generateFirstStage(position, dice);
  try {
    const b = engine.b!;
    const offer = offerSteps(b, engine.subMoves, engine.length, stepsSoFar, () => engine.findScratch() >= 0);
    return offer !== null ? offer : notAStart(position, engine.toRaw(), stepsSoFar, 'illegal-play', 'they begin no legal play.');
  } finally {
    release(engine);
  }
}

/**
 * `legalSteps` for generated plays `raw` of `position`: a whole roll, or one stage of a turn
 * (the turn layer's `stageSteps`).
 */
export function legalStepsAgainst(position: Position, raw: RawPlays, stepsSoFar: readonly StepInput[]): Result<readonly Step[], PlayError> {
  const finals = indexFinals(raw);
  const b = new Builder(position, rulesOf(position));
  b.headLimit = raw.headLimit;
  const offer = offerSteps(b, raw.subMoves, raw.length, stepsSoFar, () => findFinal(b, finals) !== undefined);
  return offer !== null ? offer : notAStart(position, raw, stepsSoFar, 'illegal-play', 'they begin no legal play.');
}

/**
 * The steps that extend `stepsSoFar` towards a legal play, from the start board in `b` (under the
 * plays' head limit), or null when `stepsSoFar` begins no legal play. `isFinal` says whether the
 * board in `b` is a legal play's position; `length` is the plays' number of sub-moves.
 */
function offerSteps(
  b: Builder,
  subMoves: readonly number[],
  length: number,
  stepsSoFar: readonly StepInput[],
  isFinal: () => boolean,
): Result<readonly Step[], PlayError> | null {
  if (!Array.isArray(stepsSoFar)) return err('malformed-play', 'stepsSoFar must be a list of steps.');
  const rules = b.rules;
  const dieList = [...subMoves].sort((x, y) => y - x);
  const used = new Uint8Array(dieList.length);
  const tracksHitters = rules.hitter === 'noHideOnOwnPoint';

  // The steps so far, in their order; a die left out is whichever fits.
  const taken: { from: number; to: number; die: number | undefined }[] = [];
  for (const input of stepsSoFar as unknown[]) {
    if (typeof input !== 'object' || input === null) return err('malformed-play', 'Each step is { from, to, die? }.');
    const { from, to, die } = input as Record<string, unknown>;
    const f = from === 'bar' ? 25 : from;
    const t = to === 'off' ? 0 : to;
    const badDie = die !== undefined && (typeof die !== 'number' || !Number.isInteger(die));
    if (typeof f !== 'number' || typeof t !== 'number' || !Number.isInteger(f) || !Number.isInteger(t) || f < 1 || f > 25 || t < 0 || t >= f || badDie) {
      return err('malformed-play', 'Each step is { from: 1..25 | "bar", to: 0..24 | "off", die? } moving towards home.');
    }
    taken.push({ from: f, to: t, die });
  }

  // One walk serves both questions: the first `taken.length` steps must be the ones given (in
  // any hitter bookkeeping that fits, ST-9), later steps are free, and a branch counts only if
  // it ends on a legal play's position. The steps found at depth `taken.length` are the offer.
  const offered: Step[] = [];
  const seen = new Set<number>();
  const reached = { prefix: false };
  const walk = (depth: number, mustFrom: number): boolean => {
    if (depth === length || b.finished()) {
      const legal = isFinal();
      if (legal && depth >= taken.length) reached.prefix = true;
      return legal && depth >= taken.length;
    }
    const given = depth < taken.length ? taken[depth] : undefined;
    let any = false;
    for (let i = 0; i < dieList.length; i++) {
      if (used[i] || (i > 0 && dieList[i] === dieList[i - 1] && !used[i - 1])) continue;
      const d = dieList[i]!;
      if (given?.die !== undefined && given.die !== d) continue;
      for (let from = 25; from >= 1; from--) {
        if (mustFrom !== 0 && from !== mustFrom) continue;
        if (given !== undefined && from !== given.from) continue;
        for (let kind = 0; kind < (tracksHitters ? 2 : 1); kind++) {
          if (b.check(from, d, kind === 1) !== StepCode.Ok) continue;
          const token = b.apply(from, d, kind === 1);
          const to = (token & 63) - 8;
          const after = b.afterStep(from, to);
          let good = false;
          if (after !== STEP_REJECTED && (given === undefined || given.to === to)) {
            used[i] = 1;
            good = walk(depth + 1, after > 0 ? after : 0);
            used[i] = 0;
          }
          b.undo(from, token);
          if (!good) continue;
          any = true;
          if (depth === taken.length) {
            const packed = packStep(from, to, d, (token & HIT) !== 0);
            if (!seen.has(packed)) {
              seen.add(packed);
              offered.push(toStep(packed));
            }
          } else if (depth > taken.length) {
            // Beyond the offer, one way to finish is enough.
            return true;
          }
        }
      }
    }
    return any;
  };
  walk(0, 0);
  return reached.prefix ? ok(Object.freeze(offered)) : null;
}

/** The error for steps that begin no legal play, with the same code applyPlay gives for them. */
function notAStart(
  position: Position,
  raw: RawPlays,
  stepsSoFar: readonly StepInput[],
  code: PlayErrorCode,
  message: string,
): Result<readonly Step[], PlayError> {
  const verdict = resolveAgainst(position, raw, stepsSoFar);
  const why = verdict.ok ? { code, message } : verdict.error;
  return err(why.code, `The steps so far are not the start of a legal play: ${why.message}`);
}
