export { getVariant, playableVariants } from './registry.js';
export { shortTavla } from './short-tavla.js';
export { longNard } from './long-nard.js';
export { crazyGulbar } from './crazy-gulbar.js';
export { sixOne } from './six-one.js';
export type {
  Variant,
  MoveRules,
  BearOffPolicy,
  Overshoot,
  HitterRule,
  BoardView,
  StartSide,
  StagePlan,
  TurnStructure,
} from '../core/variant.js';
