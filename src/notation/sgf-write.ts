import type { Step } from '../core/play.js';
import type { Player } from '../core/player.js';
import { ok, type Result } from '../core/result.js';
import { sameJson, show } from '../core/show.js';
import type { Action } from '../game/actions.js';
import { apply } from '../game/reducer.js';
import type { GameState } from '../game/state.js';
import { fileFail, isRecord, startGnubgFile } from './gnubg-files.js';
import { variationOf } from './variations.js';
import { uncounted } from './match-file.js';
import { resolvedPlay } from './record-play.js';
import type { GameLog, RecordError } from './record-types.js';
import type { SgfGameRecord } from './sgf-read.js';
import { FULL_RESIGNATIONS_RULE, gnubgWrote, sgfEscape, type SgfProperty } from './sgf-syntax.js';
import { fileGamesRefusal } from '../core/limits.js';

/**
 * Writing GNU Backgammon's SGF (GM[6]) from a game log: one game tree per game, its root the
 * game's information (`MI` match length, game and score; `PW`/`PB` players; `RU` rules;
 * `RE` result), then one node per move (`W[31hefe]`: dice and point letters), cube action
 * (`B[double]`, `W[take]`, `W[drop]`; beavers and raccoons are doubles by the answering
 * player) and roll left unplayed by a resignation (`PL[W]DI[52]`). A log read by `fromSgf`
 * carries its games' nodes as written: every node whose actions are unchanged is written back
 * exactly as it was read (gnubg's analysis, comments and marks included), every property of a
 * root the library does not write itself is kept in its place.
 */

const fail = fileFail;

/** The root properties the writer makes from the log (any others of a read file are kept). */
/** Dice rolled and not played, as gnubg writes them: a PL/DI node (before a resignation, or at the end). */
function unplayedRoll(turn: NonNullable<GameState['turn']>): string {
  return `${prop('PL', SEAT[turn.roller])}${prop('DI', `${turn.dice[0]}${turn.dice[1]}`)}`;
}

const OWNED_ROOT = ['FF', 'GM', 'CA', 'MI', 'PW', 'PB', 'RU', 'RE'];
const SEAT: Readonly<Record<Player, string>> = { white: 'W', black: 'B' };

/** A point in the mover's numbering as SGF writes it: White's 1-point is `a`, Black's `x`; `y` the bar, `z` off. */
function letter(point: Step['from'] | Step['to'], player: Player): string {
  if (point === 'bar') return 'y';
  if (point === 'off') return 'z';
  return String.fromCharCode(player === 'white' ? 96 + point : 121 - point);
}

const prop = (id: string, ...values: string[]): string => `${id}${values.map((v) => `[${sgfEscape(v)}]`).join('')}`;
const raw = (p: SgfProperty): string => `${p.id}${p.values.map((v) => `[${v}]`).join('')}`;

interface NodeOut {
  readonly text: string;
  readonly actions: readonly Action[];
}

interface GameOut {
  readonly start: GameState;
  end: GameState;
  readonly nodes: NodeOut[];
}

/** The root of one game, in the order GNU Backgammon writes it, as [id, text] pairs. */
/** `gnubgFile`: the log was read from a file GNU Backgammon wrote, whose AP is kept (its reading of resignations is the file's). */
function rootProperties(game: GameOut, index: number, names: Readonly<Record<Player, string>>, gnubgFile: boolean): [string, string][] {
  const { settings, match } = game.start;
  const score = match.score;
  const rules: string[] = [];
  if (!settings.cube.enabled) rules.push('NoCube');
  if (settings.match.crawford) rules.push('Crawford');
  if (game.start.game.crawford) rules.push('CrawfordGame');
  if (settings.cube.jacoby) rules.push('Jacoby');
  // The library's own token (gnubg ignores it): resignations scored in full under Jacoby, as
  // gnubg scores them, which the scores alone cannot always tell from the default. A file gnubg
  // wrote says so by its AP already.
  if (!settings.cube.jacobyCountsResignations && !gnubgFile) rules.push(FULL_RESIGNATIONS_RULE);
  // NH-1: GNU Backgammon's name of the setup (Nackgammon, Hypergammon1..3); none for backgammon.
  const variation = variationOf(settings)?.sgf ?? '';
  if (variation !== '') rules.push(variation);
  const out: [string, string][] = [
    ['FF', prop('FF', '4')],
    ['GM', prop('GM', '6')],
    ['CA', prop('CA', 'UTF-8')],
    ['AP', prop('AP', 'tavla')],
    ['MI', prop('MI', `length:${match.length ?? 0}`, `game:${index}`, `ws:${score.white}`, `bs:${score.black}`)],
    ['PW', prop('PW', names.white)],
    ['PB', prop('PB', names.black)],
  ];
  if (rules.length > 0) out.push(['RU', prop('RU', rules.join(':'))]);
  const result = game.end.game.result;
  if (result !== null && result.winner !== null && game.end.game.number === game.start.game.number) {
    // As gnubg: a resignation is worth its level times the cube (gnubg applies no Jacoby to it;
    // fromSgf reads the level from it), any other result the points scored.
    const resigned = result.end === 'resignation';
    const points = resigned ? uncounted(result) : result.points[result.winner];
    out.push(['RE', prop('RE', `${SEAT[result.winner]}+${points}${resigned ? 'R' : ''}`)]);
  }
  return out;
}

/** The root as written: a read file's root with the owned properties made anew in their places, else the generated one. */
function rootText(generated: [string, string][], kept: readonly SgfProperty[] | undefined): string {
  if (kept === undefined) return generated.map(([, text]) => text).join('');
  const made = new Map(generated);
  const parts: string[] = [];
  for (const p of kept) {
    if (!OWNED_ROOT.includes(p.id)) parts.push(raw(p));
    else if (made.has(p.id)) {
      parts.push(made.get(p.id)!);
      made.delete(p.id);
    }
  }
  for (const [id, text] of generated) if (made.has(id) && id !== 'AP') parts.push(text);
  return parts.join('');
}

