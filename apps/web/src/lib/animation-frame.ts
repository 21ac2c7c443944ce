/**
 * The browser's animation frames, owned here like the other platform timers so that drawing code
 * never schedules frames of its own and tests can drive frames by hand.
 */
import { systemClock, type Clock } from '@glide/core';

/** Schedules frames; the browser's `requestAnimationFrame` by default. */
export interface FrameScheduler {
  request(callback: (timestampMs: number) => void): number;
  cancel(handle: number): void;
  /**
   * Calls `listener` whenever what is drawn on these frames may have changed without a render
   * (a video's frames: the video seeked while paused, say); returns how to stop. A scheduler that
   * says so spares a resting drawing its timed looks ({@link drawWhileChanging}).
   */
  onChange?(listener: () => void): () => void;
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

/**
 * What {@link drawWhileChanging} runs on: frames, timers, whether the tab is shown and when the
 * page's appearance changes (its theme, reduced motion, its size or pixel ratio: what a drawing
 * may read besides its props).
 */
export interface DrawLoopDeps {
  readonly frames: FrameScheduler;
  readonly timers: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  readonly visibility: { isVisible(): boolean; onChange(listener: () => void): () => void };
  readonly appearance: { onChange(listener: () => void): () => void };
}

/** The media query of a user who asked for less motion. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Tells of each change of the page's appearance: the theme (`data-theme` on the root element,
 * `lib/theme.ts`), reduced motion, and the window's size, which changes with its pixel ratio
 * (a zoom) too.
 */
function onAppearanceChange(listener: () => void): () => void {
  const stops: (() => void)[] = [];
  if (typeof MutationObserver === 'function') {
    const theme = new MutationObserver(listener);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    stops.push(() => theme.disconnect());
  }
  if (typeof window.matchMedia === 'function') {
    const motion = window.matchMedia(REDUCED_MOTION);
    motion.addEventListener('change', listener);
    stops.push(() => motion.removeEventListener('change', listener));
  }
  window.addEventListener('resize', listener);
  stops.push(() => window.removeEventListener('resize', listener));
  return () => {
    for (const stop of stops) stop();
  };
}

// Whether the tab is shown, read here rather than through `page-signals.ts`: that module is on the
// first connect's path, and a module shared with the drawings would be split into a chunk of its own.
export const browserDrawLoop: DrawLoopDeps = {
  frames: browserFrames,
  timers: systemClock,
  visibility: {
    isVisible: () => document.visibilityState === 'visible',
    onChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  },
  appearance: { onChange: onAppearanceChange },
};

/** Frames in a row that show nothing new before a drawing loop rests: half a second at 60 Hz. */
export const REST_AFTER_FRAMES = 30;
/**
 * How often a resting loop looks whether what it shows has changed: a fallback, because what
 * starts a drawing moving (a device that starts stroking, a video that plays or seeks) renders
 * the component, and a render wakes the loop at once. A change that comes without a render shows
 * at most this late. Ten looks a second kept an idle `/hamp`'s renderer at 1.0 % of a core, two a
 * second at 0.7 %. Drawings on frames that tell of their changes (a video's) need no looks.
 */
export const REST_LOOK_MS = 500;

/** How a drawing loop rests. */
export interface DrawLoopOptions {
  /**
   * Whether a resting loop looks every {@link REST_LOOK_MS} (default true). A drawing that reads
   * only what comes with a render (its props, a ref its parent sets as it renders) needs no
   * looks: each render wakes it. Nor does one on frames that tell of their changes
   * (`FrameScheduler.onChange`): each change wakes it.
   */
  readonly looks?: boolean;
}

/** A running drawing loop. */
export interface DrawLoop {
  /**
   * Ends a rest at once: something the drawing reads may have changed (new props, say). The next
   * frame draws; if it draws nothing new, the loop rests again at once.
   */
  wake(): void;
  stop(): void;
}

/**
 * Draws on animation frames while what is drawn changes, and rests when it does not. `draw` draws
 * only what differs from what it last drew and returns whether it drew anything (or holds back
 * something still to draw). It is given the frame's time (`requestAnimationFrame`'s, ms), or none
 * when it is called to look during a rest. After
 * {@link REST_AFTER_FRAMES} frames with nothing new the loop stops asking for frames and looks
 * every {@link REST_LOOK_MS} instead; the first change brings the frames back. Frames that tell of
 * their changes, and a change of the page's appearance, wake it instead of a look. While the tab
 * is hidden it neither draws nor looks, and it draws again as soon as the tab is shown. An idle
 * page thus costs no frames at all: a frame loop on a page where nothing moves kept a core about
 * 9 % busy, and the looks of the two drawings beside an idle `/sync`'s video about 0.1 %.
 */
export function drawWhileChanging(
  draw: (frameMs?: number) => boolean,
  deps: DrawLoopDeps = browserDrawLoop,
  options: DrawLoopOptions = {},
): DrawLoop {
  // Frames that say when they change leave nothing for a look to find.
  const looks = (options.looks ?? true) && deps.frames.onChange === undefined;
  let state: 'frames' | 'resting' | 'hidden' | 'stopped' = 'frames';
  let quietFrames = 0;
  let frame = 0;
  let look: ReturnType<DrawLoopDeps['timers']['setTimeout']> | undefined;

  const drawFrames = () => {
    quietFrames = 0;
    if (!deps.visibility.isVisible()) {
      state = 'hidden';
      return;
    }
    state = 'frames';
    frame = deps.frames.request(onFrame);
  };
  const rest = () => {
    state = 'resting';
    if (looks) look = deps.timers.setTimeout(onLook, REST_LOOK_MS);
  };
  function onFrame(frameMs: number) {
    if (state !== 'frames') return;
    if (!deps.visibility.isVisible()) {
      state = 'hidden';
      return;
    }
    quietFrames = draw(frameMs) ? 0 : quietFrames + 1;
    if (quietFrames >= REST_AFTER_FRAMES) rest();
    else frame = deps.frames.request(onFrame);
  }
  function onLook() {
    look = undefined;
    if (state !== 'resting') return;
    if (!deps.visibility.isVisible()) state = 'hidden';
    else if (draw()) drawFrames();
    else rest();
  }
  function wake() {
    if (state === 'frames') quietFrames = 0;
    if (state !== 'resting') return;
    if (look) deps.timers.clearTimeout(look);
    look = undefined;
    drawFrames();
    // A wake is a render or a change told, which often changes nothing drawn (a page re-rendering
    // for a panel's clock, say): one quiet frame then rests again, rather than thirty for each.
    quietFrames = REST_AFTER_FRAMES - 1;
  }
  const stopWatching = [
    deps.visibility.onChange(() => {
      if (state === 'hidden' && deps.visibility.isVisible()) drawFrames();
    }),
    deps.frames.onChange?.(wake),
    deps.appearance.onChange(wake),
  ];
  drawFrames();
  return {
    wake,
    stop() {
      state = 'stopped';
      deps.frames.cancel(frame);
      if (look) deps.timers.clearTimeout(look);
      for (const stop of stopWatching) stop?.();
    },
  };
}

/** True when the user asked for less motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false;
}
