import { describe, expect, it } from 'vitest';
import { flush, harness, statusEvent } from '../testing/event-stream-harness';

describe('event stream connection', () => {
  it('requests /sse with the key, the credential and the event filter in the query', async () => {
    const h = harness([{ kind: 'stream' }], { events: ['device_status', 'hsp_looping'] });
    await flush();
    const request = h.fake.last();
    expect(request.url.pathname).toBe('/v3/sse');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      ck: 'KEY12345',
      apikey: 'app-id',
      events: 'device_status,hsp_looping',
    });
    expect(request.headers).toEqual({ accept: 'text/event-stream' });
    expect(request.credentials).toBe('omit');
  });

  it('goes from connecting to open', async () => {
    const h = harness([{ kind: 'stream' }]);
    expect(h.stream.state).toEqual({ status: 'connecting', connected: false, attempt: 0 });
    await flush();
    expect(h.stream.state).toEqual({
      status: 'open',
      connected: true,
      error: undefined,
      attempt: 0,
    });
    expect(h.states.map((s) => s.status)).toEqual(['open']);
  });

  it('parses named and unnamed events, also when split across chunks', async () => {
    const h = harness([{ kind: 'stream' }]);
    await flush();
    const text =
      statusEvent(true) +
      ': keep-alive\n\n' +
      'data: {"type":"hsp_looping","data":{"connection_key":"OTHER","data":' +
      '{"play_state":1,"pause_on_starving":false,"points":1,"max_points":10,"current_point":0,' +
      '"current_time":5,"loop":true,"playback_rate":1,"first_point_time":0,"last_point_time":5,' +
      '"stream_id":1,"tail_point_stream_index":1,"tail_point_stream_index_threshold":0}}}\r\n\r\n';
    // Cut mid-field, mid-JSON and between CR and LF.
    const cuts = [7, 30, 61, 140, text.length - 3, text.length - 1];
    let from = 0;
    for (const cut of cuts) {
      h.current().push(text.slice(from, cut));
      from = cut;
      h.clock.advance(10);
      await flush();
    }
    h.current().push(text.slice(from));
    await flush();
    expect(h.events.map((e) => [e.name, e.connectionKey])).toEqual([
      ['device_status', 'KEY12345'],
      ['hsp_looping', 'OTHER'],
    ]);
    expect(h.events[0]).toMatchObject({ data: { connected: true } });
    // Stamped when the event completed: after the chunk that closed it.
    expect(h.events[0]?.receivedAtMs).toBeGreaterThan(100_000);
    expect(h.errors).toEqual([]);
  });

  it('reports a malformed event on the error channel and keeps going', async () => {
    const h = harness([{ kind: 'stream' }]);
    await flush();
    h.current().push('event: button_event\ndata: {"connection_key":"K","data":{"button":99}}\n\n');
    h.current().push(statusEvent(false));
    await flush();
    expect(h.errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Malformed button_event event/),
    ]);
    expect(h.events.map((e) => e.name)).toEqual(['device_status']);
    expect(h.stream.state).toMatchObject({ status: 'open', connected: true, error: undefined });
  });

  it('isolates a throwing listener from the stream and from other listeners', async () => {
    const h = harness([{ kind: 'stream' }]);
    const seen: string[] = [];
    h.stream.onEvent(() => {
      throw new Error('listener bug');
    });
    h.stream.onEvent((event) => seen.push(event.name));
    await flush();
    h.current().push(statusEvent(true) + statusEvent(false));
    await flush();
    expect(seen).toEqual(['device_status', 'device_status']);
    expect(h.errors.map((e) => e.message)).toEqual([
      'Event listener failed: listener bug',
      'Event listener failed: listener bug',
    ]);
  });

  it('stops delivering to a disposed listener', async () => {
    const h = harness([{ kind: 'stream' }]);
    const seen: string[] = [];
    const dispose = h.stream.onEvent((event) => seen.push(event.name));
    await flush();
    h.current().push(statusEvent(true));
    await flush();
    dispose();
    h.current().push(statusEvent(false));
    await flush();
    expect(seen).toEqual(['device_status']);
    expect(h.events).toHaveLength(2);
  });
});

