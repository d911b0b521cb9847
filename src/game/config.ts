import { cut, show } from '../core/show.js';
import { defaultsOf, oneOf, overlay, where, type OptionsOf } from '../core/option-schema.js';
import { err, ok, type Result } from '../core/result.js';
import type { FirstMove, GamePreset, LastRollDraw, NextGameStarter } from '../core/variant.js';
import type { Position } from '../position/position.js';
import { positionFromSetup, startPosition } from '../position/setup.js';
import type { Setup } from '../position/setup-types.js';
import { CUBE_LIMIT, MOST_INSTANT_REDOUBLES, type CubeRules } from '../scoring/cube.js';
import type { MatchRules } from '../scoring/match.js';
import { isVariantId, unknownVariantText, VARIANT_IDS, variantModule, type OptionsInput, type RulesOptions, type VariantId } from '../variants/registry.js';
import { gameError, type GameError } from './errors.js';
import { nextInRotation, resolveRotation, type Rotation, type RotationInput } from './rotation.js';
import type { SetupError } from '../core/errors.js';
import { deadlocked } from '../movegen/mobility.js';

export type { FirstMove, LastRollDraw, NextGameStarter };

/** Every setting of a game or match, complete and resolved (plain JSON data, kept in the state). */
export interface GameSettings {
  /** The variant being played. */
  readonly variant: VariantId;
  /** The preset in force: the variant's rule options and game settings of that name (docs/rules). */
  readonly preset: string;
  /** The complete rule options of the variant, as every game's start position uses them. */
  readonly options: RulesOptions;
  /** How a game opens. */
  readonly opening: {
    /** OP-2: whether the opening winner plays the roll-off dice or rolls anew. */
    readonly firstMove: FirstMove;
  };
  /** The doubling cube's rules (docs/games.md). */
  readonly cube: CubeRules;
  /** The match or money session's rules (length, Crawford, …). */
  readonly match: MatchRules;
  /** LN-15, as the variant reads it from its rule options (`longNard.lastRollDraw`): set there, not here. */
  readonly lastRollDraw: LastRollDraw;
  /** SC-8: whether players may offer to resign. Default true. */
  readonly resignation: boolean;
  /**
   * TV-1: the games a rotation match plays in turn, and the one being played (whose variant,
   * preset, options and first move are the fields above); null when every game is the same.
   */
  readonly rotation: Rotation | null;
  /**
   * SC-8 extension (GNU Backgammon's behaviour, default false): the doubled player may resign
   * instead of answering a double; a rejected resignation leaves the double waiting.
   */
  readonly resignWhileDoubled: boolean;
}

/** What a caller writes: the variant, and whatever he wants to differ from the preset's defaults. */
export interface GameConfig {
  /** The variant of every game; with `rotation`, it may be left out (it is the first game's). */
  readonly variant?: VariantId;
  /** A preset of the variant (its rule options and game settings together); defaults to its first. */
  readonly preset?: string;
  /**
   * TV-1 / TV-11: play several games in turn: a match preset (such as "tavliMatch"), or a list of
   * games `{ variant, preset?, options? }`. `options` then apply to every game whose variant has
   * the section (TV-10); the match settings (length, cube, who starts) are the match preset's, or
   * the first game's preset's, under the caller's.
   */
  readonly rotation?: RotationInput;
  /** Rule options of the variant (docs/rules/rule-index.md#options), LN-15's `longNard.lastRollDraw` among them. */
  readonly options?: OptionsInput;
  /** How a game opens. */
  readonly opening?: {
    /** OP-2: whether the opening winner plays the roll-off dice or rolls anew. */
    readonly firstMove?: FirstMove;
  };
  /** The doubling cube's rules that differ from the preset's. */
  readonly cube?: Partial<CubeRules>;
  /** The match rules that differ from the preset's (length, Crawford, …). */
  readonly match?: Partial<MatchRules>;
  /** SC-8: whether players may offer to resign; default true. */
  readonly resignation?: boolean;
  /** Let the doubled player resign instead of answering (GNU Backgammon does); default false. Needs `resignation`. */
  readonly resignWhileDoubled?: boolean;
  /**
   * Start the first game from this position instead of the opening roll-off, with `turn` to roll
   * (who also counts as the game's starter for LN-15). For teaching, analysis and tests. The
   * Setup names the same variant and carries no `options`: the game's rule options apply.
   */
  readonly startFrom?: Setup;
}

