/**
 * States returned by the motion protocols (HAMP, HVP, HSP / HSSP / STREAM) and the wire request
 * bodies of their calls (reference §5–§6). Request schemas describe exactly what the client
 * sends (snake_case, except `/hssp/resume`'s `pickUp`); the client validates every body against
 * them before it leaves, so a bad value fails locally with a clear message.
 */
import { z } from 'zod';
import { DeviceModeSchema, HampPlayStateSchema, HspPlayStateSchema } from './enums';

/** Largest HSP stream id the API accepts. */
export const MAX_HSP_STREAM_ID = 4_294_967_295;
/** Most points one `/hsp/add` may carry (reference `maxItems: 100`). */
export const MAX_POINTS_PER_ADD = 100;

/** HAMP state. `velocity` is a fraction (0–1) of the device's maximum speed. */
export const HampStateSchema = z.looseObject({
  play_state: HampPlayStateSchema,
  velocity: z.number(),
  direction: z.boolean(),
});
/** HAMP (automatic stroking) state. */
export type HampState = z.infer<typeof HampStateSchema>;

/** HVP (vibration) state: amplitude 0–1, frequency in Hz, position in mm. */
export const HvpStateSchema = z.looseObject({
  enabled: z.boolean(),
  amplitude: z.number(),
  frequency: z.number(),
  position: z.number(),
});
/** HVP (vibration) state. */
export type HvpState = z.infer<typeof HvpStateSchema>;

/** State of the point buffer, shared by HSP, HSSP and STREAM (times in ms). */
export const HspStateSchema = z.looseObject({
  play_state: HspPlayStateSchema,
  pause_on_starving: z.boolean(),
  points: z.int(),
  max_points: z.int(),
  /** Buffer index of the last played point; −1 after a flush. */
  current_point: z.int(),
  current_time: z.number(),
  loop: z.boolean(),
  playback_rate: z.number(),
  first_point_time: z.number(),
  last_point_time: z.number(),
  stream_id: z.number(),
  tail_point_stream_index: z.int(),
  tail_point_stream_index_threshold: z.int(),
});
/** HSP / HSSP / STREAM buffer state. */
export type HspState = z.infer<typeof HspStateSchema>;

/** A script point: `t` ms from the script start, `x` position 0 (bottom) – 100 (top). */
export const PointSchema = z.object({
  t: z.int().min(0),
  x: z.int().min(0).max(100),
});
/** A script point on the wire (integers). */
export type Point = z.infer<typeof PointSchema>;

const fraction = z.number().min(0).max(1);
const timeMs = z.int();

/** `PUT /mode2`, `PUT /mode`. */
export const ModeRequestSchema = z.object({ mode: DeviceModeSchema });
/** Body of a mode change. */
export type ModeRequest = z.infer<typeof ModeRequestSchema>;

/** `PUT /hamp/velocity`. */
export const HampVelocityRequestSchema = z.object({ velocity: fraction });
/** Body of a HAMP velocity change. */
export type HampVelocityRequest = z.infer<typeof HampVelocityRequestSchema>;

/** `PUT /hamp/stroke`, relative within the slider's stroke zone. */
export const HampStrokeRequestSchema = z.object({ min: fraction, max: fraction });
/** Body of a HAMP stroke change. */
export type HampStrokeRequest = z.infer<typeof HampStrokeRequestSchema>;

/**
 * Flags shared by the six HDSP calls. Relative values (`xp`, `vp`) are 0–1 per the guide, but the
 * spec says 0–100, so they are only checked for being non-negative.
 */
const hdspFlags = {
  stop_on_target: z.boolean().optional(),
  immediate_rsp: z.boolean().optional(),
};
const mm = z.number().min(0);
const relative = z.number().min(0);
const durationMs = z.number().min(0);
/** `PUT /hdsp/xava`: absolute position (mm) at absolute velocity (mm/s). */
export const HdspXavaRequestSchema = z.object({ xa: mm, va: mm, ...hdspFlags });
/** `PUT /hdsp/xavp`: absolute position (mm) at relative velocity. */
export const HdspXavpRequestSchema = z.object({ xa: mm, vp: relative, ...hdspFlags });
/** `PUT /hdsp/xpva`: relative position at absolute velocity (mm/s). */
export const HdspXpvaRequestSchema = z.object({ xp: relative, va: mm, ...hdspFlags });
/** `PUT /hdsp/xpvp`: relative position at relative velocity. */
export const HdspXpvpRequestSchema = z.object({ xp: relative, vp: relative, ...hdspFlags });
/** `PUT /hdsp/xat`: absolute position (mm) reached in `t` ms. */
export const HdspXatRequestSchema = z.object({ xa: mm, t: durationMs, ...hdspFlags });
/** `PUT /hdsp/xpt`: relative position reached in `t` ms. */
export const HdspXptRequestSchema = z.object({ xp: relative, t: durationMs, ...hdspFlags });
/** Body of any HDSP call. */
export type HdspRequest = z.infer<
  | typeof HdspXavaRequestSchema
  | typeof HdspXavpRequestSchema
  | typeof HdspXpvaRequestSchema
  | typeof HdspXpvpRequestSchema
  | typeof HdspXatRequestSchema
  | typeof HdspXptRequestSchema
>;

