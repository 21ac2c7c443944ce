import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nextStarted } from './started';

describe('i18nextStarted', () => {
  it('waits for init, then resolves', async () => {
    const instance = createInstance();
    let started = false;
    const waiting = i18nextStarted(instance).then(() => {
      started = true;
    });
    await Promise.resolve();
    expect(started).toBe(false);
    await instance.init({ lng: 'en-US', resources: {} });
    await waiting;
    expect(started).toBe(true);
    expect(instance.isInitialized).toBe(true);
  });

  it('resolves at once on a started instance', async () => {
    const instance = createInstance();
    await instance.init({ lng: 'en-US', resources: {} });
    await expect(i18nextStarted(instance)).resolves.toBeUndefined();
  });
});