const bool = (value: boolean) => oneOf(value, [true, false]);
const isMaxValue = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= CUBE_LIMIT);
const isAutomatic = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 40;
const isInstantRedoubles = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= MOST_INSTANT_REDOUBLES;
const isLength = (v: unknown): v is number | null => v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 0x7fffffff);

/**
 * The game settings as a schema (core/option-schema.ts, the mechanism the variants' rule options
 * use): every field's allowed values and its default before the preset and the money/match
 * defaults below. The top-level switches live in the section `config`.
 */
const GAME_SPEC = Object.freeze({
  opening: Object.freeze({ firstMove: oneOf<FirstMove>('useOpeningDice', ['useOpeningDice', 'winnerRerolls']) }), // OP-2
  cube: Object.freeze({
    enabled: bool(true), // CU-12
    maxValue: where<number | null>(64, isMaxValue, 'a positive integer up to 2^40, or null for no limit (CU-4)'), // CU-4
    progression: oneOf<'geometric' | 'arithmetic'>('geometric', ['geometric', 'arithmetic']), // CU-5
    beaver: bool(false), // CU-6
    raccoon: bool(false), // CU-7
    maxInstantRedoubles: where(2, isInstantRedoubles, `the most instant redoubles answering one double, the beaver and the raccoon counted: an integer from 2 to ${MOST_INSTANT_REDOUBLES} (CU-7)`), // CU-7 OPTION
    jacoby: bool(false), // CU-8 (on by default in money play with the cube, below)
    jacobyCountsAutomaticDoubles: bool(false), // CU-8 INTERPRETATION
    jacobyCountsResignations: bool(true), // CU-8 INTERPRETATION, SC-8 (false: GNU Backgammon's reading)
    automaticDoubles: where(0, isAutomatic, 'the most automatic doubles per game: an integer from 0 (none) to 40 (CU-9)'), // CU-9
    noGammonsOnceCubed: bool(false), // CU-13
  }),
  match: Object.freeze({
    length: where<number | null>(null, isLength, 'a positive integer, or null for money play (MP-1)'), // MP-1
    crawford: bool(false), // CU-10 (on by default in matches with the cube, below)
    holland: bool(false), // CU-10
    nextGameStarter: oneOf<NextGameStarter>('openingRoll', ['openingRoll', 'previousWinner', 'alternate']), // OP-3
    afterDraw: oneOf<'rollOff' | 'sameStarter'>('rollOff', ['rollOff', 'sameStarter']), // TV-5: who starts after a drawn game
    deadCube: bool(false), // GNU Backgammon's dead cube, not in the rule book
  }),
  config: Object.freeze({ resignation: bool(true), resignWhileDoubled: bool(false) }), // SC-8
});

type GameValues = OptionsOf<typeof GAME_SPEC>;

const CONFIG_KEYS = ['variant', 'preset', 'options', 'opening', 'cube', 'match', 'resignation', 'resignWhileDoubled', 'startFrom', 'rotation'];

type Fail = { readonly ok: false; readonly error: GameError };

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The preset's name: `config.preset`, else the preset named in the rule options, else the variant's first. */
function presetName(config: Readonly<Record<string, unknown>>, variant: VariantId): string | Fail {
  const given = config['preset'];
  const options = config['options'];
  const inOptions = isRecord(options) ? options['preset'] : undefined;
  if (given !== undefined && typeof given !== 'string') return gameError('invalid-config', 'preset must be a string.');
  if (inOptions !== undefined && given !== undefined && inOptions !== given) {
    return gameError('invalid-config', `preset "${given}" and options.preset ${show(inOptions)} disagree; name the preset once.`);
  }
  const name = given ?? (typeof inOptions === 'string' ? inOptions : undefined) ?? Object.keys(variantModule(variant).presets)[0]!;
  if (!Object.hasOwn(variantModule(variant).presets, name)) {
    return err('unknown-preset', `Unknown preset ${show(name)} for ${variantModule(variant).name}; known presets: ${Object.keys(variantModule(variant).presets).join(', ')}.`);
  }
  return name;
}

