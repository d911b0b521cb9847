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
  LongNardOptions,
  FirstTurnHeadException,
  BlockCheck,
  BlockVariant,
  LongNardKoks,
  DieValue,
  CrazyGulbarOptions,
  FirstTurnExceptionStages,
  CascadeRemainder,
  GulbarBearOff,
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
export type { FibsBoard, FibsBoardOptions, FibsBoardWriteOptions } from './notation/fibs-board.js';
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
export { beginTurn, advanceTurn, stageSteps } from './turn/turn.js';
export type { Turn, Stage, PlayedStage, StageInput, TurnOptions } from './turn/turn.js';
export { MAX_PERFT_DEPTH, perft } from './perft/perft.js';
export type { PerftError, PerftErrorCode, PerftOptions, PerftPly, PerftResult } from './perft/perft.js';
export { outcome, outcomeLevels, longNardScoring } from './scoring/outcome.js';
export type { Outcome, OutcomeKind, OutcomeLevel, LongNardScoring } from './scoring/outcome.js';
export {
  CENTRED_CUBE,
  automaticDouble,
  beaverRefusal,
  doubleRefusal,
  dropPoints,
  gammonsCountSingle,
  offerDouble,
  raccoonRefusal,
  raisedValue,
  redouble,
  takeOffer,
  withinMaximum,
} from './scoring/cube.js';
export type { AnimalRefusal, CubeOffer, CubeRules, CubeState, DoubleContext, DoubleRefusal } from './scoring/cube.js';
export { scoreDraw, scoreDrop, scoreWin } from './scoring/points.js';
export type { DrawScore, GameEnd, GameResult, Points } from './scoring/points.js';
export { addPoints, hollandForbids, matchWinner, nextCrawfordState } from './scoring/match.js';
export type { CrawfordState, MatchRules } from './scoring/match.js';
export { apply, newGame, newMatch } from './game/reducer.js';
export { currentTurn, gamePosition, legalActions } from './game/legal.js';
export { applyAll, replay } from './game/replay.js';
export type { ReplayError } from './game/replay.js';
export { diceFromState, diceSequence, seededDice } from './game/dice.js';
export type { DiceRoller } from './game/dice.js';
export { gamePresets } from './game/config.js';
export type { FirstMove, GameConfig, GameSettings, LastRollDraw, NextGameStarter } from './game/config.js';
export { readAction } from './game/actions.js';
export type { Action, ActionType, LegalAction, PlayInput, SimpleActionType } from './game/actions.js';
export { GAME_ERROR_MESSAGES } from './game/errors.js';
export type { GameError, GameErrorCode, GameRuleErrorCode } from './game/errors.js';
export type { GameInfo, GameState, MatchInfo, Phase, ResignationOffer, ResignLevel, StageRecord, TurnRecord } from './game/state.js';
