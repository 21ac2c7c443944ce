import { describe, expect, it } from 'vitest';
import type { HandySseError } from '../errors';
import { deviceInfo, hspState } from '../testing/fixtures';
import { EVENT_NAMES } from './event-payloads';
import { parseWireMessage, type HandyEvent, type WireOutcome } from './wire';

const STREAM_KEY = 'STREAMKEY';
const AT_MS = 1234;

function named(event: string, payload: unknown, connectionKey = 'KEY12345') {
  return parseWireMessage(
    { event, data: JSON.stringify({ connection_key: connectionKey, data: payload }) },
    STREAM_KEY,
    AT_MS,
  );
}

function eventOf(outcome: WireOutcome): HandyEvent {
  if (outcome.kind !== 'event')
    throw new Error(`expected an event, got ${JSON.stringify(outcome)}`);
  return outcome.event;
}

function errorOf(outcome: WireOutcome): HandySseError {
  if (outcome.kind !== 'error') throw new Error(`expected an error, got ${outcome.kind}`);
  return outcome.error;
}

describe('wire forms', () => {
  it('parses the named form', () => {
    expect(eventOf(named('device_status', { connected: false }))).toEqual({
      name: 'device_status',
      connectionKey: 'KEY12345',
      data: { connected: false },
      receivedAtMs: AT_MS,
    });
  });

  it('parses the unnamed form with a nested envelope and an id', () => {
    const data = JSON.stringify({
      id: '01HX',
      type: 'device_connected',
      data: { connection_key: 'KEY12345', data: { connected: true, info: deviceInfo } },
    });
    expect(eventOf(parseWireMessage({ data }, STREAM_KEY, AT_MS))).toEqual({
      name: 'device_connected',
      connectionKey: 'KEY12345',
      id: '01HX',
      data: { connected: true, info: deviceInfo },
      receivedAtMs: AT_MS,
    });
  });

  it('parses the unnamed {type, data} form with the payload directly, keyed by the stream', () => {
    const data = JSON.stringify({ type: 'battery_changed', data: { level: 0.8 } });
    expect(eventOf(parseWireMessage({ event: 'message', data }, STREAM_KEY, AT_MS))).toMatchObject({
      name: 'battery_changed',
      connectionKey: STREAM_KEY,
      data: { level: 0.8 },
    });
  });

  it('keeps the SSE id of a named event', () => {
    const outcome = parseWireMessage(
      { event: 'temp_ok', id: '7', data: JSON.stringify({ connection_key: 'K', data: null }) },
      STREAM_KEY,
      AT_MS,
    );
    expect(eventOf(outcome)).toEqual({
      name: 'temp_ok',
      connectionKey: 'K',
      id: '7',
      data: {},
      receivedAtMs: AT_MS,
    });
  });

  it('ignores empty data', () => {
    expect(parseWireMessage({ event: 'x', data: '  ' }, STREAM_KEY, AT_MS)).toEqual({
      kind: 'ignored',
    });
  });
});

