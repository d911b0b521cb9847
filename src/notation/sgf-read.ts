import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import type { StepFrom, StepTo } from '../core/play.js';
import { opponent, type Player } from '../core/player.js';
import { ok, type Result } from '../core/result.js';
import { cut, show } from '../core/show.js';
import type { Action } from '../game/actions.js';
import type { GameConfig } from '../game/config.js';
import { fileFail, FileReplay, firstReplaying, levelOfPoints, longestRun, resignedFacing, statedPointsFit, type FileFail, type MatchFileError, type Replayed, type Where } from './match-file.js';
import type { GameRecord } from './record-types.js';
import { FULL_RESIGNATIONS_RULE, gnubgWrote, readSgf, sgfText, type SgfProperty, type SgfTree } from './sgf-syntax.js';
import { isVariationName, variationConfig } from './variations.js';
import { deepFreeze } from '../core/snapshot.js';

/**
 * Reading GNU Backgammon's SGF files (`save match`, GM[6]) into a game log the reducer
 * replays, keeping every property the library does not interpret (gnubg's analysis, comments,
 * statistics, dates) with the node it belongs to, so that `toSgf` writes them back unchanged.
 * The format is in docs/notation.md ("GNU Backgammon SGF").
 */

/** A node of the file as read: its properties as written, and the actions it stands for. */
export interface SgfNodeRecord {
  /** The node's properties as written, in order. */
  readonly properties: readonly SgfProperty[];
  /** The actions the node stands for (none for a node of analysis or comments only). */
  readonly actions: readonly Action[];
}

/** A game of the file as read: the root node's properties and the nodes after it. */
export interface SgfGameRecord {
  /** The root node's properties as written. */
  readonly root: readonly SgfProperty[];
  /** The nodes after the root, in order. */
  readonly nodes: readonly SgfNodeRecord[];
}

/** What `fromSgf` reads: the match as a log with its final state, the players, and every game's nodes as written. */
export interface SgfRecord extends GameRecord {
  /** The two players' names from the file. */
  readonly names: {
    /** White's name. */
    readonly white: string;
    /** Black's name. */
    readonly black: string;
  };
  /** Every game of the file, as written. */
  readonly games: readonly SgfGameRecord[];
}

/** The properties of a node that are moves or cube actions (SGF backgammon `W`/`B`, and gnubg's `PL`+`DI` roll). */
export const SGF_MOVE_IDS: readonly string[] = ['W', 'B', 'PL', 'DI'];
/** Set-up properties: a position or cube edited by hand, which no game reaches by play. */
const SETUP_IDS = ['AE', 'AB', 'AW', 'CP', 'CV'];

interface RootInfo {
  readonly line: number;
  readonly length: number;
  readonly index: number;
  readonly score: readonly [white: number, black: number];
  readonly names: readonly [string, string];
  readonly rules: readonly string[];
  readonly result: { readonly winner: Player; readonly points: number; readonly resigned: boolean } | null;
}

const first = (props: readonly SgfProperty[], id: string): SgfProperty | undefined => props.find((p) => p.id === id);

