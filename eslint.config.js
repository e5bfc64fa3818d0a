// One lint setup for the whole workspace. The rules engine gets extra bans that keep it pure.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const purity = {
  files: ['packages/rules/src/**/*.ts'],
  ignores: ['packages/rules/src/**/*.test.ts', 'packages/rules/src/testing/**'],
  languageOptions: { globals: {} },
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'Date', message: 'The rules engine has no clock: pass times in.' },
      { name: 'process', message: 'The rules engine does no I/O.' },
      { name: 'fetch', message: 'The rules engine does no I/O.' },
      { name: 'setTimeout', message: 'The rules engine has no clock.' },
      { name: 'crypto', message: 'Dice come from the injected roller.' },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Dice come from the injected roller (D7).' },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date']", message: 'The rules engine has no clock.' },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['node:*'], message: 'The rules engine does no I/O.' },
          { group: ['fs', 'path', 'os', 'crypto', 'http', 'child_process'], message: 'The rules engine does no I/O.' },
          { group: ['@prisma/*', 'prisma', 'fastify', 'fastify-*', '@fastify/*'], message: 'The rules engine knows no server or database.' },
          { group: ['react', 'react-dom', 'react/*', 'zustand', 'vitest', 'fast-check'], message: 'The rules engine knows no UI or test tool.' },
        ],
      },
    ],
  },
};

// apps/web (bulletproof-react): features do not import each other, and shared code (components/,
// lib/, stores/) imports no feature. The app/ folder wires features into routes.
const webFeatures = ['crew', 'downtime', 'debt', 'dice', 'history', 'campaign', 'auth', 'play', 'accounts'];
// The exceptions: what a feature may import of another (paths under features/), and why.
const webFeatureExceptions = {
  // The players' sheet mounts « my actions » lazily, once hydrated: its own chunk (issue 36). (The
  // rule reads static imports only; the exception says the lazy one is meant, and a static one allowed.)
  crew: ['play/PlayerActions'],
  // A player proposes through the GM's own activity forms — one form per activity — in the
  // walkthrough's context, and says a proposal in its one wording (issue 36); its tests serve the
  // downtime's fake API.
  play: [
    'downtime/context',
    'downtime/api',
    'downtime/downtime.css',
    'downtime/steps/activities/*',
    'downtime/steps/proposals/words',
    'downtime/testing',
  ],
};
/** An import path as a feature's file may write it, at any depth (gitignore-style patterns). */
const fromFeature = (path) => [`../${path}`, `../../${path}`, `../../../${path}`, `**/features/${path}`];
/** An exception's path and the folders above it: gitignore re-includes nothing under a folder left excluded. */
const andFolders = (path) => path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')).slice(1);
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...webFeatures.filter((other) => other !== feature).flatMap((other) => fromFeature(`${other}/**`)),
                ...new Set((webFeatureExceptions[feature] ?? []).flatMap(andFolders).flatMap((allowed) => fromFeature(allowed).map((path) => `!${path}`))),
              ],
              message: 'Features do not import each other: move what they share to components/, lib/ or stores/ (or, rarely, add an exception above, saying why).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Shared code imports no feature.' }] }],
    },
  },
  {
    // The contract reaches the web as types only: its zod schemas never grow the phone's bundle
    // (docs/decisions/015-one-contract.md).
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@temps-mort/contract', allowTypeImports: true, message: 'The web imports the contract as types only: `import type { … }`.' },
            { name: 'zod', allowTypeImports: true, message: 'The web validates nothing with zod: the API does.' },
          ],
        },
      ],
    },
  },
  {
    // The hand-written service worker runs in a worker scope.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', 'apps/*/src/generated/**', '**/*.d.ts', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  purity,
  ...webBoundaries,
);
