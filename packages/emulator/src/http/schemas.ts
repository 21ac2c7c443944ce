/**
 * Request bodies of the API. Where the product spec and the reference name a field differently both
 * are accepted (reference form first). Each field carries the contract's own checks (type, integer,
 * the file's minimum and maximum: a break answers 400) and, where the emulated device can do less
 * than the contract allows, a device limit from `bounds.ts` (answered with a device error).
 */
import { z } from 'zod';
import { DeviceMode, FEATURE_FLAGS } from '../model/enums';
import {
  deviceRange,
  deviceRule,
  epochMs,
  moveDurationMs,
  playbackRate,
  point,
  positionMm,
  speedMmPerS,
  streamIndex,
  streamTimeMs,
  userOffsetMs,
  whole,
} from './bounds';

// zod 4 numbers already refuse NaN and ±Infinity; bounds.ts keeps them in a range that stays finite.
const finite = z.number();
const unit = finite.min(0).max(1);

/**
 * A relative HDSP value: 0–1 is the documented contract; values above 1 are read as percent
 * (reference §6, unit conflict).
 */
const relative = finite
  .min(0)
  .max(100)
  .transform((v) => (v > 1 ? v / 100 : v));

/**
 * The contract types every stream time, server time and point as an integer (`PointTime`,
 * `PointPosition`, `ServerTimeEstimate`, `start_time`, `current_time`): a fraction is refused.
 */
const wholeStreamMs = streamTimeMs.check(whole);
const wholeEpochMs = epochMs.check(whole);
const contractPoint = z.object({ t: point.shape.t.check(whole), x: point.shape.x.check(whole) });
/** `tail_point_stream_index` and `tail_point_threshold`: integers, the contract's `minimum: 1`. */
const tailIndex = streamIndex.check(whole).min(1);

const MODES: readonly DeviceMode[] = Object.values(DeviceMode);

/**
 * `{mode}` of PUT /mode and /mode2: every value of the contract's `DeviceModeValue`, OTA (5)
 * included, and HRPP (9), which its text lists though its enum list leaves it out.
 */
export const modeBody = z.object({
  mode: z.custom<DeviceMode>((v) => MODES.some((m) => m === v), 'mode must be 0–9'),
});

/** PUT /hamp/velocity. */
export const hampVelocityBody = z.object({ velocity: unit });

/** A fraction the contract leaves open and the device takes from 0 to 1 (stroke ends, `filter`). */
const deviceFraction = finite.check(deviceRange(0, 1));

/**
 * PUT /hamp/stroke and /slider/stroke: the contract's `StrokeSettings` / `HampStrokeSettings`
 * require both ends; the device needs the lower one below the upper one.
 */
export const strokeBody = z
  .object({ min: deviceFraction, max: deviceFraction })
  .check(
    deviceRule<{ min: number; max: number }>(
      (b) => b.min < b.max,
      'min must be below max: the device takes 0 <= min < max <= 1',
    ),
  );

const hdspFlags = {
  stop_on_target: z.boolean().optional(),
  immediate_rsp: z.boolean().optional(),
};
const absolute = positionMm;
const speed = speedMmPerS;
const durationMs = moveDurationMs;

/** The six HDSP bodies. */
export const hdspBodies = {
  xava: z.object({ xa: absolute, va: speed, ...hdspFlags }),
  xavp: z.object({ xa: absolute, vp: relative, ...hdspFlags }),
  xpva: z.object({ xp: relative, va: speed, ...hdspFlags }),
  // The spec names the velocity `va` (a typo); clients send `vp`.
  xpvp: z
    .object({ xp: relative, vp: relative.optional(), va: relative.optional(), ...hdspFlags })
    .refine((b) => b.vp !== undefined || b.va !== undefined, 'vp is required'),
  xat: z.object({ xa: absolute, t: durationMs, ...hdspFlags }),
  xpt: z.object({ xp: relative, t: durationMs, ...hdspFlags }),
} as const;

const thresholdFields = {
  tail_point_threshold: tailIndex.optional(),
  tailPointThreshold: tailIndex.optional(),
};

/** `HspAdd`: at most 100 points per call (reference §11). */
export const hspAddBody = z
  .object({
    points: z.array(contractPoint).max(100),
    tail_point_stream_index: tailIndex,
    flush: z.boolean().optional(),
    ...thresholdFields,
  })
  .transform(({ tailPointThreshold, tail_point_threshold, ...rest }) => ({
    ...rest,
    threshold: tail_point_threshold ?? tailPointThreshold,
  }));

