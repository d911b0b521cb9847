import { opponent, type Player } from '../core/player.js';

/**
 * The doubling cube (docs/rules/cube.md) as plain values and pure functions. The game reducer asks
 * these functions whether an action is allowed and what the cube becomes; it keeps no cube
 * logic of its own.
 */

/** CU-1: the cube's value and who owns it (`null` while centred). */
export interface CubeState {
  /** The cube's value: 1, 2, 4, … (CU-1). */
  readonly value: number;
  /** Who owns the cube and may double next; null while it is centred. */
  readonly owner: Player | null;
}

/** CU-1: every game starts with the cube centred at 1. */
export const CENTRED_CUBE: CubeState = Object.freeze({ value: 1, owner: null });

/** The cube settings of docs/rules/rule-index.md#options `cube` that this engine implements. */
export interface CubeRules {
  /** CU-12: whether the cube is used at all. */
  readonly enabled: boolean;
  /** CU-4: the highest value the cube may reach; `null` means no limit. Default 64. */
  readonly maxValue: number | null;
  /** CU-5: each double multiplies the stake by 2 ('geometric', default) or adds 1 ('arithmetic', S3 house rule). */
  readonly progression: 'geometric' | 'arithmetic';
  /** CU-6: a doubled player may take and immediately redouble, keeping the cube (money only). */
  readonly beaver: boolean;
  /** CU-7: the original doubler may answer a beaver with a further redouble (needs beaver). */
  readonly raccoon: boolean;
  /**
   * CU-7 OPTION: how many instant redoubles may answer one double, the beaver and the raccoon
   * counted. Default 2; more allows further animals (otter and so on), each made by the player
   * answering the last, with the cube staying with the beaverer. More than 2 needs `raccoon`.
   */
  readonly maxInstantRedoubles: number;
  /** CU-8: mars and koks count single while the cube has not been turned (money only). */
  readonly jacoby: boolean;
  /** CU-8 INTERPRETATION: whether an automatic double counts as turning the cube. Default false. */
  readonly jacobyCountsAutomaticDoubles: boolean;
  /**
   * CU-8 INTERPRETATION: whether Jacoby also counts a conceded mars or koks single (SC-8), as one
   * played out. Default true; false is GNU Backgammon's reading, which scores a resignation in full.
   */
  readonly jacobyCountsResignations: boolean;
  /** CU-9: automatic doubles on opening ties, at most this many per game; 0 = off (money only). */
  readonly automaticDoubles: number;
  /** CU-13: once the cube has been turned, mars and koks count single. Not adopted; default false. */
  readonly noGammonsOnceCubed: boolean;
}

/** Why a player may not double now (CU-2, CU-4, CU-10, CU-12; LN-15's extra turn; the `match.deadCube` option). */
export type DoubleRefusal =
  | 'cube-disabled'
  | 'no-cube-in-extra-turn'
  | 'crawford-game'
  | 'cube-not-yours'
  | 'holland-rule'
  | 'cube-dead'
  | 'cube-at-maximum';

/** Everything besides the cube that decides whether a double is allowed. */
export interface DoubleContext {
  /** The cube rules in force. */
  readonly rules: CubeRules;
  /** The cube now. */
  readonly cube: CubeState;
  /** The player who wants to double; the caller has checked it is his turn and he has not rolled. */
  readonly player: Player;
  /** CU-10: this game is the Crawford game. */
  readonly crawford: boolean;
  /** CU-10 `holland`: the Holland restriction stops this player now (see `hollandForbids`). */
  readonly holland: boolean;
  /** LN-15: the extra turn after the first player has finished allows no cube action. */
  readonly extraTurn: boolean;
  /** `match.deadCube` (GNU Backgammon, off by default): the cube already covers what this player needs (see `cubeIsDead`). */
  readonly dead?: boolean;
}

