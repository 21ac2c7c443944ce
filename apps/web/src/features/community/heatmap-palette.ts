import { HEATMAP_FULL_SPEED } from '@glide/core';

/** One band of the heatmap's colour scale. */
export interface HeatLevel {
  id: 'calm' | 'gentle' | 'moderate' | 'brisk' | 'fast';
  /** Lowest speed of the band, in % of the stroke per second. */
  fromSpeed: number;
  /** Speed where the next band starts; null for the last, open band. */
  toSpeed: number | null;
  colour: string;
}

const BAND_SPEED = HEATMAP_FULL_SPEED / 5;

/**
 * Five steps of viridis, a scale that stays ordered and distinguishable with every common colour
 * vision deficiency and in greyscale (unlike the usual blue→green→red ramp). Discrete bands rather
 * than a gradient, so each colour on a card matches exactly one line of the text legend.
 */
export const HEAT_LEVELS: readonly [HeatLevel, ...HeatLevel[]] = [
  { id: 'calm', fromSpeed: 0, toSpeed: BAND_SPEED, colour: '#440154' },
  { id: 'gentle', fromSpeed: BAND_SPEED, toSpeed: 2 * BAND_SPEED, colour: '#3b528b' },
  { id: 'moderate', fromSpeed: 2 * BAND_SPEED, toSpeed: 3 * BAND_SPEED, colour: '#21918c' },
  { id: 'brisk', fromSpeed: 3 * BAND_SPEED, toSpeed: 4 * BAND_SPEED, colour: '#5ec962' },
  { id: 'fast', fromSpeed: 4 * BAND_SPEED, toSpeed: null, colour: '#fde725' },
];

/** The band a speed (in % of the stroke per second) falls in; above the top, the last band. */
export function heatLevelOf(speed: number): HeatLevel {
  // A speed that is not a number (no motion measured) counts as calm.
  return HEAT_LEVELS.findLast((level) => speed >= level.fromSpeed) ?? HEAT_LEVELS[0];
}
