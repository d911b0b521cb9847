import { INPUT_LIMITS, MAX_FILE_GAMES, refuseLength } from '../core/limits.js';
import { opponent, type Player } from '../core/player.js';
import { ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import type { GameConfig } from '../game/config.js';
import { apply } from '../game/reducer.js';
import { fileFail, FileReplay, firstReplaying, levelOfPoints, longestRun, resignedFacing, statedPointsFit, type FileFail, type MatchFileError, type Replayed, type Where } from './match-file.js';
import { variationConfig } from './variations.js';
import { readMatText, type MatGame, type MatText, type PlacedCell } from './mat-text.js';
import type { GameRecord } from './record-types.js';
import { deepFreeze } from '../core/snapshot.js';

/**
 * Reading Jellyfish `.mat` files (GNU Backgammon's `export match mat`, eXtreme Gammon, Jellyfish,
 * the online sites) into a game log the reducer replays. The format, and how each of its quirks
 * is read, is in docs/notation.md ("Jellyfish .mat").
 */

/** What `fromMat` reads: the match as a log with its final state, the players, and the file's header. */
export interface MatRecord extends GameRecord {
  /** The two players' names from the match file. */
  readonly names: {
    /** White's name. */
    readonly white: string;
    /** Black's name. */
    readonly black: string;
  };
  /** The header's `; [Key "value"]` tags, in order (`EventDate`, `Site`, eXtreme Gammon's `Crawford`, ...). */
  readonly tags: readonly (readonly [key: string, value: string])[];
  /** The header's other comment lines, without the `;`. */
  readonly comments: readonly string[];
}

const tagValue = (text: MatText, key: string): string | undefined => text.tags.find(([k]) => k.toLowerCase() === key.toLowerCase())?.[1];

function onOff(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  return v === 'on' || v === 'yes' || v === 'true' ? true : v === 'off' || v === 'no' || v === 'false' ? false : undefined;
}

/** The library's own tag turning `cube.jacobyCountsResignations` off, as settings to spread. */
function fullResignations(text: MatText): { readonly jacobyCountsResignations?: false } {
  return onOff(tagValue(text, 'JacobyResignations')) === false ? { jacobyCountsResignations: false } : {};
}

/** The settings to try, in order: those the file states, and for what it leaves open both readings. */
function candidates(text: MatText, base: GameConfig): GameConfig[] {
  const cells = text.games.flatMap((g) => g.cells);
  // A loop, not Math.max(...cells): a long file (millions of cells) would overflow the call stack.
  const biggest = cells.reduce((most, c) => (c.kind === 'double' || c.kind === 'beaver' ? Math.max(most, c.value) : most), 1);
  const limit = Number(tagValue(text, 'CubeLimit'));
  const maxValue = Number.isInteger(limit) && limit >= 1 ? limit : biggest > 64 ? null : 64;
  // SC-8 with GNU Backgammon's extension: a "Wins" right after "Doubles" (or "Beavers") may be the player facing it resigning instead of answering.
  const resignWhileDoubled = text.games.some((g) => g.cells.some((c, k) => c.kind === 'wins' && (g.cells[k - 1]?.kind === 'double' || g.cells[k - 1]?.kind === 'beaver')));
  const extra = resignWhileDoubled ? { resignWhileDoubled } : {};
  if (text.length > 0) {
    const crawford = onOff(tagValue(text, 'Crawford'));
    // CU-10: Jellyfish and GNU Backgammon play the Crawford rule; a file without the tag that
    // doubles in the game after 1-away can only have been played without it.
    return (crawford === undefined ? [true, false] : [crawford]).map((c) => ({ ...base, ...extra, match: { length: text.length, crawford: c }, cube: { maxValue, ...fullResignations(text) } }));
  }
  const beaverTag = onOff(tagValue(text, 'Beaver'));
  const beaver = beaverTag ?? cells.some((c) => c.kind === 'beaver');
  // CU-6 / CU-7: Beavers cells in a row: a beaver, a raccoon, then the further animals GNU
  // Backgammon's `set beavers N` allows (maxInstantRedoubles).
  const animals = longestRun(text.games.map((g) => g.cells), (c) => c.kind === 'beaver');
  const raccoon = beaver && animals >= 2;
  const further = raccoon && animals > 2 ? { maxInstantRedoubles: animals } : {};
  const jacoby = onOff(tagValue(text, 'Jacoby'));
  // CU-8 / SC-8: whether Jacoby counts a resigned gammon single (the library's default) or leaves
  // it in full (GNU Backgammon); the library's own tag says, else the scores tell where they can.
  const countedTag = onOff(tagValue(text, 'JacobyResignations'));
  const money = (j: boolean, counted: boolean): GameConfig => ({ ...base, ...extra, match: { length: null }, cube: { maxValue, jacoby: j, beaver, raccoon, ...further, ...(counted ? {} : { jacobyCountsResignations: false }) } });
  // CU-8: Jacoby is GNU Backgammon's and the rule book's default in money play; the scores tell.
  // Scores that want a resigned gammon in full are read as Jacoby off before GNU Backgammon's
  // Jacoby, which leaves resignations in full: the file cannot tell them apart.
  if (jacoby === false) return [money(false, countedTag ?? true)];
  if (countedTag !== undefined) return jacoby === true ? [money(true, countedTag)] : [money(true, countedTag), money(false, countedTag)];
  return jacoby === true ? [money(true, true), money(true, false)] : [money(true, true), money(false, true), money(true, false)];
}

/** Replays the games of a .mat file under one configuration. */
class MatReplay {
  /** The score the next game of the file starts at (white, black); null in the file's last game. */
  private nextScore: readonly [number, number] | null = null;

  constructor(private readonly r: FileReplay) {}

  private where(cell: { readonly line: number }, game: MatGame): Where {
    return { game: game.number, line: cell.line };
  }

  /** A pending double, beaver or raccoon that the file answers by moving on: it was taken (the format writes no take after an animal). */
  private impliedTake(where: Where): FileFail | null {
    if (this.r.state.phase !== 'double') return null;
    return this.r.act(where, { type: 'take', player: this.r.state.toAct! });
  }

  private mismatch(where: Where, message: string): FileFail {
    return fileFail('record-mismatch', where, message);
  }

  game(game: MatGame, first: boolean, next: MatGame | undefined): FileFail | null {
    const r = this.r;
    this.nextScore = next?.score ?? null;
    const start = { game: game.number, line: game.line };
    if (!first) {
      if (r.state.phase === 'match-over') return this.mismatch(start, 'a game after the match was won.');
      if (r.state.phase !== 'game-over') return this.mismatch(start, `game ${game.number} begins, but the game before it is not over.`);
      const bad = r.act(start, { type: 'next-game' });
      if (bad) return bad;
    }
    const { white, black } = r.state.match.score;
    if (game.score[0] !== white || game.score[1] !== black) {
      return this.mismatch({ game: game.number, line: game.scoreLine }, `the file gives the score ${game.score[0]}-${game.score[1]}, the replay ${white}-${black}.`);
    }
    if (game.number !== r.state.game.number) return this.mismatch(start, `this is game ${r.state.game.number} of the match, not game ${game.number}.`);
    const cells = game.cells;
    for (let k = 0; k < cells.length; k++) {
      const bad = this.cell(cells[k]!, cells[k + 1], game);
      if (bad) return bad;
    }
    return null;
  }

  private cell(cell: PlacedCell, next: PlacedCell | undefined, game: MatGame): FileFail | null {
    const r = this.r;
    const where = this.where(cell, game);
    const seat = cell.seat;
    switch (cell.kind) {
      case 'roll': {
        const implied = this.impliedTake(where);
        if (implied) return implied;
        const [a, b] = cell.dice;
        let bad: FileFail | null;
        if (r.state.phase === 'opening') {
          // OP-1, OP-2: the first play of a game is the roll-off's dice, the higher die the starter's.
          if (a === b) return fileFail('illegal-record', where, `a game opens with ${a}${b}, but the roll-off never gives a double (OP-1).`);
          const high = Math.max(a, b);
          const low = Math.min(a, b);
          bad = r.act(where, { type: 'opening-roll', white: seat === 'white' ? high : low, black: seat === 'white' ? low : high });
          if (!bad && r.state.toAct !== seat) return this.mismatch(where, `the roll-off gives the first move to ${r.state.toAct ?? 'nobody'}, but the file has ${seat} move.`);
        } else {
          bad = r.act(where, { type: 'roll', dice: [a, b], player: seat });
        }
        if (bad) return bad;
        if (cell.play !== '') return r.act(where, { type: 'play', play: cell.play, player: seat });
        // Dice without a play: the forced pass (G-10), or a roll after which the player resigned
        // (the format shows both alike). The opponent's result next can only follow a
        // resignation (the player on roll resigns, SC-8); anything else, the pass.
        if (next?.kind === 'wins' && next.seat !== seat) return null;
        const passed = apply(r.state, { type: 'play', play: 'pass', player: seat });
        if (passed.ok) return r.act(where, { type: 'play', play: 'pass', player: seat });
        // The file's last cell: dice rolled and not yet played (GNU Backgammon rolls the next
        // game's roll-off itself and exports it so); the match is read up to that roll.
        if (next === undefined && this.nextScore === null) return null;
        return fileFail('illegal-record', where, `${a}${b} with no play, though a play exists: only a resignation may follow, and none does.`);
      }
      case 'double': {
        const bad = r.act(where, { type: 'double', player: seat });
        if (bad) return bad;
        return this.offered(where, cell.value);
      }
      case 'beaver': {
        // A Beavers cell answers a double (CU-6 beaver), a beaver (CU-7 raccoon) or a raccoon (a
        // further animal, as many as the run in the file: maxInstantRedoubles above).
        const kind = r.state.offer === null || r.state.offer.kind === 'double' ? 'beaver' : 'raccoon';
        const bad = r.act(where, { type: kind, player: seat });
        if (bad) return bad;
        return this.offered(where, cell.value);
      }
      case 'take':
        return r.act(where, { type: 'take', player: seat });
      case 'drop':
        return r.act(where, { type: 'drop', player: seat });
      case 'wins':
        return this.wins(where, seat, cell.points);
    }
  }

  /**
   * The level of a resignation the file writes as `points`: the points over the cube. Facing a
   * double, GNU Backgammon's export writes them over the offered cube instead (its SGF and its
   * score count them on the cube before the offer, as SC-8 does): that reading is taken when the
   * other gives no level, or when only it reaches the score the next game starts at.
   */
  private resignedLevel(points: number, loser: Player): 'oin' | 'mars' | 'koks' | null {
    const state = this.r.state;
    const level = levelOfPoints(points, state.cube.value);
    const offer = state.offer;
    if (offer === null || offer.kind !== 'double') return level;
    const overOffered = levelOfPoints(points, offer.offered);
    if (overOffered === null || overOffered === level) return level;
    if (level === null) return overOffered;
    return this.reachesNextScore(level, loser) || !this.reachesNextScore(overOffered, loser) ? level : overOffered;
  }

  /** Whether `loser` resigning at `level` now, accepted, gives the score the file's next game starts at. */
  private reachesNextScore(level: 'oin' | 'mars' | 'koks', loser: Player): boolean {
    const next = this.nextScore;
    if (next === null) return false;
    const resigned = apply(this.r.state, { type: 'resign', level, player: loser });
    const accepted = resigned.ok ? apply(resigned.value, { type: 'accept-resignation', player: opponent(loser) }) : resigned;
    if (!accepted.ok) return false;
    const score = accepted.value.match.score;
    return score.white === next[0] && score.black === next[1];
  }

  private offered(where: Where, value: number): FileFail | null {
    const offered = this.r.state.offer?.offered;
    return offered === value ? null : this.mismatch(where, `the file offers the cube at ${value}, the replay at ${String(offered)}.`);
  }

  /** `Wins N points`: the result of a game over, or else the loser's resignation (SC-8), which the format writes only as its result. */
  private wins(where: Where, winner: Player, points: number): FileFail | null {
    const r = this.r;
    if (r.state.game.result === null) {
      const offer = r.state.offer;
      // An animal left unanswered was taken, unless the points fit only the cube before it: then
      // the player facing it resigned instead of answering (resignWhileDoubled). A plain double
      // left unanswered was resigned against.
      if (offer !== null && offer.kind !== 'double' && !resignedFacing(points, r.state.cube.value, offer.offered)) {
        const bad = this.impliedTake(where);
        if (bad) return bad;
      }
      const loser = opponent(winner);
      const level = this.resignedLevel(points, loser);
      if (level === null) return this.mismatch(where, `${points} points on a cube of ${r.state.cube.value} is no resignation level (SC-8).`);
      // Read over the offered cube (gnubg's export), the points are that reading's, not the score's.
      const overOffered = levelOfPoints(points, r.state.cube.value) !== level;
      const bad = r.act(where, { type: 'resign', level, player: loser }) ?? r.act(where, { type: 'accept-resignation', player: winner });
      if (bad || overOffered) return bad;
    }
    const result = r.state.game.result!;
    if (result.winner !== winner || !statedPointsFit(result, points)) {
      const actual = result.winner === null ? 'a draw' : `${result.winner} winning ${result.points[result.winner]}`;
      return this.mismatch(where, `the file has ${winner} winning ${points}, the replay ${actual}.`);
    }
    return null;
  }
}

function replayMat(text: MatText, config: GameConfig): { readonly ok: true; readonly value: Replayed } | FileFail {
  const started = FileReplay.start(config);
  if (!(started instanceof FileReplay)) return started;
  const reader = new MatReplay(started);
  for (let g = 0; g < text.games.length; g++) {
    const bad = reader.game(text.games[g]!, g === 0, text.games[g + 1]);
    if (bad) return bad;
  }
  return ok(started.done());
}

/**
 * Reads a Jellyfish `.mat` match file, as GNU Backgammon, eXtreme Gammon, Jellyfish and the
 * online sites write it, into the match's log (`config`, `actions`: what `toRecord`, `toMat`
 * and `replay` take), its final `state`, the players and the header. Every game is replayed
 * through the reducer and must reach the scores the file states; what does not replay is
 * refused with the game and line (`illegal-record`: an action the rules refuse;
 * `record-mismatch`: a score, cube value or result the replay contradicts; `malformed-mat`:
 * text that is not .mat; `mat-unsupported`: a variation the library does not play). Never throws.
 */
export function fromMat(text: string): Result<MatRecord, MatchFileError> {
  if (typeof text !== 'string') return fileFail('malformed-mat', { game: 0, line: 0 }, `A .mat file is a string; got ${show(text)}.`);
  const long = refuseLength(text, INPUT_LIMITS.matchFile, '.mat file');
  if (long) return { ok: false, error: Object.freeze({ ...long.error, line: 0, game: 0 }) };
  const read = readMatText(text);
  if ('ok' in read) return read;
  const variation = tagValue(read, 'Variation');
  const base = variationConfig(variation);
  if (base === null) return fileFail('mat-unsupported', { game: 0, line: 0 }, `The variation ${show(variation)} is not played by this library.`);
  if (read.games.length === 0) return fileFail('malformed-mat', { game: 0, line: 0 }, 'The file has no games.');
  if (read.games.length > MAX_FILE_GAMES) {
    const over = read.games[MAX_FILE_GAMES]!;
    return fileFail('input-too-long', { game: over.number, line: over.scoreLine }, `The file has ${read.games.length.toLocaleString('en')} games; at most ${MAX_FILE_GAMES.toLocaleString('en')} are read.`);
  }
  const first = read.games[0]!;
  if (first.score[0] !== 0 || first.score[1] !== 0) {
    return fileFail('mat-unsupported', { game: first.number, line: first.scoreLine }, 'the match starts at a score other than 0-0; the reducer plays matches from the start.');
  }
  const replayed = firstReplaying(candidates(read, base), (config) => replayMat(read, config));
  if (!replayed.ok) return replayed;
  const { config, actions, state } = replayed.value;
  const names = { white: first.names[0], black: first.names[1] };
  // Frozen all the way down, as every value in a Result is (docs/security.md).
  return ok(deepFreeze({ config, actions: [...actions], state, names, tags: read.tags.map((t) => [t[0], t[1]] as const), comments: [...read.comments] }));
}
