import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { beatImageSchema } from './beatbox-schema';
import { beatThumbnail } from './beat-thumbnail';

const cycle = {
  periodMs: 1_000,
  points: [
    { t: 0, x: 0 },
    { t: 500, x: 100 },
  ],
};

describe('beatThumbnail', () => {
  it('draws the loop as an SVG the settings accept as a beat image', () => {
    const url = beatThumbnail(cycle);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(v.safeParse(beatImageSchema, url).success).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    const points = /points="([^"]+)"/.exec(svg)?.[1]?.split(' ') ?? [];
    expect(points).toHaveLength(129);
    // Bottom at the start, top halfway, bottom again at the end of the loop.
    expect(points[0]).toBe('0.0,31.0');
    expect(points[64]).toBe('32.0,1.0');
    expect(points[128]).toBe('64.0,31.0');
  });

  it('gives no picture for an empty beat', () => {
    expect(beatThumbnail({ periodMs: 2_500, points: [] })).toBe('');
  });
});
