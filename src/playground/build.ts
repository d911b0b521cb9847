import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

/**
 * `npm run playground`: bundles the playground (src/playground/main.ts and the library it
 * imports) into one classic script with tsup, and writes docs/playground/index.html with the
 * script and the style sheet inline. One self-contained file: it works opened from the file
 * system (no module imports across files, no fetch) and from any static server. The output
 * folder is git-ignored; the library's own build (tsup.config.ts) never sees this code.
 */

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
export const OUTPUT_DIR = join(root, 'docs', 'playground');
export const OUTPUT_PAGE = join(OUTPUT_DIR, 'index.html');

export async function buildPlayground(): Promise<string> {
  const work = join(OUTPUT_DIR, '.build');
  rmSync(work, { recursive: true, force: true });
  await build({
    config: false,
    entry: { playground: join(here, 'main.ts') },
    outDir: work,
    format: ['iife'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeshake: true,
    dts: false,
    sourcemap: false,
    clean: false,
    silent: true,
  });
  // tsup names an IIFE bundle `<entry>.global.js`.
  const script = readFileSync(join(work, 'playground.global.js'), 'utf8').replace(/<\/script/gi, '<\\/script');
  const style = readFileSync(join(here, 'style.css'), 'utf8');
  const page = readFileSync(join(here, 'index.html'), 'utf8')
    .replace('/*STYLE*/', () => style)
    .replace('/*SCRIPT*/', () => script);
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(OUTPUT_PAGE, page);
  rmSync(work, { recursive: true, force: true });
  return OUTPUT_PAGE;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const page = await buildPlayground();
  const kb = (readFileSync(page).length / 1024).toFixed(0);
  console.log(`playground: ${page} (${kb} kB), open it in a browser (file:// works) or serve docs/playground/ statically`);
}
