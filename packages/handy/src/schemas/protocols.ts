/**
 * States returned by the motion protocols (HAMP, HVP, HSP / HSSP / STREAM) and the wire request
 * bodies of their calls (reference §5–§6). Request schemas describe exactly what the client
 * sends (snake_case, except `/hssp/resume`'s `pickUp`); the client validates every body against
 * them before it leaves, so a bad value fails locally with a clear message.
 */
import * as v from 'valibot';
import { int, intFrom, intIn, nonEmpty, num, numFrom, numIn, positive, url } from './numbers';
import { DeviceModeSchema, HampPlayStateSchema, HspPlayStateSchema } from './enums';

/** Largest HSP stream id the API accepts. */
export const MAX_HSP_STREAM_ID = 4_294_967_295;
/** Most points one `/hsp/add` may carry (reference `maxItems: 100`). */
export const MAX_POINTS_PER_ADD = 100;

/** HAMP state. `velocity` is a fraction (0–1) of the device's maximum speed. */
export const HampStateSchema = v.looseObject({
  play_state: HampPlayStateSchema,
  velocity: num(),
  direction: v.boolean(),
});
/** HAMP (automatic stroking) state. */
export type HampState = v.InferOutput<typeof HampStateSchema>;

/** HVP (vibration) state: amplitude 0–1, frequency in Hz, position in mm. */
export const HvpStateSchema = v.looseObject({
  enabled: v.boolean(),
  amplitude: num(),
  frequency: num(),
  position: num(),
});
/** HVP (vibration) state. */
export type HvpState = v.InferOutput<typeof HvpStateSchema>;

/** State of the point buffer, shared by HSP, HSSP and STREAM (times in ms). */
export const HspStateSchema = v.looseObject({
  play_state: HspPlayStateSchema,
  pause_on_starving: v.boolean(),
  points: int(),
  max_points: int(),
  /** Buffer index of the last played point; −1 after a flush. */
  current_point: int(),
  current_time: num(),
  loop: v.boolean(),
  playback_rate: num(),
  first_point_time: num(),
  last_point_time: num(),
  stream_id: num(),
  tail_point_stream_index: int(),
  tail_point_stream_index_threshold: int(),
});
/** HSP / HSSP / STREAM buffer state. */
export type HspState = v.InferOutput<typeof HspStateSchema>;

/** A script point: `t` ms from the script start, `x` position 0 (bottom) – 100 (top). */
export const PointSchema = v.object({
  t: intFrom(0),
  x: intIn(0, 100),
});
/** A script point on the wire (integers). */
export type Point = v.InferOutput<typeof PointSchema>;

const fraction = numIn(0, 1);
const timeMs = int();

/** `PUT /mode2`, `PUT /mode`. */
export const ModeRequestSchema = v.object({ mode: DeviceModeSchema });
/** Body of a mode change. */
export type ModeRequest = v.InferOutput<typeof ModeRequestSchema>;

/** `PUT /hamp/velocity`. */
export const HampVelocityRequestSchema = v.object({ velocity: fraction });
/** Body of a HAMP velocity change. */
export type HampVelocityRequest = v.InferOutput<typeof HampVelocityRequestSchema>;

/** `PUT /hamp/stroke`, relative within the slider's stroke zone. */
export const HampStrokeRequestSchema = v.object({ min: fraction, max: fraction });
/** Body of a HAMP stroke change. */
export type HampStrokeRequest = v.InferOutput<typeof HampStrokeRequestSchema>;

/**
 * Flags shared by the six HDSP calls. Relative values (`xp`, `vp`) are 0–1 per the guide, but the
 * spec says 0–100, so they are only checked for being non-negative.
 */
const hdspFlags = {
  stop_on_target: v.optional(v.boolean()),
  immediate_rsp: v.optional(v.boolean()),
};
const mm = numFrom(0);
const relative = numFrom(0);
const durationMs = numFrom(0);
/** `PUT /hdsp/xava`: absolute position (mm) at absolute velocity (mm/s). */
export const HdspXavaRequestSchema = v.object({ xa: mm, va: mm, ...hdspFlags });
/** `PUT /hdsp/xavp`: absolute position (mm) at relative velocity. */
export const HdspXavpRequestSchema = v.object({ xa: mm, vp: relative, ...hdspFlags });
/** `PUT /hdsp/xpva`: relative position at absolute velocity (mm/s). */
export const HdspXpvaRequestSchema = v.object({ xp: relative, va: mm, ...hdspFlags });
/** `PUT /hdsp/xpvp`: relative position at relative velocity. */
export const HdspXpvpRequestSchema = v.object({ xp: relative, vp: relative, ...hdspFlags });
/** `PUT /hdsp/xat`: absolute position (mm) reached in `t` ms. */
export const HdspXatRequestSchema = v.object({ xa: mm, t: durationMs, ...hdspFlags });
/** `PUT /hdsp/xpt`: relative position reached in `t` ms. */
export const HdspXptRequestSchema = v.object({ xp: relative, t: durationMs, ...hdspFlags });
/** Body of any HDSP call. */
export type HdspRequest = v.InferOutput<
  | typeof HdspXavaRequestSchema
  | typeof HdspXavpRequestSchema
  | typeof HdspXpvaRequestSchema
  | typeof HdspXpvpRequestSchema
  | typeof HdspXatRequestSchema
  | typeof HdspXptRequestSchema
>;

