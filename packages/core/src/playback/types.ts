/**
 * The playback engine's boundary: what it reads (a media clock), what it drives (a device port),
 * and what it reports (a status snapshot). Framework-free; see docs/adr/0001-playback-engine.md.
 */
import type { Clock } from '../time/clock';
import type { HspPoint } from '../script/hsp';

/** How the script reaches the device. */
export type TransportKind = 'hssp' | 'hsp';

/**
 * The point player's state as the device reports it (HSP and HSSP share it; reference §5). The
 * SDK's `HspState` satisfies it as is.
 */
export interface PlayerStateLike {
  /** 0 NOT_INITIALIZED, 1 PLAYING, 2 STOPPED, 3 PAUSED, 4 STARVING. */
  readonly play_state: number;
  readonly points: number;
  readonly max_points: number;
  /** Buffer index of the last played point; −1 after a flush. */
  readonly current_point: number;
  /** The stream clock in ms (script time the device is at). */
  readonly current_time: number;
  readonly loop: boolean;
  readonly playback_rate: number;
  readonly first_point_time: number;
  readonly last_point_time: number;
  readonly stream_id: number;
  readonly tail_point_stream_index: number;
  readonly tail_point_stream_index_threshold: number;
}

/** `play_state` values (spec §3 HSP play states). */
export const PlayerPlayState = {
  NOT_INITIALIZED: 0,
  PLAYING: 1,
  STOPPED: 2,
  PAUSED: 3,
  STARVING: 4,
} as const;
/** A `play_state` number (the SDK's `HspPlayState` is this same type). */
export type PlayerPlayState = (typeof PlayerPlayState)[keyof typeof PlayerPlayState];

/** One reading of the media element, precise to a frame. */
export interface MediaSample {
  /** Media time in ms at `atMs` (already extrapolated to it). */
  readonly positionMs: number;
  /** The engine clock's `now()` the position belongs to. */
  readonly atMs: number;
  /** Playback rate (0.5–2). */
  readonly rate: number;
  /** True while paused or ended. */
  readonly paused: boolean;
  /** True while the element waits for data (`waiting` without a `playing` since). */
  readonly stalled: boolean;
  /** Media length in ms; `Infinity` when unknown, or for script-only playback without an end. */
  readonly durationMs: number;
}

/**
 * The media being followed. For a `<video>` it is built from `requestVideoFrameCallback` frames
 * extrapolated by rate (never a stale `timeupdate` value); for script-only playback it is a
 * virtual clock. `sample()` is cheap and may be called often.
 */
export interface MediaClock {
  sample(): MediaSample;
}

/** What the media did; the engine reads {@link MediaClock.sample} when told. */
export type MediaEvent =
  | 'play'
  | 'playing'
  | 'pause'
  | 'waiting'
  | 'seeking'
  | 'seeked'
  | 'ratechange'
  | 'ended'
  /** The media wrapped from its end to its start (loop on). */
  | 'looped';

/** Body of a play (HSSP and HSP). */
export interface PortPlayArgs {
  readonly startTimeMs: number;
  readonly serverTimeMs: number;
  readonly playbackRate: number;
  readonly loop: boolean;
}

/** Body of a synctime. */
export interface PortSyncTimeArgs {
  readonly currentTimeMs: number;
  readonly serverTimeMs: number;
  readonly filter: number;
}

/** Body of an HSP add. */
export interface PortHspAddArgs {
  readonly points: readonly HspPoint[];
  readonly tailPointStreamIndex: number;
  readonly flush?: boolean;
  readonly tailPointThreshold?: number;
}

/**
 * Everything the engine sends, as typed calls, and nothing it does not (HSSP halts with a stop;
 * HSP's loop and threshold ride in its play and adds). The app implements it on its device
 * layer, so every request is paced within the provider's budget and goes to the connected device.
 * A call rejects with whatever the device layer throws; the engine reports it, never swallows it.
 */