function readRoot(tree: SgfTree, game: number): RootInfo | FileFail {
  const root = tree.nodes[0]!;
  const where = { game, line: root.line };
  const props = root.properties;
  const gm = first(props, 'GM');
  if (gm?.values[0] !== '6') return fileFail('malformed-sgf', where, `GM[${cut(gm?.values[0] ?? '')}]: a backgammon game is GM[6].`);
  if (first(props, 'CV') !== undefined) return fileFail('sgf-unsupported', where, 'CV on the root: automatic doubles (CU-9) are not recorded as rolls, so the game cannot be replayed.');
  for (const p of props) {
    if (SGF_MOVE_IDS.includes(p.id) || SETUP_IDS.includes(p.id)) return fileFail('sgf-unsupported', where, `${cut(p.id)} in the root node: the game starts from a set-up position.`);
  }
  const info: Record<string, number> = {};
  for (const value of first(props, 'MI')?.values ?? []) {
    const m = /^(length|game|ws|bs):(\d{1,9})$/i.exec(sgfText(value).trim());
    if (m) info[m[1]!.toLowerCase()] = Number(m[2]);
  }
  const rules = (first(props, 'RU')?.values ?? []).flatMap((v) => sgfText(v).split(':')).map((w) => w.trim()).filter((w) => w !== '');
  let result: RootInfo['result'] = null;
  const re = first(props, 'RE');
  if (re !== undefined) {
    const m = /^([WB])\+(\d{1,9})(R?)$/i.exec(sgfText(re.values[0]!).trim());
    if (!m) return fileFail('malformed-sgf', where, `RE[${cut(re.values[0]!)}]: a result is W+n or B+n, with R when resigned.`);
    result = { winner: m[1]!.toUpperCase() === 'W' ? 'white' : 'black', points: Number(m[2]), resigned: m[3] !== '' };
  }
  const name = (id: string, fallback: string): string => {
    const v = first(props, id)?.values[0];
    return v === undefined ? fallback : sgfText(v);
  };
  return {
    line: root.line,
    length: info['length'] ?? 0,
    index: info['game'] ?? game - 1,
    score: [info['ws'] ?? 0, info['bs'] ?? 0],
    names: [name('PW', 'White'), name('PB', 'Black')],
    rules,
    result,
  };
}

const PLAYER_OF: Readonly<Record<string, Player>> = { W: 'white', B: 'black' };

/** A point letter of a move in the mover's own numbering: White's `a` is his 1-point, Black's `x` his 1-point; `y` the bar, `z` off. */
function pointOf(letter: string, player: Player): number | 'bar' | 'off' | null {
  if (letter === 'y') return 'bar';
  if (letter === 'z') return 'off';
  const code = letter.charCodeAt(0);
  if (code < 97 || code > 120) return null;
  return player === 'white' ? code - 96 : 121 - code;
}

type NodeMove =
  | { readonly kind: 'move'; readonly player: Player; readonly dice: readonly [number, number]; readonly steps: readonly { from: StepFrom; to: StepTo }[] }
  | { readonly kind: 'roll'; readonly player: Player; readonly dice: readonly [number, number] }
  | { readonly kind: 'double' | 'take' | 'drop'; readonly player: Player }
  | { readonly kind: 'none' };

function readMove(props: readonly SgfProperty[], where: Where): NodeMove | FileFail {
  for (const p of props) {
    if (SETUP_IDS.includes(p.id)) return fileFail('sgf-unsupported', where, `${cut(p.id)}: a position or cube edited by hand, which no game reaches by play.`);
  }
  const move = props.find((p) => p.id === 'W' || p.id === 'B');
  const pl = first(props, 'PL');
  const di = first(props, 'DI');
  if (move !== undefined) {
    const player = PLAYER_OF[move.id]!;
    const value = sgfText(move.values[0]!).trim();
    if (value === 'double' || value === 'take' || value === 'drop') return { kind: value, player };
    const m = /^([1-6])([1-6])((?:[a-z][a-z]){0,4})$/.exec(value);
    if (!m) return fileFail('malformed-sgf', where, `${move.id}[${cut(value)}] is not a move (dice and up to four point pairs), double, take or drop.`);
    const steps: { from: StepFrom; to: StepTo }[] = [];
    for (let k = 0; k < m[3]!.length; k += 2) {
      const from = pointOf(m[3]![k]!, player);
      const to = pointOf(m[3]![k + 1]!, player);
      if (from === null || to === null || from === 'off' || to === 'bar') return fileFail('malformed-sgf', where, `${move.id}[${cut(value)}]: "${m[3]!.slice(k, k + 2)}" is not a step.`);
      steps.push({ from, to });
    }
    return { kind: 'move', player, dice: [Number(m[1]), Number(m[2])], steps };
  }
  if (pl !== undefined || di !== undefined) {
    const who = PLAYER_OF[sgfText(pl?.values[0] ?? '').trim()];
    const dice = /^([1-6])([1-6])$/.exec(sgfText(di?.values[0] ?? '').trim());
    // gnubg writes PL with DI for dice rolled before a resignation; PL alone sets up who is on roll.
    if (who === undefined || dice === null) return fileFail('sgf-unsupported', where, 'PL without DI: the player on roll is set by hand.');
    return { kind: 'roll', player: who, dice: [Number(dice[1]), Number(dice[2])] };
  }
  return { kind: 'none' };
}

