/**
 * The SDK and the emulator held to the provider's published contract (the OpenAPI file, with the
 * corrections of `contract/corrections.ts`). Every integration case of the SDK runs here once
 * more, through a `fetch` that validates each request the SDK builds, each answer the emulator
 * gives and each event of the stream against the file's schemas (ajv). The last test fails when
 * an operation of the file was not exercised, and the run prints what was checked.
 */
import { DEMO_APP_KEY } from '@glide/emulator';
import { EVENT_NAMES } from '@glide/handy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Contract } from './contract/contract';
import { ContractLedger, contractFetch } from './contract/contract-fetch';
import { corrections } from './contract/corrections';
import { reportContractLine } from './contract/report';
import { endpointCases } from './endpoints/all-cases';
import { eventCases, runEventCase } from './events/all-cases';
import { isCausable, type CausableEvent } from './events/event-case';
import { startHarness, type Harness } from './support/harness';

const contract = new Contract();
const ledger = new ContractLedger();
let h: Harness;

beforeAll(async () => {
  h = await startHarness({}, { fetchFor: (apiBase) => contractFetch(contract, apiBase, ledger) });
});
afterEach(() => h.closeStreams());
afterAll(async () => {
  (await import('node:fs')).writeFileSync(
    '/tmp/contract-problems.json',
    JSON.stringify(ledger.problems, null, 1),
  ); // DEBUG
  await h.close();
});

/** Runs `body` and expects the checks to have found nothing in the traffic it caused. */
async function conforms(body: () => Promise<void>): Promise<void> {
  const before = ledger.problems.length;
  await body();
  // The stream's events are checked as they arrive; let the last chunk reach the parser.
  await new Promise((resolve) => setImmediate(resolve));
  expect(ledger.problems.slice(before)).toEqual([]);
}

describe('every SDK method against the emulator, held to the contract', () => {
  for (const [method, c] of Object.entries(endpointCases)) {
    it(method, () =>
      conforms(async () => {
        const key = await h.newDevice(method, c.setup);
        await c.run({ h, key, device: h.client.device(key) });
      }),
    );
  }
});

describe('the client-level calls, held to the contract', () => {
  it('serverTime', () => conforms(async () => void (await h.client.serverTime())));

  it('issueToken, and a call with the token', () =>
    conforms(async () => {
      const key = await h.newDevice('contractToken');
      const privileged = h.clientWith({ auth: { apiKey: DEMO_APP_KEY } });
      const token = await privileged.issueToken({ ck: key, ttl: 600 });
      const withToken = h.clientWith({ auth: { token: token.token } });
      expect(await withToken.device(key).connected()).toEqual({ connected: true });
    }));
});

describe('every event of the stream, held to the contract', () => {
  // Each name once; `run` keeps the name and its case's payload type together.
  const run = <N extends CausableEvent>(name: N) =>
    it(name, () => conforms(() => runEventCase(h, name, eventCases[name])));
  for (const name of EVENT_NAMES) if (isCausable(name)) run(name);
});

describe('coverage', () => {
  it('checked a request and an answer of every operation of the file', () => {
    const missing = contract.operations
      .filter((op) => !ledger.requests.get(op.id) || !ledger.answers.get(op.id))
      .map((op) => `${op.method.toUpperCase()} ${op.path} (${op.id})`);
    const totals = ledger.totals();
    reportContractLine(
      [
        `Contract: ${contract.operations.length} operations of the file, ${contract.operations.length - missing.length} covered;`,
        `${totals.requests} requests, ${totals.answers} answers and ${totals.events} events checked;`,
        `${corrections.length} corrections applied;`,
        `${[...ledger.extensions.values()].reduce((a, b) => a + b, 0)} calls of Glide's own extensions (docs/api-extensions.md) not in the file.`,
      ].join(' '),
    );
    expect(missing).toEqual([]);
    expect(contract.operations).toHaveLength(59);
  });
});
