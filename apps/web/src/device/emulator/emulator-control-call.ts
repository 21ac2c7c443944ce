/**
 * One call to the emulator's control API, as every part of the app makes it: the connection key,
 * when the call is about the connected device, in the `X-Connection-Key` header (never in the URL),
 * a JSON body with its content type, no credentials, and the answer parsed. It says what happened
 * and leaves the meaning to the caller: to the player's emulator figure and the OTA switch a 404
 * or no answer means "not the emulator"; to the emulator debug page a 404 is an unknown device.
 * Never throws.
 */
import * as v from 'valibot';

/** What a control call came to. */
export type EmulatorControlAnswer<T> =
  | { readonly kind: 'answer'; readonly value: T }
  /** No answer at all (network failure, refused connection, blocked by the page's policy). */
  | { readonly kind: 'unreachable' }
  /** An answer with a status other than 2xx. */
  | { readonly kind: 'refused'; readonly status: number }
  /** A 2xx answer that is not JSON or does not parse. */
  | { readonly kind: 'badAnswer' };

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
  readonly url: string;
  readonly method?: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  /** The device the call is about, sent in the `X-Connection-Key` header. */
  readonly connectionKey?: string;
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
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.connectionKey !== undefined) headers['X-Connection-Key'] = request.connectionKey;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchFn(request.url, {
      method: request.method ?? 'GET',
      headers,
      credentials: 'omit',
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (!response.ok) return { kind: 'refused', status: response.status };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'badAnswer' };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { kind: 'answer', value: parsed.output } : { kind: 'badAnswer' };
}

/** What a call comes to where the control API is optional ({@link optionalEmulatorCall}). */
export type OptionalEmulatorAnswer<T> =
  | { readonly kind: 'answer'; readonly value: T }
  | { readonly kind: 'notEmulator' }
  | { readonly kind: 'failed' };

/**
 * A call where the control API is optional (the player's emulator figure, the OTA switch): no URL
 * (an API base that is not a URL), no answer or a 404 means the app runs against something else
 * than the emulator; any other refusal, or an answer that does not parse, is a failure.
 */
export async function optionalEmulatorCall<T>(
  fetchFn: typeof fetch,
  url: string | undefined,
  request: Omit<EmulatorControlRequest, 'url'>,
  schema: v.GenericSchema<unknown, T>,
): Promise<OptionalEmulatorAnswer<T>> {
  if (url === undefined) return { kind: 'notEmulator' };
  const answer = await emulatorControlCall(fetchFn, { ...request, url }, schema);
  if (answer.kind === 'answer') return answer;
  if (answer.kind === 'unreachable' || (answer.kind === 'refused' && answer.status === 404)) {
    return { kind: 'notEmulator' };
  }
  return { kind: 'failed' };
}
