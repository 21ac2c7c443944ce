/**
 * The small readers of JSON the contract checks share: a record test, JSON Pointer tokens, and a
 * body's text read leniently (a check reports a bad body; it never throws on one).
 */

/** A JSON object, keys to values not yet read. */
export type JsonObject = Record<string, unknown>;

/** Whether `value` is a JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Escapes one JSON Pointer token (RFC 6901). */
export function pointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A body's text as JSON, or `undefined` when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A body's text as JSON, the text itself when it is not JSON, or `undefined` when it is empty. */
export function jsonOrText(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  return parseJson(text) ?? text;
}