/** The game settings before the caller's: the schema's defaults, the preset's, then money/match defaults (CU-8, CU-10). */
function gameBase(preset: GamePreset, money: boolean, cubeOn: boolean): Record<string, Record<string, unknown>> {
  const base = defaultsOf(GAME_SPEC);
  if (preset.firstMove !== undefined) base['opening']!['firstMove'] = preset.firstMove;
  if (preset.nextGameStarter !== undefined) base['match']!['nextGameStarter'] = preset.nextGameStarter;
  base['cube']!['enabled'] = cubeOn;
  base['cube']!['jacoby'] = money && cubeOn; // CU-8: Jacoby in money play, never in matches (CU-11)
  base['match']!['crawford'] = !money && cubeOn; // CU-10: Crawford in matches with the cube
  return base;
}

/**
 * Validates a configuration and fills in every default: the preset's game settings, then the rule
 * book's (CU-4 max 64, CU-8 Jacoby on in money play only, CU-10 Crawford in matches, ...), all
 * checked by the schema above, then the rules that tie settings together (CU-11 and the like).
 * `defaultLength` is the match length when the caller gives none (null = money play).
 */
export function resolveSettings(
  raw: unknown,
  defaultLength: 'preset' | null,
): Result<{ settings: GameSettings; start: Position; first: Position | null }, GameError> {
  if (!isRecord(raw)) return gameError('invalid-config', 'A game configuration is an object { variant, preset?, options?, cube?, match?, ... }.');
  const unknown = Object.keys(raw).find((key) => !CONFIG_KEYS.includes(key));
  if (unknown !== undefined) return gameError('invalid-config', `Unknown setting config.${cut(unknown)}; known: ${CONFIG_KEYS.join(', ')}.`);
  const chosen = raw['rotation'] === undefined || raw['rotation'] === null ? singleVariant(raw) : rotationGame(raw);
  if (!chosen.ok) return chosen;
  const { variant, name, preset, start, rotation, noCube } = chosen.value;
  const module = variantModule(variant);

  // The length first: money play or a match decides the cube's defaults.
  const match = raw['match'] ?? {};
  if (!isRecord(match)) return gameError('invalid-config', 'match must be an object { length, crawford, holland, nextGameStarter, deadCube }.');
  const length = match['length'] === undefined ? (defaultLength === 'preset' ? (preset.length ?? null) : null) : match['length'];
  const cube = raw['cube'] ?? {};
  if (!isRecord(cube)) return gameError('invalid-config', 'cube must be an object of cube settings.');
  // A game without the cube (PL-21, FE-12, TV-7) leaves it off, whatever a rotation's first game brings.
  if (noCube !== null && cube['enabled'] === true) return gameError('invalid-config', `${noCube}: cube.enabled must be false.`);
  const cubeOn = cube['enabled'] ?? (noCube !== null ? false : (preset.cube ?? true));
  const base = gameBase(preset, length === null, cubeOn === true);
  base['match']!['length'] = length;
  const given = {
    opening: raw['opening'] ?? {},
    cube,
    match: { ...match, length },
    config: Object.fromEntries(['resignation', 'resignWhileDoubled'].filter((k) => raw[k] !== undefined).map((k) => [k, raw[k]])),
  };
  const laid = overlay(GAME_SPEC, base, given, { owner: 'the game settings', otherSections: [] });
  if (!laid.ok) return gameError('invalid-config', laid.error.message.replace(/^Options section/, 'Setting').replace(/^Option /, 'Setting ').replace(/^Unknown option /, 'Unknown setting '));
  const v = laid.value as unknown as GameValues;

  const tied = tiedSettingsProblem(v);
  if (tied !== null) return tied;
  const settings: GameSettings = {
    variant,
    preset: name,
    options: JSON.parse(JSON.stringify(start.options)) as RulesOptions,
    opening: { ...v.opening },
    cube: { ...v.cube },
    match: { ...v.match },
    lastRollDraw: module.lastRollDraw?.(start.options) ?? false, // LN-15, from the rule options
    resignation: v.config.resignation,
    resignWhileDoubled: v.config.resignWhileDoubled,
    rotation,
  };
  const first = readStartFrom(raw['startFrom'], settings);
  if (first !== null && 'ok' in first) return first;
  return ok({ settings, start, first });
}

