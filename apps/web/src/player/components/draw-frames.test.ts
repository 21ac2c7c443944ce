import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import type { FrameScheduler } from '../../lib/animation-frame';
import type { FrameMetadata, VideoLike } from '../video-media-clock';
import { VIDEO_FRAME_WAIT_MS, videoFrames } from './draw-frames';

/** A video whose frames and state the test sets, and a screen whose frames it steps. */
function setUp(state: { paused: boolean; withFrames?: boolean }) {
  const videoCallbacks = new Map<number, (now: number, metadata: FrameMetadata) => void>();
  let nextVideo = 1;
  const listeners = new Map<string, Set<() => void>>();
  const video = {
    get paused() {
      return state.paused;
    },
    ended: false,
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener(type: string, listener: () => void) {
      listeners.get(type)?.delete(listener);
    },
    ...(state.withFrames === false
      ? {}
      : {
          requestVideoFrameCallback(callback: (now: number, metadata: FrameMetadata) => void) {
            videoCallbacks.set(nextVideo, callback);
            return nextVideo++;
          },
          cancelVideoFrameCallback(handle: number) {
            videoCallbacks.delete(handle);
          },
        }),
  } as unknown as VideoLike;
  const screenCallbacks = new Map<number, (timestampMs: number) => void>();
  let nextScreen = 1;
  const screen: FrameScheduler = {
    request(callback) {
      screenCallbacks.set(nextScreen, callback);
      return nextScreen++;
    },
    cancel(handle) {
      screenCallbacks.delete(handle);
    },
  };
  const timers = new FakeClock();
  const run = (
    callbacks: Map<number, (ms: number, metadata: FrameMetadata) => void>,
    ms: number,
  ) => {
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) callback(ms, { mediaTime: 0, expectedDisplayTime: ms });
  };
  return {
    frames: videoFrames(video, { screen, timers }),
    timers,
    videoFrame: (ms: number) => run(videoCallbacks, ms),
    screenFrame: (ms: number) => run(screenCallbacks, ms),
    waiting: () => ({ video: videoCallbacks.size, screen: screenCallbacks.size }),
    dispatch(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe('videoFrames', () => {
  it('draws on the frames a playing video presents, not the screen’s', () => {
    const world = setUp({ paused: false });
    const drawn: number[] = [];
    world.frames.request((ms) => drawn.push(ms));
    expect(world.waiting()).toEqual({ video: 1, screen: 0 });
    world.screenFrame(16);
    expect(drawn).toEqual([]);
    world.videoFrame(33);
    expect(drawn).toEqual([33]);
    // No stray fallback after the frame came.
    world.timers.advance(VIDEO_FRAME_WAIT_MS);
    expect(world.waiting()).toEqual({ video: 0, screen: 0 });
  });

  it('draws on the screen’s frames while the video is paused, or where it has no frames', () => {
    for (const state of [{ paused: true }, { paused: false, withFrames: false }]) {
      const world = setUp(state);
      const drawn: number[] = [];
      world.frames.request((ms) => drawn.push(ms));
      expect(world.waiting().screen).toBe(1);
      world.screenFrame(16);
      expect(drawn).toEqual([16]);
    }
  });

  it('falls back to the screen when no video frame comes in time (a pause, a stall)', () => {
    const world = setUp({ paused: false });
    const drawn: number[] = [];
    world.frames.request((ms) => drawn.push(ms));
    world.timers.advance(VIDEO_FRAME_WAIT_MS - 1);
    expect(world.waiting()).toEqual({ video: 1, screen: 0 });
    world.timers.advance(1);
    expect(world.waiting()).toEqual({ video: 0, screen: 1 });
    world.screenFrame(120);
    expect(drawn).toEqual([120]);
  });

  it('cancels what it waits for, video frame, timer or screen frame', () => {
    const world = setUp({ paused: false });
    const drawn: number[] = [];
    world.frames.cancel(world.frames.request((ms) => drawn.push(ms)));
    world.timers.advance(VIDEO_FRAME_WAIT_MS);
    expect(world.waiting()).toEqual({ video: 0, screen: 0 });
    const late = world.frames.request((ms) => drawn.push(ms));
    world.timers.advance(VIDEO_FRAME_WAIT_MS);
    world.frames.cancel(late);
    expect(world.waiting()).toEqual({ video: 0, screen: 0 });
    expect(drawn).toEqual([]);
  });

  it('tells of what the video does without a render: a seek, a start or pause, a new speed or source', () => {
    const world = setUp({ paused: true });
    const told: string[] = [];
    let last = '';
    const stop = world.frames.onChange?.(() => told.push(last));
    const changes = ['seeking', 'seeked', 'play', 'pause', 'ratechange', 'loadeddata', 'emptied'];
    for (const type of changes) {
      last = type;
      world.dispatch(type);
    }
    // Playing on, it says nothing: each frame it presents is drawn anyway.
    last = 'timeupdate';
    world.dispatch('timeupdate');
    expect(told).toEqual(changes);
    stop?.();
    expect(world.listening()).toBe(0);
  });
});
