// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Dependencies flow one way (CONTRIBUTING.md): domain imports nothing of ours; contract imports
// domain; api-client and ui import contract and domain; the API imports contract and domain,
// never the browser client; apps import packages; nothing imports an app, and no app imports
// another.
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

/** An app imports no other app; the API not the browser's client nor React either. */
const appPatterns = (app) => [
  {
    group: appImports.filter((p) => !p.endsWith(`/${app}`) && p !== '**/apps/**'),
    message: 'an app never imports another app.',
  },
  ...(app === 'api' ? [noClient, noUi] : []),
];

// Inside an app, features/ do not import each other (CONTRIBUTING.md; bulletproof-react's
// no-restricted-paths zones): what two features share moves to the app's shared/ (lib/ is the
// shell every page downloads) or a package, and the app puts features together (routes.ts,
// app/). The apps import their own files by
// relative path, so a file `depth` folders below its feature's folder reaches another feature
// with depth + 1 `../` and a name, or by climbing further and coming back through `features/`.
// Dynamic import() is not seen by no-restricted-imports: no-restricted-syntax checks it.
const FEATURE_DEPTHS = 6;
const featureMessage =
  'a feature never imports another feature: move what both need to shared/ (or a package), or put them together in app/ or routes.ts.';
const crossFeature = (depth) =>
  `^(\\.\\./){${depth + 1}}[^./]|^(\\.\\./){${depth + 2},}(.*/)?features/`;
const featureBoundaries = (app) =>
  Array.from({ length: FEATURE_DEPTHS }, (_, depth) => {
    const files = [`apps/${app}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`];
    const regex = crossFeature(depth);
    const block = boundaries(files, [...appPatterns(app), { regex, message: featureMessage }]);
    // esquery's regex cannot hold a slash: \x2F stands for one.
    const selector = `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`;
    block.rules['no-restricted-syntax'] = ['error', { selector, message: featureMessage }];
    return block;
  });

// Inside the API, a feature imports its own files, lib/, http/, db/ and only the other features
// this table names: the real domain edges (checkout places an order, so it reads the cart and
// calls payments). The table is acyclic, so no feature depends on itself through others; what
// many features share (the auth middleware, the audit actor, asset paths, sessions) lives in
// http/ or lib/. A feature missing from the table may import no other feature.
const API_FEATURES_DIR = 'apps/api/src/features';
const apiFeatures = readdirSync(new URL(`./${API_FEATURES_DIR}`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
export const API_FEATURE_EDGES = {
  auth: ['email'],
  banners: ['images', 'stores'],
  cart: ['orders'],
  'cart-reminders': ['auth', 'cart', 'coupons', 'email'],
  catalog: ['stores'],
  'catalog-csv': ['catalog-office'],
  'catalog-office': ['images'],
  checkout: [
    'addresses',
    'cart',
    'coupons',
    'email',
    'freight',
    'invoices',
    'orders',
    'payments',
    'whatsapp',
  ],
  coupons: ['cart'],
  customers: ['auth'],
  freight: ['cart'],
  orders: ['email', 'whatsapp'],
  payments: ['email', 'invoices', 'orders'],
  invoices: ['email', 'fiscal-settings', 'orders'],
  'payment-settings': ['payments'],
  refunds: ['email', 'orders', 'payments'],
  reports: ['orders'],
  sales: ['email', 'invoices', 'orders', 'refunds', 'whatsapp'],
  'store-identity': ['images', 'stores'],
  'store-preview': ['auth', 'email'],
  'store-shell': ['catalog', 'stores'],
  'store-sign-up': ['auth', 'email'],
  sellers: ['auth'],
  team: ['auth', 'email'],
  'two-factor': ['auth'],
  domains: ['email'],
  favourites: ['auth', 'catalog', 'email'],
  'stock-alerts': ['email'],
  reviews: ['auth', 'email', 'images'],
  operators: ['email', 'store-life'],
  whatsapp: ['email'],
};
const apiFeatureMessage = (feature) =>
  `an API feature imports only its own files, lib/, http/, db/ and the features API_FEATURE_EDGES in eslint.config.js allows it (${feature}: ${(API_FEATURE_EDGES[feature] ?? []).join(', ') || 'none'}); move what features share to lib/ or http/.`;
const importBlock = (files, regex, message) => {
  const block = boundaries(files, [...appPatterns('api'), { regex, message }]);
  // esquery's regex cannot hold a slash: \x2F stands for one.
  const selector = `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`;
  block.rules['no-restricted-syntax'] = ['error', { selector, message }];
  return block;
};
const apiFeatureBoundaries = () => [
  // A feature folder created after this config was read (or not yet in the table) imports none.
  ...Array.from({ length: FEATURE_DEPTHS }, (_, depth) =>
    importBlock(
      [`${API_FEATURES_DIR}/*/${'*/'.repeat(depth)}*.ts`],
      crossFeature(depth),
      apiFeatureMessage('a new feature'),
    ),
  ),
  ...apiFeatures.flatMap((feature) => {
    const others = apiFeatures.filter(
      (other) => other !== feature && !(API_FEATURE_EDGES[feature] ?? []).includes(other),
    );
    // Matches nothing when every other feature is allowed.
    const names = others.length > 0 ? `(${others.join('|')})(/|$)` : '(?!)';
    return Array.from({ length: FEATURE_DEPTHS }, (_, depth) =>
      importBlock(
        [`${API_FEATURES_DIR}/${feature}/${'*/'.repeat(depth)}*.ts`],
        `^(\\.\\./){${depth + 1}}${names}|^(\\.\\./){${depth + 2},}(.*/)?features/${names}`,
        apiFeatureMessage(feature),
      ),
    );
  }),
];
// lib/, http/ and db/ are below every feature: they may name a feature's types (AppDeps lists
// the providers features define) but never run a feature's code.
const apiSharedBoundaries = boundaries(
  ['apps/api/src/{lib,http,db}/**/*.ts'],
  [
    ...appPatterns('api'),
    {
      regex: '^(\\.\\./)+features/',
      allowTypeImports: true,
      message: 'lib/, http/ and db/ never import a feature: features build on them.',
    },
  ],
);

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
    boundaries([`apps/${app}/**/*.{ts,tsx}`], appPatterns(app)),
  ),
  ...featureBoundaries('storefront'),
  ...featureBoundaries('seller-office'),
  ...apiFeatureBoundaries(),
  apiSharedBoundaries,
);
