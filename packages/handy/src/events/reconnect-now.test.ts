import { describe, expect, it } from 'vitest';
import { flush, harness } from '../testing/event-stream-harness';

/** Drives a stream through `failures` refused attempts, so that it waits out a long backoff. */
async function waitingAfter(failures: number, scripts: Parameters<typeof harness>[0] = []) {
  const h = harness([
    ...Array.from({ length: failures }, () => ({ kind: 'status', status: 503 }) as const),
    ...scripts,
  ]);
  for (let i = 1; i < failures; i++) {
    await flush();
    h.clock.advance((h.stream.state.nextRetryAtMs ?? Number.NaN) - h.clock.now());
  }
  await flush();
  return h;
}

describe('reconnectNow', () => {
  it('cuts a pending backoff short: connects at once, from the first attempt again', async () => {
    const h = await waitingAfter(6, [{ kind: 'stream' }]);
    expect(h.stream.state).toMatchObject({ status: 'reconnecting', attempt: 6 });
    const retryAtMs = h.stream.state.nextRetryAtMs ?? Number.NaN;
    expect(retryAtMs - h.clock.now()).toBe(16_000);
    expect(h.fake.requests).toHaveLength(6);

    h.stream.reconnectNow();
    expect(h.fake.requests).toHaveLength(7);
    expect(h.stream.state).toMatchObject({
      status: 'reconnecting',
      attempt: 0,
      nextRetryAtMs: undefined,
    });
    await flush();
    expect(h.stream.state).toMatchObject({ status: 'open', connected: true, attempt: 0 });
  });

  it('cancels the pending timer rather than adding a second attempt', async () => {
    const h = await waitingAfter(6, [{ kind: 'hang' }]);
    const retryAtMs = h.stream.state.nextRetryAtMs ?? Number.NaN;
    expect(h.clock.pendingTimers).toBe(1);
    h.stream.reconnectNow();
    expect(h.clock.pendingTimers).toBe(0);
    h.clock.advance(retryAtMs - h.clock.now() + 60_000);
    await flush();
    // One attempt, the one reconnectNow started, still waiting for its answer.
    expect(h.fake.requests).toHaveLength(7);
    expect(h.stream.state.status).toBe('reconnecting');
  });

  it('calls in a row start one attempt, and its failure waits the first delay again', async () => {
    const h = await waitingAfter(6, [{ kind: 'status', status: 503 }]);
    h.stream.reconnectNow();
    h.stream.reconnectNow();
    h.stream.reconnectNow();
    expect(h.fake.requests).toHaveLength(7);
    await flush();
    expect(h.stream.state).toMatchObject({ status: 'reconnecting', attempt: 1 });
    expect((h.stream.state.nextRetryAtMs ?? Number.NaN) - h.clock.now()).toBe(500);
  });

  it('does nothing while the first attempt is in flight, while open, or once closed', async () => {
    const h = harness([{ kind: 'hang' }]);
    h.stream.reconnectNow();
    await flush();
    expect(h.fake.requests).toHaveLength(1);

    const open = harness([{ kind: 'stream' }]);
    await flush();
    open.stream.reconnectNow();
    await flush();
    expect(open.fake.requests).toHaveLength(1);
    expect(open.stream.state.status).toBe('open');

    const closed = await waitingAfter(2);
    closed.stream.close();
    closed.stream.reconnectNow();
    await flush();
    expect(closed.fake.requests).toHaveLength(2);
    expect(closed.stream.state.status).toBe('closed');
  });
});
