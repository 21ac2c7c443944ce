// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import vitest from '@vitest/eslint-plugin';
import globals from 'globals';
import { appBoundaries } from './eslint-rules/app-boundaries.js';
import { testAssertions } from './eslint-rules/test-assertions.js';

/** Packages are framework-free and never reach into the app. */
const packageBoundaries = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
      message: 'Packages never import React.',
    },
    { group: ['@glide/web', '**/apps/**'], message: 'Packages never import the app.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e*/**',
      '**/.tsbuild/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Capacitor's generated native projects, and the web build it copies into them.
      'apps/native/android/**',
      'apps/native/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', packageBoundaries] },
  },
  {
    // The domain package does no I/O: no network, files, processes or timers of its own.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/time/system-clock.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageBoundaries.patterns,
            {
              group: ['node:*', 'fs', 'http', 'https', 'net', 'child_process'],
              message: '@glide/core does no I/O.',
            },
            {
              group: ['@glide/handy', '@glide/emulator'],
              message: '@glide/core depends on nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'setTimeout',
        'setInterval',
        'localStorage',
        'EventSource',
      ],
    },
  },
  {
    files: ['packages/handy/src/**/*.ts'],
    ignores: ['packages/handy/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageBoundaries.patterns,
            { group: ['node:*'], message: '@glide/handy runs in browsers too.' },
            { group: ['@glide/emulator'], message: 'The SDK never depends on the emulator.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@glide/emulator'],
              message: 'The app talks to the emulator over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  ...appBoundaries,
  {
    // Tests may start the emulator in-process: one backend for dev, unit, integration and e2e.
    files: ['apps/web/**/*.test.ts', 'apps/web/**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/lib/logger.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Every spec runs under the fixture that fails a test on a Content-Security-Policy violation.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from '../support/test' (it watches the CSP).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // An e2e test waits on a condition (a locator, `expect.poll`, the emulator's clock), never for a
    // fixed time: a sleep is too short on a busy machine and too long on an idle one.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message:
            'Wait on the condition (a locator assertion, expect.poll, or emulatorControl.elapse / deviceAfter on the emulator’s clock), not a fixed time.',
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'setTimeout',
          message:
            'Wait on the condition (expect.poll, a locator, or the emulator’s clock via emulatorControl), not a fixed time.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.int.test.ts', 'e2e/**/*.ts'],
    plugins: { vitest },
    rules: {
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
    },
  },
  // Every assertion can fail: no expect(…) without a matcher, no truthiness of a query's result.
  ...testAssertions,
);
