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

const NOW = 1_700_000_000_000;
const point = { t: 0, x: 50 };

/** [call, body, the field that is out of range] for every time, position, speed and rate field. */
const OUT_OF_RANGE: readonly (readonly [string, Record<string, unknown>, string])[] = [
  ['PUT /hstp/offset', { offset: 1e308 }, 'offset'],
  ['PUT /hstp/offset', { offset: MAX_USER_OFFSET_MS + 1 }, 'offset'],
  ['PUT /hstp/offset', { offset: -MAX_USER_OFFSET_MS - 1 }, 'offset'],
  ['PUT /hsp/add', { points: [{ t: 1e308, x: 1 }], tail_point_stream_index: 1 }, 'points.0.t'],
  [
    'PUT /hsp/add',
    { points: [{ t: MAX_STREAM_MS + 1, x: 1 }], tail_point_stream_index: 1 },
    'points.0.t',
  ],
  [
    'PUT /hsp/add',
    { points: [point], tail_point_stream_index: MAX_STREAM_INDEX + 1 },
    'tail_point_stream_index',
  ],
  [
    'PUT /hsp/add',
    { points: [point], tail_point_stream_index: 1, tail_point_threshold: 1e308 },
    'tail_point_threshold',
  ],
  ['PUT /hsp/threshold', { tail_point_threshold: 1e308 }, 'tail_point_threshold'],
  ['PUT /hsp/play', { start_time: 1e308 }, 'start_time'],
  ['PUT /hsp/play', { start_time: -MAX_STREAM_MS - 1 }, 'start_time'],
  ['PUT /hsp/play', { start_time: 0, server_time: 1e308 }, 'server_time'],
  ['PUT /hsp/play', { start_time: 0, server_time: MAX_EPOCH_MS + 1 }, 'server_time'],
  ['PUT /hsp/play', { start_time: 0, playback_rate: 1e-300 }, 'playback_rate'],
  [
    'PUT /hsp/play',
    { start_time: 0, add: { points: [{ t: 1e308, x: 1 }], tail_point_stream_index: 1 } },
    'add.points.0.t',
  ],
  ['PUT /hsp/playbackrate', { playback_rate: MAX_PLAYBACK_RATE + 0.1 }, 'playback_rate'],
  ['PUT /hsp/playbackrate', { playback_rate: MIN_PLAYBACK_RATE / 2 }, 'playback_rate'],
  ['PUT /hsp/synctime', { current_time: 1e308, server_time: NOW }, 'current_time'],
  ['PUT /hsp/synctime', { current_time: 0, server_time: -1e308 }, 'server_time'],
  ['PUT /hssp/play', { start_time: 1e308, server_time: NOW }, 'start_time'],
  ['PUT /hssp/play', { start_time: 0, server_time: 1e308 }, 'server_time'],
  ['PUT /hssp/play', { start_time: 0, server_time: NOW, playback_rate: 1e308 }, 'playback_rate'],
  ['PUT /hssp/synctime', { current_time: 1e308, server_time: NOW }, 'current_time'],
  ['PUT /stream/play', { start_time: 0, server_time: 1e308 }, 'server_time'],
  ['PUT /stream/synctime', { current_time: 0, server_time: 1e308 }, 'server_time'],
  ['PUT /hdsp/xava', { xa: 1e308, va: 100 }, 'xa'],
  ['PUT /hdsp/xava', { xa: -1, va: 100 }, 'xa'],
  ['PUT /hdsp/xava', { xa: 50, va: MAX_SPEED_MM_PER_S + 1 }, 'va'],
  ['PUT /hdsp/xavp', { xa: MAX_POSITION_MM + 1, vp: 0.5 }, 'xa'],
  ['PUT /hdsp/xpva', { xp: 0.5, va: 1e308 }, 'va'],
  ['PUT /hdsp/xat', { xa: 50, t: 1e308 }, 't'],
  ['PUT /hdsp/xpt', { xp: 0.5, t: MAX_MOVE_DURATION_MS + 1 }, 't'],
  ['PUT /hdsp/xpvp', { xp: 101, vp: 0.5 }, 'xp'],
  ['PUT /hamp/velocity', { velocity: 1e308 }, 'velocity'],
  ['PUT /hvp/state', { amplitude: 0.5, frequency: 100, position: 1e308 }, 'position'],
  ['PUT /hvp/state', { amplitude: 0.5, frequency: 1e308, position: 0 }, 'frequency'],
];

describe('number bounds of the API', () => {
  it.each(OUT_OF_RANGE)('%s %j: 400 InvalidRequest naming the field', async (call, body, field) => {
    const f = httpFixture();
    const [method = '', path = ''] = call.split(' ');
    const res = await f.api(method, path, { body });
    expect(res.status).toBe(400);
    const issues = invalid.parse(await jsonOf(res)).error.data.issues;
    expect(issues.map((issue) => issue.path)).toContain(field);
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
    expect((await f.api('PUT', '/hstp/offset', { body: { offset: 1e308 } })).status).toBe(400);
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
