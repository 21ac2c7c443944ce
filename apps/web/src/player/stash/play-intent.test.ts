import { describe, expect, it } from 'vitest';
import { takePlayIntent, wantPlay } from './play-intent';

describe('a scene asked to play', () => {
  it('starts once: a second look (a reload, Back) finds it paused', () => {
    wantPlay('12');
    expect(takePlayIntent('12')).toBe(true);
    expect(takePlayIntent('12')).toBe(false);
  });

  it('is that scene alone, and the latest ask wins', () => {
    wantPlay('12');
    wantPlay('13');
    expect(takePlayIntent('12')).toBe(false);
    expect(takePlayIntent('13')).toBe(true);
  });
});
