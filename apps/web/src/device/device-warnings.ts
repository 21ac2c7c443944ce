/**
 * What the user should know about the connected device right now (spec §3 warnings and states):
 * derived from the session state, pure, in a fixed order of urgency. Also which of those the
 * device has just raised, to tell the user once as a notification.
 */
import { isLegacyFirmware } from '@glide/core';
import { selectStreamReconnecting } from './session/selectors';
import type { DeviceSessionState } from './session/state';

/** One warning about the device. */
export type DeviceWarning =
  | { readonly kind: 'temperatureHigh' }
  | { readonly kind: 'lowMemory'; readonly level: 'warning' | 'error' }
  | { readonly kind: 'deviceError'; readonly code: number; readonly message: string }
  | { readonly kind: 'sliderBlocked' }
  | { readonly kind: 'legacyFirmware'; readonly version: string }
  | { readonly kind: 'streamReconnecting' };

/** A warning the device raised by an event (`temp_high`, `low_memory_*`, `device_error`). */
export type RaisedWarning = Extract<
  DeviceWarning,
  { kind: 'temperatureHigh' | 'lowMemory' | 'deviceError' }
>;

/** The warnings of a session state; empty while no device is connected. */
export function deviceWarnings(state: DeviceSessionState): DeviceWarning[] {
  const { device, warnings, slider } = state;
  if (!device.connected) return [];
  const out: DeviceWarning[] = [];
  if (warnings.temperatureHigh) out.push({ kind: 'temperatureHigh' });
  if (warnings.lowMemory) out.push({ kind: 'lowMemory', level: warnings.lowMemory.level });
  if (warnings.lastDeviceError) {
    const { code, message } = warnings.lastDeviceError;
    out.push({ kind: 'deviceError', code, message });
  }
  if (slider.blocked) out.push({ kind: 'sliderBlocked' });
  if (device.fw_version !== undefined && isLegacyFirmware(device.fw_version)) {
    out.push({ kind: 'legacyFirmware', version: device.fw_version });
  }
  if (selectStreamReconnecting(state)) out.push({ kind: 'streamReconnecting' });
  return out;
}

/**
 * The warnings the device raised between two session states: a new `temp_high` (the motor was
 * not hot before), and each new low-memory report or device error (a newer event, told by its
 * time of arrival). A re-render, or any other change of the state, raises nothing.
 */
export function raisedWarnings(
  before: DeviceSessionState,
  after: DeviceSessionState,
): RaisedWarning[] {
  const was = before.warnings;
  const now = after.warnings;
  const out: RaisedWarning[] = [];
  if (now.temperatureHigh && !was.temperatureHigh) out.push({ kind: 'temperatureHigh' });
  if (now.lowMemory && now.lowMemory.atMs !== was.lowMemory?.atMs) {
    out.push({ kind: 'lowMemory', level: now.lowMemory.level });
  }
  if (now.lastDeviceError && now.lastDeviceError.atMs !== was.lastDeviceError?.atMs) {
    const { code, message } = now.lastDeviceError;
    out.push({ kind: 'deviceError', code, message });
  }
  return out;
}
