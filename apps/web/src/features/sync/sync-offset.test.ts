import { describe, expect, it } from 'vitest';
import { clampSyncOffset, playerOffsetMs, SYNC_OFFSET_LIMIT_MS } from './sync-offset';

describe('the sync test’s offset', () => {
  it('adds only what the device does not apply itself', () => {
    expect(playerOffsetMs(120, 80)).toBe(40);
    expect(playerOffsetMs(-30, 20)).toBe(-50);
    expect(playerOffsetMs(80, 80)).toBe(0);
  });

  it('counts an unknown saved offset as none', () => {
    expect(playerOffsetMs(60, undefined)).toBe(60);
  });

  it('keeps a draft whole and within the range', () => {
    expect(clampSyncOffset(12.6)).toBe(13);
    expect(clampSyncOffset(SYNC_OFFSET_LIMIT_MS + 10)).toBe(SYNC_OFFSET_LIMIT_MS);
    expect(clampSyncOffset(-SYNC_OFFSET_LIMIT_MS - 10)).toBe(-SYNC_OFFSET_LIMIT_MS);
  });
});
