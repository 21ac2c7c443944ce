import { describe, expect, it, vi } from 'vitest';
import type { ApiConfig } from '../../lib/config';
import type { PreferencesPatch } from '../../preferences';
import { memoryPreferencesStore } from '../../preferences/test-fixtures';
import { appConnectionOptions } from './connection-instance';
import { ConnectionError } from '../errors/connection-error';
import { createConnectionStore, type DeviceRuntime } from './connection-store';
import { autoRuntime, type AutoDevice } from '../session/testing/auto-runtime';

const CONFIG: ApiConfig = {
  apiBaseUrl: 'http://127.0.0.1:8787/api/handy-rest/v3',
  applicationKey: 'glide-dev-app-id',
  scriptUploadUrl: 'http://127.0.0.1:8787/api/script/v0/temp/upload',
  overridden: false,
};

/** Models by key: The Handy (0), the Oh (1), The Handy 2 (2). */
const DEVICES: Record<string, AutoDevice> = {
  HandyKey0: { info: { hw_model_no: 0 } },
  OhKey0001: { info: { hw_model_no: 1 } },
  Handy2Key: { info: { hw_model_no: 2 } },
};

function setup(options: { config?: ApiConfig; preferences?: PreferencesPatch } = {}) {
  const preferences = memoryPreferencesStore();
  preferences.update({ deviceSelectionComplete: true, ...options.preferences });
  const fake = autoRuntime(DEVICES);
  const runtimeFor = vi.fn((config: ApiConfig): Promise<DeviceRuntime> => {
    void config;
    return Promise.resolve(fake.runtime);
  });
  const store = createConnectionStore({
    clock: fake.clock,
    ...appConnectionOptions({
      preferences,
      apiConfig: () => options.config ?? CONFIG,
      runtimeFor,
    }),
  });
  return { store, preferences, runtimeFor, clock: fake.clock };
}

describe('the application key check before connecting (spec §5)', () => {
  it.each(['', '   '])('refuses %j before loading anything, and does not retry', async (key) => {
    const { store, runtimeFor, clock } = setup({ config: { ...CONFIG, applicationKey: key } });
    await expect(store.connect('HandyKey0')).rejects.toEqual(
      new ConnectionError({ key: 'applicationKeyRequired' }),
    );
    expect(runtimeFor).not.toHaveBeenCalled();
    expect(store.get()).toMatchObject({
      status: 'error',
      error: { key: 'applicationKeyRequired' },
    });
    // Only the user can set a key: no retry is scheduled.
    expect(store.get().retry).toBeUndefined();
    expect(clock.pendingTimers).toBe(0);
  });

  it('loads the runtime for the settings in force once a key is there', async () => {
    const { store, runtimeFor } = setup();
    await store.connect('HandyKey0');
    expect(runtimeFor).toHaveBeenCalledExactlyOnceWith(CONFIG);
    expect(store.get().status).toBe('connected');
  });
});

describe('the device kind written when a changed key connects (spec §4)', () => {
  it('model 1 is the Oh, every other model The Handy', async () => {
    const { store, preferences } = setup();
    await store.connect('OhKey0001');
    expect(preferences.get().device).toBe('oh');
    await store.connect('HandyKey0');
    expect(preferences.get().device).toBe('handy');
    await store.connect('OhKey0001');
    await store.connect('Handy2Key');
    expect(preferences.get().device).toBe('handy');
  });

  it('remembers the key as the connect starts', async () => {
    const { store, preferences } = setup();
    await store.connect('OhKey0001');
    expect(preferences.get().connectionKey).toBe('OhKey0001');
  });

  it('not again for the same key: a choice made since stays', async () => {
    const { store, preferences } = setup();
    await store.connect('OhKey0001');
    preferences.update({ device: 'handy' });
    await store.connect('OhKey0001');
    expect(preferences.get().device).toBe('handy');
  });

  it('not before the user has chosen a device, nor for a shared device’s visit', async () => {
    const pending = setup({ preferences: { deviceSelectionComplete: false } });
    await pending.store.connect('OhKey0001');
    expect(pending.preferences.get().device).toBe('handy');

    const visit = setup();
    await visit.store.connect('OhKey0001', { persist: false });
    expect(visit.preferences.get()).toMatchObject({ device: 'handy', connectionKey: '' });
  });
});
