import { describe, expect, it } from 'vitest';
import { CONTROL_PATH, DEMO_CONNECTION_KEY } from '../constants';
import { httpFixture, jsonOf } from '../test-support/http';

/** A control call addressing the device by the `X-Connection-Key` header. */
function byHeader(key: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (key !== undefined) headers['X-Connection-Key'] = key;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    path: `${CONTROL_PATH}/device${path}`,
  };
}

describe('control API: the device addressed by header', () => {
  it('reads and steers the device the header names, as the path form does', async () => {
    const f = httpFixture();
    await f.control('POST', '/devices', { connectionKey: DEMO_CONNECTION_KEY, online: true });
    const call = async (method: string, path: string, body?: unknown) => {
      const { path: url, ...init } = byHeader(DEMO_CONNECTION_KEY, method, path, body);
      return f.raw(url, init);
    };
    expect(await jsonOf(await call('PUT', '/battery', { level: 0.42 }))).toMatchObject({
      battery: { level: 0.42 },
    });
    expect(await jsonOf(await call('PUT', '/temperature', { motorTempC: 71 }))).toMatchObject({
      motorTempC: 71,
    });
    expect(await jsonOf(await call('PUT', '/connection', { online: false }))).toMatchObject({
      online: false,
    });
    expect(await jsonOf(await call('PUT', '/faults', { errorRate: 0.5 }))).toMatchObject({
      devices: { [DEMO_CONNECTION_KEY]: { errorRate: 0.5 } },
    });
    const read = await jsonOf(await f.control('GET', `/devices/${DEMO_CONNECTION_KEY}`));
    expect(read).toMatchObject({ device: { online: false, battery: { level: 0.42 } } });
    expect(await jsonOf(await call('GET', ''))).toMatchObject({
      device: { connectionKey: DEMO_CONNECTION_KEY, online: false },
    });
  });

  it('answers 404 for an unknown key and 400 without one', async () => {
    const f = httpFixture();
    const unknown = byHeader('Nobody1234', 'POST', '/button', { button: 'UP' });
    expect((await f.raw(unknown.path, unknown)).status).toBe(404);
    const none = byHeader(undefined, 'GET', '');
    expect((await f.raw(none.path, none)).status).toBe(400);
  });
});
