import {
  DeviceMode,
  HandySseError,
  HandyValidationError,
  SSE_CONFIG_NOT_SET_MESSAGE,
} from '@glide/handy';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { initialHamp } from './initial-state';
import { selectConnectError, selectConnectionPhase, sdkFlags } from './selectors';
import { ConnectionPhase } from './state';
import { settle, type FakeCallName } from './testing/fake-client';
import { deviceInfo, hampState, SESSION_1, SESSION_2, SESSION_3, stroke } from './testing/fixtures';
import { connectDevice, createHarness, KEY } from './testing/harness';

/** Spec §9, written out: the tests must fail if the session's constant drifts. */
const CONNECTING_TIMEOUT_MS = 5_000;

const GETTING_INFO_CALLS: FakeCallName[] = ['mode', 'hstp.offset', 'hstp.info', 'slider.stroke'];

describe('connect: the flow of spec §4', () => {
  it('rejects a blank key with "Connection key is required" and sends nothing', async () => {
    const h = createHarness();
    await expect(h.session.connect('   ')).rejects.toThrow(/^Connection key is required$/);
    expect(h.client.streams).toHaveLength(0);
    expect(h.client.calls).toHaveLength(0);
  });

  it('runs CONNECTING → GETTING_INFO → SYNCING_CLOCK → NOT_CONNECTING and fills the state', async () => {
    const h = createHarness();
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    expect(h.steps).toEqual([
      ConnectionPhase.CONNECTING,
      ConnectionPhase.GETTING_INFO,
      ConnectionPhase.SYNCING_CLOCK,
      ConnectionPhase.NOT_CONNECTING,
    ]);
    expect(h.client.stream.options.connectionKey).toBe(KEY);
    expect(h.client.callNames().sort()).toEqual(
      [...GETTING_INFO_CALLS, 'hamp.state', 'syncServerClock', 'system.interfaces'].sort(),
    );
    // The radios are read once connected, after the flow (not one of its GETTING_INFO calls).
    expect(h.client.callNames().at(-1)).toBe('system.interfaces');
    const state = h.session.getState();
    expect(state.device).toMatchObject({
      connectionKey: KEY,
      connected: true,
      session_id: SESSION_1,
      mode: DeviceMode.HAMP,
    });
    expect(state.hamp).toEqual(hampState);
    expect(state.slider).toMatchObject(stroke);
    expect(state.clock).toMatchObject({ synced: true, deviceUserTimeOffsetMs: -25 });
    expect(sdkFlags(state)).toMatchObject({
      connecting: false,
      connectingTimeout: false,
      infoUpdated: true,
      clientClockSynced: true,
      sseConnected: true,
    });
  });

  it('waits in CONNECTING while the device is offline, calling nothing', async () => {
    const h = createHarness();
    void h.session.connect(KEY);
    h.client.stream.open();
    h.client.stream.emit('device_status', { connected: false });
    await settle();
    expect(selectConnectionPhase(h.session.getState())).toBe(ConnectionPhase.CONNECTING);
    expect(h.session.getState().device.connected).toBe(false);
    expect(h.client.calls).toHaveLength(0);
  });

  it('times out at exactly 5000 ms and does not stay in CONNECTING', async () => {
    const h = createHarness();
    const outcome = h.session.connect(KEY);
    h.client.stream.emit('device_status', { connected: false });
    h.clock.advance(CONNECTING_TIMEOUT_MS - 1);
    await settle();
    expect(sdkFlags(h.session.getState())).toMatchObject({
      connecting: true,
      connectingTimeout: false,
    });
    h.clock.advance(1);
    await expect(outcome).resolves.toEqual({ status: 'timeout' });
    expect(sdkFlags(h.session.getState())).toMatchObject({
      connecting: false,
      connectingTimeout: true,
      connectionState: ConnectionPhase.NOT_CONNECTING,
    });
  });

  it('a timeout during GETTING_INFO aborts the calls and their late answers never land', async () => {
    const h = createHarness();
    h.client.hold('mode');
    // Even an answer that arrives despite the abort must not land.
    h.client.ignoreAbort = true;
    const { outcome } = await connectDevice(h);
    expect(selectConnectionPhase(h.session.getState())).toBe(ConnectionPhase.GETTING_INFO);
    h.clock.advance(CONNECTING_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual({ status: 'timeout' });
    const afterTimeout = h.session.getState();
    const modeCall = h.client.calls.find((c) => c.name === 'mode');
    expect(modeCall?.signal?.aborted).toBe(true);
    h.client.release('mode');
    await settle();
    expect(h.session.getState()).toBe(afterTimeout);
    expect(afterTimeout.device.mode).toBeUndefined();
  });

  it('runs the GETTING_INFO calls in parallel and reads the mode state once the mode is known', async () => {
    const h = createHarness();
    h.client.hold('mode');
    await connectDevice(h);
    expect(h.client.callNames().sort()).toEqual([...GETTING_INFO_CALLS].sort());
    h.client.release('mode');
    await settle();
    expect(h.client.callNames()).toContain('hamp.state');
  });

  it('an event that comes while GETTING_INFO reads the same state is not undone by the answer', async () => {
    const h = createHarness();
    h.client.answers.mode = { mode: DeviceMode.VIBRATE, mode_session_id: 2 };
    h.client.answers.hvp = { enabled: true, amplitude: 0.2, frequency: 40, position: 0.5 };
    h.client.hold('hvp.state');
    const { outcome } = await connectDevice(h);
    // Another app changes the amplitude; the event carries only what changed.
    h.client.stream.emit('hvp_state_changed', { amplitude: 0.8 });
    await settle();
    h.client.release('hvp.state');
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    // The answer fills in what the event left out; the event's newer amplitude stays.
    expect(h.session.getState().hvp).toEqual({
      enabled: true,
      amplitude: 0.8,
      frequency: 40,
      position: 0.5,
    });
  });

  it.each([
    [DeviceMode.HAMP, 'hamp.state'],
    [DeviceMode.VIBRATE, 'hvp.state'],
    [DeviceMode.HSP, 'hsp.state'],
    [DeviceMode.HSSP, 'hssp.state'],
  ] as const)('in mode %s reads %s', async (mode, call) => {
    const h = createHarness();
    h.client.answers.mode = { mode, mode_session_id: 2 };
    await connectDevice(h);
    const modeCalls = h.client.callNames().filter((name) => name.endsWith('.state'));
    expect(modeCalls).toEqual([call]);
  });

  it('in a mode without state (HDSP, IDLE) reads no mode state', async () => {
    const h = createHarness();
    h.client.answers.mode = { mode: DeviceMode.IDLE, mode_session_id: 2 };
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    expect(h.client.callNames().filter((name) => name.endsWith('.state'))).toEqual([]);
  });

  it.each([
    [0, true],
    [1, false],
    [2, true],
  ])('hardware model %s reads the slider stroke: %s', async (model, reads) => {
    const h = createHarness();
    await connectDevice(h, deviceInfo({ hw_model_no: model }));
    expect(h.client.callNames().includes('slider.stroke')).toBe(reads);
    expect(h.session.getState().slider.min).toBe(reads ? stroke.min : undefined);
  });

  it('reads /info itself when the event carries none', async () => {
    const h = createHarness();
    const outcome = h.session.connect(KEY);
    h.client.stream.emit('device_status', { connected: true });
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    expect(h.client.callNames()[0]).toBe('info');
    expect(h.session.getState().device.fw_version).toBe('4.2.2+44874492');
  });

  it('on legacy firmware (major < 4) skips the v3-only calls and still connects', async () => {
    const h = createHarness();
    const { outcome } = await connectDevice(h, deviceInfo({ fw_version: '3.2.3', fw_status: 2 }));
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    expect(h.client.callNames()).toEqual(['syncServerClock']);
    expect(h.session.getState().sdk.infoUpdated).toBe(true);
  });

  it('once connected, reads the radios without holding up the flow', async () => {
    const h = createHarness();
    h.client.hold('system.interfaces');
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    expect(h.session.getState().system).toMatchObject({ wifi: undefined, ble: undefined });
    h.client.release('system.interfaces');
    await settle();
    expect(h.session.getState().system).toMatchObject({
      wifi: true,
      ble: true,
      wifi_state: 1,
      ble_state: 2,
    });
  });

  it('a cloud without the radios endpoint still connects, and the radios stay unknown', async () => {
    const h = createHarness();
    h.client.failures.set('system.interfaces', new Error('Not Found'));
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    await settle();
    expect(selectConnectError(h.session.getState())).toBeUndefined();
    expect(h.session.getState().system).toMatchObject({ wifi: undefined, wifi_state: undefined });
  });

  it('a radios answer that arrives after a disconnect is dropped', async () => {
    const h = createHarness();
    h.client.ignoreAbort = true;
    h.client.hold('system.interfaces');
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'connected' });
    const read = h.client.calls.find((call) => call.name === 'system.interfaces');
    h.session.disconnect();
    expect(read?.signal?.aborted).toBe(true);
    h.client.release('system.interfaces');
    await settle();
    expect(h.session.getState().system).toMatchObject({ wifi: undefined, ble: undefined });
  });

  it('a failing call ends the flow with its error', async () => {
    const h = createHarness();
    const error = new Error('Device not connected');
    h.client.failures.set('hstp.info', error);
    const { outcome } = await connectDevice(h);
    await expect(outcome).resolves.toEqual({ status: 'failed', error });
    expect(sdkFlags(h.session.getState())).toMatchObject({
      connectError: error,
      connecting: false,
      connectionState: ConnectionPhase.NOT_CONNECTING,
    });
  });
});

