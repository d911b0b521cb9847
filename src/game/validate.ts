import { isDieValue } from '../core/dice.js';
import { isPlayer } from '../core/player.js';
import { outcomeLevels } from '../scoring/outcome.js';
import { resolveSettings } from './config.js';
import type { GameState } from './state.js';

/**
 * The structural check of a state that did not come from this process (a parsed save, a
 * message from a client). States made by `apply` are trusted; anything else is checked once,
 * so that a tampered state is answered with `invalid-state` instead of an exception. The
 * position and the turn are checked when they are rebuilt (live.ts).
 */

const PHASES = ['opening', 'roll', 'play', 'double', 'resignation', 'game-over', 'match-over'];
const LEVELS = ['oin', 'mars', 'koks', 'home-mars'];
const OFFERS = ['double', 'beaver', 'raccoon'];

type Data = Readonly<Record<string, unknown>>;

const isData = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, min = 0): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;
const isScore = (v: unknown): boolean => isData(v) && typeof v['white'] === 'number' && typeof v['black'] === 'number';
const isDice = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && isDieValue(v[0]) && isDieValue(v[1]);
const isOffer = (v: unknown): boolean => isData(v) && isPlayer(v['player']) && typeof v['level'] === 'string' && LEVELS.includes(v['level']);
const orNull = (v: unknown, check: (x: unknown) => boolean): boolean => v === null || check(v);

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
  if (typeof s['phase'] !== 'string' || !PHASES.includes(s['phase'])) return 'unknown phase';
  const phase = s['phase'];
  if (!orNull(s['toAct'], isPlayer)) return 'toAct is not a player';
  const live = phase === 'roll' || phase === 'play' || phase === 'double' || phase === 'resignation';
  if (live !== (s['toAct'] !== null)) return 'toAct does not fit the phase';
  if (!isData(s['position'])) return 'no position';

  const settings = resolveSettings(s['settings'], null);
  if (!settings.ok) return `settings: ${settings.error.message}`;
  if (JSON.stringify(settings.value.settings) !== JSON.stringify(s['settings'])) return 'settings are not complete resolved settings';
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
  return null;
}
