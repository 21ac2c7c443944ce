/** What one engine knows and believes; the request loop (`engine-core.ts`) acts on it. */
import type { Transport } from './transport';
import type { LoadOptions, PlaybackError, PlaybackSource } from './types';

/** The engine's mutable state, shared by its public face and its request loop. */
export class EngineState {
  requestCount = 0;
  script: PlaybackSource | undefined;
  transport: Transport | undefined;
  opts: LoadOptions = { transport: 'hsp', loop: false, offsetMs: 0 };
  /** Bumped by load, unload and a new device session: answers of an older epoch are ignored. */
  epoch = 0;
  prepared: 'no' | 'running' | 'yes' | 'failed' = 'no';
  preparePhase: 'uploading' | 'preparing' = 'preparing';
  /** The media as its events describe it. */
  mediaState: 'paused' | 'playing' | 'stalled' = 'paused';
  /** A seek has not settled yet: nothing is sent meanwhile. */
  seekPending = false;
  /** What the device is believed to do, from the engine's own requests and its answers. */
  device: 'halted' | 'playing' | 'unknown' = 'halted';
  /** Bumped whenever the device must be re-anchored at the media's time. */
  anchorGen = 0;
  /** The generation the device was last anchored at. */
  appliedAnchorGen = -1;
  /** The media's rate changed since the device was told. */
  rateDirty = false;
  /** The media left the device's line: a re-anchor is due. */
  slipDue = false;
  /** What the device itself adds to everything it plays (its `/hstp/offset`), ms. */
  deviceOffsetMs = 0;
  /** A synctime is due, with this filter. */
  syncFilter: number | undefined;
  /** A state poll is due (nothing heard from the device for a while). */
  pollDue = false;
  /** A request is in flight. */
  busy = false;
  /** After a failure, nothing is sent before this engine-clock time. */
  retryAtMs = 0;
  error: PlaybackError | undefined;
  offline = false;
  resyncCount = 0;
  /** Plays that failed in a row. */
  startFailures = 0;
  /** Engine-clock ms of the last answer or event. */
  lastNewsAtMs = 0;
  disposed = false;
  /** Called after every change (the public face publishes the status). */
  changed: () => void = () => undefined;
}
