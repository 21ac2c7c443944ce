// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FakeClock,
  type MediaPauseReason,
  type PlaybackChoices,
  type PlaybackScript,
} from '@glide/core';
import { FIRST_FRAME_WAIT_MS } from './follow-video';
import { PLAYER, setup } from './testing/engine-hook';
import { fakeEngineFactory, IDLE_STATUS } from './testing/fake-engine';
import { FakeVideo } from './testing/fake-video';
import { PlayerClock } from './player-clock';
import type { PlaybackMedia } from './use-playback-engine';

const SCRIPT: PlaybackScript = {
  name: 'clip.csv',
  points: [
    { t: 0, x: 0 },
    { t: 500, x: 100 },
  ],
};
const OTHER_SCRIPT: PlaybackScript = { name: 'other.csv', points: [{ t: 0, x: 50 }] };

describe('usePlaybackEngine: the engine', () => {
  it('makes no engine until the video is in the page', () => {
    const { hook, factory } = setup({ media: { kind: 'video', element: null } });
    expect(factory.engines).toEqual([]);
    expect(hook.result.current.status).toBeUndefined();
  });

  it("makes one engine on the page's clock and the video's media clock, and shows its status", () => {
    const { hook, factory, engine, clock, video } = setup();
    expect(factory.engines).toHaveLength(1);
    expect(engine().options.clock).toBe(clock);
    video.currentTime = 12;
    expect(engine().options.media.sample().positionMs).toBe(12_000);
    expect(hook.result.current.status).toBe(IDLE_STATUS);
    const playing = { ...IDLE_STATUS, phase: 'playing' as const };
    act(() => engine().publish(playing));
    expect(hook.result.current.status).toBe(playing);
    hook.rerender({});
    expect(factory.engines).toHaveLength(1);
  });

  it('follows a real <video> element (without frame callbacks, as in jsdom)', () => {
    const element = document.createElement('video');
    const { factory, engine } = setup({ media: { kind: 'video', element } });
    expect(factory.engines).toHaveLength(1);
    element.dispatchEvent(new Event('seeking'));
    expect(engine().callNames).toContain('mediaEvent:seeking');
    expect(engine().options.media.sample()).toMatchObject({ positionMs: 0, paused: true });
  });

  it('keeps its engine when the page passes new functions on every render', () => {
    const { hook, factory, session } = setup();
    hook.rerender({
      followSession: (listener) => session.follow(listener),
      onPauseMedia: () => {},
    });
    hook.rerender({ createEngine: (options) => factory.create(options) });
    expect(factory.engines).toHaveLength(1);
  });

  it('disposes the engine, its listeners and its session feed on unmount', () => {
    const { hook, engine, video, session } = setup();
    hook.unmount();
    expect(engine().callNames.at(-1)).toBe('dispose');
    expect(engine().subscriberCount).toBe(0);
    expect(video.listenerCount).toBe(0);
    expect(video.pendingFrameCallbacks).toBe(0);
    expect(session.listeners.size).toBe(0);
  });

  it('stops the device when the page is left, and makes a new engine when it is shown again', () => {
    const { factory, engine } = setup();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    expect(engine(0).callNames).toContain('dispose');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(factory.engines).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(factory.engines).toHaveLength(2);
    expect(engine(1).callNames).not.toContain('dispose');
  });

  it('makes a new engine for a new video, disposing the old one', () => {
    const { hook, factory, engine } = setup({ script: SCRIPT });
    const next = new FakeVideo();
    hook.rerender({ script: SCRIPT, media: { kind: 'video', element: next } });
    expect(factory.engines).toHaveLength(2);
    expect(engine(0).callNames.at(-1)).toBe('dispose');
    // The new engine gets the script too; the old one is not asked to unload it.
    expect(engine(0).callNames).not.toContain('unload');
    expect(engine(1).callNames).toContain('load');
  });

  it('asks the page, through its newest callback, to pause when the engine says so', () => {
    const { hook, engine, pauses } = setup();
    const later: MediaPauseReason[] = [];
    hook.rerender({ onPauseMedia: (reason) => later.push(reason) });
    engine().options.pauseMedia('deviceStopped');
    expect(pauses).toEqual([]);
    expect(later).toEqual(['deviceStopped']);
  });

  it('resyncs on demand', () => {
    const { hook, engine } = setup();
    act(() => hook.result.current.resync());
    expect(engine().callNames).toContain('resync');
  });
});

