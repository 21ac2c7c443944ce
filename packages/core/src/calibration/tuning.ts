/**
 * The tap calibration's numbers, each with the evidence behind it. The figures quoted come from the
 * seeded simulations in `calibration.properties.test.ts` and `npm run bench -- "Tap calibration"`
 * (README.md in this folder has the tables).
 */

/** Issue 21: a phase needs at least this many accepted taps before its estimate counts. */
export const CALIBRATION_MIN_TAPS = 12;

/**
 * The first taps of a phase are warm-up and never counted: the tapper is still finding the beat
 * (issue 21, "the first few taps discarded"). Three taps is a second and a half at 120 BPM.
 */
export const CALIBRATION_WARM_UP_TAPS = 3;

/**
 * A phase is enough when the 95 % half-width of its offset is at most this, so the lag's is at
 * most 3.5·√2 ≈ 5 ms. The hardest tapper (uniform jitter of ±40 ms, with outliers) then
 * lands within ±10 ms in 99.6 % of sessions; at 4 ms it was 99.4 %, at 5 ms 99.0 % (README.md).
 */
export const CALIBRATION_PHASE_HALF_WIDTH_MS = 3.5;

/**
 * After this many taps in a phase (32 s at 120 BPM) the wizard stops asking and takes what it has;
 * the result is then flagged `wide`. Uniform jitter of ±40 ms needs 42 taps (median), ±60 ms
 * 56; a Gaussian tapper of σ = 20 ms reaches the cap with the phase known to about ±5 ms.
 */
export const CALIBRATION_MAX_TAPS = 64;

/**
 * A capped result is flagged `wide` only when its lag's 95 % half-width is over this: the issue
 * asks for the lag within ±10 ms, and a capped phase usually still gives that. A person's taps
 * scatter like a bell curve more than evenly; at σ = J/2 (J 10–60 ms) 64.5 % of simulated sessions
 * reached the cap, yet 98.5 % of all were within ±10 ms (`npm run bench -- "Tap calibration"`), so
 * warning on every capped result would tell most people to measure again for nothing.
 */
export const CALIBRATION_TRUSTED_UNCERTAINTY_MS = 10;

/** Converts a median absolute deviation to a standard deviation for Gaussian data. */
export const MAD_TO_SIGMA = 1.4826;

/**
 * A tap farther than this many scaled MADs from the median is an outlier. The MAD of a dozen taps
 * is noisy: at 5 a Gaussian tapper loses under 0.3 % of its good taps and a uniform one under
 * 0.15 %, at 3.5 ten times as many, which shrinks the spread and stops phases early (99.85 % of
 * sessions within ±10 ms against 99.92 %, Gaussian coverage 92.0 % against 92.9 %). Taps nearer than this that are still wrong are the
 * double taps (one per beat is kept) and, for the midrange, the edge outliers (location.ts).
 */
export const OUTLIER_MADS = 5;

/**
 * The scaled MAD is never taken below this, so that a very steady tapper (all taps within a few
 * ms, or on a coarse timestamp grid with a MAD of 0) does not have good taps rejected: below a
 * 5 ms scale only taps over 17.5 ms from the median go.
 */
export const MAD_FLOOR_MS = 5;

/**
 * The MAD rule never rejects more than this share of a phase's paired taps. Outliers are the odd
 * tap; when a fifth of the taps look like outliers, a chance cluster of the others has made the
 * MAD too small (one uniform ±40 ms session in 5,000 had 4 of its 16 good taps rejected, claimed
 * ±4 ms and was 32 ms off).
 */
export const MAX_OUTLIER_SHARE = 0.2;

/**
 * Below this many accepted taps the light-tailed estimate (the midrange) is never chosen: its
 * interval rests on the two extreme taps, and telling uniform jitter from Gaussian needs numbers
 * (at 16, a uniform sample is recognised 16 % of the time; at 30, 53 %).
 */
export const LIGHT_TAILS_MIN_TAPS = 16;

/**
 * Where a phase's offset is reported, as shares of the period: [−0.2, 0.8) of it, −100 to +400 ms
 * at 120 BPM. Only the offset modulo the period is observable; this window holds every human
 * reaction time from a slightly early tap to a slow one.
 */
export const PHASE_WINDOW_START = -0.2;

/**
 * Where the lag (device − video) is reported, as shares of the period: [−0.4, 0.6) of it, −200 to
 * +300 ms at 120 BPM, which holds the issue's −100…200 ms with 100 ms to spare on each side. A lag
 * outside it reads one period off: a device 350 ms late reads as 150 ms early.
 */
export const LAG_WINDOW_START = -0.4;

/**
 * For the midrange, an extreme tap this many mean inner gaps away from its neighbour is an edge
 * outlier (location.ts). Without the rule a stray tap just past the edge hid the light tails and
 * 11 % of sessions hit the cap, against 2.5 %; at 5 it drops too many good extremes (±40 ms
 * jitter: 99.2 % within ±10 ms against 99.6 %, and the interval covers 90 %).
 */
export const EDGE_GAP_FACTOR = 10;

/** At most this many edge outliers are set aside in all. */
export const MAX_EDGE_OUTLIERS = 4;
