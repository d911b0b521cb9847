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
  target: 'es2020',
  platform: 'neutral',
});
