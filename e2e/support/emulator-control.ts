import { z } from 'zod';
import { E2E_EMULATOR_URL } from './ports';
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

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${E2E_EMULATOR_URL}/control${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** The emulator's control API, as the e2e tests use it. */
export const emulatorControl = {
  async device(key: string, windowMs = 3000): Promise<DeviceSnapshot> {
    return z
      .object({ device: snapshotSchema })
      .parse(await control('GET', `/devices/${key}?windowMs=${windowMs}`)).device;
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
  createDevice: (body: Record<string, unknown>) => control('POST', '/devices', body),
  setFaults: (body: Record<string, unknown>) => control('PUT', '/faults', body),
  clearFaults: () => control('DELETE', '/faults'),
  reset: () => control('POST', '/reset'),
  /** Play timeline, server clock offset, latency/jitter and request counts (sync-measure.ts). */
  sync: syncControl(`${E2E_EMULATOR_URL}/control`),
};
