import { describe, expect, it } from 'vitest';
import { PlayerPlayState } from '@glide/core';
import { stoppedElsewhere } from './stopped-elsewhere';

const { PLAYING, STOPPED, PAUSED, STARVING } = PlayerPlayState;
const at = (playState: number, currentTimeMs = 5_000) => ({ playState, currentTimeMs });

describe('stoppedElsewhere', () => {
  it('is a stop from playing while the engine follows', () => {
    expect(stoppedElsewhere(at(PLAYING), at(STOPPED), 'playing', undefined)).toBe(true);
    expect(stoppedElsewhere(at(PLAYING), at(STOPPED, 5_000), 'playing', 12_000)).toBe(true);
  });

  it('is not the engine’s own pause, a starve, a stop before playing, or a stop while preparing', () => {
    expect(stoppedElsewhere(at(PLAYING), at(PAUSED), 'playing', undefined)).toBe(false);
    expect(stoppedElsewhere(at(PLAYING), at(STARVING), 'playing', undefined)).toBe(false);
    expect(stoppedElsewhere(at(STOPPED), at(STOPPED), 'playing', undefined)).toBe(false);
    expect(stoppedElsewhere(undefined, at(STOPPED), 'playing', undefined)).toBe(false);
    expect(stoppedElsewhere(at(PLAYING), at(STOPPED), 'preparing', undefined)).toBe(false);
    expect(stoppedElsewhere(at(PLAYING), at(STOPPED), 'ready', undefined)).toBe(false);
    expect(stoppedElsewhere(at(PLAYING), at(STOPPED), undefined, undefined)).toBe(false);
  });

  it('is not a hosted script stopping at its own end', () => {
    expect(stoppedElsewhere(at(PLAYING), at(STOPPED, 12_000), 'playing', 12_000)).toBe(false);
  });
});