describe('usePlaybackEngine: the video', () => {
  it("tells the engine each of the video's events", () => {
    const { engine, video } = setup();
    video.play();
    video.emit('waiting');
    video.emit('playing');
    video.seekTo(10);
    video.playbackRate = 1.5;
    video.emit('ratechange');
    video.pause();
    video.emit('ended');
    expect(engine().callNames.filter((name) => name.startsWith('mediaEvent'))).toEqual([
      'mediaEvent:play',
      'mediaEvent:playing',
      'mediaEvent:waiting',
      'mediaEvent:playing',
      'mediaEvent:seeking',
      'mediaEvent:seeked',
      'mediaEvent:ratechange',
      'mediaEvent:pause',
      'mediaEvent:ended',
    ]);
  });

  it("tells a loop's wrap as `looped`, not as a seek", () => {
    const { engine, video, clock } = setup();
    video.loop = true;
    video.play();
    video.presentFrame(59.9, performance.now());
    clock.advance(90);
    video.seekTo(0);
    const events = () => engine().callNames.filter((name) => name.startsWith('mediaEvent'));
    // Told when frame 0 is on screen, which Chromium shows well after the wrap starts.
    expect(events().slice(2)).toEqual([]);
    clock.advance(60);
    video.presentFrame(0, performance.now());
    expect(events().slice(2)).toEqual(['mediaEvent:looped']);
    // A seek the user makes afterwards is a seek again, told done when the video's line starts:
    // at the second frame that moves (the first is shown early).
    video.seekTo(30);
    expect(engine().callNames.slice(-2)).toEqual(['mediaEvent:looped', 'mediaEvent:seeking']);
    clock.advance(30);
    video.presentFrame(30.033, performance.now());
    expect(engine().callNames.slice(-1)).toEqual(['mediaEvent:seeking']);
    clock.advance(50);
    video.presentFrame(30.067, performance.now());
    expect(engine().callNames.slice(-2)).toEqual(['mediaEvent:seeking', 'mediaEvent:seeked']);
  });
});

describe('usePlaybackEngine: the first frame', () => {
  it('tells `playing` at the first frame after it, and at once to keep order', () => {
    const { engine, video } = setup();
    video.play();
    const events = () => engine().callNames.filter((name) => name.startsWith('mediaEvent'));
    expect(events()).toEqual(['mediaEvent:play']);
    video.presentFrame(0.033, performance.now());
    expect(events()).toEqual(['mediaEvent:play', 'mediaEvent:playing']);
    video.emit('waiting');
    video.emit('playing');
    // A pause before the first frame: `playing` is told first, then the pause.
    video.pause();
    expect(events().slice(2)).toEqual([
      'mediaEvent:waiting',
      'mediaEvent:playing',
      'mediaEvent:pause',
    ]);
    // The wait for a frame ended with the pause, and no one asks for frames of a paused video.
    expect(video.pendingFrameCallbacks).toBe(0);
  });

  it('tells `playing` after a while when no frame comes (a hidden tab)', () => {
    const { engine, video, clock } = setup();
    video.play();
    clock.advance(FIRST_FRAME_WAIT_MS - 1);
    expect(engine().callNames).not.toContain('mediaEvent:playing');
    clock.advance(1);
    expect(engine().callNames).toContain('mediaEvent:playing');
  });

  it('tells `playing` at once where frame callbacks are missing', () => {
    const video = new FakeVideo({ frames: false });
    const { engine } = setup({ media: { kind: 'video', element: video } });
    video.play();
    expect(engine().callNames).toContain('mediaEvent:playing');
  });
});

