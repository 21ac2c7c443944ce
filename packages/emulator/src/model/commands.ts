/**
 * Device commands that combine several parts of the model: HAMP with its events, HDSP moves in any of
 * the six unit combinations, the slider state and the buttons.
 */
import type { VirtualDevice } from './device';
import { BUTTONS, DeviceMode, HardwareModel } from './enums';
import { deviceErrors } from './errors';
import type { HampState } from './hamp';
import { DEFAULT_SPEED_LIMITS } from './motion';
import { STROKE_LENGTH_MM, zoneToMm, type StrokeZone } from './stroke-zone';

/** The HAMP state now. */
export function hampState(device: VirtualDevice): HampState {
  return device.hamp.state(device.motion.velocityAt(device.clockNowMs()));
}

/** Runs a HAMP change; `hamp_state_changed` goes out when play state or velocity changed. */
export function hampCommand(device: VirtualDevice, change: () => void): HampState {
  return device.command(DeviceMode.HAMP, () => {
    const before = { playing: device.hamp.playing, velocity: device.hamp.velocity };
    change();
    const after = device.hamp;
    if (before.playing !== after.playing || before.velocity !== after.velocity) {
      // The slider re-plans first so that `direction` in the event is the new motion's.
      device.refreshMotion();
      device.emit('hamp_state_changed', { ...hampState(device) });
    }
    return hampState(device);
  });
}

/** Sets HAMP's stroke (relative within the slider zone); the Oh has no stroke to set. */
export function setHampStroke(device: VirtualDevice, zone: Partial<StrokeZone>): HampState {
  if (device.model === HardwareModel.OH) throw deviceErrors.notSupported();
  const next = { min: zone.min ?? device.hamp.stroke.min, max: zone.max ?? device.hamp.stroke.max };
  if (!(next.min >= 0 && next.max <= 1 && next.min < next.max)) {
    throw deviceErrors.invalidArgument('Stroke needs 0 <= min < max <= 1');
  }
  return hampCommand(device, () => {
    device.hamp.stroke = next;
  });
}

/** An HDSP move as the API gives it: a position (absolute mm or relative) and a speed or a time. */
export interface HdspRequest {
  /** Absolute position, mm. */
  xa?: number | undefined;
  /** Relative position within the stroke zone, 0–1. */
  xp?: number | undefined;
  /** Absolute speed, mm/s. */
  va?: number | undefined;
  /** Relative speed, 0–1 of the top speed. */
  vp?: number | undefined;
  /** Time to reach the position, ms. */
  t?: number | undefined;
  stopOnTarget?: boolean | undefined;
}

/**
 * Starts an HDSP move. Absolute positions are kept inside the stroke zone (the zone applies in every
 * mode); relative ones are mapped into it. Speeds are clamped by the motion planner.
 */
export function hdspMove(device: VirtualDevice, request: HdspRequest): 'ok' {
  const zone = device.stroke;
  const loMm = zone.min * STROKE_LENGTH_MM;
  const hiMm = zone.max * STROKE_LENGTH_MM;
  const targetMm =
    request.xa !== undefined
      ? Math.min(hiMm, Math.max(loMm, request.xa))
      : zoneToMm(zone, request.xp ?? 0);
  device.command(DeviceMode.HDSP, () => {
    const nowMs = device.clockNowMs();
    const distanceMm = Math.abs(targetMm - device.motion.positionAt(nowMs));
    let arriveAtMs: number;
    if (request.t !== undefined) {
      arriveAtMs = nowMs + request.t;
    } else {
      const requested = request.va ?? (request.vp ?? 0) * DEFAULT_SPEED_LIMITS.maxMmPerS;
      // Speed 0 asks for "as slow as possible", which is the firmware's minimum speed. Taking it
      // here rather than planning an arrival at Infinity keeps the move (and its snapshot) finite.
      const speed = Math.max(requested, DEFAULT_SPEED_LIMITS.minMmPerS);
      arriveAtMs = nowMs + (distanceMm / speed) * 1000;
    }
    device.hdsp.start({ targetMm, arriveAtMs, stopOnTarget: request.stopOnTarget ?? false });
  });
  return 'ok';
}

/**
 * `SliderState` (reference §5); `position` is the fraction of the whole 100 mm slider. It is read off
 * the physical slider, so it trails the command by the device's mechanical lag.
 */
export function sliderState(device: VirtualDevice): Record<string, number | boolean> {
  const nowMs = device.clockNowMs();
  const positionMm = device.sliderPositionAt(nowMs);
  const velocity = device.sliderVelocityAt(nowMs);
  return {
    position: positionMm / STROKE_LENGTH_MM,
    position_absolute: positionMm,
    motor_temp: device.thermometer.motorTempC,
    speed_absolute: Math.abs(velocity),
    dir: velocity > 0 || (velocity === 0 && device.hamp.directionUp),
    motor_position: Math.round(positionMm * 100),
    motor_temp_adc_value: device.thermometer.adcValue,
  };
}

/** HAMP's step for UP/DOWN short presses. */
const BUTTON_VELOCITY_STEP = 0.1;

/**
 * A physical button event. In HAMP the firmware uses POWER (start/stop) and UP/DOWN (velocity)
 * short presses itself; on an idle device a POWER short press starts HAMP (the device's own
 * stroking, as the button does on the hardware); every other event is forwarded as
 * `button_event` (the reference: "only buttons the current mode ignores").
 */
export function pressButton(device: VirtualDevice, button: number, event: number): void {
  const name = BUTTONS[button];
  const shortPress = event === 2;
  if (device.mode === DeviceMode.IDLE && shortPress && name === 'POWER') {
    hampCommand(device, () => device.hamp.start());
    return;
  }
  if (device.mode === DeviceMode.HAMP && shortPress && name !== undefined) {
    const hamp = device.hamp;
    const step = name === 'UP' ? BUTTON_VELOCITY_STEP : name === 'DOWN' ? -BUTTON_VELOCITY_STEP : 0;
    if (name === 'POWER') {
      hampCommand(device, () => (hamp.playing ? hamp.stop() : hamp.start()));
      return;
    }
    if (step !== 0) {
      hampCommand(device, () => {
        hamp.velocity = Math.round(Math.min(1, Math.max(0, hamp.velocity + step)) * 10) / 10;
      });
      return;
    }
  }
  device.emit('button_event', { button, event });
}
