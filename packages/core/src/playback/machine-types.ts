/**
 * The playback machine's vocabulary: where the device side is (`Phase`), the facts beside it
 * (`MachineState`), what can happen (`EngineEvent`) and what the runner must do (`Command`).
 * `machine.ts` holds the one transition function over them. The engine's data travels here: the
 * page's choices in the events, what is loaded in the state, what a command needs in the command
 * (ADR 0011).
 */
import type { HeldChoices } from './choices';
import type { BackgroundJob, Loaded, StateReading } from './transport';
import type {
  LiveScript,
  LoadOptions,
  MediaEvent,
  MediaPauseReason,
  PlaybackChoices,
  PlaybackError,
  PlaybackSource,
  PlayerStateLike,
  TransportKind,
} from './types';

/** What the device is being prepared with: the HSSP upload, then the setup (HSP: setup only). */
export type PrepareStep = 'uploading' | 'preparing';

/**
 * Where the device side of playback is. `mayPlay` (before preparation is done) says whether the
 * device may still play from earlier (it went offline, or two plays failed): a stop is then due
 * when the script is unloaded.
 */
export type Phase =
  /** Nothing loaded (or unloaded). */
  | { readonly name: 'idle' }
  /** A script is loaded; the device must be prepared for it (again). */
  | { readonly name: 'unprepared'; readonly mayPlay: boolean }
  /** The preparation is in flight. */
  | { readonly name: 'preparing'; readonly step: PrepareStep; readonly mayPlay: boolean }
  /** The preparation failed; the user's play or a resync tries again. */
  | { readonly name: 'prepareFailed'; readonly mayPlay: boolean }
  /** Prepared; the device is halted (by the engine's own halt or on its own). */
  | { readonly name: 'halted' }
  /** Prepared; the device follows the media (its last play was answered). */
  | { readonly name: 'following' }
  /** Prepared; what the device does is unknown (a play or halt failed, it went offline). */
  | { readonly name: 'unsure' }
  /** Disposed: every event is ignored. */
  | { readonly name: 'disposed' };

/** The phase names. */
export type PhaseName = Phase['name'];

/** What the media does, as its events describe it. */
export type MediaMode = 'paused' | 'playing' | 'stalled';

/** A request of the loop; one is in flight at a time. */
export type Request =
  | { readonly kind: 'prepare' }
  | { readonly kind: 'halt' }
  /** A play at the media's time; `fresh` unless it is a slip's own re-play. */
  | { readonly kind: 'start'; readonly gen: number; readonly fresh: boolean }
  | { readonly kind: 'changeRate' }
  /** The transport's top-up or state poll, as it found it. */
  | { readonly kind: 'background'; readonly job: BackgroundJob }
  | { readonly kind: 'syncTime'; readonly gen: number; readonly filter: number };

/** The engine's timers; setting one again replaces it. */
export type TimerName = 'seek' | 'watchdog' | 'retry' | 'slip';

/**
 * The machine's state: the phase and the facts that vary apart from it. All immutable. What it
 * holds of the page's choices (`HeldChoices`): the loaded script (undefined exactly when idle or
 * disposed), the transport it is played with (HSSP's preparation starts with the upload), the
 * loop, the engine's offset and the device's own.
 */
export interface MachineState extends HeldChoices {
  readonly phase: Phase;
  /**
   * The live script changed from this script time on since the transport last looked; the next
   * background look replaces what the device holds from there (a start seeds it anyway).
   */
  readonly editFromMs: number | undefined;
  /** The transport's rate call leaves the anchor as it was: a synctime follows it. */
  readonly syncAfterRate: boolean;
  readonly media: MediaMode;
  /** A seek has not settled yet: nothing is sent meanwhile. */
  readonly seekPending: boolean;
  /**
   * Engine-clock ms of the last `seeked` (−∞: none yet). One within {@link SEEK_DEBOUNCE_MS} of
   * it is part of a scrub and waits for the scrub to settle; one after a quiet spell is followed
   * at once.
   */
  readonly seekedAtMs: number;
  /** A lone seek ended with the media stalled: its `playing` settles it (or the seek timer). */
  readonly seekAwaitsPlaying: boolean;
  /** A request is in flight (possibly of an older epoch). */
  readonly busy: boolean;
  /** The request in flight is a halt: the device stopping meanwhile is the engine's own doing. */
  readonly halting: boolean;
  /** Bumped by load, unload and a new device session: answers of an older epoch are ignored. */
  readonly epoch: number;
  /** Bumped whenever the device must be re-anchored at the media's time. */
  readonly anchorGen: number;
  /** The generation the device was last anchored at (−1: never). */
  readonly appliedAnchorGen: number;
  /** The media's rate changed since the device was told. */
  readonly rateDirty: boolean;
  /** The media left the device's line: a re-anchor is due. */
  readonly slipDue: boolean;
  /** A synctime is due, with this filter. */
  readonly syncFilter: number | undefined;
  /** A state poll is due (nothing heard from the device for a while). */
  readonly pollDue: boolean;
  /** What the status reports; cleared by the next answer. */
  readonly error: PlaybackError | undefined;
  /** After a failure, nothing is sent before this engine-clock time. */
  readonly retryAtMs: number;
  readonly offline: boolean;
  /** The device's session id last heard (a different one is a device that knows nothing). */
  readonly sessionId: string | undefined;
  readonly resyncCount: number;
  /** Plays that failed in a row. */
  readonly startFailures: number;
  /** Engine-clock ms of the last answer or event from the device. */
  readonly lastNewsAtMs: number;
}

/** What can happen to the engine; `atMs` is the engine clock when it happened. */
export type EngineEvent = EventBody & { readonly atMs: number };

