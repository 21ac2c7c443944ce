import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import {
  CATCH_UP_FRAMES,
  createFrameSource,
  PACE_LEAD_MS,
  videoFrameSource,
  type FrameCallback,
  type FrameMetadata,
} from './video-frame-source';
import { FakeVideo } from './testing/fake-video';

/** A 30 fps video on a 60 Hz screen: a frame every other refresh. */
const FRAME_MS = 1_000 / 30;

/**
 * A video whose native frame callbacks the test answers, on a fake performance timeline: each
 * frame is handed to the compositor when the test says and counted as presented.
 */
function setUp(pace = true) {
  const clock = new FakeClock(1_000);
  const native = new Map<number, FrameCallback>();
  const listeners = new Map<string, () => void>();
  let nextNative = 1;
  let presented = 0;
  /** Native requests made, with the timeline's time of each. */
  const asked: number[] = [];
  const video = {
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, listener);
    },
    requestVideoFrameCallback(callback: FrameCallback) {
      asked.push(clock.now());
      native.set(nextNative, callback);
      return nextNative++;
    },
    cancelVideoFrameCallback(handle: number) {
      native.delete(handle);
    },
  };
  const source = createFrameSource(video, { pace, clock });
  if (!source) throw new Error('a video with frame callbacks has a source');
  return {
    clock,
    source,
    asked,
    pendingNative: () => native.size,
    emit: (type: string) => listeners.get(type)?.(),
    /**
     * A frame goes to the compositor now (`skipped` frames before it went with nothing pending),
     * and a pending request's callback runs with it.
     */
    present: (skipped = 0, lateMs = 0): FrameMetadata | undefined => {
      presented += 1 + skipped;
      const metadata = {
        mediaTime: presented / 30,
        presentationTime: clock.now() - lateMs,
        expectedDisplayTime: clock.now() + 2 * (FRAME_MS / 2),
        presentedFrames: presented,
      };
      const due = [...native.values()];
      native.clear();
      for (const callback of due) callback(clock.now(), metadata);
      return due.length > 0 ? metadata : undefined;
    },
  };
}

/** Asks for every frame from within the last one's callback, as the player's watches do. */
function follow(source: { request(callback: FrameCallback): number }, seen: number[]) {
  const onFrame: FrameCallback = (_now, metadata) => {
    seen.push(metadata.presentedFrames ?? -1);
    source.request(onFrame);
  };
  source.request(onFrame);
}

