import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpFixture, jsonOf, pick, resultOf } from '../test-support/http';
import { MAX_MOTION_LAG_MS } from '../model/motion-lag';
import {
  MAX_CLOCK_OFFSET_MS,
  MAX_EPOCH_MS,
  MAX_MOVE_DURATION_MS,
  MAX_PLAYBACK_RATE,
  MAX_POSITION_MM,
  MAX_SPEED_MM_PER_S,
  MAX_STREAM_INDEX,
  MAX_STREAM_MS,
  MAX_USER_OFFSET_MS,
  MIN_PLAYBACK_RATE,
} from './bounds';

const invalid = z.object({
  error: z.object({
    code: z.literal(4001),
    name: z.literal('InvalidRequest'),
    data: z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) }),
  }),
});

/** The device's refusal of a value beyond its limits: a device error inside HTTP 200. */
const invalidArgument = z.object({
  error: z.strictObject({
    code: z.literal(4002),
    name: z.literal('InvalidArgument'),
    message: z.string(),
    connected: z.literal(true),
  }),
});

const NOW = 1_700_000_000_000;
const point = { t: 0, x: 50 };

/**
 * [call, body, the field, its range in the message] for every time, position, speed and rate field
 * beyond the emulated device's range. The contract gives none of these ranges: each request is valid
 * by it, and the device refuses it.
 */
const BEYOND_THE_DEVICE: readonly (readonly [string, Record<string, unknown>, string, string])[] = [
  ['PUT /hstp/offset', { offset: 1e308 }, 'offset', '-60000 to 60000 ms'],
  ['PUT /hstp/offset', { offset: MAX_USER_OFFSET_MS + 1 }, 'offset', '-60000 to 60000 ms'],
  ['PUT /hstp/offset', { offset: -MAX_USER_OFFSET_MS - 1 }, 'offset', '-60000 to 60000 ms'],
  [
    'PUT /hsp/add',
    { points: [{ t: 1e308, x: 1 }], tail_point_stream_index: 1 },
    'points.0.t',
    '0 to 2147483647 ms',
  ],
  [
    'PUT /hsp/add',
    { points: [{ t: MAX_STREAM_MS + 1, x: 1 }], tail_point_stream_index: 1 },
    'points.0.t',
    '0 to 2147483647 ms',
  ],
  [
    'PUT /hsp/add',
    { points: [point], tail_point_stream_index: MAX_STREAM_INDEX + 1 },
    'tail_point_stream_index',
    '0 to 4294967295',
  ],
  [
    'PUT /hsp/add',
    { points: [point], tail_point_stream_index: 1, tail_point_threshold: 1e308 },
    'tail_point_threshold',
    '0 to 4294967295',
  ],
  ['PUT /hsp/threshold', { tail_point_threshold: 1e308 }, 'tail_point_threshold', '4294967295'],
  ['PUT /hsp/play', { start_time: 1e308 }, 'start_time', '-2147483647 to 2147483647 ms'],
  ['PUT /hsp/play', { start_time: -MAX_STREAM_MS - 1 }, 'start_time', '2147483647 ms'],
  ['PUT /hsp/play', { start_time: 0, server_time: 1e308 }, 'server_time', '8640000000000000 ms'],
  [
    'PUT /hsp/play',
    { start_time: 0, server_time: MAX_EPOCH_MS + 1 },
    'server_time',
    '-8640000000000000 to 8640000000000000 ms',
  ],
  ['PUT /hsp/play', { start_time: 0, playback_rate: 1e-300 }, 'playback_rate', '0.01 to 10'],
  ['PUT /hsp/play', { start_time: 0, playback_rate: 0 }, 'playback_rate', '0.01 to 10'],
  [
    'PUT /hsp/play',
    { start_time: 0, add: { points: [{ t: 1e308, x: 1 }], tail_point_stream_index: 1 } },
    'add.points.0.t',
    '0 to 2147483647 ms',
  ],
  ['PUT /hsp/playbackrate', { playback_rate: MAX_PLAYBACK_RATE + 0.1 }, 'playback_rate', '10'],
  ['PUT /hsp/playbackrate', { playback_rate: MIN_PLAYBACK_RATE / 2 }, 'playback_rate', '0.01'],
  ['PUT /hsp/synctime', { current_time: 1e308, server_time: NOW }, 'current_time', '2147483647 ms'],
  ['PUT /hsp/synctime', { current_time: 0, server_time: -1e308 }, 'server_time', 'ms'],
  ['PUT /hsp/synctime', { current_time: 0, server_time: NOW, filter: -0.1 }, 'filter', '0 to 1'],
  ['PUT /hssp/play', { start_time: 1e308, server_time: NOW }, 'start_time', 'ms'],
  ['PUT /hssp/play', { start_time: 0, server_time: 1e308 }, 'server_time', 'ms'],
  [
    'PUT /hssp/play',
    { start_time: 0, server_time: NOW, playback_rate: 1e308 },
    'playback_rate',
    '0.01 to 10',
  ],
  ['PUT /hssp/synctime', { current_time: 1e308, server_time: NOW }, 'current_time', 'ms'],
  ['PUT /hssp/synctime', { current_time: 0, server_time: NOW, filter: 1.5 }, 'filter', '0 to 1'],
  ['PUT /stream/play', { start_time: 0, server_time: 1e308 }, 'server_time', 'ms'],
  [
    'PUT /stream/play',
    { start_time: 0, server_time: NOW, playback_rate: 0 },
    'playback_rate',
    '0.01',
  ],
  ['PUT /stream/synctime', { current_time: 0, server_time: 1e308 }, 'server_time', 'ms'],
  ['PUT /hdsp/xava', { xa: 1e308, va: 100 }, 'xa', '0 to 110 mm'],
  ['PUT /hdsp/xava', { xa: -1, va: 100 }, 'xa', '0 to 110 mm'],
  ['PUT /hdsp/xava', { xa: 50, va: MAX_SPEED_MM_PER_S + 1 }, 'va', '0 to 100000 mm/s'],
  ['PUT /hdsp/xava', { xa: 50, va: -1 }, 'va', '0 to 100000 mm/s'],
  ['PUT /hdsp/xavp', { xa: MAX_POSITION_MM + 1, vp: 0.5 }, 'xa', '0 to 110 mm'],
  ['PUT /hdsp/xpva', { xp: 0.5, va: 1e308 }, 'va', '0 to 100000 mm/s'],
  ['PUT /hdsp/xat', { xa: 50, t: 1e308 }, 't', '0 to 60000 ms'],
  ['PUT /hdsp/xpt', { xp: 0.5, t: MAX_MOVE_DURATION_MS + 1 }, 't', '0 to 60000 ms'],
  ['PUT /hdsp/xpt', { xp: 0.5, t: -1 }, 't', '0 to 60000 ms'],
  ['PUT /hvp/state', { amplitude: 0.5, frequency: 100, position: 1e308 }, 'position', '110 mm'],
  ['PUT /hvp/state', { amplitude: 0.5, frequency: 100, position: -1 }, 'position', '110 mm'],
  ['PUT /hamp/stroke', { min: -0.5, max: 1 }, 'min', '0 to 1'],
  ['PUT /slider/stroke', { min: 0, max: 1.5 }, 'max', '0 to 1'],
  ['PUT /slider/stroke', { min: 0, max: 0 }, 'min must be below max', '0 <= min < max <= 1'],
  ['PUT /hamp/stroke', { min: 0.6, max: 0.4 }, 'min must be below max', '0 <= min < max <= 1'],
];

