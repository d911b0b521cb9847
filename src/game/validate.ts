import { cut, sameJson } from '../core/show.js';
import { isDieValue } from '../core/dice.js';
import { isPlayer, opponent, type Player } from '../core/player.js';
import { checkedPosition } from '../position/setup.js';
import { CUBE_LIMIT, instantRedoubles, MOST_INSTANT_REDOUBLES, raisedValue, withinMaximum, type CubeOffer, type CubeRules } from '../scoring/cube.js';
import { matchWinner, nextCrawfordState } from '../scoring/match.js';
import { levelsOf as variantLevels, outcome } from '../scoring/outcome.js';
import { deadlockDraws, resolveSettings, settingsForRotationGame, type GameSettings } from './config.js';
import { isResignLevel } from './actions.js';
import { drawPoints } from '../scoring/points.js';
import { deadlocked } from '../movegen/mobility.js';
import { variantModule } from '../variants/registry.js';

/**
 * The check of a state the library did not make itself (a parsed save, a message from a client,
 * a copy a caller edited). It runs on the library's own copy of the value (live.ts), on every
 * call; nothing is remembered about the caller's object. Every invariant of docs/games.md
 * ("What a state must satisfy") is checked here: the shape, that each part fits the phase, that
 * the position is a valid position of the settings, the cube and its offers, resignations,
 * every result and the score they add up to. The turn in progress is checked when live.ts
 * replays it.
 */

const PHASES = ['opening', 'roll', 'play', 'double', 'resignation', 'game-over', 'match-over'];
const OFFERS = ['double', 'beaver', 'raccoon'];
const ENDS = ['bear-off', 'drop', 'resignation', 'draw', 'board-rule'];
const STATE_KEYS = ['version', 'settings', 'phase', 'toAct', 'position', 'dice', 'stage', 'turn', 'cube', 'offer', 'resignation', 'game', 'match'];
/** Bounds of the counters, so that everything accepted is also written and read back exactly. */
const MAX_GAMES = 0x7fffffff;

type Data = Readonly<Record<string, unknown>>;

const isData = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, min = 0, max = MAX_GAMES): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isPoints = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER;
const isScore = (v: unknown): boolean => isData(v) && isPoints(v['white']) && isPoints(v['black']);
const isDice = (v: unknown): boolean => Array.isArray(v) && v.length === 2 && isDieValue(v[0]) && isDieValue(v[1]);
const orNull = (v: unknown, check: (x: unknown) => boolean): boolean => v === null || check(v);

/** Why a value is not a usable GameState, or null when it is. Pure: it remembers nothing. */
export function stateProblem(value: unknown): string | null {
  if (!isData(value) || value['version'] !== 1) return 'not a version-1 game state';
  const s = value;
  const unknown = Object.keys(s).find((key) => !STATE_KEYS.includes(key));
  if (unknown !== undefined) return `unknown field "${cut(unknown)}"`;
  if (typeof s['phase'] !== 'string' || !PHASES.includes(s['phase'])) return 'unknown phase';
  const phase = s['phase'];
  if (!orNull(s['toAct'], isPlayer)) return 'toAct is not a player';
  const live = phase === 'roll' || phase === 'play' || phase === 'double' || phase === 'resignation';
  if (live !== (s['toAct'] !== null)) return 'toAct does not fit the phase';
  if (!isData(s['position'])) return 'no position';

  // The settings are what their configuration resolves to; lastRollDraw is derived from the rule options (LN-15).
  const given = isData(s['settings']) ? Object.fromEntries(Object.entries(s['settings']).filter(([key]) => key !== 'lastRollDraw')) : s['settings'];
  const settings = resolveSettings(given, null);
  if (!settings.ok) return `settings: ${settings.error.message}`;
  if (!sameJson(settings.value.settings, s['settings'])) return 'settings are not complete resolved settings';
  const rules = settings.value.settings;

  const shape = shapeProblem(s, phase, rules);
  if (shape !== null) return shape;
  const extra = extraFieldProblem(s);
  if (extra !== null) return extra;
  const game = s['game'] as Data;
  const match = s['match'] as Data;
  return (
    positionProblem(s['position'], rules, game['result'] as Data | null, (s['cube'] as Data)['value']) ??
    resultsProblem(match, game, rules) ??
    scoreProblem(phase, game, match, rules) ??
    crawfordProblem(game, match, rules) ??
    cubeProblem(s, phase, rules) ??
    resignationProblem(s, phase, rules) ??
    extraTurnProblem(s, phase, rules) ??
    turnCountProblem(s, phase) ??
    deadlockProblem(s, phase, rules)
  );
}

