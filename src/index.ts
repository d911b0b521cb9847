export type { Player } from './core/player.js';
export { opponent, PLAYERS } from './core/player.js';
export type { Result, TavlaError } from './core/result.js';
export type { VariantId } from './core/variant-id.js';
export { VARIANT_IDS } from './core/variant-id.js';
export type { Dice, DiceErrorCode } from './core/dice.js';
export { ALL_ROLLS, validateDice } from './core/dice.js';
export type { Step, StepFrom, StepTo, Play } from './core/play.js';
export type { SetupError, SetupErrorCode, PlayError, PlayErrorCode, NotationError, NotationErrorCode } from './core/errors.js';
export type {
  OptionsInput,
  RulesOptions,
  BearOffOptions,
  ShortTavlaOptions,
  HitAndRun,
  SixOneOptions,
  SixOneNumberMeaning,
  SixOneMovedCheckers,
} from './core/options.js';
export { Position } from './position/position.js';
export type { TurnsPlayed, PointOccupant, OwnPoint } from './position/position.js';
export type { Setup, SetupSide } from './position/setup-types.js';
export { positionFromSetup, positionToSetup, startPosition } from './position/setup.js';
export { legalPlays, playsFor } from './movegen/plays.js';
export { applyPlay, resolvePlay } from './movegen/apply.js';
export type { StepInput } from './movegen/apply.js';
export { legalSteps } from './movegen/steps.js';
export { formatPlay } from './notation/move-notation.js';
export { parsePlay } from './notation/parse-play.js';
export { gnubgPositionId, positionFromGnubgId } from './notation/gnubg-position-id.js';
export { beginTurn, advanceTurn } from './turn/turn.js';
export type { Turn, Stage, PlayedStage } from './turn/turn.js';
