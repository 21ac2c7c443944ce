import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevices, setUpPageTests } from '../device/testing/fake-devices';
import { preferencesStore } from '../preferences/preferences-instance';
import { RouteNotices } from './route-notices';

setUpPageTests();

const SINGLE = 'Multicast is on, but this page controls only the device of the current key.';

async function noticesWith(handle: Parameters<typeof RouteNotices>[0]['handle']) {
  const devices = fakeDevices({ NoticeKey1: {} });
  preferencesStore().update({
    linkedDevices: [{ connectionKey: 'NoticePeer2' }],
    multicastActive: true,
  });
  await devices.connect('NoticeKey1');
  render(<RouteNotices handle={handle} />);
}

describe('RouteNotices', () => {
  it('says a page without multicast drives the current device only', async () => {
    await noticesWith({ titleKey: 'configure', app: true });
    expect(screen.getByText(SINGLE).tagName).toBe('P');
  });

  it('says nothing of the kind on a page whose player plays on the group', async () => {
    await noticesWith({ titleKey: 'local', app: true, groupPlayback: true });
    expect(screen.queryByText(SINGLE)).toBeNull();
  });
});
