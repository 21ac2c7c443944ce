import { DeviceMode, HandySseError } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import type { SessionAction } from './actions';
import { initialHamp, initialSessionState } from './initial-state';
import { reduce } from './reducer';
import { selectConnectionPhase, sdkFlags } from './selectors';
import { ConnectStep, ConnectionPhase, HsspInternalState } from './state';
import {
  deviceInfo,
  hampState,
  hspState,
  hvpState,
  modeResult,
  SESSION_2,
  stroke,
  timeInfo,
} from './testing/fixtures';
import { wireEvent } from './testing/wire-event';

const run = (actions: readonly SessionAction[], from = initialSessionState) =>
  actions.reduce(reduce, from);

/** A device connected through the whole flow, with a client clock sync and an open stream. */
const connected = run([
  { type: 'connect_started', connectionKey: 'testKey01' },
  { type: 'stream_state', state: { status: 'open', connected: true, attempt: 0 } },
  { type: 'connection_step', step: ConnectStep.GETTING_INFO },
  // A device_status without info: the flow then reads `/info` itself.
  { type: 'event', event: wireEvent('device_status', { connected: true }) },
  { type: 'info_loaded', info: deviceInfo({ session_id: SESSION_2 }) },
  { type: 'mode_loaded', mode: modeResult },
  { type: 'hamp_loaded', hamp: hampState },
  { type: 'user_time_offset_loaded', offsetMs: -25 },
  { type: 'device_time_loaded', timeInfo },
  { type: 'stroke_loaded', stroke },
  { type: 'info_updated' },
  { type: 'connection_step', step: ConnectStep.SYNCING_CLOCK },
  { type: 'client_clock_synced', offsetMs: 250, rtdMs: 12, syncedAtMs: 1_000 },
  { type: 'connect_succeeded' },
]);

describe('reduce: the connect flow', () => {
  it('walks NOT_CONNECTING → CONNECTING → GETTING_INFO → SYNCING_CLOCK → NOT_CONNECTING', () => {
    const seen: ConnectionPhase[] = [];
    let state = initialSessionState;
    seen.push(selectConnectionPhase(state));
    for (const action of [
      { type: 'connect_started', connectionKey: 'k1234' },
      { type: 'connection_step', step: ConnectStep.GETTING_INFO },
      { type: 'connection_step', step: ConnectStep.SYNCING_CLOCK },
      { type: 'connect_succeeded' },
    ] satisfies SessionAction[]) {
      state = reduce(state, action);
      seen.push(selectConnectionPhase(state));
    }
    expect(seen).toEqual([
      'NOT_CONNECTING',
      'CONNECTING',
      'GETTING_INFO',
      'SYNCING_CLOCK',
      'NOT_CONNECTING',
    ]);
    expect(sdkFlags(state).connecting).toBe(false);
    expect(state.sdk.connection).toEqual({ status: 'connected' });
  });

  it('fills the entities from the GETTING_INFO answers', () => {
    expect(connected.device).toMatchObject({
      connectionKey: 'testKey01',
      connected: true,
      mode: DeviceMode.HAMP,
      mode_session_id: modeResult.mode_session_id,
      hw_model_no: 0,
      session_id: SESSION_2,
    });
    expect(connected.hamp).toEqual(hampState);
    expect(connected.clock).toEqual({
      synced: true,
      clockOffsetMs: 250,
      rtdMs: 12,
      lastClockSyncAtMs: 1_000,
      deviceTimeMs: timeInfo.time,
      deviceClockOffsetMs: timeInfo.clock_offset,
      deviceRtdMs: timeInfo.rtd,
      deviceUserTimeOffsetMs: -25,
    });
    expect(connected.slider).toMatchObject(stroke);
    expect(sdkFlags(connected)).toMatchObject({
      infoUpdated: true,
      clientClockSynced: true,
      connecting: false,
      connectingTimeout: false,
      connectError: undefined,
    });
  });

  it('a timeout ends the flow with connectingTimeout', () => {
    const state = run([
      { type: 'connect_started', connectionKey: 'k1234' },
      { type: 'connect_timed_out' },
    ]);
    expect(sdkFlags(state)).toMatchObject({
      connecting: false,
      connectingTimeout: true,
      connectionState: ConnectionPhase.NOT_CONNECTING,
    });
    expect(state.sdk.connection).toEqual({ status: 'timedOut' });
  });

  it('a failure ends the flow with its error', () => {
    const error = new Error('Device not connected');
    const state = run([
      { type: 'connect_started', connectionKey: 'k1234' },
      { type: 'connect_failed', error },
    ]);
    expect(sdkFlags(state)).toMatchObject({
      connecting: false,
      connectError: error,
      connectionState: ConnectionPhase.NOT_CONNECTING,
    });
    expect(state.sdk.connection).toEqual({ status: 'failed', error });
  });

  it('a new connect resets the device but keeps the stream and the client clock sync', () => {
    const state = reduce(connected, { type: 'connect_started', connectionKey: 'other123' });
    expect(state.device).toEqual({ ...initialSessionState.device, connectionKey: 'other123' });
    expect(state.hamp).toEqual(initialHamp);
    expect(state.slider).toEqual(initialSessionState.slider);
    expect(state.clock).toEqual({
      ...initialSessionState.clock,
      synced: true,
      clockOffsetMs: 250,
      rtdMs: 12,
      lastClockSyncAtMs: 1_000,
    });
    expect(state.sdk.stream.status).toBe('open');
    expect(sdkFlags(state)).toMatchObject({
      sseConnected: true,
      connecting: true,
      infoUpdated: false,
      clientClockSynced: false,
    });
  });

  it('reset forgets the device and the stream, keeping the key and the client clock sync', () => {
    const state = reduce(connected, { type: 'reset' });
    expect(state).toEqual({
      ...initialSessionState,
      device: { ...initialSessionState.device, connectionKey: 'testKey01' },
      clock: {
        ...initialSessionState.clock,
        synced: true,
        clockOffsetMs: 250,
        rtdMs: 12,
        lastClockSyncAtMs: 1_000,
      },
    });
  });
});

