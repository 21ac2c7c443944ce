import { defineConfig } from '@playwright/test';
import type { EngineName } from './engines/engine-page';
import type { EngineOptions } from './engines/engine-test';
import type { GlideWorkerOptions } from './support/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_EXECUTABLE,
  LOW_PRIORITY_CHROMIUM_LAUNCHER,
} from './support/chromium';
import {
  E2E_TIMED_EMULATOR_PORT,
  E2E_TIMED_EMULATOR_URL,
  E2E_WEB_PORT,
  E2E_WEB_URL,
} from './support/ports';

/**
 * The timed specs: they measure in real time (the device against the video's frames, a tap against a
 * beat, a stop within a second, the connect's backoff), or change an emulator for every device
 * (server clock, latency, API-wide faults), or read a server-wide capture (analytics). They run one
 * at a time, beside the shared specs, whose browsers yield the CPU to them (`lowPriority`); those
 * that change an emulator for every device or measure the device's timing use the timed specs' own
 * emulator (`timedEmulatorControl`).
 */
const TIMED = [
  'analytics',
  'connection-trust',
  'debug-tools',
  'local-recovery',
  'local-sync',
  'stash-play',
  'rate-limit-stop',
  'stream-recovery',
  'tap-calibration',
].map((name) => `${name}.spec.ts`);

const ENGINES: readonly { name: string; engineName: EngineName }[] = [
  { name: 'Firefox ESR', engineName: 'firefox' },
  { name: 'WebKit', engineName: 'webkit' },
];

/**
 * Drives the built app in Debian's Chromium (never a downloaded browser) against the emulator.
 * `support/serve.ts` builds the app pointed at an emulator on its own port and serves both.
 */
export default defineConfig<object, GlideWorkerOptions & EngineOptions>({
  testDir: './specs',
  // One results folder per port, so that runs side by side do not delete each other's traces.
  outputDir: `./test-results/${E2E_WEB_PORT}`,
  fullyParallel: false,
  workers: 3,
  projects: [
    {
      // Each test has its own devices (keys) and browser context, so two run at once. Their
      // workers and browsers run at the lowest CPU priority: the timed specs beside them take the
      // CPU first.
      name: 'shared',
      testIgnore: TIMED,
      fullyParallel: true,
      workers: 2,
      // A browser at the lowest priority can wait behind the timed specs for seconds before a lazily
      // loaded page renders (a /configure heading came after 5.7 s, its route still "Loading…").
      // No shared spec measures time, so their waits allow for that instead of the default 5 s, and
      // a test that visits several pages gets twice the default time: on a CI machine slower than
      // ours a four-page journey that takes 7 s here ran past 30 s (the channels spec).
      expect: { timeout: 15_000 },
      timeout: 60_000,
      use: {
        lowPriority: true,
        launchOptions: { executablePath: LOW_PRIORITY_CHROMIUM_LAUNCHER, args: [...CHROMIUM_ARGS] },
      },
    },
    {
      name: 'timed',
      testMatch: TIMED,
      workers: 1,
    },
    // The smoke set in Debian's other engines, driven over their own protocols (engines/): Firefox
    // ESR over WebDriver BiDi, WebKitGTK over WebDriver. A worker each, with the shared specs'
    // waits, once the Chromium projects are done: two more browsers beside them starved their
    // videos (a shared spec's clip stalled and resynced 15 times). `--no-deps` runs them alone.
    ...ENGINES.map(({ name, engineName }) => ({
      name,
      testDir: './engines',
      dependencies: ['shared', 'timed'],
      workers: 1,
      expect: { timeout: 15_000 },
      timeout: 60_000,
      use: { engineName },
    })),
  ],
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_WEB_URL,
    browserName: 'chromium',
    // A failed test keeps its trace: actions, console and sources. Not the DOM snapshots (with the
    // network they record) and screencast, which cost every test about a seventh of its CPU; a
    // screenshot at the failure stands in for them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    // The build registers a service worker; a spec about something else must meet the server
    // itself, never a worker's cache. installed-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] },
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/serve.ts',
      cwd: '..',
      url: E2E_WEB_URL,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // The timed specs' own emulator, in a process of its own.
      command: `node packages/emulator/bin/glide-emulator.mjs --port ${E2E_TIMED_EMULATOR_PORT}`,
      cwd: '..',
      url: `${E2E_TIMED_EMULATOR_URL}/control/server-clock`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
