import { describe, expect, it } from 'vitest';
import { capabilityFacts, statisticsFacts } from './device-facts';

describe('device facts', () => {
  it('lists the known statistics in order with their units, then any others', () => {
    const facts = statisticsFacts({
      extra_counter: 3,
      total_bytes: 2048,
      timestamp: '2024-02-13T14:50:05.123Z',
      total_messages: 7,
    });
    expect(facts).toEqual([
      {
        field: 'timestamp',
        known: 'timestamp',
        value: { kind: 'time', value: Date.UTC(2024, 1, 13, 14, 50, 5, 123) },
      },
      { field: 'total_messages', known: 'total_messages', value: { kind: 'count', value: 7 } },
      { field: 'total_bytes', known: 'total_bytes', value: { kind: 'bytes', value: 2048 } },
      { field: 'extra_counter', known: undefined, value: { kind: 'count', value: 3 } },
    ]);
  });

  it('reads the timestamp in the contract example’s form too, and keeps other text as text', () => {
    expect(
      statisticsFacts({ timestamp: '2021-04-22 12:32:35.381000+00:00', note: 'warm' }),
    ).toEqual([
      {
        field: 'timestamp',
        known: 'timestamp',
        value: { kind: 'time', value: Date.UTC(2021, 3, 22, 12, 32, 35, 381) },
      },
      { field: 'note', known: undefined, value: { kind: 'text', value: 'warm' } },
    ]);
  });

  it('shows capabilities as flags and counts, and nothing for an empty answer', () => {
    expect(capabilityFacts({ battery: false, slider: 1, note: { nested: true } })).toEqual([
      { field: 'slider', known: 'slider', value: { kind: 'count', value: 1 } },
      { field: 'battery', known: 'battery', value: { kind: 'flag', value: false } },
    ]);
    expect(capabilityFacts({})).toEqual([]);
  });
});
