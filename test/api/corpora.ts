import { readFileSync } from 'node:fs';
import { positionFromGnubgId, positionFromSetup, type Position, type Setup, type VariantId } from '../../src/index.js';
import { must } from '../rules/helpers.js';

/** The first `count` positions of one of wildbg's corpora (GNU Backgammon position IDs, player on roll to move). */
export function wildbgPositions(file: 'contact.txt' | 'race.txt', count: number): Position[] {
  return readFileSync(`test/fixtures/wildbg/${file}`, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, count)
    .map((id) => must(positionFromGnubgId(id)));
}

/** The first `count` positions of a variant's bench corpus (test/fixtures/corpora, seeded self-play). */
export function corpusPositions(variant: VariantId, count: number): Position[] {
  const file = JSON.parse(readFileSync(`test/fixtures/corpora/${variant}.json`, 'utf8')) as { readonly setups: readonly Setup[] };
  return file.setups.slice(0, count).map((setup) => must(positionFromSetup(setup)));
}
