/**
 * The heatmap's colours: viridis, a ramp that reads the same with every common colour-vision
 * deficiency and in greyscale (its lightness rises steadily from slow to fast), on both themes.
 */

/** Viridis at eight even steps from 0 to 1 (matplotlib's values). */
const STOPS: readonly (readonly [number, number, number])[] = [
  [68, 1, 84],
  [70, 50, 127],
  [54, 92, 141],
  [39, 127, 142],
  [31, 161, 135],
  [74, 194, 109],
  [159, 218, 58],
  [253, 231, 37],
];

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** The ramp's colour at `intensity` (0 slow … 1 fast, clamped), as `#rrggbb`. */
export function heatColor(intensity: number): string {
  const t = Number.isFinite(intensity) ? Math.min(1, Math.max(0, intensity)) : 0;
  const scaled = t * (STOPS.length - 1);
  const index = Math.min(STOPS.length - 2, Math.floor(scaled));
  const from = STOPS[index] ?? STOPS[0];
  const to = STOPS[index + 1] ?? from;
  if (!from || !to) return '#000000';
  const f = scaled - index;
  return `#${[0, 1, 2].map((c) => hex((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * f)).join('')}`;
}

/** Stops for a CSS or SVG gradient across the whole ramp (the legend). */
export const RAMP_STOPS: readonly { readonly offsetPct: number; readonly color: string }[] =
  STOPS.map((_, index) => {
    const t = index / (STOPS.length - 1);
    return { offsetPct: t * 100, color: heatColor(t) };
  });