/** The settings the files' rules (`RU`) and contents call for, and those left open to try. */
function candidates(infos: readonly RootInfo[], trees: readonly SgfTree[], base: GameConfig): GameConfig[] {
  const root = infos[0]!;
  const rules = root.rules.map((r) => r.toLowerCase());
  const moves = trees.map((t) => t.nodes.slice(1).map((n) => sgfText(n.properties.find((p) => p.id === 'W' || p.id === 'B')?.values[0] ?? '').trim()));
  // CU-6, CU-7: a double answered by a double is a beaver, a third in a row a raccoon, and more
  // the further animals GNU Backgammon's `set beavers N` allows (maxInstantRedoubles).
  const animals = Math.max(0, longestRun(moves, (v) => v === 'double') - 1);
  const beaver = animals >= 1;
  const raccoon = animals >= 2;
  const further = animals > 2 ? { maxInstantRedoubles: animals } : {};
  // SC-8 (gnubg): a game resigned while the last node is a double was resigned instead of answering.
  const resignWhileDoubled = infos.some((info, g) => info.result?.resigned === true && moves[g]!.at(-1) === 'double');
  const extra: Partial<GameConfig> = { ...(resignWhileDoubled ? { resignWhileDoubled } : {}) };
  const enabled = !rules.includes('nocube');
  const full = rules.includes(FULL_RESIGNATIONS_RULE.toLowerCase());
  const cubeBase = { ...(enabled ? {} : { enabled: false }), ...(full ? { jacobyCountsResignations: false } : {}) };
  if (root.length > 0) {
    return [{ ...base, ...extra, match: { length: root.length, crawford: enabled && rules.includes('crawford') }, cube: cubeBase }];
  }
  const jacoby = enabled && rules.includes('jacoby');
  const money = (maxValue: number | null, jacobyCountsResignations: boolean): GameConfig => ({
    ...base,
    ...extra,
    match: { length: null },
    cube: { ...cubeBase, maxValue, jacoby, beaver, raccoon, ...further, ...(jacobyCountsResignations ? {} : { jacobyCountsResignations }) },
  });
  // CU-8 and SC-8: GNU Backgammon scores a resigned gammon in full under Jacoby; the library
  // counts it single by default. Where the scores cannot tell, the writer named in AP decides.
  const resignations = !jacoby || full ? [!full] : gnubgWrote(trees[0]?.nodes[0]?.properties) ? [false, true] : [true, false];
  // CU-4: gnubg's money cube goes to 4096; the rule book's 64 unless the file goes beyond.
  return [64, null].flatMap((maxValue) => resignations.map((counted) => money(maxValue, counted)));
}

class SgfReplay {
  readonly games: { root: readonly SgfProperty[]; nodes: SgfNodeRecord[] }[] = [];
  constructor(private readonly r: FileReplay) {}

  private mismatch(where: Where, message: string): FileFail {
    return fileFail('record-mismatch', where, message);
  }

  /** Applies a node's actions, recording them with the node. */
  private node(where: Where, actions: Action[], action: Action): FileFail | null {
    const bad = this.r.act(where, action);
    if (!bad) actions.push(action);
    return bad;
  }

  private impliedTake(where: Where, actions: Action[]): FileFail | null {
    return this.r.state.phase === 'double' ? this.node(where, actions, { type: 'take', player: this.r.state.toAct! }) : null;
  }

  /** The roll of a move node: the roll-off for a game's first move (OP-1, OP-2), else a roll. */
  private roll(where: Where, actions: Action[], player: Player, dice: readonly [number, number]): FileFail | null {
    const r = this.r;
    const implied = this.impliedTake(where, actions);
    if (implied) return implied;
    if (r.state.phase !== 'opening') return this.node(where, actions, { type: 'roll', dice: [dice[0], dice[1]], player });
    const [a, b] = dice;
    if (a === b) return fileFail('illegal-record', where, `a game opens with ${a}${b}, but the roll-off never gives a double (OP-1).`);
    const high = Math.max(a, b);
    const low = Math.min(a, b);
    const bad = this.node(where, actions, { type: 'opening-roll', white: player === 'white' ? high : low, black: player === 'white' ? low : high });
    if (bad) return bad;
    return r.state.toAct === player ? null : this.mismatch(where, `the roll-off gives the first move to ${String(r.state.toAct)}, but the file has ${player} move.`);
  }

