import { describe, expect, it } from 'vitest';
import { modelFixture } from '../test-support/model';
import { hampCommand, pressButton } from './commands';
import { REBOOT_DELAY_MS } from './device';
import { DeviceMode, FirmwareStatus, HspPlayState } from './enums';
import { DeviceCallError } from './errors';
import { DEFAULT_FIRMWARE, findFirmware, latestFirmware } from './firmware';

describe('sessions', () => {
  it('starts online with a ULID-like session and announces it', () => {
    const f = modelFixture();
    expect(f.device.online).toBe(true);
    expect(f.device.sessionId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(f.named('device_connected')[0]?.data).toEqual({
      connected: true,
      info: f.device.info(),
    });
    expect(f.device.info()).toMatchObject({
      fw_version: DEFAULT_FIRMWARE,
      fw_status: FirmwareStatus.UP_TO_DATE,
      hw_model_no: 0,
      hw_model_name: 'H01',
    });
  });

  it('gets a new session on every connection and reports disconnects', () => {
    const f = modelFixture();
    const first = f.device.sessionId;
    f.device.disconnect('control');
    expect(f.named('device_disconnected')[0]?.data).toEqual({
      session_id: first,
      reason: 'control',
      timestamp: '2023-11-14 22:13:20 +0000 UTC',
    });
    f.device.connect();
    expect(f.device.sessionId).not.toBe(first);
    expect(f.device.sessionIds().socket_session_id).toBe(2);
  });

  it('publishes nothing but connection events while offline', () => {
    const f = modelFixture();
    f.device.disconnect('control');
    const before = f.events.length;
    f.device.battery.set(0.5, true);
    f.device.thermometer.set(90);
    expect(f.events).toHaveLength(before);
  });

  it('reboots: offline, protocol state gone, back after the delay with a new session', () => {
    const f = modelFixture();
    hampCommand(f.device, () => f.device.hamp.start());
    const { sessionId, bootSessionId } = f.device;
    f.clock.advance(10_000);
    f.device.reboot(true);
    expect(f.device.online).toBe(false);
    expect(f.device.mode).toBe(DeviceMode.IDLE);
    expect(f.device.hamp.playing).toBe(false);
    f.clock.advance(REBOOT_DELAY_MS);
    expect(f.device.online).toBe(true);
    expect(f.device.sessionId).not.toBe(sessionId);
    expect(f.device.bootSessionId).not.toBe(bootSessionId);
    expect(f.device.sessionIds()).toMatchObject({ socket_session_id: 1, mode_session_id: 0 });
    expect(f.device.hstp.info().time).toBe(REBOOT_DELAY_MS); // device time restarted at the reboot
  });
});

describe('modes', () => {
  it('announces mode changes with an increasing mode_session_id and resets the old mode', () => {
    const f = modelFixture();
    f.device.command(DeviceMode.HSP, () => f.device.player.setup('hsp', 1));
    f.device.enterMode(DeviceMode.HAMP);
    f.device.enterMode(DeviceMode.HAMP);
    expect(f.named('mode_changed').map((e) => e.data)).toEqual([
      { mode: DeviceMode.HSP, mode_session_id: 1 },
      { mode: DeviceMode.HAMP, mode_session_id: 2 },
    ]);
    expect(f.device.player.playState).toBe(HspPlayState.NOT_INITIALIZED);
  });
});

describe('OTA', () => {
  it('progresses over a few seconds, then reboots into the new firmware', () => {
    const f = modelFixture({ fwVersion: '3.2.3' });
    expect(f.device.legacy).toBe(true);
    expect(f.device.info().fw_status).toBe(FirmwareStatus.UPDATE_REQUIRED);
    const target = latestFirmware('production');
    expect(f.device.ota.start(target)).toEqual({
      ongoing: true,
      progress: 0,
      done: false,
      failed: false,
    });
    expect(f.device.mode).toBe(DeviceMode.OTA);
    expect(() => f.device.ota.start(target)).toThrow(DeviceCallError);
    expect(() => f.device.command(DeviceMode.HAMP, () => 0)).toThrow('Update already in progress');
    f.clock.advance(5_000);
    const progress = f.named('ota_progress').map((e) => e.data);
    expect(progress).toHaveLength(11);
    expect(progress.at(-1)).toEqual({ progress: 1, done: true, failed: false });
    expect(f.device.online).toBe(false);
    expect(f.named('device_disconnected').at(-1)?.data).toMatchObject({ reason: 'ota' });
    f.clock.advance(REBOOT_DELAY_MS);
    expect(f.device.online).toBe(true);
    expect(f.device.info()).toMatchObject({
      fw_version: target.version,
      fw_status: FirmwareStatus.UP_TO_DATE,
    });
    expect(f.device.legacy).toBe(false);
  });

  it('fails when configured to, leaving the firmware as it was', () => {
    const f = modelFixture({ otaOutcome: 'failure', otaDurationMs: 1_000 });
    const target = findFirmware('4.1.8+emulated', 'production');
    expect(target).toBeDefined();
    if (target) f.device.ota.start(target);
    f.clock.advance(1_000);
    expect(f.device.ota.progress).toEqual({
      ongoing: false,
      progress: 0.5,
      done: false,
      failed: true,
    });
    expect(f.device.mode).toBe(DeviceMode.IDLE);
    expect(f.device.fwVersion).toBe(DEFAULT_FIRMWARE);
    expect(f.device.online).toBe(true);
  });
});

describe('peripherals', () => {
  it('raises temp_high at the trigger and temp_ok only after the hysteresis', () => {
    const f = modelFixture();
    f.device.thermometer.set(74);
    f.device.thermometer.set(75);
    f.device.thermometer.set(72);
    f.device.thermometer.set(70);
    expect(f.names().filter((n) => n.startsWith('temp_'))).toEqual(['temp_high', 'temp_ok']);
  });

  it('reports battery changes', () => {
    const f = modelFixture({ batteryLevel: 0.4 });
    expect(f.device.capabilities()).toMatchObject({ battery: true });
    f.device.battery.set(0.5, true);
    expect(f.named('battery_changed')[0]?.data).toMatchObject({
      level: 0.5,
      charger_connected: true,
      charging_complete: false,
    });
  });

  it('refuses to switch off both interfaces and announces interface changes', () => {
    const f = modelFixture();
    f.device.system.setInterfaces({ ble: false });
    expect(() => f.device.system.setInterfaces({ wifi: false })).toThrow('At least one interface');
    f.device.system.setInterfaces({ ble: true });
    expect(f.named('ble_status_changed').map((e) => e.data)).toEqual([
      { status: 0, state: 0 },
      { status: 2, state: 2 },
    ]);
  });

  it('HVP starts at amplitude 0, announces changes and moves to its position', () => {
    const f = modelFixture();
    f.device.command(DeviceMode.VIBRATE, () => f.device.hvp.start());
    f.device.command(DeviceMode.VIBRATE, () =>
      f.device.hvp.set({ amplitude: 0.7, frequency: 150, position: 40 }),
    );
    expect(f.named('hvp_state_changed').map((e) => e.data)).toEqual([
      { enabled: true, amplitude: 0, frequency: 0, position: 0 },
      { enabled: true, amplitude: 0.7, frequency: 150, position: 40 },
    ]);
    f.clock.advance(1_000);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(40);
  });

  it('buttons: HAMP uses UP/POWER short presses itself, everything else is forwarded', () => {
    const f = modelFixture();
    hampCommand(f.device, () => f.device.hamp.start());
    pressButton(f.device, 1, 2); // UP, SHORT_PRESS
    expect(f.device.hamp.velocity).toBe(0.1);
    pressButton(f.device, 0, 2); // POWER stops HAMP
    expect(f.device.hamp.playing).toBe(false);
    pressButton(f.device, 2, 3); // LEFT, LONG_PRESS_START
    expect(f.named('button_event').map((e) => e.data)).toEqual([{ button: 2, event: 3 }]);
  });

  it('buttons: POWER on an idle device starts HAMP, as the hardware does', () => {
    const f = modelFixture();
    expect(f.device.mode).toBe(DeviceMode.IDLE);
    pressButton(f.device, 0, 2); // POWER, SHORT_PRESS
    expect(f.device.mode).toBe(DeviceMode.HAMP);
    expect(f.device.hamp.playing).toBe(true);
    expect(f.named('button_event')).toEqual([]);
    expect(f.named('hamp_state_changed').at(-1)?.data).toMatchObject({ play_state: 1 });
  });
});
