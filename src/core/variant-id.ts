/** The four games of the mission. Only their ids live in core; the rules live in src/variants. */
export type VariantId = 'short-tavla' | 'long-nard' | 'crazy-gulbar' | 'six-one';

export const VARIANT_IDS: readonly VariantId[] = Object.freeze([
  'short-tavla',
  'long-nard',
  'crazy-gulbar',
  'six-one',
] as const);

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && (VARIANT_IDS as readonly string[]).includes(value);
}