interface Chosen {
  readonly variant: VariantId;
  readonly name: string;
  readonly preset: GamePreset;
  readonly start: Position;
  readonly rotation: Rotation | null;
  /** Why the cube may not be turned on (a game played has none, PL-21, FE-12, TV-7), or null. */
  readonly noCube: string | null;
}

/** The sentence refusing the cube in a game whose preset forbids it (GamePreset.cubeForbiddenBy), or null. */
function noCubeIn(game: GamePreset, what: string): string | null {
  return game.cubeForbiddenBy === undefined ? null : `${what} is played without the doubling cube (${game.cubeForbiddenBy})`;
}

/** The variant, its preset and its start position, for a game of one variant. */
function singleVariant(raw: Readonly<Record<string, unknown>>): Result<Chosen, GameError | SetupError> {
  const variant = raw['variant'];
  if (!isVariantId(variant)) return err('unknown-variant', unknownVariantText(variant));
  const name = presetName(raw, variant);
  if (typeof name !== 'string') return name;
  const options = raw['options'];
  if (options !== undefined && !isRecord(options)) return gameError('invalid-config', 'options must be an object of rule options.');
  // One preset: its rule options through the variant, its game settings here.
  const start = startPosition(variant, { ...(options ?? {}), preset: name });
  if (!start.ok) return start;
  const game = variantModule(variant).presets[name]!.game ?? {};
  return ok({ variant, name, preset: game, start: start.value, rotation: null, noCube: noCubeIn(game, `${variantModule(variant).name} (preset ${name})`) });
}

/** The game of a rotation being played (TV-1): its variant, preset, options and first move. */
function rotationGame(raw: Readonly<Record<string, unknown>>): Result<Chosen, GameError | SetupError> {
  const opening = raw['opening'];
  const firstMove = isRecord(opening) ? opening['firstMove'] : undefined;
  const resolved = resolveRotation(raw['rotation'], raw['options'], firstMove);
  if (!resolved.ok) return resolved;
  const { rotation, game } = resolved.value;
  const current = rotation.games[rotation.index]!;
  if (raw['variant'] !== undefined && !isVariantId(raw['variant'])) return err('unknown-variant', unknownVariantText(raw['variant']));
  if (raw['variant'] !== undefined && raw['variant'] !== current.variant) {
    return gameError('invalid-config', `config.variant ${show(raw['variant'])} is not the rotation's current game (${current.variant}); leave it out.`);
  }
  // A state's settings name the current game's preset; a caller names each game's in the rotation.
  if (raw['preset'] !== undefined && raw['preset'] !== current.preset) {
    return gameError('invalid-config', "A rotation names each game's preset in the rotation; leave config.preset out.");
  }
  const start = startPosition(current.variant, current.options);
  if (!start.ok) return start;
  // The cube is the match's: one game of the rotation without it (or the match preset) rules it out.
  // (A match preset's own rule, TV-7, TV-11; a list's `game` is its first game's, named below.)
  const noCube =
    (typeof raw['rotation'] === 'string' ? noCubeIn(game, `the match ${raw['rotation']}`) : null) ??
    rotation.games.map((g, i) => noCubeIn(variantModule(g.variant).presets[g.preset]!.game ?? {}, `game ${i + 1} of the rotation, ${variantModule(g.variant).name} (preset ${g.preset}),`)).find((why) => why !== null) ??
    null;
  return ok({ variant: current.variant, name: current.preset, preset: { ...game, firstMove: current.firstMove }, start: start.value, rotation, noCube });
}

/**
 * The settings of the next game of a rotation (TV-1): its variant, preset, options and first
 * move; the match settings stay. A match of one variant keeps its settings.
 */
export function settingsForNextGame(settings: GameSettings): GameSettings {
  if (settings.rotation === null) return settings;
  return settingsForRotationGame(settings, nextInRotation(settings.rotation).index);
}

/** The settings of game `index` of a rotation (its variant, preset, options and first move). */
export function settingsForRotationGame(settings: GameSettings, index: number): GameSettings {
  if (settings.rotation === null) return settings;
  const rotation = { games: settings.rotation.games, index };
  const game = rotation.games[rotation.index]!;
  const module = variantModule(game.variant);
  return {
    ...settings,
    variant: game.variant,
    preset: game.preset,
    options: game.options,
    opening: { firstMove: game.firstMove },
    lastRollDraw: module.lastRollDraw?.(game.options) ?? false,
    rotation,
  };
}

