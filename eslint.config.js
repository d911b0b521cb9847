// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // test/bench/yardstick holds the plain generator the speed goals are measured against, kept
  // byte for byte as it was given (test/bench/yardstick/README.md), so it is not held to our style.
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'docs/reference/**', 'test/bench/yardstick/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Bit twiddling and counters are the generator's bread and butter.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
