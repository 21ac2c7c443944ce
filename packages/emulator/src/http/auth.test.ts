import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_APP_KEY } from '../constants';
import { httpFixture, jsonOf, pick, resultOf } from '../test-support/http';

const clientToken = z.object({
  token_ref: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  token: z.string(),
  renew: z.string(),
});

describe('authentication', () => {
  it('serves /servertime bare and without credentials', async () => {
    const f = httpFixture();
    f.instance.emulator.setServerOffsetMs(1_234);
    const res = await f.api('GET', '/servertime', { apiKey: null, key: null });
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toEqual({ server_time: f.clock.now() + 1_234 });
  });

  it('answers 401 Unauthenticated without or with an unknown X-Api-Key', async () => {
    const f = httpFixture();
    for (const apiKey of [null, 'nope']) {
      const res = await f.api('GET', '/info', { apiKey });
      expect(res.status).toBe(401);
      expect(await jsonOf(res)).toEqual({ error: { name: '', message: 'Unauthenticated' } });
    }
  });

  it('answers the gateway 400 without X-Connection-Key and for a malformed key', async () => {
    const f = httpFixture();
    const missing = await f.api('GET', '/info', { key: null });
    expect(missing.status).toBe(400);
    expect(await jsonOf(missing)).toEqual({
      name: 'Bad request',
      message: 'Missing connection key in request',
    });
    const malformed = await f.api('GET', '/info', { key: 'a-b' });
    expect(malformed.status).toBe(400);
    expect(await jsonOf(malformed)).toMatchObject({ name: 'Bad request' });
  });

  it('accepts the Application Key as X-Api-Key too', async () => {
    const f = httpFixture();
    const res = await f.api('GET', '/connected', { apiKey: DEMO_APP_KEY });
    expect(await resultOf(res)).toEqual({ connected: true });
  });
});

describe('client tokens', () => {
  async function issue(query: string, apiKey: string | null = DEMO_APP_KEY) {
    const f = httpFixture();
    const res = await f.api('GET', `/auth/token/issue?${query}`, { apiKey, key: null });
    return { f, res };
  }

  it('issues a ClientToken with the Application Key only', async () => {
    const { res } = await issue('ttl=120');
    const token = pick(await resultOf(res), clientToken);
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(120_000);
    expect(token.renew).toContain('/api/handy-rest/v3/auth/token/renew?a=aes-128-cbc&d=');
    const { res: withAppId } = await issue('ttl=120', 'glide-dev-app-id');
    expect(withAppId.status).toBe(403);
    const { res: badTtl } = await issue('ttl=5');
    expect(badTtl.status).toBe(400);
  });

  it('accepts a token as a bearer until it expires', async () => {
    const { f, res } = await issue('ttl=60');
    const { token } = pick(await resultOf(res), clientToken);
    const auth = { apiKey: null, headers: { Authorization: `Bearer ${token}` } };
    expect((await f.api('GET', '/connected', auth)).status).toBe(200);
    f.clock.advance(60_000);
    expect((await f.api('GET', '/connected', auth)).status).toBe(401);
  });

  it('honours the connection-key restriction, given as `to` or as `ck`', async () => {
    for (const param of ['to', 'ck']) {
      const { f, res } = await issue(`${param}=KeyOne1`);
      const { token } = pick(await resultOf(res), clientToken);
      const headers = { Authorization: `Bearer ${token}` };
      expect(
        (await f.api('GET', '/connected', { apiKey: null, key: 'KeyOne1', headers })).status,
      ).toBe(200);
      expect(
        (await f.api('GET', '/connected', { apiKey: null, key: 'KeyTwo2', headers })).status,
      ).toBe(403);
    }
  });

  it('honours the origin prefix restriction', async () => {
    const { f, res } = await issue('origin=https%3A%2F%2Fapp.test');
    const { token } = pick(await resultOf(res), clientToken);
    const call = (origin: string) =>
      f.api('GET', '/connected', {
        apiKey: null,
        headers: { Authorization: `Bearer ${token}`, Origin: origin },
      });
    expect((await call('https://app.test')).status).toBe(200);
    expect((await call('https://evil.test')).status).toBe(403);
  });

  it('renews through the signed link, extending the lifetime only', async () => {
    const { f, res } = await issue('ttl=60&to=KeyOne1');
    const first = pick(await resultOf(res), clientToken);
    f.clock.advance(50_000);
    const renewed = pick(
      await resultOf(await f.raw(new URL(first.renew).pathname + new URL(first.renew).search)),
      clientToken,
    );
    expect(renewed.token).toBe(first.token);
    expect(Date.parse(renewed.expires_at)).toBe(f.clock.now() + 60_000);
    f.clock.advance(30_000);
    const headers = { Authorization: `Bearer ${first.token}` };
    expect(
      (await f.api('GET', '/connected', { apiKey: null, key: 'KeyOne1', headers })).status,
    ).toBe(200);
    const tampered = first.renew.replace(/s=[0-9a-f]{4}/, 's=0000');
    expect((await f.raw(new URL(tampered).pathname + new URL(tampered).search)).status).toBe(403);
  });
});