export interface PlaybackDevicePort {
  /** The estimated server time now (client clock plus the client clock sync's offset). */
  serverTimeMs(): number;
  /** Round trip of the last client clock sync, ms (for the health panel); undefined if unknown. */
  clockRoundTripMs(): number | undefined;
  /** Client-to-server offset in ms (add to the client clock to get the server clock). */
  clockOffsetMs(): number | undefined;
  readonly hssp: {
    /** Uploads the script (CSV text) to the script host; resolves with its public URL. */
    upload(csv: string, filename: string): Promise<string>;
    setup(url: string): Promise<PlayerStateLike>;
    play(args: PortPlayArgs): Promise<PlayerStateLike>;
    stop(): Promise<PlayerStateLike>;
    syncTime(args: PortSyncTimeArgs): Promise<PlayerStateLike>;
  };
  readonly hsp: {
    setup(streamId: number): Promise<PlayerStateLike>;
    add(args: PortHspAddArgs): Promise<PlayerStateLike>;
    play(
      args: PortPlayArgs & { readonly pauseOnStarving: boolean; readonly add?: PortHspAddArgs },
    ): Promise<PlayerStateLike>;
    pause(): Promise<PlayerStateLike>;
    stop(): Promise<PlayerStateLike>;
    syncTime(args: PortSyncTimeArgs): Promise<PlayerStateLike>;
    setPlaybackRate(rate: number): Promise<PlayerStateLike>;
    state(): Promise<PlayerStateLike>;
  };
}

/** A script ready to play: HSP points (integers, time-ordered, inversion applied). */
export interface PlaybackScript {
  readonly points: readonly HspPoint[];
  /** A name for the HSSP upload (e.g. the file's name, `.csv`). */
  readonly name: string;
}

/**
 * A script without an end, generated as it plays (a looping beat, a playlist): the engine asks for
 * the points it streams next instead of holding them all. Pure and time-ordered: the same question
 * always gets the same answer, so a point sent once never changes unless the page says so
 * ({@link PlaybackEngine.update}).
 */
export interface LiveScript {
  readonly kind: 'live';
  /** A name for logs and the status (no upload: a live script is always streamed, HSP). */
  readonly name: string;
  /** The next `count` points with a time after `afterMs` (integers, time-ordered); [] if none. */
  pointsAfter(afterMs: number, count: number): readonly HspPoint[];
  /** The last point at or before `timeMs`, or undefined when there is none. */
  previousPoint(timeMs: number): HspPoint | undefined;
}

/** What the engine plays: a whole script, or a live one. */
export type PlaybackSource = PlaybackScript | LiveScript;

/** Whether `source` is a {@link LiveScript}. */
export function isLiveScript(source: PlaybackSource): source is LiveScript {
  return 'kind' in source && source.kind === 'live';
}

/** Where the engine is. */
export type PlaybackPhase =
  /** Nothing loaded. */
  | 'idle'
  /** Uploading the script to the script host (HSSP). */
  | 'uploading'
  /** The device is being prepared (HSSP setup until SCRIPT_SET; HSP setup). */
  | 'preparing'
  /** Ready; the media is paused. */
  | 'ready'
  /** The media plays and the device follows. */
  | 'playing'
  /** The media plays, the device waits (stall, or play deferred until the script is set). */
  | 'waiting'
  /** Something failed; see {@link PlaybackStatus.error}. The media keeps working. */
  | 'error';

/** Why the engine stopped following, in words the app translates. */
export type PlaybackErrorKind =
  /** The script host refused or failed the upload. */
  | 'upload'
  /** The device reported SCRIPT_FAILED, or setup failed. */
  | 'scriptFailed'
  /** A command failed (network, device offline, timeout…); `cause` says which. */
  | 'command'
  /** No device connected. */
  | 'noDevice';

/** A failure the engine reports. */
export interface PlaybackError {
  readonly kind: PlaybackErrorKind;
  /** What the device layer threw, for the app to map to a translated message. */
  readonly cause: unknown;
}

/** Sync health's verdict (design: in sync / drifting / lost, always visible while playing). */
export type SyncVerdict = 'unknown' | 'inSync' | 'drifting' | 'lost';

/** The measured sync, for the health panel. */
export interface SyncHealth {
  readonly verdict: SyncVerdict;
  /**
   * Device versus video in ms, rolling median, corrected for the one-way latency; + means the
   * device is behind the video. Undefined until measured.
   */
  readonly deltaMs: number | undefined;
  readonly clockOffsetMs: number | undefined;
  readonly roundTripMs: number | undefined;
  /** How many times the engine re-played or re-anchored the device to correct it. */
  readonly resyncCount: number;
}

/** The HSP buffer as the engine sees it (script-only page and the health panel). */
export interface BufferInfo {
  /** Script time buffered ahead of the device, ms. */
  readonly aheadMs: number;
  /** Points buffered ahead of the device. */
  readonly aheadPoints: number;
  readonly tailStreamIndex: number;
  readonly thresholdStreamIndex: number;
  readonly maxPoints: number;
  /** The device's `play_state`. */
  readonly playState: number;
  /** Times the device ran out of points while it should play. */
  readonly starvedCount: number;
}