/**
 * [call, body, the field] for values the contract itself refuses: its own minimum or maximum, a
 * fraction where it says integer. Also when the value is beyond the device too.
 */
const AGAINST_THE_CONTRACT: readonly (readonly [string, Record<string, unknown>, string])[] = [
  ['PUT /hdsp/xpvp', { xp: 101, vp: 0.5 }, 'xp'],
  ['PUT /hamp/velocity', { velocity: 1e308 }, 'velocity'],
  ['PUT /hvp/state', { amplitude: 0.5, frequency: 1e308, position: 0 }, 'frequency'],
  ['PUT /hsp/add', { points: [{ t: -1, x: 1 }], tail_point_stream_index: 1 }, 'points.0.t'],
  ['PUT /hsp/add', { points: [{ t: 0, x: 101 }], tail_point_stream_index: 1 }, 'points.0.x'],
  ['PUT /hsp/add', { points: [point], tail_point_stream_index: 0 }, 'tail_point_stream_index'],
  ['PUT /hsp/threshold', { tail_point_threshold: 0 }, 'tail_point_threshold'],
  ['PUT /hsp/play', { start_time: 0.5 }, 'start_time'],
  // A fraction beyond the device's range: the contract's refusal wins.
  ['PUT /hsp/play', { start_time: 1e10 + 0.5 }, 'start_time'],
  ['PUT /hssp/play', { start_time: 0, server_time: 0.5 }, 'server_time'],
  ['PUT /hamp/stroke', { min: 'low', max: 2 }, 'min'],
];

function split(call: string): [string, string] {
  const [method = '', path = ''] = call.split(' ');
  return [method, path];
}

