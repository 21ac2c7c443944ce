import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Action } from '@glide/core';
import { HEATMAP_BINS, HeatmapBar } from './heatmap-bar';
import { HeatmapLegend } from './heatmap-legend';
import { heatColor, RAMP_STOPS } from './heatmap-ramp';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();

const SCRIPT: readonly Action[] = [
  { at: 0, pos: 0 },
  { at: 10_000, pos: 100 },
  { at: 10_100, pos: 0 },
  { at: 20_000, pos: 0 },
];

/** Relative luminance-ish lightness of `#rrggbb` (enough to order the ramp). */
const lightness = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

describe('heatColor', () => {
  it('runs viridis from dark purple to yellow, clamped', () => {
    expect(heatColor(0)).toBe('#440154');
    expect(heatColor(1)).toBe('#fde725');
    expect(heatColor(-3)).toBe('#440154');
    expect(heatColor(Number.NaN)).toBe('#440154');
    expect(heatColor(7)).toBe('#fde725');
  });

  it('gets lighter all the way, so it reads without colour vision too', () => {
    const shades = Array.from({ length: 21 }, (_, i) => lightness(heatColor(i / 20)));
    for (let i = 1; i < shades.length; i++) {
      expect(shades[i]).toBeGreaterThan(shades[i - 1] ?? 0);
    }
    expect(RAMP_STOPS).toHaveLength(8);
  });
});

describe('HeatmapBar', () => {
  it('is a named picture of the script bins across the media length', () => {
    const { container } = render(<HeatmapBar actions={SCRIPT} durationMs={40_000} />);
    expect(
      screen.getByRole('img', { name: "Heatmap of the script's speed along the video" }),
    ).toBeInTheDocument();
    const rects = [...container.querySelectorAll('rect')];
    expect(rects).toHaveLength(HEATMAP_BINS);
    // The script covers half the video: its last bin ends at the middle of the bar.
    const last = rects.at(-1);
    expect(Number(last?.getAttribute('x'))).toBeCloseTo(497.5);
    // The fast bin (100 % in 100 ms) is brighter than a still one.
    const fills = rects.map((rect) => rect.getAttribute('fill') ?? '');
    expect(fills).toContain('#fde725');
    expect(fills.at(-1)).toBe('#440154');
  });

  it('cuts off a script longer than the media', () => {
    const { container } = render(<HeatmapBar actions={SCRIPT} durationMs={10_000} />);
    const xs = [...container.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('x')),
    );
    expect(Math.max(...xs)).toBeLessThan(1000);
    expect(xs.length).toBeLessThan(HEATMAP_BINS);
  });

  it('uses the script length while the media length is unknown, and says so when empty', () => {
    const { container, rerender } = render(<HeatmapBar actions={SCRIPT} durationMs={Number.NaN} />);
    expect(container.querySelectorAll('rect')).toHaveLength(HEATMAP_BINS);
    rerender(<HeatmapBar actions={[]} durationMs={60_000} />);
    expect(screen.getByRole('img', { name: 'No script, so no heatmap' })).toBeInTheDocument();
    expect(container.querySelectorAll('rect')).toHaveLength(0);
  });
});

describe('HeatmapLegend', () => {
  it('gives the ramp its meaning in words', () => {
    render(<HeatmapLegend />);
    expect(screen.getByText('Script speed:')).toBeInTheDocument();
    expect(screen.getByText('slow')).toBeInTheDocument();
    expect(screen.getByText('fast')).toBeInTheDocument();
  });
});
