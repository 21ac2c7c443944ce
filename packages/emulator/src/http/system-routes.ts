/** HSTP clock endpoints and the system / OTA calls of docs/api-extensions.md. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { ConnectionMode } from '../model/enums';
import { deviceErrors } from '../model/errors';
import { findFirmware, firmwareVersions, latestFirmware } from '../model/firmware';
import type { HttpDeps } from './deps';
import { deviceCall } from './device-call';
import { parseBody, parseQuery, parseValue } from './parse';
import { genericError, json } from './responses';
import {
  environmentBody,
  featureFlags,
  interfacesBody,
  offsetBody,
  otaChannelBody,
  otaLinkPayload,
  otaVersionBody,
  rebootBody,
} from './schemas';

const clockSyncQuery = z.object({ s: z.enum(['true', 'false']).default('true') });
const versionsQuery = z.object({ s: featureFlags.optional() });

/** Registers the HSTP routes. */
export function registerClockRoutes(api: Hono, deps: HttpDeps): void {
  api.get(
    '/hstp/info',
    deviceCall(deps, (d) => d.hstp.info()),
  );
  api.get(
    '/hstp/clocksync',
    deviceCall(deps, (d, c) => {
      // `s=false`: the answer is the state before the sync; the result comes on the event stream.
      const synchronous = parseQuery(c, clockSyncQuery).s === 'true';
      const before = d.hstp.info();
      const after = d.hstp.sync();
      d.player.rebase();
      return synchronous ? after : before;
    }),
  );
  api.get(
    '/hstp/offset',
    deviceCall(deps, (d) => ({ offset: d.hstp.userOffsetMs })),
  );
  api.put(
    '/hstp/offset',
    deviceCall(deps, async (d, c) => {
      const { offset } = await parseBody(c, offsetBody);
      d.hstp.userOffsetMs = offset;
      d.player.rebase();
      return 'ok';
    }),
  );
}

/** Reboots that bring the device back to the cloud; the others leave it offline. */
const ONLINE_CONNECTION_MODES: readonly number[] = [ConnectionMode.WIFI, ConnectionMode.WIFI_BLE];

/** Registers the system routes (they also work on legacy firmware). */
export function registerSystemRoutes(api: Hono, deps: HttpDeps): void {
  const legacy = { legacy: true };
  api.get(
    '/system/interfaces/status',
    deviceCall(deps, (d) => d.system.interfaces(), legacy),
  );
  api.put(
    '/system/interfaces/status',
    deviceCall(
      deps,
      async (d, c) => {
        d.system.setInterfaces(await parseBody(c, interfacesBody));
        return d.system.interfaces();
      },
      legacy,
    ),
  );
  api.get(
    '/system/environment',
    deviceCall(deps, (d) => ({ environment: d.system.environment }), legacy),
  );
  api.put(
    '/system/environment',
    deviceCall(
      deps,
      async (d, c) => {
        d.system.environment = (await parseBody(c, environmentBody)).environment;
        return { environment: d.system.environment };
      },
      legacy,
    ),
  );
  api.put(
    '/system/reboot',
    deviceCall(
      deps,
      async (d, c) => {
        const { connection_mode } = await parseBody(c, rebootBody);
        d.reboot(ONLINE_CONNECTION_MODES.includes(connection_mode));
        return 'ok';
      },
      legacy,
    ),
  );
}

/** Registers the OTA routes (they also work on legacy firmware: OTA is its way forward). */
export function registerOtaRoutes(api: Hono, deps: HttpDeps): void {
  const legacy = { legacy: true };
  api.get(
    '/ota/latest',
    deviceCall(deps, (d) => latestFirmware(d.fwFeatureFlags), legacy),
  );
  api.get(
    '/ota/versions',
    deviceCall(
      deps,
      (_d, c) => ({ versions: firmwareVersions(parseQuery(c, versionsQuery).s) }),
      legacy,
    ),
  );
  api.put(
    '/ota/update/latest',
    deviceCall(
      deps,
      (d) => d.command(undefined, () => d.ota.start(latestFirmware(d.fwFeatureFlags))),
      legacy,
    ),
  );
  api.put(
    '/ota/update/version',
    deviceCall(
      deps,
      async (d, c) => {
        const body = await parseBody(c, otaVersionBody);
        const target = findFirmware(body.version, body.feature_flags);
        if (!target) throw deviceErrors.otaVersionNotFound();
        return d.command(undefined, () => d.ota.start(target));
      },
      legacy,
    ),
  );
  // The release channel (opting in to pre-releases and back out): the device's `fw_feature_flags`,
  // which decide what `/ota/latest` offers and `fw_status` measures against; answers the info.
  api.put(
    '/ota/channel',
    deviceCall(
      deps,
      async (d, c) => {
        d.fwFeatureFlags = (await parseBody(c, otaChannelBody)).feature_flags;
        return d.info();
      },
      legacy,
    ),
  );
  api.get(
    '/ota/update/progress',
    deviceCall(deps, (d) => d.ota.progress, legacy),
  );
  // A signed link is its own credential: no application key, no connection key header.
  api.get('/ota/update/fixed', (c) => {
    const opened = deps.links.open(c.req.query(), deps.emulator.serverTimeMs());
    if (!opened.ok) {
      throw genericError(opened.status, opened.message);
    }
    const link = parseValue(opened.payload, otaLinkPayload, 'Invalid link payload');
    const device = deps.emulator.resolve(link.ck);
    if (!device?.online) throw deviceErrors.notConnected();
    const target = findFirmware(link.version, link.feature_flags);
    if (!target) throw deviceErrors.otaVersionNotFound();
    return json({ result: device.command(undefined, () => device.ota.start(target)) });
  });
}
