/**
 * Control routes for measuring a client against the emulated device: the play clock's timeline, the
 * slider's position for the app's "show emulated device" view, and the requests a key made.
 */
import { systemClock } from '@glide/core';
import type { Hono } from 'hono';
import { requireConnectionKey } from '../http/device-reference';
import type { HttpDeps } from '../http/deps';
import { parseQuery } from '../http/parse';
import { genericError, json } from '../http/responses';
import type { VirtualDevice } from '../model/device';
import { STROKE_LENGTH_MM } from '../model/stroke-zone';
import { timelineQuery } from './control-schemas';
import { deviceParam, devicePaths } from './device-param';

/**
 * Where the physical slider is, as 0–100 of the device's stroke zone (what a script's `x` means): 0 at the
 * zone's bottom, 100 at its top.
 */
export function strokePositionPct(device: VirtualDevice, atMs: number): number {
  const positionMm = device.sliderPositionAt(atMs);
  const { min, max } = device.stroke;
  const pct = ((positionMm / STROKE_LENGTH_MM - min) / (max - min)) * 100;
  return Math.min(100, Math.max(0, pct));
}

/** Registers the play timeline, position and request-count routes. */
export function registerMeasureRoutes(control: Hono, deps: HttpDeps): void {
  control.on('GET', devicePaths('/play-timeline'), (c) => {
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
      motionLagMs: device.motionLag.lagMs,
      // As the physical slider shows the play clock: the mechanical lag is already in it.
      segments: device.sliderPlayTimeline(sinceMs),
    });
  });

  // The key travels in the header as on the API: it is a secret and must not appear in a URL.
  control.get('/position', (c) => {
    const device = deps.emulator.device(requireConnectionKey(c));
    if (!device) throw genericError(404, 'Unknown device');
    const atMs = deps.clock.now();
    return json({ positionPct: strokePositionPct(device, atMs), atMs });
  });

  control.on('GET', devicePaths('/requests'), (c) => {
    const device = deviceParam(deps, c);
    return json({ nowMs: deps.clock.now(), ...deps.requests.counts(device.connectionKey) });
  });
}
