import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries in the bulletproof-react spirit (app → features → shared), held by the core
 * `no-restricted-imports` rule so no extra plugin is needed. Each glob below gets exactly one
 * `no-restricted-imports` entry, because a later entry for the same file would replace, not
 * extend, an earlier one.
 */
const appShell = {
  group: ['@/App', '@/routes', '@/main'],
  message: 'Only the app shell (main, App, routes) may import the route tree and providers.',
};

const anyFeature = {
  group: ['@/features', '@/features/*', '**/features/**'],
  message: 'Shared code (components, hooks, lib, config) must not depend on a feature.',
};

const otherFeatureInternals = {
  group: ['@/features/*/*', '@/features/*/**'],
  message:
    'Import another feature only through its index (`@/features/<name>`); inside a feature use relative imports.',
};

export default defineConfig(
  globalIgnores([
    'dist',
    'node_modules',
    '.local',
    'supabase/functions',
    'playwright-report',
    'test-results',
    'bench-results',
  ]),
  {
    files: ['**/*.{js,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023 },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], reactRefresh.configs.vite()],
    languageOptions: { globals: globals.browser },
    rules: {
      // shadcn-style primitives export their cva variants beside the component.
      'react-refresh/only-export-components': [
        'error',
        { allowConstantExport: true, allowExportNames: ['buttonVariants', 'badgeVariants'] },
      ],
    },
  },
  {
    // Signed download links are capped at the spec's 3600 s in one helper (Storage has no cap).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/documents/api.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^createSignedUrls?$/]',
          message:
            'Pide enlaces firmados con createSignedUrl de features/documents (limita su vigencia a 3600 s).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/routes.tsx', 'src/routing/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appShell, otherFeatureInternals] }],
    },
  },
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/hooks/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/config/**/*.{ts,tsx}',
      'src/testing/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appShell, anyFeature] }],
    },
  },
  {
    files: [
      '*.config.{js,ts}',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'supabase/local/**/*.ts',
      'supabase/tests/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
);
