/** Request builders of the buffered protocols: HSSP (hosted script), HSP (client buffer), STREAM. */
import { HandyValidationError } from '../../errors';
import type { CallOptions } from '../../http/transport';
import {
  HspAddRequestSchema,
  HspLoopRequestSchema,
  HspPauseOnStarvingRequestSchema,
  HspPlaybackRateRequestSchema,
  HspPlayRequestSchema,
  HspResumeRequestSchema,
  HspSetupRequestSchema,
  HspStateSchema,
  HspThresholdRequestSchema,
  HsspPlayRequestSchema,
  HsspResumeRequestSchema,
  HsspSetupRequestSchema,
  MAX_POINTS_PER_ADD,
  StreamPlayRequestSchema,
  StreamSetupRequestSchema,
  SyncTimeRequestSchema,
  type HspAddRequest,
  type Point,
} from '../../schemas/protocols';
import { plain, put } from '../device-request';

/** Arguments of `hssp.setup`: a publicly reachable script URL. */
export interface HsspSetupArgs {
  readonly url: string;
  /** Push HSP notifications over the event stream. */
  readonly notify?: boolean;
}

/** Arguments of a play: be at script time `startTimeMs` at server time `serverTimeMs`. */
export interface HsspPlayArgs {
  readonly startTimeMs: number;
  readonly serverTimeMs: number;
  readonly playbackRate?: number;
  readonly loop?: boolean;
}

/** Arguments of a resume: `pickUp` jumps to where playback would be had it not paused. */
export interface ResumeArgs {
  readonly pickUp: boolean;
}

/** Arguments of a synctime: script time now and the server time it corresponds to. */
export interface SyncTimeArgs {
  readonly currentTimeMs: number;
  readonly serverTimeMs: number;
  /** 0–1 smoothing factor; default {@link DEFAULT_SYNC_TIME_FILTER} (the first HSSP adjust uses 0.9). */
  readonly filter?: number;
}

/** Arguments of `hsp.setup`. */
export interface HspSetupArgs {
  /** 1–4294967295; the server generates one when absent. */
  readonly streamId?: number;
}

/** A point to add: `t` ms and `x` 0–100; both are rounded to integers before sending. */
export interface HspPointInput {
  readonly t: number;
  readonly x: number;
}

/** Arguments of `hsp.add` (at most {@link MAX_POINTS_PER_ADD} points). */
export interface HspAddArgs {
  readonly points: readonly HspPointInput[];
  /** Absolute stream index of the last point of this batch. */
  readonly tailPointStreamIndex: number;
  /** Empty the buffer first. */
  readonly flush?: boolean;
  readonly tailPointThreshold?: number;
}

/** Arguments of `hsp.play`. */
export interface HspPlayArgs {
  readonly startTimeMs: number;
  /** Omit to let the server use its own time. */
  readonly serverTimeMs?: number;
  readonly playbackRate?: number;
  readonly loop?: boolean;
  readonly pauseOnStarving?: boolean;
  /** Points added just before play starts. */
  readonly add?: HspAddArgs;
}

/** Arguments of `stream.setup`. */
export interface StreamSetupArgs {
  readonly streamRef: string;
  readonly notify?: boolean;
}

/** Arguments of `stream.play`. */
export interface StreamPlayArgs extends HsspPlayArgs {
  readonly pauseOnStarving?: boolean;
}

/** The product's synctime smoothing when the caller names none (spec §7, §9). */
export const DEFAULT_SYNC_TIME_FILTER = 0.5;

// The filter is always sent so the smoothing is the product's choice, not an unstated server default.
const syncTimeBody = (args: SyncTimeArgs) => ({
  current_time: args.currentTimeMs,
  server_time: args.serverTimeMs,
  filter: args.filter ?? DEFAULT_SYNC_TIME_FILTER,
});

