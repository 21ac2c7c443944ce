/**
 * One source of a video's frame callbacks for everything that follows its frames (the media clock,
 * the picture's time for the drawings, the drawings themselves, the first-frame waits of
 * `follow-video.ts`): one `requestVideoFrameCallback` at a time, its frame handed to each callback
 * asked for before it, in the order asked.
 *
 * And paced. While a frame callback is pending, Chromium runs a main frame on every refresh of the
 * screen to see whether the video has a new frame: 60 a second beside a 30 fps video, half of
 * them with nothing to hand over (a trace of `/local` playing, 2026-12-05: 58 main frames a
 * second). So after a frame the next is asked for only shortly before it can be handed over: the
 * frame's own hand-over to the compositor (`presentationTime`) plus the soonest the video's frames
 * have followed each other lately, less {@link PACE_LEAD_MS}. The callback's own time is no
 * anchor: it runs at the hand-over, or a refresh later when it was asked for after it, and a wait
 * timed from a late one is late in turn, until a frame is missed. A 30 fps video at 1× then costs
 * some 34 main frames a second; frames a refresh apart (a 30 fps video at 2×) are asked for at
 * once. A frame missed all the same (a late timer on a busy page: the presented-frame count skips
 * one) turns the pacing off for {@link CATCH_UP_FRAMES} frames; a seek, a start or a new rate
 * starts it over from the next two frames.
 */
import type { Clock, TimerHandle } from '@glide/core';
import { performanceClock } from '../lib/performance-clock';

/** What the player reads of a frame (the standard `VideoFrameCallbackMetadata`'s fields). */
export interface FrameMetadata {
  /** The frame's media time, seconds. */
  readonly mediaTime: number;
  /** When the frame is expected on screen, performance timeline ms. */
  readonly expectedDisplayTime: number;
  /** When the frame was handed to the compositor, performance timeline ms. */
  readonly presentationTime?: number;
  /** Frames submitted for composition so far (fakes in tests may leave it out: no pacing then). */
  readonly presentedFrames?: number;
}

/** A frame callback, as `requestVideoFrameCallback` takes it. */
export type FrameCallback = (now: number, metadata: FrameMetadata) => void;

/** The parts of a video the source uses. */
export interface FrameSourceVideo {
  addEventListener(type: string, listener: () => void): void;
  requestVideoFrameCallback?: (callback: FrameCallback) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
}

/** Frame callbacks of one video, as `requestVideoFrameCallback` gives them. */
export interface FrameSource {
  request(callback: FrameCallback): number;
  cancel(handle: number): void;
}

/** What the source runs on; `pace` false hands every request on at once (fakes in tests). */
export interface FrameSourceDeps {
  readonly pace: boolean;
  /** A clock on the performance timeline, the one frames are stamped on, and its timers. */
  readonly clock: Clock;
}

/**
 * How long before the next frame can be handed over it is asked for: room for a late timer, but
 * well under a 60 Hz refresh, so that the refresh between two frames of a 30 fps video finds
 * nothing pending and its main frame does not run.
 */
export const PACE_LEAD_MS = 10;
/** The frame intervals the soonest is taken from. */
const INTERVALS_KEPT = 8;
/** A wait shorter than this is no wait: the frame is asked for at once. */
const MIN_WAIT_MS = 4;
/**
 * Frames that follow each other sooner than this leave no refresh between them on a 60 Hz screen
 * (a 30 fps video at 2×, a 60 fps one): nothing to save, so they are asked for at once.
 */
export const PACE_FROM_MS = 25;
/** Frames asked for at once after one was missed. */
export const CATCH_UP_FRAMES = 30;
/** Events after which the video's frames come at a new pace, or from a new place. */
const PACE_RESETS = ['play', 'playing', 'seeking', 'seeked', 'ratechange', 'emptied'] as const;

/** A frame that moved the pace on: its display time and presented-frame count. */
interface Shown {
  readonly displayMs: number;
  readonly presented: number;
}

/**
 * Creates the source over `video`'s own frame callbacks; undefined where it has none (Firefox).
 */
