/**
 * Test support: an event stream on a `FakeClock` and a scripted fake fetch, one script per connect
 * attempt (an SSE body the test feeds, an HTTP status, a rejection, a hang, a JSON answer).
 */
import { FakeClock } from '@glide/core';
import type { HandySseError } from '../errors';
import { createHandyClient } from '../client/create-client';
import type { BackoffOptions } from '../events/backoff';
import type { EventStreamState } from '../events/event-stream';
import type { HandyEvent } from '../events/wire';
import { createFakeFetch, type RecordedRequest } from './fake-fetch';

/** One scripted answer to a connect attempt. */
export type Script =
  | { kind: 'stream' }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'reject'; error: Error }
  | { kind: 'hang' }
  | { kind: 'json' };

/** A stream body the test feeds. */
export interface OpenStream {
  push(text: string): void;
  end(): void;
  fail(error: Error): void;
  readonly cancelled: boolean;
}

/** Lets promise callbacks and stream reads run to completion; no time passes on any clock. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A stream of key `KEY12345` on a fresh client; `random` defaults to 1 (the full delay). */
export function harness(
  scripts: Script[],
  options: {
    backoff?: BackoffOptions;
    staleAfterMs?: number;
    events?: Array<'device_status' | 'hsp_looping'>;
  } = {},
) {
  const clock = new FakeClock(100_000);
  const streams: OpenStream[] = [];
  const encoder = new TextEncoder();
  const fake = createFakeFetch((_request: RecordedRequest) => {
    const script = scripts.shift() ?? { kind: 'hang' };
    switch (script.kind) {
      case 'stream': {
        let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
        let cancelled = false;
        const body = new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
          cancel() {
            cancelled = true;
          },
        });
        streams.push({
          // A cancelled body refuses data, as a real one would; the push is then dropped.
          push: (text) => {
            if (!cancelled) controller?.enqueue(encoder.encode(text));
          },
          end: () => controller?.close(),
          fail: (error) => controller?.error(error),
          get cancelled() {
            return cancelled;
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      case 'status':
        return new Response(script.body ?? '', { status: script.status });
      case 'reject':
        return Promise.reject(script.error);
      case 'json':
        return new Response('{"error":"nope"}', {
          headers: { 'content-type': 'application/json' },
        });
      case 'hang':
        return new Promise<Response>(() => undefined);
    }
  });
  const client = createHandyClient({
    baseUrl: 'https://api.example/v3',
    auth: { apiKey: 'app-id' },
    fetch: fake.fetch,
    clock,
  });
  const stream = client.events({
    connectionKey: 'KEY12345',
    events: options.events,
    backoff: { random: () => 1, ...options.backoff },
    staleAfterMs: options.staleAfterMs,
  });
  const events: HandyEvent[] = [];
  const states: EventStreamState[] = [];
  const errors: HandySseError[] = [];
  stream.onEvent((event) => events.push(event));
  stream.onState((state) => states.push(state));
  stream.onError((error) => errors.push(error));
  const current = () => {
    const open = streams.at(-1);
    if (!open) throw new Error('no stream is open');
    return open;
  };
  return { clock, fake, stream, events, states, errors, current };
}

/** A wire `device_status` event of `KEY12345`. */
export const statusEvent = (connected: boolean) =>
  `event: device_status\ndata: {"connection_key":"KEY12345","data":{"connected":${connected}}}\n\n`;
