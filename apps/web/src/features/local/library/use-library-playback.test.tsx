import { act, renderHook } from '@testing-library/react';
import { FakeClock } from '@glide/core';
import { describe, expect, it, vi } from 'vitest';
import {
  START_WAIT_MS,
  useLibraryPlayback,
  type LibraryPlayback,
  type StartGate,
} from './use-library-playback';

/** A `<video>` whose metadata is in and whose `play` is recorded (jsdom plays nothing). */
function loadedVideo() {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: 1 });
  Object.defineProperty(video, 'duration', { value: 6 });
  const play = vi.fn(() => {
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  video.play = play;
  return { video, play };
}

const next = (autoplay: boolean): LibraryPlayback => ({
  path: 'Clips/02.webm',
  autoplay,
  onEnded: () => undefined,
  rememberPosition: () => undefined,
  variantCount: 1,
});

function renderBinding(autoplay: boolean, gate: { open: boolean }) {
  const { video, play } = loadedVideo();
  const clock = new FakeClock(0);
  const gateOf = (version: number): StartGate => ({ open: () => gate.open, version });
  const hook = renderHook(
    ({ version }: { version: number }) =>
      useLibraryPlayback(video, next(autoplay), undefined, gateOf(version), clock),
    { initialProps: { version: 0 } },
  );
  return { video, play, clock, rerender: (version: number) => hook.rerender({ version }) };
}

describe('a library video asked to start', () => {
  it('starts at once when the device has nothing to get ready', () => {
    const { play } = renderBinding(true, { open: true });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('waits while the device gets ready for its script, and starts when it is', () => {
    const gate = { open: false };
    const { play, rerender } = renderBinding(true, gate);
    rerender(1);
    expect(play).not.toHaveBeenCalled();
    gate.open = true;
    rerender(2);
    expect(play).toHaveBeenCalledTimes(1);
    // Once started, a later change of the gate starts nothing again.
    rerender(3);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after the longest wait', () => {
    const { play, clock } = renderBinding(true, { open: false });
    act(() => clock.advance(START_WAIT_MS - 1));
    expect(play).not.toHaveBeenCalled();
    act(() => clock.advance(1));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the user once they play it themselves', () => {
    const gate = { open: false };
    const { video, play, clock, rerender } = renderBinding(true, gate);
    act(() => void video.dispatchEvent(new Event('play')));
    video.dispatchEvent(new Event('pause'));
    gate.open = true;
    rerender(1);
    act(() => clock.advance(START_WAIT_MS));
    expect(play).not.toHaveBeenCalled();
  });

  it('is not started when not asked to', () => {
    const gate = { open: true };
    const { play, clock, rerender } = renderBinding(false, gate);
    rerender(1);
    act(() => clock.advance(START_WAIT_MS));
    expect(play).not.toHaveBeenCalled();
  });
});