/**
 * Wire body of an add. Spec §5 rounds `x` and `t`. More than 100 points are rejected rather than
 * split: splitting would turn one call into several non-atomic requests with their own
 * `tail_point_stream_index` bookkeeping, which belongs to the caller's stream planner.
 */
function addBody(args: HspAddArgs): HspAddRequest {
  if (args.points.length > MAX_POINTS_PER_ADD) {
    throw new HandyValidationError(
      `At most ${MAX_POINTS_PER_ADD} points per add (got ${args.points.length}); split them into several adds`,
    );
  }
  const points: Point[] = args.points.map((p) => ({ t: Math.round(p.t), x: Math.round(p.x) }));
  return {
    points,
    tail_point_stream_index: args.tailPointStreamIndex,
    flush: args.flush,
    tail_point_threshold: args.tailPointThreshold,
  };
}

/** Builders of `/hssp/*`. */
export const hsspRequests = {
  /** `GET /hssp/state`. */
  state: (options?: CallOptions) => plain('GET', '/hssp/state', HspStateSchema, options),
  /** `PUT /hssp/setup`: the server downloads the script and streams it to the device. */
  setup: (args: HsspSetupArgs, options?: CallOptions) =>
    put(
      '/hssp/setup',
      HsspSetupRequestSchema,
      { url: args.url, notify: args.notify },
      HspStateSchema,
      options,
    ),
  /** `PUT /hssp/play`. */
  play: (args: HsspPlayArgs, options?: CallOptions) =>
    put(
      '/hssp/play',
      HsspPlayRequestSchema,
      {
        start_time: args.startTimeMs,
        server_time: args.serverTimeMs,
        playback_rate: args.playbackRate,
        loop: args.loop,
      },
      HspStateSchema,
      options,
    ),
  /** `PUT /hssp/stop`. */
  stop: (options?: CallOptions) => plain('PUT', '/hssp/stop', HspStateSchema, options),
  /** `PUT /hssp/pause` (keeps the position; the API takes no `timeout` here). */
  pause: (options?: CallOptions) => ({
    ...plain('PUT', '/hssp/pause', HspStateSchema, options),
    allowBare: true,
    noTimeoutQuery: true,
  }),
  /** `PUT /hssp/resume` (body `pickUp`, the API's one camelCase field; no `timeout` here). */
  resume: (args: ResumeArgs, options?: CallOptions) => ({
    ...put(
      '/hssp/resume',
      HsspResumeRequestSchema,
      { pickUp: args.pickUp },
      HspStateSchema,
      options,
    ),
    allowBare: true,
    noTimeoutQuery: true,
  }),
  /** `PUT /hssp/synctime`: gradual resync of the script clock. */
  syncTime: (args: SyncTimeArgs, options?: CallOptions) =>
    put('/hssp/synctime', SyncTimeRequestSchema, syncTimeBody(args), HspStateSchema, options),
};

