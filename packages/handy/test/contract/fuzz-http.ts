/**
 * Sends a fuzz request over real HTTP and reads the answer as the contract's checks take it. An
 * event stream is read until its first event (or briefly) and then closed, so no stream outlives
 * its request.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { CheckedRequest, CheckedResponse } from './contract';
import { parseJson } from './json';

/** Longest a request may take before the property fails it as a hang. */
export const REQUEST_TIMEOUT_MS = 5_000;

/**
 * How long an event stream is read for its first event. The emulator sends `device_status` at once;
 * this only bounds the read if it does not, and its passing is not a failure.
 */
const FIRST_EVENT_WAIT_MS = 500;

/** The first event of a stream, as it arrived. */
export interface FirstEvent {
  readonly name: string;
  readonly data: string;
}

/** An answer, with the first event when it was a stream. */
export interface FuzzAnswer extends CheckedResponse {
  /** The raw body text (empty for a stream). */
  readonly text: string;
  readonly event: FirstEvent | undefined;
}

/** Reads a stream until its first complete event, the wait runs out or the stream ends. */
async function firstEvent(body: ReadableStream<Uint8Array>): Promise<FirstEvent | undefined> {
  let found: FirstEvent | undefined;
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      found ??= { name: message.event ?? 'message', data: message.data };
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'waited'>((resolve) => {
    timer = setTimeout(() => resolve('waited'), FIRST_EVENT_WAIT_MS);
  });
  try {
    while (found === undefined) {
      const chunk = await Promise.race([reader.read(), waited]);
      if (chunk === 'waited' || chunk.done) break;
      parser.feed(decoder.decode(chunk.value, { stream: true }));
    }
  } finally {
    clearTimeout(timer);
    // Closing our end makes the server drop the subscription; a reset on the way is expected.
    await reader.cancel().catch(() => undefined);
  }
  return found;
}

/** Sends `request` and reads its answer; rejects when it takes longer than {@link REQUEST_TIMEOUT_MS}. */
export async function sendRequest(
  request: CheckedRequest,
  body: string | undefined,
): Promise<FuzzAnswer> {
  const close = new AbortController();
  const signal = AbortSignal.any([AbortSignal.timeout(REQUEST_TIMEOUT_MS), close.signal]);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(body === undefined ? {} : { body }),
      signal,
    });
    const contentType = response.headers.get('content-type') ?? undefined;
    if (contentType?.startsWith('text/event-stream') && response.body) {
      const event = await firstEvent(response.body);
      return { status: response.status, contentType, body: undefined, text: '', event };
    }
    const text = await response.text();
    return { status: response.status, contentType, body: parseJson(text), text, event: undefined };
  } finally {
    close.abort();
  }
}