/** PL-19 / FE-14: a game neither player can ever move in again is drawn before the roll, so none waits for one. */
function deadlockProblem(s: Data, phase: string, settings: GameSettings): string | null {
  if (phase !== 'roll' || !deadlockDraws(settings)) return null;
  const position = checkedPosition(s['position']);
  return position.ok && deadlocked(position.value) ? 'a game neither player can move in is drawn before the roll (PL-19, FE-14)' : null;
}

/**
 * I-18: every game after the first starts from the variant's start with no turns played, and
 * the players then alternate rolls, the starter first (LN-12 counts every roll of one's own,
 * forfeits included; CG-3 counts a crazy gulbar roll once, whatever part of it passed to the
 * other player). So between turns of such a game the starter has had as many turns as the
 * other player when he is to roll, and one more when the other is. The first game may begin
 * from `startFrom`, whose turn counts can be anything: there the state cannot tell.
 */
function turnCountProblem(s: Data, phase: string): string | null {
  const game = s['game'] as Data;
  const starter = game['starter'];
  if (game['number'] === 1 || !isPlayer(starter) || s['turn'] !== null || (phase !== 'roll' && phase !== 'double' && phase !== 'resignation')) return null;
  const position = s['position'] as Data;
  const played = (position['turnsPlayed'] ?? { white: 0, black: 0 }) as Readonly<Record<Player, number>>;
  const lead = played[starter] - played[opponent(starter)];
  // LN-15's extra turn: the starter bore off his last checker in his own turn (one ahead), or in
  // a stage of the other's roll that passed to him (CG-5), which counted as the other's turn.
  if (game['extraTurn'] === true && position['turn'] !== starter && lead === 0) return null;
  return lead === (position['turn'] === starter ? 0 : 1) ? null : "the turn counts do not fit the starter and the player on turn (I-18)";
}

/** The types of every field, and which parts are present in which phase. */
function shapeProblem(s: Data, phase: string, settings: GameSettings): string | null {
  const levels = levelsOf(settings);
  const isLevel = (o: unknown): boolean => isData(o) && isPlayer(o['player']) && isResignLevel(o['level']) && levels.has(o['level']);
  const cube = s['cube'];
  if (!isData(cube) || !isCount(cube['value'], 1, CUBE_LIMIT) || !orNull(cube['owner'], isPlayer)) return 'bad cube';
  const offer = s['offer'];
  // A raccoon's count of instant redoubles is written only from the third on (CU-7, scoring/cube.ts CubeOffer).
  const isRedoubles = (o: Data): boolean => o['redoubles'] === undefined || (o['kind'] === 'raccoon' && isCount(o['redoubles'], 3, MOST_INSTANT_REDOUBLES));
  if (!orNull(offer, (o) => isData(o) && OFFERS.includes(o['kind'] as string) && isPlayer(o['offerer']) && isCount(o['offered'], 2, CUBE_LIMIT) && isRedoubles(o))) return 'bad offer';
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
  if (phase === 'play' && turn === null) return 'a play phase needs its turn';
  if ((phase === 'roll' || phase === 'opening' || phase === 'game-over' || phase === 'match-over') && turn !== null) return 'turn does not fit the phase';
  const rolled = phaseDiceProblem(phase, s);
  if (rolled !== null) return rolled;

  const game = s['game'];
  if (
    !isData(game) ||
    !isCount(game['number'], 1) ||
    !orNull(game['starter'], isPlayer) ||
    !isCount(game['automaticDoubles'], 0, settings.cube.automaticDoubles) ||
    typeof game['crawford'] !== 'boolean' ||
    typeof game['extraTurn'] !== 'boolean' ||
    !orNull(game['declinedResignation'], isLevel) ||
    !orNull(game['result'], isData)
  ) {
    return 'bad game record';
  }
  if ((phase === 'game-over' || phase === 'match-over') !== (game['result'] !== null)) return 'result does not fit the phase';
  const match = s['match'];
  if (
    !isData(match) ||
    match['length'] !== settings.match.length ||
    !isScore(match['score']) ||
    typeof match['postCrawford'] !== 'boolean' ||
    !Array.isArray(match['results']) ||
    !orNull(match['winner'], isPlayer)
  ) {
    return 'bad match record';
  }
  if ((phase === 'opening') !== (game['starter'] === null)) return 'the starter does not fit the phase';
  if (phase === 'roll' && (s['position'] as Data)['turn'] !== s['toAct']) return 'the player to roll is not the player on turn';
  return null;
}

