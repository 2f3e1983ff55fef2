// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependencies flow one way (STYLE.md): domain imports nothing of ours; contract imports domain;
// api-client and ui import contract and domain; the API imports contract and domain, never the
// browser client; apps import packages; nothing imports an app, and no app imports another.
const appImports = ['@vitrine/api', '@vitrine/storefront', '@vitrine/seller-office', '**/apps/**'];
const noApps = { group: appImports, message: 'packages never import an app.' };
const noClient = {
  group: ['@vitrine/api-client', '@vitrine/api-client/*'],
  message: 'the API client is for the apps: share schemas through @vitrine/contract.',
};
const noUi = { group: ['@vitrine/ui', '@vitrine/ui/*'], message: 'the API renders no React.' };

/** One `no-restricted-imports` rule per group of files (a later rule replaces an earlier one). */
const boundaries = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

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
  boundaries(['packages/**/*.{ts,tsx}'], [noApps], ['packages/domain/**']),
  boundaries(
    ['packages/contract/**/*.ts'],
    [
      noApps,
      noClient,
      noUi,
      { group: ['react', 'react-dom', 'ky', '@tanstack/*'], message: 'the contract is zod only.' },
      {
        regex: '^zod$',
        message: "take z from './zod.ts': it sets zod's pt-BR messages for every consumer.",
      },
    ],
    ['packages/contract/src/zod.ts'],
  ),
  boundaries(['packages/ui/**/*.{ts,tsx}'], [noApps, noClient]),
  ...['api', 'storefront', 'seller-office'].map((app) =>
    boundaries(
      [`apps/${app}/**/*.{ts,tsx}`],
      [
        {
          group: appImports.filter((p) => !p.endsWith(`/${app}`) && p !== '**/apps/**'),
          message: 'an app never imports another app.',
        },
        ...(app === 'api' ? [noClient, noUi] : []),
      ],
    ),
  ),
);
