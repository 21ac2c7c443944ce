/** The full internal state of a device, for the control API, tests and debug pages. */
import { hampState, sliderState } from './commands';
import type { VirtualDevice } from './device';
import { HardwareModel } from './enums';

/** Default and longest window of the position timeline. */
export const DEFAULT_TIMELINE_WINDOW_MS = 30_000;
/** The motion keeps this much history. */
export const MAX_TIMELINE_WINDOW_MS = 60_000;
/** Sampling step of the timeline. */
export const TIMELINE_STEP_MS = 10;

/** Slider positions sampled every `stepMs` from `startMs` (emulator clock). */
export interface PositionTimeline {
  startMs: number;
  stepMs: number;
  positionsMm: number[];
}

/** The physical slider's recent positions (mechanical lag included), computed on read. */
export function positionTimeline(
  device: VirtualDevice,
  windowMs = DEFAULT_TIMELINE_WINDOW_MS,
): PositionTimeline {
  const nowMs = device.clockNowMs();
  const spanMs = Math.min(MAX_TIMELINE_WINDOW_MS, Math.max(0, windowMs));
  const steps = Math.floor(spanMs / TIMELINE_STEP_MS);
  const startMs = nowMs - steps * TIMELINE_STEP_MS;
  return {
    startMs,
    stepMs: TIMELINE_STEP_MS,
    positionsMm: device.sliderSample(startMs, nowMs, TIMELINE_STEP_MS),
  };
}

/** A short description for device lists. */
export function deviceSummary(device: VirtualDevice): Record<string, unknown> {
  return {
    connectionKey: device.connectionKey,
    model: device.model === HardwareModel.OH ? 'oh' : 'handy',
    online: device.online,
    sessionId: device.sessionId,
    fwVersion: device.fwVersion,
    mode: device.mode,
  };
}

/** Everything the model knows about a device. */
export function deviceSnapshot(device: VirtualDevice, windowMs?: number): Record<string, unknown> {
  const player = device.player;
  return {
    ...deviceSummary(device),
    nowMs: device.clockNowMs(),
    disconnectReason: device.disconnectReason ?? null,
    legacy: device.legacy,
    info: device.info(),
    modeInfo: device.modeInfo(),
    sessionIds: device.sessionIds(),
    capabilities: device.capabilities(),
    slider: {
      ...sliderState(device),
      blocked: device.sliderBlocked,
      motionLagMs: device.motionLag.lagMs,
    },
    stroke: device.strokeSettings(),
    hamp: { ...hampState(device), stroke: { ...device.hamp.stroke } },
    hdsp: { state: device.hdsp.state, move: device.hdsp.move ?? null },
    hsp: {
      protocol: player.protocol,
      sourceRef: player.sourceRef ?? null,
      notify: player.notify,
      closed: player.closed,
      state: player.state(),
    },
    hvp: device.hvp.state(),
    hstp: {
      ...device.hstp.info(),
      userOffsetMs: device.hstp.userOffsetMs,
      clockErrorMs: device.hstp.clockErrorMs,
      lastSyncAtMs: device.hstp.lastSyncAtMs ?? null,
    },
    ota: { ...device.ota.progress, outcome: device.ota.outcome, durationMs: device.ota.durationMs },
    battery: { level: device.battery.level ?? null, charging: device.battery.charging },
    temperature: { motorTempC: device.thermometer.motorTempC, high: device.thermometer.high },
    system: { ...device.system.interfaces(), environment: device.system.environment },
    statistics: device.counters.statistics(device.serverNowMs()),
    timeline: positionTimeline(device, windowMs),
  };
}
