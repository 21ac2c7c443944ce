import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatEvent } from '../sse/sse-route';
import { httpFixture, jsonOf, pick } from '../test-support/http';
import { NonFiniteNumberError, stringifyFinite } from './finite-json';

describe('stringifyFinite', () => {
  it('writes what JSON.stringify writes when every number is finite', () => {
    const value = { a: 1, b: [0.5, -2, { c: 'x', d: null }], e: true };
    expect(stringifyFinite(value)).toBe(JSON.stringify(value));
  });

  it.each([NaN, Infinity, -Infinity])('throws on %s, naming where it is', (bad) => {
    expect(() => stringifyFinite({ result: { list: [1, { current_time: bad }] } })).toThrow(
      new NonFiniteNumberError('result.list.1.current_time', bad),
    );
  });
});

describe('JSON answers never carry null for a number', () => {
  it('answers 500 naming the field when the model holds a non-finite number', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hsp/setup', { body: {} });
    await f.api('PUT', '/hsp/play', { body: { start_time: 0 } });
    // Validation keeps this out; forcing it into the model shows what the last line does.
    const device = f.instance.emulator.device('GlideDemo1');
    if (!device) throw new Error('no device');
    device.hstp.userOffsetMs = NaN;
    const res = await f.api('GET', '/hsp/state');
    expect(res.status).toBe(500);
    expect(await jsonOf(res)).toEqual({
      error: {
        code: 500,
        name: 'Internal Server Error',
        message: 'Non-finite number NaN at result.current_time',
      },
    });
  });

  it('sends an event with a non-finite number as a comment, not as null', () => {
    expect(formatEvent('GlideDemo1', 'hsp_state_changed', { current_time: Infinity })).toBe(
      ': dropped hsp_state_changed: Non-finite number Infinity at data.current_time\n\n',
    );
    expect(formatEvent('GlideDemo1', 'hsp_looping', { current_time: 5 })).toBe(
      'event: hsp_looping\ndata: {"connection_key":"GlideDemo1","data":{"current_time":5}}\n\n',
    );
  });

  it('plans an HDSP move at speed 0 at the slowest speed, so the snapshot stays finite', async () => {
    const f = httpFixture();
    const res = await f.api('PUT', '/hdsp/xava', { body: { xa: 64, va: 0 } });
    expect(res.status).toBe(200);
    const snapshot = await jsonOf(await f.control('GET', '/devices/GlideDemo1'));
    const move = pick(
      snapshot,
      z.object({
        device: z.object({ hdsp: z.object({ move: z.object({ arriveAtMs: z.number() }) }) }),
      }),
    ).device.hdsp.move;
    // 64 mm at the firmware's slowest 32 mm/s.
    expect(move.arriveAtMs).toBe(f.clock.now() + 2_000);
  });
});
