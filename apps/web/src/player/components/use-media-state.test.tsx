import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeVideo } from './testing/fake-video';
import { useMediaPositionMs, useMediaState } from './use-media-state';

/** Renders `hook` and counts its renders. */
function counted<T>(hook: () => T) {
  let renders = 0;
  const rendered = renderHook(() => {
    renders += 1;
    return hook();
  });
  return { result: rendered.result, renders: () => renders };
}

describe('useMediaState', () => {
  it('renders again for a new rate, volume or play state, not as the time moves on', () => {
    const media = fakeVideo({ durationS: 60 });
    const state = counted(() => useMediaState(media.video));
    const first = state.renders();
    act(() => {
      for (let s = 0.25; s <= 3; s += 0.25) media.playTo(s);
    });
    expect(state.renders()).toBe(first);
    act(() => {
      media.video.playbackRate = 1.5;
    });
    expect(state.result.current.rate).toBe(1.5);
    expect(state.renders()).toBe(first + 1);
  });
});

describe('useMediaPositionMs', () => {
  it('follows every timeupdate and seek', () => {
    const media = fakeVideo({ durationS: 60 });
    const position = counted(() => useMediaPositionMs(media.video));
    act(() => media.playTo(0.25));
    expect(position.result.current).toBe(250);
    act(() => {
      media.video.currentTime = 42;
    });
    expect(position.result.current).toBe(42_000);
  });

  it('with a step, renders only when the value rounded down to it changes', () => {
    const media = fakeVideo({ durationS: 60 });
    const position = counted(() => useMediaPositionMs(media.video, 1000));
    const first = position.renders();
    act(() => {
      for (const s of [0.25, 0.5, 0.75]) media.playTo(s);
    });
    expect(position.renders()).toBe(first);
    act(() => media.playTo(1.0));
    expect(position.result.current).toBe(1000);
    expect(position.renders()).toBe(first + 1);
    act(() => media.playTo(1.25));
    expect(position.renders()).toBe(first + 1);
  });

  it('is 0 without a video', () => {
    expect(renderHook(() => useMediaPositionMs(null, 1000)).result.current).toBe(0);
  });
});
