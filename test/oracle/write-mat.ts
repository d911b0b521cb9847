import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toMat } from '../../src/index.js';
import { MAT_MATCHES } from './mat-matches.js';

/** Writes test/fixtures/gnubg/mat/<name>.mat for every match of mat-matches.ts (step 1 of generate-mat.sh). */
const out = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../fixtures/gnubg/mat');
mkdirSync(out, { recursive: true });
for (const { name, log } of MAT_MATCHES) {
  const mat = toMat(log);
  if (!mat.ok) throw new Error(`${name}: ${mat.error.code}: ${mat.error.message}`);
  writeFileSync(join(out, `${name}.mat`), mat.value);
  console.error(`wrote ${name}.mat`);
}
