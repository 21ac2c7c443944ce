/**
 * What the engine core needs from a transport: it decides *when* (play, pause, sync, top up), a
 * transport decides *what to send* (ADR 0001).
 */
import type { Clock } from '../time/clock';
import type {
  BufferInfo,
  PlaybackDevicePort,
  PlaybackError,
  PlaybackErrorKind,
  LiveScript,
  PlaybackScript,
  PlaybackSource,
  PlayerStateLike,
  PortPlayArgs,
  TransportKind,
} from './types';

/** The port's requests (its `hssp` and `hsp` groups), without its clock readings. */
export type DeviceRequests = Pick<PlaybackDevicePort, 'hssp' | 'hsp'>;

/** What a transport reads from the engine (`S`: the kind of script it streams). */
export interface TransportContext<S extends PlaybackSource = PlaybackScript> {
  /**
   * Sends one request: every call of the port goes through here, so the engine counts each
   * request where it leaves (the status's request figure).
   */
  send<T>(call: (port: DeviceRequests) => Promise<T>): Promise<T>;
  /** The estimated server time now (the port's). */
  serverTimeMs(): number;
  readonly clock: Clock;
  readonly script: S;
  /** Script ms the device should be at now: the media extrapolated to now, minus the offset. */
  scriptNowMs(): number;
  /** The media's playback rate. */
  rate(): number;
  /** Whether the user wants the media looped. */
  loop(): boolean;
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

/** One transport (HSSP or HSP). Every method sends at most one request, except `prepare`. */
export interface Transport {
  readonly kind: TransportKind;
  readonly schedule: SyncSchedule;
  /** Gets the device ready (HSSP upload and setup; HSP setup). Throws {@link PrepareError}. */
  prepare(): Promise<void>;
  /** Anchors the device at the media's time now. */
  start(): Promise<PlayerStateLike>;
  /** Pauses or stops the device. */
  halt(): Promise<PlayerStateLike>;
  syncTime(filter: number): Promise<PlayerStateLike>;
  /** The media's rate changed while playing. */
  changeRate(): Promise<PlayerStateLike>;
  /** Whether a synctime follows a rate change (the rate call leaves the anchor as it was). */
  readonly syncAfterRate: boolean;
  /** A request due in the background (HSP top-up or state poll), or undefined. */
  backgroundJob(pollDue: boolean): (() => Promise<PlayerStateLike>) | undefined;
  /** Reads a state from the device (answer or event). */
  readState(state: PlayerStateLike, eventName: string | undefined): StateReading;
  /** The media wrapped to its start. */
  looped(): void;
  /** The loop setting or the media's length changed. */
  loopChanged(): void;
  /** The device's buffer is unknown (a request failed, the device was away). */
  invalidate(): void;
  /** The device ran dry while it should play (HSP). */
  starved(): void;
  /** Stops the device (unload, dispose). */
  stop(): Promise<PlayerStateLike>;
  buffer(): BufferInfo | undefined;
  /**
   * Live transport only: the script changed from `changedFromMs` on (see
   * {@link PlaybackEngine.update}); the next background job replaces what the device holds.
   */
  update?(script: LiveScript, changedFromMs: number): void;
}

/**
 * `start_time`/`server_time` of a play, computed immediately before the send. A start before the
 * script's 0 (a positive offset at the very start) is sent as 0 at a later server time instead.
 */
export function playTiming(
  ctx: TransportContext<PlaybackSource>,
): Pick<PortPlayArgs, 'startTimeMs' | 'serverTimeMs'> {
  const startMs = Math.round(ctx.scriptNowMs());
  const serverMs = ctx.serverTimeMs();
  if (startMs >= 0) return { startTimeMs: startMs, serverTimeMs: Math.round(serverMs) };
  return { startTimeMs: 0, serverTimeMs: Math.round(serverMs - startMs / ctx.rate()) };
}
