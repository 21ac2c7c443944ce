import type { Clock, TimerHandle } from './clock';

/**
 * The real clock. This file is the one place in @glide/core that touches the platform's timers;
 * everything else receives a Clock.
 */
export function createSystemClock(): Clock {
  const handles = new Map<number, ReturnType<typeof globalThis.setTimeout>>();
  let nextId = 1;
  return {
    now: () => Date.now(),
    setTimeout(fn, delayMs) {
      const handle: TimerHandle = { id: nextId++ };
      handles.set(
        handle.id,
        globalThis.setTimeout(() => {
          handles.delete(handle.id);
          fn();
        }, delayMs),
      );
      return handle;
    },
    clearTimeout(handle) {
      const h = handles.get(handle.id);
      if (h !== undefined) {
        globalThis.clearTimeout(h);
        handles.delete(handle.id);
      }
    },
  };
}

/** A shared real clock. */
export const systemClock: Clock = createSystemClock();
