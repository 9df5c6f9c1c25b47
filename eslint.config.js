import path from 'node:path'
import { fileURLToPath } from 'node:url'

import js from '@eslint/js'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = path.dirname(fileURLToPath(import.meta.url))

const testCodeMessage = 'App code (app/, core/, server/, trpc/) must never import test code from tests/.'

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'public/build/**',
      '.cache/**',
      '**/node_modules/**',
      'directus/node_modules/**',
      'directus/extensions/**/dist/**',
      'directus/data/**',
      'directus/uploads/**',
      'tests/.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // TypeScript reports undefined names itself, and knows the DOM and Node types better than globals lists.
      'no-undef': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Type-aware rules: the project service gives each file the types of the tsconfig.json that includes it.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
    },
  },
  {
    // What a beforeAll sets up is typed as set, but after a failed set-up the cleanup hooks meet undefined:
    // their `web?.stop()` is needed although the types call it unnecessary.
    files: ['tests/integration/**'],
    rules: { '@typescript-eslint/no-unnecessary-condition': 'off' },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      ...react.configs.flat['jsx-runtime'].languageOptions,
    },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      'react/prop-types': 'off',
    },
    settings: { react: { version: '18.3' } },
  },
  {
    files: ['**/*.{jsx,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{js,jsx,ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  {
    plugins: { import: importPlugin },
    settings: {
      'import/internal-regex': '^~/',
      'import/resolver': { [path.join(root, 'scripts', 'eslint-app-alias-resolver.cjs')]: {} },
    },
    rules: {
      'import/first': 'error',
      'import/no-duplicates': 'error',
      'import/newline-after-import': 'error',
      'import/no-self-import': 'error',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '~/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['app/**', 'core/**', 'server/**', 'trpc/**', 'directus/**'],
    rules: {
      // Layers import one way (docs/architecture.md): routes → app/**/*.server.ts → trpc/ → server/, and
      // core/ (pure: search criteria, codes, collection types, German texts, form schemas) below all of them.
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './core',
              from: ['./app', './server', './trpc', './directus', './scripts', './tests'],
              message: 'core/ is pure: it imports npm packages and itself, nothing of the layers.',
            },
            {
              target: './server',
              from: ['./app', './trpc', './directus', './scripts'],
              message: 'server/ is the bottom layer: it may import core/ only.',
            },
            {
              target: './trpc',
              from: ['./app', './directus', './scripts'],
              message: 'trpc/ may import server/ and core/, never app/.',
            },
            {
              target: './app/**/!(*.server).{ts,tsx}',
              from: './server',
              message:
                'Route modules and browser code reach server/ only through an app/**/*.server.ts module.',
            },
            {
              target: './app/**/!(*.server).{ts,tsx}',
              from: './trpc',
              except: ['./types.ts'],
              message:
                'Route modules and browser code reach trpc/ only through app/trpc.server.ts (types: trpc/types.ts).',
            },
            {
              target: ['./app/components/**', './app/lib/**', './app/islands/**', './app/i18n.tsx'],
              from: './app/**/*.server.{ts,tsx}',
              message: 'Browser code must not import server modules (*.server.ts).',
            },
            {
              target: './directus',
              from: ['./app', './server', './trpc'],
              message: 'directus/ may import core/ only.',
            },
            { target: './app', from: './tests', message: testCodeMessage },
            { target: './core', from: './tests', message: testCodeMessage },
            { target: './server', from: './tests', message: testCodeMessage },
            { target: './trpc', from: './tests', message: testCodeMessage },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'i18next',
              message:
                'Use useTranslation from ~/i18n: i18next would add about 16 KB gzip to every first load.',
            },
            {
              name: '@remix-run/react',
              importNames: ['Link', 'NavLink'],
              message:
                'Use Link/NavLink from ~/components/site-link: they write links for the round-trip-only domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests are not app code: they may import every layer. Their own test files live next to the code.
    files: ['app/**/*.test.{ts,tsx}', 'core/**/*.test.ts', 'server/**/*.test.ts', 'trpc/**/*.test.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['app/components/site-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
