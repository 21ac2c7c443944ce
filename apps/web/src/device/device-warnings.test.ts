import { describe, expect, it } from 'vitest';
import { deviceWarnings } from './device-warnings';
import { initialSessionState } from './session/initial-state';
import type { DeviceSessionState } from './session/state';

const connected: DeviceSessionState = {
  ...initialSessionState,
  device: { ...initialSessionState.device, connected: true, fw_version: '4.2.2' },
};

describe('deviceWarnings', () => {
  it('says nothing about a healthy device, or while none is connected', () => {
    expect(deviceWarnings(connected)).toEqual([]);
    const hot = {
      ...initialSessionState,
      warnings: { ...initialSessionState.warnings, temperatureHigh: true },
    };
    expect(deviceWarnings(hot)).toEqual([]);
  });

  it('lists heat, a blocked slider, legacy firmware and a dropped stream, in that order', () => {
    const state: DeviceSessionState = {
      ...connected,
      device: { ...connected.device, fw_version: '3.2.3' },
      warnings: { ...connected.warnings, temperatureHigh: true },
      slider: { ...connected.slider, blocked: true },
      sdk: {
        ...connected.sdk,
        stream: { status: 'reconnecting', connected: false, attempt: 1 },
      },
    };
    expect(deviceWarnings(state)).toEqual([
      { kind: 'temperatureHigh' },
      { kind: 'sliderBlocked' },
      { kind: 'legacyFirmware', version: '3.2.3' },
      { kind: 'streamReconnecting' },
    ]);
  });
});
