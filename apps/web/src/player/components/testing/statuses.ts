import type { BufferInfo, PlaybackStatus, SyncHealth } from '@glide/core';

/** An HSP buffer as the engine might report it mid-play. */
export const BUFFER: BufferInfo = {
  aheadMs: 42_300,
  aheadPoints: 250,
  tailStreamIndex: 1200,
  thresholdStreamIndex: 1117,
  maxPoints: 4000,
  playState: 1,
  starvedCount: 0,
};

/** A playing status with `health` over sensible defaults. */
export function playingStatus(
  health: Partial<SyncHealth> = {},
  overrides: Partial<PlaybackStatus> = {},
): PlaybackStatus {
  return {
    phase: 'playing',
    transport: 'hsp',
    error: undefined,
    health: {
      verdict: 'inSync',
      deltaMs: 12,
      clockOffsetMs: 3012,
      roundTripMs: 48,
      resyncCount: 1,
      ...health,
    },
    buffer: BUFFER,
    requestCount: 17,
    ...overrides,
  };
}
