import type { ModuleRules, MoveRules } from '../core/variant.js';

/**
 * A variant module's rules as the generator keeps them: named by variant and options, frozen,
 * and with every field of `MoveRules` written in one order, the hooks a module left out as
 * undefined.
 *
 * Why one order: the engine reads these objects on every call (the stage plan, the head limit,
 * the bear-off policy, the hooks), and JavaScript engines give objects a hidden class by the
 * order their fields were added. Built by spreading each module's own literal, the rules had a
 * class per variant (five among the six variants), so a program that plays several variants made
 * every such read a look-up among many classes; with one class crazy gulbar's `playList` takes
 * 0.87-0.97 of the time it took (docs/performance.md, eighth round). Every field is listed, so a field added to `MoveRules` is
 * a type error here until it is copied.
 */
export function completeRules(rules: ModuleRules, variant: string, options: unknown): MoveRules {
  const complete: MoveRules = {
    variant,
    options,
    checkers: rules.checkers,
    points: rules.points,
    homeSize: rules.homeSize,
    hasBar: rules.hasBar,
    absolute: rules.absolute,
    ownAt: rules.ownAt,
    facing: rules.facing,
    closedAt: rules.closedAt,
    hits: rules.hits,
    pins: rules.pins,
    bearOff: rules.bearOff,
    target: rules.target,
    stepsForDouble: rules.stepsForDouble,
    headPoint: rules.headPoint,
    headLimit: rules.headLimit,
    headLimits: rules.headLimits,
    hitter: rules.hitter,
    orderIndependent: rules.orderIndependent,
    orderIndependentOutsideHome: rules.orderIndependentOutsideHome,
    stepConstraint: rules.stepConstraint,
    mayMoveFrom: rules.mayMoveFrom,
    outcomeAfterStep: rules.outcomeAfterStep,
    preferredPlays: rules.preferredPlays,
    endConstraint: rules.endConstraint,
    endConstraintOnMask: rules.endConstraintOnMask,
    turnStructure: rules.turnStructure,
  };
  return Object.freeze(complete);
}
