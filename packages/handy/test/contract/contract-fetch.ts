/**
 * A `fetch` that holds every call of the API to the contract: the request as the SDK built it,
 * the answer as the emulator gave it and, for the event stream, every event it carried. Calls
 * outside the API's base (the emulator's control API) pass through unchecked. What it found goes
 * into a {@link ContractLedger}, which the tests read: a problem is a failed check, and the counts
 * say what was covered.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Contract, ContractOperation } from './contract';
import { jsonOrText, parseJson } from './json';

/** One finding: which call, which side, what is wrong. */
export interface ContractProblem {
  readonly operation: string;
  readonly side: 'request' | 'answer' | 'event';
  readonly detail: string;
}

/** What the checks saw, per operation and in total. */
export class ContractLedger {
  readonly problems: ContractProblem[] = [];
  /** Operation id → requests checked. */
  readonly requests = new Map<string, number>();
  /** Operation id → answers checked. */
  readonly answers = new Map<string, number>();
  /** Event name → events checked. */
  readonly events = new Map<string, number>();
  /** `METHOD /path` → calls of Glide's own extensions (docs/api-extensions.md), outside the file. */
  readonly extensions = new Map<string, number>();

  count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  problem(operation: string, side: ContractProblem['side'], details: readonly string[]): void {
    for (const detail of details) this.problems.push({ operation, side, detail });
  }

  /** Totals, for the summary line. */
  totals(): { requests: number; answers: number; events: number } {
    const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
    return { requests: sum(this.requests), answers: sum(this.answers), events: sum(this.events) };
  }
}

/** Which sides of the traffic to check. */
export interface ContractFetchOptions {
  /** Check the requests (true when the SDK builds them; false for deliberately invalid input). */
  readonly requests: boolean;
}

/**
 * The calls Glide uses that the provider's file does not describe (`docs/api-extensions.md`):
 * system settings and firmware updates. They are counted, not checked.
 */
export function isExtensionPath(apiPath: string): boolean {
  return apiPath.startsWith('/system/') || apiPath.startsWith('/ota/');
}

async function requestBody(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  return jsonOrText(await request.clone().text());
}

/**
 * Checks each server-sent event of a stream: its name is one of the file's event types and its
 * data is the file's `{connection_key, data}` with the payload that event carries.
 */
function checkEvents(
  body: ReadableStream<Uint8Array>,
  contract: Contract,
  ledger: ContractLedger,
): void {
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      const name = message.event ?? 'message';
      ledger.count(ledger.events, name);
      ledger.problem(`event ${name}`, 'event', contract.checkEvent(name, parseJson(message.data)));
    },
  });
  const decoder = new TextDecoder();
  const reader = body.getReader();
  const pump = async (): Promise<void> => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  };
  // The stream ends when the SDK closes it; a reset then is expected, not a finding.
  pump().catch(() => undefined);
}

/** Wraps `inner` so that every API call through it is checked against `contract`. */
export function contractFetch(
  contract: Contract,
  apiBase: string,
  ledger: ContractLedger,
  options: ContractFetchOptions = { requests: true },
  inner: typeof fetch = fetch,
): typeof fetch {
  const base = new URL(apiBase);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
      return inner(request);
    }
    const apiPath = contract.apiPath(url, base);
    const op: ContractOperation | undefined = contract.operation(request.method, apiPath);
    if (!op && isExtensionPath(apiPath)) {
      ledger.count(ledger.extensions, `${request.method} ${apiPath}`);
      return inner(request);
    }
    if (!op) {
      ledger.problem(`${request.method} ${apiPath}`, 'request', ['no operation of the contract']);
      return inner(request);
    }
    if (options.requests) {
      ledger.count(ledger.requests, op.id);
      const checked = {
        method: request.method,
        url,
        headers: request.headers,
        body: await requestBody(request),
      };
      ledger.problem(op.id, 'request', contract.checkRequest(op, checked));
    }
    const response = await inner(request);
    const contentType = response.headers.get('content-type') ?? undefined;
    if (contentType?.startsWith('text/event-stream') && response.body) {
      const [mine, theirs] = response.body.tee();
      checkEvents(mine, contract, ledger);
      ledger.count(ledger.answers, op.id);
      ledger.problem(
        op.id,
        'answer',
        contract.checkResponse(op, { status: response.status, contentType, body: undefined }),
      );
      return new Response(theirs, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }
    const text = await response.clone().text();
    ledger.count(ledger.answers, op.id);
    ledger.problem(
      op.id,
      'answer',
      contract.checkResponse(op, { status: response.status, contentType, body: parseJson(text) }),
    );
    return response;
  };
}
