/**
 * Circular (phase) arithmetic on a period: a tap's delay is only known modulo the beat period, so
 * its centre is found on the circle first and the delays unwrapped around it after.
 */

/**
 * `value` moved by whole periods into `[startMs, startMs + periodMs)`.
 *
 * @param value - Any finite number.
 * @param startMs - The window's start.
 * @param periodMs - The period; must be positive.
 */
export function wrapInto(value: number, startMs: number, periodMs: number): number {
  const shifted = (value - startMs) % periodMs;
  const inWindow = shifted < 0 ? shifted + periodMs : shifted;
  // `x % p + p` can round up to exactly `p`; the window is half-open.
  return startMs + (inWindow >= periodMs ? 0 : inWindow);
}

/** The direction of a set of phases and how tightly they agree. */
export interface CircularCentre {
  /** The circular mean in `[0, periodMs)`; 0 when there are no values or they cancel out. */
  readonly centreMs: number;
  /**
   * The mean resultant length in [0, 1]: 1 when every value has the same phase, near 0 when they
   * are spread evenly over the period (taps out of rhythm).
   */
  readonly coherence: number;
}

/**
 * The circular mean of `values` taken modulo `periodMs`.
 *
 * @param values - Times or delays in ms; only their phase modulo the period matters.
 * @param periodMs - The period; must be positive.
 */
export function circularCentre(values: readonly number[], periodMs: number): CircularCentre {
  if (values.length === 0) return { centreMs: 0, coherence: 0 };
  let cos = 0;
  let sin = 0;
  for (const value of values) {
    const angle = (2 * Math.PI * wrapInto(value, 0, periodMs)) / periodMs;
    cos += Math.cos(angle);
    sin += Math.sin(angle);
  }
  const coherence = Math.hypot(cos, sin) / values.length;
  // Below floating-point noise the direction is meaningless; say so with a zero centre.
  if (coherence < 1e-9) return { centreMs: 0, coherence: 0 };
  const angle = Math.atan2(sin, cos);
  return { centreMs: wrapInto((angle / (2 * Math.PI)) * periodMs, 0, periodMs), coherence };
}

/**
 * `value` moved by whole periods to within half a period of `centreMs`: into
 * `[centreMs − periodMs/2, centreMs + periodMs/2)`.
 */
export function unwrapAround(value: number, centreMs: number, periodMs: number): number {
  return wrapInto(value, centreMs - periodMs / 2, periodMs);
}
