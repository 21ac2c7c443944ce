import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, ButtonEvent } from '@glide/handy';
import {
  FakeClock,
  LIVE_EDIT_LEAD_MIN_MS,
  loopPlayable,
  parseScript,
  scriptPlayable,
  type PatternCycle,
  type PlaybackStatus,
  type ScriptPlayable,
} from '@glide/core';
import { fakeDevices, setUpPageTests } from '../device/testing/fake-devices';
import { fakeSession, PLAYER as PLAYER_STATE } from './testing/engine-hook';
import { fakeEngineFactory, IDLE_STATUS } from './testing/fake-engine';
import { FakeVideo } from './testing/fake-video';
import type { MediaControls } from './media-controls';
import {
  usePlayer,
  type ClockPlayer,
  type ClockTransport,
  type Player,
  type UsePlayerOptions,
} from './use-player';

setUpPageTests();

/** A funscript of `actions` as the page would hand it over. */
function playableOf(name: string, actions: readonly { at: number; pos: number }[]): ScriptPlayable {
  return scriptPlayable(parseScript(JSON.stringify({ actions }), { format: 'funscript' }), {
    name,
  });
}

const SCRIPT = playableOf('clip.funscript', [
  { at: 0, pos: 0 },
  { at: 500, pos: 100 },
]);

