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
 * HSP: synctimes 1, 2 and 3 s after each play settle the anchor while the device's clock sync is
 * freshest (SYN's schedule; the provider guide's "every 2 s for the first 10 s").
 */
export const HSP_SYNC_AFTER_PLAY_MS: readonly number[] = [1_000, 2_000, 3_000];
/** HSP: then a synctime every 10 s (SYN, funscript-io, ScriptPlayer all use 10 s). */
export const HSP_SYNC_INTERVAL_MS = 10_000;
/** HSP: the first synctime after a play corrects 90 % (SYN; spec uses 0.9 for HSSP's first). */
export const HSP_SYNC_FIRST_FILTER = 0.9;

/**
 * The media leaving the line the device was last given (a play or a time adjust) by more than this
 * is corrected at once by a full time adjust. Chromium's video clock slips by tens of ms a few
 * times a minute without any event; correcting only on the schedule leaves the device off until the
 * next adjust (bench "sync floor": p95 ≈ 40 ms), correcting at 8 ms keeps it at ≈ 1 ms, and the
 * frame clock's own noise is ~1 ms, so 8 ms never fires on noise.
 */
export const MEDIA_SLIP_MAX_MS = 8;
/** How often the media is checked against that line (no request unless it slipped). */
export const MEDIA_SLIP_CHECK_MS = 100;
/** A slip's time adjust corrects all of it: the media's position is known to the frame. */
export const MEDIA_SLIP_FILTER = 1;

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

/** Health: median over this many recent delta samples. */
export const HEALTH_WINDOW_SAMPLES = 5;
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
