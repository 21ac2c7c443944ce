/**
 * The control API (`/control`, no auth): create and steer devices, cause the events that have no API
 * cause, inject faults, move the server clock, mint signed OTA links, feed STREAM streams, reset.
 * Documented in the package README.
 */
import { Hono, type Context } from 'hono';
import { linkQueryString } from '../auth/signed-link';
import { API_PATH } from '../constants';
import type { FaultSettings } from '../faults/fault-injector';
import { CONTROL_BODY_LIMIT_BYTES, limitBody } from '../http/body-limit';
import type { HttpDeps } from '../http/deps';
import { parseBody, parseQuery } from '../http/parse';
import { genericError, json } from '../http/responses';
import { pressButton } from '../model/commands';
import { deviceSnapshot, deviceSummary } from '../model/device-snapshot';
import { HardwareModel } from '../model/enums';
import {
  batteryBody,
  buttonBody,
  createDeviceBody,
  faultsBody,
  otaLinkBody,
  patchDeviceBody,
  serverClockBody,
  sliderBlockedBody,
  snapshotQuery,
  streamBody,
  temperatureBody,
} from './control-schemas';
import { registerDeviceEventRoutes } from './device-event-routes';
import { deviceParam, devicePaths } from './device-param';
import { controlCors, jsonBodiesOnly, loopbackOnly } from './loopback-guard';
import { registerMeasureRoutes } from './measure-routes';

/** Extra work a reset does outside the model (tokens, faults, rate limits, streams). */
export type ResetHook = () => void;

/** Applies a fault body to a scope (global when `key` is undefined). */
async function applyFaults(deps: HttpDeps, c: Context, key: string | undefined): Promise<void> {
  const { sseDropNow, ...settings } = await parseBody(c, faultsBody);
  const change: Partial<FaultSettings> = {};
  for (const [name, value] of Object.entries(settings)) {
    if (value !== undefined) Object.assign(change, { [name]: value });
  }
  deps.faults.set(change, key);
  if (sseDropNow) deps.sseHub.drop(key);
}

function faultsView(deps: HttpDeps): Record<string, unknown> {
  return { global: deps.faults.global, devices: Object.fromEntries(deps.faults.overrides()) };
}

