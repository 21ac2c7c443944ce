/**
 * What the engine core needs from a transport: it decides *when* (play, pause, sync, top up), a
 * transport *what to send* (ADR 0001). A transport keeps only what the device's side holds (its
 * stream, the points sent, an upload's URL); what is loaded — the script, the loop, the offset —
 * lives in the machine's state and reaches each call in its command (ADR 0011).
 */
import type { HspPlan } from './hsp-planner';
import {
  isLiveScript,
  type BufferInfo,
  type LiveScript,
  type PlaybackDevicePort,
  type PlaybackError,
  type PlaybackErrorKind,
  type PlaybackScript,
  type PlaybackSource,
  type PlayerStateLike,
  type PortHspAddArgs,
  type PortPlayArgs,
  type PortSyncTimeArgs,
  type TransportKind,
} from './types';

/** The port's requests (its `hssp` and `hsp` groups), without its clock readings. */
export type DeviceRequests = Pick<PlaybackDevicePort, 'hssp' | 'hsp'>;

/**
 * Sends one request: every call of the port goes through here, so the engine counts each request
 * where it leaves (the status's request figure).
 */
export interface PortSender {
  send<T>(call: (port: DeviceRequests) => Promise<T>): Promise<T>;
}

/** What is loaded, as a command hands it to a transport call (the machine's state holds it). */
export interface Loaded {
  readonly script: PlaybackSource;
  /** Whether the user wants the media looped. */
  readonly loop: boolean;
  /** The engine's own offset, ms: the device plays script time `media − offsetMs`. */
  readonly offsetMs: number;
}

/** What one transport call reads: the engine's port, clocks and media, and what is loaded. */
export interface TransportContext extends PortSender {
  /** The estimated server time now (the port's). */
  serverTimeMs(): number;
  readonly script: PlaybackSource;
  readonly loop: boolean;
  /** Script ms the device should be at now: the media extrapolated to now, minus the offset. */
  scriptNowMs(): number;
  /** The media's playback rate. */
  rate(): number;
  /** The media's length in ms (`Infinity` when unknown). */
  durationMs(): number;
  /** Random source in [0, 1). */
  random(): number;
  /** Preparation moved on (HSSP: the upload finished, setup started). */
  preparing(): void;
}

/** A failure while preparing, with the kind the status reports. */
export class PrepareError extends Error {
  constructor(
    readonly kind: PlaybackErrorKind,
    override readonly cause: unknown,
  ) {
    super(`prepare failed: ${kind}`);
  }
}

/** The status's error for a failed preparation. */
export function prepareErrorOf(cause: unknown): PlaybackError {
  if (cause instanceof PrepareError) return { kind: cause.kind, cause: cause.cause };
  return { kind: 'command', cause };
}

/** How a state from the device reads, for the engine. */
export type StateReading = 'ok' | 'foreign' | 'starving' | 'ended';

/** One synctime slot: its delay after the previous one and its filter. */
export interface SyncStep {
  readonly delayMs: number;
  readonly filter: number;
}

/** A synctime schedule: fixed steps after each play, then a repeating interval. */
export interface SyncSchedule {
  readonly steps: readonly SyncStep[];
  readonly repeat: SyncStep;
}

/**
 * A request a transport found due in the background, as data: it travels in the machine's
 * `background` event and `send` command, and the transport sends it (`Transport.background`).
 */
export type BackgroundJob =
  /** A state poll (nothing heard from the device for a while). */
  | { readonly kind: 'poll' }
  /** A top-up (or, live, a replacing flush). */
  | {
      readonly kind: 'add';
      readonly add: PortHspAddArgs;
      /** HSP: the plan before the add and after it, so a failed add goes back and is sent again. */
      readonly plans?: { readonly before: HspPlan; readonly after: HspPlan };
    };

/**
 * One transport (HSSP, HSP, live HSP) for one loaded script. Every method sends at most one
 * request, except `prepare`. It holds what the device's side holds; what is loaded comes with
 * each call (`ctx`).
 */
