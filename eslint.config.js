// Type-aware lint with the import rules of docs/style.md: app → features → components/ui, lib;
// features never import each other; server imports the shared contract and no React, its modules
// keep routes → service → queries and meet only at each other's index.ts (scripts/eslint/import-zones.js).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importZonesRule } from './scripts/eslint/import-zones.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.tmp',
      'storybook-static',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.data',
      'server/db/migrations',
      '**/*.d.ts.map',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'scripts/eslint/*.js', '.storybook/*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { local: { rules: { 'import-zones': importZonesRule } }, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'multi-line'],
      'local/import-zones': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/index', '**/index.ts'], message: 'No barrel files: import the module itself.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'styled-components'].map((name) => ({
            name,
            message: 'The server imports no React.',
          })),
        },
      ],
    },
  },
  // One server-side date module: a zone or language rule then changes in one place (docs/server.md).
  {
    files: ['server/**/*.ts'],
    ignores: ['server/lib/dates.ts', 'server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom', 'styled-components'].map((name) => ({
              name,
              message: 'The server imports no React.',
            })),
            { name: 'date-fns-tz', message: 'Dates and times go through server/lib/dates.ts.' },
            { name: 'date-fns', message: 'Dates and times go through server/lib/dates.ts.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Dates and times go through server/lib/dates.ts (Intl with the reader’s locale).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          message: 'Dates and times go through server/lib/dates.ts (Intl with the reader’s locale).',
        },
        {
          selector: 'ArrayExpression > Literal[value=/^(Jan|January)$/]',
          message: 'No English month tables: month words come from Intl in server/lib/dates.ts.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
