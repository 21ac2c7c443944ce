/**
 * The range of every time, offset, position, speed and rate a request may carry, in one place.
 * zod already refuses NaN and ±Infinity, but a finite number is not enough: `1e308` passed, and sums
 * and products of such values (a play anchor times the rate, an offset added to the clock) overflow
 * to Infinity and then to NaN, which `JSON.stringify` prints as `null`. Each bound below is far above
 * what a client can mean and low enough that every sum the model forms stays a finite, exact number.
 *
 * The contract states none of these ranges (its own minimums and maximums, such as a point's `t` of
 * at least 0, its `x` 0–100 or a tail index of at least 1, are plain zod checks, here and in
 * `schemas.ts`, answered 400), so a value beyond one is a valid request that the emulated device
 * cannot carry out. Each bound is therefore a *device limit*
 * ({@link deviceRange}, {@link deviceRule}): its zod issue is tagged, and a device call answers it
 * with the device error `InvalidArgument` inside HTTP 200 instead of a 400 (`parse.ts`,
 * `device-call.ts`). Either way the value never reaches the model. The control API, which is no
 * part of the contract, answers every failed check with 400.
 */
import { z } from 'zod';
import { MAX_MOTION_LAG_MS } from '../model/motion-lag';

/** The `params` key that tags an issue as a device limit's. */
const DEVICE_LIMIT = 'deviceLimit';

/**
 * A rule of the emulated device, not of the contract: its failure is a device error on the API.
 * `message` follows the field's name (`playback_rate is outside …`).
 */
export function deviceRule<T>(holds: (value: T) => boolean, message: string): z.core.$ZodCheck<T> {
  return z.refine<T>(holds, { message, params: { [DEVICE_LIMIT]: true } });
}

/** The device's range for a number, inclusive, as a {@link deviceRule}. */
export function deviceRange(min: number, max: number, unit = ''): z.core.$ZodCheck<number> {
  const range = `${String(min)} to ${String(max)}${unit === '' ? '' : ` ${unit}`}`;
  return deviceRule<number>((v) => v >= min && v <= max, `is outside the device's range ${range}`);
}

/** Whether a zod issue is a device limit's ({@link deviceRule}) rather than the contract's. */
export function isDeviceLimitIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.[DEVICE_LIMIT] === true;
}

/**
 * The contract's `integer`: any whole number. Not zod's `.int()`, which also refuses whole numbers
 * beyond 2⁵³ as unsafe; the contract calls `1e20` an integer, so such a value is the device's to
 * refuse, by the range the field carries.
 */
export const whole = z.refine<number>(Number.isInteger, 'Invalid input: expected an integer');

/**
 * Longest stream time, ms: `t` of a point, `start_time`, `current_time`. The reference types them as
 * `int` ms; 2³¹ − 1 (about 24.8 days) is what a 32-bit integer holds and far beyond any script.
 */
export const MAX_STREAM_MS = 2_147_483_647;

/**
 * Largest server-clock instant, ms since the epoch: the last instant a JavaScript `Date` can hold
 * (±8.64e15). A `server_time` beyond it is not a time at all.
 */
export const MAX_EPOCH_MS = 8_640_000_000_000_000;

/**
 * Largest user time offset (`/hstp/offset`), ms either way. It corrects audio/video against the
 * device by a few hundred ms; the app itself allows ±5 s, so one minute leaves room for any client.
 */
export const MAX_USER_OFFSET_MS = 60_000;

/**
 * Largest clock offset, ms either way: the server clock's offset (`/control/server-clock`) and a
 * device's clock error (`clockOffsetMs`). A clock off by more than a day no longer shows the right date.
 */
export const MAX_CLOCK_OFFSET_MS = 86_400_000;

/**
 * Longest absolute position, mm (HDSP `xa`, HVP `position`): the longest stroke any model of the
 * family is quoted with (reference §12, "marketing often says 110 mm"). The emulated slider is 100 mm
 * and clamps into its stroke zone; the bound only keeps the figure physical.
 */
export const MAX_POSITION_MM = 110;

/**
 * Fastest absolute speed a request may ask for, mm/s (HDSP `va`). The firmware moves at most 400 mm/s
 * and a faster request simply arrives late; clients derive `va` from scripts, and the fastest move a
 * millisecond-timed script can hold is its whole 0–100 range in 1 ms (100 000 units/s ≈ mm/s).
 */
export const MAX_SPEED_MM_PER_S = 100_000;

/**
 * Longest HDSP move duration `t`, ms: the API's longest request timeout (reference §12, 60 s); the
 * slowest the firmware moves (32 mm/s) crosses the whole slider in about 3 s anyway.
 */
export const MAX_MOVE_DURATION_MS = 60_000;

/**
 * Playback rates (`playback_rate`): 0.01 to 10. Above 10 nothing stays in sync; below 0.01 a second
 * of script lasts more than a minute and a half, and dividing by a vanishing rate is what would
 * overflow (the play clock maps stream time back to the clock by dividing by it).
 */
export const MIN_PLAYBACK_RATE = 0.01;
/** See {@link MIN_PLAYBACK_RATE}. */
export const MAX_PLAYBACK_RATE = 10;

/**
 * Largest HSP stream index (`tail_point_stream_index`, the threshold): the same 32-bit unsigned range
 * as `stream_id`, more points than any stream can carry.
 */
export const MAX_STREAM_INDEX = 4_294_967_295;

const finite = z.number();

/** A stream time, ms (may be negative for a play that starts before the first point). */
export const streamTimeMs = finite.check(deviceRange(-MAX_STREAM_MS, MAX_STREAM_MS, 'ms'));
/** A point's time, ms from the stream's start (the contract's `PointTime` is at least 0). */
export const pointTimeMs = finite.min(0).check(deviceRange(0, MAX_STREAM_MS, 'ms'));
/** A server-clock instant, ms since the epoch. */
export const epochMs = finite.check(deviceRange(-MAX_EPOCH_MS, MAX_EPOCH_MS, 'ms'));
/** The user time offset, ms. */
export const userOffsetMs = finite.check(
  deviceRange(-MAX_USER_OFFSET_MS, MAX_USER_OFFSET_MS, 'ms'),
);
/** A clock offset or clock error, ms (control API only: not a device limit). */
export const clockOffsetMs = finite.min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS);
/**
 * A device's mechanical lag (`motionLagMs`), whole ms from 0 to {@link MAX_MOTION_LAG_MS}. A motor
 * cannot move before it is told to, so a negative lag means nothing. Control API only.
 */
export const motionLagMs = z.number().int().min(0).max(MAX_MOTION_LAG_MS);
/** An absolute slider position, mm. */
export const positionMm = finite.check(deviceRange(0, MAX_POSITION_MM, 'mm'));
/** An absolute speed, mm/s. */
export const speedMmPerS = finite.check(deviceRange(0, MAX_SPEED_MM_PER_S, 'mm/s'));
/** An HDSP move duration, ms. */
export const moveDurationMs = finite.check(deviceRange(0, MAX_MOVE_DURATION_MS, 'ms'));
/** A playback rate. */
export const playbackRate = finite.check(deviceRange(MIN_PLAYBACK_RATE, MAX_PLAYBACK_RATE));
/** An HSP stream index. */
export const streamIndex = finite.check(deviceRange(0, MAX_STREAM_INDEX));
/** A point: `t` ms, `x` 0–100 (reference §5, "Point"; the contract's corrected `PointPosition`). */
export const point = z.object({ t: pointTimeMs, x: finite.min(0).max(100) });
