import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromMat, toMat, toSgf } from '../../src/index.js';

/**
 * Step 2 of test/oracle/generate-files.sh: the library reads each .mat file GNU Backgammon wrote
 * (test/fixtures/gnubg/files/<name>.mat) and writes it again, as .mat (toMat) and as SGF (toSgf
 * of the same log: the library's own SGF, without gnubg's analysis), into library/. Files the
 * library refuses are skipped (none today).
 * test/notation/match-files.test.ts checks that these are exactly what the library writes now.
 */

export function libraryFiles(mat: string): { mat: string; sgf: string } | null {
  const read = fromMat(mat);
  if (!read.ok) return null;
  const written = toMat(read.value);
  const sgf = toSgf({ config: read.value.config, actions: read.value.actions, names: read.value.names });
  if (!written.ok) throw new Error(written.error.message);
  if (!sgf.ok) throw new Error(sgf.error.message);
  return { mat: written.value, sgf: sgf.value };
}

const dir = process.argv[2];
if (dir !== undefined) {
  mkdirSync(join(dir, 'library'), { recursive: true });
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.mat')).sort()) {
    const files = libraryFiles(readFileSync(join(dir, name), 'utf8'));
    if (files === null) continue;
    const base = name.slice(0, -4);
    writeFileSync(join(dir, 'library', `${base}.mat`), files.mat);
    writeFileSync(join(dir, 'library', `${base}.sgf`), files.sgf);
  }
}
