import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpFixture, jsonOf, pick, resultOf } from '../test-support/http';

const hspState = z.object({
  play_state: z.number(),
  points: z.number(),
  current_point: z.number(),
  current_time: z.number(),
  stream_id: z.number(),
  tail_point_stream_index: z.number(),
  tail_point_stream_index_threshold: z.number(),
  pause_on_starving: z.boolean(),
  loop: z.boolean(),
  playback_rate: z.number(),
});

const points = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ t: from + i * 100, x: i % 2 ? 100 : 0 }));

describe('HSP over HTTP', () => {
  it('refuses commands before setup with "Illegal state."', async () => {
    const f = httpFixture();
    const res = await f.api('PUT', '/hsp/play', { body: { start_time: 0 } });
    expect(await jsonOf(res)).toMatchObject({ error: { code: 4201, message: 'Illegal state.' } });
  });

  it('sets up, adds, plays with an embedded add, and reports the state', async () => {
    const f = httpFixture();
    const setup = pick(
      await resultOf(await f.api('PUT', '/hsp/setup', { body: { stream_id: 42 } })),
      hspState,
    );
    expect(setup).toMatchObject({ play_state: 2, stream_id: 42, points: 0 });
    await f.api('PUT', '/hsp/add', {
      body: { points: points(10), tail_point_stream_index: 10, tailPointThreshold: 5 },
    });
    const played = pick(
      await resultOf(
        await f.api('PUT', '/hsp/play', {
          body: {
            start_time: 0,
            server_time: f.instance.emulator.serverTimeMs(),
            add: { points: points(10, 1_000), tail_point_stream_index: 20 },
          },
        }),
      ),
      hspState,
    );
    expect(played).toMatchObject({
      play_state: 1,
      points: 20,
      tail_point_stream_index: 20,
      tail_point_stream_index_threshold: 5,
    });
    f.clock.advance(550);
    const state = pick(await resultOf(await f.api('GET', '/hsp/state')), hspState);
    expect(state).toMatchObject({ current_point: 5, current_time: 550 });
  });

  it('refuses more than 100 points per add', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hsp/setup');
    const res = await f.api('PUT', '/hsp/add', {
      body: { points: points(101), tail_point_stream_index: 101 },
    });
    expect(res.status).toBe(400);
  });

  it('takes every HSP setting call and both resume spellings', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hsp/setup');
    await f.api('PUT', '/hsp/add', { body: { points: points(50), tail_point_stream_index: 50 } });
    await f.api('PUT', '/hsp/play', { body: { start_time: 0 } });
    const put = async (path: string, body?: unknown) =>
      pick(await resultOf(await f.api('PUT', path, { body })), hspState);
    expect(await put('/hsp/threshold', { tail_point_threshold: 30 })).toMatchObject({
      tail_point_stream_index_threshold: 30,
    });
    expect(await put('/hsp/pause/onstarving', { pause_on_starving: true })).toMatchObject({
      pause_on_starving: true,
    });
    expect(await put('/hsp/loop', { loop: true })).toMatchObject({ loop: true });
    expect(await put('/hsp/playbackrate', { playback_rate: 1.5 })).toMatchObject({
      playback_rate: 1.5,
    });
    expect(await put('/hsp/pause')).toMatchObject({ play_state: 3 });
    expect(await put('/hsp/resume', { pickUp: true })).toMatchObject({ play_state: 1 });
    expect(await put('/hsp/pause')).toMatchObject({ play_state: 3 });
    expect(await put('/hsp/resume', { pick_up: false })).toMatchObject({ play_state: 1 });
    f.clock.advance(1_000);
    const synced = await put('/hsp/synctime', {
      current_time: 3_000,
      server_time: f.instance.emulator.serverTimeMs(),
      filter: 1,
    });
    expect(synced.current_time).toBe(3_000);
    expect(await put('/hsp/flush')).toMatchObject({ points: 0, current_point: -1 });
    expect(await put('/hsp/stop')).toMatchObject({ play_state: 2 });
  });
});
