import { show } from '../core/show.js';
import type { OptionsInput, RulesOptions } from '../core/options.js';
import { ok, type Result } from '../core/result.js';
import { isVariantId, VARIANT_IDS, type VariantId } from '../core/variant-id.js';
import type { Position } from '../position/position.js';
import { positionFromSetup, startPosition } from '../position/setup.js';
import type { Setup } from '../position/setup-types.js';
import type { CubeRules } from '../scoring/cube.js';
import type { MatchRules } from '../scoring/match.js';
import type { DrawScore } from '../scoring/points.js';
import { gameError, type GameError } from './errors.js';

/** OP-2: does the opening winner play the roll-off dice, or roll both dice anew? */
export type FirstMove = 'useOpeningDice' | 'winnerRerolls';

/** OP-3 / LN-17: who starts the games after the first. */
export type NextGameStarter = MatchRules['nextGameStarter'];

/** LN-15: off, or on with the draw's score. */
export type LastRollDraw = false | { readonly drawScore: DrawScore };

/** Every setting of a game or match, complete and resolved (plain JSON data, kept in the state). */
export interface GameSettings {
  readonly variant: VariantId;
  /** The game preset in force (the preset tables of docs/rules/*.md). */
  readonly preset: string;
  /** The complete rule options of the variant, as every game's start position uses them. */
  readonly options: RulesOptions;
  readonly opening: { readonly firstMove: FirstMove };
  readonly cube: CubeRules;
  readonly match: MatchRules;
  readonly lastRollDraw: LastRollDraw;
  /** SC-8: whether players may offer to resign. Default true. */
  readonly resignation: boolean;
  /**
   * SC-8 extension (GNU Backgammon's behaviour, default false): the doubled player may resign
   * instead of answering a double; a rejected resignation leaves the double waiting.
   */
  readonly resignWhileDoubled: boolean;
}

/** What a caller writes: the variant, and whatever he wants to differ from the preset's defaults. */
export interface GameConfig {
  readonly variant: VariantId;
  /** A game preset (table below); defaults to the variant's first. Also selects the variant's rule preset of that name. */
  readonly preset?: string;
  /** Rule options of the variant (docs/rules/rule-index.md#options sections `bearOff`, `shortTavla`, `longNard`, ...). */
  readonly options?: OptionsInput;
  readonly opening?: { readonly firstMove?: FirstMove };
  readonly cube?: Partial<CubeRules>;
  readonly match?: Partial<MatchRules>;
  readonly lastRollDraw?: LastRollDraw;
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

/** The game-level half of a preset of docs/rules/rule-index.md#options (the rule half lives in the variant module). */
interface GamePreset {
  readonly firstMove: FirstMove;
  readonly nextGameStarter: NextGameStarter;
  readonly cube: boolean;
  /** MP-1's suggested match length, used by newMatch when the caller names none. */
  readonly length: number;
}

/**
 * The preset tables of docs/rules/*.md, game-level columns. The first preset of each variant is its default.
 * A rule preset the variant module knows but this table does not (a newer one) gets the
 * variant's default game-level settings.
 */
const GAME_PRESETS: Readonly<Record<VariantId, Readonly<Record<string, GamePreset>>>> = {
  'short-tavla': {
    // OP-2, OP-3, CU-12, MP-1 (9 points, SPORTNARDY).
    standard: { firstMove: 'useOpeningDice', nextGameStarter: 'openingRoll', cube: true, length: 9 },
    // VAR-8 / ST-10 / ST-11: winner rerolls, no cube; previous winner starts (INTERPRETATION in §10).
    turkish: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 },
  },
  'long-nard': {
    // LN-16, LN-17, CU-12 (traditional: no cube), MP-1 (7 points).
    traditional: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 7 },
    // §13.2 / §13.7: the sport preset uses the roll-off dice and the cube (RU-MS24 26.2, 26.3).
    sport: { firstMove: 'useOpeningDice', nextGameStarter: 'openingRoll', cube: true, length: 7 },
  },
  'crazy-gulbar': {
    // CG-12 and CU-12: as long nard traditional, no cube; 5 points suggested.
    standard: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 },
    bulgarian: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 5 },
  },
  'six-one': {
    // SO-3 (winner rolls anew), SO-9 (no cube); 3 points suggested in §10.
    standard: { firstMove: 'winnerRerolls', nextGameStarter: 'previousWinner', cube: false, length: 3 },
  },
};

