import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUCKETS } from '../../src/cli/perft-store.js';
import { KEY_WORDS } from '../../src/perft/position-key.js';

/**
 * A second count of the distinct positions in a `npm run perft -- ... --dir folder` store,
 * independent of the runner's own (`countDistinct`, which uses the library's KeySet): a plain
 * `Set` of each key's bytes as a string, one bucket at a time. It also reports how many keys were
 * written (more than the turns' ends summed when turns in flight at a restart were walked again).
 *
 *   npx tsx test/perft/recount-store.ts runs/cg2
 */
function main(): void {
  const dir = process.argv[2];
  if (dir === undefined) throw new Error('usage: npx tsx test/perft/recount-store.ts <store folder>');
  const root = join(dir, 'keys');
  const bytesPerKey = KEY_WORDS * 4;
  let distinct = 0;
  let written = 0;
  for (const group of readdirSync(root)) {
    const files = readdirSync(join(root, group));
    for (let b = 0; b < BUCKETS; b++) {
      const seen = new Set<string>();
      for (const name of files) {
        if (!name.startsWith(`${b}.`)) continue;
        const bytes = readFileSync(join(root, group, name));
        const keys = Math.floor(bytes.length / bytesPerKey);
        written += keys;
        for (let k = 0; k < keys; k++) seen.add(bytes.toString('latin1', k * bytesPerKey, (k + 1) * bytesPerKey));
      }
      distinct += seen.size;
    }
    console.error(`${group}: ${distinct} distinct so far`);
  }
  console.log(JSON.stringify({ distinct, written }));
}

main();
