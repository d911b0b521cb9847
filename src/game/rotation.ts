import { cut, sameJson, show } from '../core/show.js';
import { err, ok, type Result } from '../core/result.js';
import type { FirstMove, GamePreset } from '../core/variant.js';
import { isVariantId, resolveOptions, unknownVariantText, variantModule, type OptionsInput, type RulesOptions, type VariantId } from '../variants/registry.js';
import { MATCH_PRESETS, type MatchPreset, type MatchPresetName } from '../variants/match-presets.js';
import { gameError, type GameError } from './errors.js';

/**
 * A match that plays several games in turn (TV-1: the Tavli match plays Portes, Plakoto and
 * Fevga, then Portes again; TV-11: the Tabla match). Each game of the rotation is a variant
 * with one of its presets and complete rule options; the match-wide settings (length, cube,
 * who starts the next game, TV-4, TV-5) are shared. Every game is resolved when the match
 * starts, so the state carries plain data and the next game needs nothing from the config.
 */

/** One game of a rotation, resolved. */
export interface RotationGame {
  /** The game's variant. */
  readonly variant: VariantId;
  /** The game's preset of that variant. */
  readonly preset: string;
  /** The game's complete rule options (its preset, then the match's options where they fit, then its own). */
  readonly options: RulesOptions;
  /** OP-2 / PO-2: how this game's first move is made (the match's setting, else the game's preset). */
  readonly firstMove: FirstMove;
}

/** The rotation of a match: its games in order, and which one is being played (0-based). */
export interface Rotation {
  /** Every game of the rotation, resolved, in the order they are played (TV-1). */
  readonly games: readonly RotationGame[];
  /** The game being played now, 0-based; the next game is `(index + 1) % games.length`. */
  readonly index: number;
}

/** What a caller writes for one game of a rotation. */
export interface RotationEntry {
  /** The game's variant. */
  readonly variant: VariantId;
  /** A preset of that variant; its first (default) preset when left out. */
  readonly preset?: string;
  /** Rule options for this game alone, over the match's options (TV-10). */
  readonly options?: OptionsInput;
}

/** What a caller writes: a named match preset, a list of games, or a resolved rotation (as a state holds it). */
export type RotationInput = MatchPresetName | readonly RotationEntry[] | Rotation;

/** The most games one rotation may list. */
export const MAX_ROTATION = 12;

type Fail = { readonly ok: false; readonly error: GameError };

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The game settings a rotation's preset (or its first game's preset) brings: length, cube, starter. */
export interface RotationResult {
  readonly rotation: Rotation;
  /** The match-wide game settings before the caller's: the match preset's, or the first game's preset's. */
  readonly game: GamePreset;
}

/**
 * Resolves `config.rotation` with the config's `options` (TV-10: options set on the match apply
 * to every game whose variant has that section) and `opening.firstMove` (the match's, when set).
 */
export function resolveRotation(
  given: unknown,
  matchOptions: unknown,
  firstMove: unknown,
): Result<RotationResult, GameError> {
  if (typeof given === 'string') {
    if (!Object.hasOwn(MATCH_PRESETS, given)) {
      return err('unknown-preset', `Unknown match preset ${show(given)}; known: ${Object.keys(MATCH_PRESETS).join(', ')}.`);
    }
    const preset: MatchPreset = MATCH_PRESETS[given as MatchPresetName];
    // TV-3: the match preset's first move applies to all its games unless the caller sets one.
    const games = resolveGames(preset.games, matchOptions, firstMove ?? preset.game.firstMove);
    return games.ok ? ok({ rotation: { games: games.value, index: 0 }, game: preset.game }) : games;
  }
  if (Array.isArray(given)) {
    const games = resolveGames(given as readonly unknown[], matchOptions, firstMove);
    if (!games.ok) return games;
    const first = games.value[0]!;
    return ok({ rotation: { games: games.value, index: 0 }, game: variantModule(first.variant).presets[first.preset]!.game ?? {} });
  }
  if (isRecord(given)) return resolvedRotation(given, matchOptions, firstMove);
  return gameError('invalid-config', 'rotation must be a match preset name (such as "tavliMatch"), a list of games { variant, preset?, options? }, or a rotation { games, index } as a state holds it.');
}

