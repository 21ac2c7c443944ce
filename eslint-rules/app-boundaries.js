// @ts-check
/**
 * ESLint blocks that hold the web app's architecture (ARCHITECTURE.md): its folders import only
 * downward, features stand alone, the device layer is reached through its public entry, and
 * platform effects (storage, timers, network, event streams) have their owners in `src/lib`. Shared
 * by `eslint.config.js` and the fixture test that proves each rule fires.
 */
import tseslint from 'typescript-eslint';
import glide from './glide-plugin.js';

/** Tests and their helpers may set up storage, fake fetches and the device harness directly. */
const testFiles = [
  'apps/web/src/**/*.test.ts',
  'apps/web/src/**/*.test.tsx',
  'apps/web/src/**/testing/**',
  'apps/web/src/**/test-support.tsx',
  'apps/web/src/**/test-support.ts',
  'apps/web/src/**/test-fixtures.ts',
];

/** Globals with an owner in `src/lib`; elsewhere they are reached through that owner. */
const platformGlobals = [
  'localStorage',
  'sessionStorage',
  'fetch',
  'setTimeout',
  'setInterval',
  'EventSource',
  'XMLHttpRequest',
].map((name) => ({
  name,
  message: `'${name}' is used through its owner in src/lib (storage, clock, fetch wiring), so that tests can replace it.`,
}));

/** The same globals reached as properties of `window`, `globalThis` or `self`. */
const platformProperties = ['window', 'globalThis', 'self'].flatMap((object) =>
  platformGlobals.map(({ name, message }) => ({ object, property: name, message })),
);

const sdkMessage =
  'Pages and the player import only types from @glide/handy: what they do with the device goes through src/device (its index).';

/** @type {import('eslint').Linter.Config[]} */
export const appBoundaries = [
  {
    // Nothing points up (APP_LAYERS in glide-plugin.js), tests and their harnesses included: a
    // test that reached up would tie a lower folder to an upper one all the same.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { glide },
    rules: { 'glide/layer-order': 'error' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { glide },
    rules: { 'glide/no-cross-feature-import': 'error' },
  },
  {
    // The player is shared by the pages that play, and reaches the device as they do.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/player/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { glide },
    rules: { 'glide/device-public-entry': 'error' },
  },
  {
    // Pages (and the shell) play through the player's entry; its internals are its own. Tests may
    // take its fakes and mock its modules.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/app/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { glide },
    rules: { 'glide/player-public-entry': 'error' },
  },
  {
    // Pages and the player reach the device through src/device, which owns every SDK call: they may
    // name the SDK's types, but take no value (client, error class, constant) from it.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/player/**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@glide/handy', message: sdkMessage, allowTypeImports: true }],
          patterns: [{ group: ['@glide/handy/*'], message: sdkMessage, allowTypeImports: true }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**', ...testFiles],
    rules: {
      'no-restricted-globals': ['error', ...platformGlobals],
      'no-restricted-properties': ['error', ...platformProperties],
    },
  },
];
