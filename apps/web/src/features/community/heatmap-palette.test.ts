import { describe, expect, it } from 'vitest';
import { HEATMAP_FULL_SPEED } from '@glide/core';
import { HEAT_LEVELS, heatLevelOf } from './heatmap-palette';

describe('heatLevelOf', () => {
  it.each([
    [0, 'calm'],
    [79.9, 'calm'],
    [80, 'gentle'],
    [200, 'moderate'],
    [319, 'brisk'],
    [320, 'fast'],
    [HEATMAP_FULL_SPEED * 3, 'fast'],
    [Number.NaN, 'calm'],
  ])('puts %d %%/s in the %s band', (speed, id) => {
    expect(heatLevelOf(speed).id).toBe(id);
  });

  it('has contiguous bands with distinct colours', () => {
    for (let i = 1; i < HEAT_LEVELS.length; i++) {
      expect(HEAT_LEVELS[i]?.fromSpeed).toBe(HEAT_LEVELS[i - 1]?.toSpeed);
    }
    expect(new Set(HEAT_LEVELS.map((l) => l.colour)).size).toBe(HEAT_LEVELS.length);
    expect(HEAT_LEVELS.at(-1)?.toSpeed).toBeNull();
  });
});
