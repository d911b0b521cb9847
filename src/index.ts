export type { Player } from './core/player.js';
export { opponent, PLAYERS } from './core/player.js';
export type { Result, TavlaError } from './core/result.js';
export type { VariantId } from './variants/registry.js';
export { VARIANT_IDS } from './variants/registry.js';
export type { Dice, DiceErrorCode } from './core/dice.js';
export { ALL_ROLLS, validateDice } from './core/dice.js';
export type { Step, StepFrom, StepTo, Play } from './core/play.js';
export type { SetupError, SetupErrorCode, PlayError, PlayErrorCode, NotationError, NotationErrorCode } from './core/errors.js';
export type { OptionsInput, RulesOptions } from './variants/registry.js';
export type { BearOffOptions } from './variants/bear-off.js';
export type { ShortTavlaOptions, HitAndRun, ShortTavlaSetup, GammonRule } from './variants/short-tavla.js';
export type { LongNardOptions, FirstTurnHeadException, BlockCheck, BlockVariant, LongNardKoks, DieValue } from './variants/long-nard.js';
export type { CrazyGulbarOptions, FirstTurnExceptionStages, CascadeRemainder, GulbarBearOff } from './variants/crazy-gulbar.js';
export type { SixOneOptions, SixOneNumberMeaning, SixOneMovedCheckers } from './variants/six-one.js';
export type { PlakotoOptions, MotherRule, MotherCheck } from './variants/plakoto.js';
export type { FevgaOptions, FevgaFirstChecker, FevgaQuarterRule, FevgaQuarterCheck, FevgaPrimeRule } from './variants/fevga.js';
export type { TavliOptions } from './variants/tavli-section.js';
export { Position } from './position/position.js';
export type { TurnsPlayed, PointOccupant, OwnPoint } from './position/position.js';
export type { Decided } from './core/variant.js';
export type { Setup, SetupSide } from './position/setup-types.js';
export { positionFromSetup, positionToSetup, startPosition } from './position/setup.js';
export { legalPlays, playsFor } from './movegen/plays.js';
export { applyPlay, resolvePlay } from './movegen/apply.js';
export type { StepInput } from './movegen/apply.js';
export { legalDestinations, legalSteps } from './movegen/steps.js';
export type { Destination, Destinations, StepOffer } from './movegen/steps.js';
export { playList } from './movegen/play-list.js';
export type { PlayList } from './movegen/play-list.js';
export { formatPlay } from './notation/move-notation.js';
export type { FormatPlayOptions } from './notation/move-notation.js';
export { parsePlay } from './notation/parse-play.js';
export { gnubgPositionId, positionFromGnubgId } from './notation/gnubg-position-id.js';
export { fromGnubgId, toGnubgId } from './notation/gnubg-match-id.js';
export { fromXgid, toXgid } from './notation/xgid.js';
export { positionFromXgid, positionToXgid } from './notation/xgid-position.js';
export { fromFibsBoard, toFibsBoard } from './notation/fibs-board.js';
export type { FibsBoard, FibsBoardOptions, FibsBoardReadOptions, FibsBoardWriteOptions } from './notation/fibs-board.js';
export { fromPositionString, toPositionString } from './notation/position-string.js';
export { actionFromJSON, actionToJSON, positionFromJSON, positionToJSON, stateFromJSON, stateToJSON } from './notation/json.js';
export { toRecord } from './notation/record-write.js';
export { fromRecord } from './notation/record-read.js';
export type { GameLog, GameRecord, RecordError } from './notation/record-types.js';
export { toMat } from './notation/mat.js';
export { fromMat } from './notation/mat-read.js';
export type { MatRecord } from './notation/mat-read.js';
export { fromSgf } from './notation/sgf-read.js';
export type { SgfGameRecord, SgfNodeRecord, SgfRecord } from './notation/sgf-read.js';
export type { SgfProperty } from './notation/sgf-syntax.js';
export { toSgf } from './notation/sgf-write.js';
export type { MatchFileError } from './notation/match-file.js';
export { beginTurn, advanceTurn, stageDestinations, stageSteps } from './turn/turn.js';
export type { Turn, Stage, PlayedStage, StageInput, TurnOptions } from './turn/turn.js';
export { MAX_PERFT_DEPTH, perft } from './perft/perft.js';
export type { PerftError, PerftErrorCode, PerftOptions, PerftPly, PerftResult } from './perft/perft.js';
export { outcome, outcomeLevels } from './scoring/outcome.js';
export type { Outcome, OutcomeKind, OutcomeLevel } from './scoring/outcome.js';
// The scoring functions with their arguments checked (scoring/public.ts).
export {
  CENTRED_CUBE,
  addPoints,
  automaticDouble,
  beaverRefusal,
  doubleRefusal,
  dropPoints,
  gammonsCountSingle,
  hollandForbids,
  matchWinner,
  nextCrawfordState,
  offerDouble,
  raccoonRefusal,
  raisedValue,
  redouble,
  scoreDraw,
  scoreDrop,
  scoreWin,
  takeOffer,
  withinMaximum,
} from './scoring/public.js';
export type { AnimalRefusal, CubeOffer, CubeRules, CubeState, DoubleContext, DoubleRefusal } from './scoring/cube.js';
export type { DrawScore, GameEnd, GameResult, Points } from './scoring/points.js';
export type { CrawfordState, MatchRules } from './scoring/match.js';
export { apply, newGame, newMatch } from './game/reducer.js';
export { currentTurn, gamePosition, legalActions } from './game/legal.js';
export { applyAll, replay } from './game/replay.js';
export type { ReplayError } from './game/replay.js';
export { diceFromState, diceSequence, seededDice } from './game/dice.js';
export type { DiceRoller } from './game/dice.js';
export { gamePresets } from './game/config.js';
export { matchPresets } from './game/rotation.js';
export type { Rotation, RotationEntry, RotationGame, RotationInput } from './game/rotation.js';
export type { MatchPresetName } from './variants/match-presets.js';
export type { FirstMove, GameConfig, GameSettings, LastRollDraw, NextGameStarter } from './game/config.js';
export { ACTION_TYPES, isActionType, readAction } from './game/actions.js';
export type { Action, ActionType, LegalAction, LegalActionOf, PlayInput, SimpleActionType } from './game/actions.js';
export { GAME_ERROR_MESSAGES } from './game/errors.js';
export type { GameError, GameErrorCode, GameRuleErrorCode } from './game/errors.js';
export type { GameInfo, GameState, MatchInfo, Phase, ResignationOffer, ResignLevel, StageRecord, TurnRecord } from './game/state.js';
