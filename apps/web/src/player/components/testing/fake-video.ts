import { vi } from 'vitest';

/** Options of {@link fakeVideo}. */
export interface FakeVideoOptions {
  durationS?: number;
  currentS?: number;
}

/**
 * A `<video>` for component tests: jsdom plays no media, so its time, length, rate, volume and
 * play state are plain values here, and changing them fires the events a browser would.
 */
export function fakeVideo({ durationS = 296, currentS = 0 }: FakeVideoOptions = {}) {
  const video = document.createElement('video');
  const state = {
    paused: true,
    currentTime: currentS,
    duration: durationS,
    playbackRate: 1,
    volume: 1,
    muted: false,
  };
  const fire = (...names: string[]) => {
    for (const name of names) video.dispatchEvent(new Event(name));
  };
  Object.defineProperties(video, {
    paused: { get: () => state.paused, configurable: true },
    duration: { get: () => state.duration, configurable: true },
    currentTime: {
      get: () => state.currentTime,
      set: (value: number) => {
        state.currentTime = value;
        fire('seeking', 'timeupdate', 'seeked');
      },
      configurable: true,
    },
    playbackRate: {
      get: () => state.playbackRate,
      set: (value: number) => {
        state.playbackRate = value;
        fire('ratechange');
      },
      configurable: true,
    },
    volume: {
      get: () => state.volume,
      set: (value: number) => {
        state.volume = value;
        fire('volumechange');
      },
      configurable: true,
    },
    muted: {
      get: () => state.muted,
      set: (value: boolean) => {
        state.muted = value;
        fire('volumechange');
      },
      configurable: true,
    },
  });
  const play = vi.fn(() => {
    state.paused = false;
    fire('play', 'playing');
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    state.paused = true;
    fire('pause');
  });
  video.play = play;
  video.pause = pause;
  return {
    video,
    play,
    pause,
    /** Playback moves the time on: one `timeupdate`, as a browser fires about four a second. */
    playTo(seconds: number) {
      state.currentTime = seconds;
      fire('timeupdate');
    },
    /** Sets the length (e.g. once metadata "arrives"). */
    setDuration(seconds: number) {
      state.duration = seconds;
      fire('durationchange');
    },
  };
}
