import { describe, expect, it } from 'vitest';
import { onFramesWhilePlaying } from './frames-while-playing';
import { FakeVideo } from './testing/fake-video';

describe('onFramesWhilePlaying', () => {
  it('asks for no frame while the video is paused, and for each next one while it plays', () => {
    const video = new FakeVideo();
    const seen: number[] = [];
    onFramesWhilePlaying(video, (_now, metadata) => seen.push(metadata.mediaTime));
    expect(video.pendingFrameCallbacks).toBe(0);
    video.play();
    expect(video.pendingFrameCallbacks).toBe(1);
    video.presentFrame(1, 10);
    video.presentFrame(1.04, 50);
    expect(seen).toEqual([1, 1.04]);
    expect(video.pendingFrameCallbacks).toBe(1);
  });

  it('drops its request at a pause, an end and a new source, and asks again at the next play', () => {
    for (const stop of ['pause', 'ended', 'emptied'] as const) {
      const video = new FakeVideo();
      const seen: number[] = [];
      onFramesWhilePlaying(video, (_now, metadata) => seen.push(metadata.mediaTime));
      video.play();
      if (stop === 'pause') video.pause();
      else {
        video.paused = stop === 'emptied';
        video.ended = stop === 'ended';
        video.emit(stop);
      }
      expect(video.pendingFrameCallbacks, stop).toBe(0);
      // A frame shown after it (a seek while paused, say) is not asked for.
      video.presentFrame(2, 100);
      expect(seen, stop).toEqual([]);
      video.play();
      expect(video.pendingFrameCallbacks, stop).toBe(1);
    }
  });

  it('starts at once on a video already playing, and asks for nothing once stopped', () => {
    const video = new FakeVideo();
    video.paused = false;
    const seen: number[] = [];
    const stop = onFramesWhilePlaying(video, (_now, metadata) => seen.push(metadata.mediaTime));
    expect(video.pendingFrameCallbacks).toBe(1);
    const listeners = video.listenerCount;
    expect(listeners).toBeGreaterThan(0);
    stop();
    expect(video.pendingFrameCallbacks).toBe(0);
    expect(video.listenerCount).toBe(0);
    video.play();
    video.presentFrame(3, 10);
    expect(seen).toEqual([]);
    expect(video.pendingFrameCallbacks).toBe(0);
  });

  it('does nothing where the engine has no frame callbacks', () => {
    const video = new FakeVideo({ frames: false });
    const stop = onFramesWhilePlaying(video, () => undefined);
    video.play();
    expect(video.pendingFrameCallbacks).toBe(0);
    stop();
    expect(video.listenerCount).toBe(0);
  });
});