describe('reconnect with backoff', () => {
  it('reconnects after the stream ends, after a jittered delay', async () => {
    const h = harness([{ kind: 'stream' }, { kind: 'stream' }], { backoff: { random: () => 0.5 } });
    await flush();
    h.current().end();
    await flush();
    expect(h.stream.state).toMatchObject({
      status: 'reconnecting',
      connected: false,
      attempt: 1,
      nextRetryAtMs: 100_250,
    });
    expect(h.stream.state.error?.message).toBe('Event stream ended');
    expect(h.fake.requests).toHaveLength(1);
    h.clock.advance(249);
    await flush();
    expect(h.fake.requests).toHaveLength(1);
    h.clock.advance(1);
    await flush();
    expect(h.fake.requests).toHaveLength(2);
    expect(h.stream.state).toMatchObject({
      status: 'open',
      connected: true,
      error: undefined,
      attempt: 1,
    });
  });

  it('doubles the delay per failure up to 30 s', async () => {
    const h = harness(Array.from({ length: 9 }, () => ({ kind: 'status', status: 503 }) as const));
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      await flush();
      const state = h.stream.state;
      expect(state.status).toBe('reconnecting');
      expect(state.error?.status).toBe(503);
      const delay = (state.nextRetryAtMs ?? Number.NaN) - h.clock.now();
      delays.push(delay);
      h.clock.advance(delay);
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(h.fake.requests).toHaveLength(10);
  });

  it('applies full jitter from the injected random', async () => {
    const h = harness([{ kind: 'status', status: 503 }], { backoff: { random: () => 0 } });
    await flush();
    expect(h.stream.state.nextRetryAtMs).toBe(h.clock.now());
  });

  it('resets the attempt counter once a stream stayed open long enough', async () => {
    const h = harness(
      [
        { kind: 'status', status: 500 },
        { kind: 'status', status: 500 },
        { kind: 'stream' },
        { kind: 'stream' },
      ],
      { backoff: { resetAfterMs: 10_000 } },
    );
    await flush();
    h.clock.advance(500);
    await flush();
    h.clock.advance(1_000);
    await flush();
    expect(h.stream.state).toMatchObject({ status: 'open', attempt: 2 });
    h.clock.advance(9_999);
    expect(h.stream.state.attempt).toBe(2);
    h.clock.advance(1);
    expect(h.stream.state).toMatchObject({ status: 'open', attempt: 0 });
    h.current().end();
    await flush();
    expect(h.stream.state).toMatchObject({ attempt: 1, nextRetryAtMs: h.clock.now() + 500 });
  });

  it('reconnects after a network failure and a dropped stream', async () => {
    const h = harness([
      { kind: 'reject', error: new TypeError('Failed to fetch') },
      { kind: 'stream' },
    ]);
    await flush();
    expect(h.stream.state).toMatchObject({ status: 'reconnecting', connected: false, attempt: 1 });
    expect(h.stream.state.error?.message).toBe('Event stream connection failed: Failed to fetch');
    h.clock.advance(500);
    await flush();
    expect(h.stream.state.status).toBe('open');
    h.current().fail(new Error('socket hang up'));
    await flush();
    expect(h.stream.state).toMatchObject({ status: 'reconnecting', connected: false, attempt: 2 });
    expect(h.stream.state.error?.message).toBe('Event stream dropped: socket hang up');
    expect(h.errors.map((e) => e.code)).toEqual(['sse', 'sse']);
  });

  it('treats a non-SSE answer as a failure', async () => {
    const h = harness([{ kind: 'json' }]);
    await flush();
    expect(h.stream.state.status).toBe('reconnecting');
    expect(h.stream.state.error?.message).toMatch(
      /expected text\/event-stream, got "application\/json"/,
    );
  });

  it.each([
    [503, 'Event stream refused (HTTP 503 Service Unavailable)'],
    [500, 'Event stream refused (HTTP 500 Internal Server Error)'],
    [502, 'Event stream refused (HTTP 502)'],
  ])(
    'says a refusal with %i in words, and keeps the body off the message',
    async (status, message) => {
      const body = '{"error":{"code":9000,"name":"Unavailable","message":"injected"}}';
      const h = harness([{ kind: 'status', status, body }]);
      await flush();
      expect(h.stream.state.error).toMatchObject({ code: 'sse', status, message, body });
      expect(h.stream.state.status).toBe('reconnecting');
    },
  );

  it('stops retrying on 401 with a clear error', async () => {
    const h = harness([
      { kind: 'status', status: 401, body: '{"error":{"name":"","message":"Unauthenticated"}}' },
    ]);
    await flush();
    expect(h.stream.state).toMatchObject({ status: 'closed', connected: false });
    expect(h.stream.state.error).toMatchObject({
      code: 'sse',
      status: 401,
      message: 'Event stream refused (401 Unauthorized): the API key or token is not accepted',
    });
    expect(h.clock.pendingTimers).toBe(0);
    h.clock.advance(3_600_000);
    await flush();
    expect(h.fake.requests).toHaveLength(1);
  });
});

describe('stale stream', () => {
  it('reconnects when no byte arrived for staleAfterMs; comments count as bytes', async () => {
    const h = harness([{ kind: 'stream' }, { kind: 'stream' }], { staleAfterMs: 1_000 });
    await flush();
    h.clock.advance(900);
    h.current().push(':\n\n');
    await flush();
    h.clock.advance(999);
    await flush();
    expect(h.stream.state.status).toBe('open');
    const first = h.current();
    h.clock.advance(1);
    await flush();
    expect(h.stream.state.status).toBe('reconnecting');
    expect(h.stream.state.error?.message).toBe('Event stream stale: no data for 1000 ms');
    expect(first.cancelled).toBe(true);
    h.clock.advance(500);
    await flush();
    expect(h.fake.requests).toHaveLength(2);
    expect(h.stream.state.status).toBe('open');
  });

  it('also gives up on a connect that never answers', async () => {
    const h = harness([{ kind: 'hang' }], { staleAfterMs: 2_000 });
    await flush();
    h.clock.advance(2_000);
    await flush();
    expect(h.stream.state.status).toBe('reconnecting');
    expect(h.fake.requests[0]?.signal?.aborted).toBe(true);
  });
});

describe('close', () => {
  it('aborts, cancels timers and delivers nothing more', async () => {
    const h = harness([{ kind: 'stream' }]);
    await flush();
    const open = h.current();
    // Data already on its way when the stream closes must not reach the app.
    open.push(statusEvent(true));
    h.stream.close();
    expect(h.stream.state).toMatchObject({ status: 'closed', connected: false, error: undefined });
    expect(h.states.at(-1)?.status).toBe('closed');
    await flush();
    expect(h.events).toEqual([]);
    expect(open.cancelled).toBe(true);
    expect(h.fake.last().signal?.aborted).toBe(true);
    expect(h.clock.pendingTimers).toBe(0);
  });

  it('cancels a pending reconnect', async () => {
    const h = harness([{ kind: 'status', status: 503 }]);
    await flush();
    expect(h.clock.pendingTimers).toBe(1);
    h.stream.close();
    h.clock.advance(60_000);
    await flush();
    expect(h.fake.requests).toHaveLength(1);
    expect(h.stream.state.status).toBe('closed');
  });
});
