/**
 * A `MediaClock` (`@glide/core`) over a `<video>`: where the video is, to the frame, at the
 * engine clock's `now()`. Built on `requestVideoFrameCallback`: each presented frame gives its
 * `mediaTime` and the moment it is shown (`expectedDisplayTime`, on the page's performance
 * timeline, mapped to the engine clock), and between frames the position is extrapolated by the
 * rate. `timeupdate` is never used: it comes every 250 ms and is stale by up to that much.
 *
 * Frozen while paused or stalled (`waiting` until `playing`), and never going backwards except
 * across a seek (a frame a little behind the extrapolation holds the position until time catches
 * up, so the engine never sees the video run backwards). Where `requestVideoFrameCallback` is
 * missing, `currentTime` is read at each sample.
 */
import type { Clock, MediaClock, MediaSample } from '@glide/core';

/** What the clock reads of a frame (the standard `VideoFrameCallbackMetadata`'s fields). */
export interface FrameMetadata {
  /** The frame's media time, seconds. */
  readonly mediaTime: number;
  /** When the frame is expected on screen, performance timeline ms. */
  readonly expectedDisplayTime: number;
  /** When the frame was handed to the compositor, performance timeline ms. */
  readonly presentationTime?: number;
}

/** The parts of an `HTMLVideoElement` the clock uses (tests hand in a fake). */
export interface VideoLike {
  readonly currentTime: number;
  readonly duration: number;
  readonly playbackRate: number;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly seeking: boolean;
  readonly loop: boolean;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  requestVideoFrameCallback?: (callback: (now: number, metadata: FrameMetadata) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
}

/** A seek the video made: where it was just before, and where it went. */
export interface SeekRecord {
  readonly fromMs: number;
  readonly toMs: number;
}

/** Within this of the end and of the start, a seek with loop on is the loop's wrap. */
export const LOOP_WRAP_EDGE_MS = 1_000;

/**
 * True when `seek` is the element wrapping from its end to its start (loop on); the player tells
 * the engine `looped` for it rather than a seek. Pure.
 */
export function isLoopWrap(
  seek: SeekRecord | undefined,
  durationMs: number,
  loop: boolean,
): boolean {
  if (!seek || !loop || !Number.isFinite(durationMs)) return false;
  return seek.fromMs >= durationMs - LOOP_WRAP_EDGE_MS && seek.toMs <= LOOP_WRAP_EDGE_MS;
}

/** A {@link MediaClock} that owns listeners on its video: call `dispose` when done. */
export interface VideoMediaClock extends MediaClock {
  /** The last seek (set at `seeking`), to tell a loop's wrap from a user's seek. */
  lastSeek(): SeekRecord | undefined;
  /** Removes every listener and the pending frame callback. */
  dispose(): void;
}

/** Options of {@link createVideoMediaClock}. */
export interface VideoMediaClockOptions {
  /** The engine's clock: every sample's `atMs` is on it. */
  readonly clock: Clock;
  /** The performance timeline frames are stamped on (default `performance.now()`). */
  readonly performanceNow?: () => number;
}

/** A known position: media ms at engine-clock ms, moving at `rate` from there. */
interface Anchor {
  readonly positionMs: number;
  readonly atMs: number;
  /** The rate then: at `ratechange` the element already has the new one. */
  readonly rate: number;
}

const SECOND_MS = 1_000;

/** Creates the clock and starts following `video`. */
export function createVideoMediaClock(
  video: VideoLike,
  options: VideoMediaClockOptions,
): VideoMediaClock {
  const { clock } = options;
  const performanceNow = options.performanceNow ?? (() => performance.now());
  /** The last frame since the last discontinuity (seek, rate change, restart), if any. */
  let frame: Anchor | undefined;
  /** The last position handed out: no sample goes below it until the next seek. */
  let floorMs = 0;
  let stalled = false;
  let seek: SeekRecord | undefined;
  let frameHandle: number | undefined;
  let disposed = false;

  const currentMs = () => video.currentTime * SECOND_MS;
  const advancing = () => !video.paused && !video.ended && !stalled && !video.seeking;

  /** The position at `now` before the floor: the frame extrapolated, or the element's own. */
  const rawPositionMs = (now: number): number => {
    if (!advancing()) return currentMs();
    if (!frame) return currentMs();
    return frame.positionMs + (now - frame.atMs) * frame.rate;
  };

  const positionAt = (now: number): number => {
    const positionMs = Math.max(rawPositionMs(now), floorMs);
    floorMs = positionMs;
    return positionMs;
  };

  const onFrame = (_now: number, metadata: FrameMetadata) => {
    if (disposed) return;
    frameHandle = video.requestVideoFrameCallback?.(onFrame);
    // Frames that arrive mid-seek belong to neither side of it.
    if (video.seeking) return;
    const shownAt = metadata.expectedDisplayTime || metadata.presentationTime || performanceNow();
    // The engine clock's time of that moment on the performance timeline.
    const atMs = clock.now() - (performanceNow() - shownAt);
    frame = { positionMs: metadata.mediaTime * SECOND_MS, atMs, rate: video.playbackRate };
  };

  /** Drops what an old stretch of play knew: from here the element's own time is the truth. */
  const restart = () => {
    frame = undefined;
  };

  const listeners: Record<string, () => void> = {
    seeking: () => {
      // Where the video was: the last frame run on to now (the element already reads the
      // target), so that a loop's wrap is seen running from the end to 0.
      const now = clock.now();
      const fromMs = Math.max(
        floorMs,
        frame ? frame.positionMs + (now - frame.atMs) * frame.rate : 0,
      );
      restart();
      floorMs = 0;
      seek = { fromMs, toMs: currentMs() };
    },
    seeked: () => {
      restart();
      floorMs = 0;
      stalled = false;
    },
    waiting: () => {
      // Hold where the video stands now; `playing` lets it go on.
      positionAt(clock.now());
      stalled = true;
      restart();
    },
    playing: () => {
      stalled = false;
      restart();
    },
    pause: () => {
      positionAt(clock.now());
      restart();
    },
    play: restart,
    ratechange: () => {
      // Keep the position reached at the old rate; extrapolate at the new one from here.
      const now = clock.now();
      const positionMs = positionAt(now);
      frame = advancing() ? { positionMs, atMs: now, rate: video.playbackRate } : undefined;
    },
    emptied: () => {
      restart();
      floorMs = 0;
      seek = undefined;
    },
  };
  for (const [type, listener] of Object.entries(listeners)) {
    video.addEventListener(type, listener);
  }
  frameHandle = video.requestVideoFrameCallback?.(onFrame);

  return {
    sample(): MediaSample {
      const atMs = clock.now();
      const duration = video.duration * SECOND_MS;
      return {
        positionMs: positionAt(atMs),
        atMs,
        rate: video.playbackRate,
        paused: video.paused || video.ended,
        stalled,
        durationMs: Number.isFinite(duration) && duration > 0 ? duration : Infinity,
      };
    },
    lastSeek: () => seek,
    dispose() {
      disposed = true;
      for (const [type, listener] of Object.entries(listeners)) {
        video.removeEventListener(type, listener);
      }
      if (frameHandle !== undefined) video.cancelVideoFrameCallback?.(frameHandle);
      frameHandle = undefined;
    },
  };
}
