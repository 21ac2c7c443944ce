/**
 * Client ↔ server clock synchronisation. The device API wants every play / synctime call stamped with
 * the *server's* current time, so the client estimates `offsetMs` such that
 * `serverNow ≈ clientNow + offsetMs` from a handful of `/servertime` round trips.
 */
import { median } from '../median';
import type { ClockEstimatorName } from './clock-estimator-names';

/** One round trip to the server's time endpoint, all in milliseconds. */
export interface TimeSample {
  /** Client clock when the request was sent. */
  sentAtMs: number;
  /** The server's clock as reported in the response. */
  serverTimeMs: number;
  /** Client clock when the response arrived. */
  receivedAtMs: number;
}

/** The result of a clock sync. */
export interface ClockEstimate {
  /** Add to a client time to get the server time. */
  offsetMs: number;
  /** A representative round-trip delay of the samples the estimate rests on. */
  rtdMs: number;
  /** How many samples the estimate rests on. */
  samplesUsed: number;
  /** The estimator that produced this result. */
  estimator: ClockEstimatorName;
}

/** Turns a set of samples into one estimate; throws {@link ClockSyncError} when no sample is usable. */
export type ClockEstimator = (samples: readonly TimeSample[]) => ClockEstimate;

/** Samples taken per sync unless the caller asks otherwise (spec §9). */
export const DEFAULT_CLOCK_SYNC_SAMPLES = 10;

/** A clock sync older than this is stale and must be redone (spec §9: at most one hour). */
export const CLOCK_SYNC_VALIDITY_MS = 3_600_000;

/**
 * Both clocks tick in whole milliseconds, so a reading may be up to 1 ms off the instant it names.
 * The interval estimator widens every bound by this much so that rounding alone never makes two
 * honest samples look inconsistent.
 */
const CLOCK_RESOLUTION_MS = 1;

const MIN_SAMPLES_MESSAGE = 'times must be at least 1';

/** Raised when a sync is asked for fewer than one sample, or is given no usable sample. */
export class ClockSyncError extends Error {
  constructor() {
    super(MIN_SAMPLES_MESSAGE);
    this.name = 'ClockSyncError';
  }
}

interface Measurement {
  offsetMs: number;
  rtdMs: number;
  /** The server stamped its time somewhere inside the round trip, so the true offset lies in [lo, hi]. */
  loMs: number;
  hiMs: number;
}

/**
 * Per-sample offset: assume the server read its clock half-way through the round trip.
 * Samples with non-finite fields or a negative round trip (the client clock stepped back) say
 * nothing reliable and are dropped.
 */
