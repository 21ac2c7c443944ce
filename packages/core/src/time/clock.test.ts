import { describe, expect, it } from 'vitest';
import { FakeClock } from './clock';

describe('FakeClock', () => {
  it('fires timers in due order as time advances', () => {
    const clock = new FakeClock(1000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('b'), 20);
    clock.setTimeout(() => fired.push('a'), 10);
    const c = clock.setTimeout(() => fired.push('c'), 30);
    clock.clearTimeout(c);
    clock.advance(15);
    expect(fired).toEqual(['a']);
    expect(clock.now()).toBe(1015);
    clock.advance(100);
    expect(fired).toEqual(['a', 'b']);
    expect(clock.pendingTimers).toBe(0);
  });

  it('runs timers scheduled by timers within the same advance', () => {
    const clock = new FakeClock();
    const times: number[] = [];
    const tick = () => {
      times.push(clock.now());
      if (times.length < 3) clock.setTimeout(tick, 10);
    };
    clock.setTimeout(tick, 10);
    clock.advance(100);
    expect(times).toEqual([10, 20, 30]);
  });
});