/** PUT /hsp/setup. */
export const hspSetupBody = z.object({
  stream_id: z.number().int().min(1).max(4_294_967_295).optional(),
});

/** PUT /hsp/play. */
export const hspPlayBody = z.object({
  start_time: wholeStreamMs,
  server_time: wholeEpochMs.optional(),
  playback_rate: playbackRate.optional(),
  loop: z.boolean().optional(),
  pause_on_starving: z.boolean().optional(),
  add: hspAddBody.optional(),
});

/** PUT /hsp/threshold. */
export const hspThresholdBody = z
  .object(thresholdFields)
  .transform((b) => b.tail_point_threshold ?? b.tailPointThreshold)
  .refine((v) => v !== undefined, 'tail_point_threshold is required');

/** PUT /hsp/pause/onstarving. */
export const pauseOnStarvingBody = z.object({ pause_on_starving: z.boolean() });
/** PUT /hsp/loop. */
export const loopBody = z.object({ loop: z.boolean() });
/** PUT /hsp/playbackrate. */
export const playbackRateBody = z.object({ playback_rate: playbackRate });

/** PUT …/synctime; `filter` defaults to 0.5 (spec §9). */
export const syncTimeBody = z.object({
  current_time: wholeStreamMs,
  server_time: wholeEpochMs,
  filter: deviceFraction.default(0.5),
});

/** PUT /hsp/resume and /hssp/resume (`pick_up` or the reference's camelCase `pickUp`). */
export const resumeBody = z
  .object({ pick_up: z.boolean().optional(), pickUp: z.boolean().optional() })
  .transform((b) => b.pick_up ?? b.pickUp ?? false);

/**
 * PUT /hssp/setup. Any string is a `url` by the contract; one the service will not fetch (an empty
 * one included) is refused by the route with 400 `UNSUPPORTED_URL`.
 */
export const hsspSetupBody = z.object({ url: z.string(), notify: z.boolean().optional() });

/** PUT /hssp/play. */
export const hsspPlayBody = z.object({
  start_time: wholeStreamMs,
  server_time: wholeEpochMs,
  playback_rate: playbackRate.optional(),
  loop: z.boolean().optional(),
});

/** PUT /stream/setup. Any string is a `stream_ref` by the contract; an unknown one is StreamNotFound. */
export const streamSetupBody = z.object({
  stream_ref: z.string(),
  notify: z.boolean().optional(),
});

/** PUT /stream/play. */
export const streamPlayBody = hsspPlayBody.extend({ pause_on_starving: z.boolean().optional() });

/** PUT /hstp/offset. */
export const offsetBody = z.object({ offset: userOffsetMs });

/** PUT /hvp/state (all three required by the reference). */
export const hvpStateBody = z.object({
  amplitude: unit,
  frequency: finite.int().min(0).max(10_000),
  position: positionMm,
});

/** PUT /system/interfaces/status. */
export const interfacesBody = z.object({
  wifi: z.boolean().optional(),
  ble: z.boolean().optional(),
});

/** PUT /system/environment. */
export const environmentBody = z.object({
  environment: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/** PUT /system/reboot. */
export const rebootBody = z.object({ connection_mode: z.number().int().min(0).max(5) });

/** A firmware channel. */
export const featureFlags = z.enum(FEATURE_FLAGS);

/** PUT /ota/update/version. */
export const otaVersionBody = z.object({ version: z.string().min(1), feature_flags: featureFlags });

/** PUT /ota/channel: the channels a user may choose (`other` is the provider's own). */
export const otaChannelBody = z.object({
  feature_flags: z.enum(['production', 'staging', 'development']),
});

/** The signed payload of `/ota/update/fixed`. */
export const otaLinkPayload = z.object({
  ck: z.string(),
  version: z.string(),
  feature_flags: featureFlags,
});

/** GET /auth/token/issue query (reference §2; `ck` is the spec's name for `to`). */
export const tokenIssueQuery = z.object({
  ttl: z.coerce.number().int().min(60).max(86_400).default(3_600),
  to: z.string().optional(),
  ck: z.string().optional(),
  ip: z.string().optional(),
  origin: z.string().optional(),
  r: z.string().optional(),
  ua: z.string().optional(),
  al: z.string().optional(),
  ae: z.string().optional(),
  cc: z.string().optional(),
});
