/**
 * One playback engine per page (`@glide/core`, docs/adr/0001-playback-engine.md), bound to the
 * page's media and to the connected device: it follows a `<video>` (its events and a frame-precise
 * media clock) or a script-only clock, drives the device through the device layer's port, hears
 * the device's player events and session, and loads, reloads and unloads the script as the page's
 * choices change. The page gets the engine's status and its actions.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  isLiveScript,
  systemClock,
  type Clock,
  type TimerHandle,
  type MediaClock,
  type MediaEvent,
  type MediaPauseReason,
  type PlaybackDevicePort,
  type PlaybackEngine,
  type PlaybackPhase,
  type PlaybackSource,
  type PlaybackStatus,
  type TransportKind,
} from '@glide/core';
import {
  followPlayerSession,
  playbackPort,
  useDeviceState,
  type PlayerSessionListener,
} from '../device';
import { defaultEngineFactory, type EngineFactory } from './engine-factory';
import { createEngineHolder } from './engine-holder';
import { followVideo, type VideoEventTarget } from './follow-video';
import { pageLifecycle } from '../lib/page-lifecycle';
import { createVideoMediaClock } from './video-media-clock';

/** A media clock without a video (script-only playback), e.g. the engine's `ScriptClock`. */
export interface ScriptMediaClock extends MediaClock {
  /** Engine-clock ms until the clock wraps to its start (loop on); `Infinity` if it will not. */
  msUntilWrap?(): number;
}

/** What the engine follows. */
export type PlaybackMedia =
  /** A `<video>` (null until it is in the page): its events are followed by the hook. */
  | { readonly kind: 'video'; readonly element: VideoEventTarget | null }
  /** A virtual clock: whoever drives it tells the engine through {@link PlaybackEngineHandle.mediaEvent}. */
  | { readonly kind: 'script'; readonly clock: ScriptMediaClock };

/** Options of {@link usePlaybackEngine}. */
export interface UsePlaybackEngineOptions {
  readonly media: PlaybackMedia;
  /**
   * The script to play; `undefined` unloads (and stops the device). Keep the same object while the
   * script is the same: another object is another script, loaded again.
   */
  readonly script: PlaybackSource | undefined;
  /**
   * A live script only: from this script time on the new one differs from the one before. The
   * engine then swaps it under the playing device (`update`) instead of loading it again.
   */
  readonly changedFromMs?: number;
  readonly transport: TransportKind;
  readonly loop: boolean;
  /**
   * The time offset the engine itself adds, ms; + moves the device later than the video. The
   * user's own offset is the device's (`/hstp/offset`), which the device applies by itself, so a
   * player passes 0 here and a page tuning an unsaved draft passes the draft minus that.
   */
  readonly offsetMs: number;
  /**
   * Tests: the offset the device applies by itself (default: the session's
   * `clock.deviceUserTimeOffsetMs`). The engine measures the sync against it, never sends it.
   */
  readonly deviceOffsetMs?: number;
  /** The engine asks the page to pause its media (the device stopped, another session, offline). */
  readonly onPauseMedia: (reason: MediaPauseReason) => void;
  /** Tests: the engine to use (default: `createPlaybackEngine` of `@glide/core`). */
  readonly createEngine?: EngineFactory;
  /** Tests: the clock (default: the system clock). */
  readonly clock?: Clock;
  /** Tests: the device port (default: the app's, on the connected device). */
  readonly port?: PlaybackDevicePort;
  /** Tests: the session feed (default: the app's connection). */
  readonly followSession?: (listener: PlayerSessionListener) => () => void;
}

/** What {@link usePlaybackEngine} returns. */
export interface PlaybackEngineHandle {
  /** The engine's status, after every change; `undefined` while there is no engine (no media yet). */
  readonly status: PlaybackStatus | undefined;
  /** The engine's phase as it is now (`status` is the render's: an effect may be past it). */
  readonly phaseNow: () => PlaybackPhase | undefined;
  /** Re-anchors the device at the media's time now ("Resync now"). */
  readonly resync: () => void;
  /**
   * Tells the engine what a script-only clock did (play, pause, seek…). The device starts on
   * `playing`, as it does for a video, so a virtual clock's play is `play` then `playing`. A
   * `<video>`'s events are followed by the hook itself.
   */
  readonly mediaEvent: (event: MediaEvent) => void;
}

/** Keeps the newest value of a callback or setting for code that runs later. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Owns the page's playback engine: made when the media is there, disposed (device stopped) when
 * it goes or the page unmounts.
 */