/** The engine's state, published after every change. */
export interface PlaybackStatus {
  readonly phase: PlaybackPhase;
  readonly transport: TransportKind;
  readonly error: PlaybackError | undefined;
  readonly health: SyncHealth;
  /** HSP only. */
  readonly buffer: BufferInfo | undefined;
  /** Requests sent since the script was loaded (for the budget figures). */
  readonly requestCount: number;
}

/** Why the engine asks the app to pause the media (spec §4 HSSP). */
export type MediaPauseReason =
  /** The device stopped or paused on its own (button, another app). */
  | 'deviceStopped'
  /** A different device session (the device reconnected or another device took the key). */
  | 'sessionChanged'
  /** The device went offline. */
  | 'deviceOffline';

/** Construction options of the engine. */
export interface PlaybackEngineOptions {
  readonly clock: Clock;
  readonly media: MediaClock;
  readonly port: PlaybackDevicePort;
  /** Asked when the device side wants the media paused. */
  readonly pauseMedia: (reason: MediaPauseReason) => void;
  /** Random source for the HSP stream id (default `Math.random`). */
  readonly random?: () => number;
}

/** Options of {@link PlaybackEngine.load}. */
export interface LoadOptions {
  readonly transport: TransportKind;
  readonly loop: boolean;
  /**
   * The time offset the engine itself applies, ms; + moves the device later than the video. It
   * goes into every play and synctime (e.g. 0 where the device's own offset is the user's, or
   * an unsaved draft minus the saved value on the sync test).
   */
  readonly offsetMs: number;
  /**
   * The offset the device applies by itself to everything it plays (its `/hstp/offset`), ms;
   * + = later. The engine sends nothing for it; the health delta takes it off, so it measures
   * against what the user meant. Default 0.
   */
  readonly deviceOffsetMs?: number;
}

/** The page's choices as they are now, for {@link PlaybackEngine.set}. */
export interface PlaybackChoices extends LoadOptions {
  /**
   * The script to play; `undefined` unloads (and stops the device). The same object is the same
   * script: another object is another script, loaded again (a live one is swapped instead).
   */
  readonly script: PlaybackSource | undefined;
  /**
   * A live script only: from this script time on it differs from the one before (default: all of
   * it). The engine swaps it under the playing device instead of loading it again.
   */
  readonly changedFromMs?: number;
}

/** The engine: follows a media clock and drives the device through the port. */
export interface PlaybackEngine {
  /**
   * Loads a script (and a transport); prepares the device. Replaces any earlier script. A
   * {@link LiveScript} is always streamed (HSP), whatever `options.transport` says.
   */
  load(script: PlaybackSource, options: LoadOptions): void;
  /**
   * The page's choices as they are now; call it whenever one may have changed. The engine compares
   * them with what it holds and does what the difference means: nothing for the same script and
   * settings; a changed loop, offset or device offset alone (as {@link setLoop},
   * {@link setOffset}, {@link setDeviceOffset}); another script or transport loaded again with the
   * settings in force; another live script in place of a live one swapped ({@link update}, from
   * `changedFromMs`); no script unloaded, if one was loaded.
   */
  set(choices: PlaybackChoices): void;
  /**
   * The live script changed from `changedFromMs` (script time) on; what it gives before that is
   * unchanged. The device keeps playing: no stop, no setup, no play. Points it already holds from
   * that time on are replaced by one flushed add that carries the motion up to the change as it
   * was, so the device never jumps. Without a live script loaded, it loads `script`.
   */
  update(script: LiveScript, changedFromMs: number): void;
  /** Forgets the script and stops the device. */
  unload(): void;
  /** The media did something; the engine reads the clock and acts (debounced where it must). */
  mediaEvent(event: MediaEvent): void;
  /** The user's offset changed; applies without a restart (the same offset again does nothing). */
  setOffset(offsetMs: number): void;
  /**
   * The device's own offset (`/hstp/offset`) changed: nothing is sent (the device applies it
   * itself); the health delta measures against it from now on.
   */
  setDeviceOffset(ms: number): void;
  /** The loop setting changed (the same setting again does nothing). */
  setLoop(loop: boolean): void;
  /** Re-anchors the device at the media's time now ("Resync now"). */
  resync(): void;
  /** A player state arrived from the event stream (`hsp_*` events, with their name). */
  deviceState(state: PlayerStateLike, eventName: string): void;
  /** The device's session id now (undefined while offline); a change pauses the media. */
  deviceSession(sessionId: string | undefined): void;
  /** The current status. */
  status(): PlaybackStatus;
  /** Calls `listener` after each change; returns its disposer. */
  subscribe(listener: (status: PlaybackStatus) => void): () => void;
  /** Stops every timer; stops the device if it plays. */
  dispose(): void;
}
