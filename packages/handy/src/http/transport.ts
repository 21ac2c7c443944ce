/**
 * The one place that turns a described call into a `fetch`: URL and headers, the client-side
 * deadline, abort handling, and the mapping of every outcome to the error catalogue (spec §8).
 */
import type { Clock } from '@glide/core';
import * as v from 'valibot';
import {
  HandyAbortError,
  HandyDeviceError,
  HandyInvalidResponseError,
  HandyNetworkError,
  HandyNoResultError,
  HandyTimeoutError,
  type HandyNoResultReason,
} from '../errors';
import { DeviceErrorBodySchema } from '../schemas/envelope';
import { httpErrorOf } from './http-error';
import { readBody } from './read-body';
import { firstIssue } from './schema-issue';

/** The application credential: an Application ID/Key (`X-Api-Key`) or a client token (Bearer). */
export type HandyAuth = { readonly apiKey: string } | { readonly token: string };

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the call; it then fails with `Request aborted.` */
  readonly signal?: AbortSignal | undefined;
  /**
   * The request outlives the page (`fetch`'s `keepalive`): for the stop a page sends as it is
   * left, which the browser would otherwise cancel with the page.
   */
  readonly keepalive?: boolean | undefined;
  /**
   * How long the API may wait for the device (the `timeout` query, 5000–60000 ms, device calls
   * only). The client gives up {@link DEADLINE_MARGIN_MS} later.
   */
  readonly timeoutMs?: number | undefined;
}

/** The API's own default wait for a device answer (reference §2). */
export const DEFAULT_API_TIMEOUT_MS = 5_000;
/** Extra time beyond the API's wait before the client gives up on a hung request. */
export const DEADLINE_MARGIN_MS = 5_000;

/** Query values; `undefined` entries are left out. */
export type QueryParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** A call, fully described and validated, ready to send. */
export interface HttpCall<R> {
  readonly method: 'GET' | 'PUT' | 'POST';
  readonly path: string;
  readonly query?: QueryParams | undefined;
  readonly body?: object | undefined;
  /** Present on device calls: sent as `X-Connection-Key`, and selects the spec's message overrides. */
  readonly connectionKey?: string | undefined;
  /** Further request headers (the Channel API's `X-Channel-Key`): never a URL's part. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Whether to send the application credential (not needed by `/servertime`). */
  readonly auth: boolean;
  /** Sent as the `timeout` query when defined (device calls). */
  readonly apiTimeoutMs?: number | undefined;
  /** Schema of the `result` payload. */
  readonly result: v.GenericSchema<unknown, R>;
  /** Accept a payload that is not wrapped in `result` (the reference is unsure for some calls). */
  readonly allowBare?: boolean | undefined;
  /** What is missing when there is no result (spec §8 "No result", "No server time"). */
  readonly noResult?: HandyNoResultReason | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Deadline basis when no `apiTimeoutMs` applies. */
  readonly timeoutMs?: number | undefined;
  /** See {@link CallOptions.keepalive}. */
  readonly keepalive?: boolean | undefined;
}

/** What a call's answer says about the way to the API, whatever the call itself came to. */
export interface CallOutcome {
  /**
   * True when the API answered 2xx (a device error inside the body still means the API is there);
   * false when it could not be reached, did not answer in time or answered 5xx. A call the caller
   * aborted, or one the API refused with a 4xx, says neither and is not reported.
   */
  readonly ok: boolean;
  /** The device the call was for; absent on calls without a connection key (`/servertime`). */
  readonly connectionKey?: string | undefined;
}

/** What the transport needs from the client. */
export interface TransportConfig {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly clock: Clock;
  readonly credentials: RequestCredentials;
  readonly getAuth: () => HandyAuth | undefined;
  /** Told how each call went (see {@link CallOutcome}); the event stream's recovery listens. */
  readonly onOutcome?: ((outcome: CallOutcome) => void) | undefined;
}

