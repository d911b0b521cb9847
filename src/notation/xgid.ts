import { INPUT_LIMITS, refuseLength } from '../core/limits.js';
import type { NotationError } from '../core/errors.js';
import { opponent } from '../core/player.js';
import { err, ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import type { GameState } from '../game/state.js';
import { positionFromSetup } from '../position/setup.js';
import { rulesOf } from '../position/position.js';
import { fifteenCheckerRules, MAX_CUBE_LOG2, momentOf, stateArgument, stateOf, type MatchMoment } from './match-moment.js';
import type { OptionsInput } from '../variants/registry.js';
import { boardOf, NO_LIMIT_LOG2, readXgidFields, sign } from './xgid-fields.js';

/**
 * eXtreme Gammon's position ID: `XGID=<board>:<cube>:<owner>:<turn>:<dice>:<score1>:<score2>:<flags>:<length>:<max cube>`.
 *
 * - board: 26 characters. Index 0 is the top player's bar, 1..24 the points in the bottom
 *   player's numbering, 25 the bottom player's bar; `-` empty, `A`..`O` 1..15 bottom checkers,
 *   `a`..`o` top checkers.
 * - cube: log2 of its value; owner 1 bottom, -1 top, 0 centred; turn 1 bottom, -1 top (the
 *   player whose turn it is, also while his double waits).
 * - dice: `00` to roll (or double), two digits once rolled, `D` doubled, `B` doubled and
 *   beavered, `R` doubled, beavered and raccooned. The cube fields are the cube as it stands; the
 *   offer waiting is twice it.
 * - score1 / score2: bottom's, top's. flags: in a match 1 = Crawford game; in money play bit 0
 *   Jacoby, bit 1 beavers. length: 0 money. max cube: log2 of the largest cube.
 *
 * As in GNU Backgammon, which draws its player 1 at the bottom and reads an XGID's bottom player
 * as its player 1: bottom (upper case) is Black, top (lower case) is White.
 */

/** The dice field: rolled dice, the pending offer's letter, or 00. */
function diceField(state: GameState): string {
  if (state.offer !== null) return state.offer.kind === 'double' ? 'D' : state.offer.kind === 'beaver' ? 'B' : 'R';
  if (state.dice === null) return '00';
  const [a, b] = state.dice;
  return `${Math.max(a, b)}${Math.min(a, b)}`;
}

/**
 * The XGID of a short tavla game or match state at a moment XG can show: the player to roll
 * (`00`), to play (the dice), or a double, beaver or raccoon waiting (`D`, `B`, `R`). Refuses
 * (`unrepresentable-state`) resignations, finished games, the opening roll-off, other variants and
 * what gnubg's IDs cannot hold either (toGnubgId); a cube maximum that is not a power of two;
 * Hypergammon's 1 to 3 checkers a side (an XGID implies 15). No maximum is written as 2^10, or
 * as the cube (or the offer) where that is bigger.
 */
export function toXgid(state: GameState): Result<string, NotationError> {
  // Read once: everything below looks at the library's checked copy, never at the caller's object again.
  const own = stateArgument(state);
  if (!own.ok) return own;
  state = own.value;
  const moment = momentOf(state, 'An XGID');
  if (!moment.ok) return moment;
  const m = moment.value;
  if (state.phase !== 'roll' && state.phase !== 'play' && state.phase !== 'double') {
    return err('unrepresentable-state', `An XGID cannot hold this state: it shows a player to roll, to play or to answer a cube, not the ${state.phase} phase.`);
  }
  const maxValue = state.settings.cube.maxValue;
  // No maximum is written as XG's usual 2^10, or as the cube (or the offer) where that is bigger:
  // fromXgid refuses a cube above the maximum it reads.
  const biggest = m.cube.value * (m.doubleOffered ? 2 : 1);
  const maxLog2 = maxValue === null ? Math.max(NO_LIMIT_LOG2, Math.ceil(Math.log2(biggest))) : Math.log2(maxValue);
  if (!Number.isInteger(maxLog2) || maxLog2 > MAX_CUBE_LOG2) {
    const what = maxValue === null ? `the ${m.doubleOffered ? 'offer' : 'cube'} (${biggest})` : String(maxValue);
    return err('unrepresentable-state', `An XGID cannot hold this state: its maximum cube is a power of two up to ${2 ** MAX_CUBE_LOG2}, not ${what}.`);
  }
  const position = positionFromSetup(state.position);
  if (!position.ok) return err('invalid-game-state', `The state's position is not valid: ${position.error.message}`);
  const p = position.value;
  // The board has no count of borne-off checkers: XG plays with fifteen a side, not Hypergammon's N (NH-3).
  const checkers = rulesOf(p).checkers;
  if (checkers !== 15) {
    return err('unrepresentable-state', `An XGID cannot hold this state: its checkers borne off are what is left of 15, and this game has ${checkers} a side (NH-3).`);
  }
  const board = boardOf((player, point) => (point === 25 ? p.bar(player) : p.checkers(player, point)));
  const owner = m.cube.owner === null ? '0' : sign(m.cube.owner);
  const flags = m.length > 0 ? (m.crawford ? 1 : 0) : (m.jacoby ? 1 : 0) + (state.settings.cube.beaver ? 2 : 0);
  const fields = [board, Math.log2(m.cube.value), owner, sign(m.onRoll), diceField(state), m.score.black, m.score.white, flags, m.length, maxLog2];
  return ok(`XGID=${fields.join(':')}`);
}

/**
 * Reads an XGID (with or without the `XGID=` prefix, in any case; the last field, the maximum cube, may be
 * missing) into a short tavla GameState that `apply` accepts: `roll` for `00`, `play` for rolled
 * dice, `double` for `D` / `B` / `R`. Money play when the length is 0, with Jacoby and beavers as
 * its flags say. Upper case is Black, lower case White. `options` are the game's rule options
 * and preset, as for `fromGnubgId` (XG keeps its rules outside the XGID); an XGID holds fifteen
 * checkers a side, so rules with fewer (Hypergammon, NH-3) are refused. What the XGID does not
 * hold gets the defaults of docs/notation.md, under that preset (default `standard`).
 */
export function fromXgid(text: string, options?: OptionsInput): Result<GameState, NotationError> {
  if (typeof text !== 'string') return err('malformed-xgid', `An XGID is a string; got ${show(text)}.`);
  const tooLong = refuseLength(text, INPUT_LIMITS.xgid, 'XGID');
  if (tooLong !== null) return tooLong;
  const read = readXgidFields(text);
  if ('ok' in read) return read;
  const { sides, cube, owner, turn, black, white, flags, length, max, rolled, offer } = read;
  // Read the caller's options once; the position and the settings both use this copy.
  const rules = fifteenCheckerRules(options, 'An XGID', 'fromXgid: options');
  if (!rules.ok) return rules;
  const given = rules.value;
  const position = positionFromSetup({ variant: 'short-tavla', turn, ...sides, ...(given === undefined ? {} : { options: given }) });
  if (!position.ok) return err('invalid-position', `${show(text)} is not a legal position: ${position.error.message}`);

  // The player who decides: the one on turn, except that a double and a raccoon are answered by the other.
  const decider = offer === 'D' || offer === 'R' ? opponent(turn) : turn;
  const moment: MatchMoment = {
    length,
    score: { white, black },
    cube: { value: 2 ** cube, owner: owner === 0 ? null : owner === 1 ? 'black' : 'white' },
    onRoll: turn,
    decider,
    crawford: length > 0 && flags === 1,
    gameState: 'playing',
    doubleOffered: offer !== null,
    resignation: 0,
    dice: rolled,
    jacoby: length === 0 && (flags & 1) === 1,
  };
  const what = `The XGID ${show(text)}`;
  const state = stateOf(
    moment,
    position.value,
    { beaver: length === 0 && (flags & 2) === 2, ...(max === undefined ? {} : { maxValue: 2 ** max }), ...(given === undefined ? {} : { options: given }) },
    what,
  );
  if (!state.ok) return state;
  // The letter names the animal; the cube must say the same (stateOf derives it from the owner).
  const kind = state.value.offer?.kind;
  if (offer !== null && kind !== { D: 'double', B: 'beaver', R: 'raccoon' }[offer]) {
    return err('invalid-game-state', `${what} describes no reachable game state: "${offer}" does not fit the cube's owner (the cube is ${kind === undefined ? 'not offered' : `at a ${kind}`}).`);
  }
  return state;
}