/** The rules that tie settings together, or null when they hold. */
function tiedSettingsProblem(v: GameValues): Fail | null {
  const money = v.match.length === null;
  const { cube, match } = v;
  // CU-11: the money-play options have no place in a match.
  if (!money) {
    for (const field of ['beaver', 'raccoon', 'jacoby'] as const) {
      if (cube[field]) return gameError('money-play-only', `cube.${field} is for money play only; matches play without it (CU-11).`);
    }
    if (cube.automaticDoubles > 0) return gameError('money-play-only', 'Automatic doubles are for money play only (CU-9, CU-11).');
  }
  if (cube.raccoon && !cube.beaver) return gameError('invalid-config', 'cube.raccoon answers a beaver, so it needs cube.beaver (CU-7).');
  if (cube.maxInstantRedoubles > 2 && !cube.raccoon) {
    return gameError('invalid-config', 'cube.maxInstantRedoubles above 2 allows animals after the raccoon, so it needs cube.raccoon (CU-7).');
  }
  if (!cube.enabled && (cube.beaver || cube.jacoby || cube.automaticDoubles > 0)) {
    // Without a cube, Jacoby would abolish mars altogether; the animals have nothing to act on.
    return gameError('invalid-config', 'cube.beaver, cube.raccoon, cube.jacoby and cube.automaticDoubles need cube.enabled (CU-12).');
  }
  if (!cube.enabled && (match.crawford || match.holland || match.deadCube)) {
    // Each says when doubling is allowed; with no cube there is no doubling (TV-7: "no Crawford game").
    return gameError('invalid-config', 'match.crawford, match.holland and match.deadCube are rules of doubling, so they need cube.enabled (CU-10, CU-12).');
  }
  if (money && (match.crawford || match.holland)) {
    return gameError('invalid-config', 'match.crawford and match.holland are match rules; money play has no match score (CU-10).');
  }
  if (match.holland && !match.crawford) return gameError('invalid-config', 'match.holland restricts post-Crawford games, so it needs match.crawford (CU-10).');
  if (money && match.deadCube) return gameError('invalid-config', 'match.deadCube is a match rule: in money play the cube is never dead.');
  if (v.config.resignWhileDoubled && !v.config.resignation) return gameError('invalid-config', 'resignWhileDoubled lets a doubled player resign, so it needs resignation (SC-8).');
  return null;
}

function readStartFrom(value: unknown, settings: GameSettings): Position | null | Fail {
  if (value === undefined) return null;
  if (!isRecord(value)) return gameError('invalid-config', 'startFrom must be a Setup { variant, turn, white, black }.');
  if (!isVariantId(value['variant'])) return err('unknown-variant', `startFrom: ${unknownVariantText(value['variant'])}`);
  if (value['variant'] !== settings.variant) {
    return gameError('invalid-config', `startFrom is a ${show(value['variant'])} position, but the game is ${settings.variant}.`);
  }
  if (value['options'] !== undefined) {
    return gameError('invalid-config', 'startFrom carries no options: the game\'s options (config.options / preset) apply to it.');
  }
  const position = positionFromSetup({ ...(value as unknown as Setup), options: settings.options });
  if (!position.ok) return position;
  if (position.value.isOver()) return gameError('invalid-config', 'startFrom is a finished position; a game must start before it ends.');
  // PL-19 / FE-14: such a game would be drawn before its first roll.
  if (deadlockDraws(settings) && deadlocked(position.value)) {
    return gameError('invalid-config', 'startFrom is a position neither player can ever move in: under the deadlock draw (PL-19, FE-14) the game would be drawn before its first roll.');
  }
  return position.value;
}

/** Whether the variant's rules under these settings draw a game neither player can ever move in again (PL-19, FE-14). */
export function deadlockDraws(settings: GameSettings): boolean {
  return variantModule(settings.variant).deadlockDraw?.(settings.options) ?? false;
}

/** The names of a variant's presets (the first is the default). */
export function gamePresets(variant: VariantId): readonly string[] {
  if (!isVariantId(variant)) throw new TypeError(`gamePresets: variant must be one of ${VARIANT_IDS.join(', ')}; got ${show(variant)}.`);
  return Object.freeze(Object.keys(variantModule(variant).presets));
}
