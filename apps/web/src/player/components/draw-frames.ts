import { createContext, useContext, useMemo } from 'react';
import { systemClock, type Clock } from '@glide/core';
import { browserFrames, type FrameScheduler } from '../../lib/animation-frame';
import type { VideoLike } from '../video-media-clock';
import { videoFrameSource } from '../video-frame-source';

/**
 * How long a drawing waits for the video's next frame before it draws on the screen's: a playing
 * video presents one every 42 ms at 24 fps, and one that paused, stalled or ended presents none.
 */
export const VIDEO_FRAME_WAIT_MS = 100;

/**
 * What a video does that moves the drawings beside it without a render: a seek (while paused, it
 * presents a frame but asks for no drawing), a start or a pause, a new speed, a new source.
 */
const VIDEO_CHANGES = ['seeking', 'seeked', 'play', 'pause', 'ratechange', 'loadeddata', 'emptied'];

/** What {@link videoFrames} runs on besides the video. */
export interface VideoFramesDeps {
  readonly screen: FrameScheduler;
  readonly timers: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
}

/**
 * Frames for drawings beside a video: while it plays, the frames it presents
 * (`requestVideoFrameCallback`, through the video's shared, paced source), so that what is drawn
 * moves when the picture does and nothing is drawn between; otherwise, and where an engine has
 * none, the screen's. Beside a 30 fps video on a 60 Hz screen the drawings thus draw 30 times a
 * second, not 60, and the page mostly runs no main frame between two of the video's (see
 * `video-frame-source.ts`). They tell of the video's changes (`onChange`), so a drawing resting
 * beside a paused video waits for the next one rather than looking on a timer.
 */
export function videoFrames(
  video: VideoLike,
  deps: VideoFramesDeps = { screen: browserFrames, timers: systemClock },
): FrameScheduler {
  const { screen, timers } = deps;
  const source = videoFrameSource(video);
  let nextHandle = 1;
  /** How to cancel each pending request, by the handle given out. */
  const pending = new Map<number, () => void>();
  const onScreen = (handle: number, callback: (timestampMs: number) => void) => {
    const frame = screen.request((timestampMs) => {
      pending.delete(handle);
      callback(timestampMs);
    });
    pending.set(handle, () => screen.cancel(frame));
  };
  return {
    request(callback) {
      const handle = nextHandle++;
      if (!source || video.paused || video.ended) {
        onScreen(handle, callback);
        return handle;
      }
      const videoFrame = source.request((timestampMs) => {
        timers.clearTimeout(wait);
        pending.delete(handle);
        callback(timestampMs);
      });
      // No frame in time (the video paused, stalled or ended since): the screen's next one.
      const wait = timers.setTimeout(() => {
        source.cancel(videoFrame);
        onScreen(handle, callback);
      }, VIDEO_FRAME_WAIT_MS);
      pending.set(handle, () => {
        timers.clearTimeout(wait);
        source.cancel(videoFrame);
      });
      return handle;
    },
    cancel(handle) {
      pending.get(handle)?.();
      pending.delete(handle);
    },
    onChange(listener) {
      for (const type of VIDEO_CHANGES) video.addEventListener(type, listener);
      return () => {
        for (const type of VIDEO_CHANGES) video.removeEventListener(type, listener);
      };
    },
  };
}

/**
 * The frames the drawings of a page draw on ({@link useDrawLoop}): the screen's, unless a player
 * gives its video's ({@link videoFrames}).
 */
export const DrawFramesContext = createContext<FrameScheduler>(browserFrames);

/** The frames the drawings here draw on. */
export function useDrawFrames(): FrameScheduler {
  return useContext(DrawFramesContext);
}

/** {@link videoFrames} of `video` for a component (the screen's frames without one). */
export function useVideoFrames(video: HTMLVideoElement | null): FrameScheduler {
  return useMemo(() => (video ? videoFrames(video) : browserFrames), [video]);
}
