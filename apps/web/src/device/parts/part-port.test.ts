// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { uploadScript } from '@glide/handy';
import { CommandPacer } from '../commands/command-pacer';
import { initialSessionState } from '../session/initial-state';
import type { AppliedAction } from '../session/actions';
import type { GroupState } from '../channel-group/group-store';
import { fakeCloud } from '../testing/fake-cloud';
import { createPartPort } from './part-port';

const IN_USE = 'InUseKey1';
const PARTNER = 'PartnerKey2';

function setup() {
  const clock = new FakeClock(1_000_000);
  const cloud = fakeCloud({ [IN_USE]: {}, [PARTNER]: {} });
  const applied: AppliedAction[] = [];
  const group: GroupState = {
    status: 'formed',
    connectionKeys: [IN_USE, PARTNER],
    group: {
      plan: { channelKeys: [], direct: [{ connectionKey: PARTNER, reason: 'alone' }] },
    },
  };
  const port = createPartPort(PARTNER, {
    store: {
      get: () => ({ status: 'connected', connectionKey: IN_USE }),
      session: () => initialSessionState,
      runtime: () => cloud.runtime,
      apply: (action) => applied.push(action),
    },
    pacer: () => new CommandPacer(clock, { maxPerWindow: 150 }),
    clock,
    scriptUploadUrl: () => 'http://127.0.0.1:8787/api/script/v0/temp/upload',
    fetch: () => Promise.reject(new Error('no uploads here')),
    upload: () => Promise.resolve(uploadScript),
    // The app's group: the part's port must not send to it.
    group: () => group,
  });
  return { port, cloud, applied };
}

describe('createPartPort', () => {
  it('sends to the linked device alone, never to the device in use or the group', async () => {
    const { port, cloud } = setup();
    await port.hsp.setup(7);
    await port.hsp.add({ points: [{ t: 0, x: 40 }], tailPointStreamIndex: 1 });
    await port.hsp.stop();
    expect(cloud.calls.map((call) => `${call.key} ${call.method} ${call.path}`)).toEqual([
      `${PARTNER} PUT /hsp/setup`,
      `${PARTNER} PUT /hsp/add`,
      `${PARTNER} PUT /hsp/stop`,
    ]);
  });

  it('records nothing in the device in use’s session', async () => {
    const { port, applied, cloud } = setup();
    await port.hsp.setup(7);
    await port.hsp.play({
      startTimeMs: 0,
      serverTimeMs: 1_000_000,
      playbackRate: 1,
      loop: false,
      pauseOnStarving: false,
    });
    expect(cloud.device(PARTNER).playerSetUp).toBe(true);
    expect(cloud.device(IN_USE).playerSetUp).toBe(false);
    expect(applied).toEqual([]);
  });
});
