import { defineConfig } from 'tsup';

// The library only: the CLI demo in src/cli is run from source and never shipped.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'variants/index': 'src/variants/index.ts',
    'notation/index': 'src/notation/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  // ES2022 keeps native private fields and class fields: down-levelled (WeakMap helpers) they
  // cost the generator over half its time. Node 18+ and every current browser run ES2022.
  target: 'es2022',
  platform: 'neutral',
});
