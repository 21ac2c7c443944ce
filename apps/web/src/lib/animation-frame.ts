/**
 * The browser's animation frames, owned here like the other platform timers so that drawing code
 * never schedules frames of its own and tests can drive frames by hand.
 */

/** Schedules frames; the browser's `requestAnimationFrame` by default. */
export interface FrameScheduler {
  request(callback: (timestampMs: number) => void): number;
  cancel(handle: number): void;
}

/** The browser's frames; where there are none (a test environment), a frame never comes. */
export const browserFrames: FrameScheduler = {
  request: (callback) =>
    typeof window.requestAnimationFrame === 'function' ? window.requestAnimationFrame(callback) : 0,
  cancel: (handle) => {
    if (typeof window.cancelAnimationFrame === 'function') window.cancelAnimationFrame(handle);
  },
};

/**
 * Calls `draw` on every animation frame until the returned disposer is called. Frames stop by
 * themselves while the tab is hidden (the browser pauses them), which is what a drawing wants.
 */
export function everyAnimationFrame(
  draw: (timestampMs: number) => void,
  frames: FrameScheduler = browserFrames,
): () => void {
  let stopped = false;
  let handle = 0;
  const tick = (timestampMs: number) => {
    if (stopped) return;
    draw(timestampMs);
    handle = frames.request(tick);
  };
  handle = frames.request(tick);
  return () => {
    stopped = true;
    frames.cancel(handle);
  };
}

/** True when the user asked for less motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
