import { describe, expect, it } from 'vitest';
import { API_PATH, DEMO_APP_ID } from '../constants';
import {
  NOT_CONNECTED,
  httpFixture,
  jsonOf,
  resultOf,
  SseReader,
  type HttpFixture,
} from '../test-support/http';
import { DEVICE_REFERENCE_OPERATIONS, readDeviceReference } from './device-reference';

const CHANNEL = 'chref:abcde12345';
const MALFORMED = { name: 'Bad request', message: 'Invalid connection key in request' };

describe('reading X-Connection-Key', () => {
  it('reads a connection key as one on every operation', () => {
    for (const operation of ['GET /info', 'GET /statistics', 'PUT /nothing']) {
      expect(readDeviceReference('GlideDemo1', operation)).toEqual({
        kind: 'key',
        value: 'GlideDemo1',
      });
    }
  });

  it('reads a channel reference on the DeviceReference operations only', () => {
    expect(readDeviceReference(CHANNEL, 'PUT /hamp/start')).toEqual({
      kind: 'channel',
      value: CHANNEL,
    });
    expect(() => readDeviceReference(CHANNEL, 'GET /statistics')).toThrow('HTTP 400');
    expect(() => readDeviceReference(CHANNEL, 'PUT /hsp/play')).toThrow('HTTP 400');
  });

  it('takes the corrected ChannelReference pattern: chref: and 5–64 letters or digits', () => {
    const longest = `chref:${'a'.repeat(64)}`;
    expect(longest).toHaveLength(70);
    expect(readDeviceReference(longest, 'GET /info')).toEqual({ kind: 'channel', value: longest });
    expect(readDeviceReference('chref:abcde', 'GET /sse').kind).toBe('channel');
    // Without the prefix the value is a key, never a channel (the file's optional prefix).
    expect(readDeviceReference('chrefabcde', 'GET /info').kind).toBe('key');
    // The file's `(chref:?:)?` is a mistyped `(?:chref:)`: no doubled colon.
    for (const value of [
      'chref::abcde',
      'chref:abcd',
      'chref:abc-de',
      'chref:::abcde',
      'CHREF:abcde',
      `${longest}a`,
    ]) {
      expect(() => readDeviceReference(value, 'GET /info'), value).toThrow('HTTP 400');
    }
  });

  it('tells a missing value from a malformed one', () => {
    for (const value of [undefined, '']) {
      expect(() => readDeviceReference(value, 'GET /info')).toThrow('HTTP 400');
    }
  });
});

/** Every `METHOD /path` the API serves, relative to its root. */
function apiOperations(f: HttpFixture): { method: string; path: string }[] {
  const seen = new Set<string>();
  const out: { method: string; path: string }[] = [];
  for (const route of f.instance.app.routes) {
    if (!['GET', 'PUT', 'POST'].includes(route.method)) continue;
    if (!route.path.startsWith(`${API_PATH}/`) || route.path.includes('*')) continue;
    const path = route.path.slice(API_PATH.length);
    const operation = `${route.method} ${path}`;
    if (seen.has(operation) || path === '/sse') continue;
    seen.add(operation);
    out.push({ method: route.method, path });
  }
  return out;
}

async function answer(f: HttpFixture, method: string, path: string, key: string) {
  const response = await f.api(method, path, { key });
  return { status: response.status, body: await jsonOf(response) };
}

describe('a channel reference on the API', () => {
  it('is answered as a well-formed key without a device on exactly the DeviceReference operations', async () => {
    const f = httpFixture({ autoProvision: false });
    const operations = apiOperations(f);
    const served = new Set(operations.map((o) => `${o.method} ${o.path}`));
    for (const operation of DEVICE_REFERENCE_OPERATIONS) {
      if (operation !== 'GET /sse') expect(served, operation).toContain(operation);
    }
    for (const { method, path } of operations) {
      const operation = `${method} ${path}`;
      const channel = await answer(f, method, path, CHANNEL);
      if (DEVICE_REFERENCE_OPERATIONS.has(operation)) {
        expect(channel, operation).toEqual(await answer(f, method, path, 'NoDevice1'));
      } else {
        expect(channel, operation).toEqual(await answer(f, method, path, 'a-b'));
      }
    }
  });

  it('is a device not connected: 1001 on a device call, connected false on /connected', async () => {
    const f = httpFixture();
    const info = await f.api('GET', '/info', { key: CHANNEL });
    expect(info.status).toBe(200);
    expect(await jsonOf(info)).toEqual(NOT_CONNECTED);
    const start = await f.api('PUT', '/hamp/start', { key: CHANNEL });
    expect(await jsonOf(start)).toEqual(NOT_CONNECTED);
    expect(await resultOf(await f.api('GET', '/connected', { key: CHANNEL }))).toEqual({
      connected: false,
    });
    // Auto-provisioning makes devices for keys, never for a channel.
    expect(f.instance.emulator.list().map((d) => d.connectionKey)).not.toContain(CHANNEL);
  });

  it('stays a malformed key on the ConnectionKey operations', async () => {
    const f = httpFixture();
    for (const path of ['/statistics', '/capabilities', '/hsp/state', '/hstp/info']) {
      const res = await f.api('GET', path, { key: CHANNEL });
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toEqual(MALFORMED);
    }
  });

  it('opens an event stream whose device_status says not connected (ck or header)', async () => {
    const f = httpFixture();
    const byQuery = await f.raw(`${API_PATH}/sse?ck=${CHANNEL}&apikey=${DEMO_APP_ID}`);
    const byHeader = await f.raw(`${API_PATH}/sse?apikey=${DEMO_APP_ID}`, {
      headers: { 'X-Connection-Key': CHANNEL },
    });
    for (const res of [byQuery, byHeader]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      const sse = new SseReader(res);
      expect(await sse.next()).toEqual({
        event: 'device_status',
        data: { connection_key: CHANNEL, data: { connected: false } },
      });
      await sse.cancel();
    }
    const malformed = await f.raw(`${API_PATH}/sse?ck=chref:abc&apikey=${DEMO_APP_ID}`);
    expect(malformed.status).toBe(400);
    expect(await jsonOf(malformed)).toEqual(MALFORMED);
  });
});
