import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BleStateName,
  ButtonEventName,
  ButtonName,
  ConnectionTypeName,
  DeviceMode,
  DeviceModeName,
  DeviceModeSchema,
  FirmwareStatusName,
  HspPlayStateName,
  WifiStateName,
} from './enums';

describe('enums', () => {
  it('numbers the device modes as spec §3', () => {
    expect(DeviceMode).toMatchObject({
      HAMP: 0,
      HSSP: 1,
      HDSP: 2,
      MAINTENANCE: 3,
      HSP: 4,
      OTA: 5,
      BUTTON: 6,
      IDLE: 7,
      VIBRATE: 8,
    });
  });

  it('maps numbers back to names', () => {
    expect(DeviceModeName[8]).toBe('VIBRATE');
    expect(ConnectionTypeName[5]).toBe('LEGACY_BLE');
    expect(ButtonName[5]).toBe('WIFI');
    expect(ButtonEventName[3]).toBe('LONG_PRESS_START');
    expect(BleStateName[2]).toBe('ADVERTISING');
    expect(FirmwareStatusName[2]).toBe('UPDATE_REQUIRED');
    expect(HspPlayStateName[4]).toBe('STARVING');
    expect(WifiStateName[4]).toBe('FAILED_TO_CONNECT');
  });

  it('accepts exactly the known values on the wire', () => {
    // Every mode of the contract's enum, OTA (5) and HRPP (9, listed in its text only) included.
    for (const mode of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(v.safeParse(DeviceModeSchema, mode).success, String(mode)).toBe(true);
    }
    expect(v.safeParse(DeviceModeSchema, -1).success).toBe(false);
    expect(v.safeParse(DeviceModeSchema, 10).success).toBe(false);
    expect(v.safeParse(DeviceModeSchema, '0').success).toBe(false);
  });
});
