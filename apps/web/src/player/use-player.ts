/**
 * The one player (docs/adr/0002-one-player.md): whatever the page plays (a `Playable`: a file, the
 * sync clip, a loop) and whatever it plays on (a `<video>`, or a clock the player owns when there
 * is none), this hook owns the engine, the clock, the pre-flight fixes, a loop's live timeline, the
 * firmware guard, why the media was paused for the device, the device's buttons and the player
 * keys. Pages build playables, draw, and call it; they wire nothing between its parts.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  firmwareMajor,
  laidLoopPhaseAt,
  laidLoopPlayable,
  layLoop,
  playablePositionAt,
  restartLoop,
  scriptPlayable,
  systemClock,
  type LaidLoop,
  type MediaEvent,
  type MediaPauseReason,
  type PlaybackError,
  type PlaybackPhase,
  type PlaybackStatus,
  type Playable,
  type PlayedPlayable,
  type ScriptPlayable,
  type TimelinePhase,
  type TransportKind,
} from '@glide/core';
import { strokeZoneOf, useChannelGroup, useDeviceState } from '../device';
import {
  NO_MEDIA_CONTROLS,
  clockControls,
  videoControls,
  type MediaControls,
} from './media-controls';
import { PlayerClock, type PlayerClockState } from './player-clock';
import { stoppedElsewhere, type WatchedPlayer } from './stopped-elsewhere';
import type { VideoEventTarget } from './follow-video';
import { useDeviceButtons } from './use-device-buttons';
import { useLegacyFirmware } from './use-legacy-firmware';
import { useMediaKeys } from './use-media-keys';
import { usePlaybackEngine, type UsePlaybackEngineOptions } from './use-playback-engine';
import { usePreflight, type Preflight } from './use-preflight';

/** The phases in which the device follows the media: the transport must not change under it. */
const FOLLOWING: ReadonlySet<PlaybackPhase> = new Set<PlaybackPhase>([
  'uploading',
  'preparing',
  'playing',
  'waiting',
]);

/** How often the time a clock shows is refreshed while it plays, ms (graphs draw on their own). */
const CLOCK_REFRESH_MS = 250;

/** A `<video>` the player follows (null until it is in the page). */
export interface VideoMedia {
  readonly kind: 'video';
  readonly element: (VideoEventTarget & { pause(): void }) | null;
  /** The video loops: the device follows it round (a wrap is not a seek). */
  readonly loop: boolean;
}

/**
 * No video: the player plays on a clock it owns. Its length is the playable's (a script's length, a
 * loop's none); a new length starts again from 0, paused.
 */
export interface ClockMedia {
  readonly kind: 'clock';
  /** At its end the clock wraps to 0 instead of stopping. */
  readonly loop: boolean;
}

/** What the player plays on. */
export type PlayerMedia = VideoMedia | ClockMedia;

/** What the page knows of the script's setting that the player cannot read itself. */
export interface PreflightFacts {
  /** The video's length, ms, when known (a script longer than it is a finding). */
  readonly videoDurationMs?: number;
  /** How many scripts the library has for this video (the others are offered). */
  readonly variantCount?: number;
}

/** Options of {@link usePlayer}. */
export interface UsePlayerOptions extends Pick<
  UsePlaybackEngineOptions,
  'createEngine' | 'clock' | 'port' | 'followSession' | 'deviceOffsetMs'
