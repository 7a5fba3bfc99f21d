// Type-aware lint with the import rules of STYLE.md: app → features → components/ui, lib;
// features never import each other; server imports the shared contract and no React.
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features never import each other; move what they share into src/lib or src/components.',
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.tmp', 'storybook-static', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.data', 'server/db/migrations', '**/*.d.ts.map'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.storybook/*.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './src/lib', from: './src/features', message: 'lib is shared: it cannot depend on a feature.' },
            { target: './src/lib', from: './src/app' },
            { target: './src/components', from: './src/features', message: 'components are shared: they cannot depend on a feature.' },
            { target: './src/components', from: './src/app' },
            { target: './src/features', from: './src/app', message: 'Imports flow app → features, never back.' },
            {
              target: './server',
              from: './src',
              except: ['./lib/api/contract', './lib/tenant/manifest-schema.ts', './lib/tenant/countries.ts'],
              message: 'The server imports only the shared API contract and tenant schema.',
            },
          ],
        },
      ],
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
        { paths: ['react', 'react-dom', 'styled-components'].map((name) => ({ name, message: 'The server imports no React.' })) },
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
