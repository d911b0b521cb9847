import { argumentError, isData, isFiniteNumber, isPositiveNumber, isWholeNumber, plainArgument, playerArgument, type Data } from '../core/arguments.js';
import { isPlayer, type Player } from '../core/player.js';
import * as cube from './cube.js';
import * as match from './match.js';
import * as points from './points.js';
import type { OutcomeKind } from './outcome.js';

/**
 * The scoring functions as the package exports them: each argument read once and checked, a
 * TypeError naming the function and the argument for anything else. The game reducer calls the
 * functions of cube.ts, match.ts and points.ts directly, on values it built itself.
 */

const isCube = (v: unknown): v is cube.CubeState => isData(v) && isPositiveNumber(v['value']) && (v['owner'] === null || isPlayer(v['owner']));
const CUBE = '{ value: a positive number, owner: "white" | "black" | null }';

const isProgression = (v: Data): boolean => v['progression'] === 'geometric' || v['progression'] === 'arithmetic';
const isCubeRules = (v: unknown): v is cube.CubeRules =>
  isData(v) &&
  typeof v['enabled'] === 'boolean' &&
  (v['maxValue'] === null || isPositiveNumber(v['maxValue'])) &&
  isProgression(v) &&
  ['beaver', 'raccoon', 'jacoby', 'jacobyCountsAutomaticDoubles', 'jacobyCountsResignations', 'noGammonsOnceCubed'].every((k) => typeof v[k] === 'boolean') &&
  isWholeNumber(v['automaticDoubles']) &&
  isWholeNumber(v['maxInstantRedoubles']);
const CUBE_RULES = 'the cube settings of a game (GameSettings.cube)';
const isProgressionOnly = (v: unknown): v is Pick<cube.CubeRules, 'progression'> => isData(v) && isProgression(v);
const PROGRESSION = "{ progression: 'geometric' | 'arithmetic' }";

const isOffer = (v: unknown): v is cube.CubeOffer =>
  isData(v) &&
  (v['kind'] === 'double' || v['kind'] === 'beaver' || v['kind'] === 'raccoon') &&
  isPlayer(v['offerer']) &&
  isPositiveNumber(v['offered']) &&
  (v['redoubles'] === undefined || (v['kind'] === 'raccoon' && isWholeNumber(v['redoubles']) && v['redoubles'] >= 3 && v['redoubles'] <= cube.MOST_INSTANT_REDOUBLES));
const OFFER = `{ kind: 'double' | 'beaver' | 'raccoon', offerer, offered, redoubles?: 3 to ${cube.MOST_INSTANT_REDOUBLES} (a raccoon's) }`;

const isPoints = (v: unknown): v is points.Points => isData(v) && isFiniteNumber(v['white']) && isFiniteNumber(v['black']);
const POINTS = '{ white: number, black: number }';

const isMatchRules = (v: unknown): v is match.MatchRules =>
  isData(v) &&
  (v['length'] === null || isPositiveNumber(v['length'])) &&
  typeof v['crawford'] === 'boolean' &&
  typeof v['holland'] === 'boolean' &&
  ['openingRoll', 'previousWinner', 'alternate'].includes(v['nextGameStarter'] as string) &&
  (v['afterDraw'] === 'rollOff' || v['afterDraw'] === 'sameStarter') &&
  typeof v['deadCube'] === 'boolean';
const MATCH_RULES = 'the match settings of a game (GameSettings.match)';

const isCrawford = (v: unknown): v is match.CrawfordState => isData(v) && typeof v['crawford'] === 'boolean' && typeof v['postCrawford'] === 'boolean';
const isNumber = (v: unknown): v is number => isFiniteNumber(v);

const KINDS: readonly string[] = ['oin', 'mars', 'koks', 'home-mars', 'mother-pin'];

/** CU-1: every game starts with the cube centred at 1. */
export const CENTRED_CUBE = cube.CENTRED_CUBE;

/** CU-1 / CU-5: the value a double turns the cube to. */
export function raisedValue(value: number, rules: Pick<cube.CubeRules, 'progression'>): number {
  const v = plainArgument('raisedValue', 'value', value, isPositiveNumber, 'a positive number');
  return cube.raisedValue(v, plainArgument('raisedValue', 'rules', rules, isProgressionOnly, PROGRESSION));
}

/** CU-4: true when a cube of `value` is within the maximum (`null` = unlimited, up to 2^40). */
export function withinMaximum(value: number, maxValue: number | null): boolean {
  const v = plainArgument('withinMaximum', 'value', value, isNumber, 'a number');
  const max = plainArgument('withinMaximum', 'maxValue', maxValue, (m): m is number | null => m === null || isNumber(m), 'a number or null');
  return cube.withinMaximum(v, max);
}

