// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependencies flow one way (STYLE.md): domain imports nothing of ours; api-client and ui import
// domain; apps import packages; nothing imports an app, and no app imports another.
const appImports = ['@vitrine/api', '@vitrine/storefront', '@vitrine/seller-office', '**/apps/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.react-router/**',
      '**/.data/**',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      '**/*.tsx',
      'apps/storefront/**/*.ts',
      'apps/seller-office/**/*.ts',
      'packages/ui/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vitrine/*', 'react', 'react-dom', 'node:*'],
              message: 'domain is pure: no React, no I/O, nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appImports, message: 'packages never import an app.' }] },
      ],
    },
  },
  ...['api', 'storefront', 'seller-office'].map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: appImports.filter((p) => !p.endsWith(`/${app}`) && p !== '**/apps/**'),
              message: 'an app never imports another app.',
            },
          ],
        },
      ],
    },
  })),
);