export function createFrameSource(
  video: FrameSourceVideo,
  deps: FrameSourceDeps,
): FrameSource | undefined {
  const native = video.requestVideoFrameCallback?.bind(video);
  if (!native) return undefined;
  const cancelNative = video.cancelVideoFrameCallback?.bind(video);
  const callbacks = new Map<number, FrameCallback>();
  let nextHandle = 1;
  /** The native request pending, if any. */
  let pending: number | undefined;
  /** The wait before the next native request, if one is timed. */
  let wait: TimerHandle | undefined;
  /**
   * When the last frame handed out went to the compositor (its callback's time where the engine
   * does not say), on the performance timeline.
   */
  let anchorMs: number | undefined;
  let last: Shown | undefined;
  /**
   * Display ms between frames presented one after the other, newest last: the soonest of them is
   * when the next frame may show (a 24 fps video on a 60 Hz screen alternates 33 and 50).
   */
  let intervals: number[] = [];
  let catchUp = 0;

  const resetPace = () => {
    last = undefined;
    intervals = [];
    anchorMs = undefined;
    // A frame held back for the old pace is asked for now.
    if (wait !== undefined) {
      deps.clock.clearTimeout(wait);
      ask();
    }
  };

  /** Learns the pace from a frame: its interval, or a miss when frames were skipped. */
  const learn = (metadata: FrameMetadata) => {
    const { presentedFrames, expectedDisplayTime } = metadata;
    if (presentedFrames === undefined) return;
    const shown = { displayMs: expectedDisplayTime, presented: presentedFrames };
    const frames = last ? shown.presented - last.presented : 0;
    if (last && frames === 1 && shown.displayMs > last.displayMs) {
      intervals = [...intervals.slice(1 - INTERVALS_KEPT), shown.displayMs - last.displayMs];
      if (catchUp > 0) catchUp--;
    }
    // A frame came that was not handed over: asked for too late.
    if (last && frames > 1) catchUp = CATCH_UP_FRAMES;
    last = shown;
  };

  const onNative: FrameCallback = (now, metadata) => {
    pending = undefined;
    anchorMs = metadata.presentationTime ?? deps.clock.now();
    if (deps.pace) learn(metadata);
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) callback(now, metadata);
  };

  const ask = () => {
    wait = undefined;
    if (pending === undefined && callbacks.size > 0) pending = native(onNative);
  };

  if (deps.pace) for (const type of PACE_RESETS) video.addEventListener(type, resetPace);

  /** Asks for the next frame now, or shortly before it can show (see the module's comment). */
  const schedule = () => {
    if (pending !== undefined || wait !== undefined || callbacks.size === 0) return;
    const soonestMs = intervals.length > 0 ? Math.min(...intervals) : 0;
    const waitMs =
      deps.pace && catchUp === 0 && soonestMs >= PACE_FROM_MS && anchorMs !== undefined
        ? anchorMs + soonestMs - PACE_LEAD_MS - deps.clock.now()
        : 0;
    if (waitMs < MIN_WAIT_MS) ask();
    else wait = deps.clock.setTimeout(ask, waitMs);
  };

  return {
    request(callback) {
      const handle = nextHandle++;
      callbacks.set(handle, callback);
      schedule();
      return handle;
    },
    cancel(handle) {
      callbacks.delete(handle);
      if (callbacks.size > 0) return;
      if (pending !== undefined) cancelNative?.(pending);
      if (wait !== undefined) deps.clock.clearTimeout(wait);
      pending = undefined;
      wait = undefined;
    },
  };
}

/** Each video's source, made at its first use. */
const sources = new WeakMap<FrameSourceVideo, FrameSource | null>();

/**
 * The frame source of `video`, shared by everything that follows its frames; undefined where
 * the engine has no frame callbacks. A page's `<video>` is paced; a fake in a test, whose frames
 * the test presents by hand, is not (the pacing has its own tests).
 */
export function videoFrameSource(video: FrameSourceVideo): FrameSource | undefined {
  const known = sources.get(video);
  if (known !== undefined) return known ?? undefined;
  const pace = typeof HTMLVideoElement !== 'undefined' && video instanceof HTMLVideoElement;
  const source = createFrameSource(video, { pace, clock: performanceClock });
  sources.set(video, source ?? null);
  return source;
}