/** The control API as a Hono app with routes relative to its root. */
export function createControlApi(deps: HttpDeps, onReset: ResetHook): Hono {
  const control = new Hono();
  const { emulator } = deps;
  // Order matters: who may call at all, then CORS (so 413/415 reach loopback pages), then the
  // body's size (read while it streams) and type.
  control.use('*', loopbackOnly());
  control.use('*', controlCors());
  control.use(
    '*',
    limitBody(CONTROL_BODY_LIMIT_BYTES, (limit) =>
      genericError(413, `Request body over ${limit} bytes`).toResponse(),
    ),
  );
  control.use('*', jsonBodiesOnly());

  control.get('/devices', () => json({ devices: emulator.list().map(deviceSummary) }));

  control.post('/devices', async (c) => {
    const body = await parseBody(c, createDeviceBody);
    if (emulator.device(body.connectionKey)) throw genericError(409, 'Device already exists');
    const oh = body.model === HardwareModel.OH;
    const device = emulator.createDevice({
      ...body,
      // The Oh always has a battery; The Handy only when given a level.
      batteryLevel: body.batteryLevel ?? (oh ? 1 : undefined),
    });
    return json({ device: deviceSnapshot(device) }, 201);
  });

  control.on('GET', devicePaths(), (c) => {
    const { windowMs } = parseQuery(c, snapshotQuery);
    return json({ device: deviceSnapshot(deviceParam(deps, c), windowMs) });
  });

  control.on('PATCH', devicePaths(), async (c) => {
    const device = deviceParam(deps, c);
    const body = await parseBody(c, patchDeviceBody);
    if (body.fwVersion !== undefined) device.fwVersion = body.fwVersion;
    if (body.fwFeatureFlags !== undefined) device.fwFeatureFlags = body.fwFeatureFlags;
    if (body.otaOutcome !== undefined) device.ota.outcome = body.otaOutcome;
    if (body.otaDurationMs !== undefined) device.ota.durationMs = body.otaDurationMs;
    if (body.batteryLevel !== undefined) device.battery.set(body.batteryLevel, undefined);
    if (body.clockOffsetMs !== undefined) {
      device.hstp.clockErrorMs = body.clockOffsetMs;
      device.player.rebase();
    }
    if (body.motionLagMs !== undefined) device.setMotionLag(body.motionLagMs);
    if (body.online === true) device.connect();
    if (body.online === false) device.disconnect('control');
    return json({ device: deviceSnapshot(device) });
  });

  // Every channel with its keys: tests read which devices a client grouped, and drive them.
  control.get('/channels', () =>
    json({
      channels: emulator.channels.list().map((channel) => ({
        reference: channel.reference,
        channelKey: channel.channelKey,
        subscriberKey: channel.subscriberKey,
        name: channel.name,
        description: channel.description,
        state: channel.state,
        subscribers: [...channel.subscribers.values()].map((subscriber) => ({
          connectionKey: subscriber.connectionKey,
          active: subscriber.active,
        })),
        // The API requests that carried its reference (v3 calls and its own management calls).
        requests: deps.requests.counts(channel.reference),
      })),
    }),
  );

  control.delete('/devices/:key', (c) => {
    const existed = emulator.removeDevice(c.req.param('key'));
    if (!existed) throw genericError(404, 'Unknown device');
    return new Response(null, { status: 204 });
  });

  control.on('POST', devicePaths('/button'), async (c) => {
    const device = deviceParam(deps, c);
    const { button, event } = await parseBody(c, buttonBody);
    pressButton(device, button, event);
    return json({ ok: true });
  });

  control.on('PUT', devicePaths('/battery'), async (c) => {
    const device = deviceParam(deps, c);
    const body = await parseBody(c, batteryBody);
    device.battery.set(body.level, body.charging);
    return json({ battery: device.battery.payload() });
  });

  control.on('PUT', devicePaths('/temperature'), async (c) => {
    const device = deviceParam(deps, c);
    device.thermometer.set((await parseBody(c, temperatureBody)).motorTempC);
    return json({ motorTempC: device.thermometer.motorTempC, high: device.thermometer.high });
  });

  control.on('PUT', devicePaths('/slider-blocked'), async (c) => {
    const device = deviceParam(deps, c);
    device.setSliderBlocked((await parseBody(c, sliderBlockedBody)).blocked);
    return json({ blocked: device.sliderBlocked });
  });

  registerDeviceEventRoutes(control, deps);
  registerMeasureRoutes(control, deps);

  control.get('/faults', () => json(faultsView(deps)));
  control.put('/faults', async (c) => {
    await applyFaults(deps, c, undefined);
    return json(faultsView(deps));
  });
  control.delete('/faults', () => {
    deps.faults.clear();
    return json(faultsView(deps));
  });
  control.on('PUT', devicePaths('/faults'), async (c) => {
    await applyFaults(deps, c, deviceParam(deps, c).connectionKey);
    return json(faultsView(deps));
  });
  control.on('DELETE', devicePaths('/faults'), (c) => {
    deps.faults.clear(deviceParam(deps, c).connectionKey);
    return json(faultsView(deps));
  });

  control.get('/server-clock', () => json(serverClock(deps)));
  control.put('/server-clock', async (c) => {
    emulator.setServerOffsetMs((await parseBody(c, serverClockBody)).offsetMs);
    return json(serverClock(deps));
  });

  control.post('/ota-links', async (c) => {
    const body = await parseBody(c, otaLinkBody);
    const query = deps.links.mint(
      { ck: body.connectionKey, version: body.version, feature_flags: body.featureFlags },
      emulator.serverTimeMs() + body.ttlMs,
    );
    const origin = new URL(c.req.url).origin;
    const url = `${origin}${API_PATH}/ota/update/fixed?${linkQueryString(query)}`;
    return json({ url, query }, 201);
  });

  control.get('/streams', () => json({ streams: emulator.streams.list() }));
  control.put('/streams/:ref', async (c) => {
    const body = await parseBody(c, streamBody);
    try {
      const stream = emulator.appendStream(c.req.param('ref'), body.points, body.close);
      return json({
        stream: { ref: stream.ref, points: stream.points.length, closed: stream.closed },
      });
    } catch (error) {
      throw genericError(409, error instanceof Error ? error.message : String(error));
    }
  });

  control.post('/reset', () => {
    emulator.reset();
    onReset();
    return json({ ok: true });
  });

  return control;
}

function serverClock(deps: HttpDeps): Record<string, number> {
  return { offsetMs: deps.emulator.serverOffsetMs, serverTimeMs: deps.emulator.serverTimeMs() };
}
