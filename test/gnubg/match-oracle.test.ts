import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyPlay,
  gamePosition,
  gnubgPositionId,
  legalActions,
  newGame,
  newMatch,
  nextCrawfordState,
  type Action,
  type GameConfig,
  type GameErrorCode,
  type GameResult,
  type GameState,
  type Player,
  positionFromGnubgId,
  type Points,
  type Position,
} from '../../src/index.js';

/**
 * GNU Backgammon as the oracle for games, matches and the cube in short tavla (docs/rules/scoring.md, cube.md and opening-and-matches.md).
 * test/fixtures/gnubg/matches.json holds 32 scripted flows run through gnubg 1.07 by
 * test/oracle/match.py (see test/oracle/README.md, "GNU Backgammon oracle for games, matches,
 * scoring and match IDs"): every action in our reducer's action shape, with gnubg's state and
 * position ID after it. Each flow is replayed through `apply`, and after every step our state
 * must say what gnubg says: score, cube, Crawford, who is on roll and who acts, dice, pending
 * double or resignation, the game's result, the match's end, and the position.
 *
 * The reducer runs with the two options that reproduce gnubg where the rule book (docs/rules/) is silent:
 * `match.deadCube` (gnubg refuses a double when the cube already covers what the doubler needs)
 * and `resignWhileDoubled` (gnubg lets the doubled player resign instead of answering). At each
 * step where one of them matters, the test also checks that the rule book's default gives the
 * other answer. Where the rule book itself decides against gnubg, the step is checked against
 * the rule book and the difference in points is carried on (see `keptRuleBook`). Every such
 * step is listed per flow in NOTES, so any new difference fails the test.
 *
 * Two things are translated, not compared: gnubg passes a roll that cannot be played inside
 * `roll` (`autoPass`), where our turn layer waits for the forced empty play (G-10), which the
 * replay then plays. The 25 plays gnubg writes with one hit mark on a repeated move ("7/1*(2)")
 * are read as gnubg means them (last test).
 */

type GnubgLevel = 'single' | 'gammon' | 'backgammon';

interface GnubgResult {
  readonly winner: Player;
  readonly points: number;
  readonly resigned: boolean;
  readonly dropped: boolean;
  /** What gnubg's message says, for games played out ('single' under Jacoby on a centred cube). */
  readonly kind?: GnubgLevel;
  /** What happened on the board, for games played out. */
  readonly boardKind?: GnubgLevel;
}

interface GnubgState {
  readonly gameState: 'playing' | 'over' | 'resigned' | 'dropped';
  readonly matchLength: number;
  readonly score: Points;
  readonly gamesFinished: number;
  readonly gameNumber: number;
  readonly crawford: boolean;
  readonly postCrawford: boolean | null;
  readonly jacoby: boolean;
  readonly cubeEnabled: boolean;
  readonly cube: { readonly value: number; readonly owner: Player | null };
  readonly onRoll: Player;
  readonly turn: Player;
  readonly dice: readonly [number, number] | null;
  readonly doubleOffered: boolean;
  readonly animals: number | null;
  readonly resignation: GnubgLevel | null;
  readonly initialCube: number;
  readonly result: GnubgResult | null;
  readonly matchOver: boolean;
  readonly matchWinner?: Player;
}

interface Step {
  readonly action: Action;
  readonly command: string;
  readonly refused?: true;
  readonly autoPass?: true;
  /** On plays: gnubg's parsemove of the notation, [from, to] in the mover's numbering (25 bar, 0 off). */
  readonly moveSteps?: readonly (readonly [number, number])[];
  readonly matchId: string | null;
  readonly positionId: string | null;
  readonly state: GnubgState | null;
  readonly gnubgSays: readonly string[];
}

interface Settings {
  readonly matchLength: number;
  readonly crawford: boolean;
  readonly jacoby: boolean;
  readonly beavers: number;
  readonly automaticDoubles: number;
  readonly cube: boolean;
}

interface Flow {
  readonly name: string;
  readonly description: string;
  readonly settings: Settings;
  readonly steps: readonly Step[];
}

