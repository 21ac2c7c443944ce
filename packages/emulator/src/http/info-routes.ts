/** Utils and info endpoints (reference §6): servertime, connected, info, mode, capabilities… */
import type { Hono } from 'hono';
import { SLIDER_SETTINGS } from '../model/device-info';
import type { HttpDeps } from './deps';
import { deviceCall, referencedDevices, timeoutQuery } from './device-call';
import { requireDeviceReference } from './device-reference';
import { parseQuery } from './parse';
import { json } from './responses';
import { modeBody } from './schemas';

/** Registers the info routes. */
export function registerInfoRoutes(api: Hono, deps: HttpDeps): void {
  // Bare, without `result` (reference §3).
  api.get('/servertime', () => json({ server_time: Math.round(deps.emulator.serverTimeMs()) }));

  // Answered by the server, not the device: an unknown or offline device is `connected: false`; a
  // channel is connected while one of its active subscribers is.
  api.get('/connected', (c) => {
    // The request's own checks first, as in every device call: resolving may provision a device.
    const reference = requireDeviceReference(c);
    parseQuery(c, timeoutQuery);
    const devices = referencedDevices(deps, reference);
    return json({ result: { connected: devices.some((device) => device.online) } });
  });

  api.get(
    '/info',
    deviceCall(deps, { legacy: true }, (d) => d.info()),
  );
  api.get(
    '/mode',
    deviceCall(deps, (d) => d.modeInfo()),
  );
  api.put(
    '/mode2',
    deviceCall(deps, { body: modeBody }, (d, { body }) => {
      d.command(undefined, () => d.enterMode(body.mode));
      return d.modeInfo();
    }),
  );
  // Deprecated form: same effect, answers "ok".
  api.put(
    '/mode',
    deviceCall(deps, { body: modeBody }, (d, { body }) => {
      d.command(undefined, () => d.enterMode(body.mode));
      return 'ok';
    }),
  );
  api.get(
    '/capabilities',
    deviceCall(deps, (d) => d.capabilities()),
  );
  api.get(
    '/sids',
    deviceCall(deps, (d) => d.sessionIds()),
  );
  api.get(
    '/statistics',
    deviceCall(deps, (d) => d.counters.statistics(d.serverNowMs())),
  );
  api.get(
    '/settings/slider',
    deviceCall(deps, () => ({ ...SLIDER_SETTINGS })),
  );
}
