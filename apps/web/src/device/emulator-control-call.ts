/**
 * One call to the emulator's control API for the connected device, as the app makes it: on the API
 * base's origin, the connection key in the `X-Connection-Key` header (never in the URL), no
 * credentials. A 404 or a network failure means the app runs against something else than the
 * emulator; any other refusal, or an answer that does not parse, is a failure. Never throws.
 */
import * as v from 'valibot';

/** What a control call came to. */
export type EmulatorControlAnswer<T> =
  | { readonly kind: 'answer'; readonly value: T }
  /** 404 or unreachable: the API is not the emulator's. */
  | { readonly kind: 'notEmulator' }
  /** The emulator answered something else (another status, or an answer that does not parse). */
  | { readonly kind: 'failed' };

/** `path` (such as `/control/position`) on the API base's origin; `undefined` for a base that is not a URL. */
export function emulatorControlUrl(apiBaseUrl: string, path: string): string | undefined {
  try {
    return `${new URL(apiBaseUrl).origin}${path}`;
  } catch {
    return undefined;
  }
}

/** What {@link emulatorControlCall} sends. */
export interface EmulatorControlRequest {
  readonly apiBaseUrl: string;
  readonly path: string;
  readonly connectionKey: string;
  readonly method?: 'GET' | 'PATCH';
  /** A JSON body (sent with its content type). */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

/** Makes the call and reads its answer with `schema`. */
export async function emulatorControlCall<T>(
  fetchFn: typeof fetch,
  request: EmulatorControlRequest,
  schema: v.GenericSchema<unknown, T>,
): Promise<EmulatorControlAnswer<T>> {
  const url = emulatorControlUrl(request.apiBaseUrl, request.path);
  if (!url) return { kind: 'notEmulator' };
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Connection-Key': request.connectionKey,
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: request.method ?? 'GET',
      headers,
      credentials: 'omit',
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch {
    return { kind: 'notEmulator' };
  }
  if (response.status === 404) return { kind: 'notEmulator' };
  if (!response.ok) return { kind: 'failed' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'failed' };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { kind: 'answer', value: parsed.output } : { kind: 'failed' };
}
