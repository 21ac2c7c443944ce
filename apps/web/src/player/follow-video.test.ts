import { describe, expect, it } from 'vitest';
import { FakeClock, type MediaEvent } from '@glide/core';
import { FIRST_FRAME_WAIT_MS, followVideo } from './follow-video';
import { FakeVideo } from './testing/fake-video';
import { RATE_SWITCH_MAX_MS, type SeekRecord } from './video-media-clock';

const DURATION_MS = 24_000;
/** The element's wrap as the media clock records it: from the end to the start. */
const WRAP: SeekRecord = { fromMs: 23_990, toMs: 0 };
const USER_SEEK: SeekRecord = { fromMs: 5_000, toMs: 12_000 };

function setup() {
  const timers = new FakeClock(0);
  const video = new FakeVideo();
  video.duration = DURATION_MS / 1000;
  video.loop = true;
  let lastSeek: SeekRecord | undefined;
  /** Whether the media clock has seen a rate change in the frames yet. */
  let switchPending = false;
  /** Whether the media clock's line waits for a frame (a seek's early one). */
  let lineAwaited = false;
  const told: MediaEvent[] = [];
  const dispose = followVideo(
    video,
    {
      lastSeek: () => lastSeek,
      rateSwitchPending: () => switchPending,
      lineAwaited: () => lineAwaited,
      sample: () => ({
        positionMs: video.currentTime * 1000,
        atMs: timers.now(),
        rate: 1,
        paused: video.paused,
        stalled: false,
        durationMs: DURATION_MS,
      }),
    },
    { mediaEvent: (event) => told.push(event) },
    timers,
  );
  /** The seek that `seeking` will be judged by. */
  const seeking = (record: SeekRecord) => {
    lastSeek = record;
    video.seeking = true;
    video.emit('seeking');
  };
  const seeked = () => {
    video.seeking = false;
    video.emit('seeked');
  };
  const frame = (mediaTimeS: number) => video.presentFrame(mediaTimeS, timers.now());
  /** The video playing with its first moving frame shown, and nothing told yet. */
  const playing = () => {
    video.play();
    frame(0.033);
    told.length = 0;
  };
  /** A rate change the clock has not seen in the frames yet (`pending`), or has. */
  const rateChange = (pending: boolean) => {
    switchPending = pending;
    video.emit('ratechange');
  };
  const switchSeen = () => {
    switchPending = false;
  };
  const awaitLine = (awaited: boolean) => {
    lineAwaited = awaited;
  };
  return {
    timers,
    video,
    told,
    dispose,
    seeking,
    seeked,
    frame,
    playing,
    rateChange,
    switchSeen,
    awaitLine,
  };
}

describe('followVideo', () => {
  it('tells a loop wrap once, at its first frame, and keeps the wrap’s own stall from the engine', () => {
    const { video, told, seeking, frame, playing } = setup();
    playing();

    // Chromium's wrap, as it comes: a seek to 0 that reports a stall, frame 0 handed over
    // before `seeked` (the element's `seeking` already false), then `seeked` and `playing`.
    seeking(WRAP);
    video.emit('waiting');
    video.seeking = false;
    frame(0.007);
    video.emit('seeked');
    video.emit('playing');
    expect(told).toEqual([]);
    frame(0.04);
    expect(told).toEqual(['looped']);
  });

  it('stalls the device after a wrap whose first frame does not come', () => {
    const { video, told, seeking, seeked, frame, timers, playing } = setup();
    playing();

    seeking(WRAP);
    video.emit('waiting');
    seeked();
    timers.advance(FIRST_FRAME_WAIT_MS);
    expect(told).toEqual(['looped', 'waiting']);
    // The stall's end comes as any other: at the first frame after it.
    video.emit('playing');
    expect(told).toEqual(['looped', 'waiting']);
    frame(0.3);
    expect(told).toEqual(['looped', 'waiting', 'playing']);
  });

  it('tells a user’s seek and a stall outside a wrap as they come', () => {
    const { video, told, seeking, seeked, frame, playing } = setup();
    playing();

    seeking(USER_SEEK);
    video.emit('waiting');
    seeked();
    expect(told).toEqual(['seeking', 'waiting', 'seeked']);
    video.emit('playing');
    frame(12);
    expect(told).toEqual(['seeking', 'waiting', 'seeked', 'playing']);
  });

  it('tells the wrap before a pause that comes inside it, and the pause', () => {
    const { video, told, seeking, playing } = setup();
    playing();

    seeking(WRAP);
    video.emit('waiting');
    video.pause();
    expect(told).toEqual(['looped', 'waiting', 'pause']);
  });

  it('tells `playing` at the first frame, or after the wait when frames do not come', () => {
    const { video, told, frame, timers } = setup();
    video.play();
    expect(told).toEqual(['play']);
    frame(0.033);
    expect(told).toEqual(['play', 'playing']);

    video.pause();
    video.play();
    timers.advance(FIRST_FRAME_WAIT_MS - 1);
    expect(told).toEqual(['play', 'playing', 'pause', 'play']);
    timers.advance(1);
    expect(told).toEqual(['play', 'playing', 'pause', 'play', 'playing']);
  });

  it('tells `playing` after a seek at the first frame that moves, not at the still one shown again', () => {
    const { video, told, seeking, seeked, frame, playing } = setup();
    playing();

    // Chromium after a user's seek to 12 s: the frame at or before the target is shown during
    // the seek, `playing` comes, the same frame is handed over again, and ~70 ms later the next.
    seeking(USER_SEEK);
    video.emit('waiting');
    video.currentTime = 12;
    frame(11.974);
    seeked();
    video.currentTime = 12;
    video.emit('playing');
    frame(11.974);
    expect(told).toEqual(['seeking', 'waiting', 'seeked']);
    frame(12.007);
    expect(told).toEqual(['seeking', 'waiting', 'seeked', 'playing']);
  });

  it('tells a rate change at the frame that shows it, or at once when the clock has it', () => {
    const { video, told, frame, playing, rateChange, switchSeen } = setup();
    playing();
    rateChange(true);
    expect(told).toEqual([]);
    // A frame still on the old line: nothing yet.
    frame(0.066);
    expect(told).toEqual([]);
    switchSeen();
    frame(0.1);
    expect(told).toEqual(['ratechange']);
    expect(video.pendingFrameCallbacks).toBe(0);
    // Paused, or without frames to wait for, the clock has no switch pending: told at once.
    rateChange(false);
    expect(told).toEqual(['ratechange', 'ratechange']);
  });

  it('tells a rate change no frame shows after the clock’s own wait, and before a later event', () => {
    const { video, timers, told, playing, rateChange } = setup();
    playing();
    rateChange(true);
    timers.advance(RATE_SWITCH_MAX_MS - 1);
    expect(told).toEqual([]);
    timers.advance(1);
    expect(told).toEqual(['ratechange']);
    rateChange(true);
    video.pause();
    expect(told).toEqual(['ratechange', 'ratechange', 'pause']);
  });

  it('stops telling, and leaves no frame callback or listener behind, once disposed', () => {
    const { video, told, dispose, seeking } = setup();
    const before = video.listenerCount;
    video.play();
    seeking(WRAP);
    dispose();
    expect(video.listenerCount).toBe(before - 8);
    expect(video.pendingFrameCallbacks).toBe(0);
    video.emit('pause');
    // The `playing` waiting for its frame was told when the wrap began; the wrap never is.
    expect(told).toEqual(['play', 'playing']);
  });
});