/** Sends calls and parses their answers. */
export interface Transport {
  send<R>(call: HttpCall<R>): Promise<R>;
  /** Builds an absolute URL under the base URL. */
  url(path: string, query?: QueryParams): string;
  readonly config: TransportConfig;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Header(s) carrying the credential. */
export function authHeaders(auth: HandyAuth | undefined): Record<string, string> {
  if (!auth) return {};
  return 'apiKey' in auth
    ? { 'X-Api-Key': auth.apiKey }
    : { Authorization: `Bearer ${auth.token}` };
}

/** Creates the transport. */
export function createTransport(config: TransportConfig): Transport {
  const base = config.baseUrl.replace(/\/+$/, '');

  function url(path: string, query?: QueryParams): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  function parsePayload<R>(call: HttpCall<R>, what: string, value: unknown, path: string): R {
    const parsed = v.safeParse(call.result, value);
    if (parsed.success) return parsed.output;
    const issue = firstIssue(parsed.issues);
    const fullPath = [path, issue.path].filter(Boolean).join('.');
    throw new HandyInvalidResponseError(what, fullPath, issue.message);
  }

  function interpret<R>(call: HttpCall<R>, what: string, response: Response, body: unknown): R {
    const isDeviceCall = call.connectionKey !== undefined;
    if (!response.ok) throw httpErrorOf(response, body, isDeviceCall);
    // A 200 is not success by itself: the API reports device failures inside the body.
    if (isRecord(body) && body.error !== undefined && body.error !== null) {
      const error = v.safeParse(DeviceErrorBodySchema, body.error);
      if (!error.success) {
        const issue = firstIssue(error.issues);
        throw new HandyInvalidResponseError(
          what,
          ['error', issue.path].filter(Boolean).join('.'),
          issue.message,
        );
      }
      throw new HandyDeviceError(error.output);
    }
    if (isRecord(body) && 'result' in body) return parsePayload(call, what, body.result, 'result');
    if (body === undefined && v.is(call.result, undefined)) {
      // 204 / empty body on a fire-and-forget call.
      return parsePayload(call, what, undefined, '');
    }
    if (call.allowBare && isRecord(body) && Object.keys(body).length > 0) {
      return parsePayload(call, what, body, '');
    }
    throw new HandyNoResultError(call.noResult);
  }

  async function send<R>(call: HttpCall<R>): Promise<R> {
    const what = `${call.method} ${call.path}`;
    if (call.signal?.aborted) throw new HandyAbortError({ cause: call.signal.reason });
    const deadlineMs =
      (call.apiTimeoutMs ?? call.timeoutMs ?? DEFAULT_API_TIMEOUT_MS) + DEADLINE_MARGIN_MS;
    const headers: Record<string, string> = { ...call.headers, Accept: 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.connectionKey !== undefined) headers['X-Connection-Key'] = call.connectionKey;
    if (call.auth) Object.assign(headers, authHeaders(config.getAuth()));
    const query =
      call.apiTimeoutMs === undefined ? call.query : { ...call.query, timeout: call.apiTimeoutMs };

    const controller = new AbortController();
    let timedOut = false;
    let rejectAbort: (reason: unknown) => void = () => undefined;
    // Racing against this promise makes the deadline and the caller's signal effective even if
    // an injected fetch ignores its signal.
    const aborted = new Promise<never>((_, reject) => {
      rejectAbort = reject;
    });
    const abort = (reason: unknown) => {
      controller.abort(reason);
      rejectAbort(reason);
    };
    const timer = config.clock.setTimeout(() => {
      timedOut = true;
      abort(new Error('deadline'));
    }, deadlineMs);
    const onCallerAbort = () => abort(call.signal?.reason);
    call.signal?.addEventListener('abort', onCallerAbort, { once: true });

    const report = (ok: boolean) => config.onOutcome?.({ ok, connectionKey: call.connectionKey });
    const classify = (error: unknown) => {
      if (call.signal?.aborted) return new HandyAbortError({ cause: error });
      if (timedOut) return new HandyTimeoutError(what, deadlineMs);
      return new HandyNetworkError(what, error);
    };
    try {
      let response: Response;
      try {
        response = await Promise.race([
          config.fetch(url(call.path, query), {
            method: call.method,
            headers,
            body: call.body && JSON.stringify(call.body),
            credentials: config.credentials,
            signal: controller.signal,
            keepalive: call.keepalive,
          }),
          aborted,
        ]);
      } catch (error) {
        const failure = classify(error);
        if (!(failure instanceof HandyAbortError)) report(false);
        throw failure;
      }
      if (response.ok) report(true);
      else if (response.status >= 500) report(false);
      let body: Awaited<ReturnType<typeof readBody>>;
      try {
        body = await Promise.race([readBody(response), aborted]);
      } catch (error) {
        throw classify(error);
      }
      if (body.jsonError !== undefined && response.ok) {
        throw new HandyInvalidResponseError(what, '', `body is not JSON (${body.jsonError})`);
      }
      return interpret(call, what, response, body.value);
    } finally {
      config.clock.clearTimeout(timer);
      call.signal?.removeEventListener('abort', onCallerAbort);
      // Settle the race promise so it never lingers as an unhandled rejection.
      aborted.catch(() => undefined);
    }
  }

  return { send, url, config };
}
