import type { SliderEntity } from '../session/state';

/** A stroke zone as the control shows it: whole percentages of the slider, `minPct < maxPct`. */
export interface StrokeZonePct {
  readonly minPct: number;
  readonly maxPct: number;
}

type ZoneFields = Pick<SliderEntity, 'min' | 'max' | 'min_absolute' | 'max_absolute'>;

/** The device's stroke zone in whole percentages, once the device has reported it. */
export function strokeZoneOf(slider: ZoneFields): StrokeZonePct | undefined {
  if (slider.min === undefined || slider.max === undefined) return undefined;
  return { minPct: Math.round(slider.min * 100), maxPct: Math.round(slider.max * 100) };
}

/**
 * The slider position in millimetres at `percent` of its range. The device reports its zone both
 * relative (0–1) and absolute (mm); the two give the slider's linear scale, which also places a
 * zone the user is still choosing. `undefined` until the device has reported a zone.
 */
export function millimetresAt(slider: ZoneFields, percent: number): number | undefined {
  const { min, max, min_absolute: minMm, max_absolute: maxMm } = slider;
  if (min === undefined || max === undefined || minMm === undefined || maxMm === undefined) {
    return undefined;
  }
  if (!(max > min)) return undefined;
  const mmPerFraction = (maxMm - minMm) / (max - min);
  return minMm + (percent / 100 - min) * mmPerFraction;
}
