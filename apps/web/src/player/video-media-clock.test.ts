import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { FakeVideo } from './testing/fake-video';
import { createVideoMediaClock, isLoopWrap, RATE_SWITCH_MAX_MS } from './video-media-clock';

/** The engine clock starts far from the performance timeline, as the system clock does. */
const CLOCK_START_MS = 1_700_000_000_000;
const PERF_START_MS = 5_000;

function setup(options: { frames?: boolean } = {}) {
  const clock = new FakeClock(CLOCK_START_MS);
  const video = new FakeVideo(options);
  video.duration = 120;
  const performanceNow = () => clock.now() - CLOCK_START_MS + PERF_START_MS;
  const media = createVideoMediaClock(video, { clock, performanceNow });
  /** A frame of `mediaTimeS` shown `aheadMs` from now. */
  const frame = (mediaTimeS: number, aheadMs = 0) =>
    video.presentFrame(mediaTimeS, performanceNow() + aheadMs);
  return { clock, video, media, frame };
}

describe('createVideoMediaClock', () => {
  it('reads a paused video where it stands, with its rate and length', () => {
    const { video, media, clock } = setup();
    video.currentTime = 12.5;
    video.playbackRate = 1.5;
    expect(media.sample()).toEqual({
      positionMs: 12_500,
      atMs: clock.now(),
      rate: 1.5,
      paused: true,
      stalled: false,
      durationMs: 120_000,
    });
    // Nor does it ask the paused video for frames (one pending keeps Chromium's player awake).
    expect(video.pendingFrameCallbacks).toBe(0);
  });

  it('gives an unknown length as Infinity', () => {
    const { video, media } = setup();
    video.duration = Number.NaN;
    expect(media.sample().durationMs).toBe(Infinity);
    video.duration = Infinity;
    expect(media.sample().durationMs).toBe(Infinity);
  });

  it('places a frame at its display time on the engine clock, and extrapolates by the rate', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    // Shown 16 ms from now: at now the video is 16 ms before the frame's media time.
    frame(10, 16);
    expect(media.sample().positionMs).toBe(10_000 - 16);
    clock.advance(116);
    // The element's currentTime is not read between frames.
    video.currentTime = 3;
    expect(media.sample()).toMatchObject({ positionMs: 10_100, atMs: clock.now(), paused: false });
  });

  it('after a rate change, keeps the old line until a frame leaves it towards the new rate', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    for (let i = 0; i < 5; i++) {
      frame(10 + i * 0.04);
      clock.advance(40);
    }
    // At 10_200 now. The element says 2× at once; its frames show it some 80 ms later.
    video.playbackRate = 2;
    video.emit('ratechange');
    expect(media.sample().rate).toBe(2);
    clock.advance(40);
    frame(10.24);
    expect(media.sample().positionMs).toBe(10_240);
    clock.advance(40);
    // The first frame at the new rate: 40 ms at 1×, then 40 at 2×.
    frame(10.32);
    clock.advance(20);
    expect(media.sample().positionMs).toBe(10_360);
  });

  it('comes back to the frames when a slower rate shows late, though it ran ahead meanwhile', () => {
    const { video, media, clock, frame } = setup();
    video.playbackRate = 2;
    video.play();
    for (let i = 0; i < 5; i++) {
      frame(10 + i * 0.08);
      clock.advance(40);
    }
    // At 10_400 now; 0.5× from here, shown by the frames only 100 ms later.
    video.playbackRate = 0.5;
    video.emit('ratechange');
    clock.advance(100);
    // Read meanwhile on the old line: 10_600.
    expect(media.sample().positionMs).toBe(10_600);
    // The video switched 60 ms after the event: its frame now is at 10_520, 80 ms behind.
    frame(10.52);
    expect(media.sample().positionMs).toBe(10_520);
    clock.advance(40);
    expect(media.sample().positionMs).toBe(10_540);
  });

  it('takes a rate change no frame shows within RATE_SWITCH_MAX_MS as made at its event', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    frame(10);
    clock.advance(100);
    video.playbackRate = 2;
    video.emit('ratechange');
    clock.advance(50);
    expect(media.sample().positionMs).toBe(10_150);
    clock.advance(RATE_SWITCH_MAX_MS - 50);
    expect(media.sample().positionMs).toBe(10_100 + 2 * RATE_SWITCH_MAX_MS);
  });

  it('after a rate change with no frames yet, runs at the new rate from the event', () => {
    const { video, media, clock } = setup();
    video.currentTime = 4;
    video.play();
    video.playbackRate = 0.5;
    video.emit('ratechange');
    clock.advance(100);
    expect(media.sample().positionMs).toBe(4_050);
  });

  it('follows the median line of the recent frames, not the last frame', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    frame(1);
    clock.advance(100);
    frame(1.1);
    clock.advance(100);
    // One frame shown 20 ms late (the refresh's quantisation): the line stays where the rest are.
    frame(1.18);
    clock.advance(10);
    expect(media.sample().positionMs).toBe(1_210);
  });

  it('never goes backwards between seeks: a frame behind the line holds the position', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    frame(5);
    clock.advance(100);
    expect(media.sample().positionMs).toBe(5_100);
    // The next frame says the video was a little slower: the line is between the two.
    frame(5.08);
    expect(media.sample().positionMs).toBe(5_100);
    clock.advance(5);
    expect(media.sample().positionMs).toBe(5_100);
    clock.advance(30);
    expect(media.sample().positionMs).toBe(5_125);
  });

  it('goes backwards across a seek, and says where the seek came from', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    frame(40);
    clock.advance(200);
    expect(media.sample().positionMs).toBe(40_200);
    video.seekTo(3);
    expect(media.lastSeek()).toEqual({ fromMs: 40_200, toMs: 3_000 });
    expect(media.sample().positionMs).toBe(3_000);
    // The first frame that moves after a seek is shown early (SEEK_EARLY_FRAMES): the line starts
    // on the next.
    frame(3.02);
    clock.advance(50);
    frame(3.053);
    clock.advance(20);
    expect(media.sample().positionMs).toBe(3_073);
  });

  it('says where a seek came from by the last frame, even when nothing sampled since', () => {
    const { video, media, clock, frame } = setup();
    video.loop = true;
    video.play();
    frame(119.5);
    clock.advance(480);
    video.seekTo(0);
    expect(media.lastSeek()).toEqual({ fromMs: 119_980, toMs: 0 });
  });

  it('ignores frames presented mid-seek', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    video.seeking = true;
    video.currentTime = 30;
    video.emit('seeking');
    frame(80);
    video.currentTime = 30;
    video.seeking = false;
    video.emit('seeked');
    clock.advance(100);
    // No frame since the seek: the element's own time.
    expect(media.sample().positionMs).toBe(30_000);
  });

  it('freezes while paused and resumes from the paused position', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    frame(20);
    clock.advance(250);
    video.currentTime = 20.25;
    video.pause();
    const paused = media.sample();
    expect(paused).toMatchObject({ positionMs: 20_250, paused: true });
    clock.advance(5_000);
    expect(media.sample().positionMs).toBe(20_250);
    video.play();
    clock.advance(40);
    frame(20.29);
    expect(media.sample().positionMs).toBe(20_290);
  });

  it('freezes while stalled, from `waiting` until `playing`', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    frame(7);
    clock.advance(100);
    video.emit('waiting');
    expect(media.sample()).toMatchObject({ positionMs: 7_100, stalled: true, paused: false });
    clock.advance(2_000);
    expect(media.sample().positionMs).toBe(7_100);
    video.currentTime = 7.1;
    video.emit('playing');
    expect(media.sample().stalled).toBe(false);
    frame(7.11);
    clock.advance(100);
    expect(media.sample().positionMs).toBe(7_210);
  });

  it('after a seek’s `playing`, leaves out the still frame shown again and the first that moves', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    video.emit('seeking');
    video.currentTime = 25;
    video.emit('seeked');
    video.emit('playing');
    // The seek's frame (a little before 25 s) is handed over again; the video moves 90 ms on,
    // its first moving frame shown 17 ms ahead of the line it then keeps (Chromium).
    frame(24.974);
    clock.advance(90);
    frame(25.007);
    clock.advance(50);
    frame(25.04);
    clock.advance(30);
    // On the second moving frame's line: through the still one it read ~45 ms ahead, on the
    // first one 17.
    expect(media.sample().positionMs).toBe(25_070);
  });

  it('after a resume’s `playing`, leaves out only the still frame', () => {
    const { video, media, clock, frame } = setup();
    video.currentTime = 4;
    video.play();
    frame(4);
    clock.advance(20);
    frame(4.033);
    clock.advance(10);
    expect(media.sample().positionMs).toBeCloseTo(4_043, 6);
  });

  it('judges the frames of a seek the video plays on through, with no `playing`, alike', () => {
    const { video, media, clock, frame } = setup();
    video.play();
    frame(10);
    clock.advance(100);
    video.seekTo(25);
    frame(24.974);
    clock.advance(90);
    frame(25.007);
    // Neither counts yet: the element's own time stands until the line starts.
    expect(media.sample().positionMs).toBe(25_007);
    expect(media.lineAwaited()).toBe(true);
    clock.advance(50);
    frame(25.04);
    expect(media.lineAwaited()).toBe(false);
    clock.advance(30);
    expect(media.sample().positionMs).toBe(25_070);
  });

  it('starts the line on frame 0 after a loop’s wrap, as on any frame after a resume', () => {
    const { video, media, clock, frame } = setup();
    video.loop = true;
    video.play();
    frame(119.9);
    clock.advance(90);
    video.seekTo(0);
    expect(media.lineAwaited()).toBe(false);
    frame(0);
    clock.advance(20);
    expect(media.sample().positionMs).toBe(20);
  });

  it('counts an ended video as paused', () => {
    const { video, media } = setup();
    video.paused = false;
    video.ended = true;
    expect(media.sample().paused).toBe(true);
  });

  it('reads currentTime at each sample where frame callbacks are missing', () => {
    const { video, media, clock } = setup({ frames: false });
    video.play();
    video.currentTime = 4.2;
    expect(media.sample().positionMs).toBe(4_200);
    clock.advance(30);
    video.currentTime = 4.23;
    expect(media.sample()).toMatchObject({ positionMs: 4_230, atMs: clock.now() });
  });

  it('removes its listeners and its frame callback when disposed', () => {
    const { video, media } = setup();
    video.play();
    expect(video.listenerCount).toBeGreaterThan(0);
    expect(video.pendingFrameCallbacks).toBe(1);
    media.dispose();
    expect(video.listenerCount).toBe(0);
    expect(video.pendingFrameCallbacks).toBe(0);
  });
});

describe('isLoopWrap', () => {
  it('is a seek from the last second to the first with loop on', () => {
    expect(isLoopWrap({ fromMs: 119_980, toMs: 0 }, 120_000, true)).toBe(true);
    expect(isLoopWrap({ fromMs: 119_000, toMs: 1_000 }, 120_000, true)).toBe(true);
  });

  it('is not a seek with loop off, from elsewhere, to elsewhere, or of an unknown length', () => {
    expect(isLoopWrap({ fromMs: 119_980, toMs: 0 }, 120_000, false)).toBe(false);
    expect(isLoopWrap({ fromMs: 60_000, toMs: 0 }, 120_000, true)).toBe(false);
    expect(isLoopWrap({ fromMs: 119_980, toMs: 5_000 }, 120_000, true)).toBe(false);
    expect(isLoopWrap({ fromMs: 119_980, toMs: 0 }, Infinity, true)).toBe(false);
    expect(isLoopWrap(undefined, 120_000, true)).toBe(false);
  });
});
