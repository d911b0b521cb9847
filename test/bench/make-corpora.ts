import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { advanceTurn, beginTurn, positionToSetup, startPosition, type Dice, type Position, type Setup, type VariantId } from '../../src/index.js';

/**
 * Writes the fixed bench corpora of long nard, crazy gulbar, six-one, Plakoto and Fevga to
 * test/fixtures/corpora/<variant>.json (`npx tsx test/bench/make-corpora.ts`). The files are
 * committed, so the corpus stays fixed even if the generator or this script changes; rerunning
 * the script with the same seeds on an unchanged engine writes the same files.
 *
 * Each corpus comes from seeded self-play from the start position under the default options:
 * dice from a xorshift32 PRNG, and at every stage of every turn a play picked uniformly from
 * `turn.plays` (crazy gulbar cascades and transfers included). From each game, POSITIONS_PER_GAME
 * turn-start positions are taken at evenly spaced fractions of its length, so the corpus covers
 * the opening, the middle game (blocks, checkers still on the head) and the bear-off alike.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CORPUS_DIR = join(ROOT, 'test', 'fixtures', 'corpora');

export const GAMES = 20;
export const POSITIONS_PER_GAME = 15;
export const SEEDS: Readonly<Partial<Record<VariantId, number>>> = {
  'long-nard': 0x1a2b3c4d,
  'crazy-gulbar': 0x5e6f7081,
  'six-one': 0x92a3b4c5,
  plakoto: 0x3c5a7e91,
  fevga: 0x6d2f8b13,
};

export interface CorpusFile {
  readonly variant: VariantId;
  readonly description: string;
  readonly seed: number;
  readonly setups: readonly Setup[];
}

/** xorshift32: a tiny seeded PRNG, uniform enough for picking dice and plays. */
function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

/** The turn-start positions of one self-played game, the finished position excluded. */
function selfPlay(variant: VariantId, random: () => number): Position[] {
  const begun = startPosition(variant);
  if (!begun.ok) throw new Error(begun.error.message);
  let position = begun.value;
  const seen: Position[] = [];
  let passes = 0;
  for (let turns = 0; turns < 2000; turns++) {
    // Borne off (G-15), decided on the board (PL-12, PL-14), or neither side able to move (PL-19).
    if (position.isOver() || passes >= 2) return seen;
    seen.push(position);
    const a = 1 + Math.floor(random() * 6);
    const b = 1 + Math.floor(random() * 6);
    const dice: Dice = [Math.max(a, b), Math.min(a, b)];
    const t = beginTurn(position, dice);
    if (!t.ok) throw new Error(`${variant}: beginTurn: ${t.error.code}`);
    let turn = t.value;
    while (!turn.done) {
      const play = turn.plays[Math.floor(random() * turn.plays.length)]!;
      const next = advanceTurn(turn, play);
      if (!next.ok) throw new Error(`${variant}: advanceTurn: ${next.error.code}`);
      turn = next.value;
    }
    passes = turn.position.equals(position) ? passes + 1 : 0;
    position = turn.position;
  }
  throw new Error(`${variant}: a self-played game did not end in 2000 turns`);
}

export function makeCorpus(variant: VariantId, seed: number): CorpusFile {
  const random = xorshift(seed);
  const setups: Setup[] = [];
  for (let g = 0; g < GAMES; g++) {
    const game = selfPlay(variant, random);
    for (let k = 0; k < POSITIONS_PER_GAME; k++) {
      const i = Math.round((k * (game.length - 1)) / (POSITIONS_PER_GAME - 1));
      setups.push(positionToSetup(game[i]!));
    }
  }
  return {
    variant,
    description:
      `${GAMES} games of seeded self-play (xorshift32 seed ${seed}, uniform dice, uniform choice among turn.plays at every stage) ` +
      `from the start under the default options; ${POSITIONS_PER_GAME} turn-start positions per game at evenly spaced fractions ` +
      'of its length, first and last included. Written by test/bench/make-corpora.ts.',
    seed,
    setups,
  };
}

export const corpusPath = (variant: VariantId): string => join(CORPUS_DIR, `${variant}.json`);

/** `npx tsx test/bench/make-corpora.ts [variant ...]`: every corpus, or the named ones. */
function main(): void {
  mkdirSync(CORPUS_DIR, { recursive: true });
  const only = process.argv.slice(2);
  for (const [variant, seed] of Object.entries(SEEDS) as [VariantId, number][]) {
    if (only.length > 0 && !only.includes(variant)) continue;
    const corpus = makeCorpus(variant, seed);
    // One setup a line: small diffs, easy to read.
    const { setups, ...head } = corpus;
    const header = JSON.stringify(head, null, 2).slice(0, -2);
    writeFileSync(corpusPath(variant), `${header},\n  "setups": [\n${setups.map((s) => `    ${JSON.stringify(s)}`).join(',\n')}\n  ]\n}\n`);
    console.log(`${corpusPath(variant)}: ${corpus.setups.length} positions`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
