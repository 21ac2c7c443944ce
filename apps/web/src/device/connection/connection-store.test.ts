import { describe, expect, it } from 'vitest';
import { HandyHttpError, HandySseError } from '@glide/handy';
import {
  connectionOf,
  createConnectionStore,
  deviceKindOfModel,
  retryDelayMs,
  type ConnectedEvent,
  type DeviceRuntime,
} from './connection-store';
import { AppError } from '../errors/app-error';
import { ConnectionError } from '../errors/connection-error';
import { initialSessionState } from '../session/initial-state';
import { autoRuntime, type AutoDevice } from '../session/testing/auto-runtime';
import { settle } from '../session/testing/fake-client';
import { deviceInfo, SESSION_2 } from '../session/testing/fixtures';

function setup(
  devices: Record<string, AutoDevice> = {},
  options: { initialKey?: string; loadRuntime?: () => Promise<DeviceRuntime> } = {},
) {
  const fake = autoRuntime(devices);
  const chosen: string[] = [];
  const connected: ConnectedEvent[] = [];
  let loads = 0;
  const store = createConnectionStore({
    clock: fake.clock,
    loadRuntime:
      options.loadRuntime ??
      (() => {
        loads++;
        return Promise.resolve(fake.runtime);
      }),
    initialKey: options.initialKey ?? '',
    onKeyChosen: (key) => chosen.push(key),
    onConnected: (event) => connected.push(event),
  });
  const statuses: string[] = [];
  store.subscribe(() => {
    const { status } = store.get();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  return { store, fake, chosen, connected, statuses, loads: () => loads };
}

describe('deviceKindOfModel', () => {
  it('model 1 is the Oh, every other model The Handy', () => {
    expect(deviceKindOfModel(1)).toBe('oh');
    expect(deviceKindOfModel(0)).toBe('handy');
    expect(deviceKindOfModel(2)).toBe('handy');
    expect(deviceKindOfModel(undefined)).toBe('handy');
  });
});

describe('connectionOf', () => {
  const started = { connectionKey: 'Key12', started: true, error: undefined };
  const withSdk = (sdk: Partial<typeof initialSessionState.sdk>) => ({
    ...initialSessionState,
    sdk: { ...initialSessionState.sdk, ...sdk },
  });
  const connecting = { connection: { status: 'connecting', step: 'CONNECTING' } } as const;

  it('is idle before any connect, whatever the session says', () => {
    expect(connectionOf(withSdk(connecting), { ...started, started: false })).toEqual({
      status: 'idle',
    });
  });

  it('a device reported offline is disconnected even while the flow still waits', () => {
    const state = {
      ...withSdk(connecting),
      device: { ...initialSessionState.device, statusReported: true, connected: false },
    };
    expect(connectionOf(state, started)).toEqual({
      status: 'disconnected',
      error: { key: 'deviceNotConnected' },
    });
  });

  it('a stream that cannot be opened while connecting says why at once', () => {
    const sseError = new HandySseError('Event stream refused (HTTP 503 Service Unavailable)', {
      status: 503,
    });
    const state = withSdk({
      ...connecting,
      stream: { status: 'reconnecting', connected: false, error: sseError, attempt: 1 },
    });
    expect(connectionOf(state, started)).toEqual({
      status: 'error',
      error: { key: 'http', values: { message: sseError.message } },
    });
  });

  it('a timed-out flow is an error with its own message', () => {
    expect(connectionOf(withSdk({ connection: { status: 'timedOut' } }), started)).toEqual({
      status: 'error',
      error: { key: 'connectTimeout' },
    });
  });

  it('a failed flow carries the translated reason', () => {
    const error = new HandyHttpError({
      status: 429,
      statusText: 'Too Many Requests',
      body: undefined,
      isDeviceCall: true,
    });
    expect(connectionOf(withSdk({ connection: { status: 'failed', error } }), started)).toEqual({
      status: 'error',
      error: { key: 'tooManyRequests' },
    });
  });

  it('connected only once the device is connected and the connect flow has finished', () => {
    const connected = {
      ...withSdk({ connection: { status: 'connecting', step: 'SYNCING_CLOCK' } }),
      device: { ...initialSessionState.device, statusReported: true, connected: true },
    };
    expect(connectionOf(connected, started).status).toBe('connecting');
    const ready = {
      ...connected,
      sdk: { ...connected.sdk, connection: { status: 'connected' } as const },
    };
    expect(connectionOf(ready, started).status).toBe('connected');
    const gone = { ...ready, device: { ...ready.device, connected: false } };
    expect(connectionOf(gone, started).status).toBe('disconnected');
  });
});

describe('createConnectionStore', () => {
  it('starts idle with the stored key and loads nothing', () => {
    const { store, loads } = setup({}, { initialKey: 'Stored1' });
    expect(store.get()).toMatchObject({ status: 'idle', connectionKey: 'Stored1' });
    expect(store.runtime()).toBeUndefined();
    expect(loads()).toBe(0);
  });

  it('refuses a clock sync before any connect: "HSTP is not initialized"', async () => {
    const { store, loads } = setup();
    await expect(store.resyncClock()).rejects.toEqual(new AppError('hstpNotInitialized'));
    expect(loads()).toBe(0);
  });

  it('refuses a blank key and a malformed key before loading anything', async () => {
    const { store, chosen, loads } = setup();
    await expect(store.connect('  ')).rejects.toEqual(new ConnectionError({ key: 'keyRequired' }));
    expect(store.get()).toMatchObject({ status: 'error', error: { key: 'keyRequired' } });
    await expect(store.connect('a-b')).rejects.toBeInstanceOf(ConnectionError);
    expect(store.get().error).toEqual({ key: 'keyInvalid' });
    expect(chosen).toEqual([]);
    expect(loads()).toBe(0);
  });

  it('connects through the session: connecting, then connected with the kind of the model', async () => {
    const { store, chosen, connected, statuses } = setup({ OhKey1: { info: { hw_model_no: 1 } } });
    await store.connect(' OhKey1 ');
    expect(chosen).toEqual(['OhKey1']);
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(store.get()).toMatchObject({
      status: 'connected',
      connectionKey: 'OhKey1',
      detectedDeviceKind: 'oh',
      streamReconnecting: false,
    });
    expect(store.get().info?.hw_model_no).toBe(1);
    expect(store.session().sdk.infoUpdated).toBe(true);
    expect(connected).toEqual([
      { connectionKey: 'OhKey1', keyChanged: true, deviceKind: 'oh', persisted: true },
    ]);
  });

  it('with persist: false connects with the key without remembering it', async () => {
    const { store, chosen } = setup({ SharedKey1: {}, OwnKey01: {} });
    await store.connect('SharedKey1', { persist: false });
    expect(chosen).toEqual([]);
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'SharedKey1' });
    await store.connect('OwnKey01');
    expect(chosen).toEqual(['OwnKey01']);
  });

  it('a visit on a shared device stays unremembered through its retries', async () => {
    const { store, fake, chosen, connected } = setup();
    fake.client.hold('mode');
    const outcome = store.connect('SharedKey1', { persist: false });
    await settle();
    fake.clock.advance(5_000);
    await expect(outcome).rejects.toEqual(new ConnectionError({ key: 'connectTimeout' }));
    fake.client.release('mode');
    fake.clock.advance(1_000);
    await settle();
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'SharedKey1' });
    expect(chosen).toEqual([]);
    expect(connected.map((event) => event.persisted)).toEqual([false]);
  });

  it('reports keyChanged only when the key differs from the last connected one', async () => {
    const { store, connected } = setup();
    await store.connect('KeyOne1');
    await store.connect('KeyOne1');
    await store.connect('KeyTwo2');
    expect(connected.map((event) => event.keyChanged)).toEqual([true, false, true]);
  });

  it('an offline device reads as disconnected at once, then as a timeout error', async () => {
    const { store, fake } = setup({ Offline1: { online: false } });
    const outcome = store.connect('Offline1');
    await settle();
    expect(store.get()).toMatchObject({
      status: 'disconnected',
      error: { key: 'deviceNotConnected' },
    });
    fake.clock.advance(5_000);
    await expect(outcome).rejects.toEqual(new ConnectionError({ key: 'deviceNotConnected' }));
    expect(store.get().status).toBe('disconnected');
    // The open stream will say when the device is back (the session connects then): no retry.
    expect(store.get().retry).toBeUndefined();
  });

  it('a connect that never completes times out after 5000 ms with its message', async () => {
    const { store, fake } = setup();
    fake.client.hold('mode');
    const outcome = store.connect('Slow123');
    await settle();
    expect(store.get().status).toBe('connecting');
    fake.clock.advance(4_999);
    await settle();
    expect(store.get().status).toBe('connecting');
    fake.clock.advance(1);
    await expect(outcome).rejects.toEqual(new ConnectionError({ key: 'connectTimeout' }));
    expect(store.get()).toMatchObject({ status: 'error', error: { key: 'connectTimeout' } });
  });

  it('a failing runtime (no application key) is an error with its own message', async () => {
    const { store } = setup(
      {},
      {
        loadRuntime: () => Promise.reject(new ConnectionError({ key: 'applicationKeyRequired' })),
      },
    );
    await expect(store.connect('KeyOne1')).rejects.toBeInstanceOf(ConnectionError);
    expect(store.get()).toMatchObject({
      status: 'error',
      error: { key: 'applicationKeyRequired' },
    });
    // Only the user can set the key (and a changed key reconnects by itself): no retry.
    expect(store.get().retry).toBeUndefined();
  });

  it('a refused stream fails the connect with the HTTP reason; the next try can succeed', async () => {
    const { store, fake } = setup({ Refused1: { silent: true } });
    const outcome = store.connect('Refused1');
    await settle();
    fake.client.stream.refuse(new HandySseError('Event stream refused', { status: 401 }));
    await expect(outcome).rejects.toBeInstanceOf(ConnectionError);
    expect(store.get()).toMatchObject({ status: 'error', error: { key: 'unauthorized' } });
    await store.connect('KeyOne1');
    expect(store.get().status).toBe('connected');
  });

  it('a newer connect replaces an older one, which settles without effect', async () => {
    const { store, connected } = setup();
    const first = store.connect('KeyOne1');
    const second = store.connect('KeyTwo2');
    await Promise.all([first, second]);
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'KeyTwo2' });
    expect(connected.map((event) => event.connectionKey)).toEqual(['KeyTwo2']);
  });

  it('a dropped stream shows as reconnecting while the device stays connected', async () => {
    const { store, fake } = setup();
    await store.connect('KeyOne1');
    fake.client.stream.drop(new HandySseError('Event stream dropped'), fake.clock.now(), 1_000);
    expect(store.get()).toMatchObject({ status: 'connected', streamReconnecting: true });
    fake.client.stream.open();
    expect(store.get().streamReconnecting).toBe(false);
  });

  it('disconnect ends the connection and the stream; the key stays', async () => {
    const { store, fake } = setup();
    await store.connect('KeyOne1');
    store.disconnect();
    expect(store.get()).toMatchObject({ status: 'idle', connectionKey: 'KeyOne1' });
    expect(fake.client.stream.closed).toBe(true);
  });

  it('disconnect while idle changes nothing', () => {
    const { store, statuses } = setup();
    store.disconnect();
    expect(statuses).toEqual([]);
  });
});

