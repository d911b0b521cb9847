import type { SetupError } from './errors.js';
import { err, ok, type Result } from './result.js';
import { show, sameJson } from './show.js';

/**
 * A tiny declarative checker for rule options: each variant lists the sections and fields it
 * reads with their defaults and allowed values, and gets validation, defaults and freezing for free.
 */
export interface FieldSpec {
  readonly default: unknown;
  /** Allowed values, or a predicate with a description for the error message. */
  readonly allowed: readonly unknown[] | { readonly test: (value: unknown) => boolean; readonly describe: string };
}

export type SectionSpec = Readonly<Record<string, FieldSpec>>;
export type OptionsSpec = Readonly<Record<string, SectionSpec>>;

/** Every section name the rule book's schema (docs/rules/rule-index.md#options) knows, whichever variant reads it. */
export const KNOWN_SECTIONS: readonly string[] = ['bearOff', 'shortTavla', 'longNard', 'crazyGulbar', 'sixOne'];

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

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Resolves `input` against `spec`, starting from `base` (a preset's values over the defaults).
 * Unknown sections or fields, sections of other variants and bad values are errors.
 */
export function resolveOptionsBySpec(
  variantName: string,
  spec: OptionsSpec,
  input: unknown,
  presets: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>,
): Result<Record<string, Record<string, unknown>>, SetupError> {
  if (input !== undefined && !isPlainObject(input)) {
    return err('invalid-option', 'Options must be an object such as { bearOff: { higherDieRule: true } }.');
  }
  const given = input ?? {};
  const result: Record<string, Record<string, unknown>> = {};
  for (const [section, fields] of Object.entries(spec)) {
    result[section] = {};
    for (const [field, fieldSpec] of Object.entries(fields)) result[section][field] = fieldSpec.default;
  }
  const presetName = given['preset'];
  if (presetName !== undefined) {
    if (typeof presetName !== 'string' || !Object.hasOwn(presets, presetName)) {
      const names = Object.keys(presets).join(', ');
      return err('unknown-preset', `Unknown preset ${show(presetName)} for ${variantName}; known presets: ${names}.`);
    }
    for (const [section, fields] of Object.entries(presets[presetName]!)) {
      for (const [field, value] of Object.entries(fields)) result[section]![field] = value;
    }
  }
  for (const [section, value] of Object.entries(given)) {
    if (section === 'preset') continue;
    // Own keys only: a name such as "constructor" must not find Object.prototype's members.
    const sectionSpec = Object.hasOwn(spec, section) ? spec[section] : undefined;
    if (sectionSpec === undefined) {
      if (KNOWN_SECTIONS.includes(section)) {
        return err('option-not-for-variant', `Options section "${section}" does not apply to ${variantName}.`);
      }
      return err('unknown-option', `Unknown options section "${section}".`);
    }
    if (!isPlainObject(value)) return err('invalid-option', `Options section "${section}" must be an object.`);
    for (const [field, fieldValue] of Object.entries(value)) {
      const fieldSpec = Object.hasOwn(sectionSpec, field) ? sectionSpec[field] : undefined;
      if (fieldSpec === undefined) return err('unknown-option', `Unknown option ${section}.${field} for ${variantName}.`);
      if (!isAllowed(fieldSpec, fieldValue)) {
        return err(
          'invalid-option',
          `Option ${section}.${field} cannot be ${show(fieldValue)}; allowed: ${describeAllowed(fieldSpec)}.`,
        );
      }
      result[section]![field] = JSON.parse(JSON.stringify(fieldValue)) as unknown;
    }
  }
  return ok(deepFreeze(result));
}
