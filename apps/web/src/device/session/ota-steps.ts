/**
 * The steps of a firmware update to a chosen version, on the session's OTA state (spec §3 OTA
 * state, §4 OTA, §8): the device facts they need, the versions the server offers, the version a
 * route or a choice names, and the update itself, which marks the OTA state failed when it fails.
 * The OTA pages build on these; they are framework-free, so the device calls and where the
 * answers are recorded (the session, through `ConnectionStore.apply`) are passed in.
 */
import type {
  CallOptions,
  DeviceApi,
  FirmwareFeatureFlag,
  FirmwareVersion,
  OtaProgress,
} from '@glide/handy';
import { AppError } from '../errors/app-error';
import type { AppliedAction } from './actions';
import type { DeviceSessionState } from './state';

/** The OTA calls the steps make (the SDK's `DeviceApi` has them). */
export interface OtaDeviceApi {
  readonly ota: Pick<DeviceApi['ota'], 'versions' | 'updateVersion'>;
}

/** Where the steps record what they learn and do (the session's reducer, through `apply`). */
export type OtaRecord = (action: AppliedAction) => void;

/** What the OTA steps need to know of the connected device. */
export interface OtaDeviceFacts {
  readonly fwVersion: string;
  /** The device's release channel, which limits the versions offered; absent on old firmware. */
  readonly featureFlags: FirmwareFeatureFlag | undefined;
}

/**
 * The connected device's firmware facts. Before the connect flow has read the device's info
 * (GETTING_INFO, spec §4) there are none, and nothing can be offered for it: spec §8's "Info CMD
 * not initialized".
 */
export function otaDeviceFacts(state: DeviceSessionState): OtaDeviceFacts {
  const { fw_version: fwVersion, fw_feature_flags: featureFlags } = state.device;
  if (!state.sdk.infoUpdated || fwVersion === undefined) throw new AppError('infoNotInitialized');
  return { fwVersion, featureFlags };
}

/**
 * The versions the server offers for the device's channel, or for `channel` when given (a route
 * that names a release of another channel) (`GET /ota/versions`), recorded in the OTA state. An
 * empty list is spec §8's "Firmware versions not found".
 */
export async function loadFirmwareVersions(
  api: OtaDeviceApi,
  state: DeviceSessionState,
  record: OtaRecord,
  options?: CallOptions,
  channel?: FirmwareFeatureFlag,
): Promise<readonly FirmwareVersion[]> {
  const { featureFlags } = otaDeviceFacts(state);
  const { versions } = await api.ota.versions(channel ?? featureFlags, options);
  record({ type: 'ota_versions_loaded', versions });
  if (versions.length === 0) throw new AppError('firmwareVersionsNotFound');
  return versions;
}

/**
 * The offered release `version` names (of `featureFlag`'s channel when given, as the
 * `/ota/:version/:fw_feature_flag` routes do). No list is "Firmware versions not found"; a version
 * not in it is "Specific OTA not found" (spec §8), with the version for the message.
 */
export function findFirmwareVersion(
  versions: readonly FirmwareVersion[],
  version: string,
  featureFlag?: string,
): FirmwareVersion {
  if (versions.length === 0) throw new AppError('firmwareVersionsNotFound');
  const found = versions.find(
    (offered) =>
      offered.version === version &&
      (featureFlag === undefined || offered.feature_flags === featureFlag),
  );
  if (!found) throw new AppError('specificOtaNotFound', { values: { version } });
  return found;
}

/**
 * Starts the update to `target` (`PUT /ota/update/version`). Starting marks the OTA state ongoing
 * with progress 0 (spec §4); the answer's progress is recorded. A refused or failed call, or an
 * answer that reports the update failed, marks the OTA state failed and rejects with spec §8's
 * "Failed to update firmware version" (the call's own error is its `cause`).
 */
export async function updateFirmwareVersion(
  api: OtaDeviceApi,
  target: FirmwareVersion,
  record: OtaRecord,
  options?: CallOptions,
): Promise<OtaProgress> {
  return startOtaUpdate(record, () =>
    api.ota.updateVersion({ version: target.version, featureFlags: target.feature_flags }, options),
  );
}

/**
 * The one way an update starts, whichever call starts it: starting marks the OTA state ongoing with
 * progress 0 (spec §4) and the answer's progress is recorded. A refused or failed call, or an answer
 * that reports the update failed, marks the OTA state failed and rejects with spec §8's "Failed to
 * update firmware version" (the call's own error is its `cause`).
 */
export async function startOtaUpdate(
  record: OtaRecord,
  start: () => Promise<OtaProgress>,
): Promise<OtaProgress> {
  record({ type: 'ota_started' });
  let progress: OtaProgress;
  try {
    progress = await start();
  } catch (error) {
    record({ type: 'ota_failed' });
    throw new AppError('firmwareUpdateFailed', { cause: error });
  }
  record({ type: 'ota_progress_loaded', progress });
  if (progress.failed) throw new AppError('firmwareUpdateFailed');
  return progress;
}
