import type { SetupError } from '../core/errors.js';
import { resolveOptionsBySpec, type InputOf, type SectionOf, type SectionSpec } from '../core/option-schema.js';
import { ok, type Result } from '../core/result.js';
import { show } from '../core/show.js';
import type { ModuleRules, MoveRules, Preset, StartSide, VariantModule, VariantScoring } from '../core/variant.js';
import { completeRules } from './move-rules.js';
import { perOptions } from './per-options.js';
import { crazyGulbar } from './crazy-gulbar.js';
import { fevga } from './fevga.js';
import { longNard } from './long-nard.js';
import { plakoto } from './plakoto.js';
import { shortTavla } from './short-tavla.js';
import { sixOne } from './six-one.js';

/**
 * The registry: every playable variant, one line each. Adding a variant that needs no new
 * mechanics is one module in src/variants and one line here (docs/design.md, "Adding a variant");
 * `VariantId`, `VARIANT_IDS`, the option types and every list of variants derive from it.
 */
const MODULES = [shortTavla, longNard, crazyGulbar, sixOne, plakoto, fevga] as const;

type Module = (typeof MODULES)[number];

/** The id of a playable variant: 'short-tavla', 'long-nard', 'crazy-gulbar', 'six-one', 'plakoto', 'fevga'. */
export type VariantId = Module['id'];

type Specs = Module['options'];
// Distributed over the union of the variants' schemas (a conditional on a type parameter distributes).
type KeysOf<T> = T extends unknown ? keyof T & string : never;
type SectionIn<T, N extends string> = T extends unknown ? (N extends keyof T ? (T[N] extends SectionSpec ? SectionOf<T[N]> : never) : never) : never;
type SectionName = KeysOf<Specs>;
type SectionType<N extends string> = SectionIn<Specs, N>;

/**
 * Resolved rule options: the sections of whichever variant a position belongs to, every field
 * filled in (docs/rules/rule-index.md#options). Inferred from the variants' schemas.
 */
export type RulesOptions = { readonly [N in SectionName]?: SectionType<N> };

/** What callers pass as rule options: sections and fields of their choosing, and a preset name. */
export type OptionsInput = InputOf<RulesOptions> & {
  /** A preset of the variant whose options the other fields then change. */
  preset?: string;
};

/** A variant module as the other layers see it: options typed loosely, as every variant's. */
export type AnyVariant = VariantModule<VariantId> & {
  moveRules(options: RulesOptions): ModuleRules;
  startSide(options: RulesOptions): StartSide;
  readonly scoring: VariantScoring<RulesOptions>;
  readonly presets: Readonly<Record<string, Preset>>;
};

const BY_ID: ReadonlyMap<string, AnyVariant> = new Map(MODULES.map((m) => [m.id, m as unknown as AnyVariant]));

/** Every variant's id, in the registry's order (frozen). */
export const VARIANT_IDS: readonly VariantId[] = Object.freeze(MODULES.map((m) => m.id));

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The module of a variant. */
export function variantModule(id: VariantId): AnyVariant {
  return BY_ID.get(id)!;
}

/** The variants `positionFromSetup` accepts in this version. */
export function playableVariants(): readonly VariantId[] {
  return VARIANT_IDS;
}

/** The one refusal of a value that names no variant (`unknown-variant`), for every entry point that takes a VariantId. */
export function unknownVariantText(value: unknown): string {
  return `Unknown variant ${show(value)}; expected one of ${VARIANT_IDS.join(', ')}.`;
}

/** "short-tavla (st), long-nard (ln), ...": for messages that list what a reader accepts. */
export function variantList(): string {
  return MODULES.map((m) => `${m.id} (${m.code})`).join(', ');
}

/** The variant a position-string code or id names, any letter case, or null. */
export function variantByName(name: string): VariantId | null {
  const lower = name.toLowerCase();
  if (isVariantId(lower)) return lower;
  return MODULES.find((m) => m.code === lower)?.id ?? null;
}

// Every section name of every variant: a section of another variant is 'option-not-for-variant'.
const ALL_SECTIONS: readonly string[] = [...new Set(MODULES.flatMap((m) => Object.keys(m.options)))];

/** The rule presets of a variant, as sections of option values. */
function rulePresets(module: AnyVariant): Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>> {
  return Object.fromEntries(Object.entries(module.presets).map(([name, preset]) => [name, (preset.rules ?? {}) as Readonly<Record<string, Readonly<Record<string, unknown>>>>]));
}

/**
 * Validates and completes a caller's rule options for a variant (already the library's own
 * copy): the schema's defaults, the preset's rule options, then the caller's. Frozen.
 */
export function resolveOptions(id: VariantId, input: OptionsInput | undefined): Result<RulesOptions, SetupError> {
  // Without options a variant's rules are its defaults: one frozen object per variant, so that
  // every position made without options shares it, and with it one MoveRules (perOptions).
  if (input === undefined) {
    const known = DEFAULT_OPTIONS.get(id);
    if (known !== undefined) return ok(known);
  }
  const module = variantModule(id);
  const resolved = resolveOptionsBySpec(module.options, input, rulePresets(module), { owner: module.name, otherSections: ALL_SECTIONS });
  if (resolved.ok && input === undefined) DEFAULT_OPTIONS.set(id, resolved.value);
  return resolved.ok ? ok(resolved.value as RulesOptions) : resolved;
}

const DEFAULT_OPTIONS = new Map<VariantId, RulesOptions>();

// One MoveRules per resolved options object, naming its variant and options (perOptions).
const RULES = new Map<string, (options: RulesOptions) => MoveRules>(
  MODULES.map((m) => [m.id, perOptions((options: RulesOptions): MoveRules => completeRules((m as unknown as AnyVariant).moveRules(options), m.id, options))]),
);

/** The generator's rules for a variant under resolved options (the library's own, frozen options). */
export function rulesFor(id: VariantId, options: RulesOptions): MoveRules {
  return RULES.get(id)!(options);
}

/** The module's start side for resolved options. */
export function startSideOf(id: VariantId, options: RulesOptions): StartSide {
  return variantModule(id).startSide(options);
}