/** The nodes as written: each node read whose actions are unchanged, as it was read; every other as generated. */
function nodesText(generated: readonly NodeOut[], kept: SgfGameRecord | undefined): string[] {
  if (kept === undefined) return generated.map((n) => n.text);
  const out: string[] = [];
  let j = 0;
  for (const node of kept.nodes) {
    if (node.actions.length === 0) {
      out.push(node.properties.map(raw).join(''));
      continue;
    }
    const made = generated[j];
    if (made === undefined) break;
    out.push(sameJson(node.actions, made.actions) ? node.properties.map(raw).join('') : made.text);
    j++;
  }
  for (; j < generated.length; j++) out.push(generated[j]!.text);
  return out;
}

const isProperty = (p: unknown): p is SgfProperty =>
  isRecord(p) && typeof p['id'] === 'string' && /^[A-Z]+$/.test(p['id']) && Array.isArray(p['values']) && (p['values'] as unknown[]).every((v) => typeof v === 'string' && !/(?<!\\)\]/.test(v));
const isProperties = (list: unknown): list is readonly SgfProperty[] => Array.isArray(list) && (list as unknown[]).every(isProperty);

/** The games a log read by fromSgf carries (anything else in `games` is not written: a caller's value may be any shape). */
function keptGames(log: GameLog): readonly (SgfGameRecord | undefined)[] {
  const games = (log as { readonly games?: unknown }).games;
  if (!Array.isArray(games)) return [];
  return (games as unknown[]).map((g) =>
    isRecord(g) && isProperties(g['root']) && Array.isArray(g['nodes']) && (g['nodes'] as unknown[]).every((n) => isRecord(n) && isProperties(n['properties']) && Array.isArray(n['actions']))
      ? (g as unknown as SgfGameRecord)
      : undefined,
  );
}

/**
 * Writes a short tavla match or money session in GNU Backgammon's SGF (`load match file.sgf`
 * reads it; `fromSgf` reads it back). A log read by `fromSgf` keeps the properties the library
 * does not interpret: gnubg's analysis and comments come back unchanged. What the format cannot
 * hold is `sgf-unsupported` (other variants, setups other than backgammon, Nackgammon and
 * Hypergammon, which RU names as `Nackgammon`, `Hypergammon1`..`3`, other rule options, LN-15, a
 * start position, the `winnerRerolls` opening, automatic doubles); a log the reducer refuses is
 * `invalid-game-log` with `line` the 1-based number of the action.
 */
export function toSgf(input: GameLog): Result<string, RecordError> {
  const begun = startGnubgFile(input, 'SGF', 'sgf-unsupported');
  if (!begun.ok) return begun;
  const { log, start, names: given } = begun.value;
  const names: Record<Player, string> = {
    white: typeof given['white'] === 'string' ? given['white'] : 'White',
    black: typeof given['black'] === 'string' ? given['black'] : 'Black',
  };
  const games: GameOut[] = [{ start: start, end: start, nodes: [] }];
  let state = start;
  let pending: Action[] = [];
  const node = (text: string, actions: Action[]): void => {
    games[games.length - 1]!.nodes.push({ text, actions });
    pending = [];
  };
  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i]!;
    const next = apply(state, action);
    if (!next.ok) return fail('invalid-game-log', `Action ${i + 1} (${show(action)}) is refused: ${next.error.code}: ${next.error.message}`, i + 1);
    const after = next.value;
    const who = state.toAct;
    switch (action.type) {
      case 'opening-roll':
      case 'roll':
        // A roll is written with its play; a tied roll-off is not written at all (OP-1).
        if (after.phase === 'play') pending = [...pending, action];
        break;
      case 'play': {
        const stage = state.stage!;
        const played = resolvedPlay(state, action.play);
        if (played === null) return fail('invalid-game-log', `Action ${i + 1}: the play cannot be resolved.`, i + 1);
        const steps = played.steps.map((s) => letter(s.from, stage.player) + letter(s.to, stage.player)).join('');
        node(prop(SEAT[stage.player], `${stage.dice[0]}${stage.dice[1]}${steps}`), [...pending, action]);
        break;
      }
      case 'double':
      case 'beaver':
      case 'raccoon':
        node(prop(SEAT[who!], 'double'), [action]);
        break;
      case 'take':
      case 'drop':
        node(prop(SEAT[who!], action.type), [action]);
        break;
      case 'accept-resignation':
        // Only RE tells a resignation; dice rolled before it are a PL/DI node (as gnubg writes it).
        if (pending.length > 0 && state.turn !== null) node(unplayedRoll(state.turn), pending);
        break;
      case 'next-game': {
        const refusal = fileGamesRefusal(after.game.number);
        if (refusal !== null) return fail('input-too-long', refusal, i + 1);
        games.push({ start: after, end: after, nodes: [] });
        break;
      }
      default:
        break;
    }
    games[games.length - 1]!.end = after;
    state = after;
  }
  // A log that ends with dice rolled and not played: a PL/DI node, as gnubg writes it.
  if (pending.length > 0 && state.turn !== null) node(unplayedRoll(state.turn), pending);
  const kept = keptGames(log);
  const text = games.map((game, g) => {
    const root = rootText(rootProperties(game, g, names, gnubgWrote(kept[0]?.root)), kept[g]?.root);
    const nodes = nodesText(game.nodes, kept[g]);
    return `(;${root}${nodes.map((n) => `\n;${n}`).join('')})\n`;
  });
  return ok(text.join(''));
}
