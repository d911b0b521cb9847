import type { Variant } from '../core/variant.js';
import type { VariantId } from '../core/variant-id.js';
import { crazyGulbar } from './crazy-gulbar.js';
import { longNard } from './long-nard.js';
import { shortTavla } from './short-tavla.js';
import { sixOne } from './six-one.js';

/** VariantId -> rules module. Adding a variant is one module and one line here. */
const REGISTRY: Readonly<Partial<Record<VariantId, Variant>>> = Object.freeze({
  'short-tavla': shortTavla,
  'long-nard': longNard,
  'crazy-gulbar': crazyGulbar,
  'six-one': sixOne,
});

/** The rules module of a variant, or undefined when the variant is not playable yet. */
export function getVariant(id: VariantId): Variant | undefined {
  return REGISTRY[id];
}

export function playableVariants(): readonly VariantId[] {
  return PLAYABLE;
}

const PLAYABLE: readonly VariantId[] = Object.freeze(Object.keys(REGISTRY) as VariantId[]);