describe('number bounds of the API', () => {
  it.each(BEYOND_THE_DEVICE)(
    '%s %j: the device error InvalidArgument naming %s and its range',
    async (call, body, field, range) => {
      const f = httpFixture();
      const [method, path] = split(call);
      const res = await f.api(method, path, { body });
      expect(res.status).toBe(200);
      const { message } = invalidArgument.parse(await jsonOf(res)).error;
      expect(message).toContain(field);
      expect(message).toContain(range);
    },
  );

  it.each(AGAINST_THE_CONTRACT)(
    '%s %j: 400 InvalidRequest naming %s',
    async (call, body, field) => {
      const f = httpFixture();
      const [method, path] = split(call);
      const res = await f.api(method, path, { body });
      expect(res.status).toBe(400);
      const issues = invalid.parse(await jsonOf(res)).error.data.issues;
      expect(issues.map((issue) => issue.path)).toContain(field);
    },
  );

  it('takes whole numbers beyond 2^53 as integers, refused by the device’s range', async () => {
    const f = httpFixture();
    const res = await f.api('PUT', '/hsp/play', { body: { start_time: 1e20 } });
    expect(res.status).toBe(200);
    expect(invalidArgument.parse(await jsonOf(res)).error.message).toContain('start_time');
  });

  it('never lets a refused value reach the model', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hstp/offset', { body: { offset: 250 } });
    await f.api('PUT', '/slider/stroke', { body: { min: 0.2, max: 0.8 } });
    expect(
      invalidArgument.safeParse(
        await jsonOf(
          await f.api('PUT', '/hstp/offset', {
            body: { offset: 1e308 },
          }),
        ),
      ).success,
    ).toBe(true);
    await f.api('PUT', '/slider/stroke', { body: { min: 0.5, max: 0.5 } });
    expect(await resultOf(await f.api('GET', '/hstp/offset'))).toEqual({ offset: 250 });
    expect(await resultOf(await f.api('GET', '/slider/stroke'))).toMatchObject({
      min: 0.2,
      max: 0.8,
    });
  });

  it('keeps /hsp/state finite after the probe’s 1e308 offset (refused) and the largest allowed one', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hsp/setup', { body: {} });
    await f.api('PUT', '/hsp/add', {
      body: { points: [point, { t: MAX_STREAM_MS, x: 100 }], tail_point_stream_index: 2 },
    });
    await f.api('PUT', '/hsp/play', {
      body: { start_time: -MAX_STREAM_MS, server_time: MAX_EPOCH_MS, playback_rate: 10 },
    });
    const refused = await f.api('PUT', '/hstp/offset', { body: { offset: 1e308 } });
    expect(invalidArgument.safeParse(await jsonOf(refused)).success).toBe(true);
    expect(
      await resultOf(await f.api('PUT', '/hstp/offset', { body: { offset: -MAX_USER_OFFSET_MS } })),
    ).toBe('ok');
    f.clock.advance(1_000);
    const state = pick(
      await resultOf(await f.api('GET', '/hsp/state')),
      z.object({ current_time: z.number(), playback_rate: z.number() }),
    );
    expect(Number.isFinite(state.current_time)).toBe(true);
  });
});

describe('number bounds of the control API', () => {
  const cases: readonly (readonly [string, string, Record<string, unknown>, string])[] = [
    ['PUT', '/server-clock', { offsetMs: 1e308 }, 'offsetMs'],
    ['PUT', '/server-clock', { offsetMs: MAX_CLOCK_OFFSET_MS + 1 }, 'offsetMs'],
    ['POST', '/devices', { connectionKey: 'Bounded1', clockOffsetMs: 1e308 }, 'clockOffsetMs'],
    ['PATCH', '/devices/GlideDemo1', { clockOffsetMs: -1e308 }, 'clockOffsetMs'],
    ['POST', '/devices', { connectionKey: 'Bounded1', motionLagMs: 1e308 }, 'motionLagMs'],
    ['PATCH', '/devices/GlideDemo1', { motionLagMs: MAX_MOTION_LAG_MS + 1 }, 'motionLagMs'],
    ['PUT', '/streams/s1', { points: [{ t: 1e308, x: 0 }] }, 'points.0.t'],
    ['PUT', '/faults', { sseDropEveryMs: 1 }, 'sseDropEveryMs'],
    ['PUT', '/faults', { sseDropEveryMs: 1e308 }, 'sseDropEveryMs'],
  ];

  it.each(cases)('%s %s %j: 400 naming the field', async (method, path, body, field) => {
    const f = httpFixture();
    await f.control('POST', '/devices', { connectionKey: 'GlideDemo1' });
    const res = await f.control(method, path, body);
    expect(res.status).toBe(400);
    expect(invalid.parse(await jsonOf(res)).error.data.issues.map((i) => i.path)).toContain(field);
  });

  it('refuses a play-timeline window start beyond any date', async () => {
    const f = httpFixture();
    await f.control('POST', '/devices', { connectionKey: 'GlideDemo1' });
    const res = await f.control('GET', '/devices/GlideDemo1/play-timeline?sinceMs=1e308');
    expect(res.status).toBe(400);
  });
});
