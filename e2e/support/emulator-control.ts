import { expect } from '@playwright/test';
import { z } from 'zod';
import { API_PATH } from '@glide/emulator';
import { E2E_EMULATOR_URL, E2E_TIMED_EMULATOR_URL } from './ports';
import { syncControl } from './sync-measure';

const snapshotSchema = z.object({
  online: z.boolean(),
  mode: z.number(),
  hamp: z.object({ play_state: z.number(), velocity: z.number() }),
  stroke: z.object({ min_absolute: z.number(), max_absolute: z.number() }),
  timeline: z.object({ startMs: z.number(), stepMs: z.number(), positionsMm: z.array(z.number()) }),
});

/** What the e2e tests read of an emulated device. */
export type DeviceSnapshot = z.infer<typeof snapshotSchema>;

/**
 * The body of `POST /control/devices` (packages/emulator/README.md, "Control API"): the fields a
 * spec needs typed are named; any other passes through to the emulator, which validates it.
 */
export interface CreateDeviceBody extends Record<string, unknown> {
  connectionKey: string;
  /**
   * How far (whole ms, 0–500) the emulated slider trails the motion the device is commanded: its
   * positions, its play timeline and the lag measured against a video all show it.
   */
  motionLagMs?: number;
}

function controlAt(origin: string) {
  return async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${origin}/control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
}

/**
 * The control API of the emulator at `origin`, as the e2e tests use it. `settingsApiBase` is the
 * API address a spec types into the app's settings to use this emulator: none for the build's own.
 */
function emulatorControlAt(origin: string, settingsApiBase: string | undefined) {
  const control = controlAt(origin);
  const emulator = {
    settingsApiBase,
    async device(key: string, windowMs = 3000): Promise<DeviceSnapshot> {
      return z
        .object({ device: snapshotSchema })
        .parse(await control('GET', `/devices/${key}?windowMs=${windowMs}`)).device;
    },
    /**
     * The device's snapshot with a position window of `windowMs` that starts at least `settleMs` after
     * the emulator's time now: asked again until the device has run that long (a condition on the
     * emulator's own clock, not a sleep of the test's).
     */
    async deviceAfter(key: string, settleMs: number, windowMs = 1000): Promise<DeviceSnapshot> {
      const now = await emulator.device(key, 0);
      const from = now.timeline.startMs + settleMs;
      let snapshot = await emulator.device(key, windowMs);
      await expect
        .poll(
          async () => {
            snapshot = await emulator.device(key, windowMs);
            return snapshot.timeline.startMs;
          },
          { timeout: settleMs + windowMs + 10_000, intervals: [100] },
        )
        .toBeGreaterThanOrEqual(from);
      return snapshot;
    },
    /** The emulator's own clock now (ms): its server clock less the offset a spec may have set. */
    async nowMs(): Promise<number> {
      const clock = z
        .object({ offsetMs: z.number(), serverTimeMs: z.number() })
        .parse(await control('GET', '/server-clock'));
      return clock.serverTimeMs - clock.offsetMs;
    },
    /**
     * Waits until the emulator's clock has moved `ms` past `fromMs` (default: its time now), and
     * returns its time then. For a spec that watches something over a stretch of time on purpose (that
     * nothing happens for N ms, or that frames are recorded for N ms): the stretch is measured on the
     * emulator's clock, which also stamps what the spec reads back, not slept by the test.
     */
    async elapse(ms: number, fromMs?: number): Promise<number> {
      const until = (fromMs ?? (await emulator.nowMs())) + ms;
      let now = 0;
      await expect
        .poll(
          async () => {
            now = await emulator.nowMs();
            return now;
          },
          { timeout: ms + 10_000, intervals: [50] },
        )
        .toBeGreaterThanOrEqual(until);
      return now;
    },
    /**
     * The emulator's whole device snapshot (`GET /control/devices/:key`), unparsed: each spec parses
     * the part it checks.
     */
    async rawDevice(key: string, windowMs = 3000): Promise<Record<string, unknown>> {
      return z
        .object({ device: z.record(z.string(), z.unknown()) })
        .parse(await control('GET', `/devices/${key}?windowMs=${windowMs}`)).device;
    },
    /** Any other control call (see packages/emulator/src/control/control-routes.ts). */
    call: (method: string, path: string, body?: unknown) => control(method, path, body),
    createDevice: (body: CreateDeviceBody) => control('POST', '/devices', body),
    /** Sets a device's mechanical lag (whole ms, 0–500) from the emulator's time now on. */
    setMotionLag: (key: string, motionLagMs: number) =>
      control('PATCH', `/devices/${key}`, { motionLagMs }),
    /**
     * Faults for every device of this emulator: only in specs that have it to themselves while they
     * run (`e2e/playwright.config.ts`).
     */
    setFaults: (body: Record<string, unknown>) => control('PUT', '/faults', body),
    /** Clears every fault, every device's included: only where `setFaults` may be used. */
    clearFaults: () => control('DELETE', '/faults'),
    /** Faults for one device (it must exist): safe beside other tests. */
    setDeviceFaults: (key: string, body: Record<string, unknown>) =>
      control('PUT', `/devices/${key}/faults`, body),
    /** Clears one device's faults. */
    clearDeviceFaults: (key: string) => control('DELETE', `/devices/${key}/faults`),
    reset: () => control('POST', '/reset'),
    /** Play timeline, server clock offset, latency/jitter and request counts (sync-measure.ts). */
    sync: syncControl(`${origin}/control`),
  };
  return emulator;
}

/** The emulator the app's build points at, which most specs use. */
export const emulatorControl = emulatorControlAt(E2E_EMULATOR_URL, undefined);

/**
 * The timed specs' own emulator (`e2e/playwright.config.ts`), in a process of its own: the specs
 * that set its server clock, its latency or API-wide faults, and those that measure the device's
 * timing against it, use it. Nothing they change reaches the specs running beside them, and the
 * load of those specs does not delay its answers. The app is pointed at it in its settings.
 */
export const timedEmulatorControl = emulatorControlAt(
  E2E_TIMED_EMULATOR_URL,
  `${E2E_TIMED_EMULATOR_URL}${API_PATH}`,
);

/** What either emulator's control API offers. */
export type EmulatorControl = typeof emulatorControl;

/**
 * Per-device faults that a spec sets and clears after each test: `set` records the device, `clearAll`
 * (in `afterEach`) clears the faults of every device recorded since.
 */
export function deviceFaults(): {
  set: (key: string, faults: Record<string, unknown>) => Promise<void>;
  clearAll: () => Promise<void>;
} {
  const faulted = new Set<string>();
  return {
    async set(key, faults) {
      faulted.add(key);
      await emulatorControl.setDeviceFaults(key, faults);
    },
    async clearAll() {
      for (const key of faulted) await emulatorControl.clearDeviceFaults(key);
      faulted.clear();
    },
  };
}
