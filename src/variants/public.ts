import type { SetupError } from '../core/errors.js';
import type { OptionsSpec } from '../core/option-schema.js';
import type { Result, TavlaError } from '../core/result.js';
import { snapshot } from '../core/snapshot.js';
import type { MoveRules, Preset, StartSide } from '../core/variant.js';
import { resolveOptions, rulesFor, VARIANT_IDS, variantModule, type AnyVariant, type OptionsInput, type RulesOptions, type VariantId } from './registry.js';

/**
 * The variant modules as `tavla/variants` hands them out: what a variant is (its name, code,
 * option schema and presets) and the generator's view of its rules. The generator keeps one
 * `MoveRules` per option set and reads its typed arrays on every call; a caller who wrote into
 * them would change every later answer (issue 12). So what leaves the library is a copy:
 * `moveRules` resolves the options it is given (a caller's object is never a cache key) and
 * returns fresh tables, frozen where JavaScript allows.
 */
export interface Variant {
  /** The variant's id, as `Setup.variant` and the presets name it. */
  readonly id: VariantId;
  /** For people: "short tavla". */
  readonly name: string;
  /** The code a position string may use instead of the id: "st". */
  readonly code: string;
  /** Points on each player's own track (24; six-one 12). */
  readonly points: number;
  /** Whether hit checkers go to a bar (short tavla); false where nothing is ever hit. */
  readonly hasBar: boolean;
  /** The rule options: sections of fields with their defaults and allowed values (frozen). */
  readonly options: OptionsSpec;
  /** Named presets, rule options and game settings together; the first is the default (frozen). */
  readonly presets: Readonly<Record<string, Preset>>;
  /** Validates and completes rule options with the rule book's defaults; the result is frozen. */
  resolveOptions(input: OptionsInput | undefined): Result<RulesOptions, SetupError>;
  /** A copy of the generator's view of the rules for these options (TypeError for bad options). */
  moveRules(options: RulesOptions | OptionsInput): MoveRules;
  /** Where each player's checkers start under these options (TypeError for bad options). */
  startSide(options: RulesOptions | OptionsInput): StartSide;
}

function copyTable(table: Int8Array): Int8Array {
  return table.slice();
}

function copyPair(pair: { readonly white: Int8Array; readonly black: Int8Array }): { readonly white: Int8Array; readonly black: Int8Array } {
  return Object.freeze({ white: copyTable(pair.white), black: copyTable(pair.black) });
}

/** A caller's copy of the generator's rules: every table fresh, every object frozen. */
function rulesCopy(rules: MoveRules): MoveRules {
  return Object.freeze({
    ...rules,
    absolute: copyPair(rules.absolute),
    ownAt: copyPair(rules.ownAt),
    facing: copyPair(rules.facing),
    target: copyTable(rules.target),
    bearOff: Object.freeze({ ...rules.bearOff }),
  });
}

/** A caller's options, read once and resolved; a read that fails is refused like bad options. */
function resolvePublic(module: AnyVariant, options: unknown, method: string): Result<RulesOptions, TavlaError> {
  const read = snapshot(options, `${module.id}.${method}: options`);
  return read.ok ? resolveOptions(module.id, read.value as OptionsInput) : read;
}

function publicVariant(module: AnyVariant): Variant {
  return Object.freeze({
    id: module.id,
    name: module.name,
    code: module.code,
    points: module.points,
    hasBar: module.hasBar,
    options: module.options,
    presets: module.presets,
    resolveOptions: (input: OptionsInput | undefined) => {
      const read = snapshot(input, `${module.id}.resolveOptions: options`);
      return read.ok ? resolveOptions(module.id, read.value as OptionsInput | undefined) : read;
    },
    moveRules(options: RulesOptions | OptionsInput): MoveRules {
      const resolved = resolvePublic(module, options, 'moveRules');
      if (!resolved.ok) throw new TypeError(`${module.id}.moveRules(options): ${resolved.error.message}`);
      return rulesCopy(rulesFor(module.id, resolved.value));
    },
    startSide(options: RulesOptions | OptionsInput): StartSide {
      const resolved = resolvePublic(module, options, 'startSide');
      if (!resolved.ok) throw new TypeError(`${module.id}.startSide(options): ${resolved.error.message}`);
      const side = module.startSide(resolved.value);
      return Object.freeze({ points: Object.freeze({ ...side.points }) });
    },
  });
}

const PUBLIC = new Map<string, Variant>(VARIANT_IDS.map((id) => [id, publicVariant(variantModule(id))]));

/** The module of a playable variant (a read-only view: its tables are copies), or undefined. */
export function getVariant(id: VariantId): Variant | undefined {
  return typeof id === 'string' ? PUBLIC.get(id) : undefined;
}

/** The variants `positionFromSetup` accepts in this version. */
export function playableVariants(): readonly VariantId[] {
  return VARIANT_IDS;
}

/** Short tavla (backgammon), docs/rules/short-tavla.md. */
export const shortTavla: Variant = PUBLIC.get('short-tavla')!;
/** Long nard, docs/rules/long-nard.md. */
export const longNard: Variant = PUBLIC.get('long-nard')!;
/** Crazy gulbar, docs/rules/crazy-gulbar.md. */
export const crazyGulbar: Variant = PUBLIC.get('crazy-gulbar')!;
/** Six-one, docs/rules/six-one.md. */
export const sixOne: Variant = PUBLIC.get('six-one')!;
/** Plakoto (and Tapa as its presets), docs/rules/plakoto.md. */
export const plakoto: Variant = PUBLIC.get('plakoto')!;
/** Fevga (and Moultezim as its preset), docs/rules/fevga.md. */
export const fevga: Variant = PUBLIC.get('fevga')!;
