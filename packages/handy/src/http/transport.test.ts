import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  HandyAbortError,
  HandyDeviceError,
  HandyHttpError,
  HandyInvalidResponseError,
  HandyNetworkError,
  HandyNoResultError,
  HandyTimeoutError,
} from '../errors';
import { createHandyClient } from '../client/create-client';
import {
  createFakeFetch,
  hangingResponse,
  jsonResponse,
  resultResponse,
  type FakeHandler,
} from '../testing/fake-fetch';
import { deviceInfo } from '../testing/fixtures';
import { createTransport, DEADLINE_MARGIN_MS } from './transport';

function clientWith(handler: FakeHandler, clock = new FakeClock()) {
  const fake = createFakeFetch(handler);
  const client = createHandyClient({
    baseUrl: 'https://api.example/v3',
    auth: { apiKey: 'app' },
    fetch: fake.fetch,
    clock,
  });
  return { fake, client, clock, device: client.device('KEY12345') };
}

/** Lets pending promise callbacks run (no timers involved). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('HTTP status mapping (spec §8)', () => {
  const standard: Array<[number, string]> = [
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [408, 'Request Timeout'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ];
  it.each(standard)('%i gives "%s" on a call without a connection key', async (status, message) => {
    const { client } = clientWith(() => jsonResponse({ name: 'x', message: 'y' }, { status }));
    const error = await client.issueToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({
      code: 'http',
      status,
      message,
      body: { name: 'x', message: 'y' },
    });
  });

  const device: Array<[number, string]> = [
    [400, 'Bad request.'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [408, 'Request timeout.'],
    [429, 'Too Many Requests'],
    [500, 'Internal server error.'],
    [503, 'Service Unavailable'],
  ];
  it.each(device)('%i gives "%s" on a device call', async (status, message) => {
    const { device: api } = clientWith(() => jsonResponse({}, { status }));
    await expect(api.info()).rejects.toMatchObject({ code: 'http', status, message });
  });

  it('names status, status text and body for an unmapped status', async () => {
    const { device: api } = clientWith(
      () => new Response('teapot body', { status: 418, statusText: "I'm a teapot" }),
    );
    const error = await api.info().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({
      status: 418,
      statusText: "I'm a teapot",
      body: 'teapot body',
      message: "Request failed: HTTP 418 I'm a teapot: teapot body",
    });
  });

  it('keeps the gateway 401 body and its detail', async () => {
    const body = { error: { name: '', message: 'Unauthenticated' } };
    const { device: api } = clientWith(() => jsonResponse(body, { status: 401 }));
    await expect(api.info()).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
      body,
      detail: { name: '', message: 'Unauthenticated' },
    });
  });

  it('keeps the bare 400 missing-key body and its detail', async () => {
    const body = { name: 'Bad request', message: 'Missing connection key in request' };
    const { device: api } = clientWith(() => jsonResponse(body, { status: 400 }));
    await expect(api.info()).rejects.toMatchObject({
      status: 400,
      message: 'Bad request.',
      body,
      detail: body,
    });
  });

  it('treats a 400 with a DeviceError body as an HTTP error, not a device error', async () => {
    const body = {
      error: {
        code: 4001,
        name: 'InvalidRequest',
        message: 'At least one interface must stay enabled',
      },
    };
    const { device: api } = clientWith(() => jsonResponse(body, { status: 400 }));
    const error = await api.system
      .setInterfaces({ wifi: false, ble: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({
      detail: { code: 4001, message: 'At least one interface must stay enabled' },
    });
  });
});

describe('envelope', () => {
  it('maps {error} in a 200 to a device error with every field', async () => {
    const { device: api } = clientWith(() =>
      jsonResponse({
        error: {
          code: 1001,
          name: 'DeviceNotConnected',
          message: 'Device not connected',
          connected: false,
        },
      }),
    );
    const error = await api.info().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyDeviceError);
    expect(error).toMatchObject({
      code: 'device',
      message: 'Device not connected',
      deviceErrorCode: 1001,
      deviceErrorName: 'DeviceNotConnected',
      connected: false,
      data: undefined,
    });
  });

  it('carries the optional data of a device error (1002 DeviceTimeout)', async () => {
    const { device: api } = clientWith(() =>
      jsonResponse({
        error: {
          code: 1002,
          name: 'DeviceTimeout',
          message: 'Device timeout',
          connected: true,
          data: { waitedMs: 5000 },
        },
      }),
    );
    await expect(api.hamp.start()).rejects.toMatchObject({
      deviceErrorCode: 1002,
      connected: true,
      data: { waitedMs: 5000 },
    });
  });

  it('reports a malformed error object as an invalid response', async () => {
    const { device: api } = clientWith(() => jsonResponse({ error: { message: 'oops' } }));
    const error = await api.info().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyInvalidResponseError);
    expect(error).toMatchObject({ path: 'error.code' });
  });

  it('reports "No result" when the body has neither result nor error', async () => {
    const { device: api } = clientWith(() => jsonResponse({ something: 1 }));
    const error = await api.info().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyNoResultError);
    expect(error).toMatchObject({ code: 'no_result', reason: 'result', message: 'No result' });
  });

  it('reports "No result" for an empty 204 on a call that needs a payload', async () => {
    const { device: api } = clientWith(() => new Response(null, { status: 204 }));
    await expect(api.info()).rejects.toMatchObject({ code: 'no_result' });
  });

  it('accepts an empty 204 on a fire-and-forget call', async () => {
    const { device: api } = clientWith(() => new Response(null, { status: 204 }));
    await expect(api.hdsp.xpt({ positionFraction: 0.5, durationMs: 100 })).resolves.toBeUndefined();
  });

  it('reports "No result" for a text body, which is not an envelope', async () => {
    const { device: api } = clientWith(
      () => new Response('ok', { headers: { 'content-type': 'text/plain' } }),
    );
    await expect(api.setModeLegacy(0)).rejects.toMatchObject({ code: 'no_result' });
  });

  it('names the path and first issue of a result that fails its schema', async () => {
    const { device: api } = clientWith(() => resultResponse({ ...deviceInfo, fw_version: 42 }));
    const error = await api.info().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyInvalidResponseError);
    expect(error).toMatchObject({ code: 'invalid_response', path: 'result.fw_version' });
    expect((error as Error).message).toMatch(
      /^Invalid response to GET \/info at result\.fw_version: /,
    );
  });

  it('lets extra fields through', async () => {
    const { device: api } = clientWith(() => resultResponse({ ...deviceInfo, brand_new: 'x' }));
    await expect(api.info()).resolves.toMatchObject({ brand_new: 'x' });
  });

  it('reports JSON that does not parse as an invalid response', async () => {
    const { device: api } = clientWith(
      () => new Response('{"result":', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(api.info()).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reads JSON without a content type', async () => {
    // A byte body gets no default content type (a string body would get text/plain).
    const bytes = new TextEncoder().encode(JSON.stringify({ result: deviceInfo }));
    const { device: api } = clientWith(() => new Response(bytes));
    await expect(api.info()).resolves.toEqual(deviceInfo);
  });

  it('accepts pause/resume answers without the result wrapper', async () => {
    const { device: api } = clientWith(() =>
      jsonResponse({
        play_state: 3,
        pause_on_starving: false,
        points: 1,
        max_points: 10,
        current_point: 0,
        current_time: 5,
        loop: false,
        playback_rate: 1,
        first_point_time: 0,
        last_point_time: 5,
        stream_id: 1,
        tail_point_stream_index: 1,
        tail_point_stream_index_threshold: 0,
      }),
    );
    await expect(api.hsp.pause()).resolves.toMatchObject({ play_state: 3 });
  });
});

describe('abort, deadline and network', () => {
  it('fails with "Request aborted." when the caller aborts in flight', async () => {
    const { device: api } = clientWith(hangingResponse);
    const controller = new AbortController();
    const pending = api.info({ signal: controller.signal });
    await settle();
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyAbortError);
    expect(error).toMatchObject({ code: 'aborted', message: 'Request aborted.' });
  });

  it('asks the browser to keep a call alive past the page only when told to', async () => {
    const { fake, device: api } = clientWith(() => resultResponse(deviceInfo));
    await api.info();
    expect(fake.last().keepalive).toBeUndefined();
    await api.info({ keepalive: true });
    expect(fake.last().keepalive).toBe(true);
  });

  it('does not send at all when the signal is already aborted', async () => {
    const { fake, device: api } = clientWith(() => resultResponse(deviceInfo));
    const controller = new AbortController();
    controller.abort();
    await expect(api.info({ signal: controller.signal })).rejects.toThrow('Request aborted.');
    expect(fake.requests).toHaveLength(0);
  });

  it('aborts even when the injected fetch ignores its signal', async () => {
    const { device: api } = clientWith(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = api.info({ signal: controller.signal });
    await settle();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(HandyAbortError);
  });

  it('gives up after the API timeout plus the margin, on the injected clock', async () => {
    const clock = new FakeClock();
    const { fake, device: api } = clientWith(hangingResponse, clock);
    const pending = api.info({ timeoutMs: 10_000 }).catch((e: unknown) => e);
    await settle();
    clock.advance(10_000 + DEADLINE_MARGIN_MS - 1);
    await settle();
    expect(fake.last().signal?.aborted).toBe(false);
    clock.advance(1);
    const error = await pending;
    expect(error).toBeInstanceOf(HandyTimeoutError);
    expect(error).toMatchObject({ code: 'timeout', deadlineMs: 15_000 });
    expect((error as Error).message).toBe('No answer to GET /info within 15000 ms.');
    expect(fake.last().signal?.aborted).toBe(true);
  });

  it('uses the 5000 ms API default when no timeout is set', async () => {
    const clock = new FakeClock();
    const { device: api } = clientWith(hangingResponse, clock);
    const pending = api.info().catch((e: unknown) => e);
    await settle();
    clock.advance(5_000 + DEADLINE_MARGIN_MS);
    await expect(pending).resolves.toMatchObject({ code: 'timeout', deadlineMs: 10_000 });
  });

  it('clears its deadline timer once answered', async () => {
    const clock = new FakeClock();
    const { device: api } = clientWith(() => resultResponse(deviceInfo), clock);
    await api.info();
    expect(clock.pendingTimers).toBe(0);
  });

  it('maps a rejected fetch to a network error', async () => {
    const { device: api } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.info().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HandyNetworkError);
    expect(error).toMatchObject({
      code: 'network',
      message: 'Network error on GET /info: Failed to fetch',
    });
  });
});

describe('transport URLs', () => {
  it('joins the base URL without doubling slashes and skips undefined query values', () => {
    const transport = createTransport({
      baseUrl: 'https://api.example/v3///',
      fetch: createFakeFetch(() => jsonResponse({})).fetch,
      clock: new FakeClock(),
      credentials: 'omit',
      getAuth: () => undefined,
    });
    expect(transport.url('/sse', { ck: 'K', apikey: undefined, events: 'a,b' })).toBe(
      'https://api.example/v3/sse?ck=K&events=a%2Cb',
    );
  });

  it('parses a bare payload only where allowed', async () => {
    const transport = createTransport({
      baseUrl: 'https://api.example/v3',
      fetch: createFakeFetch(() => jsonResponse({ value: 1 })).fetch,
      clock: new FakeClock(),
      credentials: 'omit',
      getAuth: () => undefined,
    });
    const result = v.object({ value: v.number() });
    await expect(
      transport.send({ method: 'GET', path: '/x', auth: false, result }),
    ).rejects.toBeInstanceOf(HandyNoResultError);
    await expect(
      transport.send({ method: 'GET', path: '/x', auth: false, result, allowBare: true }),
    ).resolves.toEqual({ value: 1 });
  });
});
