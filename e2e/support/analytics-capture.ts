// A stand-in for the analytics host: records every request the app's analytics SDK sends, so that
// the e2e run can prove what leaves the browser. `serve.ts` starts it; specs read it over HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { E2E_ANALYTICS_URL } from './ports';

/** One analytics event as the capture server extracted it from a request body. */
export const capturedEventSchema = z.looseObject({
  event: z.string(),
  properties: z.record(z.string(), z.unknown()).default({}),
});

/** One request that reached the capture server. */
export const capturedRequestSchema = z.object({
  method: z.string(),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  /** The body exactly as received, base64-encoded (it may be gzip). */
  rawBase64: z.string(),
  /** The body decompressed and decoded to text, as far as the capture server could. */
  decoded: z.string(),
  events: z.array(capturedEventSchema),
});

/** One analytics event. */
export type CapturedEvent = z.infer<typeof capturedEventSchema>;
/** One recorded request. */
export type CapturedRequest = z.infer<typeof capturedRequestSchema>;

const isGzip = (body: Buffer) => body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;

/**
 * The body as text, undoing what posthog-js does to it: gzip (`compression=gzip-js`, or the
 * CompressionStream path), or `data=<base64>` form encoding (`compression=base64`, older beacons).
 */
export function decodeBody(body: Buffer, url: string): string {
  if (isGzip(body)) return gunzipSync(body).toString('utf8');
  const text = body.toString('utf8');
  const form = new URLSearchParams(text);
  const data = form.get('data');
  if (data !== null && (text.startsWith('data=') || url.includes('compression=base64'))) {
    const bytes = Buffer.from(data, 'base64');
    return isGzip(bytes) ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  }
  return text;
}

/** The events of a decoded body: one event, a list of them, or `{ batch: [...] }`. */
export function eventsOf(decoded: string): CapturedEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(decoded);
  } catch {
    return [];
  }
  const batch = z.object({ batch: z.array(z.unknown()) }).safeParse(json);
  const items: unknown[] = batch.success ? batch.data.batch : Array.isArray(json) ? json : [json];
  return items.flatMap((item) => {
    const parsed = capturedEventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function headersOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

/** A running capture server. */
export interface AnalyticsCapture {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the capture server on `port`. Every request is answered like PostHog would (200, CORS
 * open) and recorded, except the test API: `GET /captured` lists the records, `DELETE /captured`
 * clears them.
 */
export async function startAnalyticsCapture(port: number): Promise<AnalyticsCapture> {
  let records: CapturedRequest[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', '*');
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS, DELETE');
    if (url === '/captured' && request.method === 'GET') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ requests: records }));
      return;
    }
    if (url === '/captured' && request.method === 'DELETE') {
      records = [];
      response.statusCode = 204;
      response.end();
      return;
    }
    const body = await readBody(request);
    let decoded: string;
    try {
      decoded = decodeBody(body, url);
    } catch (error) {
      decoded = `undecodable body: ${String(error)}`;
    }
    records.push({
      method: request.method ?? 'GET',
      url,
      headers: headersOf(request),
      rawBase64: body.toString('base64'),
      decoded,
      events: eventsOf(decoded),
    });
    response.setHeader('content-type', 'application/json');
    response.end(request.method === 'OPTIONS' ? '' : JSON.stringify({ status: 1 }));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The capture server's test API, as the specs use it. */
export const analyticsCapture = {
  async requests(): Promise<CapturedRequest[]> {
    const response = await fetch(`${E2E_ANALYTICS_URL}/captured`);
    return z.object({ requests: z.array(capturedRequestSchema) }).parse(await response.json())
      .requests;
  },
  async events(): Promise<CapturedEvent[]> {
    return (await analyticsCapture.requests()).flatMap((request) => request.events);
  },
  async clear(): Promise<void> {
    await fetch(`${E2E_ANALYTICS_URL}/captured`, { method: 'DELETE' });
  },
};
