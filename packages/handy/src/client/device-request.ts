/**
 * A device call described as data. Every method of the device API first builds a
 * {@link DeviceRequest} (validating its arguments, so a bad value never reaches the network), and a
 * runner then sends it to one device or to many. Describing calls once is what lets the multicast
 * API be derived from the single-device one instead of being copied.
 */
import * as v from 'valibot';
import { HandyValidationError } from '../errors';
import { firstIssue } from '../http/schema-issue';
import type { CallOptions, QueryParams } from '../http/transport';

/** A validated device call, not yet sent. */
export interface DeviceRequest<R> {
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly query?: QueryParams | undefined;
  readonly body?: object | undefined;
  /** Schema of the `result` payload. */
  readonly result: v.GenericSchema<unknown, R>;
  /** The payload may arrive without the `result` wrapper (reference §3, pause/resume). */
  readonly allowBare?: boolean | undefined;
  /** The call takes no `timeout` query (the contract: `/hsp/pause`, `/hsp/resume`, `/hssp/pause`, `/hssp/resume`). */
  readonly noTimeoutQuery?: boolean | undefined;
  readonly options?: CallOptions | undefined;
}

/**
 * Any request builder. Declared with method syntax on purpose: TypeScript checks method
 * parameters bivariantly, so builders with specific argument types fit one tree type without `any`.
 */
export type RequestBuilder = {
  build(...args: never[]): DeviceRequest<unknown>;
}['build'];

/** A nested group of request builders. */
export interface RequestTree {
  readonly [name: string]: RequestBuilder | RequestTree;
}

/** Parses an outgoing body or query with its schema, or throws a validation error naming the call. */
export function validated<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  what: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  const issue = firstIssue(parsed.issues);
  throw new HandyValidationError(
    `Invalid ${what}${issue.path ? ` (${issue.path})` : ''}: ${issue.message}`,
  );
}

/**
 * Shorthand for a call without a body, or with a `body` that needs no run-time check (a typed
 * value the SDK builds itself); an undefined body is sent as none.
 */
export function plain<R>(
  method: 'GET' | 'PUT',
  path: string,
  result: v.GenericSchema<unknown, R>,
  options: CallOptions | undefined,
  body?: object,
): DeviceRequest<R> {
  return { method, path, result, options, body };
}

/** Shorthand for a PUT whose body is validated with `schema`. */
export function put<S extends v.GenericSchema<object, object>, R>(
  path: string,
  schema: S,
  body: v.InferInput<S>,
  result: v.GenericSchema<unknown, R>,
  options: CallOptions | undefined,
): DeviceRequest<R> {
  return {
    method: 'PUT',
    path,
    body: validated(schema, body, `PUT ${path} body`),
    result,
    options,
  };
}
