import { sameJson } from '../core/show.js';
import { isDieValue } from '../core/dice.js';
import { isPlayer } from '../core/player.js';
import { positionFromSetup } from '../position/setup.js';
import type { Setup } from '../position/setup-types.js';
import { matchWinner } from '../scoring/match.js';
import { outcomeLevels } from '../scoring/outcome.js';
import { resolveSettings, type GameSettings } from './config.js';
import type { GameState } from './state.js';

/**
 * The check of a state that did not come from this process (a parsed save, a message from a
 * client). States made by `apply` are trusted; anything else is checked once, so that a tampered
 * state is answered with `invalid-state` instead of an exception: its shape, that its parts fit
 * its phase, that its position is a valid position of its settings, and that its score adds up.
 * The turn in progress is checked when it is replayed (live.ts).
 */

const PHASES = ['opening', 'roll', 'play', 'double', 'resignation', 'game-over', 'match-over'];
const LEVELS = ['oin', 'mars', 'koks', 'home-mars'];
const OFFERS = ['double', 'beaver', 'raccoon'];
const STATE_KEYS = ['version', 'settings', 'phase', 'toAct', 'position', 'dice', 'stage', 'turn', 'cube', 'offer', 'resignation', 'game', 'match'];

type Data = Readonly<Record<string, unknown>>;

const isData = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, min = 0): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
const isScore = (v: unknown): boolean => isData(v) && typeof v['white'] === 'number' && typeof v['black'] === 'number';
const isDice = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && isDieValue(v[0]) && isDieValue(v[1]);
const isOffer = (v: unknown): boolean => isData(v) && isPlayer(v['player']) && typeof v['level'] === 'string' && LEVELS.includes(v['level']);
const orNull = (v: unknown, check: (x: unknown) => boolean): boolean => v === null || check(v);
const isPlayerOrNull = (v: unknown): boolean => orNull(v, isPlayer);

const trusted = new WeakSet();

/** Marks a state built by the reducer itself. */
export function trust(state: GameState): void {
  trusted.add(state);
}

/** Why a value is not a usable GameState, or null when it is. */
export function stateProblem(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && trusted.has(value)) return null;
  const problem = findProblem(value);
  if (problem === null) trusted.add(value as object);
  return problem;
}

