import type { OptionsInput, RulesOptions } from '../core/options.js';
import type { MoveRules, Variant } from '../core/variant.js';
import type { Result, TavlaError } from '../core/result.js';
import { snapshot } from '../core/snapshot.js';
import type { VariantId } from '../core/variant-id.js';
import { getVariant as internalVariant, playableVariants as internalPlayable } from './registry.js';

/**
 * The variant modules as `tavla/variants` hands them out. The generator keeps one `MoveRules`
 * per option set and reads its typed arrays on every call; a caller who wrote into them would
 * change every later answer for every position (issue 12). So what leaves the library is a copy:
 * `moveRules` resolves the options it is given (a caller's object is never a cache key) and
 * returns fresh tables, frozen where JavaScript allows.
 */

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
function resolvePublic(module: Variant, options: unknown, method: string): Result<RulesOptions, TavlaError> {
  const read = snapshot(options, `${module.id}.${method}: options`);
  return read.ok ? module.resolveOptions(read.value as OptionsInput) : read;
}

function publicVariant(module: Variant): Variant {
  return Object.freeze({
    id: module.id,
    points: module.points,
    hasBar: module.hasBar,
    resolveOptions: (input: OptionsInput | undefined) => {
      const read = snapshot(input, `${module.id}.resolveOptions: options`);
      return read.ok ? module.resolveOptions(read.value as OptionsInput | undefined) : read;
    },
    moveRules(options: RulesOptions): MoveRules {
      const resolved = resolvePublic(module, options, 'moveRules');
      if (!resolved.ok) throw new TypeError(`${module.id}.moveRules(options): ${resolved.error.message}`);
      return rulesCopy(module.moveRules(resolved.value));
    },
    startSide(options: RulesOptions) {
      const resolved = resolvePublic(module, options, 'startSide');
      if (!resolved.ok) throw new TypeError(`${module.id}.startSide(options): ${resolved.error.message}`);
      const side = module.startSide(resolved.value);
      return Object.freeze({ points: Object.freeze({ ...side.points }) });
    },
  });
}

const PUBLIC = new Map<VariantId, Variant>(internalPlayable().map((id) => [id, publicVariant(internalVariant(id)!)]));

/** The rules module of a playable variant (a read-only view: its tables are copies), or undefined. */
export function getVariant(id: VariantId): Variant | undefined {
  return typeof id === 'string' ? PUBLIC.get(id) : undefined;
}

/** The variants `positionFromSetup` accepts in this version. */
export function playableVariants(): readonly VariantId[] {
  return Object.freeze([...PUBLIC.keys()]);
}

export const shortTavla: Variant = PUBLIC.get('short-tavla')!;
export const longNard: Variant = PUBLIC.get('long-nard')!;
export const crazyGulbar: Variant = PUBLIC.get('crazy-gulbar')!;
export const sixOne: Variant = PUBLIC.get('six-one')!;
