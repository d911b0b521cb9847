import type { VariantId } from '../variants/registry.js';
import { sameJson } from '../core/show.js';
import type { GameConfig, GameSettings } from '../game/config.js';
import { newMatch } from '../game/reducer.js';
import type { Setup } from '../position/setup-types.js';

/**
 * The header of a record: `[Tag value]` lines whose value is JSON. Variant, preset and match
 * length are always written; every other setting only where it differs from what those three
 * give by default, as a dotted path into GameSettings (`[cube.beaver true]`,
 * `[options.longNard.koks "inWinnerHome"]`). GameConfig has the same shape as GameSettings, so
 * the paths read straight back into a configuration.
 */

export interface HeaderFields {
  readonly variant: string;
  readonly preset: string;
  readonly length: number | null;
  readonly settings: readonly (readonly [path: string, value: unknown])[];
  readonly startFrom: Setup | null;
  readonly names: { readonly white?: string; readonly black?: string };
}

/** How deep each section of GameSettings goes before its values: options.section.field, cube.field, ... */
const DEPTH: Readonly<Record<string, number>> = { options: 3, opening: 2, cube: 2, match: 2 };
// lastRollDraw is derived from the rule options (LN-15's longNard.lastRollDraw), which carry it.
const FIXED = new Set(['variant', 'preset', 'match.length', 'lastRollDraw']);

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every setting of a GameSettings as [dotted path, value], in a stable order. */
export function flattenSettings(settings: GameSettings): [string, unknown][] {
  const out: [string, unknown][] = [];
  const walk = (value: unknown, path: string, depth: number): void => {
    if (depth > 1 && isRecord(value)) {
      for (const key of Object.keys(value)) walk(value[key], `${path}.${key}`, depth - 1);
    } else if (!FIXED.has(path)) {
      out.push([path, value]);
    }
  };
  for (const key of Object.keys(settings)) walk((settings as unknown as Record<string, unknown>)[key], key, DEPTH[key] ?? 1);
  return out;
}

/** The settings `{ variant, preset, match: { length } }` resolves to, or null if refused. */
export function baseSettings(variant: VariantId, preset: string, length: number | null): GameSettings | null {
  const started = newMatch({ variant, preset, match: { length } });
  return started.ok ? started.value.settings : null;
}

/** The settings that differ from the base ones, as [path, value]. */
export function settingsDiff(settings: GameSettings, base: GameSettings): [string, unknown][] {
  const defaults = new Map(flattenSettings(base));
  return flattenSettings(settings).filter(([path, value]) => !sameJson(defaults.get(path), value));
}

/** A configuration built from header fields (the paths are known to exist in GameSettings). */
export function configOf(fields: HeaderFields): GameConfig {
  const config: Record<string, unknown> = { variant: fields.variant, preset: fields.preset, match: { length: fields.length } };
  for (const [path, value] of fields.settings) {
    const keys = path.split('.');
    let at = config;
    for (const key of keys.slice(0, -1)) {
      const inner = at[key];
      const next: Record<string, unknown> = isRecord(inner) ? { ...inner } : {};
      at[key] = next;
      at = next;
    }
    at[keys[keys.length - 1]!] = value;
  }
  if (fields.startFrom !== null) config['startFrom'] = fields.startFrom;
  return config;
}

/** The header lines for these fields. */
export function writeHeader(fields: HeaderFields): string[] {
  const tag = (name: string, value: unknown): string => `[${name} ${JSON.stringify(value)}]`;
  const lines = ['; tavla record 1', tag('Variant', fields.variant), tag('Preset', fields.preset), tag('Length', fields.length)];
  if (fields.names.white !== undefined) lines.push(tag('White', fields.names.white));
  if (fields.names.black !== undefined) lines.push(tag('Black', fields.names.black));
  for (const [path, value] of fields.settings) lines.push(tag(path, value));
  if (fields.startFrom !== null) lines.push(tag('StartFrom', fields.startFrom));
  return lines;
}