/** CU-1 / CU-5: the value a double turns the cube to: 2, 4, 8, ... or, arithmetically, 2, 3, 4, ... */
export function raisedValue(value: number, rules: Pick<CubeRules, 'progression'>): number {
  return rules.progression === 'arithmetic' ? value + 1 : value * 2;
}

/**
 * The highest value any cube may take, even with `maxValue: null` ("unlimited", CU-4): 2^40.
 * Points are the cube times a result's multiplier (at most 100, SC-4), so every score stays an
 * exact integer that JSON writes and reads back; a double past it is refused (`cube-at-maximum`).
 */
export const CUBE_LIMIT = 2 ** 40;

/** CU-4: true when a cube of `value` is within the maximum (`null` = unlimited, up to CUBE_LIMIT). */
export function withinMaximum(value: number, maxValue: number | null): boolean {
  return value <= CUBE_LIMIT && (maxValue === null || value <= maxValue);
}

/**
 * CU-2: the player on roll may double before rolling if the cube is centred or his, outside the
 * Crawford game, and only while doubling keeps the cube within its maximum (CU-4); with the
 * `match.deadCube` option, not when the cube is dead. Returns why not, or null when the double
 * is allowed.
 */
export function doubleRefusal(context: DoubleContext): DoubleRefusal | null {
  const { rules, cube, player } = context;
  if (!rules.enabled) return 'cube-disabled';
  if (context.extraTurn) return 'no-cube-in-extra-turn';
  if (context.crawford) return 'crawford-game';
  if (cube.owner !== null && cube.owner !== player) return 'cube-not-yours';
  if (context.holland) return 'holland-rule';
  if (context.dead === true) return 'cube-dead';
  if (!withinMaximum(raisedValue(cube.value, rules), rules.maxValue)) return 'cube-at-maximum';
  return null;
}

/**
 * A double, beaver or raccoon on the table: `offerer` proposes the cube at `offered`; the other
 * player answers. `kind` says which answers remain (a beaver answers a double, a raccoon a beaver).
 */
export interface CubeOffer {
  /** A double (CU-2), or a beaver / raccoon redouble (CU-7); a further animal is a raccoon too. */
  readonly kind: 'double' | 'beaver' | 'raccoon';
  /** Who offers. */
  readonly offerer: Player;
  /** The cube value offered. */
  readonly offered: number;
  /**
   * How many instant redoubles have answered the double so far, this one included, when more
   * than two (CU-7 `maxInstantRedoubles`: the third is the otter, and so on). Absent for a
   * double (none), a beaver (1) and a raccoon (2), as `instantRedoubles(offer)` reads them.
   */
  readonly redoubles?: number;
}

/** The most instant redoubles a setting may allow: the cube reaches its limit (2^40) long before. */
export const MOST_INSTANT_REDOUBLES = 40;

/** CU-6 / CU-7: how many instant redoubles `offer` is the answer to the double after (0 for the double itself). */
export function instantRedoubles(offer: CubeOffer): number {
  return offer.kind === 'double' ? 0 : offer.kind === 'beaver' ? 1 : (offer.redoubles ?? 2);
}

/** CU-2: the first offer, at the raised value (twice the cube's value, CU-1). */
export function offerDouble(cube: CubeState, player: Player, rules: Pick<CubeRules, 'progression'>): CubeOffer {
  return Object.freeze({ kind: 'double', offerer: player, offered: raisedValue(cube.value, rules) });
}

/**
 * CU-3: a take. The cube goes to the offered value. Its owner is the player who was doubled in
 * the first place: the taker of a plain double (CU-3), the beaverer who keeps it (CU-6), and
 * still the beaverer after a raccoon and every further animal (CU-7). The doubled player makes
 * the odd instant redoubles (the beaver, the otter, ...), the doubler the even ones.
 */
export function takeOffer(offer: CubeOffer): CubeState {
  const firstDoubled = instantRedoubles(offer) % 2 === 1 ? offer.offerer : opponent(offer.offerer);
  return Object.freeze({ value: offer.offered, owner: firstDoubled });
}

