import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { firstPageReady, type FirstNavigation } from './first-page-ready';
import { settled } from '../lib/settled';

/** A router whose first navigation finishes when the test says so. */
function fakeRouter(initialized = false) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const state = { initialized };
  const router: FirstNavigation = {
    state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const emit = (next: boolean) => {
    state.initialized = next;
    for (const listener of [...listeners]) listener(state);
  };
  return { router, listeners, emit };
}

describe('firstPageReady', () => {
  it('resolves at once when the first navigation has finished', async () => {
    const { router } = fakeRouter(true);
    await expect(settled(firstPageReady(router, 300, new FakeClock()))).resolves.toBe(true);
  });

  it('resolves when the first navigation finishes, and stops listening and timing', async () => {
    const { router, listeners, emit } = fakeRouter();
    const clock = new FakeClock();
    const ready = firstPageReady(router, 300, clock);
    emit(false);
    expect(await settled(ready)).toBe(false);
    clock.advance(299);
    emit(true);
    expect(await settled(ready)).toBe(true);
    expect(listeners.size).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('resolves after the longest wait when the page is slow, and stops listening', async () => {
    const { router, listeners } = fakeRouter();
    const clock = new FakeClock();
    const ready = firstPageReady(router, 300, clock);
    clock.advance(299);
    expect(await settled(ready)).toBe(false);
    clock.advance(1);
    expect(await settled(ready)).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
