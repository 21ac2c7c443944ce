import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpFixture, jsonOf, pick, SseReader } from '../test-support/http';
import { T0 } from '../test-support/model';
import { DEFAULT_AUTO_PROVISION_LIMIT, Emulator } from './emulator';
import { HspPlayState } from './enums';

function emulator(limit: number, inUse: (key: string) => boolean = () => false): Emulator {
  return new Emulator({
    clock: new FakeClock(T0),
    seed: 1,
    autoProvision: true,
    autoProvisionLimit: limit,
    inUse,
  });
}

const keys = (e: Emulator) => e.list().map((d) => d.connectionKey);

describe('auto-provisioning ceiling', () => {
  it('defaults to a thousand devices', () => {
    expect(
      new Emulator({ clock: new FakeClock(T0), seed: 1, autoProvision: true }).autoProvisionLimit,
    ).toBe(DEFAULT_AUTO_PROVISION_LIMIT);
    expect(DEFAULT_AUTO_PROVISION_LIMIT).toBe(1_000);
  });

  it('evicts the least recently used device to make room, and never exceeds the limit', () => {
    const e = emulator(3);
    for (const key of ['KeyAaaa1', 'KeyBbbb2', 'KeyCccc3']) e.resolve(key);
    e.resolve('KeyAaaa1'); // used again: B is now the least recently used
    e.resolve('KeyDddd4');
    expect(keys(e)).toEqual(['KeyAaaa1', 'KeyCccc3', 'KeyDddd4']);
    for (let i = 0; i < 100; i++) e.resolve(`Flood${i}x`);
    expect(e.autoProvisionedCount).toBe(3);
    expect(e.list()).toHaveLength(3);
  });

  it('keeps a playing device and one with an open event stream, evicting an idle one', () => {
    const streaming = new Set(['KeyBbbb2']);
    const e = emulator(3, (key) => streaming.has(key));
    for (const key of ['KeyAaaa1', 'KeyBbbb2', 'KeyCccc3']) e.resolve(key);
    const a = e.device('KeyAaaa1');
    if (!a) throw new Error('no device');
    a.player.setup('hsp', 1);
    a.player.add(
      [
        { t: 0, x: 0 },
        { t: 10_000, x: 100 },
      ],
      2,
    );
    a.player.play({ startTimeMs: 0 });
    expect(a.player.playState).toBe(HspPlayState.PLAYING);
    e.resolve('KeyDddd4');
    expect(keys(e)).toEqual(['KeyAaaa1', 'KeyBbbb2', 'KeyDddd4']);
  });

  it('leaves a new key unknown when every device is busy', () => {
    const e = emulator(2, () => true);
    e.resolve('KeyAaaa1');
    e.resolve('KeyBbbb2');
    expect(e.resolve('KeyCccc3')).toBeUndefined();
    expect(keys(e)).toEqual(['KeyAaaa1', 'KeyBbbb2']);
  });

  it('neither counts nor evicts devices created explicitly', () => {
    const e = emulator(1);
    e.createDevice({ connectionKey: 'Explicit1' });
    e.createDevice({ connectionKey: 'Explicit2' });
    e.resolve('KeyAaaa1');
    e.resolve('KeyBbbb2');
    expect(keys(e)).toEqual(['Explicit1', 'Explicit2', 'KeyBbbb2']);
  });

  it('over HTTP: a device with an open event stream survives, the idle one goes', async () => {
    const f = httpFixture({ autoProvisionLimit: 2 });
    const sse = await f.raw('/api/handy-rest/v3/sse?ck=Watched01&apikey=glide-dev-app-id');
    const reader = new SseReader(sse);
    expect((await reader.next())?.event).toBe('device_status');
    expect((await f.api('GET', '/info', { key: 'IdleKey01' })).status).toBe(200);
    expect((await f.api('GET', '/info', { key: 'NewKey001' })).status).toBe(200);
    const listed = pick(
      await jsonOf(await f.control('GET', '/devices')),
      z.object({ devices: z.array(z.object({ connectionKey: z.string() })) }),
    );
    expect(listed.devices.map((d) => d.connectionKey)).toEqual(['Watched01', 'NewKey001']);
    await reader.cancel();
  });

  it('over HTTP: answers 1001 for a new key when nothing can be evicted', async () => {
    const f = httpFixture({ autoProvisionLimit: 1 });
    const sse = new SseReader(
      await f.raw('/api/handy-rest/v3/sse?ck=Watched01&apikey=glide-dev-app-id'),
    );
    await sse.next();
    expect(await jsonOf(await f.api('GET', '/info', { key: 'NewKey001' }))).toMatchObject({
      error: { code: 1001 },
    });
    await sse.cancel();
  });
});
