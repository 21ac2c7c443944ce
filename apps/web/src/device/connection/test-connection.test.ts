// @vitest-environment jsdom
import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { KEY_CHECK_PLACEHOLDER, testConnection } from './test-connection';
import { requestUrl } from '../testing/request-url';

const target = { baseUrl: 'https://api.example.test/v3', applicationKey: 'app-key-1' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('testConnection', () => {
  /** A server: `/servertime` answers after 42 ms on the clock, `/connected` as `connected` says. */
  const server =
    (clock: FakeClock, urls: string[], connected: () => Response, keys: (string | null)[] = []) =>
    (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const url = requestUrl(input);
      urls.push(url);
      if (url.endsWith('/servertime')) {
        clock.advance(42);
        return Promise.resolve(json({ server_time: 1_700_000_000_000 }));
      }
      keys.push(new Headers(init?.headers).get('x-connection-key'));
      return Promise.resolve(connected());
    };

  it('calls GET /servertime under the base URL and reports the round trip on the clock', async () => {
    const clock = new FakeClock(1_000);
    const urls: string[] = [];
    const result = await testConnection(target, {
      clock,
      fetch: server(clock, urls, () => json({ result: { connected: false } })),
    });
    expect(result).toEqual({ ok: true, roundTripMs: 42, device: 'unknown' });
    expect(urls).toEqual([
      'https://api.example.test/v3/servertime',
      'https://api.example.test/v3/connected',
    ]);
  });

  it('checks the application key with an authenticated call, with the stored device key', async () => {
    const clock = new FakeClock(1_000);
    const urls: string[] = [];
    const keys: (string | null)[] = [];
    const online = await testConnection(
      { ...target, connectionKey: 'MyDevice1' },
      { clock, fetch: server(clock, urls, () => json({ result: { connected: true } }), keys) },
    );
    expect(online).toEqual({ ok: true, roundTripMs: 42, device: 'online' });
    const offline = await testConnection(
      { ...target, connectionKey: 'MyDevice1' },
      { clock, fetch: server(clock, urls, () => json({ result: { connected: false } }), keys) },
    );
    expect(offline).toEqual({ ok: true, roundTripMs: 42, device: 'offline' });
    // Without a stored (or with a malformed) key, a placeholder that belongs to no device.
    await testConnection(
      { ...target, connectionKey: 'ab!' },
      { clock, fetch: server(clock, urls, () => json({ result: { connected: false } }), keys) },
    );
    expect(keys).toEqual(['MyDevice1', 'MyDevice1', KEY_CHECK_PLACEHOLDER]);
  });

  it('names a refused (401) and a forbidden (403) application key apart', async () => {
    const refused = (status: number) => {
      const clock = new FakeClock();
      return testConnection(target, {
        clock,
        fetch: server(clock, [], () => json({ error: { name: '', message: 'nope' } }, status)),
      });
    };
    expect(await refused(401)).toEqual({ ok: false, failure: { key: 'unauthorized' } });
    expect(await refused(403)).toEqual({ ok: false, failure: { key: 'forbidden' } });
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