/** An event without its time. */
export type EventBody =
  /** A script was loaded with `options`; the media's state then. */
  | {
      readonly type: 'load';
      readonly script: PlaybackSource;
      readonly options: LoadOptions;
      readonly media: MediaMode;
    }
  /** The page's choices as they are now (the machine compares them with what it holds). */
  | { readonly type: 'set'; readonly choices: PlaybackChoices; readonly media: MediaMode }
  /** A live script changed from `changedFromMs` on (without a live one loaded: a load). */
  | {
      readonly type: 'update';
      readonly script: LiveScript;
      readonly changedFromMs: number;
      readonly media: MediaMode;
    }
  | { readonly type: 'unload' }
  | { readonly type: 'dispose' }
  | { readonly type: 'media'; readonly event: MediaEvent }
  /** The seek debounce ran out after the last `seeked`. */
  | { readonly type: 'seekSettled' }
  /** The engine's own offset. */
  | { readonly type: 'setOffset'; readonly offsetMs: number }
  | { readonly type: 'setLoop'; readonly loop: boolean }
  /** The device's own offset (only the health delta reads it). */
  | { readonly type: 'setDeviceOffset'; readonly deviceOffsetMs: number }
  | { readonly type: 'resync' }
  | { readonly type: 'deviceSession'; readonly id: string | undefined }
  /** A state from the device's event stream, with the event's name. */
  | {
      readonly type: 'deviceState';
      readonly state: PlayerStateLike;
      readonly eventName: string;
    }
  /** A state from the device (answer or event) that the transport read as its own. */
  | { readonly type: 'deviceNews'; readonly reading: StateReading; readonly playState: number }
  | { readonly type: 'watchdog' }
  /** The retry timer ran out, or an answer landed: send whatever is due. */
  | { readonly type: 'kick' }
  /** A synctime slot of the schedule came due. */
  | { readonly type: 'syncDue'; readonly filter: number; readonly index: number }
  | { readonly type: 'slipTick' }
  /** The slip watch confirmed that the media left the device's line. */
  | { readonly type: 'slipSeen' }
  /** Measured when a due slip is handled: whether it is still beyond, and by how much. */
  | { readonly type: 'slipMeasured'; readonly beyond: boolean; readonly deviationMs: number }
  /** The top-up or poll the transport had to send, if any. */
  | { readonly type: 'background'; readonly job: BackgroundJob | undefined }
  /** The HSSP upload finished; the setup goes on. */
  | { readonly type: 'uploaded' }
  | { readonly type: 'prepareDone'; readonly epoch: number }
  /** The preparation failed with `cause` (a `PrepareError` names its kind). */
  | { readonly type: 'prepareFailed'; readonly epoch: number; readonly cause: unknown }
  /** A request of the loop was answered; `rateHeld`: the media's rate is the one the request carried. */
  | {
      readonly type: 'answered';
      readonly epoch: number;
      readonly request: Request;
      readonly state: PlayerStateLike;
      readonly sentAtMs: number;
      readonly rateHeld: boolean;
    }
  | {
      readonly type: 'failed';
      readonly epoch: number;
      readonly request: Request;
      readonly cause: unknown;
    }
  /** The health meter's samples call for a re-anchor. */
  | { readonly type: 'healthLost' };

/** What the runner does for the machine, in order. */
export type Command =
  /** Send `request` for what is `loaded`. */
  | { readonly type: 'send'; readonly request: Request; readonly loaded: Loaded }
  /**
   * Ask the transport for a top-up or poll (and, live, to replace what it holds from
   * `editFromMs` on); answer with a `background` event.
   */
  | {
      readonly type: 'findBackground';
      readonly poll: boolean;
      readonly loaded: Loaded;
      readonly editFromMs: number | undefined;
    }
  /** Measure a due slip; answer with a `slipMeasured` event. */
  | { readonly type: 'measureSlip' }
  /** Check the media against the device's line; a confirmed slip is a `slipSeen` event. */
  | { readonly type: 'checkSlip' }
  | { readonly type: 'setTimer'; readonly timer: TimerName; readonly delayMs: number }
  | { readonly type: 'clearTimer'; readonly timer: 'seek' }
  | { readonly type: 'clearTimers' }
  /** Arm the synctime slot `index` of the transport's schedule. */
  | { readonly type: 'armSync'; readonly index: number }
  /** Stop the synctimes and the slip checks, and forget the device's line. */
  | { readonly type: 'stopSyncs' }
  | { readonly type: 'pauseMedia'; readonly reason: MediaPauseReason }
  /** Stop a device that may play, without waiting for the loop. */
  | { readonly type: 'stopDevice' }
  /** Make a new transport of `transport` (`live`: for a live script); `drop` forgets it. */
  | { readonly type: 'install'; readonly transport: TransportKind; readonly live: boolean }
  | { readonly type: 'drop' }
  | { readonly type: 'restartHealth' }
  /** A synctime's answer is a health sample against both offsets (may end in `healthLost`). */
  | {
      readonly type: 'sampleHealth';
      readonly state: PlayerStateLike;
      readonly sentAtMs: number;
      readonly offsetMs: number;
      readonly deviceOffsetMs: number;
    }
  /** Let the transport read an answer or an event (may end in `deviceNews`). */
  | {
      readonly type: 'readState';
      readonly state: PlayerStateLike;
      readonly eventName: string | undefined;
      readonly loaded: Loaded;
    }
  | {
      readonly type: 'transport';
      readonly call: 'invalidate' | 'starved' | 'looped' | 'loopChanged';
    }
  /** Send whatever is due next (a `kick` event). */
  | { readonly type: 'kick' }
  /** Publish the status once the outermost event is handled. */
  | { readonly type: 'publish' };

/** A transition's result. */
export interface Transition {
  readonly state: MachineState;
  readonly commands: readonly Command[];
}
