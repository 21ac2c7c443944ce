/**
 * The slider's stroke zone. The emulated slider is 100 mm long; `min`/`max` (0–1) choose the part of
 * it that relative positions map into, so `min_absolute = min · 100 mm`, `max_absolute = max · 100 mm`
 * (the reference's example 11.2 / 102.0 mm describes a differently calibrated unit).
 */

/** Length of the emulated slider. */
export const STROKE_LENGTH_MM = 100;

/** The relative stroke limits, both 0–1 with `min < max`. */
export interface StrokeZone {
  min: number;
  max: number;
}

/** The `/slider/stroke` answer and the `stroke_changed` payload. */
export interface StrokeSettings {
  min: number;
  max: number;
  min_absolute: number;
  max_absolute: number;
}

/** The full range. */
export const FULL_ZONE: StrokeZone = { min: 0, max: 1 };

/** Absolute position (mm) of a relative position (0–1) inside the zone. */
export function zoneToMm(zone: StrokeZone, relative: number): number {
  const r = Math.min(1, Math.max(0, relative));
  return (zone.min + r * (zone.max - zone.min)) * STROKE_LENGTH_MM;
}

/**
 * A zone inside a zone: HAMP's stroke is relative to the slider's (reference §6: slider [0.5, 1] with
 * HAMP [0.5, 1] gives [0.75, 1]).
 */
export function nestedZone(outer: StrokeZone, inner: StrokeZone): StrokeZone {
  const span = outer.max - outer.min;
  return { min: outer.min + inner.min * span, max: outer.min + inner.max * span };
}

/** The wire form of a zone. */
export function strokeSettings(zone: StrokeZone): StrokeSettings {
  return {
    min: zone.min,
    max: zone.max,
    min_absolute: zone.min * STROKE_LENGTH_MM,
    max_absolute: zone.max * STROKE_LENGTH_MM,
  };
}
