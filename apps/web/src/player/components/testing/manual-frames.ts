import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Animation frames by hand: `requestAnimationFrame` queues, {@link ManualFrames.step} runs what is
 * queued (as one frame, inside `act`). Installed for each test of the file that calls it.
 */
export interface ManualFrames {
  step(): void;
  pending(): number;
}

export function installManualFrames(): ManualFrames {
  let queue = new Map<number, FrameRequestCallback>();
  let next = 1;
  let nowMs = 0;
  beforeEach(() => {
    queue = new Map();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      const handle = next++;
      queue.set(handle, callback);
      return handle;
    });
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
      queue.delete(handle);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    step() {
      const due = [...queue.values()];
      queue.clear();
      nowMs += 16;
      act(() => {
        for (const callback of due) callback(nowMs);
      });
    },
    pending: () => queue.size,
  };
}

/** A 2D context that records the calls made to it (jsdom draws nothing). */
export function recordingContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const context = new Proxy(
    {},
    {
      get(target: Record<string, unknown>, name: string) {
        if (name in target) return target[name];
        return (...args: unknown[]) => {
          calls.push({ name, args });
        };
      },
      set(target: Record<string, unknown>, name: string, value: unknown) {
        target[name] = value;
        return true;
      },
    },
  );
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}
