/**
 * Control routes for measuring a client against the emulated device: the play clock's timeline, the
 * slider's position for the app's "show emulated device" view, the requests a key made, and the
 * OTA outcome switch of the app's `/debug/ota` (the routes a page calls take the key by header).
 */
import { systemClock } from '@glide/core';
import type { Context, Hono } from 'hono';
import { requireConnectionKey } from '../http/device-call';
import type { HttpDeps } from '../http/deps';
import { parseBody, parseQuery } from '../http/parse';
import { genericError, json } from '../http/responses';
import type { VirtualDevice } from '../model/device';
import { STROKE_LENGTH_MM } from '../model/stroke-zone';
import { otaSwitchBody, timelineQuery } from './control-schemas';
import { deviceParam } from './device-param';

/**
 * Where the slider is, as 0–100 of the device's stroke zone (what a script's `x` means): 0 at the
 * zone's bottom, 100 at its top.
 */
export function strokePositionPct(device: VirtualDevice, atMs: number): number {
  const positionMm = device.motion.positionAt(atMs);
  const { min, max } = device.stroke;
  const pct = ((positionMm / STROKE_LENGTH_MM - min) / (max - min)) * 100;
  return Math.min(100, Math.max(0, pct));
}

/** The device the `X-Connection-Key` header names; 404 when there is none. */
function keyedDevice(deps: HttpDeps, c: Context): VirtualDevice {
  const device = deps.emulator.device(requireConnectionKey(c));
  if (!device) throw genericError(404, 'Unknown device');
  return device;
}

/** The device's update as the switch shows it: the progress, how the next update ends, its length. */
function otaView(device: VirtualDevice): Record<string, unknown> {
  return { ...device.ota.progress, outcome: device.ota.outcome, durationMs: device.ota.durationMs };
}

/** Registers the play timeline, position and request-count routes. */
export function registerMeasureRoutes(control: Hono, deps: HttpDeps): void {
  control.get('/devices/:key/play-timeline', (c) => {
    const device = deviceParam(deps, c);
    const { sinceMs } = parseQuery(c, timelineQuery);
    return json({
      nowMs: deps.clock.now(),
      // With the system clock, emulator time is the process's Date.now(): epoch ms, comparable
      // with a browser's Date.now() or performance.timeOrigin + performance.now() on this machine.
      clockIsEpoch: deps.clock === systemClock,
      serverOffsetMs: deps.emulator.serverOffsetMs,
      userOffsetMs: device.hstp.userOffsetMs,
      clockErrorMs: device.hstp.clockErrorMs,
      segments: device.player.timeline.segments(sinceMs),
    });
  });

  // The key travels in the header as on the API: it is a secret and must not appear in a URL.
  control.get('/position', (c) => {
    const device = deps.emulator.device(requireConnectionKey(c));
    if (!device) throw genericError(404, 'Unknown device');
    const atMs = deps.clock.now();
    return json({ positionPct: strokePositionPct(device, atMs), atMs });
  });

  // The OTA switch of the app's `/debug/ota`: keyed by header like `/position`, for the same reason.
  control.get('/ota', (c) => json({ ota: otaView(keyedDevice(deps, c)) }));
  control.put('/ota', async (c) => {
    const device = keyedDevice(deps, c);
    device.ota.outcome = (await parseBody(c, otaSwitchBody)).outcome;
    return json({ ota: otaView(device) });
  });

  control.get('/devices/:key/requests', (c) => {
    const device = deviceParam(deps, c);
    return json({ nowMs: deps.clock.now(), ...deps.requests.counts(device.connectionKey) });
  });
}
