// Lint rules for the whole project; formatting is Prettier's (eslint-config-prettier turns off what it decides).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'lib/', 'dist/', 'dist-*/', '.dist.*/', '**/.dist.*/', '.sitegen/', 'coverage/', '**/.sitegen/', '**/dist/'],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` marks a value left out on purpose (a destructured field dropped from an object).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A site reaches the engine only through its public entry, `sitegen`, as a site that installed it does.
    files: ['templates/**', 'test/fixtures/*/templates/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)src(/|$)', message: "Import the engine from 'sitegen', its public entry." }] },
      ],
    },
  },
  {
    // The engine knows no site.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)templates(/|$)', message: 'The engine imports nothing of a site.' }] },
      ],
    },
  },
  {
    // Tests and benchmarks may assert what they just checked; production code lets the types say it.
    files: ['**/*.test.ts', 'test/**', 'bench/**', 'src/**/test-support/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
