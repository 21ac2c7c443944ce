/** HSTP clock endpoints and the system / OTA calls of docs/api-extensions.md. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { ConnectionMode } from '../model/enums';
import { deviceErrors } from '../model/errors';
import { findFirmware, firmwareVersions, latestFirmware } from '../model/firmware';
import type { HttpDeps } from './deps';
import { deviceCall } from './device-call';
import { parseValue } from './parse';
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
    deviceCall(deps, { query: clockSyncQuery }, (d, { query }) => {
      // `s=false`: the answer is the state before the sync; the result comes on the event stream.
      const synchronous = query.s === 'true';
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
    deviceCall(deps, { body: offsetBody }, (d, { body }) => {
      d.hstp.userOffsetMs = body.offset;
      d.player.rebase();
      return 'ok';
    }),
  );
}

/** Reboots that bring the device back to the cloud; the others leave it offline. */
const ONLINE_CONNECTION_MODES: readonly number[] = [ConnectionMode.WIFI, ConnectionMode.WIFI_BLE];

/** Registers the system routes (they also work on legacy firmware). */
export function registerSystemRoutes(api: Hono, deps: HttpDeps): void {
  api.get(
    '/system/interfaces/status',
    deviceCall(deps, { legacy: true }, (d) => d.system.interfaces()),
  );
  api.put(
    '/system/interfaces/status',
    deviceCall(deps, { body: interfacesBody, legacy: true }, (d, { body }) => {
      d.system.setInterfaces(body);
      return d.system.interfaces();
    }),
  );
  api.get(
    '/system/environment',
    deviceCall(deps, { legacy: true }, (d) => ({ environment: d.system.environment })),
  );
  api.put(
    '/system/environment',
    deviceCall(deps, { body: environmentBody, legacy: true }, (d, { body }) => {
      d.system.environment = body.environment;
      return { environment: d.system.environment };
    }),
  );
  api.put(
    '/system/reboot',
    deviceCall(deps, { body: rebootBody, legacy: true }, (d, { body }) => {
      d.reboot(ONLINE_CONNECTION_MODES.includes(body.connection_mode));
      return 'ok';
    }),
  );
}

/** Registers the OTA routes (they also work on legacy firmware: OTA is its way forward). */
export function registerOtaRoutes(api: Hono, deps: HttpDeps): void {
  api.get(
    '/ota/latest',
    deviceCall(deps, { legacy: true }, (d) => latestFirmware(d.fwFeatureFlags)),
  );
  api.get(
    '/ota/versions',
    deviceCall(deps, { query: versionsQuery, legacy: true }, (_d, { query }) => ({
      versions: firmwareVersions(query.s),
    })),
  );
  api.put(
    '/ota/update/latest',
    deviceCall(deps, { legacy: true }, (d) =>
      d.command(undefined, () => d.ota.start(latestFirmware(d.fwFeatureFlags))),
    ),
  );
  api.put(
    '/ota/update/version',
    deviceCall(deps, { body: otaVersionBody, legacy: true }, (d, { body }) => {
      const target = findFirmware(body.version, body.feature_flags);
      if (!target) throw deviceErrors.otaVersionNotFound();
      return d.command(undefined, () => d.ota.start(target));
    }),
  );
  // The release channel (opting in to pre-releases and back out): the device's `fw_feature_flags`,
  // which decide what `/ota/latest` offers and `fw_status` measures against; answers the info.
  api.put(
    '/ota/channel',
    deviceCall(deps, { body: otaChannelBody, legacy: true }, (d, { body }) => {
      d.fwFeatureFlags = body.feature_flags;
      return d.info();
    }),
  );
  api.get(
    '/ota/update/progress',
    deviceCall(deps, { legacy: true }, (d) => d.ota.progress),
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
