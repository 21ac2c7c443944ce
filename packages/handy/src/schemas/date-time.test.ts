import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deviceStatistics } from '../testing/fixtures';
import { dateTimeMs } from './date-time';
import { DeviceStatisticsSchema } from './device';

describe('dateTimeMs', () => {
  it('reads RFC 3339 date-times as epoch ms', () => {
    const ms = Date.UTC(2024, 1, 13, 14, 50, 5, 123);
    expect(dateTimeMs('2024-02-13T14:50:05.123Z')).toBe(ms);
    expect(dateTimeMs('2024-02-13t14:50:05.123z')).toBe(ms);
    expect(dateTimeMs('2024-02-13T16:50:05.123+02:00')).toBe(ms);
    expect(dateTimeMs('2024-02-13T12:20:05.123-02:30')).toBe(ms);
    expect(dateTimeMs('2024-02-13T14:50:05Z')).toBe(ms - 123);
    expect(dateTimeMs('2024-02-13T14:50:05.1Z')).toBe(ms - 23);
    // Digits below the millisecond are dropped, never rounded up.
    expect(dateTimeMs('2024-02-13T14:50:05.123999Z')).toBe(ms);
    expect(dateTimeMs('2024-02-13T14:50:05.570Z')).toBe(ms + 447);
  });

  it('reads the form of the contract’s own example (a space, microseconds)', () => {
    expect(dateTimeMs('2021-04-22 12:32:35.381000+00:00')).toBe(
      Date.UTC(2021, 3, 22, 12, 32, 35, 381),
    );
  });

  it('agrees with Date#toISOString, leap days and early years included', () => {
    for (const ms of [0, 1_700_000_000_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999)]) {
      expect(dateTimeMs(new Date(ms).toISOString())).toBe(ms);
    }
    expect(dateTimeMs('0099-12-31T00:00:00Z')).toBe(new Date('0099-12-31T00:00:00Z').getTime());
  });

  it('reads a leap second as the second before it', () => {
    expect(dateTimeMs('2016-12-31T23:59:60Z')).toBe(Date.UTC(2016, 11, 31, 23, 59, 59));
  });

  it('refuses what is not a date-time', () => {
    for (const text of [
      '',
      '1700000000000',
      '2024-02-13',
      '2024-02-13T14:50Z',
      '2024-02-13T14:50:05',
      '2024-02-13T14:50:05.Z',
      '2024-02-13T14:50:05+0200',
      '2024-13-01T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-04-31T00:00:00Z',
      '2024-02-13T24:00:00Z',
      '2024-02-13T14:60:00Z',
      '2024-02-13T14:50:61Z',
      '2024-02-13T14:50:05+24:00',
      ' 2024-02-13T14:50:05Z',
    ]) {
      expect(dateTimeMs(text), text).toBeUndefined();
    }
  });
});

describe('DeviceStatisticsSchema', () => {
  it('keeps the timestamp as the string sent', () => {
    expect(v.parse(DeviceStatisticsSchema, deviceStatistics)).toEqual(deviceStatistics);
  });

  it('refuses a timestamp that is not a date-time, epoch ms included', () => {
    for (const timestamp of [1_700_000_000_000, 'yesterday', '2024-02-13', undefined]) {
      expect(v.safeParse(DeviceStatisticsSchema, { timestamp }).success, String(timestamp)).toBe(
        false,
      );
    }
  });
});