function toMeasurements(samples: readonly TimeSample[]): Measurement[] {
  const out: Measurement[] = [];
  for (const s of samples) {
    const { sentAtMs, serverTimeMs, receivedAtMs } = s;
    if (![sentAtMs, serverTimeMs, receivedAtMs].every(Number.isFinite)) continue;
    const rtdMs = receivedAtMs - sentAtMs;
    if (rtdMs < 0) continue;
    out.push({
      offsetMs: serverTimeMs + rtdMs / 2 - receivedAtMs,
      rtdMs,
      loMs: serverTimeMs - receivedAtMs - CLOCK_RESOLUTION_MS,
      hiMs: serverTimeMs - sentAtMs + CLOCK_RESOLUTION_MS,
    });
  }
  if (out.length === 0) throw new ClockSyncError();
  return out;
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

function byRoundTrip(a: Measurement, b: Measurement): number {
  return a.rtdMs - b.rtdMs;
}

/**
 * The product spec's estimator (§9): sort by round trip, drop the slowest third, average the
 * offsets and round trips of the rest.
 */
export const estimateOffsetSpec: ClockEstimator = (samples) => {
  const sorted = toMeasurements(samples).sort(byRoundTrip);
  const kept = sorted.slice(0, sorted.length - Math.floor(sorted.length / 3));
  return {
    offsetMs: mean(kept.map((m) => m.offsetMs)),
    rtdMs: mean(kept.map((m) => m.rtdMs)),
    samplesUsed: kept.length,
    estimator: 'spec',
  };
};

interface Region {
  loMs: number;
  hiMs: number;
  count: number;
}

/**
 * Marzullo's algorithm: the regions covered by the largest number of intervals. Every honest sample
 * contains the true offset, so that region is where it lies; a sample whose interval misses it
 * (a server hiccup, a clock step) is outvoted instead of dragging an average.
 */
function bestRegions(ms: readonly Measurement[]): Region[] {
  const edges = ms.flatMap((m) => [
    { atMs: m.loMs, delta: 1 },
    { atMs: m.hiMs, delta: -1 },
  ]);
  // At equal positions starts come first: closed intervals that touch still overlap.
  edges.sort((a, b) => a.atMs - b.atMs || b.delta - a.delta);
  let count = 0;
  let best = 0;
  let regions: Region[] = [];
  edges.forEach((edge, i) => {
    count += edge.delta;
    if (edge.delta < 0 || count < best) return;
    const region = { loMs: edge.atMs, hiMs: edges[i + 1]?.atMs ?? edge.atMs, count };
    if (count > best) {
      best = count;
      regions = [region];
    } else {
      regions.push(region);
    }
  });
  return regions;
}

/**
 * Glide's estimator: intersect the per-sample bounds instead of averaging midpoints.
 *
 * The server read its clock between send and receipt, so each sample bounds the offset to
 * `[serverTime − receivedAt, serverTime − sentAt]`. The midpoint of one interval has an error of
 * half the up/down delay difference; the intersection of all intervals is bounded by the *fastest*
 * uplink and the *fastest* downlink seen across every sample, which under symmetric random jitter
 * is far tighter than any average of midpoints (see the simulation test). Marzullo's algorithm keeps
 * the region most samples agree on, so a minority of bad samples is outvoted. When no strict
 * majority agrees (the clocks stepped mid-sync), it falls back to the median offset of the faster
 * half of the samples, which the slow and asymmetric round trips cannot move.
 */
export const estimateOffsetGlide: ClockEstimator = (samples) => {
  const ms = toMeasurements(samples);
  const medianOffsetMs = median(ms.map((m) => m.offsetMs));
  const regions = bestRegions(ms);
  const distance = (r: Region) => Math.abs((r.loMs + r.hiMs) / 2 - medianOffsetMs);
  const region = regions.reduce<Region | undefined>(
    (best, r) => (best === undefined || distance(r) < distance(best) ? r : best),
    undefined,
  );
  if (region && region.count * 2 > ms.length) {
    const agreeing = ms.filter((m) => m.loMs <= region.loMs && m.hiMs >= region.hiMs);
    return {
      offsetMs: (region.loMs + region.hiMs) / 2,
      rtdMs: median(agreeing.map((m) => m.rtdMs)),
      samplesUsed: agreeing.length,
      estimator: 'glide',
    };
  }
  const fastest = [...ms].sort(byRoundTrip).slice(0, Math.ceil(ms.length / 2));
  return {
    offsetMs: median(fastest.map((m) => m.offsetMs)),
    rtdMs: median(fastest.map((m) => m.rtdMs)),
    samplesUsed: fastest.length,
    estimator: 'glide',
  };
};

/** The estimators by name, for a setting that chooses one. */
export const CLOCK_ESTIMATORS: Readonly<Record<ClockEstimatorName, ClockEstimator>> = {
  spec: estimateOffsetSpec,
  glide: estimateOffsetGlide,
};

/**
 * The estimator used unless one is chosen: Glide's, which a minority of bad samples cannot move
 * (they are outvoted rather than averaged in); the bench compares both on the same samples.
 */
export const DEFAULT_CLOCK_ESTIMATOR: ClockEstimatorName = 'glide';

/** Options of {@link syncClock}. */
export interface SyncClockOptions {
  /** Performs one round trip to the server's time endpoint. */
  sample: () => Promise<TimeSample>;
  /** Number of samples; a positive integer, default {@link DEFAULT_CLOCK_SYNC_SAMPLES}. */
  times?: number;
  /** Default: the {@link DEFAULT_CLOCK_ESTIMATOR}'s. */
  estimator?: ClockEstimator;
  /**
   * How many failed samples to skip before giving up (default 0: the first failure ends the sync).
   * A skipped failure is replaced by another sample, so a sync still rests on `times` samples. A
   * fraction is rounded down; a number that is not finite counts as 0.
   */
  maxFailedSamples?: number;
  /** Once aborted, a failure ends the sync at once instead of counting as a skipped sample. */
  signal?: AbortSignal;
}

/**
 * Takes `times` samples one after the other and estimates the offset. Samples are never taken in
 * parallel: concurrent requests queue behind each other and skew their round trips.
 *
 * @throws {@link ClockSyncError} if `times` is not an integer ≥ 1 (before any request is made), or
 * if no sample is usable. An error from `sample` propagates unchanged once more than
 * `maxFailedSamples` samples have failed, or at once after `signal` aborted.
 */
export async function syncClock(opts: SyncClockOptions): Promise<ClockEstimate> {
  const times = opts.times ?? DEFAULT_CLOCK_SYNC_SAMPLES;
  if (!Number.isInteger(times) || times < 1) throw new ClockSyncError();
  // Anything but a finite number skips no failure: NaN would compare false forever and retry a
  // dead server without end.
  const allowed = opts.maxFailedSamples ?? 0;
  const maxFailed = Number.isFinite(allowed) ? Math.max(0, Math.floor(allowed)) : 0;
  const samples: TimeSample[] = [];
  let failed = 0;
  while (samples.length < times) {
    try {
      // Sequential on purpose, see above.
      samples.push(await opts.sample());
    } catch (error) {
      failed += 1;
      if (failed > maxFailed || opts.signal?.aborted) throw error;
    }
  }
  return (opts.estimator ?? CLOCK_ESTIMATORS[DEFAULT_CLOCK_ESTIMATOR])(samples);
}

/**
 * Whether a sync made at `syncedAtMs` may still be used at `nowMs`. A sync from the future means
 * the client clock stepped backwards since, so the stored offset no longer holds.
 */
export function isClockSyncValid(
  syncedAtMs: number,
  nowMs: number,
  maxAgeMs: number = CLOCK_SYNC_VALIDITY_MS,
): boolean {
  const ageMs = nowMs - syncedAtMs;
  return Number.isFinite(ageMs) && ageMs >= 0 && ageMs <= maxAgeMs;
}