const fixture = JSON.parse(readFileSync(new URL('../fixtures/gnubg/matches.json', import.meta.url), 'utf8')) as {
  readonly generator: { readonly gnubg: string; readonly complete: boolean; readonly players: Readonly<Record<string, string>> };
  readonly flows: readonly Flow[];
};

/** Each flow's test name: the rules it exercises. */
const TITLES: Readonly<Record<string, string>> = {
  'match1-single': 'MP-1 / SC-2: a single game on the 1-cube ends a 1-point match; no next game',
  'match1-gammon-overshoot': 'MP-1 / SC-2 / CU-11: a mars wins a 1-point match 0-2, the score kept past the length',
  'match1-dead-cube': 'CU-2 (match.deadCube): in a 1-point match neither player may double',
  'match3-crawford': 'CU-3 / CU-10 / SC-2: double/take, the Crawford game and post-Crawford in a 3-point match',
  'match3-no-crawford': 'CU-10 off / CU-3 / SC-7: no Crawford game, double/drop and double/take in a 3-point match',
  'match3-beaver-refused': 'CU-6 / CU-11 / SC-7: no beaver in a match; the double is dropped for 1',
  'match5-redouble': 'CU-3 / CU-10 / SC-2: redouble, the owner rule, koks in the Crawford game, post-Crawford drop in a 5-point match',
  'match5-drops': 'SC-7 / CU-3 / CU-10: dropped redouble and double, mars in the Crawford game, a 5-point match to 3-6',
  'match7-backgammon': 'SC-2 / CU-10 / MP-1: koks on the 2-cube, Crawford and post-Crawford, a 7-point match ending 1-8',
  'match7-gammon-4cube': 'CU-3 / SC-1: double, redouble, mars on the 4-cube = 8 in a 7-point match',
  'match7-backgammon-4cube': 'CU-3 / SC-1: double, redouble, koks on the 4-cube = 12 in a 7-point match',
  'match7-resignations': 'SC-8: resignations accepted, rejected and raised in a 7-point match',
  'match5-pending-states': 'CU-2 / SC-8 / CU-10: pending dice, double, redouble and resignations in a 5-point match',
  'match3-refusals': 'CU-2 / CU-3 / SC-8: cube and resignation answers out of place, rolls out of turn, in a 3-point match',
  'money-jacoby-centred': 'CU-8 / SC-2: Jacoby counts mars and koks single on the centred cube (money)',
  'money-jacoby-cube-turned': 'CU-8 / CU-3: a taken double lifts Jacoby: mars on the 2-cube = 4 (money)',
  'money-no-jacoby': 'SC-1 / SC-2: oin, mars and koks score 1, 2, 3 without Jacoby (money)',
  'money-beaver-take': 'CU-6: double, beaver, take: the beaverer owns the 4-cube (money)',
  'money-beaver-drop': 'CU-6 / SC-7: a dropped beaver costs the doubled value (money)',
  'money-raccoon-take': 'CU-7: double, beaver, raccoon, no further animal, take: the beaverer owns the 8-cube (money)',
  'money-raccoon-drop': 'CU-7 / SC-7: a dropped raccoon costs the beavered value (money)',
  'money-beaver-disabled': 'CU-6: no beaver unless switched on (money)',
  'money-raccoon-disabled': 'CU-6 / CU-7: beaver without raccoon; mars on the 4-cube = 8 (money)',
  'money-automatic-doubles': 'CU-9 / CU-8 / §11 item 15: two ties with limit 1 give a centred 2-cube; Jacoby still applies (money)',
  'money-automatic-doubles-3': 'CU-9 / CU-3: two ties with limit 3 give a centred 4-cube; double to 8, mars = 16 (money)',
  'money-opening-tie': 'OP-1 / CU-9: a tie is rolled again and the cube stays at 1 (money)',
  'money-resign-accepted': 'SC-8: accepted resignations at oin, mars and koks level (money)',
  'money-resign-rejected': 'SC-8: rejected resignations, the same level refused, the game played out (money)',
  'money-resign-jacoby': 'SC-8 / SC-1 / CU-8: a conceded mars on the centred cube under Jacoby (money)',
  'money-resign-during-double': 'SC-8 / CU-3 (resignWhileDoubled): resigning instead of answering a double (money)',
  'money-cube-disabled': 'CU-12 / CU-8: without the cube, double is refused and a mars counts 2 (money)',
  'money-redouble-drop': 'CU-3 / SC-7 / CU-8: a redouble dropped for 2; mars on the turned 2-cube = 4 (money)',
};

