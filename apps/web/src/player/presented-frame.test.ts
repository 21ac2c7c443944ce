import { describe, expect, it } from 'vitest';
import type { FrameMetadata } from './video-media-clock';
import { watchPresentedFrames } from './presented-frame';

/** A video with a hand-driven frame callback and events. */
function fakeVideo() {
  const listeners = new Map<string, Set<() => void>>();
  let frame: ((now: number, metadata: FrameMetadata) => void) | undefined;
  const video = {
    currentTime: 0,
    duration: 60,
    playbackRate: 1,
    paused: false,
    ended: false,
    seeking: false,
    loop: false,
    addEventListener(type: string, listener: () => void) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener(type: string, listener: () => void) {
      listeners.get(type)?.delete(listener);
    },
    requestVideoFrameCallback(callback: (now: number, metadata: FrameMetadata) => void) {
      frame = callback;
      return 1;
    },
    cancelVideoFrameCallback() {
      frame = undefined;
    },
  };
  return {
    video,
    present: (mediaS: number) => frame?.(0, { mediaTime: mediaS, expectedDisplayTime: 0 }),
    emit: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    frameWaiting: () => frame !== undefined,
  };
}

describe('watchPresentedFrames', () => {
  it('reads the frame on screen while the video plays, however far the element has run on', () => {
    const fake = fakeVideo();
    const watch = watchPresentedFrames(fake.video);
    fake.video.currentTime = 1.01;
    expect(watch.mediaMs()).toBe(1010);
    fake.present(1.0);
    fake.video.currentTime = 1.02;
    expect(watch.mediaMs()).toBe(1000);
    fake.present(1.0333);
    expect(watch.mediaMs()).toBeCloseTo(1033.3, 6);
  });

  it('reads the element while paused or seeking, and forgets the frame at a seek', () => {
    const fake = fakeVideo();
    const watch = watchPresentedFrames(fake.video);
    fake.present(5);
    fake.video.paused = true;
    fake.video.currentTime = 5.02;
    expect(watch.mediaMs()).toBe(5020);
    fake.video.paused = false;
    fake.video.seeking = true;
    fake.emit('seeking');
    fake.video.currentTime = 30;
    expect(watch.mediaMs()).toBe(30_000);
    fake.video.seeking = false;
    // Until the first frame after the seek, the element's time, not the frame before it.
    expect(watch.mediaMs()).toBe(30_000);
    fake.present(30.0);
    fake.video.currentTime = 30.01;
    expect(watch.mediaMs()).toBe(30_000);
  });

  it('stops watching when disposed', () => {
    const fake = fakeVideo();
    const watch = watchPresentedFrames(fake.video);
    expect(fake.frameWaiting()).toBe(true);
    watch.dispose();
    expect(fake.frameWaiting()).toBe(false);
  });
});
