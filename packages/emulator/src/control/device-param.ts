import type { Context } from 'hono';
import { requireConnectionKey } from '../http/device-reference';
import type { HttpDeps } from '../http/deps';
import { genericError } from '../http/responses';
import type { VirtualDevice } from '../model/device';

/**
 * The device a `:key` path parameter names or, on the `/device/…` routes, the one the
 * `X-Connection-Key` header names (a browser page keeps the key out of the URL, as on the API); 404
 * when there is none.
 */
export function deviceParam(deps: HttpDeps, c: Context): VirtualDevice {
  const key = c.req.param('key') ?? requireConnectionKey(c);
  const device = deps.emulator.device(key);
  if (!device) throw genericError(404, 'Unknown device');
  return device;
}

/**
 * The two addresses of a per-device control route: by path (`/devices/:key…`, for tools) and by
 * header (`/device…`, for the app's debug page).
 */
export function devicePaths(suffix = ''): string[] {
  return [`/devices/:key${suffix}`, `/device${suffix}`];
}
