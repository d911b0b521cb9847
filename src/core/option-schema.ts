import type { SetupError } from './errors.js';
import { err, ok, type Result } from './result.js';
import { cut, sameJson, show } from './show.js';
import { deepFreeze } from './snapshot.js';

/**
 * A small declarative schema for settings: sections of fields, each with its default and the
 * values it allows. A variant declares its rule options this way (and the game layer its
 * settings), and gets validation, defaults, presets and freezing from one place — and the
 * TypeScript types of its options, inferred from the declaration (`OptionsOf`), so that a type is
 * never written down beside the schema it must agree with.
 */
export interface FieldSpec<T = unknown> {
  /** The value when the caller gives none. */
  readonly default: T;
  /** Allowed values, or a predicate with a description for the error message. */
  readonly allowed:
    | readonly T[]
    | {
        /** True for an allowed value. */
        readonly test: (value: unknown) => value is T;
        /** What the allowed values are, for the error message. */
        readonly describe: string;
      };
}

/** A field whose value is one of `allowed` (compared as JSON); its type is their union. */
export function oneOf<const T>(defaultValue: NoInfer<T>, allowed: readonly T[]): FieldSpec<T> {
  // Frozen all the way down: the defaults are the values every resolved option starts from, and
  // `tavla/variants` hands the schema out (issue 12: nothing handed out can change later answers).
  return Object.freeze({ default: deepFreeze(defaultValue), allowed: deepFreeze([...allowed]) });
}

/** A field whose values pass `test`; `describe` says what they are, for the error message. */
export function where<T>(defaultValue: NoInfer<T>, test: (value: unknown) => value is T, describe: string): FieldSpec<T> {
  return Object.freeze({ default: deepFreeze(defaultValue), allowed: Object.freeze({ test, describe }) });
}

/** One section of options (such as `bearOff`): its fields by name. */
export type SectionSpec = Readonly<Record<string, FieldSpec>>;
/** A variant's option schema: its sections by name. */
export type OptionsSpec = Readonly<Record<string, SectionSpec>>;

/** The values of one section, as the schema declares them. */
export type SectionOf<S extends SectionSpec> = { readonly [K in keyof S]: S[K] extends FieldSpec<infer T> ? T : never };

/** Resolved options of a schema: every section, every field. */
export type OptionsOf<O extends OptionsSpec> = { readonly [S in keyof O]: SectionOf<O[S]> };

// `| undefined`: optional sections must be partial too, not all-or-nothing.
type DeepPartial<T> = {
  // Arrays (LN-12 headExceptionRolls) are values, not sections: given whole or not at all.
  -readonly [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object | undefined ? DeepPartial<Exclude<T[K], undefined>> : T[K];
};

/** What a caller may write for options of a schema: sections and fields of his choosing. */
export type InputOf<O> = DeepPartial<O>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeAllowed(spec: FieldSpec): string {
  return Array.isArray(spec.allowed)
    ? (spec.allowed as readonly unknown[]).map((v) => JSON.stringify(v)).join(', ')
    : (spec.allowed as { describe: string }).describe;
}

function isAllowed(spec: FieldSpec, value: unknown): boolean {
  if (Array.isArray(spec.allowed)) {
    return (spec.allowed as readonly unknown[]).some((v) => sameJson(v, value));
  }
  return (spec.allowed as { test: (v: unknown) => boolean }).test(value);
}

/** Where a schema is used and what surrounds it, for resolution and error messages. */
export interface SchemaContext {
  /** For messages: "short tavla", "the game settings". */
  readonly owner: string;
  /**
   * Section names that exist elsewhere (other variants' sections): given here they are
   * `option-not-for-variant`, not `unknown-option`.
   */
  readonly otherSections: readonly string[];
}

type Values = Record<string, Record<string, unknown>>;

/** The defaults of a schema, as a fresh mutable record. */
export function defaultsOf(spec: OptionsSpec): Values {
  const result: Values = {};
  for (const [section, fields] of Object.entries(spec)) {
    result[section] = {};
    for (const [field, fieldSpec] of Object.entries(fields)) result[section][field] = fieldSpec.default;
  }
  return result;
}

/**
 * Writes `input`'s sections and fields over `base` (which holds every field), checking each
 * against `spec`. Unknown sections or fields, sections of other owners and bad values are errors.
 * `base` is changed in place and returned.
 */
export function overlay(spec: OptionsSpec, base: Values, input: Readonly<Record<string, unknown>>, context: SchemaContext, skip: readonly string[] = []): Result<Values, SetupError> {
  for (const [section, value] of Object.entries(input)) {
    if (skip.includes(section)) continue;
    // Own keys only: a name such as "constructor" must not find Object.prototype's members.
    const sectionSpec = Object.hasOwn(spec, section) ? spec[section] : undefined;
    if (sectionSpec === undefined) {
      if (context.otherSections.includes(section)) {
        return err('option-not-for-variant', `Options section "${cut(section)}" does not apply to ${context.owner}.`);
      }
      return err('unknown-option', `Unknown options section "${cut(section)}".`);
    }
    if (!isPlainObject(value)) return err('invalid-option', `Options section "${cut(section)}" must be an object.`);
    for (const [field, fieldValue] of Object.entries(value)) {
      const fieldSpec = Object.hasOwn(sectionSpec, field) ? sectionSpec[field] : undefined;
      if (fieldSpec === undefined) return err('unknown-option', `Unknown option ${cut(section)}.${cut(field)} for ${context.owner}.`);
      if (!isAllowed(fieldSpec, fieldValue)) {
        return err('invalid-option', `Option ${section}.${field} cannot be ${show(fieldValue)}; allowed: ${describeAllowed(fieldSpec)}.`);
      }
      base[section]![field] = JSON.parse(JSON.stringify(fieldValue)) as unknown;
    }
  }
  return ok(base);
}

/**
 * Resolves `input` against `spec`: the defaults, then the named preset's values, then the
 * caller's. The result is a fresh, deep-frozen record of every section and field.
 */
export function resolveOptionsBySpec(
  spec: OptionsSpec,
  input: unknown,
  presets: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>,
  context: SchemaContext,
): Result<Values, SetupError> {
  if (input !== undefined && !isPlainObject(input)) {
    return err('invalid-option', 'Options must be an object such as { bearOff: { higherDieRule: true } }.');
  }
  const given = input ?? {};
  const result = defaultsOf(spec);
  const presetName = given['preset'];
  if (presetName !== undefined) {
    if (typeof presetName !== 'string' || !Object.hasOwn(presets, presetName)) {
      const names = Object.keys(presets).join(', ');
      return err('unknown-preset', `Unknown preset ${show(presetName)} for ${context.owner}; known presets: ${names}.`);
    }
    for (const [section, fields] of Object.entries(presets[presetName]!)) {
      for (const [field, value] of Object.entries(fields)) result[section]![field] = value;
    }
  }
  const laid = overlay(spec, result, given, context, ['preset']);
  return laid.ok ? ok(deepFreeze(laid.value)) : laid;
}
