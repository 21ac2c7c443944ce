/**
 * Every answer shape of the API (reference §3): `{result}`, device errors inside HTTP 200, the
 * gateway's 401/400 bodies, and GenericError-style bodies for everything else.
 */
import type { z } from 'zod';
import { DeviceCallError } from '../model/errors';
import { stringifyFinite } from './finite-json';

/** Standard texts for HTTP statuses (spec §8). */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase of a status. */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

/**
 * A JSON response with any status. A NaN or ±Infinity in `body` throws (an emulator defect, answered
 * 500 by the app's error handler) instead of going out as `null`.
 */
export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(stringifyFinite(body), {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
  });
}

/** An answer thrown from anywhere in a handler and sent as is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }

  /** The response. */
  toResponse(): Response {
    return json(this.body, this.status);
  }
}

/** GenericError (`{error: {code, name, message, data?}}`) with the given status. */
export function genericError(
  status: number,
  message: string,
  options: { code?: number; name?: string; data?: Record<string, unknown> } = {},
): HttpError {
  return new HttpError(status, {
    error: {
      code: options.code ?? status,
      name: options.name ?? statusText(status),
      message,
      ...(options.data ? { data: options.data } : {}),
    },
  });
}

/** The gateway's 401 for a missing or unknown credential. */
export function unauthenticated(): HttpError {
  return new HttpError(401, { error: { name: '', message: 'Unauthenticated' } });
}

/** A credential that is valid but not for this request (token restrictions, App ID on token issue). */
export function forbidden(message: string): HttpError {
  return genericError(403, message, { code: 403, name: 'Forbidden' });
}

/** The gateway's 400 for a request without `X-Connection-Key`. */
export function missingConnectionKey(): HttpError {
  return new HttpError(400, { name: 'Bad request', message: 'Missing connection key in request' });
}

/** The same gateway shape for a key that breaks the pattern. */
export function malformedConnectionKey(): HttpError {
  return new HttpError(400, { name: 'Bad request', message: 'Invalid connection key in request' });
}

/** 400 InvalidRequest for a body or query that fails validation. */
export function invalidRequest(message: string, issues?: z.core.$ZodIssue[]): HttpError {
  return genericError(400, message, {
    code: 4001,
    name: 'InvalidRequest',
    ...(issues
      ? { data: { issues: issues.map((i) => ({ path: i.path.join('.'), message: i.message })) } }
      : {}),
  });
}

/** Maps anything a handler threw to a response. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return error.toResponse();
  if (error instanceof DeviceCallError) return json(error.toBody(), error.httpStatus);
  const message = error instanceof Error ? error.message : String(error);
  return genericError(500, message).toResponse();
}
