/** Reading request bodies and queries through zod; failures become 400 InvalidRequest. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { invalidRequest } from './responses';

/** Parses the JSON body (an empty body reads as `{}`). */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text) as unknown;
    } catch {
      throw invalidRequest('Body is not valid JSON');
    }
  }
  return parseValue(raw, schema, 'Invalid request body');
}

/** Parses the query string. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseValue(c.req.query(), schema, 'Invalid query');
}

/** Parses any value. */
export function parseValue<S extends z.ZodType>(
  raw: unknown,
  schema: S,
  what: string,
): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    const detail = first ? `: ${first.path.join('.') || 'body'} ${first.message}` : '';
    throw invalidRequest(`${what}${detail}`, result.error.issues);
  }
  return result.data;
}
