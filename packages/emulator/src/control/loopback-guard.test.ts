import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpFixture, jsonOf, pick } from '../test-support/http';
import { isLoopbackAddress, isLoopbackHost, isLoopbackOrigin } from './loopback-guard';

const devices = z.object({ devices: z.array(z.object({ connectionKey: z.string() })) });
const errorOf = (status: number) =>
  z.object({ error: z.object({ code: z.literal(status), name: z.string(), message: z.string() }) });

const DEVICE_BODY = JSON.stringify({ connectionKey: 'Injected1' });

describe('loopback checks', () => {
  it('knows loopback addresses, hosts and origins, and nothing that merely looks like one', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['10.0.0.2', '::ffff:192.168.1.20', '0.0.0.0', '::', '128.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(false);
    for (const h of ['127.0.0.1:8787', 'localhost', 'LOCALHOST:1', '[::1]:8787', '[::1]'])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['evil.example:8787', '127.0.0.1.evil.example', 'localhost.evil.example', ''])
      expect(isLoopbackHost(h)).toBe(false);
    for (const o of ['http://127.0.0.1:5173', 'https://localhost', 'http://[::1]:4191'])
      expect(isLoopbackOrigin(o)).toBe(true);
    for (const o of [
      'https://evil.example',
      'http://127.0.0.1.evil.example',
      'http://localhost.evil.example:5173',
      'http://localhost:5173/path',
      'null',
      'file://',
    ])
      expect(isLoopbackOrigin(o)).toBe(false);
  });
});

describe('control API: who may call it', () => {
  it('refuses a cross-origin text/plain POST (a page elsewhere) before it does anything', async () => {
    const f = httpFixture();
    const res = await f.raw('/control/devices', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: DEVICE_BODY,
    });
    expect(res.status).toBe(403);
    errorOf(403).parse(await jsonOf(res));
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const reset = await f.raw('/control/reset', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(reset.status).toBe(403);
    expect(pick(await jsonOf(await f.control('GET', '/devices')), devices).devices).toEqual([]);
  });

  it('refuses a preflight from elsewhere and answers one from a loopback page, without credentials', async () => {
    const f = httpFixture();
    const preflight = (origin: string) =>
      f.raw('/control/position', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'x-connection-key',
        },
      });
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const local = await preflight('http://127.0.0.1:5173');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(local.headers.get('access-control-allow-headers')).toContain('x-connection-key');
    expect(local.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets the app (another loopback port) read the position with the key in a header', async () => {
    const f = httpFixture();
    await f.control('POST', '/devices', { connectionKey: 'GlideDemo1' });
    const res = await f.raw('/control/position', {
      headers: { Origin: 'http://localhost:4191', 'X-Connection-Key': 'GlideDemo1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4191');
  });

  it('refuses a Host that is not loopback (DNS rebinding)', async () => {
    const f = httpFixture();
    const byUrl = await f.raw('http://rebound.example:8787/control/devices');
    expect(byUrl.status).toBe(403);
    const byHeader = await f.raw('/control/devices', { headers: { Host: 'rebound.example' } });
    expect(byHeader.status).toBe(403);
    expect((await f.raw('http://127.0.0.1:8787/control/devices')).status).toBe(200);
  });

  it('refuses a peer that is not on this machine, whatever its headers say', async () => {
    const f = httpFixture();
    const from = (remoteAddress: string) =>
      f.instance.app.request('/control/devices', {}, { incoming: { socket: { remoteAddress } } });
    expect((await from('192.168.1.20')).status).toBe(403);
    expect((await from('::ffff:127.0.0.1')).status).toBe(200);
    // The API itself stays reachable from the network when bound there.
    const api = await f.instance.app.request(
      '/api/handy-rest/v3/servertime',
      {},
      { incoming: { socket: { remoteAddress: '192.168.1.20' } } },
    );
    expect(api.status).toBe(200);
  });

  it('takes calls from Node tools, which send no Origin', async () => {
    const f = httpFixture();
    expect((await f.control('POST', '/devices', { connectionKey: 'NodeTool1' })).status).toBe(201);
    expect((await f.control('POST', '/reset')).status).toBe(200);
  });
});

describe('control API: JSON bodies only', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses %s with 415, also from this machine',
    async (contentType) => {
      const f = httpFixture();
      const res = await f.raw('/control/devices', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: DEVICE_BODY,
      });
      expect(res.status).toBe(415);
      errorOf(415).parse(await jsonOf(res));
    },
  );

  it('refuses a body without a content type, takes JSON with a charset and bodiless calls', async () => {
    const f = httpFixture();
    expect((await f.raw('/control/devices', { method: 'POST', body: DEVICE_BODY })).status).toBe(
      415,
    );
    const charset = await f.raw('/control/devices', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: DEVICE_BODY,
    });
    expect(charset.status).toBe(201);
    expect((await f.raw('/control/devices/Injected1', { method: 'DELETE' })).status).toBe(204);
  });
});