const CONFIG_KEYS = new Set(['variant', 'preset', 'options', 'opening', 'cube', 'match', 'lastRollDraw', 'resignation', 'resignWhileDoubled', 'startFrom']);
const CUBE_KEYS: readonly (keyof CubeRules)[] = [
  'enabled',
  'maxValue',
  'progression',
  'beaver',
  'raccoon',
  'jacoby',
  'jacobyCountsAutomaticDoubles',
  'automaticDoubles',
  'noGammonsOnceCubed',
];
const MATCH_KEYS: readonly (keyof MatchRules)[] = ['length', 'crawford', 'holland', 'nextGameStarter', 'deadCube'];

type Fail = { readonly ok: false; readonly error: GameError };

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKey(section: string, value: Readonly<Record<string, unknown>>, known: readonly string[]): Fail | null {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) return gameError('invalid-config', `Unknown setting ${section}.${key}; known: ${known.join(', ')}.`);
  }
  return null;
}

function bool(section: string, name: string, value: unknown, fallback: boolean): boolean | Fail {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') return gameError('invalid-config', `${section}.${name} must be true or false.`);
  return value;
}

const isFail = (value: unknown): value is Fail => isRecord(value) && value['ok'] === false;

/** The game preset's name: `config.preset`, else the rule preset named in the options, else the default. */
function presetName(config: Readonly<Record<string, unknown>>, variant: VariantId): string | Fail {
  const given = config['preset'];
  const options = config['options'];
  const inOptions = isRecord(options) ? options['preset'] : undefined;
  if (given !== undefined && typeof given !== 'string') return gameError('invalid-config', 'preset must be a string.');
  if (inOptions !== undefined && given !== undefined && inOptions !== given) {
    return gameError('invalid-config', `preset "${given}" and options.preset ${show(inOptions)} disagree; name the preset once.`);
  }
  const name = given ?? (typeof inOptions === 'string' ? inOptions : undefined);
  return name ?? Object.keys(GAME_PRESETS[variant])[0]!;
}

/**
 * The start position under the rule options, with the game preset passed on as the variant's rule
 * preset when the variant has one of that name (short tavla's `turkish`, long nard's `sport`, ...).
 */
function resolvePosition(variant: VariantId, name: string, options: unknown): Result<Position, GameError> {
  if (options !== undefined && !isRecord(options)) return gameError('invalid-config', 'options must be an object of rule options.');
  const base = (options ?? {}) as OptionsInput;
  const withPreset = startPosition(variant, { ...base, preset: name });
  if (withPreset.ok || withPreset.error.code !== 'unknown-preset') return withPreset;
  // The variant has no rule preset of this name: fine when the name is a game-level preset here.
  if (Object.hasOwn(GAME_PRESETS[variant], name) && base.preset === undefined) return startPosition(variant, base);
  return withPreset;
}

/**
 * Validates a configuration and fills in every default: the preset's game-level values, then the
 * rule book's (CU-4 max 64, CU-8 Jacoby on in money play only, CU-10 Crawford in matches, ...).
 * `defaultLength` is the match length when the caller gives none (null = money play).
 */
