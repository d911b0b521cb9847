import { cut, sameJson, show } from '../core/show.js';
import { err, ok, type Result } from '../core/result.js';
import type { FirstMove, GamePreset } from '../core/variant.js';
import { defaultsOf, overlay, type SectionSpec } from '../core/option-schema.js';
import { isVariantId, resolveOptions, unknownVariantText, VARIANT_IDS, variantModule, type OptionsInput, type RulesOptions, type VariantId } from '../variants/registry.js';
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

/** Where a game of a rotation stands, for messages: `rotation[i]` as written, `rotation.games[i]` as a state holds it. */
type GameLabel = (i: number) => string;
const AS_WRITTEN: GameLabel = (i) => `rotation[${i}]`;

/** The schema of an options section, from the first variant that has it (all share one), or undefined. */
function sectionSpecOf(section: string): SectionSpec | undefined {
  for (const id of VARIANT_IDS) {
    const options = variantModule(id).options;
    if (Object.hasOwn(options, section)) return options[section];
  }
  return undefined;
}

/**
 * The match's options checked on their own, before any game reads them: every section and
 * option one some variant has, every value allowed. So a bad value is named as the caller wrote
 * it (`tavli.backgammon`, not Portes' `shortTavla.koks`), even where each game overrides it.
 */
function matchOptionsProblem(shared: Readonly<Record<string, unknown>>): Fail | null {
  for (const [section, value] of Object.entries(shared)) {
    const spec = sectionSpecOf(section);
    if (spec === undefined) return err('unknown-option', `Unknown options section "${cut(section)}".`);
    const checked = overlay({ [section]: spec }, defaultsOf({ [section]: spec }), { [section]: value }, { owner: 'the match', otherSections: [] });
    if (!checked.ok) return checked;
  }
  return null;
}

/** `{ ...a, ...b }` section by section: a game's own options go over the match's option by option (TV-10). */
function mergeSections(under: Readonly<Record<string, unknown>>, over: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...under };
  for (const [section, value] of Object.entries(over)) {
    const below = merged[section];
    merged[section] = isRecord(below) && isRecord(value) ? { ...below, ...value } : value;
  }
  return merged;
}

function resolveGames(entries: readonly unknown[], matchOptions: unknown, firstMove: unknown, where: GameLabel = AS_WRITTEN): Result<readonly RotationGame[], GameError> {
  if (entries.length < 1 || entries.length > MAX_ROTATION) return gameError('invalid-config', `A rotation lists 1 to ${MAX_ROTATION} games; got ${entries.length}.`);
  if (matchOptions !== undefined && !isRecord(matchOptions)) return gameError('invalid-config', 'options must be an object of rule options.');
  const shared = (matchOptions ?? {});
  if (shared['preset'] !== undefined) return gameError('invalid-config', 'A rotation names each game\'s preset in the rotation, not in options.');
  const invalid = matchOptionsProblem(shared);
  if (invalid !== null) return invalid;
  // What the games read of the match's options: whole sections, or single options a preset
  // spells as its own (Preset.matchSpelling).
  const sectionsRead = new Set<string>();
  const sectionsSpelled = new Set<string>();
  const optionsRead = new Set<string>();
  const games: RotationGame[] = [];
  for (const [i, entry] of entries.entries()) {
    if (!isRecord(entry)) return gameError('invalid-config', `${where(i)} must be { variant, preset?, options? }.`);
    const unknown = Object.keys(entry).find((key) => key !== 'variant' && key !== 'preset' && key !== 'options');
    if (unknown !== undefined) return gameError('invalid-config', `${where(i)} has an unknown field "${cut(unknown)}".`);
    const variant = entry['variant'];
    if (!isVariantId(variant)) return err('unknown-variant', `${where(i)}: ${unknownVariantText(variant)}`);
    const module = variantModule(variant);
    const preset = entry['preset'] ?? Object.keys(module.presets)[0]!;
    if (typeof preset !== 'string' || !Object.hasOwn(module.presets, preset)) {
      return err('unknown-preset', `${where(i)}: unknown preset ${show(preset)} for ${module.name}; known presets: ${Object.keys(module.presets).join(', ')}.`);
    }
    const own = entry['options'] ?? {};
    if (!isRecord(own)) return gameError('invalid-config', `${where(i)}.options must be an object of rule options.`);
    // TV-10: the match's options apply to the games whose variant has the section.
    let fromMatch: Record<string, unknown> = Object.fromEntries(Object.entries(shared).filter(([section]) => Object.hasOwn(module.options, section)));
    for (const section of Object.keys(fromMatch)) sectionsRead.add(section);
    // TV-10 / PO-4: a preset may read a match section it does not have under its own names
    // (Portes: tavli.backgammon as shortTavla.koks); the preset says so (Preset.matchSpelling).
    const spelling = module.presets[preset]!.matchSpelling ?? {};
    for (const [section, value] of Object.entries(shared)) {
      if (Object.hasOwn(module.options, section) || !isRecord(value) || !Object.hasOwn(spelling, section)) continue;
      sectionsSpelled.add(section);
      for (const [option, [ownSection, ownOption]] of Object.entries(spelling[section]!)) {
        if (value[option] === undefined) continue;
        optionsRead.add(`${section}.${option}`);
        // The game's own spelling of the same option, given in the match's options, wins.
        fromMatch = mergeSections({ [ownSection]: { [ownOption]: value[option] } }, fromMatch);
      }
    }
    const resolved = resolveOptions(variant, { ...mergeSections(fromMatch, own), preset });
    if (!resolved.ok) return gameError('invalid-config', `${where(i)} (${module.name}): ${resolved.error.message}`);
    const move = firstMove ?? module.presets[preset]!.game?.firstMove ?? 'useOpeningDice';
    if (move !== 'useOpeningDice' && move !== 'winnerRerolls') return gameError('invalid-config', `opening.firstMove must be "useOpeningDice" or "winnerRerolls"; got ${show(move)}.`);
    games.push({ variant, preset, options: JSON.parse(JSON.stringify(resolved.value)) as RulesOptions, firstMove: move });
  }
  // Every option of the match's is read by some game (TV-10), or it was given for nothing.
  for (const [section, value] of Object.entries(shared)) {
    if (sectionsRead.has(section)) continue;
    if (!sectionsSpelled.has(section)) return err('option-not-for-variant', `Options section "${cut(section)}" belongs to no game of the rotation.`);
    const unread = Object.keys(value as Readonly<Record<string, unknown>>).find((option) => !optionsRead.has(`${section}.${option}`));
    if (unread !== undefined) return err('option-not-for-variant', `Option ${cut(section)}.${cut(unread)} applies to no game of the rotation.`);
  }
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
    const one = resolveGames([{ variant: entry['variant'], preset: entry['preset'], options: entry['options'] }], undefined, entry['firstMove'], () => `rotation.games[${i}]`);
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
