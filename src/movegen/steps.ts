import { validateDice, type Dice } from '../core/dice.js';
import type { PlayError, PlayErrorCode } from '../core/errors.js';
import type { Step } from '../core/play.js';
import { err, ok, type Result } from '../core/result.js';
import { STEP_REJECTED } from '../core/variant.js';
import { boardOf, rulesOf, type Position } from '../position/position.js';
import { resolvePlay, type StepInput } from './apply.js';
import { Builder, HIT, StepCode } from './builder.js';
import { toStep } from './convert.js';
import { subMoveDice } from './dice-steps.js';
import { packStep } from './generate.js';
import { failure, findFinal, indexFinals, STEP_FAILURES } from './match.js';
import { rawPlays } from './plays.js';

/**
 * The single steps a UI may offer next: exactly those that extend `stepsSoFar` towards some
 * legal play, so a player can never start a play that breaks G-9 (a first step that would
 * leave the other die unplayable is simply not offered). An empty list means the play is
 * complete. `stepsSoFar` must itself be the start of a legal play.
 */
export function legalSteps(position: Position, dice: Dice, stepsSoFar: readonly StepInput[] = []): Result<readonly Step[], PlayError> {
  const checked = validateDice(dice);
  if (!checked.ok) return checked;
  if (position.winner() !== null) return err('game-over', 'The game is over: a player has borne off all 15 checkers (G-15).');
  if (!Array.isArray(stepsSoFar)) return err('malformed-play', 'stepsSoFar must be a list of steps.');
  const rules = rulesOf(position);
  const mover = position.turn;
  const raw = rawPlays(position, checked.value);
  const finals = indexFinals(raw);
  const dieList = subMoveDice(rules, checked.value).sort((a, b) => b - a);
  const b = new Builder(rules, boardOf(position), mover);
  b.headLimit = raw.headLimit;
  const used = new Uint8Array(dieList.length);
  const tracksHitters = rules.hitter === 'noHideOnOwnPoint';
  let must = 0;

  // Replay the steps taken so far, exactly in their order.
  for (const input of stepsSoFar as unknown[]) {
    if (typeof input !== 'object' || input === null) return err('malformed-play', 'Each step is { from, to, die? }.');
    const { from, to, die } = input as Record<string, unknown>;
    const f = from === 'bar' ? 25 : from;
    const t = to === 'off' ? 0 : to;
    if (typeof f !== 'number' || typeof t !== 'number' || !Number.isInteger(f) || !Number.isInteger(t) || f < 1 || f > 25 || t < 0 || t >= f) {
      return err('malformed-play', 'Each step is { from: 1..25 | "bar", to: 0..24 | "off", die? } moving towards home.');
    }
    let applied = false;
    let code: StepCode = StepCode.Ok;
    for (let i = 0; i < dieList.length && !applied; i++) {
      const d = dieList[i]!;
      if (used[i] || (die !== undefined && die !== d)) continue;
      const target = b.target(f, d);
      if (!(target === t || (t === 0 && target <= 0))) continue;
      if (must !== 0 && f !== must) continue;
      for (let kind = 0; kind < (tracksHitters ? 2 : 1) && !applied; kind++) {
        code = b.check(f, d, kind === 1);
        if (code !== StepCode.Ok) continue;
        const token = b.apply(f, d, kind === 1);
        const after = b.afterStep(f, target < 0 ? 0 : target);
        if (after === STEP_REJECTED) {
          b.undo(f, token);
          code = StepCode.Constraint;
          continue;
        }
        must = after > 0 ? after : 0;
        used[i] = 1;
        applied = true;
      }
    }
    if (!applied) {
      const f2 = failure(code === StepCode.Ok ? 'die-not-rolled' : STEP_FAILURES[code]);
      return notAStart(position, dice, stepsSoFar, f2.code, f2.message);
    }
  }

  const taken = stepsSoFar.length;
  if (b.finished() || taken >= raw.length) {
    return findFinal(b, finals, mover) ? ok(Object.freeze([])) : notAStart(position, dice, stepsSoFar, 'illegal-play', 'they do not make a legal play.');
  }

  // Which next steps can still be completed to one of the legal final positions?
  const reach = (depth: number, mustFrom: number): boolean => {
    if (depth === raw.length || b.finished()) return findFinal(b, finals, mover) !== undefined;
    for (let i = 0; i < dieList.length; i++) {
      if (used[i] || (i > 0 && dieList[i] === dieList[i - 1] && !used[i - 1])) continue;
      const d = dieList[i]!;
      for (let from = 25; from >= 1; from--) {
        if (mustFrom !== 0 && from !== mustFrom) continue;
        for (let kind = 0; kind < (tracksHitters ? 2 : 1); kind++) {
          if (b.check(from, d, kind === 1) !== StepCode.Ok) continue;
          const token = b.apply(from, d, kind === 1);
          const to = (token & 63) - 8;
          const after = b.afterStep(from, to);
          let good = false;
          if (after !== STEP_REJECTED) {
            used[i] = 1;
            good = reach(depth + 1, after > 0 ? after : 0);
            used[i] = 0;
          }
          b.undo(from, token);
          if (good) return true;
        }
      }
    }
    return false;
  };

  const offered: Step[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < dieList.length; i++) {
    if (used[i] || (i > 0 && dieList[i] === dieList[i - 1] && !used[i - 1])) continue;
    const d = dieList[i]!;
    for (let from = 25; from >= 1; from--) {
      if (must !== 0 && from !== must) continue;
      for (let kind = 0; kind < (tracksHitters ? 2 : 1); kind++) {
        if (b.check(from, d, kind === 1) !== StepCode.Ok) continue;
        const token = b.apply(from, d, kind === 1);
        const to = (token & 63) - 8;
        const after = b.afterStep(from, to);
        let good = false;
        if (after !== STEP_REJECTED) {
          used[i] = 1;
          good = reach(taken + 1, after > 0 ? after : 0);
          used[i] = 0;
        }
        b.undo(from, token);
        const packed = packStep(from, to, d, (token & HIT) !== 0);
        if (good && !seen.has(packed)) {
          seen.add(packed);
          offered.push(toStep(packed));
        }
      }
    }
  }
  // Legal step by step, yet no legal play begins so (the G-9 trap): say why, as applyPlay would.
  if (offered.length === 0) return notAStart(position, dice, stepsSoFar, 'must-use-more-dice', failure('must-use-more-dice').message);
  return ok(Object.freeze(offered));
}

/** The error for steps that begin no legal play, with the same code applyPlay gives for them. */
function notAStart(
  position: Position,
  dice: Dice,
  stepsSoFar: readonly StepInput[],
  code: PlayErrorCode,
  message: string,
): Result<readonly Step[], PlayError> {
  const verdict = resolvePlay(position, dice, stepsSoFar);
  const why = verdict.ok ? { code, message } : verdict.error;
  return err(why.code, `The steps so far are not the start of a legal play: ${why.message}`);
}
