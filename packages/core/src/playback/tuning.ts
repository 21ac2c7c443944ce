/**
 * The playback engine's numbers, each with the evidence behind it. The starting values come from
 * how peers stream (docs: the sync-playback survey §6) and the spec (§4, §9); the 30-minute
 * simulation in `engine-long-run.test.ts` and `npm run bench` are where they are checked.
 */

/** HSSP: the first time adjust comes 2 s after play (spec §4, §9). */
export const HSSP_SYNC_FIRST_DELAY_MS = 2_000;
/** HSSP: the first time adjust corrects 90 % of the error (spec §4, §9). */
export const HSSP_SYNC_FIRST_FILTER = 0.9;
/** HSSP: later time adjusts every 15 s (spec §4, §9). */
export const HSSP_SYNC_INTERVAL_MS = 15_000;
/** Default time filter of a synctime (spec §9 "Default time filter 0.5"; funscript-io, SYN). */
export const SYNC_FILTER = 0.5;

/**
 * HSP: synctimes 1 and 3 s after each play settle the anchor while the device's clock sync is
 * freshest (SYN's schedule is 1, 2 and 3 s; the provider guide's "every 2 s for the first 10 s").
 * The 2 s one took nothing out that the 1 s one (filter 0.9) had left: on the emulator's model
 * (`npm run bench -- "Engine sync on the emulator model"`) mean and p95 |lag| stay 0.8 and 1 ms
 * without it, and HSP's requests a minute go from 12.7 to 11.3 (in the browser bench's 19 s
 * of start, play and seek, 31.5 before; 26–29 in two runs after this and issue 31's seek changes:
 * its target is ≤ 30).
 */
export const HSP_SYNC_AFTER_PLAY_MS: readonly number[] = [1_000, 3_000];
/** HSP: then a synctime every 10 s (SYN, funscript-io, ScriptPlayer all use 10 s). */
export const HSP_SYNC_INTERVAL_MS = 10_000;
/** HSP: the first synctime after a play corrects 90 % (SYN; spec uses 0.9 for HSSP's first). */
export const HSP_SYNC_FIRST_FILTER = 0.9;

/** Scrubbing settles this long after the last `seeked` before the device follows (SJP 0.4 s). */
export const SEEK_DEBOUNCE_MS = 300;

/** Points per `/hsp/add`, seed included: the API's maximum (spec `maxItems: 100`; SJP, VXB, TSG). */
export const HSP_POINTS_PER_ADD = 100;
/**
 * HSP: top up when less than this much script time is buffered ahead of the device. 30 s survives
 * a long network outage and keeps adds rare (SYN 30 s eager limit, SJP 30 s seed, TSG 45 s).
 */
export const HSP_LEAD_LOW_MS = 30_000;
/** HSP: top-ups fill to this much script time ahead (SJP refills to 60 s; survey §6 "30–60 s"). */
export const HSP_LEAD_HIGH_MS = 60_000;
/**
 * HSP: points kept free in the device's buffer; "near capacity gets buggy" (MFP217, JSD), so the
 * lead is capped at `max_points − 100`.
 */
export const HSP_CAPACITY_RESERVE_POINTS = 100;
/** HSP: threshold = tail − max(this, ⅓ of what is buffered ahead) (VXB's 60, JSD's max/3). */
export const HSP_THRESHOLD_MIN_POINTS = 60;
/** HSP: a seek within the buffer needs this much script ahead of it to skip a reseed (VXB 1 s). */
export const HSP_SEEK_HEADROOM_MS = 1_000;
/** HSP: the loop's padding point lies this far after the end (SYN `processForHandy`). */
export const HSP_LOOP_END_PAD_MS = 50;

/**
 * The watchdog's tick: it tops up from the engine's own estimate of the device position, so a
 * missed `hsp_threshold_reached` costs at most this long (VXB polls 750 ms over BLE; ours sends
 * nothing unless a top-up or poll is due).
 */
export const WATCHDOG_INTERVAL_MS = 1_000;
/** HSP: poll `/hsp/state` only after this long without any answer or event from the device. */
export const STATE_POLL_AFTER_MS = 12_000;
/** A failed play or top-up is retried after this long (VXB d93c714: "retry"), never in a loop. */
export const RETRY_AFTER_MS = 2_000;

/** Health: the window of recent delta samples the estimate is taken from. */
export const HEALTH_WINDOW_SAMPLES = 8;
/**
 * Health: the delta is the median of this share of the window with the shortest round trips (the
 * 2 fastest of 8). A sample's error is half the difference of its two one-way trips, and a short
 * round trip bounds that difference; under uneven jitter the plain median read −8 ms while the true
 * lag was ~1.5 ms (the way back was the slow one). Simulated with the way back slower by an
 * exponential extra of mean 20 ms: mean error 2.6 ms against the plain median's 7.6 (fastest half:
 * 3.7); under even jitter (±20 ms each way) 3.6 against 2.9. In the engine test
 * (`engine-slips.test.ts`) the plain median is 10.2 ms off, the fastest half 5.3, this under 5.
 */
