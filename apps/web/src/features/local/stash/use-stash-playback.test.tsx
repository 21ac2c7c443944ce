import { act, renderHook } from '@testing-library/react';
import { FakeClock } from '@glide/core';
import { DEFAULT_PLAYER_SETTINGS, StashError, type StashPlayerSettings } from '@glide/stash';
import { describe, expect, it, vi } from 'vitest';
import { START_WAIT_MS, type StartGate } from '../library/use-library-playback';
import { useStashPlayback, type StashSession } from './use-stash-playback';

/** A 100 s `<video>` with its metadata in; `play`/`pause` fire their events (jsdom plays nothing). */
function loadedVideo() {
  const video = document.createElement('video');
  let paused = true;
  Object.defineProperty(video, 'readyState', { value: 1 });
  Object.defineProperty(video, 'duration', { value: 100 });
  Object.defineProperty(video, 'paused', { get: () => paused });
  const play = vi.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    video.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  video.play = play;
  video.pause = vi.fn(() => {
    if (paused) return;
    paused = true;
    video.dispatchEvent(new Event('pause'));
  });
  return { video, play };
}

function renderSession(
  options: {
    readonly resumeAtS?: number;
    readonly autoplay?: boolean;
    readonly settings?: StashPlayerSettings;
    readonly gate?: { open: boolean };
    readonly saveActivity?: () => Promise<void>;
  } = {},
) {
  const { video, play } = loadedVideo();
  const clock = new FakeClock(0);
  const saved: { resumeTimeS: number; playDurationS: number }[] = [];
  const client = {
    saveActivity: vi.fn((_id: string, activity: { resumeTimeS: number; playDurationS: number }) => {
      saved.push(activity);
      return options.saveActivity ? options.saveActivity() : Promise.resolve();
    }),
    addPlay: vi.fn(() => Promise.resolve(1)),
  };
  const onEnded = vi.fn();
  const onFailure = vi.fn();
  const session: StashSession = {
    client,
    sceneId: '12',
    settings: options.settings ?? DEFAULT_PLAYER_SETTINGS,
    resumeAtS: options.resumeAtS,
    autoplay: options.autoplay ?? false,
    onEnded,
    onFailure,
  };
  const gate = options.gate ?? { open: true };
  const gateOf = (version: number): StartGate => ({ open: () => gate.open, version });
  const hook = renderHook(
    ({ version }: { version: number }) => useStashPlayback(video, session, gateOf(version), clock),
    { initialProps: { version: 0 } },
  );
  /** Plays for `seconds` of the fake clock, the video's time moving with it. */
  const playFor = (seconds: number) => {
    for (let s = 0; s < seconds; s += 1) {
      act(() => {
        video.currentTime += 1;
        clock.advance(1000);
      });
    }
  };
  return { video, play, clock, client, saved, onEnded, onFailure, hook, playFor, gate };
}

/** Lets the activity's sends settle. */
const settle = () => act(() => Promise.resolve());

describe('a Stash scene on the player', () => {
  it('starts at the scene’s resume point', () => {
    const { video } = renderSession({ resumeAtS: 42.5 });
    expect(video.currentTime).toBe(42.5);
  });

  it('starts from the beginning without one', () => {
    const { video } = renderSession({});
    expect(video.currentTime).toBe(0);
  });

  it('records the resume point and the time played every 10 s and on pause, as Stash does', async () => {
    const { video, saved, client, playFor } = renderSession({ resumeAtS: 20 });
    await act(() => video.play());
    playFor(9);
    expect(saved).toEqual([]);
    playFor(1);
    await settle();
    expect(saved).toEqual([{ resumeTimeS: 30, playDurationS: 10 }]);
    // Stash's default minimum play percent is 0: the play counts at the first save, once.
    expect(client.addPlay).toHaveBeenCalledTimes(1);
    playFor(3);
    act(() => video.pause());
    await settle();
    expect(saved).toEqual([
      { resumeTimeS: 30, playDurationS: 10 },
      { resumeTimeS: 33, playDurationS: 3 },
    ]);
    expect(client.addPlay).toHaveBeenCalledTimes(1);
  });

  it('counts the play only once Stash’s minimum play percent was played', async () => {
    const settings = { ...DEFAULT_PLAYER_SETTINGS, minimumPlayPercent: 15 };
    const { video, client, playFor } = renderSession({ settings });
    await act(() => video.play());
    playFor(10);
    await settle();
    expect(client.addPlay).not.toHaveBeenCalled();
    playFor(10);
    await settle();
    expect(client.addPlay).toHaveBeenCalledTimes(1);
  });

  it('pauses the video (and with it the device) when the library stops answering', async () => {
    const { video, playFor, onFailure } = renderSession({
      saveActivity: () => Promise.reject(new StashError('unreachable', 'gone')),
    });
    await act(() => video.play());
    playFor(10);
    await settle();
    expect(video.paused).toBe(true);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'unreachable' }), true);
  });

  it('plays on when Stash fails one save but still answers', async () => {
    const { video, playFor, onFailure } = renderSession({
      saveActivity: () => Promise.reject(new StashError('server_error', 'HTTP 500')),
    });
    await act(() => video.play());
    playFor(10);
    await settle();
    expect(video.paused).toBe(false);
    expect(onFailure).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'server_error' }),
      false,
    );
  });

  it('records nothing with Stash’s activity tracking off', async () => {
    const settings = { ...DEFAULT_PLAYER_SETTINGS, trackActivity: false };
    const { video, saved, client, playFor } = renderSession({ settings });
    await act(() => video.play());
    playFor(12);
    act(() => video.pause());
    await settle();
    expect(saved).toEqual([]);
    expect(client.addPlay).not.toHaveBeenCalled();
  });

  it('waits for the device before starting the next scene of a list', () => {
    const gate = { open: false };
    const { play, hook } = renderSession({ autoplay: true, gate });
    expect(play).not.toHaveBeenCalled();
    gate.open = true;
    hook.rerender({ version: 1 });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('starts the next scene anyway after the longest wait', () => {
    const { play, clock } = renderSession({ autoplay: true, gate: { open: false } });
    act(() => clock.advance(START_WAIT_MS - 1));
    expect(play).not.toHaveBeenCalled();
    act(() => clock.advance(1));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('leaves a scene the person opened for them to start', () => {
    const { play, clock } = renderSession({ autoplay: false });
    act(() => clock.advance(START_WAIT_MS));
    expect(play).not.toHaveBeenCalled();
  });

  it('says when the scene ends', () => {
    const { video, onEnded } = renderSession({});
    video.dispatchEvent(new Event('ended'));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