describe('usePlaybackEngine: the script and settings', () => {
  it('loads the script with the transport, loop and offset', () => {
    const { engine } = setup({ script: SCRIPT, transport: 'hssp', loop: true, offsetMs: -40 });
    expect(engine().calls).toContainEqual({
      call: 'load',
      script: SCRIPT,
      options: { transport: 'hssp', loop: true, offsetMs: -40, deviceOffsetMs: 0 },
    });
  });

  it('sends a changed offset or loop alone, without loading again', () => {
    const { hook, engine } = setup({ script: SCRIPT });
    hook.rerender({ script: SCRIPT, offsetMs: 25 });
    hook.rerender({ script: SCRIPT, offsetMs: 25, loop: true });
    hook.rerender({ script: SCRIPT, offsetMs: 25, loop: true });
    const after = engine().calls.slice(engine().callNames.indexOf('load') + 1);
    expect(after.filter((entry) => entry.call !== 'deviceSession')).toEqual([
      { call: 'setOffset', offsetMs: 25 },
      { call: 'setLoop', loop: true },
    ]);
  });

  it('measures against the device’s own offset: given at load, then each change alone', () => {
    const { hook, engine } = setup({ script: SCRIPT, deviceOffsetMs: 120 });
    expect(engine().calls).toContainEqual({
      call: 'load',
      script: SCRIPT,
      options: { transport: 'hsp', loop: false, offsetMs: 0, deviceOffsetMs: 120 },
    });
    hook.rerender({ script: SCRIPT, deviceOffsetMs: -30 });
    hook.rerender({ script: SCRIPT, deviceOffsetMs: -30 });
    const after = engine().calls.slice(engine().callNames.indexOf('load') + 1);
    expect(after.filter((entry) => entry.call !== 'deviceSession')).toEqual([
      { call: 'setDeviceOffset', deviceOffsetMs: -30 },
    ]);
    expect(engine().callNames.filter((name) => name === 'load')).toHaveLength(1);
  });

  it('loads again for another script or transport, with the settings in force', () => {
    const { hook, engine } = setup({ script: SCRIPT });
    hook.rerender({ script: SCRIPT, offsetMs: 25 });
    hook.rerender({ script: OTHER_SCRIPT, offsetMs: 25 });
    hook.rerender({ script: OTHER_SCRIPT, offsetMs: 25, transport: 'hssp' });
    const loads = engine().calls.filter((entry) => entry.call === 'load');
    expect(loads.map((entry) => [entry.script.name, entry.options])).toEqual([
      ['clip.csv', { transport: 'hsp', loop: false, offsetMs: 0, deviceOffsetMs: 0 }],
      ['other.csv', { transport: 'hsp', loop: false, offsetMs: 25, deviceOffsetMs: 0 }],
      ['other.csv', { transport: 'hssp', loop: false, offsetMs: 25, deviceOffsetMs: 0 }],
    ]);
  });

  it('hands the engine the page’s choices as they are, once per change and to a new engine', () => {
    const factory = fakeEngineFactory();
    const given: PlaybackChoices[][] = [];
    const createEngine = (options: Parameters<typeof factory.create>[0]) => {
      const made = factory.create(options);
      const choices: PlaybackChoices[] = [];
      given.push(choices);
      const set = made.set.bind(made);
      made.set = (next) => {
        choices.push(next);
        set(next);
      };
      return made;
    };
    const { hook } = setup({ script: SCRIPT, createEngine });
    hook.rerender({ script: SCRIPT, createEngine, offsetMs: 25, changedFromMs: 900 });
    hook.rerender({ script: SCRIPT, createEngine, offsetMs: 25, changedFromMs: 900 });
    expect(given[0]).toEqual([
      { script: SCRIPT, transport: 'hsp', loop: false, offsetMs: 0, deviceOffsetMs: 0 },
      {
        script: SCRIPT,
        changedFromMs: 900,
        transport: 'hsp',
        loop: false,
        offsetMs: 25,
        deviceOffsetMs: 0,
      },
    ]);
    const media = { kind: 'video', element: new FakeVideo() } as const;
    hook.rerender({ script: SCRIPT, createEngine, offsetMs: 25, media });
    expect(given[1]).toEqual([
      { script: SCRIPT, transport: 'hsp', loop: false, offsetMs: 25, deviceOffsetMs: 0 },
    ]);
  });

  it('unloads when the script goes, and never unloads a script it was not given', () => {
    const { hook, engine } = setup();
    hook.rerender({ offsetMs: 10 });
    expect(engine().callNames).not.toContain('unload');
    expect(engine().callNames).not.toContain('setOffset');
    hook.rerender({ script: SCRIPT });
    hook.rerender({ script: undefined });
    expect(engine().callNames.slice(-2)).toEqual(['load', 'unload']);
  });
});

describe('usePlaybackEngine: the device', () => {
  it("tells the engine the device's session id, then each change", () => {
    const { engine, session } = setup();
    session.each((listener) => listener.sessionChanged(undefined));
    session.each((listener) => listener.sessionChanged('session-2'));
    expect(engine().calls.filter((entry) => entry.call === 'deviceSession')).toEqual([
      { call: 'deviceSession', sessionId: 'session-1' },
      { call: 'deviceSession', sessionId: undefined },
      { call: 'deviceSession', sessionId: 'session-2' },
    ]);
  });

  it("tells the engine the device's player events with their names", () => {
    const { engine, session } = setup();
    session.each((listener) =>
      listener.playerEvent({ name: 'hsp_threshold_reached', state: PLAYER }),
    );
    expect(engine().calls).toContainEqual({
      call: 'deviceState',
      state: PLAYER,
      eventName: 'hsp_threshold_reached',
    });
  });
});

describe('usePlaybackEngine: on the player’s own clock', () => {
  it('hears the clock’s events as a video’s, wraps and end included, until it goes', () => {
    const clock = new FakeClock(0);
    const media = new PlayerClock(clock);
    media.load(4_000);
    media.setLoop(true);
    const own: PlaybackMedia = { kind: 'clock', clock: media };
    const { hook, engine } = setup({ media: own, clock });
    expect(engine().options.media).toBe(media);
    act(() => media.play());
    clock.advance(3_999);
    expect(engine().callNames).not.toContain('mediaEvent:looped');
    clock.advance(1);
    clock.advance(4_000);
    const events = () => engine().callNames.filter((name) => name.startsWith('mediaEvent'));
    expect(events()).toEqual([
      'mediaEvent:play',
      'mediaEvent:playing',
      'mediaEvent:looped',
      'mediaEvent:looped',
    ]);
    act(() => media.setLoop(false));
    clock.advance(4_000);
    expect(events().at(-1)).toBe('mediaEvent:ended');
    hook.unmount();
    act(() => media.play());
    expect(events().at(-1)).toBe('mediaEvent:ended');
    media.dispose();
    expect(clock.pendingTimers).toBe(0);
  });
});
