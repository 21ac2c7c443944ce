/**
 * The live device in Debian's Chromium against the emulator:
 * - time to a connected device: the built app (served by e2e/support/serve.ts on ports of its own)
 *   opened at `/#k=<key>` (the quick-connect link) by a returning visitor, in a fresh browser context per load; measured in
 *   the page from navigation start to the header's connect button saying `connected` with the client
 *   clock sync stored (the connect flow only ends connected after its clock sync, spec §4);
 * - command latency (an emulator of its own, no rate limit): HAMP velocity commands through the app's own command path (`sendCommand` on
 *   the app's `deviceRuntime`, bundled into a bench-only page, `live-device-page/`) against the
 *   same PUT sent with raw `fetch` with the SDK's URL and headers, interleaved.
 * Baselines measured in the same run, each printed beside its figure with the ratio: for the load
 * figures, the first render of a blank page built by the same Vite (`blank-page.ts`), one cold load
 * after each of the app's; for the command path, the raw `fetch`.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { build, preview, type Plugin } from 'vite';
import { z } from 'zod';
import { DEMO_APP_ID } from '@glide/emulator';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { startEmulatorChild } from './emulator-child';
import type { BenchFigure } from './script-parse';
import { blankPageFigure, serveBlankPage, type BlankPage } from './blank-page';
import { serveApp } from './served-app';
import { MARK_RENDER_SCRIPT, RENDERED_MARK } from './web-app';
import { quantile, round } from './stats';

const WEB_PORT = 4295;
const EMULATOR_PORT = 8895;
const PAGE_PORT = 4296;
const BLANK_PAGE_PORT = 4294;
const LOADS = 10;
const COMMANDS = 200;
const WARM_UP = 20;

const CONNECTED_MARK = 'glideBenchConnectedAtMs';

/**
 * Runs in the page before the app: a returning visitor's preferences, and a mark of the moment the
 * header's connect button says connected with the clock sync stored. A string, because tsx would
 * add helper calls to a serialized function that do not exist in the page.
 */
const MARK_CONNECTED_SCRIPT = `
  localStorage.setItem('glide.preferences', JSON.stringify({ version: 1, deviceSelectionComplete: true, darkMode: true }));
  new MutationObserver(() => {
    if ('${CONNECTED_MARK}' in window) return;
    const connected = document.querySelector('.connect-button[data-status="connected"]');
    if (connected && localStorage.getItem('glide.clockSync') !== null) {
      window['${CONNECTED_MARK}'] = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
`;

const latencySchema = z.object({
  appMs: z.array(z.number()),
  rawMs: z.array(z.number()),
  requestHeaders: z.record(z.string(), z.string()),
});

/** `virtual:glide-app-command-path`: the app's command path, straight from its sources. */
function appCommandPath(): Plugin {
  const id = 'virtual:glide-app-command-path';
  const device = fileURLToPath(new URL('../apps/web/src/device/', import.meta.url));
  return {
    name: 'glide-app-command-path',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? [
            `export { sendCommand } from ${JSON.stringify(join(device, 'commands/device-commands.ts'))};`,
            `export { deviceRuntime } from ${JSON.stringify(join(device, 'connection/device-runtime.ts'))};`,
          ].join('\n')
        : undefined,
  };
}

/** One load: when it was connected, and where the time went (Resource Timing, ms from navigation). */
interface ConnectLoad {
  readonly connectedMs: number;
  /** The first contentful paint. */
  readonly firstPaintMs: number;
  /** The first API request starts: the app is up and the connect flow begins. */
  readonly firstApiRequestMs: number;
  /** From the first `/servertime` request's start to the last one's end (the clock sync). */
  readonly clockSyncMs: number;
}

const connectLoadSchema = z.object({
  connectedMs: z.number(),
  firstPaintMs: z.number(),
  firstApiRequestMs: z.number(),
  clockSyncMs: z.number(),
});

/**
 * Time from navigation start to connected and synced, one fresh context per load; after each, one
 * cold load of the blank page to its first render (`blankMs`).
 */
async function connectLoads(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  base: string,
  blank: BlankPage,
  blankMs: number[],
): Promise<ConnectLoad[]> {
  const loads: ConnectLoad[] = [];
  for (let load = 0; load < LOADS; load++) {
    // A fresh context per load: a cold cache and no stored clock sync, as on a new device.
    const context = await browser.newContext();
    await context.addInitScript({ content: MARK_CONNECTED_SCRIPT });
    const page: Page = await context.newPage();
    await page.goto(`${base}/#k=BenchLive${String(load).padStart(3, '0')}`);
    await page.waitForFunction((mark) => mark in window, CONNECTED_MARK, { timeout: 15_000 });
    const measured = await page.evaluate((mark) => {
      const value: unknown = Reflect.get(window, mark);
      const api = performance
        .getEntriesByType('resource')
        .filter(
          (entry): entry is PerformanceResourceTiming =>
            entry instanceof PerformanceResourceTiming &&
            entry.name.includes('/api/handy-rest/v3/'),
        );
      const clock = api.filter((entry) => entry.name.includes('/servertime'));
      const starts = clock.map((entry) => entry.startTime);
      const ends = clock.map((entry) => entry.responseEnd);
      return {
        connectedMs: typeof value === 'number' ? value : Number.NaN,
        firstPaintMs:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        firstApiRequestMs: Math.min(...api.map((entry) => entry.startTime)),
        clockSyncMs: Math.max(...ends) - Math.min(...starts),
      };
    }, CONNECTED_MARK);
    loads.push(connectLoadSchema.parse(measured));
    await context.close();
    blankMs.push(await blank.load(MARK_RENDER_SCRIPT, RENDERED_MARK));
  }
  return loads;
}

