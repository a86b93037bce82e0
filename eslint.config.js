import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
          ],
        },
      ],
    },
  },
  {
    // Imports flow shared -> features -> app: a feature reaches neither the app nor
    // another feature (inside a feature, use relative imports).
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'firebase/firestore', message: 'Use the feature api/ module.' }],
          patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Features import only shared code.' }],
        },
      ],
    },
  },
  {
    files: ['web/src/features/*/api/**', 'web/src/shared/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Features import only shared code.' }] },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
