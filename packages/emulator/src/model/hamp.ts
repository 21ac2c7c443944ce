import { HampPlayState } from './enums';
import { DEFAULT_SPEED_LIMITS, type Waypoint } from './motion';
import { FULL_ZONE, type StrokeZone } from './stroke-zone';

/** The `HampState` wire shape. */
export interface HampState {
  play_state: HampPlayState;
  velocity: number;
  direction: boolean;
}

/** A zone narrower than this is treated as a point: oscillating in it would mean endless turns. */
const MIN_OSCILLATION_MM = 1;

/**
 * HAMP speed: velocity is a fraction of the top speed (reference §12: v · 400 mm/s), raised to the
 * firmware's floor of 32 mm/s. Velocity 0 means standing still.
 */
export function hampSpeedMmPerS(velocity: number): number {
  if (velocity <= 0) return 0;
  return Math.max(DEFAULT_SPEED_LIMITS.minMmPerS, velocity * DEFAULT_SPEED_LIMITS.maxMmPerS);
}

/**
 * The endless back-and-forth between `loMm` and `hiMm` at `speedMmPerS`, starting from `startMm` in
 * direction `up`. A slider outside the zone first heads into it.
 */
export function* hampWaypoints(
  startMs: number,
  startMm: number,
  loMm: number,
  hiMm: number,
  speedMmPerS: number,
  up: boolean,
): Generator<Waypoint> {
  if (speedMmPerS <= 0) return;
  if (hiMm - loMm < MIN_OSCILLATION_MM) {
    const centreMm = (loMm + hiMm) / 2;
    yield { atMs: startMs + (Math.abs(centreMm - startMm) / speedMmPerS) * 1000, posMm: centreMm };
    return;
  }
  let goingUp = startMm > hiMm ? false : startMm < loMm ? true : up;
  let atMs = startMs;
  let posMm = startMm;
  for (;;) {
    const targetMm = goingUp ? hiMm : loMm;
    atMs += (Math.abs(targetMm - posMm) / speedMmPerS) * 1000;
    yield { atMs, posMm: targetMm };
    posMm = targetMm;
    goingUp = !goingUp;
  }
}

/** The HAMP (automatic stroking) settings of one device. */
export class Hamp {
  playing = false;
  velocity = 0;
  /** HAMP's own stroke, relative to the slider's zone. */
  stroke: StrokeZone = { ...FULL_ZONE };
  /** The last known direction, reported while the slider is not moving. */
  directionUp = true;

  /** Starts stroking; a stopped HAMP starts at velocity 0 (reference §6, "starts with velocity 0"). */
  start(): void {
    if (!this.playing) this.velocity = 0;
    this.playing = true;
  }

  /** Stops stroking. */
  stop(): void {
    this.playing = false;
  }

  /** Forgets everything (mode change or reboot). */
  reset(): void {
    this.playing = false;
    this.velocity = 0;
    this.stroke = { ...FULL_ZONE };
  }

  /** The wire state; `velocityMmPerS` is the slider's current motion. */
  state(velocityMmPerS: number): HampState {
    if (velocityMmPerS > 0) this.directionUp = true;
    else if (velocityMmPerS < 0) this.directionUp = false;
    return {
      play_state: this.playing ? HampPlayState.PLAYING : HampPlayState.STOPPED,
      velocity: this.velocity,
      direction: this.directionUp,
    };
  }
}
