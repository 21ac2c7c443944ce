// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferencesStore } from '../../preferences/preferences-instance';
import { useChannelGroup } from '../channel-group/use-channel-group';
import { PageMulticastSupport } from '../commands/page-multicast';
import { fakeDevices, setUpPageTests } from '../testing/fake-devices';
import { useHamp } from './hamp';

setUpPageTests('hamp');

const OWN = 'GroupOwn01';
const PEER = 'GroupPeer2';

/**
 * HAMP on a page that multicasts, the device in use connected and another linked, the group's
 * forming held at the linked device's info (as on a page just loaded).
 */
async function formingGroup() {
  const devices = fakeDevices({ [OWN]: {}, [PEER]: {} }, { channels: true });
  preferencesStore().update({ linkedDevices: [{ connectionKey: PEER }], multicastActive: true });
  devices.hold('/info', PEER);
  await devices.connect(OWN);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageMulticastSupport supported>{children}</PageMulticastSupport>
  );
  const hook = renderHook(() => ({ group: useChannelGroup().state, hamp: useHamp() }), { wrapper });
  await waitFor(() => expect(hook.result.current.group.status).toBe('forming'));
  devices.calls.length = 0;
  return { devices, hook };
}

const startsBy = (calls: ReadonlyArray<{ key: string; path: string }>) =>
  calls.filter((call) => call.path === '/hamp/start').map((call) => call.key);

afterEach(() => {
  vi.useRealTimers();
});

describe('HAMP while the group of linked devices forms', () => {
  it('a start waits for the group, then goes through its channel as one request', async () => {
    const { devices, hook } = await formingGroup();
    let started = false;
    const start = hook.result.current.hamp.start(40).then(() => (started = true));
    await act(() => Promise.resolve());
    expect(startsBy(devices.calls)).toEqual([]);
    expect(started).toBe(false);
    devices.release('/info', PEER);
    await act(() => start);
    expect(hook.result.current.group.status).toBe('formed');
    const starts = startsBy(devices.calls);
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatch(/^chref:/);
    expect(devices.device(OWN).hamp.play_state).toBe(1);
    expect(devices.device(PEER).hamp.play_state).toBe(1);
  });

  it('a stop does not wait: it reaches each device at once', async () => {
    const { devices, hook } = await formingGroup();
    // No time passes: a stop that waited for the group would not be sent.
    vi.useFakeTimers();
    await act(async () => {
      void hook.result.current.hamp.stop();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(hook.result.current.group.status).toBe('forming');
    expect(
      devices.calls
        .filter((call) => call.path === '/hamp/stop')
        .map((call) => call.key)
        .sort(),
    ).toEqual([OWN, PEER].sort());
    devices.release('/info', PEER);
  });
});