describe('sessions (spec §4)', () => {
  it('ignores a disconnect of an older session, applies one of the current session', async () => {
    const h = createHarness();
    await connectDevice(h, deviceInfo({ session_id: SESSION_2 }));
    h.client.stream.emit('device_disconnected', { session_id: SESSION_1, reason: 'io read error' });
    expect(h.session.getState().device.connected).toBe(true);
    h.client.stream.emit('device_disconnected', { session_id: SESSION_2, reason: 'io read error' });
    expect(h.session.getState().device).toMatchObject({
      connected: false,
      disconnectReason: 'io read error',
    });
  });

  it('a changed session id resets all state and runs the flow again on the same stream', async () => {
    const h = createHarness();
    await connectDevice(h, deviceInfo({ session_id: SESSION_1 }));
    h.client.stream.emit('battery_changed', { level: 0.5 });
    expect(h.session.getState().battery.level).toBe(0.5);
    h.client.answers.mode = { mode: DeviceMode.IDLE, mode_session_id: 0 };
    h.steps.length = 0;

    h.client.stream.emit('device_connected', {
      connected: true,
      info: deviceInfo({ session_id: SESSION_2 }),
    });
    await settle();

    expect(h.steps).toEqual([
      ConnectionPhase.CONNECTING,
      ConnectionPhase.GETTING_INFO,
      ConnectionPhase.SYNCING_CLOCK,
      ConnectionPhase.NOT_CONNECTING,
    ]);
    const state = h.session.getState();
    expect(state.battery.level).toBeUndefined();
    expect(state.hamp).toEqual(initialHamp);
    expect(state.device).toMatchObject({ session_id: SESSION_2, connected: true, mode: 7 });
    expect(h.client.streams).toHaveLength(1);
    expect(h.analytics.sessionStarted.mock.calls).toEqual([[SESSION_1], [SESSION_2]]);
  });

  it('the same session again (a stream reconnect) changes nothing', async () => {
    const h = createHarness();
    await connectDevice(h);
    const calls = h.client.calls.length;
    h.client.stream.emit('device_status', { connected: true, info: deviceInfo() });
    await settle();
    expect(h.client.calls).toHaveLength(calls);
    expect(h.analytics.sessionStarted).toHaveBeenCalledTimes(1);
  });

  it('a device that comes back after a timeout is connected', async () => {
    const h = createHarness();
    const first = h.session.connect(KEY);
    h.client.stream.emit('device_status', { connected: false });
    h.clock.advance(CONNECTING_TIMEOUT_MS);
    await expect(first).resolves.toEqual({ status: 'timeout' });
    h.client.stream.emit('device_connected', {
      connected: true,
      info: deviceInfo({ session_id: SESSION_3 }),
    });
    await settle();
    expect(h.session.getState().device).toMatchObject({ connected: true, session_id: SESSION_3 });
    expect(sdkFlags(h.session.getState())).toMatchObject({
      connectingTimeout: false,
      infoUpdated: true,
      connectionState: ConnectionPhase.NOT_CONNECTING,
    });
  });
});

