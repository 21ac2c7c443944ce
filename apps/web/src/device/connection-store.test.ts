import { describe, expect, it } from 'vitest';
import { HandyDeviceError, HandyHttpError, type DeviceInfo } from '@glide/handy';
import {
  ConnectionError,
  createConnectionStore,
  deviceKindOfModel,
  type ConnectedEvent,
  type ConnectionClient,
  type ConnectionDevice,
} from './connection-store';

const handyInfo: DeviceInfo = {
  fw_status: 0,
  fw_version: '4.2.2+emulated',
  hw_model_no: 0,
  hw_model_name: 'Handy',
  session_id: 's-1',
};
const ohInfo: DeviceInfo = { ...handyInfo, hw_model_no: 1, hw_model_name: 'Oh' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake client: each key answers from its own script, and every call is recorded. */
function fakeClient(devices: Record<string, Partial<ConnectionDevice>>) {
  const calls: string[] = [];
  const client: ConnectionClient = {
    device(key) {
      const device = devices[key] ?? {};
      return {
        connected: () => {
          calls.push(`${key} connected`);
          return device.connected?.() ?? Promise.resolve({ connected: true });
        },
        info: () => {
          calls.push(`${key} info`);
          return device.info?.() ?? Promise.resolve(handyInfo);
        },
      };
    },
  };
  return { client, calls };
}

function setup(devices: Record<string, Partial<ConnectionDevice>> = {}, initialKey = '') {
  const { client, calls } = fakeClient(devices);
  const chosen: string[] = [];
  const connected: ConnectedEvent[] = [];
  let disconnects = 0;
  const store = createConnectionStore({
    client: () => client,
    initialKey,
    onKeyChosen: (key) => chosen.push(key),
    onConnected: (event) => connected.push(event),
    onDisconnected: () => disconnects++,
  });
  return { store, calls, chosen, connected, disconnects: () => disconnects };
}

describe('createConnectionStore', () => {
  it('starts idle with the stored key', () => {
    const { store } = setup({}, 'Stored01');
    expect(store.get()).toEqual({ status: 'idle', connectionKey: 'Stored01' });
  });

  it('refuses a blank key and a malformed key before any request', async () => {
    const { store, calls, chosen } = setup();
    await expect(store.connect('  ')).rejects.toThrow(ConnectionError);
    expect(store.get()).toMatchObject({ status: 'error', error: { key: 'keyRequired' } });
    await expect(store.connect('ab-c')).rejects.toMatchObject({ detail: { key: 'keyInvalid' } });
    expect(store.get()).toMatchObject({ status: 'error', connectionKey: 'ab-c' });
    expect(calls).toEqual([]);
    expect(chosen).toEqual([]);
  });

  it('connects: connecting, then connected with the info and the kind of the model', async () => {
    const info = deferred<DeviceInfo>();
    const { store, calls, chosen, connected } = setup({ Oh123: { info: () => info.promise } });
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.get().status));
    const done = store.connect(' Oh123 ');
    expect(store.get()).toEqual({ status: 'connecting', connectionKey: 'Oh123' });
    expect(chosen).toEqual(['Oh123']);
    await Promise.resolve();
    info.resolve(ohInfo);
    await done;
    expect(store.get()).toEqual({
      status: 'connected',
      connectionKey: 'Oh123',
      info: ohInfo,
      detectedDeviceKind: 'oh',
    });
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(calls).toEqual(['Oh123 connected', 'Oh123 info']);
    expect(connected).toEqual([
      { connectionKey: 'Oh123', keyChanged: true, info: ohInfo, deviceKind: 'oh' },
    ]);
  });

  it('reports keyChanged only when the key differs from the last connected one', async () => {
    const { store, connected } = setup();
    await store.connect('KeyOne1');
    await store.connect('KeyOne1');
    await store.connect('KeyTwo2');
    expect(connected.map((event) => [event.connectionKey, event.keyChanged])).toEqual([
      ['KeyOne1', true],
      ['KeyOne1', false],
      ['KeyTwo2', true],
    ]);
  });

  it('an offline device is "disconnected" with the reason, and info is not asked', async () => {
    const { store, calls } = setup({
      Offline1: { connected: () => Promise.resolve({ connected: false }) },
    });
    await expect(store.connect('Offline1')).rejects.toMatchObject({
      detail: { key: 'deviceNotConnected' },
    });
    expect(store.get()).toEqual({
      status: 'disconnected',
      connectionKey: 'Offline1',
      error: { key: 'deviceNotConnected' },
    });
    expect(calls).toEqual(['Offline1 connected']);
  });

  it('a device error 1001 during info also reads as disconnected', async () => {
    const notConnected = new HandyDeviceError({
      code: 1001,
      name: 'DeviceNotConnected',
      message: 'Device not connected',
      connected: false,
    });
    const { store } = setup({ Gone1: { info: () => Promise.reject(notConnected) } });
    await expect(store.connect('Gone1')).rejects.toBeInstanceOf(ConnectionError);
    expect(store.get().status).toBe('disconnected');
  });

  it('a server error is "error" with its message; the next try can succeed', async () => {
    let fail = true;
    const { store } = setup({
      Faulty1: {
        connected: () =>
          fail
            ? Promise.reject(
                new HandyHttpError({
                  status: 503,
                  statusText: 'Service Unavailable',
                  body: '',
                  isDeviceCall: true,
                }),
              )
            : Promise.resolve({ connected: true }),
      },
    });
    await expect(store.connect('Faulty1')).rejects.toBeInstanceOf(ConnectionError);
    expect(store.get()).toMatchObject({ status: 'error', error: { key: 'http' } });
    expect(String(store.get().error?.values?.message)).toContain('Service Unavailable');
    fail = false;
    await store.connect('Faulty1');
    expect(store.get().status).toBe('connected');
    expect(store.get().error).toBeUndefined();
  });

  it('drops the answer of a connect that a newer connect replaced', async () => {
    const slow = deferred<{ connected: boolean }>();
    const { store, connected } = setup({ SlowKey1: { connected: () => slow.promise } });
    const first = store.connect('SlowKey1');
    await store.connect('FastKey1');
    slow.resolve({ connected: false });
    await expect(first).resolves.toBeUndefined();
    expect(store.get()).toMatchObject({ status: 'connected', connectionKey: 'FastKey1' });
    expect(connected.map((event) => event.connectionKey)).toEqual(['FastKey1']);
  });

  it('disconnect ends a connection (and a pending connect) and tells its listener', async () => {
    const slow = deferred<{ connected: boolean }>();
    const { store, disconnects } = setup({ SlowKey1: { connected: () => slow.promise } });
    await store.connect('KeyOne1');
    store.disconnect();
    expect(store.get()).toEqual({ status: 'disconnected', connectionKey: 'KeyOne1' });
    expect(disconnects()).toBe(1);

    const pending = store.connect('SlowKey1');
    store.disconnect();
    slow.resolve({ connected: true });
    await pending;
    expect(store.get().status).toBe('disconnected');
    expect(disconnects()).toBe(2);

    store.disconnect();
    expect(disconnects()).toBe(2);
  });

  it('disconnect while idle changes nothing', () => {
    const { store, disconnects } = setup({}, 'Stored01');
    let changes = 0;
    store.subscribe(() => changes++);
    store.disconnect();
    expect(store.get().status).toBe('idle');
    expect(changes).toBe(0);
    expect(disconnects()).toBe(0);
  });
});

describe('deviceKindOfModel (spec §1)', () => {
  it.each([
    [1, 'oh'],
    [0, 'handy'],
    [2, 'handy'],
    [undefined, 'handy'],
  ] as const)('model %s is %s', (model, kind) => {
    expect(deviceKindOfModel(model)).toBe(kind);
  });
});
