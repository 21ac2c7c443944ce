import type { Context } from 'hono';
import type { HttpDeps } from '../http/deps';
import { genericError } from '../http/responses';
import type { VirtualDevice } from '../model/device';

/** The device a `:key` path parameter names, or 404. */
export function deviceParam(deps: HttpDeps, c: Context): VirtualDevice {
  const device = deps.emulator.device(c.req.param('key') ?? '');
  if (!device) throw genericError(404, 'Unknown device');
  return device;
}
