/**
 * Tells the engine what a `<video>` does: its play, stall, seek, rate and end events as they come,
 * and a loop's wrap from the end to the start as `looped` rather than as a seek.
 *
 * A wrap and a `playing` are told when the first frame after them is on screen, not at the event:
 * Chromium shows frame 0 some 55–110 ms after a wrap starts, and the first frame after a resume
 * late too, so a device started at the event runs ahead by that much until a slip check catches
 * it. At the first frame the media clock is anchored on that frame, and the device starts with it.
 *
 * A playing video's `seeked` is told likewise, at the frame its line starts on: after a seek
 * Chromium's video reaches the target some 26 ms after `seeked`, and shows its first moving frame
 * 16 ms early (the media clock leaves it out, `SEEK_EARLY_FRAMES`); a device played at `seeked`
 * ran 16–26 ms ahead for the 330 ms a slip check took to catch it.
 *
 * A `ratechange` is told when the video's frames show the new rate (the media clock's
 * `rateSwitchPending`), some 80–90 ms after the event in Chromium: told at the event, the device
 * ran at the new rate while the video still ran at the old one (30 ms of media ahead at 1.5×,
 * 130 behind at 0.5×, until the change's settling check put it right half a second later).
 *
 * Chromium's wrap is a seek, and it may report `waiting` and `playing` while it decodes frame 0.
 * Those belong to the wrap: told as a stall they would halt the device and re-play it a few
 * hundred ms later, out of step. They are held until the wrap's first frame; only a video still
 * stalled when the wrap is told (no frame within {@link FIRST_FRAME_WAIT_MS}) stalls the device.
 */
import type { Clock, MediaEvent, PlaybackEngine, TimerHandle } from '@glide/core';
import {
  isLoopWrap,
  movesPast,
  RATE_SWITCH_MAX_MS,
  SECOND_MS,
  type FrameMetadata,
  type VideoLike,
  type VideoMediaClock,
} from './video-media-clock';
import { videoFrameSource } from './video-frame-source';

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
 * Events told at a frame after them: the first that starts the clock's line (`looped`, `playing`,
 * a playing video's `seeked`), the new rate's (`ratechange`).
 */
type FrameEvent = Extract<MediaEvent, 'looped' | 'playing' | 'seeked' | 'ratechange'>;

/**
 * Told anyway this long after the event when no frame came (a hidden tab gets no frame
 * callbacks): the device then starts on the element's own time, as without frame callbacks.
 */
export const FIRST_FRAME_WAIT_MS = 250;

/**
 * Forwards `video`'s events to `engine` until the returned disposer is called. `clock` must have
 * been made on `video` before this, so that its own `seeking` handler has run when a seek is
 * judged a wrap, and its frame callback runs before this one's on the same frame. `timers` sets
 * the fallback for a first frame that does not come.
 */
export function followVideo(
  video: VideoEventTarget,
  clock: Pick<VideoMediaClock, 'lastSeek' | 'sample' | 'rateSwitchPending' | 'lineAwaited'>,
  engine: Pick<PlaybackEngine, 'mediaEvent'>,
  timers?: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
): () => void {
  /** The video's frames, shared with the clock (which asked first: its callback runs first). */
  const frames = videoFrameSource(video);
  /** Set between a wrap's `seeking` and its `seeked`, which the engine is not told of. */
  let wrapping = false;
  /** An event waiting for the first frame after it. */
  let waiting: { event: FrameEvent; frame?: number; timer?: TimerHandle } | undefined;
  /** A `waiting` came inside a wrap, and no `playing` after it yet. */
  let stalledInWrap = false;
  /** A `waiting` came, and no `playing` after it yet: a seek then waits for its `playing`. */
  let stalled = false;

  const cancelWait = () => {
    if (!waiting) return undefined;
    const { event, frame, timer } = waiting;
    waiting = undefined;
    if (frame !== undefined) frames?.cancel(frame);
    if (timer !== undefined) timers?.clearTimeout(timer);
    return event;
  };
  /** Tells the waiting event now (another event comes first, so order is kept). */
  const flush = () => {
    const event = cancelWait();
    if (event) engine.mediaEvent(event);
    if (event === 'looped' && stalledInWrap) {
      stalledInWrap = false;
      engine.mediaEvent('waiting');
    }
  };
  const atFirstFrame = (event: FrameEvent) => {
    flush();
    if (!frames) {
      engine.mediaEvent(event);
      return;
    }
    // Where a `playing` video stands: a frame at or before it is the still one shown again.
    const stillMs =
      event === 'playing' || event === 'seeked' ? video.currentTime * SECOND_MS : undefined;
    /** Whether the event is told at this frame; else the next one is waited for. */
    const ready = (metadata: FrameMetadata): boolean => {
      // The clock's own callback has seen this frame first (it was made before this watch).
      if (event === 'ratechange') return !clock.rateSwitchPending();
      // A frame handed over before the seek has ended is not yet the video playing: Chromium's
      // wrap hands frame 0 over before its `seeked`, with `seeking` already false. Nor is the
      // still frame shown again (`movesPast`): a device started on it ran ~45 ms ahead until a
      // slip check caught it. Nor is a frame the media clock leaves out of its line (after a
      // seek, the first that moves is shown early): the device starts where the line does.
      const still = stillMs !== undefined && !movesPast(metadata, stillMs);
      return !video.seeking && !wrapping && !still && !clock.lineAwaited();
    };
    const onFrame = (handle: number, metadata: FrameMetadata) => {
      if (waiting?.frame !== handle) return;
      if (ready(metadata)) flush();
      else waiting.frame = requestFrame();
    };
    const requestFrame = (): number => {
      const handle: number = frames.request((_now, metadata) => onFrame(handle, metadata));
      return handle;
    };
    // The clock takes a switch no frame showed in its time as made at the event: so does this.
    const waitMs = event === 'ratechange' ? RATE_SWITCH_MAX_MS : FIRST_FRAME_WAIT_MS;
    const timer = timers?.setTimeout(flush, waitMs);
    waiting = { event, timer };
    waiting.frame = requestFrame();
  };

  /** The event, when it is told at a frame after it rather than now. */
  const toldAtFrame = (event: MediaEvent): FrameEvent | undefined => {
    if (event === 'playing') return event;
    // A video playing on through its seek gets no `playing`: the seek is told when it moves.
    if (event === 'seeked' && !video.paused && !stalled) return event;
    if (event === 'ratechange' && clock.rateSwitchPending()) return event;
    return undefined;
  };

  const handlers = FORWARDED.map((event) => {
    const handler = () => {
      if (waiting?.event === 'looped' && (event === 'waiting' || event === 'playing')) {
        stalledInWrap = event === 'waiting';
        return;
      }
      if (event === 'seeking') {
        wrapping = isLoopWrap(clock.lastSeek(), clock.sample().durationMs, video.loop);
        if (wrapping) {
          atFirstFrame('looped');
          return;
        }
      }
      if (event === 'seeked' && wrapping) {
        wrapping = false;
        return;
      }
      if (event === 'waiting') stalled = true;
      if (event === 'playing') stalled = false;
      const atFrame = toldAtFrame(event);
      if (atFrame) {
        atFirstFrame(atFrame);
        return;
      }
      flush();
      engine.mediaEvent(event);
    };
    video.addEventListener(event, handler);
    return [event, handler] as const;
  });
  return () => {
    cancelWait();
    stalledInWrap = false;
    for (const [event, handler] of handlers) video.removeEventListener(event, handler);
  };
}
