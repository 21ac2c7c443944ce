import { FakeClock } from '@glide/core';
import { describe, expect, it, vi } from 'vitest';
import { whenTrue } from './when-true';

function fakeCondition(holds: boolean) {
  const listeners = new Set<() => void>();
  const condition = {
    value: holds,
    holds: () => condition.value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: boolean) {
      condition.value = next;
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
  return condition;
}

describe('whenTrue', () => {
  it('runs at once when the condition holds, without listening or timing', () => {
    const condition = fakeCondition(true);
    const clock = new FakeClock();
    const run = vi.fn();
    whenTrue(condition, run, 100, clock);
    expect(run).toHaveBeenCalledOnce();
    expect(condition.listeners.size).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('runs once at the change after which it holds, then stops listening and timing', () => {
    const condition = fakeCondition(false);
    const clock = new FakeClock();
    const run = vi.fn();
    whenTrue(condition, run, 100, clock);
    condition.set(false);
    expect(run).not.toHaveBeenCalled();
    condition.set(true);
    expect(run).toHaveBeenCalledOnce();
    expect(condition.listeners.size).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });

  it('runs once after the longest wait when it never holds', () => {
    const condition = fakeCondition(false);
    const clock = new FakeClock();
    const run = vi.fn();
    whenTrue(condition, run, 100, clock);
    clock.advance(99);
    expect(run).not.toHaveBeenCalled();
    clock.advance(1);
    expect(run).toHaveBeenCalledOnce();
    condition.set(true);
    expect(run).toHaveBeenCalledOnce();
    expect(condition.listeners.size).toBe(0);
  });
});
