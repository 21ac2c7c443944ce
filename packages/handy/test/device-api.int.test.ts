/**
 * Every method of the SDK's `DeviceApi` against the real emulator over HTTP, one test each. A call
 * resolving proves the wire shapes match (the SDK parses every answer); each case also
 * checks the effect through the API or the control API.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpointCases as cases } from './endpoints/all-cases';
import { deviceMethodPaths } from './endpoints/endpoint-case';
import { startHarness, type Harness } from './support/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterEach(() => h.closeStreams());
afterAll(async () => {
  await h.close();
});

describe('DeviceApi against the emulator', () => {
  for (const [method, c] of Object.entries(cases)) {
    it(method, async () => {
      const key = await h.newDevice(method, c.setup);
      await c.run({ h, key, device: h.client.device(key) });
    });
  }

  it('has a case for every method the SDK exposes', () => {
    const exposed = deviceMethodPaths(h.client.device('Listing1'));
    expect(exposed.length).toBeGreaterThan(60);
    expect(Object.keys(cases).sort()).toEqual(exposed.sort());
  });
});
