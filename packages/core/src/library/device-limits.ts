/**
 * The figures preflight judges a script by, each with where it comes from. "Reference" is
 * `shared/reference/handy-api-v3.md`; "bench" is `npm run bench -- library`.
 */

/**
 * The fastest the slider moves: 400 mm/s, enforced by the firmware (reference §12, a Sweet Tech
 * staff quote; the effective top is nearer 330–350 mm/s because of acceleration). The emulator's
 * motion model uses the same figure (`DEFAULT_SPEED_LIMITS`).
 */
export const DEVICE_MAX_SPEED_MM_PER_S = 400;

/** A full stroke: 100 mm on a Handy 1.0 (reference §12), where 1 %/s ≈ 1 mm/s. */
export const DEFAULT_STROKE_LENGTH_MM = 100;

/**
 * Points closer together than this are more than the device can follow as strokes: measured on
 * the emulator's motion model (bench "Library"), alternating targets are reached only down to an
 * interval of amplitude ÷ 400 mm/s: 250 ms for a full 100 mm stroke, 125 ms for 50 mm, 50 ms for
 * 20 mm, 25 ms for 10 mm, and 10 ms below each of those only 2–25 % of the targets are reached (the
 * slider arrives late, then skips what is already past). The knee moves with the amplitude, so the
 * model alone gives no single density limit (the speed limit is `tooFast`'s business); 50 ms is
 * where the points can carry at most a fifth of the stroke between them (20 mm), the scale of a
 * per-frame script (33 ms at 30 fps) and of the reference's per-point cost over Bluetooth (16–33 ms,
 * §12), where the eroscripts comparison saw the Handy skip high-frequency actions.
 */
export const TOO_DENSE_INTERVAL_MS = 50;

/** The fw 3 device's script limit for HSSP: 524,288 bytes of CSV (reference §8, §12). */
export const HSSP_SCRIPT_LIMIT_FW3_BYTES = 524_288;

/**
 * The script host's upload limit for other firmware (fw 4 has no device limit, reference §12): the
 * 1 MiB that clients hold uploads to (ScriptPlayer: "the maximum size for the script is 1MB", and
 * it uploads only up to 1 MiB − 5 KiB; reference §8). The real host's own limit is not published.
 */
export const HSSP_SCRIPT_LIMIT_BYTES = 1_048_576;

/** A first action later than this is worth a word: nothing moves for the first 10 s. */
export const LATE_START_MS = 10_000;

/** A last action this long before the video's end is worth a word: 10 s of stillness. */
export const EARLY_END_MS = 10_000;

/** Positions using less of the stroke than this (percent of 0–100) feel like a narrow script. */
export const NARROW_BAND_PCT = 50;
