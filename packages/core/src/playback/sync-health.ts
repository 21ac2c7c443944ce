/**
 * How far the device is from the media: a rolling median of delta samples, and a verdict for the
 * health panel. Pure apart from the injected clock (for "no answer for a while").
 */
import type { Clock } from '../time/clock';
import type { SyncVerdict } from './types';
import {
  DRIFTING_MAX_MS,
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
  /** The user's offset: the device plays script time media − offset (+ = device later). */
  readonly offsetMs: number;
}

/**
 * Device versus media in ms, + when the device is behind. The device read its clock at about the
 * request's midpoint, so the media time is taken back by half the round trip (scaled by the rate)
 * before comparing: without it the figure would be biased by ~RTT/2 (SYN's raw delta).
 */
export function deltaSampleMs(input: DeltaInput): number {
  const halfRttMs = (input.answeredAtMs - input.sentAtMs) / 2;
  const mediaAtMidpointMs = input.mediaAtAnswerMs - halfRttMs * input.rate;
  return mediaAtMidpointMs - input.offsetMs - input.deviceTimeMs;
}

function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

/** Rolling delta median, verdict and the hard-resync rule. */
export class SyncHealthMeter {
  private samples: number[] = [];
  private lastAnswerAtMs: number | undefined;
  private beyondHardCount = 0;

  constructor(private readonly clock: Clock) {}

  /** Any answer or event from the device: it is still there. */
  noteAnswer(): void {
    this.lastAnswerAtMs = this.clock.now();
  }

  /**
   * Adds a delta sample. Returns true when this is the second consecutive sample beyond 500 ms:
   * the caller re-plays the device (a synctime would take too long to pull that in).
   */
  addSample(deltaMs: number): boolean {
    this.noteAnswer();
    this.samples = [...this.samples, deltaMs].slice(-HEALTH_WINDOW_SAMPLES);
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

  /** The rolling median, undefined until measured. */
  get deltaMs(): number | undefined {
    return median(this.samples);
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
