import { useEffect, useMemo, useRef } from 'react';
import {
  isHampPlaying,
  percentOfVelocity,
  strokeZoneOf,
  useConnection,
  useDeviceState,
  useEmulatorPosition,
  type StrokeZonePct,
} from '../../device';
import { DeviceSimulator } from './device-simulator';

/**
 * Where in the slider (0–100 %) a position within the zone (0–100 % of the zone, as the emulator
 * reports it) lies.
 */
export function sliderPctOf(zone: StrokeZonePct, positionInZonePct: number): number {
  return zone.minPct + (positionInZonePct / 100) * (zone.maxPct - zone.minPct);
}

/**
 * The device figure as the device is now, for the pages that run automatic stroking: its stroke
 * zone and HAMP speed from the live session state and, where the app runs against the emulator,
 * its real position, ten times a second while it strokes; while it stands, at once when the device
 * reports a new mode, zone or stroking state and otherwise once a minute (the provider's cloud
 * reports none, so there the figure shows the zone and speed only). Without a device it draws the
 * empty slider.
 */
export function LiveDeviceFigure() {
  const { status } = useConnection();
  const connected = status === 'connected';
  const slider = useDeviceState((state) => state.slider);
  const hamp = useDeviceState((state) => state.hamp);
  const mode = useDeviceState((state) => state.device.mode);
  const zone = connected ? strokeZoneOf(slider) : undefined;
  const stroking = connected && isHampPlaying(hamp);
  const speedPct = stroking ? percentOfVelocity(hamp.velocity) : 0;
  const movedBy = useMemo(() => ({ slider, hamp, mode }), [slider, hamp, mode]);
  const reading = useEmulatorPosition(connected, stroking, movedBy);

  // Read each frame by the figure, so the newest reading goes through a ref, not a re-render.
  const live =
    reading?.kind === 'position' && zone ? sliderPctOf(zone, reading.positionPct) : undefined;
  const latest = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = live;
  }, [live]);

  const followsDevice = reading !== undefined && reading.kind !== 'notEmulator';
  return (
    <DeviceSimulator
      {...(zone ? { strokeZone: zone } : {})}
      {...(connected ? { speedPct } : {})}
      {...(followsDevice ? { actualPct: () => latest.current } : {})}
    />
  );
}