describe('reduce: the event stream (spec §8)', () => {
  it('a stream error sets sseError and sseConnected false, with the backoff state', () => {
    const error = new HandySseError('Event stream dropped: socket hang up');
    const state = reduce(connected, {
      type: 'stream_state',
      state: { status: 'reconnecting', connected: false, error, attempt: 2, nextRetryAtMs: 9_000 },
    });
    expect(sdkFlags(state)).toMatchObject({ sseConnected: false, sseError: error });
    expect(state.sdk.stream).toMatchObject({
      status: 'reconnecting',
      attempt: 2,
      nextRetryAtMs: 9_000,
    });
    expect(state.device).toEqual(connected.device);
  });

  it('an open stream clears the error', () => {
    const error = new HandySseError('Event stream ended');
    const dropped = reduce(connected, {
      type: 'stream_state',
      state: { status: 'reconnecting', connected: false, error, attempt: 1 },
    });
    const reopened = reduce(dropped, {
      type: 'stream_state',
      state: { status: 'open', connected: true, attempt: 1 },
    });
    expect(sdkFlags(reopened)).toMatchObject({ sseConnected: true, sseError: undefined });
  });
});

describe('reduce: call results', () => {
  it('a mode answer follows the mode-change rule', () => {
    const state = reduce(connected, {
      type: 'mode_loaded',
      mode: { mode: DeviceMode.HDSP, mode_session_id: 12 },
    });
    expect(state.device).toMatchObject({ mode: DeviceMode.HDSP, mode_session_id: 12 });
    expect(state.hamp).toEqual(initialHamp);
  });

  it('stores HVP, HSP, HSSP, slider and interface answers', () => {
    const state = run(
      [
        { type: 'hvp_loaded', hvp: hvpState },
        { type: 'hsp_loaded', hsp: { ...hspState, stream_id: 7 } },
        { type: 'hssp_loaded', hssp: { ...hspState, stream_id: 8 } },
        {
          type: 'slider_state_loaded',
          slider: {
            position: 0.5,
            position_absolute: 50,
            motor_temp: 40,
            speed_absolute: 0,
            dir: true,
            motor_position: 1_000,
          },
        },
        {
          type: 'interfaces_loaded',
          interfaces: { wifi: true, ble: false, ble_state: 0, wifi_state: 1 },
        },
      ],
      connected,
    );
    expect(state.hvp).toEqual(hvpState);
    expect(state.hsp.stream_id).toBe(7);
    expect(state.hssp.player.stream_id).toBe(8);
    // An answer is not something the device did on its own: no player event is recorded.
    expect(state.sdk.lastPlayerEvent).toBeUndefined();
    expect(state.slider).toMatchObject({ ...stroke, position: 0.5, motor_temp: 40, dir: true });
    expect(state.system).toMatchObject({ wifi: true, ble: false, ble_state: 0, wifi_state: 1 });
  });

  it('holds the absolute slider figures to 0–100 (spec §3)', () => {
    const state = run(
      [
        {
          type: 'stroke_loaded',
          stroke: { min: 0.1, max: 0.9, min_absolute: -1, max_absolute: 100.4 },
        },
        {
          type: 'slider_state_loaded',
          slider: {
            position: 1,
            position_absolute: 130,
            motor_temp: 40,
            speed_absolute: 0,
            dir: true,
            motor_position: 1_000,
          },
        },
      ],
      connected,
    );
    expect(state.slider).toMatchObject({
      min: 0.1,
      max: 0.9,
      min_absolute: 0,
      max_absolute: 100,
      position_absolute: 100,
    });
  });

  it('a failed client clock sync is reported and the last sync kept', () => {
    const error = new Error('Request aborted.');
    const failed = reduce(connected, { type: 'client_clock_sync_failed', error });
    expect(failed.sdk.clockSyncError).toBe(error);
    expect(failed.clock).toEqual(connected.clock);
    const next = reduce(failed, {
      type: 'client_clock_synced',
      offsetMs: 260,
      rtdMs: 10,
      syncedAtMs: 2_000,
    });
    expect(next.sdk.clockSyncError).toBeUndefined();
    expect(next.clock).toMatchObject({ clockOffsetMs: 260, lastClockSyncAtMs: 2_000 });
  });
});