/** The fields of each record of a state (the position's are checked by positionFromSetup). */
const FIELDS = {
  cube: ['value', 'owner'],
  offer: ['kind', 'offerer', 'offered', 'redoubles'],
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
    if (!isData(result)) return 'bad result';
    records.push([result, 'result', 'result'], [result['points'], 'points', 'result.points']);
  }
  for (const [record, kind, name] of records) {
    if (!isData(record)) continue;
    const known: readonly string[] = FIELDS[kind];
    const unknown = Object.keys(record).find((key) => !known.includes(key));
    if (unknown !== undefined) return `${name} has an unknown field "${cut(unknown)}"`;
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
  }
  if (s['turn'] !== null && !sameJson(s['dice'], (s['turn'] as Data)['dice'])) return "the dice are not the turn's dice";
  // The roller is the player on turn where the turn began.
  if (s['turn'] !== null && (s['turn'] as Data)['roller'] !== ((s['turn'] as Data)['start'] as Data)['turn']) return 'the turn is not rolled by the player on turn at its start';
  return null;
}

/**
 * The position is a valid position of the game's variant and rule options (an LN-15 draw keeps
 * its final position, both sides borne off, which is no valid Position: that is the one failure
 * allowed, and only after a draw). In the roll phase it is the roller's turn.
 */
function positionProblem(position: Data, settings: GameSettings, result: Data | null, cubeValue: unknown): string | null {
  if (position['variant'] !== settings.variant) return 'the position is of another variant';
  if (!sameJson(position['options'], settings.options)) return "the position's rule options are not the settings' options";
  const checked = checkedPosition(position);
  const end = result?.['end'];
  if (end === 'draw' && drawKind(settings) === 'lastRoll') {
    return !checked.ok && checked.error.code === 'impossible-position' ? null : 'a drawn game ends with both sides borne off (LN-15)';
  }
  if (!checked.ok) return `position: ${checked.error.message}`;
  const p = checked.value;
  // The result agrees with the board it was scored on.
  if (end === 'draw' && p.decision() !== 'draw' && !deadlocked(p)) return 'a drawn game ends with both mothers pinned (PL-14) or neither player able to move (PL-19)';
  if (end === 'board-rule' && (p.decision() === null || p.decision() !== result?.['winner'])) return 'a game won by a rule on the board ends with that rule deciding it for the winner (PL-12)';
  if (end === 'bear-off' && (p.decision() !== null || p.winner() !== result?.['winner'])) return 'a game won by bearing off ends with the winner borne off (G-15)';
  if (end !== 'draw' && end !== 'board-rule' && p.decision() !== null) return 'a game decided on the board ends with its decision as the result';
  if (result !== null && end !== 'draw') {
    // SC-1: this game's result was scored on the state's cube (SC-7: a drop on the cube before the offer).
    if (result['cube'] !== cubeValue) return "the game's result is not scored on the state's cube (SC-1)";
    // SC-2, SC-3: a game won on the board is of the kind its final board shows.
    if ((end === 'bear-off' || end === 'board-rule') && outcome(p)?.kind !== result['kind']) return "the game's result is not of the kind its final board shows (SC-2, SC-3)";
    // SC-7, SC-8: only a game still in play is resigned or dropped.
    if ((end === 'resignation' || end === 'drop') && p.isOver()) return 'a game that ended on the board cannot also end by a resignation or a drop';
  }
  return null;
}