  game(tree: SgfTree, info: RootInfo, g: number): FileFail | null {
    const r = this.r;
    const game = g + 1;
    const start = { game, line: info.line };
    if (g > 0) {
      if (r.state.phase === 'match-over') return this.mismatch(start, 'a game after the match was won.');
      if (r.state.phase !== 'game-over') return this.mismatch(start, `game ${game} begins, but the game before it is not over.`);
      const bad = r.act(start, { type: 'next-game' });
      if (bad) return bad;
    }
    const { white, black } = r.state.match.score;
    if (info.score[0] !== white || info.score[1] !== black) return this.mismatch(start, `MI gives the score ${info.score[0]}-${info.score[1]}, the replay ${white}-${black}.`);
    if (info.index !== g) return this.mismatch(start, `MI[game:${info.index}] is game ${info.index + 1}, but this is game ${game} of the file.`);
    if (info.rules.some((w) => w.toLowerCase() === 'crawfordgame') !== r.state.game.crawford) {
      return this.mismatch(start, `RU ${r.state.game.crawford ? 'does not mark' : 'marks'} the Crawford game, but by the score this game ${r.state.game.crawford ? 'is' : 'is not'} (CU-10).`);
    }
    const nodes: SgfNodeRecord[] = [];
    this.games.push({ root: tree.nodes[0]!.properties, nodes });
    for (const node of tree.nodes.slice(1)) {
      const where = { game, line: node.line };
      const move = readMove(node.properties, where);
      if ('ok' in move) return move;
      const actions: Action[] = [];
      const bad = this.apply(where, actions, move);
      if (bad) return bad;
      nodes.push({ properties: node.properties, actions });
    }
    return this.result({ game, line: info.line }, info);
  }

  private apply(where: Where, actions: Action[], move: NodeMove): FileFail | null {
    const r = this.r;
    switch (move.kind) {
      case 'none':
        return null;
      case 'double': {
        // SGF backgammon: "double" includes beavers (CU-6) and raccoons (CU-7), made by the player answering.
        const offer = r.state.offer;
        const answering = r.state.phase === 'double' && r.state.toAct === move.player;
        const type = answering ? (offer === null || offer.kind === 'double' ? 'beaver' : 'raccoon') : 'double';
        return this.node(where, actions, { type, player: move.player });
      }
      case 'take':
      case 'drop':
        return this.node(where, actions, { type: move.kind, player: move.player });
      case 'roll':
        return this.roll(where, actions, move.player, move.dice);
      case 'move': {
        const bad = this.roll(where, actions, move.player, move.dice);
        if (bad) return bad;
        // G-10: no steps is the forced pass; it must be the legal play. Each pair is one die's
        // sub-move, so `bz` with 2-1 is 2/off, never 2/1*/off: read as notation, whose reading
        // lets an unwritten point passed on the way hold no hit (the two are different plays).
        const play = move.steps.length === 0 ? 'pass' : move.steps.map((s) => `${s.from}/${s.to}`).join(' ');
        return this.node(where, actions, { type: 'play', play, player: move.player });
      }
    }
  }

