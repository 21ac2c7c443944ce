/**
 * The one binding between a player page and the device (docs/adr/0002-one-player.md): whatever
 * the page plays (a `Playable` from a file, the sync clip, a beat) and whatever it plays against (a
 * `<video>` or a script-only clock), this hook owns the engine, the firmware guard, why the media
 * was paused for the device, the device's buttons and the player keys. Pages only draw and call it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  MediaEvent,
  MediaPauseReason,
  PlaybackError,
  PlaybackPhase,
  PlaybackStatus,
  Playable,
  TransportKind,
} from '@glide/core';
import { useDeviceState } from '../device';
import type { MediaControls } from './media-controls';
import { stoppedElsewhere, type WatchedPlayer } from './stopped-elsewhere';
import { useDeviceButtons } from './use-device-buttons';
import { useLegacyFirmware } from './use-legacy-firmware';
import { useMediaKeys } from './use-media-keys';
import {
  usePlaybackEngine,
  type PlaybackMedia,
  type UsePlaybackEngineOptions,
} from './use-playback-engine';

/** The phases in which the device follows the media: the transport must not change under it. */
const FOLLOWING: ReadonlySet<PlaybackPhase> = new Set<PlaybackPhase>([
  'uploading',
  'preparing',
  'playing',
  'waiting',
]);

/** Options of {@link usePlayer}. */
export interface UsePlayerOptions extends Pick<
  UsePlaybackEngineOptions,
  'createEngine' | 'clock' | 'port' | 'followSession' | 'deviceOffsetMs'
> {
  /** What the device follows: a `<video>`, or a script-only clock the page drives. */
  readonly media: PlaybackMedia;
  /** What plays; `undefined` unloads (the device stops). Keep the same object while it is the same. */
  readonly playable: Playable | undefined;
  /** The page's transport choice (a pattern is always streamed, HSP). */
  readonly transport: TransportKind;
  readonly loop: boolean;
  /** What the engine itself adds to the device's offset, ms (the sync test's unsaved draft). */
  readonly offsetMs?: number;
  /** What the keys and the device's buttons drive. */
  readonly controls: MediaControls;
  /** Pauses the page's media when the device side asks (its reason is kept here). */
  readonly pauseMedia: () => void;
  /**
   * The player keys (Space, arrows…): on unless `enabled` is false; F shows the target; Space
   * left to the page while `leaveSpace`.
   */
  readonly keys?: {
    readonly enabled: boolean;
    readonly fullscreenTarget: HTMLElement | null;
    readonly leaveSpace?: boolean;
  };
}

/** What {@link usePlayer} gives the page. */
export interface Player {
  /** The engine's status; `undefined` until there is media. */
  readonly status: PlaybackStatus | undefined;
  /**
   * The engine's phase as it is now, even inside an effect of the render that just loaded a
   * script (where `status` is still the render's): for a page deciding when to start its media.
   */
  readonly phaseNow: () => PlaybackPhase | undefined;
  /** A failure to show (a missing device is not one: the page asks to connect instead). */
  readonly error: PlaybackError | undefined;
  /** Why the media was paused for the device, until it plays again. */
  readonly pauseReason: MediaPauseReason | undefined;
  /** The firmware version of a device too old to play along (the media plays alone). */
  readonly legacyFirmware: string | undefined;
  /** The device follows (or is being prepared to): the transport is locked. */
  readonly following: boolean;
  /** Re-anchors the device at the media's time now ("Resync now", Retry). */
  readonly resync: () => void;
  /** What a script-only clock did (a `<video>`'s events are followed by the binding itself). */
  readonly mediaEvent: (event: MediaEvent) => void;
}

/** Plays `playable` on the connected device, following `media`. */
export function usePlayer(options: UsePlayerOptions): Player {
  const { media, playable, controls, pauseMedia } = options;
  const legacyFirmware = useLegacyFirmware();
  const [pauseReason, setPauseReason] = useState<MediaPauseReason | undefined>(undefined);
  const element = media.kind === 'video' ? media.element : null;

  // A pause nobody asked for is explained until the user plays again.
  useEffect(() => {
    if (!element) return;
    const clear = () => setPauseReason(undefined);
    element.addEventListener('play', clear);
    return () => element.removeEventListener('play', clear);
  }, [element]);

  // Firmware below 4 cannot play a script through API v3: the device is left alone.
  const source = legacyFirmware === undefined ? playable?.source : undefined;
  const engine = usePlaybackEngine({
    media,
    script: source,
    ...(playable?.kind === 'pattern' ? { changedFromMs: playable.changedFromMs } : {}),
    transport: options.transport,
    loop: options.loop,
    offsetMs: options.offsetMs ?? 0,
    onPauseMedia: (reason) => {
      setPauseReason(reason);
      pauseMedia();
    },
    createEngine: options.createEngine,
    clock: options.clock,
    port: options.port,
    followSession: options.followSession,
    deviceOffsetMs: options.deviceOffsetMs,
  });
  useDeviceButtons(controls);
  useMediaKeys(controls, {
    enabled: options.keys?.enabled ?? true,
    fullscreenTarget: options.keys?.fullscreenTarget ?? null,
    leaveSpace: options.keys?.leaveSpace ?? false,
  });

  // The device stopped under the player by a stop the engine did not send (Escape, Stop all,
  // another app): the media stops with it, and the page says why.
  const transportKind = engine.status?.transport;
  const playState = useDeviceState((state) =>
    transportKind === 'hssp' ? state.hssp.player.play_state : state.hsp.play_state,
  );
  const currentTimeMs = useDeviceState((state) =>
    transportKind === 'hssp' ? state.hssp.player.current_time : state.hsp.current_time,
  );
  const endMs = playable?.kind === 'script' ? playable.source.points.at(-1)?.t : undefined;
  const seen = useRef<WatchedPlayer>({ playState, currentTimeMs });
  const phase = engine.status?.phase;
  useEffect(() => {
    const previous = seen.current;
    const next = { playState, currentTimeMs };
    seen.current = next;
    if (!stoppedElsewhere(previous, next, phase, endMs)) return;
    setPauseReason('deviceStopped');
    pauseMedia();
  }, [playState, currentTimeMs, phase, endMs, pauseMedia]);

  const { mediaEvent: toEngine } = engine;
  const mediaEvent = useCallback(
    (event: MediaEvent) => {
      if (event === 'play') setPauseReason(undefined);
      toEngine(event);
    },
    [toEngine],
  );
  const error = engine.status?.error;
  return {
    status: engine.status,
    error: error?.kind === 'noDevice' ? undefined : error,
    pauseReason,
    legacyFirmware,
    following: phase !== undefined && FOLLOWING.has(phase),
    phaseNow: engine.phaseNow,
    resync: engine.resync,
    mediaEvent,
  };
}
