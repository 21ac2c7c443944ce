/** Helpers for HTTP tests: the emulator's app served in-process on a fake clock. */
import { FakeClock } from '@glide/core';
import { z } from 'zod';
import { API_PATH, CONTROL_PATH, DEMO_APP_ID, DEMO_CONNECTION_KEY } from '../constants';
import { createEmulator, type EmulatorInstance, type EmulatorOptions } from '../create-emulator';
import { T0 } from './model';

/** Options of one request. */
/** The answer of any device call to a key or reference with no connected device behind it. */
export const NOT_CONNECTED = {
  error: {
    code: 1001,
    name: 'DeviceNotConnected',
    message: 'Device not connected',
    connected: false,
  },
};

export interface CallOptions {
  /** `X-Connection-Key`; null sends none. Default the demo key. */
  key?: string | null;
  /** `X-Api-Key`; null sends none. Default the demo Application ID. */
  apiKey?: string | null;
  /** JSON body. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** An in-process emulator. */
export interface HttpFixture {
  clock: FakeClock;
  instance: EmulatorInstance;
  /** A call to the REST API. */
  api(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** A call to the control API (JSON body). */
  control(method: string, path: string, body?: unknown): Promise<Response>;
  /** Any path. */
  raw(path: string, init?: RequestInit): Promise<Response>;
}

/** Builds a fixture on a fake clock with seed 42. */
export function httpFixture(options: EmulatorOptions = {}): HttpFixture {
  const clock = new FakeClock(T0);
  const instance = createEmulator({ clock, seed: 42, ...options });
  const raw = async (path: string, init?: RequestInit): Promise<Response> =>
    instance.app.request(path, init);
  return {
    clock,
    instance,
    raw,
    api: (method, path, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      const key = options.key === undefined ? DEMO_CONNECTION_KEY : options.key;
      const apiKey = options.apiKey === undefined ? DEMO_APP_ID : options.apiKey;
      if (key !== null) headers['X-Connection-Key'] = key;
      if (apiKey !== null) headers['X-Api-Key'] = apiKey;
      let body: string | undefined;
      if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      return raw(`${API_PATH}${path}`, { method, headers, body });
    },
    control: (method, path, body) =>
      raw(`${CONTROL_PATH}${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/** The parsed JSON body. */
export async function jsonOf(response: Response): Promise<unknown> {
  return (await response.json()) as unknown;
}

const resultEnvelope = z.object({ result: z.unknown() });

/** The `result` of a success envelope (fails the test with the body otherwise). */
export async function resultOf(response: Response): Promise<unknown> {
  const body = await jsonOf(response);
  const parsed = resultEnvelope.safeParse(body);
  if (!parsed.success) throw new Error(`Not a result envelope: ${JSON.stringify(body)}`);
  return parsed.data.result;
}

/** Reads a value out of an unknown JSON body with a schema. */
export function pick<S extends z.ZodType>(value: unknown, schema: S): z.output<S> {
  return schema.parse(value);
}

/** Lets pending promise work (request handling between fake-clock steps) run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** One parsed SSE message (or a comment). */
export interface SseMessage {
  event?: string;
  data?: unknown;
  comment?: string;
}

/** Reads an event stream message by message. */
export class SseReader {
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(response: Response) {
    if (!response.body) throw new Error('No body');
    this.reader = response.body.getReader();
  }

  /** The next message; undefined when the stream ended. */
  async next(): Promise<SseMessage | undefined> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        return parseBlock(block);
      }
      const { done, value } = await this.reader.read();
      if (done) return undefined;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** Closes the stream from the client side. */
  async cancel(): Promise<void> {
    await this.reader.cancel();
  }
}

function parseBlock(block: string): SseMessage {
  const message: SseMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    else if (line.startsWith('event: ')) message.event = line.slice(7);
    else if (line.startsWith('data: ')) message.data = JSON.parse(line.slice(6)) as unknown;
  }
  return message;
}