  /** RE: the game's result; a resignation, which gnubg writes nowhere else, is replayed here (SC-8). */
  private result(where: Where, info: RootInfo): FileFail | null {
    const r = this.r;
    const re = info.result;
    if (re === null) return null;
    if (re.resigned && r.state.game.result === null) {
      const actions: Action[] = [];
      // An animal left unanswered was taken, unless the points fit only the cube before it (the
      // player facing it resigned instead of answering, resignWhileDoubled).
      if (r.state.offer !== null && r.state.offer.kind !== 'double' && !resignedFacing(re.points, r.state.cube.value, r.state.offer.offered)) {
        const bad = this.impliedTake(where, actions);
        if (bad) return bad;
      }
      const level = levelOfPoints(re.points, r.state.cube.value);
      if (level === null) return this.mismatch(where, `RE gives ${re.points} points on a cube of ${r.state.cube.value}: no resignation level (SC-8).`);
      const bad =
        this.node(where, actions, { type: 'resign', level, player: opponent(re.winner) }) ?? this.node(where, actions, { type: 'accept-resignation', player: re.winner });
      if (bad) return bad;
    }
    const result = r.state.game.result;
    if (result === null) return this.mismatch(where, `RE gives a result, but the game is not over after its last move.`);
    if (result.winner !== re.winner || !statedPointsFit(result, re.points) || (result.end === 'resignation') !== re.resigned) {
      const actual = result.winner === null ? 'a draw' : `${result.winner} winning ${result.points[result.winner]}${result.end === 'resignation' ? ' by resignation' : ''}`;
      return this.mismatch(where, `RE gives ${re.winner} winning ${re.points}${re.resigned ? ' by resignation' : ''}, the replay ${actual}.`);
    }
    return null;
  }
}

/**
 * Reads a GNU Backgammon SGF file (a match or money session saved with `save match`: GM[6])
 * into the match's log and final state, the players, and every game's nodes as written, with
 * the actions each node stands for. Moves, dice, doubles, beavers, raccoons, takes and drops are
 * replayed through the reducer; a resignation (only in `RE`, `W+2R`) is replayed at the end of
 * its game; the match length, Crawford, Jacoby and cube settings come from `MI` and `RU`.
 * Refusals carry the game and line: `malformed-sgf`, `sgf-unsupported` (another variation, an
 * edited position, automatic doubles), `illegal-record`, `record-mismatch`. Never throws.
 */
export function fromSgf(text: string): Result<SgfRecord, MatchFileError> {
  if (typeof text !== 'string') return fileFail('malformed-sgf', { game: 0, line: 0 }, `An SGF file is a string; got ${show(text)}.`);
  const long = refuseLength(text, INPUT_LIMITS.matchFile, 'SGF file');
  if (long) return { ok: false, error: Object.freeze({ ...long.error, line: 0, game: 0 }) };
  const trees = readSgf(text);
  if (!Array.isArray(trees)) return trees;
  if (trees.length === 0) return fileFail('malformed-sgf', { game: 0, line: 0 }, 'No game tree: this is not an SGF file.');
  const infos: RootInfo[] = [];
  for (let g = 0; g < trees.length; g++) {
    const info = readRoot(trees[g]!, g + 1);
    if ('ok' in info) return info;
    infos.push(info);
  }
  const root = infos[0]!;
  const variation = root.rules.find(isVariationName);
  const base = variationConfig(variation);
  if (base === null) return fileFail('sgf-unsupported', { game: 1, line: root.line }, `RU names the variation ${show(variation)}, which this library does not play.`);
  for (const info of infos) {
    if (info.length !== root.length) return fileFail('record-mismatch', { game: info.index + 1, line: info.line }, `MI[length:${info.length}], but the match is ${root.length}.`);
  }
  if (root.score[0] !== 0 || root.score[1] !== 0) {
    return fileFail('sgf-unsupported', { game: 1, line: root.line }, 'the match starts at a score other than 0-0; the reducer plays matches from the start.');
  }
  let games: SgfReplay['games'] = [];
  const replayed = firstReplaying(candidates(infos, trees, base), (config): { readonly ok: true; readonly value: Replayed } | FileFail => {
    const started = FileReplay.start(config);
    if (!(started instanceof FileReplay)) return started;
    const reader = new SgfReplay(started);
    for (let g = 0; g < trees.length; g++) {
      const bad = reader.game(trees[g]!, infos[g]!, g);
      if (bad) return bad;
    }
    games = reader.games;
    return ok(started.done());
  });
  if (!replayed.ok) return replayed;
  const { config, actions, state } = replayed.value;
  const copies = games.map((g) => ({ root: g.root, nodes: g.nodes.map((n) => ({ ...n })) }));
  // Frozen all the way down, as every value in a Result is (docs/security.md).
  return ok(deepFreeze({ config, actions: [...actions], state, names: { white: root.names[0], black: root.names[1] }, games: copies }));
}
