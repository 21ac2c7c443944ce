import { describe, expect, it } from 'vitest';
import {
  readStoredClockSync,
  writeStoredClockSync,
  type ClockSyncStorage,
} from './clock-sync-storage';

function memoryStorage(initial: string | null = null): ClockSyncStorage & { value: string | null } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(value) {
      this.value = value;
    },
  };
}

describe('the stored client clock sync', () => {
  it('round-trips', () => {
    const storage = memoryStorage();
    writeStoredClockSync(storage, { offsetMs: -12.5, rtdMs: 8, syncedAtMs: 1_000 });
    expect(readStoredClockSync(storage)).toEqual({ offsetMs: -12.5, rtdMs: 8, syncedAtMs: 1_000 });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{offset'],
    ['a missing field', JSON.stringify({ offsetMs: 1, rtdMs: 2 })],
    ['a wrong type', JSON.stringify({ offsetMs: '1', rtdMs: 2, syncedAtMs: 3 })],
    ['a negative round trip', JSON.stringify({ offsetMs: 1, rtdMs: -2, syncedAtMs: 3 })],
  ])('reads %s as no sync', (_, raw) => {
    expect(readStoredClockSync(memoryStorage(raw))).toBeUndefined();
  });

  it('treats a storage that throws as empty, and survives one that refuses writes', () => {
    const broken: ClockSyncStorage = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredClockSync(broken)).toBeUndefined();
    expect(() =>
      writeStoredClockSync(broken, { offsetMs: 1, rtdMs: 1, syncedAtMs: 1 }),
    ).not.toThrow();
  });

  it('works without a storage', () => {
    expect(readStoredClockSync(undefined)).toBeUndefined();
  });
});