export function usePlaybackEngine(options: UsePlaybackEngineOptions): PlaybackEngineHandle {
  const { media, script, transport, loop, offsetMs } = options;
  const sessionDeviceOffsetMs = useDeviceState((state) => state.clock.deviceUserTimeOffsetMs);
  const deviceOffsetMs = options.deviceOffsetMs ?? sessionDeviceOffsetMs ?? 0;
  // Read when an engine is made: a new function on every render must not make a new engine.
  const wiring = useLatest({
    createEngine: options.createEngine ?? defaultEngineFactory,
    clock: options.clock ?? systemClock,
    port: options.port ?? playbackPort(),
    followSession: options.followSession ?? followPlayerSession,
  });
  const element = media.kind === 'video' ? media.element : null;
  const scriptClock = media.kind === 'script' ? media.clock : undefined;
  const onPauseMedia = useLatest(options.onPauseMedia);
  const settings = useLatest({ loop, offsetMs, deviceOffsetMs });
  const changedFromMs = useLatest(options.changedFromMs);
  const [holder] = useState(createEngineHolder);
  // Bumped when the page comes back from the back-forward cache: the engine left with the page.
  const [shown, setShown] = useState(0);
  const engine = useSyncExternalStore(holder.subscribe, holder.engine, holder.engine);
  const status = useSyncExternalStore(holder.subscribe, holder.status, holder.status);
  /** What the engine was last given, so that a change is sent once and a load is not repeated. */
  const applied = useRef<{
    engine: PlaybackEngine;
    script: PlaybackSource;
    loop: boolean;
    offsetMs: number;
    deviceOffsetMs: number;
  }>(undefined);
  /** Re-arms the script-only clock's wrap timer after a media event. */
  const rearmWraps = useRef<() => void>(undefined);

  useEffect(() => {
    const { createEngine, clock, port, followSession } = wiring.current;
    const videoClock = element ? createVideoMediaClock(element, { clock }) : undefined;
    const mediaClock = videoClock ?? scriptClock;
    if (!mediaClock) return;
    const created = createEngine({
      clock,
      media: mediaClock,
      port,
      pauseMedia: (reason) => onPauseMedia.current(reason),
    });
    const disposers = [
      followSession({
        sessionChanged: (sessionId) => created.deviceSession(sessionId),
        playerEvent: (event) => created.deviceState(event.state, event.name),
      }),
    ];
    if (element && videoClock) disposers.push(followVideo(element, videoClock, created, clock));
    const wraps = scriptClock ? followWraps(scriptClock, clock, created) : undefined;
    if (wraps) disposers.push(wraps.dispose);
    rearmWraps.current = wraps?.arm;
    holder.attach(created);
    // A reload or a navigation away runs no cleanup: the device is stopped as the page goes
    // (dispose sends the stop at once, never behind another request), and a page shown again from
    // the back-forward cache gets a new engine.
    disposers.push(
      pageLifecycle.onHide(() => created.dispose()),
      pageLifecycle.onRestore(() => setShown((count) => count + 1)),
    );
    return () => {
      rearmWraps.current = undefined;
      for (const dispose of disposers.reverse()) dispose();
      holder.attach(undefined);
      created.dispose();
      videoClock?.dispose();
    };
  }, [element, scriptClock, wiring, onPauseMedia, holder, shown]);

  useEffect(() => {
    if (!engine) return;
    if (!script) {
      // Only a script this engine was given is unloaded: an unload stops the device.
      if (applied.current?.engine === engine) engine.unload();
      applied.current = undefined;
      return;
    }
    const last = applied.current;
    const from = changedFromMs.current;
    if (last?.engine === engine && isLiveScript(last.script) && isLiveScript(script)) {
      // The same live stream, edited: swapped under the playing device (a transport choice
      // does not apply to it: a live script is always streamed).
      // Without a change time, everything the device holds is replaced.
      if (last.script !== script) engine.update(script, from ?? -Infinity);
      applied.current = { ...last, script };
      return;
    }
    const now = settings.current;
    engine.load(script, {
      transport,
      loop: now.loop,
      offsetMs: now.offsetMs,
      deviceOffsetMs: now.deviceOffsetMs,
    });
    applied.current = { engine, script, ...now };
  }, [engine, script, transport, settings, changedFromMs]);

  useEffect(() => {
    const last = applied.current;
    if (!engine || last?.engine !== engine || last.loop === loop) return;
    engine.setLoop(loop);
    applied.current = { ...last, loop };
  }, [engine, loop]);

  useEffect(() => {
    const last = applied.current;
    if (!engine || last?.engine !== engine || last.offsetMs === offsetMs) return;
    engine.setOffset(offsetMs);
    applied.current = { ...last, offsetMs };
  }, [engine, offsetMs]);

  useEffect(() => {
    const last = applied.current;
    if (!engine || last?.engine !== engine || last.deviceOffsetMs === deviceOffsetMs) return;
    engine.setDeviceOffset(deviceOffsetMs);
    applied.current = { ...last, deviceOffsetMs };
  }, [engine, deviceOffsetMs]);

  const [actions] = useState(() => ({
    phaseNow: () => holder.status()?.phase,
    resync: () => holder.engine()?.resync(),
    mediaEvent: (event: MediaEvent) => {
      holder.engine()?.mediaEvent(event);
      rearmWraps.current?.();
    },
  }));
  return { status, ...actions };
}

/** What {@link followWraps} returns. */
interface WrapFollower {
  /** Sets the timer for the next wrap from the clock as it is now. */
  readonly arm: () => void;
  readonly dispose: () => void;
}

/**
 * A script-only clock wraps without an element to say so: tells the engine `looped` each time it
 * does. Armed again after every media event (a play, seek or rate change moves the wrap).
 */
function followWraps(
  virtual: ScriptMediaClock,
  clock: Clock,
  engine: Pick<PlaybackEngine, 'mediaEvent'>,
): WrapFollower {
  let timer: TimerHandle | undefined;
  const cancel = () => {
    if (timer) clock.clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    cancel();
    const inMs = virtual.msUntilWrap?.() ?? Infinity;
    if (!Number.isFinite(inMs)) return;
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        engine.mediaEvent('looped');
        arm();
      },
      Math.max(0, inMs),
    );
  };
  return { arm, dispose: cancel };
}