/** CU-2 .. CU-4, CU-10, CU-12: why the player may not double now, or null. */
export function doubleRefusal(context: cube.DoubleContext): cube.DoubleRefusal | null {
  const c = plainArgument('doubleRefusal', 'context', context, isData, 'a DoubleContext { rules, cube, player, crawford, holland, extraTurn, dead? }');
  const rules = plainArgument('doubleRefusal', 'context.rules', c['rules'], isCubeRules, CUBE_RULES);
  const state = plainArgument('doubleRefusal', 'context.cube', c['cube'], isCube, CUBE);
  const player = playerArgument('doubleRefusal', 'context.player', c['player']);
  for (const flag of ['crawford', 'holland', 'extraTurn'] as const) {
    if (typeof c[flag] !== 'boolean') throw argumentError('doubleRefusal', `context.${flag}`, 'true or false');
  }
  if (c['dead'] !== undefined && typeof c['dead'] !== 'boolean') throw argumentError('doubleRefusal', 'context.dead', 'true, false or absent');
  return cube.doubleRefusal({
    rules,
    cube: state,
    player,
    crawford: c['crawford'] as boolean,
    holland: c['holland'] as boolean,
    extraTurn: c['extraTurn'] as boolean,
    ...(c['dead'] === undefined ? {} : { dead: c['dead'] }),
  });
}

/** CU-2: the first offer, at the raised value. */
export function offerDouble(state: cube.CubeState, player: Player, rules: Pick<cube.CubeRules, 'progression'>): cube.CubeOffer {
  return cube.offerDouble(
    plainArgument('offerDouble', 'cube', state, isCube, CUBE),
    playerArgument('offerDouble', 'player', player),
    plainArgument('offerDouble', 'rules', rules, isProgressionOnly, PROGRESSION),
  );
}

/** CU-3: a take; the cube goes to the offered value, owned by the player first doubled. */
export function takeOffer(offer: cube.CubeOffer): cube.CubeState {
  return cube.takeOffer(plainArgument('takeOffer', 'offer', offer, isOffer, OFFER));
}

/** SC-7 / CU-3: what a drop scores: the cube's value before the offer. */
export function dropPoints(state: cube.CubeState): number {
  return cube.dropPoints(plainArgument('dropPoints', 'cube', state, isCube, CUBE));
}

/** CU-6: why the answering player may not beaver, or null. */
export function beaverRefusal(rules: cube.CubeRules, offer: cube.CubeOffer): cube.AnimalRefusal | null {
  return cube.beaverRefusal(plainArgument('beaverRefusal', 'rules', rules, isCubeRules, CUBE_RULES), plainArgument('beaverRefusal', 'offer', offer, isOffer, OFFER));
}

/** CU-7: why the original doubler may not raccoon, or null. */
export function raccoonRefusal(rules: cube.CubeRules, offer: cube.CubeOffer): cube.AnimalRefusal | null {
  return cube.raccoonRefusal(plainArgument('raccoonRefusal', 'rules', rules, isCubeRules, CUBE_RULES), plainArgument('raccoonRefusal', 'offer', offer, isOffer, OFFER));
}

/** CU-6 / CU-7: the beaver or raccoon itself: the new cube and the new offer. */
export function redouble(
  offer: cube.CubeOffer,
  kind: 'beaver' | 'raccoon',
  rules: Pick<cube.CubeRules, 'progression'>,
): {
  /** The cube after the redouble, owned by the redoubler. */
  readonly cube: cube.CubeState;
  /** The new offer waiting for an answer. */
  readonly offer: cube.CubeOffer;
} {
  const animal: unknown = kind;
  if (animal !== 'beaver' && animal !== 'raccoon') throw argumentError('redouble', 'kind', "'beaver' or 'raccoon'");
  const answered = plainArgument('redouble', 'offer', offer, isOffer, OFFER);
  // CU-6 / CU-7: a beaver answers a double; every later animal is a raccoon, up to the most any setting allows.
  const made = cube.instantRedoubles(answered);
  if (animal !== (made === 0 ? 'beaver' : 'raccoon')) throw argumentError('redouble', 'kind', made === 0 ? "'beaver' (a double is answered by a beaver)" : "'raccoon' (a beaver or raccoon is answered by a raccoon)");
  if (made >= cube.MOST_INSTANT_REDOUBLES) throw argumentError('redouble', 'offer', `an offer after fewer than ${cube.MOST_INSTANT_REDOUBLES} instant redoubles`);
  return cube.redouble(answered, kind, plainArgument('redouble', 'rules', rules, isProgressionOnly, PROGRESSION));
}