/** Which draw a game of these settings can end in: LN-15's, a rule on the board (PL-14, PL-19), or none. */
function drawKind(settings: GameSettings): 'lastRoll' | 'board' | null {
  if (settings.lastRollDraw !== false) return 'lastRoll';
  return variantModule(settings.variant).boardDraw?.(settings.options) === true || deadlockDraws(settings) ? 'board' : null;
}

/** The results the variant can produce under these options, by kind, with their multipliers. */
function levelsOf(settings: GameSettings): Map<string, number> {
  return new Map(variantLevels(settings.variant, settings.options).map((l) => [l.kind, l.multiplier]));
}

/** CU-1 / CU-4 / CU-5: a value the cube can show under these rules. */
function cubeValueOk(value: unknown, cube: CubeRules): boolean {
  if (!isCount(value, 1, CUBE_LIMIT) || !withinMaximum(value, cube.maxValue)) return false;
  // Geometric progression: 1, 2, 4, 8, ... (CU-1); arithmetic: every whole number (CU-5).
  return cube.progression === 'arithmetic' || Number.isInteger(Math.log2(value));
}

/** SC-1 .. SC-9: one game's result, as scoring.ts would have written it. */
function resultProblem(r: Data, settings: GameSettings, levels: Map<string, number>): string | null {
  const end = r['end'];
  const kind = r['kind'];
  if (typeof end !== 'string' || !ENDS.includes(end)) return 'a result ends in an unknown way';
  if (!orNull(r['winner'], isPlayer) || typeof r['single'] !== 'boolean' || !isScore(r['points'])) return 'bad result';
  const points = r['points'] as Data;
  if (end === 'draw') {
    // SC-9 / LN-15: a draw has no winner, ignores the cube, and scores drawScore to each.
    // PL-14 / PL-19: a draw on the board scores nothing.
    if (drawKind(settings) === null) return 'a draw in a game whose rules have no draw (LN-15, PL-14, PL-19)';
    const each = settings.lastRollDraw === false ? 0 : drawPoints(settings.lastRollDraw.drawScore);
    const exact = r['winner'] === null && kind === 'draw' && r['multiplier'] === 1 && r['cube'] === 1 && !r['single'];
    return exact && points['white'] === each && points['black'] === each ? null : 'a draw is not scored as its rule says (LN-15, PL-14, PL-19)';
  }
  const winner = r['winner'];
  if (!isPlayer(winner) || kind === 'draw') return 'only a draw has no winner';
  if (!cubeValueOk(r['cube'], settings.cube) || (!settings.cube.enabled && r['cube'] !== 1)) return "a result's cube is not a cube value of these rules";
  const cube = r['cube'] as number;
  let multiplier: number;
  if (end === 'drop') {
    // SC-7: a refused double scores the cube before the offer, as a single game.
    if (kind !== 'oin' || r['single'] || !settings.cube.enabled) return 'a dropped double scores a single game (SC-7)';
    multiplier = 1;
  } else {
    const base = typeof kind === 'string' ? levels.get(kind) : undefined;
    if (base === undefined) return `a result of a kind these rules cannot produce (${String(kind).slice(0, 20)})`;
    // CU-8 / CU-13: only Jacoby (for a resignation, with jacobyCountsResignations) or the "no
    // gammons once cubed" option make a mars or koks single.
    const jacoby = settings.cube.jacoby && (end !== 'resignation' || settings.cube.jacobyCountsResignations);
    if (r['single'] && (base === 1 || !(jacoby || settings.cube.noGammonsOnceCubed))) return 'a result counted single without Jacoby (CU-8)';
    multiplier = r['single'] ? 1 : base;
  }
  if (r['multiplier'] !== multiplier) return "a result's multiplier is not its kind's (SC-1)";
  const won = multiplier * cube;
  const loser = opponent(winner);
  if (points[winner] !== won || points[loser] !== 0) return "a result's points are not its multiplier times its cube (SC-1)";
  return null;
}

