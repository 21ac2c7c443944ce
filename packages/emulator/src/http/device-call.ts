/**
 * The common path of every device call: connection key, device lookup, firmware gate, the request
 * `timeout`, the device-timeout fault, and the `{result}` envelope around the handler's answer.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { CONNECTION_KEY_PATTERN } from '../model/emulator';
import { deviceErrors } from '../model/errors';
import type { VirtualDevice } from '../model/device';
import { sleep, type HttpDeps } from './deps';
import { parseQuery } from './parse';
import { json, malformedConnectionKey, missingConnectionKey } from './responses';

/** Default and bounds of the `timeout` query (reference §2). */
export const DEFAULT_TIMEOUT_MS = 5_000;

const timeoutQuery = z.object({
  timeout: z.coerce.number().int().min(5_000).max(60_000).optional(),
});

/** How a device call treats special devices. */
export interface DeviceCallOptions {
  /** The call also works on firmware below 4 (`/info`, system and OTA calls). */
  legacy?: boolean;
}

/** A device call's work: returns the `result` payload. */
export type DeviceWork = (device: VirtualDevice, c: Context) => unknown;

/** Reads and checks `X-Connection-Key`. */
export function requireConnectionKey(c: Context): string {
  const key = c.req.header('x-connection-key');
  if (key === undefined || key === '') throw missingConnectionKey();
  if (!CONNECTION_KEY_PATTERN.test(key)) throw malformedConnectionKey();
  return key;
}

/** A Hono handler running `work` against the addressed device. */
export function deviceCall(deps: HttpDeps, work: DeviceWork, options: DeviceCallOptions = {}) {
  return async (c: Context): Promise<Response> => {
    const key = requireConnectionKey(c);
    const { timeout } = parseQuery(c, timeoutQuery);
    const device = deps.emulator.resolve(key);
    if (!device?.online) throw deviceErrors.notConnected();
    if (device.legacy && !options.legacy) throw deviceErrors.notConnected();
    const faults = deps.faults.effective(key);
    if (faults.deviceTimeout) {
      // The command never reaches the device; the API gives up after the request's timeout.
      await sleep(deps.clock, faults.deviceTimeoutDelayMs ?? timeout ?? DEFAULT_TIMEOUT_MS);
      throw deviceErrors.timeout();
    }
    device.counters.record(Number(c.req.header('content-length') ?? 0) || 0);
    const result: unknown = await work(device, c);
    return json({ result });
  };
}