function resolveGames(entries: readonly unknown[], matchOptions: unknown, firstMove: unknown): Result<readonly RotationGame[], GameError> {
  if (entries.length < 1 || entries.length > MAX_ROTATION) return gameError('invalid-config', `A rotation lists 1 to ${MAX_ROTATION} games; got ${entries.length}.`);
  if (matchOptions !== undefined && !isRecord(matchOptions)) return gameError('invalid-config', 'options must be an object of rule options.');
  const shared = (matchOptions ?? {});
  if (shared['preset'] !== undefined) return gameError('invalid-config', 'A rotation names each game\'s preset in the rotation, not in options.');
  const used = new Set<string>();
  const games: RotationGame[] = [];
  for (const [i, entry] of entries.entries()) {
    if (!isRecord(entry)) return gameError('invalid-config', `rotation[${i}] must be { variant, preset?, options? }.`);
    const unknown = Object.keys(entry).find((key) => key !== 'variant' && key !== 'preset' && key !== 'options');
    if (unknown !== undefined) return gameError('invalid-config', `rotation[${i}] has an unknown field "${cut(unknown)}".`);
    const variant = entry['variant'];
    if (!isVariantId(variant)) return err('unknown-variant', `rotation[${i}]: ${unknownVariantText(variant)}`);
    const module = variantModule(variant);
    const preset = entry['preset'] ?? Object.keys(module.presets)[0]!;
    if (typeof preset !== 'string' || !Object.hasOwn(module.presets, preset)) {
      return err('unknown-preset', `rotation[${i}]: unknown preset ${show(preset)} for ${module.name}; known presets: ${Object.keys(module.presets).join(', ')}.`);
    }
    const own = entry['options'] ?? {};
    if (!isRecord(own)) return gameError('invalid-config', `rotation[${i}].options must be an object of rule options.`);
    // TV-10: the match's options apply to the games whose variant has the section.
    const fitting = Object.fromEntries(Object.entries(shared).filter(([section]) => Object.hasOwn(module.options, section)));
    for (const section of Object.keys(fitting)) used.add(section);
    // TV-10 / PO-4: a preset may read a match section it does not have under its own names
    // (Portes: tavli.backgammon as shortTavla.koks); the preset says so (Preset.matchSpelling).
    const spelled: Record<string, Record<string, unknown>> = {};
    const spelling = module.presets[preset]!.matchSpelling ?? {};
    for (const [section, value] of Object.entries(shared)) {
      if (Object.hasOwn(module.options, section) || !isRecord(value) || !Object.hasOwn(spelling, section)) continue;
      const names = spelling[section]!;
      used.add(section);
      for (const [option, [ownSection, ownOption]] of Object.entries(names)) {
        if (value[option] !== undefined) spelled[ownSection] = { ...spelled[ownSection], [ownOption]: value[option] };
      }
    }
    for (const [name, values] of Object.entries(spelled)) {
      const given = fitting[name];
      fitting[name] = isRecord(given) ? { ...values, ...given } : values;
    }
    const resolved = resolveOptions(variant, { ...fitting, ...own, preset });
    if (!resolved.ok) return gameError('invalid-config', `rotation[${i}] (${module.name}): ${resolved.error.message}`);
    const move = firstMove ?? module.presets[preset]!.game?.firstMove ?? 'useOpeningDice';
    if (move !== 'useOpeningDice' && move !== 'winnerRerolls') return gameError('invalid-config', `opening.firstMove must be "useOpeningDice" or "winnerRerolls"; got ${show(move)}.`);
    games.push({ variant, preset, options: JSON.parse(JSON.stringify(resolved.value)) as RulesOptions, firstMove: move });
  }
  const foreign = Object.keys(shared).find((section) => !used.has(section));
  if (foreign !== undefined) return err('option-not-for-variant', `Options section "${foreign}" belongs to no game of the rotation.`);
  return ok(games);
}

/**
 * A rotation as a state holds it: every game complete. It must resolve to itself (each game's
 * options are complete options of its preset), and the index must name one of its games.
 */
function resolvedRotation(given: Readonly<Record<string, unknown>>, matchOptions: unknown, firstMove: unknown): Result<RotationResult, GameError> {
  const keys = Object.keys(given);
  if (keys.length !== 2 || !Array.isArray(given['games']) || typeof given['index'] !== 'number') {
    return gameError('invalid-config', 'A resolved rotation is { games, index }.');
  }
  const list = given['games'] as readonly unknown[];
  // As many games as newMatch takes, checked before any game is resolved (issue 12: size before work).
  if (list.length < 1 || list.length > MAX_ROTATION) return gameError('invalid-config', `A rotation lists 1 to ${MAX_ROTATION} games; got ${list.length}.`);
  const index = given['index'];
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return gameError('invalid-config', `rotation.index must name one of its ${list.length} games; got ${show(index)}.`);
  const games: RotationGame[] = [];
  for (const [i, entry] of list.entries()) {
    if (!isRecord(entry) || Object.keys(entry).length !== 4) return gameError('invalid-config', `rotation.games[${i}] must be { variant, preset, options, firstMove }.`);
    const one = resolveGames([{ variant: entry['variant'], preset: entry['preset'], options: entry['options'] }], undefined, entry['firstMove']);
    if (!one.ok) return one;
    if (!sameJson(one.value[0], entry)) return gameError('invalid-config', `rotation.games[${i}] is not a complete resolved game.`);
    games.push(one.value[0]!);
  }
  const current = games[index]!;
  // The state's own options and first move are those of the game being played.
  if (matchOptions !== undefined && !sameJson(matchOptions, current.options)) return gameError('invalid-config', "options are not the current game's options.");
  if (firstMove !== undefined && firstMove !== current.firstMove) return gameError('invalid-config', "opening.firstMove is not the current game's.");
  const first = games[0]!;
  return ok({ rotation: { games, index }, game: variantModule(first.variant).presets[first.preset]!.game ?? {} });
}

/** The names of the match presets (TV-1 `tavliMatch`, TV-11 `tablaMatch`), for `config.rotation`. */
export function matchPresets(): readonly MatchPresetName[] {
  return Object.freeze(Object.keys(MATCH_PRESETS) as MatchPresetName[]);
}

/** The rotation moved on to its next game (TV-1: after the last, the first again). */
export function nextInRotation(rotation: Rotation): Rotation {
  return { games: rotation.games, index: (rotation.index + 1) % rotation.games.length };
}

export type { Fail as RotationFail };
