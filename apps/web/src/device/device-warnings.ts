/**
 * What the user should know about the connected device right now (spec §3 warnings and states):
 * derived from the session state, pure, in a fixed order of urgency.
 */
import { isLegacyFirmware } from '@glide/core';
import { selectStreamReconnecting } from './session/selectors';
import type { DeviceSessionState } from './session/state';

/** One warning about the device. */
export type DeviceWarning =
  | { readonly kind: 'temperatureHigh' }
  | { readonly kind: 'sliderBlocked' }
  | { readonly kind: 'legacyFirmware'; readonly version: string }
  | { readonly kind: 'streamReconnecting' };

/** The warnings of a session state; empty while no device is connected. */
export function deviceWarnings(state: DeviceSessionState): DeviceWarning[] {
  const { device, warnings, slider } = state;
  if (!device.connected) return [];
  const out: DeviceWarning[] = [];
  if (warnings.temperatureHigh) out.push({ kind: 'temperatureHigh' });
  if (slider.blocked) out.push({ kind: 'sliderBlocked' });
  if (device.fw_version !== undefined && isLegacyFirmware(device.fw_version)) {
    out.push({ kind: 'legacyFirmware', version: device.fw_version });
  }
  if (selectStreamReconnecting(state)) out.push({ kind: 'streamReconnecting' });
  return out;
}
