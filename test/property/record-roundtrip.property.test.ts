import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromRecord, legalActions, apply, newMatch, replay, toRecord, type Action, type GameConfig, type VariantId } from '../../src/index.js';
import { playableVariants } from '../../src/variants/registry.js';
import { chooseAction, cubeAllowed, type Random } from '../game/driver.js';
import { runs } from '../tier.js';

/**
 * Records round-trip for every playable variant: a random legal game or match (driven by
 * legalActions, dice and choices by fast-check, cut at a random action so that records also end
 * mid-turn, mid-cascade or with an offer pending) is written with toRecord, read with
 * fromRecord, and must replay to the identical state; writing the read log again gives the same
 * text.
 */

/** A second preset or rule options that differ from the defaults, so the header carries them. */
const OTHER_RULES: Readonly<Record<VariantId, GameConfig>> = {
  'short-tavla': { variant: 'short-tavla', preset: 'turkish', options: { shortTavla: { hitAndRun: 'forbiddenInOwnHome' } }, match: { length: 3 } },
  'long-nard': { variant: 'long-nard', preset: 'sport', options: { longNard: { koks: 'inWinnerHome', homeMars: { points: 4 } } }, match: { length: 3 } },
  'crazy-gulbar': { variant: 'crazy-gulbar', preset: 'bulgarian', options: { crazyGulbar: { remainder: 'forfeit', transferNonDoubles: true } }, match: { length: 3 } },
  'six-one': { variant: 'six-one', options: { sixOne: { numberMeaning: 'pointNumber', doubles: 2 } }, match: { length: 3 } },
  plakoto: { variant: 'plakoto', preset: 'tapaQjs', options: { plakoto: { motherPinPoints: 3 }, tavli: { gammonRule: 'checkerInStartQuarter' } }, match: { length: 3 } },
  fevga: { variant: 'fevga', preset: 'moultezim', options: { fevga: { quarterCheck: 'everySubMove' }, tavli: { backgammon: true } }, match: { length: 3 } },
};

const CONFIGS: readonly ((variant: VariantId) => GameConfig)[] = [
  (variant) => ({ variant, match: { length: 3 } }),
  // Plakoto and Fevga have no cube (PL-21, FE-12): the same match and money play without it.
  (variant) => ({ variant, match: { length: 5, holland: cubeAllowed(variant) }, ...(cubeAllowed(variant) ? { cube: { enabled: true, maxValue: 8 } } : {}) }),
  (variant) => ({
    variant,
    match: { length: null },
    ...(cubeAllowed(variant) ? { cube: { enabled: true, beaver: true, raccoon: true, automaticDoubles: 2 } } : {}),
    ...(variant === 'long-nard' || variant === 'crazy-gulbar' ? { options: { longNard: { lastRollDraw: { drawScore: 'half' } } } } : {}),
  }),
  (variant) => ({ variant, match: { length: 2, nextGameStarter: 'alternate' }, opening: { firstMove: 'useOpeningDice' }, resignWhileDoubled: true }),
  (variant) => OTHER_RULES[variant],
];

const MAX_ACTIONS = 3_000;

function randomLog(config: GameConfig, pick: Random, cut: number): Action[] {
  const started = newMatch(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const actions: Action[] = [];
  while (state.phase !== 'match-over' && actions.length < cut) {
    if (state.match.length === null && state.phase === 'game-over' && state.match.results.length >= 2) break;
    const action = chooseAction(legalActions(state), pick);
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${next.error.message}`);
    actions.push(action);
    state = next.value;
  }
  return actions;
}

describe('toRecord / fromRecord round trip on random games', () => {
  for (const variant of playableVariants()) {
    it(`${variant}: the record replays to the identical state and rewrites to the same text`, () => {
      fc.assert(
        fc.property(fc.gen(), fc.integer({ min: 0, max: CONFIGS.length - 1 }), fc.integer({ min: 1, max: MAX_ACTIONS }), (gen, which, cut) => {
          const pick: Random = (n) => gen(fc.integer, { min: 0, max: n - 1 });
          const config = CONFIGS[which]!(variant);
          const actions = randomLog(config, pick, cut);
          const original = replay(config, actions);
          expect(original.ok).toBe(true);
          const text = toRecord({ config, actions });
          if (!text.ok) throw new Error(`${text.error.code}: ${text.error.message}`);
          const read = fromRecord(text.value);
          if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}\n${text.value}`);
          expect(JSON.stringify(read.value.state)).toBe(JSON.stringify(original.ok && original.value));
          const again = replay(read.value.config, read.value.actions);
          expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(read.value.state));
          const rewritten = toRecord(read.value);
          expect(rewritten.ok && rewritten.value).toBe(text.value);
        }),
        { numRuns: runs(6, 40) },
      );
    });
  }
});