/** CU-9: the cube after an opening tie, or null. */
export function automaticDouble(state: cube.CubeState, rules: cube.CubeRules, doublesSoFar: number): cube.CubeState | null {
  return cube.automaticDouble(
    plainArgument('automaticDouble', 'cube', state, isCube, CUBE),
    plainArgument('automaticDouble', 'rules', rules, isCubeRules, CUBE_RULES),
    plainArgument('automaticDouble', 'doublesSoFar', doublesSoFar, isWholeNumber, 'a whole number'),
  );
}

/** CU-8 / CU-13: true when a mars or koks counts single; `resigned` when it is a resignation (SC-8, `jacobyCountsResignations`). */
export function gammonsCountSingle(state: cube.CubeState, rules: cube.CubeRules, resigned = false): boolean {
  return cube.gammonsCountSingle(
    plainArgument('gammonsCountSingle', 'cube', state, isCube, CUBE),
    plainArgument('gammonsCountSingle', 'rules', rules, isCubeRules, CUBE_RULES),
    plainArgument('gammonsCountSingle', 'resigned', resigned, (v): v is boolean => typeof v === 'boolean', 'true or false'),
  );
}

/** SC-1 / CU-8: a game won on the board or by resignation. */
export function scoreWin(winner: Player, kind: OutcomeKind, multiplier: number, state: cube.CubeState, rules: cube.CubeRules, end: 'bear-off' | 'resignation' | 'board-rule'): points.GameResult {
  if (!KINDS.includes(kind)) throw argumentError('scoreWin', 'kind', "'oin', 'mars', 'koks', 'home-mars' or 'mother-pin'");
  const ending: unknown = end;
  if (ending !== 'bear-off' && ending !== 'resignation' && ending !== 'board-rule') throw argumentError('scoreWin', 'end', "'bear-off', 'resignation' or 'board-rule'");
  return points.scoreWin(
    playerArgument('scoreWin', 'winner', winner),
    kind,
    plainArgument('scoreWin', 'multiplier', multiplier, isPositiveNumber, 'a positive number'),
    plainArgument('scoreWin', 'cube', state, isCube, CUBE),
    plainArgument('scoreWin', 'rules', rules, isCubeRules, CUBE_RULES),
    end,
  );
}

/** SC-7: a refused double. */
export function scoreDrop(offerer: Player, state: cube.CubeState): points.GameResult {
  return points.scoreDrop(playerArgument('scoreDrop', 'offerer', offerer), plainArgument('scoreDrop', 'cube', state, isCube, CUBE));
}

/** SC-9 / LN-15: a draw. */
export function scoreDraw(drawScore: points.DrawScore): points.GameResult {
  const score: unknown = drawScore;
  if (score !== 'half' && score !== 'one' && score !== 'none') throw argumentError('scoreDraw', 'drawScore', "'half', 'one' or 'none'");
  return points.scoreDraw(drawScore);
}

/** MP-1: a game's points added to the score. */
export function addPoints(score: points.Points, add: points.Points): points.Points {
  return match.addPoints(plainArgument('addPoints', 'score', score, isPoints, POINTS), plainArgument('addPoints', 'points', add, isPoints, POINTS));
}

/** CU-10 `holland`. */
export function hollandForbids(rules: match.MatchRules, postCrawford: boolean, score: points.Points, player: Player, rolls: points.Points): boolean {
  if (typeof postCrawford !== 'boolean') throw argumentError('hollandForbids', 'postCrawford', 'true or false');
  return match.hollandForbids(
    plainArgument('hollandForbids', 'rules', rules, isMatchRules, MATCH_RULES),
    postCrawford,
    plainArgument('hollandForbids', 'score', score, isPoints, POINTS),
    playerArgument('hollandForbids', 'player', player),
    plainArgument('hollandForbids', 'rolls', rolls, isPoints, POINTS),
  );
}

/** MP-1: the winner of a match at this score, null for a drawn match, undefined while it goes on. */
export function matchWinner(rules: match.MatchRules, score: points.Points): Player | null | undefined {
  return match.matchWinner(plainArgument('matchWinner', 'rules', rules, isMatchRules, MATCH_RULES), plainArgument('matchWinner', 'score', score, isPoints, POINTS));
}

/** CU-10: the Crawford status of the next game. */
export function nextCrawfordState(rules: match.MatchRules, finished: match.CrawfordState, score: points.Points): match.CrawfordState {
  return match.nextCrawfordState(
    plainArgument('nextCrawfordState', 'rules', rules, isMatchRules, MATCH_RULES),
    plainArgument('nextCrawfordState', 'finished', finished, isCrawford, '{ crawford: boolean, postCrawford: boolean }'),
    plainArgument('nextCrawfordState', 'score', score, isPoints, POINTS),
  );
}