> {
  readonly media: PlayerMedia;
  /**
   * What plays; `undefined` unloads (the device stops). Keep the same object while it is the same;
   * another loop while one plays is an edit, switched under the playing device.
   */
  readonly playable: Playable | undefined;
  /** The page's transport choice (a loop is always streamed, HSP). */
  readonly transport: TransportKind;
  /** What the engine itself adds to the device's offset, ms (the sync test's unsaved draft). */
  readonly offsetMs?: number;
  /**
   * Checks a script before it plays and offers its fixes (`player.preflight`): the player then
   * plays, draws and exports the fixed script, never changing the file. Off when absent.
   */
  readonly preflight?: PreflightFacts;
  /**
   * What the keys and the device's buttons do, where the page gives them another meaning than
   * the media's own (the community page stops a loop rather than pausing it). Tests record them.
   */
  readonly controls?: Partial<MediaControls>;
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

/** The clock the player owns when there is no video, as the page drives and draws it. */
export interface ClockTransport extends PlayerClockState {
  /** The position now, ms (read it when drawing). */
  readonly positionMs: () => number;
  readonly play: () => void;
  readonly pause: () => void;
  readonly seek: (positionMs: number) => void;
  readonly setRate: (rate: number) => void;
  /** Pauses and goes back to 0; a loop starts again from its beginning. */
  readonly stop: () => void;
  /**
   * Plays from 0 what the page hands over in the same event (a new playable loads, and resets the
   * clock, in the render after): the clock starts once that render has loaded it.
   */
  readonly start: () => void;
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
  /** What plays: the script with its fixes, or the loop laid on the clock. */
  readonly played: PlayedPlayable | undefined;
  /** The pre-flight check and its fixes, when the page asked for them and a script is there. */
  readonly preflight: Preflight | undefined;
  /** Where the motion puts the device now, 0–100, while the media plays (the device figure). */
  readonly positionPctNow: () => number | undefined;
  /** Where a loop is in its cycle now (the editor's playhead); `undefined` for a script. */
  readonly loopPhaseNow: () => TimelinePhase | undefined;
}

/** The player on its own clock. */
export interface ClockPlayer extends Player {
  readonly clock: ClockTransport;
}

/** Plays `playable` on the connected device, following `media`. */
export function usePlayer(options: UsePlayerOptions & { readonly media: ClockMedia }): ClockPlayer;
export function usePlayer(options: UsePlayerOptions & { readonly media: VideoMedia }): Player;
export function usePlayer(options: UsePlayerOptions): Player | ClockPlayer;
export function usePlayer(options: UsePlayerOptions): ClockPlayer {
  const { media, playable } = options;
  // While multicast is on, the linked devices play along (the device port sends to the group):
  // this keeps the group formed while something plays here.
  useChannelGroup();
  const timers = options.clock ?? systemClock;
  const [clock] = useState(() => new PlayerClock(timers));
  useEffect(() => () => clock.dispose(), [clock]);
  const clockState = useSyncExternalStore(clock.subscribe, clock.state, clock.state);
  const element = media.kind === 'video' ? media.element : null;
  const legacyFirmware = useLegacyFirmware();
  const [pauseReason, setPauseReason] = useState<MediaPauseReason | undefined>(undefined);

  // The pre-flight check, for this device's stroke zone and firmware and this transport.
  const slider = useDeviceState((state) => state.slider);
  const fwVersion = useDeviceState((state) => state.device.fw_version);
  const zone = strokeZoneOf(slider);
  const script = playable?.kind === 'script' ? playable : undefined;
  const facts = options.preflight;
  const preflight = usePreflight(facts ? script?.script : undefined, {
    transport: options.transport,
    ...(zone ? { strokeZonePct: { min: zone.minPct, max: zone.maxPct } } : {}),
    ...(fwVersion ? { firmwareMajor: firmwareMajor(fwVersion) } : {}),
    ...(facts?.videoDurationMs !== undefined && Number.isFinite(facts.videoDurationMs)
      ? { videoDurationMs: facts.videoDurationMs }
      : {}),
    ...(facts?.variantCount !== undefined ? { variantCount: facts.variantCount } : {}),
  });
  const fixed = preflight.script;
  const fixedScript = useMemo(() => fixedPlayable(script, fixed), [script, fixed]);

  // A loop is laid on the clock, and an edit switched under the playing device (below).
  const loop = playable?.kind === 'loop' ? playable : undefined;
  const [laid, setLaid] = useState<LaidLoop | undefined>(() =>
    loop
      ? layLoop(undefined, loop, { nowMs: 0, playing: false, roundTripMs: undefined })
      : undefined,
  );
  const loopName = loop?.name;
  const laidPlayable = useMemo(
    () => (laid && loopName !== undefined ? laidLoopPlayable(laid, loopName) : undefined),
    // The name only labels the stream: a rename must not count as an edit of the motion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [laid],
  );
  const played: PlayedPlayable | undefined = loop ? laidPlayable : fixedScript;

  // The clock's length is what plays: a script's, a loop's none.
  const durationMs = loop ? Infinity : (script?.durationMs ?? 0);
  useEffect(() => clock.load(durationMs), [clock, durationMs]);
  useEffect(() => clock.setLoop(media.loop), [clock, media.loop]);

  const pauseMedia = useCallback(() => {
    if (media.kind === 'clock') clock.pause();
    else element?.pause();
  }, [media.kind, clock, element]);

  // Firmware below 4 cannot play a script through API v3: the device is left alone.
  const engine = usePlaybackEngine({
    media: media.kind === 'video' ? { kind: 'video', element } : { kind: 'clock', clock },
    script: legacyFirmware === undefined ? played?.source : undefined,
    ...(played?.kind === 'pattern' ? { changedFromMs: played.changedFromMs } : {}),
    transport: options.transport,
    loop: media.loop,
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

  // Another cycle: laid on the clock at once (this render starts again with it, so the engine
  // never sees the one before), a lead ahead of the device while it plays, at once while paused.
  const { status } = engine;
  const playing = clockState.playing;
  if (loop ? laid?.cycle !== loop.cycle : laid !== undefined) {
    const moment = {
      nowMs: clock.positionMs(),
      playing,
      roundTripMs: status?.health.roundTripMs,
    };
    setLaid(loop ? layLoop(laid, loop, moment) : undefined);
  }

  // A play clears why the media was paused (the engine hears the media's events itself).
  useEffect(() => {
    if (media.kind !== 'clock') return;
    return clock.onMediaEvent((event: MediaEvent) => {
      if (event === 'play') setPauseReason(undefined);
    });
  }, [media.kind, clock]);
  useEffect(() => {
    if (!element) return;
    const clear = () => setPauseReason(undefined);
    element.addEventListener('play', clear);
    return () => element.removeEventListener('play', clear);
  }, [element]);

  // A start waits for the render that loads what it starts: that render's effects (the clock's
  // length above, the engine's load before this one) reset the clock and load it, then it plays.
  const { startPending } = clockState;
  useEffect(() => {
    if (startPending) clock.play();
  }, [startPending, clock]);

  // The time a clock shows moves on while it plays.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (media.kind !== 'clock' || !playing) return;
    const handle = timers.setTimeout(() => setTick((tick) => tick + 1), CLOCK_REFRESH_MS);
    return () => timers.clearTimeout(handle);
  });

  const transport: ClockTransport = {
    ...clockState,
    positionMs: clock.positionMs,
    play: clock.play,
    pause: clock.pause,
    seek: clock.seek,
    setRate: clock.setRate,
    stop: () => {
      clock.stop();
      setLaid((now) => (now ? restartLoop(now) : now));
    },
    start: () => {
      clock.start();
      setLaid(undefined);
    },
  };

  const mediaControls =
    media.kind === 'clock'
      ? clockControls(transport, loop !== undefined)
      : element instanceof HTMLVideoElement
        ? videoControls(element)
        : NO_MEDIA_CONTROLS;
  const controls: MediaControls = { ...mediaControls, ...options.controls };
  useDeviceButtons(controls);
  useMediaKeys(controls, {
    enabled: options.keys?.enabled ?? true,
    fullscreenTarget: options.keys?.fullscreenTarget ?? null,
    leaveSpace: options.keys?.leaveSpace ?? false,
  });

  // The device stopped under the player by a stop the engine did not send (Escape, Stop all,
  // another app): the media stops with it, and the page says why.
  const transportKind = status?.transport;
  const playState = useDeviceState((state) =>
    transportKind === 'hssp' ? state.hssp.player.play_state : state.hsp.play_state,
  );
  const currentTimeMs = useDeviceState((state) =>
    transportKind === 'hssp' ? state.hssp.player.current_time : state.hsp.current_time,
  );
  const endMs = played?.kind === 'script' ? played.source.points.at(-1)?.t : undefined;
  const seen = useRef<WatchedPlayer>({ playState, currentTimeMs });
  const phase = status?.phase;
  useEffect(() => {
    const previous = seen.current;
    const next = { playState, currentTimeMs };
    seen.current = next;
    if (!stoppedElsewhere(previous, next, phase, endMs)) return;
    setPauseReason('deviceStopped');
    pauseMedia();
  }, [playState, currentTimeMs, phase, endMs, pauseMedia]);

  const mediaMs = () =>
    media.kind === 'clock' ? clock.positionMs() : (element?.currentTime ?? 0) * 1000;
  const mediaPlays = () =>
    media.kind === 'clock' ? clock.state().playing : element !== null && !element.paused;
  const error = status?.error;
  return {
    status,
    error: error?.kind === 'noDevice' ? undefined : error,
    pauseReason,
    legacyFirmware,
    following: phase !== undefined && FOLLOWING.has(phase),
    phaseNow: engine.phaseNow,
    resync: engine.resync,
    played,
    preflight: facts && script ? preflight : undefined,
    positionPctNow: () =>
      played && mediaPlays() ? playablePositionAt(played, mediaMs()) : undefined,
    loopPhaseNow: () => (laid && loop ? laidLoopPhaseAt(laid, clock.positionMs()) : undefined),
    clock: transport,
  };
}

/** `script` as it plays with the pre-flight's fixes (`fixed`): itself until one is applied. */
function fixedPlayable(
  script: ScriptPlayable | undefined,
  fixed: ScriptPlayable['script'] | undefined,
): ScriptPlayable | undefined {
  if (!script || !fixed || fixed === script.script) return script;
  return scriptPlayable(fixed, { name: script.name, uploadName: script.source.name });
}
