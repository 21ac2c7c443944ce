// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChannelGroup } from '../channel-group/use-channel-group';
import { fakeDevices, setUpPageTests } from '../testing/fake-devices';
import { preferencesStore } from '../../preferences/preferences-instance';
import { useHstp } from './hstp';

setUpPageTests();

const OWN = 'OffsetOwn01';
const PEER = 'OffsetPeer2';
const AWAY = 'OffsetAway3';

/** The device in use with two linked devices, one offline, on a page that does not multicast. */
async function setup(multicastActive: boolean) {
  const devices = fakeDevices(
    { [OWN]: {}, [PEER]: {}, [AWAY]: { online: false } },
    { channels: true },
  );
  preferencesStore().update({
    linkedDevices: [{ connectionKey: PEER }, { connectionKey: AWAY }],
    multicastActive,
  });
  await devices.connect(OWN);
  const hook = renderHook(() => ({ group: useChannelGroup().state, hstp: useHstp() }));
  if (multicastActive) await waitFor(() => expect(hook.result.current.group.status).toBe('formed'));
  devices.calls.length = 0;
  return { devices, hook };
}

const offsetCalls = (calls: ReadonlyArray<{ key: string; path: string }>) =>
  calls.filter((call) => call.path === '/hstp/offset').map((call) => call.key);

describe('useHstp', () => {
  it('sets the time offset of every device playing along, on any page, while multicast is on', async () => {
    const { devices, hook } = await setup(true);
    expect(hook.result.current.hstp.multicast).toBe(false);
    await act(() => hook.result.current.hstp.setOffset(-35));
    expect(offsetCalls(devices.calls).sort()).toEqual([OWN, PEER].sort());
    expect(devices.device(OWN).offset).toBe(-35);
    expect(devices.device(PEER).offset).toBe(-35);
    // The device the group found offline is left out: no failure for it each time.
    expect(offsetCalls(devices.calls)).not.toContain(AWAY);
  });

  it('sets only the device in use’s with multicast off', async () => {
    const { devices, hook } = await setup(false);
    const before = devices.device(PEER).offset;
    await act(() => hook.result.current.hstp.stepOffset(-20));
    expect(offsetCalls(devices.calls)).toEqual([OWN]);
    expect(devices.device(OWN).offset).toBe(-20);
    expect(devices.device(PEER).offset).toBe(before);
  });
});
