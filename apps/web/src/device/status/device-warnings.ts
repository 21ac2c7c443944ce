/**
 * What the user should know about the connected device right now (spec §3 warnings and states):
 * derived from the session state, pure, in a fixed order of urgency. Also which of those the
 * device has just raised, to tell the user once as a notification.
 */
import { isLegacyFirmware } from '@glide/core';
import { selectStreamReconnecting } from '../session/selectors';
import type { DeviceSessionState } from '../session/state';

/** One warning about the device. */
export type DeviceWarning =
  | { readonly kind: 'temperatureHigh' }
  | { readonly kind: 'lowMemory'; readonly level: 'warning' | 'error' }
  | { readonly kind: 'deviceError'; readonly code: number; readonly message: string }
  | { readonly kind: 'sliderBlocked' }
  | { readonly kind: 'legacyFirmware'; readonly version: string }
  /** `fw_status` 2: the cloud requires an update (the way forward is `/ota`). */
  | { readonly kind: 'updateRequired' }
  | { readonly kind: 'streamReconnecting' };

/**
 * A warning the device raised by an event (`temp_high`, `low_memory_*`, `device_error`), or its
 * firmware's as it connects (legacy, or an update required).
 */
export type RaisedWarning = Extract<
  DeviceWarning,
  { kind: 'temperatureHigh' | 'lowMemory' | 'deviceError' | 'legacyFirmware' | 'updateRequired' }
>;

/** The firmware's warning: below 4 (legacy), or `fw_status` 2, update required (spec §3). */
function firmwareWarning({ device }: DeviceSessionState): RaisedWarning | undefined {
  if (device.fw_version !== undefined && isLegacyFirmware(device.fw_version))
    return { kind: 'legacyFirmware', version: device.fw_version };
  return device.fw_status === 2 ? { kind: 'updateRequired' } : undefined;
}

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
  const firmware = firmwareWarning(state);
  if (firmware) out.push(firmware);
  if (selectStreamReconnecting(state)) out.push({ kind: 'streamReconnecting' });
  return out;
}

/**
 * The warnings the device raised between two session states: a new `temp_high` (the motor was
 * not hot before), and each new low-memory report or device error (a newer event, told by its
 * time of arrival), and the firmware's warning once per connection (a new `session_id`). A
 * re-render, or any other change of the state, raises nothing.
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
  const firmware = firmwareWarning(after);
  if (firmware && after.device.session_id !== before.device.session_id) out.push(firmware);
  return out;
}