describe('cancelling', () => {
  it('a new connect cancels the one in flight; the old stream and calls end', async () => {
    const h = createHarness();
    h.client.hold('mode');
    const { outcome: first } = await connectDevice(h);
    const firstStream = h.client.stream;
    const { outcome: second } = await connectDevice(h, deviceInfo(), 'otherKey1');
    await expect(first).resolves.toEqual({ status: 'cancelled' });
    expect(firstStream.closed).toBe(true);
    expect(firstStream.listenerCount).toBe(0);
    const oldCalls = h.client.calls.filter((c) => c.connectionKey === KEY);
    expect(oldCalls.length).toBeGreaterThan(0);
    expect(oldCalls.every((c) => c.signal?.aborted)).toBe(true);
    // Late events of the old stream are not listened to any more.
    firstStream.emit('battery_changed', { level: 0.1 });
    expect(h.session.getState().battery.level).toBeUndefined();
    h.client.release('mode');
    await expect(second).resolves.toEqual({ status: 'connected' });
    expect(h.session.getState().device.connectionKey).toBe('otherKey1');
  });

  it('disconnect cancels, closes the stream, resets the state and the analytics identity', async () => {
    const h = createHarness();
    h.client.hold('mode');
    const { outcome } = await connectDevice(h);
    const stream = h.client.stream;
    h.session.disconnect();
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    expect(stream.closed).toBe(true);
    const afterDisconnect = h.session.getState();
    expect(afterDisconnect.device).toMatchObject({ connectionKey: KEY, connected: false });
    expect(sdkFlags(afterDisconnect)).toMatchObject({ connecting: false, sseConnected: false });
    expect(h.analytics.reset).toHaveBeenCalledTimes(1);
    h.client.release('mode');
    await settle();
    expect(h.session.getState()).toBe(afterDisconnect);
  });
});