export interface Transport {
  readonly kind: TransportKind;
  readonly schedule: SyncSchedule;
  /** Gets the device ready (HSSP upload and setup; HSP setup). Throws {@link PrepareError}. */
  prepare(ctx: TransportContext): Promise<void>;
  /** Anchors the device at the media's time now. */
  start(ctx: TransportContext): Promise<PlayerStateLike>;
  /** Pauses or stops the device. */
  halt(ctx: PortSender): Promise<PlayerStateLike>;
  syncTime(ctx: TransportContext, filter: number): Promise<PlayerStateLike>;
  /** The media's rate changed while playing. */
  changeRate(ctx: TransportContext): Promise<PlayerStateLike>;
  /**
   * A request due in the background (HSP top-up or state poll), or undefined. `editFromMs`: the
   * live script changed from this script time on since the last look (`PlaybackEngine.update`);
   * points the device holds from there on are replaced.
   */
  backgroundJob(
    ctx: TransportContext,
    pollDue: boolean,
    editFromMs: number | undefined,
  ): BackgroundJob | undefined;
  /** Sends a job {@link backgroundJob} found. */
  background(ctx: TransportContext, job: BackgroundJob): Promise<PlayerStateLike>;
  /** Reads a state from the device (answer or event). */
  readState(
    ctx: TransportContext,
    state: PlayerStateLike,
    eventName: string | undefined,
  ): StateReading;
  /** The media wrapped to its start. */
  looped(): void;
  /** The loop setting or the media's length changed. */
  loopChanged(): void;
  /** The device's buffer is unknown (a request failed, the device was away). */
  invalidate(): void;
  /** The device ran dry while it should play (HSP). */
  starved(): void;
  /** Stops the device (unload, dispose). */
  stop(ctx: PortSender): Promise<PlayerStateLike>;
  buffer(ctx: TransportContext): BufferInfo | undefined;
}

/** The transport a script is played with: a live script is always streamed (HSP). */
export function transportFor(script: PlaybackSource, requested: TransportKind): TransportKind {
  return isLiveScript(script) ? 'hsp' : requested;
}

/**
 * Whether a synctime follows a transport's rate call: HSP's rate call keeps the stream time, so
 * one takes out what ran at the old rate meanwhile; HSSP has no rate call and re-plays.
 */
export function syncsAfterRate(kind: TransportKind): boolean {
  return kind === 'hsp';
}

/** The command's script as a whole one (HSSP, HSP); the machine pairs scripts and transports. */
export function wholeScript(script: PlaybackSource): PlaybackScript {
  if (isLiveScript(script)) throw new Error('a live script is played by the live transport');
  return script;
}

/** The command's script as a live one (the live transport). */
export function liveScript(script: PlaybackSource): LiveScript {
  if (!isLiveScript(script)) throw new Error('the live transport plays live scripts only');
  return script;
}

/**
 * `start_time`/`server_time` of a play, computed immediately before the send. A start before the
 * script's 0 (a positive offset at the very start) is sent as 0 at a later server time instead.
 */
export function playTiming(
  ctx: TransportContext,
): Pick<PortPlayArgs, 'startTimeMs' | 'serverTimeMs'> {
  const startMs = Math.round(ctx.scriptNowMs());
  const serverMs = ctx.serverTimeMs();
  if (startMs >= 0) return { startTimeMs: startMs, serverTimeMs: Math.round(serverMs) };
  return { startTimeMs: 0, serverTimeMs: Math.round(serverMs - startMs / ctx.rate()) };
}

/** A synctime's body (HSSP and HSP): the media's script time now, on the server's clock. */
export function syncTimeArgs(ctx: TransportContext, filter: number): PortSyncTimeArgs {
  return {
    currentTimeMs: Math.round(ctx.scriptNowMs()),
    serverTimeMs: Math.round(ctx.serverTimeMs()),
    filter,
  };
}
