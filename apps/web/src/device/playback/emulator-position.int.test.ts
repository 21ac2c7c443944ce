/** The emulated device's position read from the real emulator's control API over HTTP. */
import { startEmulator, type RunningEmulator } from '@glide/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmulatorPosition } from './emulator-position';

let emulator: RunningEmulator;
const realFetch: typeof fetch = (input, init) => fetch(input, init);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, quiet: true, rateLimitPerMinute: 0 });
});
afterAll(async () => {
  await emulator.close();
});

describe('readEmulatorPosition against the emulator', () => {
  it("reads a device's slider position", async () => {
    const created = await fetch(`${emulator.controlBase}/devices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ connectionKey: 'EmuPos001', model: 'handy' }),
    });
    expect(created.ok).toBe(true);
    const reading = await readEmulatorPosition(realFetch, emulator.apiBase, 'EmuPos001');
    expect(reading).toMatchObject({ kind: 'position' });
    if (reading.kind !== 'position') return;
    expect(reading.positionPct).toBeGreaterThanOrEqual(0);
    expect(reading.positionPct).toBeLessThanOrEqual(100);
  });

  it('takes an API with nothing listening as not the emulator', async () => {
    const closed = await startEmulator({ port: 0, quiet: true });
    const base = closed.apiBase;
    await closed.close();
    expect(await readEmulatorPosition(realFetch, base, 'EmuPos001')).toEqual({
      kind: 'notEmulator',
    });
  });
});