/** Builders of `/hsp/*`. */
export const hspRequests = {
  /** `PUT /hsp/setup`: resets the buffer for a new stream. */
  setup: (args: HspSetupArgs = {}, options?: CallOptions) =>
    put('/hsp/setup', HspSetupRequestSchema, { stream_id: args.streamId }, HspStateSchema, options),
  /** `PUT /hsp/add`: appends up to 100 points (x and t rounded). */
  add: (args: HspAddArgs, options?: CallOptions) =>
    put('/hsp/add', HspAddRequestSchema, addBody(args), HspStateSchema, options),
  /** `PUT /hsp/play`. */
  play: (args: HspPlayArgs, options?: CallOptions) =>
    put(
      '/hsp/play',
      HspPlayRequestSchema,
      {
        start_time: args.startTimeMs,
        server_time: args.serverTimeMs,
        playback_rate: args.playbackRate,
        loop: args.loop,
        pause_on_starving: args.pauseOnStarving,
        add: args.add === undefined ? undefined : addBody(args.add),
      },
      HspStateSchema,
      options,
    ),
  /** `PUT /hsp/stop`. */
  stop: (options?: CallOptions) => plain('PUT', '/hsp/stop', HspStateSchema, options),
  /** `PUT /hsp/pause` (the contract gives it no `timeout`). */
  pause: (options?: CallOptions) => ({
    ...plain('PUT', '/hsp/pause', HspStateSchema, options),
    allowBare: true,
    noTimeoutQuery: true,
  }),
  /** `PUT /hsp/resume` (body `pick_up`; no `timeout`). */
  resume: (args: ResumeArgs, options?: CallOptions) => ({
    ...put(
      '/hsp/resume',
      HspResumeRequestSchema,
      { pick_up: args.pickUp },
      HspStateSchema,
      options,
    ),
    allowBare: true,
    noTimeoutQuery: true,
  }),
  /** `PUT /hsp/flush`: empties the buffer. */
  flush: (options?: CallOptions) => plain('PUT', '/hsp/flush', HspStateSchema, options),
  /** `GET /hsp/state`. */
  state: (options?: CallOptions) => plain('GET', '/hsp/state', HspStateSchema, options),
  /** `PUT /hsp/threshold`: stream index at which `hsp_threshold_reached` fires. */
  setThreshold: (tailPointThreshold: number, options?: CallOptions) =>
    put(
      '/hsp/threshold',
      HspThresholdRequestSchema,
      { tail_point_threshold: tailPointThreshold },
      HspStateSchema,
      options,
    ),
  /** `PUT /hsp/pause/onstarving`. */
  setPauseOnStarving: (pauseOnStarving: boolean, options?: CallOptions) =>
    put(
      '/hsp/pause/onstarving',
      HspPauseOnStarvingRequestSchema,
      { pause_on_starving: pauseOnStarving },
      HspStateSchema,
      options,
    ),
  /** `PUT /hsp/loop`. */
  setLoop: (loop: boolean, options?: CallOptions) =>
    put('/hsp/loop', HspLoopRequestSchema, { loop }, HspStateSchema, options),
  /** `PUT /hsp/playbackrate`. */
  setPlaybackRate: (playbackRate: number, options?: CallOptions) =>
    put(
      '/hsp/playbackrate',
      HspPlaybackRateRequestSchema,
      { playback_rate: playbackRate },
      HspStateSchema,
      options,
    ),
  /** `PUT /hsp/synctime`. */
  syncTime: (args: SyncTimeArgs, options?: CallOptions) =>
    put('/hsp/synctime', SyncTimeRequestSchema, syncTimeBody(args), HspStateSchema, options),
};

/** Builders of `/stream/*` (server-side streams). */
export const streamRequests = {
  /** `PUT /stream/setup`. */
  setup: (args: StreamSetupArgs, options?: CallOptions) =>
    put(
      '/stream/setup',
      StreamSetupRequestSchema,
      { stream_ref: args.streamRef, notify: args.notify },
      HspStateSchema,
      options,
    ),
  /** `PUT /stream/play`. */
  play: (args: StreamPlayArgs, options?: CallOptions) =>
    put(
      '/stream/play',
      StreamPlayRequestSchema,
      {
        start_time: args.startTimeMs,
        server_time: args.serverTimeMs,
        playback_rate: args.playbackRate,
        loop: args.loop,
        pause_on_starving: args.pauseOnStarving,
      },
      HspStateSchema,
      options,
    ),
  /** `PUT /stream/stop`. */
  stop: (options?: CallOptions) => plain('PUT', '/stream/stop', HspStateSchema, options),
  /** `GET /stream/state`. */
  state: (options?: CallOptions) => plain('GET', '/stream/state', HspStateSchema, options),
  /** `PUT /stream/synctime`. */
  syncTime: (args: SyncTimeArgs, options?: CallOptions) =>
    put('/stream/synctime', SyncTimeRequestSchema, syncTimeBody(args), HspStateSchema, options),
};
