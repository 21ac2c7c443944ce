import { describe, expect, it } from 'vitest';
import { HandyHttpError, HandySseError } from '@glide/handy';
import {
  ConnectionError,
  connectionOf,
  createConnectionStore,
  deviceKindOfModel,
  type ConnectedEvent,
  type DeviceRuntime,
} from './connection-store';
import { initialSessionState } from './session/initial-state';
import { autoRuntime, type AutoDevice } from './session/testing/auto-runtime';
import { settle } from './session/testing/fake-client';

function setup(
  devices: Record<string, AutoDevice> = {},
  options: { initialKey?: string; loadRuntime?: () => Promise<DeviceRuntime> } = {},
) {
  const fake = autoRuntime(devices);
  const chosen: string[] = [];
  const connected: ConnectedEvent[] = [];
  let loads = 0;
  const store = createConnectionStore({
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

  it('is idle before any connect, whatever the session says', () => {
    expect(connectionOf(withSdk({ connecting: true }), { ...started, started: false })).toEqual({
      status: 'idle',
    });
  });

  it('a device reported offline is disconnected even while the flow still waits', () => {
    const state = {
      ...withSdk({ connecting: true }),
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
    const state = withSdk({ connecting: true, sseError, sseStatus: 'reconnecting' });
    expect(connectionOf(state, started)).toEqual({
      status: 'error',
      error: { key: 'http', values: { message: sseError.message } },
    });
  });

  it('a timed-out flow is an error with its own message', () => {
    expect(connectionOf(withSdk({ connectingTimeout: true }), started)).toEqual({
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
    expect(connectionOf(withSdk({ connectError: error }), started)).toEqual({
      status: 'error',
      error: { key: 'tooManyRequests' },
    });
  });

  it('connected only once the device is connected and its info is in', () => {
    const connected = {
      ...initialSessionState,
      device: { ...initialSessionState.device, statusReported: true, connected: true },
    };
    expect(connectionOf(connected, started).status).toBe('connecting');
    const ready = { ...connected, sdk: { ...connected.sdk, infoUpdated: true } };
    expect(connectionOf(ready, started).status).toBe('connected');
  });
});

describe('createConnectionStore', () => {
  it('starts idle with the stored key and loads nothing', () => {
    const { store, loads } = setup({}, { initialKey: 'Stored1' });
    expect(store.get()).toMatchObject({ status: 'idle', connectionKey: 'Stored1' });
    expect(store.runtime()).toBeUndefined();
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
    expect(connected).toEqual([{ connectionKey: 'OhKey1', keyChanged: true, deviceKind: 'oh' }]);
  });

  it('with persist: false connects with the key without remembering it', async () => {
    const { store, chosen } = setup({ SharedKey1: {}, OwnKey01: {} });
    await store.connect('SharedKey1', { persist: false });
    expect(chosen).toEqual([]);
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'SharedKey1' });
    await store.connect('OwnKey01');
    expect(chosen).toEqual(['OwnKey01']);
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