export async function benchLiveDevice(): Promise<BenchFigure[]> {
  const app = serveApp(WEB_PORT, EMULATOR_PORT);
  const pageRoot = fileURLToPath(new URL('./live-device-page', import.meta.url));
  const pageOut = join(tmpdir(), `glide-bench-live-device-${PAGE_PORT}`);
  await build({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [appCommandPath()],
    build: { outDir: pageOut, emptyOutDir: true, target: 'es2022' },
  });
  const pageServer = await preview({
    root: pageRoot,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: pageOut },
    preview: { port: PAGE_PORT, strictPort: true, host: '127.0.0.1' },
  });
  const { base } = app;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS],
  });
  const blank = await serveBlankPage(browser, BLANK_PAGE_PORT);
  try {
    await app.ready();
    const blankMs: number[] = [];
    const loads = await connectLoads(browser, base, blank, blankMs);
    const blankP50 = round(quantile(blankMs, 0.5), 0);
    const connectMs = loads.map((l) => l.connectedMs);

    // The commands go to an emulator in its own process without a rate limit, as in
    // command-round-trip.ts, so that the emulator's work does not share the bench's event loop.
    const emulator = await startEmulatorChild();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PAGE_PORT}/`);
    await page.waitForFunction(() => 'glideCommandLatency' in window);
    const latency = latencySchema.parse(
      await page.evaluate(
        async ([apiBase, appKey, commands, warmUp]) => {
          // What bench/live-device-page/main.ts puts on the window.
          const { glideCommandLatency: run } = window as unknown as {
            glideCommandLatency?: (
              apiBaseUrl: string,
              applicationKey: string,
              connectionKey: string,
              commands: number,
              warmUp: number,
            ) => Promise<unknown>;
          };
          if (!run) throw new Error('bench page not ready');
          return run(apiBase, appKey, 'BenchLiveCmd1', commands, warmUp);
        },
        [emulator.apiBase, DEMO_APP_ID, COMMANDS, WARM_UP] as const,
      ),
    );
    await context.close();
    await emulator.stop();

    const appP50 = quantile(latency.appMs, 0.5);
    const rawP50 = quantile(latency.rawMs, 0.5);
    const appP95 = quantile(latency.appMs, 0.95);
    const rawP95 = quantile(latency.rawMs, 0.95);
    const headers = Object.keys(latency.requestHeaders).sort().join(', ');
    return [
      {
        name: `time from loading /#k=<key> to connected and clock synced, median of ${LOADS} cold loads`,
        value: round(quantile(connectMs, 0.5), 0),
        unit: 'ms',
        baseline: blankP50,
        target: '≤ 800 ms',
      },
      {
        name: `  same, slowest of the ${LOADS} loads (baseline: the blank page's slowest)`,
        value: round(Math.max(...connectMs), 0),
        unit: 'ms',
        baseline: round(Math.max(...blankMs), 0),
      },
      {
        name: `  of which: navigation start to the first contentful paint, median`,
        value: round(
          quantile(
            loads.map((l) => l.firstPaintMs),
            0.5,
          ),
          0,
        ),
        unit: 'ms',
        baseline: blankP50,
      },
      {
        name: `  of which: navigation start to the connect flow's first API request, median`,
        value: round(
          quantile(
            loads.map((l) => l.firstApiRequestMs),
            0.5,
          ),
          0,
        ),
        unit: 'ms',
        baseline: blankP50,
      },
      {
        name: `  of which: client clock sync (10 /servertime round trips), median`,
        value: round(
          quantile(
            loads.map((l) => l.clockSyncMs),
            0.5,
          ),
          0,
        ),
        unit: 'ms',
      },
      blankPageFigure(blankMs, 'first render'),
      {
        name: `HAMP velocity via the app's command path, p50 (${COMMANDS} commands; baseline: raw fetch)`,
        value: round(appP50, 2),
        unit: 'ms',
        baseline: round(rawP50, 2),
      },
      { name: `  same, p95`, value: round(appP95, 2), unit: 'ms', baseline: round(rawP95, 2) },
      {
        name: `HAMP velocity via raw fetch, same URL and headers (${headers}), p50`,
        value: round(rawP50, 2),
        unit: 'ms',
      },
      { name: `  same, p95`, value: round(rawP95, 2), unit: 'ms' },
      {
        name: 'app command path minus raw fetch, p50',
        value: round(appP50 - rawP50, 2),
        unit: 'ms',
        target: '≤ 5 ms',
      },
      {
        name: 'app command path minus raw fetch, p95',
        value: round(appP95 - rawP95, 2),
        unit: 'ms',
        target: '≤ 5 ms',
      },
    ];
  } finally {
    await blank.close();
    await browser.close();
    await new Promise((resolve) => pageServer.httpServer.close(resolve));
    app.stop();
  }
}
