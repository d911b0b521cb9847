import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../src/position/position.js';
import { startPosition } from '../../src/position/setup.js';
import { playableVariants, variantModule, type OptionsInput, type VariantId } from '../../src/variants/registry.js';

/**
 * The generator keeps one MoveRules per variant and option set (variants/move-rules.ts): every
 * field of the contract, in one order, whatever the variant, so that code reading rules sees one
 * kind of object. These checks make sure the completing step keeps everything a variant module
 * gives and adds nothing but the hooks a module may leave out, as undefined.
 */

// Option sets that give or take away the optional hooks: LN-12's position-dependent head limits
// (`headLimits`), LN-13's six-block test on the occupied mask (`endConstraintOnMask`) and the
// crazy gulbar cascade (`turnStructure`).
const CASES: readonly (readonly [VariantId, OptionsInput | undefined])[] = [
  ...playableVariants().map((variant) => [variant, undefined] as const),
  ['long-nard', { longNard: { firstTurnHeadException: 'anyBlockage' } }],
  ['long-nard', { longNard: { blockRule: false } }],
  ['crazy-gulbar', { longNard: { firstTurnHeadException: 'blockedByHeadOnly', blockRule: false } }],
  ['fevga', { fevga: { quarterRule: 'none', primeRule: 'none' } }],
];

const OPTIONAL_HOOKS = ['headLimits', 'endConstraintOnMask', 'turnStructure'];

function rulesAt(variant: VariantId, options: OptionsInput | undefined) {
  const start = startPosition(variant, options);
  if (!start.ok) throw new Error(start.error.message);
  return rulesOf(start.value);
}

describe("the generator's MoveRules", () => {
  it('have the same fields in the same order for every variant and option set', () => {
    const first = Object.keys(rulesAt('short-tavla', undefined));
    expect(first).toContain('turnStructure');
    for (const [variant, options] of CASES) expect(Object.keys(rulesAt(variant, options)), `${variant} ${JSON.stringify(options)}`).toEqual(first);
  });

  it("keep every field of the variant module's own rules, name the variant and options, and add only the optional hooks it left out", () => {
    const seen = new Set<string>();
    for (const [variant, options] of CASES) {
      const rules = rulesAt(variant, options) as unknown as Record<string, unknown>;
      const own = variantModule(variant).moveRules(rules.options as never) as unknown as Record<string, unknown>;
      expect(rules.variant).toBe(variant);
      for (const key of Object.keys(own)) expect(rules[key], `${variant}: ${key}`).toBe(own[key]);
      const added = Object.keys(rules).filter((key) => !(key in own) && key !== 'variant' && key !== 'options');
      for (const key of added) {
        expect(OPTIONAL_HOOKS, `${variant}: ${key}`).toContain(key);
        expect(rules[key]).toBeUndefined();
      }
      for (const key of OPTIONAL_HOOKS) if (rules[key] !== undefined) seen.add(key);
      expect(Object.isFrozen(rules)).toBe(true);
    }
    // The cases give each optional hook somewhere, so the copy of each is checked above.
    expect([...seen].sort()).toEqual([...OPTIONAL_HOOKS].sort());
  });
});