const STEADY: PatternCycle = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 0 },
    { t: 500, x: 100 },
  ],
};
const HIGH: PatternCycle = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 70 },
    { t: 500, x: 100 },
  ],
};
const EMPTY: PatternCycle = { periodMs: 1_000, points: [] };

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
  const pause = video.pause.bind(video);
  video.pause = () => {
    pausedMedia.push('paused');
    pause();
  };
  const base: UsePlayerOptions = {
    media: { kind: 'video', element: video, loop: false },
    playable: SCRIPT,
    transport: 'hsp',
    controls,
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
  // A new render keeps the options the test began with, and changes those it names.
  const rerender = (props: Partial<UsePlayerOptions>) => hook.rerender({ ...initial, ...props });
  return { hook, rerender, engine, video, calls, pausedMedia };
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

  it('forgets the reason on its own clock’s play as well, and tells the engine', () => {
    const { hook, engine } = setUp({ media: { kind: 'clock', loop: false } });
    act(() => clockOf(hook.result.current).play());
    act(() => engine().options.pauseMedia('deviceStopped'));
    expect(hook.result.current.pauseReason).toBe('deviceStopped');
    expect(engine().callNames).toContain('mediaEvent:pause');
    act(() => clockOf(hook.result.current).play());
    expect(hook.result.current.pauseReason).toBeUndefined();
    expect(engine().callNames).toEqual(
      expect.arrayContaining(['mediaEvent:play', 'mediaEvent:playing']),
    );
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

  it('plays a script on its own clock: the clock’s length is the script’s, its end is the end', () => {
    const clock = new FakeClock(0);
    const { hook, engine } = setUp({ media: { kind: 'clock', loop: false }, clock });
    expect(clockOf(hook.result.current).durationMs).toBe(500);
    act(() => clockOf(hook.result.current).play());
    act(() => clock.advance(200));
    expect(hook.result.current.positionPctNow()).toBe(40);
    act(() => clock.advance(400));
    expect(clockOf(hook.result.current).playing).toBe(false);
    expect(engine().callNames.at(-1)).toBe('mediaEvent:ended');
    expect(hook.result.current.positionPctNow()).toBeUndefined();
  });

  it('starts what the page hands over with the start, from 0, once it is loaded', () => {
    const clock = new FakeClock(0);
    const { hook, engine, rerender } = setUp({ media: { kind: 'clock', loop: true }, clock });
    act(() => clockOf(hook.result.current).play());
    act(() => clock.advance(300));
    const other = playableOf('other.funscript', [
      { at: 0, pos: 10 },
      { at: 2_000, pos: 90 },
    ]);
    act(() => {
      clockOf(hook.result.current).start();
      rerender({ playable: other });
    });
    const names = engine().callNames;
    // Stopped and sent back to 0, the new script loaded, and only then played.
    const loaded = names.lastIndexOf('load');
    expect(names.slice(loaded)).toEqual(
      expect.arrayContaining(['load', 'mediaEvent:play', 'mediaEvent:playing']),
    );
    expect(names.lastIndexOf('mediaEvent:play')).toBeGreaterThan(loaded);
    expect(clockOf(hook.result.current)).toMatchObject({ playing: true, durationMs: 2_000 });
    expect(clockOf(hook.result.current).positionMs()).toBe(0);
  });

  it('plays the fixed script once a pre-flight fix is applied, never the file', () => {
    const { hook, engine } = setUp({ preflight: {} });
    const preflight = hook.result.current.preflight;
    if (!preflight) throw new Error('no pre-flight');
    act(() => preflight.apply({ kind: 'invert' }));
    const played = hook.result.current.played;
    expect(played?.kind === 'script' && played.actions.map((a) => a.pos)).toEqual([100, 0]);
    expect(SCRIPT.actions.map((a) => a.pos)).toEqual([0, 100]);
    const loads = engine().calls.filter((c) => c.call === 'load');
    expect(loads.at(-1)).toMatchObject({ script: played?.source });
    expect(played?.source.name).toBe(SCRIPT.source.name);
  });

  it('checks nothing when the page asks for no pre-flight', () => {
    const { hook } = setUp();
    expect(hook.result.current.preflight).toBeUndefined();
    expect(hook.result.current.played).toBe(SCRIPT);
  });
});

describe('usePlayer with a loop', () => {
  function setUpLoop(cycle: PatternCycle = STEADY, align: 'asap' | 'halfCycle' = 'asap') {
    const clock = new FakeClock(0);
    const set = setUp({
      media: { kind: 'clock', loop: false },
      playable: loopPlayable(cycle, 'Steady', align),
      clock,
    });
    const scriptCalls = () =>
      set
        .engine()
        .calls.filter((c) => c.call === 'load' || c.call === 'update' || c.call === 'unload');
    const edit = (next: PatternCycle) =>
      set.rerender({ playable: loopPlayable(next, 'Steady', align) });
    return { ...set, clock, scriptCalls, edit };
  }

  it('loads the loop as a live script and plays it on the engine', () => {
    const { hook, engine, scriptCalls } = setUpLoop();
    expect(scriptCalls()).toEqual([expect.objectContaining({ call: 'load' })]);
    act(() => clockOf(hook.result.current).play());
    expect(engine().callNames).toEqual(
      expect.arrayContaining(['mediaEvent:play', 'mediaEvent:playing']),
    );
    expect(hook.result.current.positionPctNow()).toBe(0);
  });

  it('swaps an edit in a lead ahead of the device while it plays', () => {
    const { clock, hook, scriptCalls, edit, rerender } = setUpLoop();
    act(() => clockOf(hook.result.current).play());
    act(() => clock.advance(2_250));
    edit(HIGH);
    const update = scriptCalls()[1];
    expect(update).toMatchObject({ call: 'update', changedFromMs: 2_250 + LIVE_EDIT_LEAD_MIN_MS });
    // Until the switch the old motion plays; after it, the new one.
    const played = hook.result.current.played;
    expect(played?.kind === 'pattern' && played.positionAt(2_500)).toBe(100);
    expect(played?.kind === 'pattern' && played.positionAt(4_000)).toBe(70);
    // A rename is no edit of the motion, and a live script is streamed whatever the transport.
    rerender({ playable: loopPlayable(HIGH, 'Renamed') });
    rerender({ playable: loopPlayable(HIGH, 'Renamed'), transport: 'hssp' });
    expect(scriptCalls()).toHaveLength(2);
  });

  it('lands an edit on the loop’s next half when asked to', () => {
    const { clock, hook, scriptCalls, edit } = setUpLoop(STEADY, 'halfCycle');
    act(() => clockOf(hook.result.current).play());
    act(() => clock.advance(2_250));
    edit(HIGH);
    expect(scriptCalls()[1]).toMatchObject({ call: 'update', changedFromMs: 3_000 });
  });

  it('switches at once while paused', () => {
    const { clock, hook, scriptCalls, edit } = setUpLoop();
    act(() => clockOf(hook.result.current).play());
    act(() => clock.advance(1_300));
    act(() => clockOf(hook.result.current).pause());
    edit(HIGH);
    expect(scriptCalls()[1]).toMatchObject({ call: 'update', changedFromMs: 1_300 });
  });

  it('rests the device while the loop is empty, and plays it again once it is not', () => {
    const { hook, scriptCalls, edit } = setUpLoop();
    edit(EMPTY);
    expect(hook.result.current.played).toBeUndefined();
    expect(scriptCalls().map((c) => c.call)).toEqual(['load', 'unload']);
    edit(HIGH);
    expect(scriptCalls().map((c) => c.call)).toEqual(['load', 'unload', 'load']);
  });

  it('stops: paused, back at the start, the phase at 0', () => {
    const { clock, hook } = setUpLoop();
    act(() => clockOf(hook.result.current).play());
    act(() => clock.advance(1_700));
    expect(hook.result.current.loopPhaseNow()?.cycleMs).toBe(700);
    act(() => clockOf(hook.result.current).stop());
    expect(clockOf(hook.result.current).playing).toBe(false);
    expect(hook.result.current.loopPhaseNow()).toMatchObject({ cycleMs: 0, loop: 0 });
  });

  it('takes no seek or speed from the keys, only play and pause', () => {
    const { hook, rerender } = setUpLoop();
    // The page's own controls are left out: the loop's are the player's.
    rerender({ controls: {} });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(hook.result.current.loopPhaseNow()?.cycleMs).toBe(0);
    act(() => {
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
    expect(clockOf(hook.result.current).playing).toBe(true);
  });

  it('switches to a script by stopping, and to a loop again from its start', () => {
    const { hook, scriptCalls, rerender } = setUpLoop();
    rerender({ playable: SCRIPT });
    expect(scriptCalls().map((c) => c.call)).toEqual(['load', 'load']);
    expect(hook.result.current.loopPhaseNow()).toBeUndefined();
    rerender({ playable: loopPlayable(HIGH, 'High') });
    expect(scriptCalls().at(-1)).toMatchObject({ call: 'load' });
    expect(hook.result.current.loopPhaseNow()).toMatchObject({ cycleMs: 0, loop: 0 });
  });
});

/** The player's own clock (a test with a video has none to drive). */
function clockOf(player: Player | ClockPlayer): ClockTransport {
  if (!('clock' in player)) throw new Error('no clock');
  return player.clock;
}
