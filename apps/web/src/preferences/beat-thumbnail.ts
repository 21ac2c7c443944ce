/**
 * A beat's picture (the settings' `image`): one loop of its motion as a small SVG, kept inline as a
 * `data:` URL so the library shows it without a file or a network request. The stroke colour reads
 * on both themes (an image cannot take the page's `currentColor`).
 */
import { cyclePositionAt, isCycleEmpty, type PatternCycle } from '@glide/core';

const WIDTH = 64;
const HEIGHT = 32;
/** Points drawn across the loop: enough for a 100-column beat's corners to show. */
const SAMPLES = 128;
/** Sky blue of the colour-blind-safe palette the heatmaps use. */
const STROKE = '#56b4e9';

/** The loop as a `data:image/svg+xml` URL; `''` (no picture) for an empty beat. */
export function beatThumbnail(cycle: PatternCycle): string {
  if (isCycleEmpty(cycle) || cycle.periodMs <= 0) return '';
  const points: string[] = [];
  for (let i = 0; i <= SAMPLES; i++) {
    const pct = cyclePositionAt(cycle, (cycle.periodMs * i) / SAMPLES) ?? 0;
    const x = (WIDTH * i) / SAMPLES;
    // 1 px of margin so a stroke at 0 or 100 is not cut in half.
    const y = 1 + ((HEIGHT - 2) * (100 - pct)) / 100;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<polyline fill="none" stroke="${STROKE}" stroke-width="2" stroke-linejoin="round" points="${points.join(' ')}"/>` +
    `</svg>`;
  // Percent-encoded: the URL holds no white space, as the settings' image field requires.
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