/** `PUT /hssp/setup`: a publicly reachable script URL. */
export const HsspSetupRequestSchema = v.object({
  url: url(),
  notify: v.optional(v.boolean()),
});
/** Body of an HSSP setup. */
export type HsspSetupRequest = v.InferOutput<typeof HsspSetupRequestSchema>;

/** `PUT /hssp/play`: be at script time `start_time` at server time `server_time`. */
export const HsspPlayRequestSchema = v.object({
  start_time: timeMs,
  server_time: timeMs,
  playback_rate: v.optional(positive()),
  loop: v.optional(v.boolean()),
});
/** Body of an HSSP play. */
export type HsspPlayRequest = v.InferOutput<typeof HsspPlayRequestSchema>;

/** `PUT /hssp/resume` — the one camelCase body of v3. */
export const HsspResumeRequestSchema = v.object({ pickUp: v.boolean() });
/** Body of an HSSP resume. */
export type HsspResumeRequest = v.InferOutput<typeof HsspResumeRequestSchema>;

/** `PUT /hssp|hsp|stream/synctime`: gradual resync; `filter` is a 0–1 smoothing factor. */
export const SyncTimeRequestSchema = v.object({
  current_time: timeMs,
  server_time: timeMs,
  filter: v.optional(fraction),
});
/** Body of a synctime call. */
export type SyncTimeRequest = v.InferOutput<typeof SyncTimeRequestSchema>;

/** `PUT /hsp/setup`: the server generates a stream id when none is sent. */
export const HspSetupRequestSchema = v.object({
  stream_id: v.optional(intIn(1, MAX_HSP_STREAM_ID)),
});
/** Body of an HSP setup. */
export type HspSetupRequest = v.InferOutput<typeof HspSetupRequestSchema>;

/** `PUT /hsp/add`; `tail_point_stream_index` is the absolute stream index of the last point. */
export const HspAddRequestSchema = v.object({
  points: v.pipe(v.array(PointSchema), v.maxLength(MAX_POINTS_PER_ADD)),
  tail_point_stream_index: intFrom(1),
  flush: v.optional(v.boolean()),
  tail_point_threshold: v.optional(intFrom(1)),
});
/** Body of an HSP add. */
export type HspAddRequest = v.InferOutput<typeof HspAddRequestSchema>;

/** `PUT /hsp/play`; an embedded `add` runs before play; without `server_time` the server's is used. */
export const HspPlayRequestSchema = v.object({
  start_time: timeMs,
  server_time: v.optional(timeMs),
  playback_rate: v.optional(positive()),
  loop: v.optional(v.boolean()),
  pause_on_starving: v.optional(v.boolean()),
  add: v.optional(HspAddRequestSchema),
});
/** Body of an HSP play. */
export type HspPlayRequest = v.InferOutput<typeof HspPlayRequestSchema>;

/** `PUT /hsp/resume` (snake_case, unlike HSSP). */
export const HspResumeRequestSchema = v.object({ pick_up: v.boolean() });
/** Body of an HSP resume. */
export type HspResumeRequest = v.InferOutput<typeof HspResumeRequestSchema>;

/** `PUT /hsp/threshold`. */
export const HspThresholdRequestSchema = v.object({ tail_point_threshold: intFrom(1) });
/** `PUT /hsp/pause/onstarving`. */
export const HspPauseOnStarvingRequestSchema = v.object({ pause_on_starving: v.boolean() });
/** `PUT /hsp/loop`. */
export const HspLoopRequestSchema = v.object({ loop: v.boolean() });
/** `PUT /hsp/playbackrate`. */
export const HspPlaybackRateRequestSchema = v.object({ playback_rate: positive() });

/** `PUT /hstp/offset`: user-adjusted device offset in ms (may be negative). */
export const HstpOffsetRequestSchema = v.object({ offset: num() });
/** `GET /hstp/clocksync` query: `s=true` waits for the result, otherwise it only comes over SSE. */
export const HstpClockSyncQuerySchema = v.object({ s: v.optional(v.boolean()) });

/** `PUT /hvp/state`: amplitude 0–1, frequency 0–10000 Hz, position in mm. */
export const HvpStateRequestSchema = v.object({
  amplitude: fraction,
  frequency: intIn(0, 10_000),
  position: num(),
});
/** Body of an HVP state change. */
export type HvpStateRequest = v.InferOutput<typeof HvpStateRequestSchema>;

/**
 * `PUT /slider/stroke`: min and max, relative 0–1. The guide says "min and/or max", but the
 * provider's contract (`StrokeSettings`) requires both, so both are always sent.
 */
export const SliderStrokeRequestSchema = v.object({ min: fraction, max: fraction });
/** Body of a slider stroke change. */
export type SliderStrokeRequest = v.InferOutput<typeof SliderStrokeRequestSchema>;

/** `PUT /stream/setup`: attach the device to a server-side stream. */
export const StreamSetupRequestSchema = v.object({
  stream_ref: nonEmpty(),
  notify: v.optional(v.boolean()),
});
/** Body of a STREAM setup. */
export type StreamSetupRequest = v.InferOutput<typeof StreamSetupRequestSchema>;

/** `PUT /stream/play`. */
export const StreamPlayRequestSchema = v.object({
  start_time: timeMs,
  server_time: timeMs,
  playback_rate: v.optional(positive()),
  loop: v.optional(v.boolean()),
  pause_on_starving: v.optional(v.boolean()),
});
/** Body of a STREAM play. */
export type StreamPlayRequest = v.InferOutput<typeof StreamPlayRequestSchema>;