describe('retrying a failed or timed-out connect', () => {
  it('waits 1 s, 2 s, 4 s … between tries, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('tries again on its own with backoff, and connects once the cause is gone', async () => {
    const { store, fake } = setup();
    fake.client.hold('mode');
    const outcome = store.connect('Slow123');
    await settle();
    fake.clock.advance(5_000);
    await expect(outcome).rejects.toEqual(new ConnectionError({ key: 'connectTimeout' }));
    expect(store.get()).toMatchObject({
      status: 'error',
      retry: { failures: 1, atMs: fake.clock.now() + 1_000 },
    });
    const streams = fake.client.streams.length;
    fake.clock.advance(999);
    await settle();
    expect(fake.client.streams.length).toBe(streams);
    fake.clock.advance(1);
    await settle();
    expect(fake.client.streams.length).toBe(streams + 1);
    expect(store.get().status).toBe('connecting');
    expect(store.get().retry).toBeUndefined();
    fake.clock.advance(5_000);
    await settle();
    expect(store.get()).toMatchObject({
      status: 'error',
      error: { key: 'connectTimeout' },
      retry: { failures: 2, atMs: fake.clock.now() + 2_000 },
    });
    // The cause goes away; the next try connects with no help.
    fake.client.release('mode');
    fake.clock.advance(2_000);
    await settle();
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'Slow123' });
    expect(store.get().retry).toBeUndefined();
  });

  it('a success resets the backoff', async () => {
    const { store, fake } = setup();
    fake.client.hold('mode');
    void store.connect('Slow123').catch(() => undefined);
    await settle();
    fake.clock.advance(5_000);
    await settle();
    fake.clock.advance(1_000);
    await settle();
    fake.clock.advance(5_000);
    await settle();
    expect(store.get().retry?.failures).toBe(2);
    fake.client.release('mode');
    fake.clock.advance(2_000);
    await settle();
    expect(store.get().status).toBe('connected');
    fake.client.hold('mode');
    void store.connect('Slow123').catch(() => undefined);
    await settle();
    fake.clock.advance(5_000);
    await settle();
    expect(store.get().retry).toEqual({ failures: 1, atMs: fake.clock.now() + 1_000 });
  });

  it('reconnect (the Retry button) tries at once instead of waiting', async () => {
    const { store, fake } = setup({ Refused1: { silent: true } });
    const outcome = store.connect('Refused1');
    await settle();
    fake.client.stream.refuse(new HandySseError('Event stream refused', { status: 401 }));
    await expect(outcome).rejects.toBeInstanceOf(ConnectionError);
    expect(store.get()).toMatchObject({ status: 'error', retry: { failures: 1 } });
    const streams = fake.client.streams.length;
    store.reconnect();
    await settle();
    expect(fake.client.streams.length).toBe(streams + 1);
    expect(store.get().retry).toBeUndefined();
    // The scheduled try was cancelled: nothing more starts when its time comes.
    fake.clock.advance(1_000);
    await settle();
    expect(fake.client.streams.length).toBe(streams + 1);
  });

  it('disconnect cancels a scheduled try, and reconnect does nothing after it', async () => {
    const { store, fake } = setup();
    fake.client.hold('mode');
    void store.connect('Slow123').catch(() => undefined);
    await settle();
    fake.clock.advance(5_000);
    await settle();
    store.disconnect();
    const streams = fake.client.streams.length;
    store.reconnect();
    fake.clock.advance(60_000);
    await settle();
    expect(fake.client.streams.length).toBe(streams);
    expect(store.get()).toMatchObject({ status: 'idle', connectionKey: 'Slow123' });
  });

  it('a flow the session restarted by itself (a new device session) that times out is retried too', async () => {
    const { store, fake } = setup();
    await store.connect('KeyOne1');
    fake.client.hold('mode');
    fake.client.stream.emit('device_status', {
      connected: true,
      info: deviceInfo({ session_id: SESSION_2 }),
    });
    await settle();
    expect(store.get().status).toBe('connecting');
    fake.clock.advance(5_000);
    await settle();
    expect(store.get()).toMatchObject({
      status: 'error',
      error: { key: 'connectTimeout' },
      retry: { failures: 1, atMs: fake.clock.now() + 1_000 },
    });
    fake.client.release('mode');
    fake.clock.advance(1_000);
    await settle();
    expect(store.get().status).toBe('connected');
  });

  it('a runtime that did not load is tried again', async () => {
    let loads = 0;
    const fake = autoRuntime();
    const store = createConnectionStore({
      clock: fake.clock,
      loadRuntime: () => {
        loads++;
        return loads === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(fake.runtime);
      },
    });
    await expect(store.connect('KeyOne1')).rejects.toBeInstanceOf(ConnectionError);
    expect(store.get().retry?.failures).toBe(1);
    fake.clock.advance(1_000);
    await settle();
    expect(store.get().status).toBe('connected');
  });
});

describe('a malformed key', () => {
  it('is refused and leaves a working connection untouched', async () => {
    const { store, fake, chosen, statuses } = setup();
    await store.connect('KeyOne1');
    const before = store.get();
    await expect(store.connect('ab!')).rejects.toEqual(new ConnectionError({ key: 'keyInvalid' }));
    await expect(store.connect('   ')).rejects.toEqual(new ConnectionError({ key: 'keyRequired' }));
    expect(store.get()).toBe(before);
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'KeyOne1' });
    expect(fake.client.stream.closed).toBe(false);
    expect(chosen).toEqual(['KeyOne1']);
    expect(statuses).toEqual(['connecting', 'connected']);
  });
});
