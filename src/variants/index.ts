export { getVariant, playableVariants } from './registry.js';
export { shortTavla } from './short-tavla.js';
export { longNard } from './long-nard.js';
export { sixOne } from './six-one.js';
export type { Variant, MoveRules, BearOffPolicy, Overshoot, HitterRule, BoardView, StartSide } from '../core/variant.js';
