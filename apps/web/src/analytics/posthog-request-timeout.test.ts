/**
 * Spec §9's analytics request timeout (60000 ms) on the SDK Glide ships. posthog-js has no option for
 * it: its request layer gives every request `timeout || 60000` and aborts the fetch then. Glide's
 * options name the value (`SPEC_ANALYTICS_DEFAULTS.requestTimeoutMs`); this test holds the SDK to it,
 * so an upgrade that changes the SDK's timeout fails here instead of drifting from the spec.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { posthogOptions, SPEC_ANALYTICS_DEFAULTS } from './posthog-options';

interface SeenRequest {
  url: string;
  signal: AbortSignal | undefined;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the analytics request timeout', () => {
  it('aborts an unanswered analytics request after 60000 ms, not before', async () => {
    const seen: SeenRequest[] = [];
    // The SDK takes `fetch` from the window when it loads, so the stub goes in first.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      seen.push({ url, signal: init?.signal ?? undefined });
      return new Promise<Response>(() => undefined);
    });
    const { posthog } = await import('posthog-js/no-external');
    posthog.init('phc_timeout_test', {
      ...posthogOptions({
        apiHost: 'https://analytics.example',
        beforeSend: (event) => event,
        onRequestError: () => undefined,
      }),
      persistence: 'memory',
      request_batching: false,
      disable_compression: true,
    });
    posthog.capture('timeout_probe');
    await vi.advanceTimersByTimeAsync(0);

    const capture = seen.find((request) => !request.url.includes('/flags'));
    expect(capture?.signal, 'the capture request carries an abort signal').toBeDefined();
    await vi.advanceTimersByTimeAsync(SPEC_ANALYTICS_DEFAULTS.requestTimeoutMs - 1);
    expect(capture?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(capture?.signal?.aborted).toBe(true);
  });
});
