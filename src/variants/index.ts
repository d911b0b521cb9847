// What `tavla/variants` hands out: read-only views of the variant modules, whose tables are copies (public.ts).
export { crazyGulbar, fevga, getVariant, longNard, plakoto, playableVariants, shortTavla, sixOne } from './public.js';
export type { Variant } from './public.js';
export type {
  MoveRules,
  BearOffPolicy,
  Overshoot,
  HitterRule,
  BoardView,
  StartSide,
  StagePlan,
  TurnStructure,
  Preset,
  GamePreset,
  OutcomeLevel,
} from '../core/variant.js';
export type { FieldSpec, OptionsSpec, SectionSpec } from '../core/option-schema.js';