export function resolveSettings(
  raw: unknown,
  defaultLength: 'preset' | null,
): Result<{ settings: GameSettings; start: Position; first: Position | null }, GameError> {
  if (!isRecord(raw)) return gameError('invalid-config', 'A game configuration is an object { variant, preset?, options?, cube?, match?, ... }.');
  const bad = unknownKey('config', raw, [...CONFIG_KEYS]);
  if (bad) return bad;
  const variant = raw['variant'];
  if (!isVariantId(variant)) {
    return gameError('invalid-config', `Unknown variant ${show(variant)}; expected short-tavla, long-nard, crazy-gulbar or six-one.`);
  }
  const name = presetName(raw, variant);
  if (isFail(name)) return name;
  const start = resolvePosition(variant, name, raw['options']);
  if (!start.ok) return start;
  const preset = GAME_PRESETS[variant][name] ?? Object.values(GAME_PRESETS[variant])[0]!;

  // Opening (OP-2).
  const opening = raw['opening'] ?? {};
  if (!isRecord(opening)) return gameError('invalid-config', 'opening must be an object { firstMove }.');
  const openingBad = unknownKey('opening', opening, ['firstMove']);
  if (openingBad) return openingBad;
  const firstMove = opening['firstMove'] ?? preset.firstMove;
  if (firstMove !== 'useOpeningDice' && firstMove !== 'winnerRerolls') {
    return gameError('invalid-config', 'opening.firstMove must be "useOpeningDice" or "winnerRerolls" (OP-2).');
  }

  // Match (MP-1, CU-10, OP-3).
  const match = raw['match'] ?? {};
  if (!isRecord(match)) return gameError('invalid-config', 'match must be an object { length, crawford, holland, nextGameStarter, deadCube }.');
  const matchBad = unknownKey('match', match, MATCH_KEYS);
  if (matchBad) return matchBad;
  const length = match['length'] === undefined ? (defaultLength === 'preset' ? preset.length : null) : match['length'];
  if (length !== null && (typeof length !== 'number' || !Number.isInteger(length) || length < 1)) {
    return gameError('invalid-config', 'match.length must be a positive integer, or null for money play (MP-1).');
  }
  const money = length === null;
  const starter = match['nextGameStarter'] ?? preset.nextGameStarter;
  if (starter !== 'openingRoll' && starter !== 'previousWinner' && starter !== 'alternate') {
    return gameError('invalid-config', 'match.nextGameStarter must be "openingRoll", "previousWinner" or "alternate" (OP-3).');
  }

  // Cube (CU-1..CU-13).
  const cube = raw['cube'] ?? {};
  if (!isRecord(cube)) return gameError('invalid-config', 'cube must be an object of cube settings.');
  const cubeBad = unknownKey('cube', cube, CUBE_KEYS);
  if (cubeBad) return cubeBad;
  const enabled = bool('cube', 'enabled', cube['enabled'], preset.cube);
  if (isFail(enabled)) return enabled;
  const maxValue = cube['maxValue'] === undefined ? 64 : cube['maxValue'];
  if (maxValue !== null && (typeof maxValue !== 'number' || !Number.isInteger(maxValue) || maxValue < 1)) {
    return gameError('invalid-config', 'cube.maxValue must be a positive integer (default 64), or null for no limit (CU-4).');
  }
  const progression = cube['progression'] ?? 'geometric';
  if (progression !== 'geometric' && progression !== 'arithmetic') {
    return gameError('invalid-config', 'cube.progression must be "geometric" (2, 4, 8, ...) or "arithmetic" (2, 3, 4, ...) (CU-5).');
  }
  const flags: Record<string, boolean> = {};
  for (const [field, fallback] of [
    ['beaver', false],
    ['raccoon', false],
    ['jacoby', money && enabled],
    ['jacobyCountsAutomaticDoubles', false],
    ['noGammonsOnceCubed', false],
  ] as const) {
    const value = bool('cube', field, cube[field], fallback);
    if (isFail(value)) return value;
    flags[field] = value;
  }
  const automaticDoubles = cube['automaticDoubles'] ?? 0;
  if (typeof automaticDoubles !== 'number' || !Number.isInteger(automaticDoubles) || automaticDoubles < 0) {
    return gameError('invalid-config', 'cube.automaticDoubles is the most automatic doubles per game: an integer, 0 for none (CU-9).');
  }
  // CU-11: the money-play options have no place in a match.
  if (!money) {
    for (const field of ['beaver', 'raccoon', 'jacoby'] as const) {
      if (flags[field]) return gameError('money-play-only', `cube.${field} is for money play only; matches play without it (CU-11).`);
    }
    if (automaticDoubles > 0) return gameError('money-play-only', 'Automatic doubles are for money play only (CU-9, CU-11).');
  }
  if (flags['raccoon'] && !flags['beaver']) return gameError('invalid-config', 'cube.raccoon answers a beaver, so it needs cube.beaver (CU-7).');
  if (!enabled && (flags['beaver'] || flags['jacoby'] || automaticDoubles > 0)) {
    // Without a cube, Jacoby would abolish mars altogether; the animals have nothing to act on.
    return gameError('invalid-config', 'cube.beaver, cube.raccoon, cube.jacoby and cube.automaticDoubles need cube.enabled (CU-12).');
  }

  const crawford = bool('match', 'crawford', match['crawford'], !money && enabled);
  if (isFail(crawford)) return crawford;
  const holland = bool('match', 'holland', match['holland'], false);
  if (isFail(holland)) return holland;
  if (money && (crawford || holland)) {
    return gameError('invalid-config', 'match.crawford and match.holland are match rules; money play has no match score (CU-10).');
  }
  if (holland && !crawford) return gameError('invalid-config', 'match.holland restricts post-Crawford games, so it needs match.crawford (CU-10).');
  // GNU Backgammon's dead cube: not in the rule book, docs/rules/ (CU-2 allows these doubles), so off by default.
  const deadCube = bool('match', 'deadCube', match['deadCube'], false);
  if (isFail(deadCube)) return deadCube;
  if (money && deadCube) return gameError('invalid-config', 'match.deadCube is a match rule: in money play the cube is never dead.');

  // LN-15: the game's own setting wins; otherwise the rule option `longNard.lastRollDraw`, if the variant has it.
  const lastRollDraw = readLastRollDraw(raw['lastRollDraw'], start.value.options);
  if (isFail(lastRollDraw)) return lastRollDraw;
  if (lastRollDraw !== false && variant === 'crazy-gulbar') {
    // The extra turn is played after the game is decided, which the turn layer refuses; the game
    // layer plays it as one stage (extra-turn.ts), and a cascade is several.
    return gameError('invalid-config', 'lastRollDraw (LN-15) is not available in crazy gulbar yet: its extra turn could be a cascade of stages.');
  }

  const resignation = bool('config', 'resignation', raw['resignation'], true);
  if (isFail(resignation)) return resignation;
  const resignWhileDoubled = bool('config', 'resignWhileDoubled', raw['resignWhileDoubled'], false);
  if (isFail(resignWhileDoubled)) return resignWhileDoubled;
  if (resignWhileDoubled && !resignation) return gameError('invalid-config', 'resignWhileDoubled lets a doubled player resign, so it needs resignation (SC-8).');

  const settings: GameSettings = {
    variant,
    preset: name,
    options: JSON.parse(JSON.stringify(start.value.options)) as RulesOptions,
    opening: { firstMove },
    cube: {
      enabled,
      maxValue,
      progression,
      beaver: flags['beaver']!,
      raccoon: flags['raccoon']!,
      jacoby: flags['jacoby']!,
      jacobyCountsAutomaticDoubles: flags['jacobyCountsAutomaticDoubles']!,
      automaticDoubles,
      noGammonsOnceCubed: flags['noGammonsOnceCubed']!,
    },
    match: { length, crawford, holland, nextGameStarter: starter, deadCube },
    lastRollDraw,
    resignation,
    resignWhileDoubled,
  };
  const first = readStartFrom(raw['startFrom'], settings);
  if (isFail(first)) return first;
  return ok({ settings, start: start.value, first });
}

