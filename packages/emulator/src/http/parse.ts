/**
 * Reading request bodies and queries through zod. A break of the contract's checks is 400
 * InvalidRequest. A device call also tells those apart from the emulated device's limits
 * (`bounds.ts`): a request that breaks only such a limit is valid by the contract, and is answered
 * with the device error `InvalidArgument` once it has reached the device (`device-call.ts`).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { deviceErrors, type DeviceCallError } from '../model/errors';
import { isDeviceLimitIssue } from './bounds';
import { invalidRequest, type HttpError } from './responses';

/** How a body reader treats a request without a body. */
export interface BodyOptions {
  /**
   * The operation's body is required (`requestBody.required` in the contract): an empty one is
   * refused instead of reading as `{}`. Only needed where `{}` would pass the schema.
   */
  readonly required?: boolean;
}

/**
 * A value that passed the contract's checks: either it also fits the device, or the device error
 * it will be refused with (never the value itself, which must not reach the model).
 */
export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly refusal: DeviceCallError };

/** The JSON body as sent (an empty body reads as `{}` unless `options.required`). */
async function readJson(c: Context, options: BodyOptions): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (options.required) throw invalidRequest('A request body is required');
    return {};
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
}

/** Parses the JSON body; any failed check, a device limit's too, is 400 (the control API). */
export async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: BodyOptions = {},
): Promise<z.output<S>> {
  return parseValue(await readJson(c, options), schema, 'Invalid request body');
}

/**
 * Checks the JSON body of a device call: 400 when it breaks the contract, the device's refusal when
 * it breaks only a device limit.
 */
export async function checkBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: BodyOptions = {},
): Promise<Checked<z.output<S>>> {
  return checkValue(await readJson(c, options), schema, 'Invalid request body');
}

/** Parses the query string. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseValue(c.req.query(), schema, 'Invalid query');
}

/** Parses any value; any failed check is 400. */
export function parseValue<S extends z.ZodType>(
  raw: unknown,
  schema: S,
  what: string,
): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) throw refused(what, result.error.issues);
  return result.data;
}

/**
 * Checks any value as {@link checkBody} does: 400 when one of its issues is the contract's, else the
 * device error `InvalidArgument` naming the first field and the device's range.
 */
export function checkValue<S extends z.ZodType>(
  raw: unknown,
  schema: S,
  what: string,
): Checked<z.output<S>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  const contract = issues.filter((issue) => !isDeviceLimitIssue(issue));
  if (contract.length > 0) throw refused(what, contract);
  return { ok: false, refusal: deviceLimitError(issues) };
}

/** `a.b.0.c`, or `fallback` for the value itself. */
function pathOf(issue: z.core.$ZodIssue, fallback: string): string {
  return issue.path.map(String).join('.') || fallback;
}

/** The 400 InvalidRequest for failed checks, naming the first. */
function refused(what: string, issues: z.core.$ZodIssue[]): HttpError {
  const first = issues[0];
  const detail = first ? `: ${pathOf(first, 'body')} ${first.message}` : '';
  return invalidRequest(`${what}${detail}`, issues);
}

/** The device's refusal of a value beyond its limits, naming the first field and its range. */
function deviceLimitError(issues: z.core.$ZodIssue[]): DeviceCallError {
  const first = issues[0];
  if (!first) return deviceErrors.invalidArgument('Invalid argument');
  const field = pathOf(first, '');
  return deviceErrors.invalidArgument(field === '' ? first.message : `${field} ${first.message}`);
}