describe('normalisation', () => {
  it('maps device_mode_changed to mode_changed', () => {
    expect(eventOf(named('device_mode_changed', { mode: 8, mode_session_id: 3 }))).toMatchObject({
      name: 'mode_changed',
      data: { mode: 8, mode_session_id: 3 },
    });
  });

  it('flattens a nested hvp_state_changed and fixes the "aplitude" typo', () => {
    const nested = named('hvp_state_changed', {
      state: { enabled: true, aplitude: 0.5, frequency: 100, position: 20 },
    });
    expect(eventOf(nested).data).toEqual({
      enabled: true,
      amplitude: 0.5,
      frequency: 100,
      position: 20,
    });
    const flat = named('hvp_state_changed', {
      enabled: false,
      amplitude: 0.2,
      frequency: 5,
      position: 1,
    });
    expect(eventOf(flat).data).toEqual({
      enabled: false,
      amplitude: 0.2,
      frequency: 5,
      position: 1,
    });
  });

  it('accepts ble_status_changed with status or state', () => {
    expect(eventOf(named('ble_status_changed', { status: 2 })).data).toEqual({ state: 2 });
    expect(eventOf(named('ble_status_changed', { state: 3 })).data).toEqual({ state: 3 });
    expect(errorOf(named('ble_status_changed', {})).message).toMatch(/state.*status/);
  });

  it('reads a HAMP velocity above 1 as percent', () => {
    const percent = named('hamp_state_changed', { play_state: 1, velocity: 100, direction: true });
    expect(eventOf(percent).data).toEqual({ play_state: 1, velocity: 1, direction: true });
    const fraction = named('hamp_state_changed', {
      play_state: 1,
      velocity: 0.4,
      direction: false,
    });
    expect(eventOf(fraction).data).toMatchObject({ velocity: 0.4 });
  });

  it('normalises the low-memory field typo', () => {
    const outcome = named('low_memory_warning', { available_heap: 100, larges_free_block: 40 });
    expect(eventOf(outcome).data).toEqual({ available_heap: 100, largest_free_block: 40 });
  });

  it('types HSP events with the full HspState', () => {
    expect(eventOf(named('hsp_threshold_reached', hspState)).data).toEqual(hspState);
  });

  it('passes unknown extra fields through', () => {
    expect(
      eventOf(named('ota_progress', { progress: 0.5, done: false, failed: false, eta: 9 })).data,
    ).toEqual({
      progress: 0.5,
      done: false,
      failed: false,
      eta: 9,
    });
  });
});

describe('unknown and malformed events', () => {
  it('passes an unknown event name on with its raw payload', () => {
    expect(eventOf(named('laser_fired', { power: 9000 }))).toEqual({
      name: 'unknown',
      rawName: 'laser_fired',
      connectionKey: 'KEY12345',
      data: { power: 9000 },
      receivedAtMs: AT_MS,
    });
  });

  it('reports data that is not JSON', () => {
    const outcome = parseWireMessage({ event: 'device_status', data: '{oops' }, STREAM_KEY, AT_MS);
    expect(errorOf(outcome)).toMatchObject({
      code: 'sse',
      message: 'Malformed device_status event: data is not JSON',
    });
  });

  it('reports a payload that fails its schema, naming the field', () => {
    const error = errorOf(named('button_event', { button: 'POWER', event: 0 }));
    expect(error.message).toMatch(/^Malformed button_event event at button: /);
  });

  it('reports an unnamed message without a type', () => {
    const outcome = parseWireMessage({ data: JSON.stringify({ data: {} }) }, STREAM_KEY, AT_MS);
    expect(errorOf(outcome).message).toBe('Malformed event: no event name or type');
  });
});

describe('event names', () => {
  it('covers every server event name of spec §3', () => {
    const specNames = [
      'battery_changed',
      'ble_status_changed',
      'button_event',
      'device_clock_synchronized',
      'device_connected',
      'device_disconnected',
      'device_error',
      'device_status',
      'hamp_state_changed',
      'hdsp_state_changed',
      'hsp_looping',
      'hsp_starving',
      'hsp_state_changed',
      'hsp_threshold_reached',
      'hvp_state_changed',
      'low_memory_error',
      'low_memory_warning',
      'mode_changed',
      'ota_progress',
      'slider_blocked',
      'slider_unblocked',
      'stroke_changed',
      'temp_high',
      'temp_ok',
      'wifi_scan_complete',
      'wifi_status',
      'wifi_status_changed',
    ];
    expect(specNames.filter((name) => !(EVENT_NAMES as readonly string[]).includes(name))).toEqual(
      [],
    );
  });

  it('covers the reference-only events', () => {
    for (const name of [
      'hsp_paused_on_starving',
      'hsp_resumed_on_not_starving',
      'stream_end_reached',
      'hrpp_state_changed',
    ]) {
      expect(EVENT_NAMES).toContain(name);
    }
  });
});
