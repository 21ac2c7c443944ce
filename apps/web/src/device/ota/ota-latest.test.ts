import { HandyDeviceError, type FirmwareVersion, type OtaProgress } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import type { AppliedAction } from '../session/actions';
import { initialSessionState } from '../session/initial-state';
import { reduce } from '../session/reducer';
import type { DeviceSessionState } from '../session/state';
import {
  loadLatestFirmware,
  readOtaProgress,
  updateToLatest,
  type LatestOtaApi,
} from './ota-latest';

const LATEST: FirmwareVersion = {
  version: '4.2.2',
  feature_flags: 'production',
  release_notes: 'Smoother HSP start.',
};
const STARTED: OtaProgress = { ongoing: true, progress: 0, done: false, failed: false };

/** Runs `run` with a record that reduces into the session state, as `ConnectionStore.apply` does. */
async function recorded<T>(
  run: (record: (a: AppliedAction) => void) => Promise<T>,
  from: DeviceSessionState = initialSessionState,
) {
  let state = from;
  const actions: AppliedAction[] = [];
  const outcome = await run((action) => {
    actions.push(action);
    state = reduce(state, action);
  }).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  return { outcome, actions, ota: state.ota };
}

function fakeApi(parts: Partial<LatestOtaApi['ota']>): LatestOtaApi {
  return {
    ota: {
      latest: () => Promise.resolve(LATEST),
      updateLatest: () => Promise.resolve(STARTED),
      progress: () => Promise.resolve(STARTED),
      ...parts,
    },
  };
}

describe('loadLatestFirmware', () => {
  it('records the release the server offers as the latest', async () => {
    const { outcome, ota } = await recorded((record) => loadLatestFirmware(fakeApi({}), record));
    expect(outcome).toEqual({ ok: true, value: LATEST });
    expect(ota.latestFirmwareVersion).toEqual(LATEST);
  });
});

describe('updateToLatest (spec §4 OTA, §8)', () => {
  it('starting marks the update ongoing at 0 (done and failed false)', async () => {
    const from = {
      ...initialSessionState,
      ota: { ...initialSessionState.ota, done: true, failed: true, progress: 1 },
    };
    const { outcome, actions, ota } = await recorded(
      (record) => updateToLatest(fakeApi({}), record),
      from,
    );
    expect(outcome.ok).toBe(true);
    expect(actions.map((a) => a.type)).toEqual(['ota_started', 'ota_progress_loaded']);
    expect(ota).toMatchObject({ ongoing: true, done: false, failed: false, progress: 0 });
  });

  it('a refused start is "Failed to update firmware version" and marks the update failed', async () => {
    const refused = new HandyDeviceError({
      code: 3002,
      name: 'OtaInProgress',
      message: 'Update already in progress',
      connected: true,
    });
    const { outcome, ota } = await recorded((record) =>
      updateToLatest(fakeApi({ updateLatest: () => Promise.reject(refused) }), record),
    );
    expect(outcome).toEqual({ ok: false, error: new AppError('firmwareUpdateFailed') });
    expect(!outcome.ok && outcome.error instanceof Error && outcome.error.cause).toBe(refused);
    expect(ota).toMatchObject({ ongoing: false, failed: true });
  });

  it('an answer that says the update failed is a failure too', async () => {
    const failed = { ongoing: false, progress: 0.5, done: false, failed: true };
    const { outcome, ota } = await recorded((record) =>
      updateToLatest(fakeApi({ updateLatest: () => Promise.resolve(failed) }), record),
    );
    expect(outcome).toMatchObject({ ok: false, error: { reason: 'firmwareUpdateFailed' } });
    expect(ota).toMatchObject({ ongoing: false, failed: true });
  });
});

describe('readOtaProgress (the fallback when events stop)', () => {
  it('records the progress the device reports, ending the update when it is done', async () => {
    const from = { ...initialSessionState, ota: { ...initialSessionState.ota, ongoing: true } };
    const done = { ongoing: false, progress: 1, done: true, failed: false };
    const { ota } = await recorded(
      (record) => readOtaProgress(fakeApi({ progress: () => Promise.resolve(done) }), record),
      from,
    );
    expect(ota).toMatchObject({ ongoing: false, done: true, progress: 1 });
  });
});
