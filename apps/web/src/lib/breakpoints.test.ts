import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import {
  RESIZE_DEBOUNCE_MS,
  breakpointOf,
  isAtLeast,
  watchBreakpoint,
  type Breakpoint,
  type ResizeSource,
} from './breakpoints';

describe('breakpointOf (spec §9: 600, 1024, 1440, 1920)', () => {
  it.each([
    [360, 'compact'],
    [599, 'compact'],
    [600, 'medium'],
    [1023, 'medium'],
    [1024, 'expanded'],
    [1439, 'expanded'],
    [1440, 'large'],
    [1919, 'large'],
    [1920, 'xlarge'],
    [3840, 'xlarge'],
  ] as const)('%i px is %s', (width, breakpoint) => {
    expect(breakpointOf(width)).toBe(breakpoint);
  });

  it('orders the classes', () => {
    expect(isAtLeast('expanded', 'expanded')).toBe(true);
    expect(isAtLeast('xlarge', 'expanded')).toBe(true);
    expect(isAtLeast('medium', 'expanded')).toBe(false);
  });
});

function fakeWindow(initialWidth: number) {
  const listeners = new Set<() => void>();
  const source: ResizeSource & { innerWidth: number } = {
    innerWidth: initialWidth,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const resize = (width: number) => {
    source.innerWidth = width;
    for (const listener of listeners) listener();
  };
  return { source, resize, listeners };
}

describe('watchBreakpoint', () => {
  it('reports a new class once resizing has settled for 16 ms', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(16);
    const clock = new FakeClock();
    const { source, resize } = fakeWindow(1280);
    const seen: Breakpoint[] = [];
    watchBreakpoint(source, clock, (breakpoint) => seen.push(breakpoint));
    resize(900);
    clock.advance(10);
    resize(700);
    clock.advance(15);
    expect(seen).toEqual([]);
    clock.advance(1);
    expect(seen).toEqual(['medium']);
  });

  it('stays quiet when the class does not change', () => {
    const clock = new FakeClock();
    const { source, resize } = fakeWindow(1100);
    const seen: Breakpoint[] = [];
    watchBreakpoint(source, clock, (breakpoint) => seen.push(breakpoint));
    resize(1300);
    clock.advance(100);
    expect(seen).toEqual([]);
    resize(1500);
    clock.advance(16);
    expect(seen).toEqual(['large']);
  });

  it('removes its listener and its timer when disposed', () => {
    const clock = new FakeClock();
    const { source, resize, listeners } = fakeWindow(1100);
    const seen: Breakpoint[] = [];
    const dispose = watchBreakpoint(source, clock, (breakpoint) => seen.push(breakpoint));
    resize(400);
    dispose();
    clock.advance(100);
    expect(seen).toEqual([]);
    expect(listeners.size).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });
});