function findProblem(value: unknown): string | null {
  if (!isData(value) || value['version'] !== 1) return 'not a version-1 game state';
  const s = value;
  const unknown = Object.keys(s).find((key) => !STATE_KEYS.includes(key));
  if (unknown !== undefined) return `unknown field "${unknown}"`;
  if (typeof s['phase'] !== 'string' || !PHASES.includes(s['phase'])) return 'unknown phase';
  const phase = s['phase'];
  if (!orNull(s['toAct'], isPlayer)) return 'toAct is not a player';
  const live = phase === 'roll' || phase === 'play' || phase === 'double' || phase === 'resignation';
  if (live !== (s['toAct'] !== null)) return 'toAct does not fit the phase';
  if (!isData(s['position'])) return 'no position';

  const settings = resolveSettings(s['settings'], null);
  if (!settings.ok) return `settings: ${settings.error.message}`;
  if (!sameJson(settings.value.settings, s['settings'])) return 'settings are not complete resolved settings';
  const { variant, options } = settings.value.settings;
  const levels = outcomeLevels(variant, options).map((l) => l.kind as string);
  const isLevel = (o: unknown): boolean => isOffer(o) && levels.includes((o as Data)['level'] as string);

  const cube = s['cube'];
  if (!isData(cube) || !isCount(cube['value'], 1) || !orNull(cube['owner'], isPlayer)) return 'bad cube';
  const offer = s['offer'];
  if (!orNull(offer, (o) => isData(o) && OFFERS.includes(o['kind'] as string) && isPlayer(o['offerer']) && isCount(o['offered'], 1))) return 'bad offer';
  // An offer waits in the double phase, and stays while its answerer resigns instead (resignWhileDoubled).
  if (phase === 'double' ? offer === null : offer !== null && phase !== 'resignation') return 'offer does not fit the phase';
  if (!orNull(s['resignation'], isLevel)) return 'bad resignation';
  if ((phase === 'resignation') !== (s['resignation'] !== null)) return 'resignation does not fit the phase';

  if (!orNull(s['dice'], isDice)) return 'bad dice';
  if (!orNull(s['stage'], (st) => isData(st) && isPlayer(st['player']) && isDice(st['dice']))) return 'bad stage';
  const turn = s['turn'];
  const turnOk = (t: unknown): boolean =>
    isData(t) && isPlayer(t['roller']) && isDice(t['dice']) && isData(t['start']) && Array.isArray(t['stages']) &&
    (t['stages'] as unknown[]).every((x) => isData(x) && isPlayer(x['player']) && isDice(x['dice']) && Array.isArray(x['steps']));
  if (!orNull(turn, turnOk)) return 'bad turn record';
  if ((phase === 'play') && turn === null) return 'a play phase needs its turn';
  if ((phase === 'roll' || phase === 'opening' || phase === 'game-over' || phase === 'match-over') && turn !== null) return 'turn does not fit the phase';
  const rolled = phaseDiceProblem(phase, s);
  if (rolled !== null) return rolled;

  const game = s['game'];
  if (
    !isData(game) ||
    !isCount(game['number'], 1) ||
    !orNull(game['starter'], isPlayer) ||
    !isCount(game['automaticDoubles']) ||
    typeof game['crawford'] !== 'boolean' ||
    typeof game['extraTurn'] !== 'boolean' ||
    !orNull(game['declinedResignation'], isLevel) ||
    !orNull(game['result'], (r) => isData(r) && isScore(r['points']) && orNull(r['winner'], isPlayer))
  ) {
    return 'bad game record';
  }
  if ((phase === 'game-over' || phase === 'match-over') !== (game['result'] !== null)) return 'result does not fit the phase';
  const match = s['match'];
  if (
    !isData(match) ||
    !orNull(match['length'], (l) => isCount(l, 1)) ||
    !isScore(match['score']) ||
    typeof match['postCrawford'] !== 'boolean' ||
    !Array.isArray(match['results']) ||
    !orNull(match['winner'], isPlayer)
  ) {
    return 'bad match record';
  }
  if ((phase === 'opening') !== (game['starter'] === null)) return 'the starter does not fit the phase';
  const extra = extraFieldProblem(s);
  if (extra !== null) return extra;
  return positionProblem(s['position'], settings.value.settings, game['result'] as Data | null) ?? scoreProblem(phase, game, match, settings.value.settings);
}

/** The fields of each record of a state (the position's are checked by positionFromSetup). */
const FIELDS = {
  cube: ['value', 'owner'],
  offer: ['kind', 'offerer', 'offered'],
  resignation: ['player', 'level'],
  stage: ['player', 'dice'],
  turn: ['roller', 'dice', 'start', 'stages'],
  stageRecord: ['player', 'dice', 'steps'],
  step: ['from', 'to', 'die', 'hit'],
  game: ['number', 'starter', 'automaticDoubles', 'crawford', 'extraTurn', 'declinedResignation', 'result'],
  match: ['length', 'score', 'postCrawford', 'results', 'winner'],
  result: ['winner', 'kind', 'end', 'multiplier', 'cube', 'single', 'points'],
  points: ['white', 'black'],
} as const;

