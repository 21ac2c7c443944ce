/**
 * Tells the engine what a `<video>` does: its play, stall, seek, rate and end events as they come,
 * and a loop's wrap from the end to the start as `looped` rather than as a seek.
 */
import type { MediaEvent, PlaybackEngine } from '@glide/core';
import { isLoopWrap, type VideoLike, type VideoMediaClock } from './video-media-clock';

/** The element the player follows (an `HTMLVideoElement`, or a fake in tests). */
export type VideoEventTarget = VideoLike;

/** The element's events the engine acts on, under the engine's own names. */
const FORWARDED: readonly MediaEvent[] = [
  'play',
  'playing',
  'pause',
  'waiting',
  'seeking',
  'seeked',
  'ratechange',
  'ended',
];

/**
 * Forwards `video`'s events to `engine` until the returned disposer is called. `clock` must have
 * been made on `video` before this, so that its own `seeking` handler has run when a seek is
 * judged a wrap.
 */
export function followVideo(
  video: VideoEventTarget,
  clock: Pick<VideoMediaClock, 'lastSeek' | 'sample'>,
  engine: Pick<PlaybackEngine, 'mediaEvent'>,
): () => void {
  /** Set between a wrap's `seeking` and its `seeked`, which the engine is not told of. */
  let wrapping = false;
  const handlers = FORWARDED.map((event) => {
    const handler = () => {
      if (event === 'seeking') {
        wrapping = isLoopWrap(clock.lastSeek(), clock.sample().durationMs, video.loop);
        if (wrapping) {
          engine.mediaEvent('looped');
          return;
        }
      }
      if (event === 'seeked' && wrapping) {
        wrapping = false;
        return;
      }
      engine.mediaEvent(event);
    };
    video.addEventListener(event, handler);
    return [event, handler] as const;
  });
  return () => {
    for (const [event, handler] of handlers) video.removeEventListener(event, handler);
  };
}