describe('the event stream', () => {
  it('reflects a drop and the SDK reconnecting', async () => {
    const h = createHarness();
    await connectDevice(h);
    const error = new HandySseError('Event stream dropped: socket hang up');
    h.client.stream.drop(error, h.clock.now(), 2_000);
    expect(sdkFlags(h.session.getState())).toMatchObject({ sseConnected: false, sseError: error });
    expect(h.session.getState().sdk.stream).toMatchObject({
      status: 'reconnecting',
      attempt: 1,
      nextRetryAtMs: h.clock.now() + 2_000,
    });
    h.client.stream.open();
    expect(sdkFlags(h.session.getState())).toMatchObject({
      sseConnected: true,
      sseError: undefined,
    });
  });

  it('a refused stream fails the connect at once', async () => {
    const h = createHarness();
    const outcome = h.session.connect(KEY);
    const error = new HandySseError('Event stream refused (401 Unauthorized)', { status: 401 });
    h.client.stream.refuse(error);
    await expect(outcome).resolves.toEqual({ status: 'failed', error });
    expect(sdkFlags(h.session.getState())).toMatchObject({ connectError: error, sseError: error });
  });

  it('a stream closed without a reason fails the connect at once: "SSE not initialized"', async () => {
    const h = createHarness();
    const outcome = h.session.connect(KEY);
    h.client.stream.close();
    const result = await outcome;
    expect(result).toEqual({ status: 'failed', error: new AppError('sseNotInitialized') });
    expect(result.status === 'failed' && result.error).toBeInstanceOf(AppError);
  });

  it('a stream handed over already closed fails the connect at once, too', async () => {
    const h = createHarness();
    const open = h.client.events.bind(h.client);
    h.client.events = (options) => {
      const stream = open(options);
      stream.close();
      return stream;
    };
    await expect(h.session.connect(KEY)).resolves.toMatchObject({
      status: 'failed',
      error: { reason: 'sseNotInitialized' },
    });
  });

  it('a client without the stream credential fails the connect with "Handy API SSE config not set"', async () => {
    const h = createHarness();
    const error = new HandyValidationError(SSE_CONFIG_NOT_SET_MESSAGE, 'sse_config_not_set');
    h.client.events = () => {
      throw error;
    };
    await expect(h.session.connect(KEY)).resolves.toEqual({ status: 'failed', error });
    expect(selectConnectError(h.session.getState())).toBe(error);
  });

  it('passes every other event to the reducer', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.client.stream.emit('mode_changed', { mode: DeviceMode.HSP, mode_session_id: 9 });
    expect(h.session.getState().hamp).toEqual(initialHamp);
    expect(h.session.getState().device.mode_session_id).toBe(9);
  });
});

