import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A relative import that climbs out of web/ (e.g. into functions/src/shared) hides the
// dependency from readers and from the alias; shared domain code comes in through `@shared`.
const OUT_OF_WEB = {
  regex: '^(\\.\\./)+(functions|tests|scripts)(/|$)',
  message: 'Import shared domain code through `@shared`.',
};

// The barrel functions/src/shared/index.ts re-exports the zod schemas too; web code imports
// each shared module by its path, so a page that needs a limit or a type does not download zod.
const SHARED_BARREL = {
  name: '@shared',
  message: 'Import the shared module by its path (@shared/orders, @shared/validation, ...): the barrel brings zod.',
};

// The settings of every import-x rule. The resolver reads the `@/` and `@shared` aliases from
// the tsconfigs, so a rule sees the file an alias names (an unresolved import is silently
// skipped). The extensions are the files whose own imports a rule may read: by default only
// JavaScript, and no-cycle then never looks into a .ts file and finds nothing.
const IMPORT_SETTINGS = {
  'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
  // The app's code outside web/, not a package (no-cycle's ignoreExternal would skip it).
  'import-x/internal-regex': '^@shared(/|$)',
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: ['web/tsconfig.json', 'functions/tsconfig.json', 'tests/tsconfig.json'],
      noWarnOnMultipleProjects: true,
    }),
  ],
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'functions/lib/**', '**/dist/**', '.cache/**', '.emulator-data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
  {
    // Unawaited promises in functions lose errors and end work early.
    files: ['functions/src/**/*.ts'],
    languageOptions: { parserOptions: { project: './functions/tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // A bare onCall answers 500 to a payload it cannot decode; callable() answers 400.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/callable.ts', 'functions/src/lib/callable.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-functions/v2/https',
              importNames: ['onCall'],
              message: 'Use callable() from functions/src/lib/callable.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Components read data through their feature's api/ module, never the SDK.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              message: 'Use the feature api/ module (only api/ and shared/firebase import Firestore).',
            },
            SHARED_BARREL,
          ],
          patterns: [OUT_OF_WEB],
        },
      ],
    },
  },
  {
    // No import circles: a module in a circle may run before what it imports has, and circles
    // knot modules together so that neither can move or load without the other. Type-only
    // imports are skipped (they vanish from the output); packages are not walked
    // (scripts/lint/no-cycle.test.ts proves a cycle by relative path or by alias fails).
    files: [
      'web/src/**/*.{ts,tsx}',
      'web/build/**/*.ts',
      'web/vite.config.ts',
      'functions/src/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'tests/**/*.ts',
      'vitest.config.ts',
    ],
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Imports flow shared -> features -> app, checked on the resolved file, so relative paths
    // and the `@/` alias are caught alike: shared reaches neither features nor the app, a feature
    // reaches neither the app nor another feature (scripts/lint/import-boundaries.test.ts).
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'web/src/shared',
              from: ['web/src/features', 'web/src/app'],
              message: 'Shared code imports neither features nor the app.',
            },
            { target: 'web/src/features', from: 'web/src/app', message: 'Features do not import the app.' },
            ...FEATURES.map((feature) => ({
              target: `web/src/features/${feature}`,
              from: 'web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: move what both need to web/src/shared.',
            })),
            {
              target: 'functions/src',
              from: 'web',
              message: 'Cloud Functions code does not import the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/*/api/**', 'web/src/shared/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [SHARED_BARREL], patterns: [OUT_OF_WEB] }] },
  },
  {
    // The page's side of the data path: Firestore runs in the data worker (api/*-queries.ts),
    // so what the page loads never evaluates it (tests/e2e/main-thread-data.spec.ts).
    files: ['web/src/features/*/api/*-api.ts', 'web/src/shared/firebase/data-client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              message: 'The page side of the data path: declare the query in api/<feature>-queries.ts.',
              allowTypeImports: true,
            },
            SHARED_BARREL,
          ],
          patterns: [OUT_OF_WEB],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
