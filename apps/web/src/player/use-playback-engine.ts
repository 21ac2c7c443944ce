/**
 * One playback engine per page (`@glide/core`, docs/adr/0001-playback-engine.md), bound to the
 * page's media and to the connected device: it follows a `<video>` (its events and a frame-precise
 * media clock) or a script-only clock, drives the device through the device layer's port, hears
 * the device's player events and session, and hands it the page's choices (script, transport,
 * loop, offsets) whenever one changes: the engine decides what the change means
 * (docs/adr/0011-playback-machine-data.md). The page gets the engine's status and its actions.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  systemClock,
  type Clock,
  type MediaClock,
  type MediaEvent,
  type MediaPauseReason,
  type PlaybackDevicePort,
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

/**
 * A media clock without a video (the player's own, `player-clock.ts`) that tells what it does with a
 * video's events: play, pause, seek, rate, its wraps (`looped`) and its end (`ended`).
 */
export interface EventedMediaClock extends MediaClock {
  onMediaEvent(listener: (event: MediaEvent) => void): () => void;
}

/** What the engine follows; the hook hears its events either way. */
export type PlaybackMedia =
  /** A `<video>` (null until it is in the page). */
  | { readonly kind: 'video'; readonly element: VideoEventTarget | null }
  /** A clock without a video. */
  | { readonly kind: 'clock'; readonly clock: EventedMediaClock };

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
  const { media, script, changedFromMs, transport, loop, offsetMs } = options;
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
  const ownClock = media.kind === 'clock' ? media.clock : undefined;
  const onPauseMedia = useLatest(options.onPauseMedia);
  const [holder] = useState(createEngineHolder);
  // Bumped when the page comes back from the back-forward cache: the engine left with the page.
  const [shown, setShown] = useState(0);
  const engine = useSyncExternalStore(holder.subscribe, holder.engine, holder.engine);
  const status = useSyncExternalStore(holder.subscribe, holder.status, holder.status);

  useEffect(() => {
    const { createEngine, clock, port, followSession } = wiring.current;
    const videoClock = element ? createVideoMediaClock(element, { clock }) : undefined;
    const mediaClock = videoClock ?? ownClock;
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
    if (ownClock) disposers.push(ownClock.onMediaEvent((event) => created.mediaEvent(event)));
    holder.attach(created);
    // A reload or a navigation away runs no cleanup: the device is stopped as the page goes
    // (dispose sends the stop at once, never behind another request), and a page shown again from
    // the back-forward cache gets a new engine.
    disposers.push(
      pageLifecycle.onHide(() => created.dispose()),
      pageLifecycle.onRestore(() => setShown((count) => count + 1)),
    );
    return () => {
      for (const dispose of disposers.reverse()) dispose();
      holder.attach(undefined);
      created.dispose();
      videoClock?.dispose();
    };
  }, [element, ownClock, wiring, onPauseMedia, holder, shown]);

  // The page's choices, on every change and to each new engine: the engine compares them with
  // what it holds (the same script is not loaded again; a setting alone is sent alone).
  useEffect(() => {
    engine?.set({ script, changedFromMs, transport, loop, offsetMs, deviceOffsetMs });
  }, [engine, script, changedFromMs, transport, loop, offsetMs, deviceOffsetMs]);

  const [actions] = useState(() => ({
    phaseNow: () => holder.status()?.phase,
    resync: () => holder.engine()?.resync(),
  }));
  return { status, ...actions };
}