describe('analytics (spec §4)', () => {
  it('identifies on a connect with a changed key only, and again after a disconnect', async () => {
    const h = createHarness();
    await connectDevice(h);
    await connectDevice(h);
    expect(h.analytics.identify.mock.calls).toEqual([[KEY]]);
    expect(h.analytics.sessionStarted.mock.calls).toEqual([[SESSION_1]]);
    await connectDevice(h, deviceInfo(), 'otherKey1');
    expect(h.analytics.identify.mock.calls).toEqual([[KEY], ['otherKey1']]);
    h.session.disconnect();
    await connectDevice(h, deviceInfo(), 'otherKey1');
    expect(h.analytics.identify.mock.calls).toEqual([[KEY], ['otherKey1'], ['otherKey1']]);
  });

  it('does not identify a connect that timed out', async () => {
    const h = createHarness();
    void h.session.connect(KEY);
    h.clock.advance(CONNECTING_TIMEOUT_MS);
    await settle();
    expect(h.analytics.identify).not.toHaveBeenCalled();
  });
});

describe('dispose', () => {
  it('leaves no pending timers, no stream and no listeners', async () => {
    const h = createHarness();
    h.client.hold('mode');
    await connectDevice(h);
    expect(h.clock.pendingTimers).toBeGreaterThan(0);
    h.session.dispose();
    expect(h.clock.pendingTimers).toBe(0);
    expect(h.client.stream.closed).toBe(true);
    expect(h.client.stream.listenerCount).toBe(0);
    expect(h.visibility.listenerCount).toBe(0);
    await expect(h.session.connect(KEY)).rejects.toThrow(/disposed/);
  });
});

describe('after a stream drop (events in between are lost)', () => {
  it('re-reads the mode, its state and the slider as soon as the stream is back', async () => {
    const h = createHarness();
    h.client.answers.mode = { mode: DeviceMode.IDLE, mode_session_id: 4 };
    await connectDevice(h);
    expect(h.session.getState().device.mode).toBe(DeviceMode.IDLE);
    h.client.stream.drop(new HandySseError('Event stream dropped'), h.clock.now(), 1_000);
    // Meanwhile the device's button started HAMP and the motor ran hot; no event arrives.
    h.client.answers.mode = { mode: DeviceMode.HAMP, mode_session_id: 5 };
    h.client.answers.hamp = { play_state: 1, velocity: 0.3, direction: true };
    h.client.answers.slider = { ...h.client.answers.slider, motor_temp: 80 };
    const before = h.client.calls.length;
    h.clock.advance(1_000);
    await settle();
    expect(h.client.calls.length).toBe(before);
    h.client.stream.open();
    await settle();
    expect(h.client.callNames().slice(before).sort()).toEqual([
      'hamp.state',
      'mode',
      'slider.state',
    ]);
    const state = h.session.getState();
    expect(state.device.mode).toBe(DeviceMode.HAMP);
    expect(state.hamp).toEqual({ play_state: 1, velocity: 0.3, direction: true });
    expect(state.slider.motor_temp).toBe(80);
    expect(state.warnings.temperatureHigh).toBe(true);
    expect(state.sdk.connection).toEqual({ status: 'connected' });
  });

  it('does not re-read on the first open, and a failed re-read leaves the connection as it is', async () => {
    const h = createHarness();
    await connectDevice(h);
    expect(h.client.callNames()).not.toContain('slider.state');
    h.client.stream.drop(new HandySseError('Event stream dropped'), h.clock.now(), 1_000);
    h.client.failures.set('slider.state', new Error('Device not connected'));
    h.client.stream.open();
    await settle();
    expect(h.client.callNames()).toContain('slider.state');
    expect(h.session.getState().sdk.connection).toEqual({ status: 'connected' });
  });

  it('an answer served before an event that overtook it does not put the older state back', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.client.stream.drop(new HandySseError('Event stream dropped'), h.clock.now(), 1_000);
    // The re-read of HAMP is served while the device strokes at 0 (another app just started it)…
    h.client.answers.hamp = { play_state: 1, velocity: 0, direction: true };
    h.client.hold('hamp.state');
    h.client.stream.open();
    await settle();
    expect(h.client.callNames()).toContain('hamp.state');
    // …then that app sets the speed, and its event comes before the answer does.
    h.client.stream.emit('hamp_state_changed', { play_state: 1, velocity: 0.3, direction: false });
    await settle();
    expect(h.session.getState().hamp.velocity).toBe(0.3);
    h.client.release('hamp.state');
    await settle();
    expect(h.session.getState().hamp).toEqual({ play_state: 1, velocity: 0.3, direction: false });
  });

  it('a mode that changed while re-reading stands, and the left mode’s state is not applied', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.client.stream.drop(new HandySseError('Event stream dropped'), h.clock.now(), 1_000);
    h.client.answers.hamp = { play_state: 1, velocity: 0.5, direction: true };
    h.client.hold('mode');
    h.client.stream.open();
    await settle();
    h.client.stream.emit('mode_changed', { mode: DeviceMode.HDSP, mode_session_id: 9 });
    await settle();
    // The stale answer still says HAMP: applied, it would take the device back to HAMP.
    h.client.release('mode');
    await settle();
    const state = h.session.getState();
    expect(state.device.mode).toBe(DeviceMode.HDSP);
    expect(state.device.mode_session_id).toBe(9);
    expect(state.hamp).toEqual(initialHamp);
  });

  it('a disconnect while re-reading drops the late answers', async () => {
    const h = createHarness();
    await connectDevice(h);
    h.client.stream.drop(new HandySseError('Event stream dropped'), h.clock.now(), 1_000);
    h.client.hold('slider.state');
    h.client.answers.slider = { ...h.client.answers.slider, motor_temp: 90 };
    h.client.stream.open();
    await settle();
    h.session.disconnect();
    h.client.release('slider.state');
    await settle();
    expect(h.session.getState().warnings.temperatureHigh).toBe(false);
    expect(h.session.getState().slider.motor_temp).toBeUndefined();
  });
});