/** A field no record of a state has (a typo or an addition is never carried along silently), or null. */
function extraFieldProblem(s: Data): string | null {
  const records: [unknown, keyof typeof FIELDS, string][] = [
    [s['cube'], 'cube', 'cube'],
    [s['offer'], 'offer', 'offer'],
    [s['resignation'], 'resignation', 'resignation'],
    [s['stage'], 'stage', 'stage'],
    [s['turn'], 'turn', 'turn'],
    [s['game'], 'game', 'game'],
    [s['match'], 'match', 'match'],
    [(s['match'] as Data)['score'], 'points', 'match.score'],
    [(s['game'] as Data)['declinedResignation'], 'resignation', 'game.declinedResignation'],
  ];
  const turn = s['turn'] as Data | null;
  for (const stage of turn === null ? [] : (turn['stages'] as unknown[])) {
    records.push([stage, 'stageRecord', 'turn.stages']);
    for (const step of (stage as Data)['steps'] as unknown[]) records.push([step, 'step', 'turn.stages.steps']);
  }
  for (const result of [(s['game'] as Data)['result'], ...((s['match'] as Data)['results'] as unknown[])]) {
    if (result === null) continue;
    if (!isData(result) || !isPlayerOrNull(result['winner']) || typeof result['kind'] !== 'string' || typeof result['end'] !== 'string') return 'bad result';
    if (typeof result['multiplier'] !== 'number' || typeof result['cube'] !== 'number' || typeof result['single'] !== 'boolean') return 'bad result';
    records.push([result, 'result', 'result'], [result['points'], 'points', 'result.points']);
  }
  for (const [record, kind, name] of records) {
    if (!isData(record)) continue;
    const known: readonly string[] = FIELDS[kind];
    const unknown = Object.keys(record).find((key) => !known.includes(key));
    if (unknown !== undefined) return `${name} has an unknown field "${unknown}"`;
  }
  return null;
}

/**
 * The dice and the stage are there exactly while a roll is being played (or a resignation
 * interrupts it); a game resigned with the dice down keeps the dice, and only them.
 */
function phaseDiceProblem(phase: string, s: Data): string | null {
  const over = phase === 'game-over' || phase === 'match-over';
  const result = (s['game'] as Data | null)?.['result'] as Data | null | undefined;
  if (over && s['dice'] !== null && (result?.['end'] !== 'resignation' || s['stage'] !== null || s['turn'] !== null)) {
    return 'only a game resigned after the roll ends with dice on the table';
  }
  const rolled = [over ? null : s['dice'], s['stage'], s['turn']].map((part) => part !== null);
  if (phase === 'play' && rolled.includes(false)) return 'a play phase needs its dice and stage';
  if (phase === 'resignation' ? rolled.some((r) => r !== rolled[0]) : phase !== 'play' && rolled.includes(true)) return 'dice or stage do not fit the phase';
  if (phase === 'play') {
    const stage = s['stage'] as Data;
    if (stage['player'] !== s['toAct']) return 'the stage is not played by the player to act';
    if (!sameJson(s['dice'], (s['turn'] as Data)['dice'])) return 'the dice are not the turn\'s dice';
  }
  return null;
}

/**
 * The position is a valid position of the game's variant and rule options (an LN-15 draw keeps
 * its final position, both sides borne off, which is no valid Position: that is the one failure
 * allowed, and only after a draw).
 */
function positionProblem(position: Data, settings: GameSettings, result: Data | null): string | null {
  if (position['variant'] !== settings.variant) return 'the position is of another variant';
  if (!sameJson(position['options'], settings.options)) return "the position's rule options are not the settings' options";
  const checked = positionFromSetup(position as unknown as Setup);
  const drawn = result !== null && result['end'] === 'draw';
  if (drawn) return !checked.ok && checked.error.code === 'impossible-position' ? null : 'a drawn game ends with both sides borne off';
  return checked.ok ? null : `position: ${checked.error.message}`;
}

/** MP-1: the score is the sum of the results, one per finished game, and the match ends when it says so. */
function scoreProblem(phase: string, game: Data, match: Data, settings: GameSettings): string | null {
  const results = match['results'] as unknown[];
  const finished = (game['number'] as number) - (game['result'] === null ? 1 : 0);
  if (results.length !== finished) return 'the results do not match the games played';
  if (game['result'] !== null && !sameJson(results[results.length - 1], game['result'])) return "the game's result is not the last result";
  let white = 0;
  let black = 0;
  for (const result of results) {
    if (!isData(result) || !isScore(result['points'])) return 'bad result';
    white += (result['points'] as Data)['white'] as number;
    black += (result['points'] as Data)['black'] as number;
  }
  const score = match['score'] as Data;
  if (score['white'] !== white || score['black'] !== black) return 'the score is not the sum of the results';
  const winner = matchWinner(settings.match, { white, black });
  if ((phase === 'match-over') !== (winner !== undefined)) return 'the match end does not fit the score';
  if (match['winner'] !== (winner ?? null)) return 'the match winner does not fit the score';
  return null;
}
