import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import type { ApiConfig } from '../../lib/config';
import { API_SETTINGS_SETTLE_MS, followApiSettings, reconnectNeeded } from './follow-api-settings';

function setup() {
  const clock = new FakeClock();
  let config: ApiConfig = {
    apiBaseUrl: 'https://a.test/v3',
    applicationKey: 'k1',
    scriptUploadUrl: 'https://a.test/api/script/v0/temp/upload',
    overridden: false,
  };
  const listeners = new Set<() => void>();
  let reconnects = 0;
  const stop = followApiSettings({
    read: () => config,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect: () => reconnects++,
    clock,
  });
  const change = (patch: Partial<ApiConfig>) => {
    config = { ...config, ...patch };
    for (const listener of listeners) listener();
  };
  return { clock, change, stop, reconnects: () => reconnects, listeners };
}

describe('followApiSettings', () => {
  it('reconnects once the changed key has stayed the same for a moment', () => {
    const { clock, change, reconnects } = setup();
    change({ applicationKey: 'k' });
    clock.advance(100);
    change({ applicationKey: 'k2' });
    clock.advance(API_SETTINGS_SETTLE_MS - 1);
    expect(reconnects()).toBe(0);
    clock.advance(1);
    expect(reconnects()).toBe(1);
  });

  it('follows a changed base URL too, and ignores changes of anything else', () => {
    const { clock, change, reconnects } = setup();
    change({ overridden: true });
    clock.advance(API_SETTINGS_SETTLE_MS);
    expect(reconnects()).toBe(0);
    change({ apiBaseUrl: 'https://b.test/v3' });
    clock.advance(API_SETTINGS_SETTLE_MS);
    expect(reconnects()).toBe(1);
  });

  it('a change back before the moment has passed still reconnects once (the runtime decides)', () => {
    const { clock, change, reconnects } = setup();
    change({ applicationKey: 'k2' });
    change({ applicationKey: 'k1' });
    clock.advance(API_SETTINGS_SETTLE_MS);
    expect(reconnects()).toBe(1);
  });

  it('stops following when disposed, dropping a waiting reconnect', () => {
    const { clock, change, stop, reconnects, listeners } = setup();
    change({ applicationKey: 'k2' });
    stop();
    clock.advance(API_SETTINGS_SETTLE_MS);
    expect(reconnects()).toBe(0);
    expect(listeners.size).toBe(0);
  });
});

describe('reconnectNeeded', () => {
  const oldKey: ApiConfig = {
    apiBaseUrl: 'https://a.test/v3',
    applicationKey: 'k1',
    scriptUploadUrl: 'https://a.test/api/script/v0/temp/upload',
    overridden: false,
  };
  const newKey: ApiConfig = { ...oldKey, applicationKey: 'k2' };

  it('is not needed when the connection already runs on the settings (a retry took them up)', () => {
    expect(reconnectNeeded('connected', newKey, newKey)).toBe(false);
  });

  it('is needed when the connection runs on other settings, or is not connected', () => {
    expect(reconnectNeeded('connected', oldKey, newKey)).toBe(true);
    expect(
      reconnectNeeded('connected', { ...newKey, apiBaseUrl: 'https://other/v3' }, newKey),
    ).toBe(true);
    for (const status of ['idle', 'connecting', 'disconnected', 'error'] as const) {
      expect(reconnectNeeded(status, newKey, newKey), status).toBe(true);
    }
    expect(reconnectNeeded('connected', undefined, newKey)).toBe(true);
  });
});
