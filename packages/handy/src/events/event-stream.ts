/**
 * The live event stream: `GET /sse` read over `fetch` (so it works in browsers and Node and
 * takes an injected fetch) and parsed with `eventsource-parser`. It is an explicit state machine
 * — connecting → open → reconnecting (with backoff) → … → closed — that owns its timers and its
 * request, and hands out disposers for its listeners.
 */
import type { Clock, TimerHandle } from '@glide/core';
import { createParser } from 'eventsource-parser';
import { HTTP_STATUS_MESSAGES, HandySseError } from '../errors';
import { backoffDelayMs, type ResolvedBackoff } from './backoff';
import { parseWireMessage, type HandyEvent } from './wire';

/** Connection state of the stream (the spec's `sseConnected` / `sseError` live here). */
export interface EventStreamState {
  readonly status: 'connecting' | 'open' | 'reconnecting' | 'closed';
  /** True while the stream is open (spec `sseConnected`). */
  readonly connected: boolean;
  /** The last connection failure (spec `sseError`); cleared when a stream opens. */
  readonly error?: HandySseError | undefined;
  /** Consecutive failed attempts since the last healthy stream. */
  readonly attempt: number;
  /** When the next reconnect is due (client clock), while waiting for it. */
  readonly nextRetryAtMs?: number | undefined;
}

/** A running event stream. */
export interface HandyEventStream {
  /** The current state. */
  readonly state: EventStreamState;
  /** Calls `listener` for every event; returns its disposer. */
  onEvent(listener: (event: HandyEvent) => void): () => void;
  /** Calls `listener` on every state change; returns its disposer. */
  onState(listener: (state: EventStreamState) => void): () => void;
  /**
   * Calls `listener` for every problem: connection failures (also in `state.error`), malformed
   * events and listener exceptions (which never reach the stream itself). Returns its disposer.
   */
  onError(listener: (error: HandySseError) => void): () => void;
  /**
   * The way to the server is back (a REST call got through, the browser went online, the tab is
   * visible again): while waiting out the backoff, cancels that wait, forgets the failed attempts
   * and connects at once. Does nothing while connecting, open or closed, so it never doubles an
   * attempt.
   */
  reconnectNow(): void;
  /** Stops the stream for good: aborts the request, cancels timers, status `closed`. */
  close(): void;
}

/** What the stream needs from the client. */
export interface EventStreamConfig {
  readonly url: string;
  readonly connectionKey: string;
  readonly fetch: typeof fetch;
  readonly clock: Clock;
  readonly credentials: RequestCredentials;
  readonly backoff: ResolvedBackoff;
  /** Reconnect when no byte arrived for this long (servers may send `:` comments as keep-alive). */
  readonly staleAfterMs?: number | undefined;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Opens the stream at once; it keeps itself connected until {@link HandyEventStream.close}. */
export function openEventStream(config: EventStreamConfig): HandyEventStream {
  const { clock, backoff } = config;
  const eventListeners = new Set<(event: HandyEvent) => void>();
  const stateListeners = new Set<(state: EventStreamState) => void>();
  const errorListeners = new Set<(error: HandySseError) => void>();
  let state: EventStreamState = { status: 'connecting', connected: false, attempt: 0 };
  // Each connection attempt gets a number; callbacks of a superseded attempt are ignored.
  let generation = 0;
  let controller: AbortController | undefined;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let retryTimer: TimerHandle | undefined;
  let staleTimer: TimerHandle | undefined;
  let healthyTimer: TimerHandle | undefined;

  const reportError = (error: HandySseError) => {
    for (const listener of [...errorListeners]) {
      try {
        listener(error);
      } catch {
        // An error listener that throws has nowhere left to report to; the stream must go on.
      }
    }
  };

  const setState = (next: EventStreamState) => {
    state = next;
    for (const listener of [...stateListeners]) {
      try {
        listener(state);
      } catch (error) {
        reportError(
          new HandySseError(`State listener failed: ${describe(error)}`, { cause: error }),
        );
      }
    }
  };

  const emit = (event: HandyEvent) => {
    for (const listener of [...eventListeners]) {
      try {
        listener(event);
      } catch (error) {
        reportError(
          new HandySseError(`Event listener failed: ${describe(error)}`, { cause: error }),
        );
      }
    }
  };

  const clearTimer = (handle: TimerHandle | undefined): undefined => {
    if (handle) clock.clearTimeout(handle);
    return undefined;
  };

  /** Ends the current attempt: stops its request and its timers. */
  const teardown = () => {
    generation += 1;
    controller?.abort();
    controller = undefined;
    // Cancelling the body as well releases it even if an injected fetch ignores the signal.
    reader?.cancel().catch(() => undefined);
    reader = undefined;
    staleTimer = clearTimer(staleTimer);
    healthyTimer = clearTimer(healthyTimer);
    retryTimer = clearTimer(retryTimer);
  };

  const fail = (error: HandySseError) => {
    teardown();
    const attempt = state.attempt + 1;
    const delayMs = backoffDelayMs(attempt, backoff);
    const nextRetryAtMs = clock.now() + delayMs;
    retryTimer = clock.setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delayMs);
    setState({ status: 'reconnecting', connected: false, error, attempt, nextRetryAtMs });
    reportError(error);
  };

