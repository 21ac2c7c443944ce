import { HandyDeviceError, type FirmwareVersion, type OtaProgress } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import type { AppliedAction } from './actions';
import { initialSessionState } from './initial-state';
import {
  findFirmwareVersion,
  loadFirmwareVersions,
  otaDeviceFacts,
  updateFirmwareVersion,
  type OtaDeviceApi,
} from './ota-steps';
import { reduce } from './reducer';
import type { DeviceSessionState } from './state';
import { deviceInfo } from './testing/fixtures';

const production = (version: string): FirmwareVersion => ({
  version,
  feature_flags: 'production',
});
const OFFERED = [
  production('4.2.2'),
  production('4.1.8'),
  { ...production('4.3.0'), feature_flags: 'staging' as const },
];

/** A device whose info the connect flow has read (GETTING_INFO done). */
const withInfo: DeviceSessionState = [
  { type: 'connect_started', connectionKey: 'testKey01' },
  { type: 'info_loaded', info: deviceInfo({ fw_version: '4.1.8', fw_feature_flags: 'staging' }) },
  { type: 'info_updated' },
].reduce<DeviceSessionState>(
  (state, action) => reduce(state, action as AppliedAction),
  initialSessionState,
);

/** The OTA state after `run` recorded its actions on `from`. */
async function recorded<T>(
  from: DeviceSessionState,
  run: (record: (a: AppliedAction) => void) => Promise<T>,
) {
  let state = from;
  const actions: AppliedAction[] = [];
  const record = (action: AppliedAction) => {
    actions.push(action);
    state = reduce(state, action);
  };
  const outcome = await run(record).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return { outcome, actions, ota: state.ota };
}

function fakeApi(options: {
  versions?: readonly FirmwareVersion[];
  update?: () => Promise<OtaProgress>;
}): OtaDeviceApi & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    ota: {
      versions: (flags) => {
        asked.push(['versions', flags]);
        return Promise.resolve({ versions: [...(options.versions ?? OFFERED)] });
      },
      updateVersion: (args) => {
        asked.push(['updateVersion', args]);
        return (
          options.update?.() ??
          Promise.resolve({ ongoing: true, progress: 0, done: false, failed: false })
        );
      },
    },
  };
}

describe('otaDeviceFacts', () => {
  it('reads the firmware version and channel once the device info is read', () => {
    expect(otaDeviceFacts(withInfo)).toEqual({ fwVersion: '4.1.8', featureFlags: 'staging' });
  });

  it('before the connect flow read the info: "Info CMD not initialized"', () => {
    expect(() => otaDeviceFacts(initialSessionState)).toThrow(new AppError('infoNotInitialized'));
    const infoButNotDone = reduce(initialSessionState, { type: 'info_loaded', info: deviceInfo() });
    expect(() => otaDeviceFacts(infoButNotDone)).toThrow(AppError);
  });
});

describe('loadFirmwareVersions', () => {
  it('asks for the device’s channel and records the list in the OTA state', async () => {
    const api = fakeApi({});
    const { outcome, ota } = await recorded(withInfo, (record) =>
      loadFirmwareVersions(api, withInfo, record),
    );
    expect(outcome).toEqual({ ok: true, value: OFFERED });
    expect(api.asked).toEqual([['versions', 'staging']]);
    expect(ota.firmwareVersions).toEqual(OFFERED);
  });

  it('asks for another channel when a route names one', async () => {
    const api = fakeApi({});
    await recorded(withInfo, (record) =>
      loadFirmwareVersions(api, withInfo, record, undefined, 'production'),
    );
    expect(api.asked).toEqual([['versions', 'production']]);
  });

  it('an empty list: "Firmware versions not found"', async () => {
    const { outcome } = await recorded(withInfo, (record) =>
      loadFirmwareVersions(fakeApi({ versions: [] }), withInfo, record),
    );
    expect(outcome).toEqual({ ok: false, error: new AppError('firmwareVersionsNotFound') });
  });

  it('without the device info asks nothing: "Info CMD not initialized"', async () => {
    const api = fakeApi({});
    const { outcome } = await recorded(initialSessionState, (record) =>
      loadFirmwareVersions(api, initialSessionState, record),
    );
    expect(outcome).toMatchObject({ ok: false, error: { reason: 'infoNotInitialized' } });
    expect(api.asked).toEqual([]);
  });
});

describe('findFirmwareVersion', () => {
  it('finds the named release, in the named channel when one is given', () => {
    expect(findFirmwareVersion(OFFERED, '4.1.8')).toEqual(production('4.1.8'));
    expect(findFirmwareVersion(OFFERED, '4.3.0', 'staging').feature_flags).toBe('staging');
  });

  it('a release not offered, or not in that channel: "Specific OTA not found" with its version', () => {
    for (const [version, channel] of [
      ['9.9.9', undefined],
      ['4.3.0', 'production'],
    ] as const) {
      let raised: unknown;
      try {
        findFirmwareVersion(OFFERED, version, channel);
      } catch (error) {
        raised = error;
      }
      expect(raised).toBeInstanceOf(AppError);
      expect(raised).toMatchObject({ reason: 'specificOtaNotFound', values: { version } });
    }
  });

  it('no list at all: "Firmware versions not found"', () => {
    expect(() => findFirmwareVersion([], '4.2.2')).toThrow(
      new AppError('firmwareVersionsNotFound'),
    );
  });
});

describe('updateFirmwareVersion (spec §4 OTA, §8)', () => {
  it('starting marks the update ongoing at 0, then records the answer', async () => {
    const api = fakeApi({});
    const { outcome, actions, ota } = await recorded(withInfo, (record) =>
      updateFirmwareVersion(api, production('4.2.2'), record),
    );
    expect(outcome.ok).toBe(true);
    expect(api.asked).toEqual([
      ['updateVersion', { version: '4.2.2', featureFlags: 'production' }],
    ]);
    expect(actions.map((action) => action.type)).toEqual(['ota_started', 'ota_progress_loaded']);
    expect(ota).toMatchObject({ ongoing: true, done: false, failed: false, progress: 0 });
  });

  it('a failed call: "Failed to update firmware version", and the OTA state is failed', async () => {
    const refused = new HandyDeviceError({
      code: 3002,
      name: 'OtaInProgress',
      message: 'An update is already running',
      connected: true,
    });
    const from = { ...withInfo, ota: { ...withInfo.ota, done: true, progress: 1 } };
    const { outcome, ota } = await recorded(from, (record) =>
      updateFirmwareVersion(
        fakeApi({ update: () => Promise.reject(refused) }),
        production('4.2.2'),
        record,
      ),
    );
    expect(outcome).toEqual({ ok: false, error: new AppError('firmwareUpdateFailed') });
    expect(!outcome.ok && outcome.error instanceof Error && outcome.error.cause).toBe(refused);
    expect(ota).toMatchObject({ ongoing: false, done: false, failed: true });
  });

  it('an answer that reports the update failed is a failure too', async () => {
    const failed = { ongoing: false, progress: 0.2, done: false, failed: true };
    const { outcome, ota } = await recorded(withInfo, (record) =>
      updateFirmwareVersion(
        fakeApi({ update: () => Promise.resolve(failed) }),
        production('4.2.2'),
        record,
      ),
    );
    expect(outcome).toMatchObject({ ok: false, error: { reason: 'firmwareUpdateFailed' } });
    expect(ota).toMatchObject({ ongoing: false, failed: true });
  });
});
