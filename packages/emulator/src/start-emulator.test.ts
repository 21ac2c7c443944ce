import { request, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_APP_ID, DEMO_CONNECTION_KEY } from './constants';
import { API_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from './http/body-limit';
import { startEmulator } from './start-emulator';

const MIB = 1024 * 1024;

/**
 * Sends a chunked upload of up to `maxBytes` until the server answers or hangs up; returns the
 * answer (if any) and how much was written by then.
 */
async function chunkedUpload(
  url: string,
  init: { method: string; headers: Record<string, string> },
  maxBytes: number,
): Promise<{ status: number | undefined; body: string; writtenBytes: number }> {
  const req = request(url, init);
  let response: IncomingMessage | undefined;
  let failed = false;
  const answered = new Promise<void>((resolve) => {
    req.once('response', (res) => {
      response = res;
      resolve();
    });
    req.once('error', () => {
      failed = true;
      resolve();
    });
  });
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let writtenBytes = 0;
  while (!response && !failed && writtenBytes < maxBytes) {
    writtenBytes += chunk.byteLength;
    if (!req.write(chunk)) {
      await Promise.race([new Promise((resolve) => req.once('drain', resolve)), answered]);
    }
  }
  if (!response && !failed) req.end();
  await answered;
  const res = response;
  if (!res) return { status: undefined, body: '', writtenBytes };
  let body = '';
  for await (const part of res) body += String(part);
  req.destroy();
  return { status: res.statusCode, body, writtenBytes };
}

describe('startEmulator', () => {
  it('listens on an ephemeral port, serves the API, the script host and SSE, and closes', async () => {
    const running = await startEmulator({ port: 0, seed: 3, quiet: true });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(running.apiBase).toBe(`${running.url}/api/handy-rest/v3`);
      const headers = { 'X-Api-Key': DEMO_APP_ID, 'X-Connection-Key': DEMO_CONNECTION_KEY };
      const info = await fetch(`${running.apiBase}/info`, { headers });
      expect(info.status).toBe(200);
      const form = new FormData();
      form.append('file', new Blob(['0,0\n1000,100\n']), 'a.csv');
      const upload = z
        .object({ url: z.string() })
        .parse(
          await fetch(`${running.scriptHostBase}/temp/upload`, { method: 'POST', body: form }).then(
            (r) => r.json(),
          ),
        );
      expect(upload.url.startsWith(running.url)).toBe(true);
      const setup = await fetch(`${running.apiBase}/hssp/setup`, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: upload.url }),
      });
      expect(await setup.json()).toMatchObject({ result: { points: 2 } });
      // An open event stream must not keep close() waiting.
      const sse = await fetch(
        `${running.apiBase}/sse?ck=${DEMO_CONNECTION_KEY}&apikey=${DEMO_APP_ID}`,
      );
      const reader = sse.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain('event: device_status');
    } finally {
      await running.close();
    }
  });

  it.each([
    [
      'a 300 MiB upload to the script host',
      '/api/script/v0/temp/upload',
      { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { error: 'File too large' },
      UPLOAD_BODY_LIMIT_BYTES,
    ],
    [
      'a 300 MiB JSON body to PUT /hamp/velocity',
      '/api/handy-rest/v3/hamp/velocity',
      {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-api-key': DEMO_APP_ID,
          'x-connection-key': DEMO_CONNECTION_KEY,
        },
      },
      { error: { code: 413, name: 'Payload Too Large', message: 'Request body over 65536 bytes' } },
      API_BODY_LIMIT_BYTES,
    ],
  ])('answers 413 to %s while it is still being sent', async (_, path, init, answer, limit) => {
    const running = await startEmulator({ port: 0, seed: 3, quiet: true });
    try {
      const sent = await chunkedUpload(`${running.url}${path}`, init, 300 * MIB);
      expect(sent.status).toBe(413);
      expect(JSON.parse(sent.body)).toEqual(answer);
      // Long before the 300 MiB were out: the limit, what sat in socket buffers, and at most the
      // 64 MiB the server discards after answering (so that the client can read the answer).
      expect(sent.writtenBytes).toBeGreaterThan(limit);
      expect(sent.writtenBytes).toBeLessThan(limit + 80 * MIB);
    } finally {
      await running.close();
    }
  });
});
