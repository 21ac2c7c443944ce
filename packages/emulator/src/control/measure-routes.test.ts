import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lagSamples, lagStats, type VideoFrameSample } from '../measure/sync-lag';
import { httpFixture, jsonOf, pick, type HttpFixture } from '../test-support/http';
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

describe('control API: a device with a mechanical lag against a video', () => {
  const key = 'LaggyDevice1';
  // Tops (x = 100) at 300, 900, 1 500, … ms: 100 mm in 300 ms is within the top speed.
  const zigzag = Array.from({ length: 40 }, (_, i) => ({ t: i * 300, x: i % 2 ? 100 : 0 }));

  /** A video that started at T0 at media time 0, one frame every 20 ms over `[fromMs, toMs)`. */
  function frames(fromMs: number, toMs: number): VideoFrameSample[] {
    const out: VideoFrameSample[] = [];
    for (let atMs = fromMs; atMs < toMs; atMs += 20) out.push({ atMs, mediaMs: atMs - T0 });
    return out;
  }

  async function timeline(f: HttpFixture, sinceMs: number) {
    const answer = await f.control('GET', `/devices/${key}/play-timeline?sinceMs=${sinceMs}`);
    return pick(await jsonOf(answer), playTimelineAnswerSchema);
  }

  /** When the slider reaches the top (the first sample of each stroke at 100 mm), emulator clock. */
  async function tops(f: HttpFixture, windowMs: number): Promise<number[]> {
    const snapshot = z.object({
      device: z.object({
        timeline: z.object({
          startMs: z.number(),
          stepMs: z.number(),
          positionsMm: z.array(z.number()),
        }),
      }),
    });
    const answer = await f.control('GET', `/devices/${key}?windowMs=${windowMs}`);
    const { startMs, stepMs, positionsMm } = pick(await jsonOf(answer), snapshot).device.timeline;
    return positionsMm.flatMap((mm, i) =>
      mm > 99.99 && (positionsMm[i - 1] ?? 0) < mm ? [startMs + i * stepMs] : [],
    );
  }

  it('shows the slider 60 ms behind the video, and an /hstp/offset of −60 brings it back to 0', async () => {
    const f = httpFixture();
    const created = await f.control('POST', '/devices', { connectionKey: key, motionLagMs: 60 });
    expect(created.status).toBe(201);
    await f.api('PUT', '/hsp/setup', { key, body: { stream_id: 5 } });
    // "At server time T0 be at script time 0": the device plays the script with the video.
    await f.api('PUT', '/hsp/play', {
      key,
      body: {
        start_time: 0,
        server_time: T0,
        add: { points: zigzag, tail_point_stream_index: zigzag.length, flush: true },
      },
    });
    f.clock.advance(3_000);

    const before = await timeline(f, T0);
    expect(before).toMatchObject({ motionLagMs: 60, userOffsetMs: 0 });
    const lagging = lagStats(lagSamples(frames(T0 + 100, T0 + 3_000), before.segments));
    expect(lagging.meanMs).toBeCloseTo(60, 6);
    expect(lagging.maxAbsMs).toBeCloseTo(60, 6);
    // The slider's own positions agree: each top comes 60 ms after the script's.
    expect(await tops(f, 3_000)).toEqual([360, 960, 1_560, 2_160, 2_760].map((t) => T0 + t));

    // The compensating offset is −lag: the device plays 60 ms early, the slider arrives on time.
    await f.api('PUT', '/hstp/offset', { key, body: { offset: -60 } });
    const fixedAtMs = f.clock.now();
    f.clock.advance(3_000);

    const after = await timeline(f, fixedAtMs);
    expect(after).toMatchObject({ motionLagMs: 60, userOffsetMs: -60 });
    // The offset compensates the lag rather than asking for a delay, so nothing is "intended".
    const synced = lagStats(
      lagSamples(frames(fixedAtMs + 100, fixedAtMs + 3_000), after.segments, {
        intendedDelayMs: 0,
      }),
    );
    expect(synced.count).toBeGreaterThan(100);
    expect(synced.maxAbsMs).toBeCloseTo(0, 6);
    // The stroke after the jump catches up at top speed; from the next one on, tops are on time.
    expect(await tops(f, 2_400)).toEqual([3_900, 4_500, 5_100, 5_700].map((t) => T0 + t));
  });

  it('leaves a change the slider has not shown yet out of the timeline until it has', async () => {
    const f = httpFixture();
    await f.control('POST', '/devices', { connectionKey: key, motionLagMs: 200 });
    await f.api('PUT', '/hsp/setup', { key, body: { stream_id: 5 } });
    await f.api('PUT', '/hsp/play', {
      key,
      body: {
        start_time: 0,
        server_time: T0,
        add: { points: zigzag, tail_point_stream_index: 40 },
      },
    });
    f.clock.advance(1_000);
    await f.api('PUT', '/hsp/pause', { key });
    f.clock.advance(100);
    const shown = (await timeline(f, T0)).segments;
    // The pause at T0 + 1 000 reaches the slider at T0 + 1 200.
    expect(shown.map((s) => [s.fromMs - T0, s.running])).toEqual([[200, true]]);
    f.clock.advance(100);
    const later = (await timeline(f, T0)).segments;
    expect(later.map((s) => [s.fromMs - T0, s.streamMs, s.running])).toEqual([
      [200, 0, true],
      [1_200, 1_000, false],
    ]);
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
