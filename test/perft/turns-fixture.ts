import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ALL_ROLLS, startPosition, type VariantId } from '../../src/index.js';
import { KEY_WORDS, PositionCodec } from '../../src/perft/position-key.js';

/**
 * Turns a `npm run perft -- <variant> 2 --out run.json` result into a committed fixture of the
 * last ply's turn counts: for each (ply-1 position, roll) the run finished, the first-stage plays
 * and the whole turn's distinct ends, with the position as plain points. A full crazy gulbar
 * ply 2 is days of work, but the turns a run did finish are facts a test can re-check cheaply
 * (crazy-gulbar-ply2.test.ts recomputes a seeded sample of the quick ones).
 *
 *   npx tsx test/perft/turns-fixture.ts run.json test/perft/crazy-gulbar-ply2-turns.json
 */

interface RunRow {
  readonly key: string;
  readonly plays: readonly (number | null)[];
  readonly ends: readonly (number | null)[];
  readonly ms: readonly (number | null)[];
}

interface Run {
  readonly variant: VariantId;
  readonly depth: number;
  readonly complete: boolean;
  readonly command: string;
  readonly totalMs: number;
  readonly turns: readonly RunRow[];
}

export interface FixtureTurn {
  readonly white: Readonly<Record<string, number>>;
  readonly black: Readonly<Record<string, number>>;
  readonly roll: string;
  readonly plays: number;
  readonly ends: number;
  readonly ms: number;
}

export interface TurnsFixture {
  readonly variant: VariantId;
  readonly description: string;
  readonly turns: readonly FixtureTurn[];
}

function main(): void {
  const [from, to] = process.argv.slice(2);
  if (from === undefined || to === undefined) throw new Error('usage: npx tsx test/perft/turns-fixture.ts <run.json> <fixture.json>');
  const run = JSON.parse(readFileSync(from, 'utf8')) as Run;
  if (run.depth !== 2) throw new Error('only a depth-2 run is supported: its sources are the ply-1 positions');
  const root = startPosition(run.variant);
  if (!root.ok) throw new Error(root.error.message);
  const codec = new PositionCodec(root.value);
  const turns: FixtureTurn[] = [];
  for (const row of run.turns) {
    const [hex, group] = row.key.split(':') as [string, string];
    const words = new Uint32Array(KEY_WORDS);
    for (let w = 0; w < KEY_WORDS; w++) words[w] = parseInt(hex.slice(8 * w, 8 * w + 8), 16);
    const setup = codec.setup(words, 0, group);
    ALL_ROLLS.forEach((dice, r) => {
      const ends = row.ends[r];
      if (ends === undefined || ends === null) return;
      turns.push({ white: setup.white.points, black: setup.black.points, roll: `${dice[0]}-${dice[1]}`, plays: row.plays[r]!, ends, ms: row.ms[r]! });
    });
  }
  const fixture: TurnsFixture = {
    variant: run.variant,
    description:
      `Ply 2 from ${run.variant}'s start under the default options: for each (ply-1 position, Black's roll) that \`${run.command}\` finished ` +
      `(${run.complete ? 'all of them' : `a partial run of ${Math.round(run.totalMs / 60_000)} minutes`}), Black's first-stage plays and the distinct ` +
      'end positions of his whole turn (cascade and transfers). Positions: Black on turn, turnsPlayed { white: 1, black: 0 }, no checker off. ' +
      'ms: time the turn took in that run. Written by test/perft/turns-fixture.ts.',
    turns,
  };
  writeFileSync(to, `{\n  "variant": ${JSON.stringify(fixture.variant)},\n  "description": ${JSON.stringify(fixture.description)},\n  "turns": [\n${turns.map((t) => `    ${JSON.stringify(t)}`).join(',\n')}\n  ]\n}\n`);
  console.error(`${turns.length} turns written to ${to}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
