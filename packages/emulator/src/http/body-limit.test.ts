import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATH, DEMO_APP_ID, DEMO_CONNECTION_KEY, SCRIPT_HOST_PATH } from '../constants';
import { MAX_SCRIPT_BYTES } from '../model/script-store';
import { httpFixture, jsonOf, resultOf } from '../test-support/http';
import { streamingBody, streamingInit } from '../test-support/streaming-body';
import {
  API_BODY_LIMIT_BYTES,
  CONTROL_BODY_LIMIT_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
} from './body-limit';

const MIB = 1024 * 1024;
const API_HEADERS = {
  'X-Api-Key': DEMO_APP_ID,
  'X-Connection-Key': DEMO_CONNECTION_KEY,
  'Content-Type': 'application/json',
};
const tooLarge = z.object({
  error: z.object({
    code: z.literal(413),
    name: z.literal('Payload Too Large'),
    message: z.string(),
  }),
});

/** Read-ahead of one chunk is all a refused body may cost beyond the limit. */
const CHUNK_BYTES = 64 * 1024;

describe('API body limit', () => {
  it('refuses a 200 MiB chunked JSON body to PUT /hamp/velocity once 64 KiB have arrived', async () => {
    const f = httpFixture();
    const body = streamingBody(200 * MIB, { prefix: '{"velocity":0.5,"pad":"' });
    const res = await f.raw(
      `${API_PATH}/hamp/velocity`,
      streamingInit('PUT', body.stream, { ...API_HEADERS, Origin: 'https://app.example' }),
    );
    expect(res.status).toBe(413);
    expect(tooLarge.parse(await jsonOf(res)).error.message).toContain(`${API_BODY_LIMIT_BYTES}`);
    // The API's CORS headers are still there, so a browser can read why.
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(body.pulledBytes()).toBeLessThanOrEqual(API_BODY_LIMIT_BYTES + CHUNK_BYTES);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const f = httpFixture();
    const body = streamingBody(API_BODY_LIMIT_BYTES + 1);
    const res = await f.raw(
      `${API_PATH}/hamp/velocity`,
      streamingInit('PUT', body.stream, {
        ...API_HEADERS,
        'Content-Length': String(API_BODY_LIMIT_BYTES + 1),
      }),
    );
    expect(res.status).toBe(413);
    expect(body.pulledBytes()).toBe(0);
  });

  it('takes the largest legitimate body: a pretty-printed play with an embedded add of 100 points', async () => {
    const f = httpFixture();
    await f.api('PUT', '/hsp/setup', { body: {} });
    // Whole positions (the contract's `PointPosition` is an integer), the widest one.
    const points = Array.from({ length: 100 }, (_, i) => ({ t: 2_000_000_000 + i * 100, x: 100 }));
    const text = JSON.stringify(
      {
        start_time: 2_000_000_000,
        server_time: f.instance.emulator.serverTimeMs(),
        playback_rate: 1,
        pause_on_starving: true,
        add: { points, tail_point_stream_index: 100, flush: true },
      },
      null,
      4,
    );
    // Pretty-printed with ten-digit times it is still a seventh of the limit.
    expect(text.length).toBeLessThan(API_BODY_LIMIT_BYTES / 7);
    const res = await f.raw(`${API_PATH}/hsp/play`, {
      method: 'PUT',
      headers: API_HEADERS,
      body: text,
    });
    expect(await resultOf(res)).toMatchObject({ points: 100, play_state: 1 });
  });
});

describe('script host upload limit', () => {
  it('refuses a 300 MiB chunked upload once the file limit has arrived', async () => {
    const f = httpFixture();
    const body = streamingBody(300 * MIB, {
      prefix:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n0,0\n1000,100\n',
    });
    const res = await f.raw(
      `${SCRIPT_HOST_PATH}/temp/upload`,
      streamingInit('POST', body.stream, { 'Content-Type': 'multipart/form-data; boundary=x' }),
    );
    expect(res.status).toBe(413);
    expect(await jsonOf(res)).toEqual({ error: 'File too large' });
    expect(body.pulledBytes()).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT_BYTES + CHUNK_BYTES);
  });

  it('still takes a file of exactly the limit', async () => {
    const f = httpFixture();
    const form = new FormData();
    const csv = '0,0\n1000,100\n';
    const file = new Uint8Array(MAX_SCRIPT_BYTES).fill(0x0a); // blank lines around the points
    file.set(new TextEncoder().encode(csv));
    form.append('file', new Blob([file]), 'big.csv');
    const res = await f.raw(`${SCRIPT_HOST_PATH}/temp/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
  });
});

describe('control API body limit', () => {
  it('refuses a chunked body over 1 MiB', async () => {
    const f = httpFixture();
    const body = streamingBody(20 * MIB, { prefix: '{"points":[' });
    const res = await f.raw(
      '/control/streams/big',
      streamingInit('PUT', body.stream, { 'Content-Type': 'application/json' }),
    );
    expect(res.status).toBe(413);
    expect(tooLarge.parse(await jsonOf(res)).error.message).toContain(
      `${CONTROL_BODY_LIMIT_BYTES}`,
    );
    expect(body.pulledBytes()).toBeLessThanOrEqual(CONTROL_BODY_LIMIT_BYTES + CHUNK_BYTES);
    expect(await jsonOf(await f.control('GET', '/streams'))).toEqual({ streams: [] });
  });
});
