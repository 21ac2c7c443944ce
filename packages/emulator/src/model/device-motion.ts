/** Where the slider goes in each mode: the waypoint source a device's motion follows. */
import { DeviceMode } from './enums';
import { hampSpeedMmPerS, hampWaypoints, type Hamp } from './hamp';
import type { Hdsp } from './hdsp';
import type { HspPlayer } from './hsp-player';
import type { Hvp } from './hvp';
import type { Motion, Waypoint } from './motion';
import { nestedZone, zoneToMm, type StrokeZone } from './stroke-zone';

/**
 * What the waypoints are planned from: the parts of a `VirtualDevice` (`device.ts`, which passes
 * itself) that say where the slider goes. Named here, not imported, so that the device and its
 * motion planning do not import each other.
 */
export interface MotionSource {
  readonly mode: DeviceMode;
  readonly stroke: StrokeZone;
  readonly motion: Motion;
  readonly hamp: Hamp;
  readonly hdsp: Hdsp;
  readonly player: HspPlayer;
  readonly hvp: Hvp;
}

/** The waypoints of the device's current mode from `nowMs` on (none: hold still). */
export function modeWaypoints(device: MotionSource, nowMs: number): Iterable<Waypoint> | undefined {
  switch (device.mode) {
    case DeviceMode.HAMP: {
      if (!device.hamp.playing) return undefined;
      const zone = nestedZone(device.stroke, device.hamp.stroke);
      const velocity = device.motion.velocityAt(nowMs);
      const up = velocity > 0 ? true : velocity < 0 ? false : device.hamp.directionUp;
      return hampWaypoints(
        nowMs,
        device.motion.positionAt(nowMs),
        zoneToMm(zone, 0),
        zoneToMm(zone, 1),
        hampSpeedMmPerS(device.hamp.velocity),
        up,
      );
    }
    case DeviceMode.HDSP:
      return device.hdsp.waypoints();
    case DeviceMode.HSP:
    case DeviceMode.HSSP:
      // Arguments are evaluated now; only the mapping runs lazily when the motion is read.
      return mapWaypoints(device.player.waypoints(), { ...device.stroke });
    case DeviceMode.VIBRATE: {
      const { enabled, position } = device.hvp.state();
      return enabled ? [{ atMs: nowMs, posMm: Math.min(100, Math.max(0, position)) }] : undefined;
    }
    case DeviceMode.MAINTENANCE:
    case DeviceMode.OTA:
    case DeviceMode.BUTTON:
    case DeviceMode.IDLE:
    case DeviceMode.HRPP:
      return undefined;
  }
}

function* mapWaypoints(
  source: Iterable<{ atMs: number; posPct: number }>,
  zone: StrokeZone,
): Generator<Waypoint> {
  for (const w of source) yield { atMs: w.atMs, posMm: zoneToMm(zone, w.posPct / 100) };
}
