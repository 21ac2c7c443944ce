/**
 * Test support (not exported from the package): a `fetch` that records every request and answers
 * from a handler, so tests can assert on the exact wire traffic without a server.
 */

/** One request as the fake fetch saw it. */
export interface RecordedRequest {
  readonly url: URL;
  readonly method: string;
  /** Header names lower-cased. */
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body: a string for JSON, a FormData for uploads, undefined without body. */
  readonly body: unknown;
  readonly credentials: RequestCredentials | undefined;
  readonly signal: AbortSignal | undefined;
  readonly keepalive: boolean | undefined;
}

/** Produces the answer to a recorded request. */
export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A recording fake `fetch`. */
export interface FakeFetch {
  readonly fetch: typeof fetch;
  readonly requests: RecordedRequest[];
  /** The last request, failing loudly when there was none. */
  last(): RecordedRequest;
  /** The last request's body parsed as JSON. */
  lastJson(): unknown;
}

/** Creates a fake fetch answering with `handler`. */
export function createFakeFetch(handler: FakeHandler): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fake = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const request: RecordedRequest = {
      url,
      method: init?.method ?? 'GET',
      headers,
      body: init?.body ?? undefined,
      credentials: init?.credentials,
      signal: init?.signal ?? undefined,
      keepalive: init?.keepalive,
    };
    requests.push(request);
    return Promise.resolve().then(() => handler(request));
  };
  const last = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was made');
    return request;
  };
  return {
    fetch: fake,
    requests,
    last,
    lastJson: (): unknown => {
      const body = last().body;
      return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
    },
  };
}

/** A JSON response. */
export function jsonResponse(
  body: unknown,
  init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    statusText: init.statusText ?? '',
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** A `{result}` envelope response. */
export function resultResponse(result: unknown): Response {
  return jsonResponse({ result });
}

/** A response that never arrives unless the request's signal aborts it (like a real fetch). */
export function hangingResponse(request: RecordedRequest): Promise<Response> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (request.signal?.aborted) abort();
    request.signal?.addEventListener('abort', abort);
  });
}