function resultsProblem(match: Data, game: Data, settings: GameSettings): string | null {
  const rotation = settings.rotation;
  // TV-1: game n of a rotation match is its game (n - 1) mod the rotation's length, from the first.
  if (rotation !== null && rotation.index !== ((game['number'] as number) - 1) % rotation.games.length) {
    return "the rotation's current game is not this game's place in it";
  }
  for (const [i, result] of (match['results'] as unknown[]).entries()) {
    if (!isData(result)) return 'bad result';
    // Each result is judged by the rules of its own game.
    const own = rotation === null ? settings : settingsForRotationGame(settings, i % rotation.games.length);
    const problem = resultProblem(result, own, levelsOf(own));
    if (problem !== null) return problem;
  }
  return null;
}

/** MP-1: the score is the sum of the results, one per finished game, and the match ends when it says so. */
function scoreProblem(phase: string, game: Data, match: Data, settings: GameSettings): string | null {
  const results = match['results'] as Data[];
  const finished = (game['number'] as number) - (game['result'] === null ? 1 : 0);
  if (results.length !== finished) return 'the results do not match the games played';
  if (game['result'] !== null && !sameJson(results[results.length - 1], game['result'])) return "the game's result is not the last result";
  let white = 0;
  let black = 0;
  for (const result of results) {
    white += (result['points'] as Data)['white'] as number;
    black += (result['points'] as Data)['black'] as number;
  }
  const score = match['score'] as Data;
  if (score['white'] !== white || score['black'] !== black) return 'the score is not the sum of the results';
  const winner = matchWinner(settings.match, { white, black });
  if ((phase === 'match-over') !== (winner !== undefined)) return 'the match end does not fit the score';
  if (match['winner'] !== (winner ?? null)) return 'the match winner does not fit the score';
  // A match ends with the game that decides it: no game is played once a player has the length.
  let running = { white: 0, black: 0 };
  for (let i = 0; i < results.length - 1; i++) {
    const points = results[i]!['points'] as Data;
    running = { white: running.white + (points['white'] as number), black: running.black + (points['black'] as number) };
    if (matchWinner(settings.match, running) !== undefined) return 'games were played after the match was decided (MP-1)';
  }
  return null;
}

/** CU-10: whether this game is the Crawford game, and whether it has been played, follow from the results. */
function crawfordProblem(game: Data, match: Data, settings: GameSettings): string | null {
  const results = match['results'] as Data[];
  const played = game['result'] === null ? results.length : results.length - 1;
  let state = { crawford: false, postCrawford: false };
  let score = { white: 0, black: 0 };
  for (let i = 0; i < played; i++) {
    const points = results[i]!['points'] as Data;
    score = { white: score.white + (points['white'] as number), black: score.black + (points['black'] as number) };
    state = nextCrawfordState(settings.match, state, score);
  }
  if (game['crawford'] !== state.crawford || match['postCrawford'] !== state.postCrawford) return 'the Crawford state does not follow from the score (CU-10)';
  return null;
}

/**
 * CU-1 .. CU-9: the cube shows a value of these rules; it is centred until a double is taken
 * (and then at the value of the automatic doubles); an offer proposes the next value and comes
 * from the player who may make it.
 */