describe('createFrameSource', () => {
  it('hands one native frame to every callback asked for before it, in the order asked', () => {
    const { source, present, pendingNative } = setUp(false);
    const order: string[] = [];
    source.request(() => order.push('clock'));
    source.request(() => order.push('drawing'));
    expect(pendingNative()).toBe(1);
    present();
    expect(order).toEqual(['clock', 'drawing']);
    expect(pendingNative()).toBe(0);
  });

  it('gives the next frame to a callback asked for during a frame, not the same one again', () => {
    const { source, present } = setUp(false);
    const seen: number[] = [];
    follow(source, seen);
    present();
    present();
    expect(seen).toEqual([1, 2]);
  });

  it('drops the native request once every callback is cancelled, and keeps it while one is left', () => {
    const { source, present, pendingNative } = setUp(false);
    const seen: string[] = [];
    const first = source.request(() => seen.push('first'));
    const second = source.request(() => seen.push('second'));
    source.cancel(first);
    expect(pendingNative()).toBe(1);
    source.cancel(second);
    expect(pendingNative()).toBe(0);
    present();
    expect(seen).toEqual([]);
  });

  it('unpaced, asks for the next frame at once', () => {
    const { source, present, asked, clock } = setUp(false);
    follow(source, []);
    for (let frame = 0; frame < 5; frame++) {
      clock.advance(FRAME_MS);
      present();
    }
    expect(asked.length).toBe(6);
    expect(clock.pendingTimers).toBe(0);
  });

  it('paced, asks for each next frame shortly before it can be handed over, and misses none', () => {
    const { source, present, asked, clock, pendingNative } = setUp();
    const seen: number[] = [];
    follow(source, seen);
    // The first two frames tell the pace; from then on each request waits.
    present();
    clock.advance(FRAME_MS);
    present();
    const handedAt = clock.now();
    expect(pendingNative()).toBe(0);
    // Nothing is pending at the refresh between two frames…
    clock.advance(FRAME_MS / 2);
    expect(pendingNative()).toBe(0);
    // …and the request is there PACE_LEAD_MS before the next frame.
    clock.advance(FRAME_MS / 2 - PACE_LEAD_MS - 1);
    expect(pendingNative()).toBe(0);
    clock.advance(1);
    expect(pendingNative()).toBe(1);
    expect(asked.at(-1)).toBeCloseTo(handedAt + FRAME_MS - PACE_LEAD_MS, 6);
    for (let frame = 0; frame < 10; frame++) {
      clock.advance(PACE_LEAD_MS);
      present();
      clock.advance(FRAME_MS - PACE_LEAD_MS);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('times the wait from the hand-over, not from a callback that ran a refresh late', () => {
    const { source, present, clock, pendingNative } = setUp();
    follow(source, []);
    present();
    clock.advance(FRAME_MS);
    // This frame's callback runs a refresh after its hand-over (it was asked for after it).
    const refreshMs = FRAME_MS / 2;
    const handedAt = clock.now() - refreshMs;
    expect(present(0, refreshMs)?.presentationTime).toBe(handedAt);
    // The next frame is handed over a frame after this one's hand-over: the request is there
    // PACE_LEAD_MS before that, not a frame after the late callback.
    clock.advance(FRAME_MS - refreshMs - PACE_LEAD_MS - 1);
    expect(pendingNative()).toBe(0);
    clock.advance(1);
    expect(pendingNative()).toBe(1);
  });

  it('asks for frames at once again for a while after one was missed', () => {
    const { source, present, clock, pendingNative } = setUp();
    const seen: number[] = [];
    follow(source, seen);
    present();
    clock.advance(FRAME_MS);
    present();
    // A frame went to the compositor with nothing pending (a timer ran late): the count skips.
    clock.advance(2 * FRAME_MS);
    expect(pendingNative()).toBe(1);
    present(1);
    expect(seen).toEqual([1, 2, 4]);
    for (let frame = 0; frame < CATCH_UP_FRAMES; frame++) {
      expect(pendingNative(), `frame ${frame}`).toBe(1);
      clock.advance(FRAME_MS);
      present();
    }
    expect(pendingNative()).toBe(0);
  });

  it('starts the pace over at a seek, a start and a new rate: the next frame is asked for at once', () => {
    for (const event of ['seeking', 'seeked', 'play', 'playing', 'ratechange', 'emptied']) {
      const { source, present, clock, pendingNative, emit } = setUp();
      follow(source, []);
      present();
      clock.advance(FRAME_MS);
      present();
      expect(pendingNative(), event).toBe(0);
      emit(event);
      expect(pendingNative(), event).toBe(1);
      // And the frame after it too: two frames tell the new pace.
      clock.advance(FRAME_MS / 2);
      present();
      expect(pendingNative(), event).toBe(1);
    }
  });

  it('holds nothing back when frames come every refresh (a 30 fps video at 2×)', () => {
    const { source, present, clock, pendingNative } = setUp();
    follow(source, []);
    for (let frame = 0; frame < 5; frame++) {
      present();
      expect(pendingNative(), `frame ${frame}`).toBe(1);
      clock.advance(FRAME_MS / 2);
    }
    expect(clock.pendingTimers).toBe(0);
  });

  it('is undefined where the video has no frame callbacks', () => {
    const clock = new FakeClock();
    const deps = { pace: true, clock };
    expect(createFrameSource({ addEventListener: () => undefined }, deps)).toBeUndefined();
    expect(videoFrameSource(new FakeVideo({ frames: false }))).toBeUndefined();
  });
});

describe('videoFrameSource', () => {
  it('is one source per video, shared by everything that follows its frames', () => {
    const video = new FakeVideo();
    const other = new FakeVideo();
    expect(videoFrameSource(video)).toBe(videoFrameSource(video));
    expect(videoFrameSource(other)).not.toBe(videoFrameSource(video));
    const seen: string[] = [];
    videoFrameSource(video)?.request(() => seen.push('clock'));
    videoFrameSource(video)?.request(() => seen.push('drawing'));
    expect(video.pendingFrameCallbacks).toBe(1);
    video.presentFrame(1, 10);
    expect(seen).toEqual(['clock', 'drawing']);
  });
});
