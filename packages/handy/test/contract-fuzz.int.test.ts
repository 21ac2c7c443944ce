/**
 * The emulator fuzzed against the provider's contract (the OpenAPI file with `contract/corrections.ts`
 * applied), over real HTTP. For every operation of the file, requests are drawn from the operation's
 * own parameters, security and body schema (`contract/fuzz-requests.ts`): valid ones, and ones with
 * one thing broken. The contract's `checkRequest` says which are valid. Every answer must be
 * documented by the contract and never a 5xx; a valid request gets 200, an invalid one 401 (no
 * credential the server knows) or 400 (anything else). The seed is fixed and printed; set
 * `FUZZ_SEED` to draw other requests.
 */
import { DEMO_APP_ID, DEMO_APP_KEY } from '@glide/emulator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, type ContractOperation } from './contract/contract';
import { corrections } from './contract/corrections';
import { reportContractLine } from './contract/report';
import { REQUEST_TIMEOUT_MS, sendRequest } from './contract/fuzz-http';
import {
  canBreak,
  RequestArbitraries,
  toCheckedRequest,
  type FuzzEnvironment,
  type FuzzRequest,
} from './contract/fuzz-requests';
import {
  DOCUMENTED_REFUSALS,
  FuzzTally,
  describeExchange,
  isValid,
  judge,
} from './contract/fuzz-verdict';
import { startHarness, type Harness } from './support/harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20_250_601);
/** Runs per operation: valid requests, then broken ones (there are more ways to break one). */
const VALID_RUNS = 12;
const INVALID_RUNS = 24;
/** Online devices shared by every request: the fuzz is about input, not device state. */
const DEVICE_COUNT = 4;

/**
 * Operations with nothing to break: `GET /servertime` takes no parameter, no credential
 * (`security: []`) and no body. Its only "invalid" request by the contract's checks would carry an
 * undeclared query parameter, which OpenAPI does not forbid a server to ignore.
 */
const NOTHING_TO_BREAK: readonly string[] = ['getServerTime'];

const contract = new Contract();
const tally = new FuzzTally();
let h: Harness;
let requests: RequestArbitraries;

/** A client token for the Bearer and `apikey` credentials, issued with the Application Key. */
async function issueToken(apiBase: string): Promise<string> {
  const response = await fetch(`${apiBase}/auth/token/issue`, {
    headers: { 'X-Api-Key': DEMO_APP_KEY },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body: unknown = await response.json();
  const result: unknown =
    body !== null && typeof body === 'object' && 'result' in body ? body.result : undefined;
  const token: unknown =
    result !== null && typeof result === 'object' && 'token' in result ? result.token : undefined;
  if (typeof token !== 'string') throw new Error(`No token issued: ${JSON.stringify(body)}`);
  return token;
}

beforeAll(async () => {
  h = await startHarness();
  const deviceKeys = await Promise.all(
    Array.from({ length: DEVICE_COUNT }, (_, i) => h.newDevice(`fuzz${i}`)),
  );
  const token = await issueToken(h.running.apiBase);
  const env: FuzzEnvironment = {
    deviceKeys,
    knownCredentials: [DEMO_APP_ID, DEMO_APP_KEY, token],
    credentials(op, scheme) {
      switch (scheme) {
        // Only the Application Key issues tokens (reference §2); the file cannot say which key is which.
        case 'ApiKeyAuth':
          return op.id === 'issueToken' ? [DEMO_APP_KEY] : [DEMO_APP_ID, DEMO_APP_KEY];
        case 'BearerAuth':
          return [token];
        case 'KeyOrTokenQueryParamAuth':
          return [DEMO_APP_ID, DEMO_APP_KEY, token];
        default:
          return [];
      }
    },
  };
  requests = new RequestArbitraries(contract, env);
  console.log(`Contract fuzz: seed ${SEED} (set FUZZ_SEED to change it)`);
});
afterAll(async () => {
  await h.close();
});

/** Sends one request and throws, with the whole exchange, when the answer is not the contract's. */
async function exchange(op: ContractOperation, request: FuzzRequest): Promise<void> {
  const checked = toCheckedRequest(op, h.running.apiBase, request);
  const problems = contract.checkRequest(op, checked);
  tally.count(op.id, isValid(problems, request));
  const answer = await sendRequest(checked, request.body);
  tally.answered(answer.status);
  const failures = judge(contract, op, request, problems, answer);
  if (failures.length > 0) {
    throw new Error(describeExchange(op, checked, request, problems, answer, failures));
  }
}

describe('every operation of the contract, fuzzed over HTTP', () => {
  it('allows only refusals that a correction documents', () => {
    const titles = new Set(corrections.map((c) => c.title));
    expect(DOCUMENTED_REFUSALS.filter((r) => !titles.has(r.correction))).toEqual([]);
  });

  for (const op of contract.operations) {
    describe(`${op.method.toUpperCase()} ${op.path} (${op.id})`, () => {
      it('answers valid requests with 200', async () => {
        await fc.assert(
          fc.asyncProperty(requests.valid(op), (request) => exchange(op, request)),
          { seed: SEED, numRuns: VALID_RUNS },
        );
      });

      // An operation with nothing to break gets no broken requests (NOTHING_TO_BREAK, checked below).
      if (canBreak(op)) {
        it('answers broken requests with 400 or 401', async () => {
          const invalid = requests.invalid(op);
          expect(invalid).toBeDefined();
          if (!invalid) return;
          await fc.assert(
            fc.asyncProperty(invalid, (request) => exchange(op, request)),
            { seed: SEED, numRuns: INVALID_RUNS },
          );
        });
      }
    });
  }
});

describe('coverage', () => {
  it('sent valid and invalid requests to every operation, and the emulator still answers', async () => {
    const totals = tally.totals();
    reportContractLine(
      `Contract fuzz: ${contract.operations.length} operations, ${totals.valid + totals.invalid} requests ` +
        `(${totals.valid} valid, ${totals.invalid} invalid), ${tally.serverErrors} 5xx; seed ${SEED}`,
    );
    expect(contract.operations).toHaveLength(59);
    expect(
      contract.operations.filter((op) => tally.of(op.id).valid === 0).map((op) => op.id),
    ).toEqual([]);
    expect(contract.operations.filter((op) => !canBreak(op)).map((op) => op.id)).toEqual(
      NOTHING_TO_BREAK,
    );
    expect(
      contract.operations.filter((op) => tally.of(op.id).invalid === 0).map((op) => op.id),
    ).toEqual(NOTHING_TO_BREAK);
    expect(tally.serverErrors).toBe(0);
    // The process is still up and serving: nothing the fuzz sent brought it down.
    const response = await fetch(`${h.running.apiBase}/servertime`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    expect(response.status).toBe(200);
  });
});
