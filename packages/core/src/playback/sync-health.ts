/**
 * How far the device is from the media: a rolling estimate of delta samples, and a verdict for the
 * health panel. Pure apart from the injected clock (for "no answer for a while").
 */
import { median } from '../median';
import type { Clock } from '../time/clock';
import type { SyncVerdict } from './types';
import {
  DRIFTING_MAX_MS,
  HEALTH_FASTEST_SHARE,
  HARD_RESYNC_MS,
  HARD_RESYNC_SAMPLES,
  HEALTH_WINDOW_SAMPLES,
  IN_SYNC_MAX_MS,
  LOST_AFTER_MS,
} from './tuning';

/** One request's timing and the device's answer, for {@link deltaSampleMs}. */
export interface DeltaInput {
  /** Media ms when the answer arrived (extrapolated to that instant). */
  readonly mediaAtAnswerMs: number;
  /** Engine-clock ms the request was sent and answered. */
  readonly sentAtMs: number;
  readonly answeredAtMs: number;
  /** Media playback rate. */
  readonly rate: number;
  /** The device's `current_time` in the answer. */
  readonly deviceTimeMs: number;
  /** The engine's offset: the device is sent script time media − offset (+ = device later). */
  readonly offsetMs: number;
  /**
   * The offset the device applies itself (`/hstp/offset`, + = later). It shifts the device's
   * clock, so in script time it counts × rate. Default 0.
   */
  readonly deviceOffsetMs?: number;
}

/**
 * Device versus media in ms, + when the device is behind. The device read its clock at about the
 * request's midpoint, so the media time is taken back by half the round trip (scaled by the rate)
 * before comparing: without it the figure would be biased by ~RTT/2 (SYN's raw delta).
 */
export function deltaSampleMs(input: DeltaInput): number {
  const halfRttMs = (input.answeredAtMs - input.sentAtMs) / 2;
  const mediaAtMidpointMs = input.mediaAtAnswerMs - halfRttMs * input.rate;
  const deviceOffsetMs = (input.deviceOffsetMs ?? 0) * input.rate;
  return mediaAtMidpointMs - input.offsetMs - deviceOffsetMs - input.deviceTimeMs;
}

/** One delta sample and the round trip of the request it came from. */
export interface HealthSample {
  readonly deltaMs: number;
  readonly roundTripMs: number;
}

/**
 * The median of the samples with the shortest round trips ({@link HEALTH_FASTEST_SHARE} of them,
 * at least one; the plain median when the round trips are all equal). A sample's error is half the difference of its two one-way trips, which a short
 * round trip bounds; slow trips are where uneven jitter hides.
 */
export function fastestMedian(samples: readonly HealthSample[]): number | undefined {
  const keep = Math.max(1, Math.ceil(samples.length * HEALTH_FASTEST_SHARE));
  const cutMs = [...samples].map((s) => s.roundTripMs).sort((a, b) => a - b)[keep - 1];
  // Ties with the cut are kept: equal round trips (or none given) give the plain median.
  const fastest = samples.filter((s) => cutMs === undefined || s.roundTripMs <= cutMs);
  return fastest.length > 0 ? median(fastest.map((s) => s.deltaMs)) : undefined;
}

/** Rolling delta estimate, verdict and the hard-resync rule. */
export class SyncHealthMeter {
  private samples: HealthSample[] = [];
  private lastAnswerAtMs: number | undefined;
  private beyondHardCount = 0;

  constructor(private readonly clock: Clock) {}

  /** Any answer or event from the device: it is still there. */
  noteAnswer(): void {
    this.lastAnswerAtMs = this.clock.now();
  }

  /**
   * Adds a delta sample with its request's round trip (ms). Returns true when this is the second consecutive sample beyond 500 ms:
   * the caller re-plays the device (a synctime would take too long to pull that in).
   */
  addSample(deltaMs: number, roundTripMs = 0): boolean {
    this.noteAnswer();
    this.samples = [...this.samples, { deltaMs, roundTripMs }].slice(-HEALTH_WINDOW_SAMPLES);
    this.beyondHardCount = Math.abs(deltaMs) > HARD_RESYNC_MS ? this.beyondHardCount + 1 : 0;
    if (this.beyondHardCount < HARD_RESYNC_SAMPLES) return false;
    this.beyondHardCount = 0;
    return true;
  }

  /** Forgets the samples (the device was re-anchored: old samples describe the old anchor). */
  restart(): void {
    this.samples = [];
    this.beyondHardCount = 0;
  }

  /** The median of the window's fastest samples, undefined until measured. */
  get deltaMs(): number | undefined {
    return fastestMedian(this.samples);
  }

  /**
   * The verdict while the device should play: lost when nothing answered for 30 s, otherwise by
   * the median (≤ 50 ms in sync, ≤ 150 ms drifting, beyond that lost); unknown when not playing
   * or not measured yet.
   */
  verdict(following: boolean): SyncVerdict {
    if (!following) return 'unknown';
    const last = this.lastAnswerAtMs;
    if (last !== undefined && this.clock.now() - last > LOST_AFTER_MS) return 'lost';
    const delta = this.deltaMs;
    if (delta === undefined) return 'unknown';
    const size = Math.abs(delta);
    if (size <= IN_SYNC_MAX_MS) return 'inSync';
    if (size <= DRIFTING_MAX_MS) return 'drifting';
    return 'lost';
  }
}
