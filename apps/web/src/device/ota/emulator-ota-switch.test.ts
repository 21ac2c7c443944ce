import { describe, expect, it } from 'vitest';
import { emulatorOtaSwitch, emulatorOtaUrl } from './emulator-ota-switch';

const BASE = 'http://127.0.0.1:8787/api/handy-rest/v3';

function fakeFetch(answer: () => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = ((url: string, init?: RequestInit) => {
    requests.push({ url, init });
    return Promise.resolve(answer());
  }) as typeof fetch;
  return { fetchFn, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('emulatorOtaSwitch', () => {
  it('is on the API base origin’s control API', () => {
    expect(emulatorOtaUrl(BASE)).toBe('http://127.0.0.1:8787/control/device');
    expect(emulatorOtaUrl('not a url')).toBeUndefined();
  });

  it('reads the outcome with the key in the header, never in the URL', async () => {
    const f = fakeFetch(() => json({ device: { ota: { outcome: 'success', ongoing: false } } }));
    expect(await emulatorOtaSwitch(f.fetchFn, BASE, 'SecretKey1')).toEqual({
      kind: 'outcome',
      outcome: 'success',
    });
    expect(f.requests[0]?.url).not.toContain('SecretKey1');
    expect(f.requests[0]?.init?.headers).toMatchObject({ 'X-Connection-Key': 'SecretKey1' });
    expect(f.requests[0]?.init?.method).toBe('GET');
  });

  it('sets the outcome with a PATCH', async () => {
    const f = fakeFetch(() => json({ device: { ota: { outcome: 'failure' } } }));
    expect(await emulatorOtaSwitch(f.fetchFn, BASE, 'SecretKey1', 'failure')).toEqual({
      kind: 'outcome',
      outcome: 'failure',
    });
    expect(f.requests[0]?.init?.method).toBe('PATCH');
    expect(f.requests[0]?.init?.body).toBe('{"otaOutcome":"failure"}');
  });

  it('a 404 or no answer means another API: no switch', async () => {
    expect(await emulatorOtaSwitch(fakeFetch(() => json({}, 404)).fetchFn, BASE, 'K1234')).toEqual({
      kind: 'notEmulator',
    });
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await emulatorOtaSwitch(offline.fetchFn, BASE, 'K1234')).toEqual({
      kind: 'notEmulator',
    });
  });

  it('another status or an answer that does not parse is a failure', async () => {
    expect(await emulatorOtaSwitch(fakeFetch(() => json({}, 500)).fetchFn, BASE, 'K1234')).toEqual({
      kind: 'failed',
    });
    const odd = fakeFetch(() => json({ device: { ota: { outcome: 'maybe' } } }));
    expect(await emulatorOtaSwitch(odd.fetchFn, BASE, 'K1234')).toEqual({ kind: 'failed' });
  });
});
