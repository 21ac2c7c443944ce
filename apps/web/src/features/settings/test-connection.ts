import { createHandyClient, HandyError, HandyHttpError } from '@glide/handy';
import type { Clock } from '@glide/core';

/** Where to test: an API root and the application key to send. */
export interface ConnectionTestTarget {
  readonly baseUrl: string;
  readonly applicationKey: string;
}

/** What the test runs on; the browser's `fetch` and clock unless given (tests pass fakes). */
export interface ConnectionTestDeps {
  readonly fetch?: typeof fetch | undefined;
  readonly clock?: Clock | undefined;
}

/** Why a test failed, as the key of its message (under `developer.errors`) and its values. */
export type ConnectionFailure =
  | { readonly key: 'unauthorized' | 'tooManyRequests' | 'network' | 'timeout' }
  | { readonly key: 'invalidResponse' | 'noResult' }
  | { readonly key: 'http' | 'unknown'; readonly message: string };

/** The outcome of {@link testConnection}. */
export type ConnectionTestResult =
  | { readonly ok: true; readonly roundTripMs: number }
  | { readonly ok: false; readonly failure: ConnectionFailure };

/** Sorts anything the SDK can throw into a failure with a specific message. */
export function describeFailure(error: unknown): ConnectionFailure {
  if (error instanceof HandyHttpError) {
    if (error.status === 401 || error.status === 403) return { key: 'unauthorized' };
    if (error.status === 429) return { key: 'tooManyRequests' };
    return { key: 'http', message: error.message };
  }
  if (error instanceof HandyError) {
    switch (error.code) {
      case 'network':
        return { key: 'network' };
      case 'timeout':
        return { key: 'timeout' };
      case 'invalid_response':
        return { key: 'invalidResponse' };
      case 'no_result':
        return { key: 'noResult' };
      case 'http':
      case 'device':
      case 'aborted':
      case 'validation':
      case 'upload':
      case 'sse':
        return { key: 'unknown', message: error.message };
    }
  }
  return { key: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/**
 * One `GET /servertime` through the SDK against `target`: the round trip on success (measured on
 * the injected clock, as clock sync measures it), else why it failed. Never throws.
 */
export async function testConnection(
  target: ConnectionTestTarget,
  deps: ConnectionTestDeps = {},
  signal?: AbortSignal,
): Promise<ConnectionTestResult> {
  try {
    const client = createHandyClient({
      baseUrl: target.baseUrl,
      auth: { apiKey: target.applicationKey },
      fetch: deps.fetch,
      clock: deps.clock,
    });
    const sample = await client.sampleServerTime({ signal });
    return { ok: true, roundTripMs: Math.round(sample.receivedAtMs - sample.sentAtMs) };
  } catch (error) {
    return { ok: false, failure: describeFailure(error) };
  }
}
