/**
 * What the browser benchmarks of synced playback share: the built app and its emulator on ports of
 * the benchmark's own, Debian's Chromium allowed to start media without a gesture (a next video, a
 * seek's resume), and the conditions the app must cope with: the server clock 4 s off its own, and
 * 40 ± 20 ms of latency on every API request.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { syncControl } from '../e2e/support/sync-measure';
import { serveApp } from './served-app';

/** The conditions of every run. */
export const SYNC_CONDITIONS = { serverOffsetMs: 4_000, latencyMs: 40, jitterMs: 20 } as const;

/** "In sync": |lag| under 25 ms for 500 ms. */
export const IN_SYNC = { thresholdMs: 25, holdMs: 500 } as const;

/** The conditions, in words for the table. */
export function conditionsText(): string {
  const { serverOffsetMs, latencyMs, jitterMs } = SYNC_CONDITIONS;
  return `server clock ${serverOffsetMs / 1000} s off, ${latencyMs} ± ${jitterMs} ms latency`;
}

/** A served app with its emulator's control and a browser. */
export interface SyncSession {
  readonly base: string;
  readonly control: ReturnType<typeof syncControl>;
  readonly browser: Browser;
}

/** Debian's Chromium as the sync benchmarks run it: media may start without a gesture. */
export function launchSyncBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  });
}

/**
 * Runs `body` with the app served on the ports given, under {@link SYNC_CONDITIONS}, and no
 * browser: for a benchmark that starts its own.
 */
export async function withSyncConditions<T>(
  ports: { readonly web: number; readonly emulator: number },
  body: (served: Omit<SyncSession, 'browser'>) => Promise<T>,
): Promise<T> {
  const app = serveApp(ports.web, ports.emulator);
  const control = syncControl(`http://127.0.0.1:${ports.emulator}/control`);
  try {
    await app.ready();
    await control.setServerClockOffset(SYNC_CONDITIONS.serverOffsetMs);
    await control.setLatency(SYNC_CONDITIONS.latencyMs, SYNC_CONDITIONS.jitterMs);
    return await body({ base: app.base, control });
  } finally {
    app.stop();
  }
}

/** Runs `body` with the app served on the ports given, under {@link SYNC_CONDITIONS}. */
export function withSyncSession<T>(
  ports: { readonly web: number; readonly emulator: number },
  body: (session: SyncSession) => Promise<T>,
): Promise<T> {
  return withSyncConditions(ports, async (served) => {
    const browser = await launchSyncBrowser();
    try {
      return await body({ ...served, browser });
    } finally {
      await browser.close();
    }
  });
}