describe('answers of calls sent from outside the session', () => {
  it('a mode read sent before another app started HAMP does not stop the page following it', async () => {
    const h = createHarness();
    await connectDevice(h);
    // The emergency stop reads the mode (idle)…
    const record = h.session.answer();
    // …another app starts HAMP, and its events come before the read's answer does.
    h.client.stream.emit('mode_changed', { mode: DeviceMode.HAMP, mode_session_id: 11 });
    h.client.stream.emit('hamp_state_changed', { play_state: 1, velocity: 0.3, direction: true });
    await settle();
    record({
      type: 'mode_loaded',
      mode: { mode: DeviceMode.IDLE, mode_session_id: 10 },
    });
    const state = h.session.getState();
    expect(state.device.mode).toBe(DeviceMode.HAMP);
    expect(state.device.mode_session_id).toBe(11);
    expect(state.hamp).toMatchObject({ play_state: 1, velocity: 0.3 });
  });

  it('a command’s answer gets the events that came meanwhile over it; then the window is closed', async () => {
    const h = createHarness();
    await connectDevice(h);
    const record = h.session.answer();
    h.client.stream.emit('hamp_state_changed', { play_state: 1, velocity: 0.3, direction: true });
    await settle();
    record({ type: 'hamp_loaded', hamp: { play_state: 1, velocity: 0.5, direction: false } });
    expect(h.session.getState().hamp).toEqual({ play_state: 1, velocity: 0.3, direction: true });
    // A second answer of the same window is not recorded under events any more: it is a plain apply.
    h.client.stream.emit('hamp_state_changed', { play_state: 1, velocity: 0.7, direction: true });
    await settle();
    const later = h.session.answer();
    later({ type: 'hamp_loaded', hamp: { play_state: 1, velocity: 0.9, direction: false } });
    expect(h.session.getState().hamp.velocity).toBe(0.9);
  });

  it('an answer recorded after a disconnect, or with nothing, changes nothing', async () => {
    const h = createHarness();
    await connectDevice(h);
    const record = h.session.answer();
    const before = h.session.getState();
    record(undefined);
    expect(h.session.getState()).toBe(before);
    const late = h.session.answer();
    h.session.disconnect();
    late({ type: 'hamp_loaded', hamp: { play_state: 1, velocity: 0.5, direction: false } });
    expect(h.session.getState().hamp).toEqual(initialHamp);
  });
});
