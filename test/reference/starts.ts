import type { Setup, SetupSide } from '../../src/position/setup-types.js';
import { optionSection, optionValue } from './board.js';

/**
 * The starting positions of the rule book, in each player's own numbering (G-2), for checking
 * the library's `startPosition` and for the reference's own tests: short tavla (ST-1) and its
 * setups (NH-2 Nackgammon, NH-3 Hypergammon with N checkers, NH-5 Long-gammon), Plakoto (PL-1)
 * and Fevga (FE-1). Both players start on the same own points.
 */

export type ShortTavlaSetup = 'standard' | 'nackgammon' | 'hypergammon' | 'longGammon';
export const SHORT_TAVLA_SETUPS: readonly ShortTavlaSetup[] = ['standard', 'nackgammon', 'hypergammon', 'longGammon'];

/** NH-1 / NH-3: the setup and Hypergammon's N of a short-tavla Setup's options (`shortTavla.setup`, `shortTavla.hyperCheckers`). */
export function shortTavlaSetupOf(setup: Pick<Setup, 'options'>): { readonly setup: ShortTavlaSetup; readonly hyperCheckers: number } {
  const o = optionSection(setup as Setup, 'shortTavla');
  return { setup: optionValue(o, 'setup', SHORT_TAVLA_SETUPS, 'standard'), hyperCheckers: optionValue(o, 'hyperCheckers', [1, 2, 3], 3) };
}

/** One side's starting points, own numbering. */
export function startPoints(variant: string, options?: Setup['options']): Record<number, number> {
  switch (variant) {
    case 'plakoto': // PL-1
    case 'fevga': // FE-1
      return { 24: 15 };
    case 'short-tavla': {
      const { setup, hyperCheckers } = shortTavlaSetupOf({ ...(options === undefined ? {} : { options }) });
      switch (setup) {
        case 'standard': // ST-1
          return { 24: 2, 13: 5, 8: 3, 6: 5 };
        case 'nackgammon': // NH-2
          return { 24: 2, 23: 2, 13: 4, 8: 3, 6: 4 };
        case 'hypergammon': {
          // NH-3: one checker on each of own 24, 23, 22, the first N of them.
          const points: Record<number, number> = {};
          for (let j = 0; j < hyperCheckers; j++) points[24 - j] = 1;
          return points;
        }
        case 'longGammon': // NH-5
          return { 24: 15 };
      }
    }
  }
  throw new Error(`reference: no start position written for ${variant}`);
}

/** The start position as a Setup, White on turn (the library's `startPosition` convention). */
export function referenceStartSetup(variant: string, options?: Setup['options']): Setup {
  const side = (): SetupSide => ({ points: startPoints(variant, options) });
  return {
    variant: variant as Setup['variant'],
    turn: 'white',
    white: side(),
    black: side(),
    ...(options === undefined ? {} : { options }),
  };
}
