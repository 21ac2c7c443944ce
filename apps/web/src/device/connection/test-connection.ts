import { createHandyClient, HandyDeviceError, HandyHttpError } from '@glide/handy';
import type { Clock } from '@glide/core';
import { checkConnectionKey } from '../../lib/connection-key';
import { toErrorMessage } from '../errors/error-message';

/** Where to test: an API root and the application key to send, and the device key in use. */
export interface ConnectionTestTarget {
  readonly baseUrl: string;
  readonly applicationKey: string;
  /** The stored connection key, if any: the key check then also says whether it is online. */
  readonly connectionKey?: string | undefined;
}

/**
 * Asked about when no device key is stored: `/connected` needs one, and a key that belongs to no
 * device is answered `connected: false` once the application key is accepted. Not a secret.
 */
export const KEY_CHECK_PLACEHOLDER = 'GlideKeyCheck0';

/** What the test runs on; the browser's `fetch` and clock unless given (tests pass fakes). */
export interface ConnectionTestDeps {
  readonly fetch?: typeof fetch | undefined;
  readonly clock?: Clock | undefined;
}

/** Why a test failed, as the key of its message (under `developer.errors`) and its values. */
export type ConnectionFailure =
  | { readonly key: 'unauthorized' | 'forbidden' | 'tooManyRequests' | 'network' | 'timeout' }
  | { readonly key: 'invalidResponse' | 'noResult' }
  | { readonly key: 'http' | 'unknown'; readonly message: string };

/** What the key check learnt of the stored device (`unknown` when none is stored). */
export type TestedDevice = 'online' | 'offline' | 'unknown';

/** The outcome of {@link testConnection}. */
export type ConnectionTestResult =
  | { readonly ok: true; readonly roundTripMs: number; readonly device: TestedDevice }
  | { readonly ok: false; readonly failure: ConnectionFailure };

/** The failures the settings test words as the rest of the app classifies them. */
const SHARED_KEYS = [
  'unauthorized',
  'tooManyRequests',
  'network',
  'timeout',
  'invalidResponse',
] as const;

function isSharedKey(key: string): key is (typeof SHARED_KEYS)[number] {
  return (SHARED_KEYS as readonly string[]).includes(key);
}

/**
 * Sorts anything the SDK can throw into a failure with a specific message: the app's one
 * classification (`toErrorMessage`), with the one distinction the settings test adds, a key that
 * is refused here (403) rather than not accepted at all.
 */
export function describeFailure(error: unknown): ConnectionFailure {
  if (error instanceof HandyHttpError && error.status === 403) return { key: 'forbidden' };
  const { key, values } = toErrorMessage(error);
  if (isSharedKey(key)) return { key };
  if (key === 'noResult' || key === 'noServerTime') return { key: 'noResult' };
  if (key === 'http') return { key: 'http', message: String(values?.['message'] ?? '') };
  return { key: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Tests the API settings in two calls through the SDK: `GET /servertime` (the base URL; it needs
 * no credential) for the round trip, measured on the injected clock as clock sync measures it,
 * then `GET /connected` (authenticated) so that a refused application key shows as such. Answers
 * with the round trip and what was learnt of the device, else why it failed. Never throws.
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
    const roundTripMs = Math.round(sample.receivedAtMs - sample.sentAtMs);
    const stored = checkConnectionKey(target.connectionKey ?? '');
    const device = await client
      .device(stored.ok ? stored.key : KEY_CHECK_PLACEHOLDER)
      .connected({ signal })
      .then(
        ({ connected }): TestedDevice => {
          if (!stored.ok) return 'unknown';
          return connected ? 'online' : 'offline';
        },
        (error: unknown): TestedDevice => {
          // The device answered (through the cloud): the application key got through.
          if (error instanceof HandyDeviceError) return stored.ok ? 'offline' : 'unknown';
          throw error;
        },
      );
    return { ok: true, roundTripMs, device };
  } catch (error) {
    return { ok: false, failure: describeFailure(error) };
  }
}