function cubeProblem(s: Data, phase: string, settings: GameSettings): string | null {
  const rules = settings.cube;
  const cube = s['cube'] as Data;
  const game = s['game'] as Data;
  const value = cube['value'] as number;
  const owner = cube['owner'] as Player | null;
  if (!cubeValueOk(value, rules)) return 'the cube shows a value these cube rules never reach (CU-1, CU-4, CU-5)';
  let automatic = 1;
  for (let k = 0; k < (game['automaticDoubles'] as number); k++) automatic = raisedValue(automatic, rules);
  if (owner === null && value !== automatic) return 'a centred cube shows more than its automatic doubles (CU-3, CU-9)';
  if (owner !== null && (!rules.enabled || game['crawford'] === true || value <= automatic)) return 'the cube has an owner although no double can have been taken';
  const offer = s['offer'] as Data | null;
  if (offer === null) return null;
  if (!rules.enabled || game['crawford'] === true) return 'a cube offer in a game without the cube';
  const offerer = offer['offerer'] as Player;
  if (offer['offered'] !== raisedValue(value, rules) || !withinMaximum(offer['offered'], rules.maxValue)) {
    return 'the offer is not the next value of the cube (CU-1, CU-4)';
  }
  const roller = (s['position'] as Data)['turn'];
  // Each instant redouble has raised the cube once since the double, from at least 1 (CU-6, CU-7).
  // (shapeProblem has checked the offer's fields.)
  const made = instantRedoubles(offer as unknown as CubeOffer);
  let least = 1;
  for (let k = 0; k < made; k++) least = raisedValue(least, rules);
  if (value < least) return 'the cube is smaller than the instant redoubles before the offer leave it (CU-6, CU-7)';
  switch (offer['kind']) {
    case 'double':
      // CU-2: the player on roll doubles, with the cube centred or his.
      if (offerer !== roller || (owner !== null && owner !== offerer)) return 'the double is not offered by the player on roll who may double (CU-2)';
      break;
    case 'beaver':
      // CU-6: the doubled player beavers and keeps the cube.
      if (!rules.beaver || owner !== offerer || offerer === roller) return 'the beaver is not offered by the doubled player (CU-6)';
      break;
    default: {
      // CU-7: the original doubler answers a beaver; the cube stays with the beaverer. Further
      // animals (maxInstantRedoubles) alternate: the beaverer makes the odd ones, the doubler the even.
      if (!rules.raccoon || made > rules.maxInstantRedoubles) return 'more instant redoubles than the rules allow (CU-7)';
      const byBeaverer = made % 2 === 1;
      if (owner === null || (byBeaverer ? offerer !== owner || offerer === roller : offerer !== opponent(owner) || offerer !== roller)) {
        return byBeaverer ? 'the instant redouble is not offered by the beaverer (CU-7)' : 'the raccoon is not offered by the original doubler (CU-7)';
      }
    }
  }
  if (phase === 'double' && s['toAct'] !== opponent(offerer)) return 'the offer is not answered by the other player';
  return null;
}

/** SC-8: a resignation is offered by one player and answered by the other; a declined one only by more. */
function resignationProblem(s: Data, phase: string, settings: GameSettings): string | null {
  const game = s['game'] as Data;
  const declined = game['declinedResignation'] as Data | null;
  if (declined !== null && (phase === 'opening' || phase === 'game-over' || phase === 'match-over')) return 'a declined resignation outside a game';
  const offer = s['resignation'] as Data | null;
  if (offer === null) return null;
  if (!settings.resignation || game['extraTurn'] === true) return 'a resignation where resigning is not allowed (SC-8, LN-15)';
  const player = offer['player'] as Player;
  if (s['toAct'] !== opponent(player)) return 'the resignation is not answered by the other player';
  const cubeOffer = s['offer'] as Data | null;
  if (cubeOffer !== null && (!settings.resignWhileDoubled || player !== opponent(cubeOffer['offerer'] as Player))) {
    return 'only the doubled player may resign while a double waits (resignWhileDoubled)';
  }
  if (declined !== null && declined['player'] === player) {
    const levels = levelsOf(settings);
    if (levels.get(offer['level'] as string)! <= levels.get(declined['level'] as string)!) return 'a resignation no higher than the one already declined';
  }
  return null;
}

/** LN-15: the extra turn belongs to the second player, after the starter has borne off his last checker. */
function extraTurnProblem(s: Data, phase: string, settings: GameSettings): string | null {
  const game = s['game'] as Data;
  if (game['extraTurn'] !== true) return null;
  const starter = game['starter'];
  if (settings.lastRollDraw === false || !isPlayer(starter)) return 'an extra turn without the last-roll rule (LN-15)';
  if (phase === 'game-over' || phase === 'match-over') return null;
  // CG-5: a stage of the extra turn whose rest passed to the starter is his to play.
  const record = s['turn'] as Data | null;
  const transferred = phase === 'play' && s['toAct'] === starter && record !== null && record['roller'] === opponent(starter);
  if ((s['toAct'] !== opponent(starter) && !transferred) || s['offer'] !== null) return 'the extra turn is not the second player\'s roll and play (LN-15)';
  const side = ((s['turn'] as Data | null)?.['start'] ?? s['position']) as Data;
  const off = (side[starter] as Data | undefined)?.['off'];
  if (off !== 15) return 'an extra turn before the starter has borne off all his checkers (LN-15)';
  return null;
}
