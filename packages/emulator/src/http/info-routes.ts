/** Utils and info endpoints (reference §6): servertime, connected, info, mode, capabilities… */
import type { Hono } from 'hono';
import { SLIDER_SETTINGS } from '../model/device-info';
import type { HttpDeps } from './deps';
import { deviceCall, requireConnectionKey } from './device-call';
import { parseBody } from './parse';
import { json } from './responses';
import { modeBody } from './schemas';

/** Registers the info routes. */
export function registerInfoRoutes(api: Hono, deps: HttpDeps): void {
  // Bare, without `result` (reference §3).
  api.get('/servertime', () => json({ server_time: Math.round(deps.emulator.serverTimeMs()) }));

  // Answered by the server, not the device: an unknown or offline device is `connected: false`.
  api.get('/connected', (c) => {
    const device = deps.emulator.resolve(requireConnectionKey(c));
    return json({ result: { connected: device?.online ?? false } });
  });

  api.get(
    '/info',
    deviceCall(deps, (d) => d.info(), { legacy: true }),
  );
  api.get(
    '/mode',
    deviceCall(deps, (d) => d.modeInfo()),
  );
  api.put(
    '/mode2',
    deviceCall(deps, async (d, c) => {
      const { mode } = await parseBody(c, modeBody);
      d.command(undefined, () => d.enterMode(mode));
      return d.modeInfo();
    }),
  );
  // Deprecated form: same effect, answers "ok".
  api.put(
    '/mode',
    deviceCall(deps, async (d, c) => {
      const { mode } = await parseBody(c, modeBody);
      d.command(undefined, () => d.enterMode(mode));
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
    deviceCall(deps, (d) => d.counters.statistics(deps.clock.now())),
  );
  api.get(
    '/settings/slider',
    deviceCall(deps, () => ({ ...SLIDER_SETTINGS })),
  );
}