/** `PUT /hssp/setup`: a publicly reachable script URL. */
export const HsspSetupRequestSchema = z.object({
  url: z.url(),
  notify: z.boolean().optional(),
});
/** Body of an HSSP setup. */
export type HsspSetupRequest = z.infer<typeof HsspSetupRequestSchema>;

/** `PUT /hssp/play`: be at script time `start_time` at server time `server_time`. */
export const HsspPlayRequestSchema = z.object({
  start_time: timeMs,
  server_time: timeMs,
  playback_rate: z.number().positive().optional(),
  loop: z.boolean().optional(),
});
/** Body of an HSSP play. */
export type HsspPlayRequest = z.infer<typeof HsspPlayRequestSchema>;

/** `PUT /hssp/resume` — the one camelCase body of v3. */
export const HsspResumeRequestSchema = z.object({ pickUp: z.boolean() });
/** Body of an HSSP resume. */
export type HsspResumeRequest = z.infer<typeof HsspResumeRequestSchema>;

/** `PUT /hssp|hsp|stream/synctime`: gradual resync; `filter` is a 0–1 smoothing factor. */
export const SyncTimeRequestSchema = z.object({
  current_time: timeMs,
  server_time: timeMs,
  filter: fraction.optional(),
});
/** Body of a synctime call. */
export type SyncTimeRequest = z.infer<typeof SyncTimeRequestSchema>;

/** `PUT /hsp/setup`: the server generates a stream id when none is sent. */
export const HspSetupRequestSchema = z.object({
  stream_id: z.int().min(1).max(MAX_HSP_STREAM_ID).optional(),
});
/** Body of an HSP setup. */
export type HspSetupRequest = z.infer<typeof HspSetupRequestSchema>;

/** `PUT /hsp/add`; `tail_point_stream_index` is the absolute stream index of the last point. */
export const HspAddRequestSchema = z.object({
  points: z.array(PointSchema).max(MAX_POINTS_PER_ADD),
  tail_point_stream_index: z.int().min(1),
  flush: z.boolean().optional(),
  tail_point_threshold: z.int().min(1).optional(),
});
/** Body of an HSP add. */
export type HspAddRequest = z.infer<typeof HspAddRequestSchema>;

/** `PUT /hsp/play`; an embedded `add` runs before play; without `server_time` the server's is used. */
export const HspPlayRequestSchema = z.object({
  start_time: timeMs,
  server_time: timeMs.optional(),
  playback_rate: z.number().positive().optional(),
  loop: z.boolean().optional(),
  pause_on_starving: z.boolean().optional(),
  add: HspAddRequestSchema.optional(),
});
/** Body of an HSP play. */
export type HspPlayRequest = z.infer<typeof HspPlayRequestSchema>;

/** `PUT /hsp/resume` (snake_case, unlike HSSP). */
export const HspResumeRequestSchema = z.object({ pick_up: z.boolean() });
/** Body of an HSP resume. */
export type HspResumeRequest = z.infer<typeof HspResumeRequestSchema>;

/** `PUT /hsp/threshold`. */
export const HspThresholdRequestSchema = z.object({ tail_point_threshold: z.int().min(1) });
/** `PUT /hsp/pause/onstarving`. */
export const HspPauseOnStarvingRequestSchema = z.object({ pause_on_starving: z.boolean() });
/** `PUT /hsp/loop`. */
export const HspLoopRequestSchema = z.object({ loop: z.boolean() });
/** `PUT /hsp/playbackrate`. */
export const HspPlaybackRateRequestSchema = z.object({ playback_rate: z.number().positive() });

/** `PUT /hstp/offset`: user-adjusted device offset in ms (may be negative). */
export const HstpOffsetRequestSchema = z.object({ offset: z.number() });
/** `GET /hstp/clocksync` query: `s=true` waits for the result, otherwise it only comes over SSE. */
export const HstpClockSyncQuerySchema = z.object({ s: z.boolean().optional() });

/** `PUT /hvp/state`: amplitude 0–1, frequency 0–10000 Hz, position in mm. */
export const HvpStateRequestSchema = z.object({
  amplitude: fraction,
  frequency: z.int().min(0).max(10_000),
  position: z.number(),
});
/** Body of an HVP state change. */
export type HvpStateRequest = z.infer<typeof HvpStateRequestSchema>;

/** `PUT /slider/stroke`: min and/or max, relative 0–1. */
export const SliderStrokeRequestSchema = z
  .object({ min: fraction.optional(), max: fraction.optional() })
  .refine((body) => body.min !== undefined || body.max !== undefined, {
    message: 'Stroke needs min or max',
  });
/** Body of a slider stroke change. */
export type SliderStrokeRequest = z.infer<typeof SliderStrokeRequestSchema>;

/** `PUT /stream/setup`: attach the device to a server-side stream. */
export const StreamSetupRequestSchema = z.object({
  stream_ref: z.string().min(1),
  notify: z.boolean().optional(),
});
/** Body of a STREAM setup. */
export type StreamSetupRequest = z.infer<typeof StreamSetupRequestSchema>;

/** `PUT /stream/play`. */
export const StreamPlayRequestSchema = z.object({
  start_time: timeMs,
  server_time: timeMs,
  playback_rate: z.number().positive().optional(),
  loop: z.boolean().optional(),
  pause_on_starving: z.boolean().optional(),
});
/** Body of a STREAM play. */
export type StreamPlayRequest = z.infer<typeof StreamPlayRequestSchema>;
