/**
 * The error catalogue of spec §8. Every failure the SDK reports is a {@link HandyError} whose
 * `code` is stable, so the app can translate it without matching message text.
 */
import type { DeviceErrorBody, HttpErrorDetail } from './schemas/envelope';

/** Stable category of a {@link HandyError}, for translation. */
export type HandyErrorCode =
  | 'http'
  | 'device'
  | 'aborted'
  | 'timeout'
  | 'network'
  | 'no_result'
  | 'invalid_response'
  | 'validation'
  | 'upload'
  | 'sse';

/** Base class of every error the SDK raises. */
export class HandyError extends Error {
  /** Stable category, for translation. */
  readonly code: HandyErrorCode;

  constructor(code: HandyErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HandyError';
    this.code = code;
  }
}

/** Standard texts of spec §8 for non-success statuses. */
export const HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The spec's overrides for calls sent with a connection key (device calls). */
export const DEVICE_HTTP_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request.',
  401: 'Unauthorized',
  403: 'Forbidden',
  408: 'Request timeout.',
  500: 'Internal server error.',
};

const MAX_BODY_IN_MESSAGE = 300;

function describeBody(body: unknown): string {
  if (body === undefined || body === null) return '';
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
  return text.length > MAX_BODY_IN_MESSAGE ? `${text.slice(0, MAX_BODY_IN_MESSAGE)}…` : text;
}

/** The message spec §8 prescribes for a failed HTTP status. */
export function httpErrorMessage(
  status: number,
  statusText: string,
  body: unknown,
  isDeviceCall: boolean,
): string {
  const mapped =
    (isDeviceCall ? DEVICE_HTTP_STATUS_MESSAGES[status] : undefined) ??
    HTTP_STATUS_MESSAGES[status];
  if (mapped !== undefined) return mapped;
  const bodyText = describeBody(body);
  const statusPart = `HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  return bodyText ? `Request failed: ${statusPart}: ${bodyText}` : `Request failed: ${statusPart}`;
}

/** A non-success HTTP status; `body` is the parsed body (JSON, text or bytes). */
export class HandyHttpError extends HandyError {
  /** HTTP status code. */
  readonly status: number;
  /** HTTP status text (may be empty over HTTP/2). */
  readonly statusText: string;
  /** The response body as read by content type. */
  readonly body: unknown;
  /** `{name, message, code}` when the body carries one (gateway and GenericError bodies). */
  readonly detail: HttpErrorDetail | undefined;

  constructor(args: {
    status: number;
    statusText: string;
    body: unknown;
    detail?: HttpErrorDetail | undefined;
    isDeviceCall: boolean;
  }) {
    super('http', httpErrorMessage(args.status, args.statusText, args.body, args.isDeviceCall));
    this.name = 'HandyHttpError';
    this.status = args.status;
    this.statusText = args.statusText;
    this.body = args.body;
    this.detail = args.detail;
  }
}

/** A device-level error from the `{error}` envelope (1001 DeviceNotConnected, 1002 DeviceTimeout, …). */
export class HandyDeviceError extends HandyError {
  /** The API's numeric error code. */
  readonly deviceErrorCode: number;
  /** The API's error name, e.g. `DeviceNotConnected`. */
  readonly deviceErrorName: string;
  /** Whether the device was connected when the error happened. */
  readonly connected: boolean;
  /** Extra data the API attached, if any. */
  readonly data: unknown;

  constructor(body: DeviceErrorBody) {
    super('device', body.message);
    this.name = 'HandyDeviceError';
    this.deviceErrorCode = body.code;
    this.deviceErrorName = body.name;
    this.connected = body.connected;
    this.data = body.data;
  }
}

/** The caller aborted the request through its `AbortSignal`. */
export class HandyAbortError extends HandyError {
  constructor(options?: { cause?: unknown }) {
    super('aborted', 'Request aborted.', options);
    this.name = 'HandyAbortError';
  }
}

/** The client-side deadline passed without an answer, so a hung request does not hang the UI. */
export class HandyTimeoutError extends HandyError {
  /** The deadline that passed, in ms. */
  readonly deadlineMs: number;

  constructor(what: string, deadlineMs: number) {
    super('timeout', `No answer to ${what} within ${deadlineMs} ms.`);
    this.name = 'HandyTimeoutError';
    this.deadlineMs = deadlineMs;
  }
}

/** `fetch` itself failed (offline, DNS, CORS, connection reset). */
export class HandyNetworkError extends HandyError {
  constructor(what: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super('network', `Network error on ${what}: ${reason}`, { cause });
    this.name = 'HandyNetworkError';
  }
}

/**
 * What was missing from a {@link HandyNoResultError}, stable like `code`: `server_time` is spec §8's
 * "No server time" (a `/servertime` answer without one), `result` its "No result" (any other call).
 */
export type HandyNoResultReason = 'result' | 'server_time';

/** Spec §8's message for each {@link HandyNoResultReason}. */
export const NO_RESULT_MESSAGES: Readonly<Record<HandyNoResultReason, string>> = {
  result: 'No result',
  server_time: 'No server time',
};

/** The response had neither `result` nor `error` (spec §8 "No result", "No server time"). */
export class HandyNoResultError extends HandyError {
  readonly reason: HandyNoResultReason;

  constructor(reason: HandyNoResultReason = 'result') {
    super('no_result', NO_RESULT_MESSAGES[reason]);
    this.name = 'HandyNoResultError';
    this.reason = reason;
  }
}

/** The response did not match the call's schema. */
export class HandyInvalidResponseError extends HandyError {
  /** Dotted path of the first offending field (empty for the root). */
  readonly path: string;

  constructor(what: string, path: string, issue: string) {
    super('invalid_response', `Invalid response to ${what} at ${path || '(root)'}: ${issue}`);
    this.name = 'HandyInvalidResponseError';
    this.path = path;
  }
}

/**
 * Which rule a {@link HandyValidationError} enforces, stable like `code` so that the app can
 * translate the ones it words itself; `argument` is any other.
 */
export type HandyValidationReason =
  | 'connection_key_required'
  | 'velocity_range'
  | 'sse_config_not_set'
  | 'channel_reference_invalid'
  | 'channel_key_required'
  | 'argument';

/** An argument failed validation before any request was sent. */
export class HandyValidationError extends HandyError {
  readonly reason: HandyValidationReason;

  constructor(message: string, reason: HandyValidationReason = 'argument') {
    super('validation', message);
    this.name = 'HandyValidationError';
    this.reason = reason;
  }
}

/** The script host refused an upload. */
export class HandyUploadError extends HandyError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('upload', message, options);
    this.name = 'HandyUploadError';
  }
}

/** An event stream failure: a refused connect, a dropped or stale stream, a malformed event. */
export class HandySseError extends HandyError {
  /** HTTP status of a refused connect, if that was the cause. */
  readonly status: number | undefined;
  /** The body of a refused connect as the server sent it, for debugging; never in the message. */
  readonly body: string | undefined;

  constructor(message: string, options?: { status?: number; body?: string; cause?: unknown }) {
    super('sse', message, { cause: options?.cause });
    this.name = 'HandySseError';
    this.status = options?.status;
    this.body = options?.body;
  }
}

/** Whether a device error means the device is offline (code 1001). */
export function isDeviceNotConnected(error: unknown): error is HandyDeviceError {
  return error instanceof HandyDeviceError && error.deviceErrorCode === 1001;
}
