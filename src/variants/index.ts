// What `tavla/variants` hands out: read-only views whose tables are copies (public.ts).
export { crazyGulbar, getVariant, longNard, playableVariants, shortTavla, sixOne } from './public.js';
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