export const HEALTH_FASTEST_SHARE = 0.25;
/** Health: |median delta| ≤ this is in sync (issue's p95 target 25 ms, with jitter headroom). */
export const IN_SYNC_MAX_MS = 50;
/** Health: ≤ this is drifting (VXB corrects above 120 ms); beyond it is lost. */
export const DRIFTING_MAX_MS = 150;
/** Health: no answer from the device for this long while playing is lost. */
export const LOST_AFTER_MS = 30_000;
/** Two consecutive samples beyond this trigger a hard re-play (ScriptPlayer's 500 ms). */
export const HARD_RESYNC_MS = 500;
/** Consecutive samples beyond {@link HARD_RESYNC_MS} that trigger it. */
export const HARD_RESYNC_SAMPLES = 2;

/**
 * Slip watch: how often the media sample is compared with the line the device was anchored on
 * (position at the anchor + elapsed × rate). Only arithmetic on `sample()`; nothing is sent unless
 * a slip is confirmed. In Chromium a video's clock slipped by tens of ms a few times a minute
 * (~50 ms behind 2 s in); correcting on the synctime schedule alone left p95 ≈ 40 ms of lag,
 * correcting as soon as the frames left the line brought it to ≈ 1 ms.
 */
export const SLIP_CHECK_INTERVAL_MS = 100;
/**
 * Slip watch: a deviation beyond this many media ms is a slip, and below 1× beyond this many ms of
 * wall time (media ms ÷ the rate: how far apart the person sees device and picture). Above a 60 fps
 * frame (16.7 ms is the rounding a frame-stamped clock can show, ±8 ms around the line) is too lax
 * for the 10 ms mean target, below a frame's half it would chase frame quantisation: 12 ms. In
 * media ms alone it let the device sit 24 ms off the picture at 0.5× (the bench's p95 there was
 * 15–28 ms); in wall time above 1× too it let the device sit 10 ms off at 2× for seconds, and 6 ms
 * at every rate chased the clock's noise (more requests, a seek that took seconds to settle).
 */
export const SLIP_BOUND_MS = 12;
/**
 * Slip watch: after a rate change, checks wait this long for the video's frames to show its new
 * line. Chromium's frames show a new rate some 80–90 ms after its `ratechange` (a probe of the
 * sync bench's clip, 1× to 1.5×); the media clock holds the old line until then, and its new
 * line needs a few hundred ms of frames for its median to settle (0.5× shows a frame every 67 ms).
 * At 300 ms, the check that corrected the device after a change read a clock 4–10 ms of media
 * off at 1.5× and left the device there for the next 15 s.
 */
export const SLIP_RATE_SETTLE_MS = 500;
/**
 * Slip watch: the first check after a rate change corrects the device whenever it is off by more
 * than this much wall time (media ms ÷ the rate), not only beyond {@link SLIP_BOUND_MS}: what is
 * left after a change is what the device keeps until the next synctime, and at 1.5× and 2× the
 * bound alone let it sit 6–8 ms off. One request a change; under this, none.
 */
export const SLIP_RATE_SETTLE_MIN_MS = 1.5;
/** Slip watch: consecutive checks beyond the bound that confirm a slip (one may be a hiccup). */
export const SLIP_CONFIRM_CHECKS = 2;
/** Slip watch: at least this long between two slip corrections (a jittery clock cannot storm). */
export const SLIP_MIN_GAP_MS = 1_000;
/**
 * Slip watch: at most this many slip corrections in any 60 s. With HSP's ~9 requests a minute of
 * its own, even a media clock that never holds its line keeps the engine under 60 a minute.
 */
export const SLIP_MAX_PER_MINUTE = 30;
/** Slip watch: a slip larger than this is re-played rather than pulled in by a synctime. */
export const SLIP_REPLAY_MS = HARD_RESYNC_MS;
/** Slip watch: the correcting synctime takes the whole error out (the line is known exactly). */
export const SLIP_SYNC_FILTER = 1;

/**
 * Live scripts (a looping beat, a playlist): top up when less than this much is buffered ahead.
 * Generated motion needs no long lead to survive a seek (there is none), and an edit replaces the
 * buffer anyway; 5 s still rides out a few slow requests (survey §6 "generate ≥5–10 s ahead").
 */
export const LIVE_LEAD_LOW_MS = 5_000;
/** Live scripts: top-ups fill to this much ahead (≤ 100 points per add keeps it to one request). */
export const LIVE_LEAD_HIGH_MS = 15_000;
/**
 * Live scripts: an edit takes effect this far ahead of the device at least (SGR's "recent command
 * timing plus padding"; survey §6 `max(500 ms, 2 × p95 add RTT)`, less on a fast link because the
 * flush carries the old motion up to the switch, so a late arrival costs nothing until then).
 */
export const LIVE_EDIT_LEAD_MIN_MS = 400;
/** Live scripts: the edit lead covers this many round trips (one queued request, then its own). */
export const LIVE_EDIT_LEAD_ROUND_TRIPS = 3;
/** Live scripts: a replacing flush starts this far behind the device, so it keeps its anchor. */
export const LIVE_FLUSH_BACK_MS = 250;

/**
 * How far ahead of the device an edit of a live script should take effect, given the last clock
 * sync's round trip (undefined: not measured yet, the minimum applies).
 */
export function liveEditLeadMs(roundTripMs: number | undefined): number {
  const trips = (roundTripMs ?? 0) * LIVE_EDIT_LEAD_ROUND_TRIPS;
  return Math.max(LIVE_EDIT_LEAD_MIN_MS, Math.ceil(trips));
}
