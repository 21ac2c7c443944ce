import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpFixture, jsonOf, pick } from '../test-support/http';
import { T0 } from '../test-support/model';
import { playTimelineAnswerSchema } from './play-timeline-answer';

const points = Array.from({ length: 50 }, (_, i) => ({ t: i * 200, x: i % 2 ? 100 : 0 }));

describe('control API: play timeline', () => {
  it('answers the play clock segments over the emulator clock, from sinceMs on', async () => {
    const f = httpFixture();
    await f.control('PUT', '/server-clock', { offsetMs: 4_000 });
    await f.api('PUT', '/hsp/setup', { body: { stream_id: 9 } });
    await f.api('PUT', '/hsp/play', {
      body: {
        start_time: 1_000,
        server_time: T0 + 4_000,
        add: { points, tail_point_stream_index: 50, flush: true },
      },
    });
    f.clock.advance(1_000);
    await f.api('PUT', '/hsp/playbackrate', { body: { playback_rate: 2 } });
    f.clock.advance(500);
    await f.api('PUT', '/hsp/pause');

    const all = pick(
      await jsonOf(await f.control('GET', '/devices/GlideDemo1/play-timeline')),
      playTimelineAnswerSchema,
    );
    expect(all).toMatchObject({
      nowMs: T0 + 1_500,
      clockIsEpoch: false,
      serverOffsetMs: 4_000,
      userOffsetMs: 0,
    });
    expect(all.segments.map((s) => [s.fromMs - T0, s.streamMs, s.rate, s.running])).toEqual([
      [0, 1_000, 1, true],
      [1_000, 2_000, 2, true],
      [1_500, 3_000, 2, false],
    ]);
    expect(all.segments[0]).toMatchObject({ streamId: 9, protocol: 'hsp', playState: 1 });

    const since = pick(
      await jsonOf(
        await f.control('GET', `/devices/GlideDemo1/play-timeline?sinceMs=${T0 + 1_200}`),
      ),
      playTimelineAnswerSchema,
    );
    expect(since.segments.map((s) => s.fromMs - T0)).toEqual([1_000, 1_500]);
  });

  it('answers 404 for an unknown device and 400 for a bad sinceMs', async () => {
    const f = httpFixture();
    expect((await f.control('GET', '/devices/NoSuchKey1/play-timeline')).status).toBe(404);
    await f.api('GET', '/connected');
    expect((await f.control('GET', '/devices/GlideDemo1/play-timeline?sinceMs=x')).status).toBe(
      400,
    );
  });
});

describe('control API: position', () => {
  it('answers the slider position in the stroke zone for the key in the header', async () => {
    const f = httpFixture();
    await f.api('PUT', '/slider/stroke', { body: { min: 0.2, max: 0.6 } });
    await f.api('PUT', '/hdsp/xpt', { body: { xp: 0.75, t: 500 } });
    f.clock.advance(1_000);
    const answer = await f.raw('/control/position', {
      headers: { 'X-Connection-Key': 'GlideDemo1', Origin: 'http://127.0.0.1:5173' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const body = pick(
      await jsonOf(answer),
      z.object({ positionPct: z.number(), atMs: z.number() }),
    );
    expect(body.atMs).toBe(T0 + 1_000);
    expect(body.positionPct).toBeCloseTo(75);
  });

  it('wants the key in the header, never in the URL', async () => {
    const f = httpFixture();
    await f.api('GET', '/connected');
    expect((await f.raw('/control/position')).status).toBe(400);
    expect((await f.raw('/control/position?ck=GlideDemo1')).status).toBe(400);
    const unknown = await f.raw('/control/position', {
      headers: { 'X-Connection-Key': 'Nobody77' },
    });
    expect(unknown.status).toBe(404);
  });

  it('lets a browser send the key header (preflight)', async () => {
    const f = httpFixture();
    const preflight = await f.raw('/control/position', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-connection-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-connection-key');
  });
});

describe('control API: request counts', () => {
  it('counts each API request of a key by route, and a reset clears them', async () => {
    const f = httpFixture();
    await f.api('GET', '/connected');
    await f.api('PUT', '/hsp/setup', { body: { stream_id: 3 } });
    await f.api('PUT', '/hsp/setup', { body: { stream_id: 4 } });
    await f.api('GET', '/servertime', { key: null });
    const counts = z.object({
      nowMs: z.number(),
      total: z.number(),
      byRoute: z.record(z.string(), z.number()),
    });
    const read = async () =>
      pick(await jsonOf(await f.control('GET', '/devices/GlideDemo1/requests')), counts);
    expect(await read()).toMatchObject({
      total: 3,
      byRoute: { 'GET /connected': 1, 'PUT /hsp/setup': 2 },
    });
    await f.control('POST', '/reset');
    await f.api('GET', '/connected');
    expect(await read()).toMatchObject({ total: 1, byRoute: { 'GET /connected': 1 } });
  });
});
