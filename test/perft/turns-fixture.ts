import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ALL_ROLLS, startPosition, type VariantId } from '../../src/index.js';
import { KEY_WORDS, PositionCodec } from '../../src/perft/position-key.js';

/**
 * Turns a `npm run perft -- <variant> 2 --out run.json` result into a committed fixture of the
 * last ply's turn counts: for each ply-1 position whose 21 rolls the run finished, the position
 * as plain points and, per roll (in ALL_ROLLS order), the first-stage plays and the whole turn's
 * distinct ends. A crazy gulbar ply 2 is hours of work, but the turns a run finished are facts a
 * test can re-check cheaply (crazy-gulbar-ply2.test.ts recomputes a seeded sample of the quick
 * ones) and others can check their own generators against.
 *
 *   npx tsx test/perft/turns-fixture.ts run.json test/perft/crazy-gulbar-ply2-turns.json
 */

interface RunRow {
  readonly key: string;
  readonly plays: readonly (number | null)[];
  readonly ends: readonly (number | null)[];
}

interface Run {
  readonly variant: VariantId;
  readonly depth: number;
  readonly complete: boolean;
  readonly command: string;
  readonly plies: readonly PlyFigures[];
  readonly turns: readonly RunRow[];
}

/** One ply's perft figures, as `perft` and `npm run perft` report them (docs/perft.md). */
export interface PlyFigures {
  readonly ply: number;
  readonly from: number;
  readonly plays: number;
  readonly ends: number;
  readonly lines: number;
  readonly positions: number;
}

/** One ply-1 position with all 21 of the next player's rolls. */
export interface FixturePosition {
  readonly white: Readonly<Record<string, number>>;
  readonly black: Readonly<Record<string, number>>;
  /** Per roll, in `rolls` order. */
  readonly plays: readonly number[];
  readonly ends: readonly number[];
}

export interface TurnsFixture {
  readonly variant: VariantId;
  readonly description: string;
  readonly rolls: readonly string[];
  /** Every ply's figures, when the run that wrote the fixture was complete. */
  readonly plies?: readonly PlyFigures[];
  readonly positions: readonly FixturePosition[];
}

/** One (position, roll) of a fixture. */
export interface FixtureTurn {
  readonly white: Readonly<Record<string, number>>;
  readonly black: Readonly<Record<string, number>>;
  readonly roll: string;
  readonly plays: number;
  readonly ends: number;
}

export function fixtureTurns(fixture: TurnsFixture): FixtureTurn[] {
  return fixture.positions.flatMap((p) => fixture.rolls.map((roll, r) => ({ white: p.white, black: p.black, roll, plays: p.plays[r]!, ends: p.ends[r]! })));
}

function main(): void {
  const [from, to] = process.argv.slice(2);
  if (from === undefined || to === undefined) throw new Error('usage: npx tsx test/perft/turns-fixture.ts <run.json> <fixture.json>');
  const run = JSON.parse(readFileSync(from, 'utf8')) as Run;
  if (run.depth !== 2) throw new Error('only a depth-2 run is supported: its sources are the ply-1 positions');
  const root = startPosition(run.variant);
  if (!root.ok) throw new Error(root.error.message);
  const codec = new PositionCodec(root.value);
  const positions: FixturePosition[] = [];
  for (const row of run.turns) {
    const done = ALL_ROLLS.every((_, r) => typeof row.ends[r] === 'number' && typeof row.plays[r] === 'number');
    if (!done) continue;
    const [hex, group] = row.key.split(':') as [string, string];
    const words = new Uint32Array(KEY_WORDS);
    for (let w = 0; w < KEY_WORDS; w++) words[w] = parseInt(hex.slice(8 * w, 8 * w + 8), 16);
    const setup = codec.setup(words, 0, group);
    positions.push({ white: setup.white.points, black: setup.black.points, plays: row.plays as number[], ends: row.ends as number[] });
  }
  const fixture: TurnsFixture = {
    variant: run.variant,
    description:
      `Ply 2 from ${run.variant}'s start under the default options: for each ply-1 position whose 21 rolls \`${run.command}\` finished ` +
      `(${run.complete ? 'all of them' : 'a partial run'}), Black's first-stage plays and the distinct end positions of his whole turn ` +
      '(cascade and transfers), per roll in `rolls` order. Positions: Black on turn, turnsPlayed { white: 1, black: 0 }, no checker off. ' +
      'Written by test/perft/turns-fixture.ts.',
    rolls: ALL_ROLLS.map((d) => `${d[0]}-${d[1]}`),
    ...(run.complete ? { plies: run.plies.map(({ ply, from, plays, ends, lines, positions }) => ({ ply, from, plays, ends, lines, positions })) } : {}),
    positions,
  };
  const line = (p: FixturePosition): string => `    ${JSON.stringify(p)}`;
  const plies = fixture.plies === undefined ? '' : `  "plies": [\n${fixture.plies.map((p) => `    ${JSON.stringify(p)}`).join(',\n')}\n  ],\n`;
  writeFileSync(
    to,
    `{\n  "variant": ${JSON.stringify(fixture.variant)},\n  "description": ${JSON.stringify(fixture.description)},\n  "rolls": ${JSON.stringify(fixture.rolls)},\n${plies}  "positions": [\n${positions.map(line).join(',\n')}\n  ]\n}\n`,
  );
  console.error(`${positions.length} positions (${positions.length * ALL_ROLLS.length} turns) written to ${to}`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