describe('reduce: HSSP setup states (spec §4)', () => {
  it('moves to SETTING_SCRIPT, then SCRIPT_SET with the player state', () => {
    const setting = reduce(connected, { type: 'hssp_setup_started' });
    expect(setting.hssp.internalState).toBe(HsspInternalState.SETTING_SCRIPT);
    const set = reduce(setting, { type: 'hssp_setup_succeeded', hssp: hspState });
    expect(set.hssp).toEqual({ internalState: HsspInternalState.SCRIPT_SET, player: hspState });
  });

  it('moves to SCRIPT_FAILED on a failed setup', () => {
    const state = run([{ type: 'hssp_setup_started' }, { type: 'hssp_setup_failed' }], connected);
    expect(state.hssp.internalState).toBe(HsspInternalState.SCRIPT_FAILED);
  });

  it('survives the mode change its own setup causes', () => {
    const setting = reduce(connected, { type: 'hssp_setup_started' });
    const moved = reduce(setting, {
      type: 'event',
      event: wireEvent('mode_changed', { mode: DeviceMode.HSSP, mode_session_id: 20 }),
    });
    expect(moved.hssp.internalState).toBe(HsspInternalState.SETTING_SCRIPT);
  });
});

describe('reduce: OTA (spec §4)', () => {
  it('starting sets ongoing, clears done and failed, progress 0', () => {
    const before = {
      ...connected,
      ota: { ...connected.ota, done: true, failed: true, progress: 1 },
    };
    expect(reduce(before, { type: 'ota_started' }).ota).toMatchObject({
      ongoing: true,
      done: false,
      failed: false,
      progress: 0,
    });
  });

  it('a failed update call marks failed and ends ongoing', () => {
    const state = run([{ type: 'ota_started' }, { type: 'ota_failed' }], connected);
    expect(state.ota).toMatchObject({ ongoing: false, failed: true });
  });

  it('takes the REST progress answer with its ongoing flag', () => {
    const state = reduce(connected, {
      type: 'ota_progress_loaded',
      progress: { ongoing: true, progress: 0, done: false, failed: false },
    });
    expect(state.ota.ongoing).toBe(true);
  });

  it('stores the latest and the listed firmware versions', () => {
    const latest = { version: '4.2.2+emulated', feature_flags: 'production' as const };
    const state = run(
      [
        { type: 'ota_latest_loaded', version: latest },
        { type: 'ota_versions_loaded', versions: [latest] },
      ],
      connected,
    );
    expect(state.ota).toMatchObject({ latestFirmwareVersion: latest, firmwareVersions: [latest] });
  });
});

describe('reduce: a slider state read carries the motor temperature', () => {
  const slider = {
    position: 0.5,
    position_absolute: 50,
    speed_absolute: 0,
    dir: true,
    motor_position: 50,
  };

  it('raises temperatureHigh at the firmware trigger and clears it only once cooled', () => {
    const hot = reduce(connected, {
      type: 'slider_state_loaded',
      slider: { ...slider, motor_temp: 80 },
    });
    expect(hot.slider.motor_temp).toBe(80);
    expect(hot.warnings.temperatureHigh).toBe(true);
    const cooling = reduce(hot, {
      type: 'slider_state_loaded',
      slider: { ...slider, motor_temp: 72 },
    });
    expect(cooling.warnings.temperatureHigh).toBe(true);
    const cool = reduce(cooling, {
      type: 'slider_state_loaded',
      slider: { ...slider, motor_temp: 70 },
    });
    expect(cool.warnings.temperatureHigh).toBe(false);
  });
});
