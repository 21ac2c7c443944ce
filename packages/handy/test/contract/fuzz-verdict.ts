/**
 * What a fuzz answer must be, by the contract: never a 5xx; a documented status, content type and
 * body; 200 for a valid request; for an invalid one the 4xx its fault calls for (401 without a
 * credential the server knows, 400 for any other fault). Plus the tally of what was sent.
 */
import type { CheckedRequest, Contract, ContractOperation } from './contract';
import type { FuzzAnswer } from './fuzz-http';
import type { FuzzRequest } from './fuzz-requests';
import { jsonOrText } from './json';

/**
 * An answer other than 200 that the corrected contract gives a request its schemas call valid.
 * Each names the correction that documents it, so removing the correction removes the allowance.
 */
export interface DocumentedRefusal {
  readonly operation: string;
  readonly status: number;
  /** `error.name` of the answer's body. */
  readonly errorName: string;
  /** Title of the correction (`corrections.ts`) that documents the answer. */
  readonly correction: string;
}

/**
 * The setup URL is any string by the schema, yet the live service refuses one it will not fetch
 * (private, LAN, plain http) with 400 `UNSUPPORTED_URL`.
 */
export const DOCUMENTED_REFUSALS: readonly DocumentedRefusal[] = [
  {
    operation: 'hsspSetup',
    status: 400,
    errorName: 'UNSUPPORTED_URL',
    correction: '`PUT /hssp/setup` answers 400 `UNSUPPORTED_URL`',
  },
];

function errorName(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('error' in body)) return undefined;
  const error: unknown = body.error;
  return error !== null && typeof error === 'object' && 'name' in error ? error.name : undefined;
}

/** Whether the request is valid: the contract finds nothing and the server knows its credential. */
export function isValid(problems: readonly string[], request: FuzzRequest): boolean {
  return problems.length === 0 && request.credential === 'valid';
}

/** The status an invalid request must get. */
export function expectedRefusal(request: FuzzRequest): 400 | 401 {
  return request.credential === 'valid' ? 400 : 401;
}

/** What is wrong with `answer` to `request`; empty when it is what the contract calls for. */
export function judge(
  contract: Contract,
  op: ContractOperation,
  request: FuzzRequest,
  problems: readonly string[],
  answer: FuzzAnswer,
): string[] {
  const failures: string[] = [];
  if (answer.status >= 500) failures.push(`a ${answer.status}`);
  failures.push(...contract.checkResponse(op, answer).map((p) => `answer: ${p}`));
  if (answer.event) {
    const found = contract.checkEvent(answer.event.name, jsonOrText(answer.event.data));
    failures.push(...found.map((p) => `first event ${answer.event?.name ?? ''}: ${p}`));
  }
  if (isValid(problems, request)) {
    const allowed = DOCUMENTED_REFUSALS.some(
      (r) =>
        r.operation === op.id &&
        r.status === answer.status &&
        r.errorName === errorName(answer.body),
    );
    if (answer.status !== 200 && !allowed)
      failures.push(`a valid request answered ${answer.status}, not 200`);
  } else {
    const expected = expectedRefusal(request);
    if (answer.status !== expected)
      failures.push(`an invalid request answered ${answer.status}, not ${expected}`);
  }
  return failures;
}

/** A readable account of one exchange, for a failed property. */
export function describeExchange(
  op: ContractOperation,
  checked: CheckedRequest,
  request: FuzzRequest,
  problems: readonly string[],
  answer: FuzzAnswer,
  failures: readonly string[],
): string {
  const headers = [...checked.headers].map(([k, v]) => `${k}: ${v}`).join('; ');
  return [
    `${op.id}: ${failures.join('; ')}`,
    `  request: ${checked.method} ${checked.url.pathname}${checked.url.search} [${headers}]` +
      (request.body === undefined ? ' (no body)' : ` body ${request.body}`),
    `  valid: ${isValid(problems, request)}` +
      (request.broken ? ` (broken: ${request.broken})` : '') +
      (problems.length > 0 ? ` contract: ${problems.join('; ')}` : ''),
    `  answer: ${answer.status} ${answer.contentType ?? '(no content type)'} ${answer.text.slice(0, 400)}`,
  ].join('\n');
}

/** What was sent, per operation. */
export class FuzzTally {
  private readonly byOperation = new Map<string, { valid: number; invalid: number }>();
  private fiveHundreds = 0;

  /** Answers with a 5xx status. */
  get serverErrors(): number {
    return this.fiveHundreds;
  }

  /** Counts one answer's status. */
  answered(status: number): void {
    if (status >= 500) this.fiveHundreds += 1;
  }

  /** Counts one request. */
  count(operation: string, valid: boolean): void {
    const counts = this.byOperation.get(operation) ?? { valid: 0, invalid: 0 };
    if (valid) counts.valid += 1;
    else counts.invalid += 1;
    this.byOperation.set(operation, counts);
  }

  /** The counts of one operation. */
  of(operation: string): { valid: number; invalid: number } {
    return this.byOperation.get(operation) ?? { valid: 0, invalid: 0 };
  }

  /** Totals over every operation. */
  totals(): { operations: number; valid: number; invalid: number } {
    let valid = 0;
    let invalid = 0;
    for (const counts of this.byOperation.values()) {
      valid += counts.valid;
      invalid += counts.invalid;
    }
    return { operations: this.byOperation.size, valid, invalid };
  }
}