function readStartFrom(value: unknown, settings: GameSettings): Position | null | Fail {
  if (value === undefined) return null;
  if (!isRecord(value)) return gameError('invalid-config', 'startFrom must be a Setup { variant, turn, white, black }.');
  if (value['variant'] !== settings.variant) {
    return gameError('invalid-config', `startFrom is a ${show(value['variant'])} position, but the game is ${settings.variant}.`);
  }
  if (value['options'] !== undefined) {
    return gameError('invalid-config', 'startFrom carries no options: the game\'s options (config.options / preset) apply to it.');
  }
  const position = positionFromSetup({ ...(value as unknown as Setup), options: settings.options });
  if (!position.ok) return position;
  if (position.value.winner() !== null) return gameError('invalid-config', 'startFrom is a finished position; a game must start before it ends.');
  return position.value;
}

function parseLastRollDraw(value: unknown): LastRollDraw | null {
  if (value === false) return false;
  if (isRecord(value) && Object.keys(value).length === 1 && (value['drawScore'] === 'half' || value['drawScore'] === 'one')) {
    return { drawScore: value['drawScore'] };
  }
  return null;
}

function readLastRollDraw(given: unknown, options: RulesOptions): LastRollDraw | Fail {
  if (given !== undefined) {
    const parsed = parseLastRollDraw(given);
    if (parsed === null) return gameError('invalid-config', 'lastRollDraw must be false or { drawScore: "half" | "one" } (LN-15).');
    return parsed;
  }
  const section = (options as Readonly<Record<string, unknown>>)['longNard'];
  if (!isRecord(section)) return false;
  return parseLastRollDraw(section['lastRollDraw']) ?? false;
}

/** The names of a variant's game presets (the first is the default). */
export function gamePresets(variant: VariantId): readonly string[] {
  if (!isVariantId(variant)) throw new TypeError(`gamePresets: variant must be one of ${VARIANT_IDS.join(', ')}; got ${show(variant)}.`);
  return Object.freeze(Object.keys(GAME_PRESETS[variant]));
}
