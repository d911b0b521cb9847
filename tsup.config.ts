import { defineConfig, type Options } from 'tsup';

/**
 * The library: ESM + CJS + types, platform-neutral (browsers import it), no Node built-ins.
 * It cleans dist/ except dist/cli/, which the CLI build below owns: tsup runs both at once.
 */
export const library: Options = {
  name: 'library',
  entry: {
    index: 'src/index.ts',
    'variants/index': 'src/variants/index.ts',
    'notation/index': 'src/notation/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: ['!cli/**'],
  splitting: true,
  treeshake: true,
  // ES2022 keeps native private fields and class fields: down-levelled (WeakMap helpers) they
  // cost the generator over half its time. Node 18+ and every current browser run ES2022.
  target: 'es2022',
  platform: 'neutral',
};

/**
 * The `tavla` command (package.json `bin`): Node only, ESM, its own copy of the library bundled
 * in, so Node built-ins never reach the library files above. The perft worker is an entry of
 * its own because `new Worker` loads it as a file next to the command (src/cli/perft.ts).
 */
export const cli: Options = {
  name: 'cli',
  entry: {
    tavla: 'src/cli/tavla.ts',
    'perft-worker': 'src/cli/perft-worker.ts',
  },
  outDir: 'dist/cli',
  format: ['esm'],
  dts: false,
  sourcemap: false,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'node18',
  platform: 'node',
  // Node 18 reads node: specifiers; keeping them says plainly which imports are built-ins.
  removeNodeProtocol: false,
  banner: { js: '#!/usr/bin/env node' },
};

export default defineConfig([library, cli]);