/**
 * The steps of each flow where an option or the rule book matters (step index, then what):
 * - `dead-cube`: gnubg refuses a double as dead; so does `match.deadCube`, and the default
 *   (CU-2 (docs/rules/cube.md), which has no such limit) accepts it.
 * - `resign-while-doubled`: gnubg lets the doubled player resign; so does `resignWhileDoubled`,
 *   and the default refuses it (`double-pending`: CU-3's answers are take or pass).
 * - `jacoby-resignation`, `jacoby-no-cube`: the rule book's score differs from gnubg's (see
 *   `keptRuleBook`); the difference is carried on in every later score.
 * Flows not listed replay with no such step.
 */
const NOTES: Readonly<Record<string, readonly string[]>> = {
  'match1-dead-cube': ['2 dead-cube', '5 dead-cube'],
  'match3-crawford': ['101 dead-cube'],
  'match3-no-crawford': ['41 dead-cube', '53 dead-cube'],
  'match5-redouble': ['102 dead-cube', '110 dead-cube'],
  'match5-drops': ['164 dead-cube'],
  'match7-backgammon': ['94 dead-cube'],
  'money-resign-jacoby': ['5 jacoby-resignation'],
  'money-resign-during-double': ['5 resign-while-doubled'],
  'money-cube-disabled': ['46 jacoby-no-cube'],
};