  const stop = (error: HandySseError | undefined) => {
    teardown();
    setState({ status: 'closed', connected: false, error, attempt: state.attempt });
    if (error) reportError(error);
  };

  const armStaleTimer = (current: number) => {
    if (config.staleAfterMs === undefined) return;
    const staleAfterMs = config.staleAfterMs;
    staleTimer = clearTimer(staleTimer);
    staleTimer = clock.setTimeout(() => {
      if (current !== generation) return;
      fail(new HandySseError(`Event stream stale: no data for ${staleAfterMs} ms`));
    }, staleAfterMs);
  };

  const refuse = async (response: Response, current: number) => {
    const text = await response.text().catch(() => '');
    if (current !== generation) return;
    const status = response.status;
    if (status === 401) {
      // Wrong or expired credentials: retrying cannot help, so stop with a clear error.
      stop(
        new HandySseError(
          'Event stream refused (401 Unauthorized): the API key or token is not accepted',
          { status },
        ),
      );
      return;
    }
    // Spec §8's text for the status, never the body: the app shows this message to people, and a
    // refusal's body is the server's JSON envelope (kept on the error for whoever debugs).
    const words = HTTP_STATUS_MESSAGES[status] ?? response.statusText;
    fail(
      new HandySseError(`Event stream refused (HTTP ${status}${words ? ` ${words}` : ''})`, {
        status,
        ...(text ? { body: text } : {}),
      }),
    );
  };

  const read = async (body: ReadableStream<Uint8Array>, current: number) => {
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent: (message) => {
        const outcome = parseWireMessage(message, config.connectionKey, clock.now());
        if (outcome.kind === 'event') emit(outcome.event);
        else if (outcome.kind === 'error') reportError(outcome.error);
      },
    });
    const own = body.getReader();
    reader = own;
    try {
      for (;;) {
        const { done, value } = await own.read();
        if (current !== generation) return;
        if (done) break;
        armStaleTimer(current);
        parser.feed(decoder.decode(value, { stream: true }));
        // A listener may have closed the stream while handling an event.
        if (current !== generation) return;
      }
    } catch (error) {
      if (current !== generation) return;
      fail(new HandySseError(`Event stream dropped: ${describe(error)}`, { cause: error }));
      return;
    } finally {
      if (reader === own) reader = undefined;
      own.releaseLock();
    }
    fail(new HandySseError('Event stream ended'));
  };

  const connect = () => {
    const current = ++generation;
    controller = new AbortController();
    if (state.status !== 'connecting') {
      setState({ ...state, status: 'reconnecting', connected: false, nextRetryAtMs: undefined });
    }
    // Also guards the connect itself: a request that never answers counts as stale.
    armStaleTimer(current);
    config
      .fetch(config.url, {
        method: 'GET',
        headers: { Accept: 'text/event-stream' },
        credentials: config.credentials,
        cache: 'no-store',
        signal: controller.signal,
      })
      .then(async (response) => {
        if (current !== generation) return;
        if (!response.ok) return refuse(response, current);
        const type = response.headers.get('content-type') ?? '';
        if (!response.body || (type !== '' && !type.includes('text/event-stream'))) {
          const text = await response.text().catch(() => '');
          if (current !== generation) return;
          fail(
            new HandySseError(`Event stream expected text/event-stream, got "${type}": ${text}`),
          );
          return;
        }
        setState({ status: 'open', connected: true, error: undefined, attempt: state.attempt });
        healthyTimer = clock.setTimeout(() => {
          healthyTimer = undefined;
          if (current === generation) setState({ ...state, attempt: 0 });
        }, backoff.resetAfterMs);
        return read(response.body, current);
      })
      .catch((error: unknown) => {
        if (current !== generation) return;
        fail(
          new HandySseError(`Event stream connection failed: ${describe(error)}`, { cause: error }),
        );
      });
  };

  const subscribe = <T>(listeners: Set<T>, listener: T) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  connect();

  return {
    get state() {
      return state;
    },
    onEvent: (listener) => subscribe(eventListeners, listener),
    onState: (listener) => subscribe(stateListeners, listener),
    onError: (listener) => subscribe(errorListeners, listener),
    reconnectNow() {
      if (!retryTimer) return;
      retryTimer = clearTimer(retryTimer);
      // Told to listeners by `connect`, as one change: reconnecting, attempt 0, no retry pending.
      state = { ...state, attempt: 0 };
      connect();
    },
    close() {
      if (state.status !== 'closed') stop(undefined);
      eventListeners.clear();
      errorListeners.clear();
      stateListeners.clear();
    },
  };
}
