import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { testConnection } from './test-connection';
import { requestUrl } from './test-support';

const target = { baseUrl: 'https://api.example.test/v3', applicationKey: 'app-key-1' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('testConnection', () => {
  it('calls GET /servertime under the base URL and reports the round trip on the clock', async () => {
    const clock = new FakeClock(1_000);
    const urls: string[] = [];
    const result = await testConnection(target, {
      clock,
      fetch: (input) => {
        urls.push(requestUrl(input));
        clock.advance(42);
        return Promise.resolve(json({ server_time: 1_700_000_000_000 }));
      },
    });
    expect(result).toEqual({ ok: true, roundTripMs: 42 });
    expect(urls).toEqual(['https://api.example.test/v3/servertime']);
  });

  it('names an unreachable server', async () => {
    const result = await testConnection(target, {
      clock: new FakeClock(),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(result).toEqual({ ok: false, failure: { key: 'network' } });
  });

  it('names a server that does not answer within the deadline', async () => {
    const clock = new FakeClock();
    const pending = testConnection(target, {
      clock,
      fetch: () => new Promise<Response>(() => undefined),
    });
    // The SDK gives /servertime the API's default 5 s plus its 5 s margin.
    clock.advance(10_000);
    expect(await pending).toEqual({ ok: false, failure: { key: 'timeout' } });
  });

  it('passes HTTP errors on with their text, and names refusals of the key and rate limits', async () => {
    const answer = async (status: number) =>
      testConnection(target, {
        clock: new FakeClock(),
        fetch: () => Promise.resolve(json({ message: 'nope' }, status)),
      });
    const unavailable = await answer(503);
    expect(unavailable.ok ? undefined : unavailable.failure.key).toBe('http');
    expect(JSON.stringify(unavailable)).toContain('Service Unavailable');
    expect(await answer(401)).toEqual({ ok: false, failure: { key: 'unauthorized' } });
    expect(await answer(429)).toEqual({ ok: false, failure: { key: 'tooManyRequests' } });
  });

  it('names an answer that is not the API (no server time, or not JSON)', async () => {
    const withBody = (response: Response) =>
      testConnection(target, { clock: new FakeClock(), fetch: () => Promise.resolve(response) });
    expect(await withBody(json({ unrelated: true }))).toEqual({
      ok: false,
      failure: { key: 'invalidResponse' },
    });
    expect(await withBody(json({}))).toEqual({ ok: false, failure: { key: 'noResult' } });
    expect(
      await withBody(new Response('<html>', { headers: { 'content-type': 'application/json' } })),
    ).toEqual({ ok: false, failure: { key: 'invalidResponse' } });
  });
});