/** gnubg's refusal messages and the code our reducer gives for the same refusal. */
const REFUSALS: readonly (readonly [RegExp, GameErrorCode])[] = [
  [/^The match is already over\.$/, 'match-over'],
  [/^The cube is dead; you can't double any more\.$/, 'cube-dead'],
  [/^Doubling is forbidden by the Crawford rule/, 'crawford-game'],
  [/^Beavers and Raccoons are not permitted during match play\.$/, 'beaver-not-allowed'],
  [/^You do not own the cube\.$/, 'cube-not-yours'],
  [/ has already declined your offer of a /, 'resignation-already-declined'],
  [/^You can't double after rolling the dice/, 'already-rolled'],
  [/^The cube must have been offered before you can (take|drop) it\.$/, 'no-pending-double'],
  [/^You can only (accept|reject) if the cube or a resignation has been offered\.$/, 'no-pending-resignation'],
  [/^Please wait for \w+ to consider the cube before moving\.$/, 'double-pending'],
  [/^You have already rolled the dice\.$/, 'already-rolled'],
  [/^Please resolve the resignation first\.$/, 'resignation-pending'],
  // A third animal (`set beavers 2`) is one more beaver of a beaver; beavers 0 refuses the first.
  [/^Only 2 beavers are permitted|^Beavers are disabled/, 'beaver-not-allowed'],
  [/^Only one beaver is permitted/, 'raccoon-not-allowed'],
  [/^The doubling cube has been disabled/, 'cube-disabled'],
];

const GNUBG_LEVEL: Readonly<Record<string, GnubgLevel>> = { oin: 'single', mars: 'gammon', koks: 'backgammon' };
const MULTIPLIER: Readonly<Record<string, number>> = { oin: 1, mars: 2, koks: 3 };
const ANIMALS: Readonly<Record<string, number>> = { double: 0, beaver: 1, raccoon: 2 };

/**
 * Our configuration for a flow's gnubg settings. Matches take no beaver, raccoon, Jacoby or
 * automatic doubles (CU-11; gnubg's match IDs say "no Jacoby" in matches too, and it refuses
 * beavers there). The cube's maximum is gnubg's (64 in matches, 4096 in money play); no flow
 * comes near it. Jacoby without the cube is refused by our settings (CU-8 / CU-12, see
 * `keptRuleBook`), so it is off when gnubg's cube is.
 */
function configFor(settings: Settings): GameConfig {
  const common = { variant: 'short-tavla', preset: 'standard', resignWhileDoubled: true } as const;
  if (settings.matchLength > 0) {
    return {
      ...common,
      match: { length: settings.matchLength, crawford: settings.crawford, deadCube: true },
      cube: { enabled: settings.cube, maxValue: 64 },
    };
  }
  const cube = settings.cube;
  return {
    ...common,
    match: { length: null },
    cube: {
      enabled: cube,
      maxValue: 4096,
      jacoby: cube && settings.jacoby,
      // gnubg's `set beavers N` allows N animals in a row: 1 = beaver, 2 = beaver + raccoon, more
      // the further animals of CU-7's maxInstantRedoubles.
      beaver: cube && settings.beavers >= 1,
      raccoon: cube && settings.beavers >= 2,
      ...(cube && settings.beavers > 2 ? { maxInstantRedoubles: settings.beavers } : {}),
      automaticDoubles: cube ? settings.automaticDoubles : 0,
    },
  };
}

/** The same state under other settings (the rule book's defaults), as a saved state would be. */
function withSettings(state: GameState, patch: (settings: GameState['settings']) => GameState['settings']): GameState {
  return { ...(JSON.parse(JSON.stringify(state)) as GameState), settings: patch(state.settings) };
}

function isOver(state: GameState): boolean {
  return state.phase === 'game-over' || state.phase === 'match-over';
}

/** Is the action among what `legalActions` lists now (roll kinds by type; resignations with their level)? */
function listed(state: GameState, action: Action): boolean {
  return legalActions(state).some((a) => {
    if (a.type !== action.type) return false;
    if (a.type === 'resign' && action.type === 'resign') return a.level === action.level;
    return true;
  });
}

/**
 * Where the rule book (docs/rules/) decides against gnubg, the rule book's result for this game and gnubg's points
 * minus ours; null for an identical result.
 */
function keptRuleBook(flow: Flow, result: GameResult): { readonly note: string; readonly gap: number } | null {
  // SC-1 ("points won = base multiplier × cube value, after the Jacoby adjustment") and SC-8 (an
  // accepted resignation "is scored as that result × cube value"): a conceded mars under Jacoby
  // on the centred cube counts single, as one played out does (CU-8; docs/games.md §12). gnubg
  // does not apply Jacoby to resignations and scores the full level.
  if (result.end === 'resignation' && result.single) {
    return { note: 'jacoby-resignation', gap: (MULTIPLIER[result.kind]! - result.multiplier) * result.cube };
  }
  // CU-8 / CU-12: Jacoby is a cube rule ("unless a double was offered and accepted"; docs/rules/rule-index.md#options
  // lists no Jacoby for the presets without a cube), and our settings refuse `cube.jacoby` without
  // `cube.enabled`. gnubg keeps Jacoby with `set cube use off`, so its gammons then count single.
  if (flow.settings.matchLength === 0 && flow.settings.jacoby && !flow.settings.cube && result.end === 'bear-off' && result.multiplier > 1) {
    return { note: 'jacoby-no-cube', gap: (1 - result.multiplier) * result.cube };
  }
  return null;
}

// A play written with a hit mark on a repeated move, such as "13/1*(2)" or "24/18*/12(2)".
function hitOnRepeat(step: Step): boolean {
  return step.action.type === 'play' && typeof step.action.play === 'string' && /\*(\/\w+)*\(\d\)/.test(step.action.play) && step.moveSteps !== undefined;
}

/** gnubg's parsed steps of a play, as our step list. */
function stepsOf(step: Step): { from: number | 'bar'; to: number | 'off' }[] {
  return step.moveSteps!.map(([from, to]) => ({ from: from === 25 ? 'bar' : from, to: to === 0 ? 'off' : to }));
}

/** Every way our state disagrees with gnubg's after a step, as readable lines (empty: identical). */
function differences(ours: GameState, step: Step, gap: Points, gameGap: number, jacobyNoCube: boolean): string[] {
  const g = step.state!;
  const out: string[] = [];
  const check = (field: string, mine: unknown, theirs: unknown): void => {
    if (JSON.stringify(mine) !== JSON.stringify(theirs)) out.push(`${field}: ours ${JSON.stringify(mine)}, gnubg ${JSON.stringify(theirs)}`);
  };
  const over = isOver(ours);
  const result = ours.game.result;

  check('match length', ours.match.length ?? 0, g.matchLength);
  check('score', { white: ours.match.score.white + gap.white, black: ours.match.score.black + gap.black }, g.score);
  check('game number', ours.game.number, g.gameNumber);
  check('games finished', ours.match.results.length, g.gamesFinished);
  check('match over', ours.phase === 'match-over', g.matchOver);
  if (g.matchOver) check('match winner', ours.match.winner, g.matchWinner);
  check('cube enabled', ours.settings.cube.enabled, g.cubeEnabled);
  check('jacoby', ours.settings.cube.jacoby || jacobyNoCube, g.jacoby);
  check('cube', ours.cube, g.cube);
  // CU-9: the game's starting cube is 2 per automatic double.
  check('initial cube', 2 ** ours.game.automaticDoubles, g.initialCube);
  // gnubg's position ID is from its player on roll (fMove): the doubler while a double waits,
  // the loser after the last checker is borne off. Ours is the Setup's turn.
  check('on roll', ours.position.turn, g.onRoll);
  const position = gamePosition(ours);
  check('position id', position === null ? null : gnubgPositionId(position, g.onRoll), step.positionId);

  // CU-10: while a game goes on, the Crawford flag is this game's. gnubg updates it when a game
  // ends (the game-over match ID already describes the next game, and says "no" once the match
  // is over); ours stays the finished game's until next-game, which sets what nextCrawfordState says.
  if (!over) check('crawford', ours.game.crawford, g.crawford);
  else if (ours.phase === 'game-over') {
    const next = nextCrawfordState(ours.settings.match, { crawford: ours.game.crawford, postCrawford: ours.match.postCrawford }, ours.match.score);
    check('crawford (next game)', next.crawford, g.crawford);
  } else check('crawford (match over)', false, g.crawford);
  // gnubg's `postCrawford` says yes whenever a player is at length − 1 (README), so it is not compared.

  if (!over) {
    check('game state', 'playing', g.gameState);
    check('to act', ours.toAct, g.turn);
    check('dice', ours.dice === null ? null : [Math.max(...ours.dice), Math.min(...ours.dice)], g.dice);
    check('double offered', ours.offer !== null, g.doubleOffered);
    if (g.animals !== null) check('animals', ours.offer === null ? 0 : ANIMALS[ours.offer.kind], g.animals);
    check('resignation', ours.resignation === null ? null : GNUBG_LEVEL[ours.resignation.level], g.resignation);
    check('result', null, g.result);
  } else {
    // Between games nobody acts (docs/games.md §3); gnubg keeps the last player to act and the
    // double-offered bit of a resignation made instead of answering, which mean nothing once the
    // game is over. A game resigned after the roll keeps its dice on the table, as gnubg's does.
    check('to act', ours.toAct, null);
    check('dice', ours.dice === null ? null : [Math.max(...ours.dice), Math.min(...ours.dice)], g.dice);
    check('offer', ours.offer, null);
    const end = result!.end;
    check('game state', end === 'bear-off' ? 'over' : end === 'resignation' ? 'resigned' : 'dropped', g.gameState);
    check('resignation (accepted)', end === 'resignation' ? GNUBG_LEVEL[result!.kind] : null, g.resignation);
    const r = g.result!;
    check('winner', result!.winner, r.winner);
    check('points', (result!.winner === null ? 0 : result!.points[result!.winner]) + gameGap, r.points);
    check('resigned', end === 'resignation', r.resigned);
    check('dropped', end === 'drop', r.dropped);
    if (r.boardKind !== undefined) check('kind on the board', GNUBG_LEVEL[result!.kind], r.boardKind);
    if (r.kind !== undefined) check('kind scored', result!.multiplier === 1 || gameGap !== 0 ? 'single' : GNUBG_LEVEL[result!.kind], r.kind);
  }
  return out;
}

/** Replays one flow, asserting at every step; returns the steps where an option or the rule book mattered (see NOTES). */
function replayFlow(flow: Flow): readonly string[] {
  const config = configFor(flow.settings);
  const started = flow.settings.matchLength > 0 ? newMatch(config) : newGame(config);
  if (!started.ok) throw new Error(`${flow.name}: ${started.error.message}`);
  let ours = started.value;
  const gap = { white: 0, black: 0 };
  const notes: string[] = [];

  flow.steps.forEach((step, index) => {
    const where = `${flow.name} step ${index} (${step.command}; ${JSON.stringify(step.action)})`;
    const next = apply(ours, step.action);
    if (step.refused === true) {
      const message = step.gnubgSays.join(' ');
      const expected = REFUSALS.find(([pattern]) => pattern.test(message));
      expect(expected, `${where}: no code known for gnubg's refusal "${message}"`).toBeDefined();
      expect(next.ok, `${where}: gnubg refused it ("${message}"), we accepted it`).toBe(false);
      let code = expected![1];
      if (code === 'crawford-game') {
        expect(ours.game.crawford, where).toBe(true);
        // The starter of the Crawford game doubling with the roll-off dice down: gnubg names the
        // Crawford rule first, our reducer names the dice (CU-2: the cube comes before the roll).
        // Both reasons hold.
        if (ours.phase === 'play') code = 'already-rolled';
      }
      if (!next.ok) expect(next.error.code, where).toBe(code);
      expect(listed(ours, step.action), `${where}: refused, but legalActions lists it`).toBe(false);
      if (expected![1] === 'cube-dead') {
        // CU-2 (docs/rules/cube.md) has no dead cube: under the default settings the same double is allowed.
        notes.push(`${index} dead-cube`);
        const ruleBook = withSettings(ours, (s) => ({ ...s, match: { ...s.match, deadCube: false } }));
        const doubled = apply(ruleBook, step.action);
        expect(doubled.ok && doubled.value.phase, `${where}: the rule book's default should accept the double`).toBe('double');
      }
      // A refusal leaves gnubg's state as it was, and ours is unchanged by construction.
    } else {
      if (!next.ok) throw new Error(`${where}: gnubg accepted it, we refused it: ${next.error.code}: ${next.error.message}`);
      if (step.action.type !== 'opening-roll' && step.action.type !== 'next-game') {
        expect(listed(ours, step.action), `${where}: accepted, but legalActions does not list it`).toBe(true);
      }
      if (step.action.type === 'resign' && ours.phase === 'double') {
        // The doubled player resigns instead of answering. The default refuses this (CU-3: take or pass).
        notes.push(`${index} resign-while-doubled`);
        const ruleBook = apply(withSettings(ours, (s) => ({ ...s, resignWhileDoubled: false })), step.action);
        expect(!ruleBook.ok && ruleBook.error.code, `${where}: the default should refuse it`).toBe('double-pending');
      }
      ours = next.value;
      if (step.autoPass === true) {
        // gnubg passes a roll with no legal play inside `roll`; our turn layer offers the forced
        // pass as one empty play (G-10), the only legal play. Play it.
        expect(ours.phase, where).toBe('play');
        const plays = legalActions(ours).filter((a) => a.type === 'play');
        expect(plays.length === 1 && plays[0]!.play.length === 0, `${where}: the forced pass`).toBe(true);
        const passed = apply(ours, { type: 'play', play: [] });
        if (!passed.ok) throw new Error(`${where}: ${passed.error.message}`);
        ours = passed.value;
      }
    }

    // The game just ended: where the rule book and gnubg score it differently, keep ours.
    let gameGap = 0;
    const justEnded = next.ok && step.refused !== true && isOver(ours) && ours.game.result !== null;
    if (justEnded) {
      const kept = keptRuleBook(flow, ours.game.result!);
      if (kept !== null) {
        notes.push(`${index} ${kept.note}`);
        gameGap = kept.gap;
        gap[ours.game.result!.winner!] += kept.gap;
      }
    } else if (isOver(ours) && ours.game.result !== null) {
      // Refused commands after the game (`new game` once the match is over) see the same result.
      gameGap = keptRuleBook(flow, ours.game.result)?.gap ?? 0;
    }

    if (step.state === null) {
      // Steps gnubg performs inside another command (a tied opening roll, `new game`) have no
      // state of their own; the next step's state covers them.
      expect(step.action.type === 'opening-roll' || step.action.type === 'next-game', where).toBe(true);
      return;
    }
    const jacobyNoCube = flow.settings.matchLength === 0 && flow.settings.jacoby && !flow.settings.cube;
    expect(differences(ours, step, gap, gameGap, jacobyNoCube), where).toEqual([]);
  });

  return notes;
}

describe('GNU Backgammon oracle: match flows replayed through the reducer (docs/rules/scoring.md, cube.md and opening-and-matches.md)', () => {
  it('the fixture: 32 complete flows, 1,859 steps (34 refused), white = gnubg player 0', () => {
    expect(fixture.generator.complete).toBe(true);
    expect(fixture.generator.gnubg).toMatch(/^1\.07/);
    expect(fixture.generator.players).toEqual({ 0: 'white', 1: 'black' });
    expect(fixture.flows.length).toBe(32);
    expect(fixture.flows.reduce((n, f) => n + f.steps.length, 0)).toBe(1859);
    expect(fixture.flows.reduce((n, f) => n + f.steps.filter((s) => s.refused === true).length, 0)).toBe(34);
    expect(fixture.flows.map((f) => f.name).sort()).toEqual(Object.keys(TITLES).sort());
    for (const name of Object.keys(NOTES)) expect(Object.keys(TITLES)).toContain(name);
  });

  it("the rule book's default settings refuse Jacoby without the cube, which gnubg's cube-off flow uses (CU-8, CU-12)", () => {
    const r = newGame({ variant: 'short-tavla', cube: { enabled: false, jacoby: true } });
    expect(!r.ok && r.error.code).toBe('invalid-config');
  });

  for (const flow of fixture.flows) {
    it(`${TITLES[flow.name] ?? flow.name} (${flow.name})`, () => {
      expect(replayFlow(flow)).toEqual(NOTES[flow.name] ?? []);
    });
  }

  /** Every play gnubg wrote with a hit mark on a repeated move, with the position and dice before it. */
  function repeatedHits(): { where: string; position: Position; dice: [number, number]; notation: string; steps: ReturnType<typeof stepsOf> }[] {
    const found = [];
    for (const flow of fixture.flows) {
      for (const [index, step] of flow.steps.entries()) {
        if (!hitOnRepeat(step) || step.action.type !== 'play') continue;
        const before = flow.steps[index - 1]!;
        const position = positionFromGnubgId(before.positionId!, before.state!.onRoll);
        if (!position.ok) throw new Error(position.error.message);
        const [high, low] = before.state!.dice!;
        found.push({ where: `${flow.name} step ${index}`, position: position.value, dice: [high, low] as [number, number], notation: step.action.play as string, steps: stepsOf(step) });
      }
    }
    return found;
  }

  it('G-9: the 25 plays gnubg wrote with one hit mark on a repeated move are legal as gnubg parsed them', () => {
    const plays = repeatedHits();
    expect(plays.length).toBe(25);
    for (const p of plays) expect(applyPlay(p.position, p.dice, p.steps).ok, p.where).toBe(true);
  });

  // gnubg marks a hit once on a repeated move ("7/1*(2)", "bar/24*/23(2)": only the first
  // checker hits); our reader takes it the same way.
  it("G-9 notation: gnubg's repeated moves with one hit mark are read as gnubg means them", () => {
    const refused = repeatedHits().filter((p) => !applyPlay(p.position, p.dice, p.notation).ok).map((p) => `${p.where}: ${p.notation}`);
    expect(refused).toEqual([]);
  });
});
