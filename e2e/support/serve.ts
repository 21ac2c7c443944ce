// Builds the app pointed at an emulator on the e2e port, then serves both until Playwright stops us.
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { DEMO_APP_ID, startEmulator } from '@glide/emulator';
import { startStashStandin } from '@glide/stash-standin';
import { startAnalyticsCapture } from './analytics-capture';
import { workerRevisionPlugin } from './worker-revision';
import {
  CLOSED_PORT_ORIGIN,
  E2E_ANALYTICS_PORT,
  E2E_EMULATOR_PORT,
  E2E_STASH_PORT,
  E2E_TIMED_EMULATOR_URL,
  E2E_WEB_PORT,
} from './ports';

const webRoot = fileURLToPath(new URL('../../apps/web', import.meta.url));
const outDir = fileURLToPath(new URL(`../../apps/web/dist-e2e-${E2E_WEB_PORT}`, import.meta.url));

const emulator = await startEmulator({ port: E2E_EMULATOR_PORT, quiet: true });
process.env.VITE_HANDY_API_BASE = emulator.apiBase;
process.env.VITE_HANDY_APP_KEY = DEMO_APP_ID;
// The build's security policy lets the app call only the servers it names. The settings spec also
// uses the emulator under another host name, and a closed port for a server that cannot be reached;
// the timed specs use their own emulator (started by playwright.config.ts).
process.env.VITE_CSP_CONNECT_SRC = [
  emulator.url.replace('127.0.0.1', 'localhost'),
  CLOSED_PORT_ORIGIN,
  E2E_TIMED_EMULATOR_URL,
].join(' ');
// Analytics is configured in the e2e build, pointed at a capture server that records what is sent;
// it stays silent until a test gives consent. When the capture port is taken (another run on the
// default port), this run builds without analytics: only analytics.spec.ts needs it, and it fails
// plainly then.
const analyticsCapture = await startAnalyticsCapture(E2E_ANALYTICS_PORT).catch((error: unknown) => {
  console.warn(`e2e: no analytics capture on port ${E2E_ANALYTICS_PORT}: ${String(error)}`);
  return null;
});
if (analyticsCapture) {
  process.env.VITE_POSTHOG_KEY = 'phc_e2e';
  process.env.VITE_POSTHOG_HOST = analyticsCapture.url;
}

// A person's Stash library (the Stash specs). When its port is taken (another run), this run goes
// on without it: only the Stash specs need it, and they fail plainly then.
const stash = await startStashStandin({ port: E2E_STASH_PORT, scenes: 2_000, seed: 1 }).catch(
  (error: unknown) => {
    console.warn(`e2e: no stand-in Stash on port ${E2E_STASH_PORT}: ${String(error)}`);
    return null;
  },
);

await build({
  root: webRoot,
  configFile: `${webRoot}/vite.config.ts`,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
const server = await preview({
  root: webRoot,
  configFile: `${webRoot}/vite.config.ts`,
  build: { outDir },
  plugins: [workerRevisionPlugin(outDir)],
  preview: { port: E2E_WEB_PORT, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
console.log(`e2e: app on ${server.resolvedUrls?.local[0] ?? ''}, emulator on ${emulator.url}`);

const stop = async () => {
  await Promise.allSettled([
    emulator.close(),
    analyticsCapture?.close(),
    stash?.close(),
    new Promise((r) => server.httpServer.close(r)),
  ]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