/** SC-7 / CU-3: a drop. The offerer wins the cube's value before the offer, as a single game. */
export function dropPoints(cube: CubeState): number {
  return cube.value;
}

/** Why an animal is not available to the player answering `offer`. */
export type AnimalRefusal = 'beaver-not-allowed' | 'raccoon-not-allowed' | 'cube-at-maximum';

/**
 * CU-6: the doubled player takes and at once redoubles. The cube is his at the doubled value
 * (what a refusal of the beaver costs, CU-6), and the beaver offers twice that.
 */
export function beaverRefusal(rules: CubeRules, offer: CubeOffer): AnimalRefusal | null {
  if (!rules.beaver || offer.kind !== 'double') return 'beaver-not-allowed';
  if (!withinMaximum(raisedValue(offer.offered, rules), rules.maxValue)) return 'cube-at-maximum';
  return null;
}

/**
 * CU-7: the original doubler takes the beaver and redoubles again; ownership stays with the
 * beaverer. With `maxInstantRedoubles` above 2, the player answering a raccoon may redouble at
 * once too (the otter, and so on), until that many instant redoubles have been made.
 */
export function raccoonRefusal(rules: CubeRules, offer: CubeOffer): AnimalRefusal | null {
  if (!rules.raccoon || offer.kind === 'double' || instantRedoubles(offer) >= rules.maxInstantRedoubles) return 'raccoon-not-allowed';
  if (!withinMaximum(raisedValue(offer.offered, rules), rules.maxValue)) return 'cube-at-maximum';
  return null;
}

/**
 * The animal itself: the answering player accepts `offer` (the cube takes the offered value,
 * owned per `takeOffer`) and offers twice that back.
 */
export function redouble(
  offer: CubeOffer,
  kind: 'beaver' | 'raccoon',
  rules: Pick<CubeRules, 'progression'>,
): { readonly cube: CubeState; readonly offer: CubeOffer } {
  const cube = takeOffer(offer);
  const answerer = opponent(offer.offerer);
  const offered = raisedValue(offer.offered, rules);
  const count = instantRedoubles(offer) + 1;
  const next: CubeOffer = count > 2 ? { kind, offerer: answerer, offered, redoubles: count } : { kind, offerer: answerer, offered };
  return Object.freeze({ cube, offer: Object.freeze(next) });
}

/**
 * CU-9: an opening tie doubles the cube, which stays centred, while fewer than
 * `rules.automaticDoubles` have happened this game and the maximum allows it. Matches never
 * use automatic doubles (CU-11); the settings refuse them there. Returns the new cube or null.
 */
export function automaticDouble(cube: CubeState, rules: CubeRules, doublesSoFar: number): CubeState | null {
  if (!rules.enabled || doublesSoFar >= rules.automaticDoubles) return null;
  const value = raisedValue(cube.value, rules);
  if (!withinMaximum(value, rules.maxValue)) return null;
  return Object.freeze({ value, owner: null });
}

/**
 * CU-8: Jacoby counts mars and koks as single while the cube has not been turned — no double
 * offered and accepted, i.e. the cube is still centred (automatic doubles leave it centred and
 * do not count unless `jacobyCountsAutomaticDoubles`). CU-13 (not adopted by default) is the
 * opposite: once turned, mars and koks count single. True when the result counts single.
 * `resigned`: the result is a resignation (SC-8), which Jacoby leaves in full unless
 * `jacobyCountsResignations`.
 */
export function gammonsCountSingle(cube: CubeState, rules: CubeRules, resigned = false): boolean {
  const turned = cube.owner !== null || (rules.jacobyCountsAutomaticDoubles && cube.value > 1);
  if (rules.jacoby && !turned && (!resigned || rules.jacobyCountsResignations)) return true;
  return rules.noGammonsOnceCubed && cube.owner !== null;
}
