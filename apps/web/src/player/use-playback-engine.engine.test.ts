// @vitest-environment jsdom
/**
 * The hook on the real engine (`createPlaybackEngine`, the default): a video's play reaches the
 * device through the port, and the device stopping on its own pauses the video.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FakeClock,
  type MediaPauseReason,
  type PlaybackDevicePort,
  type PlaybackScript,
  type PlayerStateLike,
} from '@glide/core';
import { fakeSession, PLAYER } from './testing/engine-hook';
import { PlayerClock } from './player-clock';
import { FakeVideo } from './testing/fake-video';
import { usePlaybackEngine } from './use-playback-engine';

const SCRIPT: PlaybackScript = {
  name: 'clip.csv',
  points: Array.from({ length: 40 }, (_, i) => ({ t: i * 500, x: i % 2 === 0 ? 0 : 100 })),
};

/** A device that answers every call at once, keeping its play state and stream id. */
function recordingPort(clock: FakeClock) {
  const calls: string[] = [];
  let player: PlayerStateLike = { ...PLAYER, stream_id: 0 };
  const answer = (name: string, change: Partial<PlayerStateLike> = {}) => {
    calls.push(name);
    player = { ...player, ...change };
    return Promise.resolve(player);
  };
  const port: PlaybackDevicePort = {
    serverTimeMs: () => clock.now(),
    clockRoundTripMs: () => 40,
    clockOffsetMs: () => 0,
    hssp: {
      upload: () => Promise.resolve('https://host.test/s.csv'),
      setup: () => answer('hssp.setup'),
      play: () => answer('hssp.play', { play_state: 1 }),
      stop: () => answer('hssp.stop', { play_state: 2 }),
      syncTime: () => answer('hssp.syncTime'),
    },
    hsp: {
      setup: (streamId) => answer('hsp.setup', { stream_id: streamId }),
      add: (args) => answer('hsp.add', { tail_point_stream_index: args.tailPointStreamIndex }),
      play: (args) =>
        answer('hsp.play', {
          play_state: 1,
          tail_point_stream_index: args.add?.tailPointStreamIndex ?? player.tail_point_stream_index,
        }),
      pause: () => answer('hsp.pause', { play_state: 3 }),
      stop: () => answer('hsp.stop', { play_state: 2 }),
      syncTime: () => answer('hsp.syncTime'),
      setPlaybackRate: (rate) => answer('hsp.setPlaybackRate', { playback_rate: rate }),
      state: () => answer('hsp.state'),
    },
  };
  return { port, calls, player: () => player };
}

/** Lets the engine's answered calls and the hook's effects run to rest. */
async function flush() {
  for (let i = 0; i < 20; i += 1) await act(() => Promise.resolve());
}

describe('usePlaybackEngine on the real engine', () => {
  it('plays the device with the video, and pauses the video when the device stops on its own', async () => {
    const clock = new FakeClock(1_000_000);
    const video = new FakeVideo();
    video.duration = 20;
    const device = recordingPort(clock);
    const session = fakeSession();
    const pauses: MediaPauseReason[] = [];
    const hook = renderHook(() =>
      usePlaybackEngine({
        media: { kind: 'video', element: video },
        script: SCRIPT,
        transport: 'hsp',
        loop: false,
        offsetMs: 0,
        onPauseMedia: (reason) => pauses.push(reason),
        clock,
        port: device.port,
        followSession: session.follow,
      }),
    );
    await flush();
    expect(device.calls).toContain('hsp.setup');
    video.play();
    await flush();
    // The device starts with the first frame that moves, not at `playing`.
    expect(device.calls).not.toContain('hsp.play');
    video.presentFrame(0.033, performance.now());
    await flush();
    expect(device.calls).toContain('hsp.play');
    expect(hook.result.current.status?.phase).toBe('playing');

    // The device stops by itself (a button): the stream says so, the page is asked to pause.
    const stopped = { ...device.player(), play_state: 2 };
    session.each((listener) => listener.playerEvent({ name: 'hsp_state_changed', state: stopped }));
    expect(pauses).toEqual(['deviceStopped']);
    hook.unmount();
    await flush();
    expect(clock.pendingTimers).toBe(0);
  });

  it('leaves the device alone for a changed offset and prepares it again for another script', async () => {
    const clock = new FakeClock(1_000_000);
    const device = recordingPort(clock);
    const props = {
      media: { kind: 'video', element: new FakeVideo() } as const,
      script: SCRIPT,
      transport: 'hsp' as const,
      loop: false,
      offsetMs: 0,
      onPauseMedia: () => undefined,
      clock,
      port: device.port,
      followSession: fakeSession().follow,
    };
    const hook = renderHook(
      (changes: Partial<typeof props>) => usePlaybackEngine({ ...props, ...changes }),
      {
        initialProps: {},
      },
    );
    await flush();
    expect(device.calls).toEqual(['hsp.setup']);
    hook.rerender({ offsetMs: 25 });
    hook.rerender({ offsetMs: 25, loop: true });
    await flush();
    // The media is paused: nothing to re-play, and the same script is not prepared again.
    expect(device.calls).toEqual(['hsp.setup']);
    expect(hook.result.current.status?.phase).toBe('ready');
    hook.rerender({ offsetMs: 25, script: { ...SCRIPT, name: 'other.csv' } });
    await flush();
    expect(device.calls).toEqual(['hsp.setup', 'hsp.setup']);
    hook.unmount();
    await flush();
  });

  it("plays a script without a video on the player's own clock, hearing its events", async () => {
    const clock = new FakeClock(1_000_000);
    const device = recordingPort(clock);
    const media = new PlayerClock(clock);
    media.load(20_000);
    media.setLoop(true);
    const hook = renderHook(() =>
      usePlaybackEngine({
        media: { kind: 'clock', clock: media },
        script: SCRIPT,
        transport: 'hsp',
        loop: true,
        offsetMs: 0,
        onPauseMedia: () => undefined,
        clock,
        port: device.port,
        followSession: fakeSession().follow,
      }),
    );
    await flush();
    act(() => media.play());
    await flush();
    expect(device.calls).toContain('hsp.play');
    expect(hook.result.current.status?.phase).toBe('playing');
    hook.unmount();
    media.dispose();
    await flush();
    expect(clock.pendingTimers).toBe(0);
  });
});
