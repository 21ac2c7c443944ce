/**
 * Test support: a device runtime for several devices at once. The session side is the auto-
 * answering fake (`autoRuntime`); the commands go through the real SDK to a `fetch` that answers
 * like the API from a small model of each device (online or not, HAMP playing or stopped), and
 * records every call with the key it was meant for.
 */
import { createHandyClient } from '@glide/handy';
import type { DeviceRuntime } from '../../../device/connection-store';
import { autoRuntime, type AutoDevice } from '../../../device/session/testing/auto-runtime';

/** One emulated device of the fleet; tests may change `online` between calls. */
export interface FleetDevice {
  online: boolean;
  hamp: { play_state: 0 | 1; velocity: number; direction: boolean };
}

/** One recorded request. */
export interface FleetCall {
  readonly connectionKey: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

const json = (payload: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } }),
  );

const NOT_CONNECTED = {
  error: { code: 1001, name: 'DeviceNotConnected', message: 'Not connected', connected: false },
};

/** A runtime for the devices named by `online` (key → online at the start). */
export function deviceFleet(online: Readonly<Record<string, boolean>>): {
  runtime: DeviceRuntime;
  devices: Record<string, FleetDevice>;
  calls: FleetCall[];
} {
  const devices: Record<string, FleetDevice> = {};
  for (const [key, isOnline] of Object.entries(online)) {
    devices[key] = { online: isOnline, hamp: { play_state: 0, velocity: 0, direction: true } };
  }
  // The session's own stream sees the same devices, as they are when it connects (a key not
  // named is online).
  const { runtime: session, client: sessionClient } = autoRuntime(
    new Proxy<Record<string, AutoDevice>>(
      {},
      { get: (_target, key) => ({ online: devices[String(key)]?.online ?? true }) },
    ),
  );
  // What the connect flow reads of the device in use: stopped, like the fleet's model.
  sessionClient.answers.hamp = { play_state: 0, velocity: 0, direction: true };
  const calls: FleetCall[] = [];
  const fetchFake: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const path = url.pathname.replace('/api/v3', '');
    const connectionKey = new Headers(init?.headers).get('x-connection-key') ?? '';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ connectionKey, method: init?.method ?? 'GET', path, body });
    const device = devices[connectionKey];
    if (path === '/connected') return json({ result: { connected: device?.online ?? false } });
    if (!device?.online) return json(NOT_CONNECTED);
    if (path === '/hamp/start') device.hamp.play_state = 1;
    if (path === '/hamp/stop') device.hamp.play_state = 0;
    if (path === '/hamp/velocity' && typeof body === 'object' && body && 'velocity' in body) {
      device.hamp.velocity = Number(body.velocity);
    }
    return json({ result: { ...device.hamp } });
  };
  const client = createHandyClient({ baseUrl: 'https://cloud.test/api/v3', fetch: fetchFake });
  const runtime: DeviceRuntime = {
    session: session.session,
    device: (connectionKey) => client.device(connectionKey),
    multicast: (connectionKeys) => client.multicast(connectionKeys),
  };
  return { runtime, devices, calls };
}
