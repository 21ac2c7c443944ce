import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, ButtonEvent } from '@glide/handy';
import {
  FakeClock,
  ScriptClock,
  type LiveScript,
  type PatternPlayable,
  type PlaybackStatus,
  type ScriptPlayable,
} from '@glide/core';
import { fakeDevices, setUpPageTests } from '../device/testing/fake-devices';
import { fakeSession, PLAYER as PLAYER_STATE } from './testing/engine-hook';
import { fakeEngineFactory, IDLE_STATUS } from './testing/fake-engine';
import { FakeVideo } from './testing/fake-video';
import type { MediaControls } from './media-controls';
import { usePlayer, type UsePlayerOptions } from './use-player';

setUpPageTests();

const SCRIPT: ScriptPlayable = {
  kind: 'script',
  name: 'clip.funscript',
  actions: [
    { at: 0, pos: 0 },
    { at: 500, pos: 100 },
  ],
  durationMs: 500,
  source: {
    name: 'clip.csv',
    points: [
      { t: 0, x: 0 },
      { t: 500, x: 100 },
    ],
  },
};

const live = (name: string): LiveScript => ({
  kind: 'live',
  name,
  pointsAfter: () => [],
  previousPoint: () => undefined,
});
const pattern = (name: string, changedFromMs: number): PatternPlayable => ({
  kind: 'pattern',
  name,
  source: live(name),
  changedFromMs,
  positionAt: () => 50,
});

function recorder() {
  const calls: string[] = [];
  const controls: MediaControls = {
    play: () => calls.push('play'),
    togglePlay: () => calls.push('toggle'),
    seekByMs: (ms) => calls.push(`seek ${ms}`),
    setRate: (rate) => calls.push(`rate ${rate}`),
    rate: () => 1,
  };
  return { calls, controls };
}

function setUp(initial: Partial<UsePlayerOptions> = {}) {
  const factory = fakeEngineFactory();
  const session = fakeSession();
  const video = new FakeVideo();
  const { calls, controls } = recorder();
  const pausedMedia: string[] = [];
  const base: UsePlayerOptions = {
    media: { kind: 'video', element: video },
    playable: SCRIPT,
    transport: 'hsp',
    loop: false,
    controls,
    pauseMedia: () => pausedMedia.push('paused'),
    createEngine: factory.create,
    clock: new FakeClock(0),
    followSession: session.follow,
  };
  const hook = renderHook((props: Partial<UsePlayerOptions>) => usePlayer({ ...base, ...props }), {
    initialProps: initial,
  });
  const engine = () => {
    const made = factory.engines[0];
    if (!made) throw new Error('no engine');
    return made;
  };
  return { hook, engine, video, calls, pausedMedia };
}

describe('usePlayer', () => {
  it('loads the playable’s source on the engine', () => {
    const { engine } = setUp();
    const loads = engine().calls.filter((c) => c.call === 'load');
    expect(loads).toEqual([expect.objectContaining({ script: SCRIPT.source })]);
  });

  it('pauses the media for the device and says why until the user plays again', () => {
    const { hook, engine, video, pausedMedia } = setUp();
    act(() => engine().options.pauseMedia('deviceOffline'));
    expect(pausedMedia).toEqual(['paused']);
    expect(hook.result.current.pauseReason).toBe('deviceOffline');
    act(() => video.emit('play'));
    expect(hook.result.current.pauseReason).toBeUndefined();
  });

  it('forgets the reason on a script clock’s play as well', () => {
    const clock = new ScriptClock(new FakeClock(0));
    const { hook, engine } = setUp({ media: { kind: 'script', clock } });
    act(() => engine().options.pauseMedia('deviceStopped'));
    expect(hook.result.current.pauseReason).toBe('deviceStopped');
    act(() => hook.result.current.mediaEvent('play'));
    expect(hook.result.current.pauseReason).toBeUndefined();
    expect(engine().callNames).toContain('mediaEvent:play');
  });

  it('leaves a device on legacy firmware alone and names its version', async () => {
    const devices = fakeDevices({ OldFirm001: { info: { fw_version: '3.2.3' } } });
    await devices.connect('OldFirm001');
    const { hook, engine } = setUp();
    expect(hook.result.current.legacyFirmware).toBe('3.2.3');
    expect(engine().callNames).not.toContain('load');
  });

  it('locks the transport while the device follows, and hides a missing device', () => {
    const { hook, engine } = setUp();
    expect(hook.result.current.following).toBe(false);
    const playing: PlaybackStatus = { ...IDLE_STATUS, phase: 'playing' };
    act(() => engine().publish(playing));
    expect(hook.result.current.following).toBe(true);
    const noDevice: PlaybackStatus = {
      ...IDLE_STATUS,
      phase: 'error',
      error: { kind: 'noDevice', cause: undefined },
    };
    act(() => engine().publish(noDevice));
    expect(hook.result.current.error).toBeUndefined();
    const failed: PlaybackStatus = { ...noDevice, error: { kind: 'upload', cause: 'x' } };
    act(() => engine().publish(failed));
    expect(hook.result.current.error).toEqual({ kind: 'upload', cause: 'x' });
  });

  it('gives the device’s buttons and the keys to the media’s controls', async () => {
    const devices = fakeDevices();
    await devices.connect('ButtonKey1');
    const { calls } = setUp();
    act(() =>
      devices.client.stream.emit('button_event', {
        button: Button.RIGHT,
        event: ButtonEvent.SHORT_PRESS,
      }),
    );
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
    expect(calls).toEqual(['seek 15000', 'toggle']);
  });

  it('stops the media when the device is stopped under it (Escape, Stop all), and says why', async () => {
    const devices = fakeDevices();
    await devices.connect('StopKey01');
    const { hook, engine, pausedMedia } = setUp();
    const playing: PlaybackStatus = { ...IDLE_STATUS, phase: 'playing' };
    act(() => engine().publish(playing));
    const hsp = (play_state: 0 | 1 | 2 | 3 | 4) =>
      act(() =>
        devices.store.apply({
          type: 'hsp_loaded',
          hsp: { ...PLAYER_STATE, play_state, pause_on_starving: false },
        }),
      );
    hsp(1);
    expect(pausedMedia).toEqual([]);
    hsp(2);
    expect(pausedMedia).toEqual(['paused']);
    expect(hook.result.current.pauseReason).toBe('deviceStopped');
  });

  it('takes no key when the page turns them off', () => {
    const { calls } = setUp({ keys: { enabled: false, fullscreenTarget: null } });
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
    expect(calls).toEqual([]);
  });

  it('swaps an edited pattern under the device instead of loading it again', () => {
    const first = pattern('beat', 0);
    const { hook, engine } = setUp({ playable: first });
    const edited = pattern('beat', 4_200);
    hook.rerender({ playable: edited });
    const scriptCalls = () =>
      engine().calls.filter((c) => c.call === 'load' || c.call === 'update');
    expect(scriptCalls().map((c) => c.call)).toEqual(['load', 'update']);
    expect(scriptCalls()[1]).toMatchObject({ script: edited.source, changedFromMs: 4_200 });
    hook.rerender({ playable: edited, transport: 'hssp' });
    expect(scriptCalls().map((c) => c.call)).toEqual(['load', 'update']);
  });
});
