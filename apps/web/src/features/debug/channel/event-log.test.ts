import { describe, expect, it } from 'vitest';
import type { HandyEvent } from '@glide/handy';
import {
  appendEvent,
  emptyEventLog,
  eventNames,
  filterEvents,
  REDACTED,
  serialiseEvents,
  type EventLog,
} from './event-log';

const event = (name: string, data: unknown = {}): HandyEvent =>
  ({ name: 'unknown', rawName: name, data }) as HandyEvent;

function logOf(names: string[], capacity?: number): EventLog {
  return names.reduce(
    (log, name, index) => appendEvent(log, event(name, { index }), 1_000 + index, capacity),
    emptyEventLog,
  );
}

describe('event log', () => {
  it('keeps every event with its time and payload, oldest first', () => {
    const log = logOf(['battery_changed', 'button_event']);
    expect(log.entries).toEqual([
      { seq: 1, name: 'battery_changed', receivedAtMs: 1_000, data: { index: 0 } },
      { seq: 2, name: 'button_event', receivedAtMs: 1_001, data: { index: 1 } },
    ]);
  });

  it('is bounded: the oldest events go, the count goes on', () => {
    const log = logOf(['a', 'b', 'c', 'd', 'e'], 3);
    expect(log.entries.map((entry) => entry.name)).toEqual(['c', 'd', 'e']);
    expect(log.total).toBe(5);
    expect(log.entries.map((entry) => entry.seq)).toEqual([3, 4, 5]);
  });

  it('never keeps the connection key, at any depth', () => {
    const log = appendEvent(
      emptyEventLog,
      event('device_connected', { info: { connectionKey: 'Secret123', fw_version: '4.0.0' } }),
      0,
    );
    expect(log.entries[0]?.data).toEqual({
      info: { connectionKey: REDACTED, fw_version: '4.0.0' },
    });
    expect(serialiseEvents(log.entries, 'json')).not.toContain('Secret123');
  });

  it('filters by name and lists the names seen', () => {
    const log = logOf(['b', 'a', 'b']);
    expect(eventNames(log.entries)).toEqual(['a', 'b']);
    expect(filterEvents(log.entries, 'b').map((entry) => entry.seq)).toEqual([1, 3]);
    expect(filterEvents(log.entries, undefined)).toHaveLength(3);
  });

  it('exports as a JSON array or as one JSON object a line', () => {
    const log = logOf(['a', 'b']);
    const json: unknown = JSON.parse(serialiseEvents(log.entries, 'json'));
    expect(json).toEqual([
      { name: 'a', receivedAt: '1970-01-01T00:00:01.000Z', data: { index: 0 } },
      { name: 'b', receivedAt: '1970-01-01T00:00:01.001Z', data: { index: 1 } },
    ]);
    const lines = serialiseEvents(log.entries, 'ndjson').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(json);
  });
});
