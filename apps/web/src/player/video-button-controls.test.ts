import { describe, expect, it } from 'vitest';
import { videoButtonControls } from './video-button-controls';

/** A video at 10 s of 60 s, rate 1. */
function fakeVideo() {
  return { currentTime: 10, duration: 60, playbackRate: 1 } as unknown as HTMLVideoElement;
}

describe('videoButtonControls', () => {
  it('seeks within the video and sets its rate', () => {
    const video = fakeVideo();
    const controls = videoButtonControls(video);
    controls.seekByMs(15_000);
    expect(video.currentTime).toBe(25);
    controls.seekByMs(-60_000);
    expect(video.currentTime).toBe(0);
    controls.seekByMs(120_000);
    expect(video.currentTime).toBe(60);
    controls.setRate(1.5);
    expect(controls.rate()).toBe(1.5);
  });

  it('does nothing without a video', () => {
    const controls = videoButtonControls(null);
    expect(() => {
      controls.play();
      controls.seekByMs(1000);
      controls.setRate(2);
    }).not.toThrow();
    expect(controls.rate()).toBe(1);
  });
});
