// @ts-check
/**
 * ESLint blocks that hold the web app's architecture (ARCHITECTURE.md): features stand alone,
 * the device layer is reached through its public entry, and platform effects (storage, timers,
 * network, event streams) have their owners in `src/lib`. Shared by `eslint.config.js` and the
 * fixture test that proves each rule fires.
 */
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

/** @type {import('eslint').Linter.Config[]} */
export const appBoundaries = [
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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**', ...testFiles],
    rules: {
      'no-restricted-globals': ['error', ...platformGlobals],
      'no-restricted-properties': ['error', ...platformProperties],
    },
  },
];
