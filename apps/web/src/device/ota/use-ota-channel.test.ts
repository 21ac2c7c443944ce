import type { DeviceInfo, FirmwareFeatureFlag, FirmwareVersion } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import type { AppliedAction } from '../session/actions';
import { chooseOtaChannel, readOtaChannel } from './use-ota-channel';

const BETA: FirmwareVersion = { version: '4.3.0-beta.1', feature_flags: 'staging' };
const REGULAR: FirmwareVersion = { version: '4.2.2', feature_flags: 'production' };

/** A device whose channel moves with `setChannel`, offering each channel's releases. */
function fakeDevice(start: FirmwareFeatureFlag = 'production') {
  let channel = start;
  const calls: string[] = [];
  const api = {
    ota: {
      setChannel: (next: 'production' | 'staging' | 'development') => {
        calls.push(`set ${next}`);
        channel = next;
        return Promise.resolve({
          fw_status: 1,
          fw_version: '4.2.2',
          fw_feature_flags: channel,
          session_id: 'S1',
        } as DeviceInfo);
      },
      versions: (flags?: FirmwareFeatureFlag) => {
        calls.push(`versions ${flags ?? 'all'}`);
        return Promise.resolve({ versions: flags === 'staging' ? [BETA] : [REGULAR] });
      },
    },
  };
  return {
    api: api as unknown as Parameters<typeof chooseOtaChannel>[0],
    calls,
    channel: () => channel,
  };
}

describe('readOtaChannel', () => {
  it('reads the releases of the channel', async () => {
    const device = fakeDevice('staging');
    expect(await readOtaChannel(device.api, 'staging')).toEqual({
      channel: 'staging',
      versions: [BETA],
    });
    expect(device.calls).toEqual(['versions staging']);
  });
});

describe('chooseOtaChannel', () => {
  it('opting in shows the pre-release; backing out hides it again', async () => {
    const device = fakeDevice();
    const recorded: AppliedAction[] = [];
    await chooseOtaChannel(device.api, 'staging', (action) => recorded.push(action));
    expect((await readOtaChannel(device.api, device.channel())).versions).toEqual([BETA]);
    await chooseOtaChannel(device.api, 'production', (action) => recorded.push(action));
    expect((await readOtaChannel(device.api, device.channel())).versions).toEqual([REGULAR]);
    expect(device.calls.filter((c) => c.startsWith('set'))).toEqual([
      'set staging',
      'set production',
    ]);
  });

  it('records the info it answers, so the session knows the new channel', async () => {
    const device = fakeDevice();
    const recorded: AppliedAction[] = [];
    await chooseOtaChannel(device.api, 'development', (action) => recorded.push(action));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      type: 'info_loaded',
      info: { fw_feature_flags: 'development' },
    });
  });
});
