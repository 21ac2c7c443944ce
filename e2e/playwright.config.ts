import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './support/chromium';
import { E2E_WEB_PORT, E2E_WEB_URL } from './support/ports';

/**
 * Specs that run alone, after the rest: they change the emulator for every device (faults, latency,
 * the server clock), read a server-wide capture (analytics), or measure timing (sync, stop, pacing,
 * the connect's backoff) that a second browser sharing the two cores would disturb.
 */
const ALONE = [
  'analytics',
  'connection-trust',
  'debug-tools',
  'local-recovery',
  'local-sync',
  'rate-limit-stop',
  'stream-recovery',
  'tap-calibration',
].map((name) => `${name}.spec.ts`);

/**
 * Drives the built app in Debian's Chromium (never a downloaded browser) against the emulator.
 * `support/serve.ts` builds the app pointed at an emulator on its own port and serves both.
 */
export default defineConfig({
  testDir: './specs',
  // One results folder per port, so that runs side by side do not delete each other's traces.
  outputDir: `./test-results/${E2E_WEB_PORT}`,
  fullyParallel: false,
  workers: 2,
  projects: [
    {
      // Each test has its own devices (keys) and browser context, so two run at once.
      name: 'shared',
      testIgnore: ALONE,
      fullyParallel: true,
    },
    {
      name: 'alone',
      testMatch: ALONE,
      workers: 1,
      // Starts once every shared test is done, so nothing runs beside it.
      dependencies: ['shared'],
    },
  ],
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_WEB_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The build registers a service worker; a spec about something else must meet the server
    // itself, never a worker's cache. installed-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    cwd: '..',
    url: E2E_WEB_URL,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
