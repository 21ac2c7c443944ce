import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { httpFixture, jsonOf } from '../test-support/http';
import { RateLimiter } from './rate-limit';

describe('CORS', () => {
  it('answers a preflight from any origin with 204 and the reference headers', async () => {
    const f = httpFixture();
    const res = await f.raw('/api/handy-rest/v3/hsp/add', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'x-api-key, x-connection-key, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'x-api-key,x-connection-key,content-type,authorization',
    );
  });

  it('lets a browser send the Channel API its key in X-Channel-Key', async () => {
    const f = httpFixture();
    const res = await f.raw('/api/channel/v1/channel/subscribers/add', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers':
          'x-api-key, x-connection-key, x-channel-key, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'x-api-key,x-connection-key,x-channel-key,content-type,authorization',
    );
  });

  it('reflects the origin on answers and exposes only X-Request-Id', async () => {
    const f = httpFixture();
    const res = await f.api('GET', '/info', { headers: { Origin: 'https://app.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9A-Za-z]{16}$/);
  });
});

describe('rate limit', () => {
  it('reports the window on every answer and refuses with 429 beyond the limit', async () => {
    const f = httpFixture({ rateLimitPerMinute: 3 });
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await f.api('GET', '/connected');
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await f.api('GET', '/connected');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('3');
    expect(limited.headers.get('x-ratelimit-reset')).toBe('60');
    expect(await jsonOf(limited)).toMatchObject({ error: { code: 429 } });
    // Another connection key has its own budget.
    expect((await f.api('GET', '/connected', { key: 'OtherKey1' })).status).toBe(200);
    f.clock.advance(60_000);
    expect((await f.api('GET', '/connected')).status).toBe(200);
  });

  it('leaves the public /servertime out of every window', async () => {
    const f = httpFixture({ rateLimitPerMinute: 3 });
    for (let i = 0; i < 30; i++) {
      const res = await f.api('GET', '/servertime');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
    // The device calls of the same credential and key still have their whole budget.
    expect((await f.api('GET', '/connected')).headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('can be switched off', async () => {
    const f = httpFixture({ rateLimitPerMinute: 0 });
    for (let i = 0; i < 300; i++) expect((await f.api('GET', '/connected')).status).toBe(200);
    expect((await f.api('GET', '/connected')).headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('holds a bounded number of windows under a flood of made-up keys', () => {
    const clock = new FakeClock(0);
    const limiter = new RateLimiter(clock, 2, 100);
    expect([1, 2, 3].map(() => limiter.take('watched')?.allowed)).toEqual([true, true, false]);
    for (let i = 0; i < 20_000; i++) limiter.take(`made-up-${i}`);
    expect(limiter.size).toBe(100);
    clock.advance(60_000);
    limiter.take('fresh');
    // Every older window expired and was dropped on the way.
    expect(limiter.size).toBe(1);
  });
});
