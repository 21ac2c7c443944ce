/**
 * Reads a response body by its content type (spec §7: JSON, text, binary or form data; 204 has
 * no body). JSON that fails to parse is reported rather than thrown, because for an error status
 * the raw text is still the most useful body to attach.
 */

/** A body read from a response. */
export interface ReadBody {
  /** Parsed JSON, text, `FormData`, bytes, or `undefined` for an empty body. */
  readonly value: unknown;
  /** Set when the content type said JSON but the text did not parse; `value` is then the text. */
  readonly jsonError?: string;
}

const EMPTY_STATUSES = new Set([204, 205, 304]);

function parseJson(text: string): ReadBody {
  if (text.trim() === '') return { value: undefined };
  try {
    const value: unknown = JSON.parse(text);
    return { value };
  } catch (error) {
    return { value: text, jsonError: error instanceof Error ? error.message : String(error) };
  }
}

/** Reads `response`'s body according to its `Content-Type`. */
export async function readBody(response: Response): Promise<ReadBody> {
  if (EMPTY_STATUSES.has(response.status)) return { value: undefined };
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('json')) return parseJson(await response.text());
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    return { value: await response.formData() };
  }
  if (type === '') {
    // No content type: servers and proxies that forget it still usually send JSON; fall back to
    // the text when it is not.
    const text = await response.text();
    const parsed = parseJson(text);
    return parsed.jsonError === undefined ? parsed : { value: text };
  }
  if (type.startsWith('text/')) {
    const text = await response.text();
    return { value: text === '' ? undefined : text };
  }
  return { value: new Uint8Array(await response.arrayBuffer()) };
}
