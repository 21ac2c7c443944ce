import { describe, expect, it } from 'vitest';
import { deviceWarnings, raisedWarnings } from './device-warnings';
import { initialSessionState } from '../session/initial-state';
import type { DeviceSessionState } from '../session/state';

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

describe('deviceWarnings, for what the device raised', () => {
  it('lists heat, low memory and the last device error before the other warnings', () => {
    const state: DeviceSessionState = {
      ...connected,
      warnings: {
        temperatureHigh: true,
        lowMemory: {
          level: 'error',
          available_heap: 1024,
          largest_free_block: 512,
          discarded_msg_size: 300,
          atMs: 5,
        },
        lastDeviceError: { code: 17, message: 'Motor fault', atMs: 6 },
      },
      slider: { ...connected.slider, blocked: true },
    };
    expect(deviceWarnings(state)).toEqual([
      { kind: 'temperatureHigh' },
      { kind: 'lowMemory', level: 'error' },
      { kind: 'deviceError', code: 17, message: 'Motor fault' },
      { kind: 'sliderBlocked' },
    ]);
  });
});

describe('raisedWarnings', () => {
  const lowMemory = (level: 'warning' | 'error', atMs: number) => ({
    level,
    available_heap: 2048,
    largest_free_block: 1024,
    discarded_msg_size: undefined,
    atMs,
  });
  const withWarnings = (warnings: Partial<DeviceSessionState['warnings']>) => ({
    ...connected,
    warnings: { ...connected.warnings, ...warnings },
  });

  it('raises nothing for the same state or an unrelated change', () => {
    const hot = withWarnings({ temperatureHigh: true, lowMemory: lowMemory('warning', 3) });
    expect(raisedWarnings(hot, hot)).toEqual([]);
    expect(raisedWarnings(hot, { ...hot, hamp: { ...hot.hamp, velocity: 0.4 } })).toEqual([]);
  });

  it('raises heat when the motor turns hot, not while it stays hot', () => {
    const hot = withWarnings({ temperatureHigh: true });
    expect(raisedWarnings(connected, hot)).toEqual([{ kind: 'temperatureHigh' }]);
    expect(raisedWarnings(hot, withWarnings({ temperatureHigh: true }))).toEqual([]);
    expect(raisedWarnings(hot, connected)).toEqual([]);
  });

  it('raises each new low-memory report and device error, one per event', () => {
    const first = withWarnings({ lowMemory: lowMemory('warning', 10) });
    expect(raisedWarnings(connected, first)).toEqual([{ kind: 'lowMemory', level: 'warning' }]);
    const second = withWarnings({ lowMemory: lowMemory('error', 20) });
    expect(raisedWarnings(first, second)).toEqual([{ kind: 'lowMemory', level: 'error' }]);
    const failed = withWarnings({
      lowMemory: lowMemory('error', 20),
      lastDeviceError: { code: 3, message: 'Oops', atMs: 30 },
    });
    expect(raisedWarnings(second, failed)).toEqual([
      { kind: 'deviceError', code: 3, message: 'Oops' },
    ]);
    expect(raisedWarnings(failed, { ...failed })).toEqual([]);
  });
});

describe('deviceWarnings, for the firmware', () => {
  it('lists an update the cloud requires, with legacy firmware taking its place below 4', () => {
    const device = (fw_version: string, fw_status: 0 | 1 | 2) => ({
      ...connected,
      device: { ...connected.device, fw_version, fw_status },
    });
    expect(deviceWarnings(device('4.0.12', 2))).toEqual([{ kind: 'updateRequired' }]);
    expect(deviceWarnings(device('4.1.8', 1))).toEqual([]);
    expect(deviceWarnings(device('3.2.1', 2))).toEqual([
      { kind: 'legacyFirmware', version: '3.2.1' },
    ]);
  });
});

describe('raisedWarnings, for the firmware as a device connects', () => {
  const session = (session_id: string | undefined, fw_version: string, fw_status?: 0 | 1 | 2) => ({
    ...connected,
    device: { ...connected.device, session_id, fw_version, fw_status },
  });

  it('tells once per connection that firmware below 4 is legacy', () => {
    const before = session(undefined, '3.2.1');
    const after = session('S1', '3.2.1');
    expect(raisedWarnings(before, after)).toEqual([{ kind: 'legacyFirmware', version: '3.2.1' }]);
    expect(raisedWarnings(after, { ...after })).toEqual([]);
    // A reconnect (a new session) tells it again.
    expect(raisedWarnings(after, session('S2', '3.2.1'))).toHaveLength(1);
  });

  it('tells once per connection that an update is required', () => {
    const after = session('S1', '4.0.12', 2);
    expect(raisedWarnings(session(undefined, '4.0.12', 2), after)).toEqual([
      { kind: 'updateRequired' },
    ]);
    expect(raisedWarnings(after, { ...after })).toEqual([]);
  });

  it('says nothing of firmware that is up to date or only has an update available', () => {
    expect(raisedWarnings(session(undefined, '4.2.2', 0), session('S1', '4.2.2', 0))).toEqual([]);
    expect(raisedWarnings(session(undefined, '4.1.8', 1), session('S1', '4.1.8', 1))).toEqual([]);
  });
});
